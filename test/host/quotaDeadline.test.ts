// A frozen service must not hold a conversion on "Checking conversions left…": the quota check
// has a deadline of its own (USAGE_DEADLINE_MS, retries included, whatever the request timeout),
// and when it passes the batch goes ahead and says the conversions left were not checked.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { USAGE_DEADLINE_MS } from '../../src/service/admin/usageDeadline';
import { setSetting } from './support/auth';
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { emulator, resetEmulator } from './support/emulatorConnection';
import { useEmulatorSuite } from './support/emulatorSuite';
import { stubPrompts } from './support/prompts';
import { until } from '../support/poll';

const TOKEN_NAME = 'quota-deadline-host-tests';

describe('quota check deadline', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({
    folder: 'quota-deadline',
    token: TOKEN_NAME,
    quiet: true,
    // Far longer than the deadline: without one, the check would wait this long, three times. One
    // request, as before async jobs: a wait of 120 s would otherwise send it as a job (auto).
    settings: { [Settings.requestTimeoutSeconds]: 120, [Settings.asyncConversions]: 'never' },
  });
  let proxy: CountingProxy;

  before(async () => {
    await resetEmulator();
    proxy = await startCountingProxy(emulator().baseUrl);
    await setSetting(Settings.baseUrl, proxy.baseUrl);
    await suite.api.store.setMasterToken(emulator().masterToken);
    // The Usage view loads the account when the Master Token arrives; let that happen before the freeze.
    await until('the Usage view to load the account through the proxy', () => proxy.requests.some((r) => r.path === '/user'));
  });

  // Before the suite's own clean-up removes the service's address (no usage refresh to the default host).
  afterEach(async () => {
    proxy.latencyMs = 0;
    await suite.api.store.removeMasterToken();
  });

  after(() => proxy.close());

  it('a frozen service delays a conversion by at most the quota deadline, and the user is told usage was not checked', async () => {
    const source = join(suite.dir, 'notes.md');
    writeFileSync(source, '# Notes\n');
    const statusMessages: string[] = [];
    const progressMessages: string[] = [];
    const win = vscode.window as unknown as Record<string, unknown>;
    const originalStatus = vscode.window.setStatusBarMessage;
    const originalProgress = vscode.window.withProgress;
    win.setStatusBarMessage = (text: string, ...rest: unknown[]) => {
      statusMessages.push(text);
      return (originalStatus as (...a: unknown[]) => vscode.Disposable).call(vscode.window, text, ...rest);
    };
    win.withProgress = (
      options: vscode.ProgressOptions,
      task: (p: vscode.Progress<{ message?: string }>, t: vscode.CancellationToken) => Thenable<unknown>,
    ) =>
      originalProgress.call(vscode.window, options, (progress, token) =>
        task(
          { report: (value) => (value.message === undefined ? undefined : progressMessages.push(value.message), progress.report(value)) },
          token,
        ),
      );
    proxy.clear();
    // Frozen: every request that arrives now is held for a minute before it reaches the service.
    proxy.latencyMs = 60_000;
    let finishedAt: number;
    const started = Date.now();
    try {
      const running = prompts.run(() =>
        vscode.commands.executeCommand(Commands.convertToPdf, vscode.Uri.file(source), [vscode.Uri.file(source)]),
      );
      await until(
        'the quota check to ask the frozen service',
        () => progressMessages.includes('Checking conversions left…') && proxy.requests.some((r) => r.path === '/user'),
      );
      // The service comes back for everything after the quota check: only the check itself hangs.
      proxy.latencyMs = 0;
      await running;
      finishedAt = Date.now();
    } finally {
      proxy.latencyMs = 0;
      win.setStatusBarMessage = originalStatus;
      win.withProgress = originalProgress;
    }
    assert.equal(readFileSync(join(suite.dir, 'notes.pdf')).subarray(0, 4).toString('latin1'), '%PDF');
    // Held: from the frozen check to the conversion's own request reaching the service (the
    // conversion's upload and saving after it are not the deadline's, and a loaded machine makes
    // them slow: measured to the end, a run at load 27 saw 8.3 s).
    const sent = proxy.requests.find((r) => r.path.startsWith('/convert/'));
    assert.ok(sent, `no conversion was sent: ${JSON.stringify(proxy.requests.map((r) => r.path))}`);
    const check = proxy.requests.find((r) => r.path === '/user');
    assert.ok(check, 'the quota check was not sent');
    const heldFor = sent.at - check.at;
    assert.ok(
      heldFor >= USAGE_DEADLINE_MS - 500,
      `the quota check did not wait for the frozen service (${heldFor} ms): the test proves nothing`,
    );
    assert.ok(heldFor < USAGE_DEADLINE_MS + 3_000, `the conversion was held ${heldFor} ms, more than the ${USAGE_DEADLINE_MS} ms deadline`);
    // Far less than the freeze: the conversion never waited for the frozen service's answer.
    assert.ok(finishedAt - started < 60_000, `took ${finishedAt - started} ms in all`);
    assert.equal(proxy.requests.filter((r) => r.path === '/user').length, 1, 'the quota check was retried');
    assert.ok(
      statusMessages.some((m) => /Converted notes\.md to notes\.pdf.*Conversions left could not be checked/.test(m)),
      JSON.stringify(statusMessages),
    );
    assert.ok(existsSync(source));
  });
});
