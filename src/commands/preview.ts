// Preview as PDF and Clear Preview Cache, loaded on first use (src/lazy/): their work is in
// preview/previewCommand.ts.
import { Commands } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { clearPreviews, previewAsPdf } from '../preview/previewCommand';
import type { RegisterCommand } from '../ui/commandWrapper';

export function registerPreviewCommands(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.previewAsPdf, (arg?: unknown) => previewAsPdf(services, arg));
  register(Commands.clearPreviewCache, () => clearPreviews(services));
}
