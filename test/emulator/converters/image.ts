/**
 * Image family: png, jpg and webp into each other (sharp), and each of them into a one-page PDF
 * (pdf-lib), since the extension offers ".png → PDF".
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode, baseName, failure, flagParam, intParam, readInput, renamed, requireInput, toBuffer } from './common';
import type { Converter, InputFile } from './types';

/** The raster formats the emulator converts between: file extension → sharp's format name. */
export const IMAGE_FORMATS = { png: 'png', jpg: 'jpeg', webp: 'webp' } as const;
export type ImageExtension = keyof typeof IMAGE_FORMATS;

/** Reads the upload and checks that sharp can decode it, with a message that names the file. */
async function readImage(file: InputFile): Promise<{ bytes: Buffer; metadata: Metadata }> {
  const bytes = await readInput(file);
  try {
    const metadata = await sharp(bytes).metadata();
    if (metadata.width === undefined || metadata.height === undefined) {
      throw new Error('the image has no dimensions');
    }
    return { bytes, metadata };
  } catch (err) {
    throw failure(`${file.name} is not a readable image`, err, ErrorCode.fileDamaged);
  }
}

/**
 * A converter from any image sharp reads to `target`; the EXIF orientation is applied, and JPEG
 * gets a white background for transparency. ScaleImage resizes to ImageWidth × ImageHeight
 * (within them when ScaleProportions, the default); JpgQuality sets the JPEG quality.
 */
export function imageConverter(target: ImageExtension): Converter {
  return async (input, ctx) => {
    const file = requireInput(input);
    const { bytes } = await readImage(file);
    ctx.signal.throwIfAborted();
    let pipeline = sharp(bytes).rotate();
    if (flagParam(ctx.params, 'ScaleImage', false)) {
      const width = intParam(ctx.params, 'ImageWidth');
      const height = intParam(ctx.params, 'ImageHeight');
      const keep = flagParam(ctx.params, 'ScaleProportions', true);
      if (width !== undefined || height !== undefined) {
        pipeline = pipeline.resize({
          ...(width === undefined ? {} : { width }),
          ...(height === undefined ? {} : { height }),
          fit: keep ? 'inside' : 'fill',
        });
      }
    }
    if (target === 'jpg') {
      pipeline = pipeline.flatten({ background: '#ffffff' });
    }
    const quality = intParam(ctx.params, 'JpgQuality');
    try {
      const data = await (
        target === 'jpg' && quality !== undefined ? pipeline.jpeg({ quality }) : pipeline.toFormat(IMAGE_FORMATS[target])
      ).toBuffer();
      return [{ name: renamed(file.name, target), data }];
    } catch (err) {
      throw failure(`cannot convert ${file.name} to ${target.toUpperCase()}`, err);
    }
  };
}

/**
 * image→pdf: one page exactly the size of the image at its own resolution (72 dpi when the file
 * does not say), the image filling it. JPEGs are embedded as they are; other formats as PNG.
 */
export const imageToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const { bytes, metadata } = await readImage(file);
  ctx.signal.throwIfAborted();
  try {
    const doc = await PDFDocument.create();
    doc.setTitle(baseName(file.name));
    doc.setProducer('Convert Files emulator');
    let image: PDFImage;
    if (metadata.format === 'jpeg' && (metadata.orientation ?? 1) === 1) {
      image = await doc.embedJpg(bytes);
    } else {
      image = await doc.embedPng(await sharp(bytes).rotate().png().toBuffer());
    }
    const dpi = metadata.density !== undefined && metadata.density > 0 ? metadata.density : 72;
    const width = (image.width * 72) / dpi;
    const height = (image.height * 72) / dpi;
    const page = doc.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
    return [{ name: renamed(file.name, 'pdf'), data: toBuffer(await doc.save()) }];
  } catch (err) {
    throw failure(`cannot put ${file.name} into a PDF`, err);
  }
};
