// File names that are safe to create on any platform, from names a server or a person chose.

/** The longest file name most file systems take (ext4 counts UTF-8 bytes, NTFS UTF-16 units). */
const MAX_NAME_BYTES = 255;

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

/** Device names Windows will not create as files, whatever the extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/**
 * A file name safe to create in a directory on any platform: no path separators or characters
 * Windows forbids, no control characters, not "." or "..", no trailing dots or spaces, not a
 * Windows device name; at most 255 characters. `fallback` when nothing usable is left.
 */
export function safeFileName(name: string, fallback: string): string {
  let cleaned = [...name]
    .map((c) => ('\\/:*?"<>|'.includes(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c))
    .join('')
    .trim()
    .replace(/[. ]+$/, '')
    // No hidden files (.npmrc, .envrc) from a name the server chose.
    .replace(/^[. ]+/, '');
  if (WINDOWS_RESERVED.test(cleaned)) {
    cleaned = `_${cleaned}`;
  }
  if (Buffer.byteLength(cleaned) > MAX_NAME_BYTES) {
    // Keep the extension: it decides how the file opens.
    const dot = cleaned.lastIndexOf('.');
    const ext = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
    cleaned = truncateUtf8(cleaned.slice(0, cleaned.length - ext.length), MAX_NAME_BYTES - Buffer.byteLength(ext)) + ext;
  }
  return cleaned.length > 0 && !/^\.+$/.test(cleaned) ? cleaned : fallback;
}
