// A service's Message that carries a library's internals (issue 27: "Can't find end of central
// directory … see https://stuk.github.io/jszip/…") reaches the log, never the person's message.
import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import { readJson } from '../../../src/service/http/responses';
import { errorFromBody } from '../../../src/service/http/statusErrors';
import { BadResponseError, isPlainServerMessage, Redactor } from '../../../src/service/errors';
import { wordServiceError } from '../../../src/messages/serviceWording';
import { localiser } from '../support/localiser';

const t = localiser();
const answer = (statusCode: number) => ({ statusCode, headers: { 'content-type': 'application/json' }, requestUrl: undefined });
const JSZIP =
  "Can't find end of central directory : is this a zip file ? If it is, see https://stuk.github.io/jszip/documentation/howto/read_zip.html";

describe('service messages that carry internals', () => {
  it('keeps a library error with its documentation link out of what the person reads, and in the log', () => {
    const err = errorFromBody(answer(500), JSON.stringify({ Code: 5002, Message: JSZIP }), 'apiToken', new Redactor());
    const shown = wordServiceError(t, err) ?? '';
    assert.equal(
      shown,
      'The service could not convert the file (500, code 5002). Check that the file opens on your computer and try again; the service’s technical details are in the log (Show Log).',
    );
    assert.doesNotMatch(shown, /jszip|central directory|https?:/);
    // The English message is what the log gets: the service's own words stay there.
    assert.match(err.message, /central directory/);
  });

  it('still quotes a service’s sentence meant for people', () => {
    const err = errorFromBody(
      answer(500),
      JSON.stringify({ Code: 5002, Message: 'The file is damaged or not a valid document.' }),
      'apiToken',
      new Redactor(),
    );
    assert.match(wordServiceError(t, err) ?? '', /The service said: "The file is damaged or not a valid document\."/);
  });

  it('keeps internals in a body that is not JSON (a plain-text or HTML error page) out of what the person reads, and in the log', () => {
    const page = (type: string) => ({ statusCode: 500, headers: { 'content-type': type }, requestUrl: undefined });
    for (const [type, body] of [
      ['text/plain', `Error: ${JSZIP}\n    at ZipEntries.readEndOfCentral (/app/node_modules/jszip/lib/zipEntries.js:167:23)`],
      [
        'text/html',
        '<html><head><title>Runtime Error</title></head><body><h1>Server Error</h1><pre>System.IO.IOException: The process cannot access the file\n   at Converter.Run() in C:\\build\\Converter.cs:line 42</pre></body></html>',
      ],
    ] as const) {
      const err = errorFromBody(page(type), body, 'apiToken', new Redactor());
      const shown = wordServiceError(t, err) ?? '';
      assert.equal(shown, 'The service failed (500). The service’s answer holds technical details; they are in the log (Show Log).', type);
      assert.doesNotMatch(shown, /jszip|central directory|https?:|Exception|Converter\.cs/);
      assert.match(err.message, /jszip|IOException/, 'the log keeps the excerpt');
    }
  });

  it('still shows the excerpt of a plain error page without internals', () => {
    const err = errorFromBody(
      { statusCode: 502, headers: { 'content-type': 'text/plain' }, requestUrl: undefined },
      '502 Bad Gateway',
      'apiToken',
      new Redactor(),
    );
    assert.equal(wordServiceError(t, err), 'The service failed (502). (body: "502 Bad Gateway")');
  });

  it('a success answer whose body is not JSON: its excerpt only when it holds no internals', async () => {
    const answered = async (body: string) => {
      const stream = Object.assign(Readable.from([Buffer.from(body)]), { dump: async () => {} });
      const err = await readJson({ statusCode: 200, headers: { 'content-type': 'text/plain' }, body: stream }, new Redactor()).then(
        () => assert.fail('parsed'),
        (e: unknown) => e as BadResponseError,
      );
      return { shown: wordServiceError(t, err), logged: err.message };
    };
    const internal = await answered(`TypeError: x is not a function at convert (/app/lib/convert.js:12:5)`);
    assert.equal(
      internal.shown,
      'The service answered 200 with a body that is not JSON. The service’s answer holds technical details; they are in the log (Show Log).',
    );
    assert.match(internal.logged, /convert\.js/);
    assert.equal(
      (await answered('Maintenance until noon')).shown,
      'The service answered 200 with a body that is not JSON: "Maintenance until noon".',
    );
  });

  it('tells sentences from internals', () => {
    for (const plain of ['Parameter validation error.', 'Unable to convert file: the document has no pages.', 'File is not a PDF.']) {
      assert.ok(isPlainServerMessage(plain), plain);
    }
    for (const internal of [
      JSZIP,
      'System.IO.IOException: The process cannot access the file',
      'Object reference not set to an instance of an object. at Converter.Run() in C:\\build\\Converter.cs:line 42',
      "ENOENT: no such file or directory, open '/srv/convert/tmp/abc/input.docx'",
      'TypeError: x is not a function at convert (/app/lib/convert.js:12:5)',
      'x'.repeat(241),
    ]) {
      assert.ok(!isPlainServerMessage(internal), internal);
    }
  });

  describe('review of issue 27: pages that try to slip past the filter', () => {
    const page = (status: number, type: string) => ({ statusCode: status, headers: { 'content-type': type }, requestUrl: undefined });
    const shownFor = (status: number, type: string, body: string, redactor = new Redactor()) =>
      wordServiceError(t, errorFromBody(page(status, type), body, 'apiToken', redactor)) ?? '';

    it('internals after 4000 characters of blanks or invisible characters (which the excerpt drops) stay in the log', () => {
      const frame = 'TypeError: x is not a function at convert (/app/lib/convert.js:12:5)';
      for (const padding of [' '.repeat(5000), '\n'.repeat(5000), '\u200b'.repeat(5000)]) {
        const shown = shownFor(500, 'text/plain', `Error${padding}${frame}`);
        assert.doesNotMatch(shown, /convert\.js|TypeError/, JSON.stringify(padding.slice(0, 1)));
        assert.match(shown, /technical details; they are in the log/);
      }
    });

    it('internals behind a long redacted token (the mask shortens the text the excerpt is cut from) stay in the log', () => {
      const body = `Bad request token=${'a'.repeat(4500)} at Converter.Run() in C:\\build\\Converter.cs:line 42`;
      const shown = shownFor(400, 'text/plain', body);
      assert.doesNotMatch(shown, /Converter|C:\\/);
    });

    it('an HTML error page is shown as its words, never as markup', () => {
      const shown = shownFor(
        502,
        'text/html',
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
      );
      assert.doesNotMatch(shown, /[<>]/);
      assert.match(shown, /\(body: "502 Bad Gateway 502 Bad Gateway"\)/);
    });

    it('a page whose markup hides internals (a link in an attribute, a comment) keeps them in the log', () => {
      const shown = shownFor(
        500,
        'text/html',
        '<html><body><a href="https://internal.example/status?token=abc">Down</a><!-- /srv/app/releases/42/server.js --></body></html>',
      );
      assert.doesNotMatch(shown, /internal\.example|srv|token/);
      assert.match(shown, /technical details; they are in the log/);
    });

    it('a proxy’s 403 page: its words, but not its internals, reach the person', () => {
      const plain =
        wordServiceError(
          t,
          errorFromBody(
            page(403, 'text/html'),
            '<html><title>Access denied</title><body>Blocked by policy</body></html>',
            'apiToken',
            new Redactor(),
          ),
        ) ?? '';
      assert.match(plain, /Access denied Blocked by policy/);
      const internal = errorFromBody(
        page(403, 'text/html'),
        '<html><title>Access denied</title><body>Blocked. Request: https://proxy.corp.example/block?url=https%3A%2F%2Fv2.convertapi.com%2Fconvert at Proxy.Filter.Check(Request r)</body></html>',
        'apiToken',
        new Redactor(),
      );
      const shown = wordServiceError(t, internal) ?? '';
      assert.doesNotMatch(shown, /proxy\.corp|Proxy\.Filter|https?:/);
      assert.match(shown, /proxy or firewall/);
    });

    it('a token a proxy page echoes back (its value, an Authorization header) reaches neither the person, the error nor the log', () => {
      const redactor = new Redactor();
      const token = 'secret-token-0123456789';
      redactor.add(token);
      for (const [status, type, body] of [
        [502, 'text/html', `<html><body><p>Upstream failed for Authorization: Bearer ${token}</p></body></html>`],
        [500, 'text/plain', `upstream said: ${token} is not valid`],
        [403, 'text/html', `<html><body>Blocked request with header X-Api-Key: ${token}</body></html>`],
      ] as const) {
        const err = errorFromBody(page(status, type), body, 'apiToken', redactor);
        for (const text of [wordServiceError(t, err) ?? '', err.message, JSON.stringify(err), String(err.stack)]) {
          assert.ok(!text.includes(token), `${status}: ${text}`);
        }
      }
    });
  });
});
