import { strict as assert } from 'node:assert';
import { normaliseText, pageKindOf } from '../../../src/conversion/text';

describe('Compare as Text: the normaliser', () => {
  it('one paragraph per line: wrapped lines joined, blank lines and extra spaces gone, CRLF and no-break spaces unified', () => {
    const raw = '\uFEFFQuarterly   report\r\n\r\nRevenue grew in\r\nevery\u00A0region, well-\r\nknown.\r\n\r\n\r\n  Signed  \r\n';
    assert.equal(normaliseText(raw, 'page'), 'Quarterly report\nRevenue grew in every region, well-known.\nSigned\n');
  });

  it('form feeds become page markers (slides for pptx), a trailing form feed opens no page', () => {
    assert.equal(normaliseText('First\n\fSecond\nline\n\f', 'page'), '──── Page 1 ────\nFirst\n\n──── Page 2 ────\nSecond line\n');
    assert.equal(pageKindOf('pptx'), 'slide');
    assert.equal(
      normaliseText('Agenda\n\nNumbers\n\f\nResults', 'slide', (kind, n) => `[${kind} ${n}]`),
      '[slide 1]\nAgenda\nNumbers\n\n[slide 2]\nResults\n',
    );
  });

  it('text without a form feed gets no marker; a sheet keeps its rows apart and its cells’ tabs', () => {
    assert.equal(normaliseText('One\n\nTwo\n', 'page'), 'One\nTwo\n');
    assert.equal(pageKindOf('xlsx'), 'sheet');
    assert.equal(
      normaliseText('Sales\nRegion\tTotal\nNorth\t\t120\n\f\nEmpty\n', 'sheet'),
      '──── Sheet 1 ────\nSales\nRegion\tTotal\nNorth\t\t120\n\n──── Sheet 2 ────\nEmpty\n',
    );
  });

  it('empty text stays empty', () => {
    assert.equal(normaliseText('', 'page'), '');
    assert.equal(normaliseText(' \n\n \n', 'page'), '');
  });
});
