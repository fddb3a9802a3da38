// `npm run walks` counts a file when one of its functions ran during the walk: a class defined when
// its module loads (esbuild's keepNames gives it a `static { __name(…) }` block, which V8 reports as
// a function that ran) is no file the walk crossed.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { filesRun } from '../../../scripts/walks';

describe('npm run walks: the files a walk runs functions in', function () {
  this.timeout(30_000);
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'convert-files-walks-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('counts a function called, not a class that was only defined when its module loaded', async () => {
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src', 'unused.ts'), 'export class Unused {\n  value = 1;\n}\nexport const kinds = [Unused];\n');
    await writeFile(join(dir, 'src', 'used.ts'), 'export function used(n: number): number {\n  return n + 1;\n}\n');
    await writeFile(
      join(dir, 'src', 'main.ts'),
      "import { kinds } from './unused';\nimport { used } from './used';\nconsole.log(kinds.length, used(1));\n",
    );
    // As the development build makes dist/cli.js: one script, names kept, a source map beside it.
    await build({
      entryPoints: [join(dir, 'src', 'main.ts')],
      outfile: join(dir, 'dist', 'cli.js'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      keepNames: true,
      sourcemap: true,
      logLevel: 'silent',
    });
    const raw = join(dir, 'coverage');
    const run = spawnSync(process.execPath, [join(dir, 'dist', 'cli.js')], { env: { ...process.env, NODE_V8_COVERAGE: raw } });
    assert.equal(run.status, 0, String(run.stderr));
    const coverage: Parameters<typeof filesRun>[0][number][] = [];
    for (const name of await readdir(raw)) {
      const { result } = JSON.parse(await readFile(join(raw, name), 'utf8')) as { result: Parameters<typeof filesRun>[0] };
      coverage.push(...result.filter((s) => s.url.endsWith('/dist/cli.js')));
    }
    assert.deepEqual(filesRun(coverage, dir), ['used.ts']);
  });
});
