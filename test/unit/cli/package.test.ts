// The npm package `convert-files` (cli/): packed as `npm pack` packs it after a build, installed
// globally from its tarball into an empty prefix with no registry (it has no dependencies), and
// run from there: --help, then a real run against the emulator. Built into a temporary copy of
// cli/, so the work tree is left as it was.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startEmulator, type Emulator } from '../support/inProcessEmulator';

const run = promisify(execFile);
const root = resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'cli', 'package.json'), 'utf8')) as Record<string, unknown>;

describe('npm package convert-files (cli/): pack, install from the tarball, run', function () {
  this.timeout(120_000);
  let dir: string;
  let tarball: string;
  let bin: string;
  /** npm without the developer's settings, cache or registry: everything in the temporary folder. */
  let npmEnv: NodeJS.ProcessEnv;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'convert-files-package-'));
    const pkg = join(dir, 'package');
    mkdirSync(pkg);
    for (const file of ['package.json', 'README.md']) {
      copyFileSync(join(root, 'cli', file), join(pkg, file));
    }
    await run(process.execPath, ['esbuild.products.mjs', '--package', pkg], { cwd: root });
    writeFileSync(join(dir, 'npmrc'), '');
    writeFileSync(join(dir, 'globalnpmrc'), '');
    npmEnv = {
      PATH: process.env.PATH,
      HOME: dir,
      npm_config_userconfig: join(dir, 'npmrc'),
      npm_config_globalconfig: join(dir, 'globalnpmrc'),
      npm_config_cache: join(dir, 'cache'),
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    const packed = await run('npm', ['pack', '--json'], { cwd: pkg, env: npmEnv });
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    assert.deepEqual(info.files.map((f) => f.path).sort(), ['LICENSE', 'README.md', 'convert-files.js', 'package.json']);
    tarball = join(pkg, info.filename);
    assert.equal(info.filename, `convert-files-${manifest.version as string}.tgz`);
    const prefix = join(dir, 'prefix');
    await run('npm', ['install', '--global', '--prefix', prefix, tarball], { cwd: dir, env: npmEnv });
    bin = join(prefix, 'bin', 'convert-files');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is public, named convert-files, a bin of that name, Node 20 or later, no dependencies; the root stays private', () => {
    assert.equal(manifest.name, 'convert-files');
    assert.equal(manifest.private, undefined);
    assert.deepEqual(manifest.bin, { 'convert-files': 'convert-files.js' });
    assert.deepEqual(manifest.engines, { node: '>=20' });
    for (const key of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies']) {
      assert.equal(manifest[key], undefined, `the package declares ${key}`);
    }
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(rootManifest.private, true);
    assert.equal(manifest.version, rootManifest.version, 'cli/package.json and package.json name different versions');
  });

  it('installed from the tarball, `convert-files --help` prints the usage and exits 0; `run` without a token exits 2', async () => {
    const help = await run(bin, ['--help'], { cwd: dir, env: { PATH: process.env.PATH } });
    assert.match(help.stdout, /^Usage:$/m);
    assert.match(help.stdout, /CONVERT_FILES_API_TOKEN/);
    // Nothing waits for stdin, which stays open.
    await assert.rejects(run(bin, ['run'], { cwd: dir, env: { PATH: process.env.PATH } }), (err: { code?: unknown }) => err.code === 2);
  });

  it('installed, it converts a rules file against the emulator with the token from the environment', async () => {
    const emu: Emulator = await startEmulator({ port: 0 });
    try {
      const ws = join(dir, 'workspace');
      mkdirSync(join(ws, '.vscode'), { recursive: true });
      writeFileSync(join(ws, '.vscode', 'convert-files.json'), '{ "rules": [{ "files": "*.md", "targets": ["pdf"] }] }');
      writeFileSync(join(ws, 'a.md'), '# A');
      const token = emu.demo.apiTokens[0].token;
      const result = await run(bin, ['run'], {
        cwd: ws,
        env: { PATH: process.env.PATH, CONVERT_FILES_API_TOKEN: token, CONVERT_FILES_BASE_URL: emu.baseUrl },
      });
      assert.equal(result.stdout.trim().split('\n').at(-1), '1 converted, 0 up to date, 0 failed, 1 conversion used');
      assert.match(readFileSync(join(ws, 'a.pdf')).subarray(0, 5).toString(), /%PDF-/);
      assert.ok(!`${result.stdout}${result.stderr}`.includes(token));
    } finally {
      await emu.close();
    }
  });
});
