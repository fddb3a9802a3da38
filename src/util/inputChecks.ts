// What is wrong with a value a person typed, as a code the VS Code layer turns into a localized
// sentence. The verdicts come from src/service's own validators, so that an input box never
// accepts what the client would refuse later (and the other way round).
import { looksLikeJwt, validateApiToken, validateClientIp, validateKid, validateLifetime } from '../service/auth';

/** Longest name an API Token may be given in the extension. */
export const MAX_TOKEN_NAME_LENGTH = 64;

export type TokenProblem = 'empty' | 'spaces' | 'jwt';

/** Why an API Token (or Master Token) value is not acceptable, or undefined. */
export function tokenProblem(value: string): TokenProblem | undefined {
  if (validateApiToken(value) === undefined) {
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed === '') {
    return 'empty';
  }
  return looksLikeJwt(trimmed) ? 'jwt' : 'spaces';
}

export type NameProblem = 'empty' | 'tooLong';

/** Why an API Token's display name is not acceptable, or undefined. */
export function tokenNameProblem(value: string): NameProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return 'empty';
  }
  return trimmed.length > MAX_TOKEN_NAME_LENGTH ? 'tooLong' : undefined;
}

/** True when the Kid is a GUID as the dashboard shows it. */
export function isKid(value: string): boolean {
  return validateKid(value) === undefined;
}

export type SecretProblem = 'empty' | 'spaces';

/** Why a JWT signing secret is not acceptable: it is used byte for byte, so stray spaces would silently break every JWT. */
export function secretProblem(value: string): SecretProblem | undefined {
  if (value === '') {
    return 'empty';
  }
  return /\s/.test(value) ? 'spaces' : undefined;
}

export type LifetimeProblem = 'notWhole' | 'tooLong';

/** Why a JWT lifetime (seconds, as typed) is not acceptable, or undefined. */
export function lifetimeProblem(value: string): LifetimeProblem | undefined {
  if (validateLifetime(value) === undefined) {
    return undefined;
  }
  return /^\s*\d+\s*$/.test(value) && Number(value) > 0 ? 'tooLong' : 'notWhole';
}

/** Parses a lifetime already checked with lifetimeProblem. */
export function parseSeconds(value: string): number {
  return Number(value.trim());
}

export type NotBeforeProblem = 'notWhole' | 'notBeforeExpiry';

/**
 * Why a not-before delay (seconds from now, as typed; empty means none) is not acceptable. It
 * must leave part of the lifetime usable, or the token would expire before it becomes valid.
 */
export function notBeforeProblem(value: string, lifetimeSeconds: number): NotBeforeProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return undefined;
  }
  if (!/^\d+$/.test(trimmed)) {
    return 'notWhole';
  }
  return Number(trimmed) >= lifetimeSeconds ? 'notBeforeExpiry' : undefined;
}

export type ClientIpProblem = { kind: 'emptyEntry' } | { kind: 'badEntry'; entry: string };

/** Why a comma-separated list of client IPs or host names is not acceptable; empty is fine (no restriction). */
export function clientIpProblem(value: string): ClientIpProblem | undefined {
  if (validateClientIp(value) === undefined) {
    return undefined;
  }
  for (const entry of value.split(',').map((e) => e.trim())) {
    if (entry === '') {
      return { kind: 'emptyEntry' };
    }
    if (validateClientIp(entry) !== undefined) {
      return { kind: 'badEntry', entry };
    }
  }
  // The service refused the list as a whole without naming an entry; treat the first as bad.
  return { kind: 'badEntry', entry: value.trim() };
}

export type PageUrlProblem = 'notUrl' | 'scheme' | 'noHost' | 'credentials';

/**
 * A page address as typed, completed the way a browser's address bar does: a host name (with a
 * dot, or localhost) and no scheme gets https:// ("example.com" → "https://example.com").
 */
export function completePageUrl(value: string): string {
  const text = value.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || !/^(localhost|[^\s/:?#@]+\.[^\s/:?#@]+)(:\d+)?([/?#]|$)/i.test(text)) {
    return text;
  }
  return `https://${text}`;
}

/** Why a web page address (completed by completePageUrl) is not one that can be converted, or undefined. */
export function pageUrlProblem(value: string): PageUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(completePageUrl(value));
  } catch {
    return 'notUrl';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'scheme';
  }
  if (url.hostname === '') {
    return 'noHost';
  }
  // user:password@ in a URL that the service will log and fetch: refuse rather than send it on.
  return url.username !== '' || url.password !== '' ? 'credentials' : undefined;
}
