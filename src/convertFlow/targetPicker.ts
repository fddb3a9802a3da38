import * as vscode from 'vscode';
import { formatProblemText } from '../ui/input';
import { StateKeys } from '../constants';
import { normalizeFormat, validateFormat } from '../service/catalogue';
import { plural } from '../util/intlWords';
import { rememberTarget, targetChoices } from './targetChoices';
import { unlinked } from '../messages/unlinked';

/** An item of a target picker: a target, or "Other format…", or (accepting it explains why nothing converts) typed text that is no format. */
export interface TargetItem extends vscode.QuickPickItem {
  readonly target?: string;
  readonly other?: boolean;
  readonly invalid?: string;
}

/** Asks for a format typed by hand, checked as it is typed (normalised); undefined when dismissed. */
export async function askFormat(box: Pick<vscode.InputBoxOptions, 'title' | 'prompt' | 'placeHolder'>): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({ ...box, ignoreFocusOut: true, validateInput: formatProblemText });
  return typed === undefined ? undefined : normalizeFormat(typed);
}

/** The box of "Other format…" (and of a type with no known target). */
function askTarget(sourceLabel: string): Promise<string | undefined> {
  return askFormat({
    title: vscode.l10n.t('Convert To'),
    prompt: vscode.l10n.t('Target format for {0} (the file extension, for example pdf or docx)', sourceLabel),
    placeHolder: 'pdf',
  });
}

/**
 * The target format for files of `sourceFormats`: a quick pick of the known targets, recent
 * choices first, and "Other format…" to type any other. Undefined when dismissed.
 */
export async function pickTarget(state: vscode.Memento, sourceFormats: readonly string[]): Promise<string | undefined> {
  const types = [...new Set(sourceFormats)];
  const sourceLabel = types.map((t) => `.${t}`).join(', ');
  const choices = targetChoices(types, state.get(StateKeys.recentTargets));
  if (choices.length === 0) {
    return askTarget(sourceLabel);
  }
  const items: TargetItem[] = [];
  const recent = choices.filter((c) => c.recent);
  if (recent.length > 0) {
    items.push({ label: vscode.l10n.t('recently used'), kind: vscode.QuickPickItemKind.Separator });
  }
  for (const [index, choice] of choices.entries()) {
    if (index === recent.length && recent.length > 0) {
      items.push({ label: vscode.l10n.t('suggested'), kind: vscode.QuickPickItemKind.Separator });
    }
    items.push({
      label: choice.label,
      description: choice.multiFile ? vscode.l10n.t('.{0}, several files into a folder', choice.ext) : `.${choice.ext}`,
      target: choice.ext,
    });
  }
  items.push({ label: '', kind: vscode.QuickPickItemKind.Separator });
  items.push({ label: vscode.l10n.t('Other format…'), description: vscode.l10n.t('or type the format here, such as xyz'), other: true });
  const picked = await pickWithTypedFormat(
    items,
    new Set(choices.map((c) => c.ext)),
    { title: vscode.l10n.t('Convert To'), placeholder: vscode.l10n.t('Convert {0} files to…', sourceLabel) },
    (format) => ({ label: vscode.l10n.t('Convert to {0}', format.toUpperCase()), description: `.${format}` }),
  );
  return picked?.other ? askTarget(sourceLabel) : picked?.target;
}

/**
 * The quick pick of `items`, where typed text that names no listed target becomes an item:
 * `typedItem` for a valid format (the service's list may lag behind it), or an item saying the
 * text is not a format, so Enter on it explains instead of doing nothing. Undefined when dismissed
 * or explained.
 */
export async function pickWithTypedFormat<T extends TargetItem>(
  items: readonly T[],
  known: ReadonlySet<string>,
  options: { title: string; placeholder: string },
  typedItem: (format: string) => vscode.QuickPickItem,
): Promise<T | undefined> {
  const quickPick = vscode.window.createQuickPick<TargetItem>();
  quickPick.title = options.title;
  quickPick.placeholder = options.placeholder;
  quickPick.matchOnDescription = true;
  quickPick.matchOnDetail = true;
  quickPick.items = items;
  const typing = quickPick.onDidChangeValue((value) => {
    const format = normalizeFormat(value);
    // "Other format…" invites the typing: it is no listed target.
    const listed = items.some(
      (i) =>
        i.kind !== vscode.QuickPickItemKind.Separator &&
        !i.other &&
        [i.label, i.description ?? '', i.detail ?? ''].some((t) => t.toLowerCase().includes(value.trim().toLowerCase())),
    );
    if (format === '' || known.has(format) || (listed && validateFormat(format) !== undefined)) {
      quickPick.items = items;
      return;
    }
    const typed: TargetItem =
      validateFormat(format) === undefined
        ? { ...typedItem(format), target: format, alwaysShow: true }
        : {
            label: vscode.l10n.t('“{0}” is not a format', value.trim()),
            description: vscode.l10n.t('1 to 16 letters or digits, such as pdf or docx'),
            invalid: value.trim(),
            alwaysShow: true,
          };
    // Text that also finds listed items is likely a search: the typed item must not take Enter from them.
    quickPick.items = listed ? [...items, typed] : [typed, ...items];
    if (!listed) {
      quickPick.activeItems = [typed];
    }
  });
  try {
    const picked = await new Promise<TargetItem | undefined>((resolve) => {
      quickPick.onDidAccept(() => {
        resolve(quickPick.selectedItems[0] ?? quickPick.activeItems[0]);
        quickPick.hide();
      });
      quickPick.onDidHide(() => resolve(undefined));
      quickPick.show();
    });
    if (picked?.invalid !== undefined) {
      void vscode.window.showWarningMessage(
        unlinked(vscode.l10n.t('“{0}” is not a format: a format is 1 to 16 letters or digits, such as pdf or docx.', picked.invalid)),
      );
      return undefined;
    }
    return picked as T | undefined;
  } finally {
    typing.dispose();
    quickPick.dispose();
  }
}

/** Remembers a target as the latest choice for each of the source types. */
export async function rememberTargets(state: vscode.Memento, sourceFormats: readonly string[], target: string): Promise<void> {
  let value: unknown = state.get(StateKeys.recentTargets);
  for (const type of new Set(sourceFormats)) {
    value = rememberTarget(value, type, target);
  }
  await state.update(StateKeys.recentTargets, value);
}

/** For "Other Format…" on a folder: which of the source types found to convert. */
export async function pickSourceType(counts: readonly { type: string; count: number }[]): Promise<string | undefined> {
  const picked = await vscode.window.showQuickPick(
    counts.map((c) => ({
      label: `.${c.type}`,
      description: plural(c.count, vscode.env.language, {
        one: () => vscode.l10n.t('1 file'),
        other: () => vscode.l10n.t('{0} files', c.count),
      })(),
      type: c.type,
    })),
    { title: vscode.l10n.t('Convert To'), placeHolder: vscode.l10n.t('Which files in the folder to convert?') },
  );
  return picked?.type;
}
