// The templates of a rule: `outputDirectory` (a folder, relative paths from the workspace folder)
// and `fileName` (the result's name without its extension). Pure: paths are `/`-separated.
import { posix } from 'node:path';
import { safeFileName, splitName } from '../../service/convert';

/** The variables each template may use. */
export const OUTPUT_DIRECTORY_VARIABLES = ['workspaceFolder', 'relativeDir', 'fileDirname', 'fileBasenameNoExtension'] as const;
export const FILE_NAME_VARIABLES = ['fileBasenameNoExtension', 'target', 'preset', 'date'] as const;

const VARIABLE = /\$\{([^}]*)\}/g;

/** Why a template cannot be used (an unknown variable, a `$` left open), or undefined. */
export function templateProblem(template: string, allowed: readonly string[]): string | undefined {
  for (const m of template.matchAll(VARIABLE)) {
    if (!allowed.includes(m[1])) {
      return `\${${m[1]}} is not a variable here; use ${allowed.map((v) => `\${${v}}`).join(', ')}`;
    }
  }
  if (/\$\{[^}]*$/.test(template)) {
    return 'a "${" is not closed';
  }
  return undefined;
}

function expand(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

/** What the templates are filled with for one source and target. */
export interface TemplateInput {
  /** The workspace folder, absolute, `/`-separated. */
  readonly workspaceFolder: string;
  /** The source, relative to the workspace folder (`docs/sub/b.md`). */
  readonly relativePath: string;
  /** The target format (a chain's last step), for `${target}`. */
  readonly target: string;
  /** The result's extension when it differs from `target` (docx → pdf → compress is a .pdf). */
  readonly extension?: string;
  readonly preset?: string;
  /** Now, for `${date}` (UTC). */
  readonly now: Date;
}

function stem(relativePath: string): string {
  return splitName(posix.basename(relativePath)).stem;
}

/**
 * The folder a result goes to, absolute and normalised (it may lie outside the workspace folder:
 * the path limits refuse that). Empty template: next to the source.
 */
export function outputFolder(template: string | undefined, input: TemplateInput): string {
  const relativeDir = posix.dirname(input.relativePath) === '.' ? '' : posix.dirname(input.relativePath);
  const sourceDir = posix.join(input.workspaceFolder, relativeDir);
  if (template === undefined || template.trim() === '') {
    return sourceDir;
  }
  const expanded = expand(template.trim().replace(/\\/g, '/'), {
    workspaceFolder: input.workspaceFolder,
    relativeDir,
    fileDirname: sourceDir,
    fileBasenameNoExtension: stem(input.relativePath),
  });
  const absolute = expanded.startsWith('/') || /^[a-zA-Z]:\//.test(expanded);
  return posix.normalize(absolute ? expanded : posix.join(input.workspaceFolder, expanded)).replace(/(.)\/+$/, '$1');
}

/** The result's file name with the target's extension; throws when the template makes no single safe name. */
export function resultFileName(template: string | undefined, input: TemplateInput): string {
  const expanded = expand(template === undefined || template.trim() === '' ? '${fileBasenameNoExtension}' : template.trim(), {
    fileBasenameNoExtension: stem(input.relativePath),
    target: input.target,
    preset: input.preset ?? '',
    date: input.now.toISOString().slice(0, 10),
  });
  if (/[/\\]/.test(expanded) || expanded === '' || expanded === '.' || expanded === '..') {
    throw new Error(`fileName gives "${expanded}", which is not a file name (no folders: use outputDirectory)`);
  }
  return `${safeFileName(expanded, 'result')}.${input.extension ?? input.target}`;
}
