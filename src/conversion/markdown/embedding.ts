// What a Markdown page may hold of the files around it: local images (relative paths inside the
// workspace folder, or the document's folder outside one) and the fonts and images a stylesheet
// names, embedded as data: URIs within one budget per document; remote images stay links; nothing
// else of the machine (file: links, absolute paths, other schemes) stays in the page. Pure but for
// the reader it is given.
import { posix } from 'node:path';
import { coded, ConfigError } from '../../service/errors';
import { rewriteHtml, type TagAttribute } from './htmlTags';

/**
 * Reads a file by its URI path: its bytes; undefined when it is not there; only its size when that
 * passes `maxBytes` (what the page may still embed), so that a huge file is never read; `outside`
 * when a link on its way leads out of the root (it is not read). Throws when it is there but cannot
 * be read (a folder, a device, no permission): the page says so and goes on.
 */
export type ResourceReader = (path: string, maxBytes: number) => Promise<Uint8Array | { readonly size: number } | 'outside' | undefined>;

/** The embedded bytes of one page were more than allowed: the page is not sent. */
export class EmbedLimitError extends ConfigError {
  constructor(
    readonly document: string,
    readonly limitBytes: number,
    readonly neededBytes: number,
    readonly file: string,
  ) {
    super(coded('config.markdownEmbedLimit', { document, limitMB: megabytes(limitBytes) }));
  }
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

const MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  avif: 'image/avif',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/** What the page builder tells the log: images left out, and why. */
export interface EmbedNote {
  readonly reference: string;
  readonly reason: 'missing' | 'outside' | 'local' | 'type' | 'unreadable';
}

/**
 * Embeds what one page references, counting its bytes against one limit. `root` bounds the paths
 * that may be read (the workspace folder, or the document's folder outside one).
 */
export class PageEmbedder {
  private used = 0;
  readonly notes: EmbedNote[] = [];
  private readonly cache = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly read: ResourceReader,
    private readonly root: string,
    private readonly limitBytes: number,
    private readonly document: string,
  ) {}

  /** Bytes embedded so far. */
  get embeddedBytes(): number {
    return this.used;
  }

  /**
   * A reference as it should stand in the page: a data: URI for a local file inside the root,
   * the reference itself for a remote (http, https) or data: one, undefined for anything else.
   * `base` is the folder relative references start from.
   */
  async resolve(reference: string, base: string): Promise<string | undefined> {
    const ref = reference.trim();
    if (/^data:/i.test(ref) || /^https?:\/\//i.test(ref)) {
      return ref;
    }
    if (ref.startsWith('#')) {
      // A fragment (an SVG filter, a heading link): nothing of the machine.
      return ref;
    }
    if (
      /^[a-z][a-z0-9+.-]*:/i.test(ref) ||
      ref.startsWith('//') ||
      ref.startsWith('\\') ||
      /^[a-z]:[\\/]/i.test(ref) ||
      ref.startsWith('~')
    ) {
      // file:, vscode-resource:, a drive letter, a UNC or home path: nothing of the machine goes into the page.
      this.notes.push({ reference: ref, reason: 'local' });
      return undefined;
    }
    const path = this.localPath(ref, base);
    if (path === undefined) {
      return undefined;
    }
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    const mime = MIME[ext];
    if (!mime) {
      this.notes.push({ reference: ref, reason: 'type' });
      return undefined;
    }
    let embedded = this.cache.get(path);
    if (!embedded) {
      embedded = this.embed(path, mime, ref);
      this.cache.set(path, embedded);
    }
    return embedded;
  }

  /** A local text file (a user's stylesheet) inside the root, counted like the rest; undefined when it cannot be. */
  async readText(reference: string, base: string): Promise<{ path: string; text: string } | undefined> {
    const ref = reference.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//') || ref.startsWith('\\') || ref.startsWith('~')) {
      this.notes.push({ reference: ref, reason: 'local' });
      return undefined;
    }
    const path = this.localPath(ref, base);
    const bytes = path === undefined ? undefined : await this.readCounted(path, ref);
    return path === undefined || bytes === undefined ? undefined : { path, text: Buffer.from(bytes).toString('utf8') };
  }

  /** The URI path a relative reference names, when it stays inside the root. */
  private localPath(ref: string, base: string): string | undefined {
    let path: string;
    try {
      const plain = decodeURIComponent(ref.replace(/[?#].*$/, ''));
      // `/images/a.png` is the workspace folder's, as in the preview.
      path = plain.startsWith('/') ? posix.join(this.root, plain) : posix.join(base, plain);
    } catch {
      this.notes.push({ reference: ref, reason: 'missing' });
      return undefined;
    }
    if (path !== this.root && !path.startsWith(this.root.endsWith('/') ? this.root : `${this.root}/`)) {
      this.notes.push({ reference: ref, reason: 'outside' });
      return undefined;
    }
    return path;
  }

  private count(bytes: number, ref: string): void {
    this.used += bytes;
    if (this.used > this.limitBytes) {
      throw new EmbedLimitError(this.document, this.limitBytes, this.used, ref);
    }
  }

  private async embed(path: string, mime: string, ref: string): Promise<string | undefined> {
    const bytes = await this.readCounted(path, ref);
    return bytes === undefined ? undefined : `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
  }

  /** A file's bytes counted against the limit, its size checked before it is read; undefined (and a note) when it cannot be. */
  private async readCounted(path: string, ref: string): Promise<Uint8Array | undefined> {
    let read: Awaited<ReturnType<ResourceReader>>;
    try {
      read = await this.read(path, Math.max(0, this.limitBytes - this.used));
    } catch {
      this.notes.push({ reference: ref, reason: 'unreadable' });
      return undefined;
    }
    if (read === undefined || read === 'outside') {
      // A link out of the root is named as what it is, not as a missing file.
      this.notes.push({ reference: ref, reason: read ?? 'missing' });
      return undefined;
    }
    this.count(read instanceof Uint8Array ? read.byteLength : read.size, ref);
    return read instanceof Uint8Array ? read : undefined;
  }
}

const RESOURCE_ATTRIBUTES = new Set(['src', 'href', 'poster', 'data', 'xlink:href', 'background', 'srcset', 'action', 'formaction']);
/**
 * The preview's own bookkeeping, of no use in print (and `data-src` repeats the original path);
 * and what names addresses a page never needs: `imagesrcset` (a preload's candidates), `ping`,
 * `http-equiv` (a refresh would send the printing browser to another address).
 */
const DROPPED_ATTRIBUTES = new Set(['data-line', 'data-src', 'data-href', 'dir', 'imagesrcset', 'ping', 'http-equiv']);

/**
 * The rendered HTML with local images embedded and nothing of the machine left: `src` of images
 * (and of `<source>`, `<video poster>`) embedded or dropped, links to local files (`file:`,
 * absolute paths) dropped, the files `style` attributes and `<style>` elements name embedded
 * like a stylesheet's, the preview's source-map attributes removed. `base` is the document's folder.
 */
export async function embedHtmlResources(html: string, base: string, embedder: PageEmbedder): Promise<string> {
  const rewritten = await rewriteHtml(html, {
    stylesheet: (css) => embedCssResources(css, base, embedder),
    tag: async ({ element, attributes }) => {
      const kept: TagAttribute[] = [];
      for (const attribute of attributes) {
        const value =
          attribute.value === undefined ? undefined : await attributeValue(element, attribute.name, attribute.value, base, embedder);
        if (value !== undefined || (attribute.value === undefined && !DROPPED_ATTRIBUTES.has(attribute.name))) {
          kept.push({ name: attribute.name, value });
        }
      }
      return kept;
    },
  });
  // The preview's empty source-map markers before HTML blocks.
  return rewritten.replace(/<div\s*><\/div>\n?/g, '');
}

/** What one attribute's value becomes in the page; undefined drops the attribute. */
async function attributeValue(
  element: string,
  name: string,
  value: string,
  base: string,
  embedder: PageEmbedder,
): Promise<string | undefined> {
  if (DROPPED_ATTRIBUTES.has(name)) {
    return undefined;
  }
  if (name === 'class') {
    const classes = value.split(/\s+/).filter((c) => c !== '' && c !== 'code-line');
    return classes.length > 0 ? classes.join(' ') : undefined;
  }
  if (name === 'id' && /^image-hash-/.test(value)) {
    return undefined;
  }
  if (name === 'style') {
    return embedCssResources(value, base, embedder);
  }
  if (element === 'meta' && name === 'content' && /\burl\s*=/i.test(value)) {
    // A refresh's target: no page that prints goes anywhere else.
    return undefined;
  }
  if (name === 'srcdoc') {
    // A whole document in an attribute (an iframe's): checked and embedded as the page is.
    return embedHtmlResources(value, base, embedder);
  }
  if (!RESOURCE_ATTRIBUTES.has(name)) {
    return value;
  }
  if (name === 'srcset') {
    // Several candidates: the page keeps `src` only.
    return undefined;
  }
  const embeds = name === 'src' || name === 'poster' || (name === 'href' && element === 'image') || name === 'xlink:href';
  if (embeds && element !== 'script' && element !== 'iframe') {
    return embedder.resolve(value, base);
  }
  // A link or anything else: kept unless it names the machine.
  return isMachineReference(value) ? undefined : value;
}

/** file:, vscode-resource:, an absolute path or a drive letter: a reference to this machine. */
export function isMachineReference(value: string): boolean {
  const v = value.trim();
  if (/^(https?|mailto|tel|data):/i.test(v) || v.startsWith('#')) {
    return false;
  }
  return /^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith('/') || v.startsWith('\\') || v.startsWith('~');
}

/**
 * A stylesheet with the files it names (`url(...)`: fonts, images) embedded from `base`, as the
 * page's other resources are; a reference that cannot be embedded is replaced by nothing
 * (`url()` fails quietly, as a missing font does). `@import` of a local file is dropped.
 */
export async function embedCssResources(css: string, base: string, embedder: PageEmbedder): Promise<string> {
  const withoutImports = onlyWoff2(css).replace(/@import\s+(?:url\()?\s*(['"]?)([^'")\s;]+)\1\s*\)?[^;]*;/gi, (all, _q, ref: string) =>
    /^https?:\/\//i.test(ref) ? all : '',
  );
  const parts: string[] = [];
  let last = 0;
  for (const m of withoutImports.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    parts.push(withoutImports.slice(last, m.index));
    last = m.index + m[0].length;
    const resolved = await embedder.resolve(m[2]!, base);
    // `url()` without quotes: nothing for a reader of the page to take for a reference.
    parts.push(resolved === undefined ? 'url()' : `url("${resolved}")`);
  }
  parts.push(withoutImports.slice(last));
  return parts.join('');
}

/** In `@font-face` sources that offer WOFF2, only that one: the browser that prints reads it, and the page stays small. */
function onlyWoff2(css: string): string {
  return css.replace(/(\bsrc\s*:)([^;}]*)/gi, (all, prop: string, list: string) => {
    const woff2 = list.split(/,(?![^(]*\))/).find((entry) => /format\(\s*['"]?woff2['"]?\s*\)/i.test(entry));
    return woff2 ? `${prop}${woff2.trim()}` : all;
  });
}
