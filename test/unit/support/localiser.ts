// vscode.l10n as the unit tier stands it in: a message looked up in a bundle (kept in English when
// the bundle has none), filled as VS Code fills it: {name} from a record, {0}, {1}… from the
// arguments; a placeholder without a value stays as it is.
import { readFileSync } from 'node:fs';
import type { Localiser, Values } from '../../../src/service/errors';

/** The German bundle (l10n/bundle.l10n.de.json): each English message and its German wording. */
export const german = JSON.parse(readFileSync('l10n/bundle.l10n.de.json', 'utf8')) as Record<string, string>;

/** Words each message from `strings` (English without them), placeholders filled; each message asked for is added to `asked`. */
export function localiser(strings: Record<string, string> = {}, asked: string[] = []): Localiser {
  return {
    t: (message: string, ...args: Array<string | number | boolean | Values>) => {
      asked.push(message);
      const values = (typeof args[0] === 'object' ? args[0] : args) as Values;
      return (strings[message] ?? message).replace(/\{([^}]+)\}/g, (whole, key: string) => String(values[key] ?? whole));
    },
  };
}
