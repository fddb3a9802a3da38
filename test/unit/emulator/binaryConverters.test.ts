// The emulator's converters called directly, on binary files other programs make: images (sharp),
// Word documents (docx) and archives.
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { fromBufferPromise } from 'yauzl';
import type { InputFile } from '../../emulator/converters/index';
import { assertFails, convert, convertOne, useUploads } from '../support/emulatorHelpers';
import { pdfPages } from '../support/pdfReading';

/** Writes `data` to a fresh temp file and describes it as the HTTP layer would, under the client's `name`. */
const upload = useUploads('cf-converters-');

describe('emulator converters: images', () => {
  let png: InputFile;

  before(async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } } })
      .png()
      .toBuffer();
    png = await upload('red dot.png', data);
  });

  it('converts png to jpg and webp and back, keeping the size', async () => {
    const jpg = await convertOne('png', 'jpeg', png);
    assert.equal(jpg.name, 'red dot.jpg');
    const webp = await convertOne('png', 'webp', png);
    assert.equal(webp.name, 'red dot.webp');
    const back = await convertOne('webp', 'png', await upload(webp.name, webp.data));
    for (const [output, format] of [
      [jpg, 'jpeg'],
      [webp, 'webp'],
      [back, 'png'],
    ] as const) {
      const meta = await sharp(output.data).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], [format, 40, 30]);
    }
  });

  it("puts png and jpg into a one-page PDF with the image's proportions", async () => {
    const jpg = await convertOne('png', 'jpg', png);
    for (const input of [png, await upload('photo.jpg', jpg.data)]) {
      const pdf = await convertOne(input.name.endsWith('.png') ? 'png' : 'jpg', 'pdf', input);
      const doc = await PDFDocument.load(pdf.data);
      assert.equal(doc.getPageCount(), 1);
      const { width, height } = doc.getPage(0).getSize();
      assert.ok(Math.abs(width / height - 40 / 30) < 1e-6, `page is ${width}×${height}`);
    }
  });

  it('rejects bytes that are not an image', async () => {
    const input = await upload('broken.png', 'definitely not an image');
    await assertFails(convert('png', 'jpg', input), 5002, /broken\.png is not a readable image/);
    await assertFails(convert('png', 'pdf', input), 5002, /broken\.png is not a readable image/);
  });
});

function sampleDocx(): Document {
  return new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Quarterly summary', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Revenue grew in every region: '), new TextRun({ text: 'Ødegaard & Co', bold: true })] }),
        ],
      },
    ],
  });
}

describe('emulator converters: office', () => {
  it("docx→html holds the document's heading and paragraph text", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Quarterly summary', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [new TextRun('Revenue grew in every region: '), new TextRun({ text: 'Ødegaard & Co', bold: true })],
            }),
          ],
        },
      ],
    });
    const input = await upload('Q3 summary.docx', await Packer.toBuffer(doc));
    const html = await convertOne('docx', 'html', input);
    assert.equal(html.name, 'Q3 summary.html');
    const text = html.data.toString('utf8');
    assert.match(text, /<title>Q3 summary<\/title>/);
    assert.match(text, /<h1>Quarterly summary<\/h1>/);
    assert.match(text, /Revenue grew in every region: <strong>Ødegaard &amp; Co<\/strong>/);
  });

  it('docx→pdf lays out the heading and paragraph text', async () => {
    const input = await upload('Brief letter.docx', await Packer.toBuffer(sampleDocx()));
    const pdf = await convertOne('docx', 'pdf', input);
    assert.equal(pdf.name, 'Brief letter.pdf');
    const text = (await pdfPages(pdf.data)).join('\n');
    assert.match(text, /Quarterly summary/);
    assert.match(text, /Revenue grew in every region: Ødegaard & Co/);
  });

  it('docx→txt holds the raw text, one paragraph per line', async () => {
    const input = await upload('Brief letter.docx', await Packer.toBuffer(sampleDocx()));
    const txt = await convertOne('docx', 'txt', input);
    assert.equal(txt.name, 'Brief letter.txt');
    assert.equal(txt.data.toString('utf8'), 'Quarterly summary\n\nRevenue grew in every region: Ødegaard & Co\n');
  });

  it('rejects a file that is not a Word document', async () => {
    for (const dst of ['html', 'pdf', 'txt']) {
      await assertFails(
        convert('docx', dst, await upload('fake.docx', 'PK but not really')),
        5001,
        /fake\.docx is not a readable Word document/,
      );
    }
  });
});

describe('emulator converters: archive', () => {
  it('any→zip deflates a multi-megabyte file into <base>.zip that unzips to the same bytes', async () => {
    const line = Buffer.from('2024-05-01T12:00:00Z INFO request served in 12 ms\n');
    const original = Buffer.alloc(8 * 1024 * 1024);
    for (let offset = 0; offset < original.length; offset += line.length) {
      line.copy(original, offset);
    }
    const input = await upload('server log – May.txt', original);
    const zip = await convertOne('txt', 'zip', input);
    assert.equal(zip.name, 'server log – May.zip');
    assert.ok(zip.data.length < original.length / 20, `zip is ${zip.data.length} bytes`);

    const archive = await fromBufferPromise(zip.data, { lazyEntries: true });
    const entries = [];
    for await (const entry of archive.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.openReadStreamPromise(entry)) {
        chunks.push(chunk as Buffer);
      }
      entries.push({
        name: entry.fileName,
        size: entry.uncompressedSize,
        sha: createHash('sha256').update(Buffer.concat(chunks)).digest('hex'),
      });
    }
    assert.deepEqual(entries, [
      { name: 'server log – May.txt', size: original.length, sha: createHash('sha256').update(original).digest('hex') },
    ]);
  });

  it('any→zip gives up when the request is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(convert('any', 'zip', await upload('x.bin', 'x'), {}, controller.signal), { name: 'AbortError' });
  });
});
