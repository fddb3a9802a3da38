// The few settings a run outside the editor takes from a folder's `.vscode/settings.json`
// (JSON with comments): files.exclude, convertFiles.conflictPolicy, and the presets and pipelines a
// conversion by name may use (the MCP server's convert tool) here; the Markdown settings in
// cli/markdown/. Nothing else is read: in particular no service address or credential ever comes
// from a repository's files.
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { parse } from 'jsonc-parser';
import type { ExcludeValue } from '../../util/glob';
import type { ConflictPolicy } from '../outputPlanner';

/** The setting read from the folder's settings file (below constants.ts in the layers, so spelled here; a test compares it). */
export const CONFLICT_POLICY_KEY = 'convertFiles.conflictPolicy';
export const PRESETS_KEY = 'convertFiles.presets';
export const PIPELINES_KEY = 'convertFiles.pipelines';

export interface FolderSettings {
  readonly filesExclude: Readonly<Record<string, ExcludeValue>>;
  readonly conflictPolicy: ConflictPolicy;
  /** convertFiles.presets and convertFiles.pipelines as written (unchecked: parsePresets and parsePipelines read them). */
  readonly presets?: unknown;
  readonly pipelines?: unknown;
}

/** VS Code's default files.exclude, which applies when the folder sets none. */
export const DEFAULT_FILES_EXCLUDE: Readonly<Record<string, ExcludeValue>> = {
  '**/.git': true,
  '**/.svn': true,
  '**/.hg': true,
  '**/.DS_Store': true,
  '**/Thumbs.db': true,
};

const POLICIES: readonly ConflictPolicy[] = ['ask', 'rename', 'overwrite', 'skip'];

/** The folder's `.vscode/settings.json` as written; a missing or broken file gives none. */
export async function readSettingsFile(workspaceFolder: string): Promise<Readonly<Record<string, unknown>>> {
  try {
    const parsed: unknown = parse(await readFile(posix.join(workspaceFolder, '.vscode', 'settings.json'), 'utf8'), [], {
      allowTrailingComma: true,
    });
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // No settings file: the defaults.
  }
  return {};
}

/** Reads the folder's settings; a missing or broken settings file gives the defaults. */
export async function readFolderSettings(workspaceFolder: string): Promise<FolderSettings> {
  const value = await readSettingsFile(workspaceFolder);
  const exclude = value['files.exclude'];
  const policy = value[CONFLICT_POLICY_KEY];
  return {
    filesExclude:
      typeof exclude === 'object' && exclude !== null
        ? { ...DEFAULT_FILES_EXCLUDE, ...(exclude as Record<string, ExcludeValue>) }
        : DEFAULT_FILES_EXCLUDE,
    conflictPolicy: POLICIES.includes(policy as ConflictPolicy) ? (policy as ConflictPolicy) : 'ask',
    presets: value[PRESETS_KEY],
    pipelines: value[PIPELINES_KEY],
  };
}
