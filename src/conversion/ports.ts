// What the conversion core asks of its surroundings. The VS Code layer implements these with
// vscode.Uri, workspace.fs, a progress notification and a modal dialog; an automation caller (a
// language-model tool) or a unit test supplies its own, with no UI at all.
import type {
  ConversionPhase,
  ConversionResult,
  ConvertRequest,
  OutputTarget,
  OutputPlan,
  JobEvent,
  ResolveOutput,
} from '../service/convert';
export type { OutputTarget } from '../service/convert';
import type { ParameterMap } from '../service/catalogue';
import type { SourceFile } from '../service/http';
import type { Target } from './chains/steps';
import type { ResumePoint } from './chains/stepFailure';
import type { PreparedInputs } from './chains/mergeInputs';
import type { ConflictAnswer, ConflictPolicy, ConflictQuestion, PathState } from './outputPlanner';
export type { PathState } from './outputPlanner';
import type { MarkdownOptions } from './markdown/options';

/** Every file a job reads: its source, the files merged or zipped with it, its file parameters. */
export function jobInputs<R>(job: ConversionJob<R>): R[] {
  return [job.source, ...(job.moreSources ?? []), ...(job.book?.chapters ?? []), ...Object.values(job.fileParameters ?? {}).flat()] as R[];
}

/** One file to convert. `R` is how the caller names files (vscode.Uri in the extension). */
export interface ConversionJob<R> {
  readonly source: R;
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /** Extra conversion parameters (PageRange, …), sent as they are. */
  readonly parameters?: ParameterMap;
  /**
   * File parameters: name → a file (a single-file parameter such as CompareFile, sent as `Name`) or
   * a list (an array parameter, sent as `Name[0]`, `Name[1]`, …), as the catalogue types the parameter.
   */
  readonly fileParameters?: Readonly<Record<string, R | readonly R[]>>;
  /** Sent in place of the job's file, which still places and names the result (a temporary PDF of it, for a merge). */
  readonly firstInput?: R;
  /** Further inputs after the job's own file (merge, zip: sent as Files[1], Files[2], …). */
  readonly moreSources?: readonly R[];
  /** The result's name when the person chose it (merge, zip); else the service's. */
  readonly resultName?: string;
  /** Some inputs were made for this run only and are removed after it (a merge's temporary PDFs): Try Again cannot send them. */
  readonly temporaryInputs?: boolean;
  /** Where this job's results go and its conflict policy, when the job says (a rules file); else the source's settings. */
  readonly outputSettings?: OutputSettings;
  /**
   * A chain of conversions run on the service, each taking the previous result there;
   * `targetFormat` is the last step's `to`. Absent: one step (targetFormat with parameters).
   */
  readonly steps?: Target;
  /** Also save each intermediate result of the chain beside the result. */
  readonly keepIntermediates?: boolean;
  /**
   * The conflict policy of the kept intermediates when `outputSettings` says `overwrite` for the
   * result only (a rules file replacing its own result), and the paths they may replace anyway
   * (what the rule wrote there before, unchanged). Absent: the result's policy.
   */
  readonly intermediates?: { readonly conflictPolicy: ConflictPolicy; readonly replaceable: readonly string[] };
  /** Set by Try Again only: the chain goes on from this step and its stored input. */
  readonly resumeAt?: ResumePoint;
  /** A merge through the service: inputs not of this format are converted to it there first, and their stored results merged. */
  readonly prepareInputs?: PreparedInputs;
  /** A rule's Markdown options (renderer, page), over the settings and under the document's front matter. */
  readonly markdown?: MarkdownOptions;
  /**
   * A book: these Markdown files (the first is `source`) joined into one page, each chapter on a
   * new page, with a table of contents; sent as one html/to/pdf. `title` heads the page.
   */
  readonly book?: { readonly chapters: readonly R[]; readonly title: string };
  /** Set by the batch only: this job sends the page built from its Markdown source (its SHA-256), not the file. */
  readonly page?: string;
  /** An async job a previous window started for this file: its result is fetched and placed, nothing is sent again. */
  readonly resumeJob?: { readonly jobId: string; readonly startedAt: number; readonly timeoutSeconds: number };
  /**
   * Where the results go when not beside the source (Preview's PDF or a text in the content cache,
   * a web page's PDF where the person saved it): nothing is planned and no question asked.
   */
  readonly destination?: JobDestination;
  /** Web Page to PDF: the page converted (`sourceFormat` web); `source` only names the job. */
  readonly pageUrl?: string;
}

/** A job's own place for its results (ConversionJob.destination). */
export interface JobDestination {
  readonly output: OutputTarget;
  /** The plan of each result the service describes; undefined leaves it out. */
  readonly resolve: ResolveOutput;
}

/**
 * Where the async jobs of a batch are written down while they run (per workspace), so that a
 * window reload can fetch their results: `started` when the service took the job, `abandoned`
 * after a Cancel, `ended` once its results are saved, it failed, or it was followed to its end.
 */
export interface JobJournal<R> {
  started(job: ConversionJob<R>, event: JobEvent): void;
  /** The wait was cancelled: after a reload the job is only followed to delete what it stored, never placed. */
  abandoned(jobId: string): void;
  ended(jobId: string): void;
}

/** Where results go and what is shown after: read per source file (each workspace folder may differ). */
export interface OutputSettings {
  readonly outputDirectory: string;
  readonly conflictPolicy: ConflictPolicy;
  readonly openAfterConvert: 'never' | 'single' | 'always';
  readonly revealInExplorer: boolean;
}

/**
 * The files of one kind of resource. Every path the core handles is a `/`-separated URI path
 * (what `Uri.path` holds) on the file system of the resource it came from: one path form.
 */
export interface ConversionFiles<R> {
  /** The URI path of a resource. */
  path(resource: R): string;
  /** The resource at `path` on the same file system as `resource`. */
  at(resource: R, path: string): R;
  /** One key per file system (scheme and authority): results are planned per file system. */
  fileSystem(resource: R): string;
  /** Whether names differing only in case are one file on this file system. */
  caseInsensitive(resource: R): boolean;
  exists(resource: R): Promise<boolean>;
  /**
   * What is at `resource`: nothing, a file, or a folder with the names of the files directly in
   * it. Where a converter's several results would go, it tells a real clash from a folder that
   * merely exists, and a file in the way; without it, anything there is asked about.
   */
  lookAt?(resource: R): Promise<PathState>;
  /** The source as the service reads it (streamed where the file system allows). */
  open(resource: R): Promise<SourceFile>;
  /** A fresh output target for one conversion whose results go next to `resource`'s file system. */
  output(resource: R): OutputTarget;
  /** The output settings that apply to a source file. */
  outputSettings(resource: R): OutputSettings;
  /** The URI path of the workspace folder holding `resource`, when there is one. */
  workspaceFolderPath(resource: R): string | undefined;
  /**
   * The folder a Markdown page of `resource` may embed local images and styles from (URI path);
   * default: its workspace folder. A conversion by name on the command line, whose workspace
   * folder is only where its sources and results meet (`/` for `--out` elsewhere), narrows it.
   */
  pageRoot?(resource: R): string | undefined;
  /** The home folder as a URI path, where `~` means something for this resource (local files). */
  homePath(resource: R): string | undefined;
  /** How a resource is written in the log (a local path, or the URI). */
  display(resource: R): string;
}

/** What the progress shows for a batch; the VS Code layer words it. */
export type BatchStep =
  | { readonly kind: 'quotaCheck' }
  | {
      readonly kind: 'file';
      readonly position: number;
      readonly of: number;
      readonly name: string;
      readonly phase?: ConversionPhase;
      /** Uploading or downloading: the percentage of bytes moved. */
      readonly percent?: number;
      /** Converting: seconds so far. */
      readonly elapsedSeconds?: number;
    };

/** The progress of one batch, with a Cancel that aborts `signal`. */
export interface BatchProgress {
  run<T>(
    targetFormat: string,
    task: (progress: { step(step: BatchStep): void; advance(fraction: number): void }, signal: AbortSignal) => Promise<T>,
  ): Promise<T>;
}

/** The question of the "ask" conflict policy; undefined when the person dismissed it. */
export interface ConflictPrompt {
  ask(question: ConflictQuestion, inBatch: boolean): Promise<ConflictAnswer | undefined>;
}

/**
 * Asks for the password of a protected file (the service said 5003); undefined when the person
 * declined. The answer is never stored; the implementation adds it to the log's redactor.
 */
export interface PasswordPrompt<R> {
  /** `signal` aborts when the batch is cancelled: the question goes away. */
  ask(source: R, signal: AbortSignal): Promise<string | undefined>;
}

/** Where the core's log lines go (already redacted by the logger). */
export interface ConversionLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * A conflict prompt that asks about each result path once across the runs of the same files:
 * the answer given for a file holds when that file is sent again (Try Again, the options form
 * reopened after the service refused a value). `answers` is what those runs share.
 */
export function rememberingAnswers(prompt: ConflictPrompt, answers: Map<string, ConflictAnswer>): ConflictPrompt {
  return {
    async ask(question, inBatch) {
      const earlier = answers.get(question.path);
      if (earlier) {
        return { action: earlier.action, applyToAll: false };
      }
      const answer = await prompt.ask(question, inBatch);
      if (answer) {
        answers.set(question.path, answer);
      }
      return answer;
    },
  };
}

/** What a batch gives a conversion besides its request: the job, and a place for a chain's kept intermediates. */
export interface JobContext<R> {
  readonly job: ConversionJob<R>;
  /** Plans an intermediate result saved beside the result (undefined: skipped). */
  readonly intermediate?: (name: string) => Promise<OutputPlan | undefined>;
}

/** Converts one job's request: the service's ConversionClient, or a ChainSession's client. */
export interface JobClient<R> {
  convert(request: ConvertRequest, context?: JobContext<R>): Promise<ConversionResult>;
}
