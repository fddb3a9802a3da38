// The password box of a protected file, for the batches of the Convert To commands (not in the
// activation bundle: it names files as the workspace does).
import * as vscode from 'vscode';
import type { PasswordPrompt } from '../conversion/ports';
import { baseName } from '../workspace/files';

/** The password box of a protected file; the answer is never stored, and the conversion that sends it holds it in the redactor. */
export function passwordBox(): PasswordPrompt<vscode.Uri> {
  return {
    async ask(source, signal) {
      // Cancel on the progress closes the box.
      const cancel = new vscode.CancellationTokenSource();
      const abort = () => cancel.cancel();
      signal.addEventListener('abort', abort, { once: true });
      let password: string | undefined;
      try {
        password = await vscode.window.showInputBox(
          {
            title: vscode.l10n.t('Password-Protected File'),
            prompt: vscode.l10n.t('“{0}” is protected by a password. Enter it to convert the file (it is not stored).', baseName(source)),
            password: true,
            ignoreFocusOut: true,
          },
          cancel.token,
        );
      } finally {
        signal.removeEventListener('abort', abort);
        cancel.dispose();
      }
      // Not registered with the redactor here: the conversion that sends it holds it (masked in
      // what the service echoes while it runs; a long one everywhere, for good).
      return password || undefined;
    },
  };
}
