// The GitHub Action (action.yml, bundled into action/index.js): reads the inputs, masks the token
// before anything else is printed, runs the command line's engine in this process with the token
// in its environment (never an argument), and reports the counts as a job summary and as outputs.
// Exit code: the command line's; 2 when the inputs cannot be used.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { BASE_URL_VARIABLE, TOKEN_VARIABLE } from '../cli/environment';
import { runCli } from '../cli/main';
import type { Tally } from '../cli/context';
import { InputError, readInputs, type ActionInputs } from './inputs';
import { outputLines, summaryMarkdown } from './report';
import { ArgsSyntaxError } from './words';

/** What the action reads and writes; index.ts wires it to the process. */
export interface ActionIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** Writes a whole line (its line break included) to stdout / stderr. */
  stdout(text: string): void;
  stderr(text: string): void;
  /** Aborted when the runner cancels the step. */
  readonly signal: AbortSignal;
}

const EXIT_CANNOT_START = 2;

/**
 * A workflow command's data escaped as the runner reads it back (`%`, CR and LF), so a value is
 * one command whatever it holds.
 */
function commandData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** `::add-mask::` for the token and for each of its lines: the runner then hides them in every log line. */
function maskLines(token: string): string[] {
  const parts = new Set([token, ...token.split(/\r?\n/).map((l) => l.trim())]);
  return [...parts].filter((p) => p.length > 0).map((p) => `::add-mask::${commandData(p)}\n`);
}

/** Runs the action; resolves to the exit code. */
export async function runAction(io: ActionIo): Promise<number> {
  const rawToken = io.env['INPUT_TOKEN']?.trim();
  // First, before any other line: from here on the runner hides the token in the log.
  for (const line of rawToken ? maskLines(rawToken) : []) {
    io.stdout(line);
  }
  const hide = (text: string): string => (rawToken ? text.split(rawToken).join('***') : text);
  let inputs: ActionInputs;
  try {
    inputs = readInputs(io.env, io.env.GITHUB_WORKSPACE?.trim() || io.cwd);
  } catch (err) {
    if (!(err instanceof InputError || err instanceof ArgsSyntaxError)) {
      throw err;
    }
    io.stdout(`::error title=Convert Files::${commandData(hide(err.message))}\n`);
    report(io, undefined, undefined, undefined, EXIT_CANNOT_START);
    return EXIT_CANNOT_START;
  }

  // The counts of the command line's summary (none: it ended before one, the run could not start).
  let tally: Tally | undefined;
  // File names are the repository's: a line such as `::error::…` or `::add-mask::…` at the start of
  // a file name must be printed, not obeyed. Workflow commands stop until this random word.
  const resume = randomUUID().replace(/-/g, '');
  io.stdout(`::stop-commands::${resume}\n`);
  let code: number;
  try {
    code = await runCli(inputs.argv, {
      env: cliEnvironment(io.env, inputs),
      cwd: inputs.cwd,
      out: (line) => io.stdout(`${hide(line)}\n`),
      err: (line) => io.stderr(`${hide(line)}\n`),
      signal: io.signal,
      tally: (counts) => (tally = counts),
    });
  } catch (err) {
    // runCli answers every error it knows with a code; anything else is one line, never a stack.
    io.stderr(`convert-files: ${hide(err instanceof Error ? err.message : String(err)).replace(/[\r\n]+/g, ' ')}\n`);
    code = 1;
  } finally {
    io.stdout(`::${resume}::\n`);
  }
  report(io, inputs.argv[0], inputs.shard, tally, code);
  return code;
}

/**
 * The command line's environment: the job's, without the action's inputs, with the token and the
 * service's address from the inputs (an empty `base-url` keeps CONVERT_FILES_BASE_URL if the job sets it).
 */
function cliEnvironment(env: NodeJS.ProcessEnv, inputs: ActionInputs): NodeJS.ProcessEnv {
  const copy: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('INPUT_')) {
      copy[name] = value;
    }
  }
  if (inputs.token !== undefined) {
    copy[TOKEN_VARIABLE] = inputs.token;
  }
  if (inputs.baseUrl !== undefined) {
    copy[BASE_URL_VARIABLE] = inputs.baseUrl;
  }
  return copy;
}

/** Appends the job summary and the outputs to the files the runner names (when it names them). */
function report(io: ActionIo, command: string | undefined, shard: string | undefined, tally: Tally | undefined, code: number): void {
  const summaryFile = io.env.GITHUB_STEP_SUMMARY?.trim();
  if (summaryFile) {
    appendFileSync(summaryFile, summaryMarkdown(command, shard, tally, code));
  }
  const outputFile = io.env.GITHUB_OUTPUT?.trim();
  if (outputFile) {
    appendFileSync(outputFile, outputLines(tally));
  }
}
