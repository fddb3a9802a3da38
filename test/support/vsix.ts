// The .vsix files the UI tier and the sandbox install into code-server: the extension itself,
// packaged as users get it (`npm run package`), and helper extensions packaged offline by vsce from
// their folders: the test Markdown extension (test/fixtures/markdownExtension: a markdown-it
// plugin, a preview style with a font, a preview script; a stand-in for mermaid's), which the host
// and UI tiers install beside ours, and the sandbox's seeder.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LauncherError, run } from './processes';
import { cleanEnv, MARKDOWN_TEST_EXTENSION, repoRoot } from './paths';

/** The extension as users install it: `npm run package`'s dist/convert-files.vsix, made afresh. */
export async function packageExtension(): Promise<string> {
  const vsixPath = join(repoRoot, 'dist', 'convert-files.vsix');
  rmSync(vsixPath, { force: true });
  await run('npm', ['run', 'package'], {
    cwd: repoRoot,
    env: cleanEnv(),
    timeoutMs: 3 * 60_000,
    label: 'packaging the extension (npm run package)',
  });
  if (!existsSync(vsixPath)) {
    throw new LauncherError(`npm run package did not produce ${vsixPath}.`);
  }
  return vsixPath;
}

/** The extension in `folder` packaged by vsce (no dependencies, offline) as `out`. */
export async function packageFolder(folder: string, out: string, label: string, timeoutMs = 2 * 60_000): Promise<string> {
  await run(
    process.execPath,
    [
      join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce'),
      'package',
      '--no-dependencies',
      '--allow-missing-repository',
      '--skip-license',
      '--out',
      out,
    ],
    { cwd: folder, env: cleanEnv(), timeoutMs, label },
  );
  return out;
}

/** The test Markdown extension as a .vsix in `dir`. */
export function packageMarkdownTestExtension(dir: string): Promise<string> {
  return packageFolder(MARKDOWN_TEST_EXTENSION, join(dir, 'markdown-test-diagrams.vsix'), 'packaging the test Markdown extension');
}
