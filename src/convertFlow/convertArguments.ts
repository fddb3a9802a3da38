// A convert command's argument object read into what the batch needs, with the checks of
// src/checks/convertArguments.ts; any problem is thrown (a ConfigError with its code), so the
// caller's executeCommand rejects, and nothing is asked.
import * as vscode from 'vscode';
import {
  CONFLICT_POLICIES,
  listOf,
  notFoundProblem,
  oneOfProblem,
  parametersProblem,
  SAVE_POLICIES,
  targetFormat,
  textProblem,
  unknownKeyProblem,
} from '../checks/convertArguments';
import type { Problem } from '../checks/problem';
import { problemText } from '../messages/problems';
import type { ConflictPolicy } from '../conversion/outputPlanner';
import type { ParameterMap } from '../service/catalogue';
import { ConfigError } from '../service/errors';
import { runPool } from '../util/concurrency';
import { fileTypeOf, STAT_LANES } from './sources';
import { checkFileNameTemplate } from './outputFileName';
import type { SaveBeforeConvert } from '../workspace/unsavedEdits';
import type { FileOutcome } from './batchRunner';

/** What a convert command run with an argument object answers (README, "Commands with arguments"). */
export interface ScriptedAnswer {
  /** The files written. */
  readonly results: vscode.Uri[];
  /** Sources that did not convert, with why. */
  readonly failed: FileOutcome[];
  /** Sources left out or kept as they were (no conversion to the target, an existing result kept, up to date), with why. */
  readonly skipped: FileOutcome[];
}

/** The argument object, checked. */
export interface ConvertArguments {
  readonly files: vscode.Uri[];
  readonly targets: string[];
  readonly preset?: string;
  readonly parameters?: ParameterMap;
  readonly outputDirectory?: string;
  readonly fileName?: string;
  readonly conflictPolicy?: ConflictPolicy;
  readonly saveBeforeConvert?: SaveBeforeConvert;
  /** Run Conversion Rules: the rule to run. */
  readonly rule?: string;
}

/** Throws the problem as the error a script sees, worded as an input box would word it. */
export function refuse(problem: Problem | undefined): void {
  if (problem) {
    throw new ConfigError(problemText(vscode.l10n, problem) ?? problem.message);
  }
}

/** A `files` entry as a URI: a URI, a URI string, an absolute path, or a path relative to the first workspace folder. */
function toUri(value: unknown): vscode.Uri {
  if (value instanceof vscode.Uri) {
    return value;
  }
  const text = String(value).trim();
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(text)) {
    return vscode.Uri.parse(text, true);
  }
  if (text.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(text)) {
    return vscode.Uri.file(text);
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  return folder ? vscode.Uri.joinPath(folder, text.replace(/\\/g, '/')) : vscode.Uri.file(text);
}

/**
 * Reads an argument object: unknown keys, types and allowed values, files that exist, target
 * formats, the fileName template. `targetsRequired`: the command names no target of its own.
 */
export async function readConvertArguments(
  given: Readonly<Record<string, unknown>>,
  allowed: readonly string[],
  options: { targetsRequired?: boolean; filesOptional?: boolean } = {},
): Promise<ConvertArguments> {
  refuse(unknownKeyProblem(given, allowed));
  const files =
    options.filesOptional && given.files === undefined
      ? { items: [] }
      : listOf('files', given.files, (f) => f instanceof vscode.Uri || (typeof f === 'string' && f.trim() !== ''));
  refuse(files.problem);
  const uris = (files.items ?? []).map(toUri);
  // Looked up several at once: one after another, 200 files waited 200 round trips to the file service.
  const found = new Array<boolean>(uris.length);
  await runPool(uris, STAT_LANES, async (uri, i) => {
    found[i] = await fileTypeOf(uri).then(
      () => true,
      () => false,
    );
  });
  const missing = uris.find((_, i) => !found[i]);
  if (missing) {
    refuse(notFoundProblem(missing.scheme === 'file' ? missing.fsPath : missing.toString()));
  }
  let targets: string[] = [];
  if (given.targets !== undefined || (options.targetsRequired && given.preset === undefined)) {
    const list = listOf('targets', given.targets, (t) => typeof t === 'string' && t.trim() !== '');
    refuse(list.problem);
    targets = (list.items as string[]).map((t) => {
      const { format, problem } = targetFormat(t);
      refuse(problem);
      return format as string;
    });
  }
  for (const name of ['preset', 'outputDirectory', 'fileName', 'rule']) {
    refuse(textProblem(name, given[name]));
  }
  refuse(parametersProblem(given.parameters));
  refuse(oneOfProblem('conflictPolicy', given.conflictPolicy, CONFLICT_POLICIES));
  refuse(oneOfProblem('saveBeforeConvert', given.saveBeforeConvert, SAVE_POLICIES));
  if (typeof given.fileName === 'string') {
    checkFileNameTemplate(given.fileName.trim(), false);
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
  return {
    files: uris,
    targets: [...new Set(targets)],
    preset: text(given.preset),
    parameters: given.parameters as ParameterMap | undefined,
    outputDirectory: given.outputDirectory === undefined ? undefined : String(given.outputDirectory),
    fileName: text(given.fileName),
    conflictPolicy: given.conflictPolicy as ConflictPolicy | undefined,
    saveBeforeConvert: given.saveBeforeConvert as SaveBeforeConvert | undefined,
    rule: text(given.rule),
  };
}
