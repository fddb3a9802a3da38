// The emulator's Compound File Binary reader against the test writer: every stream back byte for
// byte whichever side of the 4096-byte mini-stream cutoff it lies, a directory over several
// sectors, names case-insensitive; and what is no compound file, or a truncated one, refused.
import { strict as assert } from 'node:assert';
import { CfbError, isCompoundFile, readCompoundFile } from '../../emulator/converters/cfb';
import { compareNames, writeCompoundFile } from '../../support/compoundFile';

/** `size` bytes that differ from stream to stream and from sector to sector. */
function pattern(size: number, seed: number): Buffer {
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) {
    out[i] = (i * 31 + seed * 7 + (i >> 9)) & 0xff;
  }
  return out;
}

describe('emulator: compound files (OLE2)', () => {
  it('reads back streams of every size, in the mini stream and in regular sectors', () => {
    const sizes = [0, 1, 63, 64, 65, 1000, 4095, 4096, 4097, 70_000];
    const streams = sizes.map((size, i) => ({ name: `Stream ${i}`, data: pattern(size, i) }));
    const file = writeCompoundFile(streams);
    assert.ok(isCompoundFile(file));
    const read = readCompoundFile(file);
    assert.deepEqual([...read.streamNames].sort(), streams.map((s) => s.name).sort());
    for (const s of streams) {
      const back = read.stream(s.name);
      assert.ok(back, s.name);
      assert.equal(back.length, s.data.length, s.name);
      assert.ok(back.equals(s.data), `${s.name} (${s.data.length} bytes) differs`);
    }
  });

  it('walks a directory tree of many entries over several sectors; names compare case-insensitively', () => {
    const streams = Array.from({ length: 37 }, (_, i) => ({ name: `s${'x'.repeat(i % 5)}${i}`, data: Buffer.from(`stream ${i}`) }));
    const read = readCompoundFile(writeCompoundFile(streams));
    assert.equal(read.streamNames.length, 37);
    assert.equal(read.stream('SXX2')?.toString(), 'stream 2');
    assert.equal(read.stream('s36x'), undefined);
  });

  it('orders names as CFB does: shorter first, then upper-cased', () => {
    assert.deepEqual(['b', 'AA', 'a', 'Ab'].sort(compareNames), ['b', 'a', 'AA', 'Ab'].sort(compareNames));
    assert.ok(compareNames('zz', 'AAA') < 0);
    assert.equal(compareNames('abc', 'ABC'), 0);
  });

  it('refuses what is no compound file, and a truncated one', () => {
    assert.throws(() => readCompoundFile(Buffer.alloc(1024)), CfbError);
    assert.equal(isCompoundFile(Buffer.from('PK\u0003\u0004')), false);
    const file = writeCompoundFile([
      { name: 'Big', data: pattern(20_000, 1) },
      { name: 'Small', data: pattern(100, 2) },
    ]);
    assert.throws(() => readCompoundFile(file.subarray(0, 4096)).stream('Big'), CfbError);
  });

  it('refuses a sector chain that loops', () => {
    const file = writeCompoundFile([{ name: 'Big', data: pattern(5000, 3) }]);
    // The FAT is the last sector; make the stream's first sector point to itself.
    const fatAt = file.length - 512;
    file.writeUInt32LE(0, fatAt);
    assert.throws(() => readCompoundFile(file).stream('Big'), /broken or loops/);
  });
});
