// A small workspace with one real file of each type the extension converts, generated (not
// checked in) for the sandbox and the UI tier.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { writeExcelWorkbook } from './excelWorkbook';
import { writePowerPointPresentation } from './powerPointPresentation';
import { writeWordDocument } from './wordDocument';

/** The file names written, one per supported type. */
export const sampleFiles = [
  'notes.md',
  'readme.txt',
  'page.html',
  'table.csv',
  'data.json',
  'picture.png',
  'photo.jpg',
  'graphic.webp',
  'icon.gif',
  'scan.tiff',
  'drawing.svg',
  'report.pdf',
  'letter.docx',
  'memo.doc',
  'budget.xls',
  'slides.ppt',
] as const;

const markdown = `# Quarterly notes

Some **bold** text, a list and a table:

- first item
- second item

| Region | Sales |
|--------|------:|
| North  |   120 |
| South  |    95 |
`;

const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sample page</title></head>
<body>
  <h1>Sample page</h1>
  <p>A paragraph with <em>emphasis</em> and a <a href="https://example.com/">link</a>.</p>
  <ul><li>One</li><li>Two</li></ul>
</body>
</html>
`;

/** data.json: an array of objects (one CSV row each), with a nested value to show how it becomes a cell. */
const dataRows = [
  { name: 'North', quarter: 'Q1', sales: 120, tags: ['retail'] },
  { name: 'South', quarter: 'Q1', sales: 95, tags: [] },
  { name: 'East', quarter: 'Q1', sales: 143, tags: ['retail', 'online'] },
];

const csv = 'Region,Quarter,Sales\nNorth,Q1,120\nSouth,Q1,95\nEast,Q1,143\nWest,Q1,88\n';

/** An image of a few coloured bands, so conversions have something to look at. */
function bandsSvg(width: number, height: number): Buffer {
  const colours = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728'];
  const band = width / colours.length;
  const rects = colours.map((colour, i) => `<rect x="${i * band}" y="0" width="${band}" height="${height}" fill="${colour}"/>`).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}<circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#ffffff"/></svg>`,
  );
}

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Sample report');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const pageNumber of [1, 2]) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Sample report, page ${pageNumber}`, { x: 72, y: 760, size: 20, font, color: rgb(0.1, 0.1, 0.4) });
    page.drawText('Generated for the Convert Files sandbox.', { x: 72, y: 730, size: 12, font });
  }
  return doc.save();
}

async function docx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Sample letter', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new TextRun('Dear reader, this is a '), new TextRun({ text: 'small', bold: true }), new TextRun(' Word document.')],
          }),
          new Paragraph('It has two paragraphs so that conversions have some structure to keep.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Writes the sample files into `dir` (created if needed) and returns `dir`. */
export async function writeSampleWorkspace(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const image = bandsSvg(320, 200);
  const files: Record<(typeof sampleFiles)[number], string | Uint8Array> = {
    'notes.md': markdown,
    'readme.txt': 'Plain text.\nTwo lines of it.\n',
    'page.html': html,
    'table.csv': csv,
    // An array of objects: json→csv, the only target the menu offers for .json, needs one.
    'data.json': `${JSON.stringify(dataRows, null, 2)}\n`,
    'picture.png': await sharp(image).png().toBuffer(),
    'photo.jpg': await sharp(image).jpeg({ quality: 85 }).toBuffer(),
    'graphic.webp': await sharp(image).webp().toBuffer(),
    'icon.gif': await sharp(image).gif().toBuffer(),
    'scan.tiff': await sharp(image).tiff().toBuffer(),
    'drawing.svg': image,
    'report.pdf': await pdf(),
    'letter.docx': await docx(),
    // An old Excel 97–2003 workbook, by the test support's own .xls writer.
    'budget.xls': writeExcelWorkbook([
      {
        name: 'Budget',
        rows: [
          ['Item', 'Q1', 'Q2'],
          ['Rent', 1200, 1200],
          ['Travel', 310.5, 95],
        ],
      },
    ]),
    // And an old PowerPoint 97–2003 presentation, by the test support's own .ppt writer.
    'slides.ppt': writePowerPointPresentation([
      { title: 'Sample slides', body: ['An old PowerPoint 97–2003 presentation'] },
      { title: 'Next steps', body: ['Convert it to PDF', 'Compare with the .pptx'] },
    ]),
    // An old Word 97–2003 document (text only), written by the test support's own .doc writer.
    'memo.doc': writeWordDocument('Sample memo\rAn old Word 97\u20132003 document: Convert To offers it Word (DOCX), PDF and HTML.\r'),
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
  }
  return dir;
}
