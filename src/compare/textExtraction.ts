/**
 * The texts Compare as Text shows: each document's text, extracted by the service (to txt) once per
 * content and kept in the text cache (conversion/storedText.ts). Documents whose text is stored cost
 * nothing and send nothing; for the others the cost is stated first (costPrompt.ts), then they are
 * extracted together under one progress with Cancel, normalised and stored, and the cache kept under its cap.
 */
import * as vscode from 'vscode';
import { singleConversionDeps, type ExtensionServices } from '../extensionServices';
import { extracting, notComparable, pageMarker } from '../messages/compare';
import { findConverter } from '../service/catalogue';
import { CancelledError } from '../service/errors';
import { withCancellableProgress } from '../ui/progress';
import { confirmCost } from '../ui/costPrompt';
import { ContentCache } from '../conversion/contentCache';
import { extractionUnderWay, storedText, type TextExtractionDeps } from '../conversion/storedText';
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

/** Whether the service extracts text from `format` (per the catalogue); says why not when it does not. */
export function comparable(services: ExtensionServices, name: string, format: string | undefined): format is string {
  const catalogue = services.catalogue.get(services.config().baseUrl).catalogue;
  if (!format || !COMPARE_FORMATS.includes(format) || !findConverter(catalogue, format, 'txt')) {
    void vscode.window.showInformationMessage(unlinked(notComparable(name, format)));
    return false;
  }
  return true;
}

/**
 * What storedText (conversion/storedText.ts) extracts with in this window: the conversion counted in
 * the Usage view as any conversion, the page markers and the failure in the display language.
 */
export function textDeps(services: ExtensionServices): TextExtractionDeps {
  return {
    conversion: () => singleConversionDeps(services),
    marker: pageMarker,
    notKept: vscode.l10n.t('The extracted text could not be kept in the cache folder.'),
  };
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
    if (!missing.has(key) && !extractionUnderWay(key) && (await cache.get(key)) === undefined) {
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
      Promise.all([...missing].map(([key, doc]) => storedText(textDeps(services), cache, key, doc, signal))),
    );
  }
  // Another comparison may be extracting some of the same contents: wait for it.
  await Promise.all(keys.map(extractionUnderWay));
  // The two texts are about to be shown: kept (conversion/contentCache.ts, prune).
  const removed = await cache.prune(services.config().cacheBytes, keys);
  if (removed.count > 0) {
    services.log.info(
      `Compare as Text: removed the ${removed.count} least recently used texts (${removed.bytes} bytes) to stay under the cap.`,
    );
  }
  return keys;
}
