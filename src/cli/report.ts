// What `run`, `convert` and `check` print on stdout: one line per source and target and the
// summary line (text), or with --json one JSON object per source and target and one summary
// object (JSON Lines, nothing else on stdout). Ctrl+C: the files not started are counted, not
// listed, and the summary says `, N not started` after its fixed part. The summary's counts are
// also told to `CliIo.tally` (the GitHub Action's outputs and job summary).
import { posix } from 'node:path';
import {
  arrow,
  errorText,
  eventLine,
  oneLine,
  shown,
  SOURCE_GONE,
  summaryLine,
  type ItemState,
  type PlanItem,
  type RuleEvent,
  type RulesRunSummary,
} from '../conversion/rules';
import { classifyError, conversionsCharged } from '../service/errors';
import { cwdOf, type CliIo, type Session, type Tally } from './context';

type JsonStatus = 'converted' | 'upToDate' | 'skipped' | 'failed' | 'wouldConvert' | 'blocked' | 'removed' | 'notStarted';

/** One object per source and target (`--json`). */
interface JsonItem {
  readonly source: string;
  readonly target: string | null;
  readonly result: string | null;
  readonly status: JsonStatus;
  /** Conversions this item used (for wouldConvert: would use). */
  readonly cost: number;
  readonly reason?: string;
  /** A failure's kind: auth, quota, network, request, service, timeout, localFile, … */
  readonly code?: string;
}

type JsonFields = Omit<JsonItem, 'source' | 'target' | 'result'>;

/** The last object (`--json`). */
type JsonSummary = Omit<Tally, 'conversionsEstimated' | 'outOfDate'>;

/** What `check` found for an item: its state, or blocked (a file in the way that the rules keep). */
export type CheckState = ItemState | { readonly status: 'blocked' };

/** Why a check says `blocked`: the file in the way. */
const BLOCKED = 'exists and not written by the rules';

export interface ReportOptions {
  readonly json: boolean;
  /** Its service masks every secret the service layer knows (none opened: nothing to mask). */
  readonly session?: Session;
  /** The folder item paths are relative to (JSON paths are relative to the working folder). */
  readonly workspaceFolder: string;
  /** Where lines go (default stdout; stderr when stdout carries a result). */
  readonly out?: (line: string) => void;
  /** How a path shows in text lines (default: as planned, relative to the workspace folder). */
  readonly shownAs?: (path: string) => string;
}

const targetName = (item: PlanItem) => item.target.pipeline ?? item.target.target.map((s) => s.to).join(' → ');

/** Prints a run's or a check's outcome, in text or JSON Lines, and counts what it printed. */
export class Reporter {
  private notStarted = 0;
  /** Named files nothing converts: skipped in the JSON summary. */
  private unconverted = 0;
  private readonly out: (line: string) => void;
  private readonly redact = (text: string): string => this.o.session?.service?.redact(text) ?? text;

  constructor(
    private readonly io: CliIo,
    private readonly o: ReportOptions,
  ) {
    this.out = o.out ?? io.out;
  }

  /** A path of the plan as JSON gives it: relative to the working folder; stdin's and stdout's temporary files as `-`. */
  private fromCwd(path: string): string {
    if (this.o.shownAs?.(path) === '-') {
      return '-';
    }
    const relative = posix.relative(cwdOf(this.io), posix.join(this.o.workspaceFolder, path));
    return relative === '' ? '.' : relative;
  }

  private shownItem(item: PlanItem): PlanItem {
    const as = this.o.shownAs;
    return as ? { ...item, source: as(item.source), result: as(item.result) } : item;
  }

  /** One item: its JSON object, or its text line (none: nothing printed in text). */
  private emit(item: PlanItem, fields: JsonFields, text: string | undefined, result?: string): void {
    if (!this.o.json) {
      if (text !== undefined) {
        this.out(text);
      }
      return;
    }
    const r = result ?? (item.multiFile ? `${item.result}/` : item.result);
    this.out(JSON.stringify({ source: this.fromCwd(item.source), target: targetName(item), result: this.fromCwd(r), ...fields }));
  }

  /** One event of a run (or of a convert): the engine's own line, as the task prints it too. */
  event(event: RuleEvent): void {
    if (event.kind === 'cancelled') {
      this.notStarted += 1;
    }
    const shownEvent =
      event.kind === 'converted'
        ? { ...event, item: this.shownItem(event.item), written: event.written.map((p) => this.o.shownAs?.(p) ?? p) }
        : { ...event, item: this.shownItem(event.item) };
    const written = event.kind === 'converted' && event.written.length === 1 ? event.written[0] : undefined;
    this.emit(event.item, this.fields(event), event.kind === 'cancelled' ? undefined : eventLine(shownEvent, this.redact), written);
  }

  /**
   * An event's JSON status. The removal of results whose source is gone (issue 32): `removed` (and a
   * dry run's `wouldRemove`) are `removed`; a result moved along with its renamed source (`moved`,
   * `wouldMove`) cost nothing and is `converted` (`wouldConvert`) with cost 0.
   */
  private fields(event: RuleEvent): JsonFields {
    const steps = event.item.target.target.length;
    switch (event.kind) {
      case 'cancelled':
        return { status: 'notStarted', cost: 0 };
      case 'upToDate':
        return { status: 'upToDate', cost: 0 };
      case 'wouldConvert':
        return { status: 'wouldConvert', cost: steps, reason: event.why };
      case 'converted':
        return { status: 'converted', cost: steps };
      case 'skipped':
        return { status: 'skipped', cost: 0, reason: oneLine(event.why, this.redact) };
      case 'failed':
        return {
          status: 'failed',
          cost: conversionsCharged(event.error),
          reason: oneLine(errorText(event.error), this.redact),
          code: classifyError(event.error)?.kind ?? 'error',
        };
      case 'removed':
        return { status: 'removed', cost: 0, reason: event.why };
      case 'wouldRemove':
        return { status: 'removed', cost: 0, reason: `would remove: ${event.why}` };
      default:
        return {
          status: event.kind === 'moved' ? 'converted' : 'wouldConvert',
          cost: 0,
          reason: `moved from ${this.fromCwd(event.from)} (renamed source, same bytes)`,
        };
    }
  }

  /** What `check` says of a result whose source is gone (a run removes it). */
  gone(item: PlanItem): void {
    this.emit(item, { status: 'removed', cost: 0, reason: `would remove: ${SOURCE_GONE}` }, `${arrow(item)} out of date (${SOURCE_GONE})`);
  }

  /** A file named on the command line that nothing converts. */
  unplanned(asTyped: string, path: string | undefined, why: string): void {
    this.unconverted += 1;
    if (this.o.json) {
      this.out(JSON.stringify({ source: path ?? asTyped, target: null, result: null, status: 'skipped', cost: 0, reason: why }));
    } else {
      this.out(`${shown(asTyped)} skipped: ${why}`);
    }
  }

  /** What `check` found for one item. */
  checked(item: PlanItem, state: CheckState | undefined): void {
    if (state === undefined) {
      this.notStarted += 1;
      return this.emit(item, { status: 'notStarted', cost: 0 }, undefined);
    }
    switch (state.status) {
      case 'upToDate':
        return this.emit(item, { status: 'upToDate', cost: 0 }, `${arrow(item)} up to date`);
      case 'convert': {
        // A book says which of its inputs changed.
        const why = state.changes ? `${state.why}: ${state.changes}` : state.why;
        return this.emit(
          item,
          { status: 'wouldConvert', cost: item.target.target.length, reason: why },
          `${arrow(item)} out of date (${why})`,
        );
      }
      case 'blocked':
        return this.emit(item, { status: 'blocked', cost: 0, reason: BLOCKED }, `${arrow(item)} blocked: ${BLOCKED}`);
      default:
        return this.emit(item, { status: 'skipped', cost: 0, reason: state.why }, `${arrow(item)} skipped: ${state.why}`);
    }
  }

  /** The run's last line (or object); Ctrl+C says once how many were not started. */
  runSummary(summary: RulesRunSummary): void {
    this.summary(
      {
        converted: summary.converted,
        upToDate: summary.upToDate,
        skipped: summary.skipped + this.unconverted,
        failed: summary.failed,
        removed: summary.removed,
        notStarted: this.notStarted,
        conversions: summary.conversionsUsed,
        conversionsEstimated: summary.costAssumed === true,
      },
      summaryLine(summary),
    );
  }

  /** The check's last line (or object). */
  checkSummary(counts: { readonly outOfDate: number; readonly upToDate: number; readonly skipped: number }): void {
    const { outOfDate, upToDate, skipped } = counts;
    const zero = { converted: 0, failed: 0, removed: 0, conversions: 0, conversionsEstimated: false };
    this.summary(
      { ...zero, upToDate, skipped, notStarted: this.notStarted, outOfDate },
      `${outOfDate} out of date, ${upToDate} up to date`,
    );
  }

  private summary(tally: Tally, line: string): void {
    if (this.notStarted > 0) {
      this.io.err(`convert-files: stopped by Ctrl+C; ${this.notStarted} not started (no partial file is left)`);
    }
    if (this.o.json) {
      const { converted, upToDate, skipped, failed, removed, notStarted, conversions } = tally;
      this.out(JSON.stringify({ converted, upToDate, skipped, failed, removed, notStarted, conversions } satisfies JsonSummary));
    } else {
      this.out(`${line}${this.notStarted > 0 ? `, ${this.notStarted} not started` : ''}`);
    }
    this.io.tally?.(tally);
  }
}
