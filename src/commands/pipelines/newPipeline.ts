// New Pipeline…: a chain of conversions built in a form the service's catalogue drives. Each
// step offers the targets the catalogue has for what the step before made, its options are set
// in the options form, the cost per file is always in view, and Save as Pipeline… keeps it by
// name in convertFiles.pipelines, beside the presets (workspace settings when a folder is open,
// else user settings). Convert To → Other Format… then offers it for files it starts from.
// Loaded on first use (dist/pipelineCommand.js, see esbuild.mjs).
import * as vscode from 'vscode';
import { Settings } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import { currentCatalogue } from '../../convertFlow/catalogue';
import { sharedConverters } from '../../convertFlow/cataloguePicker';
import { showOptionsForm } from '../../convertFlow/optionsForm';
import { collectSources } from '../../convertFlow/sources';
import { chainResultFormat, type Step } from '../../conversion/chains/steps';
import { MAX_PIPELINE_NAME, MAX_PIPELINE_STEPS, pipelineValue } from '../../conversion/chains/pipelines';
import { pipelineSaveTarget } from './saveTarget';
import { convertersFor, findConverter, normalizeFormat, sourceFormatOf, validateFormat, type Converter } from '../../service/catalogue';
import { optionFields, presetFromValues, type OptionValues } from '../../service/catalogue/options';
import { baseName } from '../../workspace/files';

/** A step being built: what it converts to, the form's values, and the parameters a pipeline may keep of them. */
interface DraftStep {
  readonly to: string;
  readonly values: OptionValues;
  readonly parameters: Step['parameters'];
}

interface Item extends vscode.QuickPickItem {
  readonly act?: 'add' | 'keep' | 'save';
  readonly step?: number;
}

/** The file types the pipeline starts from: the selection's, else asked. */
async function startTypes(picked: readonly vscode.Uri[] | undefined): Promise<string[] | undefined> {
  if (picked && picked.length > 0) {
    const sources = await collectSources(picked);
    const types = [
      ...new Set([...sources.files, ...sources.folders.flatMap((f) => f.files)].flatMap((u) => sourceFormatOf(baseName(u)) ?? [])),
    ];
    if (types.length > 0) {
      return types;
    }
  }
  const typed = await vscode.window.showInputBox({
    title: vscode.l10n.t('New Pipeline'),
    prompt: vscode.l10n.t('The format of the files the pipeline starts from (the file extension, such as docx or md)'),
    placeHolder: 'docx',
    ignoreFocusOut: true,
    validateInput: (text) =>
      validateFormat(normalizeFormat(text)) === undefined
        ? undefined
        : vscode.l10n.t('A format is 1 to 16 letters or digits, such as pdf or docx.'),
  });
  return typed === undefined ? undefined : [normalizeFormat(typed)];
}

/** "2 conversions per file (one per step)". */
function costText(steps: number): string {
  return steps === 1
    ? vscode.l10n.t('1 conversion per file')
    : vscode.l10n.t('{0} conversions per file (one per step, run on the service; nothing in between is downloaded)', steps);
}

/** Builds a pipeline for the selected files' type (or a typed one) and saves it by name. */
export async function newPipeline(services: ExtensionServices, picked?: readonly vscode.Uri[]): Promise<void> {
  const types = await startTypes(picked);
  if (!types) {
    return;
  }
  const source = types[0];
  const steps: DraftStep[] = [];
  let keepIntermediates = false;
  for (;;) {
    const label = [source, ...steps.map((s) => s.to)].map((f) => f.toUpperCase()).join(' → ');
    const items: Item[] = [];
    steps.forEach((step, i) => {
      const options = Object.entries(step.parameters ?? {}).map(([k, v]) => `${k}=${String(v)}`);
      items.push({
        label: `${i + 1}. ${step.to.toUpperCase()}`,
        description: options.length > 0 ? options.join(', ') : vscode.l10n.t('default options'),
        detail: vscode.l10n.t('Pick to set its options or remove it'),
        step: i,
      });
    });
    if (steps.length < MAX_PIPELINE_STEPS) {
      items.push({
        label: vscode.l10n.t('$(add) Add a Step…'),
        description: vscode.l10n.t('a conversion of the {0} result', format(source, steps)),
        act: 'add',
      });
    }
    if (steps.length > 1) {
      items.push({
        label: keepIntermediates
          ? vscode.l10n.t('$(check) Keep intermediate results')
          : vscode.l10n.t('$(circle-large-outline) Keep intermediate results'),
        description: vscode.l10n.t('save what each step before the last made, beside the result'),
        act: 'keep',
      });
    }
    if (steps.length > 0) {
      items.push({ label: '', kind: vscode.QuickPickItemKind.Separator });
      items.push({ label: vscode.l10n.t('$(save) Save as Pipeline…'), description: costText(steps.length), act: 'save' });
    }
    const chosen = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('New Pipeline: {0}', label),
      placeHolder: steps.length === 0 ? vscode.l10n.t('Add the first step') : costText(steps.length),
      ignoreFocusOut: true,
    });
    if (!chosen) {
      return;
    }
    if (chosen.act === 'add') {
      const added = await addStep(services, types, steps, picked?.[0]);
      if (added) {
        steps.push(added);
      }
    } else if (chosen.act === 'keep') {
      keepIntermediates = !keepIntermediates;
    } else if (chosen.act === 'save') {
      if (await savePipeline(services, steps, keepIntermediates, source, picked?.[0])) {
        return;
      }
    } else if (chosen.step !== undefined) {
      await editStep(services, source, steps, chosen.step, picked?.[0]);
    }
  }
}

/** The format the steps so far make ("docx" → "pdf" → compress is still "pdf"). */
function format(source: string, steps: readonly DraftStep[]): string {
  return chainResultFormat(source, steps).toUpperCase();
}

/** The targets the catalogue offers for what the steps so far make; the chosen one's options set in the form. */
async function addStep(
  services: ExtensionServices,
  types: readonly string[],
  steps: readonly DraftStep[],
  scope: vscode.Uri | undefined,
): Promise<DraftStep | undefined> {
  const catalogue = currentCatalogue(services).catalogue;
  const from = chainResultFormat(types[0], steps);
  const converters: Converter[] = steps.length === 0 ? sharedConverters(catalogue, types) : convertersFor(catalogue, from);
  const offered = converters.filter((c) => c.source !== 'any' || steps.length > 0);
  if (offered.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('The service lists no conversion of {0} files.', from.toUpperCase()));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    offered.map((c) => ({ label: c.target.toUpperCase(), description: `.${c.target}`, detail: c.summary, converter: c })),
    {
      title: vscode.l10n.t('Step {0}: convert the {1} result to…', steps.length + 1, from.toUpperCase()),
      matchOnDescription: true,
      matchOnDetail: true,
      ignoreFocusOut: true,
    },
  );
  if (!picked) {
    return undefined;
  }
  const to = normalizeFormat(picked.converter.target);
  const step = { to, values: {}, parameters: undefined };
  // Its options straight away when it has any (dismissing the form keeps the defaults).
  return optionFields(picked.converter).length > 0 ? ((await setOptions(picked.converter, from, step, steps.length, scope)) ?? step) : step;
}

/** The options form for one step; the values a pipeline may keep (never a password or a file). Undefined when dismissed. */
async function setOptions(
  converter: Converter,
  from: string,
  step: DraftStep,
  index: number,
  scope: vscode.Uri | undefined,
): Promise<DraftStep | undefined> {
  const fields = optionFields(converter);
  const title = vscode.l10n.t('Step {0}: {1} → {2}', index + 1, from.toUpperCase(), step.to.toUpperCase());
  const result = await showOptionsForm(title, fields, step.values, { scope, done: vscode.l10n.t('Done') });
  if (!result) {
    return undefined;
  }
  const kept = presetFromValues('step', step.to, fields, result.values);
  if (kept.left.length > 0) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('Not kept in a pipeline (passwords and files never are): {0}.', kept.left.join(', ')),
    );
  }
  const parameters = kept.preset?.parameters;
  return { to: step.to, values: result.values, parameters: parameters && Object.keys(parameters).length > 0 ? parameters : undefined };
}

/** A step picked: set its options, or remove it (and the steps after it, which convert its result). */
async function editStep(
  services: ExtensionServices,
  source: string,
  steps: DraftStep[],
  index: number,
  scope: vscode.Uri | undefined,
): Promise<void> {
  const step = steps[index];
  const options = vscode.l10n.t('$(settings-gear) Set Options…');
  const remove =
    index < steps.length - 1
      ? vscode.l10n.t('$(trash) Remove This Step and the Steps After It')
      : vscode.l10n.t('$(trash) Remove This Step');
  const answer = await vscode.window.showQuickPick([options, remove], {
    title: vscode.l10n.t('Step {0}: {1}', index + 1, step.to.toUpperCase()),
    ignoreFocusOut: true,
  });
  if (answer === remove) {
    steps.splice(index);
  } else if (answer === options) {
    const from = chainResultFormat(source, steps.slice(0, index));
    const converter = findConverter(currentCatalogue(services).catalogue, from, step.to);
    if (!converter || optionFields(converter).length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('The service lists no options for {0} → {1}.', from.toUpperCase(), step.to.toUpperCase()),
      );
      return;
    }
    steps[index] = (await setOptions(converter, from, step, index, scope)) ?? step;
  }
}

/** Saves under a name in convertFiles.pipelines (workspace when a trusted folder is open, else user); true when saved. */
async function savePipeline(
  services: ExtensionServices,
  steps: readonly DraftStep[],
  keepIntermediates: boolean,
  source: string,
  scope: vscode.Uri | undefined,
): Promise<boolean> {
  const config = vscode.workspace.getConfiguration(Settings.section, scope);
  const inWorkspace = pipelineSaveTarget(vscode.workspace.workspaceFolders?.length ?? 0, vscode.workspace.isTrusted) === 'workspace';
  const inspected = config.inspect<Record<string, unknown>>(Settings.pipelines);
  const existing = (inWorkspace ? inspected?.workspaceValue : inspected?.globalValue) ?? {};
  const name = await vscode.window.showInputBox({
    title: vscode.l10n.t('Save as Pipeline'),
    prompt: vscode.l10n.t('A name for {0} ({1})', [source, ...steps.map((s) => s.to)].join(' → '), costText(steps.length)),
    ignoreFocusOut: true,
    validateInput: (text) =>
      text.trim() === ''
        ? vscode.l10n.t('Enter a name.')
        : text.trim().length > MAX_PIPELINE_NAME
          ? vscode.l10n.t('A name has at most {0} characters.', MAX_PIPELINE_NAME)
          : undefined,
  });
  if (name === undefined) {
    return false;
  }
  const trimmed = name.trim();
  const others = Object.fromEntries(Object.entries(existing).filter(([n]) => n.toLowerCase() !== trimmed.toLowerCase()));
  const replaced = Object.keys(others).length < Object.keys(existing).length;
  await config.update(
    Settings.pipelines,
    {
      ...others,
      [trimmed]: pipelineValue(
        steps.map((s) => ({ to: s.to, parameters: s.parameters })),
        keepIntermediates,
      ),
    },
    inWorkspace ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global,
  );
  services.log.info(
    `Pipeline "${trimmed}" ${replaced ? 'replaced' : 'saved'} (${inWorkspace ? 'workspace' : 'user'} settings): ${[source, ...steps.map((s) => s.to)].join(' → ')}.`,
  );
  void vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Pipeline “{0}” saved: Convert To → Other Format… offers it for .{1} files ({2}).',
      trimmed,
      source,
      costText(steps.length),
    ),
  );
  return true;
}
