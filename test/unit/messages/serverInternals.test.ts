// A service's Message that carries a library's internals (issue 27: "Can't find end of central
// directory … see https://stuk.github.io/jszip/…") reaches the log, never the person's message.
import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import { readJson } from '../../../src/service/http/responses';
import { errorFromBody } from '../../../src/service/http/statusErrors';
import { BadResponseError, isPlainServerMessage, Redactor } from '../../../src/service/errors';
import { wordServiceError } from '../../../src/messages/serviceWording';
import type { L10n } from '../../../src/messages/batchWording';

const t: L10n = { t: (message, ...args) => message.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)])) };
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
});
