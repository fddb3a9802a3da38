// A book's page (issue 34): chapters joined with their ids made unique, links between chapters
// rewritten to places in the book, a table of contents linking every heading to h3; and the
// bookmarks added to the printed PDF from its named destinations.
import { strict as assert } from 'node:assert';
import { assembleBook } from '../../../../src/conversion/markdown/bookPage';
import { addOutline } from '../../../../src/conversion/markdown/pdfOutline';

const ROOT = '/ws';

describe('book page: joining chapters', () => {
  const book = assembleBook(
    [
      {
        path: '/ws/docs/intro.md',
        html: '<h1 id="intro">Intro</h1>\n<p>See <a href="chapters/ch2.md#setup">setup</a>, <a href="chapters/ch2.md">two</a>, <a href="#intro">top</a>, <a href="/docs/chapters/ch2.md#details">abs</a>, <a href="https://example.com/a.md#x">web</a>, <a href="other.md">out</a>.</p>',
      },
      {
        path: '/ws/docs/chapters/ch2.md',
        html: '<h1 id="intro">Two &amp; more</h1>\n<h2 id="setup">Setup</h2>\n<h3 id="details">Details</h3>\n<h4 id="deep">Deep</h4>\n<h2>No id</h2>\n<p><a href="../intro.md#intro">back</a> <a href="#%C3%BCber">über</a></p>\n<h3 id="%C3%BCber">Über</h3>',
      },
    ],
    { contentsTitle: 'Inhalt', root: ROOT },
  );

  it('gives every chapter its section and every id its chapter', () => {
    assert.match(book.html, /<section class="book-chapter" id="chapter-1">\n<h1 id="c1-intro">Intro<\/h1>/);
    assert.match(book.html, /<section class="book-chapter" id="chapter-2">\n<h1 id="c2-intro">Two &amp; more<\/h1>/);
    assert.match(book.html, /<h2 id="c2-heading-1">No id<\/h2>/);
  });

  it('rewrites links between chapters and inside one to the book, and leaves the rest', () => {
    assert.match(book.html, /<a href="#c2-setup">setup<\/a>/);
    assert.match(book.html, /<a href="#chapter-2">two<\/a>/);
    assert.match(book.html, /<a href="#c1-intro">top<\/a>/);
    assert.match(book.html, /<a href="#c2-details">abs<\/a>/);
    assert.match(book.html, /<a href="https:\/\/example.com\/a.md#x">web<\/a>/);
    assert.match(book.html, /<a href="other.md">out<\/a>/);
    assert.match(book.html, /<a href="#c1-intro">back<\/a>/);
    assert.match(book.html, /<a href="#c2-_ber">über<\/a>/);
    assert.match(book.html, /<h3 id="c2-_ber">Über<\/h3>/);
  });

  it('lists h1 to h3 in the contents, in order, and hands them on as the bookmarks', () => {
    assert.deepEqual(
      book.headings.map((h) => [h.level, h.id, h.text]),
      [
        [1, 'c1-intro', 'Intro'],
        [1, 'c2-intro', 'Two & more'],
        [2, 'c2-setup', 'Setup'],
        [3, 'c2-details', 'Details'],
        [2, 'c2-heading-1', 'No id'],
        [3, 'c2-_ber', 'Über'],
      ],
    );
    assert.match(book.html, /^<nav class="book-toc" id="contents">\n<p class="book-toc-title">Inhalt<\/p>/);
    assert.match(book.html, /<li class="toc-2"><a href="#c2-setup">Setup<\/a><\/li>/);
    assert.match(book.html, /<li class="toc-1"><a href="#c2-intro">Two &amp; more<\/a><\/li>/);
    assert.doesNotMatch(book.html, /toc-4|c2-deep">Deep<\/a>/);
  });
});

/** A small PDF as Chromium writes one: classic cross-reference table, named destinations in the catalog's /Dests. */
function chromiumLikePdf(names: readonly string[], outlines = false): Buffer {
  const objects: string[] = [
    '<</Type /Pages /Count 2 /Kids [2 0 R 3 0 R]>>',
    '<</Type /Page /Parent 1 0 R /MediaBox [0 0 595 842]>>',
    '<</Type /Page /Parent 1 0 R /MediaBox [0 0 595 842]>>',
    `<<${names.map((n, i) => `/${n} [${2 + (i % 2)} 0 R /XYZ 6 800 0]`).join('\n')}>>`,
    `<</Type /Catalog /Pages 1 0 R /Dests 4 0 R${outlines ? ' /Outlines 4 0 R' : ''}>>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<</Size ${objects.length + 1} /Root 5 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(text, 'latin1');
}

async function outlineOf(pdf: Uint8Array): Promise<unknown> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    type Item = { title: string; items: Item[]; dest: unknown[] };
    // Where a bookmark leads: the page object its destination names (2 and 3 are the two pages).
    const pageObject = (dest: unknown[]) => (dest[0] as { num: number }).num;
    const walk = (items: Item[]): unknown[] =>
      items.map((i) => [i.title, pageObject(i.dest), ...(i.items.length > 0 ? [walk(i.items)] : [])]);
    return walk(((await doc.getOutline()) ?? []) as Item[]);
  } finally {
    await doc.destroy();
  }
}

describe('book page: bookmarks', () => {
  const headings = [
    { level: 1 as const, id: 'c1-intro', text: 'Intro' },
    { level: 2 as const, id: 'c1-a', text: 'A “quoted” (part)' },
    { level: 3 as const, id: 'c1-b', text: 'Über' },
    { level: 1 as const, id: 'c2-two', text: 'Two' },
    { level: 2 as const, id: 'c2-missing', text: 'Not linked' },
  ];

  it('adds an outline from the headings that have destinations, nested by level, by an incremental update', async () => {
    const pdf = chromiumLikePdf(['c1-intro', 'c1-a', 'c1-b', 'c2-two']);
    const result = addOutline(pdf, headings);
    assert.ok('added' in result, JSON.stringify(result));
    assert.equal(result.added, 4);
    assert.ok(Buffer.from(result.pdf).subarray(0, pdf.length).equals(pdf), 'the printed bytes stay as they were');
    assert.deepEqual(await outlineOf(result.pdf), [
      ['Intro', 2, [['A “quoted” (part)', 3, [['Über', 2]]]]],
      ['Two', 3],
    ]);
  });

  it('leaves a PDF alone that has bookmarks already, or no destinations, or that it cannot read', () => {
    const has = chromiumLikePdf(['c1-intro'], true);
    assert.deepEqual(addOutline(has, headings), { pdf: has, why: 'it has bookmarks already' });
    const none = chromiumLikePdf(['other']);
    assert.deepEqual(addOutline(none, headings), { pdf: none, why: 'the printed PDF has no destinations for its headings' });
    const stream = Buffer.from('%PDF-1.7\n1 0 obj\n<</Type /XRef>>\nendobj\nstartxref\n9\n%%EOF');
    assert.equal('why' in addOutline(stream, headings), true);
  });
});
