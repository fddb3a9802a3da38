// A document's text as the service extracts it (one conversion to txt), kept in the content cache
// once per content: the one road of Compare as Text, Search in Documents, the chat's extractText
// and the MCP server's extract_text, so that all keep the same texts and an extraction under way
// is waited for, not done twice. Plain Node: the caller gives its client, page markers and words.
import type { ContentCache } from './contentCache';
import { extractText, type DocumentBytes, type SingleConversionDeps } from './singleConversion';
import { normaliseText, pageKindOf, type PageMarker } from './text';

/** The most text kept of one document (a scanned book can be hundreds of MB of text). */
const MAX_TEXT_BYTES = 32 * 1024 * 1024;

/** What an extraction runs with: the caller's. */
export interface TextExtractionDeps {
  /** The conversion's client and log, asked for only when the text is extracted (the command line's needs its token then). */
  conversion(): Omit<SingleConversionDeps<unknown>, 'files' | 'markdown'>;
  /** The page marker lines the text is normalised with (the editor's in its language). */
  readonly marker: PageMarker;
  /** The message of the Error when the cache folder kept nothing (the editor's in its language). */
  readonly notKept: string;
}

/** Extractions under way, by content key: a second request for the same content waits for the first. */
const inFlight = new Map<string, Promise<void>>();

/** The extraction of the content `key` under way, if any: it resolves when that settles, and never rejects. */
export function extractionUnderWay(key: string): Promise<void> | undefined {
  return inFlight.get(key);
}

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
 * call used a conversion; the log names the document by its `label`.
 */
export async function storedText(
  deps: TextExtractionDeps,
  cache: ContentCache,
  key: string,
  doc: DocumentBytes & { readonly label: string },
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
  // One conversion to txt through the batch core, counted as any conversion; the text normalised into the cache.
  const mine = (async () => {
    const conversion = deps.conversion();
    const { kept, complete } = await extractText(conversion, doc, MAX_TEXT_BYTES, signal);
    const text = normaliseText(kept, pageKindOf(doc.format), deps.marker);
    await cache.put(key, complete ? text : `${text}[…]\n`);
    conversion.log.info(`Text extraction: extracted ${doc.label} (${doc.bytes.byteLength} bytes) and stored its text.`);
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
    throw new Error(deps.notKept);
  }
  return { text, converted: true };
}
