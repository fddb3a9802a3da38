import {
  coded,
  BadResponseError,
  CancelledError,
  ConfigError,
  problem,
  type CredentialKind,
  type Problem,
  type Redactor,
} from '../../errors';
import { HttpTransport, excerpt, excerptData, member, readText, jsonBody } from '../../http';
import { looksLikeJwt, normalizeClientIp, validateClientIp, validateKid, validateLifetime, type JwtClaims } from '../jwt';
import { decodeJwtClaims, jwtExpiry, mintSelfSignedJwt } from './jwtTokens';

/** Yields the bearer value for each conversion request. */
export interface CredentialProvider {
  readonly kind: Exclude<CredentialKind, 'masterToken'>;
  /** The bearer for the next request (may be cached). */
  getBearer(signal?: AbortSignal): Promise<string>;
  /** Forgets any cached token (after the service refused it). */
  invalidate(): void;
  /** Registers every secret value this provider holds, so that no log line can show it. */
  registerSecrets?(redactor: Redactor): void;
}

/** Settings of a JWT: which API Token it speaks for, how long it lives, where it may be used. */
export interface JwtOptions {
  readonly kid: string;
  readonly lifetimeSeconds: number;
  readonly clientIp?: string;
}

/** Clock in milliseconds. */
export type Clock = () => number;

/** The share of a JWT's lifetime after which a new one is fetched or minted. */
export const JWT_REUSE_FRACTION = 0.8;

function checkJwtOptions(options: JwtOptions): void {
  const found =
    validateKid(options.kid) ??
    validateLifetime(options.lifetimeSeconds) ??
    (options.clientIp ? validateClientIp(options.clientIp) : undefined);
  if (found) {
    throw ConfigError.of(found, 'jwt');
  }
}

/** Returns a reason an API Token value is not acceptable, or undefined. */
export function validateApiToken(value: string): Problem | undefined {
  const v = value.trim();
  if (v === '') {
    return problem('config.apiTokenEmpty');
  }
  if (/\s/.test(v)) {
    return problem('config.apiTokenSpaces');
  }
  if (looksLikeJwt(v)) {
    return problem('config.apiTokenIsJwt');
  }
  return undefined;
}

/** An API Token sent as it is. */
export class ApiTokenCredential implements CredentialProvider {
  readonly kind = 'apiToken' as const;
  constructor(private readonly token: string) {
    const found = validateApiToken(token);
    if (found) {
      throw ConfigError.of(found, 'apiToken');
    }
  }
  async getBearer(): Promise<string> {
    return this.token.trim();
  }
  invalidate(): void {
    // An API Token cannot be renewed by the client.
  }
  registerSecrets(redactor: Redactor): void {
    redactor.add(this.token.trim());
  }
}

/**
 * Caches one JWT until JWT_REUSE_FRACTION of its life has passed; concurrent callers share one
 * fetch. Lifetimes are measured on our own clock from the moment we asked: comparing the
 * server's ExpiresAt with our clock would let any clock difference shorten or stretch them.
 */
abstract class CachedJwtCredential {
  private cached: { token: string; refreshAt: number } | undefined;
  private pending: Promise<string> | undefined;
  /** Bumped by invalidate(), so that a fetch already under way does not refill the cache. */
  private generation = 0;

  constructor(protected readonly now: Clock) {}

  async getBearer(signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) {
      throw new CancelledError();
    }
    if (this.cached && this.now() < this.cached.refreshAt) {
      return this.cached.token;
    }
    if (!this.pending) {
      const issuedAt = this.now();
      const generation = this.generation;
      // Not tied to one caller's signal: a caller that gives up must not fail the others waiting.
      const pending = this.obtain()
        .then(({ token, lifetimeMs }) => {
          if (generation === this.generation) {
            this.cached = { token, refreshAt: issuedAt + Math.max(0, lifetimeMs) * JWT_REUSE_FRACTION };
          }
          return token;
        })
        .finally(() => {
          if (this.pending === pending) {
            this.pending = undefined;
          }
        });
      pending.catch(() => undefined);
      this.pending = pending;
    }
    return abortable(this.pending, signal);
  }

  invalidate(): void {
    this.cached = undefined;
    this.pending = undefined;
    this.generation++;
  }

  protected abstract obtain(): Promise<{ token: string; lifetimeMs: number }>;
}

/** Resolves as `promise` does, or rejects with CancelledError as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) {
    return promise;
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** Self-signed HS256 JWTs made from an API Token's Kid and secret (never leaves the machine but as a bearer). */
export class SelfSignedJwtCredential extends CachedJwtCredential implements CredentialProvider {
  readonly kind = 'selfSignedJwt' as const;
  constructor(
    private readonly options: JwtOptions & { readonly secret: string },
    now: Clock = Date.now,
  ) {
    super(now);
    checkJwtOptions(options);
    if (!options.secret) {
      throw new ConfigError(coded('config.jwtSecretMissing'), 'jwtSecret');
    }
  }
  registerSecrets(redactor: Redactor): void {
    redactor.add(this.options.secret);
  }
  protected async obtain(): Promise<{ token: string; lifetimeMs: number }> {
    const minted = await mintSelfSignedJwt({ ...this.options, now: this.now });
    return { token: minted.token, lifetimeMs: this.options.lifetimeSeconds * 1000 };
  }
}

/** JWTs from the service's token endpoint (POST /token/jwt), authorised by an API Token. */
export class ServiceJwtCredential extends CachedJwtCredential implements CredentialProvider {
  readonly kind = 'serviceJwt' as const;
  constructor(
    private readonly transport: HttpTransport,
    private readonly apiToken: string,
    private readonly options: JwtOptions,
    now: Clock = Date.now,
  ) {
    super(now);
    checkJwtOptions(options);
    const found = validateApiToken(apiToken);
    if (found) {
      throw ConfigError.of(found, 'apiToken');
    }
  }
  registerSecrets(redactor: Redactor): void {
    redactor.add(this.apiToken.trim());
  }
  protected async obtain(): Promise<{ token: string; lifetimeMs: number }> {
    const issued = await requestServiceJwt(this.transport, this.apiToken, this.options);
    // The server may grant less than we asked; its own iat/exp say so without involving clocks.
    const claims = jwtClaimsOrUndefined(issued.token);
    const granted = typeof claims?.exp === 'number' && typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : Infinity;
    return { token: issued.token, lifetimeMs: Math.min(this.options.lifetimeSeconds * 1000, granted) };
  }
}

/** A JWT from the token endpoint. */
export interface IssuedJwt {
  readonly token: string;
  /** From ExpiresAt, or the token's exp claim, when either is readable. */
  readonly expiresAt?: Date;
}

/**
 * POST /token/jwt with the API Token. Accepts {Token, ExpiresAt}, a bare JWT (text or JSON
 * string), or an object whose token/jwt/accessToken/access_token member holds it.
 */
export async function requestServiceJwt(
  transport: HttpTransport,
  apiToken: string,
  options: JwtOptions,
  signal?: AbortSignal,
): Promise<IssuedJwt> {
  checkJwtOptions(options);
  const body: Record<string, unknown> = { Kid: options.kid.trim(), ExpiresInSec: options.lifetimeSeconds };
  const clientIp = normalizeClientIp(options.clientIp);
  if (clientIp) {
    body.ClientIp = clientIp;
  }
  const response = await transport.send({
    method: 'POST',
    target: '/token/jwt',
    headers: { accept: 'application/json' },
    body: jsonBody(body),
    credential: { kind: 'apiToken', bearer: apiToken.trim() },
    signal,
    label: 'token/jwt',
  });
  const text = (await readText(response, 1024 * 1024, signal)).trim();
  const token = parseJwtResponse(text);
  if (!token) {
    throw new BadResponseError(
      coded('response.noJwt', { status: response.statusCode, ...excerptData(text, transport.redactor) }),
      { status: response.statusCode },
      excerpt(text, transport.redactor),
    );
  }
  transport.redactor.add(token);
  let expiresAt: Date | undefined;
  try {
    const declared = member(JSON.parse(text), 'ExpiresAt');
    if (typeof declared === 'string' && !Number.isNaN(Date.parse(declared))) {
      expiresAt = new Date(declared);
    }
  } catch {
    // A bare JWT has no ExpiresAt; the exp claim tells.
  }
  return { token, expiresAt: expiresAt ?? jwtExpiry(token) };
}

/** Finds the JWT in a token-endpoint body, or undefined. */
export function parseJwtResponse(text: string): string | undefined {
  if (looksLikeJwt(text)) {
    return text;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed === 'string') {
    return looksLikeJwt(parsed.trim()) ? parsed.trim() : undefined;
  }
  const candidate = member(parsed, 'Token', 'jwt', 'accessToken', 'access_token');
  return typeof candidate === 'string' && looksLikeJwt(candidate.trim()) ? candidate.trim() : undefined;
}

function jwtClaimsOrUndefined(token: string): JwtClaims | undefined {
  try {
    return decodeJwtClaims(token).claims;
  } catch {
    return undefined;
  }
}
