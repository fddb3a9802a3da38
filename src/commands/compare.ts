/**
 * Compare as Text (src/compare: Compare with HEAD, Compare Staged with HEAD, Compare Selected,
 * Clear Compare Cache) and Track Changes DOCX: two DOCX files through the service's Word
 * comparison (docx/to/compare), the result written beside the newer one under the conflict policy.
 * Loaded on first use (dist/features.js, src/lazy/).
 */
import * as vscode from 'vscode';
import { compareSelected, compareWithHead } from '../compare/compareTexts';
import { clearStored } from './preview';
import { Commands } from '../constants';
import { currentCatalogue } from '../convertFlow/catalogue';
import { runConversionBatch } from '../convertFlow/batchRunner';
import { explorerSelection } from '../convertFlow/selection';
import { splitName } from '../conversion/outputPlanner';
import type { ExtensionServices } from '../extensionServices';
import { chooseTwoDocx, trackChangesUnavailable } from '../messages/compare';
import { findConverter, sourceFormatOf } from '../service/catalogue';
import type { RegisterCommand } from '../ui/commandWrapper';
import { baseName } from '../workspace/files';

/**
 * Track Changes DOCX: the older of the two (by modification time) is the original (File), the
 * newer the revision (CompareFile); the Word document the service answers with shows the newer's
 * changes as tracked changes, and is written beside the newer as "<newer>-tracked-changes.docx".
 */
async function trackChangesDocx(services: ExtensionServices, uri?: unknown, uris?: unknown): Promise<void> {
  const selected = explorerSelection(uri, uris);
  if (selected.length !== 2 || selected.some((u) => sourceFormatOf(baseName(u)) !== 'docx')) {
    void vscode.window.showInformationMessage(chooseTwoDocx());
    return;
  }
  if (!findConverter(currentCatalogue(services).catalogue, 'docx', 'compare')) {
    void vscode.window.showInformationMessage(trackChangesUnavailable());
    return;
  }
  const stats = await Promise.all(selected.map((u) => vscode.workspace.fs.stat(u)));
  const [older, newer] = stats[0]!.mtime <= stats[1]!.mtime ? [selected[0]!, selected[1]!] : [selected[1]!, selected[0]!];
  await runConversionBatch(services, [
    {
      source: newer,
      firstInput: older,
      sourceFormat: 'docx',
      targetFormat: 'compare',
      fileParameters: { CompareFile: newer },
      resultName: `${splitName(baseName(newer)).stem || 'document'}-tracked-changes.docx`,
    },
  ]);
}

export function registerCompareCommands(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.compareWithHead, (arg?: unknown) => compareWithHead(services, arg, false));
  register(Commands.compareStagedWithHead, (arg?: unknown) => compareWithHead(services, arg, true));
  register(Commands.compareSelected, (uri?: unknown, uris?: unknown) => compareSelected(services, uri, uris));
  register(Commands.trackChangesDocx, (uri?: unknown, uris?: unknown) => trackChangesDocx(services, uri, uris));
  register(Commands.clearCompareCache, () => clearStored(services, 'txt'));
}
