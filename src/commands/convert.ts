import * as vscode from 'vscode';
import { Commands, QuickTargets, StateKeys } from '../constants';
import { convertResources } from '../convertFlow/convertResources';
import { lastConversion } from '../convertFlow/lastConversion';
import { askForFiles, selection } from '../convertFlow/selection';
import { convertToSeveralFormats } from '../convertFlow/severalFormats';
import type { ExtensionServices } from '../extensionServices';
import type { RegisterCommand } from '../ui/commandWrapper';
import { registerScriptable } from '../convertFlow/scriptedConvert';
import { unlinked } from '../messages/unlinked';

/**
 * The "Convert To" submenu (one command per quick target, and "Other Format…"), for files and
 * folders in the Explorer and the editor title, and the palette's "Convert File…".
 */
export function registerConvertCommands(services: ExtensionServices, register: RegisterCommand): void {
  // A first argument that is an argument object ({ files, targets, … }) runs without a question and answers what it did.
  const registerTarget = (
    id: string,
    target: string | undefined,
    kind: 'convert' | 'several',
    ui: (uri?: unknown, uris?: unknown) => unknown,
  ) => registerScriptable(services, register, id, kind === 'convert' ? { kind, target } : { kind }, ui);
  for (const { command, format } of QuickTargets) {
    registerTarget(command, format, 'convert', (uri, uris) => convertResources(services, selection(uri, uris), format));
  }
  registerTarget(Commands.convertToOther, undefined, 'convert', (uri, uris) => convertResources(services, selection(uri, uris), undefined));
  // The same flow, shown for types only the service's catalogue knows (the static menu cannot list them).
  registerTarget(Commands.chooseFormat, undefined, 'convert', (uri, uris) => convertResources(services, selection(uri, uris), undefined));
  // Nothing given: convertResources asks for the files.
  registerTarget(Commands.convert, undefined, 'convert', () => convertResources(services, undefined, undefined));
  registerTarget(Commands.convertToSeveral, undefined, 'several', async (uri, uris) => {
    const picked = selection(uri, uris) ?? (await askForFiles());
    return picked && picked.length > 0 ? convertToSeveralFormats(services, picked) : undefined;
  });
  register(Commands.convertAgain, (uri?: unknown, uris?: unknown) => convertAgain(services, selection(uri, uris)));
}

/** "Convert Again": the last target, with its parameters, on the current file (or selection). */
async function convertAgain(services: ExtensionServices, uris: readonly vscode.Uri[] | undefined): Promise<void> {
  const last = lastConversion(services.context.globalState.get(StateKeys.lastConversion));
  if (!last) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Nothing has been converted yet: use Convert To… first, then Convert Again repeats it.'),
    );
    return;
  }
  if (!uris || uris.length === 0) {
    void vscode.window.showInformationMessage(
      unlinked(vscode.l10n.t('Open or select a file to convert it to {0} again.', last.target.toUpperCase())),
    );
    return;
  }
  await convertResources(services, uris, last.target, last.parameters);
}
