import { strict as assert } from 'node:assert';
import { parseCsv, safeCsv, safeCsvCell } from '../../../../src/service/admin/csvSafety';

describe('service/csvSafety: the usage export opens in a spreadsheet as text', () => {
  it('defuses cells a spreadsheet would run as formulas, keeps numbers and ordinary text', () => {
    assert.equal(safeCsvCell('=HYPERLINK("http://evil","x")'), `'=HYPERLINK("http://evil","x")`);
    assert.equal(safeCsvCell('+cmd|calc'), `'+cmd|calc`);
    assert.equal(safeCsvCell('@SUM(A1)'), `'@SUM(A1)`);
    assert.equal(safeCsvCell('-1+1'), `'-1+1`);
    assert.equal(safeCsvCell('\t=1'), `'\t=1`);
    assert.equal(safeCsvCell('-5'), '-5');
    assert.equal(safeCsvCell('1234'), '1234');
    assert.equal(safeCsvCell('report.docx'), 'report.docx');
    assert.equal(safeCsvCell('a\u0000b\u001bc'), 'abc');
  });

  it('parses quoted fields with commas, quotes and line breaks, and writes them back quoted', () => {
    const text = 'Result,Source,Error\r\nfalse,"a, b.docx","said ""no""\nthen"\ntrue,=cmd.md,\n';
    assert.deepEqual(parseCsv(text), [
      ['Result', 'Source', 'Error'],
      ['false', 'a, b.docx', 'said "no"\nthen'],
      ['true', '=cmd.md', ''],
    ]);
    const safe = safeCsv(text);
    assert.deepEqual(parseCsv(safe), [
      ['Result', 'Source', 'Error'],
      ['false', 'a, b.docx', 'said "no"\nthen'],
      ['true', "'=cmd.md", ''],
    ]);
    assert.equal(safeCsv(''), '');
  });
});
