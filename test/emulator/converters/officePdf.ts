/**
 * xlsx→pdf and pptx→pdf (what Preview as PDF offers first, with docx→pdf in office.ts): the
 * package's text laid out as a PDF. A workbook gives one section per sheet with its cells in
 * aligned columns; a presentation one section per slide, its title as the heading and its
 * paragraphs below. Not the service's rendering, but a real PDF of the document's content.
 */
import { baseName, ErrorCode, renamed, requireInput } from './common';
import { readXmlParts, relationships, walkXml } from './officeZip';
import { textToPdf, type TextBlock } from './pdfText';
import { ConversionFailedError, type Converter } from './types';

const MAX_COLUMN = 28;

/**
 * Walks `xml` for the text of each `item` element (its `text` elements joined), told to `found`;
 * `open` sees every opening tag as well.
 */
function itemTexts(
  xml: string,
  item: string,
  text: string,
  found: (itemText: string) => void,
  open?: (name: string, attributes: Record<string, string>) => void,
): void {
  let current: string | undefined;
  let inText = false;
  walkXml(xml, {
    open: (name, attributes) => {
      open?.(name, attributes);
      if (name === item) {
        current = '';
      } else if (name === text) {
        inText = true;
      }
    },
    text: (data) => {
      if (inText && current !== undefined) {
        current += data;
      }
    },
    close: (name) => {
      if (name === text) {
        inText = false;
      } else if (name === item && current !== undefined) {
        found(current);
        current = undefined;
      }
    },
  });
}

/** The shared strings of a workbook, in order. */
export function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml !== undefined) {
    itemTexts(xml, 'si', 't', (text) => strings.push(text));
  }
  return strings;
}

/** Column number (0-based) of a cell reference such as "C7". */
function columnOf(ref: string | undefined, fallback: number): number {
  const letters = /^([A-Z]+)/.exec(ref ?? '')?.[1];
  return letters ? [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1 : fallback;
}

/** The rows of a worksheet, each as its cells' shown text by column. */
export function sheetRows(xml: string, strings: readonly string[]): string[][] {
  const rows: string[][] = [];
  let row: string[] | undefined;
  let cell: { column: number; type: string; value: string } | undefined;
  let collecting = false;
  walkXml(xml, {
    open: (name, attributes) => {
      if (name === 'row') {
        row = [];
      } else if (name === 'c' && row) {
        cell = { column: columnOf(attributes.r, row.length), type: attributes.t ?? 'n', value: '' };
      } else if (cell && (name === 'v' || name === 't')) {
        collecting = true;
      }
    },
    text: (text) => {
      if (collecting && cell) {
        cell.value += text;
      }
    },
    close: (name) => {
      if (name === 'v' || name === 't') {
        collecting = false;
      } else if (name === 'c' && cell && row) {
        const shown =
          cell.type === 's'
            ? (strings[Number(cell.value)] ?? '')
            : cell.type === 'b'
              ? cell.value === '1'
                ? 'TRUE'
                : 'FALSE'
              : cell.value;
        row[cell.column] = shown;
        cell = undefined;
      } else if (name === 'row' && row) {
        rows.push(Array.from(row, (v) => v ?? ''));
        row = undefined;
      }
    },
  });
  return rows;
}

/** Rows as aligned columns of monospaced text. */
function aligned(rows: readonly string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((v, i) => (widths[i] = Math.min(MAX_COLUMN, Math.max(widths[i] ?? 0, v.length))));
  }
  return rows
    .map((row) =>
      row
        .map((v, i) => (v.length > MAX_COLUMN ? `${v.slice(0, MAX_COLUMN - 1)}…` : v).padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** xlsx→pdf: each sheet (in workbook order) as a heading with its cells in aligned columns. */
export const xlsxToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const parts = await readXmlParts(file.path, file.name);
  const workbook = parts.get('xl/workbook.xml');
  if (workbook === undefined) {
    throw new ConversionFailedError(`${file.name} is not a readable Excel workbook: it has no xl/workbook.xml`, ErrorCode.fileDamaged);
  }
  ctx.signal.throwIfAborted();
  const strings = sharedStrings(parts.get('xl/sharedStrings.xml'));
  const targets = relationships(parts, 'xl/workbook.xml');
  const sheets: { name: string; rows: string[][] }[] = [];
  walkXml(workbook, {
    open: (name, attributes) => {
      if (name !== 'sheet') {
        return;
      }
      const sheet = parts.get(targets.get(attributes['r:id'] ?? '') ?? '');
      sheets.push({ name: attributes.name ?? 'Sheet', rows: sheet === undefined ? [] : sheetRows(sheet, strings) });
    },
  });
  const pdf = await textToPdf(sheetBlocks(sheets), baseName(file.name), ctx.signal);
  return [{ name: renamed(file.name, 'pdf'), data: pdf }];
};

/** Each sheet as a heading with its cells in aligned columns (xlsx→pdf and xls→pdf). */
export function sheetBlocks(sheets: readonly { name: string; rows: readonly string[][] }[]): TextBlock[] {
  return sheets.flatMap((sheet): TextBlock[] => [
    { kind: 'heading', level: 2, text: sheet.name },
    sheet.rows.length === 0 ? { kind: 'paragraph', text: '(empty sheet)' } : { kind: 'preformatted', text: aligned(sheet.rows) },
  ]);
}

/** The title and the other paragraphs of one slide, in document order. */
export function slideText(xml: string): { title?: string; paragraphs: string[] } {
  let title: string | undefined;
  const paragraphs: string[] = [];
  let titleShape = false;
  itemTexts(
    xml,
    'a:p',
    'a:t',
    (paragraph) => {
      const text = paragraph.trim();
      if (text === '') {
        return;
      }
      if (titleShape && title === undefined) {
        title = text;
      } else {
        paragraphs.push(text);
      }
    },
    (name, attributes) => {
      if (name === 'p:sp') {
        titleShape = false;
      } else if (name === 'p:ph' && /^(title|ctrTitle)$/.test(attributes.type ?? '')) {
        titleShape = true;
      }
    },
  );
  return { title, paragraphs };
}

/** pptx→pdf: each slide (in presentation order) as "Slide n: title" and its paragraphs. */
export const pptxToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const parts = await readXmlParts(file.path, file.name);
  const presentation = parts.get('ppt/presentation.xml');
  if (presentation === undefined) {
    throw new ConversionFailedError(
      `${file.name} is not a readable PowerPoint presentation: it has no ppt/presentation.xml`,
      ErrorCode.fileDamaged,
    );
  }
  ctx.signal.throwIfAborted();
  const targets = relationships(parts, 'ppt/presentation.xml');
  const slides: string[] = [];
  walkXml(presentation, {
    open: (name, attributes) => {
      const target = name === 'p:sldId' ? targets.get(attributes['r:id'] ?? '') : undefined;
      if (target) {
        slides.push(target);
      }
    },
  });
  const texts = slides.map((path) => {
    const xml = parts.get(path);
    return xml === undefined ? { paragraphs: [] } : slideText(xml);
  });
  const pdf = await textToPdf(slideBlocks(texts), baseName(file.name), ctx.signal);
  return [{ name: renamed(file.name, 'pdf'), data: pdf }];
};

/** Each slide as "Slide n: title" and its paragraphs, indented (pptx→pdf and ppt→pdf). */
export function slideBlocks(slides: readonly { title?: string | undefined; paragraphs: readonly string[] }[]): TextBlock[] {
  const blocks: TextBlock[] = slides.flatMap(({ title, paragraphs }, i) => [
    { kind: 'heading', level: 1, text: title ? `Slide ${i + 1}: ${title}` : `Slide ${i + 1}` } as const,
    ...paragraphs.map((text) => ({ kind: 'paragraph', text, indent: 12 }) as const),
  ]);
  return blocks.length === 0 ? [{ kind: 'paragraph', text: '(no slides)' }] : blocks;
}
