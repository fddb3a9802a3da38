/**
 * HS256 JWTs, written by hand so that every refusal of CONTRACT.md is visible here: only HS256,
 * `kid` read from the payload and equal to the header's when both have it, integer `exp`
 * required, `nbf` honoured, 30 seconds of skew on both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Clock skew tolerated on `exp` and `nbf`, in seconds. */
export const CLOCK_SKEW_SEC = 30;

/** A JWT that must be refused; the message says why (it goes into the 401 body). */
export class JwtRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JwtRejected';
  }
}

function b64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

function hmac(signingInput: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(signingInput).digest('base64url');
}

/** Signs `payload` with HS256 under `secret`, putting `kid` in the header too. */
export function signJwt(payload: Record<string, unknown>, secret: string, kid: string): string {
  const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid }))}.${b64url(JSON.stringify(payload))}`;
  return `${signingInput}.${hmac(signingInput, secret)}`;
}

/** A JWT whose structure is sound, not yet checked against a key or a clock. */
export interface DecodedJwt {
  readonly kid: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly signingInput: string;
  readonly signature: string;
}

function decodeObject(segment: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new JwtRejected(`The JWT ${what} is not base64url-encoded JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JwtRejected(`The JWT ${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** Checks the structure, the algorithm and the `kid`s; throws JwtRejected. */
export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)) || parts[0] === '' || parts[1] === '') {
    throw new JwtRejected('The JWT is not three base64url segments joined by dots.');
  }
  const header = decodeObject(parts[0]!, 'header');
  const payload = decodeObject(parts[1]!, 'payload');
  if (header.alg !== 'HS256') {
    throw new JwtRejected(`The JWT algorithm ${JSON.stringify(header.alg)} is refused; only HS256 is accepted.`);
  }
  if (header.crit !== undefined) {
    throw new JwtRejected('The JWT header has "crit" extensions, which this server does not understand.');
  }
  if (typeof payload.kid !== 'string' || payload.kid === '') {
    throw new JwtRejected('The JWT payload has no "kid" claim.');
  }
  if (header.kid !== undefined && header.kid !== payload.kid) {
    throw new JwtRejected('The JWT header "kid" differs from the payload "kid".');
  }
  if (parts[2] === '') {
    throw new JwtRejected('The JWT has no signature.');
  }
  return { kid: payload.kid, payload, signingInput: `${parts[0]}.${parts[1]}`, signature: parts[2]! };
}

/** Checks the signature with `secret` and the time claims against `nowMs`; throws JwtRejected. */
export function verifyJwt(jwt: DecodedJwt, secret: string, nowMs: number): void {
  const expected = Buffer.from(hmac(jwt.signingInput, secret));
  const actual = Buffer.from(jwt.signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new JwtRejected('The JWT signature does not match the secret of the API Token its "kid" names.');
  }
  const { exp, nbf, iat } = jwt.payload;
  const now = nowMs / 1000;
  if (exp === undefined) {
    throw new JwtRejected('The JWT has no "exp" claim.');
  }
  if (typeof exp !== 'number' || !Number.isInteger(exp)) {
    throw new JwtRejected('The JWT "exp" claim is not an integer Unix time.');
  }
  if (now >= exp + CLOCK_SKEW_SEC) {
    throw new JwtRejected('The JWT has expired.');
  }
  if (nbf !== undefined) {
    if (typeof nbf !== 'number' || !Number.isFinite(nbf)) {
      throw new JwtRejected('The JWT "nbf" claim is not a Unix time.');
    }
    if (now + CLOCK_SKEW_SEC < nbf) {
      throw new JwtRejected('The JWT is not valid yet ("nbf" is in the future).');
    }
  }
  if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat))) {
    throw new JwtRejected('The JWT "iat" claim is not a Unix time.');
  }
  if (jwt.payload.clientIp !== undefined && typeof jwt.payload.clientIp !== 'string') {
    throw new JwtRejected('The JWT "clientIp" claim is not a string.');
  }
}
