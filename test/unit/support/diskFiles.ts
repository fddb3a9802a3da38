// The batch core's files on this machine's disk, paths as they are (POSIX), for tests that run
// the core against the emulator: what a command line would supply.
import { access, stat } from 'node:fs/promises';
import { sourceFromPath, LocalOutputTarget } from '../../../src/service/convert';
import type { ConversionFiles, OutputSettings } from '../../../src/conversion/ports';

export function diskFiles(settings: Partial<OutputSettings> = {}): ConversionFiles<string> {
  const output: OutputSettings = {
    outputDirectory: '',
    conflictPolicy: 'rename',
    openAfterConvert: 'never',
    revealInExplorer: false,
    ...settings,
  };
  return {
    path: (r) => r,
    at: (_r, path) => path,
    fileSystem: () => 'disk',
    caseInsensitive: () => false,
    exists: (r) =>
      access(r).then(
        () => true,
        () => false,
      ),
    open: (r) => sourceFromPath(r),
    output: () => new LocalOutputTarget(),
    outputSettings: () => output,
    workspaceFolderPath: () => undefined,
    homePath: () => undefined,
    display: (r) => r,
  };
}

/** True when `path` is a file with content. */
export async function hasContent(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );
}
