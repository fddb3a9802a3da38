/**
 * HS256 JWTs, signed, read and verified with jose, with CONTRACT.md's own rules on top and each
 * refusal worded here: only HS256, `kid` read from the payload and equal to the header's when
 * both have it, integer `exp` required, `nbf` honoured, 30 seconds of skew on both.
 */
import { SignJWT, decodeJwt as readPayload, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';

/** Clock skew tolerated on `exp` and `nbf`, in seconds. */
export const CLOCK_SKEW_SEC = 30;

/** A JWT that must be refused; the message says why (it goes into the 401 body). */
export class JwtRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JwtRejected';
  }
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs `payload` with HS256 under `secret`, putting `kid` in the header too. */
export async function signJwt(payload: Record<string, unknown>, secret: string, kid: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid }).sign(key(secret));
}

/** A JWT whose structure is sound, not yet checked against a key or a clock. */
export interface DecodedJwt {
  readonly kid: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly token: string;
}

/** One part read by jose; its refusal (not base64url, not JSON, not an object) worded for the 401 body. */
function decoded<T>(read: () => T, what: string): T {
  try {
    return read();
  } catch {
    throw new JwtRejected(`The JWT ${what} is not a base64url-encoded JSON object.`);
  }
}

/** Checks the structure, the algorithm and the `kid`s; throws JwtRejected. */
export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)) || parts[0] === '' || parts[1] === '') {
    throw new JwtRejected('The JWT is not three base64url segments joined by dots.');
  }
  const header: Record<string, unknown> = decoded(() => decodeProtectedHeader(token), 'header');
  const payload: Record<string, unknown> = decoded(() => readPayload(token), 'payload');
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
  return { kid: payload.kid, payload, token };
}

/**
 * Checks the time claims' types (CONTRACT.md's wording), then the signature and the times with
 * jose (HS256 only, 30 s of skew, at `nowMs`); throws JwtRejected.
 */
export async function verifyJwt(jwt: DecodedJwt, secret: string, nowMs: number): Promise<void> {
  const { exp, nbf, iat } = jwt.payload;
  if (exp === undefined) {
    throw new JwtRejected('The JWT has no "exp" claim.');
  }
  if (typeof exp !== 'number' || !Number.isInteger(exp)) {
    throw new JwtRejected('The JWT "exp" claim is not an integer Unix time.');
  }
  if (nbf !== undefined && (typeof nbf !== 'number' || !Number.isFinite(nbf))) {
    throw new JwtRejected('The JWT "nbf" claim is not a Unix time.');
  }
  if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat))) {
    throw new JwtRejected('The JWT "iat" claim is not a Unix time.');
  }
  if (jwt.payload.clientIp !== undefined && typeof jwt.payload.clientIp !== 'string') {
    throw new JwtRejected('The JWT "clientIp" claim is not a string.');
  }
  try {
    await jwtVerify(jwt.token, key(secret), {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_SKEW_SEC,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp'],
    });
  } catch (err) {
    throw new JwtRejected(refusal(err));
  }
}

/** jose's refusal in the words the emulator's 401 body uses. */
function refusal(err: unknown): string {
  if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'The JWT signature does not match the secret of the API Token its "kid" names.';
  }
  if (err instanceof joseErrors.JWTExpired) {
    return 'The JWT has expired.';
  }
  if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'nbf') {
    return 'The JWT is not valid yet ("nbf" is in the future).';
  }
  return `The JWT was refused: ${err instanceof Error ? err.message : String(err)}`;
}
