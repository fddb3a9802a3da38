// Where a job's files and converter become what is sent: the one step every road shares between
// the batch's plan and the client. A Markdown → PDF job is turned into html/to/pdf with its page
// here (markdown/prepare.ts), so that no road can send Markdown another way.
import { normalizeFormat, sourceFormatOf, type ParameterMap } from '../service/catalogue';
import { webPageSource, type ConvertRequest } from '../service/convert';
import type { SourceFile } from '../service/http';
import { prepareBookJob, withBookmarks } from './markdown/book';
import { prepareMarkdownJob, type MarkdownDeps } from './markdown/prepare';
import type { ConversionFiles, ConversionJob, ConversionLog, OutputTarget } from './ports';

/** The job as sent (html/to/pdf for a Markdown PDF) and the files it sends. */
export interface SentJob<R> {
  readonly sent: ConversionJob<R>;
  readonly inputs: Pick<ConvertRequest, 'source' | 'moreSources' | 'fileParameters' | 'pageUrl'>;
  /** Where the result is staged through, when the job adds to it (a book's bookmarks); else the placement's own. */
  readonly output?: (target: OutputTarget) => OutputTarget;
}

/** The job as it goes to the service, with its files opened: its own (or the page, or the stand-in), further inputs, file parameters. */
export async function sentJob<R>(
  job: ConversionJob<R>,
  files: ConversionFiles<R>,
  markdown: MarkdownDeps<R> | undefined,
  log: ConversionLog,
  signal: AbortSignal,
): Promise<SentJob<R>> {
  if (job.pageUrl !== undefined) {
    // A web page: its address is sent, no file.
    return { sent: job, inputs: { source: webPageSource(job.pageUrl), pageUrl: job.pageUrl } };
  }
  const book = job.book;
  // A book is one page of many files, made whatever the renderer setting (md/to/pdf takes one file).
  const bookPage = book ? await prepareBookJob({ ...job, book }, files, markdown, log, signal) : undefined;
  const prepared = bookPage ?? (await prepareMarkdownJob(job, files, markdown, log, signal));
  const merged = await markdownMergeInputs(prepared.job, files, markdown, log, signal);
  const sent = merged?.job ?? prepared.job;
  const fileParameters: Record<string, SourceFile | SourceFile[]> = {};
  for (const [name, value] of Object.entries(sent.fileParameters ?? {}) as Array<[string, R | readonly R[]]>) {
    // A single file goes as `Name`, a list as `Name[0]`, … (conversionRequest.ts fileParts): the service
    // refuses `CompareFile[0]` for its single-file CompareFile.
    fileParameters[name] = Array.isArray(value)
      ? await Promise.all((value as readonly R[]).map((r) => files.open(r)))
      : await files.open(value as R);
  }
  return {
    sent,
    inputs: {
      source: merged?.inputs[0] ?? prepared.source ?? (await files.open(sent.firstInput ?? sent.source)),
      moreSources: merged
        ? merged.inputs.slice(1)
        : sent.moreSources
          ? await Promise.all(sent.moreSources.map((r) => files.open(r)))
          : undefined,
      fileParameters: Object.keys(fileParameters).length > 0 ? fileParameters : undefined,
    },
    ...(bookPage ? { output: (target: OutputTarget) => withBookmarks(target, bookPage.headings, log, `${book!.title}.pdf`) } : {}),
  };
}

/**
 * A merge through the service with Markdown inputs (Merge into One PDF): each Markdown input is
 * sent as its page and printed by html/to/pdf with the page's options, as every Markdown PDF is
 * (md/to/pdf only with the renderer `service`, or without the editor's renderer). Undefined when
 * the job is no such merge; else its inputs in order and the job with each input's parameters.
 */
async function markdownMergeInputs<R>(
  job: ConversionJob<R>,
  files: ConversionFiles<R>,
  markdown: MarkdownDeps<R> | undefined,
  log: ConversionLog,
  signal: AbortSignal,
): Promise<{ job: ConversionJob<R>; inputs: SourceFile[] } | undefined> {
  const prepare = job.prepareInputs;
  if (!markdown || !prepare || normalizeFormat(prepare.to) !== 'pdf' || job.firstInput !== undefined) {
    return undefined;
  }
  const all = [job.source, ...(job.moreSources ?? [])];
  if (!all.some((r) => isMarkdownName(files.path(r)))) {
    return undefined;
  }
  const parameters: (ParameterMap | undefined)[] = [];
  const inputs: SourceFile[] = [];
  // One at a time, in order: a renderer and its log lines for one document, then the next.
  for (const input of all) {
    const page = isMarkdownName(files.path(input))
      ? await prepareMarkdownJob(
          { source: input, sourceFormat: 'md', targetFormat: 'pdf', markdown: job.markdown },
          files,
          markdown,
          log,
          signal,
        )
      : undefined;
    parameters.push(page?.source ? page.job.parameters : undefined);
    inputs.push(page?.source ?? (await files.open(input)));
  }
  return { job: { ...job, prepareInputs: { ...prepare, parameters } }, inputs };
}

function isMarkdownName(path: string): boolean {
  const format = sourceFormatOf(path.slice(path.lastIndexOf('/') + 1));
  return format === 'md' || format === 'markdown';
}
