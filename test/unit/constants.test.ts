// src/constants.ts against package.json's contributions: every command, submenu, view, setting,
// context key and language-model tool the manifest names is the one the code uses, and no id is
// spelled anywhere in src/ but in constants.ts.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ClaimsScheme,
  Commands,
  ContextKeys,
  EXTENSION_ID,
  LanguageModelTools,
  PREFIX,
  SecretKeys,
  Settings,
  StateKeys,
  Submenus,
  Views,
  WALKTHROUGH_ID,
} from '../../src/constants';
import { CATALOGUE_KEY_PREFIX } from '../../src/service/catalogue/catalogueCache';
import { CONFLICT_POLICY_KEY, PIPELINES_KEY, PRESETS_KEY } from '../../src/conversion/rules/folderSettings';

interface Manifest {
  publisher: string;
  name: string;
  contributes: {
    commands: { command: string }[];
    submenus: { id: string }[];
    menus: Record<string, { command?: string; submenu?: string; when?: string }[]>;
    viewsContainers: Record<string, { id: string }[]>;
    views: Record<string, { id: string; when?: string }[]>;
    viewsWelcome: { view: string; when?: string; contents: string }[];
    walkthroughs: { id: string; steps: { completionEvents?: string[]; description: string }[] }[];
    configuration: { properties: Record<string, unknown> };
    languageModelTools: { name: string }[];
  };
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
const manifestText = readFileSync('package.json', 'utf8');
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Every `convertFiles.x` name a when-clause or completion event tests (settings are `config.convertFiles.x`). */
function contextNames(): string[] {
  const clauses = [
    ...Object.values(pkg.contributes.menus).flatMap((items) => items.map((i) => i.when ?? '')),
    ...pkg.contributes.viewsWelcome.map((w) => w.when ?? ''),
    ...Object.values(pkg.contributes.views).flatMap((c) => c.map((v) => v.when ?? '')),
    ...pkg.contributes.walkthroughs.flatMap((w) =>
      w.steps.flatMap((s) => (s.completionEvents ?? []).map((e) => e.replace(/^onContext:/, ''))),
    ),
  ].filter((c) => !c.startsWith('onCommand:'));
  return clauses.flatMap((c) => [...c.matchAll(/(?<![\w.])convertFiles\.[A-Za-z]+/g)].map((m) => m[0]));
}

describe('constants.ts and package.json', () => {
  it('names the extension as the manifest does', () => {
    assert.equal(EXTENSION_ID, `${pkg.publisher}.${pkg.name}`);
    assert.equal(WALKTHROUGH_ID, `${EXTENSION_ID}#${pkg.contributes.walkthroughs[0].id}`);
  });

  it('has every contributed command, and every command a menu or walkthrough names', () => {
    assert.deepEqual(sorted(pkg.contributes.commands.map((c) => c.command)), sorted(Object.values(Commands)));
    const named = [
      ...Object.values(pkg.contributes.menus).flatMap((items) => items.flatMap((i) => (i.command ? [i.command] : []))),
      ...[...manifestText.matchAll(/command:(convertFiles\.[A-Za-z]+)/g)].map((m) => m[1]),
      ...[...manifestText.matchAll(/onCommand:(convertFiles\.[A-Za-z]+)/g)].map((m) => m[1]),
    ];
    const commands = new Set<string>(Object.values(Commands));
    assert.deepEqual(
      sorted(named).filter((c) => !commands.has(c)),
      [],
    );
  });

  it('gives each command its id under its own name, typed as that very string', () => {
    // A type, not a string: `Commands.convert` is usable where only that command's id is.
    const convert: 'convertFiles.convert' = Commands.convert;
    assert.equal(convert, 'convertFiles.convert');
    for (const [name, id] of Object.entries(Commands)) {
      assert.equal(id, `${PREFIX}.${name}`);
    }
  });

  it('has the submenus, views and language-model tools the manifest contributes', () => {
    assert.deepEqual(sorted(pkg.contributes.submenus.map((s) => s.id)), sorted(Object.values(Submenus)));
    const used = Object.values(pkg.contributes.menus).flatMap((items) => items.flatMap((i) => (i.submenu ? [i.submenu] : [])));
    assert.deepEqual(sorted(used), sorted(Object.values(Submenus)));
    assert.deepEqual(
      Object.values(pkg.contributes.viewsContainers).flatMap((c) => c.map((v) => v.id)),
      [Views.container],
    );
    assert.deepEqual(
      Object.values(pkg.contributes.views).flatMap((c) => c.map((v) => v.id)),
      [Views.usage, Views.searchResults],
    );
    assert.deepEqual(sorted(pkg.contributes.languageModelTools.map((t) => t.name)), sorted(Object.values(LanguageModelTools)));
  });

  it('has every setting the manifest contributes, and no other', () => {
    const { section, ...names } = Settings;
    assert.deepEqual(
      sorted(Object.keys(pkg.contributes.configuration.properties)),
      sorted(Object.values(names).map((n) => `${section}.${n}`)),
    );
  });

  it('has every context key a when-clause or completion event tests, and each is tested somewhere', () => {
    const settings = new Set(Object.keys(pkg.contributes.configuration.properties));
    const views = new Set<string>(Object.values(Views));
    const tested = contextNames().filter((name) => !settings.has(name) && !views.has(name));
    assert.deepEqual(sorted(tested), sorted(Object.values(ContextKeys)));
  });

  it('keeps storage keys apart: unique, under the extension’s prefix, the catalogue’s as the service spells it', () => {
    const state = Object.values(StateKeys);
    const secrets = Object.values(SecretKeys);
    assert.equal(new Set([...state, ...secrets]).size, state.length + secrets.length);
    assert.ok(
      state.every((k) => k.startsWith(`${PREFIX}.`)),
      'globalState keys start with convertFiles.',
    );
    assert.ok(
      secrets.every((k) => k.startsWith(`${EXTENSION_ID}.`)),
      'secret keys start with the extension id',
    );
    assert.equal(StateKeys.cataloguePrefix, CATALOGUE_KEY_PREFIX);
    assert.ok(ClaimsScheme.length > 0 && /^[a-z][a-z0-9+.-]*$/.test(ClaimsScheme), 'a valid URI scheme');
  });

  it('is the only file in src/ that spells an id', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
      });
    // A quoted id on its own: 'convertFiles.x', 'convertFiles_x', `convertFiles.x…` or the extension id.
    const id = /['"`](?:convertFiles[._][A-Za-z]+[:.]?|convert-files\.convert-files[.#]?[A-Za-z]*)['"`$]/g;
    const found = files('src')
      .filter((f) => !f.endsWith(join('src', 'constants.ts')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          // Comments may name a setting for the reader.
          .flatMap((line, i) =>
            /^\s*(\*|\/\/|\/\*)/.test(line) ? [] : (line.match(id) ?? []).map((m) => `${relative('src', f)}:${i + 1} ${m}`),
          ),
      )
      // The service layer imports nothing from the extension: its one key is checked above.
      .filter((hit) => !hit.includes(`'${CATALOGUE_KEY_PREFIX}'`))
      // The command line's reader of a folder's settings file sits below constants.ts: its one key is compared here.
      .filter(
        (hit) =>
          ![CONFLICT_POLICY_KEY, PRESETS_KEY, PIPELINES_KEY].some((key) => hit.endsWith(`'${key}'`)) ||
          !hit.startsWith(join('conversion', 'rules', 'folderSettings.ts')),
      );
    assert.equal(CONFLICT_POLICY_KEY, `${Settings.section}.${Settings.conflictPolicy}`);
    assert.equal(PRESETS_KEY, `${Settings.section}.${Settings.presets}`);
    assert.equal(PIPELINES_KEY, `${Settings.section}.${Settings.pipelines}`);
    assert.deepEqual(found, []);
  });
});
