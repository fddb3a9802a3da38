// The conflict question comes before anything is sent, so that Skip is never charged: for a
// converter that gives several results (PDF → JPG, one per page), whose names come only with
// them, the folder they go in is asked about; a custom name is planned too (one result takes it).
import { strict as assert } from 'node:assert';
import { runBatch, type BatchDeps } from '../../../src/conversion/batch';
import type { ConflictAnswer, ConflictQuestion } from '../../../src/conversion/outputPlanner';
import { setup } from '../support/memoryBatch';

/** A batch of PDF → JPG (several results) whose conflict questions are answered by `answer`. */
function pdfToJpg(answer: ConflictAnswer['action'] | undefined) {
  const t = setup({ maxParallel: 1 });
  t.files.policy = 'ask';
  const asked: ConflictQuestion[] = [];
  const deps: BatchDeps<string> = {
    ...t.deps,
    conflicts: {
      ask: async (question: ConflictQuestion) => {
        asked.push(question);
        return answer && { action: answer, applyToAll: false };
      },
    },
    results: (source: string, target: string) => (source === 'pdf' && target === 'jpg' ? 'several' : 'one'),
  };
  t.files.files.set('/w/report.pdf', 'pdf');
  t.client.results.set('report.pdf', 2);
  return { ...t, deps, asked };
}

describe('conflicts settled before sending', () => {
  it('several results into a folder that exists: asked about the folder first, and Skip sends nothing and costs nothing', async () => {
    const t = pdfToJpg('skip');
    t.files.files.set('/w/report/report-1.jpg', 'old');
    const report = await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
    assert.deepEqual(t.client.sent, [], 'the file was sent although the person skipped it');
    assert.deepEqual(
      t.asked.map((q) => [q.path, q.name, q.folder]),
      [['/w/report', 'report', true]],
    );
    assert.deepEqual(report.summary, { converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false });
    assert.equal(t.files.files.get('/w/report/report-1.jpg'), 'old');
  });

  it('Keep Both puts the results in a new numbered folder; the old one stays as it was', async () => {
    const t = pdfToJpg('keepBoth');
    t.files.files.set('/w/report/report-1.jpg', 'old');
    await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
    assert.equal(t.asked.length, 1);
    assert.equal(t.files.files.get('/w/report/report-1.jpg'), 'old');
    assert.equal(t.files.files.get('/w/report (1)/report-1.jpg'), 'converted report.pdf');
    assert.equal(t.files.files.get('/w/report (1)/report-2.jpg'), 'converted report.pdf');
  });

  it('Overwrite puts them in the folder, replacing files of their names, with no second question', async () => {
    const t = pdfToJpg('overwrite');
    t.files.files.set('/w/report/report-1.jpg', 'old');
    t.files.files.set('/w/report/notes.txt', 'mine');
    await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
    assert.equal(t.asked.length, 1, 'asked again as the results came');
    assert.equal(t.files.files.get('/w/report/report-1.jpg'), 'converted report.pdf');
    assert.equal(t.files.files.get('/w/report/report-2.jpg'), 'converted report.pdf');
    assert.equal(t.files.files.get('/w/report/notes.txt'), 'mine');
  });

  it('asks nothing when the folder is not there', async () => {
    const t = pdfToJpg(undefined);
    await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
    assert.deepEqual(t.asked, []);
    assert.deepEqual([...t.files.files.keys()].sort(), ['/w/report.pdf', '/w/report/report-1.jpg', '/w/report/report-2.jpg']);
  });

  it('a custom name: one result takes it beside the source (no folder); a taken name is asked about before sending', async () => {
    const t = pdfToJpg('skip');
    t.client.results.set('report.pdf', 1);
    await runBatch(t.deps, [{ ...t.job('/w/report.pdf', 'jpg'), resultName: 'cover.jpg' }]);
    assert.equal(t.files.files.get('/w/cover.jpg'), 'converted report.pdf');
    assert.ok(![...t.files.files.keys()].some((k) => k.startsWith('/w/report/')), 'the one result went into a folder');
    assert.equal(t.asked.length, 0);

    t.client.sent.length = 0;
    const report = await runBatch(t.deps, [{ ...t.job('/w/report.pdf', 'jpg'), resultName: 'cover.jpg' }]);
    assert.deepEqual(t.client.sent, [], 'sent although the name is taken and the person skipped');
    assert.deepEqual(
      t.asked.map((q) => [q.path, q.folder]),
      [['/w/cover.jpg', undefined]],
    );
    assert.equal(report.summary.conversionsUsed, 0);
  });

  it('a custom name with several results: they go in the folder as the service names them', async () => {
    const t = pdfToJpg(undefined);
    await runBatch(t.deps, [{ ...t.job('/w/report.pdf', 'jpg'), resultName: 'cover.jpg' }]);
    assert.deepEqual([...t.files.files.keys()].sort(), ['/w/report.pdf', '/w/report/report-1.jpg', '/w/report/report-2.jpg']);
  });

  it('a folder that exists but holds no file a result could be (other types only) is no clash: no question, the results go in', async () => {
    const t = pdfToJpg('skip');
    t.files.files.set('/w/report/report-1.png', 'an earlier PNG page');
    t.files.files.set('/w/report/notes.txt', 'mine');
    const report = await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
    assert.deepEqual(t.asked, []);
    assert.equal(report.summary.converted, 1);
    assert.equal(t.files.files.get('/w/report/report-1.jpg'), 'converted report.pdf');
    assert.equal(t.files.files.get('/w/report/report-1.png'), 'an earlier PNG page');
  });

  describe('a file named like the results’ folder', () => {
    it('is asked about as a file in the way, before sending; Skip sends nothing and pays nothing', async () => {
      const t = pdfToJpg('skip');
      t.files.files.set('/w/report', 'a file without extension');
      const report = await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
      assert.deepEqual(t.client.sent, []);
      assert.deepEqual(
        t.asked.map((q) => [q.path, q.folder, q.fileInTheWay]),
        [['/w/report', true, true]],
      );
      assert.equal(report.summary.conversionsUsed, 0);
      assert.equal(t.files.files.get('/w/report'), 'a file without extension');
    });

    it('Keep Both puts the results in a numbered folder beside it; the file stays', async () => {
      const t = pdfToJpg('keepBoth');
      t.files.files.set('/w/report', 'a file without extension');
      const report = await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
      assert.equal(report.summary.converted, 1);
      assert.equal(t.files.files.get('/w/report'), 'a file without extension');
      assert.equal(t.files.files.get('/w/report (1)/report-1.jpg'), 'converted report.pdf');
    });

    it('is never replaced, even by the policy overwrite or an Overwrite answer: a numbered folder, no question', async () => {
      for (const [policy, answer] of [
        ['overwrite', undefined],
        ['ask', 'overwrite'],
      ] as const) {
        const t = pdfToJpg(answer);
        t.files.policy = policy;
        t.files.files.set('/w/report', 'a file without extension');
        const report = await runBatch(t.deps, [t.job('/w/report.pdf', 'jpg')]);
        assert.equal(report.summary.failed, 0, policy);
        assert.equal(t.files.files.get('/w/report'), 'a file without extension', policy);
        assert.equal(t.files.files.get('/w/report (1)/report-2.jpg'), 'converted report.pdf', policy);
      }
    });
  });
});
