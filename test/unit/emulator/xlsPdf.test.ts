// The emulator's Excel 97–2003 reader and its xls→pdf, on workbooks the test writer makes (BIFF8
// records in a compound file): shared strings (also split over CONTINUE records, 8- and 16-bit),
// RK, Number, BoolErr and Formula cells, several sheets; damaged and password-protected workbooks
// refused with the service's codes.
import { strict as assert } from 'node:assert';
import { ExcelBinaryError, readWorkbook } from '../../emulator/converters/excelBinary';
import { ConversionFailedError } from '../../emulator/converters/index';
import { writeExcelWorkbook, type SheetData } from '../../support/excelWorkbook';
import { writeWordDocument } from '../../support/wordDocument';
import { assertUnreadable, pdfLines, useDirectConversions } from '../support/emulatorHelpers';

const convertDirectly = useDirectConversions('cf-xls-');

const SHEETS: SheetData[] = [
  {
    name: 'Sales',
    rows: [
      ['Region', 'Quarter', 'Sales', 'Open'],
      ['North', 'Q1', 120, true],
      ['South', 'Q1', 95.5, false],
      ['Ελλάδα', null, -3, { formula: 'total' }],
      [null, null, { formula: 215.5 }, 1e-7],
    ],
  },
  { name: 'Ünïcode sheet', rows: [['a long string that a small record limit splits over several CONTINUE records, and 日本語 too']] },
];

const EXPECTED = [
  {
    name: 'Sales',
    rows: [
      ['Region', 'Quarter', 'Sales', 'Open'],
      ['North', 'Q1', '120', 'TRUE'],
      ['South', 'Q1', '95.5', 'FALSE'],
      ['Ελλάδα', '', '-3', 'total'],
      ['', '', '215.5', '1e-7'],
    ],
  },
  { name: 'Ünïcode sheet', rows: [['a long string that a small record limit splits over several CONTINUE records, and 日本語 too']] },
];

const convert = (name: string, bytes: Buffer) => convertDirectly('xls', 'pdf', name, bytes);

describe('emulator: Excel 97–2003 (.xls)', () => {
  it('reads every sheet and its cells: shared strings, RK and Number, booleans, cached formula results', () => {
    assert.deepEqual(readWorkbook(writeExcelWorkbook(SHEETS)), EXPECTED);
  });

  it('reads shared strings split over CONTINUE records, 8- and 16-bit', () => {
    for (const max of [16, 23, 64]) {
      assert.deepEqual(readWorkbook(writeExcelWorkbook(SHEETS, { maxRecordData: max })), EXPECTED, `records of ${max} bytes`);
    }
  });

  it('refuses what is no workbook, and a password-protected one, with the reason', () => {
    assertUnreadable(() => readWorkbook(writeWordDocument('Not a workbook\r')), ExcelBinaryError, 'damaged');
    assertUnreadable(() => readWorkbook(writeExcelWorkbook(SHEETS, { encrypted: true })), ExcelBinaryError, 'encrypted');
  });

  it('xls→pdf: each sheet a heading, its cells in aligned columns', async () => {
    const [out, ...rest] = await convert('Quarter.xls', writeExcelWorkbook(SHEETS));
    assert.equal(rest.length, 0);
    assert.equal(out!.name, 'Quarter.pdf');
    const lines = await pdfLines(out!.data);
    assert.equal(lines[0], 'Sales');
    assert.equal(lines[1], 'Region Quarter Sales Open');
    assert.equal(lines[2], 'North Q1 120 TRUE');
    assert.ok(lines.includes('Ünïcode sheet'), lines.join(' | '));
  });

  it('a damaged .xls is 5002, a password-protected one 5003', async () => {
    for (const [bytes, code] of [
      [Buffer.from('not a workbook'), 5002],
      [writeExcelWorkbook(SHEETS, { encrypted: true }), 5003],
    ] as const) {
      await assert.rejects(convert('bad.xls', bytes), (err: unknown) => err instanceof ConversionFailedError && err.code === code);
    }
  });
});
