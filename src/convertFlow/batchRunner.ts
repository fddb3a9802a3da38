// A conversion batch from the Convert To commands: the core (src/conversion) runs it with this
// window's progress and question UI; this file shows what it did and fires the summary, once.
import * as vscode from 'vscode';
import { runBatch } from '../conversion/batch';
import type { BatchReport, BatchSummary } from '../conversion/batchReport';
import { jobInputs, rememberingAnswers, type ConversionFiles, type ConversionJob } from '../conversion/ports';
import type { ConflictAnswer, ConflictPolicy } from '../conversion/outputPlanner';
import type { ExtensionServices } from '../extensionServices';
import { jobsToTryAgain } from '../conversion/tryAgain';
import type { ChainSession } from '../conversion/chains/session';
import { newChainSession } from './chainsCommand';
import { editorMarkdownDeps } from '../markdownPdf/deps';
import type { Action, LocalAction, Message } from '../messages/actions';
import {
  alreadyTargetFormat,
  batchSummary,
  cannotConvert,
  convertedStatus,
  trackedChangesText,
  convertedText,
  failureText,
  fileFailed,
  jobLeftRunning,
  keptBySkipPolicy,
  keptByUser,
  quotaRefused,
  uncheckedText,
} from '../messages/conversion';
import { showMessage } from '../messages/show';
import { sourcesText } from '../messages/batchWording';
import { resultCount } from '../service/catalogue';
import { CancelledError, classifyError, isCancellation } from '../service/errors';
import { showError } from '../ui/commandWrapper';
import type { ProgressUi } from '../ui/progress';
import { baseName, workspaceFiles } from '../workspace/files';
import { batchProgress } from './batchUi';
import { passwordBox } from './passwordBox';
import { namedByTemplate } from './outputFileName';
import { resultButtons, revealInExplorer, showResults } from './results';
import { workspaceJobJournal } from './jobJournal';
import { settleUnsavedEdits, type SaveBeforeConvert } from '../workspace/unsavedEdits';

/** One file to convert, as VS Code names it. */
export type UriJob = ConversionJob<vscode.Uri>;

/** For callers without a person at the keyboard (the language model tools). */
export interface BatchOptions {
  /** No conflict question: the "ask" policy becomes "rename"; results are neither opened nor revealed. */
  readonly nonInteractive?: boolean;
  /**
   * For a caller that handles a one-file batch's failure itself (the options form reopens at a
   * refused field): true when it did, and then nothing is said here.
   */
  readonly handleFailure?: (error: unknown) => boolean;
  /** Also stops the batch, as the progress notification's Cancel does (a language model tool's cancellation). */
  readonly signal?: AbortSignal;
  /** Conflict answers of an earlier run of the same files, kept for this one (and its Try Again). */
  readonly conflictAnswers?: Map<string, ConflictAnswer>;
  /** The file-server session of the batch this one tries again (its stored intermediates). */
  readonly session?: ChainSession<vscode.Uri>;
  /** Started with an argument object (nonInteractive too): no message at all, the summary goes to the log, failures are returned. */
  readonly scripted?: boolean;
  /** Unsaved edits of the sources: an argument object's choice, else convertFiles.saveBeforeConvert. */
  readonly saveBeforeConvert?: SaveBeforeConvert;
  /** The results' names (a fileName template), else convertFiles.outputFileName; and the preset `${preset}` names. */
  readonly fileName?: string;
  readonly presetName?: string;
  /** In place of the sources' convertFiles.outputDirectory and conflictPolicy (an argument object's). */
  readonly outputDirectory?: string;
  readonly conflictPolicy?: ConflictPolicy;
}

/** How long Try Again may resume from what a chain stored; then the service's copies are deleted. */
export const TRY_AGAIN_WINDOW_MS = 10 * 60_000;

/** The summary, plus what a caller without the notifications needs to know. */
export interface BatchResult extends BatchSummary {
  readonly results: readonly vscode.Uri[];
  /** Why nothing was converted (too few conversions left), if so. */
  readonly refusal?: string;
  /** One line per failed file. */
  readonly failures: readonly string[];
  /** What did not convert, by source, with why (an argument object's answer). */
  readonly failedFiles: readonly FileOutcome[];
  readonly skippedFiles: readonly FileOutcome[];
}

/** A source and why it was not converted. */
export interface FileOutcome {
  readonly file: vscode.Uri;
  readonly reason: string;
}

/**
 * The files as the batch sees them; without a person, "ask" becomes "rename" (nobody could
 * answer), for an argument object "skip" (the file is reported), unless it named a policy.
 */
function filesFor(options: BatchOptions): ConversionFiles<vscode.Uri> {
  if (!options.nonInteractive && options.outputDirectory === undefined && options.conflictPolicy === undefined) {
    return workspaceFiles;
  }
  return {
    ...workspaceFiles,
    outputSettings: (uri) => {
      const own = workspaceFiles.outputSettings(uri);
      const policy = options.conflictPolicy ?? own.conflictPolicy;
      return {
        ...own,
        outputDirectory: options.outputDirectory ?? own.outputDirectory,
        conflictPolicy: policy !== 'ask' || !options.nonInteractive ? policy : options.scripted ? 'skip' : 'rename',
        ...(options.scripted ? { openAfterConvert: 'never', revealInExplorer: false } : {}),
      };
    },
  };
}

/** The progress UI whose task also aborts when `signal` does. */
function alsoStoppedBy(ui: ProgressUi, signal: AbortSignal): ProgressUi {
  return { run: (title, task) => ui.run(title, (own, report) => task(AbortSignal.any([own, signal]), report)) };
}

/**
 * Converts the jobs in one batch: one cancellable progress notification, up to maxParallel at
 * once, results placed by the output settings without overwriting anything unagreed, a summary
 * at the end. A failure names its file and offers Try Again where sending again can work; a
 * one-file batch without a person (nonInteractive) throws its error instead, and a cancelled
 * one throws CancelledError. Fires services.fireBatchFinished once whenever the batch ran.
 */
export async function runConversionBatch(
  services: ExtensionServices,
  given: readonly UriJob[],
  options: BatchOptions = {},
): Promise<BatchResult> {
  const { log } = services;
  // A bad name template stops the batch before anything is asked or sent.
  const jobs = namedByTemplate(given, { template: options.fileName, preset: options.presetName });
  const inputs = jobs.flatMap(jobInputs);
  await settleUnsavedEdits(inputs, log, { policy: options.saveBeforeConvert, nonInteractive: options.nonInteractive });
  const conflictAnswers = options.conflictAnswers ?? new Map<string, ConflictAnswer>();
  let session = options.session;
  const report = await runBatch(
    {
      files: filesFor(options),
      client: async () => {
        const { client, credential, transport } = await services.clients.conversionClient();
        session ??= newChainSession(transport, credential.provider, jobs, log);
        return session.client(client);
      },
      adminClient: () => services.clients.adminClient(),
      progress: batchProgress(options.signal ? alsoStoppedBy(services.commandUi.progress, options.signal) : services.commandUi.progress),
      conflicts: rememberingAnswers(services.commandUi.conflicts, conflictAnswers),
      passwords: options.nonInteractive ? undefined : passwordBox(),
      log,
      maxParallel: services.config().maxParallel,
      journal: workspaceJobJournal(services.context.workspaceState),
      // One result or several as the service's catalogue says; the built-in table only offline.
      results: (src, dst) => resultCount(services.catalogue.get(services.config().baseUrl).catalogue, src, dst),
      // Markdown → PDF as the preview shows it (html/to/pdf with the page).
      markdown: editorMarkdownDeps(services, (uri: vscode.Uri) => uri),
    },
    jobs,
  );
  services.fireBatchFinished(report.summary);
  const again = session ? keepForTryAgain(services, session, report, options) : [];
  if (report.unexpected) {
    throw report.unexpected.error;
  }
  await tell(services, report, { ...options, conflictAnswers }, again, session);
  const results = report.outcomes.flatMap((o) => (o.status === 'converted' ? o.files : []));
  const failedFiles = report.outcomes.flatMap((o) =>
    o.status === 'failed' ? [{ file: o.job.source, reason: failureText(o.job, o.error) }] : [],
  );
  const skippedFiles = report.outcomes.flatMap((o) =>
    o.status === 'skipped' ? [{ file: o.job.source, reason: o.alreadyTarget ? 'already the target format' : `${o.name} exists` }] : [],
  );
  const failures = failedFiles.map((f) => `${baseName(f.file)}: ${f.reason}`);
  const refusal = report.refusal && quotaRefused(report.refusal).text;
  return { ...report.summary, results, refusal, failures, failedFiles, skippedFiles };
}

/**
 * What Try Again will send. The files the batch stored on the service go now, except the ones a
 * Try Again resumes from, which go when Try Again runs or after TRY_AGAIN_WINDOW_MS (at once
 * after a cancel, and when the window closes).
 */
function keepForTryAgain(
  services: ExtensionServices,
  session: ChainSession<vscode.Uri>,
  report: BatchReport<vscode.Uri>,
  options: BatchOptions,
): UriJob[] {
  const again = options.nonInteractive ? [] : jobsToTryAgain(report);
  const resumable = again.map((job) => job.resumeAt).filter((point) => session.canResume(point));
  if (report.summary.cancelled || resumable.length === 0) {
    void session.close(report.summary.cancelled);
    return again;
  }
  session.keepOnly(resumable);
  const timer = setTimeout(() => void session.close(), TRY_AGAIN_WINDOW_MS);
  const closing = { dispose: () => (clearTimeout(timer), void session.close()) };
  services.context.subscriptions.push(closing);
  session.onClose(() => clearTimeout(timer));
  return again;
}

/** "Try Again" with only the jobs that did not convert (as they were: parameters, presets, names; a chain from its failed step). */
function tryAgainButton(
  services: ExtensionServices,
  again: UriJob[],
  session: ChainSession<vscode.Uri> | undefined,
  conflictAnswers: Map<string, ConflictAnswer> | undefined,
): LocalAction[] {
  if (again.length === 0) {
    return [];
  }
  const title = vscode.l10n.t('Try Again');
  return [
    {
      title,
      run: async () => {
        services.log.info(`Try Again: ${again.map((job) => baseName(job.source)).join(', ')}.`);
        try {
          await runConversionBatch(services, again, { session, conflictAnswers });
        } catch (err) {
          // Outside the command wrapper: the same handling, here.
          if (!isCancellation(err)) {
            await showError(err, services.log);
          }
        }
      },
    },
  ];
}

/** Says what the batch did; for a single file without a person (the language model tools), throws its error. */
async function tell(
  services: ExtensionServices,
  report: BatchReport<vscode.Uri>,
  options: BatchOptions,
  again: UriJob[],
  session: ChainSession<vscode.Uri> | undefined,
): Promise<void> {
  const { log } = services;
  const { summary } = report;
  if (options.scripted) {
    // A script reads the answer: the summary goes to the log, never a notification.
    log.info(`Scripted conversion: ${batchSummary(report, baseName).text}`);
    return;
  }
  // Messages are not awaited: one left open must not hold the command.
  const say = (message: Message<Action | LocalAction>) => void showMessage(message, log);
  if (report.refusal && !summary.cancelled) {
    say(quotaRefused(report.refusal));
    return;
  }
  const written = report.outcomes.flatMap((o) =>
    o.status === 'converted' ? o.files.map((uri) => ({ uri, settings: o.settings, source: o.job.source })) : [],
  );
  if (!summary.cancelled && !options.nonInteractive) {
    await showResults(log, written);
  }
  // Buttons only for a person: the language model tools read the result instead.
  const retry = () => (options.nonInteractive ? [] : tryAgainButton(services, again, session, options.conflictAnswers));
  if (report.jobs.length !== 1) {
    const message = batchSummary(report, baseName);
    const buttons = options.nonInteractive
      ? []
      : resultButtons(
          written.map((w) => w.uri),
          services.commandUi.where(),
        );
    say({ ...message, actions: [...retry(), ...buttons, ...message.actions] });
    return;
  }
  const only = report.outcomes[0];
  if (summary.cancelled || only?.status === 'cancelled') {
    if (only?.status === 'cancelled' && only.leftRunning === true) {
      // Silent as any cancel, except for what the Cancel could not stop.
      say(jobLeftRunning());
    }
    throw new CancelledError();
  }
  switch (only?.status) {
    case 'failed': {
      if (classifyError(only.error)?.kind === 'notFound') {
        say(cannotConvert(only.job));
        return;
      }
      if (options.nonInteractive) {
        throw only.error;
      }
      if (options.handleFailure?.(only.error)) {
        return;
      }
      const message = fileFailed(baseName(only.job.source), only.job, only.error);
      say({ ...message, actions: [...retry(), ...message.actions] });
      return;
    }
    case 'skipped':
      if (only.alreadyTarget) {
        say(alreadyTargetFormat(only.name, only.job.targetFormat));
      } else if (only.byPolicy) {
        say(keptBySkipPolicy(only.name));
      } else if (!options.nonInteractive) {
        say(keptByUser(only.name, only.cost));
      }
      return;
    case 'converted': {
      const unchecked = report.usageUnchecked ? ` ${uncheckedText()}` : '';
      // A result VS Code cannot show (PDF, DOCX) is offered to the OS's app and file manager.
      const buttons = options.nonInteractive ? [] : resultButtons(only.files, services.commandUi.where(), { forOneFile: true });
      const names = only.files.map(baseName);
      if (only.job.targetFormat === 'compare' && only.job.firstInput && !options.nonInteractive) {
        // Track Changes DOCX: a Word file no editor shows, made of two documents; said in a message, with where it is (issue 44).
        say({
          severity: 'info',
          text: trackedChangesText(baseName(only.job.firstInput), baseName(only.job.source), names) + unchecked,
          actions: buttons.length > 0 ? buttons : revealInExplorer(only.files),
        });
        return;
      }
      // A merge or zip names all it took in: "Converted notes.md and 2 more files to notes.zip".
      const sources = sourcesText(vscode.l10n, baseName(only.job.source), only.job.moreSources?.length ?? 0, vscode.env.language);
      if (buttons.length > 0) {
        say({ severity: 'info', text: convertedText(sources, names) + unchecked, actions: buttons });
      } else {
        vscode.window.setStatusBarMessage(convertedStatus(sources, names) + unchecked, 8000);
      }
      return;
    }
    default:
      return;
  }
}
