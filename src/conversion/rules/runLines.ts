// The lines of a run of the rules, one per file and a summary: what the command line prints, the
// editor's convertFiles task prints (src/commands/rules/rulesTask.ts) and automatic runs log.
import { stepFailureOf } from '../chains';
import type { PlanItem } from './plan';
import type { RulesRunSummary } from './run';
import type { RuleEvent } from './runEvents';

/**
 * A path (or an argument) as printed: control characters escaped, so a file name with a line break
 * cannot print a line of its own (in CI a line such as `::error::…` is a command to the runner).
 */
export function shown(path: string): string {
  // eslint-disable-next-line no-control-regex -- escaping control characters is the point
  return path.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

export function arrow(item: PlanItem, written?: readonly string[]): string {
  const result = written && written.length > 0 ? written.join(', ') : item.multiFile ? `${item.result}/` : item.result;
  // A book names its first chapter and how many follow.
  const more = item.book && item.book.chapters.length > 1 ? ` (+${item.book.chapters.length - 1} more)` : '';
  return `${shown(item.source)}${more} → ${shown(result)}`;
}

/** One line without line breaks, masked of every secret the service layer knows. */
export function oneLine(text: string, redact: (t: string) => string): string {
  return redact(text)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The line of one item's outcome; `redact` masks every secret the service layer knows. */
export function eventLine(event: RuleEvent, redact: (text: string) => string): string {
  switch (event.kind) {
    case 'upToDate':
      return `${arrow(event.item)} up to date`;
    case 'wouldConvert':
      return `would convert ${arrow(event.item)}`;
    case 'converted':
      return arrow(event.item, event.written);
    case 'skipped':
      return `${arrow(event.item)} skipped: ${oneLine(event.why, redact)}`;
    case 'failed': {
      // A chain names the step that failed: "step 2 of 2 (compress): …".
      const step = stepFailureOf(event.error);
      const where = step ? `step ${step.step} of ${step.of} (${step.to}): ` : '';
      return `${arrow(event.item)} failed: ${where}${oneLine(errorText(event.error), redact)}`;
    }
    case 'removed':
      return `${arrow(event.item)} removed: ${event.why}`;
    case 'wouldRemove':
      return `would remove ${arrow(event.item)}: ${event.why}`;
    case 'moved':
      return `${arrow(event.item)} moved from ${shown(event.from)} (renamed source, same bytes: nothing sent)`;
    case 'wouldMove':
      return `would move ${shown(event.from)} for ${arrow(event.item)} (renamed source, same bytes: nothing sent)`;
    default:
      return `${arrow(event.item)} skipped: stopped by Ctrl+C`;
  }
}

/**
 * The last line of a run: `5 converted, 0 up to date, 0 failed, 5 conversions used` (issue 36),
 * `1 conversion used` for exactly one (issue 44).
 */
export function summaryLine(summary: RulesRunSummary): string {
  const more = [summary.removed > 0 ? `${summary.removed} removed` : '', summary.moved > 0 ? `${summary.moved} moved` : ''].filter(Boolean);
  const used = `${summary.conversionsUsed} ${summary.conversionsUsed === 1 ? 'conversion' : 'conversions'} used`;
  return `${summary.converted} converted, ${summary.upToDate} up to date, ${summary.failed} failed, ${summary.costAssumed ? 'about ' : ''}${used}${more.map((m) => `, ${m}`).join('')}`;
}
