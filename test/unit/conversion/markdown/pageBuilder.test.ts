// The page builder (issue 33): one self-contained HTML document from rendered Markdown: the base
// look, extensions' and the user's styles in order, the print and @page rules, local images
// embedded within a limit, remote ones kept as links, nothing of this machine in it.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pageReferences } from '../../../emulator/converters/htmlPrint';
import { PNG } from '../../../support/markdownParity';
import {
  buildPage,
  EmbedLimitError,
  embedCssResources,
  PageEmbedder,
  pageTitle,
  pdfPage,
  type PageInput,
} from '../../../../src/conversion/markdown';

describe('Markdown page builder', () => {
  let root: string;
  let outside: string;
  const reader = async (path: string) => readFile(path).catch(() => undefined);

  before(async () => {
    const base = await mkdtemp(join(tmpdir(), 'md33-page-'));
    root = join(base, 'workspace');
    outside = join(base, 'elsewhere');
    await mkdir(join(root, 'docs', 'images'), { recursive: true });
    await mkdir(outside, { recursive: true });
    await writeFile(join(root, 'docs', 'images', 'dot.png'), PNG);
    await writeFile(join(root, 'logo.png'), PNG);
    await writeFile(join(outside, 'secret.png'), PNG);
    await writeFile(join(root, 'big.png'), Buffer.alloc(3000, 1));
  });
  after(async () => {
    await rm(join(root, '..'), { recursive: true, force: true });
  });

  const input = (html: string, more: Partial<PageInput> = {}): PageInput => ({
    title: 'Report',
    html,
    rendererStyles: [],
    userStyles: [],
    scripts: [],
    page: pdfPage(undefined),
    date: '2026-11-28',
    folder: join(root, 'docs'),
    ...more,
  });
  const embedder = (limit = 1_000_000) => new PageEmbedder(reader, root, limit, 'report.md');

  it('embeds relative and workspace-absolute images as data: URIs and keeps remote ones as links', async () => {
    const e = embedder();
    const page = await buildPage(
      input(
        '<p><img src="images/dot.png" alt="dot"> <img src="/logo.png" alt="logo"> <img src="https://example.com/a.png" alt="remote"></p>',
      ),
      e,
    );
    const sources = [...page.matchAll(/<img[^>]*src="([^"]*)"/g)].map((m) => m[1]!);
    assert.equal(sources.length, 3);
    assert.ok(sources[0]!.startsWith('data:image/png;base64,'), sources[0]);
    assert.equal(Buffer.from(sources[0]!.split(',')[1]!, 'base64').compare(PNG), 0);
    assert.ok(sources[1]!.startsWith('data:image/png;base64,'));
    assert.equal(sources[2], 'https://example.com/a.png');
    assert.equal(e.embeddedBytes, PNG.byteLength * 2);
  });

  it('puts nothing of this machine into the page: no paths, no file: links, no user name, nothing outside the workspace', async () => {
    const e = embedder();
    const page = await buildPage(
      input(
        [
          `<p data-line="0" class="code-line" dir="auto"><img src="../../elsewhere/secret.png" data-src="../../elsewhere/secret.png" alt="a"></p>`,
          `<p><img src="file://${outside}/secret.png" alt="b"> <img src="${join(outside, 'secret.png')}" alt="c"></p>`,
          `<p><a href="file://${outside}/secret.png" data-href="x">file link</a> <a href="https://example.com/">web</a> <a href="#part">here</a></p>`,
          '<iframe src="vscode-resource:/etc/passwd"></iframe>',
          '<p><img src="images/missing.png" alt="gone"></p>',
        ].join('\n'),
      ),
      e,
    );
    assert.ok(!page.includes(root), 'the workspace path is not in the page');
    assert.ok(!page.includes(outside), 'no path outside it either');
    assert.ok(!/file:/i.test(page), 'no file: link');
    assert.ok(!page.includes('vscode-resource'), 'no editor scheme');
    assert.ok(!page.includes('secret.png'), 'the outside file is not named');
    assert.ok(!page.includes(`/${userInfo().username}/`), 'no home folder');
    assert.ok(!/data-line|code-line|dir="auto"|data-src|data-href/.test(page), 'the preview bookkeeping is gone');
    assert.ok(page.includes('<a href="https://example.com/">web</a>'));
    assert.ok(page.includes('<a href="#part">here</a>'));
    assert.ok(page.includes('<a>file link</a>'), 'a local link keeps its text, not its target');
    assert.ok(page.includes('alt="gone"') && !page.includes('images/missing.png'));
    assert.deepEqual(
      e.notes.map((n) => n.reason),
      // An absolute path is the workspace folder's, as in the preview: not found there, never read from the disk's root.
      ['outside', 'local', 'missing', 'missing'],
    );
    assert.equal(e.embeddedBytes, 0, 'nothing read from outside');
  });

  it('reads tags as a browser does: a `>` inside a quoted value, style attributes, <style> blocks, comments, SVG and character references leave nothing local', async () => {
    const secret = join(outside, 'secret.png');
    const e = embedder();
    const page = await buildPage(
      input(
        [
          `<p><img alt="a > b" src="${secret}"> <img title='x>y' src="file://${secret}"> <a title="1>0" href="file://${secret}">link</a></p>`,
          `<p style="background: url(file://${secret})">x</p><div style='background-image:url("${secret}")'></div>`,
          '<span style="background:url(images/dot.png)">embedded</span>',
          `<style>\n.a { background: url(file://${secret}) }\n.b { background: url("images/dot.png") }\n</style>`,
          `<style/>.d { background: url(${secret}) }</style>`,
          `<!--><img src="${secret}"><!-- a comment a browser ends at once -->`,
          `<svg><style>.c { fill: url(&#x66;ile://${secret}) }</style><script><img src="${secret}"></script></svg>`,
          `<a href="&#x66;ile://${secret}">entity</a> <a href="&#47;etc&#47;passwd">slash</a> <a href="file&colon;//${secret}">named</a>`,
        ].join('\n'),
      ),
      e,
    );
    assert.ok(!page.includes(outside), page);
    assert.ok(!page.includes('secret.png'), 'the outside file is not named');
    assert.ok(!/file:|&#x66;ile|&colon;|&#47;etc/i.test(page), 'no file: reference, however it is written');
    assert.ok(!page.includes(`/${userInfo().username}/`), 'no home folder');
    assert.match(page, /<span style="background:url\(&quot;data:image\/png;base64,[^&]+&quot;\)">embedded<\/span>/);
    assert.match(page, /\.b \{ background: url\("data:image\/png;base64,[^"]+"\) \}/);
    assert.match(page, /<img alt="a &gt; b">/, 'the tag is read whole: its local src dropped, its alt kept');
    assert.match(page, /<a title="1&gt;0">link<\/a>/);
    assert.match(page, /<a>entity<\/a> <a>slash<\/a> <a>named<\/a>/);
    assert.equal(e.embeddedBytes, PNG.byteLength, 'the one workspace image, read once');
  });

  it('drops the rest of a document whose last tag never closes, as a browser does, and leaves text and comments as they are', async () => {
    const page = await buildPage(
      input(`<p>a < b and <!-- pagebreak --> kept</p>\n<div class="x" title="open>${outside}/secret.png`),
      embedder(),
    );
    assert.ok(page.includes('<p>a < b and <div class="page-break"></div> kept</p>'), page);
    assert.ok(!page.includes(outside));
  });

  it('refuses a page whose local images pass the limit, naming the document and the limit', async () => {
    const e = embedder(2048);
    await assert.rejects(
      buildPage(input('<p><img src="/logo.png"> <img src="/big.png"></p>'), e),
      (err: unknown) =>
        err instanceof EmbedLimitError &&
        err.document === 'report.md' &&
        err.limitBytes === 2048 &&
        err.file === '/big.png' &&
        /report\.md: .* 0\.0 MB one page may embed/.test(err.message),
    );
  });

  it("orders the stylesheets: base, the renderer's, the user's, print, then the @page rule", async () => {
    const page = await buildPage(
      input('<p>x</p>', {
        rendererStyles: [{ name: 'katex', css: '.katex { font: 1em KaTeX_Main; }' }],
        userStyles: [{ name: 'mine.css', css: 'body { color: red; } </style><script>alert(1)</script>' }],
      }),
      embedder(),
    );
    const names = [...page.matchAll(/<style data-name="([^"]*)">/g)].map((m) => m[1]);
    assert.deepEqual(names, ['base', 'base', 'katex', 'mine.css', 'print', 'page']);
    assert.ok(!page.includes('</style><script>'), 'a stylesheet cannot end its element');
    assert.match(page, /<body class="vscode-body vscode-light">/);
  });

  it('prints the page size, margins, header, footer and page numbers from the page itself', async () => {
    const page = await buildPage(
      input('<p>x</p>', {
        title: 'Quarter "Q3"',
        page: pdfPage({
          pageSize: 'Letter',
          orientation: 'landscape',
          margins: { top: 25 },
          header: '${title} – ${date}',
          footer: 'Page ${page} of ${pages}',
        }),
      }),
      embedder(),
    );
    assert.match(page, /size: Letter landscape;/);
    assert.match(page, /margin: 25mm 15mm 20mm 15mm;/);
    assert.match(page, /@top-center \{ content: "Quarter \\"Q3\\"" " – " "2026-11-28";/);
    assert.match(page, /@bottom-center \{ content: "Page " counter\(page\) " of " counter\(pages\);/);
    assert.match(page, /print-color-adjust: exact/);
    const none = await buildPage(input('<p>x</p>', { page: pdfPage({ header: '', footer: '', background: false }) }), embedder());
    assert.ok(!/@top-center|@bottom-center/.test(none));
    assert.match(none, /background: transparent !important/);
  });

  it('starts a new page at <!-- pagebreak --> and keeps code blocks, tables and figures whole', async () => {
    const page = await buildPage(
      input('<p>one</p>\n<div data-line="2" class="code-line" dir="auto" ></div>\n<!-- pagebreak -->\n<p>two</p>'),
      embedder(),
    );
    assert.match(page, /<p>one<\/p>\n<div class="page-break"><\/div>\n<p>two<\/p>/);
    assert.match(page, /\.page-break \{ break-before: page;/);
    assert.match(page, /pre, table, figure, img, svg, \.katex-display, blockquote \{ break-inside: avoid;/);
  });

  it('inlines preview scripts so that the printing browser runs them', async () => {
    const page = await buildPage(
      input('<div class="mermaid">graph TD; A-->B</div>', { scripts: [{ name: 'diagrams', code: 'window.x = "</script>";' }] }),
      embedder(),
    );
    assert.match(page, /<script data-name="diagrams">\nwindow.x = "<\\\/script>";\n<\/script>/);
  });

  it('embeds the fonts and images a stylesheet names (WOFF2 only where offered) and drops local imports', async () => {
    await writeFile(join(root, 'f.woff2'), Buffer.from('woff2-bytes'));
    const css = await embedCssResources(
      '@import "other.css"; @import url("https://example.com/x.css"); @font-face { font-family: F; src: url(f.woff2) format("woff2"), url(f.woff) format("woff"), url(f.ttf) format("truetype") } .a { background: url("/logo.png") } .b { background: url(file:///etc/x.png) }',
      root,
      embedder(),
    );
    assert.ok(!css.includes('other.css'));
    assert.ok(css.includes('@import url("https://example.com/x.css");'));
    assert.match(css, /src:url\("data:font\/woff2;base64,[^"]+"\) format\("woff2"\)\}/);
    assert.ok(!/\.woff"|\.ttf/.test(css));
    assert.match(css, /\.a \{ background: url\("data:image\/png;base64,/);
    assert.match(css, /\.b \{ background: url\(\) \}/);
  });

  it('titles the page by the front matter, else the first heading, else the file name', () => {
    assert.equal(pageTitle('<h1 id="x">A &amp; <em>B</em></h1>', undefined, 'r.md'), 'A & B');
    assert.equal(pageTitle('<h1>A</h1>', 'From front matter', 'r.md'), 'From front matter');
    assert.equal(pageTitle('<p>none</p>', undefined, 'notes.md'), 'notes');
  });

  // Review of issue 33: the places besides src, href and style that hold a reference.
  it("checks an iframe's srcdoc as the page it is: local references dropped, workspace images embedded", async () => {
    const secret = join(outside, 'secret.png');
    const e = embedder();
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
    const e = embedder();
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
