// A book rule through the command line against the emulator (issue 34): one html/to/pdf for the
// whole book with the chapters in the rule's order, a PDF whose pages start each chapter and whose
// outline holds the headings, nothing sent when nothing changed, one rebuild for a changed chapter.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CHROMIUM_ENV, DEFAULT_CHROMIUM } from '../../emulator/printer';
import { useCliHarness } from '../support/cliHarness';
import { pageTexts, withPdf } from '../support/pdfReading';

interface OutlineItem {
  readonly title: string;
  readonly items: readonly OutlineItem[];
  readonly dest: unknown;
}

/** The PDF's pages' text and its outline, as the viewer's pdf.js reads them; where each bookmark leads (a page number). */
async function readPdf(data: Buffer): Promise<{ pages: string[]; outline: { title: string; page: number; items: string[] }[] }> {
  return withPdf(data, async (doc) => {
    const pages = await pageTexts(doc, ' ');
    const outline = ((await doc.getOutline()) ?? []) as unknown as OutlineItem[];
    const pageOf = async (dest: unknown): Promise<number> => {
      const explicit = (typeof dest === 'string' ? await doc.getDestination(dest) : dest) as unknown[] | null;
      return explicit ? (await doc.getPageIndex(explicit[0] as { num: number; gen: number })) + 1 : 0;
    };
    return {
      pages,
      outline: await Promise.all(
        outline.map(async (o) => ({ title: o.title, page: await pageOf(o.dest), items: o.items.map((i) => i.title) })),
      ),
    };
  });
}

describe('command line: a book (join)', function () {
  this.timeout(120_000);
  const h = useCliHarness('book34', {
    '.vscode/convert-files.json': JSON.stringify({
      rules: [
        {
          name: 'handbook',
          files: ['docs/intro.md', 'docs/chapters/*.md'],
          targets: ['pdf'],
          outputDirectory: 'out',
          join: 'handbook.pdf',
        },
      ],
    }),
    'docs/intro.md': '# Introduction\n\nRead [the setup](chapters/ch2.md#setup) first.\n\n![logo](img/logo.svg)\n',
    'docs/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
    'docs/chapters/ch1.md': '# Chapter One\n\n## Basics\n\ntext one\n',
    'docs/chapters/ch2.md': '# Chapter Two\n\n## Setup\n\ntext two\n\n### Details\n\nmore\n',
    'docs/chapters/ch10.md': '# Chapter Ten\n\nBack to [the start](../intro.md).\n',
  });

  const printed = () => h.emu.requestLog.filter((r) => r.path === '/convert/html/to/pdf');

  it('sends one page with the chapters in order; a second run sends nothing; a changed chapter rebuilds once', async () => {
    const first = await h.cli(['run']);
    assert.equal(first.code, 0, [...first.out, ...first.err].join('\n'));
    assert.deepEqual(h.sentSince(0), ['POST /convert/html/to/pdf'], 'one request for the whole book');
    const page = printed()[0]!.printed!;
    assert.equal(page.name, 'handbook.html');
    const chapters = page.headings.filter((t) => /^(Introduction|Chapter \w+)$/.test(t));
    // The table of contents lists them first, then the chapters themselves follow in the rule's order.
    assert.deepEqual(chapters.slice(-4), ['Introduction', 'Chapter One', 'Chapter Two', 'Chapter Ten']);
    assert.deepEqual(page.local, [], 'nothing of the machine in the page');
    assert.ok(page.embedded >= 1, 'the image is embedded');
    assert.match(first.out.join('\n'), /docs\/intro\.md \(\+3 more\) → out\/handbook\.pdf/);

    const pdf = await readPdf(await readFile(join(h.root, 'out/handbook.pdf')));
    // Without a Chromium the emulator lays the page out as text: no pages per chapter, no destinations to check.
    assert.equal(page.engine, existsSync(process.env[CHROMIUM_ENV] || DEFAULT_CHROMIUM) ? 'chromium' : 'text');
    if (page.engine === 'chromium') {
      // Contents on page 1, then each chapter on a page of its own.
      assert.equal(pdf.pages.length, 5, pdf.pages.join('\n---\n'));
      assert.match(pdf.pages[0]!, /Contents/);
      assert.match(pdf.pages[1]!, /Introduction/);
      assert.match(pdf.pages[2]!, /Chapter One/);
      assert.match(pdf.pages[3]!, /Chapter Two/);
      assert.match(pdf.pages[4]!, /Chapter Ten/);
      assert.deepEqual(
        pdf.outline.map((o) => [o.title, o.page, o.items]),
        [
          ['Introduction', 2, []],
          ['Chapter One', 3, ['Basics']],
          ['Chapter Two', 4, ['Setup']],
          ['Chapter Ten', 5, []],
        ],
      );
    }

    const second = await h.cli(['run']);
    assert.equal(second.code, 0);
    assert.equal(printed().length, 1, 'nothing changed: nothing sent');
    assert.match(second.out.join('\n'), /handbook\.pdf up to date/);

    await h.write('docs/chapters/ch2.md', '# Chapter Two\n\n## Setup\n\nchanged\n');
    const check = await h.cli(['check']);
    assert.equal(check.code, 1);
    assert.match(check.out.join('\n'), /out\/handbook\.pdf out of date \(source changed: changed: docs\/chapters\/ch2\.md\)/);
    const third = await h.cli(['run']);
    assert.equal(third.code, 0, [...third.out, ...third.err].join('\n'));
    assert.equal(printed().length, 2, 'the changed chapter rebuilt the book once');
    assert.equal((await h.cli(['run'])).code, 0);
    assert.equal(printed().length, 2);
  });

  it('rebuilds for an added chapter and refuses a book with a file that is not Markdown, naming it', async () => {
    assert.equal((await h.cli(['run'])).code, 0);
    await h.write('docs/chapters/ch3.md', '# Chapter Three\n');
    const check = await h.cli(['check']);
    assert.match(check.out.join('\n'), /out of date \(source changed: added: docs\/chapters\/ch3\.md\)/);
    assert.equal((await h.cli(['run'])).code, 0);
    assert.equal(printed().length, 2);
    assert.deepEqual(
      printed()[1]!
        .printed!.headings.filter((t) => /^(Introduction|Chapter \w+)$/.test(t))
        .slice(-5),
      ['Introduction', 'Chapter One', 'Chapter Two', 'Chapter Three', 'Chapter Ten'],
    );
    await h.write('docs/chapters/appendix.pdf', '%PDF-1.4\n');
    await h.write(
      '.vscode/convert-files.json',
      JSON.stringify({
        rules: [{ name: 'handbook', files: ['docs/intro.md', 'docs/chapters/*'], targets: ['pdf'], join: 'handbook.pdf' }],
      }),
    );
    const refused = await h.cli(['run']);
    assert.notEqual(refused.code, 0);
    assert.match(refused.err.join('\n'), /a book joins Markdown files only; not Markdown: docs\/chapters\/appendix\.pdf/);
    assert.equal(printed().length, 2, 'nothing sent');
  });
});
