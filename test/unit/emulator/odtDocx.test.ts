// The emulator's odt→docx: a real OpenDocument text (a ZIP with content.xml) in, a Word document
// out whose headings and paragraphs (read back with mammoth) are the source's, in order; a file
// that is not a package is refused as damaged (5002).
import { strict as assert } from 'node:assert';
import mammoth from 'mammoth';
import { ConversionFailedError } from '../../emulator/converters/index';
import { pdfLines, useDirectConversions, zip } from '../support/emulatorHelpers';

const convertDirectly = useDirectConversions('cf-odt-docx-');

const CONTENT = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">
<office:body><office:text>
<text:h text:outline-level="1">Minutes &amp; notes</text:h>
<text:p>First<text:s text:c="2"/>point, <text:span>with a span</text:span>.</text:p>
<text:h text:outline-level="2">Next steps</text:h>
<text:p>Ship it<text:line-break/>on Friday</text:p>
</office:text></office:body></office:document-content>`;

const convert = (name: string, bytes: Buffer, target = 'docx') => convertDirectly('odt', target, name, bytes);

describe('emulator: odt→docx', () => {
  it('keeps headings, paragraphs, spaces and line breaks in order', async () => {
    const bytes = await zip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': CONTENT });
    const [out] = await convert('minutes.odt', bytes);
    assert.equal(out!.name, 'minutes.docx');
    const html = (await mammoth.convertToHtml({ buffer: out!.data })).value;
    assert.equal(html, '<h1>Minutes &amp; notes</h1><p>First  point, with a span.</p><h2>Next steps</h2><p>Ship it<br />on Friday</p>');
  });

  it('odt→pdf lays out the same headings and paragraphs', async () => {
    const bytes = await zip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': CONTENT });
    const [out] = await convert('minutes.odt', bytes, 'pdf');
    assert.equal(out!.name, 'minutes.pdf');
    assert.deepEqual(await pdfLines(out!.data), ['Minutes & notes', 'First point, with a span.', 'Next steps', 'Ship it', 'on Friday']);
  });

  it('refuses a file that is not an OpenDocument package as damaged', async () => {
    await assert.rejects(convert('broken.odt', Buffer.from('not a zip')), (err: unknown) => {
      assert.ok(err instanceof ConversionFailedError);
      assert.equal(err.code, 5002);
      return true;
    });
  });
});
