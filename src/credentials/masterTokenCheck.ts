// The one check a Master Token gets before it replaces the saved one: GET /user, which costs no
// conversion and is bounded by the usage deadline. Only a 401 says the value itself is wrong;
// anything else (no answer, a busy or broken service, an inactive account) says nothing about
// the value, so the person decides.
import { errorText } from '../conversion/batchReport';
import { classifyError } from '../service/errors';
import type { AdminClient, UserInfo } from '../service/admin';

export type MasterTokenVerdict =
  /** The service knows the token; `account` is its FullName and/or Email, when /user gave them. */
  | { readonly kind: 'accepted'; readonly account?: string }
  /** 401 for the token itself: mistyped, cut off, or an old one. */
  | { readonly kind: 'refused' }
  /** The service could not be reached (refused, DNS, TLS, proxy, deadline). */
  | { readonly kind: 'unreachable'; readonly reason: string }
  /** Some other answer (5xx, an inactive account, a page that is not JSON): no verdict on the value. */
  | { readonly kind: 'unchecked'; readonly reason: string };

/** "Ada Lovelace (ada@example.com)", or either part alone, or undefined. Never Secret or ApiKey: parseUser drops them. */
export function accountLabel(user: UserInfo): string | undefined {
  const name = user.fullName?.trim() || undefined;
  const email = user.email?.trim() || undefined;
  return name && email ? `${name} (${email})` : (name ?? email);
}

/**
 * Reads /user with the candidate token and says what the answer means for saving it; `say` words
 * a failure for the person (the VS Code layer passes its localised wording).
 */
export async function checkMasterToken(
  client: Pick<AdminClient, 'getUser'>,
  signal?: AbortSignal,
  say: (err: unknown) => string = errorText,
): Promise<MasterTokenVerdict> {
  try {
    return { kind: 'accepted', account: accountLabel(await client.getUser(signal)) };
  } catch (err) {
    const failure = classifyError(err);
    if (failure?.kind === 'cancelled') {
      throw err;
    }
    const reason = say(err);
    // An inactive account (401, code 4015) is an AccountError: the token itself was recognised.
    if (failure?.kind === 'auth') {
      return { kind: 'refused' };
    }
    return failure?.kind === 'network' ? { kind: 'unreachable', reason } : { kind: 'unchecked', reason };
  }
}
