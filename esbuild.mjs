// Bundles the extension (src/extension.ts -> dist/extension.js), the files it requires on first use
// only (LAZY below: undici's engine, jose's JWTs, the PDF viewer's editor, the commands with
// everything they share (-> dist/commands.js), …), the dashboard's page (-> dist/dashboard.js),
// the PDF viewer's page with pdf.js's own build files (-> dist/viewer/), the command line
// (src/cli -> dist/cli.js) and the host-tier test suite (test/host -> out/test/host); then, unless
// --outdir or --watch is given, the npm package's bin into cli/ (esbuild.products.mjs). The GitHub
// Action's committed bundle is rebuilt only by `npm run build:action`, so that no build (a test
// run's included) changes a tracked file or hides a stale one.
// Usage: node esbuild.mjs [--production] [--watch] [--outdir <dir>]
//
// Why a separate undici file: activation runs at start-up in every window (onStartupFinished), so
// it must stay small. undici (about 290 KB: undiciParts.ts) is read with the first request
// (see fetchEngine.ts); jose only when a JWT is minted
// or read (see jwt.ts). test/unit/build.test.ts checks the split.
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPackage, noAjv } from './esbuild.products.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
// `--outdir <dir>`: build the extension somewhere else (the build check builds into a temp dir).
const outIndex = process.argv.indexOf('--outdir');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';

/**
 * The commands, the agent tools, the conversion client, Preview as PDF, Convert to Several Formats,
 * chains and Run Conversion Rules share most of their code (the convert flow, the service's
 * conversion side): one file, dist/commands.js, holds them all once. Its entry re-exports what each
 * loader asks for (src/commands/lazy/commandsFeature.ts).
 */
const COMMANDS = 'src/commands/lazy/commandsFeature.ts';

/**
 * The files required on first use: the request, the one file allowed to make it, the entry bundled
 * into dist/<out>.js (`out` defaults to the request's name; several requests may share one file).
 */
const LAZY = [
  { request: './undiciFetch', importer: join('src', 'service', 'http', 'fetchEngine.ts'), entry: 'src/service/http/undiciFetch.ts' },
  { request: './joseJwt', importer: join('src', 'service', 'auth', 'jwt.ts'), entry: 'src/service/auth/joseJwt.ts' },
  { request: './pdfEditor', importer: join('src', 'viewer', 'register.ts'), entry: 'src/viewer/pdfEditor.ts' },
  {
    request: './dashboardFeature',
    importer: join('src', 'usage', 'dashboard', 'lazyDashboard.ts'),
    entry: 'src/usage/dashboard/dashboardFeature.ts',
  },
  { request: './previewCommand', importer: join('src', 'preview', 'register.ts'), entry: COMMANDS, out: 'commands' },
  // Chains and shared uploads in the editor (a batch's ChainSession, Convert to Several Formats, pipelines).
  {
    request: './chainsCommand',
    importer: join('src', 'convertFlow', 'chainsLoader.ts'),
    entry: COMMANDS,
    out: 'commands',
  },
  {
    request: './severalFormats',
    importer: join('src', 'convertFlow', 'severalFormatsLoader.ts'),
    entry: COMMANDS,
    out: 'commands',
  },
  // The conversion client (service/convert), required by ClientFactory when the first conversion starts.
  {
    request: './service/convert',
    importer: join('src', 'clientFactory.ts'),
    entry: COMMANDS,
    out: 'commands',
  },
  // Converting, options, merging, credentials, JWTs, web pages, the walkthrough, the agent tools (src/commands/lazy).
  {
    request: './commandsFeature',
    importer: join('src', 'commands', 'lazy', 'index.ts'),
    entry: COMMANDS,
    out: 'commands',
  },
  // Automatic runs of the rules file (onSave, onChange): loaded when a rules file asks for them.
  {
    request: './automation',
    importer: join('src', 'commands', 'rules', 'automationStarter.ts'),
    entry: COMMANDS,
    out: 'commands',
  },
  // Run Conversion Rules: the rules engine and its JSON-with-comments reader.
  {
    request: './runRules',
    importer: join('src', 'commands', 'rules', 'index.ts'),
    entry: COMMANDS,
    out: 'commands',
  },
];
/** The dist file name of a lazy entry: its `out`, else the request's name. */
const lazyName = ({ request, out }) => out ?? request.slice(2);

/**
 * Leaves each lazy `require('./x')` as a require of the separate dist file, except inside that
 * file's own bundle (`self`), where the module is bundled like any other.
 */
const lazyFiles = (self) => ({
  name: 'lazy-files',
  setup(build) {
    for (const lazy of LAZY.filter((l) => lazyName(l) !== self)) {
      const { request, importer } = lazy;
      const filter = new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
      build.onResolve({ filter }, (args) =>
        args.importer.endsWith(importer) ? { path: `./${lazyName(lazy)}.js`, external: true } : undefined,
      );
    }
  },
});

/**
 * undici parses HTTP/1.1 with llhttp in WebAssembly, shipped twice (about 72 KB each): a SIMD build
 * and a plain one it falls back to when the first does not load (its require sits in a try, see
 * undici/lib/dispatcher/client-h1.js). Only the plain one ships: it runs everywhere, and header
 * parsing of a few answers a second gains nothing measurable from SIMD.
 */
const plainHttpParser = {
  name: 'plain-http-parser',
  setup(build) {
    build.onResolve({ filter: /llhttp_simd-wasm\.js$/ }, () => ({ path: 'llhttp-simd', namespace: 'left-out' }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents: 'throw new Error("left out of this build: undici uses its plain llhttp");',
      loader: 'js',
    }));
  },
};

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['vscode'],
  minify: production,
  // Error class names appear in the log ("AuthError: …"); minified they would read "xo".
  keepNames: true,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
  // jsonc-parser's "main" is a UMD build whose inner requires a bundler cannot follow; its "module" build bundles.
  mainFields: ['module', 'main'],
};

/** @type {import('esbuild').BuildOptions[]} */
const lazyBundles = [...new Map(LAZY.map((lazy) => [lazyName(lazy), lazy.entry]))].map(([name, entry]) => ({
  ...common,
  // A lazy file that needs another one (the commands' file reads JWTs with jose) requires it too.
  plugins: [lazyFiles(name), plainHttpParser],
  entryPoints: [entry],
  outfile: join(outDir, `${name}.js`),
}));

/** @type {import('esbuild').BuildOptions} */
const extension = {
  ...common,
  plugins: [lazyFiles(undefined)],
  // The bundle's first line: activate() reports the time from here (loading its modules included).
  banner: { js: 'var __convertFilesLoadStart = performance.now();' },
  // For test/unit/build.test.ts: which inputs went into the activation bundle.
  metafile: true,
  entryPoints: ['src/extension.ts'],
  outfile: join(outDir, 'extension.js'),
};

/**
 * The command line (`convert-files`, package.json "bin"): the rules engine and the service layer
 * for plain Node. Shipped in the .vsix, where VS Code's agent runs its MCP server (`mcp`); the npm
 * package bundles its own standalone copy (esbuild.products.mjs). `vscode` is not external here,
 * so an import of it from the engine fails the build.
 * @type {import('esbuild').BuildOptions}
 */
const cli = {
  ...common,
  external: [],
  // In dist/ it sits beside the extension's lazy files and requires undici's from there.
  plugins: [noAjv, lazyFiles('cli')],
  banner: { js: '#!/usr/bin/env node' },
  entryPoints: ['src/cli/bin.ts'],
  outfile: join(outDir, 'cli.js'),
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

/** pdf.js's own build files, as pdfjs-dist ships them (their licence header included), next to the page. */
function copyPdfJs() {
  mkdirSync(join(outDir, 'viewer'), { recursive: true });
  for (const file of ['pdf.min.mjs', 'pdf.worker.min.mjs']) {
    copyFileSync(join('node_modules', 'pdfjs-dist', 'build', file), join(outDir, 'viewer', file));
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

const builds = [extension, ...lazyBundles, dashboardPage, viewerPage, cli];
copyPdfJs();
if (!production && outIndex < 0 && hostTests.entryPoints.length > 0) builds.push(hostTests);

if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
} else {
  const [result] = await Promise.all(builds.map((options) => esbuild.build(options)));
  writeFileSync(join(outDir, 'extension.meta.json'), JSON.stringify(result.metafile));
  // A build into another folder (the build and packaging tests) leaves the work tree's files alone.
  if (outIndex < 0) {
    await buildPackage();
  }
}
