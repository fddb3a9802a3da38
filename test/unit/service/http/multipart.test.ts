import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { type SourceFile, jsonBody, multipartBody } from '../../../../src/service/http';
import { safeFileName } from '../../../../src/service/convert';
import { truncateUtf8 } from '../../../../src/service/convert/resultNames';
import { fileNameFromContentDisposition, rfc5987 } from '../../../../src/service/http/multipart';
import type { ReplayableBody } from '../../../../src/service/http/request';

function memoryFile(name: string, data: Buffer, chunk = 7): SourceFile {
  return {
    name,
    size: data.length,
    open: () =>
      (async function* () {
        for (let i = 0; i < data.length; i += chunk) {
          yield data.subarray(i, i + chunk);
        }
      })(),
  };
}

async function collect(body: ReplayableBody): Promise<Buffer> {
  const source = body.open();
  if (typeof source === 'string') {
    return Buffer.from(source);
  }
  if (Buffer.isBuffer(source)) {
    return source;
  }
  const chunks: Buffer[] = [];
  for await (const c of source) {
    chunks.push(Buffer.from(c));
  }
  return Buffer.concat(chunks);
}

interface Parsed {
  fields: Record<string, string>;
  files: { field: string; filename: string; mimeType: string; data: Buffer }[];
}

/** Parses a body the way the emulator does (busboy), so the shape is checked by a real parser. */
function parse(contentType: string, bytes: Buffer): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const parsed: Parsed = { fields: {}, files: [] };
    const bb = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8' });
    bb.on('field', (name, value) => (parsed.fields[name] = value));
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        parsed.files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) }),
      );
    });
    bb.on('close', () => resolve(parsed));
    bb.on('error', reject);
    Readable.from([bytes]).pipe(bb);
  });
}

describe('service/multipart', () => {
  describe('multipartBody', () => {
    it('has one File part with the file name and bytes, the parameters as fields, and an exact length', async () => {
      const data = Buffer.from('# Title\r\n\r\n--not-a-boundary\r\nbody\u0000\u00ff', 'latin1');
      const body = multipartBody(memoryFile('notes.md', data), { StoreFile: 'true', PageRange: '1-3' });
      assert.match(body.contentType, /^multipart\/form-data; boundary=\S+$/);
      const bytes = await collect(body);
      assert.equal(body.length, bytes.length);
      const parsed = await parse(body.contentType, bytes);
      assert.deepEqual(parsed.fields, { StoreFile: 'true', PageRange: '1-3' });
      assert.equal(parsed.files.length, 1);
      assert.equal(parsed.files[0]!.field, 'File');
      assert.equal(parsed.files[0]!.filename, 'notes.md');
      assert.equal(parsed.files[0]!.mimeType, 'application/octet-stream');
      assert.ok(parsed.files[0]!.data.equals(data));
    });

    it('carries Unicode, spaces and quotes in the file name (plain and RFC 5987)', async () => {
      for (const name of ['Mein Bericht – März 2024.md', '报告 最终.docx', 'quote"d name.txt', 'emoji 📄 file.pdf', "it's (1).txt"]) {
        const body = multipartBody(memoryFile(name, Buffer.from('x')), {});
        const bytes = await collect(body);
        assert.equal(body.length, bytes.length, name);
        const parsed = await parse(body.contentType, bytes);
        const expected = name.replace(/"/g, '%22');
        // filename* is exact; the quoted filename escapes the quote as browsers do.
        assert.ok(
          parsed.files[0]!.filename === name || parsed.files[0]!.filename === expected,
          `${name} arrived as ${parsed.files[0]!.filename}`,
        );
        assert.ok(bytes.toString('utf8').includes(`filename*=${rfc5987(name)}`));
      }
    });

    it('streams the file: nothing is read before the body is pulled, and open() replays it for a retry', async () => {
      let opened = 0;
      const data = Buffer.alloc(100_000, 7);
      const file: SourceFile = {
        name: 'big.bin',
        size: data.length,
        open: () => {
          opened++;
          return memoryFile('big.bin', data, 4096).open();
        },
      };
      const body = multipartBody(file, {});
      assert.equal(opened, 0);
      const first = await collect(body);
      const second = await collect(body);
      assert.equal(opened, 2);
      assert.ok(first.subarray(first.length - 200).equals(second.subarray(second.length - 200)));
      assert.equal(first.length, body.length);
      // Each chunk is passed on as it comes, not gathered: more than one chunk for the file part.
      const source = body.open() as AsyncIterable<Uint8Array>;
      let chunks = 0;
      for await (const _ of source) {
        chunks++;
      }
      assert.ok(chunks > 20, `only ${chunks} chunks`);
    });

    it('sends a small body (up to 64 KB) as one chunk: one write, not one per part', async () => {
      const data = Buffer.alloc(20_000, 7);
      const body = multipartBody(memoryFile('small.md', data, 4096), { StoreFile: 'true' });
      const chunks: Uint8Array[] = [];
      for await (const chunk of body.open() as AsyncIterable<Uint8Array>) {
        chunks.push(chunk);
      }
      assert.equal(chunks.length, 1);
      assert.equal(chunks[0]!.length, body.length);
      assert.ok(Buffer.from(chunks[0]!).includes(data));
    });

    it('uses a fresh random boundary for every body', () => {
      const a = multipartBody(memoryFile('a', Buffer.from('a')), {});
      const b = multipartBody(memoryFile('a', Buffer.from('a')), {});
      assert.notEqual(a.contentType, b.contentType);
    });
  });

  it('jsonBody is JSON with its length', async () => {
    const body = jsonBody({ Kid: 'k', ExpiresInSec: 60, Name: 'Zoë' });
    assert.equal(body.contentType, 'application/json');
    const bytes = await collect(body);
    assert.equal(body.length, bytes.length);
    assert.deepEqual(JSON.parse(bytes.toString('utf8')), { Kid: 'k', ExpiresInSec: 60, Name: 'Zoë' });
  });

  describe('fileNameFromContentDisposition', () => {
    const cases: [string | string[] | undefined, string | undefined][] = [
      [`attachment; filename*=UTF-8''${encodeURIComponent('Mein Bericht – März.pdf')}`, 'Mein Bericht – März.pdf'],
      ['attachment; filename="report.pdf"', 'report.pdf'],
      ['attachment; filename=report.pdf', 'report.pdf'],
      ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
      ['attachment; filename="semi;colon.pdf"', 'semi;colon.pdf'],
      [`attachment; filename="fallback.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`, '报告.pdf'],
      [`attachment; filename*=utf-8'en'na%20me.pdf; filename="fallback.pdf"`, 'na me.pdf'],
      ['attachment; filename*=UTF-8\'\'bad%E6%8A.pdf; filename="fallback.pdf"', 'fallback.pdf'],
      ["attachment; filename*=iso-8859-1'en'%A3%20rates.pdf", '£ rates.pdf'],
      ['ATTACHMENT; FILENAME="UPPER.PDF"', 'UPPER.PDF'],
      [['attachment; filename="first.pdf"', 'attachment; filename="second.pdf"'], 'first.pdf'],
      ['attachment', undefined],
      ['attachment; filename=""', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [header, expected] of cases) {
      it(`${JSON.stringify(header)} → ${JSON.stringify(expected)}`, () => {
        assert.equal(fileNameFromContentDisposition(header), expected);
      });
    }
  });

  describe('safeFileName', () => {
    it('removes separators and characters that are not allowed in file names', () => {
      assert.equal(safeFileName('../../etc/passwd', 'x'), '_.._etc_passwd');
      assert.equal(safeFileName('a\\b:c*d?e"f<g>h|i', 'x'), 'a_b_c_d_e_f_g_h_i');
      assert.equal(safeFileName('tab\tnew\nline', 'x'), 'tab_new_line');
      assert.equal(safeFileName('Mein Bericht – März.pdf', 'x'), 'Mein Bericht – März.pdf');
    });

    it('falls back for empty, dot-only and blank names', () => {
      for (const bad of ['', '.', '..', '...', '   ', ' . ']) {
        assert.equal(safeFileName(bad, 'result.pdf'), 'result.pdf', JSON.stringify(bad));
      }
    });

    it('avoids Windows device names and trailing dots or spaces', () => {
      assert.equal(safeFileName('CON.pdf', 'x'), '_CON.pdf');
      assert.equal(safeFileName('nul', 'x'), '_nul');
      assert.equal(safeFileName('lpt1.txt', 'x'), '_lpt1.txt');
      assert.equal(safeFileName('console.pdf', 'x'), 'console.pdf');
      assert.equal(safeFileName('name. . ', 'x'), 'name');
      // No hidden files from a name the server chose.
      assert.equal(safeFileName('.npmrc', 'x'), 'npmrc');
      assert.equal(safeFileName(' ..envrc', 'x'), 'envrc');
    });

    it('keeps names within 255 bytes of UTF-8 and keeps the extension', () => {
      const long = `${'報'.repeat(200)}.pdf`;
      const safe = safeFileName(long, 'x');
      assert.ok(Buffer.byteLength(safe) <= 255, String(Buffer.byteLength(safe)));
      assert.ok(safe.endsWith('.pdf'));
      assert.ok(!safe.includes('\ufffd'));
      assert.equal(truncateUtf8('a📄b', 4), 'a');
      assert.equal(truncateUtf8('a📄b', 5), 'a📄');
    });
  });
});
