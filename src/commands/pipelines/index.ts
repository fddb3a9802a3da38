// Registers New Pipeline…. Its form is loaded when the command first runs: `./newPipeline` is a
// separate file, dist/pipelineCommand.js (esbuild.mjs LAZY).
import * as vscode from 'vscode';
import { Commands } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import { registerCommand } from '../../ui/commandWrapper';

type PipelineModule = typeof import('./newPipeline');

function load(): PipelineModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  return require('./newPipeline') as PipelineModule;
}

/** New Pipeline…: from the palette, or the Convert To menu of a file (the pipeline starts from its type). */
export function registerPipelineCommands(services: ExtensionServices): void {
  registerCommand(services.context, services.log, Commands.newPipeline, (uri?: unknown, uris?: unknown) => {
    const list = Array.isArray(uris) && uris.length > 0 ? uris : uri instanceof vscode.Uri ? [uri] : [];
    return load().newPipeline(
      services,
      list.filter((u): u is vscode.Uri => u instanceof vscode.Uri),
    );
  });
}
