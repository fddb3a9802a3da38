/** The administrative endpoints: `GET /user`, `/user/statistic`, `/user/log`. Master Token only. */
import { authenticateMaster } from '../auth';
import type { EmulatorDeps } from '../deps';
import { validationError } from '../errors';
import { negotiate, sendBytes, sendJson, type RequestContext } from '../http';
import { statisticsCsv } from '../statistics';

function dateParam(ctx: RequestContext, name: string, required: boolean): string | undefined {
  const value = ctx.query.get(name);
  if (value === undefined || value === '') {
    if (required) {
      throw validationError(`${name}: missing (YYYY-MM-DD).`);
    }
    return undefined;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw validationError(`${name}: must be a date written YYYY-MM-DD.`);
  }
  return value;
}

function dateRange(ctx: RequestContext, required: boolean): { startDate?: string; endDate?: string } {
  const startDate = dateParam(ctx, 'startDate', required);
  const endDate = dateParam(ctx, 'endDate', required);
  if (startDate && endDate && endDate < startDate) {
    throw validationError('endDate: is before startDate.');
  }
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

function intParam(ctx: RequestContext, name: string, fallback: number, min: number, max: number): number {
  const value = ctx.query.get(name);
  if (value === undefined || value === '') {
    return fallback;
  }
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw validationError(`${name}: must be an integer from ${min} to ${max}.`);
  }
  return n;
}

/** `GET /user`. */
export function handleUser(ctx: RequestContext, deps: EmulatorDeps): void {
  const account = authenticateMaster(ctx, deps.state);
  sendJson(ctx.res, 200, {
    Active: account.active,
    FullName: account.fullName,
    Email: account.email,
    ConversionsTotal: account.conversionsTotal,
    ConversionsConsumed: account.conversionsConsumed,
  });
}

/** `GET /user/statistic?startDate&endDate` (both required), JSON or, on `Accept: text/csv`, CSV. */
export function handleStatistic(ctx: RequestContext, deps: EmulatorDeps): void {
  const account = authenticateMaster(ctx, deps.state);
  const { startDate, endDate } = dateRange(ctx, true);
  const rows = deps.state.statisticRows(account.accountId, startDate!, endDate!);
  if (negotiate(ctx.req.headers.accept, ['application/json', 'text/csv'], 'application/json') === 'text/csv') {
    sendBytes(ctx.res, 200, Buffer.from(statisticsCsv(rows), 'utf8'), { 'Content-Type': 'text/csv; charset=utf-8' });
    return;
  }
  sendJson(ctx.res, 200, rows);
}

/** `GET /user/log?startDate&endDate&limit&offset`: newest first; dates optional, limit 1..1000 (default 100). */
export function handleLog(ctx: RequestContext, deps: EmulatorDeps): void {
  const account = authenticateMaster(ctx, deps.state);
  const { startDate, endDate } = dateRange(ctx, false);
  const limit = intParam(ctx, 'limit', 100, 1, 1000);
  const offset = intParam(ctx, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const rows = deps.state.logRows(account.accountId, startDate, endDate).slice(offset, offset + limit);
  sendJson(ctx.res, 200, rows.map(({ accountId: _accountId, ...row }) => row));
}
