import * as vscode from 'vscode';
import { Commands } from '../constants';
import { findConverter, sourceFormatOf } from '../service/catalogue';
import { safeFileName } from '../service/convert';
import { splitName } from '../conversion/outputPlanner';
import type { ExtensionServices } from '../extensionServices';
import { currentCatalogue } from '../convertFlow/catalogue';
import { selection } from '../convertFlow/selection';
import { runConversionBatch } from '../convertFlow/batchRunner';
import { collectSources } from '../convertFlow/sources';
import { baseName } from '../workspace/files';
import type { RegisterCommand } from '../ui/commandWrapper';
import { registerScriptable } from '../convertFlow/scriptedConvert';
import { unlinked } from '../messages/unlinked';

/** "Merge into One PDF" and "Add to Zip": several selected files, one result. */
export function registerMergeCommands(services: ExtensionServices, register: RegisterCommand): void {
  registerScriptable(services, register, Commands.mergePdf, { kind: 'merge' }, (uri, uris) => mergePdf(services, selection(uri, uris)));
  registerScriptable(services, register, Commands.addToZip, { kind: 'zip' }, (uri, uris) => addToZip(services, selection(uri, uris)));
}

/** The selected files (files in selected folders too), in the selection's order. */
async function selectedFiles(picked: readonly vscode.Uri[] | undefined): Promise<vscode.Uri[]> {
  if (!picked || picked.length === 0) {
    return [];
  }
  const sources = await collectSources(picked);
  return [...sources.files, ...sources.folders.flatMap((f) => f.files)];
}

/** The result's name: named after the first file, changeable in the box; undefined when dismissed. */
async function askResultName(title: string, suggested: string, extension: string): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({
    title,
    prompt: vscode.l10n.t('Name of the result (saved next to the first file, as the output settings say)'),
    value: suggested,
    valueSelection: [0, suggested.length - extension.length - 1],
    ignoreFocusOut: true,
    validateInput: (text) =>
      safeFileName(text.trim(), '') === text.trim() && text.trim() !== '' ? undefined : vscode.l10n.t('Enter a file name without folders.'),
  });
  if (typed === undefined) {
    return undefined;
  }
  const name = typed.trim();
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/**
 * Several files into one PDF (pdf→merge, Files[] in the selection's order). Files that are not
 * PDFs are converted to PDF on the service first and their stored results merged there: each
 * file is sent once, nothing is written on this machine but the result (src/conversion/chains).
 */
async function mergePdf(services: ExtensionServices, picked: readonly vscode.Uri[] | undefined): Promise<void> {
  const files = await selectedFiles(picked);
  if (files.length < 2) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Select two or more files to merge into one PDF.'));
    return;
  }
  const catalogue = currentCatalogue(services).catalogue;
  const typeOf = (uri: vscode.Uri) => sourceFormatOf(baseName(uri)) ?? '';
  const cannot = files.filter((f) => typeOf(f) !== 'pdf' && !findConverter(catalogue, typeOf(f), 'pdf'));
  if (cannot.length > 0) {
    void vscode.window.showWarningMessage(
      unlinked(vscode.l10n.t('These files cannot become PDF pages: {0}. Nothing was merged.', cannot.map(baseName).join(', '))),
    );
    return;
  }
  const name = await askResultName(
    vscode.l10n.t('Merge into One PDF'),
    `${splitName(baseName(files[0])).stem || 'merged'}-merged.pdf`,
    'pdf',
  );
  if (!name) {
    return;
  }
  const converting = files.filter((f) => typeOf(f) !== 'pdf').length;
  await runConversionBatch(services, [
    {
      source: files[0],
      sourceFormat: 'pdf',
      targetFormat: 'merge',
      resultName: name,
      moreSources: files.slice(1),
      ...(converting > 0 ? { prepareInputs: { to: 'pdf', count: converting } } : {}),
    },
  ]);
}

/** Several files into one zip (any→zip, Files[]), named after the first file or as typed. */
async function addToZip(services: ExtensionServices, picked: readonly vscode.Uri[] | undefined): Promise<void> {
  const files = await selectedFiles(picked);
  if (files.length === 0) {
    return;
  }
  const name = await askResultName(vscode.l10n.t('Add to Zip'), `${splitName(baseName(files[0])).stem || 'archive'}.zip`, 'zip');
  if (!name) {
    return;
  }
  await runConversionBatch(services, [
    { source: files[0], sourceFormat: 'any', targetFormat: 'zip', resultName: name, moreSources: files.slice(1) },
  ]);
}
