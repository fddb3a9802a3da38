// An async job's life, as the batch hears it from the client, written into the journal that lets
// a window reload resume it (conversion/ports.ts JobJournal; convertFlow/jobJournal.ts keeps it).
import type { JobEvent } from '../service/convert';
import type { ConversionJob, JobJournal } from './ports';

/** Writes an async job's progress into the journal, when there is one. */
export function recordJobEvent<R>(journal: JobJournal<R> | undefined, job: ConversionJob<R>, event: JobEvent): void {
  if (event.state === 'started') {
    journal?.started(job, event);
  } else if (event.state === 'abandoned') {
    journal?.abandoned(event.jobId);
  } else {
    journal?.ended(event.jobId);
  }
}
