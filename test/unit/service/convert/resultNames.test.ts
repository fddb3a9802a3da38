/** Result names: hostile server names cleaned, results tied to their source, numbered copies within 255 bytes, numbering linear. */
import { strict as assert } from 'node:assert';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConversionClient, sourceFromPath, numberedName, resultName, safeFileName } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { HttpTransport } from '../../../../src/service/http';
import { OutputPlanner } from '../../../../src/conversion/outputPlanner';
import { tempDir } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';
import { answeringServer, type TinyServer } from '../../support/tinyServers';

const bytes = (s: string): number => Buffer.byteLength(s);

describe('service/resultNames', () => {
  describe('cleaning', () => {
    it('removes bidi overrides and other invisible format characters', () => {
      assert.equal(safeFileName('invoice\u202Efdp.exe', 'x'), 'invoicefdp.exe');
      assert.equal(safeFileName('a\u2066b\u2069c\u200Bd\u200Ee\uFEFF\u00ADf.pdf', 'x'), 'abcdef.pdf');
      assert.equal(safeFileName('\u3164.pdf', 'x'), 'pdf', 'a Hangul filler is no name');
    });

    it('replaces C0 and C1 controls and line separators', () => {
      assert.equal(safeFileName('a\u0085b\u009Bc\u2028d\u0007e.pdf', 'x'), 'a_b_c_d_e.pdf');
    });

    it('refuses Windows device names, also with superscript digits, CONIN$ and a dot or spaces after them', () => {
      for (const name of ['COM¹.pdf', 'lpt³', 'CON.tar.gz', 'NUL .txt', 'conin$.txt', 'AUX']) {
        assert.equal(safeFileName(name, 'x'), `_${name.trim()}`, name);
      }
      assert.equal(safeFileName('COM10.pdf', 'x'), 'COM10.pdf');
      assert.equal(safeFileName('conference.pdf', 'x'), 'conference.pdf');
    });

    it('removes trailing dots and spaces, and exotic spaces become spaces', () => {
      assert.equal(safeFileName('report.pdf. . ', 'x'), 'report.pdf');
      assert.equal(safeFileName('a\u00A0b\u3000c.pdf', 'x'), 'a b c.pdf');
    });

    it('keeps names within 255 bytes of UTF-8 and keeps the extension', () => {
      const long = `${'ü'.repeat(200)}.pdf`;
      const safe = safeFileName(long, 'x');
      assert.ok(bytes(safe) <= 255, String(bytes(safe)));
      assert.ok(safe.endsWith('.pdf'));
    });
  });

  describe('numbered copies', () => {
    it('stays within 255 bytes when the name is already at the limit', () => {
      const name = `${'a'.repeat(251)}.pdf`;
      assert.equal(bytes(name), 255);
      for (const n of [1, 10, 9999]) {
        const numbered = numberedName(name, n);
        assert.ok(bytes(numbered) <= 255, `${n}: ${bytes(numbered)} bytes`);
        assert.ok(numbered.endsWith(` (${n}).pdf`), numbered);
      }
      const wide = `${'📄'.repeat(62)}.pdf`; // 252 bytes, 4-byte characters
      const numbered = numberedName(wide, 7);
      assert.ok(bytes(numbered) <= 255 && numbered.endsWith(' (7).pdf'), numbered);
      assert.doesNotMatch(numbered, /\uFFFD/, 'a character was split');
    });

    it('numbers 10,000 results of one name with a linear number of checks', async () => {
      const existing = new Set<string>(['/out/report.pdf']);
      let checks = 0;
      const planner = new OutputPlanner({
        exists: async (path) => {
          checks++;
          return existing.has(path);
        },
        ask: async () => assert.fail('no question with policy rename'),
      });
      const started = Date.now();
      const paths = new Set<string>();
      for (let i = 0; i < 10_000; i++) {
        const plan = await planner.plan('/out/report.pdf', { policy: 'rename' });
        assert.ok(plan && !plan.overwrite);
        paths.add(plan.path);
      }
      const ms = Date.now() - started;
      assert.equal(paths.size, 10_000, 'two results got the same name');
      assert.ok(paths.has('/out/report (10000).pdf'));
      // One check for the plain name and one for the number found free, per result.
      assert.ok(checks <= 2 * 10_000 + 10, `${checks} existence checks`);
      assert.ok(ms < 5_000, `${ms} ms`);
    });
  });

  it('names a single result after its source stem and target, within 255 bytes', () => {
    assert.equal(resultName('README.md', 'pdf'), 'README.pdf');
    // An operation keeps the source's type: pdf→compress is a PDF, not "report.compress".
    assert.equal(resultName('report.pdf', 'compress'), 'report.pdf');
    assert.equal(resultName('scan.PDF', 'pdfa'), 'scan.pdf');
    assert.equal(resultName('photo.jpg', 'compress'), 'photo.jpg');
    assert.equal(resultName('a.pdf', 'watermark-overlay'), 'a.pdf');
    assert.equal(resultName('noext', 'compress'), 'noext.compress');
    assert.equal(resultName('...pdf', 'txt'), 'result.txt');
    assert.equal(resultName('\u202Eevil.md', 'pdf'), 'evil.pdf');
    const long = resultName(`${'b'.repeat(254)}.md`, 'docx');
    assert.ok(bytes(long) <= 255 && long.endsWith('.docx'), long);
  });

  describe('names chosen by the server', () => {
    let server: TinyServer;
    let files: unknown[];
    let transport: HttpTransport;
    let dir: Awaited<ReturnType<typeof tempDir>>;

    before(async () => {
      server = await answeringServer((res) => {
        const body = JSON.stringify({ ConversionCost: 1, Files: files });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      });
    });
    after(async () => {
      await server.close();
    });
    beforeEach(async () => {
      transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings });
      dir = await tempDir();
    });
    afterEach(async () => {
      await transport.close();
      await dir.remove();
    });
    const data = (s: string): string => Buffer.from(s).toString('base64');

    async function convert(sourceName: string, src: string, dst: string): Promise<string[]> {
      await writeFile(join(dir.path, sourceName), 'source');
      const client = new ConversionClient(transport, new ApiTokenCredential('tok_names'));
      const out = join(dir.path, 'out');
      const result = await client.convert({
        source: await sourceFromPath(join(dir.path, sourceName)),
        sourceFormat: src,
        targetFormat: dst,
        resolveOutput: async (r) => ({ path: join(out, r.name), overwrite: true }),
      });
      return result.files.map((f) => f.name);
    }

    it('a single result the server calls package.json is saved as README.pdf, even with overwrite on', async () => {
      await writeFile(join(dir.path, 'package.json'), '{"name":"mine"}');
      files = [{ FileName: 'package.json', FileSize: 4, FileData: data('%PDF') }];
      assert.deepEqual(await convert('README.md', 'md', 'pdf'), ['README.pdf']);
      assert.equal(await readFile(join(dir.path, 'package.json'), 'utf8'), '{"name":"mine"}');
    });

    it('several results keep the server names, cleaned', async () => {
      files = [
        { FileName: 'page\u202Efdp.exe', FileSize: 1, FileData: data('1') },
        { FileName: 'COM¹.pdf', FileSize: 1, FileData: data('2') },
        { FileName: '../../.npmrc', FileSize: 1, FileData: data('3') },
        { FileName: 'line\nbreak\u0085.pdf', FileSize: 1, FileData: data('4') },
      ];
      const names = await convert('doc.pdf', 'pdf', 'split');
      assert.deepEqual(names, ['pagefdp.exe', '_COM¹.pdf', '_.._.npmrc', 'line_break_.pdf']);
      assert.deepEqual((await readdir(join(dir.path, 'out'))).sort(), [...names].sort());
    });
  });
});
