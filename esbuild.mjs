// Bundles the extension (src/extension.ts -> dist/extension.js), undici's engine as its own file
// (src/service/undiciFetch.ts -> dist/undiciFetch.js, required on first use only), the dashboard's
// page (-> dist/dashboard.js), Run Conversion Rules and the editor's chains (-> dist/rulesCommand.js,
// dist/chainsCommand.js, required on first use), the command line (src/cli -> dist/cli.js) and the
// host-tier test suite (test/host -> out/test/host).
// Usage: node esbuild.mjs [--production] [--watch] [--outdir <dir>]
//
// Why a separate undici file: activation runs at start-up in every window (onStartupFinished), so
// it must stay small. Inside VS Code requests go through the host's fetch; undici (about 500 KB)
// is read only when http.proxyStrictSSL is off (see fetchEngine.ts). test/unit/build.test.ts
// checks the split.
import * as esbuild from 'esbuild';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
// `--outdir <dir>`: build the extension somewhere else (the build check builds into a temp dir).
const outIndex = process.argv.indexOf('--outdir');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';

/** Leaves `require('./undiciFetch')` in fetchEngine.ts as a require of the separate dist file. */
const lazyUndici = {
  name: 'lazy-undici',
  setup(build) {
    build.onResolve({ filter: /^\.\/undiciFetch$/ }, (args) =>
      args.importer.endsWith(join('src', 'service', 'fetchEngine.ts')) ? { path: './undiciFetch.js', external: true } : undefined,
    );
  },
};

/** Leaves `require('./runRules')` in src/commands/rules/index.ts as a require of dist/rulesCommand.js. */
const lazyRules = {
  name: 'lazy-rules',
  setup(build) {
    build.onResolve({ filter: /^\.\/runRules$/ }, (args) =>
      args.importer.endsWith(join('src', 'commands', 'rules', 'index.ts')) ? { path: './rulesCommand.js', external: true } : undefined,
    );
  },
};

/** Leaves `require('./chainsCommand')` (src/commands/convert/chainsLoader.ts) as a require of dist/chainsCommand.js. */
const lazyChains = {
  name: 'lazy-chains',
  setup(build) {
    build.onResolve({ filter: /^\.\/chainsCommand$/ }, (args) =>
      args.importer.endsWith(join('src', 'commands', 'convert', 'chainsLoader.ts'))
        ? { path: './chainsCommand.js', external: true }
        : undefined,
    );
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

/** @type {import('esbuild').BuildOptions} */
const undiciEngine = { ...common, entryPoints: ['src/service/undiciFetch.ts'], outfile: join(outDir, 'undiciFetch.js') };

/** @type {import('esbuild').BuildOptions} */
const extension = {
  ...common,
  plugins: [lazyUndici, lazyRules, lazyChains],
  // The bundle's first line: activate() reports the time from here (loading its modules included).
  banner: { js: 'var __convertFilesLoadStart = performance.now();' },
  // For test/unit/build.test.ts: which inputs went into the activation bundle.
  metafile: true,
  entryPoints: ['src/extension.ts'],
  outfile: join(outDir, 'extension.js'),
};

/**
 * Run Conversion Rules, loaded when the command first runs (src/commands/rules/index.ts): the
 * rules engine and its JSON-with-comments reader stay out of activation. Its service errors are
 * told apart by their `kind`, not by class, so two copies of the service layer agree.
 * @type {import('esbuild').BuildOptions}
 */
const rulesCommand = {
  ...common,
  plugins: [lazyUndici, lazyChains],
  entryPoints: ['src/commands/rules/runRules.ts'],
  outfile: join(outDir, 'rulesCommand.js'),
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
  banner: { js: '#!/usr/bin/env node' },
  entryPoints: ['src/cli/bin.ts'],
  outfile: join(outDir, 'cli.js'),
};

/**
 * Chains and shared uploads in the editor (a batch's ChainSession, Convert to Several Formats),
 * loaded on first use. Its service errors are told apart by their `kind`, not by class, so two
 * copies of the service layer agree.
 * @type {import('esbuild').BuildOptions}
 */
const chainsCommand = {
  ...common,
  plugins: [lazyUndici],
  entryPoints: ['src/commands/convert/chainsCommand.ts'],
  outfile: join(outDir, 'chainsCommand.js'),
};

/** @type {import('esbuild').BuildOptions} */
const dashboardPage = {
  // The usage dashboard's webview script: runs in the browser, loaded through asWebviewUri.
  entryPoints: ['src/views/dashboard/webview/main.ts'],
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

const builds = [extension, undiciEngine, chainsCommand, dashboardPage, rulesCommand, cli];
if (!production && outIndex < 0 && hostTests.entryPoints.length > 0) builds.push(hostTests);

if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
} else {
  const [result] = await Promise.all(builds.map((options) => esbuild.build(options)));
  writeFileSync(join(outDir, 'extension.meta.json'), JSON.stringify(result.metafile));
}
