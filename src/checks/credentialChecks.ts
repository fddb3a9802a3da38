/**
 * The rules for credentials and JWT requests as typed or passed: one function per rule, each
 * answering with a coded Problem (./problem.ts). The Kid, the lifetime, the client IP list and the
 * API Token's form are the service layer's own validators, used as they are, so that an input box
 * never accepts what the client would refuse later (and the other way round).
 */
import { validateClientIp, validateKid, validateLifetime } from '../service/auth';
import { validateApiToken } from '../service/auth/tokens';
import { inputProblem, serviceProblem, type Problem } from './problem';

/** Longest name an API Token may be given in the extension. */
export const MAX_TOKEN_NAME_LENGTH = 64;

/** Why a value is not an API Token (or, with `credential` 'masterToken', not the Master Token) by its form alone. */
export function tokenProblem(value: string, credential: 'apiToken' | 'masterToken' = 'apiToken'): Problem | undefined {
  const found = validateApiToken(value);
  if (found === undefined) {
    return undefined;
  }
  // A person at an empty box is told where the value comes from.
  if (found.messageCode === 'config.apiTokenEmpty') {
    return inputProblem('input.tokenEmpty', { credential });
  }
  if (credential === 'apiToken') {
    // A person saving a JWT as an API Token is told what to do instead.
    return found.messageCode === 'config.apiTokenIsJwt' ? inputProblem('input.jwtAsApiToken') : found;
  }
  // The Master Token is as opaque as an API Token (CONTRACT.md): the same form, its own words.
  switch (found.messageCode) {
    case 'config.apiTokenIsJwt':
      return serviceProblem('config.masterTokenIsJwt');
    default:
      return inputProblem('input.masterTokenSpaces');
  }
}

/** Why an API Token's display name is not acceptable, or undefined. */
export function tokenNameProblem(value: string): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return inputProblem('input.tokenNameEmpty');
  }
  return trimmed.length > MAX_TOKEN_NAME_LENGTH
    ? inputProblem('input.tokenNameTooLong', {
        max: MAX_TOKEN_NAME_LENGTH,
      })
    : undefined;
}

/** Why the Kid is not a GUID as the dashboard shows it, or undefined. */
export function kidProblem(value: string): Problem | undefined {
  return validateKid(value);
}

/** Why a JWT signing secret is not acceptable: it is used byte for byte, so stray spaces would silently break every JWT. */
export function secretProblem(value: string): Problem | undefined {
  if (value === '') {
    return inputProblem('input.secretEmpty');
  }
  return /\s/.test(value) ? inputProblem('input.secretSpaces') : undefined;
}

/** Why a JWT lifetime (seconds, as typed) is not acceptable, or undefined. */
export function lifetimeProblem(value: string): Problem | undefined {
  return validateLifetime(value);
}

/** Parses a lifetime or delay already checked. */
export function parseSeconds(value: string): number {
  return Number(value.trim());
}

/**
 * Why a not-before delay (seconds from now, as typed; empty means none) is not acceptable. It
 * must leave part of the lifetime usable, or the token would expire before it becomes valid.
 */
export function notBeforeProblem(value: string, lifetimeSeconds: number): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return undefined;
  }
  if (!/^\d+$/.test(trimmed)) {
    return inputProblem('input.notBeforeNotWhole');
  }
  return Number(trimmed) >= lifetimeSeconds ? inputProblem('input.notBeforeAfterExpiry', { lifetime: lifetimeSeconds }) : undefined;
}

/** Why a comma-separated list of client IPs or host names is not acceptable; empty is fine (no restriction). */
export function clientIpProblem(value: string): Problem | undefined {
  return validateClientIp(value);
}
