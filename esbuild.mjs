// Bundles the extension (src/extension.ts -> dist/extension.js) and the host-tier test suite
// (test/host -> out/test/host), and the dashboard's page (-> dist/dashboard.js). Usage: node esbuild.mjs [--production] [--watch]
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const extension = {
  entryPoints: ['src/extension.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outfile: 'dist/extension.js',
  external: ['vscode'],
  minify: production,
  // Error class names appear in the log ("AuthError: …"); minified they would read "xo".
  keepNames: true,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
};

/** @type {import('esbuild').BuildOptions} */
const dashboardPage = {
  // The usage dashboard's webview script: runs in the browser, loaded through asWebviewUri.
  entryPoints: ['src/views/dashboard/webview/main.ts'],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  outfile: 'dist/dashboard.js',
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
};

function hostEntries() {
  try {
    return readdirSync('test/host').filter((f) => f.endsWith('.ts')).map((f) => join('test/host', f));
  } catch {
    return [];
  }
}

/** @type {import('esbuild').BuildOptions} */
const hostTests = {
  entryPoints: hostEntries(),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outdir: 'out/test/host',
  external: ['vscode', 'mocha'],
  sourcemap: true,
  logLevel: 'info',
};

const builds = [extension, dashboardPage];
if (!production && hostTests.entryPoints.length > 0) builds.push(hostTests);

if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
