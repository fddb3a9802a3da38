// The one wording the Compare as Text provider needs at activation (the rest is in compare.ts, loaded on first use).
import * as vscode from 'vscode';

export function textGone(): string {
  return vscode.l10n.t('This text is no longer stored (the compare cache was cleared). Run the comparison again.');
}
