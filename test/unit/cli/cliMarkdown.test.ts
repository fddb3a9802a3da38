// The command line prints Markdown as the preview shows it (issue 33): html/to/pdf with the page
// its own renderer built, the rule's and the folder's Markdown options applied, and what only an
// editor extension renders (a mermaid diagram) named on stderr.
import { strict as assert } from 'node:assert';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { useCliHarness } from '../support/cliHarness';

describe('command line: Markdown to PDF', function () {
  this.timeout(60_000);
  const h = useCliHarness('md33-cli');

  const conversions = () => h.emu.requestLog.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/')).map((r) => r.path);

  it('sends each document to html/to/pdf as its page and names on stderr what only an extension draws', async () => {
    await h.write(
      '.vscode/convert-files.json',
      JSON.stringify({
        rules: [
          { name: 'docs', files: 'docs/*.md', targets: ['pdf'], outputDirectory: 'out', markdown: { pdf: { pageSize: 'Letter' } } },
          { name: 'raw', files: 'raw/*.md', targets: ['pdf'], outputDirectory: 'out', markdown: { renderer: 'service' } },
        ],
      }),
    );
    await h.write('docs/a.md', '# A\n\n$x^2$\n\n```mermaid\ngraph TD; A-->B\n```\n');
    await h.write('docs/b.md', '# B\n\nplain\n');
    await h.write('raw/c.md', '# C\n');
    const run = await h.cli(['run']);
    assert.equal(run.code, 0, [...run.out, ...run.err].join('\n'));
    assert.deepEqual(conversions().sort(), ['/convert/html/to/pdf', '/convert/html/to/pdf', '/convert/md/to/pdf']);
    assert.deepEqual((await readdir(join(h.root, 'out'))).sort(), ['a.pdf', 'b.pdf', 'c.pdf']);
    const said = run.err.filter((l) => l.includes('not rendered as in the editor'));
    assert.equal(said.length, 1, run.err.join('\n'));
    assert.match(said[0]!, /^convert-files: a\.md: not rendered as in the editor: mermaid diagrams/);
  });

  it('follows the folder settings file (renderer "service") and refuses a rule with a wrong markdown key', async () => {
    await h.write('.vscode/settings.json', '{ // the editor\'s settings\n "convertFiles.markdown.renderer": "service" }');
    await h.write('.vscode/convert-files.json', JSON.stringify({ rules: [{ files: '*.md', targets: ['pdf'], outputDirectory: 'out' }] }));
    await h.write('a.md', '# A\n');
    assert.equal((await h.cli(['run'])).code, 0);
    assert.deepEqual(conversions(), ['/convert/md/to/pdf']);
    await h.write(
      '.vscode/convert-files.json',
      JSON.stringify({ rules: [{ files: '*.md', targets: ['pdf'], outputDirectory: 'out', markdown: { pdf: { pageSize: 'Folio' } } }] }),
    );
    const refused = await h.cli(['run', '--force']);
    assert.equal(refused.code, 2);
    assert.match(refused.err.join('\n'), /pageSize must be one of A3, A4/);
    assert.equal(conversions().length, 1, 'nothing more was sent');
  });

  it("names each page warning on stderr: an image left out, the front matter's problem", async () => {
    await h.write('.vscode/convert-files.json', JSON.stringify({ rules: [{ files: '*.md', targets: ['pdf'], outputDirectory: 'out' }] }));
    await h.write(
      'a.md',
      '---\nconvertFiles:\n  pdf:\n    pageSize: Folio\n---\n# A\n\n![gone](images/gone.png) <img src="file:///etc/hostname">\n',
    );
    const run = await h.cli(['run']);
    assert.equal(run.code, 0, [...run.out, ...run.err].join('\n'));
    assert.deepEqual(conversions(), ['/convert/html/to/pdf']);
    const said = run.err.filter((l) => l.startsWith('convert-files: a.md: '));
    assert.equal(said.length, 3, run.err.join('\n'));
    assert.match(said[0]!, /pageSize must be one of .*; the rest applies\.$/);
    assert.equal(said[1], 'convert-files: a.md: images/gone.png is not in the PDF (not found).');
    assert.equal(said[2], 'convert-files: a.md: file:///etc/hostname is not in the PDF (a local address that never goes into the page).');
  });

  it('checks -p of a Markdown PDF against html/to/pdf, and against md/to/pdf with renderer "service"', async () => {
    await h.write('a.md', '# A\n');
    // CssMediaType is html/to/pdf's (md/to/pdf has no such option).
    const printed = await h.cli(['convert', 'a.md', '--to', 'pdf', '-p', 'CssMediaType=print', '-p', 'MarginTop=12']);
    assert.equal(printed.code, 0, [...printed.out, ...printed.err].join('\n'));
    const sent = h.emu.requestLog.find((r) => r.path === '/convert/html/to/pdf');
    assert.ok(sent, conversions().join(', '));
    const wrong = await h.cli(['convert', 'a.md', '--to', 'pdf', '--on-conflict', 'overwrite', '-p', 'MarginTop=wide']);
    assert.equal(wrong.code, 2);
    assert.match(wrong.err.join('\n'), /md → pdf \(printed by html\/to\/pdf\): Margin top must be a whole number/);
    await h.write('.vscode/settings.json', '{ "convertFiles.markdown.renderer": "service" }');
    const raw = await h.cli(['convert', 'a.md', '--to', 'pdf', '--on-conflict', 'overwrite', '-p', 'CssMediaType=print']);
    assert.equal(raw.code, 2, 'md/to/pdf has no CssMediaType');
    assert.match(raw.err.join('\n'), /md → pdf: .*CssMediaType/);
    // The next step: the option is html/to/pdf's, which the folder's renderer "service" does not use.
    assert.match(
      raw.err.join('\n'),
      /"CssMediaType" is an option of html\/to\/pdf, but the Markdown renderer "service" \(convertFiles\.markdown\.renderer in the folder's settings\) sends the file to md\/to\/pdf/,
    );
    assert.deepEqual(conversions(), ['/convert/html/to/pdf'], 'nothing more was sent');
  });

  it('checks a rule\'s parameters for a Markdown PDF against html/to/pdf, and against md/to/pdf with renderer "service"', async () => {
    const rules = (markdown?: object) =>
      JSON.stringify({
        rules: [
          { name: 'notes', files: '*.md', targets: ['pdf'], parameters: { CssMediaType: 'print' }, ...(markdown ? { markdown } : {}) },
        ],
      });
    await h.write('a.md', '# A\n');
    await h.write('.vscode/convert-files.json', rules());
    const checked = await h.cli(['check']);
    assert.notEqual(checked.code, 2, [...checked.out, ...checked.err].join('\n'));
    const run = await h.cli(['run']);
    assert.equal(run.code, 0, [...run.out, ...run.err].join('\n'));
    assert.deepEqual(conversions(), ['/convert/html/to/pdf']);
    // The rule's renderer "service": md/to/pdf, which has no CssMediaType; refused before anything is sent.
    await h.write('.vscode/convert-files.json', rules({ renderer: 'service' }));
    const raw = await h.cli(['run', '--force']);
    assert.equal(raw.code, 2, [...raw.out, ...raw.err].join('\n'));
    assert.match(raw.err.join('\n'), /rule "notes": .*CssMediaType.*\(md → pdf\)/);
    assert.match(raw.err.join('\n'), /remove "service" to print the preview's page with html\/to\/pdf/);
    // The folder's setting "service", the rule silent: the same.
    await h.write('.vscode/convert-files.json', rules());
    await h.write('.vscode/settings.json', '{ "convertFiles.markdown.renderer": "service" }');
    const folder = await h.cli(['check']);
    assert.equal(folder.code, 2, [...folder.out, ...folder.err].join('\n'));
    assert.deepEqual(conversions(), ['/convert/html/to/pdf'], 'nothing more was sent');
  });
});
