/**
 * xls→pdf and ppt→pdf (what the quick menu offers Excel and PowerPoint 97–2003 files; the real
 * catalogue has both): each worksheet (excelBinary.ts) as a heading with its cells in aligned
 * columns, each slide (powerPointBinary.ts) as "Slide n: title" with its paragraphs, laid out as
 * xlsx→pdf and pptx→pdf lay out theirs. Not the service's rendering, but a real PDF of the content.
 */
import { readOfficeBinary } from './cfb';
import { baseName, renamed, requireInput } from './common';
import { readWorkbook } from './excelBinary';
import { sheetBlocks, slideBlocks } from './officePdf';
import { textToPdf, type TextBlock } from './pdfText';
import { readPresentation } from './powerPointBinary';
import type { Converter } from './types';

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
