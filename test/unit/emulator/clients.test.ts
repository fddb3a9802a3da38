// Clients that no one here wrote: the official npm client `convertapi`, unmodified, and curl.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ConvertAPI from 'convertapi';
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
  before(async () => {
    emu = await startEmulator({ port: 0 });
    dir = await mkdtemp(join(tmpdir(), 'emulator-clients-test-'));
    await writeFile(join(dir, 'file.txt'), 'Hello from a client no one here wrote.\n');
  });
  after(async () => {
    await emu.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the official convertapi client uploads, converts with File=<FileId> and saves the result', async () => {
    const client = new ConvertAPI(emu.demo.apiTokens[0]!.token, { ...NO_PROXY, baseUri: `${emu.baseUrl}/` });
    const before = emu.requestLog.length;
    const result = await client.convert('pdf', { File: join(dir, 'file.txt') }, 'txt');
    assert.equal(result.conversionCost, 1);
    const [saved] = await result.saveFiles(dir);
    const bytes = await readFile(saved!);
    assert.equal(saved, join(dir, 'file.pdf'));
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    // What it sent: an upload, then the conversion with the stored file, then the download.
    assert.deepEqual(emu.requestLog.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`), [
      'POST /upload 200',
      'POST /convert/txt/to/pdf 200',
      `GET /d/${result.file.url.split('/').pop()} 200`,
    ]);
  });

  it('the official client sees our error codes', async () => {
    const client = new ConvertAPI('not-a-token', { ...NO_PROXY, baseUri: `${emu.baseUrl}/` });
    await assert.rejects(client.convert('pdf', { File: join(dir, 'file.txt') }, 'txt'), /Code: 4011/);
  });

  it('curl -H "Authorization: Bearer <token>" -F "File=@file.txt" <base>/convert/txt/to/pdf', async function () {
    if (!(await hasCurl())) {
      this.skip(); // curl is not installed on this machine
    }
    const { stdout } = await run('curl', ['-sS', '--noproxy', '*', '-H', `Authorization: Bearer ${emu.demo.apiTokens[0]!.token}`, '-F', 'File=@file.txt', `${emu.baseUrl}/convert/txt/to/pdf`], { cwd: dir });
    const answer = JSON.parse(stdout) as { ConversionCost: number; Files: Array<{ FileName: string; FileData: string }> };
    assert.equal(answer.ConversionCost, 1);
    assert.equal(answer.Files[0]!.FileName, 'file.pdf');
    assert.equal(Buffer.from(answer.Files[0]!.FileData, 'base64').subarray(0, 5).toString(), '%PDF-');
  });
});
