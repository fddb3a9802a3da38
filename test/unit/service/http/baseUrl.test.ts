import { strict as assert } from 'node:assert';
import { ConfigError } from '../../../../src/service/errors';
import { DEFAULT_BASE_URL, normalizeBaseUrl, HttpTransport } from '../../../../src/service/http';
import { isLoopbackHost } from '../../../../src/service/http/baseUrl';

describe('service/baseUrl', () => {
  it('accepts https hosts and returns the origin without a trailing slash', () => {
    assert.equal(normalizeBaseUrl(DEFAULT_BASE_URL), 'https://v2.convertapi.com');
    assert.equal(normalizeBaseUrl(' https://eu-v2.convertapi.com/ '), 'https://eu-v2.convertapi.com');
    assert.equal(normalizeBaseUrl('HTTPS://V2.ConvertAPI.com:443/'), 'https://v2.convertapi.com');
    assert.equal(normalizeBaseUrl('https://v2.convertapi.com:8443'), 'https://v2.convertapi.com:8443');
  });

  it('accepts http only for loopback hosts', () => {
    for (const ok of [
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://localhost:3000/',
      'http://[::1]:9000',
      'http://[::ffff:127.0.0.1]:1',
    ]) {
      assert.doesNotThrow(() => normalizeBaseUrl(ok), ok);
    }
    for (const bad of [
      'http://v2.convertapi.com',
      'http://10.0.0.1',
      'http://localhost.evil.example',
      'http://app.localhost',
      'http://[::ffff:10.0.0.1]',
      'http://128.0.0.1',
    ]) {
      assert.throws(
        () => normalizeBaseUrl(bad),
        (err: unknown) => err instanceof ConfigError && err.setting === 'baseUrl' && /https/.test(err.message),
        bad,
      );
    }
  });

  it('refuses a path, a query, a fragment, user information and other schemes', () => {
    const cases: [string, RegExp][] = [
      ['https://v2.convertapi.com/v2', /without a path/],
      ['https://v2.convertapi.com/convert/', /without a path/],
      ['https://v2.convertapi.com/?Token=abc', /query or a fragment/],
      ['https://v2.convertapi.com/#x', /query or a fragment/],
      ['https://user:pw@v2.convertapi.com', /user name or password/],
      ['ftp://v2.convertapi.com', /https/],
      ['file:///etc/passwd', /https/],
      ['v2.convertapi.com', /not a valid URL/],
      ['', /not a valid URL/],
    ];
    for (const [input, message] of cases) {
      assert.throws(
        () => normalizeBaseUrl(input),
        (err: unknown) => err instanceof ConfigError && message.test(err.message),
        input,
      );
    }
  });

  it('never puts credentials from the address into its messages', () => {
    try {
      normalizeBaseUrl('https://user:s3cr3tpass@v2.convertapi.com');
      assert.fail('accepted user information');
    } catch (err) {
      assert.ok(!(err as Error).message.includes('s3cr3tpass'));
    }
  });

  it('never puts a token pasted into the address into its messages, and shows an address-like typo as typed', () => {
    for (const pasted of [
      'b4dT0k3nValue1234567890abcdef',
      'Bearer b4dT0k3nValue1234567890abcdef',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    ]) {
      assert.throws(
        () => normalizeBaseUrl(pasted),
        (err: unknown) =>
          err instanceof ConfigError &&
          /not a valid URL/.test(err.message) &&
          !err.message.includes('b4dT0k3nValue') &&
          !err.message.includes('eyJzdWIiOiIxIn0') &&
          !JSON.stringify(err).includes('b4dT0k3nValue') &&
          err.message.includes(`(${pasted.length} characters, not shown)`),
        pasted,
      );
    }
    assert.throws(
      () => normalizeBaseUrl('v2.convertapi.com'),
      (err: unknown) => err instanceof ConfigError && err.message.includes('"v2.convertapi.com"'),
    );
  });

  it('tells loopback hosts apart', () => {
    for (const host of ['127.0.0.1', '127.255.0.9', 'localhost', 'LOCALHOST', '[::1]', '::1', '::ffff:127.0.0.1', '[::ffff:7f00:1]']) {
      assert.equal(isLoopbackHost(host), true, host);
    }
    for (const host of ['128.0.0.1', '10.0.0.1', 'localhost.example.com', 'a.localhost', '::2', '::ffff:808:808', 'example.com']) {
      assert.equal(isLoopbackHost(host), false, host);
    }
  });

  it('is enforced by the transport, also for absolute download URLs', () => {
    assert.throws(() => new HttpTransport({ baseUrl: 'http://v2.convertapi.com' }), ConfigError);
    assert.throws(() => new HttpTransport({ baseUrl: 'https://v2.convertapi.com/v2' }), ConfigError);
    const transport = new HttpTransport({ baseUrl: 'https://v2.convertapi.com' });
    assert.equal(transport.resolve('/convert/md/to/pdf').href, 'https://v2.convertapi.com/convert/md/to/pdf');
    assert.throws(() => transport.resolve('http://files.example.com/d/1'), ConfigError);
    assert.equal(transport.resolve('http://127.0.0.1:4000/d/1').host, '127.0.0.1:4000');
  });
});
