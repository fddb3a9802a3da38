/**
 * One run of Search in Documents: the workspace's documents found (files.exclude and search.exclude
 * honoured), those over the size limit skipped and named, then searched in two passes under one
 * cancellable progress each. First what costs nothing: PDFs (pdf.js, here) and texts already in the
 * cache. Then, after one question naming how many files, how many conversions and the host, the
 * other documents' texts from the service, each searched as it arrives. A cancel stops both
 * passes; what was extracted stays cached.
 */
import * as vscode from 'vscode';
import { confirmCost } from '../ui/costPrompt';
import { COMPARE_FORMATS } from '../compare/compareFormats';
import type { TextQuery } from '../conversion/text';
import type { ContentCache } from '../conversion/contentCache';
import { contentCache } from '../workspace/contentCache';
import type { ExtensionServices } from '../extensionServices';
import { linkStaysInside } from '../util/symlinks';
import { caseInsensitiveFs } from '../workspace/files';
import { cancelledNote, extractingTexts, notSearched, outsideWorkspace, searching, tooLarge, unreadable } from '../messages/search';
import { findConverter } from '../service/catalogue';
import { CancelledError } from '../service/errors';
import { withCancellableProgress } from '../ui/progress';
import { runPool } from '../util/concurrency';
import { extractOnService, pdfHits, pdfPages, textHits, textKey, type FoundDocument } from './documentTexts';
import { excludeGlob } from './excludes';
import type { SearchResults } from './searchResults';

/** The formats searched: PDFs always (read here), the others where the catalogue extracts their text. */
export function searchedFormats(services: ExtensionServices): string[] {
  const catalogue = services.catalogue.get(services.config().baseUrl).catalogue;
  return COMPARE_FORMATS.filter((f) => f === 'pdf' || findConverter(catalogue, f, 'txt'));
}

/** The workspace's documents of `formats`, minus what files.exclude and search.exclude leave out. */
export async function findDocuments(formats: readonly string[]): Promise<vscode.Uri[]> {
  const spellings = formats.flatMap((f) => [f, f.toUpperCase(), f[0]!.toUpperCase() + f.slice(1)]);
  const exclude = excludeGlob(
    vscode.workspace.getConfiguration('files').get('exclude'),
    vscode.workspace.getConfiguration('search').get('exclude'),
  );
  // An exclude of our own replaces files.exclude (findFiles' rule), so both are in it; null: none at all.
  const found = await vscode.workspace.findFiles(`**/*.{${[...new Set(spellings)].join(',')}}`, exclude ?? null);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

function formatOf(uri: vscode.Uri): string {
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs a search for `query` into `results` (reset first). Resolves when done or cancelled. */
export async function runSearch(services: ExtensionServices, query: TextQuery, results: SearchResults): Promise<void> {
  results.reset();
  const config = services.config();
  const uris = await findDocuments(searchedFormats(services));
  const cache = contentCache(services.context);
  const read = async (uri: vscode.Uri): Promise<FoundDocument> => ({
    uri,
    label: vscode.workspace.asRelativePath(uri),
    format: formatOf(uri),
    bytes: await vscode.workspace.fs.readFile(uri),
  });
  const wanted: vscode.Uri[] = [];
  for (const uri of uris) {
    // findFiles follows links: one to ~/.aws/credentials named notes.docx must not be read or sent.
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (uri.scheme === 'file' && folder && !(await linkStaysInside(uri.fsPath, folder.uri.fsPath, caseInsensitiveFs(uri)))) {
      results.skip({ uri, label: vscode.workspace.asRelativePath(uri), reason: outsideWorkspace() });
      continue;
    }
    const size = (await vscode.workspace.fs.stat(uri)).size;
    if (size > config.searchMaxFileBytes) {
      results.skip({ uri, label: vscode.workspace.asRelativePath(uri), reason: tooLarge(config.searchMaxFileBytes / 1024 / 1024) });
    } else {
      wanted.push(uri);
    }
  }
  const missing: vscode.Uri[] = [];
  try {
    await withCancellableProgress(searching(query.text), async (signal, report) => {
      for (const uri of wanted) {
        signal.throwIfAborted();
        report({ message: vscode.workspace.asRelativePath(uri), increment: 100 / wanted.length });
        await searchLocally(services, cache, query, results, await read(uri), signal, missing);
      }
    });
    if (missing.length > 0) {
      const agreed = await confirmCost(
        { workspaceState: services.context.workspaceState, mode: config.searchConfirmUpload, purpose: 'search' },
        missing.map((uri) => vscode.workspace.asRelativePath(uri)),
        new URL(config.baseUrl).host,
      );
      if (!agreed) {
        missing.forEach((uri) => results.skip({ uri, label: vscode.workspace.asRelativePath(uri), reason: notSearched() }));
        return;
      }
      await withCancellableProgress(extractingTexts(missing.length), (signal, report) =>
        runPool(
          missing,
          config.maxParallel,
          async (uri) => {
            const doc = await read(uri);
            try {
              await extractOnService(services, cache, doc, signal);
              results.add({
                uri,
                label: doc.label,
                key: textKey(doc),
                isPdf: false,
                hits: textHits((await cache.get(textKey(doc))) ?? '', query),
              });
            } catch (err) {
              if (signal.aborted) {
                throw err;
              }
              results.skip({ uri, label: doc.label, reason: unreadable(errorText(err)) });
            }
            report({ message: doc.label, increment: 100 / missing.length });
          },
          () => !signal.aborted,
        ),
      );
    }
  } catch (err) {
    if (err instanceof CancelledError || (err instanceof Error && err.name === 'AbortError')) {
      void vscode.window.showInformationMessage(cancelledNote());
      return;
    }
    throw err;
  } finally {
    // Kept: the texts of the files with hits, which open from the results (conversion/contentCache.ts, prune).
    const shown = results.snapshot().files.filter((f) => !f.isPdf);
    await cache
      .prune(
        config.cacheBytes,
        shown.map((f) => f.key),
      )
      .catch(() => undefined);
  }
}

/**
 * Searches `doc` if that costs nothing: a PDF (read here, or its pages from the cache) or a text
 * already in the cache. Anything else is put in `missing` for the service.
 */
async function searchLocally(
  services: ExtensionServices,
  cache: ContentCache,
  query: TextQuery,
  results: SearchResults,
  doc: FoundDocument,
  signal: AbortSignal,
  missing: vscode.Uri[],
): Promise<void> {
  const key = textKey(doc);
  if (doc.format === 'pdf') {
    try {
      const pages = await pdfPages(services, cache, doc, signal);
      results.add({ uri: doc.uri, label: doc.label, key, isPdf: true, hits: pdfHits(pages, query) });
    } catch (err) {
      if (signal.aborted) {
        throw err;
      }
      results.skip({ uri: doc.uri, label: doc.label, reason: unreadable(errorText(err)) });
    }
    return;
  }
  const text = await cache.get(key);
  if (text === undefined) {
    missing.push(doc.uri);
    return;
  }
  results.add({ uri: doc.uri, label: doc.label, key, isPdf: false, hits: textHits(text, query) });
}
