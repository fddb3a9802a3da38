// The command line's --async: every conversion through the service's async jobs, against the
// emulator, the result where the rules say, and nothing the job stored left on the server.
import { strict as assert } from 'node:assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArguments } from '../../../src/cli/args';
import { HELP } from '../../../src/cli/help';
import { useCliHarness } from '../support/cliHarness';

const JOB_ID = /^[a-z0-9]{32}$/;

describe('command line: run --async', function () {
  this.timeout(60_000);
  const h = useCliHarness('cli-async');
  beforeEach(async () => {
    await h.write(
      '.vscode/convert-files.json',
      JSON.stringify({ rules: [{ name: 'notes', files: 'notes/*.txt', targets: ['pdf'], outputDirectory: 'build' }] }),
    );
    await h.write('notes/n.txt', 'a note converted through a job');
  });

  it('is a flag of run only, and --help names it', () => {
    assert.equal((parseArguments(['run', '--async']) as { async: boolean }).async, true);
    assert.equal((parseArguments(['run']) as { async: boolean }).async, false);
    assert.throws(() => parseArguments(['check', '--async']), /unknown flag --async/);
    assert.throws(() => parseArguments(['run', '--async=yes']), /unknown flag --async/);
    assert.match(HELP, /--async/);
  });

  it('converts through an async job with its own JobId, polls it, saves the result and deletes what the job stored', async () => {
    const run = await h.cli(['run', '--async']);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.deepEqual(run.out, ['notes/n.txt → build/n.pdf', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    assert.match((await readFile(join(h.root, 'build/n.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    const log = h.emu.requestLog;
    const start = log.filter((r) => r.method === 'POST' && r.path === '/async/convert/txt/to/pdf');
    assert.equal(start.length, 1);
    assert.match(start[0]!.query.JobId ?? '', JOB_ID);
    assert.equal(log.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/')).length, 0, 'sent synchronously too');
    assert.ok(log.some((r) => r.method === 'GET' && r.path === `/async/job/${start[0]!.query.JobId}` && r.status === 200));
    assert.equal(log.filter((r) => r.method === 'DELETE' && r.path.startsWith('/d/') && r.status === 200).length, 1);
  });

  it('without --async the same run stays synchronous', async () => {
    const run = await h.cli(['run']);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.equal(h.emu.requestLog.filter((r) => r.path.startsWith('/async/')).length, 0);
    assert.equal(h.emu.requestLog.filter((r) => r.method === 'POST' && r.path === '/convert/txt/to/pdf').length, 1);
  });
});
