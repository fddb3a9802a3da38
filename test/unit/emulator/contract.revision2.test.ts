// Contract (CONTRACT.md revision 2): the file server, web→pdf downloads, async jobs, and the error-table rows
// not covered elsewhere: 415, 5000 on Timeout, 5003/5007 for password-protected PDFs, 4014 as 401 or 403, expired tokens.
import { strict as assert } from 'node:assert';
import { PDFDocument } from 'pdf-lib';
import { markPasswordProtected } from '../../emulator/passwordMark';
import type { Emulator } from '../../emulator/server';
import { call, codeOf, convertTxt, fileForm, jobSettled, newAccount } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

interface FileEntry {
  FileName: string;
  FileId: string;
  FileData?: string;
  Url?: string;
}
const filesOf = (a: { json: unknown }): FileEntry[] => (a.json as { Files: FileEntry[] }).Files;

async function pdfOf(pages: number, password?: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    doc.addPage([200, 200]).drawText(`page ${i + 1}`, { x: 20, y: 100, size: 12 });
  }
  if (password !== undefined) {
    markPasswordProtected(doc, password);
  }
  return Buffer.from(await doc.save());
}

describe('emulator contract: revision 2', () => {
  let emu: Emulator;
  const token = () => emu.demo.apiTokens[0]!.token;
  const consumed = async (): Promise<number> =>
    ((await call(emu, 'GET', '/user', { token: emu.demo.masterToken })).json as { ConversionsConsumed: number }).ConversionsConsumed;
  // One second of Timeout lasts 10 ms here, so that a Timeout of 10 is 100 ms.
  useEmulator((started) => (emu = started), { secondMs: 10 });

  describe('file server', () => {
    it('POST /upload multipart with one part "file"; more parts or another name are 400', async () => {
      const form = new FormData();
      form.append('file', new Blob(['multi']), 'm.txt');
      const a = await call(emu, 'POST', '/upload', { body: form });
      assert.equal(a.status, 200);
      assert.deepEqual(
        { ...(a.json as object), FileId: 'x', Url: 'y' },
        { FileId: 'x', FileName: 'm.txt', FileExt: 'txt', FileSize: 5, Url: 'y' },
      );
      const two = new FormData();
      two.append('file', new Blob(['a']), 'a.txt');
      two.append('file', new Blob(['b']), 'b.txt');
      assert.equal((await call(emu, 'POST', '/upload', { body: two })).status, 400);
      const wrong = new FormData();
      wrong.append('File2', new Blob(['a']), 'a.txt');
      assert.equal((await call(emu, 'POST', '/upload', { body: wrong })).status, 400);
    });
    it('POST /upload?url= fetches a loopback URL (others 400, a failing one 500); ?fileId= chooses the id; Accept: text/plain gives the bare FileId', async () => {
      const first = (await call(emu, 'POST', '/upload?filename=src.txt', { body: 'remote bytes' })).json as { Url: string };
      const id = 'abcdefghij0123456789abcdefghij01';
      const a = await call(emu, 'POST', `/upload?url=${encodeURIComponent(first.Url)}&fileId=${id}`, { headers: { Accept: 'text/plain' } });
      assert.equal(a.status, 200);
      assert.equal(a.text, id);
      assert.equal(await (await fetch(`${emu.baseUrl}/d/${id}`)).text(), 'remote bytes');
      assert.equal((await call(emu, 'POST', `/upload?url=${encodeURIComponent('https://example.com/x.txt')}`)).status, 400);
      assert.equal((await call(emu, 'POST', `/upload?url=${encodeURIComponent(`${emu.baseUrl}/d/nothing`)}`)).status, 500);
      assert.equal(codeOf(await call(emu, 'POST', `/upload?filename=a.txt&fileId=${id}`, { body: 'x' })), 4000);
      assert.equal(codeOf(await call(emu, 'POST', '/upload?filename=a.txt&fileId=NOT-AN-ID', { body: 'x' })), 4000);
    });
    it('POST /upload refuses an executable with 415', async () => {
      assert.equal((await call(emu, 'POST', '/upload?filename=setup.exe', { body: 'MZ' })).status, 415);
    });
    it('GET /d/{id}/{name}: bytes with File-Name, File-Ext, File-Size; download=inline|attachment; HEAD; DELETE then 404', async () => {
      const up = (await call(emu, 'POST', '/upload?filename=r%C3%A9sum%C3%A9.pdf', { body: await pdfOf(1) })).json as {
        FileId: string;
        Url: string;
        FileSize: number;
      };
      assert.equal(up.Url, `${emu.baseUrl}/d/${up.FileId}/r%C3%A9sum%C3%A9.pdf`);
      const get = await fetch(up.Url);
      assert.deepEqual(
        [get.status, get.headers.get('file-name'), get.headers.get('file-ext'), get.headers.get('file-size')],
        [200, 'r%C3%A9sum%C3%A9.pdf', 'pdf', String(up.FileSize)],
      );
      assert.equal(get.headers.get('content-disposition'), "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf");
      await get.arrayBuffer();
      const inline = await fetch(`${up.Url}?download=inline`);
      assert.deepEqual(
        [inline.headers.get('content-type'), inline.headers.get('content-disposition')],
        ['application/pdf', "inline; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf"],
      );
      await inline.arrayBuffer();
      const head = await fetch(`${emu.baseUrl}/d/${up.FileId}`, { method: 'HEAD' });
      assert.deepEqual([head.status, head.headers.get('content-length')], [200, String(up.FileSize)]);
      assert.equal((await fetch(`${up.Url}?download=maybe`)).status, 400);
      assert.equal((await fetch(up.Url, { method: 'DELETE' })).status, 200);
      assert.equal((await fetch(up.Url)).status, 404);
      assert.equal((await fetch(up.Url, { method: 'DELETE' })).status, 404);
    });
  });

  describe('inputs', () => {
    it('Files[0..2] as parts merge into one PDF with every page, named after the first; Files[i] out of order sorts by index', async () => {
      const form = new FormData();
      form.append('Files[1]', new Blob([await pdfOf(2)]), 'b.pdf');
      form.append('Files[0]', new Blob([await pdfOf(1)]), 'a.pdf');
      form.append('Files[2]', new Blob([await pdfOf(3)]), 'c.pdf');
      const a = await call(emu, 'POST', '/convert/pdf/to/merge', { token: token(), body: form });
      assert.equal(a.status, 200);
      const [file] = filesOf(a);
      assert.equal(file!.FileName, 'a.pdf');
      assert.equal((await PDFDocument.load(Buffer.from(file!.FileData!, 'base64'))).getPageCount(), 6);
    });
    it('a repeated Files works as well; a gap in the indexes is 400', async () => {
      const form = new FormData();
      form.append('Files', new Blob([await pdfOf(1)]), 'a.pdf');
      form.append('Files', new Blob([await pdfOf(1)]), 'b.pdf');
      assert.equal((await call(emu, 'POST', '/convert/pdf/to/merge', { token: token(), body: form })).status, 200);
      const gap = new FormData();
      gap.append('Files[0]', new Blob([await pdfOf(1)]), 'a.pdf');
      gap.append('Files[2]', new Blob([await pdfOf(1)]), 'b.pdf');
      assert.equal(codeOf(await call(emu, 'POST', '/convert/pdf/to/merge', { token: token(), body: gap })), 4000);
    });
    it('FileName with several results: <name>_0, <name>_1, …', async () => {
      const a = await call(emu, 'POST', '/convert/pdf/to/split', {
        token: token(),
        body: fileForm('x.pdf', await pdfOf(2), { FileName: 'part' }),
      });
      assert.deepEqual(
        filesOf(a).map((f) => f.FileName),
        ['part_0.pdf', 'part_1.pdf'],
      );
    });
    it('415 for a file whose type the converter does not take, checked before any charge', async () => {
      const a = await call(emu, 'POST', '/convert/pdf/to/txt', { token: token(), body: fileForm('notes.docx', 'x') });
      assert.equal(a.status, 415);
      assert.equal(await consumed(), 0);
      assert.equal(
        (await call(emu, 'POST', '/convert/jpg/to/png', { token: token(), body: fileForm('photo.JPEG', 'x') })).status,
        500,
        'jpeg is a jpg source (and this one is damaged)',
      );
    });
  });

  describe('error table', () => {
    it('500 5000 when the conversion outlasts Timeout; not charged', async () => {
      await call(emu, 'POST', '/_emulator/faults', { json: { SlowConversion: 2_000 } });
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('a.txt', 'x', { Timeout: '10' }) });
      assert.deepEqual([a.status, codeOf(a)], [500, 5000]);
      assert.match((a.json as { Message: string }).Message, /Timeout/);
      assert.equal(await consumed(), 0);
    });
    it('500 5003 for a password-protected PDF without Password, 5007 (cannot decrypt) with a wrong one; the right one opens it', async () => {
      const locked = await pdfOf(3, 'open sesame');
      const none = await call(emu, 'POST', '/convert/pdf/to/txt', { token: token(), body: fileForm('locked.pdf', locked) });
      assert.deepEqual([none.status, codeOf(none)], [500, 5003]);
      const wrong = await call(emu, 'POST', '/convert/pdf/to/txt', {
        token: token(),
        body: fileForm('locked.pdf', locked, { Password: 'nope' }),
      });
      assert.deepEqual([wrong.status, codeOf(wrong)], [500, 5007]);
      const right = await call(emu, 'POST', '/convert/pdf/to/txt', {
        token: token(),
        body: fileForm('locked.pdf', locked, { Password: 'open sesame', PageRange: '2-3' }),
      });
      assert.equal(right.status, 200);
      const text = Buffer.from(filesOf(right)[0]!.FileData!, 'base64').toString('utf8');
      assert.deepEqual(text.trim().split(/\n+/), ['page 2', 'page 3']);
      assert.equal(
        codeOf(await call(emu, 'POST', '/convert/pdf/to/split', { token: token(), body: fileForm('locked.pdf', locked) })),
        5003,
      );
      assert.equal(await consumed(), 1);
    });
    it("4014 for no conversions left: 403 by default, 401 when the account's QuotaStatus says so", async () => {
      const acc = await newAccount(emu, 0);
      const a = await convertTxt(emu, acc.token.Token);
      assert.deepEqual([a.status, codeOf(a)], [403, 4014]);
      const patched = await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}`, { json: { QuotaStatus: 401 } });
      assert.equal((patched.json as { QuotaStatus: number }).QuotaStatus, 401);
      const b = await convertTxt(emu, acc.token.Token);
      assert.deepEqual([b.status, codeOf(b)], [401, 4014]);
      assert.equal(codeOf(await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}`, { json: { QuotaStatus: 402 } })), 4000);
    });
    it('an API Token past its ExpiresAt gets 401 4011 (and JWTs naming it 4012); ExpiresAt null lifts it', async () => {
      const acc = await newAccount(emu, 10);
      const set = await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}/tokens/${acc.token.Kid}`, {
        json: { ExpiresAt: '2020-01-01T00:00:00Z' },
      });
      assert.equal((set.json as { ExpiresAt: string }).ExpiresAt, '2020-01-01T00:00:00Z');
      assert.equal(codeOf(await convertTxt(emu, acc.token.Token)), 4011);
      const mint = await call(emu, 'POST', '/token/jwt', { token: acc.token.Token, json: { Kid: acc.token.Kid, ExpiresInSec: 60 } });
      assert.equal(codeOf(mint), 4011);
      await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}/tokens/${acc.token.Kid}`, { json: { ExpiresAt: null } });
      assert.equal((await convertTxt(emu, acc.token.Token)).status, 200);
      const created = await call(emu, 'POST', `/_emulator/accounts/${acc.accountId}/tokens`, {
        json: { Name: 'n', Environment: 'Production', ExpiresAt: '2999-01-01T00:00:00+01:00' },
      });
      assert.equal((created.json as { ExpiresAt: string }).ExpiresAt, '2998-12-31T23:00:00Z');
      assert.equal(
        codeOf(
          await call(emu, 'POST', `/_emulator/accounts/${acc.accountId}/tokens`, {
            json: { Name: 'n', Environment: 'Production', ExpiresAt: 'tomorrow' },
          }),
        ),
        4000,
      );
    });
  });

  describe('web to pdf', () => {
    it('download=attachment answers the PDF itself, as a browser opening a shared link needs; inline too', async () => {
      const url = encodeURIComponent(`${emu.baseUrl}/a/authentication`);
      for (const mode of ['attachment', 'inline']) {
        const res = await fetch(`${emu.baseUrl}/convert/web/to/pdf?Url=${url}&Token=${token()}&download=${mode}`);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-type'), 'application/pdf');
        assert.match(
          res.headers.get('content-disposition') ?? '',
          new RegExp(`^${mode}; filename\\*=UTF-8''authentication\\.pdf; size=\\d+$`),
        );
        assert.equal(
          Buffer.from(await res.arrayBuffer())
            .subarray(0, 5)
            .toString(),
          '%PDF-',
        );
      }
      assert.equal(await consumed(), 2);
    });
  });

  describe('async', () => {
    it('POST /async/convert answers {JobId}; GET /async/job/{JobId} is 202 while running, then 200 with the conversion', async () => {
      await call(emu, 'POST', '/_emulator/faults', { json: { SlowConversion: 300 } });
      const start = await call(emu, 'POST', '/async/convert/txt/to/pdf', { token: token(), body: fileForm('a.txt', 'async') });
      assert.equal(start.status, 200);
      const { JobId } = start.json as { JobId: string };
      assert.match(JobId, /^[0-9a-z]{32}$/);
      assert.equal((await call(emu, 'GET', `/async/job/${JobId}`)).status, 202);
      const done = await jobSettled(emu, JobId);
      assert.equal(done.status, 200);
      assert.equal(filesOf(done)[0]!.FileName, 'a.pdf');
      assert.equal((await call(emu, 'GET', '/async/job/00000000000000000000000000000000')).status, 404);
    });
    it('a failed async job answers its error; a request refused up front is refused at once', async () => {
      const start = await call(emu, 'POST', '/async/convert/pdf/to/txt', { token: token(), body: fileForm('bad.pdf', 'not a pdf') });
      const { JobId } = start.json as { JobId: string };
      const job = await jobSettled(emu, JobId);
      assert.deepEqual([job.status, codeOf(job)], [500, 5002]);
      assert.equal(
        codeOf(await call(emu, 'POST', '/async/convert/txt/to/pdf', { token: token(), body: fileForm('a.txt', 'x', { Timeout: '1' }) })),
        4000,
      );
    });
  });
});
