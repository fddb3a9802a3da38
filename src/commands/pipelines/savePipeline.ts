// Save as Pipeline… of New Pipeline…: asks where it goes (the folder's rules file, which Run
// Conversion Rules, the convertFiles task and the command line read; the workspace's settings; the
// user's), then its name, and writes it there.
import * as vscode from 'vscode';
import { nameProblemText } from '../../ui/input';
import { Settings } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import { MAX_PIPELINE_NAME, pipelineValue } from '../../conversion/chains/pipelines';
import type { Step } from '../../conversion/chains/steps';
import { RULES_FILE, pipelineNamesIn, rulesFileWithPipeline } from '../../conversion/rules';
import { pipelineSaveTarget } from './saveTarget';
import type { LocalAction, Message } from '../../messages/actions';
import { openRulesFile } from '../../messages/rules';
import { baseName } from '../../workspace/files';
import { unlinked } from '../../messages/unlinked';

/** A pipeline built in the form, about to be saved. */
export interface DraftPipeline {
  /** The format it starts from. */
  readonly source: string;
  readonly steps: readonly Step[];
  readonly keepIntermediates: boolean;
  /** "2 conversions per file (…)". */
  readonly cost: string;
}

/** Where it was saved: what the message after it offers. */
export type SavedWhere = { readonly name: string } & (
  { readonly where: 'rules'; readonly file: vscode.Uri; readonly created: boolean } | { readonly where: 'settings' }
);

type Where = 'rules' | 'workspace' | 'user';

/** Each place as the question about a name already taken there says it. */
const PLACES: Record<Where, () => string> = {
  rules: () => vscode.l10n.t('the rules file'),
  workspace: () => vscode.l10n.t('the workspace settings'),
  user: () => vscode.l10n.t('the user settings'),
};

/** The rules file, the workspace's settings or the user's; only the user's without a trusted folder (an untrusted workspace's setting is not read). */
async function askWhere(folder: vscode.WorkspaceFolder | undefined): Promise<Where | undefined> {
  if (!folder || pipelineSaveTarget(1, vscode.workspace.isTrusted) !== 'workspace') {
    return 'user';
  }
  const items: (vscode.QuickPickItem & { where: Where })[] = [
    {
      label: vscode.l10n.t('$(file-code) The Rules File'),
      description: `${folder.name}/${RULES_FILE}`,
      detail: vscode.l10n.t('Run Conversion Rules, the convertFiles task and the command line (CI) use it'),
      where: 'rules',
    },
    {
      label: vscode.l10n.t('$(settings) Workspace Settings'),
      description: `${Settings.section}.${Settings.pipelines}`,
      detail: vscode.l10n.t('Convert To → Other Format… offers it in this workspace'),
      where: 'workspace',
    },
    {
      label: vscode.l10n.t('$(account) User Settings'),
      description: `${Settings.section}.${Settings.pipelines}`,
      detail: vscode.l10n.t('Convert To → Other Format… offers it in every workspace'),
      where: 'user',
    },
  ];
  const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Save the Pipeline in…'), ignoreFocusOut: true });
  return picked?.where;
}

/** The name, checked as it is typed; `value`: the one typed before (Choose Another Name). */
function askName(draft: DraftPipeline, value?: string): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: vscode.l10n.t('Save as Pipeline'),
    prompt: vscode.l10n.t('A name for {0} ({1})', [draft.source, ...draft.steps.map((s) => s.to)].join(' → '), draft.cost),
    ignoreFocusOut: true,
    ...(value === undefined ? {} : { value }),
    validateInput: (text) => nameProblemText(text, MAX_PIPELINE_NAME),
  });
}

/** The pipelines already saved where the new one goes. */
async function pipelineNamesAt(where: Where, folder: vscode.WorkspaceFolder | undefined, scope: vscode.Uri | undefined): Promise<string[]> {
  if (where === 'rules' && folder) {
    const bytes = await Promise.resolve(vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder.uri, RULES_FILE))).catch(() => undefined);
    return pipelineNamesIn(bytes && new TextDecoder().decode(bytes));
  }
  const inspected = vscode.workspace.getConfiguration(Settings.section, scope).inspect<Record<string, unknown>>(Settings.pipelines);
  return Object.keys((where === 'workspace' ? inspected?.workspaceValue : inspected?.globalValue) ?? {});
}

/**
 * Asks the name until it is free where the pipeline goes, or the person agrees to replace the
 * pipeline of that name (names differing only in case are one: the rules file's reader says so).
 */
async function askFreeName(draft: DraftPipeline, taken: readonly string[], where: Where): Promise<string | undefined> {
  let name: string | undefined;
  for (;;) {
    name = (await askName(draft, name))?.trim();
    const same = name && taken.find((n) => n.toLowerCase() === name!.toLowerCase());
    if (!name || !same) {
      return name;
    }
    const replace = vscode.l10n.t('Replace');
    const another = vscode.l10n.t('Choose Another Name');
    const picked = await vscode.window.showWarningMessage(
      unlinked(vscode.l10n.t('A pipeline named “{0}” is already in {1}.', same, PLACES[where]())),
      {
        modal: true,
        detail: vscode.l10n.t('Replace puts these steps in its place, for every rule and command that uses it.'),
      },
      replace,
      another,
    );
    if (picked === replace) {
      return name;
    }
    if (picked !== another) {
      return undefined;
    }
  }
}

/** Asks where and under which name, and saves; undefined when nothing was saved. */
export async function savePipeline(
  services: ExtensionServices,
  draft: DraftPipeline,
  scope: vscode.Uri | undefined,
): Promise<SavedWhere | undefined> {
  const folder = (scope && vscode.workspace.getWorkspaceFolder(scope)) ?? vscode.workspace.workspaceFolders?.[0];
  const where = await askWhere(folder);
  if (!where) {
    return undefined;
  }
  const name = await askFreeName(draft, await pipelineNamesAt(where, folder, scope), where);
  if (!name) {
    return undefined;
  }
  const value = pipelineValue(draft.steps, draft.keepIntermediates);
  const chain = [draft.source, ...draft.steps.map((s) => s.to)].join(' → ');
  if (where === 'rules') {
    return saveInRulesFile(services, folder!, name, value, draft, chain);
  }
  const config = vscode.workspace.getConfiguration(Settings.section, scope);
  const inspected = config.inspect<Record<string, unknown>>(Settings.pipelines);
  const existing = (where === 'workspace' ? inspected?.workspaceValue : inspected?.globalValue) ?? {};
  const others = Object.fromEntries(Object.entries(existing).filter(([n]) => n.toLowerCase() !== name.toLowerCase()));
  const replaced = Object.keys(others).length < Object.keys(existing).length;
  await config.update(
    Settings.pipelines,
    { ...others, [name]: value },
    where === 'workspace' ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global,
  );
  services.log.info(`Pipeline "${name}" ${replaced ? 'replaced' : 'saved'} (${where} settings): ${chain}.`);
  return { name, where: 'settings' };
}

/** Into `pipelines` of the folder's rules file (made, with one rule using it, when there is none), its comments kept. */
async function saveInRulesFile(
  services: ExtensionServices,
  folder: vscode.WorkspaceFolder,
  name: string,
  value: ReturnType<typeof pipelineValue>,
  draft: DraftPipeline,
  chain: string,
): Promise<SavedWhere | undefined> {
  const file = vscode.Uri.joinPath(folder.uri, RULES_FILE);
  if (vscode.workspace.textDocuments.some((d) => d.uri.toString() === file.toString() && d.isDirty)) {
    void vscode.window.showWarningMessage(vscode.l10n.t('The rules file has unsaved changes: save it, then save the pipeline again.'));
    return undefined;
  }
  let text: string | undefined;
  try {
    text = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
  } catch (err) {
    if (!(err instanceof vscode.FileSystemError && err.code === 'FileNotFound')) {
      throw err;
    }
  }
  const edit = rulesFileWithPipeline(text, name, value, draft.source);
  if ('problem' in edit) {
    void vscode.window.showWarningMessage(
      unlinked(vscode.l10n.t('The rules file cannot be read ({0}): correct it, or save the pipeline in the settings.', edit.problem)),
    );
    return undefined;
  }
  await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(edit.text));
  services.log.info(
    `Pipeline "${name}" ${edit.replaced ? 'replaced' : 'saved'} in ${RULES_FILE} of ${folder.name}${edit.created ? ' (a new file, with a rule using it)' : ''}: ${chain}.`,
  );
  return { name, where: 'rules', file, created: edit.created };
}

/** "Run on “report.docx”", or on N files. */
export function runOnTitle(files: readonly vscode.Uri[]): string {
  return files.length === 1 ? vscode.l10n.t('Run on “{0}”', baseName(files[0]!)) : vscode.l10n.t('Run on the {0} Files', files.length);
}

/** Where the pipeline went and what reads it; the rules file to open, and a run on the files it was started on. */
export function pipelineSaved(
  saved: SavedWhere,
  source: string,
  runOn: readonly vscode.Uri[],
  run: () => Promise<void>,
): Message<LocalAction> {
  const text =
    saved.where === 'settings'
      ? vscode.l10n.t('Pipeline “{0}” saved: Convert To → Other Format… offers it for .{1} files.', saved.name, source)
      : saved.created
        ? vscode.l10n.t(
            'Pipeline “{0}” saved in a new rules file, with a rule that runs it on every .{1} file of the folder: look it over before you run the rules.',
            saved.name,
            source,
          )
        : vscode.l10n.t(
            'Pipeline “{0}” saved in the rules file: a rule runs it with {1} in its targets.',
            saved.name,
            `{ "pipeline": "${saved.name}" }`,
          );
  const actions: LocalAction[] = [];
  if (saved.where === 'rules') {
    actions.push(openRulesFile(saved.file));
  }
  if (runOn.length > 0) {
    actions.push({ title: runOnTitle(runOn), run });
  }
  return { severity: 'info', text, actions };
}
