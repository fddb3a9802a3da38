// The two products built beside the extension, each one file with every dependency inside:
// - the npm package `convert-files` (cli/): cli/convert-files.js, its bin, and LICENSE, copied
//   next to the committed package.json and README.md (git-ignored; `npm pack` in cli/ packs them);
// - the GitHub Action's entry, action/index.js (action.yml `main`), committed so that a workflow
//   needs no build. Its options depend on nothing but the sources (no minify flag, no source map,
//   paths relative to this folder), so the same sources give the same bytes on every machine:
//   test/unit/action/bundle.test.ts rebuilds it and fails when the committed file is stale.
// esbuild.mjs calls buildProducts() on every build; alone: node esbuild.products.mjs
// [--action FILE] [--package DIR] builds only what is named, where it is named (the tests do).
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

export const ACTION_BUNDLE = join(root, 'action', 'index.js');
export const PACKAGE_DIR = join(root, 'cli');
/** The package's bin, as cli/package.json's "bin" and "files" name it. */
export const PACKAGE_BIN = 'convert-files.js';

/** @type {import('esbuild').BuildOptions} */
const shared = {
  absWorkingDir: root,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  // The runner's node24 runs it, and so does Node 20 (the package's engines).
  target: 'node20',
  minify: false,
  // Error class names appear in messages ("EnvironmentError: …").
  keepNames: true,
  sourcemap: false,
  logLevel: 'warning',
  // jsonc-parser's "main" is a UMD build whose inner requires a bundler cannot follow; its "module" build bundles.
  mainFields: ['module', 'main'],
};

/** The action's bundle into `outfile`. */
export function buildAction(outfile = ACTION_BUNDLE) {
  return esbuild.build({
    ...shared,
    entryPoints: ['src/action/index.ts'],
    outfile,
    banner: {
      js: '// Generated from src/action by `npm run build` (esbuild.products.mjs): do not edit; commit it with its sources.',
    },
  });
}

/** The package's bin and LICENSE into `dir` (which holds, or will hold, its package.json and README.md). */
export async function buildPackage(dir = PACKAGE_DIR) {
  mkdirSync(dir, { recursive: true });
  await esbuild.build({
    ...shared,
    entryPoints: ['src/cli/bin.ts'],
    outfile: join(dir, PACKAGE_BIN),
    banner: { js: '#!/usr/bin/env node' },
  });
  copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
}

/** Both, where they belong. */
export async function buildProducts() {
  await Promise.all([buildAction(), buildPackage()]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const after = (flag) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const action = after('--action');
  const pkg = after('--package');
  await Promise.all([
    ...(action || !pkg ? [buildAction(action ? resolve(action) : undefined)] : []),
    ...(pkg || !action ? [buildPackage(pkg ? resolve(pkg) : undefined)] : []),
  ]);
}
