/**
 * xlsx→pdf and pptx→pdf (what Preview as PDF offers first, with docx→pdf in office.ts): the
 * package's text laid out as a PDF. A workbook gives one section per sheet with its cells in
 * aligned columns; a presentation one section per slide, its title as the heading and its
 * paragraphs below. Not the service's rendering, but a real PDF of the document's content.
 */
import { baseName, renamed, requireInput } from './common';
import { readPptxSlides, readXlsxSheets } from './officeZip';
import { textToPdf, type TextBlock } from './pdfText';
import type { Converter } from './types';

const MAX_COLUMN = 28;

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
  const sheets = await readXlsxSheets(file, ctx.signal);
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

/** pptx→pdf: each slide (in presentation order) as "Slide n: title" and its paragraphs. */
export const pptxToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const slides = await readPptxSlides(file, ctx.signal);
  const pdf = await textToPdf(slideBlocks(slides), baseName(file.name), ctx.signal);
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
