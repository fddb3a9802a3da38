// One wording per problem code (src/checks/problem.ts): what an input box shows while typing,
// what a command's argument object is refused with, and what a save check says, alike.
import type { Problem, ProblemCode } from '../checks/problem';
import { SERVICE_WORDINGS } from './serviceWording';
import { INPUT_WORDINGS } from './wordings/input';
import type { Localiser, Wording } from './wordings/wording';

const WORDINGS: { readonly [code in ProblemCode]: Wording } = { ...SERVICE_WORDINGS, ...INPUT_WORDINGS };

/** The localised sentence of a problem; undefined for no problem (as an input box's validator wants it). */
export function problemText(l10n: Localiser, problem: Problem | undefined): string | undefined {
  return problem === undefined ? undefined : WORDINGS[problem.messageCode](l10n, problem.messageData ?? {});
}
