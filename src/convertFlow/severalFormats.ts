// "Convert to Several Formats…": one pick of every target the selected files all have, then one
// batch in which each file is uploaded once and converted to each target from its FileId on the
// service (src/conversion/chains). The cost (files × targets) is confirmed before anything is sent.
import * as vscode from 'vscode';
import type { ExtensionServices } from '../extensionServices';
import { targetItemText } from '../messages/conversion';
import { sortNaturally } from '../util/naturalOrder';
import { formatNumber } from '../util/numberFormat';
import { baseName } from '../workspace/files';
import { currentCatalogue } from './catalogue';
import { sharedConverters } from './cataloguePicker';
import { runConversionBatch, type UriJob } from './batchRunner';
import { typedSelection } from './sources';
import { askToConvert } from './convertResources';

interface TargetItem extends vscode.QuickPickItem {
  readonly target: string;
}

/** Converts `picked` (files, or the files of folders) to several formats chosen in one multi-select pick. */
export async function convertToSeveralFormats(services: ExtensionServices, picked: readonly vscode.Uri[]): Promise<void> {
  const files = sortNaturally(await typedSelection(picked), (f) => f.uri.path);
  if (files.length === 0) {
    return;
  }
  const types = [...new Set(files.map((f) => f.type))];
  const targets = sharedConverters(currentCatalogue(services).catalogue, types).filter((c) => !types.includes(c.target));
  if (targets.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('The selected files have no target format in common.'));
    return;
  }
  const chosen = await vscode.window.showQuickPick<TargetItem>(
    targets.map((c) => ({ ...targetItemText(c.target), detail: c.summary, target: c.target })),
    {
      title: vscode.l10n.t('Convert to Several Formats'),
      placeHolder:
        files.length === 1
          ? vscode.l10n.t('Formats for “{0}” (it is uploaded once for all of them)', baseName(files[0].uri))
          : vscode.l10n.t('Formats every selected file has (each file is uploaded once for all of them)'),
      canPickMany: true,
      matchOnDescription: true,
      matchOnDetail: true,
    },
  );
  if (!chosen || chosen.length === 0) {
    return;
  }
  const jobs: UriJob[] = files.flatMap((f) => chosen.map((c) => ({ source: f.uri, sourceFormat: f.type, targetFormat: c.target })));
  const formats = chosen.map((c) => c.label).join(', ');
  const question =
    files.length === 1
      ? vscode.l10n.t('Convert “{0}” to {1}?', baseName(files[0].uri), formats)
      : vscode.l10n.t('Convert {0} files to {1}?', formatNumber(files.length, vscode.env.language), formats);
  if (await askToConvert(question, jobs, formats)) {
    await runConversionBatch(services, jobs);
  }
}
