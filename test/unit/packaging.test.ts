/**
 * What the .vsix carries: vsce's own file list (the rules of .vscodeignore) over a copy of the
 * repository with a production build in dist/, source maps and the command line beside it as a
 * development build leaves them. Only what runs ships: no sources, tests, command line or maps,
 * and at most 400 KB compressed besides the README's screenshots and pdf.js's own build files
 * (issue 28). About 324 KB when undici's engine shrank from 176 KB to 93 KB compressed (only its
 * fetch, Agent and ProxyAgent, and one of its two HTTP parsers: undiciParts.ts, esbuild.mjs).
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { listFiles, PackageManager } from '@vscode/vsce';

const LIMIT = 400 * 1024;
/**
 * Shipped, but outside the budget (the issue's terms): the README's pictures and pdf.js's own files
 * as pdfjs-dist ships them (its build, and its character maps and standard fonts: issue 39; its
 * legacy build for reading PDFs' text in the extension host: issue 40).
 */
const OUTSIDE_BUDGET = /^(media\/screenshots\/|dist\/(viewer|pdfjs)\/pdf(\.worker)?\.min\.mjs$|dist\/viewer\/(cmaps|standard_fonts)\/)/;

describe('packaging: what the .vsix carries', function () {
  this.timeout(120_000);
  let root: string;
  let files: string[];

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'convert-files-vsix-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      try {
        copyFileSync(file, join(root, file));
      } catch {
        // Deleted in the work tree but not yet in the index.
      }
    }
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--outdir', join(root, 'dist')], { stdio: 'pipe' });
    // What a development build and the command line leave beside it, and what `npm run build` puts
    // into the npm package's folder (git-ignored there, so not copied above).
    writeFileSync(join(root, 'dist', 'extension.js.map'), '{}');
    writeFileSync(join(root, 'cli', 'convert-files.js'), '#!/usr/bin/env node\n');
    writeFileSync(join(root, 'cli', 'LICENSE'), 'MIT');
    writeFileSync(join(root, 'dist', 'cli.js.map'), '{}');
    files = (await listFiles({ cwd: root, packageManager: PackageManager.None })).map((f) => f.replace(/\\/g, '/')).sort();
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('holds no sources, tests, command line (nor its npm package), GitHub Action, maps or development files', () => {
    assert.ok(files.includes('dist/extension.js') && files.includes('package.json'), `the list: ${files.join(', ')}`);
    const stray = files.filter(
      (f) =>
        // cli/: the npm package's folder; action/ and action.yml: the GitHub Action (issue 36).
        /^(src|test|bench|out|node_modules|\.vscode-test|\.github|cli|action)\//.test(f) ||
        f === 'action.yml' ||
        /\.(ts|map|mts|cts)$/.test(f) ||
        f === 'dist/cli.js' ||
        f === 'dist/extension.meta.json' ||
        /^(tsconfig|eslint|esbuild|\.)/.test(f),
    );
    assert.deepEqual(stray, []);
  });

  it('ships every file the build makes for the extension (each lazy file included)', () => {
    const built = readdirSync(join(root, 'dist'))
      .filter((f) => f.endsWith('.js') && f !== 'cli.js')
      .map((f) => `dist/${f}`);
    assert.deepEqual(
      built.filter((f) => !files.includes(f)),
      [],
      'a built file is missing from .vscodeignore',
    );
  });

  it('ships pdf.js’s character maps and standard fonts, with their licences (CJK text, fonts a PDF does not embed)', () => {
    const cmaps = files.filter((f) => /^dist\/viewer\/cmaps\/.+\.bcmap$/.test(f));
    assert.ok(cmaps.length > 100, `${cmaps.length} character maps`);
    for (const name of ['UniJIS-UCS2-H.bcmap', 'UniGB-UCS2-H.bcmap', 'UniKS-UCS2-H.bcmap', 'Adobe-Japan1-UCS2.bcmap', 'LICENSE']) {
      assert.ok(files.includes(`dist/viewer/cmaps/${name}`), `dist/viewer/cmaps/${name} is not shipped`);
    }
    for (const name of ['LiberationSans-Regular.ttf', 'FoxitSerif.pfb', 'LICENSE_FOXIT', 'LICENSE_LIBERATION']) {
      assert.ok(files.includes(`dist/viewer/standard_fonts/${name}`), `dist/viewer/standard_fonts/${name} is not shipped`);
    }
  });

  it(`is at most ${LIMIT / 1024} KB compressed besides the screenshots and pdf.js`, () => {
    const sizes = files.filter((f) => !OUTSIDE_BUDGET.test(f)).map((f) => [f, deflateRawSync(readFileSync(join(root, f))).length] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const largest = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([f, size]) => `${f} ${(size / 1024).toFixed(0)} KB`);
    assert.ok(total <= LIMIT, `${(total / 1024).toFixed(1)} KB compressed; largest: ${largest.join(', ')}`);
  });
});
