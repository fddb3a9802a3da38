// The emulator's log as the launchers write it (the sandbox's .sandbox/emulator.log): every token
// and secret of its JSON line masked, readable by its owner only, also when an older,
// world-readable log was there, and appended to on a restart.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../support/emulatorProcess';

describe("the launchers' emulator log", function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-log-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds no secret in clear and is mode 0600; a restart with the state file keeps the tokens and appends', async () => {
    const logFile = join(dir, 'emulator.log');
    const statePath = join(dir, 'state.json');
    writeFileSync(logFile, 'an older log\n', { mode: 0o644 });
    const first = await startEmulator({ logFile, statePath });
    const port = Number(new URL(first.info.baseUrl).port);
    await first.stop();
    const again = await startEmulator({ logFile, statePath, port, appendLog: true });
    await again.stop();
    assert.equal(again.info.masterToken, first.info.masterToken, 'the restarted emulator lost the account');
    const text = readFileSync(logFile, 'utf8');
    assert.ok(!text.includes('an older log'), 'the old log was kept');
    assert.equal(text.split('\n').filter((line) => line.includes(first.info.accountId)).length, 2, text);
    const secrets = [first.info.masterToken, ...first.info.apiTokens.flatMap((t) => [t.token, t.secret])];
    for (const secret of secrets) {
      assert.ok(!text.includes(secret), 'a secret is in the log in clear');
    }
    assert.equal(statSync(logFile).mode & 0o777, 0o600);
    // Masked, the JSON line is still JSON a person or a tool can read: only the values are hidden.
    const jsonLines = text.split('\n').filter((line) => line.includes(first.info.accountId));
    for (const line of jsonLines) {
      const parsed = JSON.parse(line) as { accountId?: string; apiTokens?: { name?: string; token?: string }[] };
      assert.equal(parsed.accountId, first.info.accountId);
      assert.deepEqual(
        parsed.apiTokens?.map((t) => [t.name, t.token]),
        first.info.apiTokens.map((t) => [t.name, '***']),
      );
    }
  });
});
