// Upload once, convert many (issue 23), checked against the emulator's request log: what is sent
// (one upload, conversions that carry no file bytes), what is downloaded (the last step's result
// only) and what is deleted (every stored file, also after a failure and a cancel).
import { strict as assert } from 'node:assert';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { join } from 'node:path';
import { runBatch, type BatchDeps } from '../../../src/conversion/batch';
import type { BatchReport } from '../../../src/conversion/batchReport';
import { ChainSession, runJobs } from '../../../src/conversion/chains';
import type { ConversionJob } from '../../../src/conversion/ports';
import { jobsToTryAgain } from '../../../src/conversion/tryAgain';
import { stepFailureOf } from '../../../src/conversion/chains';
import { ApiTokenCredential } from '../../../src/service/auth/tokens';
import { ChainClient, type StoredStepRequest } from '../../../src/service/chain';
import { ConversionClient } from '../../../src/service/convert';
import { HttpTransport } from '../../../src/service/http';
import type { RequestLogEntry } from '../../emulator/deps';
import { manage, tempDir, type Emulator, useTestEmulator } from '../support/inProcessEmulator';
import { instantRetries } from '../support/settings';
import { diskFiles, hasContent } from '../support/diskFiles';
import { until } from '../../support/poll';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const short = { timeoutMs: 2_000, waitMs: 2_000 };

describe('chains on the service (against the emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let transport: HttpTransport;
  let source: string;

  useTestEmulator((started) => ({ emu } = started));
  beforeEach(async () => {
    dir = await tempDir();
    source = join(dir.path, 'notes.md');
    await writeFile(source, '# Notes\n\nSome *text* to convert.\n');
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries({ retry: { maxAttempts: 1 } }).settings });
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  const credential = () => new ApiTokenCredential(emu.demo.apiTokens[0]!.token);
  const log = (): readonly RequestLogEntry[] => emu.requestLog.filter((r) => !r.path.startsWith('/_emulator/'));
  const conversions = () => log().filter((r) => r.method === 'POST' && r.path.startsWith('/convert/'));
  const uploads = () => log().filter((r) => r.method === 'POST' && r.path === '/upload');
  const downloads = () => log().filter((r) => r.method === 'GET' && r.path.startsWith('/d/'));
  const deletes = () => log().filter((r) => r.method === 'DELETE' && r.path.startsWith('/d/'));
  /** FileIds of every file the emulator stored for us and still keeps. */
  const storedIds = () =>
    new Set(
      downloads()
        .concat(deletes())
        .map((r) => r.path.split('/')[2]!),
    );

  function deps(signal?: AbortSignal, chain?: Partial<ChainClient>): BatchDeps<string> & { chain: () => Promise<ChainClient> } {
    const real = new ChainClient(transport, credential(), short);
    return {
      files: diskFiles(),
      client: async () => new ConversionClient(transport, credential(), short),
      chain: async () => Object.assign(Object.create(real) as ChainClient, chain ?? {}),
      adminClient: async () => undefined,
      progress: { run: (_t, task) => task({ step: () => undefined, advance: () => undefined }, signal ?? new AbortController().signal) },
      conflicts: { ask: async () => undefined },
      log: quiet,
      maxParallel: 4,
    };
  }

  const job = (targetFormat: string, steps?: ConversionJob<string>['steps']): ConversionJob<string> => ({
    source,
    sourceFormat: 'md',
    targetFormat,
    ...(steps ? { steps } : {}),
  });

  async function stillThere(fileId: string): Promise<boolean> {
    const answer = await fetch(`${emu.baseUrl}/d/${fileId}`, { method: 'HEAD' });
    return answer.status === 200;
  }

  it('one source to three targets: one upload, three conversions that carry no file bytes, everything deleted', async () => {
    const report = await runJobs(deps(), [job('pdf'), job('html'), job('zip')]);
    assert.equal(report.summary.converted, 3);
    assert.equal(report.summary.conversionsUsed, 3);
    assert.equal(uploads().length, 1);
    assert.ok(uploads()[0]!.fileBytes > 0, 'the upload carries the source');
    assert.equal(conversions().length, 3);
    for (const c of conversions()) {
      assert.equal(c.fileBytes, 0, `${c.path} carried file bytes`);
      assert.equal(c.fileRefs, 1, `${c.path} named its input by FileId`);
    }
    // The upload and the three results: each downloaded result and the upload deleted.
    assert.equal(downloads().length, 3);
    assert.equal(deletes().length, 4);
    const names = (await readdir(dir.path)).sort();
    assert.deepEqual(names, ['notes.html', 'notes.md', 'notes.pdf', 'notes.zip']);
  });

  it('a failed upload shared by a chain and a plain target is no step of either (the error object is shared)', async () => {
    const d = deps(undefined, {
      upload: () => Promise.reject(new Error('the upload was refused')),
    });
    const report = await runJobs(d, [job('compress', [{ to: 'pdf' }, { to: 'compress' }]), job('html')]);
    assert.equal(report.summary.failed, 2);
    for (const outcome of report.outcomes) {
      assert.equal(outcome.status, 'failed');
      const failure = outcome.status === 'failed' ? stepFailureOf(outcome.error) : undefined;
      assert.equal(failure, undefined, `${outcome.job.targetFormat}: the upload failed, not step ${failure?.step} of ${failure?.of}`);
    }
    assert.equal(conversions().length, 0);
  });

  it('a two-step chain: two conversions, no download of the intermediate, a DELETE for every stored file', async () => {
    const report = await runJobs(deps(), [job('compress', [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }])]);
    assert.equal(report.summary.converted, 1, JSON.stringify(report.outcomes.map((o) => o.status)));
    assert.equal(report.summary.conversionsUsed, 2);
    assert.deepEqual(
      conversions().map((c) => c.path),
      ['/convert/md/to/pdf', '/convert/pdf/to/compress'],
    );
    assert.equal(conversions()[1]!.fileBytes, 0, 'step 2 takes the stored intermediate');
    assert.equal(downloads().length, 1, 'only the last result is downloaded');
    assert.equal(deletes().length, 2, 'the intermediate and the result');
    for (const id of storedIds()) {
      assert.equal(await stillThere(id), false, `${id} is still stored`);
    }
    // docx → pdf → compress is a PDF named after the source.
    assert.ok(await hasContent(join(dir.path, 'notes.pdf')));
  });

  it('a failure in step 2 names the step; Try Again resumes there without paying step 1 again; all deleted at the end', async () => {
    let step2Fails = true;
    const failing = {
      async convertStored(this: ChainClient, req: StoredStepRequest) {
        if (req.targetFormat === 'compress' && step2Fails) {
          step2Fails = false;
          await manage(emu.baseUrl, 'POST', 'faults', { Status503: 1 });
        }
        return ChainClient.prototype.convertStored.call(this, req);
      },
    };
    const d = deps(undefined, failing);
    const jobs = [job('compress', [{ to: 'pdf' }, { to: 'compress' }])];
    const session = new ChainSession({ chain: await d.chain(), key: (r: string) => r, log: quiet }, jobs);
    const plain = await d.client();
    const first: BatchReport<string> = await runBatch({ ...d, client: async () => session.client(plain) }, jobs);
    assert.equal(first.summary.failed, 1);
    assert.equal(first.summary.conversionsUsed, 1, 'step 1 was charged');
    const failure = first.outcomes[0]!.status === 'failed' ? stepFailureOf(first.outcomes[0]!.error) : undefined;
    assert.deepEqual([failure?.step, failure?.of, failure?.to], [2, 2, 'compress']);
    const again = jobsToTryAgain(first);
    assert.equal(again.length, 1);
    assert.equal(again[0]!.resumeAt?.step, 1);
    session.keepOnly(again.map((j) => j.resumeAt));
    assert.equal(await stillThere(again[0]!.resumeAt!.input.fileId), true, 'the intermediate waits for Try Again');

    const before = conversions().length;
    const second = await runBatch({ ...d, client: async () => session.client(plain) }, again);
    assert.equal(second.summary.converted, 1);
    assert.equal(second.summary.conversionsUsed, 1, 'only step 2 is paid again');
    assert.deepEqual(
      conversions()
        .slice(before)
        .map((c) => c.path),
      ['/convert/pdf/to/compress'],
    );
    await session.close();
    assert.equal(session.storedCount, 0);
    for (const id of storedIds()) {
      assert.equal(await stillThere(id), false, `${id} is still stored`);
    }
    assert.ok(await hasContent(join(dir.path, 'notes.pdf')));
  });

  it('step 2 fails for good: no Try Again, and every stored file is deleted', async () => {
    // An unknown preset is refused (400): the same request would fail again.
    const report = await runJobs(deps(), [job('compress', [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'nonsense' } }])]);
    assert.equal(report.summary.failed, 1);
    assert.equal(jobsToTryAgain(report).length, 0);
    assert.equal(conversions().length, 2);
    assert.equal(downloads().length, 0);
    assert.equal(deletes().length, 1, 'the intermediate');
    for (const id of new Set(deletes().map((r) => r.path.split('/')[2]!))) {
      assert.equal(await stillThere(id), false);
    }
    assert.deepEqual(await readdir(dir.path), ['notes.md']);
  });

  it('a merge of DOCX and MD inputs sends each input once and merges their stored PDFs', async () => {
    const letter = join(dir.path, 'letter.docx');
    await writeFile(letter, await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Dear reader.')] }] })));
    const sizes = (await Promise.all([stat(letter), stat(source)])).map((s) => s.size);
    const report = await runJobs(deps(), [
      {
        source: letter,
        sourceFormat: 'pdf',
        targetFormat: 'merge',
        resultName: 'all.pdf',
        moreSources: [source],
        prepareInputs: { to: 'pdf', count: 2 },
      },
    ]);
    assert.equal(report.summary.converted, 1, JSON.stringify(report.outcomes));
    assert.equal(report.summary.conversionsUsed, 3);
    assert.equal(uploads().length, 0);
    assert.deepEqual(
      conversions()
        .map((c) => c.path)
        .sort(),
      ['/convert/docx/to/pdf', '/convert/md/to/pdf', '/convert/pdf/to/merge'],
    );
    const merge = conversions().find((c) => c.path.endsWith('/merge'))!;
    assert.deepEqual([merge.fileBytes, merge.fileRefs], [0, 2], 'the merge takes both stored PDFs by FileId');
    assert.deepEqual(
      conversions()
        .filter((c) => c !== merge)
        .map((c) => c.fileBytes)
        .sort((a, b) => a - b),
      [...sizes].sort((a, b) => a - b),
      'each input sent once, as it is',
    );
    assert.equal(downloads().length, 1);
    assert.equal(deletes().length, 3, 'both stored PDFs and the result');
    const merged = await PDFDocument.load(await readFile(join(dir.path, 'all.pdf')));
    assert.ok(merged.getPageCount() >= 2);
    assert.deepEqual((await readdir(dir.path)).sort(), ['all.pdf', 'letter.docx', 'notes.md']);
  });

  it('a cancel during step 2 leaves no file behind, here or on the service', async () => {
    const controller = new AbortController();
    const slow = {
      async convertStored(this: ChainClient, req: StoredStepRequest) {
        if (req.targetFormat === 'compress') {
          await manage(emu.baseUrl, 'POST', 'faults', { SlowConversion: 10_000 });
          // Cancel once the emulator has the request.
          void until('step 2 at the emulator', () => conversions().some((c) => c.path.endsWith('/compress')), 5_000).then(() =>
            controller.abort(),
          );
        }
        return ChainClient.prototype.convertStored.call(this, req);
      },
    };
    const report = await runJobs(deps(controller.signal, slow), [job('compress', [{ to: 'pdf' }, { to: 'compress' }])]);
    await manage(emu.baseUrl, 'POST', 'faults', { SlowConversion: 0 });
    assert.equal(report.summary.cancelled, true);
    // Deletions go on by themselves after a cancel: wait for them (bounded).
    await until('the DELETE of the intermediate', () => deletes().length === 1, 5_000);
    const [intermediate] = deletes().map((r) => r.path.split('/')[2]!);
    assert.equal(await stillThere(intermediate!), false);
    assert.deepEqual(await readdir(dir.path), ['notes.md']);
  });
});
