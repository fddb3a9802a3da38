import { strict as assert } from 'node:assert';
import { Redactor, redactPatterns, redactUrl } from '../../../../src/service/errors';

const API_TOKEN = 'tok_4f9a2c1b7e3d5a6f';
const MASTER_TOKEN = 'mst_0a1b2c3d4e5f6a7b8c9d';
const SECRET = 'sEcReT+/value=42';
const JWT = 'eyJhbGciOiJIUS1NiIsInR5cCI6IkpXVCJ9.eyJraWQiOiIxIiwiZXhwIjoxfQ.c2lnbmF0dXJlLXZhbHVl';

/** Every value that must never survive, and the line it hides in. */
function assertHidden(line: string, out: string, ...values: string[]): void {
  for (const value of values) {
    assert.ok(!out.includes(value), `"${value}" survived redaction of ${JSON.stringify(line)}: ${JSON.stringify(out)}`);
  }
  assert.ok(out.includes('***'), `nothing was masked in ${JSON.stringify(out)}`);
}

describe('service/redact', () => {
  it('masks values registered with the Redactor: API Token, Master Token, secret, also percent-encoded', () => {
    const redactor = new Redactor();
    redactor.add(API_TOKEN);
    redactor.add(MASTER_TOKEN);
    redactor.add(SECRET);
    const line = `token ${API_TOKEN} master ${MASTER_TOKEN} secret ${SECRET} encoded ${encodeURIComponent(SECRET)}`;
    const out = redactor.redact(line);
    assertHidden(line, out, API_TOKEN, MASTER_TOKEN, SECRET, encodeURIComponent(SECRET));
    assert.equal(out, 'token *** master *** secret *** encoded ***');
  });

  it('masks JWTs by their shape, without knowing them', () => {
    const line = `issued ${JWT} for 60 s`;
    assert.equal(redactPatterns(line), 'issued *** for 60 s');
  });

  it('masks Authorization and Bearer headers in any casing', () => {
    for (const line of [
      `Authorization: Bearer ${API_TOKEN}`,
      `authorization=bearer ${API_TOKEN}`,
      `AUTHORIZATION: ${API_TOKEN}`,
      `headers: bearer ${MASTER_TOKEN}`,
      `Proxy-Authorization: Basic dXNlcjpwYXNz`,
    ]) {
      const out = redactPatterns(line);
      assertHidden(line, out, API_TOKEN, MASTER_TOKEN, 'dXNlcjpwYXNz');
    }
  });

  it('masks Token=, Secret= and Auth= in URLs, whatever their case and place', () => {
    for (const name of ['Token', 'token', 'TOKEN', 'Secret', 'secret', 'Auth', 'AUTH', 'access_token', 'apiKey']) {
      for (const line of [
        `https://v2.example.com/convert/web/to/pdf?${name}=${API_TOKEN}`,
        `https://v2.example.com/convert/web/to/pdf?Url=x&${name}=${API_TOKEN}&PageSize=a4`,
        `/d/abc?${name}=${API_TOKEN}#frag`,
        `${name}=${API_TOKEN}`,
      ]) {
        const out = redactPatterns(line);
        assertHidden(line, out, API_TOKEN);
      }
    }
    assert.equal(redactPatterns(`https://h/x?Url=a&Token=${API_TOKEN}&PageSize=a4`), 'https://h/x?Url=a&Token=***&PageSize=a4');
  });

  it('masks credentials in percent-encoded (once and twice) URLs nested in a query', () => {
    const inner = `https://other.example/page?Token=${API_TOKEN}&x=1`;
    const once = `https://h/convert/web/to/pdf?Url=${encodeURIComponent(inner)}`;
    const twice = `https://h/go?next=${encodeURIComponent(once)}`;
    for (const line of [once, twice]) {
      const out = redactPatterns(line);
      assertHidden(line, out, API_TOKEN);
      // What follows the token stays readable.
      assert.ok(out.includes('x%3D1') || out.includes('x%253D1'), out);
    }
  });

  it('masks JSON members that carry credentials, also escaped inside a JSON string', () => {
    const body = {
      Token: JWT,
      ExpiresAt: '2030-01-01T00:00:00Z',
      Secret: SECRET,
      MasterToken: MASTER_TOKEN,
      access_token: API_TOKEN,
      Kid: 'kid-stays',
    };
    const line = JSON.stringify(body);
    const out = redactPatterns(line);
    assertHidden(line, out, JWT, SECRET, MASTER_TOKEN, API_TOKEN);
    assert.ok(out.includes('"Kid":"kid-stays"'), out);
    assert.ok(out.includes('"ExpiresAt":"2030-01-01T00:00:00Z"'), out);
    const nested = JSON.stringify({ message: JSON.stringify({ secret: SECRET, apiToken: API_TOKEN }) });
    assertHidden(nested, redactPatterns(nested), SECRET, API_TOKEN);
    const spaced = `{ "token" : "${API_TOKEN}", "password": "pa\\"ss" }`;
    assertHidden(spaced, redactPatterns(spaced), API_TOKEN, 'pa\\"ss');
  });

  it('masks util.inspect-style members and user information in URLs', () => {
    const inspected = `{ token: '${API_TOKEN}', secret: '${SECRET}', name: 'visible' }`;
    const out = redactPatterns(inspected);
    assertHidden(inspected, out, API_TOKEN, SECRET);
    assert.ok(out.includes("name: 'visible'"));
    assert.equal(redactPatterns('proxy http://user:p4ssw0rd@proxy.local:8080 failed'), 'proxy http://***@proxy.local:8080 failed');
  });

  it('leaves ordinary text alone', () => {
    for (const line of [
      'convert md→pdf: 200 in 35 ms',
      'mytoken=keepme is not a credential name',
      'e-mail someone@example.com',
      'https://h/x?q=a@b',
    ]) {
      assert.equal(redactPatterns(line), line);
    }
  });

  it('ignores very short registered values and can forget a value', () => {
    const redactor = new Redactor();
    redactor.add('abc');
    assert.equal(redactor.redact('abc abc'), 'abc abc');
    redactor.add(API_TOKEN);
    assert.equal(redactor.redact(API_TOKEN), '***');
    redactor.delete(API_TOKEN);
    assert.equal(redactor.redact(API_TOKEN), API_TOKEN);
  });

  it('masks a secret that contains another one whole', () => {
    const redactor = new Redactor();
    redactor.add('abcdef');
    redactor.add('abcdef-longer');
    assert.equal(redactor.redact('x abcdef-longer y'), 'x *** y');
  });

  it('redactUrl removes query credentials and user information, keeping the rest', () => {
    const out = redactUrl(
      `https://user:pw@h.example/convert/web/to/pdf?Url=https%3A%2F%2Fa&Token=${API_TOKEN}&AUTH=${MASTER_TOKEN}&Secret=${encodeURIComponent(SECRET)}`,
    );
    assertHidden('url', out, API_TOKEN, MASTER_TOKEN, encodeURIComponent(SECRET), 'user', 'pw@');
    assert.ok(out.startsWith('https://h.example/convert/web/to/pdf?Url='), out);
    assert.ok(out.includes('Token=***'), out);
  });
});
