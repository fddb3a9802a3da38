// Checks on a token before it is saved that cost nothing (no request): its form, and whether it is
// a credential of another kind that the store already holds. A Master Token has no form of its
// own (CONTRACT.md: opaque), so the only free evidence that one was pasted as an API Token is
// that it equals the saved Master Token; reading /user is the caller's check, at the cost of a request.
import { tokenProblem } from './credentialChecks';
import { inputProblem, type Problem } from './problem';

/** What is already saved, to compare a new value with. */
export interface SavedTokens {
  readonly masterToken?: string;
  readonly apiTokens: readonly string[];
}

/** The Master Token pasted where an API Token belongs (also what /user proves of a value that reads the account). */
export function isMasterTokenProblem(): Problem {
  return inputProblem('input.isMasterToken');
}

/** Why `value` must not be saved as an API Token, or undefined. */
export function apiTokenSaveProblem(value: string, saved: SavedTokens): Problem | undefined {
  const problem = tokenProblem(value, 'apiToken');
  if (problem) {
    return problem;
  }
  const v = value.trim();
  if (saved.masterToken !== undefined && v === saved.masterToken.trim()) {
    return isMasterTokenProblem();
  }
  // API Tokens are opaque strings without dots (CONTRACT.md); a dotted value is a cut-off JWT or something else.
  return v.includes('.') ? inputProblem('input.tokenDots') : undefined;
}

/** Why `value` must not be saved as the Master Token, or undefined. */
export function masterTokenSaveProblem(value: string, saved: SavedTokens): Problem | undefined {
  const problem = tokenProblem(value, 'masterToken');
  if (problem) {
    return problem;
  }
  const v = value.trim();
  return saved.apiTokens.some((token) => token.trim() === v) ? inputProblem('input.isApiToken') : undefined;
}
