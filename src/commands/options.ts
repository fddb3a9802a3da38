import * as vscode from 'vscode';
import { nameProblemText } from '../ui/input';
import { Commands, Settings } from '../constants';
import { findConverter } from '../service/catalogue';
import {
  MAX_PRESET_NAME,
  optionFields,
  presetFromValues,
  presetsFor,
  buildParameters,
  type OptionField,
  type OptionValues,
  type Preset,
} from '../service/catalogue/options';
import { resultName } from '../service/convert';
import type { Problem } from '../service/errors';
import { refusedOption, type RefusedOption } from './optionsRefusal';
import type { ExtensionServices } from '../extensionServices';
import { currentCatalogue } from '../convertFlow/catalogue';
import { pickCatalogueTarget, readPresets } from '../convertFlow/cataloguePicker';
import { askForFiles, selection } from '../convertFlow/selection';
import { runConversionBatch, type UriJob } from '../convertFlow/batchRunner';
import { presetProblemsFor, targetJobs } from '../convertFlow/jobBuilder';
import type { ConflictAnswer } from '../conversion/outputPlanner';
import { rememberLastConversion } from '../convertFlow/lastConversion';
import { typedSelection, type TypedFile } from '../convertFlow/sources';
import { showOptionsForm } from '../convertFlow/optionsForm';
import type { RegisterCommand } from '../ui/commandWrapper';
import { registerScriptable } from '../convertFlow/scriptedConvert';
import { errorText } from '../messages/serviceWording';
import { optionsFormatFor } from '../markdownPdf/settings';
import { unlinked } from '../messages/unlinked';

/** "Convert with Options…" and "Convert with Preset…" (Explorer Convert To submenu, editor title, palette). */
export function registerOptionCommands(services: ExtensionServices, register: RegisterCommand): void {
  for (const [id, kind, convert] of [
    [Commands.convertWithOptions, 'options', convertWithOptions],
    [Commands.convertWithPreset, 'preset', convertWithPreset],
  ] as const) {
    registerScriptable(services, register, id, { kind }, async (uri, uris) => {
      const files = await typedFiles(selection(uri, uris));
      if (files) {
        await convert(services, files);
      }
    });
  }
}

/** The selected files (files in selected folders too) with a type; asks for files when there is no selection. */
async function typedFiles(picked: readonly vscode.Uri[] | undefined): Promise<TypedFile[] | undefined> {
  const uris = picked ?? (await askForFiles(vscode.l10n.t('Convert with Options')));
  if (!uris || uris.length === 0) {
    return undefined;
  }
  const files = await typedSelection(uris);
  if (files.length === 0) {
    return undefined;
  }
  const types = new Set(files.map((f) => f.type));
  if (types.size > 1) {
    // One converter, one form: the options of one source type.
    const first = files[0].type;
    void vscode.window.showInformationMessage(
      unlinked(vscode.l10n.t('Options apply to one file type: only the .{0} files are converted.', first)),
    );
    return files.filter((f) => f.type === first);
  }
  return files;
}

/** The jobs for the chosen values, or problems (a required field left empty, a preset out of range). */
function jobsFor(
  files: readonly TypedFile[],
  target: string,
  fields: readonly OptionField[],
  values: OptionValues,
): { jobs?: UriJob[]; problems: readonly Problem[] } {
  const built = buildParameters(fields, values);
  if (built.problems.length > 0) {
    return { problems: built.problems };
  }
  // The catalogue's type decides the form: an array parameter sends a list, a single-file one (CompareFile) one file.
  const fileParameters = Object.fromEntries(
    Object.entries(built.files).map(([name, paths]) => {
      const uris = paths.map((p) => vscode.Uri.file(p));
      const single = fields.find((f) => f.name === name)?.kind === 'file' && uris.length === 1;
      return [name, single ? uris[0] : uris];
    }),
  );
  // The service names the result after FileName; so does the plan, and so the conflict question.
  const typedName = Object.entries(built.parameters).find(([name]) => name.toLowerCase() === 'filename')?.[1];
  const named = (type: string) =>
    typeof typedName === 'string' && typedName.trim() !== '' ? resultName(`${typedName.trim()}.${type}`, target) : undefined;
  return {
    jobs: targetJobs(files, target, built.parameters).map((job) => ({ ...job, fileParameters, resultName: named(job.sourceFormat) })),
    problems: [],
  };
}

/**
 * What Convert Again may repeat of a form's values: no secret and no file (asked again when
 * needed), and no output file name, which was typed for the one file it named.
 */
function repeatableParameters(fields: readonly OptionField[], parameters: NonNullable<UriJob['parameters']>): UriJob['parameters'] {
  return Object.fromEntries(
    Object.entries(parameters).filter(([name]) => {
      const field = fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
      return name.toLowerCase() !== 'filename' && (!field || !(field.secret || field.kind === 'file' || field.kind === 'files'));
    }),
  );
}

/**
 * Picks the target, then shows its converter's options; Convert runs the batch with them, and a
 * 400 naming a parameter (InvalidParameters) opens the form again at that parameter.
 */
async function convertWithOptions(
  services: ExtensionServices,
  files: readonly TypedFile[],
  start?: { target: string; values: OptionValues },
): Promise<void> {
  const type = files[0].type;
  const choice =
    start ??
    (await pickCatalogueTarget(services, [type], files[0].uri, 'options').then(
      (c) => c && { target: c.target, values: (c.preset?.parameters ?? {}) as OptionValues },
    ));
  if (!choice) {
    return;
  }
  // A Markdown PDF takes the options of the converter that prints it (html/to/pdf with the preview renderer).
  const converter = findConverter(currentCatalogue(services).catalogue, optionsFormatFor(files[0].uri, type, choice.target), choice.target);
  const fields = converter ? optionFields(converter) : [];
  if (fields.length === 0) {
    services.log.info(`.${type} → ${choice.target}: the catalogue lists no options; converting without any.`);
  }
  const title = vscode.l10n.t('Convert .{0} to {1} with Options', type, choice.target.toUpperCase());
  // A preset (possibly from a shared workspace setting) never fills a file or a secret: the
  // person picks those themselves, so one Enter cannot upload a file the preset named.
  let values: OptionValues = Object.fromEntries(
    Object.entries(choice.values).filter(
      ([name]) => !fields.some((f) => f.name.toLowerCase() === name.toLowerCase() && (f.kind === 'file' || f.kind === 'files' || f.secret)),
    ),
  );
  let focus: string | undefined;
  // An answer to the conflict question holds when the form sends the same file again.
  const conflictAnswers = new Map<string, ConflictAnswer>();
  for (;;) {
    const result =
      fields.length === 0
        ? { action: 'convert' as const, values }
        : await showOptionsForm(title, fields, values, { focus, scope: files[0].uri });
    if (!result) {
      return;
    }
    values = result.values;
    if (result.action === 'savePreset') {
      await savePreset(services, files[0].uri, type, choice.target, fields, values);
      continue;
    }
    const { jobs, problems } = jobsFor(files, choice.target, fields, values);
    if (!jobs) {
      void vscode.window.showWarningMessage(unlinked(problemsText(problems)));
      if (fields.length === 0) {
        // No form to correct the values in (a preset's options for a converter the catalogue lists none for).
        return;
      }
      focus = undefined;
      continue;
    }
    await rememberLastConversion(services.context.globalState, {
      target: choice.target,
      parameters: repeatableParameters(fields, jobs[0].parameters ?? {}),
    });
    // A refused option reopens the form at it, the values kept; any other failure is said by the batch.
    let refused: RefusedOption | undefined;
    await runConversionBatch(services, jobs, {
      conflictAnswers,
      handleFailure: (err) => {
        refused = refusedOption(err, fields);
        return refused !== undefined;
      },
    });
    if (refused === undefined) {
      return;
    }
    focus = refused.name;
    services.log.warn(`The service refused the value of ${refused.name}: ${refused.reasons.join('; ')}`);
    void vscode.window.showWarningMessage(
      unlinked(vscode.l10n.t('The service refused the value of {0}: {1}', refused.name, refused.reasons.join(' '))),
    );
  }
}

/** "Convert with Preset…": the presets for the file type; the preset's values go through the same checks. */
async function convertWithPreset(services: ExtensionServices, files: readonly TypedFile[]): Promise<void> {
  const type = files[0].type;
  const presets = presetsFor(readPresets(services, files[0].uri), type);
  if (presets.length === 0) {
    void vscode.window.showInformationMessage(
      unlinked(
        vscode.l10n.t(
          'No preset in the setting {0} is for .{1} files. Save one from Convert with Options….',
          `${Settings.section}.${Settings.presets}`,
          type,
        ),
      ),
    );
    return;
  }
  const picked = await vscode.window.showQuickPick(
    presets.map((p) => ({
      label: p.name,
      description: `→ ${p.target.toUpperCase()}`,
      detail: Object.entries(p.parameters)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', '),
      preset: p,
    })),
    { title: vscode.l10n.t('Convert with Preset'), placeHolder: vscode.l10n.t('Which preset?') },
  );
  if (!picked) {
    return;
  }
  const problems = presetProblemsFor(services, files[0], picked.preset);
  if (problems.length > 0) {
    // The catalogue changed since the preset was saved: let the user fix it in the form.
    void vscode.window.showWarningMessage(unlinked(problemsText(problems)));
    await convertWithOptions(services, files, { target: picked.preset.target, values: picked.preset.parameters });
    return;
  }
  await rememberLastConversion(services.context.globalState, { target: picked.preset.target, parameters: picked.preset.parameters });
  await runConversionBatch(services, targetJobs(files, picked.preset.target, picked.preset.parameters), { presetName: picked.preset.name });
}

/**
 * Saves the form's values as a named preset in convertFiles.presets: in the workspace when one
 * is open (shared with the repository), else in the user settings. A preset of the same name
 * is replaced; secrets and file paths are never saved (the user is told which were left out).
 */
async function savePreset(
  services: ExtensionServices,
  scope: vscode.Uri,
  type: string,
  target: string,
  fields: readonly OptionField[],
  values: OptionValues,
): Promise<void> {
  const name = await vscode.window.showInputBox({
    title: vscode.l10n.t('Save as Preset'),
    prompt: vscode.l10n.t('A name for these options (.{0} → {1})', type, target.toUpperCase()),
    ignoreFocusOut: true,
    validateInput: (text) => nameProblemText(text, MAX_PRESET_NAME),
  });
  if (name === undefined) {
    return;
  }
  const { preset, left, problems } = presetFromValues(name.trim(), target, fields, values, type);
  if (!preset) {
    void vscode.window.showWarningMessage(unlinked(problemsText(problems)));
    return;
  }
  const config = vscode.workspace.getConfiguration(Settings.section, scope);
  const inWorkspace = vscode.workspace.workspaceFolders !== undefined && vscode.workspace.workspaceFolders.length > 0;
  const where = inWorkspace ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
  const inspected = config.inspect<unknown[]>(Settings.presets);
  const existing = (inWorkspace ? inspected?.workspaceValue : inspected?.globalValue) ?? [];
  const others = existing.filter(
    (p) => !(p && typeof p === 'object' && String((p as Preset).name).toLowerCase() === preset.name.toLowerCase()),
  );
  await config.update(Settings.presets, [...others, preset], where);
  services.log.info(
    `Preset "${preset.name}" saved (${inWorkspace ? 'workspace' : 'user'} settings): .${type} → ${target}, ${Object.keys(preset.parameters).join(', ') || 'no options'}.`,
  );
  const note = left.length > 0 ? ` ${vscode.l10n.t('Not saved (passwords and files never are): {0}.', left.join(', '))}` : '';
  void vscode.window.showInformationMessage(unlinked(`${vscode.l10n.t('Preset “{0}” saved.', preset.name)}${note}`));
}

/** The problems of a form or preset, in the user's language, as one warning. */
function problemsText(problems: readonly Problem[]): string {
  return problems.map((p) => errorText(vscode.l10n, p)).join(' ');
}
