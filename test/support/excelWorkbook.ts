// Writes minimal Excel 97–2003 workbooks (.xls, [MS-XLS] BIFF8) for tests and the sandbox: a
// compound file with a `Workbook` stream holding the globals (BOF, BoundSheet8 per sheet, the SST
// and its CONTINUE records, EOF) and one substream per worksheet (BOF, cells, EOF). Strings go
// into the SST, whole numbers that fit an RK as RK records, other numbers as Number, booleans as
// BoolErr, `{ formula }` as a Formula record with that cached result (a string one followed by its
// String record). No formats, fonts or XF records: what a reader of values needs, not Excel.
import { writeCompoundFile } from './compoundFile';

export type CellValue = string | number | boolean | null | { readonly formula: string | number };

export interface SheetData {
  readonly name: string;
  readonly rows: readonly (readonly CellValue[])[];
}

export interface WorkbookOptions {
  /** The most data bytes an SST record (and each CONTINUE) holds: Excel's is 8224; small values split strings over CONTINUEs. */
  readonly maxRecordData?: number;
  /** Adds a FilePass record (nothing is actually encrypted). */
  readonly encrypted?: boolean;
}

function record(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
}

const isWide = (text: string) => [...text].some((c) => c.charCodeAt(0) > 0xff);
const encode = (text: string, wide: boolean) => Buffer.from(text, wide ? 'utf16le' : 'latin1');

/** BOF: BIFF8, of the globals (0x0005) or a worksheet (0x0010). */
function bof(kind: number): Buffer {
  const data = Buffer.alloc(16);
  data.writeUInt16LE(0x0600, 0);
  data.writeUInt16LE(kind, 2);
  data.writeUInt16LE(0x0dbb, 4); // rupBuild
  data.writeUInt16LE(0x07cc, 6); // rupYear
  return record(0x0809, data);
}

/** The SST and its CONTINUE records; a string's characters resume after a split with a new flag byte. */
function sst(strings: readonly string[], max: number): Buffer[] {
  const segments: Buffer[][] = [[Buffer.alloc(8)]];
  segments[0]![0]!.writeUInt32LE(strings.length, 0);
  segments[0]![0]!.writeUInt32LE(strings.length, 4);
  const size = () => segments.at(-1)!.reduce((n, b) => n + b.length, 0);
  for (const text of strings) {
    const wide = isWide(text);
    const width = wide ? 2 : 1;
    if (size() + 3 + width > max) {
      segments.push([]);
    }
    const header = Buffer.alloc(3);
    header.writeUInt16LE(text.length, 0);
    header[2] = wide ? 0x01 : 0x00;
    segments.at(-1)!.push(header);
    let rest = text;
    while (rest.length > 0) {
      const room = Math.floor((max - size()) / width);
      if (room === 0) {
        segments.push([Buffer.from([wide ? 0x01 : 0x00])]);
        continue;
      }
      segments.at(-1)!.push(encode(rest.slice(0, room), wide));
      rest = rest.slice(room);
    }
  }
  return segments.map((parts, i) => record(i === 0 ? 0x00fc : 0x003c, Buffer.concat(parts)));
}

/** The cell records of one value at (row, column). */
function cell(row: number, column: number, value: CellValue, strings: Map<string, number>): Buffer[] {
  const head = (size: number) => {
    const data = Buffer.alloc(size);
    data.writeUInt16LE(row, 0);
    data.writeUInt16LE(column, 2);
    return data;
  };
  if (value === null) {
    return [];
  }
  if (typeof value === 'string') {
    const data = head(10);
    data.writeUInt32LE(strings.get(value)!, 6);
    return [record(0x00fd, data)];
  }
  if (typeof value === 'boolean') {
    const data = head(8);
    data[6] = value ? 1 : 0;
    return [record(0x0205, data)];
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < 2 ** 29) {
      const data = head(10);
      data.writeInt32LE((value << 2) | 0x02, 6);
      return [record(0x027e, data)];
    }
    const data = head(14);
    data.writeDoubleLE(value, 6);
    return [record(0x0203, data)];
  }
  const data = head(20);
  if (typeof value.formula === 'number') {
    data.writeDoubleLE(value.formula, 6);
    return [record(0x0006, data)];
  }
  data.writeUInt16LE(0xffff, 12); // a string result, in the String record that follows
  const wide = isWide(value.formula);
  const text = Buffer.concat([Buffer.from([0, 0, wide ? 1 : 0]), encode(value.formula, wide)]);
  text.writeUInt16LE(value.formula.length, 0);
  return [record(0x0006, data), record(0x0207, text)];
}

/** A .xls holding `sheets` (worksheets, in order). */
export function writeExcelWorkbook(sheets: readonly SheetData[], options: WorkbookOptions = {}): Buffer {
  const strings = new Map<string, number>();
  for (const sheet of sheets) {
    for (const value of sheet.rows.flat()) {
      if (typeof value === 'string' && !strings.has(value)) {
        strings.set(value, strings.size);
      }
    }
  }
  const boundSheets = sheets.map((sheet) => {
    const wide = isWide(sheet.name);
    const data = Buffer.concat([Buffer.alloc(8), encode(sheet.name, wide)]);
    data[6] = sheet.name.length;
    data[7] = wide ? 1 : 0;
    return data;
  });
  // The globals' records copy the BoundSheet8 data: built again once the sheets' offsets are in.
  const globals = () =>
    Buffer.concat([
      bof(0x0005),
      ...(options.encrypted === true ? [record(0x002f, Buffer.alloc(6))] : []),
      ...boundSheets.map((data) => record(0x0085, data)),
      ...sst([...strings.keys()], options.maxRecordData ?? 8224),
      record(0x000a, Buffer.alloc(0)),
    ]);
  const substreams = sheets.map((sheet) =>
    Buffer.concat([
      bof(0x0010),
      ...sheet.rows.flatMap((values, row) => values.flatMap((value, column) => cell(row, column, value, strings))),
      record(0x000a, Buffer.alloc(0)),
    ]),
  );
  // Each BoundSheet8 names the stream offset of its sheet's BOF.
  let offset = globals().length;
  substreams.forEach((substream, i) => {
    boundSheets[i]!.writeUInt32LE(offset, 0);
    offset += substream.length;
  });
  return writeCompoundFile([{ name: 'Workbook', data: Buffer.concat([globals(), ...substreams]) }]);
}
