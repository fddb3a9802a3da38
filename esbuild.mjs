// Bundles the extension's two sides of one lazy seam (esbuild.host.mjs), the dashboard's page
// (-> dist/dashboard.js), the PDF viewer's page with pdf.js's own build files (-> dist/viewer/), the
// text worker with pdf.js's Node build (-> dist/textWorker.js, dist/pdfjs/), the command line
// (src/cli -> dist/cli.js) and the host-tier test suite (test/host -> out/test/host); then, unless
// --outdir or --watch is given, the npm package's bin into cli/ (esbuild.products.mjs). The GitHub
// Action's committed bundle is rebuilt only by `npm run build:action`, so that no build (a test
// run's included) changes a tracked file or hides a stale one.
// Usage: node esbuild.mjs [--production] [--watch] [--outdir <dir>]
import * as esbuild from 'esbuild';
import { copyFileSync, cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildHost, watchHost } from './esbuild.host.mjs';
import { buildPackage, katexDefine, noAjv } from './esbuild.products.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
// `--outdir <dir>`: build the extension somewhere else (the build check builds into a temp dir).
const outIndex = process.argv.indexOf('--outdir');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';

/**
 * What the Node bundles share: the extension host's (esbuild.host.mjs), the command line and the text worker.
 * @type {import('esbuild').BuildOptions}
 */
const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['vscode'],
  minify: production,
  // Function and class names stay readable in the lazy files' stack traces (the activation bundle
  // goes without: see buildHost in esbuild.host.mjs).
  keepNames: true,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
  // jsonc-parser's "main" is a UMD build whose inner requires a bundler cannot follow; its "module" build bundles.
  mainFields: ['module', 'main'],
};

/**
 * The command line (`convert-files`, package.json "bin"): the rules engine and the service layer
 * in one file for plain Node. Not shipped in the .vsix (.vscodeignore). `vscode` is not external
 * here, so an import of it from the engine fails the build.
 * @type {import('esbuild').BuildOptions}
 */
const cli = {
  ...common,
  external: [],
  // KaTeX's stylesheet with its fonts, put in at build time: the command line needs no katex files when it runs.
  define: katexDefine(),
  plugins: [noAjv],
  banner: { js: '#!/usr/bin/env node' },
  entryPoints: ['src/cli/bin.ts'],
  outfile: join(outDir, 'cli.js'),
};

/**
 * The text worker (src/conversion/text/textWorker.ts): a `worker_threads` script of its own that
 * reads PDFs with pdf.js (from dist/pdfjs/) and matches Search in Documents' queries, off the
 * extension host's thread (textWorkerClient.ts starts it from this file).
 * @type {import('esbuild').BuildOptions}
 */
const textWorker = {
  ...common,
  external: [],
  entryPoints: ['src/conversion/text/textWorker.ts'],
  outfile: join(outDir, 'textWorker.js'),
};

/** @type {import('esbuild').BuildOptions} */
const dashboardPage = {
  // The usage dashboard's webview script: runs in the browser, loaded through asWebviewUri.
  entryPoints: ['src/usage/dashboard/webview/main.ts'],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  outfile: join(outDir, 'dashboard.js'),
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
};

/** @type {import('esbuild').BuildOptions} */
const viewerPage = {
  // The PDF viewer's webview script: an ES module (it imports pdf.js's module at run time).
  entryPoints: ['src/viewer/webview/main.ts'],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outfile: join(outDir, 'viewer', 'pdfViewer.js'),
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
};

/**
 * pdf.js's own build files, as pdfjs-dist ships them (their licence header included), next to the
 * page; and its character maps (CJK and other encodings) and standard fonts (for PDFs that do not
 * embed theirs), with their licences, read by pdf.js only when a document needs them.
 */
function copyPdfJs() {
  mkdirSync(join(outDir, 'viewer'), { recursive: true });
  for (const file of ['pdf.min.mjs', 'pdf.worker.min.mjs']) {
    copyFileSync(join('node_modules', 'pdfjs-dist', 'build', file), join(outDir, 'viewer', file));
  }
  for (const folder of ['cmaps', 'standard_fonts']) {
    cpSync(join('node_modules', 'pdfjs-dist', folder), join(outDir, 'viewer', folder), { recursive: true });
  }
}

/**
 * pdf.js's legacy build (the one for Node) as pdfjs-dist ships it, for reading a PDF's text in the
 * text worker (Search in Documents, src/conversion/text/pdfText.ts imports it from here on first use).
 */
function copyPdfJsForNode() {
  mkdirSync(join(outDir, 'pdfjs'), { recursive: true });
  for (const file of ['pdf.min.mjs', 'pdf.worker.min.mjs']) {
    copyFileSync(join('node_modules', 'pdfjs-dist', 'legacy', 'build', file), join(outDir, 'pdfjs', file));
  }
}

function hostEntries() {
  // test/host/*.ts (the main suite) and test/host/phases/*.ts (sessions after it, see runHost.ts).
  const list = (dir) => {
    try {
      return readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(dir, f));
    } catch {
      return [];
    }
  };
  return [...list('test/host'), ...list('test/host/phases')];
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

const builds = [dashboardPage, viewerPage, cli, textWorker];
copyPdfJs();
copyPdfJsForNode();
if (!production && outIndex < 0 && hostTests.entryPoints.length > 0) builds.push(hostTests);

if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
  await watchHost(common, outDir);
} else {
  await Promise.all([buildHost(common, outDir), ...builds.map((options) => esbuild.build(options))]);
  // A build into another folder (the build and packaging tests) leaves the work tree's files alone.
  if (outIndex < 0) {
    await buildPackage();
  }
}
