// Building the host-tier suite for the launchers (code-server and @vscode/test-electron).
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LauncherError, run } from './processes';
import { cleanEnv, ensureDir, freshTempDir, repoRoot, testResultsDir } from './paths';

/**
 * Bundles the extension and every test/host/*.ts (esbuild.mjs), removes bundles of test files
 * that no longer exist, and returns the path of the suite's compiled index. Removing only stale
 * files, not the whole folder, leaves a run that is already going in this checkout undisturbed.
 */
export async function buildHostSuite(): Promise<string> {
  await run(process.execPath, ['esbuild.mjs'], {
    cwd: repoRoot,
    env: cleanEnv(),
    timeoutMs: 2 * 60_000,
    label: 'building the extension and the host suite',
  });
  const outDir = join(repoRoot, 'out', 'test', 'host');
  const sources = new Set(
    readdirSync(join(repoRoot, 'test', 'host'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length)),
  );
  for (const file of readdirSync(outDir)) {
    const stem = file.replace(/\.js(\.map)?$/, '');
    if (stem !== file && !sources.has(stem)) {
      rmSync(join(outDir, file), { force: true });
    }
  }
  const index = join(outDir, 'index.js');
  if (!existsSync(index)) {
    throw new LauncherError(`The build did not produce ${index}.`);
  }
  return index;
}

/**
 * The folders of one run of the host suite (`name`: host, electron): test-results/<name>/ emptied,
 * and a fresh scratch folder holding the run's own results file (two runs in one checkout must not
 * read each other's; the launcher copies it into test-results/<name>/ at the end) and a workspace
 * with sample.md.
 */
export function hostRunFolders(name: string): { runDir: string; scratch: string; resultsPath: string; workspace: string } {
  const runDir = join(testResultsDir, name);
  rmSync(runDir, { recursive: true, force: true });
  ensureDir(runDir);
  const scratch = freshTempDir(name);
  const workspace = ensureDir(join(scratch, 'workspace'));
  writeFileSync(join(workspace, 'sample.md'), '# Sample\n\nA file for host tests.\n');
  return { runDir, scratch, resultsPath: join(scratch, 'results.json'), workspace };
}
