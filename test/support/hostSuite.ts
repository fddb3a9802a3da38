// Building the host-tier suite for the launchers (code-server and @vscode/test-electron).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LauncherError, run } from './processes';
import { cleanEnv, repoRoot } from './paths';

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
