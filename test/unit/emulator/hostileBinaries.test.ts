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
import { writePowerPointPresentation } from '../../support/powerPointPresentation';
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

/** One BIFF record. */
const rec = (type: number, data: Buffer = Buffer.alloc(0)): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
};
const bof = (kind: number): Buffer => {
  const data = Buffer.alloc(16);
  data.writeUInt16LE(0x0600, 0);
  data.writeUInt16LE(kind, 2);
  return rec(0x0809, data);
};
const number = (row: number, column: number, value: number): Buffer => {
  const data = Buffer.alloc(14);
  data.writeUInt16LE(row, 0);
  data.writeUInt16LE(column, 2);
  data.writeDoubleLE(value, 6);
  return rec(0x0203, data);
};
/**
 * A .xls whose globals name one worksheet per entry of `sheetStarts` (an index into `body`'s
 * records, which follow the globals), each called "S".
 */
function workbook(sheetStarts: readonly number[], body: readonly Buffer[]): Buffer {
  const boundSheet = (at: number): Buffer => {
    const data = Buffer.from([0, 0, 0, 0, 0, 0, 1, 0, 0x53]);
    data.writeUInt32LE(at, 0);
    return rec(0x0085, data);
  };
  const globalsSize = bof(5).length + sheetStarts.length * boundSheet(0).length + rec(0x000a).length;
  const offsets: number[] = [];
  body.reduce((at, r) => (offsets.push(at), at + r.length), globalsSize);
  const globals = [bof(5), ...sheetStarts.map((i) => boundSheet(offsets[i]!)), rec(0x000a)];
  return writeCompoundFile([{ name: 'Workbook', data: Buffer.concat([...globals, ...body]) }]);
}

describe('Emulator: hostile .xls files end quickly', function () {
  this.timeout(DEADLINE_MS + 10_000);

  it('a sheet that spreads over more than a million cells (a cell in the last column of 100 rows) is refused', async () => {
    const cells = Array.from({ length: 100 }, (_, row) => number(row, 65535, row));
    const xls = workbook([0], [bof(0x10), ...cells, rec(0x000a)]);
    assert.match(await outcome('excelBinary', 'readWorkbook', xls), /^ExcelBinaryError unsupported: .*1000000 cells/);
  });

  it('two sheet names for one substream are damaged (thousands of them would lay one sheet out thousands of times)', async () => {
    const xls = workbook([0, 0], [bof(0x10), number(0, 0, 1), rec(0x000a)]);
    assert.match(await outcome('excelBinary', 'readWorkbook', xls), /^ExcelBinaryError damaged: .*same place/);
  });

  it('a sheet ends at the next BOF even without its EOF: 2000 sheets before 1000 cells read each record once', async () => {
    const sheets = Array.from({ length: 2000 }, (_, i) => i);
    const cells = Array.from({ length: 1000 }, (_, row) => number(row, 0, row));
    const xls = workbook(sheets, [...sheets.map(() => bof(0x10)), ...cells, rec(0x000a)]);
    assert.equal(await outcome('excelBinary', 'readWorkbook', xls), 'read');
  });
});

describe('Emulator: hostile .ppt files end quickly', function () {
  this.timeout(DEADLINE_MS + 10_000);

  it('two slides that name one slide record are damaged (thousands would lay one slide out thousands of times)', async () => {
    const ppt = writePowerPointPresentation([{ title: 'One' }, { title: 'Two' }]);
    // The second SlidePersistAtom (header, then persistIdRef 3): make it name the first slide's persist id, 2.
    const second = Buffer.from([0, 0, 0xf3, 0x03, 20, 0, 0, 0, 3, 0, 0, 0]);
    const at = ppt.indexOf(second);
    assert.ok(at > 0, 'the writer’s second SlidePersistAtom is in the file');
    ppt.writeUInt32LE(2, at + 8);
    assert.match(await outcome('powerPointBinary', 'readPresentation', ppt), /^PowerPointBinaryError damaged: .*same slide record/);
  });

  it('30 000 edits over one large persist directory read it once', async () => {
    // A persist directory of 12 runs of 4095 ids, then edits each naming it and the edit before.
    const runs = Array.from({ length: 12 }, (_, r) => {
      const run = Buffer.alloc(4 + 4 * 4095);
      run.writeUInt32LE(((4095 << 20) | (1 + r * 4095)) >>> 0, 0);
      return run;
    });
    const header = (type: number, length: number) => {
      const h = Buffer.alloc(8);
      h.writeUInt16LE(type, 2);
      h.writeUInt32LE(length, 4);
      return h;
    };
    const directoryData = Buffer.concat(runs);
    const parts = [header(0x1772, directoryData.length), directoryData];
    let previous = 0;
    let offset = 8 + directoryData.length;
    for (let k = 0; k < 30_000; k++) {
      const edit = Buffer.alloc(28);
      edit.writeUInt32LE(previous, 8);
      edit.writeUInt32LE(0, 12);
      edit.writeUInt32LE(1, 16);
      parts.push(header(0x0ff5, 28), edit);
      previous = offset;
      offset += 36;
    }
    const currentUser = Buffer.alloc(24);
    currentUser.writeUInt32LE(20, 0);
    currentUser.writeUInt32LE(0xe391c05f, 12);
    currentUser.writeUInt32LE(previous, 16);
    const ppt = writeCompoundFile([
      { name: 'Current User', data: currentUser },
      { name: 'PowerPoint Document', data: Buffer.concat(parts) },
    ]);
    // Id 1 points at offset 0, the directory, which is no DocumentContainer: damaged, after one reading.
    assert.match(await outcome('powerPointBinary', 'readPresentation', ppt), /^PowerPointBinaryError damaged: .*DocumentContainer/);
  });
});

describe('Emulator: an Office 2007+ file renamed to the 97–2003 extension', () => {
  it('is refused with the reason and what to do (give it its own extension)', async () => {
    const { readWordText } = await import('../../emulator/converters/wordBinary');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(600)]);
    assert.throws(() => readWordText(zip), /newer Office file \(a zip package\).*\.docx, \.xlsx or \.pptx/);
  });
});
