/** The administrative endpoints: `GET /user` and `GET /user/statistic`. Master Token only. There is no `/user/log`. */
import { authenticateMaster } from '../auth';
import type { EmulatorDeps } from '../deps';
import { invalidParameters } from '../errors';
import { negotiate, sendBytes, sendJson, type RequestContext } from '../http';
import { statisticsCsv } from '../statistics';

/** The date query parameters, both required, inclusive; every problem named in one 400. */
function dateRange(ctx: RequestContext): { startDate: string; endDate: string } {
  const problems: Record<string, string[]> = {};
  const read = (name: string): string | undefined => {
    const value = ctx.query.get(name);
    if (value === undefined || value === '') {
      problems[name] = ['Required (YYYY-MM-DD).'];
      return undefined;
    }
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
    if (!date || date.toISOString().slice(0, 10) !== value) {
      problems[name] = ['Must be a date written YYYY-MM-DD.'];
      return undefined;
    }
    return value;
  };
  const startDate = read('startDate');
  const endDate = read('endDate');
  if (startDate && endDate && endDate < startDate) {
    problems.endDate = ['Is before startDate.'];
  }
  if (Object.keys(problems).length > 0) {
    throw invalidParameters(problems);
  }
  return { startDate: startDate!, endDate: endDate! };
}

/**
 * `GET /user`. `Secret` and `ApiKey` are credentials the real service sends here too; `SecondsLeft`
 * is deprecated there, and here it is simply the conversions left (a guess at a number that means something).
 */
export function handleUser(ctx: RequestContext, deps: EmulatorDeps): void {
  const account = authenticateMaster(ctx, deps.state);
  sendJson(ctx.res, 200, {
    Active: account.active,
    FullName: account.fullName,
    Email: account.email,
    ConversionsTotal: account.conversionsTotal,
    ConversionsConsumed: account.conversionsConsumed,
    Secret: account.secret,
    ApiKey: account.apiKey,
    SecondsLeft: Math.max(0, account.conversionsTotal - account.conversionsConsumed),
  });
}

/** `GET /user/statistic?startDate&endDate`: one row per conversion, newest first; JSON or, on `Accept: text/csv`, CSV. */
export function handleStatistic(ctx: RequestContext, deps: EmulatorDeps): void {
  const account = authenticateMaster(ctx, deps.state);
  const { startDate, endDate } = dateRange(ctx);
  const rows = deps.state.statisticRows(account.accountId, startDate, endDate);
  if (negotiate(ctx.req.headers.accept, ['application/json', 'text/csv'], 'application/json') === 'text/csv') {
    sendBytes(ctx.res, 200, Buffer.from(statisticsCsv(rows), 'utf8'), { 'Content-Type': 'text/csv; charset=utf-8' });
    return;
  }
  sendJson(ctx.res, 200, rows);
}
