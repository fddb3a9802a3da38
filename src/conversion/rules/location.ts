// Where a rules file's workspace folder and record are, and reading the file itself.
import { lstat, readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { parseRulesFile, problemText, type RulesFile } from './ruleFile';

/** A rules file, its workspace folder (the folder holding `.vscode/`) and its record beside it. */
export interface RulesLocation {
  readonly rulesPath: string;
  readonly workspaceFolder: string;
  readonly recordPath: string;
}

/** Absolute `/`-separated form of a local path (Windows backslashes too). */
export function slashed(path: string): string {
  return path.replace(/\\/g, '/');
}

/**
 * Where things are for `rulesPath` (absolute): in a `.vscode` folder the workspace folder is its
 * parent; elsewhere `fallbackFolder` (the command line's working folder). The record is the rules
 * file's name with `.record.json`.
 */
export function locateRules(rulesPath: string, fallbackFolder: string): RulesLocation {
  const path = slashed(rulesPath);
  const dir = posix.dirname(path);
  const workspaceFolder = posix.basename(dir) === '.vscode' ? posix.dirname(dir) : slashed(fallbackFolder);
  const recordPath = posix.join(dir, `${posix.basename(path).replace(/\.jsonc?$/i, '')}.record.json`);
  return { rulesPath: path, workspaceFolder, recordPath };
}

/** The problem of a rules file that is not there (a folder without rules, or a default file that need not exist). */
export const NO_RULES_FILE = 'no rules file here';

/** A rules file that could not be used, with every problem as text. */
export class RulesFileError extends Error {
  constructor(
    readonly rulesPath: string,
    readonly problems: readonly string[],
  ) {
    super(`${rulesPath}: ${problems.join('; ')}`);
    this.name = 'RulesFileError';
  }

  /** The file is not there (rather than unreadable or wrong). */
  get missing(): boolean {
    return this.problems[0] === NO_RULES_FILE;
  }
}

/** Reads and checks a rules file; RulesFileError when it is missing, unreadable or wrong. */
export async function readRulesFile(rulesPath: string): Promise<RulesFile> {
  // A `.vscode` that is a link would put the record (written beside the rules file) outside the
  // workspace folder, wherever the link leads: not followed, as no other link is.
  const dir = posix.dirname(slashed(rulesPath));
  if (posix.basename(dir) === '.vscode' && (await lstat(dir).catch(() => undefined))?.isSymbolicLink()) {
    throw new RulesFileError(rulesPath, ['.vscode is a link to another folder, which is not followed: make it a real folder']);
  }
  let text: string;
  try {
    text = await readFile(rulesPath, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new RulesFileError(rulesPath, [code === 'ENOENT' ? NO_RULES_FILE : `cannot be read (${code ?? String(err)})`]);
  }
  const { file, problems } = parseRulesFile(text);
  if (!file) {
    throw new RulesFileError(rulesPath, problems.map(problemText));
  }
  return file;
}
