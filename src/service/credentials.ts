import { ConfigError, type CredentialKind } from './errors';
import { HttpTransport, member, readText, excerpt } from './http';
import { BadResponseError } from './errors';
import { jsonBody } from './multipart';
import { looksLikeJwt, mintSelfSignedJwt, normalizeClientIp, validateClientIp, validateKid, validateLifetime, jwtExpiry } from './jwt';

/** Yields the bearer value for each conversion request. */
export interface CredentialProvider {
  readonly kind: Exclude<CredentialKind, 'masterToken'>;
  /** The bearer for the next request (may be cached). */
  getBearer(signal?: AbortSignal): Promise<string>;
  /** Forgets any cached token (after the service refused it). */
  invalidate(): void;
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
  const problem = validateKid(options.kid) ?? validateLifetime(options.lifetimeSeconds) ?? (options.clientIp ? validateClientIp(options.clientIp) : undefined);
  if (problem) {
    throw new ConfigError(problem, 'jwt');
  }
}

/** Returns a reason an API Token value is not acceptable, or undefined. */
export function validateApiToken(value: string): string | undefined {
  const v = value.trim();
  if (v === '') {
    return 'The API Token is empty.';
  }
  if (/\s/.test(v)) {
    return 'The API Token has spaces in it; paste it exactly as the dashboard shows it.';
  }
  if (looksLikeJwt(v)) {
    return 'This looks like a JWT, not an API Token (API Tokens have no dots).';
  }
  return undefined;
}

/** An API Token sent as it is. */
export class ApiTokenCredential implements CredentialProvider {
  readonly kind = 'apiToken' as const;
  constructor(private readonly token: string) {
    const problem = validateApiToken(token);
    if (problem) {
      throw new ConfigError(problem, 'apiToken');
    }
  }
  async getBearer(): Promise<string> {
    return this.token.trim();
  }
  invalidate(): void {
    // An API Token cannot be renewed by the client.
  }
}

/** Caches one JWT until JWT_REUSE_FRACTION of its life has passed; concurrent callers share one fetch. */
abstract class CachedJwtCredential {
  private cached: { token: string; refreshAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(protected readonly now: Clock) {}

  async getBearer(signal?: AbortSignal): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) {
      return this.cached.token;
    }
    if (!this.pending) {
      const issuedAt = this.now();
      this.pending = this.obtain(signal)
        .then(({ token, expiresAt }) => {
          const lifetime = Math.max(0, expiresAt - issuedAt);
          this.cached = { token, refreshAt: issuedAt + lifetime * JWT_REUSE_FRACTION };
          return token;
        })
        .finally(() => {
          this.pending = undefined;
        });
    }
    return this.pending;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  protected abstract obtain(signal?: AbortSignal): Promise<{ token: string; expiresAt: number }>;
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
      throw new ConfigError('The JWT signing secret is not set.', 'jwtSecret');
    }
  }
  protected async obtain(): Promise<{ token: string; expiresAt: number }> {
    const minted = await mintSelfSignedJwt({ ...this.options, now: this.now });
    return { token: minted.token, expiresAt: minted.expiresAt.getTime() };
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
    const problem = validateApiToken(apiToken);
    if (problem) {
      throw new ConfigError(problem, 'apiToken');
    }
  }
  protected async obtain(signal?: AbortSignal): Promise<{ token: string; expiresAt: number }> {
    const issued = await requestServiceJwt(this.transport, this.apiToken, this.options, signal);
    return { token: issued.token, expiresAt: issued.expiresAt?.getTime() ?? this.now() + this.options.lifetimeSeconds * 1000 };
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
export async function requestServiceJwt(transport: HttpTransport, apiToken: string, options: JwtOptions, signal?: AbortSignal): Promise<IssuedJwt> {
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
  const text = (await readText(response, 1024 * 1024)).trim();
  const token = parseJwtResponse(text);
  if (!token) {
    throw new BadResponseError(
      `The token endpoint answered ${response.statusCode} without a JWT in its body: "${excerpt(text, transport.redactor)}".`,
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
