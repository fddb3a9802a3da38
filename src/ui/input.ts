// The generic input machinery of the commands: argument objects from automation, input boxes
// that validate as typed, and the same validators applied to argument values.
import * as vscode from 'vscode';
import { normalizeFormat, validateFormat } from '../service/catalogue';
import { CancelledError, ConfigError } from '../service/errors';
import { unlinked } from '../messages/unlinked';

/** A validator as an input box wants it: the reason a value is refused, or undefined. */
export type Validator = (value: string) => string | undefined;

/** An argument object passed to a command, or undefined when there is none (palette, menus). */
export function argumentObject(arg: unknown): Record<string, unknown> | undefined {
  return arg !== null && typeof arg === 'object' && !Array.isArray(arg) && !(arg instanceof vscode.Uri)
    ? (arg as Record<string, unknown>)
    : undefined;
}

/**
 * Whether a command's argument object asked for no notifications (`quiet: true`): a script or a
 * helper extension that sets tokens at start-up reports through the log, not with toasts.
 */
export function isQuiet(given: Record<string, unknown> | undefined): boolean {
  return given?.quiet === true;
}

/** Where a check's progress shows: a notification, or the status bar for a quiet argument object. */
export function progressPlace(given: Record<string, unknown> | undefined): vscode.ProgressLocation {
  return isQuiet(given) ? vscode.ProgressLocation.Window : vscode.ProgressLocation.Notification;
}

/**
 * A confirmation after a command did its work, unless the argument object asked for quiet. A save
 * that failed its check (`saveAnyway: true`) is said even then: quiet hides that a save happened
 * as asked, never that what was saved was refused (README, "Commands with arguments").
 */
export function confirmDone(given: Record<string, unknown> | undefined, text: string, failedCheck = false): void {
  if (failedCheck || !isQuiet(given)) {
    void vscode.window.showInformationMessage(unlinked(text));
  }
}

/**
 * Checks a value that came in an argument object: the same rule as the input box, thrown as a
 * ConfigError (so the command shows it with a next step) instead of shown while typing.
 */
export function requireValid(value: unknown, validator: Validator, setting: string, what: string): string {
  if (typeof value !== 'string') {
    throw new ConfigError(vscode.l10n.t('{0} is missing from the command arguments.', what), setting);
  }
  const problem = validator(value);
  if (problem) {
    throw new ConfigError(problem, setting);
  }
  return value;
}

/** What an input box says of a value as typed: a reason it is refused, or a warning that lets it through. */
type FlowValidator = (value: string) => string | vscode.InputBoxValidationMessage | undefined;

/** A step of a multi-step input: "Set API Token (2/3)". */
export interface Step {
  readonly title: string;
  readonly step?: number;
  readonly of?: number;
  /** Keeps one quick input open from this step to the next (StepFlow). */
  readonly flow?: StepFlow;
}

function stepTitle(step: Step): string {
  return step.step && step.of ? vscode.l10n.t('{0} ({1}/{2})', step.title, step.step, step.of) : step.title;
}

/** Shows an input box that validates as typed (a warning lets the value through); cancelling throws CancelledError. */
export async function ask(
  step: Step,
  options: { prompt: string; validate: FlowValidator; value?: string; placeHolder?: string; password?: boolean },
): Promise<string> {
  if (step.flow) {
    return flowInputBox(step.flow, step, options);
  }
  const value = await vscode.window.showInputBox({
    title: stepTitle(step),
    prompt: options.prompt,
    value: options.value,
    placeHolder: options.placeHolder,
    password: options.password,
    // Secrets are pasted from the dashboard in another window: keep the box open meanwhile.
    ignoreFocusOut: true,
    validateInput: options.validate,
  });
  if (value === undefined) {
    throw new CancelledError();
  }
  return value;
}

/**
 * One quick input across the steps of a multi-step question: each step is shown over the one
 * before, so the widget never closes in between. Closing it hands the keyboard back to what had
 * it before (the Getting Started page, say), and that page then takes it for itself while the
 * next box is open: a token pasted at step 3 went nowhere.
 */
export class StepFlow implements vscode.Disposable {
  private shown: vscode.QuickInput | undefined;

  /** Shows `next` in place of the step before it. */
  replace(next: vscode.QuickInput): void {
    const before = this.shown;
    this.shown = next;
    next.show();
    before?.dispose();
  }

  dispose(): void {
    this.shown?.dispose();
    this.shown = undefined;
  }
}

/** An input box shown on a flow; resolves with the accepted value, throws CancelledError when closed. */
function flowInputBox(
  flow: StepFlow,
  step: Step,
  options: { prompt: string; validate: FlowValidator; value?: string; placeHolder?: string; password?: boolean },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const box = vscode.window.createInputBox();
    box.title = stepTitle(step);
    box.prompt = options.prompt;
    box.value = options.value ?? '';
    box.placeholder = options.placeHolder;
    box.password = options.password ?? false;
    // Secrets are pasted from the dashboard in another window: keep the box open meanwhile.
    box.ignoreFocusOut = true;
    const check = (value: string) => {
      const problem = options.validate(value);
      box.validationMessage = problem;
      return problem === undefined || (typeof problem === 'object' && problem.severity !== vscode.InputBoxValidationSeverity.Error);
    };
    const settle = (outcome: () => void) => {
      for (const d of subscriptions) {
        d.dispose();
      }
      outcome();
    };
    // Validation as typed lasts as long as the box; the outcome is settled once.
    box.onDidChangeValue((value) => check(value));
    const subscriptions = [
      box.onDidAccept(() => {
        if (check(box.value)) {
          settle(() => resolve(box.value));
        }
      }),
      box.onDidHide(() => settle(() => reject(new CancelledError()))),
    ];
    if (box.value !== '') {
      check(box.value);
    }
    flow.replace(box);
  });
}

/** A quick pick shown on a flow; resolves with the item picked, throws CancelledError when closed. */
export function flowQuickPick<T extends vscode.QuickPickItem>(
  flow: StepFlow,
  step: Step,
  placeholder: string,
  items: readonly T[],
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const pick = vscode.window.createQuickPick<T>();
    pick.title = stepTitle(step);
    pick.placeholder = placeholder;
    pick.items = items;
    pick.ignoreFocusOut = true;
    const settle = (outcome: () => void) => {
      for (const d of subscriptions) {
        d.dispose();
      }
      outcome();
    };
    const subscriptions = [
      pick.onDidAccept(() => {
        const picked = pick.selectedItems[0] ?? pick.activeItems[0];
        if (picked) {
          settle(() => resolve(picked));
        }
      }),
      pick.onDidHide(() => settle(() => reject(new CancelledError()))),
    ];
    flow.replace(pick);
  });
}

/** What a name box (a preset's, a pipeline's) says while typing: the name is empty or longer than `max`. */
export function nameProblemText(text: string, max: number): string | undefined {
  return text.trim() === ''
    ? vscode.l10n.t('Enter a name.')
    : text.trim().length > max
      ? vscode.l10n.t('A name has at most {0} characters.', max)
      : undefined;
}

/** What a format box says while typing: the text is no file extension such as pdf. */
export function formatProblemText(text: string): string | undefined {
  return validateFormat(normalizeFormat(text)) === undefined
    ? undefined
    : vscode.l10n.t('A format is 1 to 16 letters or digits, such as pdf or docx.');
}
