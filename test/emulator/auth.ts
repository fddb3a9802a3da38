/**
 * Who is calling. Credentials come from `Authorization: Bearer <value>` or, where the contract
 * allows it, from the query parameter `Token` (aliases `Secret`, `Auth`; names in any case), which
 * carries an API Token only (a JWT there is 401/4012); the header wins when both are there. Each
 * endpoint family accepts only its own credential kinds.
 */
import { ErrorCode, unauthorized } from './errors';
import type { RequestContext } from './http';
import { ipListAllows } from './ip';
import { decodeJwt, JwtRejected, verifyJwt } from './jwt';
import type { Account, ApiToken, EmulatorState } from './state';

/** A bearer value and where it came from. */
export interface Credential {
  readonly value: string;
  readonly from: 'header' | 'query';
}

/** Query parameter names that carry a credential, in order of precedence. */
export const QUERY_CREDENTIAL_NAMES = ['Token', 'Secret', 'Auth'] as const;

/** True for a query parameter name that carries a credential (so it is no conversion parameter). */
export function isCredentialParam(name: string): boolean {
  return QUERY_CREDENTIAL_NAMES.some((n) => n.toLowerCase() === name.toLowerCase());
}

/** The credential a request presents; 401 code 4013 when an Authorization header is not a usable Bearer one. */
export function presentedCredential(ctx: RequestContext, allowQuery: boolean): Credential | undefined {
  const header = ctx.req.headers.authorization;
  if (header !== undefined) {
    const m = /^Bearer +([^\s]+) *$/i.exec(header);
    if (!m) {
      throw unauthorized(ErrorCode.noCredentials, 'The Authorization header must be "Bearer <token>".');
    }
    return { value: m[1]!, from: 'header' };
  }
  if (allowQuery) {
    for (const name of QUERY_CREDENTIAL_NAMES) {
      const value = ctx.query.get(name);
      if (value) {
        return { value, from: 'query' };
      }
    }
  }
  return undefined;
}

/** The kind a bearer value looks like: two dots make a JWT (CONTRACT.md). */
function kindOf(value: string, state: EmulatorState): 'jwt' | 'masterToken' | 'apiToken' {
  if (value.split('.').length === 3) {
    return 'jwt';
  }
  return state.byMasterToken(value) ? 'masterToken' : 'apiToken';
}

function requireCredential(
  ctx: RequestContext,
  allowQuery: boolean,
  state: EmulatorState,
): Credential & { kind: 'jwt' | 'masterToken' | 'apiToken' } {
  const credential = presentedCredential(ctx, allowQuery);
  if (!credential) {
    ctx.authKind = 'none';
    const where = allowQuery ? 'an Authorization: Bearer header or a Token query parameter' : 'an Authorization: Bearer header';
    throw unauthorized(ErrorCode.noCredentials, `No credentials: send ${where}.`);
  }
  const kind = kindOf(credential.value, state);
  ctx.authKind = kind;
  ctx.authFrom = credential.from;
  return { ...credential, kind };
}

/** True once an API Token's dashboard expiry date has passed. */
function expired(token: ApiToken, nowMs: number): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= nowMs;
}

function requireActive(account: Account): void {
  if (!account.active) {
    throw unauthorized(ErrorCode.accountInactive, 'The account is inactive.');
  }
}

/** The account and token of an API Token value; 401/4011 when it is unknown or expired, 401 when its account is inactive. */
function apiTokenCaller(value: string, state: EmulatorState, nowMs: number): { account: Account; token: ApiToken } {
  const found = state.byApiToken(value);
  if (!found) {
    throw unauthorized(ErrorCode.badApiToken, 'The API Token is not valid.');
  }
  if (expired(found.token, nowMs)) {
    throw unauthorized(ErrorCode.badApiToken, 'The API Token has expired.');
  }
  requireActive(found.account);
  return found;
}

/** An API Token or JWT caller: the token charged for its conversions and its account. */
export interface ConversionCaller {
  readonly account: Account;
  readonly token: ApiToken;
  readonly kind: 'apiToken' | 'jwt';
}

/** Conversions, uploads and web conversions: an API Token or a JWT, header or query. */
export async function authenticateConversion(ctx: RequestContext, state: EmulatorState, nowMs: number): Promise<ConversionCaller> {
  const credential = requireCredential(ctx, true, state);
  if (credential.kind === 'masterToken') {
    throw unauthorized(ErrorCode.badApiToken, 'The Master Token is for the administrative endpoints only; use an API Token or a JWT.');
  }
  if (credential.kind === 'jwt' && credential.from === 'query') {
    // The service takes a JWT as Bearer only; Token=/Secret= carry an API Token (CONTRACT.md revision 3, Auth).
    throw unauthorized(ErrorCode.badJwt, 'A JWT is accepted in the Authorization header only, not in the address; use an API Token there.');
  }
  if (credential.kind === 'apiToken') {
    return { ...apiTokenCaller(credential.value, state, nowMs), kind: 'apiToken' };
  }
  try {
    const jwt = decodeJwt(credential.value);
    const found = state.byKid(jwt.kid);
    if (!found) {
      throw new JwtRejected('The JWT "kid" names no API Token.');
    }
    if (expired(found.token, nowMs)) {
      throw new JwtRejected('The API Token the JWT "kid" names has expired.');
    }
    await verifyJwt(jwt, found.token.secret, nowMs);
    const clientIp = jwt.payload.clientIp;
    if (typeof clientIp === 'string' && !(await ipListAllows(clientIp, ctx.remoteIp))) {
      throw new JwtRejected(`The JWT is not valid for the client address ${ctx.remoteIp}.`);
    }
    requireActive(found.account);
    return { ...found, kind: 'jwt' };
  } catch (err) {
    if (err instanceof JwtRejected) {
      throw unauthorized(ErrorCode.badJwt, err.message);
    }
    throw err;
  }
}

/** `POST /token/jwt`: an API Token in the header, nothing else. */
export function authenticateApiTokenOnly(ctx: RequestContext, state: EmulatorState, nowMs: number): { account: Account; token: ApiToken } {
  const credential = requireCredential(ctx, false, state);
  if (credential.kind !== 'apiToken') {
    const what = credential.kind === 'jwt' ? 'A JWT' : 'The Master Token';
    throw unauthorized(ErrorCode.badApiToken, `${what} cannot generate JWTs; use an API Token.`);
  }
  return apiTokenCaller(credential.value, state, nowMs);
}

/**
 * Administrative endpoints: the Master Token in the header only (it never belongs in a URL).
 * An inactive account can still read its own records, which show `Active: false`.
 */
export function authenticateMaster(ctx: RequestContext, state: EmulatorState): Account {
  const credential = requireCredential(ctx, false, state);
  if (credential.kind !== 'masterToken') {
    const what = credential.kind === 'jwt' ? 'A JWT' : 'This token';
    throw unauthorized(
      ErrorCode.badMasterToken,
      `${what} is not a valid Master Token; the administrative endpoints accept the Master Token only.`,
    );
  }
  return state.byMasterToken(credential.value)!;
}
