/**
 * What the target picker offers: the formats the user chose recently for a source type (kept
 * in globalState), then the known targets of formats.ts. Pure, for unit tests.
 */
import { normalizeFormat, validateFormat, type TargetFormat } from '../../service/catalogue';
import { sharedTargets } from '../../util/selectionTargets';

/** How many recent targets are kept per source type. */
export const MAX_RECENT = 5;

/** The globalState value: source type → targets, most recent first. */
export type RecentTargets = Readonly<Record<string, readonly string[]>>;

/** Reads the stored value tolerantly (anything malformed counts as nothing). */
export function parseRecentTargets(value: unknown): RecentTargets {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return {};
  }
  const out: Record<string, string[]> = {};
  for (const [source, list] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(list)) {
      out[source] = list.filter((t): t is string => typeof t === 'string' && validateFormat(t) === undefined).slice(0, MAX_RECENT);
    }
  }
  return out;
}

/** The stored value after the user converted `sourceFormat` files to `target`. */
export function rememberTarget(value: unknown, sourceFormat: string, target: string): RecentTargets {
  const all = parseRecentTargets(value);
  const t = normalizeFormat(target);
  const list = [t, ...(all[sourceFormat] ?? []).filter((x) => x !== t)].slice(0, MAX_RECENT);
  return { ...all, [sourceFormat]: list };
}

/** One entry of the target picker. */
export interface TargetChoice {
  readonly ext: string;
  readonly label: string;
  readonly recent: boolean;
  readonly multiFile: boolean;
}

function labelFor(ext: string, known: readonly TargetFormat[]): { label: string; multiFile: boolean } {
  const found = known.find((t) => t.ext === ext);
  return found ? { label: found.label, multiFile: found.multiFile === true } : { label: ext.toUpperCase(), multiFile: false };
}

/**
 * The targets to offer for files of `sourceFormats` (several when a selection mixes types):
 * recent choices first (for a single type), then the known targets every type shares.
 */
export function targetChoices(sourceFormats: readonly string[], recentValue: unknown): TargetChoice[] {
  const types = [...new Set(sourceFormats)];
  if (types.length === 0) {
    return [];
  }
  const known = sharedTargets(types);
  const recents = types.length === 1 ? (parseRecentTargets(recentValue)[types[0]] ?? []) : [];
  const choices: TargetChoice[] = recents.map((ext) => ({ ext, recent: true, ...labelFor(ext, known) }));
  for (const t of known) {
    if (!choices.some((c) => c.ext === t.ext)) {
      choices.push({ ext: t.ext, label: t.label, recent: false, multiFile: t.multiFile === true });
    }
  }
  return choices;
}
