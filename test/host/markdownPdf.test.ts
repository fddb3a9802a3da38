// Markdown → PDF as the preview shows it, in the real extension host (issue 33): the editor's
// renderer goes through markdown.api.render, so an installed extension's markdown-it plugin
// applies, and the extension's preview style (its font embedded) and preview script go into the
// page; Convert To → PDF sends that page to html/to/pdf, once, with nothing of the machine in it;
// and the command line's renderer gives the same page for a document without extension plugins.
// The extension is test/fixtures/markdownExtension (a stand-in for mermaid's), loaded beside this
// one by the launcher (test/support/runHost.ts).
import { strict as assert } from 'node:assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, EXTENSION_ID, Settings } from '../../src/constants';
import { editorMarkdownRenderer } from '../../src/markdownPdf/renderer';
import { cliMarkdownRenderer } from '../../src/cli/markdown/renderer';
import { readAll } from '../../src/conversion/markdown/prepare';
import { PARITY_DOCUMENT, PARITY_EDITOR_FIXTURE, parityBody } from '../support/markdownParity';
import { emulatorConversions, emulatorRequests } from './support/emulatorConnection';
import { useEmulatorSuite } from './support/emulatorSuite';
import { magic, pngImage } from './support/files';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';

const TEST_EXTENSION = 'convert-files-tests.markdown-test-diagrams';
const TOKEN_NAME = 'markdown-pdf-host-tests';

describe('Markdown PDF in the editor (markdown.api.render)', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({ folder: 'markdown', token: TOKEN_NAME, quiet: true, restore: [Settings.markdownPdf] });

  before(() => {
    assert.ok(vscode.extensions.getExtension(TEST_EXTENSION), `the launcher did not load ${TEST_EXTENSION}`);
  });

  it('renders with installed extensions: their markdown-it plugin, preview style (font embedded) and preview script', async () => {
    const rendered = await editorMarkdownRenderer(suite.api.log).render('# Flow\n\n```diagram\nA --> B --> C\n```\n\n$x^2$\n');
    assert.match(rendered.html, /<div class="test-diagram">A --&gt; B --&gt; C<\/div>/, "the extension's plugin ran");
    assert.match(rendered.html, /class="katex"/, "the built-in math extension's plugin ran");
    const style = rendered.styles.find((s) => s.name === `${TEST_EXTENSION}/media/diagrams.css`);
    assert.ok(style, rendered.styles.map((s) => s.name).join(', '));
    assert.ok(style.css.includes(`url("data:font/woff2;base64,${Buffer.from('wOF2-test-font-bytes').toString('base64')}")`), style.css);
    assert.ok(!style.css.includes('font.ttf'), 'only the WOFF2 source is kept');
    const katex = rendered.styles.find((s) => s.name.startsWith('vscode.markdown-math/'));
    assert.ok(katex && /data:font\/woff2;base64,/.test(katex.css), "KaTeX's fonts are embedded");
    assert.ok(
      !rendered.styles.some((s) => s.name.startsWith('vscode.markdown-language-features/')),
      "the preview's own webview style is not the page's",
    );
    assert.deepEqual(
      rendered.scripts.map((s) => s.name),
      [`${TEST_EXTENSION}/media/diagrams.js`],
    );
    assert.match(rendered.scripts[0]!.code, /test-diagram/);
  });

  it('Convert To → PDF sends one html/to/pdf with the page: the diagram script, the image embedded, nothing of this machine', async () => {
    writeFileSync(join(suite.dir, 'dot.png'), pngImage(4, 4, [200, 40, 40]));
    writeFileSync(join(suite.dir, 'flow.md'), '# Flow\n\n![dot](dot.png)\n\n```diagram\nA --> B\n```\n');
    await setSetting(Settings.markdownPdf, { pageSize: 'A5', footer: 'Page ${page} of ${pages}' });
    const pages: string[] = [];
    const clients = suite.api.clients;
    const original = clients.conversionClient.bind(clients);
    clients.conversionClient = async () => {
      const made = await original();
      const convert = made.client.convert.bind(made.client);
      return {
        ...made,
        client: Object.assign(Object.create(made.client) as typeof made.client, {
          convert: async (request: Parameters<typeof convert>[0]) => {
            if (request.sourceFormat === 'html') {
              pages.push(Buffer.from(await readAll(request.source)).toString('utf8'));
            }
            return convert(request);
          },
        }),
      };
    };
    const since = (await emulatorRequests()).length;
    try {
      const source = vscode.Uri.file(join(suite.dir, 'flow.md'));
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertToPdf, source, [source]));
    } finally {
      clients.conversionClient = original;
    }
    assert.deepEqual(readdirSync(suite.dir).sort(), ['dot.png', 'flow.md', 'flow.pdf']);
    assert.equal(magic(readFileSync(join(suite.dir, 'flow.pdf'))), 'pdf');
    const conversions = await emulatorConversions(since);
    assert.deepEqual(
      conversions.map((r) => r.path),
      ['/convert/html/to/pdf'],
    );
    assert.equal(pages.length, 1);
    const page = pages[0]!;
    assert.match(page, /<div class="test-diagram">A --&gt; B<\/div>/);
    assert.match(page, /<script data-name="convert-files-tests\.markdown-test-diagrams\/media\/diagrams\.js">/);
    assert.match(page, /<img src="data:image\/png;base64,[^"]+" alt="dot">/);
    assert.match(page, /size: A5 portrait;/);
    assert.match(page, /@bottom-center \{ content: "Page " counter\(page\) " of " counter\(pages\);/);
    assert.ok(!page.includes(suite.dir), 'no local path in the page');
    assert.ok(!/file:|vscode-resource|vscode-webview/.test(page), 'no local or editor address in the page');
    assert.ok(!/data-line=|code-line/.test(page), 'no preview bookkeeping');
  });

  it('gives the page the command line gives for a document without extension plugins, as the unit tier records it', async () => {
    writeFileSync(join(suite.dir, 'dot.png'), pngImage(2, 2, [0, 0, 0]));
    const editor = await editorMarkdownRenderer(suite.api.log).render(PARITY_DOCUMENT);
    const cli = await cliMarkdownRenderer().render(PARITY_DOCUMENT);
    // Kept for a person to compare, and to record again when VS Code renders otherwise.
    const repository = vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath;
    const results = join(repository, 'test-results');
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, 'markdown-parity.editor.html'), editor.html);
    writeFileSync(join(results, 'markdown-parity.cli.html'), cli.html);
    assert.equal(await parityBody(cli.html, suite.dir), await parityBody(editor.html, suite.dir));
    assert.deepEqual(cli.notRendered, []);
    // The unit tier compares the command line's rendering with this recording (test/unit/cli/markdownParity.test.ts).
    assert.equal(
      editor.html,
      readFileSync(join(repository, PARITY_EDITOR_FIXTURE), 'utf8'),
      `VS Code ${vscode.version} renders the parity document otherwise than ${PARITY_EDITOR_FIXTURE} records: copy test-results/markdown-parity.editor.html there`,
    );
  });
});
