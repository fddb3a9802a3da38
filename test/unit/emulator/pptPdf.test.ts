// The emulator's PowerPoint 97–2003 reader and its ppt→pdf, on presentations the test writer makes
// (Current User → UserEditAtom → persist directory → DocumentContainer and slides): titles and
// body placeholders from the slide list, a slide's own text boxes, 8-bit and UTF-16 text atoms;
// damaged and password-protected presentations refused with the service's codes.
import { strict as assert } from 'node:assert';
import { ConversionFailedError } from '../../emulator/converters/index';
import { PowerPointBinaryError, readPresentation } from '../../emulator/converters/powerPointBinary';
import { writeExcelWorkbook } from '../../support/excelWorkbook';
import { writePowerPointPresentation, type SlideData } from '../../support/powerPointPresentation';
import { assertUnreadable, pdfLines, useDirectConversions } from '../support/emulatorHelpers';

const convertDirectly = useDirectConversions('cf-ppt-');

const SLIDES: SlideData[] = [
  { title: 'Quarterly review', body: ['Sales rose by 12 %', 'Costs fell\vslightly'] },
  { title: 'Ελλάδα – next steps', body: ['Ship on Friday'], textBox: ['A note in a text box'] },
  { body: ['A slide without a title'] },
];

const convert = (name: string, bytes: Buffer) => convertDirectly('ppt', 'pdf', name, bytes);

describe('emulator: PowerPoint 97–2003 (.ppt)', () => {
  it("reads each slide's title, body paragraphs and text boxes, in order", () => {
    assert.deepEqual(readPresentation(writePowerPointPresentation(SLIDES)), [
      { title: 'Quarterly review', paragraphs: ['Sales rose by 12 %', 'Costs fell\nslightly'] },
      { title: 'Ελλάδα – next steps', paragraphs: ['Ship on Friday', 'A note in a text box'] },
      { paragraphs: ['A slide without a title'] },
    ]);
  });

  it('refuses what is no presentation, and a password-protected one, with the reason', () => {
    assertUnreadable(() => readPresentation(writeExcelWorkbook([{ name: 'S', rows: [['x']] }])), PowerPointBinaryError, 'damaged');
    assertUnreadable(() => readPresentation(writePowerPointPresentation(SLIDES, { encrypted: true })), PowerPointBinaryError, 'encrypted');
  });

  it('ppt→pdf: "Slide n: title" and the paragraphs of each slide', async () => {
    const [out, ...rest] = await convert('Review.ppt', writePowerPointPresentation(SLIDES));
    assert.equal(rest.length, 0);
    assert.equal(out!.name, 'Review.pdf');
    const lines = await pdfLines(out!.data);
    assert.deepEqual(lines.slice(0, 4), ['Slide 1: Quarterly review', 'Sales rose by 12 %', 'Costs fell', 'slightly']);
    // The PDF's standard fonts have no Greek: only the slide's number is sure to read back.
    assert.match(lines[4]!, /^Slide 2: /);
    assert.ok(lines.includes('A note in a text box'), lines.join(' | '));
    assert.ok(lines.includes('Slide 3'), lines.join(' | '));
  });

  it('a damaged .ppt is 5002, a password-protected one 5003', async () => {
    for (const [bytes, code] of [
      [Buffer.from('not a presentation'), 5002],
      [writePowerPointPresentation(SLIDES, { encrypted: true }), 5003],
    ] as const) {
      await assert.rejects(convert('bad.ppt', bytes), (err: unknown) => err instanceof ConversionFailedError && err.code === code);
    }
  });
});
