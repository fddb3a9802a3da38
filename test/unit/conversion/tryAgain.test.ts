// Try Again: offered only where sending the same files again can work, and it sends only what
// did not convert, with the jobs as they were.
import { strict as assert } from 'node:assert';
import type { BatchReport, Outcome } from '../../../src/conversion/batchReport';
import { canTryAgain, jobsToTryAgain } from '../../../src/conversion/tryAgain';
import {
  AuthError,
  BadResponseError,
  ConfigError,
  ConversionTimeoutError,
  NetworkError,
  NotFoundError,
  PasswordProtectedError,
  QuotaError,
  ServiceError,
} from '../../../src/service/errors';

const job = (source: string, parameters?: Record<string, string>) => ({ source, sourceFormat: 'md', targetFormat: 'pdf', parameters });

function report(
  outcomes: Outcome<string>[],
  extra: Partial<BatchReport<string>> = {},
): Pick<BatchReport<string>, 'jobs' | 'outcomes' | 'stopError' | 'summary'> {
  return {
    jobs: extra.jobs ?? outcomes.map((o) => o.job),
    outcomes,
    stopError: extra.stopError,
    summary: { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, cancelled: extra.summary?.cancelled ?? false },
  };
}

describe('Try Again', () => {
  it('is offered for a passing network failure, a busy service, a timeout and 5000, not for what a setting or the file causes', () => {
    for (const reason of ['reset', 'timeout', 'refused', 'other'] as const) {
      assert.equal(canTryAgain(new NetworkError('x', reason, 'h')), true, reason);
    }
    for (const reason of ['dns', 'tls', 'proxy'] as const) {
      assert.equal(canTryAgain(new NetworkError('x', reason, 'h')), false, reason);
    }
    assert.equal(canTryAgain(new ServiceError('busy', { status: 503 })), true);
    assert.equal(canTryAgain(new ServiceError('busy', { status: 429 })), true);
    assert.equal(canTryAgain(new ConversionTimeoutError('slow', { status: 500, code: 5000 })), true);
    assert.equal(canTryAgain(new ServiceError('could not convert', { status: 500, code: 5001 })), false);
    assert.equal(canTryAgain(new PasswordProtectedError('password', { status: 500, code: 5003 })), false);
    assert.equal(canTryAgain(new AuthError('401', 'apiToken', { status: 401 })), false);
    assert.equal(canTryAgain(new QuotaError('403', 'account', { status: 403 })), false);
    assert.equal(canTryAgain(new NotFoundError('404', { status: 404 })), false);
    assert.equal(canTryAgain(new ConfigError('base', 'baseUrl')), false);
    assert.equal(canTryAgain(new BadResponseError('html', { status: 200 }, '')), false);
    assert.equal(canTryAgain(new Error('unexpected')), false);
  });

  it('sends again only the failed files that may pass, as they were (parameters kept)', () => {
    const a = job('/w/a.md');
    const b = job('/w/b.md', { PageRange: '1-2' });
    const c = job('/w/c.md');
    const d = job('/w/d.md');
    const again = jobsToTryAgain(
      report([
        {
          status: 'converted',
          job: a,
          files: ['/w/a.pdf'],
          cost: 1,
          settings: { outputDirectory: '', conflictPolicy: 'rename', openAfterConvert: 'never', revealInExplorer: false },
        },
        { status: 'failed', job: b, error: new NetworkError('reset', 'reset', 'h'), charged: 0 },
        { status: 'failed', job: c, error: new NotFoundError('404'), charged: 0 },
        { status: 'skipped', job: d, cost: 0, byPolicy: true, name: 'd.pdf' },
      ]),
    );
    assert.deepEqual(again, [b]);
    assert.equal(again[0], b, 'the same job object: its parameters, preset and result name go again');
  });

  it('after a stop that may pass (service unreachable), also sends the files never started; never after a cancel', () => {
    const a = job('/w/a.md');
    const b = job('/w/b.md');
    const c = job('/w/c.md');
    const samePdf = { ...job('/w/x.pdf'), sourceFormat: 'pdf' };
    const refused = new NetworkError('refused', 'refused', 'h');
    const stopped = report([{ status: 'failed', job: a, error: refused, charged: 0 }], { jobs: [a, b, samePdf, c], stopError: refused });
    assert.deepEqual(jobsToTryAgain(stopped), [a, b, c]);
    const dns = new NetworkError('dns', 'dns', 'h');
    assert.deepEqual(jobsToTryAgain(report([{ status: 'failed', job: a, error: dns, charged: 0 }], { jobs: [a, b], stopError: dns })), []);
    const cancelled = report([{ status: 'failed', job: a, error: new NetworkError('reset', 'reset', 'h'), charged: 0 }], {
      summary: { cancelled: true } as never,
    });
    assert.deepEqual(jobsToTryAgain(cancelled), []);
  });

  it('offers nothing for a merge whose temporary PDFs are removed once the batch is over', () => {
    const reset = new NetworkError('reset', 'reset', 'h');
    const merge = {
      source: '/w/a.docx',
      sourceFormat: 'pdf',
      targetFormat: 'merge',
      firstInput: '/tmp/m/0.pdf',
      moreSources: ['/w/b.pdf'],
      resultName: 'a-merged.pdf',
    };
    assert.deepEqual(
      jobsToTryAgain(report([{ status: 'failed', job: { ...merge, temporaryInputs: true }, error: reset, charged: 0 }])),
      [],
    );
    // PDFs only: the inputs are the person's own files, still there.
    const own = { ...merge, firstInput: '/w/a.pdf' };
    assert.deepEqual(jobsToTryAgain(report([{ status: 'failed', job: own, error: reset, charged: 0 }])), [own]);
  });
});
