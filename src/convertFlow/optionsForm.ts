import * as vscode from 'vscode';
import { type ParameterValue } from '../service/catalogue';
import { formatOptionValue, parseOptionInput, type OptionField, type OptionValues } from '../service/catalogue/options';
import { errorText } from '../messages/serviceWording';
import { unlinked } from '../messages/unlinked';

/** What the form ended with: convert with these values, save them as a preset, or nothing (dismissed). */
export type FormResult = { readonly action: 'convert' | 'savePreset'; readonly values: OptionValues } | undefined;

interface FieldItem extends vscode.QuickPickItem {
  readonly field?: OptionField;
  readonly action?: 'convert' | 'savePreset';
}

function valueOf(values: OptionValues, field: OptionField): ParameterValue | undefined {
  return Object.entries(values).find(([k]) => k.toLowerCase() === field.name.toLowerCase())?.[1];
}

function withValue(values: OptionValues, field: OptionField, value: ParameterValue | undefined): OptionValues {
  const rest = Object.fromEntries(Object.entries(values).filter(([k]) => k.toLowerCase() !== field.name.toLowerCase()));
  return value === undefined ? rest : { ...rest, [field.name]: value };
}

/** How the form lists a field's value: the chosen one, else the default, else "not set". */
function shownValue(field: OptionField, value: ParameterValue | undefined): string {
  const shown = (v: ParameterValue) =>
    field.kind === 'toggle' ? (v === true ? vscode.l10n.t('on') : vscode.l10n.t('off')) : formatOptionValue(field, v);
  if (value !== undefined) {
    return field.secret ? vscode.l10n.t('(set)') : shown(value).replace(/\n/g, ', ');
  }
  if (field.default !== undefined) {
    return vscode.l10n.t('default: {0}', shown(field.default));
  }
  return field.required ? vscode.l10n.t('required, not set') : vscode.l10n.t('not set');
}

/** Asks for one field's value: a picker, a toggle, a checked input box or a file dialog. Returns the values afterwards. */
export async function editField(field: OptionField, values: OptionValues, scope?: vscode.Uri): Promise<OptionValues> {
  const current = valueOf(values, field);
  switch (field.kind) {
    case 'toggle': {
      const effective = current ?? field.default ?? false;
      return withValue(values, field, effective !== true);
    }
    case 'pick': {
      const items = [
        {
          label: vscode.l10n.t('(default)'),
          description: field.default === undefined ? undefined : String(field.default),
          value: undefined as ParameterValue | undefined,
        },
        ...(field.choices ?? []).map((c) => ({
          label: String(c),
          description: c === current ? vscode.l10n.t('current') : undefined,
          value: c as ParameterValue | undefined,
        })),
      ];
      const picked = await vscode.window.showQuickPick(items, {
        title: field.label,
        placeHolder: field.description ?? field.label,
        ignoreFocusOut: true,
      });
      return picked ? withValue(values, field, picked.value) : values;
    }
    case 'file':
    case 'files': {
      const extensions = field.allowedExtensions && field.allowedExtensions.length > 0 ? field.allowedExtensions : undefined;
      const uris = await vscode.window.showOpenDialog({
        title: field.label,
        canSelectFiles: true,
        canSelectFolders: false,
        canSelectMany: field.kind === 'files',
        defaultUri: scope ? vscode.Uri.joinPath(scope, '..') : undefined,
        filters: extensions ? { [field.label]: [...extensions] } : undefined,
      });
      if (!uris || uris.length === 0) {
        return values;
      }
      const paths = uris.map((u) => u.fsPath);
      const parsed = parseOptionInput(field, paths.join('\n'));
      if (!parsed.ok) {
        void vscode.window.showWarningMessage(unlinked(errorText(vscode.l10n, parsed)));
        return values;
      }
      return withValue(values, field, parsed.value);
    }
    default: {
      const typed = await vscode.window.showInputBox({
        title: field.label,
        prompt: [field.description, range(field)].filter(Boolean).join(' ') || field.label,
        value: formatOptionValue(field, current),
        placeHolder: field.default === undefined ? undefined : vscode.l10n.t('default: {0}', formatOptionValue(field, field.default)),
        password: field.secret,
        ignoreFocusOut: true,
        validateInput: (text) => {
          const parsed = parseOptionInput(field, text);
          return parsed.ok ? undefined : errorText(vscode.l10n, parsed);
        },
      });
      if (typed === undefined) {
        return values;
      }
      const parsed = parseOptionInput(field, typed);
      return parsed.ok ? withValue(values, field, parsed.value) : values;
    }
  }
}

function range(field: OptionField): string | undefined {
  if (field.minimum !== undefined && field.maximum !== undefined) {
    return vscode.l10n.t('({0} to {1})', field.minimum, field.maximum);
  }
  if (field.kind === 'list') {
    return vscode.l10n.t('(comma-separated)');
  }
  return undefined;
}

/**
 * The options form: one quick pick listing the fields with their current values (featured
 * first, then by group, as optionFields orders them), Convert and Save as Preset… on top.
 * Picking a field edits it and shows the form again. `focus` opens that field's editor first
 * (the service refused its value).
 */
export async function showOptionsForm(
  title: string,
  fields: readonly OptionField[],
  initial: OptionValues,
  opts: { readonly focus?: string; readonly scope?: vscode.Uri; readonly done?: string } = {},
): Promise<FormResult> {
  let values = initial;
  const focused = opts.focus === undefined ? undefined : fields.find((f) => f.name.toLowerCase() === opts.focus?.toLowerCase());
  if (focused) {
    values = await editField(focused, values, opts.scope);
  }
  for (;;) {
    // `done`: the form of a pipeline's step, which only takes the values back (its result's action is 'convert').
    const items: FieldItem[] = opts.done
      ? [{ label: `$(check) ${opts.done}`, action: 'convert' }]
      : [
          { label: vscode.l10n.t('$(play) Convert'), description: vscode.l10n.t('with the values below'), action: 'convert' },
          {
            label: vscode.l10n.t('$(save) Save as Preset…'),
            description: vscode.l10n.t('name these values for later (no passwords or files)'),
            action: 'savePreset',
          },
        ];
    let group: string | undefined;
    for (const field of fields) {
      const heading = field.featured ? vscode.l10n.t('featured') : field.group;
      if (heading !== group) {
        group = heading;
        items.push({ label: heading, kind: vscode.QuickPickItemKind.Separator });
      }
      items.push({ label: field.label, description: shownValue(field, valueOf(values, field)), detail: field.description, field });
    }
    const picked = await vscode.window.showQuickPick(items, {
      title,
      placeHolder: opts.done ? vscode.l10n.t('Pick an option to change it') : vscode.l10n.t('Pick an option to change it, or Convert'),
      matchOnDescription: true,
      ignoreFocusOut: true,
    });
    if (!picked) {
      return undefined;
    }
    if (picked.action) {
      return { action: picked.action, values };
    }
    if (picked.field) {
      values = await editField(picked.field, values, opts.scope);
    }
  }
}
