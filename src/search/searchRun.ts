/**
 * One run of Search in Documents: the workspace's documents found (files.exclude and search.exclude
 * honoured), those over the size limit skipped and named, then searched in two passes under one
 * cancellable progress each. First what costs nothing: PDFs (pdf.js, in the text worker) and texts
 * already in the cache. Then, after one question naming how many files, how many conversions and
 * the host, the other documents' texts from the service, one conversion per content (copies wait
 * for it), each searched as it arrives. Matching runs in the text worker under a time budget per
 * file, and so does reading a PDF: a file past it is named "timed out" and the search goes on. A
 * cancel stops both passes and ends the worker; what was extracted stays cached.
 */
import * as vscode from 'vscode';
import { confirmCost } from '../ui/costPrompt';
import { COMPARE_FORMATS } from '../compare/compareFormats';
import { MatchTimeoutError, PdfReadTimeoutError, type TextQuery, type TextWorker } from '../conversion/text';
import type { ContentCache } from '../conversion/contentCache';
import { contentCache } from '../workspace/contentCache';
import type { ExtensionServices } from '../extensionServices';
import { linkStaysInside } from '../util/symlinks';
import { caseInsensitiveFs } from '../workspace/files';
import { cancelledNote, notSearched, outsideWorkspace, readTimedOut, searching, timedOut, tooLarge, unreadable } from '../messages/search';
import { extracting } from '../messages/compare';
import { findConverter } from '../service/catalogue';
import { extensionOf } from '../conversion/resultOpening';
import { CancelledError } from '../service/errors';
import { runPool } from '../util/concurrency';
import { extractOnService, pdfHits, pdfPages, searchWorker, textHits, textKey, type FoundDocument } from './documentTexts';
import { excludeGlob } from './excludes';
import type { DocumentHit, SearchResults } from './searchResults';

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

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** What one search run works with. */
interface Run {
  readonly services: ExtensionServices;
  readonly query: TextQuery;
  readonly results: SearchResults;
  readonly cache: ContentCache;
  readonly worker: TextWorker;
}

/**
 * Adds `doc`'s hits to the results; a file whose matching ran past its time budget, or whose text
 * could not be had, is named with the reason. A cancellation goes on up.
 */
async function addHits(
  run: Run,
  doc: Pick<FoundDocument, 'uri' | 'label'>,
  key: string,
  isPdf: boolean,
  hits: () => Promise<DocumentHit[]>,
  signal: AbortSignal,
): Promise<void> {
  try {
    run.results.add({ uri: doc.uri, label: doc.label, key, isPdf, hits: await hits() });
  } catch (err) {
    if (signal.aborted) {
      throw err;
    }
    const reason =
      err instanceof MatchTimeoutError
        ? timedOut(err.budgetMs / 1000)
        : err instanceof PdfReadTimeoutError
          ? readTimedOut(err.budgetMs / 1000)
          : unreadable(errorText(err));
    run.results.skip({ uri: doc.uri, label: doc.label, reason });
  }
}

/** Runs a search for `query` into `results` (reset first). Resolves when done or cancelled. */
export async function runSearch(services: ExtensionServices, query: TextQuery, results: SearchResults): Promise<void> {
  results.reset();
  const config = services.config();
  const uris = await findDocuments(searchedFormats(services));
  const run: Run = { services, query, results, cache: contentCache(services.context), worker: searchWorker(services) };
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
  /** The documents whose text only the service can give, by content key: one conversion per content. */
  const missing = new Map<string, vscode.Uri[]>();
  const progress = services.commandUi.progress;
  try {
    await progress.run(searching(query.text), async (signal, report) => {
      for (const uri of wanted) {
        signal.throwIfAborted();
        report({ message: vscode.workspace.asRelativePath(uri), increment: 100 / wanted.length });
        await searchLocally(run, await readDocument(uri), signal, missing);
      }
    });
    if (missing.size > 0) {
      const agreed = await confirmCost(
        { workspaceState: services.context.workspaceState, mode: config.searchConfirmUpload, purpose: 'search' },
        // One name per content: a copy is not uploaded again.
        [...missing.values()].map((same) => vscode.workspace.asRelativePath(same[0]!)),
        new URL(config.baseUrl).host,
      );
      if (!agreed) {
        [...missing.values()]
          .flat()
          .forEach((uri) => results.skip({ uri, label: vscode.workspace.asRelativePath(uri), reason: notSearched() }));
        return;
      }
      await progress.run(extracting(missing.size), (signal, report) =>
        runPool(
          [...missing.values()],
          config.maxParallel,
          async (same) => {
            await searchExtracted(run, same, signal);
            report({ message: vscode.workspace.asRelativePath(same[0]!), increment: 100 / missing.size });
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
    await run.worker.dispose();
    // Kept: the texts of the files with hits, which open from the results (conversion/contentCache.ts, prune).
    const shown = results.snapshot().files.filter((f) => !f.isPdf);
    await run.cache
      .prune(
        config.cacheBytes,
        shown.map((f) => f.key),
      )
      .catch(() => undefined);
  }
}

/** The document at `uri`, its bytes read. */
async function readDocument(uri: vscode.Uri): Promise<FoundDocument> {
  return {
    uri,
    label: vscode.workspace.asRelativePath(uri),
    format: extensionOf(uri.path),
    bytes: await vscode.workspace.fs.readFile(uri),
  };
}

/**
 * Has the service extract the text of `same` (documents of one content) once, and searches it for
 * each of them. A cancellation goes on up; any other failure names them.
 */
async function searchExtracted(run: Run, same: readonly vscode.Uri[], signal: AbortSignal): Promise<void> {
  const doc = await readDocument(same[0]!);
  const key = textKey(doc);
  let text: string;
  try {
    text = await extractOnService(run.services, run.cache, doc, signal);
  } catch (err) {
    if (signal.aborted) {
      throw err;
    }
    same.forEach((uri) => run.results.skip({ uri, label: vscode.workspace.asRelativePath(uri), reason: unreadable(errorText(err)) }));
    return;
  }
  let found: Promise<DocumentHit[]> | undefined;
  for (const uri of same) {
    await addHits(
      run,
      { uri, label: vscode.workspace.asRelativePath(uri) },
      key,
      false,
      () => (found ??= textHits(run.worker, text, run.query, signal)),
      signal,
    );
  }
}

/**
 * Searches `doc` if that costs nothing: a PDF (read in the text worker, or its pages from the
 * cache) or a text already in the cache. Anything else is put in `missing` for the service.
 */
async function searchLocally(run: Run, doc: FoundDocument, signal: AbortSignal, missing: Map<string, vscode.Uri[]>): Promise<void> {
  const key = textKey(doc);
  if (doc.format === 'pdf') {
    await addHits(
      run,
      doc,
      key,
      true,
      async () => pdfHits(run.worker, await pdfPages(run.cache, run.worker, doc, signal), run.query, signal),
      signal,
    );
    return;
  }
  const text = await run.cache.get(key);
  if (text === undefined) {
    missing.set(key, [...(missing.get(key) ?? []), doc.uri]);
    return;
  }
  await addHits(run, doc, key, false, () => textHits(run.worker, text, run.query, signal), signal);
}
