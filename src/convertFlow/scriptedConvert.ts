// The convert commands run with an argument object (by another extension, a script, a keybinding):
// the same jobs and the same batch as the menus, but nothing is asked and no notification is
// shown. Unsaved edits are saved (unless the object says otherwise), an existing result is kept
// and reported (unless it names a conflict policy), and the command answers what it did.
import { CONVERT_ARGUMENT_KEYS, missingProblem, oneOfProblem, tooFewFilesProblem, unknownPresetProblem } from '../checks/convertArguments';
import { resultFileName } from '../conversion/rules/templates';
import type { ExtensionServices } from '../extensionServices';
import { sourceFormatOf, type ParameterMap } from '../service/catalogue';
import { baseName } from '../workspace/files';
import { readPresets } from './cataloguePicker';
import { readConvertArguments, refuse, type ConvertArguments, type ScriptedAnswer } from './convertArguments';
import { runConversionBatch, type FileOutcome, type UriJob } from './batchRunner';
import { sortNaturally } from '../util/naturalOrder';
import { allFiles, collectSources, withTypes, type TypedFile } from './sources';
import { notPdfPages, oneResultJob, oneResultName, presetProblemsFor, splitForTarget, targetJobs } from './jobBuilder';
import type { RegisterCommand } from '../ui/commandWrapper';
import { argumentObject } from '../ui/input';

/** Which command was run: its own target (a Convert To entry), presets, or one result from several files. */
export type ScriptedCommand =
  | { readonly kind: 'convert'; readonly target?: string }
  | { readonly kind: 'options' | 'preset' | 'several' }
  | { readonly kind: 'merge' | 'zip' };

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
  const all = sortNaturally(allFiles(await collectSources(args.files)), (uri) => uri.path);
  const skipped: FileOutcome[] = all
    .filter((uri) => !sourceFormatOf(baseName(uri)))
    .map((file) => ({ file, reason: 'no file extension: its type is unknown' }));
  const typed = withTypes(all);
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
  files: readonly TypedFile[],
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
    const split = splitForTarget(services, files, target);
    for (const f of split.leftOut) {
      skipped.push({
        file: f.uri,
        reason: f.type === target ? `already ${target.toUpperCase()}` : `no conversion from ${f.type} to ${target}`,
      });
    }
    // The same checks as a preset picked in the menu: values the converter refuses stop the command.
    for (const f of parameters ? split.included : []) {
      refuse(presetProblemsFor(services, f, { name: args.preset ?? 'parameters', target, parameters: parameters! })[0]);
    }
    jobs.push(...targetJobs(split.included, target, parameters));
  }
  return jobs;
}

/** A merge into one PDF or a zip: every file into one result, named by `fileName` or after the first file. */
function oneResult(
  services: ExtensionServices,
  kind: 'merge' | 'zip',
  given: readonly TypedFile[],
  args: ConvertArguments,
  skipped: FileOutcome[],
): UriJob[] {
  const cannot = kind === 'merge' ? notPdfPages(services, given) : [];
  for (const f of cannot) {
    skipped.push({ file: f.uri, reason: `no conversion from ${f.type} to PDF pages` });
  }
  const files = given.filter((f) => !cannot.includes(f));
  const first = files[0];
  if (!first || (kind === 'merge' && files.length < 2)) {
    refuse(tooFewFilesProblem(kind === 'merge' ? 2 : 1));
  }
  const name = args.fileName
    ? resultFileName(args.fileName, {
        workspaceFolder: '',
        relativePath: baseName(first.uri),
        target: kind === 'merge' ? 'pdf' : 'zip',
        now: new Date(),
      })
    : oneResultName(kind, first.uri);
  return [oneResultJob(kind, files, name)];
}
