/**
 * xlsx→pdf and pptx→pdf (what Preview as PDF offers first, with docx→pdf in office.ts), and xls→pdf
 * and ppt→pdf (what the quick menu offers Excel and PowerPoint 97–2003 files, read by
 * excelBinary.ts and powerPointBinary.ts): the document's text laid out as a PDF. A workbook gives
 * one section per sheet with its cells in aligned columns; a presentation one section per slide,
 * its title as the heading and its paragraphs below. Not the service's rendering, but a real PDF
 * of the document's content.
 */
import { readOfficeBinary } from './cfb';
import { baseName, renamed, requireInput } from './common';
import { readWorkbook } from './excelBinary';
import { readPptxSlides, readXlsxSheets } from './officeZip';
import { textToPdf, type TextBlock } from './pdfText';
import { readPresentation } from './powerPointBinary';
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
function sheetBlocks(sheets: readonly { name: string; rows: readonly string[][] }[]): TextBlock[] {
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
function slideBlocks(slides: readonly { title?: string | undefined; paragraphs: readonly string[] }[]): TextBlock[] {
  const blocks: TextBlock[] = slides.flatMap(({ title, paragraphs }, i) => [
    { kind: 'heading', level: 1, text: title ? `Slide ${i + 1}: ${title}` : `Slide ${i + 1}` } as const,
    ...paragraphs.map((text) => ({ kind: 'paragraph', text, indent: 12 }) as const),
  ]);
  return blocks.length === 0 ? [{ kind: 'paragraph', text: '(no slides)' }] : blocks;
}

/** A converter that reads the upload with `read` and lays out what it gives. */
function binaryToPdf(what: string, read: (bytes: Buffer) => TextBlock[]): Converter {
  return async (input, ctx) => {
    const file = requireInput(input);
    const blocks = await readOfficeBinary(file, what, read);
    ctx.signal.throwIfAborted();
    return [{ name: renamed(file.name, 'pdf'), data: await textToPdf(blocks, baseName(file.name), ctx.signal) }];
  };
}

export const xlsToPdf = binaryToPdf('Excel workbook', (bytes) => sheetBlocks(readWorkbook(bytes)));
export const pptToPdf = binaryToPdf('PowerPoint presentation', (bytes) => slideBlocks(readPresentation(bytes)));
