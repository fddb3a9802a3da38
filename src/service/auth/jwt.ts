/**
 * JWTs: the rules a Kid, a lifetime and a client IP list follow, self-signed HS256 JWTs minted
 * with jose, and a JWT read (not verified) for display. jose is loaded on first use.
 */
import { isIP } from 'node:net';
import { ConfigError, problem, type Problem } from '../errors';

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
  return GUID_PATTERN.test(kid.trim())
    ? undefined
    : problem('config.kidNotGuid', 'The Kid is a GUID such as 0f8fad5b-d9cb-469f-a165-70867728950e (copy it from the dashboard).');
}

/** Returns a reason the lifetime is not acceptable, or undefined. */
export function validateLifetime(text: string | number): Problem | undefined {
  const value = typeof text === 'number' ? text : Number(text.trim());
  if (!Number.isInteger(value) || value <= 0 || (typeof text === 'string' && !/^\s*\d+\s*$/.test(text))) {
    return problem('config.lifetimeNotWhole', 'The lifetime is a whole number of seconds greater than 0.');
  }
  if (value > MAX_JWT_LIFETIME_SECONDS) {
    return problem('config.lifetimeTooLong', `The lifetime can be at most ${MAX_JWT_LIFETIME_SECONDS} seconds (30 days).`, {
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
      return problem('config.clientIpEmptyEntry', 'The list has an empty entry; separate addresses with single commas.');
    }
    if (isIP(entry) === 0 && !(HOSTNAME.test(entry) && !/^[\d.]+$/.test(entry))) {
      return problem('config.clientIpBadEntry', `"${entry}" is not an IPv4 or IPv6 address or a host name.`, { entry });
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

/**
 * Mints a self-signed HS256 JWT as SERVICE.md §5.2 and CONTRACT.md say: header
 * {alg: HS256, typ: JWT, kid}, claims kid, exp, iat, optional nbf and clientIp.
 */
export async function mintSelfSignedJwt(options: MintOptions): Promise<MintedJwt> {
  const kid = options.kid.trim();
  const found =
    validateKid(kid) ??
    validateLifetime(options.lifetimeSeconds) ??
    (options.secret ? undefined : problem('config.secretEmpty', 'The signing secret is empty.'));
  if (found) {
    throw ConfigError.of(found, 'jwt');
  }
  const clientIp = normalizeClientIp(options.clientIp);
  if (clientIp) {
    const ipProblem = validateClientIp(clientIp);
    if (ipProblem) {
      throw ConfigError.of(ipProblem, 'jwtClientIp');
    }
  }
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  const claims: Record<string, unknown> = { kid, iat: nowSeconds, exp: nowSeconds + options.lifetimeSeconds };
  if (options.notBeforeSeconds && options.notBeforeSeconds > 0) {
    claims.nbf = nowSeconds + Math.floor(options.notBeforeSeconds);
  }
  if (clientIp) {
    claims.clientIp = clientIp;
  }
  const token = await joseJwt().signHs256(claims, kid, options.secret);
  return { token, claims: claims as JwtClaims, expiresAt: new Date((nowSeconds + options.lifetimeSeconds) * 1000) };
}

/** True when the bearer value has the shape of a JWT (three segments, two dots). */
export function looksLikeJwt(value: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value);
}

/** jose, loaded on first use (a separate file in the extension bundle, see esbuild.mjs). */
function joseJwt(): typeof import('./joseJwt') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  return require('./joseJwt') as typeof import('./joseJwt');
}

/** Reads a JWT's claims for display, WITHOUT verifying it. Throws ConfigError when it is not a JWT. */
export function decodeJwtClaims(token: string): { header: Record<string, unknown>; claims: JwtClaims } {
  const trimmed = token.trim();
  // Three segments, the first two non-empty base64url (jose alone would also take padding).
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[^.]*$/.test(trimmed)) {
    throw notJwt();
  }
  try {
    const { header, claims } = joseJwt().decodeUnverified(trimmed);
    return { header, claims: claims as JwtClaims };
  } catch {
    throw notJwt();
  }
}

function notJwt(): ConfigError {
  return new ConfigError('This value is not a JWT that can be decoded.', 'jwt', { messageCode: 'config.notJwt' });
}

/** The expiry of a JWT as a Date, or undefined when it has no readable exp. */
export function jwtExpiry(token: string): Date | undefined {
  try {
    const exp = decodeJwtClaims(token).claims.exp;
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
