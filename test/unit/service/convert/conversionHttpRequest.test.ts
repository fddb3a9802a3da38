// The one builder of a conversion's request: synchronous, async and chained conversions (and a web
// page) differ only in what they pass; the client's own fields (StoreFile, Timeout) are never the
// caller's spelling.
import { strict as assert } from 'node:assert';
import { conversionHttpRequest, type ConversionParts } from '../../../../src/service/convert/conversionRequest';
import type { HttpRequest } from '../../../../src/service/http';

/** The form fields of a multipart body, in order ("name=value"), and its files ("field:filename"). */
async function fieldsOf(request: Pick<HttpRequest, 'body'>): Promise<string[]> {
  const opened = request.body!.open();
  const chunks: Buffer[] = [];
  if (typeof opened === 'string' || Buffer.isBuffer(opened)) {
    chunks.push(Buffer.from(opened));
  } else {
    for await (const chunk of opened) {
      chunks.push(Buffer.from(chunk));
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return [...text.matchAll(/name="([^"]+)"(?:; filename="([^"]+)"[^\r]*)?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g)].map(
    ([, name, file, value]) => (file ? `${name}:${file}` : `${name}=${value}`),
  );
}

const file = { name: 'a.docx', size: 1, open: () => [Buffer.from('x')] as unknown as AsyncIterable<Uint8Array> };
const parts: ConversionParts = {
  src: 'docx',
  dst: 'pdf',
  files: [{ field: 'File', file }],
  parameters: { PageRange: '1-2', timeout: 999, storefile: false, Tags: ['a', 'b'] },
  timeoutSeconds: 60,
};

describe('conversion request builder', () => {
  it('a synchronous conversion of one result asks for the raw bytes, without StoreFile', async () => {
    const request = conversionHttpRequest({ via: 'once', single: true }, parts);
    assert.equal(request.method, 'POST');
    assert.equal(request.target, '/convert/docx/to/pdf');
    assert.equal(request.headers?.accept, 'application/octet-stream, application/json;q=0.9');
    assert.equal(request.label, 'convert docx→pdf');
    assert.deepEqual(await fieldsOf(request), ['PageRange=1-2', 'Tags[0]=a', 'Tags[1]=b', 'Timeout=60', 'File:a.docx']);
  });

  it('several results, an async job and a chain step store their results: StoreFile=true, JSON', async () => {
    const several = conversionHttpRequest({ via: 'once', single: false }, parts);
    assert.equal(several.target, '/convert/docx/to/pdf');
    assert.equal(several.headers?.accept, 'application/json');
    assert.deepEqual(await fieldsOf(several), ['StoreFile=true', 'PageRange=1-2', 'Tags[0]=a', 'Tags[1]=b', 'Timeout=60', 'File:a.docx']);
    const job = conversionHttpRequest({ via: 'job', jobId: 'abc123' }, parts);
    assert.equal(job.target, '/async/convert/docx/to/pdf?JobId=abc123');
    assert.equal(job.label, 'convert docx→pdf (async)');
    assert.deepEqual(await fieldsOf(job), await fieldsOf(several));
    const step = conversionHttpRequest({ via: 'stored' }, { ...parts, files: [], storedInputs: { 'Files[0]': 'f1', 'Files[1]': 'f2' } });
    assert.equal(step.target, '/convert/docx/to/pdf');
    assert.equal(step.label, 'convert docx→pdf (stored)');
    assert.deepEqual(await fieldsOf(step), [
      'Files[0]=f1',
      'Files[1]=f2',
      'StoreFile=true',
      'PageRange=1-2',
      'Tags[0]=a',
      'Tags[1]=b',
      'Timeout=60',
    ]);
  });

  it('a web page goes by its address in the query, with the parameters and no body', () => {
    const request = conversionHttpRequest(
      { via: 'once', single: true },
      {
        src: 'web',
        dst: 'pdf',
        files: [],
        parameters: { ConversionDelay: 2, StoreFile: true },
        timeoutSeconds: 30,
        pageUrl: 'https://example.com/a b',
      },
    );
    assert.equal(request.body, undefined);
    const url = new URL(request.target, 'http://service');
    assert.equal(url.pathname, '/convert/web/to/pdf');
    assert.deepEqual(
      [...url.searchParams.entries()],
      [
        ['ConversionDelay', '2'],
        ['Timeout', '30'],
        ['Url', 'https://example.com/a b'],
      ],
    );
    assert.equal(request.label, 'convert web→pdf');
  });
});
