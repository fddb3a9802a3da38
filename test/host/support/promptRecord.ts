// What the prompt stubs (prompts.ts) record of a prompt and how a script answers it, shared by the
// stand-ins for each kind of prompt (promptInputBox.ts, promptQuickPick.ts, promptMessage.ts).
import type * as vscode from 'vscode';

export type PromptKind = 'inputBox' | 'quickPick' | 'information' | 'warning' | 'error' | 'openDialog' | 'saveDialog';

/** One prompt or notification the code under test showed. */
export interface PromptRecord {
  kind: PromptKind;
  /** The message, or an input box's prompt/title, or a quick pick's placeholder/title. */
  text: string;
  /** Button titles or quick pick labels. */
  items: string[];
  modal: boolean;
  /** A modal message's detail line. */
  detail?: string;
}

/** A scripted answer: a value, a button title / item label to pick, or undefined to cancel. */
export type Answer = string | string[] | vscode.Uri | vscode.Uri[] | undefined | ((record: PromptRecord) => unknown);

/** What a stand-in for one kind of prompt asks of the stubs (PromptStubs) behind it. */
export interface ScriptedAnswers {
  /**
   * Finds and consumes the expectation for a prompt; an unexpected prompt rejects at once. `pick`
   * turns a scripted (not computed) answer into what the prompt returns.
   */
  answer(record: PromptRecord, pick?: (answer: Answer) => unknown): Promise<unknown>;
  /** Fails the test at once (a scripted answer the prompt cannot take). */
  fail(error: Error): void;
  /** Records a notification that has nothing to answer. */
  notice(record: PromptRecord): void;
}

/** A button's title, a quick pick item's label, or the string itself. */
export function itemLabel(item: unknown): string {
  if (typeof item === 'string') {
    return item;
  }
  if (item && typeof item === 'object') {
    const record = item as { title?: unknown; label?: unknown };
    return String(record.title ?? record.label ?? '');
  }
  return String(item);
}
