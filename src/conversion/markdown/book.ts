// A book job (ConversionJob.book) becomes one html/to/pdf with one page: each chapter rendered by
// the injected renderer and its images embedded from its own folder, the chapters joined
// (bookPage.ts) behind a table of contents, the page built once (pageBuilder.ts). The headings are
// handed on, so that the PDF that comes back gets its bookmarks (pdfOutline.ts). Plain Node.
import { posix } from 'node:path';
import type { ConversionFiles, ConversionJob, ConversionLog, OutputTarget } from '../ports';
import { embedHtmlResources } from './embedding';
import { readFrontMatter } from './frontMatter';
import { mergeMarkdownOptions, pdfPage } from './options';
import { assembleBook, BOOK_CSS, type BookChapter, type BookHeading } from './bookPage';
import type { PageScript, PageStyle } from './pageBuilder';
import { addOutline } from './pdfOutline';
import { pageEmbedder, pageJob, pageWarner, readAll, type MarkdownDeps, type PreparedJob } from './prepare';

/** A book as sent, and its headings (h1–h3, in order) for the PDF's bookmarks. */
export interface PreparedBook<R> extends PreparedJob<R> {
  readonly headings: readonly BookHeading[];
}

/** The table of contents' title when the caller does not word it. */
export const DEFAULT_CONTENTS_TITLE = 'Contents';

/** The book's page, sent as html/to/pdf in place of its first chapter; one conversion for the whole book. */
export async function prepareBookJob<R>(
  job: ConversionJob<R> & { readonly book: NonNullable<ConversionJob<R>['book']> },
  files: ConversionFiles<R>,
  deps: MarkdownDeps<R> | undefined,
  log: ConversionLog,
  signal?: AbortSignal,
): Promise<PreparedBook<R>> {
  const name = `${job.book.title}.pdf`;
  const workspaceFolder = files.workspaceFolderPath(job.source);
  const found = deps ? await deps.forSource(job.source, workspaceFolder) : undefined;
  if (!deps || !found?.renderer) {
    // A book is one page made here: the service's md/to/pdf takes one file, so there is no other way.
    throw new Error(`${name}: a book needs the Markdown renderer (is VS Code's Markdown Language Features extension disabled?)`);
  }
  const { renderer, settings } = found;
  const warn = pageWarner(deps, log);
  const root = files.pageRoot?.(job.source) ?? workspaceFolder ?? posix.dirname(files.path(job.source));
  const embedder = pageEmbedder(files, job.source, root, deps, name);
  const chapters: BookChapter[] = [];
  const styles = new Map<string, PageStyle>();
  const scripts = new Map<string, PageScript>();
  let firstFront: ReturnType<typeof readFrontMatter> | undefined;
  for (const chapter of job.book.chapters) {
    signal?.throwIfAborted();
    const path = files.path(chapter);
    const chapterName = posix.basename(path);
    const text = Buffer.from(await readAll(await files.open(chapter))).toString('utf8');
    const front = readFrontMatter(text);
    firstFront ??= front;
    for (const problem of front.problems) {
      warn(`${chapterName}: ${problem}; the rest applies.`);
    }
    const rendered = await renderer.render(text, signal);
    if (rendered.notRendered.length > 0) {
      log.warn(`${chapterName}: not rendered as in the editor: ${rendered.notRendered.join('; ')}.`);
      deps.notRendered?.(chapterName, rendered.notRendered);
    }
    rendered.styles.forEach((s) => styles.set(s.name, s));
    rendered.scripts.forEach((s) => scripts.set(s.name, s));
    // Each chapter's images are its own folder's.
    chapters.push({ path, html: await embedHtmlResources(rendered.html, posix.dirname(path), embedder) });
  }
  // The page is the first chapter's (its front matter's `convertFiles:`), over the rule and the settings.
  const options = mergeMarkdownOptions(settings.options, job.markdown, firstFront?.options);
  if (options.renderer === 'service') {
    warn(`${name}: renderer "service" cannot join files; the book is rendered as the preview renders it.`);
  }
  const book = assembleBook(chapters, { contentsTitle: deps.contentsTitle ?? DEFAULT_CONTENTS_TITLE, root });
  const input = {
    title: job.book.title,
    html: book.html,
    rendererStyles: [...styles.values(), { name: 'book', css: BOOK_CSS }],
    scripts: [...scripts.values()],
    page: pdfPage(options.pdf),
    folder: root,
  };
  const made = `${chapters.length} chapters rendered into one page, one conversion`;
  const sent = await pageJob(job, input, { deps, log, embedder, root, styles: settings.styles, name, stem: job.book.title, made });
  return { ...sent, headings: book.headings };
}

/**
 * The output a book's PDF is staged through: the PDF is read whole and gets its bookmarks before
 * it is staged (pdfOutline.ts), so the file renamed into place is complete or not there at all.
 */
export function withBookmarks(target: OutputTarget, headings: readonly BookHeading[], log: ConversionLog, name: string): OutputTarget {
  return {
    ...target,
    removeEmptyFolders: () => target.removeEmptyFolders(),
    async stage(plan, data, signal) {
      const chunks: Uint8Array[] = [];
      if (data instanceof Uint8Array) {
        chunks.push(data);
      } else {
        for await (const chunk of data) {
          chunks.push(chunk);
        }
      }
      const outlined = addOutline(Buffer.concat(chunks), headings);
      if ('added' in outlined) {
        log.info(`${name}: ${outlined.added} bookmarks added from its headings.`);
      } else {
        log.info(`${name}: no bookmarks added (${outlined.why}).`);
      }
      return target.stage(plan, outlined.pdf, signal);
    },
  };
}
