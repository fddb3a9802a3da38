// Writes Compound File Binary containers ([MS-CFB], version 3: 512-byte sectors) holding a few
// streams at the root, so that tests and the sandbox make their own Word 97–2003 files instead of
// carrying binary blobs. Streams under the 4096-byte cutoff go into the mini stream, as the format
// requires; the others get regular sectors. Up to 109 FAT sectors (about 7 MB): no DIFAT sectors.

const SECTOR = 512;
const MINI_SECTOR = 64;
const CUTOFF = 4096;
const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

/** One stream of the root storage. */
export interface CompoundStream {
  /** At most 31 characters. */
  readonly name: string;
  readonly data: Buffer;
}

/** CFB's order of names in a storage's tree: shorter first, then by upper-cased UTF-16 code units. */
export function compareNames(a: string, b: string): number {
  if (a.length !== b.length) {
    return a.length - b.length;
  }
  const [x, y] = [a.toUpperCase(), b.toUpperCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The bytes of a compound file whose root storage holds `streams`; `rootClsid` (16 bytes, as
 * stored) names the application, as PowerPoint's files do.
 */
export function writeCompoundFile(streams: readonly CompoundStream[], rootClsid?: Buffer): Buffer {
  for (const s of streams) {
    if (s.name.length === 0 || s.name.length > 31 || /[/\\:!]/.test(s.name)) {
      throw new Error(`invalid stream name ${JSON.stringify(s.name)}`);
    }
  }
  const sectors: Buffer[] = [];
  const fat: number[] = [];
  /** Appends `data` as a chain of regular sectors and returns its first sector (ENDOFCHAIN when empty). */
  const place = (data: Buffer): number => {
    const count = Math.ceil(data.length / SECTOR);
    if (count === 0) {
      return ENDOFCHAIN;
    }
    const first = sectors.length;
    for (let i = 0; i < count; i++) {
      const sector = Buffer.alloc(SECTOR);
      data.copy(sector, 0, i * SECTOR, (i + 1) * SECTOR);
      sectors.push(sector);
      fat.push(i === count - 1 ? ENDOFCHAIN : first + i + 1);
    }
    return first;
  };

  // Small streams: consecutive 64-byte mini sectors, chained by the mini FAT.
  const miniParts: Buffer[] = [];
  const miniFat: number[] = [];
  const starts = streams.map((s) => {
    if (s.data.length >= CUTOFF) {
      return place(s.data);
    }
    const count = Math.ceil(s.data.length / MINI_SECTOR);
    if (count === 0) {
      return ENDOFCHAIN;
    }
    const first = miniFat.length;
    for (let i = 0; i < count; i++) {
      miniFat.push(i === count - 1 ? ENDOFCHAIN : first + i + 1);
    }
    const padded = Buffer.alloc(count * MINI_SECTOR);
    s.data.copy(padded);
    miniParts.push(padded);
    return first;
  });
  const miniStream = Buffer.concat(miniParts);
  const miniStreamStart = place(miniStream);
  const miniFatStart = place(uint32s(miniFat, SECTOR / 4));
  const directoryStart = place(directory(streams, starts, miniStreamStart, miniStream.length, rootClsid));

  // FAT sectors go last: as many as it takes to describe every sector, themselves included.
  let fatCount = 1;
  while ((sectors.length + fatCount) * 4 > fatCount * SECTOR) {
    fatCount++;
  }
  if (fatCount > 109) {
    throw new Error('too large for a compound file without DIFAT sectors');
  }
  const fatStart = sectors.length;
  for (let i = 0; i < fatCount; i++) {
    fat.push(FATSECT);
  }
  const fatBytes = uint32s(fat, fatCount * (SECTOR / 4));
  for (let i = 0; i < fatCount; i++) {
    sectors.push(fatBytes.subarray(i * SECTOR, (i + 1) * SECTOR));
  }

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(0, 40); // directory sectors: always 0 in version 3
  header.writeUInt32LE(fatCount, 44);
  header.writeUInt32LE(directoryStart, 48);
  header.writeUInt32LE(CUTOFF, 56);
  header.writeUInt32LE(miniFatStart, 60);
  header.writeUInt32LE(Math.ceil((miniFat.length * 4) / SECTOR), 64);
  header.writeUInt32LE(ENDOFCHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) {
    header.writeUInt32LE(i < fatCount ? fatStart + i : FREESECT, 76 + 4 * i);
  }
  return Buffer.concat([header, ...sectors]);
}

/** Little-endian 32-bit values, padded with FREESECT to a multiple of `per` entries. */
function uint32s(values: readonly number[], per: number): Buffer {
  const count = Math.ceil(values.length / per) * per;
  const out = Buffer.alloc(count * 4, 0xff);
  values.forEach((v, i) => out.writeUInt32LE(v, 4 * i));
  return out;
}

/** The directory: the root entry, then one entry per stream, in a balanced tree (all black, which CFB allows). */
function directory(
  streams: readonly CompoundStream[],
  starts: readonly number[],
  miniStart: number,
  miniSize: number,
  rootClsid: Buffer | undefined,
): Buffer {
  const count = Math.ceil((streams.length + 1) / 4) * 4;
  const out = Buffer.alloc(count * 128);
  const links = new Map<number, { left: number; right: number }>();
  // Entry ids 1..n in name order; the middle of each range is the subtree's root.
  const order = streams.map((_, i) => i).sort((a, b) => compareNames(streams[a]!.name, streams[b]!.name));
  const build = (from: number, to: number): number => {
    if (from > to) {
      return NOSTREAM;
    }
    const middle = Math.floor((from + to) / 2);
    const id = order[middle]! + 1;
    links.set(id, { left: build(from, middle - 1), right: build(middle + 1, to) });
    return id;
  };
  const top = build(0, order.length - 1);
  const write = (id: number, name: string, type: number, start: number, size: number, child: number) => {
    const at = id * 128;
    out.write(name, at, 'utf16le');
    out.writeUInt16LE((name.length + 1) * 2, at + 64);
    out[at + 66] = type;
    out[at + 67] = 1; // black
    out.writeUInt32LE(links.get(id)?.left ?? NOSTREAM, at + 68);
    out.writeUInt32LE(links.get(id)?.right ?? NOSTREAM, at + 72);
    out.writeUInt32LE(child, at + 76);
    out.writeUInt32LE(start, at + 116);
    out.writeUInt32LE(size, at + 120);
  };
  write(0, 'Root Entry', 5, miniStart, miniSize, top);
  rootClsid?.copy(out, 80, 0, 16);
  streams.forEach((s, i) => write(i + 1, s.name, 2, starts[i]!, s.data.length, NOSTREAM));
  for (let id = streams.length + 1; id < count; id++) {
    out.writeUInt32LE(NOSTREAM, id * 128 + 68);
    out.writeUInt32LE(NOSTREAM, id * 128 + 72);
    out.writeUInt32LE(NOSTREAM, id * 128 + 76);
  }
  return out;
}
