// One conversion into a destination of its own (Preview's PDF, a text, a web page's PDF) through
// the batch core: what it writes, what it throws, and what it tells the Usage view, counted by the
// batch's rule (formerly singleConversionSummary's, which these cases checked).
import { strict as assert } from 'node:assert';
import { convertSingle, extractText, type SingleConversionDeps } from '../../../src/conversion/singleConversion';
import type { BatchSummary } from '../../../src/conversion/batchSummary';
import type { JobDestination } from '../../../src/conversion/ports';
import { CancelledError, conversionsCharged, markCharged, QuotaError } from '../../../src/service/errors';
import { memoryOutput, type ConversionResult, type ConvertRequest } from '../../../src/service/convert';
import { MemoryFiles } from '../support/memoryBatch';

/** A client that writes `text` as each of `count` results and says it cost `cost`, or throws `failure`. */
function client(answer: { cost?: number; failure?: unknown; text?: string; count?: number }, seen: ConvertRequest[] = []) {
  return {
    async convert(req: ConvertRequest): Promise<ConversionResult> {
      seen.push(req);
      if (answer.failure) {
        throw answer.failure;
      }
      const files: ConversionResult['files'][number][] = [];
      const count = answer.count ?? 1;
      for (let index = 0; index < count; index += 1) {
        const plan = await req.resolveOutput({ name: `r${index}.${req.targetFormat}`, index, count });
        if (plan) {
          const staged = await req.output!.stage(plan, Buffer.from(answer.text ?? 'result'), req.signal);
          await staged.commit();
          files.push({ name: `r${index}`, path: staged.finalPath, size: staged.size });
        }
      }
      return { files, skipped: [], conversionCost: answer.cost, durationMs: 1 };
    },
  };
}

function deps(answer: Parameters<typeof client>[0], summaries: BatchSummary[], seen?: ConvertRequest[]): SingleConversionDeps<string> {
  const files = new MemoryFiles();
  files.files.set('/w/a.docx', 'a');
  return {
    files,
    client: async () => client(answer, seen),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    finished: (summary) => summaries.push(summary),
  };
}

function intoMemory(): { destination: JobDestination; text: () => string } {
  const memory = memoryOutput();
  return {
    destination: {
      output: memory.output,
      resolve: async (r) => (r.index === 0 ? { path: `/kept/${r.name}`, overwrite: true } : undefined),
    },
    text: () => memory.text().kept,
  };
}

const job = (destination: JobDestination) => ({ source: '/w/a.docx', sourceFormat: 'docx', targetFormat: 'pdf', destination });

describe('single conversion (batch core, own destination)', () => {
  it('counts a single conversion by the batch rule: its cost, 1 when the service did not say', async () => {
    const summaries: BatchSummary[] = [];
    const into = intoMemory();
    const result = await convertSingle(deps({ cost: 3 }, summaries), job(into.destination), new AbortController().signal);
    assert.deepEqual(result, { files: ['/kept/r0.pdf'], cost: 3, costAssumed: false });
    await convertSingle(deps({}, summaries), job(intoMemory().destination), new AbortController().signal);
    assert.deepEqual(summaries, [
      { converted: 1, skipped: 0, failed: 0, conversionsUsed: 3, cancelled: false },
      { converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, costAssumed: true, cancelled: false },
    ]);
  });

  it('writes only into its destination, the first result only when it says so, and asks nothing', async () => {
    const summaries: BatchSummary[] = [];
    const d = deps({ count: 2, text: 'the text' }, summaries);
    const into = intoMemory();
    await convertSingle(d, job(into.destination), new AbortController().signal);
    assert.equal(into.text(), 'the text', 'the second result was kept too');
    assert.deepEqual([...(d.files as MemoryFiles).files.keys()], ['/w/a.docx'], 'something was written beside the source');
  });

  it('throws what a failed or cancelled single conversion ended with, and counts what it was charged', async () => {
    const summaries: BatchSummary[] = [];
    // Charged, then the result could not be written: one conversion used, one failure.
    const diskFull = markCharged(new Error('disk full'), 1);
    await assert.rejects(
      convertSingle(deps({ failure: diskFull }, summaries), job(intoMemory().destination), new AbortController().signal),
      (e) => e === diskFull,
    );
    const quota = new QuotaError('403', 'account', { status: 403 });
    await assert.rejects(
      convertSingle(deps({ failure: quota }, summaries), job(intoMemory().destination), new AbortController().signal),
      (e) => e === quota,
    );
    const cancel = new AbortController();
    cancel.abort();
    const cancelled = await convertSingle(deps({}, summaries), job(intoMemory().destination), cancel.signal).then(
      () => assert.fail('a cancelled conversion resolved'),
      (e: unknown) => e,
    );
    assert.ok(cancelled instanceof CancelledError);
    assert.equal(conversionsCharged(cancelled), 0);
    assert.deepEqual(summaries, [
      { converted: 0, skipped: 0, failed: 1, conversionsUsed: 1, cancelled: false },
      { converted: 0, skipped: 0, failed: 1, conversionsUsed: 0, cancelled: false, quotaRefused: 'account' },
      { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, cancelled: true },
    ]);
  });

  it('a cancel while the service answers is a CancelledError marked with what was charged', async () => {
    const summaries: BatchSummary[] = [];
    const cancel = new AbortController();
    const charged = {
      files: new MemoryFiles(),
      client: async () => ({
        convert: async (): Promise<ConversionResult> => {
          cancel.abort();
          throw markCharged(new CancelledError(), 1);
        },
      }),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      finished: (summary: BatchSummary) => summaries.push(summary),
    };
    charged.files.files.set('/w/a.docx', 'a');
    const err = await convertSingle(charged, job(intoMemory().destination), cancel.signal).then(
      () => assert.fail('resolved'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof CancelledError);
    assert.equal(conversionsCharged(err), 1);
    assert.deepEqual(summaries, [{ converted: 0, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: true }]);
  });

  it('a web page is sent by its address, named by its host, into its destination', async () => {
    const seen: ConvertRequest[] = [];
    const into = intoMemory();
    const d = deps({ text: '%PDF-' }, [], seen);
    await convertSingle(
      d,
      {
        source: '/w/page.pdf',
        sourceFormat: 'web',
        targetFormat: 'pdf',
        pageUrl: 'https://example.com/a?b=1',
        destination: into.destination,
      },
      new AbortController().signal,
    );
    assert.equal(seen[0]?.pageUrl, 'https://example.com/a?b=1');
    assert.equal(seen[0]?.source.name, 'example.com.pdf');
    assert.equal(seen[0]?.sourceFormat, 'web');
    assert.equal(into.text(), '%PDF-');
  });

  it('extracts a document held in memory to text, cut at the limit and saying so', async () => {
    const seen: ConvertRequest[] = [];
    const summaries: BatchSummary[] = [];
    const doc = { name: 'notes.docx', format: 'docx', bytes: Buffer.from('bytes of the document') };
    const run = {
      client: async () => client({ text: 'Hello text', cost: 1 }, seen),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      finished: (s: BatchSummary) => summaries.push(s),
    };
    assert.deepEqual(await extractText(run, doc, 100, new AbortController().signal), { kept: 'Hello text', complete: true });
    assert.deepEqual(await extractText(run, doc, 5, new AbortController().signal), { kept: 'Hello', complete: false });
    assert.equal(seen[0]?.source.name, 'notes.docx');
    assert.equal(seen[0]?.targetFormat, 'txt');
    assert.equal(summaries.length, 2);
    assert.equal(summaries[0]?.conversionsUsed, 1);
  });
});
