// Checks on a token before it is saved that cost nothing (no request): its form, and whether it is
// a credential of another kind that the store already holds. A Master Token has no form of its
// own (CONTRACT.md: opaque), so the only free evidence that one was pasted as an API Token is
// that it equals the saved Master Token; reading /user is the caller's check, at the cost of a request.
import { tokenProblem, type TokenProblem } from './inputChecks';

export type ApiTokenSaveProblem = TokenProblem | 'dots' | 'isMasterToken';
export type MasterTokenSaveProblem = TokenProblem | 'isApiToken';

/** What is already saved, to compare a new value with. */
export interface SavedTokens {
  readonly masterToken?: string;
  readonly apiTokens: readonly string[];
}

/** Why `value` must not be saved as an API Token, or undefined. */
export function apiTokenSaveProblem(value: string, saved: SavedTokens): ApiTokenSaveProblem | undefined {
  const problem = tokenProblem(value);
  if (problem) {
    return problem;
  }
  const v = value.trim();
  if (saved.masterToken !== undefined && v === saved.masterToken.trim()) {
    return 'isMasterToken';
  }
  // API Tokens are opaque strings without dots (CONTRACT.md); a dotted value is a cut-off JWT or something else.
  return v.includes('.') ? 'dots' : undefined;
}

/** Why `value` must not be saved as the Master Token, or undefined. */
export function masterTokenSaveProblem(value: string, saved: SavedTokens): MasterTokenSaveProblem | undefined {
  const problem = tokenProblem(value);
  if (problem) {
    return problem;
  }
  const v = value.trim();
  return saved.apiTokens.some((token) => token.trim() === v) ? 'isApiToken' : undefined;
}
