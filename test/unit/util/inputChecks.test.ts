import { strict as assert } from 'node:assert';
import {
  MAX_TOKEN_NAME_LENGTH,
  clientIpProblem,
  isKid,
  lifetimeProblem,
  notBeforeProblem,
  completePageUrl,
  pageUrlProblem,
  secretProblem,
  tokenNameProblem,
  tokenProblem,
} from '../../../src/util/inputChecks';

describe('input checks', () => {
  it('tells why an API Token or Master Token value is refused', () => {
    assert.equal(tokenProblem('abcDEF123456'), undefined);
    assert.equal(tokenProblem('  abcDEF123456\n'), undefined, 'surrounding white space is trimmed, not refused');
    assert.equal(tokenProblem(''), 'empty');
    assert.equal(tokenProblem('   '), 'empty');
    assert.equal(tokenProblem('abc DEF'), 'spaces');
    assert.equal(tokenProblem('eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln'), 'jwt');
  });

  it('wants a short, non-empty token name', () => {
    assert.equal(tokenNameProblem('Production'), undefined);
    assert.equal(tokenNameProblem(' '), 'empty');
    assert.equal(tokenNameProblem('x'.repeat(MAX_TOKEN_NAME_LENGTH)), undefined);
    assert.equal(tokenNameProblem('x'.repeat(MAX_TOKEN_NAME_LENGTH + 1)), 'tooLong');
  });

  it('accepts a Kid only as a GUID', () => {
    assert.equal(isKid('0f8fad5b-d9cb-469f-a165-70867728950e'), true);
    assert.equal(isKid('0F8FAD5B-D9CB-469F-A165-70867728950E'), true);
    assert.equal(isKid('0f8fad5b-d9cb-469f-a165'), false);
    assert.equal(isKid('not-a-guid'), false);
  });

  it('refuses an empty secret or one with white space in it', () => {
    assert.equal(secretProblem('s3cr3t'), undefined);
    assert.equal(secretProblem(''), 'empty');
    assert.equal(secretProblem('s3cr3t '), 'spaces');
  });

  it('checks a lifetime as typed: whole seconds from 1 to 30 days', () => {
    assert.equal(lifetimeProblem('3600'), undefined);
    assert.equal(lifetimeProblem(' 60 '), undefined);
    assert.equal(lifetimeProblem('2592000'), undefined);
    assert.equal(lifetimeProblem('2592001'), 'tooLong');
    for (const bad of ['0', '-5', '1.5', 'abc', '', '1e3', '60s']) {
      assert.equal(lifetimeProblem(bad), 'notWhole', bad);
    }
  });

  it('checks a not-before delay against the lifetime; empty means none', () => {
    assert.equal(notBeforeProblem('', 60), undefined);
    assert.equal(notBeforeProblem('0', 60), undefined);
    assert.equal(notBeforeProblem('59', 60), undefined);
    assert.equal(notBeforeProblem('60', 60), 'notBeforeExpiry');
    assert.equal(notBeforeProblem('-1', 60), 'notWhole');
    assert.equal(notBeforeProblem('soon', 60), 'notWhole');
  });

  it('names the client IP entry that is wrong', () => {
    assert.equal(clientIpProblem(''), undefined);
    assert.equal(clientIpProblem('127.0.0.1, ::1, build.example.com'), undefined);
    assert.deepEqual(clientIpProblem('127.0.0.1,,::1'), { kind: 'emptyEntry' });
    assert.deepEqual(clientIpProblem('127.0.0.1, 300.1.2.3'), { kind: 'badEntry', entry: '300.1.2.3' });
    assert.deepEqual(clientIpProblem('not an address'), { kind: 'badEntry', entry: 'not an address' });
  });

  it('completes a bare host name to https:// as a browser does, and leaves anything else alone', () => {
    assert.equal(completePageUrl('example.com'), 'https://example.com');
    assert.equal(completePageUrl(' example.com/page?a=1 '), 'https://example.com/page?a=1');
    assert.equal(completePageUrl('example.com:8443/x'), 'https://example.com:8443/x');
    assert.equal(completePageUrl('localhost:3000'), 'https://localhost:3000');
    assert.equal(completePageUrl('http://127.0.0.1:8080/a'), 'http://127.0.0.1:8080/a');
    assert.equal(completePageUrl('mailto:someone@example.com'), 'mailto:someone@example.com');
    assert.equal(completePageUrl('just words'), 'just words');
  });

  it('accepts http and https page addresses without credentials in them', () => {
    assert.equal(pageUrlProblem('https://example.com/page'), undefined);
    assert.equal(pageUrlProblem('http://127.0.0.1:8080/a?b=c'), undefined);
    assert.equal(pageUrlProblem('example.com'), undefined, 'completed to https://example.com');
    assert.equal(pageUrlProblem('not an address'), 'notUrl');
    assert.equal(pageUrlProblem('ftp://example.com/'), 'scheme');
    assert.equal(pageUrlProblem('file:///etc/passwd'), 'scheme');
    assert.equal(pageUrlProblem('https://user:pw@example.com/'), 'credentials');
  });
});
