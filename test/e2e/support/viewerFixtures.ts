// PDFs for the viewer's UI tests, written with pdf-lib's low-level objects where its drawing API
// has no word for what is tested: an outline, links inside the document and to an address, a
// photograph-like image (to see that inverted pages keep it), and a Chinese page whose font is
// not embedded (pdf.js needs its character maps to read it).
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
  type PDFRef,
} from 'pdf-lib';

/** The address the test document links to (the test checks it reaches VS Code's opener, not the network). */
export const EXTERNAL_LINK = 'https://example.com/convert-files-viewer-test';
/** The pure red of the test image: after inverting the page it must still be red. */
export const IMAGE_RGB = [220, 20, 20] as const;

/** An uncompressed-colour image XObject of one colour, `size` pixels square. */
function solidImage(doc: PDFDocument, size: number): PDFRef {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels.set(IMAGE_RGB, i);
  }
  // flateStream compresses the pixels and names its filter itself.
  const stream = doc.context.flateStream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: size,
    Height: size,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  return doc.context.register(stream);
}

/**
 * Three pages ("Chapter One/Two/Three"), an outline entry for each, and on page 1: a red image
 * (at 72,500 to 272,700 in PDF units), a link to page 3 over "Go to chapter three" and a link to
 * EXTERNAL_LINK over "Open the web page".
 */
export async function featuresPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const titles = ['Chapter One', 'Chapter Two', 'Chapter Three'];
  const pages = titles.map((title) => {
    const page = doc.addPage([595, 842]);
    page.drawText(title, { x: 72, y: 760, size: 24, font });
    page.drawText(`This is the text of ${title.toLowerCase()}.`, { x: 72, y: 730, size: 14, font });
    return page;
  });
  const first = pages[0]!;
  // The image, drawn from a raw XObject (pdf-lib's drawImage needs a PNG or JPEG file).
  const image = solidImage(doc, 16);
  first.node.setXObject(PDFName.of('Im1'), image);
  first.pushOperators(pushGraphicsState(), concatTransformationMatrix(200, 0, 0, 200, 72, 500), drawObject('Im1'), popGraphicsState());
  first.drawText('Go to chapter three', { x: 72, y: 440, size: 16, font });
  first.drawText('Open the web page', { x: 72, y: 400, size: 16, font });
  const ctx = doc.context;
  const link = (rect: number[], action: Record<string, unknown>) =>
    ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], ...action }));
  first.node.set(
    PDFName.of('Annots'),
    ctx.obj([
      link([70, 435, 240, 458], { Dest: [pages[2]!.ref, PDFName.of('XYZ'), null, 842, null] }),
      link([70, 395, 230, 418], { A: ctx.obj({ S: 'URI', URI: PDFString.of(EXTERNAL_LINK) }) }),
    ]),
  );
  // The outline: one entry per chapter, each to its page.
  const outlines = ctx.nextRef();
  const items = titles.map(() => ctx.nextRef());
  items.forEach((ref, i) => {
    const entry = ctx.obj({
      Title: PDFHexString.fromText(titles[i]!),
      Parent: outlines,
      Dest: [pages[i]!.ref, PDFName.of('Fit')],
      ...(i > 0 ? { Prev: items[i - 1] } : {}),
      ...(i < items.length - 1 ? { Next: items[i + 1] } : {}),
    });
    ctx.assign(ref, entry);
  });
  ctx.assign(outlines, ctx.obj({ Type: 'Outlines', First: items[0], Last: items[items.length - 1], Count: PDFNumber.of(items.length) }));
  doc.catalog.set(PDFName.of('Outlines'), outlines);
  return doc.save();
}

/** The Chinese line of the CJK page. */
export const CJK_TEXT = '中文字体显示测试';

/**
 * One page of Chinese text in a font the file does not embed (STSong-Light, encoding UniGB-UCS2-H,
 * as many Chinese PDFs are written): pdf.js reads its text only with its character maps.
 */
export async function cjkPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const ctx = doc.context;
  const descendant = ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'STSong-Light',
      CIDSystemInfo: ctx.obj({ Registry: PDFString.of('Adobe'), Ordering: PDFString.of('GB1'), Supplement: 4 }),
      FontDescriptor: ctx.register(
        ctx.obj({
          Type: 'FontDescriptor',
          FontName: 'STSong-Light',
          Flags: 6,
          FontBBox: [-25, -254, 1000, 880],
          ItalicAngle: 0,
          Ascent: 880,
          Descent: -120,
          CapHeight: 880,
          StemV: 93,
        }),
      ),
      DW: 1000,
    }),
  );
  const font = ctx.register(
    ctx.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: 'STSong-Light', Encoding: 'UniGB-UCS2-H', DescendantFonts: [descendant] }),
  );
  const page = doc.addPage([595, 842]);
  page.node.setFontDictionary(PDFName.of('F1'), font);
  const hex = [...CJK_TEXT].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('');
  const content = ctx.flateStream(`BT /F1 32 Tf 72 740 Td <${hex}> Tj ET`);
  page.node.set(PDFName.of('Contents'), ctx.register(content));
  return doc.save();
}
