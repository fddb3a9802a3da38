// A tool's arguments as an agent sends them, checked before anything is read or sent, for both
// front-ends of the agents' tools (the chat's, agentTools/; the MCP server's, cli/mcp/): the shape
// by the checks every other caller uses (src/checks/), each mistake an error the agent can act on;
// a convert call's preset, and the files it leaves out.
import { unknownKeyProblem } from '../../checks/convertArguments';
import type { Problem } from '../../checks/problem';
import type { Preset } from '../../service/catalogue/options';

/** A mistake in a tool's input: the chat answers it as "Error: …" text, the MCP server as a result with `isError: true`. */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

/** Throws the problem's sentence, when there is one. */
export function refuse(problem: Problem | undefined): void {
  if (problem) {
    throw new ToolInputError(problem.message);
  }
}

/** The arguments as an object holding only `allowed` keys. */
export function argumentsOf(input: unknown, allowed: readonly string[]): Record<string, unknown> {
  const value = input ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ToolInputError('The arguments must be a JSON object.');
  }
  const fields = value as Record<string, unknown>;
  const unknown = unknownKeyProblem(fields, allowed);
  if (unknown && allowed.length === 0) {
    throw new ToolInputError(`"${Object.keys(fields)[0]}" is not an argument of this tool; it takes none: give {}.`);
  }
  if (unknown) {
    // The checks' wording speaks of a command; here it is a tool.
    throw new ToolInputError(unknown.message.replace('of this command', 'of this tool'));
  }
  return fields;
}

/** An optional string field: undefined, or its trimmed non-empty text. */
export function optionalText(fields: Record<string, unknown>, name: string, max = 200): string | undefined {
  const value = fields[name];
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw new ToolInputError(`"${name}" must be a non-empty string of at most ${max} characters.`);
  }
  return value.trim();
}

/** The preset of `presets` (for `target`, when given) named `name`; else the names there are, read in `where`. */
export function presetNamed(presets: readonly Preset[], name: unknown, where: string, target?: string): Preset {
  const candidates = presets.filter((p) => target === undefined || p.target === target);
  const preset = typeof name === 'string' ? candidates.find((p) => p.name.toLowerCase() === name.trim().toLowerCase()) : undefined;
  if (!preset) {
    const known = candidates.map((p) => `"${p.name}" (${p.target})`).join(', ');
    throw new ToolInputError(
      `No preset "${String(name)}"${target ? ` for ${target}` : ''} in ${where}${known ? `; presets: ${known}` : ' (it defines none)'}.`,
    );
  }
  return preset;
}

/** Why a convert call leaves a file of `format` out: its preset is for files of another format, or it is of the one `target` already. */
export function leftOutWhy(format: string | undefined, target: string | undefined, presetSource: string | undefined): string | undefined {
  if (presetSource !== undefined && format !== presetSource) {
    return `the preset is for ${presetSource} files`;
  }
  return target !== undefined && format === target ? `already a ${target} file` : undefined;
}
