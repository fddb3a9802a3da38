// The wordings of Compare as Text and Track Changes DOCX (src/compare).
import * as vscode from 'vscode';

/** The marker line of page (slide, sheet) `n` in a compared text. */
export function pageMarker(kind: 'page' | 'slide' | 'sheet', n: number): string {
  return kind === 'slide'
    ? vscode.l10n.t('──── Slide {0} ────', n)
    : kind === 'sheet'
      ? vscode.l10n.t('──── Sheet {0} ────', n)
      : vscode.l10n.t('──── Page {0} ────', n);
}

/** The label of a document's text at a git revision, in the diff editor's title. */
export function atRevision(name: string, revision: 'HEAD' | 'index'): string {
  return revision === 'HEAD' ? vscode.l10n.t('{0} (HEAD)', name) : vscode.l10n.t('{0} (Staged)', name);
}

/** The diff editor's title. */
export function diffTitle(left: string, right: string): string {
  return vscode.l10n.t('{0} ↔ {1} (Text)', left, right);
}

export function notComparable(name: string, format: string | undefined): string {
  return vscode.l10n.t(
    '“{0}” cannot be compared as text: the conversion service does not extract the text of {1} files.',
    name,
    format ? `.${format}` : name,
  );
}

export function chooseOne(): string {
  return vscode.l10n.t('Select a document to compare with HEAD (DOCX, PDF, PPTX, XLSX, ODT or RTF).');
}

export function chooseTwo(): string {
  return vscode.l10n.t('Select two documents to compare (DOCX, PDF, PPTX, XLSX, ODT or RTF).');
}

export function chooseTwoDocx(): string {
  return vscode.l10n.t('Select two DOCX files for Track Changes DOCX.');
}

export function trackChangesUnavailable(): string {
  return vscode.l10n.t('The conversion service offers no Word comparison (docx to compare), so Track Changes DOCX cannot run.');
}

export function notInGit(name: string, reason: 'noGit' | 'noRepository' | 'notInRevision', revision: 'HEAD' | 'index'): string {
  switch (reason) {
    case 'noGit':
      return vscode.l10n.t('“{0}” cannot be compared with git: the built-in Git extension is not available or is disabled.', name);
    case 'noRepository':
      return vscode.l10n.t('“{0}” is not in a git repository.', name);
    case 'notInRevision':
      return revision === 'HEAD'
        ? vscode.l10n.t('“{0}” is not in HEAD: it has not been committed yet.', name)
        : vscode.l10n.t('“{0}” is not in the index: it is not staged.', name);
  }
}

export function sameContent(left: string, right: string): string {
  return vscode.l10n.t('“{0}” and “{1}” have the same content: there is nothing to compare.', left, right);
}

export function extracting(count: number): string {
  return count === 1 ? vscode.l10n.t('Extracting the text of 1 document…') : vscode.l10n.t('Extracting the text of {0} documents…', count);
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString(vscode.env.language, { maximumFractionDigits: 1 });
}

/** After Clear Stored Previews (`pdf`) or Clear Compare Cache (`txt`): how many were removed and what that freed. */
export function storedCleared(kind: 'pdf' | 'txt', count: number, bytes: number): string {
  const mb = megabytes(bytes);
  if (kind === 'pdf') {
    return count === 0
      ? vscode.l10n.t('There are no stored previews.')
      : count === 1
        ? vscode.l10n.t('Removed 1 stored preview ({0} MB).', mb)
        : vscode.l10n.t('Removed {0} stored previews ({1} MB).', count, mb);
  }
  return count === 0
    ? vscode.l10n.t('There are no stored texts.')
    : count === 1
      ? vscode.l10n.t('Removed 1 stored text ({0} MB).', mb)
      : vscode.l10n.t('Removed {0} stored texts ({1} MB).', count, mb);
}
