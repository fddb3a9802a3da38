// The emulator's pdf→docx: a real two-page PDF in, a Word document out whose text (read back with
// mammoth) is the PDF's lines in order; and the emulator's
// catalogue, read as the extension reads it, offers a PDF JPG, PNG and Word again.
import { strict as assert } from 'node:assert';
import mammoth from 'mammoth';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { convertersFor } from '../../../src/service/catalogue';
import { parseCatalogue } from '../../../src/service/catalogue/openApi/openApiCatalogue';
import { startEmulator } from '../../emulator/server';
import { call, useDirectConversions } from '../support/emulatorHelpers';

const convert = useDirectConversions('cf-pdf-docx-');

describe('emulator: pdf→docx', () => {
  it("writes the PDF's lines as Word paragraphs, in order", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const lines of [['Quarterly report', 'Sales rose by 12 %'], ['Appendix']]) {
      const page = doc.addPage([300, 200]);
      lines.forEach((line, i) => page.drawText(line, { x: 20, y: 160 - i * 30, size: 14, font }));
    }
    const [out, ...rest] = await convert('pdf', 'docx', 'report.pdf', Buffer.from(await doc.save()));
    assert.equal(rest.length, 0);
    assert.equal(out!.name, 'report.docx');
    const text = (await mammoth.extractRawText({ buffer: out!.data })).value;
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    assert.deepEqual(lines, ['Quarterly report', 'Sales rose by 12 %', 'Appendix']);
    assert.match(out!.data.subarray(0, 2).toString('latin1'), /^PK/, 'a Word package (ZIP)');
  });

  it("the emulator's catalogue, as the extension reads it, offers a PDF JPG, PNG and Word", async () => {
    const emu = await startEmulator({ port: 0 });
    try {
      const answer = await call(emu, 'GET', '/info/openapi');
      assert.equal(answer.status, 200);
      // The catalogue itself, not the built-in table the menu falls back on offline.
      const targets = convertersFor(parseCatalogue(answer.json), 'pdf').map((c) => c.target);
      for (const target of ['jpg', 'png', 'docx']) {
        assert.ok(targets.includes(target), `pdf → ${target} in ${targets.join(', ')}`);
      }
    } finally {
      await emu.close();
    }
  });
});
