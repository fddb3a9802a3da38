// Contract (CONTRACT.md revision 3): what the service accepts or ignores and how it answers —
// Async, JobId and WebHook ignored on a synchronous conversion, the JSON request body (bad JSON
// 400/4002), Accept: multipart/mixed with a ConversionCost per part, the ConversionCost header
// on a raw answer, a JWT in the query refused (401/4012), and the current meanings of 5005–5008.
import { strict as assert } from 'node:assert';
import type { Emulator } from '../../emulator/server';
import { call, codeOf, fileForm, selfSignedJwt, unixSec } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

/** The parts of a multipart/mixed answer: each part's headers (lower-case names) and body. */
function multipartParts(contentType: string, body: Buffer): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  assert.ok(boundary, `no boundary in ${contentType}`);
  const text = body.toString('latin1');
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const [head, ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
      const headers = Object.fromEntries(
        head!.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      return { headers, body: rest.join('\r\n\r\n').replace(/\r\n$/, '') };
    });
}

describe('emulator contract: revision 3', () => {
  let emu: Emulator;
  const token = () => emu.demo.apiTokens[0]!.token;
  useEmulator((started) => (emu = started));

  it('ignores Async, JobId and WebHook on a synchronous conversion (convertapi-library-node #56); other unknown names stay 400/4000', async () => {
    const ignored = await call(emu, 'POST', '/convert/txt/to/pdf', {
      token: token(),
      body: fileForm('a.txt', 'x', { Async: 'true', JobId: 'abcdefghijklmnopqrstuvwxyz012345', WebHook: 'https://example.com/hook' }),
    });
    assert.equal(ignored.status, 200, ignored.text);
    assert.equal((ignored.json as { Files: unknown[] }).Files.length, 1);
    const unknown = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('a.txt', 'x', { Nonsense: '1' }) });
    assert.deepEqual([unknown.status, codeOf(unknown)], [400, 4000]);
  });

  describe('the JSON request body', () => {
    it('takes Parameters with Value and FileValue {Name, Data}, StoreFile included', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
        token: token(),
        json: {
          Parameters: [
            { Name: 'File', FileValue: { Name: 'note.txt', Data: Buffer.from('hello json').toString('base64') } },
            { Name: 'StoreFile', Value: true },
            { Name: 'FileName', Value: 'from-json' },
          ],
        },
      });
      assert.equal(a.status, 200, a.text);
      const [file] = (a.json as { Files: { FileName: string; Url?: string }[] }).Files;
      assert.equal(file!.FileName, 'from-json.pdf');
      assert.match(file!.Url ?? '', /\/d\/[0-9a-z]{32}\//);
    });

    it('takes FileValues for several inputs, each {Name, Data} or {Id} of an upload', async () => {
      const pdf = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('one.txt', 'one') });
      const data = (pdf.json as { Files: { FileData: string }[] }).Files[0]!.FileData;
      const upload = await call(emu, 'POST', '/upload?filename=two.pdf', {
        body: Buffer.from(data, 'base64'),
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      const id = (upload.json as { FileId: string }).FileId;
      const merged = await call(emu, 'POST', '/convert/pdf/to/merge', {
        token: token(),
        json: { parameters: [{ name: 'Files', fileValues: [{ Name: 'one.pdf', Data: data }, { Id: id }] }] },
      });
      assert.equal(merged.status, 200, merged.text);
    });

    it('answers bad JSON, or JSON without Parameters, with 400/4002', async () => {
      for (const body of ['{"Parameters": [', '[1, 2]', '{"Parameters": [{"Value": 1}]}']) {
        const a = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body, headers: { 'Content-Type': 'application/json' } });
        assert.deepEqual([a.status, codeOf(a)], [400, 4002], body);
      }
    });

    it('answers a file value under a plain parameter name with 400/4000, as a multipart file part, not a crash', async () => {
      const data = Buffer.from('x').toString('base64');
      for (const entry of [
        { Name: 'PageRange', FileValue: { Name: 'a.txt', Data: data } },
        { Name: 'PageRange', FileValues: [{ Name: 'a.txt', Data: data }] },
      ]) {
        const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
          token: token(),
          json: { Parameters: [{ Name: 'File', FileValue: { Name: 'note.txt', Data: data } }, entry] },
        });
        assert.deepEqual([a.status, codeOf(a)], [400, 4000], a.text);
        assert.match(a.text, /only File, Files\[i\] and \*File parameters take files/);
      }
    });
  });

  describe('answers', () => {
    it('Accept: multipart/mixed gives one part per result, each with ConversionCost, type and disposition', async () => {
      const pdf = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('doc.txt', 'one\fTwo') });
      const data = Buffer.from((pdf.json as { Files: { FileData: string }[] }).Files[0]!.FileData, 'base64');
      const res = await fetch(`${emu.baseUrl}/convert/pdf/to/split`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token()}`, Accept: 'multipart/mixed' },
        body: fileForm('doc.pdf', data),
      });
      assert.equal(res.status, 200);
      const type = res.headers.get('content-type') ?? '';
      assert.match(type, /^multipart\/mixed; boundary=/);
      const parts = multipartParts(type, Buffer.from(await res.arrayBuffer()));
      assert.ok(parts.length >= 1);
      for (const part of parts) {
        assert.equal(part.headers['conversioncost'], '1');
        assert.equal(part.headers['content-type'], 'application/octet-stream');
        assert.match(part.headers['content-disposition'] ?? '', /^attachment; filename="doc[^"]*\.pdf"; .*size=\d+$/);
        assert.equal(part.body.slice(0, 5), '%PDF-');
        assert.equal(Number(/size=(\d+)/.exec(part.headers['content-disposition']!)![1]), Buffer.byteLength(part.body, 'latin1'));
      }
    });

    it('a raw answer (octet-stream, or download= for a browser) carries the ConversionCost header', async () => {
      const raw = await call(emu, 'POST', '/convert/txt/to/pdf', {
        token: token(),
        body: fileForm('a.txt', 'x'),
        headers: { Accept: 'application/octet-stream' },
      });
      assert.equal(raw.status, 200);
      assert.equal(raw.headers.get('conversioncost'), '1');
      assert.equal(raw.headers.get('content-type'), 'application/octet-stream');
      const download = await call(emu, 'POST', '/convert/txt/to/pdf?download=attachment', { token: token(), body: fileForm('a.txt', 'x') });
      assert.equal(download.headers.get('conversioncost'), '1');
    });
  });

  it('refuses a JWT in the query (401/4012) and takes the same JWT in the header', async () => {
    const { kid, secret } = emu.demo.apiTokens[0]!;
    const jwt = await selfSignedJwt(secret, { kid, exp: unixSec(Date.now()) + 600 }, { kid });
    for (const name of ['Token', 'Secret', 'token']) {
      const a = await call(emu, 'POST', `/convert/txt/to/pdf?${name}=${jwt}`, { body: fileForm('a.txt', 'x') });
      assert.deepEqual([a.status, codeOf(a)], [401, 4012], name);
      assert.match((a.json as { Message: string }).Message, /Authorization header/);
    }
    const header = await call(emu, 'POST', '/convert/txt/to/pdf', { token: jwt, body: fileForm('a.txt', 'x') });
    assert.equal(header.status, 200);
    const log = emu.requestLog.filter((r) => r.path === '/convert/txt/to/pdf').map((r) => [r.authFrom, r.status]);
    assert.deepEqual(log.slice(-2), [
      ['query', 401],
      ['header', 200],
    ]);
  });

  it('uses 5005–5008 with their current meanings: a remote file that cannot be fetched is 5008, a bad web address 50010', async () => {
    const remote = await call(emu, 'POST', '/convert/txt/to/pdf', {
      token: token(),
      body: new URLSearchParams({ File: 'https://example.com/a.txt' }),
    });
    assert.deepEqual([remote.status, codeOf(remote)], [500, 5008]);
    const page = await call(emu, 'POST', `/convert/web/to/pdf?Url=${encodeURIComponent('https://example.com/')}`, { token: token() });
    assert.deepEqual([page.status, codeOf(page)], [500, 5008]);
    // The refusal names the page the emulator can print instead (the sandbox's users meet it first).
    assert.ok(page.text.includes(`${emu.baseUrl}/sample/web-page`), page.text);
    const scheme = await call(emu, 'POST', `/convert/web/to/pdf?Url=${encodeURIComponent('ftp://example.com/')}`, { token: token() });
    assert.deepEqual([scheme.status, codeOf(scheme)], [500, 50010]);
  });
});
