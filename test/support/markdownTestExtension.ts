// The Markdown extension the host and UI tiers install beside ours (test/fixtures/markdownExtension:
// a markdown-it plugin, a preview style with a font, a preview script; a stand-in for mermaid's),
// packaged offline by vsce into a .vsix that code-server installs.
import { join } from 'node:path';
import { run } from './processes';
import { cleanEnv, MARKDOWN_TEST_EXTENSION, repoRoot } from './paths';

/** The test Markdown extension as a .vsix in `dir`. */
export async function packageMarkdownTestExtension(dir: string): Promise<string> {
  const out = join(dir, 'markdown-test-diagrams.vsix');
  await run(
    process.execPath,
    [
      join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce'),
      'package',
      '--no-dependencies',
      '--allow-missing-repository',
      '--skip-license',
      '-o',
      out,
    ],
    { cwd: MARKDOWN_TEST_EXTENSION, env: cleanEnv(), timeoutMs: 2 * 60_000, label: 'packaging the test Markdown extension' },
  );
  return out;
}
