/**
 * The usual last steps of a chain (CONTRACT.md revision 3): pdf→compress and pdf→watermark, with
 * pdf-lib. Both give one PDF named like the input, as the service does for operations on a file.
 *
 * Parameter names: `Preset` and the structural switches of pdf/to/compress are what clients send
 * to the real service (a public client posts `Preset` with `none` and these switches); the other
 * preset values and pdf/to/watermark's names beyond `Text`, `PageRange` and `Password` could not
 * be read from the published catalogue here and follow its naming (a guess: the client reads the
 * catalogue and never depends on them).
 */
import { degrees, rgb, StandardFonts } from 'pdf-lib';
import { baseName, param, readInput, requireInput, toBuffer } from './common';
import { bool, choice, integer, PAGE_RANGE_PARAM, PASSWORD, pageRangeIncludes, text, type ParamSpec } from './parameters';
import { loadUnlocked, refuseEncrypted } from './pdf';
import { ConversionFailedError, type Converter } from './types';

export const COMPRESS_PARAMS: readonly ParamSpec[] = [
  choice(
    'Preset',
    'Compression preset',
    'Compression',
    'How hard to compress: none keeps images as they are and only restructures the file.',
    ['none', 'text', 'archive', 'web', 'ebook', 'printer'],
    'none',
    true,
  ),
  bool('SubsetEmbeddedFonts', 'Subset embedded fonts', 'Compression', 'Keep only the glyphs the document uses.', true),
  bool('RemoveDuplicates', 'Remove duplicates', 'Compression', 'Store identical objects once.', true),
  bool('Optimize', 'Optimize', 'Compression', 'Optimise the page content.', true),
  bool('LzwToFlate', 'LZW to Flate', 'Compression', 'Recompress LZW streams with Flate.', true),
  bool('CreateObjectStreams', 'Create object streams', 'Compression', 'Pack objects into compressed object streams.', true),
  bool('RemovePieceInformation', 'Remove piece information', 'Compression', 'Drop private application data.', true),
  PASSWORD,
];

export const WATERMARK_PARAMS: readonly ParamSpec[] = [
  text('Text', 'Watermark text', 'Watermark', 'The text written on the pages.', { required: true, featured: true }),
  integer('FontSize', 'Font size', 'Watermark', 'The size of the text in points.', 1, 500, 48, true),
  integer('Opacity', 'Opacity', 'Watermark', 'How opaque the text is, 0 (invisible) to 100.', 0, 100, 30),
  integer('Rotate', 'Rotation', 'Watermark', 'The angle of the text in degrees.', -360, 360, 45),
  PAGE_RANGE_PARAM,
  PASSWORD,
];

/** pdf→compress: the same pages, saved again with object streams (what "none" does: structure only). */
export const pdfCompress: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const password = param(ctx.params, 'Password');
  const bytes = await readInput(file);
  const doc = await loadUnlocked(file, bytes, password, () => refuseEncrypted(file, bytes, password));
  ctx.signal.throwIfAborted();
  const objectStreams = param(ctx.params, 'CreateObjectStreams')?.toLowerCase() !== 'false';
  return [{ name: `${baseName(file.name)}.pdf`, data: toBuffer(await doc.save({ useObjectStreams: objectStreams })) }];
};

/** pdf→watermark: `Text` drawn across each page PageRange selects. */
export const pdfWatermark: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const words = param(ctx.params, 'Text');
  if (!words) {
    throw new ConversionFailedError('Text is required');
  }
  const password = param(ctx.params, 'Password');
  const range = param(ctx.params, 'PageRange');
  const wanted = range === undefined ? () => true : pageRangeIncludes(range);
  const bytes = await readInput(file);
  const doc = await loadUnlocked(file, bytes, password, () => refuseEncrypted(file, bytes, password));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = Number(param(ctx.params, 'FontSize') ?? 48);
  const opacity = Number(param(ctx.params, 'Opacity') ?? 30) / 100;
  const angle = Number(param(ctx.params, 'Rotate') ?? 45);
  // Helvetica covers WinAnsi only: other characters become "?" rather than failing the page.
  const drawable = [...words].map((c) => (font.getCharacterSet().includes(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  doc.getPages().forEach((page, i) => {
    if (wanted(i + 1)) {
      const { width, height } = page.getSize();
      page.drawText(drawable, { x: width / 4, y: height / 3, size, font, color: rgb(0.5, 0.5, 0.5), opacity, rotate: degrees(angle) });
    }
  });
  ctx.signal.throwIfAborted();
  return [{ name: `${baseName(file.name)}.pdf`, data: toBuffer(await doc.save()) }];
};
