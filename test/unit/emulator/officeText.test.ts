// The emulator's text extraction (what Compare as Text asks for) of xlsx, pptx, odt and rtf, and its
// docx→compare: a Word document whose changed paragraphs are marked w:del and w:ins, reached over
// HTTP with File and CompareFile (a single file parameter: CompareFile[0] is refused).
import { strict as assert } from 'node:assert';
import { Document, Packer, Paragraph } from 'docx';
import { fromBufferPromise } from 'yauzl';
import { describeConverter, findConverter, type InputFile } from '../../emulator/converters/index';
import { diffParagraphs } from '../../emulator/converters/docxCompare';
import { useUploads, zip } from '../support/emulatorHelpers';
import { presentation, workbook } from '../support/officeFixtures';

/** Writes `data` to a fresh temp file and describes it as the HTTP layer would, under the client's `name`. */
const upload = useUploads('cf-office-text-');

async function text(src: string, input: InputFile): Promise<string> {
  const converter = findConverter(src, 'txt');
  assert.ok(converter, `no ${src}→txt`);
  const [out] = await converter(input, { params: {}, signal: new AbortController().signal, files: [], fileParams: {} });
  assert.ok(out);
  assert.equal(out.name, input.name.replace(/\.[^.]+$/, '.txt'));
  return out.data.toString('utf8');
}

const docx = async (...paragraphs: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }));

/** The document.xml of a Word package. */
async function documentXml(data: Buffer): Promise<string> {
  const archive = await fromBufferPromise(data, { lazyEntries: true });
  for await (const entry of archive.eachEntry()) {
    if (entry.fileName === 'word/document.xml') {
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.openReadStreamPromise(entry)) {
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
  }
  throw new Error('no word/document.xml');
}

describe('emulator: text of office documents and docx→compare', () => {
  it('xlsx→txt: each sheet its name and rows (cells tab-separated), sheets separated by a form feed', async () => {
    const out = await text('xlsx', await upload('Sales.xlsx', await workbook()));
    assert.equal(out, 'Sales\nRegion\tTotal\nNorth\t\t120\nSouth & West\tTRUE\n\f\nEmpty\n');
  });

  it('pptx→txt: each slide its title and paragraphs, in presentation order, slides separated by a form feed', async () => {
    const out = await text('pptx', await upload('Deck.pptx', await presentation()));
    assert.equal(out, 'Agenda\n\nFirst the numbers\n\f\nResults\n\nUp ten percent\n\nThanks\n');
  });

  it('odt→txt and rtf→txt: paragraphs with a blank line between them', async () => {
    const odt = await zip({
      'content.xml':
        '<office:document-content xmlns:office="o" xmlns:text="t"><office:body><office:text><text:h text:outline-level="1">Minutes</text:h><text:p>All<text:s/>agreed.</text:p></office:text></office:body></office:document-content>',
    });
    assert.equal(await text('odt', await upload('Minutes.odt', odt)), 'Minutes\n\nAll agreed.\n');
    const rtf = "{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\f0 First line\\par Caf\\'e9 second\\par}";
    assert.equal(await text('rtf', await upload('Note.rtf', rtf)), 'First line\n\nCafé second\n');
  });

  it('the paragraph diff keeps what both have and marks the rest deleted or inserted', () => {
    assert.deepEqual(
      diffParagraphs(['Title', 'Old terms', 'End'], ['Title', 'New terms', 'End', 'Signed']).map((s) => `${s.kind}:${s.text}`),
      ['same:Title', 'deleted:Old terms', 'inserted:New terms', 'same:End', 'inserted:Signed'],
    );
  });

  it('docx→compare: a Word document with the changed paragraph as w:del and w:ins, in the catalogue with File and CompareFile required', async () => {
    const entry = describeConverter('docx', 'compare');
    assert.ok(entry);
    const compareFile = entry.params.find((p) => p.name === 'CompareFile');
    assert.ok(compareFile && compareFile.required && compareFile.type === 'string' && compareFile.file === 'single');
    const converter = findConverter('docx', 'compare')!;
    const before = await upload('contract v1.docx', await docx('Parties', 'Price is 100 EUR', 'Signed'));
    const after = await upload('contract v2.docx', await docx('Parties', 'Price is 120 EUR', 'Signed'));
    const [out] = await converter(before, {
      params: {},
      signal: new AbortController().signal,
      files: [],
      fileParams: { CompareFile: after },
    });
    assert.ok(out && out.name.endsWith('.docx'));
    const xml = await documentXml(out.data);
    assert.match(xml, /<w:del [^>]*w:author="Convert Files emulator"[^>]*>.*?<w:delText[^>]*>Price is 100 EUR<\/w:delText>/s);
    assert.match(xml, /<w:ins [^>]*>.*?<w:t[^>]*>Price is 120 EUR<\/w:t>/s);
    assert.doesNotMatch(xml, /<w:(ins|del) [^>]*>(?:(?!<\/w:(ins|del)>).)*Parties/s, 'an unchanged paragraph is marked');
  });
});
