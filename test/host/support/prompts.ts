// Stubs for VS Code's prompts, so a host test answers them by script and an unexpected one
// fails the test at once instead of waiting forever for a person to click.
//
//   const prompts = stubPrompts();            // inside a describe(): installs before each test
//   prompts.expect('inputBox', 'secret-value');
//   prompts.expect('error', undefined, /401/); // dismiss the error that mentions 401
//   await prompts.run(() => vscode.commands.executeCommand('convertFiles.setToken'));
//
// After each test every expectation must have been used and no unexpected prompt seen.
// Notifications without buttons are not prompts: they are recorded in `seen` and dismissed.
import * as vscode from 'vscode';

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

interface Expectation {
  kind: PromptKind;
  match?: string | RegExp;
  answer: Answer;
}

const messageKinds = { information: 'showInformationMessage', warning: 'showWarningMessage', error: 'showErrorMessage' } as const;
const promptMethods = [
  'showInputBox',
  'showQuickPick',
  'showOpenDialog',
  'showSaveDialog',
  'createQuickPick',
  'createInputBox',
  ...Object.values(messageKinds),
] as const;

function itemLabel(item: unknown): string {
  if (typeof item === 'string') {
    return item;
  }
  if (item && typeof item === 'object') {
    const record = item as { title?: unknown; label?: unknown };
    return String(record.title ?? record.label ?? '');
  }
  return String(item);
}

function matches(expectation: Expectation, record: PromptRecord): boolean {
  if (expectation.kind !== record.kind) {
    return false;
  }
  if (expectation.match === undefined) {
    return true;
  }
  return typeof expectation.match === 'string' ? record.text.includes(expectation.match) : expectation.match.test(record.text);
}

/**
 * A rejection the caller may ignore (fire-and-forget prompts) must not become an unhandled
 * rejection in the extension host: the failure is reported through run() and afterEach instead.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Scripted prompts for one test at a time; see the comment at the top of this file. */
export class PromptStubs {
  /** Every prompt and notification shown during the current test, in order. */
  readonly seen: PromptRecord[] = [];
  /** Prompts shown with no expectation to answer them. */
  readonly unexpected: PromptRecord[] = [];
  private readonly expectations: Expectation[] = [];
  private originals = new Map<string, unknown>();
  private failUnexpected: ((error: Error) => void) | undefined;
  private unexpectedFailure: Promise<never> | undefined;

  /** Answers the next prompt of `kind` (whose text matches `match`, if given) with `answer`. */
  expect(kind: PromptKind, answer: Answer, match?: string | RegExp): this {
    this.expectations.push({ kind, answer, match });
    return this;
  }

  /** Expects a quick pick (whose text matches `match`, if given) and dismisses it; returns what it listed, once shown. */
  listed(match?: string | RegExp): () => string[] {
    let items: string[] = [];
    this.expect(
      'quickPick',
      (record) => {
        items = record.items;
        return undefined;
      },
      match,
    );
    return () => items;
  }

  /** Runs `action` and rejects as soon as an unexpected prompt appears, whatever it awaits. */
  async run<T>(action: () => Thenable<T> | Promise<T> | T): Promise<T> {
    const failure = this.unexpectedFailure ?? new Promise<never>(() => undefined);
    return Promise.race([Promise.resolve(action()), failure]);
  }

  /** Replaces the window's prompt functions; stubPrompts() calls this before each test. */
  install(): void {
    this.seen.length = 0;
    this.unexpected.length = 0;
    this.expectations.length = 0;
    this.unexpectedFailure = new Promise<never>((_, reject) => {
      this.failUnexpected = reject;
    });
    // Nobody may be awaiting it; keep Node from reporting an unhandled rejection.
    this.unexpectedFailure.catch(() => undefined);
    const win = vscode.window as unknown as Record<string, unknown>;
    for (const method of promptMethods) {
      this.originals.set(method, win[method]);
    }
    win.showInputBox = (options?: vscode.InputBoxOptions) => handled(this.answerInputBox(options));
    win.showQuickPick = (items: unknown, options?: vscode.QuickPickOptions) => handled(this.answerQuickPick(items, options));
    win.showOpenDialog = (options?: vscode.OpenDialogOptions) =>
      handled(this.answer({ kind: 'openDialog', text: options?.title ?? options?.openLabel ?? '', items: [], modal: true }));
    win.showSaveDialog = (options?: vscode.SaveDialogOptions) =>
      handled(this.answer({ kind: 'saveDialog', text: options?.title ?? options?.saveLabel ?? '', items: [], modal: true }));
    win.createQuickPick = () => this.fakeQuickPick();
    win.createInputBox = () => this.fakeInputBox();
    for (const [kind, method] of Object.entries(messageKinds) as [PromptKind, string][]) {
      win[method] = (message: string, ...rest: unknown[]) => handled(this.answerMessage(kind, message, rest));
    }
  }

  /** Puts the real functions back; returns a description of what went wrong, if anything. */
  restore(): string | undefined {
    const win = vscode.window as unknown as Record<string, unknown>;
    for (const [method, original] of this.originals) {
      win[method] = original;
    }
    this.originals.clear();
    const problems: string[] = [];
    for (const record of this.unexpected) {
      problems.push(`unexpected ${record.kind}: "${record.text}"${record.items.length ? ` [${record.items.join(', ')}]` : ''}`);
    }
    for (const expectation of this.expectations) {
      problems.push(`expected a ${expectation.kind}${expectation.match ? ` matching ${String(expectation.match)}` : ''} that never came`);
    }
    return problems.length ? problems.join('\n') : undefined;
  }

  private reportUnexpected(record: PromptRecord): void {
    this.unexpected.push(record);
    this.failUnexpected?.(
      new Error(`Unexpected ${record.kind}: "${record.text}"${record.items.length ? ` [${record.items.join(', ')}]` : ''}`),
    );
  }

  /** Finds and consumes the expectation for a prompt; an unexpected prompt rejects at once. */
  private async answer(record: PromptRecord, pick?: (answer: Answer) => unknown): Promise<unknown> {
    this.seen.push(record);
    const index = this.expectations.findIndex((expectation) => matches(expectation, record));
    if (index < 0) {
      this.reportUnexpected(record);
      throw new Error(`Unexpected ${record.kind} in a host test: "${record.text}"`);
    }
    const [expectation] = this.expectations.splice(index, 1);
    const answer = typeof expectation.answer === 'function' ? expectation.answer(record) : expectation.answer;
    return pick && typeof expectation.answer !== 'function' ? pick(answer as Answer) : answer;
  }

  private async answerInputBox(options?: vscode.InputBoxOptions): Promise<unknown> {
    const record: PromptRecord = {
      kind: 'inputBox',
      text: options?.prompt ?? options?.title ?? options?.placeHolder ?? '',
      items: [],
      modal: true,
    };
    const value = await this.answer(record);
    if (typeof value === 'string' && options?.validateInput) {
      const problem = await options.validateInput(value);
      const text = typeof problem === 'string' ? problem : problem?.message;
      if (text) {
        throw new Error(`The input box rejected the scripted answer "${value}": ${text}`);
      }
    }
    return value;
  }

  private async answerQuickPick(itemsOrPromise: unknown, options?: vscode.QuickPickOptions): Promise<unknown> {
    const items = (await Promise.resolve(itemsOrPromise)) as unknown[];
    const record: PromptRecord = {
      kind: 'quickPick',
      text: options?.placeHolder ?? options?.title ?? '',
      items: items.map(itemLabel),
      modal: true,
    };
    return this.answer(record, (answer) => {
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
  private fakeQuickPick(): vscode.QuickPick<vscode.QuickPickItem> {
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
        this.answer(record, (answer) => answer).then(
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
              this.failUnexpected?.(
                new Error(`The scripted answer "${label}" is not among the quick pick's items [${record.items.join(', ')}]`),
              );
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

  /**
   * A stand-in for window.createInputBox(), answered when shown like showInputBox: the scripted
   * value is typed (firing onDidChangeValue) and accepted; a value its validation refuses fails the test.
   */
  private fakeInputBox(): vscode.InputBox {
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
        this.answer(record).then(
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
              this.failUnexpected?.(new Error(`The input box rejected the scripted answer "${value}": ${error}`));
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

  private async answerMessage(kind: PromptKind, message: string, rest: unknown[]): Promise<unknown> {
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
      this.seen.push(record);
      return undefined;
    }
    return this.answer(record, (answer) => {
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
}

/**
 * Installs prompt stubs around every test of the enclosing describe() and fails a test that
 * left an unexpected prompt or an unused expectation behind.
 */
export function stubPrompts(): PromptStubs {
  const stubs = new PromptStubs();
  beforeEach(() => stubs.install());
  afterEach(function () {
    const problems = stubs.restore();
    if (problems && this.currentTest?.state !== 'failed') {
      throw new Error(`Prompts in "${this.currentTest?.fullTitle() ?? 'this test'}":\n${problems}`);
    }
  });
  return stubs;
}
