// The conversion core without VS Code: a batch over an in-memory file system with a stand-in
// client, so the tally, the quota check, the stop rules and the conflict policy are checked in
// milliseconds, and an automation caller (a language-model tool) can rely on them.
import { strict as assert } from 'node:assert';
import { runBatch, type BatchDeps } from '../../../src/conversion/batch';
import { setup } from '../support/memoryBatch';
import { AuthError, CancelledError, markJobLeftRunning, NotFoundError } from '../../../src/service/errors';
import { jobsLeftRunning } from '../../../src/conversion/batchReport';
import type { ConvertRequest } from '../../../src/service/convert';
import { fileParts } from '../../../src/service/convert/conversionRequest';

describe('conversion batch (core)', () => {
  it('converts every file, tallies once, and reports each step', async () => {
    const t = setup({ maxParallel: 1 });
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/b.md', 'b');
    const report = await runBatch(t.deps, [t.job('/w/a.md'), t.job('/w/b.md')]);
    assert.deepEqual(report.summary, { converted: 2, skipped: 0, failed: 0, conversionsUsed: 2, cancelled: false });
    assert.equal(t.files.files.get('/w/a.pdf'), 'converted a.md');
    assert.equal(t.files.files.get('/w/b.pdf'), 'converted b.md');
    assert.deepEqual(
      t.steps.map((s) => (s.kind === 'file' ? `${s.position}/${s.of} ${s.name} ${s.phase ?? ''}`.trim() : s.kind)),
      ['1/2 a.md', '1/2 a.md upload', '2/2 b.md', '2/2 b.md upload'],
    );
  });

  it('a single-file parameter (CompareFile) goes as `Name`, an array parameter as `Name[0]`, `Name[1]`, … (the service refuses CompareFile[0])', async () => {
    const t = setup();
    t.files.files.set('/w/new.docx', 'new');
    t.files.files.set('/w/old.docx', 'old');
    t.files.files.set('/w/a.pdf', 'a');
    const job = { ...t.job('/w/new.docx', 'compare'), fileParameters: { CompareFile: '/w/old.docx', Attachments: ['/w/a.pdf'] } };
    const report = await runBatch(t.deps, [job]);
    assert.equal(report.summary.converted, 1);
    const parts = fileParts(t.client.requests[0]!).map((p) => `${p.field}=${p.file.name}`);
    assert.deepEqual(parts, ['File=new.docx', 'CompareFile=old.docx', 'Attachments[0]=a.pdf']);
  });

  it('never replaces another input (firstInput, CompareFile, moreSources), even with the overwrite policy', async () => {
    const t = setup();
    t.files.policy = 'overwrite';
    t.files.files.set('/w/a.docx', 'new');
    t.files.files.set('/w/a-tracked-changes.docx', 'old');
    // Track Changes DOCX: the result is named after the newer file, the older one already has that name.
    const job = {
      ...t.job('/w/a.docx', 'compare'),
      firstInput: '/w/a-tracked-changes.docx',
      fileParameters: { CompareFile: '/w/a.docx' },
      resultName: 'a-tracked-changes.docx',
    };
    const report = await runBatch(t.deps, [job]);
    assert.equal(report.summary.converted, 1);
    assert.equal(t.files.files.get('/w/a-tracked-changes.docx'), 'old', 'an input was overwritten');
    assert.equal(t.files.files.get('/w/a-tracked-changes (1).docx'), 'converted a-tracked-changes.docx', 'the result is kept beside it');
  });

  it('overwrite never replaces another input of the batch: a merge named after its second file is written beside it', async () => {
    const t = setup();
    t.files.policy = 'overwrite';
    t.files.files.set('/w/x.pdf', 'x');
    t.files.files.set('/w/y.pdf', 'y');
    const job = { ...t.job('/w/x.pdf', 'merge'), sourceFormat: 'pdf', moreSources: ['/w/y.pdf'], resultName: 'y.pdf' };
    const report = await runBatch(t.deps, [job]);
    assert.equal(report.summary.converted, 1);
    assert.equal(t.files.files.get('/w/y.pdf'), 'y', 'the merged source is untouched');
    assert.equal(t.files.files.get('/w/y (1).pdf'), 'converted x.pdf');
  });

  it('a progress whose signal is aborted before the task begins (a cancelled agent request) sends nothing', async () => {
    const t = setup();
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/b.md', 'b');
    t.controller.abort();
    const report = await runBatch(t.deps, [t.job('/w/a.md'), t.job('/w/b.md')]);
    assert.deepEqual(t.client.sent, []);
    assert.deepEqual(report.summary, { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, cancelled: true });
  });

  it('with enough conversions left, checks the account first, then converts', async () => {
    const t = setup({ conversionsLeft: 2 });
    t.files.files.set('/w/a.md', 'a');
    const report = await runBatch(t.deps, [t.job('/w/a.md')]);
    assert.equal(t.userRequests(), 1, 'the account was not checked');
    assert.equal(t.steps[0].kind, 'quotaCheck');
    assert.equal(report.refusal, undefined);
    assert.equal(report.summary.converted, 1);
  });

  it('with too few conversions left, sends nothing and says how many are needed', async () => {
    const t = setup({ conversionsLeft: 1 });
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/b.md', 'b');
    const report = await runBatch(t.deps, [t.job('/w/a.md'), t.job('/w/b.md')]);
    assert.deepEqual(report.refusal, { needed: 2, left: 1, total: 100 });
    assert.deepEqual(t.client.sent, []);
    assert.deepEqual(report.summary, { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, cancelled: false });
  });

  it('a refused credential stops the batch: files under way finish, no new one starts', async () => {
    const t = setup({ maxParallel: 1 });
    for (const name of ['a', 'b', 'c']) {
      t.files.files.set(`/w/${name}.md`, name);
    }
    t.client.failures.set('a.md', new AuthError('refused', 'apiToken', { status: 401 }));
    const report = await runBatch(
      t.deps,
      ['a', 'b', 'c'].map((n) => t.job(`/w/${n}.md`)),
    );
    assert.deepEqual(t.client.sent, ['a.md']);
    assert.equal(report.started, 1);
    assert.equal(report.toSend, 3);
    assert.ok(report.stopError instanceof AuthError);
    assert.deepEqual(report.summary, { converted: 0, skipped: 0, failed: 1, conversionsUsed: 0, cancelled: false });
  });

  it('a missing converter (404) fails that file only', async () => {
    const t = setup({ maxParallel: 1 });
    t.files.files.set('/w/a.xyz', 'a');
    t.files.files.set('/w/b.md', 'b');
    t.client.failures.set('a.xyz', new NotFoundError('no converter', { status: 404 }));
    const report = await runBatch(t.deps, [t.job('/w/a.xyz'), t.job('/w/b.md')]);
    assert.equal(report.stopError, undefined);
    assert.deepEqual(report.summary, { converted: 1, skipped: 0, failed: 1, conversionsUsed: 1, cancelled: false });
  });

  it('a file already in the target format is skipped at no cost, nothing sent', async () => {
    const t = setup();
    t.files.files.set('/w/a.pdf', 'a');
    const report = await runBatch(t.deps, [t.job('/w/a.pdf')]);
    assert.deepEqual(t.client.sent, []);
    assert.deepEqual(
      report.alreadyTarget.map((j) => j.source),
      ['/w/a.pdf'],
    );
    assert.deepEqual(report.summary, { converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false });
  });

  it('conflict policy skip: an existing result keeps the file and sends nothing', async () => {
    const t = setup();
    t.files.policy = 'skip';
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/a.pdf', 'old');
    const report = await runBatch(t.deps, [t.job('/w/a.md')]);
    assert.deepEqual(t.client.sent, []);
    assert.equal(t.files.files.get('/w/a.pdf'), 'old');
    const only = report.outcomes[0];
    assert.ok(only.status === 'skipped' && only.byPolicy && only.cost === 0);
  });

  it('conflict policy rename: both kept, the new one numbered', async () => {
    const t = setup();
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/a.pdf', 'old');
    await runBatch(t.deps, [t.job('/w/a.md')]);
    assert.equal(t.files.files.get('/w/a.pdf'), 'old');
    assert.equal(t.files.files.get('/w/a (1).pdf'), 'converted a.md');
  });

  it('while a conflict question is open, the progress names the file it asks about, not the one started last', async () => {
    const t = setup({ maxParallel: 2 });
    t.files.policy = 'ask';
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/a.pdf', 'old');
    t.files.files.set('/w/b.md', 'b');
    const shownWhenAsked: string[] = [];
    t.deps = {
      ...t.deps,
      conflicts: {
        ask: async (question) => {
          const last = t.steps.at(-1);
          shownWhenAsked.push(
            `${question.source ?? ''} while showing ${last?.kind === 'file' ? `${last.position}/${last.of} ${last.name}` : String(last?.kind)}`,
          );
          return { action: 'skip', applyToAll: false };
        },
      },
    };
    const report = await runBatch(t.deps, [t.job('/w/a.md'), t.job('/w/b.md')]);
    assert.ok(
      t.steps.some((s) => s.kind === 'file' && s.name === 'b.md'),
      'b.md started while the question was pending',
    );
    assert.deepEqual(shownWhenAsked, ['/w/a.md while showing 1/2 a.md']);
    assert.equal(report.summary.converted, 1);
  });

  it('Cancel stops the batch: the summary says cancelled and nothing more is sent', async () => {
    const t = setup({ maxParallel: 1 });
    t.files.files.set('/w/a.md', 'a');
    t.files.files.set('/w/b.md', 'b');
    t.client.failures.set('a.md', new CancelledError());
    const convert = t.client.convert.bind(t.client);
    t.client.convert = async (req) => {
      t.controller.abort();
      return convert(req);
    };
    const report = await runBatch(t.deps, [t.job('/w/a.md'), t.job('/w/b.md')]);
    assert.deepEqual(t.client.sent, ['a.md']);
    assert.equal(report.summary.cancelled, true);
    assert.equal(report.outcomes[0].status, 'cancelled');
  });

  /**
   * Two PDFs, /w/a.pdf and /w/b.pdf, at most two conversions at once, and a client for which every
   * file is protected (5003) unless the password "pw" comes with it.
   */
  function twoProtectedPdfs(): ReturnType<typeof setup> {
    const t = setup({ maxParallel: 2 });
    t.files.files.set('/w/a.pdf', 'a');
    t.files.files.set('/w/b.pdf', 'b');
    const convert = t.client.convert.bind(t.client);
    t.client.convert = async (req) => {
      if (req.parameters?.Password !== 'pw') {
        t.client.sent.push(req.source.name);
        throw Object.assign(new Error('The file is password-protected.'), { code: 5003 });
      }
      return convert(req);
    };
    return t;
  }

  it('password questions come one at a time, each file retried once with its answer', async () => {
    const t = twoProtectedPdfs();
    let open = 0;
    let most = 0;
    const asked: string[] = [];
    const passwords = {
      ask: async (source: string) => {
        open += 1;
        most = Math.max(most, open);
        asked.push(source);
        await new Promise((resolve) => setImmediate(resolve));
        open -= 1;
        return 'pw';
      },
    };
    const report = await runBatch({ ...t.deps, passwords }, [t.job('/w/a.pdf', 'docx'), t.job('/w/b.pdf', 'docx')]);
    assert.equal(most, 1, 'two password boxes were open at once');
    assert.deepEqual(asked.sort(), ['/w/a.pdf', '/w/b.pdf']);
    assert.equal(report.summary.converted, 2);
  });

  it('Cancel while a password is asked: the question goes, the batch is cancelled, no further question', async () => {
    const t = twoProtectedPdfs();
    let asked = 0;
    const passwords = {
      ask: (_source: string, signal: AbortSignal) =>
        new Promise<string | undefined>((resolve) => {
          asked += 1;
          signal.addEventListener('abort', () => resolve(undefined), { once: true });
          t.controller.abort();
        }),
    };
    const report = await runBatch({ ...t.deps, passwords }, [t.job('/w/a.pdf', 'docx'), t.job('/w/b.pdf', 'docx')]);
    assert.equal(asked, 1, 'a question was asked after Cancel');
    assert.equal(report.summary.cancelled, true);
    assert.equal(report.summary.failed, 0);
    assert.ok(
      report.outcomes.every((o) => o.status === 'cancelled'),
      JSON.stringify(report.outcomes.map((o) => o.status)),
    );
  });

  it('a source that cannot be read fails that file only, not as a write failure, and the batch goes on', async () => {
    const t = setup({ maxParallel: 1 });
    t.files.files.set('/w/b.md', 'b');
    const open = t.files.open;
    t.files.open = async (r: string) => {
      if (r === '/w/a.md') {
        throw Object.assign(new Error("ENOENT: no such file or directory, open '/w/a.md'"), { code: 'ENOENT' });
      }
      return open(r);
    };
    const report = await runBatch(t.deps, [t.job('/w/a.md'), t.job('/w/b.md')]);
    const failed = report.outcomes.find((o) => o.status === 'failed');
    assert.ok(failed && failed.status === 'failed');
    assert.notEqual((failed.error as { kind?: string }).kind, 'localFile', 'reading a source was reported as a write failure');
    assert.equal(report.stopError, undefined);
    assert.equal(report.summary.converted, 1);
  });

  it('no client (a missing credential) throws before any progress shows', async () => {
    const t = setup();
    t.files.files.set('/w/a.md', 'a');
    await assert.rejects(
      runBatch({ ...t.deps, client: () => Promise.reject(new Error('No API Token is set.')) }, [t.job('/w/a.md')]),
      /No API Token/,
    );
    assert.deepEqual(t.steps, []);
  });
});

describe('conversion batch: async jobs', () => {
  it('writes a job into the journal when it starts and crosses it off when it ends; a resumed job sends nothing new and costs nothing in the quota check', async () => {
    const t = setup({ conversionsLeft: 0 });
    t.files.files.set('/w/a.md', 'a');
    const journal: string[] = [];
    const seen: ConvertRequest[] = [];
    const deps: BatchDeps<string> = {
      ...t.deps,
      journal: {
        started: (job, e) => journal.push(`started ${e.jobId} ${job.source}`),
        abandoned: (id) => journal.push(`abandoned ${id}`),
        ended: (id) => journal.push(`ended ${id}`),
      },
      client: async () => ({
        convert: async (req: ConvertRequest) => {
          seen.push(req);
          req.onJob?.({ jobId: 'j1', state: 'ended', startedAt: 1, timeoutSeconds: 10 });
          return t.client.convert(req);
        },
      }),
    };
    const report = await runBatch(deps, [{ ...t.job('/w/a.md'), resumeJob: { jobId: 'j1', startedAt: 1, timeoutSeconds: 10 } }]);
    assert.equal(report.refusal, undefined, 'a resumed job was refused for want of conversions');
    assert.deepEqual(seen[0]?.resumeJob, { jobId: 'j1', startedAt: 1, timeoutSeconds: 10 });
    assert.deepEqual(journal, ['ended j1']);
    assert.equal(report.summary.converted, 1);
  });

  it('a cancel that leaves a job running at the service is a cancelled outcome marked leftRunning', async () => {
    const t = setup();
    t.files.files.set('/w/a.md', 'a');
    const journal: string[] = [];
    const deps: BatchDeps<string> = {
      ...t.deps,
      journal: {
        started: (_job, e) => journal.push(`started ${e.jobId}`),
        abandoned: (id) => journal.push(`abandoned ${id}`),
        ended: (id) => journal.push(`ended ${id}`),
      },
      client: async () => ({
        convert: async (req: ConvertRequest) => {
          req.onJob?.({ jobId: 'j2', state: 'started', startedAt: 1, timeoutSeconds: 10 });
          t.controller.abort();
          req.onJob?.({ jobId: 'j2', state: 'abandoned', startedAt: 1, timeoutSeconds: 10 });
          throw markJobLeftRunning(new CancelledError());
        },
      }),
    };
    const report = await runBatch(deps, [t.job('/w/a.md')]);
    assert.equal(report.summary.cancelled, true);
    assert.deepEqual(
      report.outcomes.map((o) => [o.status, o.status === 'cancelled' ? o.leftRunning : undefined]),
      [['cancelled', true]],
    );
    assert.equal(jobsLeftRunning(report.outcomes), 1);
    assert.deepEqual(journal, ['started j2', 'abandoned j2']);
  });
});
