// The quick picks' stand-ins for the prompt stubs (prompts.ts): window.showQuickPick and
// window.createQuickPick, answered by script with an item label (or labels, or typed text first).
import * as vscode from 'vscode';
import { itemLabel, type PromptRecord, type ScriptedAnswers } from './promptRecord';

/** window.showQuickPick: picks the scripted label(s) among the items; a label not listed fails the test. */
export async function answerQuickPick(
  answers: ScriptedAnswers,
  itemsOrPromise: unknown,
  options?: vscode.QuickPickOptions,
): Promise<unknown> {
  const items = (await Promise.resolve(itemsOrPromise)) as unknown[];
  const record: PromptRecord = {
    kind: 'quickPick',
    text: options?.placeHolder ?? options?.title ?? '',
    items: items.map(itemLabel),
    modal: true,
  };
  return answers.answer(record, (answer) => {
    if (answer === undefined) {
      return undefined;
    }
    const labels = Array.isArray(answer) ? answer : [answer];
    const picked = labels.map((label) => {
      const found = items.find((item) => itemLabel(item) === String(label));
      if (found === undefined) {
        throw new Error(`The scripted answer "${String(label)}" is not among the quick pick's items [${record.items.join(', ')}]`);
      }
      return found;
    });
    return options?.canPickMany ? picked : picked[0];
  });
}

/**
 * A stand-in for window.createQuickPick(), answered when shown: an item label picks that item;
 * [typed, label] first types `typed` (firing onDidChangeValue), then picks `label`.
 */
export function fakeQuickPick(answers: ScriptedAnswers): vscode.QuickPick<vscode.QuickPickItem> {
  const changeValue = new vscode.EventEmitter<string>();
  const accept = new vscode.EventEmitter<void>();
  const hidden = new vscode.EventEmitter<void>();
  const changeSelection = new vscode.EventEmitter<readonly vscode.QuickPickItem[]>();
  const changeActive = new vscode.EventEmitter<readonly vscode.QuickPickItem[]>();
  const none = new vscode.EventEmitter<never>();
  const pick = {
    items: [] as readonly vscode.QuickPickItem[],
    activeItems: [] as readonly vscode.QuickPickItem[],
    selectedItems: [] as readonly vscode.QuickPickItem[],
    value: '',
    title: undefined as string | undefined,
    placeholder: undefined as string | undefined,
    buttons: [],
    onDidChangeValue: changeValue.event,
    onDidAccept: accept.event,
    onDidHide: hidden.event,
    onDidChangeSelection: changeSelection.event,
    onDidChangeActive: changeActive.event,
    onDidTriggerButton: none.event,
    onDidTriggerItemButton: none.event,
    show: () => {
      const record: PromptRecord = {
        kind: 'quickPick',
        text: pick.placeholder ?? pick.title ?? '',
        items: pick.items.map(itemLabel),
        modal: true,
      };
      answers
        .answer(record, (answer) => answer)
        .then(
          (answer) => {
            if (answer === undefined) {
              pick.hide();
              return;
            }
            const [typed, label] = Array.isArray(answer) ? answer.map(String) : [undefined, String(answer as string)];
            if (typed !== undefined) {
              pick.value = typed;
              changeValue.fire(typed);
              record.items = pick.items.map(itemLabel);
            }
            const found = pick.items.find((item) => item.label === label);
            if (!found) {
              answers.fail(new Error(`The scripted answer "${label}" is not among the quick pick's items [${record.items.join(', ')}]`));
              pick.hide();
              return;
            }
            pick.activeItems = [found];
            pick.selectedItems = [found];
            changeSelection.fire([found]);
            accept.fire();
          },
          () => pick.hide(),
        );
    },
    hide: () => hidden.fire(),
    dispose: () => {
      for (const emitter of [changeValue, accept, hidden, changeSelection, changeActive, none]) {
        emitter.dispose();
      }
    },
  };
  return pick as unknown as vscode.QuickPick<vscode.QuickPickItem>;
}
