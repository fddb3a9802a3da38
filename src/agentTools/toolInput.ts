// What every chat tool shares beside the agents' tools' core (conversion/tools/): paths inside the
// workspace only, and mistakes and service errors answered as text the model can act on.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { isCancellation } from '../service/errors';
import type { ExtensionServices } from '../extensionServices';
import { describeError } from '../messages/errors';
import { caseInsensitiveFs } from '../workspace/files';
import { linkStaysInside } from '../util/symlinks';
import { ToolInputError } from '../conversion/tools/toolInput';

export function text(value: string): vscode.LanguageModelToolResult {
  return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(value)]);
}

/**
 * Where a workspace-relative or absolute path may be, inside the workspace only. A relative path
 * may start with a workspace folder's name (as shownPath writes it in a multi-root workspace);
 * on Windows a backslash separates too, so that "..\\x" is collapsed before the check, not by the OS after it.
 */
function workspaceCandidates(value: unknown, field: string): vscode.Uri[] {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ToolInputError(`"${field}" must be a non-empty string path.`);
  }
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) {
    throw new ToolInputError('No folder is open in VS Code, so there is no workspace to convert files in.');
  }
  const inside = (uri: vscode.Uri): boolean =>
    folders.some(
      (f) =>
        uri.scheme === f.uri.scheme &&
        uri.authority === f.uri.authority &&
        (uri.path === f.uri.path || uri.path.startsWith(`${f.uri.path.replace(/\/$/, '')}/`)),
    );
  let candidates: vscode.Uri[];
  if (path.isAbsolute(value)) {
    candidates = [vscode.Uri.file(path.normalize(value))];
  } else {
    const relative = process.platform === 'win32' ? value.replace(/\\/g, '/') : value;
    const [first, ...rest] = relative.split('/');
    const named =
      folders.length > 1 ? folders.filter((f) => f.name === first && rest.length > 0).map((f) => vscode.Uri.joinPath(f.uri, ...rest)) : [];
    candidates = [...named, ...folders.map((f) => vscode.Uri.joinPath(f.uri, relative))];
  }
  const found = candidates.filter(inside);
  if (found.length === 0) {
    throw new ToolInputError(`"${value}" is outside the workspace; only files inside the open workspace folders can be used.`);
  }
  return found;
}

/**
 * A workspace file or folder that exists and does not lead out of the workspace through a
 * symbolic link: a cloned repository may hold `docs -> ~/Documents`, and an agent (or a prompt
 * injected into it) must not upload what lies behind it. Links inside folders it walks are
 * checked by filesInFolder.
 */
export async function workspaceEntry(value: unknown, field: string): Promise<{ uri: vscode.Uri; stat: vscode.FileStat }> {
  const shown = String(value);
  for (const uri of workspaceCandidates(value, field)) {
    let stat: vscode.FileStat;
    try {
      stat = await vscode.workspace.fs.stat(uri);
    } catch {
      continue;
    }
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (uri.scheme === 'file' && folder && !(await linkStaysInside(uri.fsPath, folder.uri.fsPath, caseInsensitiveFs(uri)))) {
      throw new ToolInputError(
        `"${shown}" leads out of the workspace through a symbolic link; only files inside the open workspace folders can be used.`,
      );
    }
    return { uri, stat };
  }
  throw new ToolInputError(`"${shown}" does not exist in the workspace.`);
}

/** A workspace entry as workspaceEntry finds it that is a file, not a folder. */
export async function workspaceFile(value: unknown, field: string): Promise<{ uri: vscode.Uri; stat: vscode.FileStat }> {
  const entry = await workspaceEntry(value, field);
  if (entry.stat.type & vscode.FileType.Directory) {
    throw new ToolInputError(`"${String(value)}" is a folder; give one file.`);
  }
  return entry;
}

/** A path as the tools accept it back: workspace-relative, with the folder's name first only in a multi-root workspace. */
export function shownPath(uri: vscode.Uri): string {
  return vscode.workspace.asRelativePath(uri, (vscode.workspace.workspaceFolders?.length ?? 0) > 1);
}

/** Runs `work`, turning input mistakes and service errors into text for the model. */
export async function answering(
  services: ExtensionServices,
  what: string,
  work: () => Promise<vscode.LanguageModelToolResult>,
): Promise<vscode.LanguageModelToolResult> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ToolInputError) {
      return text(`Error: ${err.message}`);
    }
    if (isCancellation(err)) {
      return text('Cancelled by the user; nothing more was done.');
    }
    const { text: message, actions } = describeError(err);
    services.log.warn(`${what}: ${err instanceof Error ? err.message : String(err)}`);
    // The buttons a person would get, as commands the model can name to the user.
    const steps = actions.filter((a) => a.command !== Commands.showLog).map((a) => `"${a.title}" (command ${a.command})`);
    const next = steps.length > 0 ? ` The user can fix this in VS Code with: ${steps.join(', ')}.` : '';
    return text(`Error: ${services.log.redactor.redact(message)}${next}`);
  }
}
