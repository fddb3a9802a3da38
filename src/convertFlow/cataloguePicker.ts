import * as vscode from 'vscode';
import { Settings, StateKeys } from '../constants';
import { convertersFor, normalizeFormat, type Catalogue, type Converter } from '../service/catalogue';
import { parsePresets, presetsFor, type Preset } from '../service/catalogue/options';
import type { ExtensionServices } from '../extensionServices';
import { parseRecentTargets } from './targetChoices';
import { currentCatalogue } from './catalogue';
import { pickTarget, pickWithTypedFormat, type TargetItem } from './targetPicker';
import { readPipelines } from './chainsCommand';
import { targetItemText } from '../messages/conversion';
import type { ResolvedPipeline } from '../conversion/chains/pipelines';
import { unlinked } from '../messages/unlinked';

/** What "Other Format…" chose: a target, a preset (which names its target), or a pipeline (which ends in its target). */
export interface TargetChoice {
  readonly target: string;
  readonly preset?: Preset;
  readonly pipeline?: ResolvedPipeline;
}

interface Item extends TargetItem {
  readonly preset?: Preset;
  readonly pipeline?: ResolvedPipeline;
}

/** The presets in the settings (of the file's workspace folder), problems logged once per read. */
export function readPresets(services: ExtensionServices, scope?: vscode.Uri): readonly Preset[] {
  const { presets, problems } = parsePresets(vscode.workspace.getConfiguration(Settings.section, scope).get(Settings.presets));
  for (const problem of problems) {
    services.log.warn(`Setting ${Settings.section}.${Settings.presets}: ${problem}`);
  }
  return presets;
}

/** The converters every one of `types` has (one per target), in the first type's order. */
export function sharedConverters(catalogue: Catalogue, types: readonly string[]): Converter[] {
  const perType = types.map((t) => convertersFor(catalogue, t));
  return (perType[0] ?? []).filter((c) =>
    perType.every((list) => list.some((o) => normalizeFormat(o.target) === normalizeFormat(c.target))),
  );
}

/** The group a converter is listed under: its first tag's category or friendly name. */
function groupOf(catalogue: Catalogue, converter: Converter): string {
  const tag = catalogue.tags.find((t) => converter.tags.includes(t.name));
  return tag?.category ?? tag?.friendlyName ?? converter.tags[0] ?? vscode.l10n.t('other formats');
}

/**
 * The target for files of `types`, from the service's catalogue: presets for these types, recent
 * targets, then every target grouped by the converters' tags, each with its summary; searchable
 * by name, extension and summary. With only the built-in catalogue (never fetched), the classic
 * picker, which also takes a typed format.
 */
export async function pickCatalogueTarget(
  services: ExtensionServices,
  types: readonly string[],
  scope?: vscode.Uri,
  purpose: 'convert' | 'options' = 'convert',
): Promise<TargetChoice | undefined> {
  const { catalogue, source } = currentCatalogue(services);
  const presets = types.length === 1 ? presetsFor(readPresets(services, scope), types[0]) : [];
  const converters = sharedConverters(catalogue, types);
  // Pipelines whose first step every one of these types has.
  const pipelines = readPipelines(scope, readPresets(services, scope), services.log).filter((p) =>
    converters.some((c) => normalizeFormat(c.target) === p.steps[0]!.to),
  );
  if (source === 'builtin' && presets.length === 0 && pipelines.length === 0) {
    const target = await pickTarget(services.context.globalState, types);
    return target ? { target } : undefined;
  }
  const items: Item[] = [];
  const entry = (c: Converter): Item => ({
    ...targetItemText(c.target),
    detail: c.summary,
    target: c.target,
  });
  if (presets.length > 0) {
    items.push({ label: vscode.l10n.t('presets'), kind: vscode.QuickPickItemKind.Separator });
    items.push(
      ...presets.map((p) => ({
        label: `$(settings-gear) ${p.name}`,
        description: vscode.l10n.t('preset → {0}', p.target.toUpperCase()),
        preset: p,
        target: p.target,
      })),
    );
  }
  if (pipelines.length > 0) {
    items.push({ label: vscode.l10n.t('pipelines'), kind: vscode.QuickPickItemKind.Separator });
    items.push(
      ...pipelines.map((p) => ({
        label: `$(layers) ${p.name}`,
        description: p.steps.map((s) => s.to).join(' → '),
        detail:
          p.steps.length === 1
            ? vscode.l10n.t('1 conversion per file, run on the service')
            : vscode.l10n.t('{0} conversions per file, run on the service (nothing in between is downloaded)', p.steps.length),
        pipeline: p,
        target: p.steps[p.steps.length - 1]!.to,
      })),
    );
  }
  const recent = types.length === 1 ? (parseRecentTargets(services.context.globalState.get(StateKeys.recentTargets))[types[0]] ?? []) : [];
  const recentConverters = recent.flatMap((t) => converters.filter((c) => c.target === t));
  if (recentConverters.length > 0) {
    items.push({ label: vscode.l10n.t('recently used'), kind: vscode.QuickPickItemKind.Separator });
    items.push(...recentConverters.map(entry));
  }
  const groups = new Map<string, Converter[]>();
  for (const c of converters.filter((c) => !recentConverters.includes(c))) {
    const group = groupOf(catalogue, c);
    groups.set(group, [...(groups.get(group) ?? []), c]);
  }
  for (const [group, list] of groups) {
    items.push({ label: group, kind: vscode.QuickPickItemKind.Separator });
    items.push(...list.map(entry));
  }
  if (converters.length === 0 && presets.length === 0) {
    void vscode.window.showInformationMessage(
      unlinked(vscode.l10n.t('The service lists no converter for {0} files.', types.map((t) => `.${t}`).join(', '))),
    );
    return undefined;
  }
  const known = new Set(converters.map((c) => normalizeFormat(c.target)));
  const typeList = types.map((t) => `.${t}`).join(', ');
  // Other Format… and Convert with Options… open this same list: each says which one it is.
  const picked = await pickWithTypedFormat(
    items,
    known,
    purpose === 'options'
      ? {
          title: vscode.l10n.t('Convert with Options'),
          placeholder: vscode.l10n.t(
            'Convert {0} files with options to… (the options come next; type to search {1} formats)',
            typeList,
            converters.length,
          ),
        }
      : {
          title: vscode.l10n.t('Convert To'),
          placeholder: vscode.l10n.t('Convert {0} files to… (type to search {1} formats)', typeList, converters.length),
        },
    (format) => ({
      label: vscode.l10n.t('Convert to .{0}', format),
      description: vscode.l10n.t('not in the service’s list for these files'),
    }),
  );
  return picked?.target ? { target: picked.target, preset: picked.preset, pipeline: picked.pipeline } : undefined;
}
