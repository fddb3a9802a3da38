// One conversion whose result goes to a place of its own (Preview's PDF and the texts in the
// content cache, a web page's PDF where the person saved it), run by the batch core like every
// other: the same request step (jobRequest.ts), the same cancel, tally and summary. Nothing is
// asked: the destination decides where the result goes (no conflict question), no password box,
// and no quota check before (the service refuses what it must, and the summary says so). Plain Node.
import { CancelledError, markCharged, markJobLeftRunning } from '../service/errors';
import { memoryOutput } from '../service/convert';
import { runBatch } from './batch';
import type { BatchSummary } from './batchSummary';
import type { MarkdownDeps } from './markdown/prepare';
import type { ConversionFiles, ConversionJob, ConversionLog, JobClient, JobDestination } from './ports';

export interface SingleConversionDeps<R> {
  readonly files: ConversionFiles<R>;
  /** The client with the configured credential; a missing credential throws before anything is sent. */
  client(): Promise<JobClient<R>>;
  readonly log: ConversionLog;
  readonly markdown?: MarkdownDeps<R>;
  /** Told what the conversion used once it ends, converted, failed or cancelled (the Usage view's refresh). */
  readonly finished?: (summary: BatchSummary) => void;
}

/** What a single conversion wrote and what it was charged (`costAssumed`: the service did not say, counted as 1). */
export interface SingleConversionResult<R> {
  readonly files: readonly R[];
  readonly cost: number;
  readonly costAssumed: boolean;
}

/**
 * Converts `job` into its destination through the batch core, `signal` being the caller's
 * Cancel. Resolves with what was written; throws what ended it (a CancelledError when cancelled,
 * marked with what the service charged and whether it goes on with an async job).
 */
export async function convertSingle<R>(
  deps: SingleConversionDeps<R>,
  job: ConversionJob<R> & { readonly destination: JobDestination },
  signal: AbortSignal,
): Promise<SingleConversionResult<R>> {
  const quiet = (): void => undefined;
  const report = await runBatch(
    {
      files: deps.files,
      client: () => deps.client(),
      adminClient: async () => undefined,
      // The caller shows its own progress; its Cancel aborts `signal`.
      progress: { run: (_target, task) => task({ step: quiet, advance: quiet }, signal) },
      conflicts: { ask: async () => undefined },
      log: deps.log,
      maxParallel: 1,
      ...(deps.markdown ? { markdown: deps.markdown } : {}),
    },
    [job],
  );
  deps.finished?.(report.summary);
  if (report.unexpected) {
    throw report.unexpected.error;
  }
  const outcome = report.outcomes[0];
  switch (outcome?.status) {
    case 'converted':
      return { files: outcome.files, cost: outcome.cost, costAssumed: outcome.costAssumed === true };
    case 'skipped':
      return { files: [], cost: outcome.cost, costAssumed: outcome.costAssumed === true };
    case 'failed':
      throw outcome.error;
    default: {
      const cancelled = markCharged(new CancelledError(), outcome?.charged ?? 0);
      throw outcome?.leftRunning ? markJobLeftRunning(cancelled) : cancelled;
    }
  }
}

/** A document's bytes held in memory (a file read for its content key, a Git revision of it). */
export interface DocumentBytes {
  /** The file name the service sees. */
  readonly name: string;
  /** Lower case, no dot. */
  readonly format: string;
  readonly bytes: Uint8Array;
}

/** Documents in memory as the batch core sees them: `/name`, read from their bytes; their results go only to a destination. */
const documentFiles: ConversionFiles<DocumentBytes> = {
  path: (doc) => `/${doc.name}`,
  at: (doc, path) => ({ ...doc, name: path.slice(path.lastIndexOf('/') + 1) }),
  fileSystem: () => 'memory:',
  caseInsensitive: () => false,
  exists: async () => false,
  open: async (doc) => ({
    name: doc.name,
    size: doc.bytes.byteLength,
    open: () =>
      (async function* () {
        yield doc.bytes;
      })(),
  }),
  output: () => {
    throw new Error('A document in memory has its results only in a destination.');
  },
  outputSettings: () => ({ outputDirectory: '', conflictPolicy: 'skip', openAfterConvert: 'never', revealInExplorer: false }),
  workspaceFolderPath: () => undefined,
  homePath: () => undefined,
  display: (doc) => doc.name,
};

/**
 * The text the service extracts from `doc` (one conversion to txt) for Compare as Text, Search in
 * Documents and the agents' text tools; at most `maxBytes` of it kept (a scanned book can be
 * hundreds of megabytes of text), `complete` false when more came.
 */
export async function extractText(
  deps: Omit<SingleConversionDeps<unknown>, 'files' | 'markdown'>,
  doc: DocumentBytes,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ readonly kept: string; readonly complete: boolean }> {
  const memory = memoryOutput(maxBytes);
  const destination: JobDestination = {
    output: memory.output,
    // Kept in memory (memoryOutput never writes to this path); the first text is the document's.
    resolve: async (r) => (r.index === 0 ? { path: `/${r.name}`, overwrite: false } : undefined),
  };
  await convertSingle(
    { ...deps, files: documentFiles },
    { source: doc, sourceFormat: doc.format, targetFormat: 'txt', destination },
    signal,
  );
  return memory.text();
}
