// Self-signed JWTs minted and any JWT read, with jose (joseJwt.ts, a file of its own loaded on
// first use: esbuild.mjs). The rules a JWT follows (Kid, lifetime, client IP) are in ../jwt.ts.
import { coded, ConfigError, problem } from '../../errors';
import {
  normalizeClientIp,
  validateClientIp,
  validateKid,
  validateLifetime,
  type JwtClaims,
  type MintedJwt,
  type MintOptions,
} from '../jwt';

/**
 * Mints a self-signed HS256 JWT as SERVICE.md §5.2 and CONTRACT.md say: header
 * {alg: HS256, typ: JWT, kid}, claims kid, exp, iat, optional nbf and clientIp.
 */
export async function mintSelfSignedJwt(options: MintOptions): Promise<MintedJwt> {
  const kid = options.kid.trim();
  const found =
    validateKid(kid) ?? validateLifetime(options.lifetimeSeconds) ?? (options.secret ? undefined : problem('config.secretEmpty'));
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
  return new ConfigError(coded('config.notJwt'), 'jwt');
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
