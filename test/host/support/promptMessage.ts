// The messages' stand-in for the prompt stubs (prompts.ts): window.showInformationMessage,
// showWarningMessage and showErrorMessage. One with buttons, or modal, is answered by script with
// a button title; a plain notification is only recorded.
import type * as vscode from 'vscode';
import { itemLabel, type PromptKind, type PromptRecord, type ScriptedAnswers } from './promptRecord';

/** The message kinds and the window functions that show them. */
export const messageKinds = { information: 'showInformationMessage', warning: 'showWarningMessage', error: 'showErrorMessage' } as const;

/** A message of `kind`: `rest` is what followed the message (MessageOptions, then the buttons). */
export async function answerMessage(answers: ScriptedAnswers, kind: PromptKind, message: string, rest: unknown[]): Promise<unknown> {
  const first = rest[0];
  const hasOptions = first !== undefined && typeof first === 'object' && first !== null && !('title' in first);
  const options = hasOptions ? (first as vscode.MessageOptions) : undefined;
  const items = hasOptions ? rest.slice(1) : rest;
  const record: PromptRecord = {
    kind,
    text: message,
    items: items.map(itemLabel),
    modal: options?.modal === true,
    ...(options?.detail ? { detail: options.detail } : {}),
  };
  if (items.length === 0 && !record.modal) {
    // A plain notification: nothing to answer.
    answers.notice(record);
    return undefined;
  }
  return answers.answer(record, (answer) => {
    if (answer === undefined) {
      return undefined;
    }
    const found = items.find((item) => itemLabel(item) === String(answer));
    if (found === undefined) {
      throw new Error(`The scripted answer "${String(answer)}" is not among the buttons [${record.items.join(', ')}]`);
    }
    return found;
  });
}
