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
// The stand-ins for each kind of prompt: promptInputBox.ts, promptQuickPick.ts, promptMessage.ts;
// what is recorded of a prompt and how it is answered: promptRecord.ts.
import * as vscode from 'vscode';
import { answerInputBox, fakeInputBox } from './promptInputBox';
import { answerMessage, messageKinds } from './promptMessage';
import { answerQuickPick, fakeQuickPick } from './promptQuickPick';
import type { Answer, PromptKind, PromptRecord, ScriptedAnswers } from './promptRecord';

export type { Answer, PromptKind, PromptRecord } from './promptRecord';

interface Expectation {
  kind: PromptKind;
  match?: string | RegExp;
  answer: Answer;
}

const promptMethods = [
  'showInputBox',
  'showQuickPick',
  'showOpenDialog',
  'showSaveDialog',
  'createQuickPick',
  'createInputBox',
  ...Object.values(messageKinds),
] as const;

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

  /** What the stand-ins for each kind of prompt answer through. */
  private readonly answers: ScriptedAnswers = {
    answer: (record, pick) => this.answer(record, pick),
    fail: (error) => this.failUnexpected?.(error),
    notice: (record) => {
      this.seen.push(record);
    },
  };

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
    win.showInputBox = (options?: vscode.InputBoxOptions) => handled(answerInputBox(this.answers, options));
    win.showQuickPick = (items: unknown, options?: vscode.QuickPickOptions) => handled(answerQuickPick(this.answers, items, options));
    win.showOpenDialog = (options?: vscode.OpenDialogOptions) =>
      handled(this.answer({ kind: 'openDialog', text: options?.title ?? options?.openLabel ?? '', items: [], modal: true }));
    win.showSaveDialog = (options?: vscode.SaveDialogOptions) =>
      handled(this.answer({ kind: 'saveDialog', text: options?.title ?? options?.saveLabel ?? '', items: [], modal: true }));
    win.createQuickPick = () => fakeQuickPick(this.answers);
    win.createInputBox = () => fakeInputBox(this.answers);
    for (const [kind, method] of Object.entries(messageKinds) as [PromptKind, string][]) {
      win[method] = (message: string, ...rest: unknown[]) => handled(answerMessage(this.answers, kind, message, rest));
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
