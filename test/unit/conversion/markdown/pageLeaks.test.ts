// Review of issue 33: the places of a page that hold a reference besides src/href/style, as
// Chromium reads them: an iframe's `srcdoc` (a whole HTML document in an attribute), a link's
// `imagesrcset`, a `<meta http-equiv="refresh">` that sends the printing browser to another
// address, and the `url()` left where a reference was dropped. None may name this machine.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPage, PageEmbedder, pdfPage, type PageInput } from '../../../../src/conversion/markdown';
import { pageReferences } from '../../../emulator/converters/htmlPrint';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

describe('Markdown page builder: references outside src and href', () => {
  let root: string;
  let outside: string;
  const reader = async (path: string) => readFile(path).catch(() => undefined);

  before(async () => {
    const base = await mkdtemp(join(tmpdir(), 'revmd-page-'));
    root = join(base, 'workspace');
    outside = join(base, 'elsewhere');
    await mkdir(join(root, 'docs', 'images'), { recursive: true });
    await mkdir(outside, { recursive: true });
    await writeFile(join(root, 'docs', 'images', 'dot.png'), PNG);
    await writeFile(join(outside, 'secret.png'), PNG);
  });
  after(() => rm(join(root, '..'), { recursive: true, force: true }));

  const input = (html: string): PageInput => ({
    title: 'Report',
    html,
    rendererStyles: [],
    userStyles: [],
    scripts: [],
    page: pdfPage(undefined),
    date: '2026-11-28',
    folder: join(root, 'docs'),
  });

  it("checks an iframe's srcdoc as the page it is: local references dropped, workspace images embedded", async () => {
    const secret = join(outside, 'secret.png');
    const e = new PageEmbedder(reader, root, 1_000_000, 'report.md');
    const page = await buildPage(
      input(`<iframe srcdoc="<p><img src='file://${secret}'> <img src='${secret}'> <img src='images/dot.png'></p>"></iframe>`),
      e,
    );
    assert.ok(!page.includes(outside), page);
    assert.ok(!/file:/i.test(page), page);
    assert.match(page, /<iframe srcdoc="[^"]*data:image\/png;base64,/, 'the workspace image is embedded inside srcdoc');
    assert.equal(e.embeddedBytes, PNG.byteLength);
  });

  it('drops imagesrcset and http-equiv (a refresh to a local file), and leaves no url("") where a reference was dropped', async () => {
    const secret = join(outside, 'secret.png');
    const e = new PageEmbedder(reader, root, 1_000_000, 'report.md');
    const page = await buildPage(
      input(
        [
          `<link rel="preload" as="image" imagesrcset="file://${secret} 1x, ${secret} 2x">`,
          `<meta http-equiv="refresh" content="0;url=file://${secret}">`,
          `<p style="background:url(${secret})">x</p>`,
          `<style>.a { background: url("file://${secret}") }</style>`,
        ].join('\n'),
      ),
      e,
    );
    assert.ok(!page.includes(outside), page);
    assert.ok(!/imagesrcset|http-equiv/i.test(page), page);
    assert.ok(!/url\(\s*(&quot;|")\s*(&quot;|")\s*\)/.test(page), 'an empty url() without quotes');
    // What the emulator's request log lists as local in a page (its `printed.local`): nothing.
    assert.deepEqual(pageReferences(page).local, []);
  });
});
