// One batch's use of the file server: each source shared by several jobs is uploaded once
// (`/upload`) and converted by its FileId; a chain's steps run with StoreFile=true, each taking
// the previous result there; only the last step's results are downloaded (and the intermediates
// when asked). Every file stored is deleted: intermediates as soon as the next step has them,
// results once saved, and the rest when the session closes (after Try Again is no longer
// offered, or at once after a cancel). Plain Node.
import { commitAll, discardAll } from '../../service/convert';
import { isMultiFile, type ParameterMap } from '../../service/catalogue';
import { localFileError, markCharged } from '../../service/errors';
import {
  LocalOutputTarget,
  resultName,
  splitName,
  type ConversionResult,
  type ConvertRequest,
  type StagedFile,
} from '../../service/convert';
import { type ChainClient, type StepInput, type StoredFile, type StoredFiles } from '../../service/chain';
import type { ConversionJob, ConversionLog, JobClient, JobContext } from '../ports';
import { chainLabel, chainResultFormat, inputFormatOf, stepsOf } from './steps';
import { markStep, type ResumePoint } from './stepFailure';
import { prepareInputs } from './mergeInputs';
import { isMarkdownPdf } from '../markdown/prepare';

export interface ChainSessionDeps<R> {
  readonly chain: Pick<ChainClient, 'upload' | 'convertStored' | 'saveStored' | 'storedFiles'>;
  /** One key per source file (its URI path): jobs with the same key share one upload. */
  readonly key: (resource: R) => string;
  readonly log: ConversionLog;
  /** The batch prints Markdown PDFs as pages (BatchDeps.markdown): their jobs share the page's upload, not the file's. */
  readonly markdownPages?: boolean;
}

/** The files of one batch (and of its Try Again) on the service, and the conversions that use them. */
export class ChainSession<R> {
  private readonly stored: StoredFiles;
  private readonly uploads = new Map<string, Promise<StoredFile>>();
  private readonly uploadIds = new Set<string>();
  private readonly shared = new Set<string>();
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    private readonly deps: ChainSessionDeps<R>,
    jobs: readonly ConversionJob<R>[],
  ) {
    this.stored = deps.chain.storedFiles();
    const seen = new Set<string>();
    for (const job of jobs) {
      // A Markdown PDF sends its page, not the file: such jobs share the page's upload among themselves.
      const key = deps.markdownPages && isMarkdownPdf(job) ? `page:${this.pageKey(job)}` : this.shareKey(job);
      if (seen.has(key)) {
        this.shared.add(key);
      }
      seen.add(key);
    }
  }

  /** The client a batch converts with: chains and shared sources here, anything else by `plain` as before. */
  client(plain: JobClient<R>): JobClient<R> {
    return {
      convert: (request, context) =>
        context && this.usesFileServer(context.job) ? this.runChain(request, context) : plain.convert(request, context),
    };
  }

  /** Files still stored (for tests and the log). */
  get storedCount(): number {
    return this.stored.count;
  }

  /** True while the file a Try Again would resume from is still there. */
  canResume(point: ResumePoint | undefined): boolean {
    return !this.closed && point !== undefined && this.stored.has(point.input.fileId);
  }

  /** The batch is over: every stored file no Try Again can use goes now. */
  keepOnly(points: readonly (ResumePoint | undefined)[]): void {
    const keep = new Set(points.flatMap((p) => (p ? [p.input.fileId] : [])));
    this.stored.forEach((file) => {
      if (!keep.has(file.fileId)) {
        this.stored.remove(file.fileId);
        this.forgetUpload(file.fileId);
      }
    });
  }

  /** Deletes everything still stored (waiting a bounded time, not at all after a cancel). Later conversions start afresh. */
  async close(cancelled = false): Promise<void> {
    if (!this.closed) {
      this.closeListeners.splice(0).forEach((listener) => listener());
    }
    this.closed = true;
    this.uploads.clear();
    this.uploadIds.clear();
    await this.stored.settle(cancelled);
  }

  /** Called once when the session closes. */
  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  private usesFileServer(job: ConversionJob<R>): boolean {
    return (
      (job.steps !== undefined && job.steps.length > 1) ||
      job.keepIntermediates === true ||
      job.resumeAt !== undefined ||
      job.prepareInputs !== undefined ||
      (!job.moreSources && !job.fileParameters && this.shared.has(this.shareKey(job)))
    );
  }

  /**
   * Jobs share one upload when they send the same file: the same source read as the same format.
   * A Markdown PDF is sent as its page (html, prepared by the batch), never as the shared upload of
   * the .md; Markdown PDFs of one source share the page's upload.
   */
  private shareKey(job: ConversionJob<R>): string {
    return job.page !== undefined ? `page:${this.pageKey(job)}` : `${job.sourceFormat.toLowerCase()}:${this.deps.key(job.source)}`;
  }

  /** A page is its source's; a book's page is its own (its first chapter may also be printed alone). */
  private pageKey(job: ConversionJob<R>): string {
    return job.book ? `${this.deps.key(job.source)}#book:${job.resultName ?? ''}` : this.deps.key(job.source);
  }

  /** The upload a job uses: its shared key, and for a page the page itself (two rules may print one file differently). */
  private uploadKey(job: ConversionJob<R>): string {
    return job.page !== undefined ? `${this.shareKey(job)}:${job.page}` : this.shareKey(job);
  }

  private forgetUpload(fileId: string): void {
    if (this.uploadIds.delete(fileId)) {
      for (const [key, upload] of this.uploads) {
        void upload.then((file) => file.fileId === fileId && this.uploads.delete(key)).catch(() => undefined);
      }
    }
  }

  /** The source's one upload, shared by every job of the batch that converts it (a failed upload is tried again by the next job). */
  private uploadOnce(key: string, request: ConvertRequest): Promise<StoredFile> {
    let upload = this.uploads.get(key);
    if (!upload) {
      upload = this.deps.chain.upload(request.source, this.stored, request.signal, (sent, total) =>
        request.onProgress?.({ phase: 'upload', done: sent, total }),
      );
      this.uploads.set(key, upload);
      upload.then(
        (file) => {
          this.uploadIds.add(file.fileId);
          this.deps.log.info(`${request.source.name}: uploaded once for all its conversions.`);
        },
        () => this.uploads.delete(key),
      );
    }
    return upload;
  }

  private async runChain(request: ConvertRequest, { job, intermediate }: JobContext<R>): Promise<ConversionResult> {
    if (this.closed) {
      throw new Error('This conversion session is over; start the conversion again.');
    }
    const started = Date.now();
    const steps = stepsOf(job);
    const key = this.shareKey(job);
    const resume = this.canResume(job.resumeAt) ? job.resumeAt : undefined;
    let charged = 0;
    let index = resume?.step ?? 0;
    let sourceFormat = resume?.sourceFormat ?? job.sourceFormat;
    let input: StepInput;
    // A merge's inputs: several for the first step only.
    let firstInputs: StepInput[] | undefined;
    if (job.prepareInputs) {
      const prepared = await prepareInputs(this.deps.chain, this.stored, request, job.prepareInputs);
      charged += prepared.charged;
      firstInputs = prepared.inputs;
      input = prepared.inputs[0]!;
    } else if (resume) {
      this.deps.log.info(
        `${request.source.name}: resuming ${chainLabel(job.sourceFormat, steps)} at step ${index + 1} from the stored result.`,
      );
      input = { stored: resume.input };
    } else if (this.shared.has(key) && !job.moreSources) {
      // A failed upload is no step of this chain, and its error is shared with every job of the
      // source: marking it would name this chain's step in a plain target's failure too.
      input = { stored: await this.uploadOnce(this.uploadKey(job), request) };
    } else {
      input = { bytes: request.source };
    }
    const kept: { file: StoredFile; step: number }[] = [];
    let results: readonly StoredFile[] = [];
    for (; index < steps.length; index++) {
      const step = steps[index]!;
      const last = index === steps.length - 1;
      request.onProgress?.({ phase: 'convert' });
      let made;
      try {
        made = await this.deps.chain.convertStored({
          sourceFormat,
          targetFormat: step.to,
          inputs: firstInputs && index === 0 ? firstInputs : [input],
          // The password of a protected source (asked by the batch) goes with the step that reads it.
          parameters: index === 0 ? withPassword(step.parameters, request.parameters) : step.parameters,
          stored: this.stored,
          signal: request.signal,
          onUploadProgress: (sent, total) => request.onProgress?.({ phase: sent >= total ? 'convert' : 'upload', done: sent, total }),
        });
      } catch (err) {
        const from = 'stored' in input && !firstInputs ? { step: index, input: input.stored, sourceFormat } : undefined;
        throw markCharged(markStep(err, { step: index + 1, of: steps.length, to: step.to, resume: from }), charged);
      }
      charged += made.cost ?? 1;
      // The stored inputs of a merge are done with.
      firstInputs?.forEach((i) => this.done(i, kept));
      firstInputs = undefined;
      if (last) {
        results = made.files;
        break;
      }
      if (made.files.length !== 1) {
        made.files.forEach((file) => this.stored.remove(file.fileId));
        throw markCharged(
          markStep(new ChainShapeError(index + 1, made.files.length), { step: index + 1, of: steps.length, to: step.to }),
          charged,
        );
      }
      // The step before is no longer needed (unless it is the shared upload, or kept to be saved).
      this.done(input, kept);
      const next = made.files[0]!;
      if (job.keepIntermediates) {
        kept.push({ file: next, step: index + 1 });
      }
      input = { stored: next };
      sourceFormat = formatOfName(next.name) ?? inputFormatOf(job.sourceFormat, steps, index + 1);
    }
    this.done(input, kept);
    return this.save(request, job, { results, kept, charged, started, lastInput: sourceFormat, intermediate });
  }

  /** A step's input once the step succeeded: removed, unless it is the shared upload or kept to be saved. */
  private done(input: StepInput, kept: readonly { file: StoredFile }[]): void {
    if ('stored' in input && !this.uploadIds.has(input.stored.fileId) && !kept.some((k) => k.file === input.stored)) {
      this.stored.remove(input.stored.fileId);
    }
  }

  /** Downloads the last step's results (and the kept intermediates), then removes them from the server. */
  private async save(
    request: ConvertRequest,
    job: ConversionJob<R>,
    made: {
      results: readonly StoredFile[];
      kept: readonly { file: StoredFile; step: number }[];
      charged: number;
      started: number;
      lastInput: string;
      intermediate?: JobContext<R>['intermediate'];
    },
  ): Promise<ConversionResult> {
    const steps = stepsOf(job);
    // Without a target of the caller's, this machine's disk: the folders it made go again after a failure.
    const own = request.output ? undefined : new LocalOutputTarget();
    const output = request.output ?? own!;
    const staged: StagedFile[] = [];
    const skipped: string[] = [];
    const multiFile = made.results.length > 1 || isMultiFile(made.lastInput, steps[steps.length - 1]!.to);
    const ownName = resultName(request.source.name, chainResultFormat(job.sourceFormat, steps));
    let writing: string | undefined;
    try {
      for (const [index, file] of made.results.entries()) {
        const name = multiFile ? file.name : ownName;
        const plan = await request.resolveOutput({ name, index, count: made.results.length, size: file.size });
        if (!plan) {
          skipped.push(name);
          continue;
        }
        request.onProgress?.({ phase: 'download', done: index, total: made.results.length });
        writing = plan.path;
        staged.push(await this.deps.chain.saveStored(file, plan, output, request.signal));
      }
      for (const { file, step } of made.kept) {
        const { stem } = splitName(request.source.name);
        const ext = splitName(file.name).ext || `.${steps[step - 1]!.to}`;
        const plan = await made.intermediate?.(`${stem}.step${step}${ext}`);
        if (plan) {
          writing = plan.path;
          staged.push(await this.deps.chain.saveStored(file, plan, output, request.signal));
        }
      }
      writing = undefined;
      await commitAll(staged);
    } catch (err) {
      await discardAll(staged);
      await own?.removeEmptyFolders();
      throw markCharged(localFileError(err, writing) ?? err, made.charged);
    } finally {
      [...made.results, ...made.kept.map((k) => k.file)].forEach((file) => this.stored.remove(file.fileId));
    }
    return {
      files: staged.map((s) => ({ name: s.finalPath.split(/[\\/]/).pop() ?? s.finalPath, path: s.finalPath, size: s.size })),
      skipped,
      conversionCost: made.charged,
      durationMs: Date.now() - made.started,
    };
  }
}

/** A step before the last gave several files (or none): a chain goes on from one file. */
export class ChainShapeError extends Error {
  override readonly name = 'ChainShapeError';
  constructor(
    readonly step: number,
    readonly count: number,
  ) {
    super(`Step ${step} gave ${count} files; a chain can only go on from one file, so this step must be the last.`);
  }
}

function formatOfName(name: string): string | undefined {
  const ext = splitName(name).ext.slice(1).toLowerCase();
  return /^[a-z0-9]{1,16}$/.test(ext) ? ext : undefined;
}

/** The step's parameters with the Password the batch asked for (a second try of a protected file). */
function withPassword(parameters: ParameterMap | undefined, asked: ParameterMap | undefined): ParameterMap | undefined {
  const password = Object.entries(asked ?? {}).find(([name]) => name.toLowerCase() === 'password');
  return password ? { ...parameters, [password[0]]: password[1] } : parameters;
}
