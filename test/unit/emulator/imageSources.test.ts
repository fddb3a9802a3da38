// The emulator's GIF, TIFF and SVG sources (what the quick menu offers them): each to PNG, JPG (not
// SVG) and PDF, the picture's size kept; a file that is no image refused as damaged (5002).
import { strict as assert } from 'node:assert';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { ConversionFailedError } from '../../emulator/converters/index';
import { useDirectConversions } from '../support/emulatorHelpers';

const convertDirect = useDirectConversions('cf-images-');

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#1f77b4"/></svg>',
);

function convert(name: string, bytes: Buffer, target: string) {
  return convertDirect(name.slice(name.lastIndexOf('.') + 1).replace(/^tif$/, 'tiff'), target, name, bytes);
}

describe('emulator: GIF, TIFF and SVG images', () => {
  const inputs = async (): Promise<[string, Buffer, string[]][]> => [
    ['anim.gif', await sharp(SVG).gif().toBuffer(), ['png', 'jpg', 'pdf']],
    ['scan.tif', await sharp(SVG).tiff().toBuffer(), ['png', 'jpg', 'pdf']],
    ['logo.svg', SVG, ['png', 'pdf']],
  ];

  it('converts each to the formats the menu offers, keeping the picture’s size', async () => {
    for (const [name, bytes, targets] of await inputs()) {
      for (const target of targets) {
        const [out] = await convert(name, bytes, target);
        assert.equal(out!.name, `${name.slice(0, name.lastIndexOf('.'))}.${target}`);
        if (target === 'pdf') {
          const page = (await PDFDocument.load(out!.data)).getPage(0);
          assert.deepEqual([Math.round(page.getWidth()), Math.round(page.getHeight())], [40, 30], `${name} → pdf`);
        } else {
          const meta = await sharp(out!.data).metadata();
          assert.deepEqual([meta.format, meta.width, meta.height], [target === 'jpg' ? 'jpeg' : target, 40, 30], `${name} → ${target}`);
        }
      }
    }
  });

  it('refuses a file that is no image as damaged', async () => {
    await assert.rejects(
      convert('broken.gif', Buffer.from('not a gif'), 'png'),
      (err: unknown) => err instanceof ConversionFailedError && err.code === 5002,
    );
  });
});
