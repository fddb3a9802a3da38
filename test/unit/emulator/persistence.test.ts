// --state: accounts and tokens survive a restart; the file is replaced atomically.
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../../emulator/server';
import { call, convertTxt, newAccount } from '../support/emulatorHelpers';

describe('emulator: state persistence', () => {
  let dir: string;
  let emu: Emulator | undefined;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'emulator-state-test-'));
  });
  afterEach(async () => {
    await emu?.close();
    emu = undefined;
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps accounts, tokens, the refreshed Master Token and consumption across a restart', async () => {
    const statePath = join(dir, 'state.json');
    emu = await startEmulator({ port: 0, statePath });
    const demo = emu.demo;
    const acc = await newAccount(emu, 10, 4, 'Development');
    assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
    const refreshed = (await call(emu, 'POST', `/_emulator/accounts/${acc.accountId}/master/refresh`)).json as { MasterToken: string };
    await emu.close();

    emu = await startEmulator({ port: 0, statePath });
    assert.deepEqual(emu.demo, demo);
    const user = await call(emu, 'GET', '/user', { token: refreshed.MasterToken });
    assert.equal(user.status, 200);
    assert.deepEqual(
      [(user.json as { ConversionsTotal: number }).ConversionsTotal, (user.json as { ConversionsConsumed: number }).ConversionsConsumed],
      [10, 1],
    );
    assert.equal((await call(emu, 'GET', '/user', { token: acc.masterToken })).status, 401);
    assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
    const token = await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}/tokens/${acc.token.Kid}`, { json: {} });
    assert.deepEqual([(token.json as { Usage: number }).Usage, (token.json as { ConsumptionLimit: number }).ConsumptionLimit], [2, 4]);
    assert.equal((await convertTxt(emu, demo.apiTokens[0]!.token)).status, 200);
  });

  it('writes the file whole (temp file + rename), leaving no temp files behind', async () => {
    const statePath = join(dir, 'atomic.json');
    emu = await startEmulator({ port: 0, statePath });
    await Promise.all(Array.from({ length: 10 }, () => newAccount(emu!, 1)));
    const saved = JSON.parse(await readFile(statePath, 'utf8')) as { version: number; accounts: unknown[] };
    assert.equal(saved.version, 1);
    assert.equal(saved.accounts.length, 11);
    assert.deepEqual(
      (await readdir(dir)).filter((f) => f.startsWith('atomic')),
      ['atomic.json'],
    );
  });

  it('refuses to start on a file that is not a state file', async () => {
    const statePath = join(dir, 'garbage.json');
    await writeFile(statePath, '{"hello": 1}');
    await assert.rejects(startEmulator({ port: 0, statePath }), /not an emulator state file/);
  });

  it('refuses to listen on a non-loopback host', async () => {
    await assert.rejects(startEmulator({ port: 0, host: '0.0.0.0' }), /loopback/);
    await assert.rejects(startEmulator({ port: 0, host: '192.0.2.1' }), /loopback/);
  });
});
