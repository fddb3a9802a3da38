// The box that asks the name of the one result several files make (Merge into One PDF, Add to
// Zip, Join into One PDF): the suggested name selected up to its extension, which is added when
// left out.
import * as vscode from 'vscode';

/** What a command says in the box, and its check of the typed name. */
export interface ResultNameBox {
  readonly title: string;
  readonly prompt: string;
  readonly validate: (text: string) => string | undefined;
}

/** A result's name: `suggested`, changeable in the box, `.extension` added when left out; undefined when dismissed. */
export async function askResultName(box: ResultNameBox, suggested: string, extension: string): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({
    title: box.title,
    prompt: box.prompt,
    value: suggested,
    valueSelection: [0, suggested.length - extension.length - 1],
    ignoreFocusOut: true,
    validateInput: box.validate,
  });
  return typed === undefined ? undefined : withExtension(typed, extension);
}

/** The typed name, trimmed, with `.extension` unless it has it (or is empty). */
export function withExtension(text: string, extension: string): string {
  const name = text.trim();
  return name === '' || name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}
