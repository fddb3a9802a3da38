// The one problem vocabulary: every rule a person's input is checked by answers with a code,
// and that code has one wording (English = the log's message; German in the bundle), whichever
// caller asked: an input box, a command's argument object or a save check.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAX_TOKEN_NAME_LENGTH,
  clientIpProblem,
  kidProblem,
  lifetimeProblem,
  notBeforeProblem,
  secretProblem,
  tokenNameProblem,
  tokenProblem,
} from '../../../src/checks/credentialChecks';
import {
  CONFLICT_POLICIES,
  CONVERT_ARGUMENT_KEYS,
  missingProblem,
  notFoundProblem,
  oneOfProblem,
  parametersProblem,
  targetFormat,
  textProblem,
  tooFewFilesProblem,
  unknownKeyProblem,
  unknownPresetProblem,
} from '../../../src/checks/convertArguments';
import { completePageUrl, pageUrlProblem } from '../../../src/checks/pageUrl';
import { INPUT_CODES, type Problem } from '../../../src/checks/problem';
import { apiTokenSaveProblem, isMasterTokenProblem, masterTokenSaveProblem } from '../../../src/checks/tokenChecks';
import { problemText } from '../../../src/messages/problems';
import { german, localiser } from '../support/localiser';

const code = (p: Problem | undefined) => p?.messageCode;
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln';

describe('input checks', () => {
  it('tells why an API Token or Master Token value is refused', () => {
    assert.equal(tokenProblem('abcDEF123456'), undefined);
    assert.equal(tokenProblem('  abcDEF123456\n'), undefined, 'surrounding white space is trimmed, not refused');
    assert.deepEqual(tokenProblem('')?.messageData, { credential: 'apiToken' });
    assert.equal(code(tokenProblem('   ')), 'input.tokenEmpty');
    assert.equal(code(tokenProblem('abc DEF')), 'config.apiTokenSpaces');
    assert.equal(code(tokenProblem(jwt)), 'input.jwtAsApiToken');
    assert.deepEqual(tokenProblem('', 'masterToken')?.messageData, { credential: 'masterToken' });
    assert.equal(code(tokenProblem('abc DEF', 'masterToken')), 'input.masterTokenSpaces');
    assert.equal(code(tokenProblem(jwt, 'masterToken')), 'config.masterTokenIsJwt');
    assert.equal(tokenProblem('MASTERabc', 'masterToken'), undefined);
  });

  it('wants a short, non-empty token name', () => {
    assert.equal(tokenNameProblem('Production'), undefined);
    assert.equal(code(tokenNameProblem(' ')), 'input.tokenNameEmpty');
    assert.equal(tokenNameProblem('x'.repeat(MAX_TOKEN_NAME_LENGTH)), undefined);
    assert.deepEqual(tokenNameProblem('x'.repeat(MAX_TOKEN_NAME_LENGTH + 1))?.messageData, { max: MAX_TOKEN_NAME_LENGTH });
  });

  it('accepts a Kid only as a GUID, by the service layer’s own rule', () => {
    assert.equal(kidProblem('0f8fad5b-d9cb-469f-a165-70867728950e'), undefined);
    assert.equal(kidProblem('0F8FAD5B-D9CB-469F-A165-70867728950E'), undefined);
    assert.equal(code(kidProblem('0f8fad5b-d9cb-469f-a165')), 'config.kidNotGuid');
    assert.equal(code(kidProblem('not-a-guid')), 'config.kidNotGuid');
  });

  it('refuses an empty secret or one with white space in it', () => {
    assert.equal(secretProblem('s3cr3t'), undefined);
    assert.equal(code(secretProblem('')), 'input.secretEmpty');
    assert.equal(code(secretProblem('s3cr3t ')), 'input.secretSpaces');
  });

  it('checks a lifetime as typed: whole seconds from 1 to 30 days', () => {
    assert.equal(lifetimeProblem('3600'), undefined);
    assert.equal(lifetimeProblem(' 60 '), undefined);
    assert.equal(lifetimeProblem('2592000'), undefined);
    assert.equal(code(lifetimeProblem('2592001')), 'config.lifetimeTooLong');
    for (const bad of ['0', '-5', '1.5', 'abc', '', '1e3', '60s']) {
      assert.equal(code(lifetimeProblem(bad)), 'config.lifetimeNotWhole', bad);
    }
  });

  it('checks a not-before delay against the lifetime; empty means none', () => {
    assert.equal(notBeforeProblem('', 60), undefined);
    assert.equal(notBeforeProblem('0', 60), undefined);
    assert.equal(notBeforeProblem('59', 60), undefined);
    assert.deepEqual(notBeforeProblem('60', 60)?.messageData, { lifetime: 60 });
    assert.equal(code(notBeforeProblem('-1', 60)), 'input.notBeforeNotWhole');
    assert.equal(code(notBeforeProblem('soon', 60)), 'input.notBeforeNotWhole');
  });

  it('names the client IP entry that is wrong', () => {
    assert.equal(clientIpProblem(''), undefined);
    assert.equal(clientIpProblem('127.0.0.1, ::1, build.example.com'), undefined);
    assert.equal(code(clientIpProblem('127.0.0.1,,::1')), 'config.clientIpEmptyEntry');
    assert.deepEqual(clientIpProblem('127.0.0.1, 300.1.2.3')?.messageData, { entry: '300.1.2.3' });
    assert.deepEqual(clientIpProblem('not an address')?.messageData, { entry: 'not an address' });
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
    assert.equal(code(pageUrlProblem('not an address')), 'config.pageUrlInvalid');
    assert.equal(code(pageUrlProblem('ftp://example.com/')), 'config.pageUrlScheme');
    assert.equal(code(pageUrlProblem('file:///etc/passwd')), 'config.pageUrlScheme');
    assert.equal(code(pageUrlProblem('https://user:pw@example.com/')), 'input.pageUrlCredentials');
  });
});

describe('token checks when saved', () => {
  const saved = { masterToken: 'MASTERabc123', apiTokens: ['apiTOKEN111', 'apiTOKEN222'] };

  it('accepts an API Token of the right form', () => {
    assert.equal(apiTokenSaveProblem('  newTOKEN333 ', saved), undefined);
    assert.equal(apiTokenSaveProblem('newTOKEN333', { apiTokens: [] }), undefined);
  });

  it('refuses the Master Token pasted as an API Token, and says what it is', () => {
    assert.equal(code(apiTokenSaveProblem(' MASTERabc123\n', saved)), 'input.isMasterToken');
  });

  it('refuses a JWT or a dotted value as an API Token, with a reason', () => {
    assert.equal(code(apiTokenSaveProblem(jwt, saved)), 'input.jwtAsApiToken');
    assert.equal(code(apiTokenSaveProblem('abc.def', saved)), 'input.tokenDots');
    assert.equal(code(apiTokenSaveProblem('', saved)), 'input.tokenEmpty');
    assert.equal(code(apiTokenSaveProblem('abc def', saved)), 'config.apiTokenSpaces');
  });

  it('refuses a saved API Token pasted as the Master Token', () => {
    assert.equal(code(masterTokenSaveProblem('apiTOKEN222', saved)), 'input.isApiToken');
    assert.equal(masterTokenSaveProblem('MASTERnew999', saved), undefined);
    assert.equal(code(masterTokenSaveProblem(jwt, saved)), 'config.masterTokenIsJwt');
  });
});

describe('one wording per problem', () => {
  // One problem of every kind the checks can answer with.
  const problems: Problem[] = [
    tokenProblem('')!,
    tokenProblem('a b')!,
    tokenProblem(jwt)!,
    tokenProblem('', 'masterToken')!,
    tokenProblem('a b', 'masterToken')!,
    tokenProblem(jwt, 'masterToken')!,
    tokenNameProblem('')!,
    tokenNameProblem('x'.repeat(MAX_TOKEN_NAME_LENGTH + 1))!,
    kidProblem('x')!,
    secretProblem('')!,
    secretProblem('a b')!,
    lifetimeProblem('0')!,
    lifetimeProblem('2592001')!,
    notBeforeProblem('x', 60)!,
    notBeforeProblem('90', 60)!,
    clientIpProblem('1.2.3.4,,')!,
    clientIpProblem('300.1.2.3')!,
    pageUrlProblem('nope')!,
    pageUrlProblem('ftp://x/')!,
    pageUrlProblem('https://u:p@x/')!,
    apiTokenSaveProblem('a.b', { apiTokens: [] })!,
    isMasterTokenProblem(),
    masterTokenSaveProblem('k', { apiTokens: ['k'] })!,
    unknownKeyProblem({ fles: [] }, CONVERT_ARGUMENT_KEYS)!,
    oneOfProblem('conflictPolicy', 'maybe', CONFLICT_POLICIES)!,
    textProblem('preset', 3)!,
    missingProblem('files'),
    parametersProblem({ a: [] })!,
    notFoundProblem('/nowhere/a.md'),
    unknownPresetProblem('Small', 'pdf', []),
    targetFormat('p d f').problem!,
    tooFewFilesProblem(2),
  ];

  it('reaches every code of the extension’s own rules', () => {
    const seen = new Set(problems.map((p) => p.messageCode));
    assert.deepEqual(
      INPUT_CODES.filter((c) => !seen.has(c)),
      [],
    );
  });

  it('words each problem in English as its log message, and in German with every placeholder filled', () => {
    for (const p of problems) {
      assert.ok(p, 'every listed check found its problem');
      assert.equal(problemText(localiser({}), p), p.message, p.messageCode);
      const de = problemText(localiser(german), p)!;
      assert.ok(de !== p.message && !/\{\w+\}|undefined/.test(de), `${p.messageCode}: "${de}"`);
    }
  });

  it('says a rule’s sentence in one place in src/ (the Kid’s GUID rule: the service’s message and its one wording)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
      });
    const sentences = [
      'The Kid is a GUID such as',
      'The lifetime is a whole number of seconds greater than 0.',
      'is not an IPv4 or IPv6 address or a host name.',
      'Give the token a name, for example',
    ];
    for (const sentence of sentences) {
      const where = files('src').filter((f) => readFileSync(f, 'utf8').includes(sentence));
      assert.ok(where.length <= 2, `"${sentence}" is written in ${where.join(', ')}`);
      assert.ok(where.length >= 1, `"${sentence}" is gone: update this test`);
    }
  });
});
