// vscode.l10n as the unit tier stands it in: a message looked up in a bundle (kept in English when
// the bundle has none) with its {0}, {1}… filled from the arguments.
import { readFileSync } from 'node:fs';
import type { L10n } from '../../../src/messages/batchWording';

/** The German bundle (l10n/bundle.l10n.de.json): each English message and its German wording. */
export const german = JSON.parse(readFileSync('l10n/bundle.l10n.de.json', 'utf8')) as Record<string, string>;

/** Words each message from `strings` (English without them), placeholders filled. */
export function localiser(strings: Record<string, string> = {}): L10n {
  return { t: (message, ...args) => (strings[message] ?? message).replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)])) };
}
