// Conversions with several results (a PDF split into pages), end to end against the emulator: the
// folder named after the source, the question when it exists (before anything is sent), and every
// stored result deleted from the service once it is downloaded.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { Commands } from '../../src/constants';
import { listTree, useConvertSuite } from './support/convertSuite';
import { emulator, emulatorRequests } from './support/emulatorConnection';
import { magic, pdfDocument } from './support/files';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, write, read, convert } = suite;

  it('puts a multi-file result (PDF split) into a folder named after the source', async () => {
    const source = write('report.pdf', await pdfDocument(3));
    await convert(Commands.convertToSplit, source);
    assert.deepEqual(listTree(suite.dir), ['report.pdf', 'report/report-1.pdf', 'report/report-2.pdf', 'report/report-3.pdf']);
    for (const page of ['report-1.pdf', 'report-2.pdf', 'report-3.pdf']) {
      assert.equal(magic(read(`report/${page}`)), 'pdf');
    }
  });

  it('deletes each stored result from the service once it is downloaded: one DELETE per result, then its Url is gone (404)', async () => {
    const since = (await emulatorRequests()).length;
    const source = write('report.pdf', await pdfDocument(3));
    await convert(Commands.convertToSplit, source);
    assert.deepEqual(listTree(suite.dir), ['report.pdf', 'report/report-1.pdf', 'report/report-2.pdf', 'report/report-3.pdf']);

    // Counted at the service, after the command (the conversion) has finished.
    const seen = await emulatorRequests(since);
    const fileId = (path: string) => /^\/d\/([^/]+)/.exec(path)?.[1];
    const downloads = seen.filter((r) => r.method === 'GET' && fileId(r.path));
    const deletes = seen.filter((r) => r.method === 'DELETE');
    const summary = JSON.stringify(seen.map((r) => `${r.method} ${r.path} ${r.status}`));
    assert.equal(new Set(downloads.map((r) => fileId(r.path))).size, 3, `three stored results fetched by Url: ${summary}`);
    assert.deepEqual(
      downloads.map((r) => r.status),
      [200, 200, 200],
      summary,
    );
    assert.deepEqual(
      deletes.map((r) => fileId(r.path)).sort(),
      downloads.map((r) => fileId(r.path)).sort(),
      `exactly one DELETE per stored result, nothing else deleted: ${summary}`,
    );
    assert.deepEqual(
      deletes.map((r) => r.status),
      [200, 200, 200],
      summary,
    );
    for (const download of downloads) {
      const deletedAt = seen.findIndex((r) => r.method === 'DELETE' && fileId(r.path) === fileId(download.path));
      assert.ok(deletedAt > seen.indexOf(download), `${download.path} was deleted before it was downloaded: ${summary}`);
      const again = await fetch(new URL(download.path, emulator().baseUrl), { signal: AbortSignal.timeout(10_000) });
      await again.body?.cancel();
      assert.equal(again.status, 404, `${download.path} can still be downloaded`);
    }
  });

  it('several results into a folder that exists: the question comes before sending, and Skip sends nothing', async () => {
    const since = (await emulatorRequests()).length;
    const source = write('report.pdf', await pdfDocument(3));
    write('report/report-2.pdf', 'kept by the person');
    prompts.expect('warning', 'Skip', /a folder named “report” already exists/);
    await convert(Commands.convertToSplit, source);
    assert.equal(read('report/report-2.pdf').toString('utf8'), 'kept by the person');
    assert.deepEqual(listTree(join(suite.dir, 'report')), ['report-2.pdf']);
    const seen = await emulatorRequests(since);
    assert.deepEqual(
      seen.filter((r) => r.method !== 'GET' || /^\/(convert|async|d)\//.test(r.path)).map((r) => `${r.method} ${r.path}`),
      [],
      'the PDF was sent although the person skipped it',
    );
    assert.deepEqual(batches.at(-1), { converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false });
  });

  it('several results, Overwrite: they go in that folder with no second question, and every stored result is deleted from the service', async () => {
    const since = (await emulatorRequests()).length;
    const source = write('report.pdf', await pdfDocument(3));
    write('report/report-2.pdf', 'old');
    write('report/notes.txt', 'mine');
    prompts.expect('warning', 'Overwrite', /a folder named “report” already exists/);
    await convert(Commands.convertToSplit, source);
    assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 1, 'asked again as the results came');
    assert.equal(magic(read('report/report-2.pdf')), 'pdf');
    assert.equal(read('report/notes.txt').toString('utf8'), 'mine');

    const seen = await emulatorRequests(since);
    const fileId = (path: string) => /^\/d\/([^/]+)/.exec(path)?.[1];
    const summary = JSON.stringify(seen.map((r) => `${r.method} ${r.path} ${r.status}`));
    const downloaded = seen.filter((r) => r.method === 'GET' && fileId(r.path)).map((r) => fileId(r.path));
    const deleted = seen.filter((r) => r.method === 'DELETE').map((r) => fileId(r.path));
    assert.equal(downloaded.length, 3, summary);
    assert.equal(new Set(deleted).size, 3, `all three stored results deleted: ${summary}`);
    assert.ok(
      downloaded.every((id) => deleted.includes(id)),
      summary,
    );
  });

  it('several results, a file (not a folder) named like their folder: asked before sending, never replaced; Keep Both makes “report (1)”', async () => {
    const source = write('report.pdf', await pdfDocument(2));
    write('report', 'a file without extension');
    prompts.expect(
      'warning',
      (record) => (assert.deepEqual(record.items, ['Keep Both', 'Skip']), 'Keep Both'),
      /but “report” in “[^”]+” is a file, not a folder/,
    );
    await convert(Commands.convertToSplit, source);
    assert.equal(read('report').toString('utf8'), 'a file without extension');
    assert.deepEqual(listTree(join(suite.dir, 'report (1)')), ['report-1.pdf', 'report-2.pdf']);
    assert.deepEqual(batches.at(-1), { converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false });
  });

  it('several results into a folder that holds no file of their type: no question, they go in', async () => {
    const source = write('report.pdf', await pdfDocument(2));
    write('report/notes.txt', 'mine');
    await convert(Commands.convertToSplit, source);
    assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 0, 'asked although nothing could clash');
    assert.deepEqual(listTree(join(suite.dir, 'report')), ['notes.txt', 'report-1.pdf', 'report-2.pdf']);
  });
});
