// The two Markdown renderers agree on a document that uses no extension's plugin (issue 33): the
// command line's rendering (markdown-it, KaTeX, highlight.js) gives the same page body as VS Code's
// `markdown.api.render` gave for it, recorded by the host tier in test/fixtures/markdown/parity.editor.html
// (the host tier fails when the editor renders it otherwise, so the recording stays true).
import { strict as assert } from 'node:assert';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliMarkdownRenderer } from '../../../src/cli/markdown/renderer';
import { PARITY_DOCUMENT, PARITY_EDITOR_FIXTURE, parityBody, PNG } from '../../support/markdownParity';

describe('Markdown renderers: parity of the command line with the editor', () => {
  let folder: string;
  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'md33-parity-'));
    await writeFile(join(folder, 'dot.png'), PNG);
  });
  after(() => rm(folder, { recursive: true, force: true }));

  it("gives the page body VS Code's renderer gave for a document without extension plugins", async () => {
    const editor = await readFile(PARITY_EDITOR_FIXTURE, 'utf8');
    assert.match(editor, /data-line="\d+" class="code-line"/, "the recording is the editor's (with its source-map attributes)");
    const cli = await cliMarkdownRenderer().render(PARITY_DOCUMENT);
    assert.deepEqual(cli.notRendered, []);
    const body = await parityBody(cli.html, folder);
    assert.equal(body, await parityBody(editor, folder));
    // What the comparison covers: formulas, highlighted code, the table, the embedded image, the page break.
    for (const mark of [
      'class="katex"',
      'class="hljs-keyword"',
      '<th style="text-align:left">',
      'src="data:image/png;base64,',
      'class="page-break"',
    ]) {
      assert.ok(body.includes(mark), mark);
    }
  });
});
