import { strict as assert } from 'node:assert';
import type * as vscode from 'vscode';
import { consumptionOf } from '../../../src/usage/usageFormat';
import { accountOf, UsageSnapshots } from '../../../src/usage/usageSnapshot';

class MapMemento {
  readonly values = new Map<string, unknown>();
  writes = 0;
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.writes++;
    this.values.set(key, value);
  }
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
}

const MASTER = 'master_token_secret_value';

describe('usage/usageSnapshot', () => {
  const at = new Date('2025-05-01T10:00:00Z');
  const c = consumptionOf({ conversionsTotal: 1000, conversionsConsumed: 250 })!;

  it('gives back the last usage of the same account only', async () => {
    const memento = new MapMemento();
    const snapshots = new UsageSnapshots(memento as unknown as vscode.Memento);
    const mine = accountOf('https://v2.convertapi.com', MASTER);
    await snapshots.save(mine, c, at);
    assert.deepEqual(snapshots.read(mine), { consumption: c, at });
    assert.equal(snapshots.read(accountOf('https://v2.convertapi.com', 'another token')), undefined);
    assert.equal(snapshots.read(accountOf('http://127.0.0.1:1', MASTER)), undefined);
  });

  it('keeps no secret in globalState and writes when the numbers change or their time grew old', async () => {
    const memento = new MapMemento();
    const snapshots = new UsageSnapshots(memento as unknown as vscode.Memento);
    const account = accountOf('https://v2.convertapi.com', MASTER);
    await snapshots.save(account, c, at);
    await snapshots.save(account, c, new Date(at.getTime() + 60_000));
    assert.equal(memento.writes, 1);
    // The same numbers confirmed much later: the kept time follows, so that "as of …" is not older than it should be.
    await snapshots.save(account, c, new Date(at.getTime() + 11 * 60_000));
    assert.equal(memento.writes, 2);
    assert.deepEqual(snapshots.read(account)?.at, new Date(at.getTime() + 11 * 60_000));
    assert.ok(!JSON.stringify([...memento.values]).includes(MASTER));
    await snapshots.save(account, consumptionOf({ conversionsTotal: 1000, conversionsConsumed: 251 })!, at);
    assert.equal(memento.writes, 3);
  });
});
