// What every command of the command line shares: its input and output, the exit codes, the
// summary's counts, the rules file it reads, the catalogue its checks use and the cost line.
import { posix, resolve } from 'node:path';
import {
  catalogueProblems,
  locateRules,
  readFolderSettings,
  readRulesFile,
  RULES_FILE,
  type FolderSettings,
  type PlanItem,
  type RulesFile,
  type RulesLocation,
} from '../conversion/rules';
import type { Catalogue } from '../service/catalogue';
import { catalogueFromEnvironment, type CliService } from './environment';
import { folderRenderer } from './markdown/deps';

/** What the command line reads and writes; the bin wires it to the process, tests to arrays. */
export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  out(line: string): void;
  err(line: string): void;
  /** Aborted by Ctrl+C. */
  readonly signal: AbortSignal;
  /** For `${date}`; default now. */
  readonly now?: () => Date;
  /** stdin's bytes (`convert -`); default the process's stdin. */
  readonly stdin?: () => AsyncIterable<Uint8Array>;
  /** The hourly cap of `run --watch` (tests); default WATCH_MAX_CONVERSIONS_PER_HOUR. */
  readonly watchCap?: number;
  /** Where a result of `--out -` goes, as bytes; default the process's stdout. */
  readonly stdout?: (data: AsyncIterable<Uint8Array>) => Promise<void>;
  /** Told the counts of each summary printed (the GitHub Action's outputs and job summary). */
  readonly tally?: (counts: Tally) => void;
}

/** The counts of a run's or a check's summary (`--json`'s summary object has all but the last two). */
export interface Tally {
  readonly converted: number;
  readonly upToDate: number;
  readonly skipped: number;
  readonly failed: number;
  readonly removed: number;
  readonly notStarted: number;
  readonly conversions: number;
  /** The service did not say what it charged: `about N conversions used`. */
  readonly conversionsEstimated: boolean;
  /** `check` only: results that `run` would convert. */
  readonly outOfDate?: number;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_CANNOT_START = 2;
export const EXIT_INTERRUPTED = 130;

/** A reason the command cannot start (bad input): printed, exit 2, nothing sent. */
export class CannotStart extends Error {
  override readonly name = 'CannotStart';
}

/** The service a command opened, closed by runCli whatever happens. */
export interface Session {
  service?: CliService;
}

/** The rules file named by `--rules` (default `.vscode/convert-files.json`), its folder's settings. */
export async function openRules(
  rules: string | undefined,
  io: CliIo,
): Promise<{ readonly where: RulesLocation; readonly file: RulesFile; readonly folder: FolderSettings }> {
  const where = locateRules(resolve(io.cwd, rules ?? RULES_FILE), io.cwd);
  const file = await readRulesFile(where.rulesPath);
  const folder = await readFolderSettings(where.workspaceFolder);
  return { where, file, folder };
}

/**
 * The catalogue the checks use: the service's, read with the run's service or, when nothing is
 * sent (check, --dry-run), without the token. Unreadable: undefined, and stderr says what is not checked.
 */
export async function checksCatalogue(io: CliIo, service: CliService | undefined): Promise<Catalogue | undefined> {
  const catalogue = service ? await service.catalogue(io.signal) : await catalogueFromEnvironment(io.env, io.signal);
  if (!catalogue && !io.signal.aborted) {
    io.err("convert-files: the service's list of converters could not be read; formats and options are not checked before sending");
  }
  return catalogue;
}

/**
 * Exit 2 for what the service does not have: each step of each item a converter for what it is
 * given, each rule's options ones that converter takes (a Markdown PDF's: the converter that prints
 * it, by the settings of `workspaceFolder`). A same-format item (skipped) is not checked.
 */
export async function refuseUnfit(items: readonly PlanItem[], catalogue: Catalogue | undefined, workspaceFolder: string): Promise<void> {
  const sent = items.filter((i) => !(i.target.target.length === 1 && i.sourceFormat === i.target.format));
  const unfit = catalogue && sent.length > 0 ? catalogueProblems(sent, catalogue, await folderRenderer(workspaceFolder)) : [];
  if (unfit.length > 0) {
    throw new CannotStart(unfit.join('\n'));
  }
}

/**
 * What a run is about to spend, on stderr (stdout keeps its one line per file and its last line):
 * `cost: 4 conversions for 3 results from 1 source file (one per step of a chain or pipeline)`.
 */
export function costLine(items: readonly PlanItem[], dryRun: boolean): string {
  const steps = items.reduce((n, i) => n + i.target.target.length, 0);
  const sources = new Set(items.map((i) => i.source)).size;
  const many = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  return `${dryRun ? 'cost if run' : 'cost'}: ${many(steps, 'conversion', 'conversions')} for ${many(items.length, 'result', 'results')} from ${many(sources, 'source file', 'source files')} (one per step of a chain or pipeline)`;
}

/** The working folder, `/`-separated. */
export function cwdOf(io: CliIo): string {
  return posix.resolve(io.cwd.replace(/\\/g, '/'));
}
