// `npm run emulator -- --port <n> --json`: one line of JSON once listening; clean exit on SIGTERM/SIGINT.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { EmulatorInfo } from '../../support/emulatorInfo';
import { runCaptured } from '../../support/processes';

interface Started {
  child: ChildProcess;
  firstLine: string;
  exited: Promise<{ code: number | null; stderr: string }>;
}

/** Runs the CLI and resolves with its first stdout line (or rejects after 20 s). */
function runCli(args: string[]): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/emulator/cli.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no output within 20 s; stderr: ${stderr}`));
    }, 20_000);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (firstLine) => {
      clearTimeout(timer);
      resolve({ child, firstLine, exited });
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before printing; stderr: ${stderr}`));
    });
  });
}

describe('emulator CLI', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'emulator-cli-test-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('--port 0 --json prints one JSON line, serves the demo account and exits 0 on SIGTERM', async () => {
    const statePath = join(dir, 'state.json');
    const { child, firstLine, exited } = await runCli(['--port', '0', '--json', '--state', statePath]);
    const info = JSON.parse(firstLine) as EmulatorInfo;
    assert.deepEqual(Object.keys(info), ['baseUrl', 'dashboardUrl', 'accountId', 'masterToken', 'apiTokens']);
    assert.match(info.baseUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(info.dashboardUrl, `${info.baseUrl}/a/authentication`);
    assert.deepEqual(
      info.apiTokens.map((t) => [t.environment, t.consumptionLimit]),
      [
        ['Production', null],
        ['Development', 25],
      ],
    );
    assert.deepEqual(Object.keys(info.apiTokens[0]!), ['name', 'token', 'kid', 'secret', 'environment', 'consumptionLimit']);
    const user = await fetch(`${info.baseUrl}/user`, { headers: { Authorization: `Bearer ${info.masterToken}` } });
    assert.equal(((await user.json()) as { ConversionsTotal: number }).ConversionsTotal, 1000);
    child.kill('SIGTERM');
    assert.equal((await exited).code, 0);
    const saved = JSON.parse(await readFile(statePath, 'utf8')) as { demo: { masterToken: string } };
    assert.equal(saved.demo.masterToken, info.masterToken);

    // The same state file gives the same demo account on the next start.
    const again = await runCli(['--port', '0', '--json', '--state', statePath]);
    assert.equal((JSON.parse(again.firstLine) as { masterToken: string }).masterToken, info.masterToken);
    again.child.kill('SIGINT');
    assert.equal((await again.exited).code, 0);
  });

  it('without --json prints the same for a person', async () => {
    const { child, firstLine, exited } = await runCli(['--port', '0']);
    assert.match(firstLine, /^Conversion service emulator listening on http:\/\/127\.0\.0\.1:\d+$/);
    child.kill('SIGTERM');
    assert.equal((await exited).code, 0);
  });

  it('refuses a non-loopback --host with exit code 1', async () => {
    const args = ['--import', 'tsx', 'test/emulator/cli.ts', '--host', '0.0.0.0', '--json'];
    const { status, stderr } = await runCaptured(process.execPath, args, { timeoutMs: 20_000 });
    assert.equal(status, 1);
    assert.match(stderr, /loopback/);
  });
});
