// Hostile Word, Excel and PowerPoint 97–2003 files: a sandbox user can right-click any file, so
// the emulator's binary readers must end, quickly, on sizes and chains that loop or repeat. Each
// reader runs in a child process with a deadline: a reader that hangs fails the test instead of
// the test run.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeCompoundFile } from '../../support/compoundFile';
import { writeWordDocument } from '../../support/wordDocument';

const CONVERTERS = resolve(__dirname, '../../emulator/converters');
/** Far above what each file takes once bounded (well under a second), far below what it takes unbounded. */
const DEADLINE_MS = 8000;

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cf-hostile-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `reader` (an export of the converters' `module`) on `bytes` in a child process; its outcome, or 'hung'. */
async function outcome(module: string, reader: string, bytes: Buffer): Promise<string> {
  const file = join(dir, `${module}-${reader}-${Date.now()}.bin`);
  await writeFile(file, bytes);
  const url = pathToFileURL(join(CONVERTERS, `${module}.ts`)).href;
  const script =
    `const m = await import(${JSON.stringify(url)}); const { readFileSync } = await import('node:fs');` +
    `try { (m[${JSON.stringify(reader)}] ?? m.default[${JSON.stringify(reader)}])(readFileSync(${JSON.stringify(file)})); console.log('read'); }` +
    ` catch (e) { console.log(e.name + ' ' + (e.reason ?? '') + ': ' + e.message); }`;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: DEADLINE_MS, maxBuffer: 1024 * 1024 },
      (err, stdout) => done(err ? (err.killed ? 'hung' : `crashed: ${err.message.slice(0, 200)}`) : stdout.trim()),
    );
  });
}

describe('Emulator: hostile 97–2003 binaries end quickly', function () {
  this.timeout(DEADLINE_MS + 10_000);

  it('a .doc whose Prc has a negative size is damaged, not an endless loop', async () => {
    const doc = writeWordDocument('Hello\r');
    const prc = doc.indexOf(Buffer.from([0x01, 0x03, 0x00, 0x35, 0x08, 0x01]));
    assert.ok(prc > 0, 'the writer’s Prc is in the file');
    doc.writeInt16LE(-3, prc + 1);
    assert.match(await outcome('wordBinary', 'readWordText', doc), /^WordBinaryError damaged: .*negative/);
  });

  it('a .doc whose piece table repeats one run of bytes is damaged, not gigabytes of text', async () => {
    const doc = writeWordDocument('x'.repeat(60_000) + '\r', { repeatPieces: 20_000 });
    assert.match(await outcome('wordBinary', 'readWordText', doc), /^WordBinaryError damaged: .*overlap/);
  });

  it('a .doc of 150 000 open fields, each past its code, then text, is read in linear time', async () => {
    const doc = writeWordDocument('Before\r' + '\u0013\u0014'.repeat(150_000) + 'x'.repeat(150_000) + '\r');
    assert.equal(await outcome('wordBinary', 'readWordParagraphs', doc), 'read');
  });
});

describe('Emulator: hostile compound files end quickly', function () {
  this.timeout(DEADLINE_MS + 10_000);

  it('a header that counts more FAT sectors than the file has, with a DIFAT that loops, is damaged', async () => {
    // 4 MB of sectors that all say "4000": DIFAT sector 4000 lists sector 4000 as FAT sectors and as its own successor.
    const data = Buffer.alloc(4 * 1024 * 1024);
    for (let at = 0; at < data.length; at += 4) {
      data.writeUInt32LE(4000, at);
    }
    const file = writeCompoundFile([{ name: 'WordDocument', data }]);
    file.writeUInt32LE(8000 * 127, 44);
    file.writeUInt32LE(4000, 68);
    assert.match(await outcome('wordBinary', 'readWordText', file), /^WordBinaryError damaged: .*FAT/);
  });
});
