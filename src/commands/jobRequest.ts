import * as vscode from 'vscode';
import { sourceFromPath, type ConvertServiceError, type ParameterMap, type SourceFile } from '../service';
import type { Services } from '../services';
import { workspaceSource } from '../util/workspaceFs';
import { baseName } from './convertSources';

/** What a job sends besides its file: options, further file parameters, further inputs. */
export interface JobExtras {
  /** Text parameters (PageRange, …). */
  readonly parameters?: ParameterMap;
  /** File parameters: name → files (an overlay, a file to compare with). */
  readonly fileParameters?: Readonly<Record<string, readonly vscode.Uri[]>>;
  /** Sent in place of the job's file, which still places and names the result (a temporary PDF of it, for a merge). */
  readonly firstInput?: vscode.Uri;
  /** Further inputs after the job's own file (merge, zip: sent as Files[1], Files[2], …). */
  readonly moreSources?: readonly vscode.Uri[];
}

/** A file in the workspace (local or remote) as the service layer reads it. */
export function sourceOf(uri: vscode.Uri): Promise<SourceFile> {
  return uri.scheme === 'file' ? sourceFromPath(uri.fsPath) : workspaceSource(uri);
}

/** The request fields for a job's extras, files opened as sources. */
export async function requestExtras(extras: JobExtras): Promise<{ parameters?: ParameterMap; fileParameters?: Record<string, SourceFile[]>; moreSources?: SourceFile[] }> {
  const fileParameters: Record<string, SourceFile[]> = {};
  for (const [name, uris] of Object.entries(extras.fileParameters ?? {})) {
    fileParameters[name] = await Promise.all(uris.map(sourceOf));
  }
  return {
    parameters: extras.parameters,
    fileParameters: Object.keys(fileParameters).length > 0 ? fileParameters : undefined,
    moreSources: extras.moreSources ? await Promise.all(extras.moreSources.map(sourceOf)) : undefined,
  };
}

/** 5003: the file is password-protected (CONTRACT.md, error codes). */
export function needsPassword(err: unknown): boolean {
  return (err as Partial<ConvertServiceError> | undefined)?.code === 5003;
}

/**
 * Runs a conversion; when the service says the file is password-protected, asks for the
 * password (never stored, never logged: it joins the redactor before it is sent) and tries that
 * file once more with `Password`. A second 5003 or a dismissed box gives the original error.
 */
export async function withPasswordRetry<T>(services: Services, source: vscode.Uri, run: (extra: ParameterMap) => Promise<T>): Promise<T> {
  try {
    return await run({});
  } catch (err) {
    if (!needsPassword(err)) {
      throw err;
    }
    const password = await vscode.window.showInputBox({
      title: vscode.l10n.t('Password-Protected File'),
      prompt: vscode.l10n.t('“{0}” is protected by a password. Enter it to convert the file (it is not stored).', baseName(source)),
      password: true,
      ignoreFocusOut: true,
    });
    if (!password) {
      throw err;
    }
    services.log.redactor.add(password);
    services.log.info(`${baseName(source)}: password-protected; trying once more with the password given.`);
    return await run({ Password: password });
  }
}
