// vscode.l10n under test: a bundle's string looked up by its English template, then filled as VS
// Code fills it ({name} from a record, {0}… from the arguments; a placeholder without a value stays).
import type { Localiser, Values } from '../../../src/service/errors';

/** A localiser that says `strings` (English when empty) and records each template it was asked for in `asked`. */
export function bundleLocaliser(strings: Readonly<Record<string, string>> = {}, asked: string[] = []): Localiser {
  return {
    t: (message: string, ...args: Array<string | number | boolean | Values>) => {
      asked.push(message);
      const values = (typeof args[0] === 'object' ? args[0] : args) as Values;
      return (strings[message] ?? message).replace(/\{([^}]+)\}/g, (whole, key: string) => String(values[key] ?? whole));
    },
  };
}
