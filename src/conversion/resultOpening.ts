/**
 * Whether VS Code can show a converted file, or the summary should offer the operating system's
 * default app (env.openExternal, for documents only) and its file manager instead. Pure: the caller passes where the
 * extension runs, so it is unit-tested for every platform on any one.
 */

/** How the operating system's file manager is named, for "Reveal in …". */
export type RevealStyle = 'windows' | 'mac' | 'linux';

/** Where the extension runs and the file lives, read from vscode.env and the result's URI. */
export interface OpeningContext {
  /** The result's URI scheme ("file" for a local file). */
  readonly scheme: string;
  /** vscode.env.remoteName: set in SSH, WSL, containers, Codespaces and code-server. */
  readonly remoteName?: string;
  /** vscode.env.uiKind is Web (a browser): the OS's apps cannot be started from it. */
  readonly web: boolean;
  /** process.platform of the extension host. */
  readonly platform: string;
}

/** Where the window runs, apart from any one file: read once per message from vscode.env. */
export type WindowPlace = Omit<OpeningContext, 'scheme'>;

export interface ResultOpening {
  /** VS Code shows it: open it in the editor as before. */
  readonly inEditor: boolean;
  /** Offer "Open" (the OS's default app through env.openExternal). */
  readonly offerOpen: boolean;
  /** Offer "Reveal in File Explorer / Finder / Open Containing Folder"; undefined: not possible here. */
  readonly reveal?: RevealStyle;
}

// Text VS Code opens as text, and what its built-in media preview shows (images, audio, video).
// Anything else (PDF, DOCX, XLSX, PPTX, ZIP, …) is binary to VS Code and opens as an error page.
const EDITOR_EXTENSIONS = new Set([
  // text
  'txt',
  'text',
  'md',
  'markdown',
  'html',
  'htm',
  'xhtml',
  'xml',
  'svg',
  'csv',
  'tsv',
  'json',
  'jsonl',
  'yaml',
  'yml',
  'css',
  'js',
  'mjs',
  'ts',
  'tex',
  'log',
  'ini',
  'toml',
  'rst',
  'eml',
  'ics',
  'vcf',
  'srt',
  'vtt',
  // images
  'png',
  'jpg',
  'jpeg',
  'jpe',
  'gif',
  'webp',
  'bmp',
  'ico',
  'avif',
  // audio and video
  'mp3',
  'wav',
  'ogg',
  'oga',
  'mp4',
  'webm',
]);

// What "Open" may hand to the OS's default app: documents, images and archives that open in a
// viewer. Names of results from extract/unzip converters come from inside the user's document,
// and the OS runs a program (.exe, .bat, .lnk, .command, .desktop) or macro document it is handed;
// anything not listed here is only revealed in the file manager.
const OPEN_EXTENSIONS = new Set([
  'pdf',
  'xps',
  'oxps',
  'djvu',
  'epub',
  'mobi',
  'doc',
  'docx',
  'dot',
  'dotx',
  'rtf',
  'odt',
  'ott',
  'wpd',
  'pages',
  'xls',
  'xlsx',
  'xltx',
  'ods',
  'ots',
  'numbers',
  'ppt',
  'pptx',
  'potx',
  'pps',
  'ppsx',
  'odp',
  'otp',
  'key',
  'tif',
  'tiff',
  'heic',
  'heif',
  'jxl',
  'psd',
  'dwg',
  'dxf',
  'emf',
  'wmf',
  'eps',
  'ps',
  'zip',
  '7z',
  'rar',
  'tar',
  'gz',
  'tgz',
]);

/** The lower-case extension of a file name or path, without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** True when VS Code shows a file of this name by itself (text editor, image or media preview). */
export function shownInEditor(fileName: string): boolean {
  return EDITOR_EXTENSIONS.has(extensionOf(fileName));
}

/** Windows names it File Explorer, macOS Finder; every other desktop gets "Open Containing Folder". */
export function revealStyle(platform: string): RevealStyle {
  return platform === 'win32' ? 'windows' : platform === 'darwin' ? 'mac' : 'linux';
}

/** How to offer a result to the user. */
export function resultOpening(fileName: string, where: OpeningContext): ResultOpening {
  if (shownInEditor(fileName)) {
    return { inEditor: true, offerOpen: false };
  }
  // The OS's apps and file manager see only files on the machine the window runs on: not a
  // remote host's, not a virtual file system's, and none at all from a browser.
  const local = where.scheme === 'file' && where.remoteName === undefined && !where.web;
  if (!local) {
    return { inEditor: false, offerOpen: false };
  }
  return { inEditor: false, offerOpen: OPEN_EXTENSIONS.has(extensionOf(fileName)), reveal: revealStyle(where.platform) };
}
