/**
 * pdf→jpg and pdf→png: each page PageRange selects rendered by pdfjs (onto the canvas its own
 * canvas factory makes in Node) at ImageResolution dots per inch, one image per page named
 * "<base>-<page>.<ext>" as the service names them; ScaleImage fits each to ImageWidth × ImageHeight.
 */
import sharp from 'sharp';
import { baseName, flagParam, intParam, param, requireInput } from './common';
import { mapSelectedPages } from './pdf';
import { ConversionFailedError, type Converter } from './types';

/** What pdfjs's Node canvas factory makes (a @napi-rs/canvas Canvas). */
interface RenderedCanvas {
  encode(format: 'png'): Promise<Buffer>;
}

/** A converter from PDF to one raster image per page. */
export function pdfToImage(target: 'jpg' | 'png'): Converter {
  return async (input, ctx) => {
    const file = requireInput(input);
    const range = param(ctx.params, 'PageRange');
    const dpi = intParam(ctx.params, 'ImageResolution', 200)!;
    const scale = flagParam(ctx.params, 'ScaleImage', false);
    const width = intParam(ctx.params, 'ImageWidth');
    const height = intParam(ctx.params, 'ImageHeight');
    const keep = flagParam(ctx.params, 'ScaleProportions', true);
    const quality = intParam(ctx.params, 'JpgQuality');
    const base = baseName(file.name);
    const { results, pageCount } = await mapSelectedPages(file, ctx, 'render', async (page, doc) => {
      const viewport = page.getViewport({ scale: dpi / 72 });
      const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: RenderedCanvas; context: unknown } };
      const { canvas, context } = factory.create(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport, background: '#ffffff' }).promise;
      let pipeline = sharp(await canvas.encode('png'));
      if (scale && (width !== undefined || height !== undefined)) {
        pipeline = pipeline.resize({
          ...(width === undefined ? {} : { width }),
          ...(height === undefined ? {} : { height }),
          fit: keep ? 'inside' : 'fill',
        });
      }
      const data = await (target === 'jpg' ? pipeline.jpeg(quality === undefined ? {} : { quality }) : pipeline.png()).toBuffer();
      return { name: `${base}-${page.pageNumber}.${target}`, data };
    });
    if (results.length === 0) {
      throw new ConversionFailedError(`PageRange ${range ?? ''} selects no page of ${file.name} (${pageCount} pages)`);
    }
    return results;
  };
}
