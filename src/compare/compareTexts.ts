/**
 * Compare as Text, loaded on first use with the other commands (registered by commands/compare.ts):
 * Compare with HEAD (the working file against the last commit), Compare Staged with HEAD (the
 * index against the last commit), Compare Selected (two documents), each opening VS Code's diff
 * editor on the two texts the service extracted; and Clear Compare Cache. HEAD's and the index's
 * bytes come from the Git extension (gitRevisions.ts), never from the working tree.
 */
import * as vscode from 'vscode';
import type { ExtensionServices } from '../extensionServices';
import { atRevision, chooseOne, chooseTwo, diffTitle, notInGit, sameContent } from '../messages/compare';
import { sourceFormatOf } from '../service/catalogue';
import { GitRevisionError, revisionBytes, type Revision } from './gitRevisions';
import { comparable, textsOf, type ComparedDocument } from './textExtraction';
import { compareTextUri } from './textProvider';
import { unlinked } from '../messages/unlinked';
import { baseName } from '../workspace/files';

/** The file a command was run on: the Explorer's or editor title's URI, a Source Control row, else the active tab's file. */
export function resourceOf(arg: unknown): vscode.Uri | undefined {
  if (arg instanceof vscode.Uri) {
    return arg;
  }
  const state = arg as { resourceUri?: unknown } | undefined;
  if (state?.resourceUri instanceof vscode.Uri) {
    return state.resourceUri;
  }
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input as { uri?: vscode.Uri } | undefined;
  return input?.uri;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/** Opens the diff editor on the texts of `left` and `right` (extracted first where not stored). */
async function showDiff(services: ExtensionServices, left: ComparedDocument, right: ComparedDocument): Promise<void> {
  if (left.format === right.format && sameBytes(left.bytes, right.bytes)) {
    void vscode.window.showInformationMessage(unlinked(sameContent(left.label, right.label)));
    return;
  }
  const [leftKey, rightKey] = await textsOf(services, [left, right]);
  await vscode.commands.executeCommand(
    'vscode.diff',
    compareTextUri(left.label, leftKey!),
    compareTextUri(right.label, rightKey!),
    diffTitle(left.label, right.label),
    { preview: true },
  );
}

async function atGitRevision(uri: vscode.Uri, name: string, format: string, revision: Revision): Promise<ComparedDocument | undefined> {
  try {
    return { name, format, label: atRevision(name, revision), bytes: await revisionBytes(uri, revision) };
  } catch (err) {
    if (err instanceof GitRevisionError) {
      void vscode.window.showInformationMessage(unlinked(notInGit(name, err.reason, revision)));
      return undefined;
    }
    throw err;
  }
}

/** Compare with HEAD (`staged` false: HEAD against the working file) or Compare Staged with HEAD (HEAD against the index). */
export async function compareWithHead(services: ExtensionServices, arg: unknown, staged: boolean): Promise<void> {
  const uri = resourceOf(arg);
  if (!uri) {
    void vscode.window.showInformationMessage(chooseOne());
    return;
  }
  const name = baseName(uri);
  const format = sourceFormatOf(name);
  if (!comparable(services, name, format)) {
    return;
  }
  const head = await atGitRevision(uri, name, format, 'HEAD');
  if (!head) {
    return;
  }
  const other = staged
    ? await atGitRevision(uri, name, format, 'index')
    : { name, format, label: name, bytes: await vscode.workspace.fs.readFile(uri) };
  if (other) {
    await showDiff(services, head, other);
  }
}

/** Compare Selected: the two documents selected in the Explorer, the first on the left. */
export async function compareSelected(services: ExtensionServices, uri?: unknown, uris?: unknown): Promise<void> {
  const selected = (Array.isArray(uris) && uris.length > 0 ? uris : [uri]).filter((u): u is vscode.Uri => u instanceof vscode.Uri);
  if (selected.length !== 2) {
    void vscode.window.showInformationMessage(chooseTwo());
    return;
  }
  const docs: ComparedDocument[] = [];
  for (const file of selected) {
    const name = baseName(file);
    const format = sourceFormatOf(name);
    if (!comparable(services, name, format)) {
      return;
    }
    docs.push({ name, format, label: name, bytes: await vscode.workspace.fs.readFile(file) });
  }
  await showDiff(services, docs[0]!, docs[1]!);
}
