// How a Markdown PDF is made and laid out: the renderer (the preview's engine, or the service's own
// md/to/pdf) and the page (size, orientation, margins, header, footer, backgrounds). One shape for
// the settings (convertFiles.markdown.renderer / .pdf), a rule's "markdown" key and a document's
// front matter (`convertFiles:`); each later layer overrides the one before. Pure.
import { findConverter, type Catalogue } from '../../service/catalogue';

/** `preview`: rendered as VS Code's preview renders it and printed by html/to/pdf; `service`: the raw file to md/to/pdf. */
export type MarkdownRendererChoice = 'preview' | 'service';

export const RENDERER_CHOICES: readonly MarkdownRendererChoice[] = ['preview', 'service'];

/**
 * The source format whose converter takes a conversion's options: a Markdown PDF made with the
 * preview renderer (the default) is its page printed by html/to/pdf, so it takes html/to/pdf's;
 * with the `service` renderer, md/to/pdf's. Every other conversion, its own. The options form,
 * presets, `-p` and the agent's tools check options against this converter.
 */
export function optionsSourceFormat(from: string, to: string, renderer: MarkdownRendererChoice | undefined): string {
  const source = from.trim().toLowerCase().replace(/^\./, '');
  const markdownPdf = (source === 'md' || source === 'markdown') && to.trim().toLowerCase().replace(/^\./, '') === 'pdf';
  return markdownPdf && renderer !== 'service' ? 'html' : from;
}

/**
 * The next step for an option that the converter of a Markdown PDF (`checked`, from
 * optionsSourceFormat) lacks and the other renderer's converter takes: md/to/pdf's on a page
 * printed by html/to/pdf, html/to/pdf's with the renderer `service`. `where` says where that
 * renderer is set for this conversion. Undefined when it is no Markdown PDF or neither takes it.
 */
export function otherRendererHint(
  option: { readonly name: string; readonly from: string; readonly to: string; readonly checked: string },
  catalogue: Catalogue,
  where: string,
): string | undefined {
  const { name, from, to, checked } = option;
  if (optionsSourceFormat(from, to, undefined) === from) {
    return undefined;
  }
  const printed = checked !== from;
  const other = findConverter(catalogue, printed ? from : 'html', to);
  if (!other?.parameters.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
    return undefined;
  }
  return printed
    ? `"${name}" is an option of md/to/pdf, but this Markdown PDF is its page printed by html/to/pdf: use html/to/pdf's options, or set the Markdown renderer "service" (${where}) to send the file to md/to/pdf as it is.`
    : `"${name}" is an option of html/to/pdf, but the Markdown renderer "service" (${where}) sends the file to md/to/pdf: use md/to/pdf's options, or remove "service" to print the preview's page with html/to/pdf.`;
}

/** Page sizes the page itself can print (CSS `@page size`). */
export const PAGE_SIZES = ['A3', 'A4', 'A5', 'B4', 'B5', 'Letter', 'Legal', 'Ledger'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type Orientation = 'portrait' | 'landscape';

/** Margins in millimetres. */
export interface Margins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** The page of a Markdown PDF, as written (every field optional). */
export interface PdfPageOptions {
  readonly pageSize?: PageSize;
  readonly orientation?: Orientation;
  readonly margins?: Partial<Margins>;
  /** Printed at the top of each page: text with ${title}, ${date}, ${page}, ${pages}; "" prints none. */
  readonly header?: string;
  /** Printed at the bottom of each page, as `header`. */
  readonly footer?: string;
  /** Print background colours and images (code blocks, table stripes). */
  readonly background?: boolean;
}

/** One layer of Markdown options: the settings, a rule's `markdown`, a document's `convertFiles:`. */
export interface MarkdownOptions {
  readonly renderer?: MarkdownRendererChoice;
  readonly pdf?: PdfPageOptions;
}

/** Every field decided. */
export interface PdfPage {
  readonly pageSize: PageSize;
  readonly orientation: Orientation;
  readonly margins: Margins;
  readonly header: string;
  readonly footer: string;
  readonly background: boolean;
}

export const DEFAULT_PDF_PAGE: PdfPage = {
  pageSize: 'A4',
  orientation: 'portrait',
  margins: { top: 20, right: 15, bottom: 20, left: 15 },
  header: '${title}',
  footer: '${page} / ${pages}',
  background: true,
};

/** The layers merged, later ones winning field by field (margins side by side). */
export function mergeMarkdownOptions(...layers: readonly (MarkdownOptions | undefined)[]): MarkdownOptions {
  let renderer: MarkdownRendererChoice | undefined;
  let pdf: PdfPageOptions = {};
  for (const layer of layers) {
    if (!layer) {
      continue;
    }
    renderer = layer.renderer ?? renderer;
    if (layer.pdf) {
      const margins = layer.pdf.margins || pdf.margins ? { ...pdf.margins, ...layer.pdf.margins } : undefined;
      pdf = { ...pdf, ...layer.pdf, ...(margins ? { margins } : {}) };
    }
  }
  return { ...(renderer ? { renderer } : {}), pdf };
}

/** The page with every field decided: the options over the defaults. */
export function pdfPage(options: PdfPageOptions | undefined): PdfPage {
  return {
    pageSize: options?.pageSize ?? DEFAULT_PDF_PAGE.pageSize,
    orientation: options?.orientation ?? DEFAULT_PDF_PAGE.orientation,
    margins: { ...DEFAULT_PDF_PAGE.margins, ...options?.margins },
    header: options?.header ?? DEFAULT_PDF_PAGE.header,
    footer: options?.footer ?? DEFAULT_PDF_PAGE.footer,
    background: options?.background ?? DEFAULT_PDF_PAGE.background,
  };
}

/** The settings a Markdown PDF reads, by their full names (package.json contributes them; a test compares). */
export const RENDERER_KEY = 'convertFiles.markdown.renderer';
export const PDF_KEY = 'convertFiles.markdown.pdf';

/** What a source's Markdown PDF takes from the settings where it lives. */
export interface MarkdownSettings {
  /** convertFiles.markdown.renderer and .pdf. */
  readonly options: MarkdownOptions;
  /** markdown.styles: paths relative to the workspace folder, or https addresses. */
  readonly styles: readonly string[];
}

/**
 * The Markdown settings of a folder, `get` reading one by its full name (the editor's settings of
 * the file, the command line's `.vscode/settings.json`); a wrong value is left out and named in `problems`.
 */
export function readMarkdownSettings(get: (key: string) => unknown): MarkdownSettings & { readonly problems: readonly string[] } {
  const [renderer, pdf, styles] = [get(RENDERER_KEY), get(PDF_KEY), get('markdown.styles')];
  const { options, problems } = readMarkdownOptions(
    { ...(renderer !== undefined ? { renderer } : {}), ...(pdf !== undefined ? { pdf } : {}) },
    // Problems name the settings as they are spelt: convertFiles.markdown.renderer, convertFiles.markdown.pdf.
    PDF_KEY.replace(/\.pdf$/, ''),
  );
  return { options, styles: Array.isArray(styles) ? styles.filter((s): s is string => typeof s === 'string') : [], problems };
}

const MAX_MARGIN_MM = 100;
const MAX_TEMPLATE = 200;
const PDF_KEYS = ['pageSize', 'orientation', 'margins', 'header', 'footer', 'background'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one layer as written in a settings file, a rules file or front matter. Every problem is
 * named (`where` prefixes it: "convertFiles.markdown.pdf", "rule \"docs\" markdown"); a field
 * with a problem is left out, the others apply.
 */
export function readMarkdownOptions(value: unknown, where: string): { options: MarkdownOptions; problems: string[] } {
  const problems: string[] = [];
  if (value === undefined || value === null) {
    return { options: {}, problems };
  }
  if (!isObject(value)) {
    return { options: {}, problems: [`${where} must be an object with "renderer" and "pdf"`] };
  }
  for (const key of Object.keys(value)) {
    if (key !== 'renderer' && key !== 'pdf') {
      problems.push(`${where}: "${key}" is not a field here (allowed: renderer, pdf)`);
    }
  }
  let renderer: MarkdownRendererChoice | undefined;
  if (value.renderer !== undefined) {
    if (RENDERER_CHOICES.includes(value.renderer as MarkdownRendererChoice)) {
      renderer = value.renderer as MarkdownRendererChoice;
    } else {
      problems.push(`${where}: renderer must be one of ${RENDERER_CHOICES.join(', ')}`);
    }
  }
  const pdf = value.pdf === undefined ? undefined : readPdfPage(value.pdf, `${where}.pdf`, problems);
  return { options: { ...(renderer ? { renderer } : {}), ...(pdf ? { pdf } : {}) }, problems };
}

/** Reads the page options (`convertFiles.markdown.pdf`, a rule's `markdown.pdf`). */
export function readPdfPage(value: unknown, where: string, problems: string[]): PdfPageOptions | undefined {
  if (!isObject(value)) {
    problems.push(`${where} must be an object (${PDF_KEYS.join(', ')})`);
    return undefined;
  }
  const out: { -readonly [K in keyof PdfPageOptions]: PdfPageOptions[K] } = {};
  for (const key of Object.keys(value)) {
    if (!PDF_KEYS.includes(key)) {
      problems.push(`${where}: "${key}" is not a field here (allowed: ${PDF_KEYS.join(', ')})`);
    }
  }
  if (value.pageSize !== undefined) {
    const size = PAGE_SIZES.find((s) => typeof value.pageSize === 'string' && s.toLowerCase() === value.pageSize.toLowerCase());
    if (size) {
      out.pageSize = size;
    } else {
      problems.push(`${where}.pageSize must be one of ${PAGE_SIZES.join(', ')}`);
    }
  }
  if (value.orientation !== undefined) {
    if (value.orientation === 'portrait' || value.orientation === 'landscape') {
      out.orientation = value.orientation;
    } else {
      problems.push(`${where}.orientation must be portrait or landscape`);
    }
  }
  if (value.margins !== undefined) {
    out.margins = readMargins(value.margins, `${where}.margins`, problems);
  }
  for (const key of ['header', 'footer'] as const) {
    const text = value[key];
    if (text === undefined) {
      continue;
    }
    // eslint-disable-next-line no-control-regex -- a header is one line: control characters are what is refused.
    if (typeof text !== 'string' || text.length > MAX_TEMPLATE || /[\u0000-\u001f]/.test(text)) {
      problems.push(`${where}.${key} must be one line of text, at most ${MAX_TEMPLATE} characters`);
    } else {
      out[key] = text;
    }
  }
  if (value.background !== undefined) {
    if (typeof value.background === 'boolean') {
      out.background = value.background;
    } else {
      problems.push(`${where}.background must be true or false`);
    }
  }
  return out;
}

function readMargins(value: unknown, where: string, problems: string[]): Partial<Margins> | undefined {
  if (typeof value === 'number') {
    value = { top: value, right: value, bottom: value, left: value };
  }
  if (!isObject(value)) {
    problems.push(`${where} must be millimetres (one number) or an object with top, right, bottom, left`);
    return undefined;
  }
  const margins: { -readonly [K in keyof Margins]?: number } = {};
  for (const [side, mm] of Object.entries(value)) {
    if (side !== 'top' && side !== 'right' && side !== 'bottom' && side !== 'left') {
      problems.push(`${where}: "${side}" is not a side (top, right, bottom, left)`);
    } else if (typeof mm !== 'number' || !Number.isFinite(mm) || mm < 0 || mm > MAX_MARGIN_MM) {
      problems.push(`${where}.${side} must be millimetres from 0 to ${MAX_MARGIN_MM}`);
    } else {
      margins[side] = mm;
    }
  }
  return margins;
}
