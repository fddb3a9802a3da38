/** The messages between textWorkerClient.ts and the worker (textWorker.ts). Types only. */
import type { TextHit, TextQuery } from './textSearch';

/** A PDF's page texts, or the hits of a query in each of several texts. */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'pdf'; readonly bytes: Uint8Array }
  | { readonly id: number; readonly kind: 'hits'; readonly texts: readonly string[]; readonly query: TextQuery };

/**
 * What the worker says about request `id`: a page of a PDF read (progress, more follows), or the
 * answer: its result, or the error it threw (by name, message and kind).
 */
export type WorkerAnswer =
  | { readonly id: number; readonly page: number }
  | { readonly id: number; readonly pages: string[] }
  | { readonly id: number; readonly hits: TextHit[][] }
  | { readonly id: number; readonly error: { readonly name: string; readonly message: string; readonly kind?: string } };
