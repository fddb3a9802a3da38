// New Pipeline…: a chain of conversions built in a form the service's catalogue drives. Each
// step offers the targets the catalogue has for what the step before made, its options are set
// in the options form, the cost per file is always in view, and Save as Pipeline… keeps it by
// name where the person says (savePipeline.ts): the folder's rules file, or convertFiles.pipelines
// beside the presets. Run on … converts the files it was started from with it, saved or not.
// Loaded on first use (dist/pipelineCommand.js, see esbuild.mjs).
import * as vscode from 'vscode';
import type { ExtensionServices } from '../../extensionServices';
import { currentCatalogue } from '../../convertFlow/catalogue';
import { sharedConverters } from '../../convertFlow/cataloguePicker';
import { showOptionsForm } from '../../convertFlow/optionsForm';
import { askFormat } from '../../convertFlow/targetPicker';
import { allFiles, collectSources } from '../../convertFlow/sources';
import { chainResultFormat, type Step } from '../../conversion/chains/steps';
import { MAX_PIPELINE_STEPS } from '../../conversion/chains/pipelines';
import { runConversionBatch } from '../../convertFlow/batchRunner';
import { pipelineJobs } from '../../convertFlow/jobBuilder';
import { pipelineSaved, runOnTitle, savePipeline } from './savePipeline';
import { showMessage } from '../../messages/show';
import { convertersFor, findConverter, normalizeFormat, sourceFormatOf, type Converter } from '../../service/catalogue';
import { optionFields, presetFromValues, type OptionValues } from '../../service/catalogue/options';
import { baseName } from '../../workspace/files';
import { unlinked } from '../../messages/unlinked';

/** A step being built: what it converts to, the form's values, and the parameters a pipeline may keep of them. */
interface DraftStep {
  readonly to: string;
  readonly values: OptionValues;
  readonly parameters: Step['parameters'];
}

interface Item extends vscode.QuickPickItem {
  readonly act?: 'add' | 'keep' | 'save' | 'run';
  readonly step?: number;
}

/** The file types the pipeline starts from, and the files it was started on: the selection's, else a typed type (no files). */
async function startTypes(picked: readonly vscode.Uri[] | undefined): Promise<{ types: string[]; files: vscode.Uri[] } | undefined> {
  if (picked && picked.length > 0) {
    const files = allFiles(await collectSources(picked));
    const types = [...new Set(files.flatMap((u) => sourceFormatOf(baseName(u)) ?? []))];
    if (types.length > 0) {
      return { types, files };
    }
  }
  const typed = await askFormat({
    title: vscode.l10n.t('New Pipeline'),
    prompt: vscode.l10n.t('The format of the files the pipeline starts from (the file extension, such as docx or md)'),
    placeHolder: 'docx',
  });
  return typed === undefined ? undefined : { types: [typed], files: [] };
}

/** "2 conversions per file (one per step)". */
function costText(steps: number): string {
  return steps === 1
    ? vscode.l10n.t('1 conversion per file')
    : vscode.l10n.t('{0} conversions per file (one per step, run on the service; nothing in between is downloaded)', steps);
}

/** Builds a pipeline for the selected files' type (or a typed one) and saves it by name. */
export async function newPipeline(services: ExtensionServices, picked?: readonly vscode.Uri[]): Promise<void> {
  const start = await startTypes(picked);
  if (!start) {
    return;
  }
  const { types } = start;
  const source = types[0];
  // The files it was started on that it converts (the first step takes the first type).
  const runOn = start.files.filter((uri) => sourceFormatOf(baseName(uri)) === source);
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
        description:
          steps.length === 0
            ? vscode.l10n.t('the first conversion, of the {0} files', source.toUpperCase())
            : vscode.l10n.t('a conversion of the {0} result', format(source, steps)),
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
      if (runOn.length > 0) {
        items.push({ label: `$(play) ${runOnTitle(runOn)}`, description: costText(steps.length), act: 'run' });
      }
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
    } else if (chosen.act === 'run') {
      await runPipeline(services, runOn, source, steps, keepIntermediates);
      return;
    } else if (chosen.act === 'save') {
      const draft = {
        source,
        steps: steps.map((s) => ({ to: s.to, parameters: s.parameters })),
        keepIntermediates,
        cost: costText(steps.length),
      };
      const saved = await savePipeline(services, draft, picked?.[0]);
      if (saved) {
        void showMessage(
          pipelineSaved(saved, source, runOn, () => runPipeline(services, runOn, source, steps, keepIntermediates)),
          services.log,
        );
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
    void vscode.window.showInformationMessage(unlinked(vscode.l10n.t('The service lists no conversion of {0} files.', from.toUpperCase())));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    offered.map((c) => ({ label: c.target.toUpperCase(), description: `.${c.target}`, detail: c.summary, converter: c })),
    {
      // The first step converts the source files themselves, not a result.
      title:
        steps.length === 0
          ? vscode.l10n.t('Step 1: convert the {0} files to…', from.toUpperCase())
          : vscode.l10n.t('Step {0}: convert the {1} result to…', steps.length + 1, from.toUpperCase()),
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
      unlinked(vscode.l10n.t('Not kept in a pipeline (passwords and files never are): {0}.', kept.left.join(', '))),
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
        unlinked(vscode.l10n.t('The service lists no options for {0} → {1}.', from.toUpperCase(), step.to.toUpperCase())),
      );
      return;
    }
    steps[index] = (await setOptions(converter, from, step, index, scope)) ?? step;
  }
}

/** Converts `files` through the steps, as Other Format… runs a pipeline: one batch, its questions and summary. */
async function runPipeline(
  services: ExtensionServices,
  files: readonly vscode.Uri[],
  source: string,
  steps: readonly DraftStep[],
  keepIntermediates: boolean,
): Promise<void> {
  const chain = steps.map((s) => ({ to: s.to, ...(s.parameters ? { parameters: s.parameters } : {}) }));
  const jobs = pipelineJobs(
    files.map((uri) => ({ uri, type: source })),
    { steps: chain, keepIntermediates },
  );
  await runConversionBatch(services, jobs);
}
