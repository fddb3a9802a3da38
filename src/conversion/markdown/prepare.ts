// The one place a Markdown → PDF job becomes html/to/pdf with the built page: the batch core calls
// it for every job before sending (Convert To, options, presets, several formats, pipelines whose
// first step is md → pdf, the rules file, automatic runs, the task, the command line, the agent's
// tool), so every road prints Markdown alike. The renderer is injected: VS Code's engine in the
// editor, markdown-it on the command line. Plain Node.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { normalizeFormat, type ParameterMap } from '../../service/catalogue';
import type { SourceFile } from '../../service/http';
import { linkStaysInside } from '../../util/symlinks';
import { stepsOf } from '../chains/steps';
import type { ConversionFiles, ConversionJob, ConversionLog } from '../ports';
import { embedCssResources, PageEmbedder } from './embedding';
import { readFrontMatter } from './frontMatter';
import { mergeMarkdownOptions, pdfPage, type MarkdownSettings, type PdfPage } from './options';
import { buildPage, pageTitle, type PageInput, type PageScript, type PageStyle } from './pageBuilder';

/** What a renderer makes of one document. */
export interface RenderedMarkdown {
  /** The body's HTML. */
  readonly html: string;
  /** Stylesheets the page needs (extensions' preview styles, KaTeX's), their fonts embedded. */
  readonly styles: readonly PageStyle[];
  /** Scripts the page runs (extensions' preview scripts). */
  readonly scripts: readonly PageScript[];
  /** What this renderer could not render as the editor would (an extension's plugin): said, not dropped silently. */
  readonly notRendered: readonly string[];
}

/** Turns Markdown into HTML: VS Code's engine in the editor, markdown-it on the command line. */
export interface MarkdownRenderer {
  render(markdown: string, signal?: AbortSignal): Promise<RenderedMarkdown>;
}

/** What the batch core needs to print Markdown through the preview's renderer. */
export interface MarkdownDeps<R> {
  /**
   * The renderer and the settings that apply to a source (its workspace folder's), asked when a
   * Markdown PDF is about to be made: the renderer loads then, not before.
   */
  forSource(resource: R, workspaceFolder: string | undefined): Promise<{ renderer?: MarkdownRenderer; settings: MarkdownSettings }>;
  /**
   * The parameters html/to/pdf takes, as the service's catalogue lists them (lower case); undefined:
   * not known. Page options go as parameters only where listed; the page prints them itself anyway.
   */
  pageParameters?(): Promise<ReadonlySet<string> | undefined>;
  /** Told what the renderer could not render (the command line says it on stderr). */
  notRendered?(document: string, names: readonly string[]): void;
  /** The title of a book's table of contents, in the person's language (default "Contents"). */
  readonly contentsTitle?: string;
  /** Told each warning about a page (an image left out, a front matter problem), as the log is: the command line says them on stderr. */
  warn?(line: string): void;
  /** Bytes of images and fonts one page may embed; default 20 MB. */
  readonly maxEmbedBytes?: number;
  readonly now?: () => Date;
}

export const DEFAULT_MAX_EMBED_BYTES = 20 * 1024 * 1024;

/** The job as sent: html/to/pdf with the page, or the job as it was. */
export interface PreparedJob<R> {
  readonly job: ConversionJob<R>;
  /** The page, sent in place of the source file. */
  readonly source?: SourceFile;
}

/** True for a job whose first conversion is Markdown → PDF from the file itself (not a stored or resumed input). */
export function isMarkdownPdf(job: ConversionJob<unknown>): boolean {
  const source = normalizeFormat(job.sourceFormat);
  return (
    (source === 'md' || source === 'markdown') &&
    normalizeFormat(stepsOf(job)[0]!.to) === 'pdf' &&
    job.resumeJob === undefined &&
    job.resumeAt === undefined &&
    job.prepareInputs === undefined &&
    job.moreSources === undefined &&
    job.firstInput === undefined
  );
}

/**
 * Whether a local image or font, followed through every link on the way, is still inside the
 * page's root (the workspace folder): `logo.png -> ~/.aws/credentials` in a cloned repository must
 * never be embedded in a page the service receives. Files of other file systems (remote
 * workspaces) are read through VS Code, which resolves their links on that machine.
 */
async function staysInside<R>(files: ConversionFiles<R>, source: R, at: R, root: string): Promise<boolean> {
  if (files.fileSystem(source) !== 'file://' && files.homePath(source) === undefined) {
    return true;
  }
  return linkStaysInside(files.display(at), files.display(files.at(source, root)), files.caseInsensitive(source));
}

/**
 * The embedder of one page (a document's, or a book's): local files inside `root`, followed
 * through every link, within the page's budget.
 */
export function pageEmbedder<R>(
  files: ConversionFiles<R>,
  source: R,
  root: string,
  deps: Pick<MarkdownDeps<R>, 'maxEmbedBytes'>,
  name: string,
): PageEmbedder {
  return new PageEmbedder(
    async (path, maxBytes) => {
      const at = files.at(source, path);
      if (!(await files.exists(at))) {
        return undefined;
      }
      if (!(await staysInside(files, source, at, root))) {
        return 'outside';
      }
      // Opening checks that it is a file and gives its size: a file past the limit is never read.
      const file = await files.open(at);
      return file.size > maxBytes ? { size: file.size } : readAll(file);
    },
    root,
    deps.maxEmbedBytes ?? DEFAULT_MAX_EMBED_BYTES,
    name,
  );
}

/** Reads a whole file through the files port. */
export async function readAll(file: SourceFile): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.open()) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The job as it goes to the service: a Markdown → PDF job with the preview renderer (the default)
 * becomes html/to/pdf with its page; anything else, or `renderer: service`, is left as it is.
 */
export async function prepareMarkdownJob<R>(
  job: ConversionJob<R>,
  files: ConversionFiles<R>,
  deps: MarkdownDeps<R> | undefined,
  log: ConversionLog,
  signal?: AbortSignal,
): Promise<PreparedJob<R>> {
  if (!deps || !isMarkdownPdf(job)) {
    return { job };
  }
  const warn = pageWarner(deps, log);
  const sourcePath = files.path(job.source);
  const workspaceFolder = files.workspaceFolderPath(job.source);
  const { renderer, settings } = await deps.forSource(job.source, workspaceFolder);
  const name = sourcePath.slice(sourcePath.lastIndexOf('/') + 1);
  const text = Buffer.from(await readAll(await files.open(job.source))).toString('utf8');
  const front = readFrontMatter(text);
  for (const problem of front.problems) {
    warn(`${name}: ${problem}; the rest applies.`);
  }
  const options = mergeMarkdownOptions(settings.options, job.markdown, front.options);
  if (options.renderer === 'service') {
    log.info(`${name}: Markdown renderer "service": the file goes to md/to/pdf as it is.`);
    return { job };
  }
  if (!renderer) {
    // The editor's renderer is missing (the built-in Markdown extension disabled): the service's own converter, said in the log.
    log.warn(
      `${name}: no Markdown renderer here (is VS Code's Markdown Language Features extension disabled?); the file goes to md/to/pdf as it is.`,
    );
    return { job };
  }
  const rendered = await renderer.render(text, signal);
  if (rendered.notRendered.length > 0) {
    log.warn(`${name}: not rendered as in the editor: ${rendered.notRendered.join('; ')}.`);
    deps.notRendered?.(name, rendered.notRendered);
  }
  const folder = posix.dirname(sourcePath);
  const root = files.pageRoot?.(job.source) ?? workspaceFolder ?? folder;
  const embedder = pageEmbedder(files, job.source, root, deps, name);
  const input = {
    title: pageTitle(rendered.html, front.title, name),
    html: rendered.html,
    rendererStyles: rendered.styles,
    scripts: rendered.scripts,
    page: pdfPage(options.pdf),
    folder,
  };
  const stem = name.replace(/\.[^.]*$/, '');
  return pageJob(job, input, { deps, log, embedder, root, styles: settings.styles, name, stem, made: 'rendered for printing' });
}

/**
 * A page (a document's or a book's) built and sent in place of its source: what it left out said,
 * html/to/pdf with the page options the catalogue lists (the job's own parameters win).
 */
export async function pageJob<R>(
  job: ConversionJob<R>,
  input: Omit<PageInput, 'userStyles' | 'date'>,
  // `name` for the log, `stem` the page's file name, `made` what the log says was made.
  p: {
    deps: MarkdownDeps<R>;
    log: ConversionLog;
    embedder: PageEmbedder;
    root: string;
    styles: readonly string[];
    name: string;
    stem: string;
    made: string;
  },
): Promise<PreparedJob<R>> {
  const date = (p.deps.now ?? (() => new Date()))().toISOString().slice(0, 10);
  const html = await buildPage({ ...input, userStyles: await userStyles(p.styles, p.root, p.embedder), date }, p.embedder);
  for (const note of p.embedder.notes) {
    pageWarner(p.deps, p.log)(`${p.name}: ${note.reference} is not in the PDF (${NOTE_REASONS[note.reason]}).`);
  }
  const bytes = Buffer.from(html, 'utf8');
  const listed = await p.deps.pageParameters?.();
  const parameters = { ...pageParameters(input.page, input.scripts.length > 0, listed), ...stepsOf(job)[0]!.parameters };
  p.log.info(
    `${p.name}: ${p.made} (${bytes.byteLength} bytes, ${p.embedder.embeddedBytes} embedded); sent to html/to/pdf` +
      (Object.keys(parameters).length > 0 ? ` with ${Object.keys(parameters).join(', ')}.` : '.'),
  );
  const steps = job.steps && job.steps.length > 0 ? [{ ...job.steps[0]!, parameters }, ...job.steps.slice(1)] : undefined;
  return {
    job: {
      ...job,
      sourceFormat: 'html',
      page: createHash('sha256').update(bytes).digest('hex'),
      parameters: steps ? job.parameters : parameters,
      ...(steps ? { steps } : {}),
    },
    source: {
      name: `${p.stem}.html`,
      size: bytes.byteLength,
      open: () =>
        (async function* () {
          yield bytes;
        })(),
    },
  };
}

/** Page warnings go to the log and, on the command line, to stderr. */
export function pageWarner(deps: Pick<MarkdownDeps<unknown>, 'warn'>, log: ConversionLog): (line: string) => void {
  return (line) => {
    log.warn(line);
    deps.warn?.(line);
  };
}

export const NOTE_REASONS: Readonly<Record<string, string>> = {
  missing: 'not found',
  outside: 'outside the workspace folder',
  local: 'a local address that never goes into the page',
  type: 'not an image or font type the page embeds',
  unreadable: 'not a file that can be read',
};

/** The user's `markdown.styles`: files inside the workspace folder embedded, https addresses imported, anything else left out. */
export async function userStyles(styles: readonly string[], root: string, embedder: PageEmbedder): Promise<PageStyle[]> {
  const out: PageStyle[] = [];
  for (const style of styles) {
    if (/^https:\/\//i.test(style)) {
      out.push({ name: style, css: `@import url("${style.replace(/["\\\n]/g, '')}");` });
      continue;
    }
    // Relative to the workspace folder, as the preview reads them; never a file outside it.
    const file = await embedder.readText(style, root);
    if (file !== undefined) {
      out.push({ name: posix.basename(file.path), css: await embedCssResources(file.text, posix.dirname(file.path), embedder) });
    }
  }
  return out;
}

/**
 * The html/to/pdf parameters for the page options the catalogue lists (none when it is not known:
 * the page prints its size, margins, header and footer itself through `@page`). Names and values
 * as print33's notes found them for the service's web converters (/work/notes/html-to-pdf.md):
 * PageSize, PageOrientation, Margin* (mm), Background, JavaScript, ConversionDelay (s).
 */
export function pageParameters(page: PdfPage, hasScripts: boolean, listed: ReadonlySet<string> | undefined): ParameterMap {
  const wanted: Record<string, string | number | boolean> = {
    PageSize: page.pageSize.toLowerCase(),
    PageOrientation: page.orientation,
    // Whole millimetres, as the web converters type them (the page's own @page rule keeps the exact value).
    MarginTop: Math.round(page.margins.top),
    MarginRight: Math.round(page.margins.right),
    MarginBottom: Math.round(page.margins.bottom),
    MarginLeft: Math.round(page.margins.left),
    Background: page.background,
    ...(hasScripts ? { JavaScript: true, ConversionDelay: 2 } : {}),
  };
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(wanted)) {
    if (listed?.has(name.toLowerCase())) {
      out[name] = value;
    }
  }
  return out;
}
