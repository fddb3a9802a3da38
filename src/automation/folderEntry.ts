// One workspace folder's rules file as automatic runs hold it: its text (for its hash), its
// automatic rules, the matchers of the changes they follow, and the person's answer for this
// content; or why it cannot be used. Which changes are a run's own (its results, their temporary names).
import { lstat, readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type * as vscode from 'vscode';
import { automaticRules, changeMatcher, mayHaveAutomaticTrigger } from '../conversion/automation';
import { parseRulesFile, problemText, slashed, type Rule, type RulesFile } from '../conversion/rules';
import type { FolderAutomation } from './types';

export interface FolderEntry {
  readonly folder: vscode.WorkspaceFolder;
  readonly file: RulesFile;
  readonly hash: string;
  consent: FolderAutomation['consent'];
  readonly onSave: (path: string) => Rule[];
  readonly onChange: (path: string) => Rule[];
  /** Where the rules write (from the last plan): a change there, or of a folder on the way, is a run's own write. */
  readonly results: Set<string>;
  /** The rules an Allow covers (refused ones left out), once the question was asked; else the whole file runs. */
  runnable?: RulesFile;
  /** Files automatic runs wrote (relative), and when: their changes, seen late, are no new triggers. */
  readonly written: Map<string, number>;
}

/** The rules file's text, or undefined: missing, unreadable, or under a `.vscode` that is a link (never followed). */
export async function readRulesText(folder: vscode.WorkspaceFolder): Promise<string | undefined> {
  const dir = posix.join(slashed(folder.uri.fsPath), '.vscode');
  if ((await lstat(dir).catch(() => undefined))?.isSymbolicLink()) {
    return undefined;
  }
  return readFile(posix.join(dir, 'convert-files.json'), 'utf8').catch(() => undefined);
}

/** A result's temporary name while it is written (service/convert/files.ts): never a change to act on. */
export function isTemporary(path: string): boolean {
  return /(^|\/)\.[^/]*\.partial$/.test(path);
}

/** How long a file an automatic run wrote is not taken for a change (its own write, seen late). */
const OWN_WRITE_MS = 10_000;

/** The path of `uri` relative to the entry's folder, or undefined: not a local file inside it. */
export function relativeIn(entry: FolderEntry, uri: vscode.Uri): string | undefined {
  if (uri.scheme !== 'file') {
    return undefined;
  }
  const path = posix.relative(slashed(entry.folder.uri.fsPath), slashed(uri.fsPath));
  return path === '' || path.startsWith('../') || posix.isAbsolute(path) ? undefined : path;
}

/** A change of `path` that is a run's own write: where the rules write (or a folder on the way), or a file a run just wrote. */
export function isOwnWrite(entry: FolderEntry, path: string, now = Date.now()): boolean {
  if (entry.results.has(path) || [...entry.results].some((r) => r.startsWith(`${path}/`) || path.startsWith(`${r}/`))) {
    return true;
  }
  const at = entry.written.get(path);
  return at !== undefined && now - at < OWN_WRITE_MS;
}

/**
 * What the text of a folder's rules file gives automatic runs: an entry, the problems of a file
 * that does not parse (when it asks for automatic runs, or `wasUsed`: it did before), or nothing
 * (no automatic rule).
 */
export function readFolderEntry(
  folder: vscode.WorkspaceFolder,
  text: string,
  hash: string,
  remembered: boolean | undefined,
  wasUsed: boolean,
): { readonly entry: FolderEntry } | { readonly problems: readonly string[] } | undefined {
  const { file, problems } = parseRulesFile(text);
  if (!file) {
    return wasUsed || mayHaveAutomaticTrigger(text) ? { problems: problems.map(problemText) } : undefined;
  }
  if (automaticRules(file).length === 0) {
    return undefined;
  }
  return {
    entry: {
      folder,
      file,
      hash,
      consent: remembered === undefined ? 'unasked' : remembered ? 'allowed' : 'declined',
      onSave: changeMatcher(automaticRules(file, 'onSave')),
      onChange: changeMatcher(automaticRules(file, 'onChange')),
      results: new Set(),
      written: new Map(),
    },
  };
}
