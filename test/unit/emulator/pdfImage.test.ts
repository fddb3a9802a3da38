// The emulator's pdf→jpg and pdf→png: a real PDF in, one image per selected page out, rendered by
// pdf.js at the asked resolution (what is drawn on each page is found in its image), scaled when
// asked, and the catalogue entries with the real parameter names.
import { strict as assert } from 'node:assert';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { ConversionFailedError, describeConverter, findConverter, type InputFile } from '../../emulator/converters/index';
import { useUploads } from '../support/emulatorHelpers';

const upload = useUploads('cf-pdf-image-');

/** A 144 × 72 pt PDF of `pages` pages; page n has a black square at its left half when n is even, at its right half when odd. */
async function samplePdf(pages: number): Promise<InputFile> {
  const doc = await PDFDocument.create();
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([144, 72]);
    page.drawRectangle({ x: n % 2 === 0 ? 0 : 72, y: 0, width: 72, height: 72, color: rgb(0, 0, 0) });
  }
  return upload('report final.pdf', Buffer.from(await doc.save()));
}

function convert(dst: 'jpg' | 'png', input: InputFile, params: Record<string, string> = {}) {
  const converter = findConverter('pdf', dst);
  assert.ok(converter, `pdf→${dst} is registered`);
  return converter(input, { params, signal: new AbortController().signal, files: [], fileParams: {} });
}

/** Mean brightness (0 black … 255 white) of the left and right halves of an image. */
async function halves(data: Buffer): Promise<{ left: number; right: number; width: number; height: number; format: string }> {
  const meta = await sharp(data).metadata();
  const width = meta.width!;
  const height = meta.height!;
  // stats() reads the pipeline's input, so the half is cut out first.
  const mean = async (left: number) => {
    const half = await sharp(data)
      .extract({ left, top: 0, width: Math.floor(width / 2), height })
      .greyscale()
      .png()
      .toBuffer();
    return (await sharp(half).stats()).channels[0]!.mean;
  };
  return { left: await mean(0), right: await mean(Math.ceil(width / 2)), width, height, format: meta.format! };
}

describe('emulator: pdf→jpg and pdf→png', () => {
  it('renders one PNG per page, named by page, at ImageResolution', async () => {
    const out = await convert('png', await samplePdf(3), { ImageResolution: '144' });
    assert.deepEqual(
      out.map((o) => o.name),
      ['report final-1.png', 'report final-2.png', 'report final-3.png'],
    );
    for (const [index, file] of out.entries()) {
      const h = await halves(file.data);
      assert.equal(h.format, 'png');
      assert.deepEqual([h.width, h.height], [288, 144], 'a 144 × 72 pt page at 144 dpi');
      const blackLeft = index % 2 === 1;
      assert.ok(blackLeft ? h.left < 30 && h.right > 225 : h.right < 30 && h.left > 225, `page ${index + 1}: ${h.left} / ${h.right}`);
    }
  });

  it('renders only the pages PageRange selects, as JPG with the default resolution', async () => {
    const out = await convert('jpg', await samplePdf(4), { PageRange: '2,4-9' });
    assert.deepEqual(
      out.map((o) => o.name),
      ['report final-2.jpg', 'report final-4.jpg'],
    );
    const h = await halves(out[0]!.data);
    assert.equal(h.format, 'jpeg');
    assert.deepEqual([h.width, h.height], [400, 200], 'the default 200 dpi');
    assert.ok(h.left < 30 && h.right > 225, `${h.left} / ${h.right}`);
  });

  it('fits each page into ImageWidth × ImageHeight when ScaleImage is set', async () => {
    const out = await convert('png', await samplePdf(1), { ScaleImage: 'true', ImageWidth: '100', ImageHeight: '100' });
    const h = await halves(out[0]!.data);
    assert.deepEqual([h.width, h.height], [100, 50]);
  });

  it('refuses a range that selects no page, and a file that is not a PDF', async () => {
    await assert.rejects(convert('png', await samplePdf(2), { PageRange: '5-6' }), (err: unknown) => {
      assert.ok(err instanceof ConversionFailedError);
      assert.match(err.message, /selects no page .*2 pages/);
      return true;
    });
    await assert.rejects(convert('jpg', await upload('not.pdf', 'plain text')), (err: unknown) => {
      assert.ok(err instanceof ConversionFailedError);
      assert.equal(err.code, 5002);
      return true;
    });
  });

  it('lists both in the catalogue with the real parameter names', () => {
    for (const dst of ['jpg', 'png']) {
      const names = describeConverter('pdf', dst)?.params.map((p) => p.name) ?? [];
      for (const name of ['File', 'PageRange', 'Password', 'ImageResolution', 'ScaleImage', 'ImageWidth', 'ImageHeight']) {
        assert.ok(names.includes(name), `pdf→${dst} has ${name}: ${names.join(', ')}`);
      }
    }
    assert.ok(describeConverter('pdf', 'jpg')?.params.some((p) => p.name === 'JpgQuality'));
  });
});
