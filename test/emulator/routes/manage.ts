/**
 * The emulator-only management API under `/_emulator/` (no auth; loopback only): the calls of
 * CONTRACT.md, plus `GET /_emulator/accounts/{AccountId}` (the account with its tokens, secrets
 * included) and `GET /_emulator/requests?since=n` (the request log from entry n on, credentials
 * and passwords in queries masked; reset keeps it; an html→pdf entry has `printed`: the engine,
 * the page's size and parameters, its embedded/remote/local references and what it tried to fetch
 * while printing) for tests and tools. The emulator's own Web Page to
 * PDF gets 404 here (see PAGE_FETCH_HEADER): a loopback page converted to PDF never holds a secret. Member names are matched without regard to case.
 */
import type { EmulatorDeps } from '../deps';
import { ApiError, ErrorCode, notFound, validationError } from '../errors';
import type { Faults } from '../faults';
import { decodeSegment, member, readJsonObject, sendJson, type RequestContext } from '../http';
import { parseEnvironment, type Account, type ApiToken } from '../state';

/** The token record the management API answers with. */
export function tokenRecord(token: ApiToken): Record<string, unknown> {
  return {
    Token: token.token,
    Name: token.name,
    Kid: token.kid,
    Secret: token.secret,
    Environment: token.environment,
    ConsumptionLimit: token.consumptionLimit,
    ExpiresAt: token.expiresAt,
    Usage: token.usage,
  };
}

/** The account record the management API answers with. */
export function accountRecord(account: Account): Record<string, unknown> {
  return {
    AccountId: account.accountId,
    FullName: account.fullName,
    Email: account.email,
    Active: account.active,
    ConversionsTotal: account.conversionsTotal,
    ConversionsConsumed: account.conversionsConsumed,
    QuotaStatus: account.quotaStatus,
    Tokens: account.tokens.map(tokenRecord),
  };
}

function optionalString(body: Record<string, unknown>, name: string, fallback: string): string {
  const value = member(body, name);
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'string') {
    throw validationError(name, 'Must be a string.');
  }
  return value;
}

function count(body: Record<string, unknown>, name: string, nullable: boolean): number | null | undefined {
  const value = member(body, name);
  if (value === undefined || (value === null && nullable)) {
    return value as undefined | null;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw validationError(name, `Must be a non-negative integer${nullable ? ' or null' : ''}.`);
  }
  return value;
}

function environment(body: Record<string, unknown>, required: boolean): ApiToken['environment'] | undefined {
  const value = member(body, 'Environment');
  if (value === undefined && !required) {
    return undefined;
  }
  const env = parseEnvironment(value);
  if (!env) {
    throw validationError('Environment', 'Must be Production or Development.');
  }
  return env;
}

/** `ExpiresAt`: an RFC 3339 date-time (normalised to UTC), null for none, undefined when absent. */
function expiresAt(body: Record<string, unknown>): string | null | undefined {
  const value = member(body, 'ExpiresAt');
  if (value === undefined || value === null) {
    return value as undefined | null;
  }
  const ms =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)
      ? Date.parse(value)
      : NaN;
  if (!Number.isFinite(ms)) {
    throw validationError('ExpiresAt', 'Must be an RFC 3339 date-time or null.');
  }
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}

/** Routes one `/_emulator/...` request. */
export async function handleManage(ctx: RequestContext, deps: EmulatorDeps, faults: Faults, onReset: () => Promise<void>): Promise<void> {
  const parts = ctx.path.split('/').slice(2).map(decodeSegment);
  const route = `${ctx.method} ${parts.map((p, i) => ((i % 2 === 1 && parts[i - 1] === 'accounts') || (i === 3 && parts[2] === 'tokens') ? ':' : p)).join('/')}`;
  const account = (): Account => {
    const found = deps.state.account(parts[1]!);
    if (!found) {
      throw notFound(`There is no account ${parts[1]}.`);
    }
    return found;
  };
  const body = async (): Promise<Record<string, unknown>> => readJsonObject(ctx.req, { requireJsonType: false });
  switch (route) {
    case 'POST accounts': {
      const b = await body();
      const total = count(b, 'ConversionsTotal', false) ?? 1000;
      const created = deps.state.createAccount(
        optionalString(b, 'FullName', 'Test User'),
        optionalString(b, 'Email', 'test@example.com'),
        total as number,
      );
      sendJson(ctx.res, 200, { AccountId: created.accountId, MasterToken: created.masterToken });
      return;
    }
    case 'GET accounts/:':
      sendJson(ctx.res, 200, accountRecord(account()));
      return;
    case 'PATCH accounts/:': {
      const target = account();
      const b = await body();
      const total = count(b, 'ConversionsTotal', false);
      const consumed = count(b, 'ConversionsConsumed', false);
      const active = member(b, 'Active');
      if (active !== undefined && typeof active !== 'boolean') {
        throw validationError('Active', 'Must be true or false.');
      }
      const quotaStatus = member(b, 'QuotaStatus');
      if (quotaStatus !== undefined && quotaStatus !== 401 && quotaStatus !== 403) {
        throw validationError('QuotaStatus', 'Must be 401 or 403.');
      }
      deps.state.update(() => {
        target.quotaStatus = quotaStatus ?? target.quotaStatus;
        target.conversionsTotal = (total as number | undefined) ?? target.conversionsTotal;
        target.conversionsConsumed = (consumed as number | undefined) ?? target.conversionsConsumed;
        target.active = active ?? target.active;
      });
      sendJson(ctx.res, 200, accountRecord(target));
      return;
    }
    case 'POST accounts/:/tokens': {
      const target = account();
      const b = await body();
      const name = optionalString(b, 'Name', '');
      if (name.trim() === '') {
        throw validationError('Name', 'Missing.');
      }
      const limit = count(b, 'ConsumptionLimit', true) ?? null;
      sendJson(ctx.res, 200, tokenRecord(deps.state.createToken(target, name, environment(b, true)!, limit, expiresAt(b) ?? null)));
      return;
    }
    case 'PATCH accounts/:/tokens/:': {
      const target = account();
      const token = target.tokens.find((t) => t.kid.toLowerCase() === parts[3]!.toLowerCase());
      if (!token) {
        throw notFound(`There is no token with the Kid ${parts[3]} on this account.`);
      }
      const b = await body();
      const env = environment(b, false);
      const limit = count(b, 'ConsumptionLimit', true);
      const expiry = expiresAt(b);
      deps.state.update(() => {
        token.expiresAt = expiry === undefined ? token.expiresAt : expiry;
        token.environment = env ?? token.environment;
        token.consumptionLimit = limit === undefined ? token.consumptionLimit : limit;
      });
      sendJson(ctx.res, 200, tokenRecord(token));
      return;
    }
    case 'POST accounts/:/master/refresh':
      sendJson(ctx.res, 200, { MasterToken: deps.state.refreshMasterToken(account()) });
      return;
    case 'POST faults':
      faults.set(await body());
      sendJson(ctx.res, 200, {});
      return;
    case 'GET requests': {
      // The log lives in the emulator's process; a test in another process (the extension host)
      // counts what reached the service through this. `since` skips the entries it has seen.
      const since = ctx.query.get('since') ?? '0';
      if (!/^\d+$/.test(since)) {
        throw validationError('since', 'Must be a non-negative integer.');
      }
      sendJson(ctx.res, 200, deps.requestLog.slice(Number(since)));
      return;
    }
    case 'POST reset':
      await onReset();
      sendJson(ctx.res, 200, {});
      return;
    default:
      throw new ApiError(404, ErrorCode.notFound, `No emulator call ${ctx.method} ${ctx.path}.`);
  }
}
