/**
 * The caller's side of the text worker (textWorker.ts): PDFs read and queries matched in a
 * `worker_threads` worker, one request at a time. Matching has a time budget per request (one
 * file's texts): past it the worker is terminated, the request fails with MatchTimeoutError, and
 * the next request starts a new worker. An abort terminates it too. The thread that asks keeps its
 * globals (pdf.js sets its own in the worker's) and never waits on a regular expression.
 * Plain Node (no vscode): `script` is the bundled worker (dist/textWorker.js).
 */
import { Worker } from 'node:worker_threads';
import { PdfTextError } from './pdfText';
import { QueryError, type TextHit, type TextQuery } from './textSearch';
import type { WorkerAnswer, WorkerRequest } from './textWorkerProtocol';

/** How long matching one file may take by default before it is given up as timed out. */
export const MATCH_BUDGET_MS = 5000;

/** Matching a file ran past its time budget (a regular expression that backtracks without end). */
export class MatchTimeoutError extends Error {
  override readonly name = 'MatchTimeoutError';
  constructor(readonly budgetMs: number) {
    super(`matching took longer than ${budgetMs / 1000} s`);
  }
}

export interface TextWorkerOptions {
  /** The bundled worker script (dist/textWorker.js). */
  readonly script: string;
  /** The folder of pdf.js's legacy build (pdf.min.mjs, pdf.worker.min.mjs). */
  readonly pdfJsDir: string;
  /** The time budget of one file's matching, in ms (default MATCH_BUDGET_MS). */
  readonly matchBudgetMs?: number;
}

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function errorOf(error: { name: string; message: string; kind?: string }): Error {
  if (error.name === 'PdfTextError') {
    return new PdfTextError(error.message, error.kind === 'password' ? 'password' : 'invalid');
  }
  if (error.name === 'QueryError') {
    return new QueryError(error.message);
  }
  return Object.assign(new Error(error.message), { name: error.name });
}

export class TextWorker {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private disposed = false;
  /** How many workers were started so far (one more after each timeout or cancel). */
  started = 0;

  constructor(private readonly options: TextWorkerOptions) {}

  /** The text of each page of the PDF `bytes` (index 0 is page 1); PdfTextError when pdf.js cannot read it. */
  pdfPages(bytes: Uint8Array, signal?: AbortSignal): Promise<string[]> {
    return this.enqueue({ kind: 'pdf', bytes }, undefined, signal).then((a) => ('pages' in a ? a.pages : []));
  }

  /** The hits of `query` in each of `texts`; MatchTimeoutError when they take longer than the budget. */
  hits(texts: readonly string[], query: TextQuery, signal?: AbortSignal): Promise<TextHit[][]> {
    const budget = this.options.matchBudgetMs ?? MATCH_BUDGET_MS;
    return this.enqueue({ kind: 'hits', texts, query }, budget, signal).then((a) => ('hits' in a ? a.hits : []));
  }

  /** Ends the worker; later requests fail. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await this.stop();
  }

  private enqueue(request: Request, budgetMs: number | undefined, signal: AbortSignal | undefined): Promise<WorkerAnswer> {
    const run = this.queue.then(() => this.send(request, budgetMs, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (!this.worker) {
      this.worker = new Worker(this.options.script, { workerData: { pdfJsDir: this.options.pdfJsDir } });
      this.started++;
    }
    return this.worker;
  }

  private send(request: Request, budgetMs: number | undefined, signal: AbortSignal | undefined): Promise<WorkerAnswer> {
    if (this.disposed) {
      return Promise.reject(new Error('The text worker was disposed.'));
    }
    if (signal?.aborted) {
      return Promise.reject(signal.reason);
    }
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const cleanUp: Array<() => void> = [];
      const settle = (fail: Error | undefined, answer?: WorkerAnswer) => {
        cleanUp.forEach((undo) => undo());
        if (fail) {
          reject(fail);
        } else {
          resolve(answer!);
        }
      };
      /** Ends the worker (a new one serves the next request), then fails this request with `reason`. */
      const end = (reason: unknown) => {
        cleanUp.forEach((undo) => undo());
        void this.stop().finally(() => settle(reason instanceof Error ? reason : new Error(String(reason))));
      };
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id === id) {
          settle('error' in answer ? errorOf(answer.error) : undefined, answer);
        }
      };
      const onError = (err: Error) => {
        this.worker = undefined;
        settle(err);
      };
      const onExit = (code: number) => {
        this.worker = undefined;
        settle(new Error(`The text worker stopped (exit code ${code}).`));
      };
      const onAbort = () => end(signal?.reason);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      cleanUp.push(() => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
      });
      if (budgetMs !== undefined) {
        const timer = setTimeout(() => end(new MatchTimeoutError(budgetMs)), budgetMs);
        cleanUp.push(() => clearTimeout(timer));
      }
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }
}
