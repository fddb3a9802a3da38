// Preview as PDF and Clear Preview Cache, loaded on first use (src/lazy/): Preview's work is in
// preview/previewCommand.ts; clearing is one step for the content cache's previews and texts.
import * as vscode from 'vscode';
import { Commands } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { storedCleared } from '../messages/compare';
import { unlinked } from '../messages/unlinked';
import { previewAsPdf } from '../preview/previewCommand';
import type { RegisterCommand } from '../ui/commandWrapper';
import { contentCache } from '../workspace/contentCache';

export function registerPreviewCommands(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.previewAsPdf, (arg?: unknown) => previewAsPdf(services, arg));
  register(Commands.clearPreviewCache, () => clearStored(services, 'pdf'));
}

/** Clear Stored Previews (`pdf`) and Clear Compare Cache (`txt`): removes every stored one of the kind and says how much that freed. */
export async function clearStored(services: ExtensionServices, kind: 'pdf' | 'txt'): Promise<void> {
  const removed = await contentCache(services.context).clear(kind);
  services.log.info(`Stored ${kind === 'pdf' ? 'previews' : 'texts'} cleared: ${removed.count} (${removed.bytes} bytes).`);
  void vscode.window.showInformationMessage(unlinked(storedCleared(kind, removed.count, removed.bytes)));
}
