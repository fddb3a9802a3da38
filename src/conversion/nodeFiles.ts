// The conversion core's view of the local disk through Node's fs, for callers without VS Code
// (the command line) and for the rules engine inside the editor (rules run on local folders).
// Resources are absolute `/`-separated paths.
import { access, readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { LocalOutputTarget, sourceFromPath } from '../service/convert';
import type { ConversionFiles, OutputSettings, PathState } from './ports';

/** What is at `path`: nothing, a file, or a folder with the names of the files directly in it. */
export async function lookAtPath(path: string): Promise<PathState> {
  const found = await stat(path).catch(() => undefined);
  if (!found) {
    return { kind: 'none' };
  }
  if (!found.isDirectory()) {
    return { kind: 'file' };
  }
  const entries = await readdir(path, { withFileTypes: true });
  return { kind: 'folder', files: entries.filter((e) => !e.isDirectory()).map((e) => e.name) };
}

/** Local files for the batch core; `settings` applies where a job carries none of its own. */
export function nodeFiles(
  settings: OutputSettings,
  workspaceFolder?: string,
  pageRoot?: (path: string) => string | undefined,
): ConversionFiles<string> {
  return {
    ...(pageRoot ? { pageRoot } : {}),
    path: (p) => p,
    at: (_p, path) => path,
    fileSystem: () => 'file://',
    caseInsensitive: () => process.platform === 'win32' || process.platform === 'darwin',
    exists: (p) =>
      access(p).then(
        () => true,
        () => false,
      ),
    lookAt: lookAtPath,
    open: (p) => sourceFromPath(p),
    output: () => new LocalOutputTarget(),
    outputSettings: () => settings,
    workspaceFolderPath: () => workspaceFolder,
    homePath: () => homedir().replace(/\\/g, '/'),
    display: (p) => p,
  };
}
