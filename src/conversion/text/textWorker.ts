/**
 * The text worker's own thread (a `worker_threads` worker, bundled alone as dist/textWorker.js):
 * reads PDFs with pdf.js and matches queries against texts, so that neither runs on the thread
 * that started it. pdf.js's legacy build sets globals of its own (navigator, pdfjsLib, …) and a
 * regular expression can backtrack for minutes: here both stay in a thread that can be ended
 * (textWorkerClient.ts terminates it past a time budget or on Cancel). Plain Node (no vscode).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pdfPageTexts } from './pdfText';
import { compileQuery, findHits } from './textSearch';
import type { WorkerAnswer, WorkerRequest } from './textWorkerProtocol';

const port = parentPort;
const { pdfJsDir } = workerData as { pdfJsDir: string };

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    if (request.kind === 'pdf') {
      // Each page read is progress: the caller's time budget of a PDF runs from the last one.
      const pages = await pdfPageTexts(request.bytes, pdfJsDir, (page) => port?.postMessage({ id: request.id, page }));
      return { id: request.id, pages };
    }
    const pattern = compileQuery(request.query);
    return { id: request.id, hits: request.texts.map((text) => findHits(text, pattern)) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    return { id: request.id, error: { name: e.name, message: e.message, kind: (e as { kind?: string }).kind } };
  }
}

port?.on('message', (request: WorkerRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
