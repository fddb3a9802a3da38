/**
 * A reader of Compound File Binary containers ([MS-CFB]), the "OLE2" files that Word 97–2003
 * (.doc), Excel 97–2003 (.xls) and PowerPoint 97–2003 (.ppt) keep their streams in. It reads the
 * streams at the root storage by name: the header, the FAT (and its DIFAT continuation), the
 * directory's red-black tree, regular sector chains and, for streams under the mini-stream cutoff,
 * the mini FAT and mini stream. Version 3 (512-byte sectors) and 4 (4096-byte) files. Nothing is
 * written back; a malformed container is a CfbError (which the converters answer as 5002).
 */
import { ErrorCode, failure, readInput } from './common';
import { ConversionFailedError, type InputFile } from './types';

/** The first eight bytes of every compound file. */
export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Special sector numbers. */
export const ENDOFCHAIN = 0xfffffffe;
export const FREESECT = 0xffffffff;
export const FATSECT = 0xfffffffd;
export const NOSTREAM = 0xffffffff;

/** Directory entry object types. */
export const ObjectType = { unknown: 0, storage: 1, stream: 2, root: 5 } as const;

/** The container is not a compound file, or is truncated or inconsistent. */
export class CfbError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CfbError';
  }
}

/** Why an Office 97–2003 file inside a compound file cannot be read; `reason` picks the service's error code. */
export class OfficeBinaryError extends Error {
  constructor(
    message: string,
    readonly reason: 'damaged' | 'encrypted' | 'unsupported',
  ) {
    super(message);
  }
}

const CODES = { damaged: ErrorCode.fileDamaged, encrypted: ErrorCode.passwordProtected, unsupported: ErrorCode.conversionFailed } as const;

/** Reads an Office 97–2003 upload with `read` (a .doc, .xls or .ppt reader); its errors become the service's codes. */
export async function readOfficeBinary<T>(file: InputFile, what: string, read: (bytes: Buffer) => T): Promise<T> {
  const bytes = await readInput(file);
  try {
    return read(bytes);
  } catch (err) {
    if (err instanceof OfficeBinaryError) {
      throw new ConversionFailedError(`${file.name}: ${err.message}`, CODES[err.reason]);
    }
    throw failure(`${file.name} is not a readable ${what}`, err, ErrorCode.fileDamaged);
  }
}

/** One directory entry as far as reading streams needs it. */
interface DirectoryEntry {
  readonly name: string;
  readonly type: number;
  readonly left: number;
  readonly right: number;
  readonly child: number;
  readonly start: number;
  readonly size: number;
}

/** The streams of a compound file's root storage, read on demand. */
export interface CompoundFile {
  /** Names of the streams directly in the root storage. */
  readonly streamNames: readonly string[];
  /** A root-level stream's bytes (names compare case-insensitively, as CFB's do), or undefined when there is none. */
  stream(name: string): Buffer | undefined;
}

/** True when `bytes` begins like a compound file. */
export function isCompoundFile(bytes: Buffer): boolean {
  return bytes.length >= 512 && bytes.subarray(0, 8).equals(CFB_SIGNATURE);
}

/** Opens a compound file held in memory. Throws CfbError when it is not one or is damaged. */
export function readCompoundFile(bytes: Buffer): CompoundFile {
  if (!isCompoundFile(bytes)) {
    // A zip is what Office 2007 and later save: the usual reason is a .docx/.xlsx/.pptx renamed to the old extension.
    throw new CfbError(
      bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))
        ? 'it is a newer Office file (a zip package), not a 97–2003 one: give it its own extension (.docx, .xlsx or .pptx) and convert that'
        : 'not a compound file (no OLE2 signature)',
    );
  }
  if (bytes.readUInt16LE(28) !== 0xfffe) {
    throw new CfbError('unknown byte order');
  }
  const sectorShift = bytes.readUInt16LE(30);
  const miniShift = bytes.readUInt16LE(32);
  if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6) {
    throw new CfbError(`unsupported sector sizes (2^${sectorShift}, 2^${miniShift})`);
  }
  const sectorSize = 1 << sectorShift;
  // Version 4 files keep the 512-byte header in a 4096-byte first sector: sector n starts at (n + 1) * sectorSize either way.
  const sectorCount = Math.ceil(bytes.length / sectorSize) - 1;
  const sector = (n: number): Buffer => {
    if (n >= sectorCount) {
      throw new CfbError(`sector ${n} lies beyond the end of the file`);
    }
    const start = (n + 1) * sectorSize;
    return bytes.subarray(start, Math.min(start + sectorSize, bytes.length));
  };

  const fat = readFat(bytes, sector, sectorSize, sectorCount);
  const chain = (start: number, table: Uint32Array, limit: number): number[] => {
    const sectors: number[] = [];
    for (let n = start; n !== ENDOFCHAIN; n = table[n]!) {
      if (n >= table.length || n >= limit || sectors.length >= limit) {
        throw new CfbError('a sector chain is broken or loops');
      }
      sectors.push(n);
    }
    return sectors;
  };
  const readChain = (start: number): Buffer => Buffer.concat(chain(start, fat, sectorCount).map(sector));

  const directory = readDirectory(readChain(bytes.readUInt32LE(48)));
  const root = directory[0];
  if (root?.type !== ObjectType.root) {
    throw new CfbError('the directory has no root entry');
  }
  const cutoff = bytes.readUInt32LE(56);
  const miniFatStart = bytes.readUInt32LE(60);
  let mini: { fat: Uint32Array; stream: Buffer } | undefined;
  const miniStream = () => {
    if (mini === undefined) {
      const table = miniFatStart === ENDOFCHAIN ? Buffer.alloc(0) : readChain(miniFatStart);
      mini = {
        fat: uint32s(table),
        stream: root.start === ENDOFCHAIN ? Buffer.alloc(0) : readChain(root.start),
      };
    }
    return mini;
  };

  const streams = new Map<string, DirectoryEntry>();
  for (const entry of children(directory, root.child)) {
    if (entry.type === ObjectType.stream) {
      streams.set(entry.name.toUpperCase(), entry);
    }
  }
  return {
    streamNames: [...streams.values()].map((e) => e.name),
    stream(name) {
      const entry = streams.get(name.toUpperCase());
      if (entry === undefined) {
        return undefined;
      }
      if (entry.size === 0) {
        return Buffer.alloc(0);
      }
      let data: Buffer;
      if (entry.size < cutoff) {
        const { fat: miniFat, stream } = miniStream();
        const limit = Math.ceil(stream.length / 64);
        data = Buffer.concat(chain(entry.start, miniFat, limit).map((n) => stream.subarray(n * 64, n * 64 + 64)));
      } else {
        data = readChain(entry.start);
      }
      if (data.length < entry.size) {
        throw new CfbError(`stream ${entry.name} is truncated`);
      }
      return data.subarray(0, entry.size);
    },
  };
}

/** The FAT: its sector numbers come from the header's 109 DIFAT slots, then from the DIFAT sector chain. */
function readFat(bytes: Buffer, sector: (n: number) => Buffer, sectorSize: number, sectorCount: number): Uint32Array {
  const fatSectorCount = bytes.readUInt32LE(44);
  // FAT sectors are sectors of the file: a larger count, with a DIFAT that lists one sector over and
  // over, would build a FAT of gigabytes from a file of megabytes.
  if (fatSectorCount > sectorCount) {
    throw new CfbError(`the header counts ${fatSectorCount} FAT sectors in a file of ${sectorCount} sectors`);
  }
  const locations: number[] = [];
  for (let i = 0; i < 109 && locations.length < fatSectorCount; i++) {
    locations.push(bytes.readUInt32LE(76 + 4 * i));
  }
  const perDifat = sectorSize / 4 - 1;
  let difat = bytes.readUInt32LE(68);
  for (let seen = 0; locations.length < fatSectorCount; seen++) {
    if (difat === ENDOFCHAIN || difat === FREESECT || seen > sectorCount) {
      throw new CfbError('the DIFAT ends before every FAT sector is listed');
    }
    const block = sector(difat);
    for (let i = 0; i < perDifat && locations.length < fatSectorCount; i++) {
      locations.push(block.readUInt32LE(4 * i));
    }
    difat = block.readUInt32LE(4 * perDifat);
  }
  return uint32s(Buffer.concat(locations.map(sector)));
}

/** A table of little-endian 32-bit sector numbers. */
function uint32s(data: Buffer): Uint32Array {
  const table = new Uint32Array(data.length >>> 2);
  for (let i = 0; i < table.length; i++) {
    table[i] = data.readUInt32LE(4 * i);
  }
  return table;
}

/** Every 128-byte directory entry, in stream order (an entry's number is its index). */
function readDirectory(data: Buffer): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  for (let at = 0; at + 128 <= data.length; at += 128) {
    const nameLength = Math.min(64, data.readUInt16LE(at + 64));
    entries.push({
      name: data.toString('utf16le', at, at + Math.max(0, nameLength - 2)),
      type: data[at + 66]!,
      left: data.readUInt32LE(at + 68),
      right: data.readUInt32LE(at + 72),
      child: data.readUInt32LE(at + 76),
      start: data.readUInt32LE(at + 116),
      // The high half of the size is not reliable in version 3 files, and nothing here is 4 GB.
      size: data.readUInt32LE(at + 120),
    });
  }
  return entries;
}

/** The entries of one storage: the tree under `first`, walked through left and right siblings. */
function children(directory: readonly DirectoryEntry[], first: number): DirectoryEntry[] {
  const found: DirectoryEntry[] = [];
  const seen = new Set<number>();
  const pending = [first];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NOSTREAM) {
      continue;
    }
    const entry = directory[id];
    if (entry === undefined || seen.has(id)) {
      throw new CfbError('the directory tree is broken or loops');
    }
    seen.add(id);
    found.push(entry);
    pending.push(entry.left, entry.right);
  }
  return found;
}
