// The extension host's bundles, two sides of one lazy seam (ARCHITECTURE.md, "One lazy seam"),
// built by esbuild.mjs with its common options:
// - dist/extension.js: what activation needs (src/extension.ts and everything it imports). It runs
//   at start-up in every window (onStartupFinished), so it must stay small (test/unit/build.test.ts).
// - the files required on first use (ON_FIRST_USE): dist/features.js (every command's code, the
//   agent tools, the conversion client, the PDF editor, the dashboard, …), undici's engine (about
//   290 KB: undiciParts.ts, read with the first request, see fetchEngine.ts) and jose (read when a
//   JWT is minted or read, see jwt.ts).
// A source module lives on one side only: a lazy file does not bundle a module the activation
// bundle holds, it takes that module's one instance from dist/extension.js at run time (fromActivation
// below), so every class exists once and `instanceof` holds across the seam. The build test reads each
// host bundle's metafile (dist/<name>.meta.json) and fails when a module is in two.
import * as esbuild from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The activation bundle: VS Code requires it (package.json "main"), and lazy files take shared modules from it. */
const ACTIVATION = { entry: 'src/extension.ts', name: 'extension' };
/**
 * The files required on first use: `require('./<name>')` of the entry, from inside a function (never
 * at a module's top level), is left as a require of dist/<name>.js. src/lazy/index.ts is the one loader
 * of dist/features.js; the service layer requires its two libraries where it uses them.
 */
const ON_FIRST_USE = [
  { entry: 'src/lazy/features.ts', name: 'features' },
  { entry: 'src/service/http/undiciFetch.ts', name: 'undiciFetch' },
  { entry: 'src/service/auth/tokens/joseJwt.ts', name: 'joseJwt' },
];
/** The export of dist/extension.js through which lazy files reach the modules it holds (by source path). */
const SHARED = 'sharedModules';

/** A path as the metafile writes it: relative to the project, with forward slashes. */
const metaPath = (path) => relative(process.cwd(), path).split(sep).join('/');

/**
 * Leaves `require('./<name>')` of a file in ON_FIRST_USE as a require of dist/<name>.js, except in
 * that file's own bundle. A static import of one would load it at start-up: that fails the build.
 */
const onFirstUse = (self) => ({
  name: 'on-first-use',
  setup(build) {
    const files = ON_FIRST_USE.filter((file) => file.name !== self);
    const filter = new RegExp(`^\\./(${files.map((file) => file.name).join('|')})$`);
    build.onResolve({ filter }, (args) => {
      const file = files.find((f) => resolve(args.resolveDir, `${args.path}.ts`) === resolve(f.entry));
      if (!file) {
        return undefined;
      }
      if (args.kind !== 'require-call') {
        return { errors: [{ text: `${args.path} is loaded on first use: require() it inside a function, never import it` }] };
      }
      return { path: `./${file.name}.js`, external: true };
    });
  },
});

/**
 * For a lazy file: an import of a source module that the activation bundle holds (`held`) is not
 * bundled. With `names` undefined (the first look), it is left as an import of "activation:<path>",
 * so that the output says which of its exports the lazy file uses (sharedImports). With `names`,
 * it becomes those exports of the module's instance in dist/extension.js (already loaded: a lazy
 * file is required after it); an import of any other export fails the build.
 */
const fromActivation = (held, names) => ({
  name: 'from-activation',
  setup(build) {
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === 'resolving' || args.namespace !== 'file') {
        return undefined;
      }
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      const path = metaPath(found.path);
      if (found.errors.length > 0 || !held.has(path)) {
        return undefined;
      }
      if (!names) {
        return { path: `activation:${path}`, external: true };
      }
      // Named by its place in dist/extension.js, not by its source path: the source is not in this file.
      return { path: `${SHARED}[${[...names.keys()].sort().indexOf(path)}]`, namespace: 'activation', pluginData: path };
    });
    build.onResolve({ filter: /^\.\/extension\.js$/, namespace: 'activation' }, () => ({ path: './extension.js', external: true }));
    build.onLoad({ filter: /.*/, namespace: 'activation' }, (args) => {
      const used = names.get(args.pluginData);
      const module = `require("./extension.js").${args.path}`;
      return {
        contents: used === '*' ? `module.exports = ${module};` : `export const { ${[...used].join(', ')} } = ${module};`,
        loader: 'js',
      };
    });
  },
});

/**
 * What an ES module output of a lazy file imports from "activation:<path>" (fromActivation's first
 * look): the names used of each module, or '*' for the whole module (`import * as`, `export *`).
 */
function sharedImports(code, into) {
  const statement = /\b(?:import|export)\s*([^;]*?)\s*from\s*"activation:([^"]+)"/g;
  for (const [, clause, path] of code.matchAll(statement)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    if (clause.includes('*') || into.get(path) === '*') {
      into.set(path, '*');
      continue;
    }
    if (!braces || clause.replace(braces[0], '').replace(/[\s,]/g, '') !== '') {
      throw new Error(`a lazy file imports the default export of ${path}: name the export instead`);
    }
    const used = into.get(path) ?? new Set();
    for (const name of braces[1]
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0])
      .filter(Boolean)) {
      used.add(name);
    }
    into.set(path, used);
  }
}

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

/**
 * The activation entry: src/extension.ts, and what the lazy files take from it: `sharedModules[i]`
 * holds the exports they use of the i-th module of `modules` (short keys keep dist/extension.js small).
 */
function activationEntry(modules, names) {
  const lines = [`export * from './${ACTIVATION.entry}';`];
  const entries = modules.map((path, i) => {
    const used = names.get(path);
    if (used === '*') {
      lines.push(`import * as m${i} from './${path}';`);
      return `m${i}`;
    }
    lines.push(`import { ${[...used].map((name) => `${name} as m${i}_${name}`).join(', ')} } from './${path}';`);
    return `{ ${[...used].map((name) => `${name}: m${i}_${name}`).join(', ')} }`;
  });
  lines.push(`export const ${SHARED} = [${entries.join(', ')}];`);
  return lines.join('\n');
}

/**
 * Builds the extension host's bundles, each with its metafile beside it (dist/<name>.meta.json, for
 * test/unit/build.test.ts): first what activation holds (its inputs); then which of those modules'
 * exports the lazy files use (a first look at them); the activation bundle exporting exactly those;
 * and the lazy files taking them from it. `common`: esbuild.mjs's options for Node bundles.
 */
export async function buildHost(common, outDir) {
  // keepNames costs the activation bundle about 10 KB; the names the log shows are the errors' own
  // (src/service/errors/errors.ts names each class).
  const activation = { ...common, keepNames: false, metafile: true, plugins: [onFirstUse(ACTIVATION.name)] };
  const scan = await esbuild.build({ ...activation, entryPoints: [ACTIVATION.entry], write: false, logLevel: 'error' });
  const held = new Set(Object.keys(scan.metafile.inputs).filter((path) => path.startsWith('src/')));
  const lazy = (names) =>
    Promise.all(
      ON_FIRST_USE.map(({ entry, name }) =>
        esbuild.build({
          ...common,
          ...(names ? { metafile: true } : { format: 'esm', write: false, minify: false, sourcemap: false, logLevel: 'error' }),
          plugins: [onFirstUse(name), fromActivation(held, names), plainHttpParser],
          entryPoints: [entry],
          outfile: join(outDir, `${name}.js`),
        }),
      ),
    );
  const names = new Map();
  for (const look of await lazy(undefined)) {
    sharedImports(look.outputFiles[0].text, names);
  }
  const main = await esbuild.build({
    ...activation,
    // The bundle's first line: activate() reports the time from here (loading its modules included).
    banner: { js: 'var __convertFilesLoadStart = performance.now();' },
    stdin: {
      contents: activationEntry([...names.keys()].sort(), names),
      resolveDir: process.cwd(),
      sourcefile: 'activation.ts',
      loader: 'ts',
    },
    outfile: join(outDir, `${ACTIVATION.name}.js`),
  });
  const built = await lazy(names);
  for (const [name, result] of [[ACTIVATION.name, main], ...ON_FIRST_USE.map(({ name }, i) => [name, built[i]])]) {
    writeFileSync(join(outDir, `${name}.meta.json`), JSON.stringify(result.metafile));
  }
}

/**
 * `--watch`: the host bundles are built in three steps (buildHost), so this context only watches
 * their sources and builds them all again after each change.
 */
export async function watchHost(common, outDir) {
  const host = await esbuild.context({
    ...common,
    entryPoints: [ACTIVATION.entry, ...ON_FIRST_USE.map(({ entry }) => entry)],
    outdir: outDir,
    write: false,
    plugins: [
      {
        name: 'host-bundles',
        setup: (build) =>
          build.onEnd((result) => (result.errors.length > 0 ? undefined : buildHost(common, outDir).catch(() => undefined))),
      },
    ],
  });
  await host.watch();
}
