// Registers New Pipeline… (part of dist/features.js, loaded on first use: src/lazy/).
import * as vscode from 'vscode';
import { Commands } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import type { RegisterCommand } from '../../ui/commandWrapper';
import { newPipeline } from './newPipeline';

/** New Pipeline…: from the palette, or the Convert To menu of a file (the pipeline starts from its type). */
export function registerPipelineCommands(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.newPipeline, (uri?: unknown, uris?: unknown) => {
    const list = Array.isArray(uris) && uris.length > 0 ? uris : uri instanceof vscode.Uri ? [uri] : [];
    return newPipeline(
      services,
      list.filter((u): u is vscode.Uri => u instanceof vscode.Uri),
    );
  });
}
