// `npm run l10n:export`: writes the code's strings to l10n/bundle.l10n.json (scripts/l10nStrings.ts
// says which files it reads). Translations go into l10n/bundle.l10n.<language>.json by hand.
import { writeFileSync } from 'node:fs';
import { bundleText, exportedStrings } from './l10nStrings';

void exportedStrings('src').then((strings) => {
  writeFileSync('l10n/bundle.l10n.json', bundleText(strings));
  process.stdout.write(`l10n/bundle.l10n.json: ${Object.keys(strings).length} strings\n`);
});
