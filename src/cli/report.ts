// What `run`, `convert` and `check` print on stdout: one line per source and target and the
// summary line (text), or with --json one JSON object per source and target and one summary
// object (JSON Lines, nothing else on stdout). Ctrl+C: the files not started are counted, not
// listed, and the summary says `, N not started` after its fixed part.
import { posix } from 'node:path';
import { SOURCE_GONE, type ItemState, type PlanItem, type RuleEvent, type RulesRunSummary } from '../conversion/rules';
import { classifyError, conversionsCharged } from '../service/errors';
import { errorText, eventLine, oneLine, shown, summaryLine, arrow } from './lines';

export type JsonStatus = 'converted' | 'upToDate' | 'skipped' | 'failed' | 'wouldConvert' | 'blocked' | 'removed' | 'notStarted';

/** One object per source and target (`--json`). */
export interface JsonItem {
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

/** The last object (`--json`). */
export interface JsonSummary {
  readonly converted: number;
  readonly upToDate: number;
  readonly skipped: number;
  readonly failed: number;
  readonly removed: number;
  readonly notStarted: number;
  readonly conversions: number;
}

/** What `check` found for an item: its state, or blocked (a file in the way that the rules keep). */
export type CheckState = ItemState | { readonly status: 'blocked' };

/** The line a check prints for the file in the way. */
export const BLOCKED = 'blocked: exists and not written by the rules';

export interface ReportOptions {
  readonly json: boolean;
  /** Where lines go (stdout; stderr when stdout carries a result). */
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Masks every secret the service layer knows. */
  readonly redact: (text: string) => string;
  /** The folder item paths are relative to, and the working folder (JSON paths are relative to it). */
  readonly workspaceFolder: string;
  readonly cwd: string;
  /** How a path shows in text lines (default: as planned, relative to the workspace folder). */
  readonly shownAs?: (path: string) => string;
}

const targetName = (item: PlanItem) => item.target.pipeline ?? item.target.target.map((s) => s.to).join(' → ');

/** Prints a run's or a check's outcome, in text or JSON Lines, and counts what it printed. */
export class Reporter {
  private notStarted = 0;
  private removed = 0;
  /** Named files nothing converts: skipped in the JSON summary. */
  private unconverted = 0;

  constructor(private readonly o: ReportOptions) {}

  /** A path of the plan as JSON gives it: relative to the working folder; stdin's and stdout's temporary files as `-`. */
  private fromCwd(path: string): string {
    if (this.o.shownAs?.(path) === '-') {
      return '-';
    }
    const relative = posix.relative(this.o.cwd, posix.join(this.o.workspaceFolder, path));
    return relative === '' ? '.' : relative;
  }

  private shownItem(item: PlanItem): PlanItem {
    const as = this.o.shownAs;
    return as ? { ...item, source: as(item.source), result: as(item.result) } : item;
  }

  private json(item: PlanItem | undefined, fields: Omit<JsonItem, 'source' | 'target' | 'result'>, result?: string): void {
    const r = result ?? (item ? (item.multiFile ? `${item.result}/` : item.result) : undefined);
    const object: JsonItem = {
      source: item ? this.fromCwd(item.source) : '',
      target: item ? targetName(item) : null,
      result: r === undefined ? null : this.fromCwd(r),
      ...fields,
    };
    this.o.out(JSON.stringify(object));
  }

  /** One event of a run (or of a convert). */
  event(event: RuleEvent): void {
    const { item } = event;
    const steps = item.target.target.length;
    switch (event.kind) {
      case 'cancelled':
        this.notStarted += 1;
        if (this.o.json) {
          this.json(item, { status: 'notStarted', cost: 0 });
        }
        return;
      case 'upToDate':
        return this.o.json ? this.json(item, { status: 'upToDate', cost: 0 }) : this.o.out(eventLine(event, this.o.redact));
      case 'wouldConvert':
        return this.o.json
          ? this.json(item, { status: 'wouldConvert', cost: steps, reason: event.why })
          : this.o.out(eventLine({ ...event, item: this.shownItem(item) }, this.o.redact));
      case 'converted':
        return this.o.json
          ? this.json(item, { status: 'converted', cost: steps }, event.written.length === 1 ? event.written[0] : undefined)
          : this.o.out(
              eventLine(
                { ...event, item: this.shownItem(item), written: event.written.map((p) => this.o.shownAs?.(p) ?? p) },
                this.o.redact,
              ),
            );
      case 'skipped':
        return this.o.json
          ? this.json(item, { status: 'skipped', cost: 0, reason: oneLine(event.why, this.o.redact) })
          : this.o.out(eventLine({ ...event, item: this.shownItem(item) }, this.o.redact));
      case 'failed':
        return this.o.json
          ? this.json(item, {
              status: 'failed',
              cost: conversionsCharged(event.error),
              reason: oneLine(errorText(event.error), this.o.redact),
              code: classifyError(event.error)?.kind ?? 'error',
            })
          : this.o.out(eventLine({ ...event, item: this.shownItem(item) }, this.o.redact));
      default:
        return this.other(event);
    }
  }

  /**
   * Events of the engine's removal of results whose source is gone (issue 32): `removed` (and a
   * dry run's `wouldRemove`) are `removed`; a result moved along with its renamed source (`moved`,
   * `wouldMove`) cost nothing and is `converted` with cost 0. Lines: as the engine's own.
   */
  private other(event: RuleEvent): void {
    const e = event as unknown as { kind: string; item: PlanItem; why?: string; from?: string };
    const removal = e.kind === 'removed' || e.kind === 'wouldRemove';
    if (e.kind === 'removed') {
      this.removed += 1;
    }
    if (!this.o.json) {
      this.o.out(eventLine(event, this.o.redact));
    } else if (removal) {
      this.json(e.item, {
        status: 'removed',
        cost: 0,
        reason: `${e.kind === 'wouldRemove' ? 'would remove: ' : ''}${e.why ?? 'its source is gone'}`,
      });
    } else if (e.kind === 'moved' || e.kind === 'wouldMove') {
      const from = e.from === undefined ? '' : ` from ${this.fromCwd(e.from)}`;
      this.json(e.item, {
        status: e.kind === 'moved' ? 'converted' : 'wouldConvert',
        cost: 0,
        reason: `moved${from} (renamed source, same bytes)`,
      });
    }
  }

  /** What `check` says of a result whose source is gone (a run removes it). */
  gone(item: PlanItem): void {
    return this.o.json
      ? this.json(item, { status: 'removed', cost: 0, reason: `would remove: ${SOURCE_GONE}` })
      : this.o.out(`${arrow(item)} out of date (${SOURCE_GONE})`);
  }

  /** A file named on the command line that nothing converts. */
  unplanned(asTyped: string, path: string | undefined, why: string): void {
    this.unconverted += 1;
    if (this.o.json) {
      this.o.out(JSON.stringify({ source: path ?? asTyped, target: null, result: null, status: 'skipped', cost: 0, reason: why }));
    } else {
      this.o.out(`${shown(asTyped)} skipped: ${why}`);
    }
  }

  /** What `check` found for one item. */
  checked(item: PlanItem, state: CheckState | undefined): void {
    if (state === undefined) {
      this.notStarted += 1;
      if (this.o.json) {
        this.json(item, { status: 'notStarted', cost: 0 });
      }
    } else if (state.status === 'upToDate') {
      return this.o.json ? this.json(item, { status: 'upToDate', cost: 0 }) : this.o.out(`${arrow(item)} up to date`);
    } else if (state.status === 'convert') {
      const cost = item.target.target.length;
      // A book says which of its inputs changed.
      const why = state.changes ? `${state.why}: ${state.changes}` : state.why;
      return this.o.json
        ? this.json(item, { status: 'wouldConvert', cost, reason: why })
        : this.o.out(`${arrow(item)} out of date (${why})`);
    } else if (state.status === 'blocked') {
      return this.o.json
        ? this.json(item, { status: 'blocked', cost: 0, reason: 'exists and not written by the rules' })
        : this.o.out(`${arrow(item)} ${BLOCKED}`);
    } else {
      return this.o.json
        ? this.json(item, { status: 'skipped', cost: 0, reason: state.why })
        : this.o.out(`${arrow(item)} skipped: ${state.why}`);
    }
  }

  /** The run's last line (or object); Ctrl+C says once how many were not started. */
  runSummary(summary: RulesRunSummary): void {
    this.stopped();
    const removed = (summary as { removed?: number }).removed ?? this.removed;
    if (this.o.json) {
      this.summaryObject({
        converted: summary.converted,
        upToDate: summary.upToDate,
        skipped: summary.skipped + this.unconverted,
        failed: summary.failed,
        removed,
        notStarted: this.notStarted,
        conversions: summary.conversionsUsed,
      });
    } else {
      this.o.out(`${summaryLine(summary)}${this.notStartedPart()}`);
    }
  }

  /** The check's last line (or object). */
  checkSummary(counts: { readonly outOfDate: number; readonly upToDate: number; readonly skipped: number }): void {
    this.stopped();
    if (this.o.json) {
      this.summaryObject({
        converted: 0,
        upToDate: counts.upToDate,
        skipped: counts.skipped,
        failed: 0,
        removed: 0,
        notStarted: this.notStarted,
        conversions: 0,
      });
    } else {
      this.o.out(`${counts.outOfDate} out of date, ${counts.upToDate} up to date${this.notStartedPart()}`);
    }
  }

  private summaryObject(summary: JsonSummary): void {
    this.o.out(JSON.stringify(summary));
  }

  private notStartedPart(): string {
    return this.notStarted > 0 ? `, ${this.notStarted} not started` : '';
  }

  private stopped(): void {
    if (this.notStarted > 0) {
      this.o.err(`convert-files: stopped by Ctrl+C; ${this.notStarted} not started (no partial file is left)`);
    }
  }
}
