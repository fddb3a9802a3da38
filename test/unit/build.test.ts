/**
 * What activation loads: the production bundle of src/extension.ts, built here into a temporary
 * folder exactly as `npm run package` builds it. It runs in every window at start-up
 * (onStartupFinished), so it must stay small and leave the HTTP and JWT libraries out.
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIMIT = 200 * 1024;

interface Metafile {
  inputs: Record<string, unknown>;
}

describe('build: what activation loads', function () {
  this.timeout(60_000);
  let dir: string;
  let bundle: string;
  let inputs: string[];

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'convert-files-build-'));
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--outdir', dir], { stdio: 'pipe' });
    bundle = readFileSync(join(dir, 'extension.js'), 'utf8');
    inputs = Object.keys((JSON.parse(readFileSync(join(dir, 'extension.meta.json'), 'utf8')) as Metafile).inputs);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(`the activation bundle is at most ${LIMIT / 1024} KB`, () => {
    const size = statSync(join(dir, 'extension.js')).size;
    assert.ok(size <= LIMIT, `dist/extension.js is ${(size / 1024).toFixed(1)} KB`);
  });

  it('holds no HTTP or JWT library: undici and jose are not among its inputs, nor required by it', () => {
    const libraries = inputs.filter((path) => /node_modules[\\/](undici|jose)[\\/]/.test(path));
    assert.deepEqual(libraries, []);
    assert.ok(inputs.some((path) => path.endsWith('src/extension.ts')), 'the metafile lists the sources (the check can fail)');
    const requires = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!);
    assert.ok(!requires.includes('undici') && !requires.includes('jose'), `requires: ${requires.join(', ')}`);
  });

  it('undici is a separate file, required only from inside a function (on first use)', () => {
    const undiciFile = statSync(join(dir, 'undiciFetch.js')).size;
    assert.ok(undiciFile > 300 * 1024, `undiciFetch.js is ${undiciFile} bytes: undici is not in it`);
    const at = bundle.indexOf('require("./undiciFetch.js")');
    assert.ok(at > 0, 'the activation bundle does not name ./undiciFetch.js');
    // The minified bundle is one module scope; a top-level require would sit at brace depth 0.
    let depth = 0;
    for (const ch of bundle.slice(0, at)) {
      depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
    }
    assert.ok(depth > 0, 'require("./undiciFetch.js") runs when the bundle loads');
  });
});
