/**
 * The Getting Started walkthrough (contributes.walkthroughs): the command that opens it, the
 * sample conversion its third step offers (contextKeys.ts marks that step done).
 */
import * as vscode from 'vscode';
import { Commands, WALKTHROUGH_ID } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import type { RegisterCommand } from '../ui/commandWrapper';
import { openInEditor } from '../viewer/openInEditor';

/** Opens the walkthrough; for the first conversion without a token, and the palette. */
export async function openWalkthrough(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH_ID, false);
}

/**
 * Copies the bundled sample into the extension's own storage and converts it to PDF with the
 * ordinary command, so the walkthrough shows the real flow without writing into the user's
 * workspace. A fresh folder each time: an earlier result would otherwise raise the overwrite question.
 * It costs a conversion, so it says so and asks first (a modal: Enter alone does not pay), and
 * the PDF opens once written, since the storage folder is nowhere in the Explorer. Undefined
 * when the person declined.
 */
export async function convertSample(services: ExtensionServices): Promise<vscode.Uri | undefined> {
  const go = vscode.l10n.t('Convert Sample');
  const answer = await vscode.window.showInformationMessage(
    vscode.l10n.t('Convert a short sample Markdown file to PDF?'),
    {
      modal: true,
      detail: vscode.l10n.t(
        'This uses 1 conversion of your account. The sample and its PDF are kept in the extension’s storage, not in your workspace; the PDF opens when it is ready.',
      ),
    },
    go,
  );
  if (answer !== go) {
    return undefined;
  }
  const { context } = services;
  const folder = vscode.Uri.joinPath(context.globalStorageUri, 'sample');
  await vscode.workspace.fs.delete(folder, { recursive: true, useTrash: false }).then(undefined, () => undefined);
  await vscode.workspace.fs.createDirectory(folder);
  const sample = vscode.Uri.joinPath(folder, 'Convert Files sample.md');
  await vscode.workspace.fs.copy(vscode.Uri.joinPath(context.extensionUri, 'media', 'walkthrough', 'sample.md'), sample);
  await vscode.commands.executeCommand(Commands.convertToPdf, sample, [sample]);
  // A fresh folder: a PDF there is this run's. Opened whatever openAfterConvert says, since
  // the person asked to see it and cannot find it in the Explorer.
  const pdf = vscode.Uri.joinPath(folder, 'Convert Files sample.pdf');
  const written = await vscode.workspace.fs.stat(pdf).then(
    () => true,
    () => false,
  );
  if (written) {
    await openInEditor(pdf, { source: sample, preview: true, preserveFocus: false });
  }
  return sample;
}

/** Registers the walkthrough's commands. */
export function registerWalkthrough(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.openWalkthrough, openWalkthrough);
  register(Commands.convertSample, () => convertSample(services));
}
