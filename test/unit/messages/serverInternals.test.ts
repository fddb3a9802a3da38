// A service's Message that carries a library's internals (issue 27: "Can't find end of central
// directory … see https://stuk.github.io/jszip/…") reaches the log, never the person's message.
import { strict as assert } from 'node:assert';
import { errorFromBody } from '../../../src/service/http/statusErrors';
import { isPlainServerMessage, Redactor } from '../../../src/service/errors';
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
