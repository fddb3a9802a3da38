import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { MESSAGE_CODES } from '../../../src/service/errors/messageCodes';
import type { MessageCode } from '../../../src/service/errors';
import { SERVICE_WORDINGS, wordServiceError } from '../../../src/messages/serviceWording';
import { localiser } from '../support/localiser';
import { networkError } from '../../../src/service/http/networkErrors';
import { withDeadline } from '../../../src/service/admin/usageDeadline';
import { Redactor } from '../../../src/service/errors';
import { errorFromBody } from '../../../src/service/http/statusErrors';

const bundle = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const english = bundle('l10n/bundle.l10n.json');
const german = bundle('l10n/bundle.l10n.de.json');

/** Data with every placeholder a wording may read, each value recognisable in the text. */
const sample = {
  host: 'example.test',
  label: 'Resolution',
  choices: 'a, b',
  item: 'c',
  types: '.pdf, .png',
  min: 10,
  status: 503,
  seconds: 7,
  name: 'notes.docx',
  format: 'pdf',
  value: 'v2 example',
  example: 'https://v2.convertapi.com',
  got: 'http://example.test',
  origin: 'https://example.test',
  path: '/v2',
  baseUrl: 'https://v2.convertapi.com',
  target: 'ftp://example.test',
  max: 2592000,
  entry: 'not-an-ip!',
  date: '2030-02-31',
  url: 'example',
  kid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  credential: 'selfSignedJwt',
  allowed: 'apiToken,serviceJwt',
  parameters: 'PageRange: Must look like 1-3',
  code: 5001,
  mib: 64,
  excerpt: 'oops',
  number: 2,
  type: 'text/html',
  shown: 'Log in',
  bytes: 100,
  announced: '5000,4000',
  reason: 'diskFull',
  errno: 'ENOSPC',
  detail: 'something odd',
  named: ' (CERT_HAS_EXPIRED)',
  document: 'report.md',
  limitMB: '20.0',
};

describe('service error wordings', () => {
  it('words every message code, in English and German, with no placeholder left', () => {
    for (const code of MESSAGE_CODES) {
      const asked: string[] = [];
      const en = wordServiceError(localiser(english, asked), { messageCode: code, messageData: sample });
      assert.ok(en, `${code} has no wording`);
      assert.ok(asked.length > 0, `${code} is not worded through l10n.t`);
      for (const key of asked) {
        assert.ok(key in english, `${code}: "${key}" is not in the exported bundle (npm run l10n:export)`);
        assert.ok(german[key], `${code}: "${key}" has no German`);
      }
      const de = wordServiceError(localiser(german, []), { messageCode: code, messageData: sample });
      assert.ok(
        de && !/\{\w+\}|undefined/.test(de) && !/\{\w+\}|undefined/.test(en),
        `${code}: a placeholder is left in "${en}" / "${de}"`,
      );
      assert.notEqual(de, en, `${code}: the German is the English`);
    }
  });

  it('has no wording for a code the service layer does not declare', () => {
    assert.deepEqual(Object.keys(SERVICE_WORDINGS).sort(), [...MESSAGE_CODES].sort());
  });

  it('leaves an uncoded error to its own message', () => {
    assert.equal(wordServiceError(localiser(english, []), {}), undefined);
    assert.equal(wordServiceError(localiser(english, []), { messageCode: undefined as unknown as MessageCode }), undefined);
  });
});

describe('network errors carry their code', () => {
  const url = new URL('https://v2.example.test/convert/docx/to/pdf');
  const failure = (code: string, message = 'fetch failed') => Object.assign(new Error(message), { code });
  const english = localiser({}, []);

  it('each cause, with or without the proxy, is worded from its code exactly as the log says it', () => {
    const causes = [
      failure('ECONNREFUSED'),
      failure('ENOTFOUND'),
      failure('UND_ERR_CONNECT_TIMEOUT'),
      failure('UNABLE_TO_VERIFY_LEAF_SIGNATURE'),
      failure('CERT_HAS_EXPIRED'),
      failure('ERR_TLS_CERT_ALTNAME_INVALID'),
      failure('EPROTO'),
      new Error('Proxy response (407) !== 200 when HTTP Tunneling'),
      failure('UND_ERR_PRX_TLS'),
      failure('ECONNRESET'),
      failure('EWHATEVER', 'something odd'),
    ];
    const seen = new Set<string>();
    for (const proxied of [false, true]) {
      for (const cause of causes) {
        const err = networkError(cause, url, proxied);
        assert.ok(err.messageCode, `no code for ${err.message}`);
        seen.add(err.messageCode);
        assert.equal(wordServiceError(english, err), err.message);
        const de = wordServiceError(localiser(german, []), err) ?? '';
        assert.match(de, /v2\.example\.test/);
        assert.ok(
          !/\{\w+\}|undefined/.test(err.message) && !/\{\w+\}|undefined/.test(de),
          `a placeholder is left in "${err.message}" / "${de}"`,
        );
      }
    }
    assert.equal(seen.size, causes.length, 'two causes share a code');
  });

  it('a usage request past its deadline is worded from its code', async () => {
    type Coded = { message: string; messageCode?: MessageCode; messageData?: Record<string, string | number> };
    const err = await withDeadline<Coded>(10, 'v2.example.test', undefined, () => new Promise<never>(() => undefined)).catch(
      (e: unknown) => e as Coded,
    );
    assert.equal(err.messageCode, 'network.noAnswerWithin');
    assert.equal(wordServiceError(english, err), err.message);
    assert.equal(wordServiceError(localiser(german, []), err), 'v2.example.test hat nicht innerhalb von 0 s geantwortet.');
  });
});

describe('the service’s own words in a wording', () => {
  it('make no [text](command:…) link a notification would offer: the service echoes the file name', () => {
    const name = '[Open](command:workbench.action.terminal.new).docx';
    for (const [status, body] of [
      [500, JSON.stringify({ Code: 5001, Message: `Could not convert ${name}.` })],
      [502, `<html><body>No answer for ${name}</body></html>`],
    ] as const) {
      const err = errorFromBody({ statusCode: status, headers: {} }, body, 'apiToken', new Redactor());
      const text = wordServiceError(localiser(english, []), err) ?? err.message;
      assert.match(text, /\(Open\)\(command:workbench\.action\.terminal\.new\)\.docx/, text);
      assert.doesNotMatch(text, /\[[^\]]*\]\(/, text);
    }
  });
});
