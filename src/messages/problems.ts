// One wording per problem code (src/checks/problem.ts): what an input box shows while typing,
// what a command's argument object is refused with, and what a save check says, alike.
import * as vscode from 'vscode';
import { wordProblem, type Problem } from '../checks/problem';
import { normalizeFormat, validateFormat } from '../service/catalogue';
import type { Localiser } from '../service/errors';

/** The localised sentence of a problem; undefined for no problem (as an input box's validator wants it). */
export function problemText(l10n: Localiser, problem: Problem | undefined): string | undefined {
  return problem === undefined ? undefined : wordProblem(l10n, problem);
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
