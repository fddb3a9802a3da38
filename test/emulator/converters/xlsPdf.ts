/**
 * xls→pdf (what the quick menu offers an Excel 97–2003 workbook; the real catalogue has it): each
 * worksheet, read by excelBinary.ts, as a heading with its cells in aligned columns, as xlsx→pdf
 * lays out a workbook. Not the service's rendering, but a real PDF of the workbook's values.
 */
import { ErrorCode, baseName, failure, readInput, renamed, requireInput } from './common';
import { ExcelBinaryError, readWorkbook } from './excelBinary';
import { sheetBlocks } from './officePdf';
import { textToPdf } from './pdfText';
import { ConversionFailedError, type Converter } from './types';

const CODES = {
  damaged: ErrorCode.fileDamaged,
  encrypted: ErrorCode.passwordProtected,
  unsupported: ErrorCode.conversionFailed,
} as const;

export const xlsToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const bytes = await readInput(file);
  let sheets;
  try {
    sheets = readWorkbook(bytes);
  } catch (err) {
    if (err instanceof ExcelBinaryError) {
      throw new ConversionFailedError(`${file.name}: ${err.message}`, CODES[err.reason]);
    }
    throw failure(`${file.name} is not a readable Excel workbook`, err, ErrorCode.fileDamaged);
  }
  ctx.signal.throwIfAborted();
  return [{ name: renamed(file.name, 'pdf'), data: await textToPdf(sheetBlocks(sheets), baseName(file.name), ctx.signal) }];
};
