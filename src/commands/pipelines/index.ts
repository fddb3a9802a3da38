// Registers New Pipeline… (part of dist/features.js, loaded on first use: src/lazy/).
import { Commands } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import type { RegisterCommand } from '../../ui/commandWrapper';
import { newPipeline } from './newPipeline';
import { explorerSelection } from '../../convertFlow/selection';

/** New Pipeline…: from the palette, or the Convert To menu of a file (the pipeline starts from its type). */
export function registerPipelineCommands(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.newPipeline, (uri?: unknown, uris?: unknown) => newPipeline(services, explorerSelection(uri, uris)));
}
