/**
 * Names of result files: cleaned so that a name chosen by a server (or found in a user's folder)
 * is one harmless path segment on every platform, and numbered copies that still fit the
 * file system's limit.
 */

/** The longest file name most file systems take (ext4 counts UTF-8 bytes, NTFS UTF-16 units). */
export const MAX_NAME_BYTES = 255;

/** The longest prefix of `text` that fits in `maxBytes` of UTF-8, never splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) {
      break;
    }
    out += char;
  }
  return out;
}

/**
 * Invisible characters that make a name read differently from what it is: format characters
 * (Unicode Cf: bidi overrides such as U+202E that turn "invoice‮fdp.exe" into "invoiceexe.pdf",
 * zero-width joiners, the BOM, soft hyphens) and the Hangul fillers that render as nothing.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
/** Characters replaced by "_": controls (C0, DEL, C1), line and paragraph separators, lone surrogates, and what Windows forbids. */
const REPLACED = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\\/:*?"<>|]/gu;
/**
 * Device names Windows will not create as files, whatever follows the first dot: also COM¹..³
 * and LPT¹..³ (Windows reads superscript digits as digits here), CONIN$ and CONOUT$.
 */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** `name.ext` → {stem: "name", ext: ".ext"}; a leading dot is part of the stem (".env"). */
export function splitName(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), ext: name.slice(dot) } : { stem: name, ext: '' };
}

/** Fits `stem + suffix + ext` into `maxBytes` of UTF-8 by shortening the stem; the extension decides how the file opens. */
function fitName(stem: string, suffix: string, ext: string, maxBytes: number): string {
  // An absurd "extension" (a name with a late dot and a long tail) is shortened like the stem.
  const keepExt = Buffer.byteLength(ext) <= 32 ? ext : '';
  const room = maxBytes - Buffer.byteLength(suffix) - Buffer.byteLength(keepExt);
  const base = keepExt ? stem : stem + ext;
  return `${truncateUtf8(base, Math.max(room, 0)).replace(/[. ]+$/, '')}${suffix}${keepExt}`;
}

/**
 * A file name safe to create in a directory on any platform: no path separators or characters
 * Windows forbids, no control or invisible format characters, not "." or "..", no leading or
 * trailing dots or spaces, not a Windows device name; at most 255 bytes of UTF-8. `fallback`
 * when nothing usable is left.
 */
export function safeFileName(name: string, fallback: string): string {
  let cleaned = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(REPLACED, '_')
    // Exotic spaces (no-break, ideographic) look like a space and are one.
    .replace(/\p{Zs}/gu, ' ')
    .trim()
    .replace(/[. ]+$/, '')
    // No hidden files (.npmrc, .envrc) from a name the server chose.
    .replace(/^[. ]+/, '');
  // Windows ignores what follows the first dot, and trailing spaces before it ("NUL .txt").
  if (WINDOWS_RESERVED.test(cleaned.split('.')[0].trimEnd())) {
    cleaned = `_${cleaned}`;
  }
  if (Buffer.byteLength(cleaned) > MAX_NAME_BYTES) {
    const { stem, ext } = splitName(cleaned);
    cleaned = fitName(stem, '', ext, MAX_NAME_BYTES);
  }
  return cleaned.length > 0 && !/^\.+$/.test(cleaned) ? cleaned : fallback;
}

/** The n-th "keep both" name, `report.pdf` → `report (n).pdf`, shortened so that it stays within 255 bytes. */
export function numberedName(name: string, n: number, maxBytes = MAX_NAME_BYTES): string {
  const { stem, ext } = splitName(name);
  return fitName(stem, ` (${n})`, ext, maxBytes);
}

/**
 * Remembers, per taken name, the last number handed out, so that the k-th copy of one name
 * starts looking at k rather than at 1: numbering n results of one name costs O(n) checks, not
 * O(n²). Numbers freed later are not reused (a gap is harmless; a quadratic batch is not).
 */
export class NumberedNames {
  private readonly next = new Map<string, number>();

  /** The first number worth trying for `key` (the path or name being numbered). */
  start(key: string): number {
    return this.next.get(key) ?? 1;
  }

  /** Records that `n` was handed out (or found taken) for `key`. */
  taken(key: string, n: number): void {
    this.next.set(key, n + 1);
  }
}

/**
 * Catalogue targets that are operations on a file rather than file types (pdf→compress gives a
 * PDF): their result keeps the source's extension. Hyphenated targets are operations too.
 */
const OPERATIONS: ReadonlySet<string> = new Set([
  'compress',
  'pdfa',
  'pdfua',
  'protect',
  'unprotect',
  'decrypt',
  'encrypt',
  'merge',
  'compare',
  'split',
  'watermark',
  'rotate',
  'ocr',
  'flatten',
  'redact',
  'repair',
  'optimize',
  'linearize',
  'sign',
  'resize',
  'crop',
  'rasterize',
  'metadata',
]);

/** True when a target names an operation on the file, not the type of the result. */
export function isOperationTarget(targetFormat: string): boolean {
  const target = targetFormat.toLowerCase();
  return OPERATIONS.has(target) || target.includes('-');
}

/**
 * The name of a conversion's single result: the source's stem (cleaned) with the target's
 * extension (the source's own for an operation such as compress), within 255 bytes. Never a name
 * the server chose, so a result cannot replace an unrelated file next to its source.
 */
export function resultName(sourceName: string, targetFormat: string): string {
  const { stem, ext } = splitName(sourceName);
  const extension = isOperationTarget(targetFormat) && ext.length > 1 ? ext.toLowerCase() : `.${targetFormat}`;
  return fitName(safeFileName(stem, 'result'), '', extension, MAX_NAME_BYTES);
}
