// Stand-ins for commands and language-model tools whose code lives in a file loaded on first use
// (esbuild.mjs LAZY). Activation registers only these; the first run of any of them requires the
// file, which registers the real commands (replacing the stand-ins), then runs the command asked for.
import * as vscode from 'vscode';
import type { ExtensionServices } from '../../extensionServices';
import { showError } from '../../ui/commandWrapper';

/**
 * Registers `ids` as stand-ins. On the first call of any, `load()` returns the feature's register
 * function; the stand-ins are disposed, the real commands registered, and the call forwarded to
 * the real one (inside the extension host arguments and results pass through unchanged).
 */
export function registerOnFirstUse(
  services: ExtensionServices,
  ids: readonly string[],
  load: () => (services: ExtensionServices) => void,
): void {
  let loaded = false;
  const ensureLoaded = (): void => {
    if (loaded) {
      return;
    }
    const register = load();
    for (const stub of stubs) {
      stub.dispose();
    }
    loaded = true;
    register(services);
  };
  const stubs = ids.map((id) =>
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        ensureLoaded();
      } catch (err) {
        // The file could not be read (a broken install): say so once per attempt, keep the stand-ins.
        void showError(err, services.log);
        return undefined;
      }
      return vscode.commands.executeCommand(id, ...args);
    }),
  );
  services.context.subscriptions.push({ dispose: () => stubs.forEach((stub) => stub.dispose()) });
}

/** A language-model tool whose code is loaded when the model first prepares or invokes it. */
export function toolOnFirstUse<T>(tool: () => vscode.LanguageModelTool<T>): vscode.LanguageModelTool<T> {
  let real: vscode.LanguageModelTool<T> | undefined;
  const get = (): vscode.LanguageModelTool<T> => (real ??= tool());
  return {
    invoke: (options, token) => get().invoke(options, token),
    prepareInvocation: (options, token) => get().prepareInvocation?.(options, token),
  };
}
