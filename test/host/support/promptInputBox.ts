// The input boxes' stand-ins for the prompt stubs (prompts.ts): window.showInputBox and
// window.createInputBox, answered by script with the value typed; a value the box's own
// validation refuses fails the test.
import * as vscode from 'vscode';
import type { PromptRecord, ScriptedAnswers } from './promptRecord';

/** window.showInputBox: answers the scripted value once the box's validateInput accepts it. */
export async function answerInputBox(answers: ScriptedAnswers, options?: vscode.InputBoxOptions): Promise<unknown> {
  const record: PromptRecord = {
    kind: 'inputBox',
    text: options?.prompt ?? options?.title ?? options?.placeHolder ?? '',
    items: [],
    modal: true,
  };
  const value = await answers.answer(record);
  if (typeof value === 'string' && options?.validateInput) {
    const problem = await options.validateInput(value);
    const text = typeof problem === 'string' ? problem : problem?.message;
    if (text) {
      throw new Error(`The input box rejected the scripted answer "${value}": ${text}`);
    }
  }
  return value;
}

/**
 * A stand-in for window.createInputBox(), answered when shown like showInputBox: the scripted
 * value is typed (firing onDidChangeValue) and accepted; a value its validation refuses fails the test.
 */
export function fakeInputBox(answers: ScriptedAnswers): vscode.InputBox {
  const accept = new vscode.EventEmitter<void>();
  const hidden = new vscode.EventEmitter<void>();
  const none = new vscode.EventEmitter<never>();
  // Kept past the box's end, so a test can still ask what the box says of a value (validateInput).
  const valueListeners: ((value: string) => unknown)[] = [];
  const changeValue = { fire: (value: string) => valueListeners.forEach((listener) => listener(value)) };
  const box = {
    value: '',
    /** As InputBoxOptions has it: what the box says of a value, for recordOptions(). */
    validateInput: (value: string) => {
      box.value = value;
      changeValue.fire(value);
      return box.validationMessage;
    },
    title: undefined as string | undefined,
    prompt: undefined as string | undefined,
    placeholder: undefined as string | undefined,
    password: false,
    ignoreFocusOut: false,
    validationMessage: undefined as string | vscode.InputBoxValidationMessage | undefined,
    buttons: [],
    onDidChangeValue: (listener: (value: string) => unknown, thisArg?: unknown) => {
      valueListeners.push(listener.bind(thisArg));
      return new vscode.Disposable(() => undefined);
    },
    onDidAccept: accept.event,
    onDidHide: hidden.event,
    onDidTriggerButton: none.event,
    show: () => {
      const record: PromptRecord = { kind: 'inputBox', text: box.prompt ?? box.title ?? box.placeholder ?? '', items: [], modal: true };
      answers.answer(record).then(
        (value) => {
          if (typeof value !== 'string') {
            box.hide();
            return;
          }
          box.value = value;
          changeValue.fire(value);
          const problem = box.validationMessage;
          const error =
            typeof problem === 'string'
              ? problem
              : problem?.severity === vscode.InputBoxValidationSeverity.Error
                ? problem.message
                : undefined;
          if (error) {
            answers.fail(new Error(`The input box rejected the scripted answer "${value}": ${error}`));
            box.hide();
            return;
          }
          accept.fire();
        },
        () => box.hide(),
      );
    },
    hide: () => hidden.fire(),
    dispose: () => {
      for (const emitter of [accept, hidden, none]) {
        emitter.dispose();
      }
    },
  };
  return box as unknown as vscode.InputBox;
}
