import { strict as assert } from 'node:assert';
import { JOB_RESULTS_KEPT_MS, pendingJobsFrom, resumePlan, untouched, type PendingJob } from '../../../src/convertFlow/pendingJobs';

const NOW = 1_800_000_000_000;
const job = (over: Partial<PendingJob> = {}): PendingJob => ({
  jobId: 'a'.repeat(32),
  startedAt: NOW - 60_000,
  timeoutSeconds: 290,
  source: 'file:///work/project/report.docx',
  sourceFormat: 'docx',
  targetFormat: 'pdf',
  ...over,
});
const ids = (jobs: readonly PendingJob[]): string[] => jobs.map((j) => j.jobId);
const inProject = (source: string): boolean => source.startsWith('file:///work/project/');

describe('resume after a reload: the journal’s entries (workspaceState, possibly edited)', () => {
  it('keeps well-formed entries only: a JobId of 32, finite clock, plain formats', () => {
    assert.equal(pendingJobsFrom([job()]).length, 1);
    for (const bad of [
      { jobId: '../x' },
      { startedAt: Infinity },
      { timeoutSeconds: NaN },
      { targetFormat: '../../etc/x' },
      { sourceFormat: 'docx/../' },
      { source: 3 },
    ]) {
      assert.deepEqual(pendingJobsFrom([{ ...job(), ...bad }]), [], JSON.stringify(bad));
    }
    assert.deepEqual(pendingJobsFrom({ 0: job() }), []);
  });

  it('places only jobs whose source lies in the workspace; one outside is followed and deleted, never placed', () => {
    const outside = job({ jobId: 'b'.repeat(32), source: 'file:///home/someone/.ssh/config' });
    const plan = resumePlan([job(), outside], NOW, inProject);
    assert.deepEqual(ids(plan.place), ['a'.repeat(32)]);
    assert.deepEqual(ids(plan.followOnly), ['b'.repeat(32)]);
  });

  it('forgets entries older than the service keeps results, and ones started in the future', () => {
    const old = job({ jobId: 'c'.repeat(32), startedAt: NOW - JOB_RESULTS_KEPT_MS - 1 });
    const future = job({ jobId: 'd'.repeat(32), startedAt: NOW + 24 * 3600_000 });
    const cancelled = job({ jobId: 'e'.repeat(32), abandoned: true });
    const plan = resumePlan([old, future, cancelled], NOW, inProject);
    assert.deepEqual(ids(plan.expired), ['c'.repeat(32), 'd'.repeat(32)]);
    assert.deepEqual(ids(plan.followOnly), ['e'.repeat(32)]);
    assert.deepEqual(plan.place, []);
  });

  it('a job no conversion took up (target kept, source gone) is still to be deleted; one the client ended or cancelled is not', () => {
    const taken = job({ jobId: 'f'.repeat(32) });
    const skipped = job({ jobId: 'g'.repeat(32) });
    const cancelled = job({ jobId: 'h'.repeat(32) });
    const after = [skipped, { ...cancelled, abandoned: true }];
    assert.deepEqual(ids(untouched([taken, skipped, cancelled], after)), ['g'.repeat(32)]);
  });
});
