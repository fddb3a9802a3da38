// The wordings of Search in Documents (src/search).
import * as vscode from 'vscode';

export function searchTitle(): string {
  return vscode.l10n.t('Search in Documents');
}

export function searchPlaceholder(): string {
  return vscode.l10n.t('Text to find in documents');
}

/** The search options by the names their toggle buttons show. */
const OPTION_NAMES: Record<'case' | 'word' | 'regex', () => string> = {
  case: () => vscode.l10n.t('Match Case'),
  word: () => vscode.l10n.t('Match Whole Word'),
  regex: () => vscode.l10n.t('Use Regular Expression'),
};

export function toggleTooltip(option: keyof typeof OPTION_NAMES, on: boolean): string {
  const name = OPTION_NAMES[option]();
  return on ? vscode.l10n.t('{0} (on)', name) : name;
}

export function searchFor(text: string): string {
  return vscode.l10n.t('Search the documents for “{0}”', text);
}

export function invalidQuery(reason: string): string {
  return vscode.l10n.t('Not a valid regular expression: {0}', reason);
}

export function searching(query: string): string {
  return vscode.l10n.t('Searching documents for “{0}”', query);
}

export function noDocuments(): string {
  return vscode.l10n.t('No documents to search in this workspace.');
}

export function noWorkspace(): string {
  return vscode.l10n.t('Open a folder to search in its documents.');
}

/** The summary line at the top of the results and in the view's message. */
export function summary(hits: number, files: number, searched: number): string {
  if (hits === 0) {
    return vscode.l10n.t('No results in {0} documents.', searched);
  }
  return vscode.l10n.t('{0} results in {1} of {2} documents.', hits, files, searched);
}

export function outsideWorkspace(): string {
  return vscode.l10n.t('a link to a file outside the workspace folder');
}

export function tooLarge(limitMb: number): string {
  return vscode.l10n.t('larger than {0} MB', limitMb);
}

export function notSearched(): string {
  return vscode.l10n.t('text not extracted');
}

export function unreadable(reason: string): string {
  return vscode.l10n.t('Could not be read: {0}', reason);
}

/** A file whose matching ran past the time budget (a regular expression that backtracks without end). */
export function timedOut(seconds: number): string {
  return vscode.l10n.t('timed out: matching took longer than {0} s', seconds);
}

/** A PDF whose reading made no progress within the time budget (a file that keeps pdf.js's parser busy). */
export function readTimedOut(seconds: number): string {
  return vscode.l10n.t('timed out: reading one page of the PDF took longer than {0} s', seconds);
}

export function skippedFiles(count: number): string {
  return vscode.l10n.t('Skipped ({0})', count);
}

export function cancelledNote(): string {
  return vscode.l10n.t('Search cancelled.');
}

export function pageLine(page: number, line: number): string {
  return vscode.l10n.t('page {0}, line {1}', page, line);
}

export function lineOnly(line: number): string {
  return vscode.l10n.t('line {0}', line);
}

export function hitCount(count: number): string {
  return count === 1 ? vscode.l10n.t('1 result') : vscode.l10n.t('{0} results', count);
}

/** The tab of an extracted text opened from a hit. */
export function extractedLabel(name: string): string {
  return vscode.l10n.t('{0} (Text)', name);
}
