// The convert flow of the Explorer, the editor title and the palette: from the resources picked
// to the jobs of one batch. Folders are walked, files whose type does not convert to the target
// are named and left out, the target is asked for when the command did not name one, and the
// batch runner does the rest.
import * as vscode from 'vscode';
import type { ExtensionServices } from '../extensionServices';
import { conversionsNeeded, leftOut } from '../messages/conversion';
import { showMessage } from '../messages/show';
import { isCancellation } from '../service/errors';
import { sourceFormatOf } from '../service/catalogue';
import { formatNumber } from '../util/numberFormat';
import { catalogueOffers } from '../conversion/selectionTargets';
import { splitFolderFiles, type FolderLeftOut } from '../conversion/folderLeftOut';
import { folderLeftOutText } from '../messages/batchWording';
import { baseName } from '../workspace/files';
import { currentCatalogue } from './catalogue';
import { pickCatalogueTarget, type TargetChoice } from './cataloguePicker';
import { runConversionBatch, type UriJob } from './batchRunner';
import { pipelineJobs, splitForTarget, targetJobs } from './jobBuilder';
import { rememberLastConversion, type LastConversion } from './lastConversion';
import { sortNaturally } from '../util/naturalOrder';
import { askForFiles } from './selection';
import { collectSources, countByType, nothingToConvert, withTypes, type CollectedSources, type TypedFile } from './sources';
import { pickSourceType, rememberTargets } from './targetPicker';
import { unlinked } from '../messages/unlinked';

/**
 * What the selection stands for. A folder may be huge: its walk runs under a cancellable
 * progress notification; undefined when the person cancelled it.
 */
async function findSources(services: ExtensionServices, picked: readonly vscode.Uri[]): Promise<CollectedSources | undefined> {
  const isFolder = async (uri: vscode.Uri) => ((await vscode.workspace.fs.stat(uri)).type & vscode.FileType.Directory) !== 0;
  if (!(await Promise.all(picked.map(isFolder))).some(Boolean)) {
    return collectSources(picked);
  }
  try {
    return await services.commandUi.progress.run(vscode.l10n.t('Looking for files…'), (signal) => collectSources(picked, signal));
  } catch (err) {
    if (isCancellation(err)) {
      return undefined;
    }
    throw err;
  }
}

/** The modal question before a batch is sent, with what it may cost (and `more` to say); true for Convert. */
export async function askToConvert(question: string, jobs: readonly UriJob[], targetLabel: string, more?: string): Promise<boolean> {
  const go = vscode.l10n.t('Convert');
  const detail = [conversionsNeeded(jobs, targetLabel), more].filter(Boolean).join('\n');
  return (await vscode.window.showWarningMessage(unlinked(question), { modal: true, detail }, go)) === go;
}

/** Converts files and folders to `target`, or asks for the target ("Other Format…", the palette). */
export async function convertResources(
  services: ExtensionServices,
  uris: readonly vscode.Uri[] | undefined,
  target: string | undefined,
  parameters?: LastConversion['parameters'],
): Promise<void> {
  const picked = uris ?? (await askForFiles());
  if (!picked || picked.length === 0) {
    return;
  }
  const sources = await findSources(services, picked);
  if (!sources) {
    return;
  }
  let pipeline: TargetChoice['pipeline'];
  let folderLeftOut: FolderLeftOut<TypedFile>[] = [];
  for (const uri of sources.files.filter((f) => !sourceFormatOf(baseName(f)))) {
    services.log.warn(`${baseName(uri)} has no file extension: its type is unknown, so it is not converted.`);
  }
  let files = withTypes(sources.files);
  let folderFiles = withTypes(sources.folders.flatMap((f) => f.files));

  if (target === undefined) {
    let types = [...new Set([...files, ...folderFiles].map((f) => f.type))];
    if (sources.folders.length > 0 && types.length > 1) {
      // "Other Format…" on a folder: which of the types found to convert.
      const type = await pickSourceType(countByType([...files, ...folderFiles].map((f) => f.uri)));
      if (!type) {
        return;
      }
      files = files.filter((f) => f.type === type);
      folderFiles = folderFiles.filter((f) => f.type === type);
      types = [type];
    }
    if (types.length === 0) {
      nothingToConvert();
      return;
    }
    const choice = await pickCatalogueTarget(services, types, picked[0]);
    if (!choice) {
      return;
    }
    target = choice.target;
    parameters = choice.preset?.parameters;
    pipeline = choice.pipeline;
  } else {
    // In folders, only the files whose type converts to this target; the others are named with why.
    // One answer for the picker and the left-outs: the service's catalogue as well as the built-in table.
    const offers = catalogueOffers(currentCatalogue(services).catalogue);
    ({ included: folderFiles, leftOut: folderLeftOut } = splitFolderFiles(folderFiles, target, offers));
  }
  // The Explorer's menu follows the right-clicked file: picked files whose type does not convert
  // to the target are named and left out before anything is sent.
  const split = splitForTarget(services, files, target);
  const leftOutNames = split.leftOut.map((f) => baseName(f.uri));
  if (leftOutNames.length > 0) {
    services.log.info(`Left out (no conversion to ${target}): ${leftOutNames.join(', ')}.`);
    void showMessage(leftOut(leftOutNames, target), services.log);
  }
  const chosen = sortNaturally([...split.included, ...folderFiles], (f) => f.uri.path);
  const jobs = pipeline ? pipelineJobs(chosen, pipeline) : targetJobs(chosen, target, parameters);
  if (sources.folders.length > 0) {
    const leftOutNamed = folderLeftOut.map(({ file, reason }) => ({ name: baseName(file.uri), type: file.type, reason }));
    const leftOutSentence = folderLeftOutText(vscode.l10n, leftOutNamed, target, vscode.env.language);
    if (leftOutNamed.length > 0) {
      services.log.info(
        `Left out of the folder conversion to ${target}: ${folderLeftOut.map(({ file, reason }) => `${vscode.workspace.asRelativePath(file.uri)} (${reason === 'alreadyTarget' ? 'already the target format' : `no conversion from ${file.type}`})`).join(', ')}.`,
      );
    }
    const where =
      sources.folders.length === 1 ? `“${baseName(sources.folders[0].uri)}”` : vscode.l10n.t('{0} folders', sources.folders.length);
    if (jobs.length === 0) {
      const none = vscode.l10n.t('No file in {0} converts to {1}.', where, target.toUpperCase());
      void vscode.window.showInformationMessage(unlinked(leftOutSentence ? `${none} ${leftOutSentence}` : none));
      return;
    }
    const question =
      jobs.length === 1
        ? vscode.l10n.t('Convert 1 file in {0} to {1}?', where, target.toUpperCase())
        : vscode.l10n.t('Convert {0} files in {1} to {2}?', formatNumber(jobs.length, vscode.env.language), where, target.toUpperCase());
    if (!(await askToConvert(question, jobs, target, leftOutSentence))) {
      return;
    }
  }
  if (jobs.length === 0) {
    return;
  }
  // A file already in the target format is skipped by the batch: no "recent" pdf → pdf.
  await rememberTargets(
    services.context.globalState,
    [...new Set(jobs.map((j) => j.sourceFormat))].filter((type) => type !== target),
    target,
  );
  await rememberLastConversion(services.context.globalState, { target, parameters });
  await runConversionBatch(services, jobs);
}
