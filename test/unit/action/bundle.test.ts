// action.yml runs the committed action/index.js: a workflow has no build step. Rebuilt from the
// sources into a temporary file, it must be byte for byte the committed one; when it is not, the
// sources changed without `npm run build:action` (which rewrites it) and a commit of the result.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

describe('GitHub Action: the committed bundle', function () {
  this.timeout(60_000);

  it('is what the sources build now (else: npm run build:action, and commit action/index.js)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'convert-files-action-bundle-'));
    try {
      const fresh = join(dir, 'index.js');
      execFileSync(process.execPath, ['esbuild.products.mjs', '--action', fresh], { cwd: root, stdio: 'pipe' });
      const committed = readFileSync(join(root, 'action', 'index.js'));
      const built = readFileSync(fresh);
      assert.ok(
        committed.equals(built),
        `action/index.js is stale (${committed.length} bytes committed, ${built.length} built from the sources): ` +
          'run npm run build:action and commit action/index.js (after a merge conflict in it too: take either side, then rebuild)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is what action.yml runs, on a runtime that runs Node 20 code, with every input of the issue', () => {
    const yml = readFileSync(join(root, 'action.yml'), 'utf8');
    assert.match(yml, /^runs:\n {2}using: node(20|24)\n {2}main: action\/index\.js$/m);
    for (const input of ['token', 'args', 'shard', 'working-directory', 'base-url']) {
      assert.match(yml, new RegExp(`^ {2}${input}:\\n`, 'm'), `action.yml lacks the input ${input}`);
    }
    assert.match(yml, /^ {2}token:\n(?: {4}.*\n)*? {4}required: true$/m);
    assert.match(yml, /^ {2}args:\n(?: {4}.*\n)*? {4}default: run$/m);
    // No require of anything outside the bundle but Node's own modules.
    const bundle = readFileSync(join(root, 'action', 'index.js'), 'utf8');
    const outside = [...bundle.matchAll(/\brequire\("([^"]+)"\)/g)]
      .map((m) => m[1])
      .filter((m) => !m.startsWith('node:') && !builtinModules.includes(m));
    assert.deepEqual([...new Set(outside)], []);
  });
});
