// One workspace folder's rules file as automatic runs hold it: its automatic rules, the matchers
// of the changes they follow, and the person's answer for this content; or why it cannot be used.
import type * as vscode from 'vscode';
import { automaticRules, changeMatcher, mayHaveAutomaticTrigger } from '../../../conversion/automation';
import { parseRulesFile, problemText, type Rule, type RulesFile } from '../../../conversion/rules';
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
    },
  };
}
