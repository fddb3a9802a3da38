// The generic input machinery of the commands: argument objects from automation, input boxes
// that validate as typed, and the same validators applied to argument values.
import * as vscode from 'vscode';
import { CancelledError, ConfigError } from '../service/errors';

/** A validator as an input box wants it: the reason a value is refused, or undefined. */
export type Validator = (value: string) => string | undefined;

/** An argument object passed to a command, or undefined when there is none (palette, menus). */
export function argumentObject(arg: unknown): Record<string, unknown> | undefined {
  return arg !== null && typeof arg === 'object' && !Array.isArray(arg) && !(arg instanceof vscode.Uri)
    ? (arg as Record<string, unknown>)
    : undefined;
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

/** A step of a multi-step input: "Set API Token (2/3)". */
export interface Step {
  readonly title: string;
  readonly step?: number;
  readonly of?: number;
}

export function stepTitle(step: Step): string {
  return step.step && step.of ? vscode.l10n.t('{0} ({1}/{2})', step.title, step.step, step.of) : step.title;
}

/** Shows an input box that validates as typed; cancelling throws CancelledError. */
export async function ask(
  step: Step,
  options: { prompt: string; validate: Validator; value?: string; placeHolder?: string; password?: boolean },
): Promise<string> {
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
