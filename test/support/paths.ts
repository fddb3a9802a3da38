// Where the launchers keep things. Everything they write is under git-ignored folders.
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (this file is test/support/paths.ts). */
export const repoRoot = resolve(__dirname, '..', '..');

/** The cache for downloaded tools (code-server), kept between runs. */
export const vscodeTestDir = join(repoRoot, '.vscode-test');

/** Screenshots, logs and result files of test runs. */
export const testResultsDir = join(repoRoot, 'test-results');

/** A fresh, empty temporary directory. */
export function freshTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `convert-files-${prefix}-`));
}

/** Creates a directory (and its parents) and returns its path. */
export function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}

/** The environment without npm's per-script variables, so nested npm calls behave as typed by hand. */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key)) {
      env[key] = value;
    }
  }
  return { ...env, ...extra };
}

/** A Markdown extension for the host and UI tiers (a markdown-it plugin, a preview style and script): a stand-in for mermaid's. */
export const MARKDOWN_TEST_EXTENSION = resolve(repoRoot, 'test', 'fixtures', 'markdownExtension');
