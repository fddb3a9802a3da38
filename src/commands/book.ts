// Convert To → Join into One PDF: selected Markdown files (or a folder's) become one book, as a
// rule with `join` makes one: the order shown and changeable (move up, move down) before anything
// is sent, a name asked with a default, the cost said, then one job through the batch runner.
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { joinNameProblem } from '../conversion/rules';
import { splitName } from '../conversion/outputPlanner';
import type { ExtensionServices } from '../extensionServices';
import { runConversionBatch } from '../convertFlow/batchRunner';
import { selection } from '../convertFlow/selection';
import { allFiles, collectSources } from '../convertFlow/sources';
import type { RegisterCommand } from '../ui/commandWrapper';
import { sortNaturally } from '../util/naturalOrder';
import { baseName } from '../workspace/files';
import { unlinked } from '../messages/unlinked';
import { askResultName, withExtension } from '../convertFlow/resultNamePrompt';

export function registerBookCommands(services: ExtensionServices, register: RegisterCommand): void {
  register(Commands.joinToPdf, (uri?: unknown, uris?: unknown) => joinToPdf(services, selection(uri, uris)));
}

const isMarkdown = (uri: vscode.Uri) => /\.(md|markdown)$/i.test(uri.path);

async function joinToPdf(services: ExtensionServices, picked: readonly vscode.Uri[] | undefined): Promise<void> {
  // The files of the selection and of its folders, in natural order of their paths.
  const files = picked ? sortNaturally(allFiles(await collectSources(picked)), (uri) => uri.path) : [];
  const others = files.filter((f) => !isMarkdown(f));
  if (others.length > 0) {
    void vscode.window.showWarningMessage(
      unlinked(
        vscode.l10n.t(
          'A book joins Markdown files only; not Markdown: {0}. PDFs are joined with Merge into One PDF. Nothing was sent.',
          others.map(baseName).join(', '),
        ),
      ),
    );
    return;
  }
  if (files.length < 2) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Select two or more Markdown files, or a folder of them, to join into one PDF.'),
    );
    return;
  }
  const ordered = await pickOrder(files);
  if (!ordered) {
    return;
  }
  const name = await askBookName(ordered, picked!);
  if (!name) {
    return;
  }
  await runConversionBatch(services, [
    {
      source: ordered[0]!,
      sourceFormat: 'md',
      targetFormat: 'pdf',
      resultName: name,
      book: { chapters: ordered, title: splitName(name).stem },
    },
  ]);
}

/** The chapters' order, shown and changed with Move Up and Move Down on each; undefined when dismissed. */
async function pickOrder(files: readonly vscode.Uri[]): Promise<vscode.Uri[] | undefined> {
  const order = [...files];
  const up: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('arrow-up'), tooltip: vscode.l10n.t('Move Up') };
  const down: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('arrow-down'), tooltip: vscode.l10n.t('Move Down') };
  type Item = vscode.QuickPickItem & { readonly uri: vscode.Uri };
  const pick = vscode.window.createQuickPick<Item>();
  pick.title = vscode.l10n.t('Join into One PDF: order of the chapters');
  pick.placeholder = vscode.l10n.t('Move chapters with the arrows on each line; Enter keeps this order');
  pick.ignoreFocusOut = true;
  pick.matchOnDescription = true;
  const show = (active?: vscode.Uri) => {
    pick.items = order.map((uri, i) => ({
      label: `${i + 1}. ${baseName(uri)}`,
      description: vscode.workspace.asRelativePath(uri, false),
      uri,
      buttons: [...(i > 0 ? [up] : []), ...(i < order.length - 1 ? [down] : [])],
    }));
    const again = pick.items.find((item) => item.uri === active);
    if (again) {
      pick.activeItems = [again];
    }
  };
  show();
  try {
    return await new Promise<vscode.Uri[] | undefined>((resolve) => {
      pick.onDidTriggerItemButton(({ item, button }) => {
        const at = order.indexOf(item.uri);
        const to = button === up ? at - 1 : at + 1;
        if (at >= 0 && to >= 0 && to < order.length) {
          [order[at], order[to]] = [order[to]!, order[at]!];
          show(item.uri);
        }
      });
      pick.onDidAccept(() => resolve([...order]));
      pick.onDidHide(() => resolve(undefined));
      pick.show();
    });
  } finally {
    pick.dispose();
  }
}

/** The book's file name: a folder's name or the first chapter's by default; the cost in the prompt. */
function askBookName(chapters: readonly vscode.Uri[], picked: readonly vscode.Uri[]): Promise<string | undefined> {
  const folder = picked.length === 1 && !isMarkdown(picked[0]!) ? baseName(picked[0]!) : undefined;
  const box = {
    title: vscode.l10n.t('Join into One PDF'),
    prompt: vscode.l10n.t(
      '{0} Markdown files become one PDF with a table of contents and bookmarks, saved next to the first file as the output settings say. This uses one conversion.',
      chapters.length,
    ),
    validate: (text: string) =>
      joinNameProblem(withExtension(text, 'pdf')) ? vscode.l10n.t('Enter a file name without folders, ending in .pdf.') : undefined,
  };
  return askResultName(box, `${folder ?? (splitName(baseName(chapters[0]!)).stem || 'book')}.pdf`, 'pdf');
}
