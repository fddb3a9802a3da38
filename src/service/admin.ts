import { BadResponseError, ConfigError } from './errors';
import { HttpTransport } from './http';
import { member, readText } from './responses';
import { looksLikeJwt } from './jwt';

/** GET /user. Every member may be missing: the client shows what it has. */
export interface UserInfo {
  readonly active?: boolean;
  readonly fullName?: string;
  readonly email?: string;
  readonly conversionsTotal?: number;
  readonly conversionsConsumed?: number;
}

/** One row of GET /user/statistic: one day, converter and environment. */
export interface StatisticRow {
  readonly date?: string;
  readonly converter?: string;
  readonly environment?: string;
  readonly conversions?: number;
  readonly conversionCost?: number;
  readonly failed?: number;
}

/** One entry of GET /user/log, newest first. */
export interface LogEntry {
  readonly id?: string;
  readonly time?: string;
  readonly converter?: string;
  readonly status?: string;
  readonly conversionCost?: number;
  readonly fileName?: string;
  readonly environment?: string;
  readonly tokenName?: string;
  readonly ip?: string;
  readonly durationMs?: number;
  readonly message?: string;
}

/** An inclusive date range, as YYYY-MM-DD strings. */
export interface DateRange {
  readonly startDate: string;
  readonly endDate: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a Date, in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The range of the last `days` days ending today (UTC), both ends included. */
export function lastDays(days: number, now = new Date()): DateRange {
  const start = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { startDate: isoDate(start), endDate: isoDate(now) };
}

/** Returns a reason a date range is not acceptable, or undefined. */
export function validateRange(range: DateRange): string | undefined {
  for (const date of [range.startDate, range.endDate]) {
    // Date.parse alone takes 2030-02-31 (as 3 March); a round trip does not.
    if (!DATE.test(date) || Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date) {
      return `"${date}" is not a date in the form YYYY-MM-DD.`;
    }
  }
  return range.startDate <= range.endDate ? undefined : 'The start date is after the end date.';
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value;
  }
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') {
    return value;
  }
  if (value === 'true' || value === 'false') {
    return value === 'true';
  }
  return undefined;
}

/** Parses a /user body, tolerating missing and extra members. */
export function parseUser(body: unknown): UserInfo {
  return {
    active: bool(member(body, 'Active')),
    fullName: str(member(body, 'FullName')),
    email: str(member(body, 'Email')),
    conversionsTotal: num(member(body, 'ConversionsTotal')),
    conversionsConsumed: num(member(body, 'ConversionsConsumed')),
  };
}

/** Parses one statistics row. */
export function parseStatisticRow(row: unknown): StatisticRow {
  return {
    date: str(member(row, 'Date'))?.slice(0, 10),
    converter: str(member(row, 'Converter')),
    environment: str(member(row, 'Environment')),
    conversions: num(member(row, 'Conversions')),
    conversionCost: num(member(row, 'ConversionCost')),
    failed: num(member(row, 'Failed')),
  };
}

/** Parses one log entry. */
export function parseLogEntry(row: unknown): LogEntry {
  return {
    id: str(member(row, 'Id')),
    time: str(member(row, 'Time')),
    converter: str(member(row, 'Converter')),
    status: str(member(row, 'Status')),
    conversionCost: num(member(row, 'ConversionCost')),
    fileName: str(member(row, 'FileName')),
    environment: str(member(row, 'Environment')),
    tokenName: str(member(row, 'TokenName')),
    ip: str(member(row, 'Ip')),
    durationMs: num(member(row, 'DurationMs')),
    message: str(member(row, 'Message')),
  };
}

/** The administrative API, authorised by the Master Token only. */
export class AdminClient {
  constructor(
    private readonly transport: HttpTransport,
    private readonly masterToken: string,
  ) {
    if (!masterToken.trim()) {
      throw new ConfigError('The Master Token is not set.', 'masterToken');
    }
    if (looksLikeJwt(masterToken.trim())) {
      throw new ConfigError('This looks like a JWT, not the Master Token: account requests take the Master Token from the dashboard.', 'masterToken');
    }
    transport.redactor.add(masterToken.trim());
  }

  /** Account name, e-mail, active flag and conversions total/consumed. */
  async getUser(signal?: AbortSignal): Promise<UserInfo> {
    const body = await this.get('/user', signal);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadResponseError('The service answered /user with something that is not an account record.', { status: 200 }, JSON.stringify(body).slice(0, 120));
    }
    return parseUser(body);
  }

  /** Per-day, per-converter, per-environment rows of a date range. */
  async getStatistics(range: DateRange, signal?: AbortSignal): Promise<StatisticRow[]> {
    checkRange(range);
    const body = await this.get(`/user/statistic?${new URLSearchParams({ ...range }).toString()}`, signal);
    return asArray(body, 'statistics').map(parseStatisticRow);
  }

  /** The same rows as CSV text, header line first, as the service formats them. */
  async getStatisticsCsv(range: DateRange, signal?: AbortSignal): Promise<string> {
    checkRange(range);
    const response = await this.transport.send({
      method: 'GET',
      target: `/user/statistic?${new URLSearchParams({ ...range }).toString()}`,
      headers: { accept: 'text/csv' },
      credential: { kind: 'masterToken', bearer: this.masterToken.trim() },
      signal,
      label: 'user/statistic (csv)',
    });
    return readText(response, 64 * 1024 * 1024, signal);
  }

  /** One page of the conversion log, newest first. */
  async getLog(query: DateRange & { readonly limit: number; readonly offset: number }, signal?: AbortSignal): Promise<LogEntry[]> {
    checkRange(query);
    if (!Number.isSafeInteger(query.limit) || query.limit < 1 || !Number.isSafeInteger(query.offset) || query.offset < 0) {
      throw new ConfigError('The log page needs a whole limit of at least 1 and a whole offset of at least 0.', 'logPage');
    }
    const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate, limit: String(query.limit), offset: String(query.offset) });
    const body = await this.get(`/user/log?${params.toString()}`, signal);
    return asArray(body, 'log').map(parseLogEntry);
  }

  private get(target: string, signal?: AbortSignal): Promise<unknown> {
    return this.transport.sendJson({
      method: 'GET',
      target,
      credential: { kind: 'masterToken', bearer: this.masterToken.trim() },
      signal,
      label: target.split('?')[0].slice(1),
    });
  }
}

function checkRange(range: DateRange): void {
  const problem = validateRange(range);
  if (problem) {
    throw new ConfigError(problem, 'dateRange');
  }
}

function asArray(body: unknown, what: string): unknown[] {
  if (Array.isArray(body)) {
    return body;
  }
  // Tolerate a wrapper object such as {Items: [...]} or {Data: [...]}.
  const inner = member(body, 'Items', 'Data', 'Rows', 'Log', 'Statistics');
  if (Array.isArray(inner)) {
    return inner;
  }
  throw new BadResponseError(`The service answered the ${what} request with something that is not a list.`, { status: 200 }, JSON.stringify(body ?? null).slice(0, 120));
}
