/**
 * xls→pdf and ppt→pdf (what the quick menu offers Excel and PowerPoint 97–2003 files; the real
 * catalogue has both): each worksheet (excelBinary.ts) as a heading with its cells in aligned
 * columns, each slide (powerPointBinary.ts) as "Slide n: title" with its paragraphs, laid out as
 * xlsx→pdf and pptx→pdf lay out theirs. Not the service's rendering, but a real PDF of the content.
 */
import { ErrorCode, baseName, failure, readInput, renamed, requireInput } from './common';
import { ExcelBinaryError, readWorkbook } from './excelBinary';
import { sheetBlocks, slideBlocks } from './officePdf';
import { textToPdf, type TextBlock } from './pdfText';
import { PowerPointBinaryError, readPresentation } from './powerPointBinary';
import { ConversionFailedError, type Converter } from './types';

const CODES = {
  damaged: ErrorCode.fileDamaged,
  encrypted: ErrorCode.passwordProtected,
  unsupported: ErrorCode.conversionFailed,
} as const;

/** A converter that reads the upload with `read` and lays out what it gives; the readers' errors become the service's codes. */
function binaryToPdf(what: string, read: (bytes: Buffer) => TextBlock[]): Converter {
  return async (input, ctx) => {
    const file = requireInput(input);
    const bytes = await readInput(file);
    let blocks: TextBlock[];
    try {
      blocks = read(bytes);
    } catch (err) {
      if (err instanceof ExcelBinaryError || err instanceof PowerPointBinaryError) {
        throw new ConversionFailedError(`${file.name}: ${err.message}`, CODES[err.reason]);
      }
      throw failure(`${file.name} is not a readable ${what}`, err, ErrorCode.fileDamaged);
    }
    ctx.signal.throwIfAborted();
    return [{ name: renamed(file.name, 'pdf'), data: await textToPdf(blocks, baseName(file.name), ctx.signal) }];
  };
}

export const xlsToPdf = binaryToPdf('Excel workbook', (bytes) => sheetBlocks(readWorkbook(bytes)));
export const pptToPdf = binaryToPdf('PowerPoint presentation', (bytes) => slideBlocks(readPresentation(bytes)));
