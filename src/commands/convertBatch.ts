import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { readOutputSettings, type OutputSettings } from '../config';
import { Commands } from '../constants';
import {
  CancelledError,
  conversionsCharged,
  isCancellation,
  localFileError,
  isMultiFile,
  type ConversionClient,
  type ConvertServiceError,
  type NetworkError,
  type OutputPlan,
  type ResultDescriptor,
} from '../service';
import type { BatchSummary, Services } from '../services';
import { tallyOutcomes } from '../util/batchTally';
import { quotaRefusalText } from '../util/batchWording';
import { runPool } from '../util/concurrency';
import { globToRegExp } from '../util/glob';
import { expectedResultName, OutputPlanner, resolveOutputDirectory, resultPath, type ConflictAnswer, type ConflictQuestion } from '../util/outputPlanner';
import { uriExists, WorkspaceOutputFileSystem } from '../util/workspaceFs';
import { baseName, caseInsensitiveFs } from './convertSources';
import { requestExtras, sourceOf, withPasswordRetry, type JobExtras } from './jobRequest';
import { describeError } from './runner';

/** One file to convert (or several into one result, with moreSources). */
export interface ConversionJob extends JobExtras {
  readonly source: vscode.Uri;
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /** The result's name when the user chose it (merge, zip); else the service's. */
  readonly resultName?: string;
}

/** For callers without a person at the keyboard (the language model tools). */
export interface BatchOptions {
  /** No conflict question: the "ask" policy becomes "rename"; results are neither opened nor revealed. */
  readonly nonInteractive?: boolean;
}

/** The summary, plus what a caller without the notifications needs to know. */
export interface BatchReport extends BatchSummary {
  readonly results: readonly vscode.Uri[];
  /** Why nothing was converted (too few conversions left), if so. */
  readonly refusal?: string;
  /** One line per failed file. */
  readonly failures: readonly string[];
}

type Outcome =
  | { readonly status: 'converted'; readonly files: readonly vscode.Uri[]; readonly cost: number }
  | { readonly status: 'skipped'; readonly cost: number; readonly byPolicy: boolean; readonly name: string; readonly alreadyTarget?: boolean }
  | { readonly status: 'failed'; readonly error: unknown; readonly job: ConversionJob; readonly charged: number }
  | { readonly status: 'cancelled'; readonly charged: number };

type Action = ReturnType<typeof describeError>['actions'][number];

/** A result written by the batch, with the output settings of the file it came from. */
interface WrittenResult {
  readonly uri: vscode.Uri;
  readonly settings: OutputSettings;
}

/** Errors after which every other file of the batch would fail the same way. */
function stopsBatch(err: unknown): boolean {
  const kind = (err as Partial<ConvertServiceError> | undefined)?.kind;
  // A local write failure (full disk, no permission) would repeat for every file, each one charged.
  if (kind === 'auth' || kind === 'quota' || kind === 'config' || kind === 'localFile') {
    return true;
  }
  return kind === 'network' && ['refused', 'dns', 'tls', 'proxy'].includes((err as NetworkError).reason);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Shows a message with buttons without waiting for it (a message left open must not hold the command). */
function notify(services: Services, kind: 'info' | 'warning' | 'error', message: string, actions: readonly Action[]): void {
  const titles = actions.map((a) => a.title);
  const text = services.log.redactor.redact(message);
  const shown =
    kind === 'error' ? vscode.window.showErrorMessage(text, ...titles) : kind === 'warning' ? vscode.window.showWarningMessage(text, ...titles) : vscode.window.showInformationMessage(text, ...titles);
  void Promise.resolve(shown).then(
    async (picked) => {
      const action = actions.find((a) => a.title === picked);
      if (action) {
        await vscode.commands.executeCommand(action.command, ...(action.args ?? []));
      }
    },
    (err: unknown) => services.log.warn(`Message could not be shown: ${errorText(err)}`),
  );
}

/** The service has no converter for this pair (404): say which, in the user's terms. */
function isNotFound(err: unknown): boolean {
  return (err as Partial<ConvertServiceError> | undefined)?.kind === 'notFound';
}

function cannotConvertText(job: ConversionJob): string {
  return vscode.l10n.t('The service cannot convert .{0} files to {1}.', job.sourceFormat, formatLabel(job.targetFormat));
}

const showLogAction = (): Action => ({ title: vscode.l10n.t('Show Log'), command: Commands.showLog });

/** The question of the "ask" conflict policy, as a modal dialog; undefined when dismissed (Cancel, Escape). */
async function askConflict(question: ConflictQuestion, batch: boolean): Promise<ConflictAnswer | undefined> {
  const overwrite = vscode.l10n.t('Overwrite');
  const keepBoth = vscode.l10n.t('Keep Both');
  const skip = vscode.l10n.t('Skip');
  const overwriteAll = vscode.l10n.t('Overwrite All');
  const keepBothAll = vscode.l10n.t('Keep Both for All');
  const skipAll = vscode.l10n.t('Skip All');
  // The first button is the default (Enter): the safe choices come first, Overwrite last.
  const buttons = batch ? [keepBoth, skip, overwrite, keepBothAll, skipAll, overwriteAll] : [keepBoth, skip, overwrite];
  const folder = question.directory.slice(question.directory.lastIndexOf('/') + 1) || question.directory;
  const sourceName = question.source === undefined ? undefined : question.source.slice(question.source.lastIndexOf('/') + 1);
  const message =
    sourceName === undefined
      ? vscode.l10n.t('A file named “{0}” already exists in “{1}”.', question.name, folder)
      : vscode.l10n.t('{0} → {1}: a file named “{1}” already exists in “{2}”.', sourceName, question.name, folder);
  const picked = await vscode.window.showWarningMessage(
    message,
    {
      modal: true,
      detail: batch
        ? vscode.l10n.t('Keep Both saves the new file under a numbered name. Skip keeps the existing file. Overwrite replaces it. Cancel stops the batch.')
        : vscode.l10n.t('Keep Both saves the new file under a numbered name. Skip keeps the existing file. Overwrite replaces it.'),
    },
    ...buttons,
  );
  switch (picked) {
    case overwrite:
      return { action: 'overwrite', applyToAll: false };
    case keepBoth:
      return { action: 'keepBoth', applyToAll: false };
    case skip:
      return { action: 'skip', applyToAll: false };
    case overwriteAll:
      return { action: 'overwrite', applyToAll: true };
    case keepBothAll:
      return { action: 'keepBoth', applyToAll: true };
    case skipAll:
      return { action: 'skip', applyToAll: true };
    default:
      return undefined;
  }
}

function formatLabel(format: string): string {
  return format === 'split' ? vscode.l10n.t('single pages') : format.toUpperCase();
}

/** A message to show once the progress notification has closed. */
interface PendingMessage {
  readonly kind: 'info' | 'warning' | 'error';
  readonly text: string;
  readonly actions: readonly Action[];
}

/** What the quota check found: go ahead, go ahead without knowing (say so at the end), or refuse. */
type QuotaVerdict = { readonly refusal?: PendingMessage; readonly unchecked?: boolean };

/**
 * The quota check before a batch: a message when the account has too few conversions left.
 * `checking` is called when the check is really made. The admin client's own deadline
 * (USAGE_DEADLINE_MS) bounds it, so a hung service delays the batch by at most that.
 */
async function quotaCheck(services: Services, needed: number, signal: AbortSignal, checking: () => void): Promise<QuotaVerdict> {
  let admin;
  try {
    admin = await services.hub.adminClient();
  } catch (err) {
    services.log.warn(`Conversions left not checked (${errorText(err)}); converting anyway.`);
    return { unchecked: true };
  }
  if (!admin) {
    return {};
  }
  try {
    checking();
    const user = await admin.getUser(signal);
    if (user.conversionsTotal === undefined || user.conversionsConsumed === undefined) {
      services.log.warn('Conversions left not checked: the account record has no totals; converting anyway.');
      return { unchecked: true };
    }
    const left = Math.max(0, user.conversionsTotal - user.conversionsConsumed);
    services.log.info(`Conversions left on the account: ${left} of ${user.conversionsTotal}; this batch needs ${needed}.`);
    if (needed <= left) {
      return {};
    }
    return {
      refusal: {
        kind: 'error',
        text: quotaRefusalText(vscode.l10n.t, { needed, left, total: user.conversionsTotal }, vscode.env.language),
        actions: [{ title: vscode.l10n.t('Open Dashboard'), command: Commands.openDashboard }, showLogAction()],
      },
    };
  } catch (err) {
    if (isCancellation(err) || signal.aborted) {
      throw new CancelledError();
    }
    services.log.warn(`Conversions left could not be checked (${errorText(err)}); converting anyway.`);
    return { unchecked: true };
  }
}

/** Said after a batch that went ahead because the quota check could not answer in time. */
function uncheckedText(): string {
  return vscode.l10n.t('(Conversions left could not be checked.)');
}

/** "1 conversion", "3 conversions" (for the log). */
function conversionsText(n: number): string {
  return n === 1 ? '1 conversion' : `${n} conversions`;
}

/**
 * Converts the jobs in one batch: one cancellable progress notification, up to maxParallel at
 * once, results placed by the output settings without overwriting anything unagreed, a summary
 * at the end. A batch of one file throws its error instead (the command wrapper shows it with
 * its next steps). Fires services.fireBatchFinished in every case.
 */
export async function runConversionBatch(services: Services, jobs: readonly ConversionJob[], options: BatchOptions = {}): Promise<BatchReport> {
  const { log } = services;
  const single = jobs.length === 1;
  const target = jobs[0]?.targetFormat ?? '';
  const outcomes: Outcome[] = [];
  let counts = tallyOutcomes([]);
  let cancelled = false;
  let refusal: PendingMessage | undefined;
  const written: WrittenResult[] = [];
  const finish = (): BatchReport => {
    // Conversions charged but not saved (a full disk, a result that failed its checks) count too.
    counts = tallyOutcomes(outcomes);
    const { chargedNotSaved: _unsaved, ...used } = counts;
    const summary: BatchSummary = { ...used, cancelled };
    services.fireBatchFinished(summary);
    const failures = outcomes.flatMap((o) => (o.status === 'failed' ? [`${baseName(o.job.source)}: ${isNotFound(o.error) ? cannotConvertText(o.job) : describeError(o.error).message}`] : []));
    return { ...summary, results: written.map((w) => w.uri), refusal: refusal?.text, failures };
  };
  if (jobs.length === 0) {
    return finish();
  }
  // a.zip → zip, x.pdf → pdf: nothing to convert, and the result would take the source's name.
  const alreadyTarget = jobs.filter((job) => job.sourceFormat === job.targetFormat);
  for (const job of alreadyTarget) {
    log.info(`${baseName(job.source)} → ${job.targetFormat}: skipped, already a ${job.targetFormat} file; nothing sent.`);
    outcomes.push({ status: 'skipped', cost: 0, byPolicy: false, name: baseName(job.source), alreadyTarget: true });
  }
  const work = jobs.filter((job) => job.sourceFormat !== job.targetFormat);
  let usageUnchecked = false;
  let stopError: unknown;
  let started = 0;
  if (work.length > 0) {
    // A missing credential is a ConfigError with its own next step: before any progress shows.
    const { client } = await services.hub.conversionClient();
    const config = services.config();

    // The title says what; the message says which file and how far, once each.
    const title = vscode.l10n.t('Converting to {0}', formatLabel(target));
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
      const controller = new AbortController();
      const subscription = token.onCancellationRequested(() => controller.abort());
      try {
        const verdict = await quotaCheck(services, work.length, controller.signal, () => progress.report({ message: vscode.l10n.t('Checking conversions left…') }));
        refusal = verdict.refusal;
        usageUnchecked = verdict.unchecked === true;
        if (refusal) {
          return;
        }
        // One planner per file system, so no two results aim at one name even when files from
        // workspace folders with different settings share an output folder; the policy goes with each job.
        const planners = new Map<string, OutputPlanner>();
        const plannerFor = (uri: vscode.Uri): OutputPlanner => {
          const key = `${uri.scheme}://${uri.authority}`;
          let planner = planners.get(key);
          if (!planner) {
            planner = new OutputPlanner({
              exists: (path) => uriExists(uri.with({ path, query: '', fragment: '' })),
              ask: async (question) => {
                if (controller.signal.aborted) {
                  // Questions queued behind a Cancel are not asked.
                  return undefined;
                }
                const answer = await askConflict(question, work.length > 1);
                if (answer === undefined && work.length > 1) {
                  // Cancel in a batch stops the batch, as the progress notification's Cancel does.
                  log.info(`Batch cancelled at the question about ${question.path}.`);
                  controller.abort();
                }
                return answer;
              },
              caseInsensitive: caseInsensitiveFs(uri),
            });
            planners.set(key, planner);
          }
          return planner;
        };
        await runPool(
          work,
          config.maxParallel,
          async (job) => {
            started += 1;
            const position = started;
            const name = baseName(job.source);
            const report = (step: string | undefined) => {
              const what = step === undefined ? name : vscode.l10n.t('{0} — {1}', name, step);
              progress.report({ message: work.length > 1 ? vscode.l10n.t('{0} of {1}: {2}', position, work.length, what) : what });
            };
            report(undefined);
            // Resource-scoped: a multi-root batch follows each file's own workspace folder.
            const own = readOutputSettings(job.source);
            const settings = options.nonInteractive && own.conflictPolicy === 'ask' ? { ...own, conflictPolicy: 'rename' as const } : own;
            const outcome = await convertOne(services, client, job, plannerFor(job.source), settings, controller.signal, report);
            outcomes.push(outcome);
            if (outcome.status === 'failed') {
              if (stopsBatch(outcome.error) && stopError === undefined) {
                // Files already under way finish; no new one starts.
                stopError = outcome.error;
                log.warn(`Batch stopped: ${errorText(outcome.error)}`);
              }
            }
            if (outcome.status === 'converted') {
              written.push(...outcome.files.map((uri) => ({ uri, settings })));
            }
            progress.report({ increment: 100 / work.length });
          },
          () => !controller.signal.aborted && stopError === undefined,
        );
      } catch (err) {
        // Cancelled during the quota check; anything else is unexpected: report the batch, then the error.
        if (!(isCancellation(err) || controller.signal.aborted)) {
          cancelled = false;
          finish();
          throw err;
        }
      } finally {
        cancelled = controller.signal.aborted;
        subscription.dispose();
      }
    });
  }

  const notStarted = work.length - started;
  const summary = finish();
  log.info(
    `Batch to ${target}: ${counts.converted} converted, ${counts.skipped} skipped, ${counts.failed} failed, ${notStarted} not started, ` +
      `${conversionsText(counts.conversionsUsed)} used${cancelled ? ', cancelled' : ''}.`,
  );
  if (refusal && !cancelled) {
    // Shown now that the progress notification has closed.
    notify(services, refusal.kind, refusal.text, refusal.actions);
    return summary;
  }

  if (!cancelled && !options.nonInteractive) {
    await showResults(services, written);
  }
  if (single) {
    const only = outcomes[0];
    if (cancelled || only?.status === 'cancelled') {
      throw new CancelledError();
    }
    if (only?.status === 'failed' && isNotFound(only.error) && work.length === 1) {
      const pickAnother: Action = { title: vscode.l10n.t('Pick Another Format'), command: Commands.convertToOther, args: [work[0].source, [work[0].source]] };
      notify(services, 'error', cannotConvertText(work[0]), [pickAnother, showLogAction()]);
      return summary;
    }
    if (only?.status === 'failed') {
      throw only.error;
    }
    if (only?.status === 'skipped' && only.alreadyTarget) {
      notify(services, 'info', vscode.l10n.t('“{0}” is already a {1} file; nothing was converted.', only.name, formatLabel(target)), []);
    } else if (only?.status === 'skipped' && only.byPolicy) {
      notify(services, 'info', vscode.l10n.t('“{0}” already exists; it was kept and nothing was written (conflict policy: skip).', only.name), []);
    } else if (only?.status === 'converted') {
      const converted = vscode.l10n.t('$(check) Converted {0} to {1}', baseName(jobs[0].source), only.files.map(baseName).join(', '));
      vscode.window.setStatusBarMessage(usageUnchecked ? `${converted} ${uncheckedText()}` : converted, 8000);
    }
    return summary;
  }

  const parts = [
    counts.skipped > alreadyTarget.length ? vscode.l10n.t('{0} skipped.', counts.skipped - alreadyTarget.length) : '',
    alreadyTarget.length === 1 ? vscode.l10n.t('“{0}” is already a {1} file: skipped.', baseName(alreadyTarget[0].source), formatLabel(target)) : '',
    alreadyTarget.length > 1 ? vscode.l10n.t('{0} files are already {1} files: skipped.', alreadyTarget.length, formatLabel(target)) : '',
    counts.failed > 0 ? vscode.l10n.t('{0} failed (see the log).', counts.failed) : '',
    vscode.l10n.t('Conversions used: {0}.', counts.conversionsUsed),
    counts.chargedNotSaved > 0 ? vscode.l10n.t('{0} of them charged although the result could not be saved.', counts.chargedNotSaved) : '',
    usageUnchecked ? uncheckedText() : '',
  ];
  const tally = parts.filter(Boolean).join(' ');
  const converted = vscode.l10n.t('Converted {0} of {1} files to {2}.', counts.converted, jobs.length, formatLabel(target));
  if (cancelled) {
    notify(services, 'info', `${vscode.l10n.t('Conversion cancelled after {0} of {1} files.', counts.converted + counts.skipped + counts.failed, jobs.length)} ${tally}`, [showLogAction()]);
  } else if (stopError !== undefined) {
    const { message, actions } = describeError(stopError);
    const stopped = vscode.l10n.t('Stopped after {0} of {1} files ({2} not started).', started, work.length, notStarted);
    notify(services, 'error', `${message} ${stopped} ${converted} ${tally}`, actions);
  } else if (counts.failed > 0) {
    const failed = outcomes.find((o) => o.status === 'failed');
    const reason = failed?.status === 'failed' && counts.failed === 1 ? ` ${isNotFound(failed.error) ? cannotConvertText(failed.job) : describeError(failed.error).message}` : '';
    notify(services, 'warning', `${converted} ${tally}${reason}`, [showLogAction()]);
  } else {
    notify(services, 'info', `${converted} ${tally}`, [showLogAction()]);
  }
  return summary;
}

/** Extensions VS Code shows by itself: text in the text editor, images in its image preview. */
const DISPLAYABLE = new Set(['txt', 'md', 'html', 'htm', 'xml', 'csv', 'tsv', 'json', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'rtf', 'log', 'yaml', 'yml']);

/** True when VS Code (or an installed extension's custom editor) can show a file of this name. */
function canDisplay(name: string): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (DISPLAYABLE.has(ext)) {
    return true;
  }
  return vscode.extensions.all.some((extension) => {
    const editors = (extension.packageJSON as { contributes?: { customEditors?: { selector?: { filenamePattern?: string }[] }[] } }).contributes?.customEditors ?? [];
    return editors.some((editor) =>
      (editor.selector ?? []).some((selector) => typeof selector.filenamePattern === 'string' && globToRegExp(selector.filenamePattern, { ignoreCase: true }).test(name)),
    );
  });
}

/** Opens and reveals results as the settings of each one's source say; a failure here is only logged. */
async function showResults(services: Services, written: readonly WrittenResult[]): Promise<void> {
  if (written.length === 0) {
    return;
  }
  try {
    const reveal = written.findLast((w) => w.settings.revealInExplorer && vscode.workspace.getWorkspaceFolder(w.uri));
    if (reveal) {
      await vscode.commands.executeCommand('revealInExplorer', reveal.uri);
    }
    const wanted = written
      .filter((w) => w.settings.openAfterConvert === 'always' || (w.settings.openAfterConvert === 'single' && written.length === 1))
      .slice(0, 20)
      .map((w) => w.uri);
    // A PDF or Word file in the text editor is only a "binary file" warning: open what can be shown.
    const open = wanted.filter((uri) => canDisplay(baseName(uri)));
    if (open.length < wanted.length) {
      services.log.info(`Not opened (no editor for them): ${wanted.filter((u) => !open.includes(u)).map(baseName).join(', ')}.`);
    }
    for (const uri of open) {
      await vscode.commands.executeCommand('vscode.open', uri, { preview: open.length === 1, preserveFocus: open.length > 1 });
    }
  } catch (err) {
    services.log.warn(`Could not open or reveal the results: ${errorText(err)}`);
  }
}

/** Converts one file; never throws (the outcome says what happened). */
async function convertOne(
  services: Services,
  client: ConversionClient,
  job: ConversionJob,
  planner: OutputPlanner,
  settings: OutputSettings,
  signal: AbortSignal,
  report: (step: string) => void,
): Promise<Outcome> {
  const { log } = services;
  const sourceName = baseName(job.source);
  const label = `${sourceName} → ${job.targetFormat}`;
  const local = job.source.scheme === 'file';
  const directory = resolveOutputDirectory({
    sourcePath: job.source.path,
    setting: settings.outputDirectory,
    workspaceFolderPath: vscode.workspace.getWorkspaceFolder(job.source)?.uri.path,
    homePath: local ? vscode.Uri.file(homedir()).path : undefined,
  });
  const output = local ? undefined : new WorkspaceOutputFileSystem(job.source);
  const toPlanPath = (uriPath: string): string => (local ? job.source.with({ path: uriPath, query: '', fragment: '' }).fsPath : uriPath);
  const toUri = (planPath: string): vscode.Uri => (local ? vscode.Uri.file(planPath) : job.source.with({ path: planPath, query: '', fragment: '' }));
  const multiFile = isMultiFile(job.sourceFormat, job.targetFormat);
  const planned: string[] = [];

  try {
    // For the usual single result, settle a conflict before sending, so that Skip costs no conversion.
    let early: { expected: string; plan: OutputPlan } | undefined;
    if (!multiFile) {
      const expected = resultPath(directory, sourceName, job.resultName ?? expectedResultName(sourceName, job.targetFormat), false);
      const plan = await planner.plan(expected, { policy: settings.conflictPolicy, source: job.source.path });
      if (!plan && signal.aborted) {
        throw new CancelledError();
      }
      if (!plan) {
        log.info(`${label}: skipped, ${expected} exists (${settings.conflictPolicy === 'skip' ? 'conflict policy skip' : 'kept by the user'}); nothing sent.`);
        return { status: 'skipped', cost: 0, byPolicy: settings.conflictPolicy === 'skip', name: job.resultName ?? expectedResultName(sourceName, job.targetFormat) };
      }
      planned.push(plan.path);
      early = { expected, plan };
    }
    if (signal.aborted) {
      throw new CancelledError();
    }
    const source = await sourceOf(job.firstInput ?? job.source);
    let phase = '';
    const extras = await requestExtras(job);
    const result = await withPasswordRetry(services, job.source, (extra) => client.convert({
      source,
      sourceFormat: job.sourceFormat,
      targetFormat: job.targetFormat,
      ...extras,
      parameters: { ...extras.parameters, ...extra },
      output,
      signal,
      onProgress: (p) => {
        if (p.phase !== phase) {
          phase = p.phase;
          report({ upload: vscode.l10n.t('uploading'), convert: vscode.l10n.t('converting'), download: vscode.l10n.t('saving') }[p.phase]);
        }
      },
      resolveOutput: async (result: ResultDescriptor) => {
        const inFolder = multiFile || result.count > 1;
        const path = resultPath(directory, sourceName, job.resultName !== undefined && result.count === 1 ? job.resultName : result.name, inFolder);
        if (early && !inFolder && path === early.expected) {
          const plan = early.plan;
          early = undefined;
          return { path: toPlanPath(plan.path), overwrite: plan.overwrite };
        }
        const plan = await planner.plan(path, { policy: settings.conflictPolicy, source: job.source.path });
        if (!plan) {
          log.info(`${label}: ${result.name} skipped, it exists.`);
          return undefined;
        }
        planned.push(plan.path);
        return { path: toPlanPath(plan.path), overwrite: plan.overwrite };
      },
    }));
    if (early) {
      // The service named the result differently: the early plan was not used.
      planner.release(early.plan.path);
    }
    const cost = result.conversionCost ?? 1;
    if (result.files.length === 0) {
      log.info(`${label}: converted, but every result was skipped (${result.skipped.join(', ')}); ${conversionsText(cost)} used.`);
      return { status: 'skipped', cost, byPolicy: settings.conflictPolicy === 'skip', name: result.skipped.join(', ') };
    }
    const files = result.files.map((f) => toUri(f.path));
    log.info(
      `${label}: converted to ${files.map((f) => (local ? f.fsPath : f.toString())).join(', ')} (${conversionsText(cost)}, ${result.durationMs} ms)` +
        (result.skipped.length > 0 ? `; skipped ${result.skipped.join(', ')}` : '') +
        '.',
    );
    return { status: 'converted', files, cost };
  } catch (err) {
    for (const path of planned) {
      planner.release(path);
    }
    // Local files: the service takes away the folders it made; here, those made through workspace.fs.
    await output?.removeEmptyFolders();
    if (isCancellation(err) || signal.aborted) {
      log.info(`${label}: cancelled.`);
      return { status: 'cancelled', charged: conversionsCharged(err) };
    }
    // Checking the output folder can fail before anything is sent (a file where a folder should be): local too.
    const error = localFileError(err, local ? toPlanPath(directory) : job.source.with({ path: directory, query: '', fragment: '' }).toString()) ?? err;
    log.error(`${label}: failed: ${errorText(error)}`);
    return { status: 'failed', error, job, charged: conversionsCharged(err) };
  }
}
