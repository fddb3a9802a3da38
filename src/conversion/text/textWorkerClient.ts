/**
 * The caller's side of the text worker (textWorker.ts): PDFs read and queries matched in a
 * `worker_threads` worker, one request at a time. Matching has a time budget per request (one
 * file's texts): past it the worker is terminated, the request fails with MatchTimeoutError, and
 * the next request starts a new worker. Reading a PDF has one per page (a crafted PDF can keep
 * pdf.js's parser busy without end): past it, PdfReadTimeoutError, the same way. An abort
 * terminates it too. The thread that asks keeps its
 * globals (pdf.js sets its own in the worker's) and never waits on a regular expression.
 * Plain Node (no vscode): `script` is the bundled worker (dist/textWorker.js).
 */
import { Worker } from 'node:worker_threads';
import { PdfTextError } from './pdfText';
import { QueryError, type TextHit, type TextQuery } from './textSearch';
import type { WorkerAnswer, WorkerRequest } from './textWorkerProtocol';

/** How long matching one file may take by default before it is given up as timed out. */
export const MATCH_BUDGET_MS = 5000;

/**
 * How long reading a PDF may go by default without finishing a page (or opening the document)
 * before it is given up as timed out. It runs from the last page read, so a long document is never
 * cut (3,000 dense pages took 17 s in all); a file that keeps pdf.js busy on one page is.
 */
export const PDF_READ_BUDGET_MS = 30_000;

/** Reading a PDF went past its time budget without finishing a page (pdf.js kept busy by the file). */
export class PdfReadTimeoutError extends Error {
  override readonly name = 'PdfReadTimeoutError';
  constructor(readonly budgetMs: number) {
    super(`reading the PDF made no progress for ${budgetMs / 1000} s`);
  }
}

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
  /** The time budget of reading one page of a PDF (or opening it), in ms (default PDF_READ_BUDGET_MS). */
  readonly readBudgetMs?: number;
}

/** A request's time budget, and the error it fails with past it. */
interface Budget {
  readonly ms: number;
  readonly error: () => Error;
  /** Runs again from each page the worker reports read. */
  readonly perPage?: boolean;
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

  /**
   * The text of each page of the PDF `bytes` (index 0 is page 1); PdfTextError when pdf.js cannot
   * read it, PdfReadTimeoutError when a page takes longer than the budget.
   */
  pdfPages(bytes: Uint8Array, signal?: AbortSignal): Promise<string[]> {
    const budget = this.options.readBudgetMs ?? PDF_READ_BUDGET_MS;
    return this.enqueue({ kind: 'pdf', bytes }, { ms: budget, error: () => new PdfReadTimeoutError(budget), perPage: true }, signal).then(
      (a) => ('pages' in a ? a.pages : []),
    );
  }

  /** The hits of `query` in each of `texts`; MatchTimeoutError when they take longer than the budget. */
  hits(texts: readonly string[], query: TextQuery, signal?: AbortSignal): Promise<TextHit[][]> {
    const budget = this.options.matchBudgetMs ?? MATCH_BUDGET_MS;
    return this.enqueue({ kind: 'hits', texts, query }, { ms: budget, error: () => new MatchTimeoutError(budget) }, signal).then((a) =>
      'hits' in a ? a.hits : [],
    );
  }

  /** Ends the worker; later requests fail. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await this.stop();
  }

  private enqueue(request: Request, budget: Budget, signal: AbortSignal | undefined): Promise<WorkerAnswer> {
    const run = this.queue.then(() => this.send(request, budget, signal));
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

  private send(request: Request, budget: Budget, signal: AbortSignal | undefined): Promise<WorkerAnswer> {
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const startBudget = () => {
        clearTimeout(timer);
        timer = setTimeout(() => end(budget.error()), budget.ms);
      };
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) {
          return;
        }
        if ('page' in answer) {
          if (budget.perPage) {
            startBudget();
          }
        } else {
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
      startBudget();
      cleanUp.push(() => clearTimeout(timer));
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }
}
