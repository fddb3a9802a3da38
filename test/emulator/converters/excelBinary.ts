/**
 * The cells of an Excel 97–2003 workbook (.xls, [MS-XLS] BIFF8): the compound file's `Workbook`
 * stream is a run of records; the globals list the sheets (BoundSheet8, each with the offset of
 * its substream) and the shared strings (SST, continued over CONTINUE records, where a string's
 * characters may resume with a new 8/16-bit flag); each worksheet's substream holds its cells
 * (LabelSst, Label, Number, RK, MulRk, BoolErr, Formula with its cached result). Values are shown
 * as stored: numbers unformatted (a date is its serial number), formulas as their last result.
 * Chart and macro sheets are skipped; BIFF5 and older and encrypted workbooks are refused.
 */
import { CfbError, OfficeBinaryError, readCompoundFile } from './cfb';

/** One worksheet: its name and its rows, each its cells' shown text by column. */
export interface Worksheet {
  readonly name: string;
  readonly rows: string[][];
}

/** Why a .xls cannot be read; `reason` picks the service's error code. */
export class ExcelBinaryError extends OfficeBinaryError {
  override readonly name = 'ExcelBinaryError';
}

const RT = {
  bof: 0x0809,
  eof: 0x000a,
  filePass: 0x002f,
  boundSheet: 0x0085,
  sst: 0x00fc,
  continue: 0x003c,
  labelSst: 0x00fd,
  label: 0x0204,
  number: 0x0203,
  rk: 0x027e,
  mulRk: 0x00bd,
  boolErr: 0x0205,
  formula: 0x0006,
  string: 0x0207,
} as const;

const ERRORS: Readonly<Record<number, string>> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
};

interface Record_ {
  readonly type: number;
  readonly data: Buffer;
  /** Offset of the record's header in the stream. */
  readonly at: number;
}

/** Every record of the stream, in order. */
function records(stream: Buffer): Record_[] {
  const out: Record_[] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const type = stream.readUInt16LE(at);
    const size = stream.readUInt16LE(at + 2);
    if (at + 4 + size > stream.length) {
      throw new ExcelBinaryError('the workbook is truncated', 'damaged');
    }
    out.push({ type, data: stream.subarray(at + 4, at + 4 + size), at });
    at += 4 + size;
  }
  return out;
}

/** Reads over a record and its CONTINUE records as one, the way the SST needs it. */
class Continued {
  private segment = 0;
  private pos = 0;
  constructor(private readonly segments: readonly Buffer[]) {}

  byte(): number {
    while (this.pos >= (this.segments[this.segment]?.length ?? 0)) {
      if (++this.segment >= this.segments.length) {
        throw new ExcelBinaryError('the shared strings end early', 'damaged');
      }
      this.pos = 0;
    }
    return this.segments[this.segment]![this.pos++]!;
  }

  u16(): number {
    return this.byte() | (this.byte() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(count: number): void {
    for (let i = 0; i < count; i++) {
      this.byte();
    }
  }

  /** `count` characters; where a segment ends inside them, the next begins with a new flag byte. */
  chars(count: number, high: boolean): string {
    let text = '';
    let wide = high;
    for (let i = 0; i < count; i++) {
      if (this.pos >= (this.segments[this.segment]?.length ?? 0)) {
        this.segment++;
        this.pos = 0;
        wide = (this.byte() & 0x01) !== 0;
      }
      text += String.fromCharCode(wide ? this.u16() : this.byte());
    }
    return text;
  }
}

/** The SST's strings (XLUnicodeRichExtendedString), formatting runs and phonetic data skipped. */
function sharedStrings(segments: readonly Buffer[]): string[] {
  const reader = new Continued(segments);
  reader.u32(); // cstTotal
  const unique = reader.u32();
  const strings: string[] = [];
  for (let i = 0; i < unique; i++) {
    const cch = reader.u16();
    const flags = reader.byte();
    const runs = (flags & 0x08) !== 0 ? reader.u16() : 0;
    const ext = (flags & 0x04) !== 0 ? reader.u32() : 0;
    strings.push(reader.chars(cch, (flags & 0x01) !== 0));
    reader.skip(4 * runs + ext);
  }
  return strings;
}

/** An XLUnicodeString (Label, String records): cch u16, flags, characters. */
function unicodeString(data: Buffer, at: number): string {
  const cch = data.readUInt16LE(at);
  const high = (data[at + 2]! & 0x01) !== 0;
  return high ? data.toString('utf16le', at + 3, at + 3 + 2 * cch) : data.toString('latin1', at + 3, at + 3 + cch);
}

/** An RK number: a 30-bit integer or the high bits of a double, optionally divided by 100. */
function rkValue(rk: number): number {
  let value: number;
  if ((rk & 0x02) !== 0) {
    value = rk >> 2;
  } else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = bytes.readDoubleLE(0);
  }
  return (rk & 0x01) !== 0 ? value / 100 : value;
}

/** More cells than this (counting the empty ones a sparse sheet spreads out to) is beyond what the emulator lays out. */
const MAX_CELLS = 1_000_000;

const shownNumber = (n: number): string => String(Number.isInteger(n) ? n : Number(n.toPrecision(15)));

/** The worksheets of a .xls, in workbook order. */
export function readWorkbook(bytes: Buffer): Worksheet[] {
  let stream: Buffer | undefined;
  try {
    const file = readCompoundFile(bytes);
    stream = file.stream('Workbook');
    if (stream === undefined && file.stream('Book') !== undefined) {
      throw new ExcelBinaryError('Excel 5.0/95 workbooks are not supported', 'unsupported');
    }
  } catch (err) {
    if (err instanceof ExcelBinaryError) {
      throw err;
    }
    throw new ExcelBinaryError(`not an Excel workbook: ${err instanceof CfbError ? err.message : String(err)}`, 'damaged');
  }
  if (stream === undefined) {
    throw new ExcelBinaryError('not an Excel workbook (no Workbook stream)', 'damaged');
  }
  const all = records(stream);
  const first = all[0];
  if (first?.type !== RT.bof || first.data.length < 4 || first.data.readUInt16LE(0) !== 0x0600) {
    throw new ExcelBinaryError('not an Excel 97–2003 workbook (no BIFF8 BOF record)', 'damaged');
  }
  const byOffset = new Map(all.map((r, i) => [r.at, i]));
  const sheets: { name: string; at: number }[] = [];
  let strings: string[] = [];
  for (let i = 1; i < all.length && all[i]!.type !== RT.eof; i++) {
    const { type, data } = all[i]!;
    if (type === RT.filePass) {
      throw new ExcelBinaryError('the workbook is password-protected', 'encrypted');
    } else if (type === RT.boundSheet && data[5] === 0) {
      const cch = data[6]!;
      const name = (data[7]! & 0x01) !== 0 ? data.toString('utf16le', 8, 8 + 2 * cch) : data.toString('latin1', 8, 8 + cch);
      sheets.push({ name, at: data.readUInt32LE(0) });
    } else if (type === RT.sst) {
      const segments = [data];
      for (let j = i + 1; all[j]?.type === RT.continue; j++) {
        segments.push(all[j]!.data);
      }
      strings = sharedStrings(segments);
    }
  }
  // Each sheet its own substream: two names for one would lay it out twice, and many of them many times.
  if (new Set(sheets.map((s) => s.at)).size < sheets.length) {
    throw new ExcelBinaryError('two sheets start at the same place in the workbook', 'damaged');
  }
  let cells = 0;
  return sheets.map(({ name, at }) => {
    const start = byOffset.get(at);
    if (start === undefined || all[start]!.type !== RT.bof) {
      throw new ExcelBinaryError(`sheet “${name}” does not start where the workbook says`, 'damaged');
    }
    const rows = sheetRows(all, start + 1, strings);
    cells += rows.reduce((n, row) => n + Math.max(1, row.length), 0);
    if (cells > MAX_CELLS) {
      throw new ExcelBinaryError(`the workbook spans more than ${MAX_CELLS} cells, more than the emulator lays out`, 'unsupported');
    }
    return { name, rows: rows.map((row) => Array.from(row, (v) => v ?? '')) };
  });
}

/**
 * The cells of one worksheet substream, from `from` to its EOF or the next BOF (an embedded
 * chart's substream comes after the cells; stopping there keeps every record read once). Sparse:
 * readWorkbook counts the cells before it fills the gaps.
 */
function sheetRows(all: readonly Record_[], from: number, strings: readonly string[]): (string | undefined)[][] {
  const rows: string[][] = [];
  const put = (row: number, column: number, value: string) => {
    const cells = (rows[row] ??= []);
    cells[column] = value;
  };
  for (let i = from; i < all.length && all[i]!.type !== RT.eof && all[i]!.type !== RT.bof; i++) {
    const { type, data } = all[i]!;
    const row = data.length >= 4 ? data.readUInt16LE(0) : 0;
    const column = data.length >= 4 ? data.readUInt16LE(2) : 0;
    switch (type) {
      case RT.labelSst:
        put(row, column, strings[data.readUInt32LE(6)] ?? '');
        break;
      case RT.label:
        put(row, column, unicodeString(data, 6));
        break;
      case RT.number:
        put(row, column, shownNumber(data.readDoubleLE(6)));
        break;
      case RT.rk:
        put(row, column, shownNumber(rkValue(data.readUInt32LE(6))));
        break;
      case RT.mulRk:
        for (let at = 4, c = column; at + 6 <= data.length - 2; at += 6, c++) {
          put(row, c, shownNumber(rkValue(data.readUInt32LE(at + 2))));
        }
        break;
      case RT.boolErr:
        put(row, column, data[7] === 0 ? (data[6] === 0 ? 'FALSE' : 'TRUE') : (ERRORS[data[6]!] ?? '#ERROR'));
        break;
      case RT.formula: {
        if (data.readUInt16LE(12) !== 0xffff) {
          put(row, column, shownNumber(data.readDoubleLE(6)));
        } else if (data[6] === 0 && all[i + 1]?.type === RT.string) {
          put(row, column, unicodeString(all[i + 1]!.data, 0));
        } else if (data[6] === 1) {
          put(row, column, data[8] === 0 ? 'FALSE' : 'TRUE');
        } else if (data[6] === 2) {
          put(row, column, ERRORS[data[8]!] ?? '#ERROR');
        }
        break;
      }
    }
  }
  return Array.from(rows, (cells) => cells ?? []);
}
