// The command line's --async: every conversion through the service's async jobs, against the
// emulator, the result where the rules say, and nothing the job stored left on the server.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArguments } from '../../../src/cli/args';
import { HELP } from '../../../src/cli/help';
import { runCli } from '../../../src/cli/main';
import { startEmulator, type Emulator } from '../service/support/inProcessEmulator';

const JOB_ID = /^[a-z0-9]{32}$/;

describe('command line: run --async', function () {
  this.timeout(60_000);
  let emu: Emulator;
  let root: string;

  before(async () => {
    emu = await startEmulator({ port: 0 });
  });
  after(() => emu.close());
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'convert-files-cli-async-'));
    await mkdir(join(root, '.vscode'), { recursive: true });
    await mkdir(join(root, 'notes'), { recursive: true });
    await writeFile(
      join(root, '.vscode/convert-files.json'),
      JSON.stringify({ rules: [{ name: 'notes', files: 'notes/*.txt', targets: ['pdf'], outputDirectory: 'build' }] }),
    );
    await writeFile(join(root, 'notes/n.txt'), 'a note converted through a job');
    emu.requestLog.length = 0;
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function cli(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const token = emu.demo.apiTokens[0]!.token;
    const code = await runCli(args, {
      env: { CONVERT_FILES_API_TOKEN: token, CONVERT_FILES_BASE_URL: emu.baseUrl },
      cwd: root,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      signal: new AbortController().signal,
      now: () => new Date('2030-05-06T12:00:00Z'),
    });
    return { code, out, err };
  }

  it('is a flag of run only, and --help names it', () => {
    assert.equal((parseArguments(['run', '--async']) as { async: boolean }).async, true);
    assert.equal((parseArguments(['run']) as { async: boolean }).async, false);
    assert.throws(() => parseArguments(['check', '--async']), /unknown flag --async/);
    assert.throws(() => parseArguments(['run', '--async=yes']), /unknown flag --async/);
    assert.match(HELP, /--async/);
  });

  it('converts through an async job with its own JobId, polls it, saves the result and deletes what the job stored', async () => {
    const run = await cli(['run', '--async']);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.deepEqual(run.out, ['notes/n.txt → build/n.pdf', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    assert.match((await readFile(join(root, 'build/n.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    const log = emu.requestLog;
    const start = log.filter((r) => r.method === 'POST' && r.path === '/async/convert/txt/to/pdf');
    assert.equal(start.length, 1);
    assert.match(start[0]!.query.JobId ?? '', JOB_ID);
    assert.equal(log.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/')).length, 0, 'sent synchronously too');
    assert.ok(log.some((r) => r.method === 'GET' && r.path === `/async/job/${start[0]!.query.JobId}` && r.status === 200));
    assert.equal(log.filter((r) => r.method === 'DELETE' && r.path.startsWith('/d/') && r.status === 200).length, 1);
  });

  it('without --async the same run stays synchronous', async () => {
    const run = await cli(['run']);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.equal(emu.requestLog.filter((r) => r.path.startsWith('/async/')).length, 0);
    assert.equal(emu.requestLog.filter((r) => r.method === 'POST' && r.path === '/convert/txt/to/pdf').length, 1);
  });
});
