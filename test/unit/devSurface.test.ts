// The developer's surface in .vscode/: F5 runs the extension and the host tests, the tasks run
// the package.json scripts, the esbuild problem matcher reads esbuild's real errors, and the
// formatter on save is the one `npm run lint` checks.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** .vscode files are JSON with comments; ours keep comments on lines of their own. */
function jsonc<T>(path: string): T {
  const text = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
  return JSON.parse(text) as T;
}

interface Launch {
  configurations: {
    name: string;
    type: string;
    request: string;
    args?: string[];
    runtimeArgs?: string[];
    outFiles?: string[];
    preLaunchTask?: string;
  }[];
}
interface Matcher {
  pattern: { regexp: string; message?: number; file?: number; line?: number; column?: number }[];
  background?: { beginsPattern: string; endsPattern: string };
}
interface Tasks {
  tasks: { label: string; type: string; script: string; isBackground?: boolean; problemMatcher: Matcher | string[] | string }[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const launch = jsonc<Launch>('.vscode/launch.json');
const tasks = jsonc<Tasks>('.vscode/tasks.json');
const task = (label: string) => {
  const found = tasks.tasks.find((t) => t.label === label);
  assert.ok(found, `tasks.json has a "${label}" task`);
  return found;
};

/** Reads `output` with a multi-line problem matcher as VS Code does: each pattern on the next line. */
function matchProblems(matcher: Matcher, output: string): { message: string; file: string; line: number; column: number }[] {
  const lines = output.split('\n');
  const found = [];
  for (let i = 0; i + matcher.pattern.length <= lines.length; i++) {
    const groups = matcher.pattern.map((p, k) => new RegExp(p.regexp).exec(lines[i + k]));
    if (groups.every(Boolean)) {
      const at = (key: 'message' | 'file' | 'line' | 'column') => {
        const k = matcher.pattern.findIndex((p) => p[key] !== undefined);
        return groups[k]![matcher.pattern[k][key]!];
      };
      found.push({ message: at('message'), file: at('file'), line: Number(at('line')), column: Number(at('column')) });
    }
  }
  return found;
}

describe('the developer’s surface (.vscode)', () => {
  it('F5 "Run Extension" builds first and loads the extension from this folder, with the bundle’s source maps', () => {
    const run = launch.configurations.find((c) => c.name === 'Run Extension');
    assert.ok(run);
    assert.equal(run.type, 'extensionHost');
    assert.deepEqual(run.args, ['--extensionDevelopmentPath=${workspaceFolder}']);
    assert.ok(run.outFiles?.includes('${workspaceFolder}/dist/**/*.js'), 'esbuild writes dist/extension.js');
    assert.equal(task(run.preLaunchTask!).script, 'build');
  });

  it('runs the host tests through @vscode/test-electron', () => {
    const host = launch.configurations.find((c) => c.runtimeArgs?.includes('test:electron'));
    assert.ok(host, 'a launch configuration runs npm run test:electron');
    const script = pkg.scripts['test:electron'];
    assert.ok(script);
    const file = /tsx (\S+)/.exec(script)![1];
    assert.match(readFileSync(file, 'utf8'), /from '@vscode\/test-electron'/);
  });

  it('has build, watch, check and unit tasks, each an npm script that exists', () => {
    for (const label of ['build', 'watch', 'check', 'unit']) {
      task(label);
    }
    for (const t of tasks.tasks) {
      assert.equal(t.type, 'npm');
      assert.ok(pkg.scripts[t.script], `npm script "${t.script}" of task "${t.label}"`);
    }
    assert.match(pkg.scripts.check, /typecheck/);
    assert.match(pkg.scripts.check, /lint/);
    assert.match(pkg.scripts.lint, /prettier --check/);
  });

  it('the build task’s problem matcher reads an error as esbuild prints it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'matcher-'));
    try {
      writeFileSync(join(dir, 'broken.ts'), 'export const a = 1;\nconst x y = 2;\n');
      const failure = await esbuild
        .build({ entryPoints: [join(dir, 'broken.ts')], bundle: true, write: false, logLevel: 'silent', absWorkingDir: dir })
        .then(
          () => assert.fail('the broken file built'),
          (err: esbuild.BuildFailure) => err,
        );
      const printed = (await esbuild.formatMessages(failure.errors, { kind: 'error', color: false })).join('\n');
      const problems = matchProblems(task('build').problemMatcher as Matcher, printed);
      assert.deepEqual(problems, [{ message: 'Expected ";" but found "y"', file: 'broken.ts', line: 2, column: 8 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the watch task is ready when esbuild’s watch says its build finished', async function () {
    this.timeout(20_000);
    const watch = task('watch');
    assert.equal(watch.isBackground, true);
    const { endsPattern } = (watch.problemMatcher as Matcher).background!;
    const dir = mkdtempSync(join(tmpdir(), 'watch-'));
    writeFileSync(join(dir, 'entry.ts'), 'export const a = 1;\n');
    // esbuild's own watch, as esbuild.mjs starts it, in a child so that it can be stopped.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `require('esbuild').context({ entryPoints: [${JSON.stringify(join(dir, 'entry.ts'))}], outdir: ${JSON.stringify(join(dir, 'out'))}, logLevel: 'info' }).then((c) => c.watch())`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const hit = output.split('\n').find((l) => new RegExp(endsPattern).test(l));
          if (hit) {
            resolve(hit);
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => reject(new Error(`the watch exited (${code}) without the line: ${output}`)));
      });
      assert.match(line, /build finished/);
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('formats on save with Prettier, the formatter `npm run lint` checks, and recommends it', () => {
    const settings = jsonc<Record<string, unknown>>('.vscode/settings.json');
    const extensions = jsonc<{ recommendations: string[] }>('.vscode/extensions.json');
    assert.equal(settings['editor.defaultFormatter'], 'esbenp.prettier-vscode');
    assert.equal(settings['editor.formatOnSave'], true);
    assert.ok(extensions.recommendations.includes('esbenp.prettier-vscode'));
    assert.ok(extensions.recommendations.includes('dbaeumer.vscode-eslint'));
    assert.ok(pkg.devDependencies.prettier);
  });
});
