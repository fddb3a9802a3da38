// One conversion batch without VS Code: the quota check, up to maxParallel files at once, each
// placed without overwriting anything unagreed, a tally, and one report at the end. The caller
// (the Convert To commands, or any automation) shows the report as it sees fit.
import { CancelledError, conversionsCharged, isCancellation, jobLeftRunning, localFileError } from '../service/errors';
import type { ConversionPhase, ConversionResult, ConvertRequest } from '../service/convert';
import type { ParameterMap } from '../service/catalogue';
import { summariseBatch } from './batchSummary';
import { runPool, SerialQueue } from '../util/concurrency';
import { jobCost, stepsOf } from './chains/steps';
import { FileProgress, type PhaseDetail } from './fileProgress';
import { recordJobEvent } from './jobEvents';
import { sentJob } from './jobRequest';
import type { MarkdownDeps } from './markdown/prepare';
import { OutputPlanner } from './outputPlanner';
import { ResultPlacement } from './placement';
import { jobInputs } from './ports';
import type {
  BatchProgress,
  BatchStep,
  ConflictPrompt,
  ConversionFiles,
  ConversionJob,
  ConversionLog,
  JobClient,
  JobJournal,
  PasswordPrompt,
} from './ports';
import { checkQuota, type QuotaCheckDeps, type QuotaRefusal } from './quotaCheck';
import { type Outcome, type BatchReport, needsPassword, stopsBatch, errorText, conversionsText } from './batchReport';

export interface BatchDeps<R> extends QuotaCheckDeps {
  readonly files: ConversionFiles<R>;
  /** The client with the configured credential (a ChainSession's for chains); a missing credential throws before anything shows. */
  client(): Promise<JobClient<R>>;
  readonly progress: BatchProgress;
  readonly conflicts: ConflictPrompt;
  /** Asked when the service says a file is password-protected; without it, that file fails. */
  readonly passwords?: PasswordPrompt<R>;
  readonly log: ConversionLog;
  readonly maxParallel: number;
  /** Where async jobs are written down while they run (a window reload resumes them); none: not kept. */
  readonly journal?: JobJournal<R>;
  /** Markdown → PDF through the preview's renderer (html/to/pdf with the page); none: Markdown goes to md/to/pdf as it is. */
  readonly markdown?: MarkdownDeps<R>;
  /** One result or several for src→dst, as the catalogue says (service/catalogue resultCount); default: the built-in table. */
  readonly results?: (sourceFormat: string, targetFormat: string) => 'one' | 'several';
}

/** Nothing to convert: the source already has the target format (a chain always has something to do). */
function isAlreadyTarget(job: ConversionJob<unknown>): boolean {
  return job.sourceFormat === job.targetFormat && (job.steps?.length ?? 1) <= 1;
}

/** Converts `jobs` as one batch and reports what happened; throws only when no client can be had. */
export async function runBatch<R>(deps: BatchDeps<R>, jobs: readonly ConversionJob<R>[]): Promise<BatchReport<R>> {
  return new ConversionBatch(deps, jobs).run();
}

class ConversionBatch<R> {
  private readonly outcomes: Outcome<R>[] = [];
  private readonly alreadyTarget: ConversionJob<R>[];
  private readonly toSend: ConversionJob<R>[];
  private readonly controller = new AbortController();
  /** One planner per file system, so no two results aim at one name even across workspace folders. */
  private readonly planners = new Map<string, OutputPlanner>();
  private started = 0;
  /** The progress and where each started file stands in it, so a conflict question's file is the one the progress names. */
  private progress: { step(step: BatchStep): void } | undefined;
  private readonly positions = new Map<string, number>();
  private refusal: QuotaRefusal | undefined;
  private usageUnchecked = false;
  private readonly passwordQuestions = new SerialQueue();
  private stopError: unknown;

  constructor(
    private readonly deps: BatchDeps<R>,
    private readonly jobs: readonly ConversionJob<R>[],
  ) {
    // a.zip → zip, x.pdf → pdf: nothing to convert, and the result would take the source's name.
    this.alreadyTarget = jobs.filter(isAlreadyTarget);
    this.toSend = jobs.filter((job) => !isAlreadyTarget(job));
  }

  async run(): Promise<BatchReport<R>> {
    for (const job of this.alreadyTarget) {
      const name = this.nameOf(job.source);
      this.deps.log.info(`${name} → ${job.targetFormat}: skipped, already a ${job.targetFormat} file; nothing sent.`);
      this.outcomes.push({ status: 'skipped', job, cost: 0, byPolicy: false, name, alreadyTarget: true });
    }
    if (this.toSend.length === 0) {
      return this.finish(false);
    }
    const client = await this.deps.client();
    try {
      await this.deps.progress.run([...new Set(this.toSend.map((job) => job.targetFormat))].join(', '), async (progress, signal) => {
        const abort = () => this.controller.abort();
        signal.addEventListener('abort', abort, { once: true });
        // A signal aborted before the task began fires no event.
        if (signal.aborted) {
          abort();
        }
        try {
          // A chain costs one conversion per step; a job resumed from a previous window sends nothing new.
          const needed = this.toSend.reduce((n, job) => n + (job.resumeJob ? 0 : jobCost(job)), 0);
          const verdict = await checkQuota(this.deps, needed, this.controller.signal, () => progress.step({ kind: 'quotaCheck' }));
          this.refusal = verdict.refusal;
          this.usageUnchecked = verdict.unchecked === true;
          if (this.refusal) {
            return;
          }
          this.progress = progress;
          await runPool(
            this.toSend,
            this.deps.maxParallel,
            async (job) => {
              this.started += 1;
              const position = this.started;
              this.positions.set(this.deps.files.path(job.source), position);
              const step = (phase?: ConversionPhase, detail: PhaseDetail = {}) =>
                progress.step({ kind: 'file', position, of: this.toSend.length, name: this.nameOf(job.source), phase, ...detail });
              step();
              // The file's bytes move the batch's bar: a single large file moves it too.
              const fileProgress = new FileProgress(1 / this.toSend.length, (fraction) => progress.advance(fraction), step);
              try {
                this.record(await this.convertOne(client, job, fileProgress));
              } finally {
                fileProgress.finish();
              }
            },
            () => !this.controller.signal.aborted && this.stopError === undefined,
          );
        } finally {
          signal.removeEventListener('abort', abort);
        }
      });
    } catch (err) {
      // Cancelled during the quota check is a cancelled batch; anything else is unexpected.
      if (!(isCancellation(err) || this.controller.signal.aborted)) {
        return this.finish(false, { error: err });
      }
    }
    return this.finish(this.controller.signal.aborted);
  }

  private nameOf(resource: R): string {
    const path = this.deps.files.path(resource).replace(/\/+$/, '');
    return path.slice(path.lastIndexOf('/') + 1);
  }

  private record(outcome: Outcome<R>): void {
    this.outcomes.push(outcome);
    if (outcome.status === 'failed' && stopsBatch(outcome.error) && this.stopError === undefined) {
      // Files already under way finish; no new one starts.
      this.stopError = outcome.error;
      this.deps.log.warn(`Batch stopped: ${errorText(outcome.error)}`);
    }
  }

  private plannerFor(resource: R): OutputPlanner {
    const { files, conflicts, log } = this.deps;
    const key = files.fileSystem(resource);
    let planner = this.planners.get(key);
    if (!planner) {
      const inBatch = this.toSend.length > 1;
      const lookAt = files.lookAt?.bind(files);
      planner = new OutputPlanner({
        exists: (path) => files.exists(files.at(resource, path)),
        ...(lookAt ? { lookAt: (path: string) => lookAt(files.at(resource, path)) } : {}),
        ask: async (question) => {
          if (this.controller.signal.aborted) {
            // Questions queued behind a Cancel are not asked.
            return undefined;
          }
          // With several files under way, the progress shows the question's file while it is asked.
          const position = question.source === undefined ? undefined : this.positions.get(question.source);
          if (position !== undefined && question.source !== undefined) {
            this.progress?.step({
              kind: 'file',
              position,
              of: this.toSend.length,
              name: question.source.slice(question.source.lastIndexOf('/') + 1),
            });
          }
          const answer = await conflicts.ask(question, inBatch);
          if (answer === undefined && inBatch) {
            // Cancel in a batch stops the batch, as the progress notification's Cancel does.
            log.info(`Batch cancelled at the question about ${question.path}.`);
            this.controller.abort();
          }
          return answer;
        },
        caseInsensitive: files.caseInsensitive(resource),
        // No result replaces an input of the batch (a fileName naming another source), whatever the policy.
        inputs: this.toSend.flatMap(jobInputs).flatMap((input) => (files.fileSystem(input) === key ? [files.path(input)] : [])),
      });
      this.planners.set(key, planner);
    }
    return planner;
  }

  /** Converts one file; never throws (the outcome says what happened). */
  private async convertOne(client: JobClient<R>, job: ConversionJob<R>, fileProgress: FileProgress): Promise<Outcome<R>> {
    let readingSource = false;
    const { files, log } = this.deps;
    const signal = this.controller.signal;
    // "report.docx → pdf → compress" for a chain.
    const label = `${this.nameOf(job.source)} → ${stepsOf(job)
      .map((step) => step.to)
      .join(' → ')}`;
    const placement = new ResultPlacement(job, files, this.plannerFor(job.source), log, label, this.deps.results);
    try {
      const early = await placement.planExpected();
      if (!early.go && signal.aborted) {
        throw new CancelledError();
      }
      if (!early.go) {
        log.info(
          `${label}: skipped, ${early.name} exists in ${placement.directory} (${early.byPolicy ? 'conflict policy skip' : 'kept by the user'}); nothing sent.`,
        );
        return { status: 'skipped', job, cost: 0, byPolicy: early.byPolicy, name: early.name };
      }
      if (signal.aborted) {
        throw new CancelledError();
      }
      // A Markdown PDF is sent as html/to/pdf with its page (`sent`); the job still names and places the result.
      const { sent, inputs, output } = await sentJob(job, files, this.deps.markdown, log, signal).catch((err: unknown) => {
        // A source that cannot be read (or rendered) is that file's failure, not the output folder's.
        readingSource = true;
        throw err;
      });
      const request: ConvertRequest = {
        ...inputs,
        sourceFormat: sent.sourceFormat,
        targetFormat: sent.targetFormat,
        // A chain's steps are the chain session's; a plain conversion asks the catalogue.
        ...(this.deps.results && (sent.steps?.length ?? 1) <= 1
          ? { results: this.deps.results(sent.sourceFormat, sent.targetFormat) }
          : {}),
        parameters: sent.parameters,
        output: output ? output(placement.output) : placement.output,
        signal,
        onProgress: (p) => fileProgress.update(p),
        resumeJob: job.resumeJob,
        onJob: (event) => recordJobEvent(this.deps.journal, job, event),
        resolveOutput: placement.resolve,
      };
      const result = await this.convertAskingPassword(client, sent, request, placement);
      placement.settle();
      const cost = result.conversionCost ?? 1;
      // The service did not say what it cost: counted as 1, and the summary says so.
      const costAssumed = result.conversionCost === undefined;
      if (result.files.length === 0) {
        log.info(`${label}: converted, but every result was skipped (${result.skipped.join(', ')}); ${conversionsText(cost)} used.`);
        return {
          status: 'skipped',
          job,
          cost,
          costAssumed,
          byPolicy: placement.settings.conflictPolicy === 'skip',
          name: result.skipped.join(', '),
        };
      }
      const written = result.files.map((f) => files.at(job.source, f.path));
      log.info(
        `${label}: converted to ${written.map((f) => files.display(f)).join(', ')} (${conversionsText(cost)}, ${result.durationMs} ms)` +
          (result.skipped.length > 0 ? `; skipped ${result.skipped.join(', ')}` : '') +
          '.',
      );
      return { status: 'converted', job, files: written, cost, costAssumed, settings: placement.settings };
    } catch (err) {
      await placement.abandon();
      if (isCancellation(err) || signal.aborted) {
        log.info(`${label}: cancelled.`);
        return { status: 'cancelled', job, charged: conversionsCharged(err), ...(jobLeftRunning(err) ? { leftRunning: true } : {}) };
      }
      // Checking the output folder can fail before anything is sent (a file where a folder should be): local too.
      // A job with its own destination has its write errors named by the writer (the file it wrote).
      const error =
        readingSource || job.destination ? err : (localFileError(err, files.display(files.at(job.source, placement.directory))) ?? err);
      log.error(`${label}: failed: ${errorText(error)}`);
      return { status: 'failed', job, error, charged: conversionsCharged(err) };
    }
  }

  /**
   * Converts; when the service says the file is password-protected, asks for the password and
   * tries that file once more with `Password`. A second 5003 or no answer gives the original error.
   */
  private async convertAskingPassword(
    client: JobClient<R>,
    job: ConversionJob<R>,
    request: ConvertRequest,
    placement: ResultPlacement<R>,
  ): Promise<ConversionResult> {
    const context = { job, intermediate: placement.resolveBeside };
    try {
      return await client.convert(request, context);
    } catch (err) {
      const prompt = this.deps.passwords;
      if (!needsPassword(err) || !prompt || this.controller.signal.aborted) {
        throw err;
      }
      // One question at a time (VS Code shows one input box; a second would replace the first),
      // and none after a Cancel.
      const signal = this.controller.signal;
      const password = await this.passwordQuestions.run(async () => (signal.aborted ? undefined : prompt.ask(job.source, signal)));
      if (signal.aborted) {
        throw new CancelledError();
      }
      if (!password) {
        throw err;
      }
      this.deps.log.info(`${this.nameOf(job.source)}: password-protected; trying once more with the password given.`);
      const parameters: ParameterMap = { ...request.parameters, Password: password };
      return await client.convert({ ...request, parameters }, context);
    }
  }

  /** The one place the tally is made. */
  private finish(cancelled: boolean, unexpected?: { error: unknown }): BatchReport<R> {
    // Conversions charged but not saved (a full disk, a result that failed its checks) count too.
    const { summary, chargedNotSaved } = summariseBatch(this.outcomes, cancelled, this.stopError);
    const notStarted = this.toSend.length - this.started;
    this.deps.log.info(
      `Batch to ${this.jobs[0]?.targetFormat ?? ''}: ${summary.converted} converted, ${summary.skipped} skipped, ${summary.failed} failed, ${notStarted} not started, ` +
        `${conversionsText(summary.conversionsUsed)} used${cancelled ? ', cancelled' : ''}.`,
    );
    return {
      jobs: this.jobs,
      summary,
      chargedNotSaved,
      usageUnchecked: this.usageUnchecked,
      outcomes: this.outcomes,
      alreadyTarget: this.alreadyTarget,
      toSend: this.toSend.length,
      started: this.started,
      refusal: this.refusal,
      stopError: this.stopError,
      unexpected,
    };
  }
}
