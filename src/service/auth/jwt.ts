/**
 * JWTs: the rules a Kid, a lifetime and a client IP list follow, and the shape of a JWT. Minting
 * and reading one (with jose) is in tokens/jwtTokens.ts.
 */
import { isIP } from 'node:net';
import { problem, type Problem } from '../errors';

/** A GUID, as the dashboard shows a Kid. */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest lifetime the token endpoint accepts (CONTRACT.md: 30 days). */
export const MAX_JWT_LIFETIME_SECONDS = 2_592_000;

/** Claims of a conversion JWT, as far as the service defines them. */
export interface JwtClaims {
  readonly kid?: string;
  readonly exp?: number;
  readonly iat?: number;
  readonly nbf?: number;
  readonly clientIp?: string;
  readonly [other: string]: unknown;
}

export interface MintOptions {
  /** The API Token's Key Identifier (GUID). */
  readonly kid: string;
  /** The API Token's secret; the HS256 key is its UTF-8 bytes. */
  readonly secret: string;
  /** Lifetime in seconds, from `now`. */
  readonly lifetimeSeconds: number;
  /** Not valid before this many seconds from now (0 or undefined: no nbf claim). */
  readonly notBeforeSeconds?: number;
  /** Comma-separated IP addresses or host names the token is restricted to. */
  readonly clientIp?: string;
  /** Clock in milliseconds (injectable for tests). */
  readonly now?: () => number;
}

export interface MintedJwt {
  readonly token: string;
  readonly claims: JwtClaims;
  /** Expiry as a Date. */
  readonly expiresAt: Date;
}

/** Returns a reason the Kid is not acceptable, or undefined. */
export function validateKid(kid: string): Problem | undefined {
  return GUID_PATTERN.test(kid.trim()) ? undefined : problem('config.kidNotGuid');
}

/** Returns a reason the lifetime is not acceptable, or undefined. */
export function validateLifetime(text: string | number): Problem | undefined {
  const value = typeof text === 'number' ? text : Number(text.trim());
  if (!Number.isInteger(value) || value <= 0 || (typeof text === 'string' && !/^\s*\d+\s*$/.test(text))) {
    return problem('config.lifetimeNotWhole');
  }
  if (value > MAX_JWT_LIFETIME_SECONDS) {
    return problem('config.lifetimeTooLong', {
      max: MAX_JWT_LIFETIME_SECONDS,
    });
  }
  return undefined;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Returns a reason the comma-separated client IP list is not acceptable, or undefined. Empty is fine (no restriction). */
export function validateClientIp(text: string): Problem | undefined {
  const entries = text.split(',').map((e) => e.trim());
  if (entries.length === 1 && entries[0] === '') {
    return undefined;
  }
  for (const entry of entries) {
    if (entry === '') {
      return problem('config.clientIpEmptyEntry');
    }
    if (isIP(entry) === 0 && !(HOSTNAME.test(entry) && !/^[\d.]+$/.test(entry))) {
      return problem('config.clientIpBadEntry', { entry });
    }
  }
  return undefined;
}

/** Normalises a client IP list to "a,b,c" (no spaces), or undefined when empty. */
export function normalizeClientIp(text: string | undefined): string | undefined {
  const list = (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  return list.length > 0 ? list.join(',') : undefined;
}

/** True when the bearer value has the shape of a JWT (three segments, two dots). */
export function looksLikeJwt(value: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value);
}
