// Clients that no one here wrote: the official npm client `convertapi`, unmodified, and curl.
// Each test is one thing the client's own README shows, run against the emulator.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ConvertAPI from 'convertapi';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { startEmulator, type Emulator } from '../../emulator/server';

const run = promisify(execFile);

async function hasCurl(): Promise<boolean> {
  try {
    await run('curl', ['--version']);
    return true;
  } catch {
    return false;
  }
}

// Loopback must never go through a proxy a machine may have configured (axios and curl read *_proxy).
const NO_PROXY = { proxy: false as unknown as object, keepAlive: false };

describe('emulator with third-party clients', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let dir: string;
  const client = (token = emu.demo.apiTokens[0]!.token): ConvertAPI => new ConvertAPI(token, { ...NO_PROXY, baseUri: `${emu.baseUrl}/` });
  const requestsSince = (before: number): string[] => emu.requestLog.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`);
  const pageCount = async (path: string): Promise<number> => (await PDFDocument.load(await readFile(path))).getPageCount();
  before(async () => {
    emu = await startEmulator({ port: 0 });
    dir = await mkdtemp(join(tmpdir(), 'emulator-clients-test-'));
    await writeFile(join(dir, 'file.txt'), 'Hello from a client no one here wrote.\n');
    await writeFile(join(dir, 'second.txt'), 'A second file.\n');
  });
  after(async () => {
    await emu.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('convert: uploads, converts with File=<FileId> (StoreFile=true) and saves the result from its Url', async () => {
    const before = emu.requestLog.length;
    const result = await client().convert('pdf', { File: join(dir, 'file.txt') }, 'txt');
    assert.equal(result.conversionCost, 1);
    assert.match(result.file.url, new RegExp(`^${emu.baseUrl}/d/[0-9a-z]{32}/file\\.pdf$`));
    const [saved] = await result.saveFiles(dir);
    assert.equal(saved, join(dir, 'file.pdf'));
    assert.equal((await readFile(saved!)).subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual(requestsSince(before), [
      'POST /upload 200',
      'POST /convert/txt/to/pdf 200',
      `GET /d/${result.file.url.split('/d/')[1]} 200`,
    ]);
  });

  it('upload: the answer the client reads (FileId, FileName, FileExt)', async () => {
    const uploaded = await client().upload(join(dir, 'second.txt'));
    assert.match(uploaded.fileId, /^[0-9a-z]{32}$/);
    assert.deepEqual([uploaded.fileName, uploaded.fileExt], ['second.txt', 'txt']);
    const result = await client().convert('pdf', { File: uploaded });
    assert.equal(result.file.fileName, 'second.pdf');
  });

  it('Files[] → zip: the client sends Files[0], Files[1] to /convert/any/to/zip; the zip holds both files', async () => {
    const before = emu.requestLog.length;
    const result = await client().convert('zip', { Files: [join(dir, 'file.txt'), join(dir, 'second.txt')] });
    assert.ok(requestsSince(before).includes('POST /convert/any/to/zip 200'));
    const [saved] = await result.saveFiles(join(dir, 'both.zip'));
    const zip = await JSZip.loadAsync(await readFile(saved!));
    assert.deepEqual(Object.keys(zip.files).sort(), ['file.txt', 'second.txt']);
    assert.equal(await zip.file('second.txt')!.async('string'), 'A second file.\n');
  });

  it('chained conversions and merge: results go back by Url; the client reads "pdf" from /d/{FileId}/{FileName}', async () => {
    const one = await client().convert('pdf', { File: join(dir, 'file.txt') });
    const two = await client().convert('pdf', { File: join(dir, 'second.txt') });
    const before = emu.requestLog.length;
    const merged = await client().convert('merge', { Files: [one.file, two.file] });
    assert.deepEqual(requestsSince(before), ['POST /convert/pdf/to/merge 200']);
    const [saved] = await merged.saveFiles(join(dir, 'merged.pdf'));
    assert.equal(await pageCount(saved!), 2);
    // A result straight into the next conversion: pdf → txt holds both pages' text.
    const text = await client().convert('txt', { File: merged });
    const [txt] = await text.saveFiles(join(dir, 'merged.txt'));
    const content = await readFile(txt!, 'utf8');
    assert.match(content, /Hello from a client/);
    assert.match(content, /A second file/);
  });

  it('web → pdf: the client posts Url to /convert/url/to/pdf (its default for a Url), which is web to pdf', async () => {
    const before = emu.requestLog.length;
    const result = await client().convert('pdf', { Url: `${emu.baseUrl}/a/authentication` });
    // The second request is the emulator fetching the page itself.
    assert.deepEqual(requestsSince(before), ['POST /convert/url/to/pdf 200', 'GET /a/authentication 200']);
    const [saved] = await result.saveFiles(join(dir, 'page.pdf'));
    assert.equal((await readFile(saved!)).subarray(0, 5).toString(), '%PDF-');
  });

  it('getUser with the Master Token', async () => {
    const user = (await client(emu.demo.masterToken).getUser()) as Record<string, unknown>;
    assert.equal(user.Email, 'demo@example.com');
    assert.equal(user.Active, true);
    assert.equal(typeof user.ConversionsConsumed, 'number');
    await assert.rejects(client().getUser(), /Code: 4010/);
  });

  it('the official client shows our error codes, and InvalidParameters with them', async () => {
    await assert.rejects(client('not-a-token').convert('pdf', { File: join(dir, 'file.txt') }, 'txt'), /Code: 4011/);
    await assert.rejects(
      client().convert('pdf', { File: join(dir, 'file.txt'), Timeout: 5 }, 'txt'),
      /Parameter validation error\. Code: 4000 \{"Timeout":\[/,
    );
  });

  /** curl posting the form `fields` (-F each) to `path` with the demo API Token, in the test's folder; skips where curl is missing. */
  async function curlForm(test: Mocha.Context, fields: string[], path: string): Promise<string> {
    if (!(await hasCurl())) {
      test.skip(); // curl is not installed on this machine
    }
    const token = emu.demo.apiTokens[0]!.token;
    const form = fields.flatMap((field) => ['-F', field]);
    const { stdout } = await run(
      'curl',
      ['-sS', '--noproxy', '*', '-H', `Authorization: Bearer ${token}`, ...form, `${emu.baseUrl}${path}`],
      {
        cwd: dir,
      },
    );
    return stdout;
  }

  it('curl -H "Authorization: Bearer <token>" -F "File=@file.txt" <base>/convert/txt/to/pdf (the seed\'s form)', async function () {
    const stdout = await curlForm(this, ['File=@file.txt'], '/convert/txt/to/pdf');
    const answer = JSON.parse(stdout) as { ConversionCost: number; Files: Array<{ FileName: string; FileData: string }> };
    assert.equal(answer.ConversionCost, 1);
    assert.equal(answer.Files[0]!.FileName, 'file.pdf');
    assert.equal(Buffer.from(answer.Files[0]!.FileData, 'base64').subarray(0, 5).toString(), '%PDF-');
  });

  it('curl -F "Files[0]=@a" -F "Files[1]=@b" <base>/convert/any/to/zip', async function () {
    const stdout = await curlForm(this, ['Files[0]=@file.txt', 'Files[1]=@second.txt'], '/convert/any/to/zip');
    const answer = JSON.parse(stdout) as { Files: Array<{ FileName: string; FileData: string }> };
    const zip = await JSZip.loadAsync(Buffer.from(answer.Files[0]!.FileData, 'base64'));
    assert.deepEqual(Object.keys(zip.files).sort(), ['file.txt', 'second.txt']);
  });
});
