// The emulator's xlsx→pdf and pptx→pdf (what Preview as PDF offers first): real packages in, a PDF
// with their content out (read back with pdf.js), a damaged package refused as 5002, and the
// catalogue entries with the parameters they share with docx→pdf.
import { strict as assert } from 'node:assert';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZipFile } from 'yazl';
import { ConversionFailedError, describeConverter, findConverter, type InputFile } from '../../emulator/converters/index';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cf-office-pdf-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A ZIP of `parts` (path → XML), as Office writes its packages. */
function zip(parts: Record<string, string>): Promise<Buffer> {
  const file = new ZipFile();
  for (const [path, xml] of Object.entries(parts)) {
    file.addBuffer(Buffer.from(xml, 'utf8'), path);
  }
  file.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    file.outputStream.on('data', (c: Buffer) => chunks.push(c));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function rels(targets: Record<string, string>): string {
  return `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${Object.entries(targets)
    .map(([id, target]) => `<Relationship Id="${id}" Type="${REL}/x" Target="${target}"/>`)
    .join('')}</Relationships>`;
}

async function workbook(): Promise<Buffer> {
  return zip({
    'xl/workbook.xml': `<workbook xmlns:r="${REL}"><sheets><sheet name="Sales" sheetId="1" r:id="rId1"/><sheet name="Empty" sheetId="2" r:id="rId2"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': rels({ rId1: 'worksheets/sheet1.xml', rId2: 'worksheets/sheet2.xml' }),
    'xl/sharedStrings.xml': '<sst><si><t>Region</t></si><si><t>Total</t></si><si><r><t>No</t></r><r><t>rth</t></r></si></sst>',
    'xl/worksheets/sheet1.xml':
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>120</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t>South &amp; West</t></is></c><c r="B3" t="b"><v>1</v></c></row></sheetData></worksheet>',
    'xl/worksheets/sheet2.xml': '<worksheet><sheetData/></worksheet>',
  });
}

async function presentation(): Promise<Buffer> {
  const slide = (title: string, lines: string[]) =>
    `<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:txBody></p:sp>` +
    `<p:sp><p:txBody>${lines.map((l) => `<a:p><a:r><a:t>${l}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return zip({
    'ppt/presentation.xml': `<p:presentation xmlns:p="p" xmlns:r="${REL}"><p:sldIdLst><p:sldId id="257" r:id="rId3"/><p:sldId id="256" r:id="rId2"/></p:sldIdLst></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': rels({ rId2: 'slides/slide1.xml', rId3: 'slides/slide2.xml' }),
    'ppt/slides/slide1.xml': slide('Results', ['Up ten percent', 'Thanks']),
    'ppt/slides/slide2.xml': slide('Agenda', ['First the numbers']),
  });
}

let counter = 0;
async function upload(name: string, data: Buffer): Promise<InputFile> {
  const path = join(dir, `upload-${++counter}`);
  await writeFile(path, data);
  return { name, path, size: data.length };
}

/** Converts and returns the PDF's text, read with pdf.js (not through the emulator). */
async function pdfText(src: string, input: InputFile): Promise<{ name: string; text: string }> {
  const converter = findConverter(src, 'pdf');
  assert.ok(converter, `no converter ${src}→pdf`);
  const [output, ...more] = await converter(input, { params: {}, signal: new AbortController().signal, files: [], fileParams: {} });
  assert.ok(output);
  assert.equal(more.length, 0);
  assert.equal(output.data.subarray(0, 5).toString('latin1'), '%PDF-');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(output.data), isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await doc.destroy();
  return { name: output.name, text: text.replace(/\s+/g, ' ') };
}

describe('emulator: xlsx→pdf and pptx→pdf', () => {
  it('xlsx→pdf: each sheet by name, its cells (shared, inline, numbers, booleans) in columns', async () => {
    const { name, text } = await pdfText('xlsx', await upload('Q1 sales.xlsx', await workbook()));
    assert.equal(name, 'Q1 sales.pdf');
    for (const expected of ['Sales', 'Region', 'Total', 'North', '120', 'South & West', 'TRUE', 'Empty', '(empty sheet)']) {
      assert.ok(text.includes(expected), `"${expected}" is not in: ${text}`);
    }
    assert.ok(text.indexOf('Sales') < text.indexOf('Empty'), 'the sheets are out of order');
  });

  it('pptx→pdf: the slides in presentation order, each with its title and paragraphs', async () => {
    const { name, text } = await pdfText('pptx', await upload('deck.pptx', await presentation()));
    assert.equal(name, 'deck.pdf');
    assert.match(text, /Slide 1: Agenda.*First the numbers.*Slide 2: Results.*Up ten percent.*Thanks/);
  });

  it('a package that is no ZIP, or lacks its main part, is a damaged file (5002)', async () => {
    for (const [src, data] of [
      ['xlsx', Buffer.from('not a zip at all')],
      ['pptx', await zip({ 'ppt/other.xml': '<x/>' })],
    ] as const) {
      const converter = findConverter(src, 'pdf')!;
      await assert.rejects(
        converter(await upload(`broken.${src}`, data), { params: {}, signal: new AbortController().signal, files: [], fileParams: {} }),
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
