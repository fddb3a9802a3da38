// Contract: POST /convert/{src}/to/{dst}, /upload, /d/{FileId}, /convert/web/to/pdf (SERVICE.md §4.2-4.3, CONTRACT.md).
import { strict as assert } from 'node:assert';
import type { Emulator } from '../../emulator/server';
import { poll } from '../../support/poll';
import { call, codeOf, convertTxt, fileForm, newAccount, testRegistry, type Answer } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

interface FileEntry {
  FileName: string;
  FileExt: string;
  FileSize: number;
  FileId: string;
  FileData?: string;
  Url?: string;
}
const filesOf = (a: Answer): FileEntry[] => (a.json as { Files: FileEntry[] }).Files;
const echoOf = (a: Answer): { name: string; size: number; params: Record<string, string> } =>
  JSON.parse(Buffer.from(filesOf(a)[0]!.FileData!, 'base64').toString('utf8'));

describe('emulator contract: conversions', () => {
  let emu: Emulator;
  const registry = testRegistry();
  const token = () => emu.demo.apiTokens[0]!.token;
  const consumed = async (masterToken = emu.demo.masterToken): Promise<number> =>
    ((await call(emu, 'GET', '/user', { token: masterToken })).json as { ConversionsConsumed: number }).ConversionsConsumed;
  useEmulator((started) => (emu = started), { converters: registry });
  /** A POST with the API Token whose body is `body` as `contentType`. */
  const post = (path: string, contentType: string, body: RequestInit['body']) =>
    call(emu, 'POST', path, { token: token(), headers: { 'Content-Type': contentType }, body });

  describe('request forms', () => {
    it('multipart with a part File: 200 {ConversionCost, Files:[{FileName, FileExt, FileSize, FileId, FileData}]}', async () => {
      const a = await convertTxt(emu, token());
      assert.equal(a.status, 200);
      assert.equal((a.json as { ConversionCost: number }).ConversionCost, 1);
      const [file] = filesOf(a);
      assert.equal(file!.FileName, 'note.pdf');
      assert.equal(file!.FileExt, 'pdf');
      const bytes = Buffer.from(file!.FileData!, 'base64');
      assert.equal(file!.FileSize, bytes.length);
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      assert.match(file!.FileId, /^[0-9a-f]{32}$/);
      assert.equal(file!.Url, undefined);
    });
    it('every other part and the query string are conversion parameters; credentials are not', async () => {
      const a = await call(emu, 'POST', `/convert/txt/to/echo?PageRange=1-2&Token=${token()}&Extra=q`, {
        body: fileForm('a b.txt', 'hello', { Extra: 'body', StoreFile: 'false' }),
      });
      assert.equal(a.status, 200);
      const echo = echoOf(a);
      assert.deepEqual(echo.params, { PageRange: '1-2', Extra: 'body', StoreFile: 'false' });
      assert.equal(echo.name, 'a b.txt');
      assert.equal(echo.size, 5);
    });
    it('application/octet-stream with Content-Disposition filename and RFC 5987 filename*', async () => {
      const plain = await call(emu, 'POST', '/convert/txt/to/echo', {
        token: token(),
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="plain name.txt"' },
        body: 'abc',
      });
      assert.equal(echoOf(plain).name, 'plain name.txt');
      const utf8 = await call(emu, 'POST', '/convert/txt/to/pdf', {
        token: token(),
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="resume.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.txt`,
        },
        body: 'hello',
      });
      assert.equal(utf8.status, 200);
      assert.equal(filesOf(utf8)[0]!.FileName, 'résumé final.pdf');
    });
    it('application/octet-stream without a file name is 400 4001 (no content disposition)', async () => {
      const a = await post('/convert/txt/to/pdf', 'application/octet-stream', 'abc');
      assert.equal(a.status, 400);
      assert.equal(codeOf(a), 4001);
    });
    it('/upload then File=<FileId> in a form-urlencoded body, a multipart field and the query', async () => {
      const up = await call(emu, 'POST', '/upload', {
        token: token(),
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename*=UTF-8''%E2%82%AC%20notes.txt`,
        },
        body: 'uploaded text',
      });
      assert.equal(up.status, 200);
      const info = up.json as { FileId: string; FileName: string; FileExt: string; FileSize: number; Url: string };
      assert.deepEqual(
        { ...info, FileId: 'x' },
        {
          FileId: 'x',
          FileName: '€ notes.txt',
          FileExt: 'txt',
          FileSize: 13,
          Url: `${emu.baseUrl}/d/${info.FileId}/%E2%82%AC%20notes.txt`,
        },
      );
      const form = await post('/convert/txt/to/echo', 'application/x-www-form-urlencoded', `File=${info.FileId}&Quality=90`);
      assert.deepEqual(echoOf(form), { name: '€ notes.txt', size: 13, params: { Quality: '90' } });
      const multi = new FormData();
      multi.append('File', info.FileId);
      assert.equal(echoOf(await call(emu, 'POST', '/convert/txt/to/echo', { token: token(), body: multi })).name, '€ notes.txt');
      assert.equal(echoOf(await call(emu, 'POST', `/convert/txt/to/echo?File=${info.FileId}`, { token: token() })).size, 13);
      assert.equal((await call(emu, 'POST', `/convert/txt/to/pdf?File=${info.FileId}`, { token: token() })).status, 200);
    });
    it('/upload takes ?filename=, needs no credential, and answers 400 4001 without any file name', async () => {
      const up = await call(emu, 'POST', '/upload?filename=q.txt', { token: token(), body: 'x' });
      assert.equal((up.json as { FileName: string }).FileName, 'q.txt');
      const none = await post('/upload', 'application/octet-stream', 'x');
      assert.equal(codeOf(none), 4001);
      assert.equal((await call(emu, 'POST', '/upload?filename=q.txt', { body: 'x' })).status, 200);
    });
    it('File=<loopback URL> is fetched; other hosts are 500 5008 (unable to access the file), unknown FileIds and nonsense 500 5009', async () => {
      const stored = await call(emu, 'POST', '/upload?filename=page.txt', { token: token(), body: 'from a url' });
      const url = `${emu.baseUrl}/d/${(stored.json as { FileId: string }).FileId}`;
      const a = await post('/convert/txt/to/echo', 'application/x-www-form-urlencoded', `File=${encodeURIComponent(url)}`);
      assert.equal(a.status, 200);
      assert.deepEqual(echoOf(a), { name: 'page.txt', size: 10, params: {} });
      for (const [ref, code] of [
        ['https://example.com/a.txt', 5008],
        ['0123456789abcdef0123456789abcdef', 5009],
        ['nonsense', 5009],
      ] as const) {
        const bad = await call(emu, 'POST', `/convert/txt/to/pdf?File=${encodeURIComponent(ref)}`, { token: token() });
        assert.equal(bad.status, 500, ref);
        assert.equal(codeOf(bad), code, ref);
      }
      assert.equal(await consumed(), 1);
    });
  });

  describe('answers', () => {
    it('StoreFile=true gives Url ({base}/d/{FileId}/{FileName}) instead of FileData, downloadable without auth', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
        token: token(),
        body: fileForm('my file.txt', 'hello', { StoreFile: 'true' }),
      });
      const [file] = filesOf(a);
      assert.equal(file!.FileData, undefined);
      assert.equal(file!.Url, `${emu.baseUrl}/d/${file!.FileId}/my%20file.pdf`);
      const res = await fetch(file!.Url!);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-disposition'), "attachment; filename*=UTF-8''my%20file.pdf");
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.equal(bytes.length, file!.FileSize);
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      assert.equal((await fetch(`${emu.baseUrl}/d/0123456789abcdef0123456789abcdef`)).status, 404);
    });
    it('StoreFile must be true or false (400 4000)', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf?StoreFile=yes', { token: token(), body: fileForm('a.txt', 'x') });
      assert.equal(codeOf(a), 4000);
    });
    it('Accept: application/octet-stream with one result: the raw bytes with Content-Disposition', async () => {
      const res = await fetch(`${emu.baseUrl}/convert/txt/to/pdf`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token()}`, Accept: 'application/octet-stream' },
        body: fileForm('über.txt', 'x'),
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/octet-stream');
      assert.equal(
        res.headers.get('content-disposition'),
        `attachment; filename*=UTF-8''%C3%BCber.pdf; size=${res.headers.get('content-length')}`,
      );
      assert.equal(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
        '%PDF-',
      );
    });
    it('Accept: application/octet-stream with two results falls back to JSON; ConversionCost is the converter cost', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/two', {
        token: token(),
        headers: { Accept: 'application/octet-stream' },
        body: fileForm('a.txt', 'x'),
      });
      assert.equal((a.json as { ConversionCost: number }).ConversionCost, 2);
      assert.deepEqual(
        filesOf(a).map((f) => f.FileName),
        ['a-1.txt', 'a-2.txt'],
      );
      assert.equal(await consumed(), 2);
    });
  });

  describe('refusals', () => {
    it('a missing File is 400 4000', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
        token: token(),
        body: (() => {
          const f = new FormData();
          f.append('PageRange', '1');
          return f;
        })(),
      });
      assert.equal(a.status, 400);
      assert.equal(codeOf(a), 4000);
      assert.equal((await call(emu, 'POST', '/convert/txt/to/pdf', { token: token() })).status, 400);
    });
    it('a File part without a file name is 400 4000', async () => {
      const body = '--b\r\nContent-Disposition: form-data; name="File"\r\nContent-Type: application/octet-stream\r\n\r\nabc\r\n--b--\r\n';
      const a = await post('/convert/txt/to/pdf', 'multipart/form-data; boundary=b', body);
      assert.equal(codeOf(a), 4000);
    });
    it('malformed multipart is 400 4000: no boundary, truncated body', async () => {
      const noBoundary = await post('/convert/txt/to/pdf', 'multipart/form-data', 'abc');
      assert.equal(noBoundary.status, 400);
      assert.equal(codeOf(noBoundary), 4000);
      const truncated = await post(
        '/convert/txt/to/pdf',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="File"; filename="a.txt"\r\n\r\nhello',
      );
      assert.equal(truncated.status, 400);
      assert.equal(codeOf(truncated), 4000);
      assert.equal(await consumed(), 0);
    });
    it('an unsupported Content-Type is 400 4000 (JSON is a request body of its own: revision 3)', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
        token: token(),
        body: 'File=x',
        headers: { 'Content-Type': 'text/plain' },
      });
      assert.equal(codeOf(a), 4000);
    });
    it('an unknown converter is 404 (the service documents no code for it)', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/nothing', { token: token(), body: fileForm('a.txt', 'x') });
      assert.equal(a.status, 404);
      assert.equal(codeOf(a), 404);
    });
    it('credentials are checked before the converter exists (401 before 404)', async () => {
      assert.equal(codeOf(await call(emu, 'POST', '/convert/txt/to/nothing', { body: fileForm('a.txt', 'x') })), 4013);
    });
    it("a failed conversion is 500 with the converter's code (5002) and costs nothing", async () => {
      const a = await call(emu, 'POST', '/convert/fail/to/pdf', { token: token(), body: fileForm('a.fail', 'x') });
      assert.equal(a.status, 500);
      assert.equal(codeOf(a), 5002);
      assert.equal((a.json as { Message: string }).Message, 'The file is corrupt.');
      assert.equal(await consumed(), 0);
    });
    it('a real converter given a damaged file is 500 {Code: 5002}', async () => {
      const a = await call(emu, 'POST', '/convert/pdf/to/txt', { token: token(), body: fileForm('not.pdf', 'this is no PDF') });
      assert.equal(a.status, 500);
      assert.equal(codeOf(a), 5002);
      assert.equal(await consumed(), 0);
    });
    it('GET on a file conversion is 405', async () => {
      assert.equal((await call(emu, 'GET', '/convert/txt/to/pdf', { token: token() })).status, 405);
    });
  });

  describe('consumption (403)', () => {
    it('an empty account is 403 4014; failed conversions cost nothing', async () => {
      const acc = await newAccount(emu, 1);
      assert.equal(
        codeOf(await call(emu, 'POST', '/convert/fail/to/pdf', { token: acc.token.Token, body: fileForm('a.fail', 'x') })),
        5002,
      );
      assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
      const refused = await convertTxt(emu, acc.token.Token);
      assert.equal(refused.status, 403);
      assert.equal(codeOf(refused), 4014);
      const user = (await call(emu, 'GET', '/user', { token: acc.masterToken })).json as {
        ConversionsTotal: number;
        ConversionsConsumed: number;
      };
      assert.deepEqual([user.ConversionsTotal, user.ConversionsConsumed], [1, 1]);
    });
    it('a used-up token limit is 403 4031 while the account still has conversions', async () => {
      const acc = await newAccount(emu, 100, 2, 'Development');
      assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
      assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
      const refused = await convertTxt(emu, acc.token.Token);
      assert.equal(refused.status, 403);
      assert.equal(codeOf(refused), 4031);
      const raised = await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}/tokens/${acc.token.Kid}`, {
        json: { ConsumptionLimit: null },
      });
      assert.equal((raised.json as { ConsumptionLimit: null; Usage: number }).Usage, 2);
      assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
    });
    it('the demo Development token is limited to 25', async () => {
      const dev = emu.demo.apiTokens[1]!;
      assert.equal(dev.consumptionLimit, 25);
      await call(emu, 'PATCH', `/_emulator/accounts/${emu.demo.accountId}`, { json: { ConversionsConsumed: 0 } });
      const kid = dev.kid;
      await call(emu, 'PATCH', `/_emulator/accounts/${emu.demo.accountId}/tokens/${kid}`, { json: { ConsumptionLimit: 0 } });
      assert.equal(codeOf(await convertTxt(emu, dev.token)), 4031);
    });
    it('20 parallel conversions on an account with 5 left: exactly 5 succeed, 15 get 403 4014', async () => {
      const acc = await newAccount(emu, 5);
      const settled: Answer[] = [];
      const all = Array.from({ length: 20 }, () =>
        call(emu, 'POST', '/convert/txt/to/slow', { token: acc.token.Token, body: fileForm('a.txt', 'x') }).then((a) => {
          settled.push(a);
          return a;
        }),
      );
      // The five charged conversions are held inside the converter; the refusals must not wait for them.
      await poll(() => settled.length, { what: 'the 15 refusals', timeoutMs: 10_000, intervalMs: 0, done: (n) => n >= 15 });
      assert.equal(settled.length, 15);
      assert.ok(settled.every((a) => a.status === 403 && codeOf(a) === 4014));
      registry.releaseSlow();
      const answers = await Promise.all(all);
      assert.equal(answers.filter((a) => a.status === 200).length, 5);
      assert.equal(await consumed(acc.masterToken), 5);
    });
  });

  describe('web to pdf', () => {
    it('GET /convert/web/to/pdf?Url=...&Token=... converts a loopback page', async () => {
      const url = encodeURIComponent(`${emu.baseUrl}/a/authentication`);
      const a = await call(emu, 'GET', `/convert/web/to/pdf?Url=${url}&Token=${token()}`);
      assert.equal(a.status, 200);
      assert.equal(filesOf(a)[0]!.FileExt, 'pdf');
      assert.equal((await call(emu, 'POST', `/convert/web/to/pdf?Url=${url}`, { token: token() })).status, 200);
    });
    it('needs Url and credentials', async () => {
      assert.equal(codeOf(await call(emu, 'GET', `/convert/web/to/pdf?Token=${token()}`)), 4000);
      assert.equal(codeOf(await call(emu, 'GET', `/convert/web/to/pdf?Url=${encodeURIComponent(emu.baseUrl)}`)), 4013);
    });
  });

  it('records every attempt as a statistic row, success and failure, newest first', async () => {
    const dev = emu.demo.apiTokens[1]!;
    await convertTxt(emu, dev.token);
    await call(emu, 'POST', '/convert/fail/to/pdf', { token: dev.token, body: fileForm('bad.fail', 'x') });
    const today = new Date().toISOString().slice(0, 10);
    const rows = (await call(emu, 'GET', `/user/statistic?startDate=${today}&endDate=${today}`, { token: emu.demo.masterToken }))
      .json as Array<Record<string, unknown>>;
    assert.deepEqual(
      rows.map((r) => [r.Result, r.Converter, r.SourceFormat, r.DestinationFormat, r.Source, r.Error, r.Ip]),
      [
        [false, 'fail-to-pdf', 'fail', 'pdf', 'bad.fail', 'The file is corrupt.', '127.0.0.1'],
        [true, 'txt-to-pdf', 'txt', 'pdf', 'note.txt', null, '127.0.0.1'],
      ],
    );
  });
});
