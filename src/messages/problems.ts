// One wording per problem code (src/checks/problem.ts): what an input box shows while typing,
// what a command's argument object is refused with, and what a save check says, alike.
import { wordProblem, type Problem } from '../checks/problem';
import type { Localiser } from '../service/errors';

/** The localised sentence of a problem; undefined for no problem (as an input box's validator wants it). */
export function problemText(l10n: Localiser, problem: Problem | undefined): string | undefined {
  return problem === undefined ? undefined : wordProblem(l10n, problem);
}
