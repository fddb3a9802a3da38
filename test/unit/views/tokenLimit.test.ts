import { strict as assert } from 'node:assert';
import { TokenLimits, tokenKey } from '../../../src/views/tokenLimit';

const at = new Date('2026-01-02T03:04:05Z');

describe('token limit marks', () => {
  it('marks a token used up only on the service\'s refusal for its own limit', () => {
    const limits = new TokenLimits();
    const key = tokenKey('DevToken123');
    assert.equal(limits.noteBatch(key, { converted: 0, conversionsUsed: 0, quotaRefused: 'account' }, at), false, 'the account\'s quota is not the token\'s');
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
    assert.equal(limits.noteBatch(undefined, { converted: 0, conversionsUsed: 0, quotaRefused: 'token' }, at), false, 'no active token, nothing to mark');
  });

  it('keys a token by a hash of its value, never the value itself', () => {
    assert.equal(tokenKey(' DevToken123\n'), tokenKey('DevToken123'));
    assert.notEqual(tokenKey('DevToken123'), tokenKey('DevToken124'));
    assert.ok(!tokenKey('DevToken123').includes('DevToken'));
  });
});
