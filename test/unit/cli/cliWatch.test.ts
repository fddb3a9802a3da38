// `run --watch` against the emulator, on the real file system: the first run, then a burst of
// changes converted in one run that looks only at what changed, the results it writes starting
// no run of their own, and Ctrl+C ending it with 130 and nothing half-written.
import { strict as assert } from 'node:assert';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { faults } from '../support/inProcessEmulator';
import { listAll, useCliHarness } from '../support/cliHarness';

/** Polls `ok` until it holds or the deadline passes. */
async function until(ok: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('command line: run --watch (emulator)', function () {
  this.timeout(60_000);
  const h = useCliHarness('watch', {
    '.vscode/convert-files.json': JSON.stringify({ rules: [{ files: 'docs/*.md', targets: ['html'], outputDirectory: 'out' }] }),
    'docs/a.md': '# A',
    'docs/b.md': '# B',
  });

  it('runs once, then once per burst of changes (only what changed) until Ctrl+C: exit 130', async () => {
    const controller = new AbortController();
    const lines: string[] = [];
    const summaries = () => lines.filter((l) => / converted, \d+ up to date, /.test(l));
    const watching = h.cli(['run', '--watch'], { signal: controller.signal, onLine: (l) => lines.push(l) });
    try {
      await until(() => lines.includes('convert-files: watching for changes (Ctrl+C stops)'), 'the watch to start');
      assert.deepEqual(summaries(), ['2 converted, 0 up to date, 0 failed, 2 conversions used']);
      const sent = h.converts();
      // b.md is out of date now (its result is gone), but it did not change: a watch run leaves it.
      await rm(join(h.root, 'out/b.html'));
      // A burst: three writes of one file and a new file, within the 1 s wait.
      await h.write('docs/a.md', '# A1');
      await h.write('docs/a.md', '# A2');
      await h.write('docs/c.md', '# C');
      await h.write('docs/a.md', '# A3');
      await until(() => summaries().length === 2, 'the run after the burst');
      assert.equal(summaries()[1], '2 converted, 0 up to date, 0 failed, 2 conversions used', lines.join('\n'));
      assert.equal(h.converts() - sent, 2, 'b.md (unchanged) was converted or a file was sent twice');
      assert.deepEqual(await readdir(join(h.root, 'out')), ['a.html', 'c.html']);
      assert.match(await readFile(join(h.root, 'out/a.html'), 'utf8'), /A3/);
      // What the run wrote (results, the record) starts no run of its own.
      await new Promise((r) => setTimeout(r, 1_500));
      assert.equal(summaries().length, 2, `a run started by itself:\n${lines.join('\n')}`);
    } finally {
      controller.abort();
    }
    const run = await watching;
    assert.equal(run.code, 130);
    assert.ok(!(await listAll(h.root)).some((p) => p.endsWith('.partial')), 'a partial file was left');
  });

  it('pauses a run that would go over the hourly cap (counted by the process), and says so once per run', async () => {
    const controller = new AbortController();
    const lines: string[] = [];
    const watching = h.cli(['run', '--watch'], { signal: controller.signal, watchCap: 1, onLine: (l) => lines.push(l) });
    try {
      await until(() => lines.includes('convert-files: watching for changes (Ctrl+C stops)'), 'the watch to start');
      const sent = h.converts();
      await h.write('docs/a.md', '# A, changed');
      await h.write('docs/b.md', '# B, changed');
      await until(() => lines.some((l) => l.startsWith('convert-files: paused: ')), 'the pause');
      assert.ok(
        lines.includes(
          'convert-files: paused: 2 more conversions would go over 1 in an hour (0 used by --watch); waiting for the next change',
        ),
        lines.join('\n'),
      );
      assert.equal(h.converts(), sent, 'a paused run sent something');
    } finally {
      controller.abort();
    }
    assert.equal((await watching).code, 130);
  });

  it('Ctrl+C during a run: the request stops, exit 130, no partial file and no result', async () => {
    const controller = new AbortController();
    const lines: string[] = [];
    const watching = h.cli(['run', '--watch'], { signal: controller.signal, onLine: (l) => lines.push(l) });
    try {
      await until(() => lines.includes('convert-files: watching for changes (Ctrl+C stops)'), 'the watch to start');
      await faults(h.emu.baseUrl, { Latency: 5_000 });
      await rm(join(h.root, 'out'), { recursive: true });
      const since = h.emu.requestLog.length;
      await h.write('docs/a.md', '# A, slow');
      await until(() => h.emu.requestLog.slice(since).some((r) => r.path.startsWith('/convert/')), 'the conversion to be sent');
      controller.abort();
      const started = Date.now();
      assert.equal((await watching).code, 130);
      assert.ok(Date.now() - started < 4_000, 'did not stop at once');
    } finally {
      controller.abort();
      await faults(h.emu.baseUrl, { Latency: 0 });
    }
    const all = await listAll(h.root);
    assert.deepEqual(
      all.filter((p) => p.endsWith('.partial') || p.startsWith('out/')),
      [],
      all.join('\n'),
    );
  });
});
