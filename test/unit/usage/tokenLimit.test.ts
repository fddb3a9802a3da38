import { strict as assert } from 'node:assert';
import { TokenLimits, tokenKey } from '../../../src/usage/tokenLimit';

const at = new Date('2026-01-02T03:04:05Z');

describe('token limit marks', () => {
  it("marks a token used up only on the service's refusal for its own limit", () => {
    const limits = new TokenLimits();
    const key = tokenKey('DevToken123');
    assert.equal(
      limits.noteBatch(key, { converted: 0, conversionsUsed: 0, quotaRefused: 'account' }, at),
      false,
      "the account's quota is not the token's",
    );
    assert.equal(limits.usedUpSince(key), undefined);
    assert.equal(limits.noteBatch(key, { converted: 1, conversionsUsed: 1, quotaRefused: 'token' }, at), true);
    assert.equal(limits.usedUpSince(key), at);
    assert.equal(limits.usedUpSince(tokenKey('OtherToken456')), undefined, 'another token is not marked');
    assert.equal(limits.noteBatch(key, { converted: 0, conversionsUsed: 0 }, at), false, 'a batch that converted nothing proves nothing');
    assert.equal(limits.usedUpSince(key), at);
  });

  it('forgets the mark once the token converts again', () => {
    const limits = new TokenLimits();
    const key = tokenKey('DevToken123');
    limits.noteBatch(key, { converted: 0, conversionsUsed: 0, quotaRefused: 'token' }, at);
    assert.equal(limits.noteBatch(key, { converted: 1, conversionsUsed: 1 }, at), true);
    assert.equal(limits.usedUpSince(key), undefined);
    assert.equal(
      limits.noteBatch(undefined, { converted: 0, conversionsUsed: 0, quotaRefused: 'token' }, at),
      false,
      'no active token, nothing to mark',
    );
  });

  it('keys a token by a hash of its value, never the value itself', () => {
    assert.equal(tokenKey(' DevToken123\n'), tokenKey('DevToken123'));
    assert.notEqual(tokenKey('DevToken123'), tokenKey('DevToken124'));
    assert.ok(!tokenKey('DevToken123').includes('DevToken'));
  });

  it('keeps the marks for the next window, newest first, at most 20', async () => {
    const saved = new Map<string, unknown>();
    const store = { get: (key: string) => saved.get(key), update: async (key: string, value: unknown) => void saved.set(key, value) };
    const first = new TokenLimits(store);
    for (let i = 0; i < 25; i += 1) {
      first.noteBatch(
        tokenKey(`Token${i}`),
        { converted: 0, conversionsUsed: 0, quotaRefused: 'token' },
        new Date(at.getTime() + i * 1000),
      );
    }
    const next = new TokenLimits(store);
    assert.equal(next.usedUpSince(tokenKey('Token24'))?.getTime(), at.getTime() + 24_000);
    assert.equal(next.usedUpSince(tokenKey('Token4')), undefined, 'the oldest marks go first');
    assert.equal(Object.keys(saved.values().next().value as object).length, 20);
    assert.ok(!JSON.stringify([...saved]).includes('Token2'), 'no token value is kept');
    next.noteBatch(tokenKey('Token24'), { converted: 1, conversionsUsed: 1 }, at);
    assert.equal(new TokenLimits(store).usedUpSince(tokenKey('Token24')), undefined);
    assert.equal(new TokenLimits({ get: () => 'damaged', update: async () => undefined }).usedUpSince(tokenKey('Token24')), undefined);
  });
});
