import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { CancelledError } from '../service/errors';
import { findConverter, sourceFormatOf } from '../service/catalogue';
import { nodeOutputFileSystem, safeFileName } from '../service/convert';
import { splitName } from '../conversion/outputPlanner';
import type { ExtensionServices } from '../extensionServices';
import { currentCatalogue } from './catalogue';
import { selection } from './convert';
import { runConversionBatch } from './convert/batchRunner';
import { collectSources } from './convert/sources';
import { baseName, sourceFile } from '../workspace/files';
import { registerCommand } from '../ui/commandWrapper';

/** "Merge into One PDF" and "Add to Zip": several selected files, one result. */
export function registerMergeCommands(services: ExtensionServices): void {
  const { context, log } = services;
  registerCommand(context, log, Commands.mergePdf, (uri?: unknown, uris?: unknown) => mergePdf(services, selection(uri, uris)));
  registerCommand(context, log, Commands.addToZip, (uri?: unknown, uris?: unknown) => addToZip(services, selection(uri, uris)));
}

/** The selected files (files in selected folders too), in the selection's order. */
async function selectedFiles(picked: readonly vscode.Uri[] | undefined): Promise<vscode.Uri[]> {
  if (!picked || picked.length === 0) {
    return [];
  }
  const sources = await collectSources(picked);
  return [...sources.files, ...sources.folders.flatMap((f) => f.files)];
}

/** The result's name: named after the first file, changeable in the box; undefined when dismissed. */
async function askResultName(title: string, suggested: string, extension: string): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({
    title,
    prompt: vscode.l10n.t('Name of the result (saved next to the first file, as the output settings say)'),
    value: suggested,
    valueSelection: [0, suggested.length - extension.length - 1],
    ignoreFocusOut: true,
    validateInput: (text) =>
      safeFileName(text.trim(), '') === text.trim() && text.trim() !== '' ? undefined : vscode.l10n.t('Enter a file name without folders.'),
  });
  if (typed === undefined) {
    return undefined;
  }
  const name = typed.trim();
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/**
 * Several files into one PDF (pdf→merge, Files[] in the selection's order). Files that are not
 * PDFs are first converted to PDF (where the catalogue has that converter) into a private
 * temporary folder, removed afterwards; nothing is written next to the sources but the result.
 */
async function mergePdf(services: ExtensionServices, picked: readonly vscode.Uri[] | undefined): Promise<void> {
  const files = await selectedFiles(picked);
  if (files.length < 2) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Select two or more files to merge into one PDF.'));
    return;
  }
  const catalogue = currentCatalogue(services).catalogue;
  const typeOf = (uri: vscode.Uri) => sourceFormatOf(baseName(uri)) ?? '';
  const cannot = files.filter((f) => typeOf(f) !== 'pdf' && !findConverter(catalogue, typeOf(f), 'pdf'));
  if (cannot.length > 0) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('These files cannot become PDF pages: {0}. Nothing was merged.', cannot.map(baseName).join(', ')),
    );
    return;
  }
  const name = await askResultName(
    vscode.l10n.t('Merge into One PDF'),
    `${splitName(baseName(files[0])).stem || 'merged'}-merged.pdf`,
    'pdf',
  );
  if (!name) {
    return;
  }
  const temporary = await mkdtemp(join(tmpdir(), 'convert-files-merge-'));
  try {
    const inputs = await asPdfs(services, files, typeOf, temporary);
    await runConversionBatch(services, [{ ...inputs, source: files[0], sourceFormat: 'pdf', targetFormat: 'merge', resultName: name }]);
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/** The merge's inputs: PDFs as they are, other files converted to PDF into `temporary`. */
async function asPdfs(
  services: ExtensionServices,
  files: readonly vscode.Uri[],
  typeOf: (uri: vscode.Uri) => string,
  temporary: string,
): Promise<{ firstInput: vscode.Uri; moreSources: vscode.Uri[]; temporaryInputs: boolean }> {
  const converting = files.filter((f) => typeOf(f) !== 'pdf');
  const converted = new Map<vscode.Uri, vscode.Uri>();
  if (converting.length > 0) {
    const { client } = await services.clients.conversionClient();
    await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Converting to PDF before merging'), cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort());
        try {
          for (const [index, file] of converting.entries()) {
            progress.report({ message: `${baseName(file)} (${index + 1}/${converting.length})` });
            const result = await client.convert({
              source: await sourceFile(file),
              sourceFormat: typeOf(file),
              targetFormat: 'pdf',
              output: nodeOutputFileSystem,
              signal: controller.signal,
              // Numbered, so that a.docx and a.pptx do not meet under one name.
              resolveOutput: async () => ({ path: join(temporary, `${index}.pdf`), overwrite: true }),
            });
            if (controller.signal.aborted) {
              throw new CancelledError();
            }
            converted.set(file, vscode.Uri.file(result.files[0].path));
            services.log.info(`${baseName(file)} → pdf for the merge (temporary).`);
          }
        } finally {
          subscription.dispose();
        }
      },
    );
  }
  const inputs = files.map((f) => converted.get(f) ?? f);
  return { firstInput: inputs[0], moreSources: inputs.slice(1), temporaryInputs: converted.size > 0 };
}

/** Several files into one zip (any→zip, Files[]), named after the first file or as typed. */
async function addToZip(services: ExtensionServices, picked: readonly vscode.Uri[] | undefined): Promise<void> {
  const files = await selectedFiles(picked);
  if (files.length === 0) {
    return;
  }
  const name = await askResultName(vscode.l10n.t('Add to Zip'), `${splitName(baseName(files[0])).stem || 'archive'}.zip`, 'zip');
  if (!name) {
    return;
  }
  await runConversionBatch(services, [
    { source: files[0], sourceFormat: 'any', targetFormat: 'zip', resultName: name, moreSources: files.slice(1) },
  ]);
}
