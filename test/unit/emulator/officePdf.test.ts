// The emulator's xlsx→pdf and pptx→pdf (what Preview as PDF offers first): real packages in, a PDF
// with their content out (read back with pdf.js), a damaged package refused as 5002, and the
// catalogue entries with the parameters they share with docx→pdf.
import { strict as assert } from 'node:assert';
import { ConversionFailedError, describeConverter } from '../../emulator/converters/index';
import { useDirectConversions, zip } from '../support/emulatorHelpers';
import { presentation, workbook } from '../support/officeFixtures';
import { pageTexts, withPdf } from '../support/pdfReading';

const convert = useDirectConversions('cf-office-pdf-');

/** Converts `data` uploaded as `name` and returns the PDF's text, read with pdf.js (not through the emulator). */
async function pdfText(src: string, name: string, data: Buffer): Promise<{ name: string; text: string }> {
  const [output, ...more] = await convert(src, 'pdf', name, data);
  assert.ok(output);
  assert.equal(more.length, 0);
  assert.equal(output.data.subarray(0, 5).toString('latin1'), '%PDF-');
  const text = (await withPdf(output.data, (doc) => pageTexts(doc, ' '))).join('');
  return { name: output.name, text: text.replace(/\s+/g, ' ') };
}

describe('emulator: xlsx→pdf and pptx→pdf', () => {
  it('xlsx→pdf: each sheet by name, its cells (shared, inline, numbers, booleans) in columns', async () => {
    const { name, text } = await pdfText('xlsx', 'Q1 sales.xlsx', await workbook());
    assert.equal(name, 'Q1 sales.pdf');
    for (const expected of ['Sales', 'Region', 'Total', 'North', '120', 'South & West', 'TRUE', 'Empty', '(empty sheet)']) {
      assert.ok(text.includes(expected), `"${expected}" is not in: ${text}`);
    }
    assert.ok(text.indexOf('Sales') < text.indexOf('Empty'), 'the sheets are out of order');
  });

  it('pptx→pdf: the slides in presentation order, each with its title and paragraphs', async () => {
    const { name, text } = await pdfText('pptx', 'deck.pptx', await presentation());
    assert.equal(name, 'deck.pdf');
    assert.match(text, /Slide 1: Agenda.*First the numbers.*Slide 2: Results.*Up ten percent.*Thanks/);
  });

  it('a package that is no ZIP, or lacks its main part, is a damaged file (5002)', async () => {
    for (const [src, data] of [
      ['xlsx', Buffer.from('not a zip at all')],
      ['pptx', await zip({ 'ppt/other.xml': '<x/>' })],
    ] as const) {
      await assert.rejects(
        convert(src, 'pdf', `broken.${src}`, data),
        (err: unknown) =>
          err instanceof ConversionFailedError && err.code === 5002 && /broken\.(xlsx|pptx) is not a readable/.test(err.message),
      );
    }
  });

  it('the catalogue lists both with the parameters they share with docx→pdf', () => {
    for (const src of ['xlsx', 'pptx']) {
      const names = describeConverter(src, 'pdf')?.params.map((p) => p.name) ?? [];
      assert.ok(names.includes('File') && names.includes('Password') && names.includes('ConvertMetadata'), names.join(', '));
    }
  });
});
