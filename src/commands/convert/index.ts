import * as vscode from 'vscode';
import { Commands, QuickTargets, StateKeys } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import { conversionsNeeded, leftOut } from '../../messages/conversion';
import { showMessage } from '../../messages/show';
import { isCancellation, sourceFormatOf } from '../../service';
import { registerCommand } from '../../ui/commandWrapper';
import { sortNaturally } from '../../util/naturalOrder';
import { formatNumber } from '../../util/numberFormat';
import { catalogueOffers, splitByTarget } from '../../util/selectionTargets';
import { baseName } from '../../workspace/files';
import { currentCatalogue } from '../catalogue';
import { pickCatalogueTarget } from '../cataloguePicker';
import { runConversionBatch, type UriJob } from './batchRunner';
import { lastConversion, rememberLastConversion, type LastConversion } from './lastConversion';
import { collectSources, countByType, type CollectedSources } from './sources';
import { chains } from './chainsLoader';
import { pickSourceType, rememberTargets } from './targetPicker';

/**
 * The "Convert To" submenu (one command per quick target, and "Other Format…"), for files and
 * folders in the Explorer and the editor title, and the palette's "Convert File…".
 */
export function registerConvertCommands(services: ExtensionServices): void {
  const { context, log } = services;
  for (const { command, format } of QuickTargets) {
    registerCommand(context, log, command, (uri?: unknown, uris?: unknown) => convertResources(services, selection(uri, uris), format));
  }
  registerCommand(context, log, Commands.convertToOther, (uri?: unknown, uris?: unknown) =>
    convertResources(services, selection(uri, uris), undefined),
  );
  // The same flow, shown for types only the service's catalogue knows (the static menu cannot list them).
  registerCommand(context, log, Commands.chooseFormat, (uri?: unknown, uris?: unknown) =>
    convertResources(services, selection(uri, uris), undefined),
  );
  registerCommand(context, log, Commands.convert, async () => {
    const uris = await askForFiles();
    return uris ? convertResources(services, uris, undefined) : undefined;
  });
  registerCommand(context, log, Commands.convertToSeveral, async (uri?: unknown, uris?: unknown) => {
    const picked = selection(uri, uris) ?? (await askForFiles());
    return picked && picked.length > 0 ? chains().convertToSeveralFormats(services, picked) : undefined;
  });
  registerCommand(context, log, Commands.convertAgain, (uri?: unknown, uris?: unknown) => convertAgain(services, selection(uri, uris)));
}

/** "Convert Again": the last target, with its parameters, on the current file (or selection). */
async function convertAgain(services: ExtensionServices, uris: readonly vscode.Uri[] | undefined): Promise<void> {
  const last = lastConversion(services.context.globalState.get(StateKeys.lastConversion));
  if (!last) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Nothing has been converted yet: use Convert To… first, then Convert Again repeats it.'),
    );
    return;
  }
  if (!uris || uris.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Open or select a file to convert it to {0} again.', last.target.toUpperCase()),
    );
    return;
  }
  await convertResources(services, uris, last.target, last.parameters);
}

/**
 * The file shown in the active editor (text, image preview or other custom editor), if any. A
 * document no file system serves (Show Claims, an output channel) is no file to convert: with
 * Convert Again on a key, it would otherwise fail as an unexpected error.
 */
function activeFile(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  const uri =
    input instanceof vscode.TabInputText || input instanceof vscode.TabInputCustom
      ? input.uri
      : vscode.window.activeTextEditor?.document.uri;
  return uri && uri.scheme !== 'untitled' && vscode.workspace.fs.isWritableFileSystem(uri.scheme) !== undefined ? uri : undefined;
}

/**
 * What an Explorer or editor command was invoked on: all selected resources (the second
 * argument) when there is a multi-selection, else the clicked one, else the active editor's file.
 */
export function selection(uri: unknown, uris: unknown): readonly vscode.Uri[] | undefined {
  if (Array.isArray(uris) && uris.length > 0 && uris.every((u) => u instanceof vscode.Uri)) {
    return uris as vscode.Uri[];
  }
  if (uri instanceof vscode.Uri) {
    return [uri];
  }
  const active = activeFile();
  return active ? [active] : undefined;
}

/** For "Convert File…": the active editor's file offered first, else an open dialog. */
async function askForFiles(): Promise<readonly vscode.Uri[] | undefined> {
  const active = activeFile();
  if (active) {
    const chooseOther = vscode.l10n.t('$(files) Choose Files…');
    const picked = await vscode.window.showQuickPick(
      [
        { label: `$(file) ${baseName(active)}`, description: vscode.l10n.t('active editor'), uri: active },
        { label: chooseOther, description: vscode.l10n.t('pick one or more files'), uri: undefined },
      ],
      { title: vscode.l10n.t('Convert File'), placeHolder: vscode.l10n.t('Which file to convert?') },
    );
    if (!picked) {
      return undefined;
    }
    if (picked.uri) {
      return [picked.uri];
    }
  }
  const folder = active ? vscode.Uri.joinPath(active, '..') : vscode.workspace.workspaceFolders?.[0]?.uri;
  return vscode.window.showOpenDialog({
    title: vscode.l10n.t('Convert File'),
    openLabel: vscode.l10n.t('Convert'),
    canSelectFiles: true,
    canSelectFolders: false,
    canSelectMany: true,
    defaultUri: folder,
  });
}

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

/** Converts files and folders to `target`, or asks for the target ("Other Format…", the palette). */
async function convertResources(
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
  const typed = (files: readonly vscode.Uri[]) =>
    files.flatMap((uri) => {
      const type = sourceFormatOf(baseName(uri));
      return type ? [{ uri, type }] : [];
    });
  for (const uri of sources.files.filter((f) => !sourceFormatOf(baseName(f)))) {
    services.log.warn(`${baseName(uri)} has no file extension: its type is unknown, so it is not converted.`);
  }
  let files = typed(sources.files);
  let folderFiles = typed(sources.folders.flatMap((f) => f.files));
  // One answer for the picker and the left-outs: the service's catalogue as well as the built-in table.
  const offers = catalogueOffers(currentCatalogue(services).catalogue);

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
      void vscode.window.showInformationMessage(vscode.l10n.t('There is nothing to convert here: no file with a known type was found.'));
      return;
    }
    const choice = await pickCatalogueTarget(services, types, picked[0]);
    if (!choice) {
      return;
    }
    target = choice.target;
    parameters = choice.preset?.parameters;
  } else {
    // In folders, only the files whose type converts to this target.
    const chosen = target;
    folderFiles = folderFiles.filter((f) => offers(f.type, chosen));
  }
  // The Explorer's menu follows the right-clicked file: picked files whose type does not convert
  // to the target are named and left out before anything is sent.
  const split = splitByTarget(
    files.map((f) => ({ ...f, name: baseName(f.uri), format: f.type })),
    target,
    offers,
  );
  if (split.leftOut.length > 0) {
    services.log.info(`Left out (no conversion to ${target}): ${split.leftOut.map((f) => f.name).join(', ')}.`);
    void showMessage(
      leftOut(
        split.leftOut.map((f) => f.name),
        target,
      ),
      services.log,
    );
  }
  const chosen = sortNaturally([...split.included, ...folderFiles], (f) => f.uri.path);
  const jobs: UriJob[] = chosen.map((f) => ({ source: f.uri, sourceFormat: f.type, targetFormat: target, parameters }));
  if (sources.folders.length > 0) {
    const where =
      sources.folders.length === 1 ? `“${baseName(sources.folders[0].uri)}”` : vscode.l10n.t('{0} folders', sources.folders.length);
    if (jobs.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No file in {0} converts to {1}.', where, target.toUpperCase()));
      return;
    }
    const go = vscode.l10n.t('Convert');
    const answer = await vscode.window.showWarningMessage(
      jobs.length === 1
        ? vscode.l10n.t('Convert 1 file in {0} to {1}?', where, target.toUpperCase())
        : vscode.l10n.t('Convert {0} files in {1} to {2}?', formatNumber(jobs.length, vscode.env.language), where, target.toUpperCase()),
      {
        modal: true,
        detail: conversionsNeeded(jobs, target),
      },
      go,
    );
    if (answer !== go) {
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
