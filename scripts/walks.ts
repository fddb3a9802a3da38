/**
 * `npm run walks`: the source files each front-end's walk runs functions in, measured, not read:
 * V8's call counts mapped through the development build's source maps to src/.
 *
 * - menu, menu-markdown: Convert To → JPG on two PNGs, Convert To → PDF on a Markdown file, from
 *   the Explorer's command in the real extension host (test/host/convert.test.ts);
 * - on-save: a save that an onSave rule converts, from the save to the run's outcome
 *   (test/host/automation.test.ts);
 * - cli: `convert-files run` of one Markdown → PDF rule, the bundled command line from start to exit.
 *
 * The host walks are taken by test/host/support/walkCoverage.ts while those tests run (the host
 * tier under the machine's code-server lock, as `npm run test:host` would be run); the command
 * line's by NODE_V8_COVERAGE, against the emulator in a child process. ARCHITECTURE.md's walks
 * name these files. Prints, per walk, the files by folder; `--json` prints them as JSON.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../test/support/emulatorProcess';
import { run } from '../test/support/processes';

const root = resolve(__dirname, '..');
const LOCK = process.env.CONVERT_FILES_CODESERVER_LOCK ?? '/tmp/convert-files-vscode.lock';
const HOST_TESTS = ['converts one Markdown file to PDF next to it', 'converts every file of a multi-selection', 'a save converts once'];

interface FunctionCoverage {
  readonly functionName: string;
  readonly ranges: ReadonlyArray<{ readonly startOffset: number; readonly count: number }>;
}
interface ScriptCoverage {
  readonly url: string;
  readonly functions: readonly FunctionCoverage[];
}

/** The host walks: the three host tests with the coverage hook on, one code-server at a time on the machine. */
async function hostWalks(out: string): Promise<void> {
  const grep = HOST_TESTS.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  await run('flock', [LOCK, 'npm', 'run', 'test:host'], {
    cwd: root,
    env: { ...process.env, CONVERT_FILES_WALKS: out, CONVERT_FILES_HOST_GREP: grep },
    timeoutMs: 60 * 60_000,
    echo: true,
    label: 'the host tests of the walks',
  });
}

/** `convert-files run` of the development build, in a folder with one rule, against a child emulator. */
async function cliWalk(out: string): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'walks-cli-'));
  const raw = join(folder, '.coverage');
  const emulator = await startEmulator();
  try {
    mkdirSync(join(folder, '.vscode'));
    mkdirSync(join(folder, 'docs'));
    writeFileSync(join(folder, '.vscode', 'convert-files.json'), '{ "rules": [ { "files": "docs/*.md", "targets": ["pdf"] } ] }\n');
    writeFileSync(join(folder, 'docs', 'a.md'), '# A\n\nSome *text*.\n');
    await run(process.execPath, [join(root, 'dist', 'cli.js'), 'run'], {
      cwd: folder,
      env: {
        ...process.env,
        NODE_V8_COVERAGE: raw,
        CONVERT_FILES_API_TOKEN: emulator.info.apiTokens[0]!.token,
        CONVERT_FILES_BASE_URL: emulator.info.baseUrl,
      },
      timeoutMs: 2 * 60_000,
      echo: true,
      label: 'convert-files run',
    });
    const scripts = readdirSync(raw).flatMap(
      (name) => (JSON.parse(readFileSync(join(raw, name), 'utf8')) as { result: ScriptCoverage[] }).result,
    );
    writeFileSync(join(out, 'cli.json'), JSON.stringify({ result: scripts.filter((s) => s.url.endsWith('/dist/cli.js')) }));
  } finally {
    await emulator.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Where a generated position comes from, through the script's source map. */
class MappedScript {
  private readonly lineStarts: number[] = [0];
  private readonly map: SourceMap;
  private readonly mapDir: string;

  constructor(path: string) {
    const text = readFileSync(path, 'utf8');
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      this.lineStarts.push(i + 1);
    }
    this.map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')) as SourceMapPayload);
    this.mapDir = dirname(path);
  }

  /** The source file of a generated offset, relative to `base`, if it maps to one. */
  source(offset: number, base: string): string | undefined {
    let line = this.lineStarts.length - 1;
    while (line > 0 && this.lineStarts[line]! > offset) {
      line--;
    }
    const entry = this.map.findEntry(line, offset - this.lineStarts[line]!) as { originalSource?: string };
    if (!entry.originalSource) {
      return undefined;
    }
    const file = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : resolve(this.mapDir, entry.originalSource);
    return relative(base, file);
  }
}

/**
 * The src/ files a walk's coverage ran functions in. A module's top level does not count: neither
 * the script's nor the initialiser esbuild wraps a lazily evaluated module in (named by its path),
 * nor a class's static block (keepNames gives every class one, `__name(this, …)`), which runs when
 * the module loads, whether or not the walk uses the class.
 */
export function filesRun(coverage: readonly ScriptCoverage[], base = root): string[] {
  const files = new Set<string>();
  for (const script of coverage) {
    const mapped = new MappedScript(script.url.startsWith('file:') ? fileURLToPath(script.url) : script.url);
    for (const fn of script.functions.slice(1)) {
      if (fn.functionName.endsWith('.ts') || fn.functionName === '<static_initializer>') {
        continue;
      }
      const range = fn.ranges[0];
      const file = range && range.count > 0 ? mapped.source(range.startOffset, base) : undefined;
      if (file?.startsWith('src/')) {
        files.add(file.slice('src/'.length));
      }
    }
  }
  return [...files].sort();
}

async function main(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'walks-'));
  try {
    if (!process.argv.includes('--cli-only')) {
      await hostWalks(out);
    }
    await cliWalk(out);
    const walks = Object.fromEntries(
      ['menu', 'menu-markdown', 'on-save', 'cli']
        .filter((name) => existsSync(join(out, `${name}.json`)))
        .map((name) => [
          name,
          filesRun((JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8')) as { result: ScriptCoverage[] }).result),
        ]),
    );
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(walks, undefined, 2));
      return;
    }
    for (const [name, files] of Object.entries(walks)) {
      const byFolder = new Map<string, string[]>();
      for (const file of files) {
        const folder = file.includes('/') ? file.slice(0, file.indexOf('/')) : '.';
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
      }
      console.log(`\n${name}: functions run in ${files.length} files of src/`);
      for (const [folder, inFolder] of byFolder) {
        console.log(`  ${folder} (${inFolder.length}): ${inFolder.map((f) => f.slice(folder === '.' ? 0 : folder.length + 1)).join(', ')}`);
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
