/**
 * What activation loads: the production bundle of src/extension.ts, built here into a temporary
 * folder exactly as `npm run package` builds it. It runs in every window at start-up
 * (onStartupFinished), so it must stay small and leave the HTTP and JWT libraries out. The files
 * loaded on first use take the modules it holds from it: no module is in two host bundles.
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LazyCommandIds, LazyToolNames } from '../../src/lazy/lazyCommandIds';

// 256 KB when chains, rules and the structure work landed together; issue 28 brought it to 126 KB by
// loading the commands, the agent tools and the conversion client on first use (dist/commands.js).
// Automatic runs (their rules-file watcher), async jobs resumed after a reload, the task provider and
// Compare as Text's read-only documents must be there at start-up: 134 KB. Issue 28's ceiling is
// 150 KB; everything else a feature needs loads on first use. Issue 37 made one lazy seam (the
// modules both sides use are in this bundle only) and moved out what start-up does not run (the
// Usage view's drawing, the conversion credentials, the catalogue's reader, options and presets,
// esbuild's keepNames): 114 KB, and 120 KB at most.
const LIMIT = 120 * 1024;

/** The extension host's bundles (esbuild.host.mjs writes each one's metafile beside it). */
const HOST_BUNDLES = ['extension', 'features', 'undiciFetch', 'joseJwt'];

/**
 * A vscode module for loading a bundle in plain Node: every name is a callable stand-in, put in as
 * own keys (esbuild's ESM wrapper copies a module's own keys).
 */
const VSCODE_STUB = [
  "const stub = new Proxy(function () {}, { get: (t, k) => (k === 'then' ? undefined : k === Symbol.iterator ? [][Symbol.iterator] : stub), apply: () => stub, construct: () => stub });",
  'const vscode = {};',
  "for (const key of ['commands', 'window', 'workspace', 'l10n', 'lm', 'env', 'Uri', 'EventEmitter', 'Disposable', 'languages', 'extensions', 'ThemeIcon', 'ProgressLocation', 'ViewColumn', 'FileType', 'ConfigurationTarget', 'QuickPickItemKind', 'StatusBarAlignment', 'TreeItem', 'MarkdownString', 'CancellationTokenSource', 'LanguageModelToolResult', 'LanguageModelTextPart']) vscode[key] = stub;",
].join('\n');

interface Metafile {
  inputs: Record<string, unknown>;
}

/** A bundle's inputs, as its metafile lists them. */
function inputsOf(dir: string, name: string): string[] {
  return Object.keys((JSON.parse(readFileSync(join(dir, `${name}.meta.json`), 'utf8')) as Metafile).inputs);
}

describe('build: what activation loads', function () {
  this.timeout(60_000);
  let dir: string;
  let bundle: string;
  let inputs: string[];

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'convert-files-build-'));
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--outdir', dir], { stdio: 'pipe' });
    bundle = readFileSync(join(dir, 'extension.js'), 'utf8');
    inputs = inputsOf(dir, 'extension');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(`the activation bundle is at most ${LIMIT / 1024} KB`, () => {
    const size = statSync(join(dir, 'extension.js')).size;
    assert.ok(size <= LIMIT, `dist/extension.js is ${(size / 1024).toFixed(1)} KB`);
  });

  it('holds no HTTP or JWT library: undici and jose are not among its inputs, nor required by it', () => {
    const libraries = inputs.filter((path) => /node_modules[\\/](undici|jose)[\\/]/.test(path));
    assert.deepEqual(libraries, []);
    assert.ok(
      inputs.some((path) => path.endsWith('src/extension.ts')),
      'the metafile lists the sources (the check can fail)',
    );
    const requires = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!);
    assert.ok(!requires.includes('undici') && !requires.includes('jose'), `requires: ${requires.join(', ')}`);
  });

  it('undici and jose are separate files, required only from inside a function (on first use)', () => {
    // undici's fetch, Agent and ProxyAgent with its plain llhttp parser: about 290 KB (undiciParts.ts, esbuild.host.mjs).
    const undiciFile = readFileSync(join(dir, 'undiciFetch.js'), 'utf8');
    assert.ok(undiciFile.length > 150 * 1024, `undiciFetch.js is ${undiciFile.length} bytes: undici is not in it`);
    assert.ok(
      undiciFile.includes('llhttp_alloc') && undiciFile.includes('ProxyAgent'),
      'undiciFetch.js lacks the HTTP parser or the ProxyAgent',
    );
    assert.ok(bundle.includes('require("./undiciFetch.js")'), 'the activation bundle does not name ./undiciFetch.js');
    const joseFile = readFileSync(join(dir, 'joseJwt.js'), 'utf8');
    assert.ok(joseFile.includes('SignJWT'), 'joseJwt.js does not hold jose');
    // jose mints and reads JWTs for a conversion's credential or a JWT command: code loaded on first use requires it.
    assert.ok(
      readFileSync(join(dir, 'features.js'), 'utf8').includes('require("./joseJwt.js")'),
      'dist/features.js does not name ./joseJwt.js',
    );
    // Load the bundle as VS Code does (with a stand-in for the vscode module) and record every
    // module it requires while loading: undici's file must not be among them.
    const loader = [
      "const Module = require('node:module');",
      'const seen = [];',
      'const load = Module._load;',
      "const stub = new Proxy(function () {}, { get: (t, k) => (k === 'then' ? undefined : stub), apply: () => stub, construct: () => stub });",
      "Module._load = function (request, ...rest) { seen.push(request); return request === 'vscode' ? stub : load.call(this, request, ...rest); };",
      `require(${JSON.stringify(join(dir, 'extension.js'))});`,
      'process.stdout.write(JSON.stringify(seen));',
    ].join('\n');
    const required = JSON.parse(execFileSync(process.execPath, ['-e', loader], { encoding: 'utf8' })) as string[];
    assert.ok(required.includes('vscode'), `the bundle was loaded (it required: ${required.join(', ')})`);
    assert.ok(
      !required.some((r) => r.includes('undiciFetch') || r.includes('joseJwt')),
      `loading the bundle required ${required.join(', ')}`,
    );
  });

  it("undici's engine, as shipped (only the parts in use), sends through a CONNECT proxy and reuses its connection", () => {
    // In its own process: the unit tier's other files load undici's index, which would mend what a part lacks.
    // Loaded as in the extension host, after dist/extension.js (whose modules it shares), with a stand-in vscode.
    const script = [
      "const Module = require('node:module');",
      VSCODE_STUB,
      'const load = Module._load;',
      "Module._load = function (request, ...rest) { return request === 'vscode' ? vscode : load.call(this, request, ...rest); };",
      `require(${JSON.stringify(join(dir, 'extension.js'))});`,
      "const http = require('node:http'); const net = require('node:net');",
      "const service = http.createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', () => {",
      '  let tunnels = 0;',
      "  const proxy = http.createServer().on('connect', (req, client) => { tunnels++; const port = req.url.split(':')[1];",
      "    const up = net.connect(Number(port), '127.0.0.1', () => { client.write('HTTP/1.1 200 OK\\r\\n\\r\\n'); up.pipe(client); client.pipe(up); }); }).listen(0, '127.0.0.1', async () => {",
      `    const { createUndiciEngine } = require(${JSON.stringify(join(dir, 'undiciFetch.js'))});`,
      "    const engine = createUndiciEngine({ proxy: { url: 'http://127.0.0.1:' + proxy.address().port }, connectMs: 5000, headersMs: 5000, bodyMs: 5000 });",
      "    const texts = []; for (let i = 0; i < 4; i++) texts.push(await (await engine.fetch('http://localhost.test:' + service.address().port + '/', {})).text());",
      '    process.stdout.write(JSON.stringify({ texts, tunnels })); await engine.close(); process.exit(0); }); });',
    ].join('\n');
    const result = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 20_000 })) as {
      texts: string[];
      tunnels: number;
    };
    assert.deepEqual(result.texts, ['ok', 'ok', 'ok', 'ok']);
    assert.equal(result.tunnels, 1, `${result.tunnels} tunnels for 4 requests one after another`);
  });

  it('the usage dashboard loads when first opened or restored (with dist/features.js), not at activation', () => {
    assert.ok(inputsOf(dir, 'features').includes('src/usage/dashboard/dashboardPanel.ts'), 'the dashboard is not in features.js');
    assert.ok(bundle.includes('require("./features.js")'), 'the activation bundle does not name ./features.js');
    assert.deepEqual(
      inputs.filter((path) => /src[\\/]usage[\\/]dashboard[\\/](dashboardPanel|dashboardModel|usageSource)/.test(path)),
      [],
      'the dashboard is in the activation bundle',
    );
  });

  it('the PDF viewer and Preview as PDF (in dist/features.js) load on first use; pdf.js ships only as its own files beside the page', () => {
    const features = inputsOf(dir, 'features');
    for (const source of ['src/viewer/pdfEditor.ts', 'src/preview/previewCommand.ts']) {
      assert.ok(features.includes(source), `${source} is not in features.js`);
    }
    assert.deepEqual(
      inputs.filter((path) =>
        /node_modules[\\/]pdfjs-dist|src[\\/]viewer[\\/](pdfEditor|viewerHtml)|src[\\/](preview[\\/]previewCommand|conversion[\\/]contentCache)/.test(
          path,
        ),
      ),
      [],
      'the viewer, the preview or pdf.js is in the activation bundle',
    );
    // Its build, and its character maps and standard fonts as pdfjs-dist ships them (issue 39).
    assert.deepEqual(readdirSync(join(dir, 'viewer')).sort(), [
      'cmaps',
      'pdf.min.mjs',
      'pdf.worker.min.mjs',
      'pdfViewer.js',
      'standard_fonts',
    ]);
    for (const folder of ['cmaps', 'standard_fonts']) {
      assert.deepEqual(
        readdirSync(join(dir, 'viewer', folder)).sort(),
        readdirSync(join('node_modules', 'pdfjs-dist', folder)).sort(),
        `${folder} differs from pdf.js's own`,
      );
    }
    assert.equal(
      readFileSync(join(dir, 'viewer', 'pdf.min.mjs'), 'utf8'),
      readFileSync(join('node_modules', 'pdfjs-dist', 'build', 'pdf.min.mjs'), 'utf8'),
      "pdf.min.mjs is not pdf.js's own",
    );
  });

  it('the commands and agent tools load on first use: dist/features.js makes exactly the commands and tools activation registers', () => {
    assert.ok(bundle.includes('require("./features.js")'), 'the activation bundle does not name ./features.js');
    assert.deepEqual(
      inputs.filter((path) =>
        /src[\\/](commands[\\/](convert|options|credentials|jwt|web|merge|walkthrough|usageStatistics)\.ts|agentTools[\\/]convertTool|convertFlow[\\/](optionsForm|cataloguePicker|batchRunner)|service[\\/]convert[\\/])/.test(
          path,
        ),
      ),
      [],
      'command code, an agent tool or the conversion client is in the activation bundle',
    );
    // Load dist/features.js as the extension host does (after dist/extension.js) with a stand-in vscode module, and list what it makes.
    const loader = [
      "const Module = require('node:module');",
      VSCODE_STUB,
      'const load = Module._load;',
      "Module._load = function (request, ...rest) { return request === 'vscode' ? vscode : load.call(this, request, ...rest); };",
      `const features = require(${JSON.stringify(join(dir, 'features.js'))});`,
      'process.stdout.write(JSON.stringify({ commands: [...features.commandHandlers(stub).keys()], tools: Object.keys(features.tools) }));',
    ].join('\n');
    const made = JSON.parse(execFileSync(process.execPath, ['-e', loader], { encoding: 'utf8' })) as {
      commands: string[];
      tools: string[];
    };
    assert.deepEqual([...made.commands].sort(), [...LazyCommandIds].sort());
    assert.deepEqual([...made.tools].sort(), [...LazyToolNames].sort());
  });

  it('no module is compiled into two host bundles: a lazy file takes what activation holds from it', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const name of HOST_BUNDLES) {
      for (const input of inputsOf(dir, name)) {
        const first = owner.get(input);
        if (first !== undefined) {
          twice.push(`${input} (${first}.js, ${name}.js)`);
        }
        owner.set(input, name);
      }
    }
    assert.deepEqual(twice, []);
    assert.deepEqual(
      readdirSync(dir)
        .filter((f) => f.endsWith('.meta.json'))
        .map((f) => f.replace('.meta.json', ''))
        .sort(),
      [...HOST_BUNDLES].sort(),
      'a host bundle the test does not read',
    );
    // The check can fail: the lazy file uses modules of activation's (the command wrapper, the errors) without holding them.
    const features = inputsOf(dir, 'features');
    for (const source of ['src/ui/commandWrapper.ts', 'src/service/errors/errors.ts']) {
      assert.ok(inputs.includes(source) && !features.includes(source), `${source}: not in the activation bundle alone`);
    }
    assert.ok(
      features.some((path) => path.startsWith('activation:')),
      'features.js takes nothing from dist/extension.js',
    );
    assert.ok(
      readFileSync(join(dir, 'features.js'), 'utf8').includes('require("./extension.js")'),
      'features.js does not require ./extension.js',
    );
  });
});
