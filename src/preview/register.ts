/**
 * Preview as PDF's registration, the only part loaded at activation: its two commands, whose work
 * is in previewCommand.ts (a separate file required on first use, see esbuild.mjs).
 */
import { Commands } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { registerCommand } from '../ui/commandWrapper';

type PreviewModule = typeof import('./previewCommand');

export function registerPreviewCommands(services: ExtensionServices): void {
  let feature: PreviewModule | undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  const load = () => (feature ??= require('./previewCommand') as PreviewModule);
  registerCommand(services.context, services.log, Commands.previewAsPdf, (arg?: unknown) => load().previewAsPdf(services, arg));
  registerCommand(services.context, services.log, Commands.clearPreviewCache, () => load().clearPreviews(services));
}
