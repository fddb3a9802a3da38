/**
 * The texts Compare as Text shows: each document's text, extracted by the service (to txt) once per
 * content and kept in the text cache. Documents whose text is stored cost nothing and send
 * nothing; for the others the cost is stated first (costPrompt.ts), then they are extracted
 * together under one progress with Cancel, normalised and stored, and the cache kept under its cap.
 */
import * as vscode from 'vscode';
import { singleConversionDeps, type ExtensionServices } from '../extensionServices';
import { extracting, notComparable, pageMarker } from '../messages/compare';
import { findConverter } from '../service/catalogue';
import { CancelledError } from '../service/errors';
import { withCancellableProgress } from '../ui/progress';
import { extractText } from '../conversion/singleConversion';
import { confirmCost } from '../ui/costPrompt';
import { normaliseText, pageKindOf } from '../conversion/text';
import { ContentCache } from '../conversion/contentCache';
import { contentCache } from '../workspace/contentCache';
import { COMPARE_FORMATS } from './compareFormats';
import { unlinked } from '../messages/unlinked';

/** One side of a comparison: a document's bytes (a file, or a git revision of it) and what to call it. */
export interface ComparedDocument {
  /** The file name, as the service and the cost question see it. */
  readonly name: string;
  /** What the diff editor calls this side ("report.docx (HEAD)"). */
  readonly label: string;
  /** Lower case, no dot. */
  readonly format: string;
  readonly bytes: Uint8Array;
}

/** The most text kept of one document (a scanned book can be hundreds of MB of text). */
const MAX_TEXT_BYTES = 32 * 1024 * 1024;

/** Whether the service extracts text from `format` (per the catalogue); says why not when it does not. */
export function comparable(services: ExtensionServices, name: string, format: string | undefined): format is string {
  const catalogue = services.catalogue.get(services.config().baseUrl).catalogue;
  if (!format || !COMPARE_FORMATS.includes(format) || !findConverter(catalogue, format, 'txt')) {
    void vscode.window.showInformationMessage(unlinked(notComparable(name, format)));
    return false;
  }
  return true;
}

/** Extractions under way, by content key: a second request for the same content waits for the first. */
const inFlight = new Map<string, Promise<void>>();

/** Resolves when `running` settles; rejects with the reason when `signal` aborts first. */
function untilSettled(running: Promise<void>, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void running.finally(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * The stored text of `doc` (content key `key`): from the cache; else, when another caller is
 * extracting the same content, the text that one stores; else extracted here (one conversion). The
 * caller has asked before sending (or the agent's tool confirmed). `converted` says whether this
 * call used a conversion. Compare as Text, Search in Documents and the chat's tool extract through
 * this, so all keep the same texts.
 */
export async function storedText(
  services: ExtensionServices,
  cache: ContentCache,
  key: string,
  doc: ComparedDocument,
  signal: AbortSignal,
): Promise<{ text: string; converted: boolean }> {
  const stored = await cache.get(key);
  if (stored !== undefined) {
    return { text: stored, converted: false };
  }
  const running = inFlight.get(key);
  if (running) {
    await untilSettled(running, signal);
    const theirs = await cache.get(key);
    if (theirs !== undefined) {
      return { text: theirs, converted: false };
    }
  }
  // One conversion to txt through the batch core, counted in the Usage view as any conversion; the text normalised into the cache.
  const mine = (async () => {
    const { kept, complete } = await extractText(singleConversionDeps(services), doc, MAX_TEXT_BYTES, signal);
    const text = normaliseText(kept, pageKindOf(doc.format), pageMarker);
    await cache.put(key, complete ? text : `${text}[…]\n`);
    services.log.info(`Text extraction: extracted ${doc.label} (${doc.bytes.byteLength} bytes) and stored its text.`);
  })();
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(key, settled);
  try {
    await mine;
  } finally {
    if (inFlight.get(key) === settled) {
      inFlight.delete(key);
    }
  }
  const text = await cache.get(key);
  if (text === undefined) {
    throw new Error(vscode.l10n.t('The extracted text could not be kept in the cache folder.'));
  }
  return { text, converted: true };
}

/**
 * The content keys of the texts of `docs`, each stored in the cache when this returns. Asks before
 * sending anything; a "no" is a cancellation (nothing sent, nothing stored).
 */
export async function textsOf(services: ExtensionServices, docs: readonly ComparedDocument[]): Promise<string[]> {
  const cache = contentCache(services.context);
  const keys = docs.map((d) => ContentCache.key(d.format, d.bytes));
  const missing = new Map<string, ComparedDocument>();
  for (const [i, doc] of docs.entries()) {
    const key = keys[i]!;
    if (!missing.has(key) && !inFlight.has(key) && (await cache.get(key)) === undefined) {
      missing.set(key, doc);
    }
  }
  if (missing.size === 0) {
    services.log.info(`Compare as Text: ${docs.map((d) => d.label).join(', ')}: stored texts, nothing sent.`);
  } else {
    const config = services.config();
    const agreed = await confirmCost(
      { workspaceState: services.context.workspaceState, mode: config.compareConfirmUpload, purpose: 'compare' },
      [...missing.values()].map((d) => d.label),
      new URL(config.baseUrl).host,
    );
    if (!agreed) {
      throw new CancelledError();
    }
    // Each extracted once however many ask (storedText): a text another comparison started meanwhile is waited for.
    await withCancellableProgress(extracting(missing.size), (signal) =>
      Promise.all([...missing].map(([key, doc]) => storedText(services, cache, key, doc, signal))),
    );
  }
  // Another comparison may be extracting some of the same contents: wait for it.
  await Promise.all(keys.map((key) => inFlight.get(key)));
  // The two texts are about to be shown: kept (conversion/contentCache.ts, prune).
  const removed = await cache.prune(services.config().cacheBytes, keys);
  if (removed.count > 0) {
    services.log.info(
      `Compare as Text: removed the ${removed.count} least recently used texts (${removed.bytes} bytes) to stay under the cap.`,
    );
  }
  return keys;
}
