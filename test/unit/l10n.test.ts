// Every user-facing string has a German translation: package.json's through package.nls.de.json,
// the code's (vscode.l10n.t) through l10n/bundle.l10n.de.json. The strings are extracted afresh
// from src exactly as `npm run l10n:export` does (scripts/l10nStrings.ts: @vscode/l10n-dev, which
// also reads the plain catalogue of coded messages), so a string added or changed anywhere fails
// here until the bundle is exported again and translated.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import type { l10nJsonFormat } from '@vscode/l10n-dev';
import { bundleText, exportedStrings } from '../../scripts/l10nStrings';

const LANGUAGES = ['de'];

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** The English text: a plain string, or { message, comment } for strings with translator comments. */
function messageOf(value: l10nJsonFormat[string]): string {
  return typeof value === 'string' ? value : value.message;
}

/** {0}, {1}…, {name}…, $(icon) and markdown link targets must survive translation unchanged. */
function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}|\$\([\w-]+\)|\]\([^)]*\)/g) ?? []).sort();
}

describe('localisation', () => {
  let exported: l10nJsonFormat;

  before(async function () {
    this.timeout(60_000);
    exported = await exportedStrings('src');
  });

  it('has l10n/bundle.l10n.json up to date with the code (run `npm run l10n:export` after changing strings)', () => {
    const committed = readJson('l10n/bundle.l10n.json');
    assert.deepEqual(Object.keys(committed).sort(), Object.keys(exported).sort());
    assert.equal(
      readFileSync('l10n/bundle.l10n.json', 'utf8'),
      bundleText(exported),
      'l10n/bundle.l10n.json is not as `npm run l10n:export` writes it',
    );
  });

  it('reads the plain catalogue of coded messages, which imports no vscode', () => {
    // Said nowhere but in src/service/errors/wordings/ and src/checks/inputWordings.ts.
    for (const template of [
      'The file {path} already exists and was not overwritten.',
      'The connection to {host} was refused: is the service address right and the service running?',
      'Give the token a name, for example "Production" or "CI".',
    ]) {
      assert.ok(template in exported, `"${template}" was not extracted`);
    }
  });

  for (const language of LANGUAGES) {
    it(`translates every key of package.nls.json into ${language}, keeping placeholders`, () => {
      const english = readJson('package.nls.json');
      const translated = readJson(`package.nls.${language}.json`);
      const missing = Object.keys(english).filter((key) => typeof translated[key] !== 'string' || translated[key] === '');
      assert.deepEqual(missing, [], `package.nls.${language}.json lacks these keys`);
      assert.deepEqual(
        Object.keys(translated).filter((key) => !(key in english)),
        [],
        `package.nls.${language}.json has keys package.nls.json no longer has`,
      );
      for (const [key, text] of Object.entries(english)) {
        assert.deepEqual(placeholders(String(translated[key])), placeholders(String(text)), `${key}: placeholders or command links differ`);
      }
    });

    it(`translates every string of the code into ${language}, keeping placeholders`, () => {
      const translated = readJson(`l10n/bundle.l10n.${language}.json`);
      const missing = Object.keys(exported).filter((key) => typeof translated[key] !== 'string' || translated[key] === '');
      assert.deepEqual(missing, [], `l10n/bundle.l10n.${language}.json lacks these strings (translate them)`);
      assert.deepEqual(
        Object.keys(translated).filter((key) => !(key in exported)),
        [],
        `l10n/bundle.l10n.${language}.json has strings the code no longer uses`,
      );
      for (const [key, value] of Object.entries(exported)) {
        assert.deepEqual(placeholders(String(translated[key])), placeholders(messageOf(value)), `"${key}": placeholders differ`);
      }
    });
  }
});
