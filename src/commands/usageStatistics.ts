// Choose Statistics Date Range and Export Statistics as CSV (registered by usage.ts, loaded on first use).
import * as vscode from 'vscode';
import type { ExtensionServices } from '../extensionServices';
import { showMessage } from '../messages/show';
import { exportNeedsFolder, exportNeedsMasterToken } from '../messages/usage';
import { checkRangeDate, csvFileName, resolveRange, utcDate, type DateProblem, type RangeChoice } from '../usage/usageFormat';
import { isMasterTokenRejected } from '../usage/usageData';
import type { UsageModel } from '../usage/usageModel';
import { uriExists, writeFileAtomically } from '../workspace/outputTarget';
import { unlinked } from '../messages/unlinked';

function problemText(problem: DateProblem): string {
  switch (problem) {
    case 'format':
      return vscode.l10n.t('Type a date as YYYY-MM-DD, for example {0}.', utcDate(new Date()));
    case 'future':
      return vscode.l10n.t('The date is in the future.');
    case 'beforeStart':
      return vscode.l10n.t('The end date is before the start date.');
  }
}

/** Asks for the statistics range: Last 7 days, Last 30 days, This month or Custom (two dates). */
export async function chooseStatisticsRange(model: UsageModel): Promise<RangeChoice | undefined> {
  const now = model.now();
  const current = model.range.kind;
  const presets: Array<{ choice: RangeChoice['kind']; label: string; detail?: string }> = [
    { choice: 'last7', label: vscode.l10n.t('Last 7 days') },
    { choice: 'last30', label: vscode.l10n.t('Last 30 days'), detail: vscode.l10n.t('Also shows the last 7 days.') },
    { choice: 'thisMonth', label: vscode.l10n.t('This month') },
    { choice: 'custom', label: vscode.l10n.t('Custom…'), detail: vscode.l10n.t('Type a start and an end date.') },
  ];
  const items = presets.map((preset): vscode.QuickPickItem & { choice: RangeChoice['kind'] } => {
    const range =
      preset.choice !== 'custom'
        ? resolveRange({ kind: preset.choice }, now)
        : model.range.kind === 'custom'
          ? resolveRange(model.range, now)
          : undefined;
    const dates = range ? `${range.startDate} – ${range.endDate}` : undefined;
    return { ...preset, description: preset.choice === current ? `${dates ?? ''} ${vscode.l10n.t('(current)')}`.trim() : dates };
  });
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Statistics Date Range'),
    placeHolder: vscode.l10n.t('Which days should the statistics cover? (UTC days, as the service counts them)'),
  });
  if (!picked) {
    return undefined;
  }
  let choice: RangeChoice;
  if (picked.choice === 'custom') {
    const previous = model.currentRange();
    const startDate = await vscode.window.showInputBox({
      title: vscode.l10n.t('Custom Range (1/2)'),
      prompt: vscode.l10n.t('Start date (YYYY-MM-DD, UTC)'),
      value: previous.startDate,
      ignoreFocusOut: true,
      validateInput: (text) => {
        const problem = checkRangeDate(text, now);
        return problem ? problemText(problem) : undefined;
      },
    });
    if (startDate === undefined) {
      return undefined;
    }
    const start = startDate.trim();
    const endDate = await vscode.window.showInputBox({
      title: vscode.l10n.t('Custom Range (2/2)'),
      prompt: vscode.l10n.t('End date (YYYY-MM-DD, UTC), on or after {0}', start),
      value: utcDate(now) >= start ? utcDate(now) : start,
      ignoreFocusOut: true,
      validateInput: (text) => {
        const problem = checkRangeDate(text, now, start);
        return problem ? problemText(problem) : undefined;
      },
    });
    if (endDate === undefined) {
      return undefined;
    }
    choice = { kind: 'custom', startDate: start, endDate: endDate.trim() };
  } else {
    choice = { kind: picked.choice } as RangeChoice;
  }
  await model.setRange(choice);
  return choice;
}

/**
 * Saves the statistics of the chosen range as CSV in the first workspace folder, written to a
 * temporary file and renamed into place; an existing file is replaced only when the user says so.
 * Opens the file and returns where it is.
 */
export async function exportStatisticsCsv(model: UsageModel, services: ExtensionServices): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) {
    void showMessage(exportNeedsFolder(), services.log);
    return undefined;
  }
  if (!(await services.store.getMasterToken())) {
    await showMessage(exportNeedsMasterToken(), services.log);
    return undefined;
  }
  const range = model.currentRange();
  const name = csvFileName(range);
  const target = vscode.Uri.joinPath(folder.uri, name);
  const replacing = await uriExists(target);
  if (replacing) {
    const replace = vscode.l10n.t('Replace');
    const answer = await vscode.window.showWarningMessage(
      unlinked(vscode.l10n.t('{0} already exists in {1}. Replace it?', name, folder.name)),
      { modal: true },
      replace,
    );
    if (answer !== replace) {
      return undefined;
    }
  }
  let csv: string | undefined;
  try {
    // Cancel aborts the request itself; the CancelledError that follows ends the command silently.
    csv = await services.commandUi.progress.run(
      vscode.l10n.t('Exporting statistics {0} – {1}…', range.startDate, range.endDate),
      (signal) => model.statisticsCsv(range, signal),
    );
  } catch (err) {
    if (isMasterTokenRejected(err)) {
      // The model has already said so, once, with "Set Master Token".
      return undefined;
    }
    throw err;
  }
  if (csv === undefined) {
    return undefined;
  }
  // Without consent to replace, a file that appeared meanwhile makes this fail rather than vanish.
  await writeFileAtomically(target, Buffer.from(csv, 'utf8'), replacing);
  services.log.info(`Usage: statistics ${range.startDate}..${range.endDate} exported to ${target.fsPath}`);
  await vscode.window.showTextDocument(target, { preview: false });
  return target;
}
