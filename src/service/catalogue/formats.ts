/**
 * What converts to what: the targets the extension offers for each source type. The service
 * supports more; "Other Format…" lets the user type any target.
 */

export interface TargetFormat {
  /** Extension used in the converter path, lower case (e.g. "pdf", "split"). */
  readonly ext: string;
  /** What the user sees in pickers. */
  readonly label: string;
  /** The conversion yields several files (one per page): they go into a folder. */
  readonly multiFile?: boolean;
}

const PDF: TargetFormat = { ext: 'pdf', label: 'PDF' };
const HTML: TargetFormat = { ext: 'html', label: 'HTML' };
const TXT: TargetFormat = { ext: 'txt', label: 'Text' };
const JPG: TargetFormat = { ext: 'jpg', label: 'JPG' };
const PNG: TargetFormat = { ext: 'png', label: 'PNG' };
const WEBP: TargetFormat = { ext: 'webp', label: 'WEBP' };
const CSV: TargetFormat = { ext: 'csv', label: 'CSV' };
const JSON_: TargetFormat = { ext: 'json', label: 'JSON' };
const DOCX: TargetFormat = { ext: 'docx', label: 'Word (DOCX)' };
const SPLIT: TargetFormat = { ext: 'split', label: 'Split (one PDF per page)', multiFile: true };
const PAGES_JPG: TargetFormat = { ext: 'jpg', label: 'JPG (one per page)', multiFile: true };
const PAGES_PNG: TargetFormat = { ext: 'png', label: 'PNG (one per page)', multiFile: true };

/** Source extension → the targets offered first, most common first. */
export const FORMAT_TABLE: Readonly<Record<string, readonly TargetFormat[]>> = {
  docx: [PDF, HTML, TXT],
  doc: [PDF, DOCX, HTML],
  odt: [PDF, DOCX],
  rtf: [PDF, DOCX],
  xlsx: [PDF, CSV],
  xls: [PDF, CSV],
  pptx: [PDF],
  ppt: [PDF],
  md: [PDF, HTML],
  txt: [PDF],
  html: [PDF],
  pdf: [SPLIT, TXT, PAGES_JPG, PAGES_PNG, DOCX],
  png: [JPG, WEBP, PDF],
  jpg: [PNG, WEBP, PDF],
  webp: [PNG, JPG, PDF],
  gif: [PNG, JPG, PDF],
  tiff: [PDF, PNG, JPG],
  svg: [PNG, PDF],
  csv: [JSON_, PDF],
  json: [CSV],
};

/** Alternative spellings of the same source type (alias → canonical). */
export const FORMAT_ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg', htm: 'html', markdown: 'md', tif: 'tiff', text: 'txt' };

/** Targets that yield several files whatever the source. */
const MULTI_FILE_TARGETS = new Set(['split']);

/** The canonical source format of a file name ("Report.JPEG" → "jpg"), or undefined without an extension. */
export function sourceFormatOf(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) {
    return undefined;
  }
  const ext = base.slice(dot + 1).toLowerCase();
  return FORMAT_ALIASES[ext] ?? ext;
}

/** The targets offered for a source format (empty for unknown formats). */
export function targetsFor(sourceFormat: string): readonly TargetFormat[] {
  return FORMAT_TABLE[FORMAT_ALIASES[sourceFormat] ?? sourceFormat] ?? [];
}

/** True when src→dst yields several files (so results go into a folder). */
export function isMultiFile(sourceFormat: string, targetFormat: string): boolean {
  if (MULTI_FILE_TARGETS.has(targetFormat)) {
    return true;
  }
  return targetsFor(sourceFormat).some((t) => t.ext === targetFormat && t.multiFile === true);
}

/** Returns a reason a typed format is not acceptable, or undefined. */
export function validateFormat(text: string): string | undefined {
  return /^[a-z0-9]{1,16}$/i.test(text.trim()) ? undefined : 'A format is 1 to 16 letters or digits, such as pdf or docx.';
}

/** Normalises a typed target format ("  .PDF " → "pdf"). */
export function normalizeFormat(text: string): string {
  const t = text.trim().replace(/^\./, '').toLowerCase();
  return FORMAT_ALIASES[t] ?? t;
}
