/**
 * The strings of the code that go through vscode.l10n: what `npm run l10n:export` writes to
 * l10n/bundle.l10n.json, and what test/unit/l10n.test.ts checks the bundles against.
 *
 * @vscode/l10n-dev finds `l10n.t(…)` and `vscode.l10n.t(…)` calls only in files that import vscode.
 * The catalogue of coded messages (src/service/errors/wordings/, src/checks/inputWordings.ts) is
 * plain, so that the service layer, the command line, the MCP server and the GitHub Action print
 * its English: a source file that calls `l10n.t(` without importing vscode is read as if it did,
 * and the catalogue's templates, which are table entries rather than calls, are taken from its
 * tables. Keys are sorted, so the bundle does not depend on the order in which folders are listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { getL10nJson, type l10nJsonFormat } from '@vscode/l10n-dev';
import { SERVICE_WORDINGS } from '../src/service/errors/wordings/catalogue';
import { INPUT_WORDINGS } from '../src/checks/inputWordings';

/** How l10n-dev recognises a file whose `l10n.t(…)` calls it reads. */
const IMPORTS_VSCODE = /\bfrom\s+['"]vscode['"]|\brequire\(\s*['"]vscode['"]\s*\)/;
const CALLS_L10N = /\bl10n\.t\(/;
const READ_AS_VSCODE = "import type * as vscode from 'vscode';\n";

/** Every .ts file under `dir`, in a stable order. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });
}

/** A file's text as the extractor is given it: a plain module that words through `l10n.t` gets the import l10n-dev looks for. */
export function asExtracted(contents: string): string {
  return CALLS_L10N.test(contents) && !IMPORTS_VSCODE.test(contents) ? READ_AS_VSCODE + contents : contents;
}

/** The catalogue's templates: its wordings that are a template, not a function (a function says its own `l10n.t(…)`). */
function catalogueTemplates(): l10nJsonFormat {
  const templates = [SERVICE_WORDINGS, INPUT_WORDINGS].flatMap((table) => Object.values(table).filter((w) => typeof w === 'string'));
  return Object.fromEntries(templates.map((template) => [template, template]));
}

/** The exported bundle of the sources under `root` (keys sorted). */
export async function exportedStrings(root = 'src'): Promise<l10nJsonFormat> {
  const found = {
    ...(await getL10nJson(
      sourceFiles(root).map((path) => ({ contents: asExtracted(readFileSync(path, 'utf8')), extension: extname(path) })),
    )),
    ...catalogueTemplates(),
  };
  return Object.fromEntries(
    Object.keys(found)
      .sort()
      .map((key) => [key, found[key]!]),
  );
}

/** The bundle as the file holds it. */
export function bundleText(strings: l10nJsonFormat): string {
  return JSON.stringify(strings, undefined, 2);
}
