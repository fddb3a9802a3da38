// The convert commands run with an argument object (by another extension, a script, a keybinding):
// the same jobs and the same batch as the menus, but nothing is asked and no notification is
// shown. Unsaved edits are saved (unless the object says otherwise), an existing result is kept
// and reported (unless it names a conflict policy), and the command answers what it did.
import * as vscode from 'vscode';
import { CONVERT_ARGUMENT_KEYS, missingProblem, oneOfProblem, tooFewFilesProblem, unknownPresetProblem } from '../checks/convertArguments';
import { catalogueOffers, splitByTarget } from '../conversion/selectionTargets';
import { resultFileName } from '../conversion/rules/templates';
import type { ExtensionServices } from '../extensionServices';
import { findConverter, sourceFormatOf, type ParameterMap } from '../service/catalogue';
import { presetProblems } from '../service/catalogue/options';
import { splitName } from '../service/convert';
import { baseName } from '../workspace/files';
import { currentCatalogue } from './catalogue';
import { readPresets } from './cataloguePicker';
import { readConvertArguments, refuse, type ConvertArguments, type ScriptedAnswer } from './convertArguments';
import { runConversionBatch, type FileOutcome, type UriJob } from './batchRunner';
import { sortNaturally } from '../util/naturalOrder';
import { collectSources } from './sources';
import { optionsFormatFor } from '../markdownPdf/settings';
import type { RegisterCommand } from '../ui/commandWrapper';
import { argumentObject } from '../ui/input';

/** Which command was run: its own target (a Convert To entry), presets, or one result from several files. */
export type ScriptedCommand =
  | { readonly kind: 'convert'; readonly target?: string }
  | { readonly kind: 'options' | 'preset' | 'several' }
  | { readonly kind: 'merge' | 'zip' };

interface Typed {
  readonly uri: vscode.Uri;
  readonly type: string;
}

/**
 * Registers a convert command: an argument object as its first argument ({ files, targets, … })
 * runs `command` without a question and answers what it did; any other call runs `ask` (the
 * menus, the palette).
 */
export function registerScriptable(
  services: ExtensionServices,
  register: RegisterCommand,
  id: string,
  command: ScriptedCommand,
  ask: (uri?: unknown, uris?: unknown) => unknown,
): void {
  register(
    id,
    (uri?: unknown, uris?: unknown) => {
      const given = argumentObject(uri);
      return given ? convertScripted(services, given, command) : ask(uri, uris);
    },
    (args) => argumentObject(args[0]) !== undefined,
  );
}

/** Runs a convert command's argument object; throws (no prompt) when it is not valid. */
export async function convertScripted(
  services: ExtensionServices,
  given: Readonly<Record<string, unknown>>,
  command: ScriptedCommand,
): Promise<ScriptedAnswer> {
  const ownTarget = command.kind === 'convert' ? command.target : undefined;
  const args = await readConvertArguments(given, CONVERT_ARGUMENT_KEYS, {
    targetsRequired: ownTarget === undefined && command.kind !== 'merge' && command.kind !== 'zip',
  });
  if (command.kind === 'preset' && args.preset === undefined) {
    refuse(missingProblem('preset'));
  }
  const sources = await collectSources(args.files);
  const all = sortNaturally([...sources.files, ...sources.folders.flatMap((f) => f.files)], (uri) => uri.path);
  const skipped: FileOutcome[] = [];
  const typed: Typed[] = all.flatMap((uri) => {
    const type = sourceFormatOf(baseName(uri));
    if (!type) {
      skipped.push({ file: uri, reason: 'no file extension: its type is unknown' });
    }
    return type ? [{ uri, type }] : [];
  });
  const jobs =
    command.kind === 'merge' || command.kind === 'zip'
      ? oneResult(services, command.kind, command.kind === 'zip' ? all.map((uri) => ({ uri, type: 'any' })) : typed, args, skipped)
      : eachFile(services, typed, args, ownTarget, skipped);
  if (jobs.length === 0) {
    return { results: [], failed: [], skipped };
  }
  const report = await runConversionBatch(services, jobs, {
    nonInteractive: true,
    scripted: true,
    // Not given: the setting (its `ask` saves, nobody being there to answer).
    saveBeforeConvert: args.saveBeforeConvert,
    fileName: command.kind === 'merge' || command.kind === 'zip' ? undefined : args.fileName,
    presetName: args.preset,
    outputDirectory: args.outputDirectory,
    conflictPolicy: args.conflictPolicy,
  });
  // Too few conversions left: nothing was sent, every file failed for that one reason.
  const failed = report.refusal ? jobs.map((job) => ({ file: job.source, reason: report.refusal as string })) : [...report.failedFiles];
  return { results: [...report.results], failed, skipped: [...skipped, ...report.skippedFiles] };
}

/** Each file to each target, with the preset's options and the object's own on top; files that cannot convert are skipped with why. */
function eachFile(
  services: ExtensionServices,
  files: readonly Typed[],
  args: ConvertArguments,
  ownTarget: string | undefined,
  skipped: FileOutcome[],
): UriJob[] {
  const presets = readPresets(services, files[0]?.uri ?? args.files[0]);
  const named = args.preset === undefined ? [] : presets.filter((p) => p.name.toLowerCase() === args.preset?.toLowerCase());
  let targets = ownTarget ? [ownTarget] : args.targets;
  if (ownTarget) {
    refuse(
      oneOfProblem(
        'targets',
        args.targets.find((t) => t !== ownTarget),
        [ownTarget],
      ),
    );
  }
  if (targets.length === 0) {
    targets = [...new Set(named.map((p) => p.target))];
  }
  const catalogue = currentCatalogue(services).catalogue;
  const offers = catalogueOffers(catalogue);
  const jobs: UriJob[] = [];
  for (const target of targets) {
    let parameters: ParameterMap | undefined = args.parameters;
    if (args.preset !== undefined) {
      const preset = named.find((p) => p.target === target);
      if (!preset) {
        refuse(
          unknownPresetProblem(
            args.preset,
            target,
            presets.filter((p) => p.target === target).map((p) => p.name),
          ),
        );
      }
      parameters = { ...preset?.parameters, ...args.parameters };
    }
    const split = splitByTarget(
      files.map((f) => ({ ...f, name: baseName(f.uri), format: f.type })),
      target,
      offers,
    );
    for (const f of split.leftOut) {
      skipped.push({
        file: f.uri,
        reason: f.type === target ? `already ${target.toUpperCase()}` : `no conversion from ${f.type} to ${target}`,
      });
    }
    for (const f of split.included) {
      // The same checks as a preset picked in the menu: values the converter refuses stop the command.
      const converter = findConverter(catalogue, optionsFormatFor(f.uri, f.type, target), target);
      if (converter && parameters) {
        const problems = presetProblems({ name: args.preset ?? 'parameters', target, parameters }, converter);
        refuse(problems[0]);
      }
      jobs.push({ source: f.uri, sourceFormat: f.type, targetFormat: target, parameters });
    }
  }
  return jobs;
}

/** A merge into one PDF or a zip: every file into one result, named by `fileName` or after the first file. */
function oneResult(
  services: ExtensionServices,
  kind: 'merge' | 'zip',
  given: readonly Typed[],
  args: ConvertArguments,
  skipped: FileOutcome[],
): UriJob[] {
  const catalogue = currentCatalogue(services).catalogue;
  const files = given.filter((f) => kind === 'zip' || f.type === 'pdf' || findConverter(catalogue, f.type, 'pdf'));
  for (const f of given.filter((g) => !files.includes(g))) {
    skipped.push({ file: f.uri, reason: `no conversion from ${f.type} to PDF pages` });
  }
  const first = files[0];
  if (!first || (kind === 'merge' && files.length < 2)) {
    refuse(tooFewFilesProblem(kind === 'merge' ? 2 : 1));
  }
  const extension = kind === 'merge' ? 'pdf' : 'zip';
  const stem = splitName(baseName(first.uri)).stem || (kind === 'merge' ? 'merged' : 'archive');
  const name = args.fileName
    ? resultFileName(args.fileName, { workspaceFolder: '', relativePath: baseName(first.uri), target: extension, now: new Date() })
    : kind === 'merge'
      ? `${stem}-merged.pdf`
      : `${stem}.zip`;
  const converting = files.filter((f) => f.type !== 'pdf').length;
  return [
    {
      source: first.uri,
      sourceFormat: kind === 'merge' ? 'pdf' : 'any',
      targetFormat: kind,
      resultName: name,
      moreSources: files.slice(1).map((f) => f.uri),
      ...(kind === 'merge' && converting > 0 ? { prepareInputs: { to: 'pdf', count: converting } } : {}),
    },
  ];
}
