// Converting files end to end in the real extension host, against the emulator: the Convert To
// commands on files, selections and folders, where the results go and whether they open, and the
// files a conversion leaves alone. The rest of the Convert To commands' suite: convertTargets
// (choosing the format), convertSeveralResults, convertConflicts, convertOtherFileSystem,
// convertProgress (progress and cancelling), convertQuota and convertFailures.test.ts.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, CustomEditors, Settings, StateKeys } from '../../src/constants';
import { conversionLog } from './support/accounts';
import { listTree, useConvertSuite } from './support/convertSuite';
import { magic, pdfDocument, pngImage } from './support/files';
import { setSetting } from './support/settings';
import { walk } from './support/walkCoverage';
import { until } from '../support/poll';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, uri, write, read, convert } = suite;

  it('converts one Markdown file to PDF next to it', async () => {
    const source = write('notes.md', '# Notes\n\nSome *text*.\n');
    await walk('menu-markdown', () => convert(Commands.convertToPdf, source));
    assert.equal(magic(read('notes.pdf')), 'pdf');
    assert.deepEqual(listTree(suite.dir), ['notes.md', 'notes.pdf']);
    const log = await conversionLog();
    assert.ok(
      // Markdown is printed as the preview shows it: its page goes to html/to/pdf (issue 33).
      log.some((row) => row.Converter === 'html-to-pdf' && row.Source === 'notes.html'),
      JSON.stringify(log),
    );
    assert.deepEqual(batches, [{ converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false }]);
    assert.deepEqual(prompts.seen, [], 'a single successful conversion asks nothing');
  });

  it('converts every file of a multi-selection (two PNGs to JPG)', async () => {
    const a = write('red.png', pngImage(16, 8, [220, 30, 30]));
    const b = write('blue.png', pngImage(8, 16, [30, 30, 220]));
    prompts.expect('information', undefined, /Converted 2 of 2 files to JPG/);
    await walk('menu', () => convert(Commands.convertToJpg, a, b));
    assert.equal(magic(read('red.jpg')), 'jpg');
    assert.equal(magic(read('blue.jpg')), 'jpg');
    assert.deepEqual(batches, [{ converted: 2, skipped: 0, failed: 0, conversionsUsed: 2, cancelled: false }]);
  });

  it('converts the matching files of a folder after a confirmation that gives the count', async () => {
    write('docs/a.md', '# A\n');
    write('docs/b.md', '# B\n');
    write('docs/deep/c.md', '# C\n');
    write('docs/data.json', '{"a":1}\n');
    write('docs/node_modules/pkg/readme.md', '# no\n');
    write('docs/.hidden/secret.md', '# no\n');
    write('docs/skipme/x.md', '# no\n');
    await setSetting('exclude', { '**/.git': true, '**/skipme': true }, 'files');
    try {
      prompts.expect('warning', 'Convert', /Convert 3 files in “docs” to PDF\?/);
      prompts.expect('information', undefined, /Converted 3 of 3/);
      await convert(Commands.convertToPdf, uri('docs'));
    } finally {
      await setSetting('exclude', undefined, 'files');
    }
    const confirmation = prompts.seen.find((p) => p.kind === 'warning');
    assert.equal(confirmation?.modal, true);
    assert.deepEqual(
      listTree(join(suite.dir, 'docs')).filter((f) => f.endsWith('.pdf')),
      ['a.pdf', 'b.pdf', 'deep/c.pdf'],
    );
  });

  it('names the files a folder conversion leaves out, and why, in its confirmation', async () => {
    write('docs/a.md', '# A\n');
    write('docs/data.json', '{"a":1}\n');
    write('docs/report.pdf', '%PDF-1.4\n');
    prompts.expect('warning', undefined, /Convert 1 file in “docs” to PDF\?/);
    await convert(Commands.convertToPdf, uri('docs'));
    const confirmation = prompts.seen.find((p) => p.kind === 'warning');
    assert.match(
      confirmation?.detail ?? '',
      /Left out: “data\.json” \(no conversion from JSON to PDF\); “report\.pdf” \(already a PDF\)\./,
      JSON.stringify(confirmation),
    );
    assert.deepEqual(await conversionLog(), []);
  });

  it('converts nothing when the folder confirmation is declined', async () => {
    write('docs/a.md', '# A\n');
    prompts.expect('warning', undefined, /Convert 1 file in “docs” to PDF\?/);
    await convert(Commands.convertToPdf, uri('docs'));
    assert.deepEqual(listTree(suite.dir), ['docs/a.md']);
    assert.deepEqual(await conversionLog(), []);
  });

  it('converts a file once when it is picked and also inside a picked folder', async () => {
    write('docs/a.md', '# A\n');
    write('docs/sub/b.md', '# B\n');
    prompts.expect('warning', 'Convert', /Convert 2 files in 2 folders to PDF\?/);
    prompts.expect('information', undefined, /Converted 2 of 2/);
    await convert(Commands.convertToPdf, uri('docs'), uri('docs/sub'), uri('docs/a.md'));
    assert.deepEqual(listTree(join(suite.dir, 'docs')), ['a.md', 'a.pdf', 'sub/b.md', 'sub/b.pdf']);
    assert.equal((await conversionLog()).length, 2);
  });

  it('writes where outputDirectory says, with variables expanded', async () => {
    await setSetting(Settings.outputDirectory, 'converted/${fileBasenameNoExtension}');
    const source = write('notes.md', '# Notes\n');
    await convert(Commands.convertToHtml, source);
    assert.match(read('converted/notes/notes.html').toString('utf8'), /<h1[^>]*>Notes<\/h1>/);
  });

  it('opens the result of a single conversion when openAfterConvert is "single": a PDF in the PDF viewer, beside its source when that is open', async () => {
    await setSetting(Settings.openAfterConvert, 'single');
    const source = write('notes.md', '# Notes\n');
    try {
      const tabOf = (name: string) =>
        vscode.window.tabGroups.all
          .flatMap((g) => g.tabs)
          .find((t) => (t.input as { uri?: vscode.Uri } | undefined)?.uri?.fsPath === join(suite.dir, name));
      await convert(Commands.convertToHtml, source);
      assert.ok(tabOf('notes.html'));
      await convert(Commands.convertToPdf, source);
      assert.equal(magic(read('notes.pdf')), 'pdf');
      const pdf = await until('the PDF in the viewer', () => tabOf('notes.pdf'));
      assert.ok(pdf.input instanceof vscode.TabInputCustom && pdf.input.viewType === CustomEditors.pdfViewer);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      // The source open in the editor: the result opens beside it.
      const other = write('other.md', '# Other\n');
      await vscode.window.showTextDocument(other);
      await convert(Commands.convertToPdf, other);
      const beside = await until('the other PDF in the viewer', () => tabOf('other.pdf'));
      assert.notEqual(beside.group.viewColumn, tabOf('other.md')?.group.viewColumn, 'the PDF opened over its source');
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });

  it('never converts a file to its own format: a.zip to "zip" under "overwrite" leaves it alone and sends nothing', async () => {
    await setSetting(Settings.conflictPolicy, 'overwrite');
    await suite.services.context.globalState.update(StateKeys.recentTargets, undefined);
    const original = Buffer.from('PK\u0005\u0006 not really a zip, but it must survive');
    const source = write('a.zip', original);
    prompts.expect('inputBox', 'zip', /Target format/);
    await convert(Commands.convertToOther, source);
    assert.deepEqual(read('a.zip'), original);
    assert.deepEqual(listTree(suite.dir), ['a.zip']);
    assert.match(prompts.seen.find((p) => p.kind === 'information')?.text ?? '', /“a\.zip” is already a ZIP file/);
    assert.deepEqual(await conversionLog(), []);
    assert.deepEqual(batches, [{ converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false }]);
  });

  it('skips a PDF selected with other files for "Convert to PDF", says why, and asks nothing about it', async () => {
    const pdf = await pdfDocument(1);
    const a = write('a.pdf', pdf);
    const notes = write('notes.md', '# Notes\n');
    prompts.expect(
      'information',
      undefined,
      /Converted 1 of 2 files to PDF\. 1 conversion used\. “a\.pdf” is already a PDF file: skipped\./,
    );
    await convert(Commands.convertToPdf, a, notes);
    assert.deepEqual(new Uint8Array(read('a.pdf')), pdf);
    assert.deepEqual(listTree(suite.dir), ['a.pdf', 'notes.md', 'notes.pdf']);
    assert.equal((await conversionLog()).length, 1);
    assert.deepEqual(batches, [{ converted: 1, skipped: 1, failed: 0, conversionsUsed: 1, cancelled: false }]);
  });

  it('a file name never becomes a clickable [text](command:…) link in the summary', async () => {
    const named = write('[Open](command:workbench.action.terminal.new).pdf', await pdfDocument(1));
    const notes = write('notes.md', '# Notes\n');
    prompts.expect('information', undefined, /is already a PDF file: skipped\./);
    await convert(Commands.convertToPdf, named, notes);
    const shown = prompts.seen.find((p) => p.kind === 'information')?.text ?? '';
    assert.match(shown, /“\(Open\)\(command:workbench\.action\.terminal\.new\)\.pdf” is already a PDF file/, shown);
    assert.doesNotMatch(shown, /\[[^\]]*\]\(/, shown);
  });
});
