import { USAGE_DEADLINE_MS, withDeadline } from './usageDeadline';
import { coded, BadResponseError, ConfigError, problem, type Problem, redactPatterns, type Redactor, serverText } from '../errors';
import { HttpTransport, excerpt, member, readText } from '../http';
import { looksLikeJwt } from '../auth';
import { safeCsv } from './csvSafety';

/** The largest statistics export kept (one row per conversion: about half a million rows). */
const MAX_CSV_BYTES = 64 * 1024 * 1024;

/** GET /user. Every member may be missing: the client shows what it has. */
export interface UserInfo {
  readonly active?: boolean;
  readonly fullName?: string;
  readonly email?: string;
  readonly conversionsTotal?: number;
  readonly conversionsConsumed?: number;
}

/**
 * One row of GET /user/statistic: one conversion (CONTRACT.md revision 2). Every member may be
 * missing; unknown members are dropped. These rows are the account's statistics and its log.
 */
export interface ConversionRecord {
  readonly result?: boolean;
  /** Normalised to ISO 8601 in UTC; undefined when absent or unreadable. */
  readonly createdAt?: string;
  readonly executionTimeMs?: number;
  readonly converter?: string;
  readonly sourceFormat?: string;
  readonly destinationFormat?: string;
  readonly ip?: string;
  readonly source?: string;
  readonly error?: string;
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
export function validateRange(range: DateRange): Problem | undefined {
  for (const date of [range.startDate, range.endDate]) {
    // Date.parse alone takes 2030-02-31 (as 3 March); a round trip does not.
    if (!DATE.test(date) || Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date) {
      return problem('config.dateInvalid', { date });
    }
  }
  return range.startDate <= range.endDate ? undefined : problem('config.dateOrder');
}

function str(value: unknown): string | undefined {
  // Names and messages from the server are shown in the usage view: one line, no bidi tricks.
  return typeof value === 'string'
    ? serverText(value, { redact: redactPatterns }, 1000)
    : typeof value === 'number'
      ? String(value)
      : undefined;
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

// An ISO 8601 time that names its offset; CreatedAt without one is taken as UTC, not local time.
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** CreatedAt as ISO 8601 UTC, or undefined. */
export function normaliseTime(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value.trim() : undefined;
  if (!s) {
    return undefined;
  }
  const withZone = DATE.test(s) || HAS_ZONE.test(s) ? s : `${s}Z`;
  const ms = Date.parse(withZone);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function nonNegative(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && n >= 0 ? n : undefined;
}

/** Text from a row: sanitised like every server text, empty as missing. */
function text(value: unknown): string | undefined {
  const s = str(value);
  return s === undefined || s.trim() === '' ? undefined : s;
}

/** Parses one /user/statistic row (one conversion), tolerating missing, extra and oddly typed members. */
export function parseConversionRecord(row: unknown): ConversionRecord {
  const result = member(row, 'Result');
  return {
    result: typeof result === 'string' ? bool(result.trim().toLowerCase()) : bool(result),
    createdAt: normaliseTime(member(row, 'CreatedAt')),
    executionTimeMs: nonNegative(member(row, 'ExecutionTime')),
    converter: text(member(row, 'Converter')),
    sourceFormat: text(member(row, 'SourceFormat'))?.toLowerCase(),
    destinationFormat: text(member(row, 'DestinationFormat'))?.toLowerCase(),
    ip: text(member(row, 'Ip')),
    source: text(member(row, 'Source')),
    error: text(member(row, 'Error')),
  };
}

/** A row failed when the service says so; without a Result, an Error message decides. */
export function isFailure(record: ConversionRecord): boolean {
  return record.result === undefined ? record.error !== undefined : !record.result;
}

/** The converter's name, or "<source>-to-<destination>" when the row names none. */
export function converterName(record: ConversionRecord): string | undefined {
  if (record.converter !== undefined) {
    return record.converter;
  }
  return record.sourceFormat !== undefined && record.destinationFormat !== undefined
    ? `${record.sourceFormat}-to-${record.destinationFormat}`
    : undefined;
}

/** Newest first by CreatedAt (the service's own order is not documented); undated rows last. */
export function newestFirst(records: readonly ConversionRecord[]): ConversionRecord[] {
  return [...records].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** The administrative API, authorised by the Master Token only. */
export class AdminClient {
  constructor(
    private readonly transport: HttpTransport,
    private readonly masterToken: string,
    private readonly deadlineMs = USAGE_DEADLINE_MS,
  ) {
    if (!masterToken.trim()) {
      throw new ConfigError(coded('config.masterTokenMissing'), 'masterToken');
    }
    if (looksLikeJwt(masterToken.trim())) {
      throw new ConfigError(coded('config.masterTokenIsJwt'), 'masterToken');
    }
    transport.redactor.add(masterToken.trim());
  }

  /** Account name, e-mail, active flag and conversions total/consumed. */
  async getUser(signal?: AbortSignal): Promise<UserInfo> {
    const body = await this.get('/user', signal);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadResponseError(coded('response.notAccount'), { status: 200 }, excerpt(JSON.stringify(body), this.transport.redactor));
    }
    return parseUser(body);
  }

  /** One record per conversion of a date range (inclusive, UTC), newest first. */
  async getStatistics(range: DateRange, signal?: AbortSignal): Promise<ConversionRecord[]> {
    checkRange(range);
    const body = await this.get(`/user/statistic?${new URLSearchParams({ ...range }).toString()}`, signal);
    return newestFirst(statisticsRows(body, this.transport.redactor).map(parseConversionRecord));
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
    // Read one byte past the cap to know whether the export was cut: a cut file is refused, never saved as if whole.
    const text = await readText(response, MAX_CSV_BYTES + 1, signal);
    if (Buffer.byteLength(text) > MAX_CSV_BYTES) {
      const mib = MAX_CSV_BYTES / 1024 / 1024;
      throw new BadResponseError(coded('response.csvTooLarge', { mib }), {}, '');
    }
    return safeCsv(text);
  }

  /** Usage reads only inform: each has USAGE_DEADLINE_MS, retries included, whatever the request timeout. */
  private get(target: string, signal?: AbortSignal): Promise<unknown> {
    return withDeadline(this.deadlineMs, new URL(this.transport.baseUrl).host, signal, (bounded) =>
      this.transport.sendJson({
        method: 'GET',
        target,
        credential: { kind: 'masterToken', bearer: this.masterToken.trim() },
        signal: bounded,
        label: target.split('?')[0].slice(1),
      }),
    );
  }
}

function checkRange(range: DateRange): void {
  const found = validateRange(range);
  if (found) {
    throw ConfigError.of(found, 'dateRange');
  }
}

/** The rows of a statistics answer (the only list the administrative API returns). */
function statisticsRows(body: unknown, redactor: Pick<Redactor, 'redact'>): unknown[] {
  if (Array.isArray(body)) {
    return body;
  }
  // Tolerate a wrapper object such as {Items: [...]} or {Data: [...]}.
  const inner = member(body, 'Items', 'Data', 'Rows', 'Statistics');
  if (Array.isArray(inner)) {
    return inner;
  }
  throw new BadResponseError(coded('response.statisticsNotList'), { status: 200 }, excerpt(JSON.stringify(body ?? null), redactor));
}
