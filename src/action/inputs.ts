// The action's inputs as a runner passes them: one variable per input, `INPUT_` and the name
// upper-cased with its hyphens kept (`working-directory` is `INPUT_WORKING-DIRECTORY`, read as
// process.env['INPUT_WORKING-DIRECTORY']). An empty value means the input is not set.
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { splitWords } from './words';

/** The input names of action.yml. */
export const INPUTS = ['token', 'args', 'shard', 'working-directory', 'base-url'] as const;
export type InputName = (typeof INPUTS)[number];

/** The variable a runner sets for an input (spaces become underscores, hyphens stay). */
export function inputVariable(name: InputName): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** An input's value, trimmed; undefined when missing or empty. */
export function readInput(env: NodeJS.ProcessEnv, name: InputName): string | undefined {
  const value = env[inputVariable(name)]?.trim();
  return value ? value : undefined;
}

/** Inputs that cannot be used as given (exit 2, nothing run). */
export class InputError extends Error {
  override readonly name = 'InputError';
}

export interface ActionInputs {
  /** Undefined when the input is empty (a pull request from a fork gets no secrets). */
  readonly token: string | undefined;
  /** The command line's arguments, `--shard K/N` added after the command when `shard` is set. */
  readonly argv: readonly string[];
  readonly shard: string | undefined;
  /** Absolute: `working-directory` against the workspace, else the workspace. */
  readonly cwd: string;
  readonly baseUrl: string | undefined;
}

/** Whether the command line runs without a token: `check`, `record merge` and `--help` send nothing. */
function needsToken(words: readonly string[]): boolean {
  return words[0] !== 'check' && words[0] !== 'record' && !words.includes('--help') && !words.includes('-h');
}

/** Reads and checks every input; `workspace` is GITHUB_WORKSPACE, else the process's folder. */
export function readInputs(env: NodeJS.ProcessEnv, workspace: string): ActionInputs {
  const token = readInput(env, 'token');
  const words = splitWords(readInput(env, 'args') ?? 'run');
  if (words.length === 0) {
    words.push('run');
  }
  const shard = readInput(env, 'shard');
  // After the command word, so a `--` among the args (files only after it) cannot swallow it.
  const argv = shard === undefined ? words : [words[0], '--shard', shard, ...words.slice(1)];
  if (token === undefined && needsToken(words)) {
    throw new InputError(
      `the token input is empty: "${words[0]}" needs an API Token (token: \${{ secrets.CONVERT_FILES_API_TOKEN }}); ` +
        'pull requests from forks get no secrets; check and record merge run without one',
    );
  }
  const folder = readInput(env, 'working-directory');
  const cwd = folder === undefined ? workspace : isAbsolute(folder) ? folder : resolve(workspace, folder);
  let isFolder = false;
  try {
    isFolder = statSync(cwd).isDirectory();
  } catch {
    // Reported below.
  }
  if (!isFolder) {
    throw new InputError(`working-directory: ${folder ?? cwd} is not a folder`);
  }
  return { token, argv, shard, cwd, baseUrl: readInput(env, 'base-url') };
}
