// The two products built beside the extension, each one file with every dependency inside:
// - the npm package `convert-files` (cli/): cli/convert-files.js, its bin, and LICENSE, copied
//   next to the committed package.json and README.md (git-ignored; `npm pack` in cli/ packs them).
//   `npm run build` (esbuild.mjs) builds it.
// - the GitHub Action's entry, action/index.js (action.yml `main`), committed so that a workflow
//   needs no build: `npm run build:action` rebuilds it. Its options depend on nothing but the
//   sources (no minify flag, no source map, paths relative to this folder), so the same sources
//   give the same bytes on every machine: test/unit/action/bundle.test.ts rebuilds it into a
//   temporary file and fails when the committed one differs.
// Usage: node esbuild.products.mjs [--action FILE] [--package DIR] (what is named, where it is named).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
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

/**
 * The MCP SDK's server requires Ajv (with its formats, about 130 KB) for one thing: checking the
 * answers to questions a server asks its client (elicitation). `convert-files mcp` asks none and
 * passes its own validator (src/cli/mcp/server.ts), so the command line leaves Ajv out.
 */
export const noAjv = {
  name: 'no-ajv',
  setup(build) {
    build.onResolve({ filter: /validation[\\/]ajv-provider\.js$/ }, () => ({ path: 'ajv-provider', namespace: 'left-out' }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents: 'exports.AjvJsonSchemaValidator = class { constructor() { throw new Error("left out of this build: Ajv"); } };',
      loader: 'js',
    }));
  },
};

/**
 * KaTeX's stylesheet with its WOFF2 fonts inlined, for the command line's Markdown pages: made at
 * build time by the very function the sources use (src/cli/markdown/katexStyle.ts), so a bundle of
 * the command line needs no katex files when it runs. The same bytes on every machine.
 */
export function katexDefine() {
  const css = execFileSync(
    process.execPath,
    ['--import', 'tsx', '-e', "process.stdout.write(require('./src/cli/markdown/katexStyle.ts').inlineKatexFonts())"],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return { KATEX_PAGE_CSS: JSON.stringify(css) };
}

/** The action's bundle into `outfile`. */
export function buildAction(outfile = ACTION_BUNDLE) {
  return esbuild.build({
    ...shared,
    entryPoints: ['src/action/index.ts'],
    define: katexDefine(),
    outfile,
    banner: {
      js: '// Generated from src/action by `npm run build:action` (esbuild.products.mjs): do not edit; commit it with its sources.',
    },
  });
}

/** The package's bin and LICENSE into `dir` (which holds, or will hold, its package.json and README.md). */
export async function buildPackage(dir = PACKAGE_DIR) {
  mkdirSync(dir, { recursive: true });
  await esbuild.build({
    ...shared,
    entryPoints: ['src/cli/bin.ts'],
    plugins: [noAjv],
    define: katexDefine(),
    outfile: join(dir, PACKAGE_BIN),
    banner: { js: '#!/usr/bin/env node' },
  });
  copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const after = (flag) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const action = after('--action');
  const pkg = after('--package');
  if (!action && !pkg) {
    console.error('Usage: node esbuild.products.mjs [--action FILE] [--package DIR]');
    process.exit(2);
  }
  await Promise.all([...(action ? [buildAction(resolve(action))] : []), ...(pkg ? [buildPackage(resolve(pkg))] : [])]);
}
