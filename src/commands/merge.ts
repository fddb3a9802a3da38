import * as vscode from 'vscode';
import { Commands } from '../constants';
import { sourceFormatOf } from '../service/catalogue';
import { safeFileName } from '../service/convert';
import type { ExtensionServices } from '../extensionServices';
import { selection } from '../convertFlow/selection';
import { runConversionBatch } from '../convertFlow/batchRunner';
import { allFiles, collectSources, type TypedFile } from '../convertFlow/sources';
import { notPdfPages, oneResultJob, oneResultName } from '../convertFlow/jobBuilder';
import { baseName } from '../workspace/files';
import type { RegisterCommand } from '../ui/commandWrapper';
import { registerScriptable } from '../convertFlow/scriptedConvert';
import { unlinked } from '../messages/unlinked';
import { askResultName, type ResultNameBox } from '../convertFlow/resultNamePrompt';

/** "Merge into One PDF" and "Add to Zip": several selected files, one result. */
export function registerMergeCommands(services: ExtensionServices, register: RegisterCommand): void {
  registerScriptable(services, register, Commands.mergePdf, { kind: 'merge' }, (uri, uris) => mergePdf(services, selection(uri, uris)));
  registerScriptable(services, register, Commands.addToZip, { kind: 'zip' }, (uri, uris) => addToZip(services, selection(uri, uris)));
}

/** The box of Merge into One PDF and Add to Zip. */
function nameBox(title: string): ResultNameBox {
  return {
    title,
    prompt: vscode.l10n.t('Name of the result (saved next to the first file, as the output settings say)'),
    validate: (text: string) =>
      safeFileName(text.trim(), '') === text.trim() && text.trim() !== '' ? undefined : vscode.l10n.t('Enter a file name without folders.'),
  };
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
  const cannot = notPdfPages(services, files);
  if (cannot.length > 0) {
    void vscode.window.showWarningMessage(
      unlinked(
        vscode.l10n.t('These files cannot become PDF pages: {0}. Nothing was merged.', cannot.map((f) => baseName(f.uri)).join(', ')),
      ),
    );
    return;
  }
  const name = await askResultName(nameBox(vscode.l10n.t('Merge into One PDF')), oneResultName('merge', files[0]!.uri), 'pdf');
  if (name) {
    await runConversionBatch(services, [oneResultJob('merge', files, name)]);
  }
}

/** Several files into one zip (any→zip, Files[]), named after the first file or as typed. */
async function addToZip(services: ExtensionServices, picked: readonly vscode.Uri[] | undefined): Promise<void> {
  const files = await selectedFiles(picked);
  const name = files[0] && (await askResultName(nameBox(vscode.l10n.t('Add to Zip')), oneResultName('zip', files[0].uri), 'zip'));
  if (name) {
    await runConversionBatch(services, [oneResultJob('zip', files, name)]);
  }
}

/** The selected files (files in selected folders too), in the selection's order; a file without a known type has none. */
async function selectedFiles(picked: readonly vscode.Uri[] | undefined): Promise<TypedFile[]> {
  const uris = picked && picked.length > 0 ? allFiles(await collectSources(picked)) : [];
  return uris.map((uri) => ({ uri, type: sourceFormatOf(baseName(uri)) ?? '' }));
}
