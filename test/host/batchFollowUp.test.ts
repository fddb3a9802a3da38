// What a batch does around the conversions (issue 15): a mixed selection keeps only the files
// that convert to the target and names the others before anything is sent; batches run in
// natural order; a failure names its file and Try Again sends only the failed files; results VS
// Code cannot show are offered to the OS's app; Convert Again repeats the last target.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { conversionLog } from './support/accounts';
import { emulatorCall } from './support/emulatorConnection';
import { finishedBatches, useBuiltinCatalogue, useEmulatorSuite } from './support/emulatorSuite';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

const TOKEN_NAME = 'batch-follow-up-host-tests';

describe('around a batch: selection, order, Try Again, opening results, Convert Again', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({ folder: 'followup', token: TOKEN_NAME, quiet: true, restore: [Settings.maxParallel], resetEach: true });
  const { uri, write } = suite;
  const batches = finishedBatches(suite);
  // The built-in formats (a first start): the picker's list is formats.ts's, shared by type.
  useBuiltinCatalogue(suite);
  let where: ExtensionApi['commandUi']['where'] | undefined;

  /** Runs a command as the Explorer does: (clicked, all selected). */
  const convert = (command: string, clicked: vscode.Uri, selected: vscode.Uri[] = [clicked]) =>
    prompts.run(() => vscode.commands.executeCommand(command, clicked, selected));
  /** The sources the emulator converted, oldest first (its log lists the newest first). */
  const sources = async () => (await conversionLog()).map((row) => row.Source).reverse();

  before(() => {
    where = suite.api.commandUi.where;
  });

  after(async () => {
    if (where) {
      suite.api.commandUi.where = where;
    }
    await suite.api.context.globalState.update(StateKeys.lastConversion, undefined);
  });

  beforeEach(async () => {
    await suite.api.store.removeMasterToken();
    await setSetting(Settings.maxParallel, 1);
    await setSetting(Settings.openAfterConvert, 'never');
    await setSetting(Settings.revealInExplorer, false);
    if (where) {
      suite.api.commandUi.where = where;
    }
  });

  afterEach(async () => {
    await emulatorCall('POST', '/_emulator/faults', { ResetMidResponse: 0 });
  });

  it("a mixed selection sent to the right-clicked file's target leaves out, and names, the file that cannot convert: nothing is sent for it", async () => {
    const json = write('data.json', '[{"a":1}]\n');
    const csv = write('table.csv', 'a,b\n1,2\n');
    await convert(Commands.convertToPdf, csv, [json, csv]);
    const said = prompts.seen.find((p) => p.kind === 'warning');
    assert.equal(said?.text, '“data.json” cannot be converted to PDF: left out.');
    assert.ok(existsSync(join(suite.dir, 'table.pdf')));
    assert.ok(!existsSync(join(suite.dir, 'data.pdf')));
    assert.deepEqual(await sources(), ['table.csv'], 'the emulator saw no request for data.json');
    assert.deepEqual(batches, [{ converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false }]);
  });

  it('"Other Format…" on a mixed selection offers only the targets every selected file has', async () => {
    const md = write('notes.md', '# Notes\n');
    const docx = write('letter.docx', 'not really a document');
    prompts.expect('quickPick', undefined, /Convert \.md, \.docx files to/);
    await convert(Commands.convertToOther, md, [md, docx]);
    const offered = prompts.seen.find((p) => p.kind === 'quickPick')?.items.filter((label) => label !== '');
    // md → PDF, HTML; docx → PDF, HTML, TXT: TXT is not for both.
    assert.deepEqual(offered, ['PDF', 'HTML', 'Other format…']);
    assert.deepEqual(await sources(), []);
  });

  it('converts a batch in natural order: n1, n2, n10', async () => {
    const files = ['n10.md', 'n2.md', 'n1.md'].map((name) => write(name, `# ${name}\n`));
    prompts.expect('information', undefined, /^Converted 3 of 3 files to PDF\. 3 conversions used\./);
    await convert(Commands.convertToPdf, files[0], files);
    // A Markdown PDF is sent as its page, named after the document (name.html).
    assert.deepEqual(await sources(), ['n1.html', 'n2.html', 'n10.html']);
  });

  it('a failed file is named; Try Again sends only the failed file; a connection reset offers no Open Settings', async () => {
    const files = ['a.md', 'b.md', 'c.md'].map((name) => write(name, `# ${name}\n`));
    // The first answer is cut off mid-body (a reset, not retried after the upload); the rest go through.
    await emulatorCall('POST', '/_emulator/faults', { ResetMidResponse: 1 });
    prompts.expect('warning', 'Try Again', /^Converted 2 of 3 files to PDF\. 2 conversions used\. 1 failed: “a\.md”\./);
    await convert(Commands.convertToPdf, files[0], files);
    const summary = prompts.seen.find((p) => p.kind === 'warning');
    assert.deepEqual(summary?.items, ['Try Again', 'Reveal in Explorer', 'Show Log']);
    await until('the Try Again batch', () => batches.length === 2);
    assert.deepEqual(batches, [
      { converted: 2, skipped: 0, failed: 1, conversionsUsed: 2, cancelled: false },
      { converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false },
    ]);
    assert.deepEqual(await sources(), ['b.html', 'c.html', 'a.html'], 'b.md and c.md were converted once, a.md once more');
    assert.ok(existsSync(join(suite.dir, 'a.pdf')));
  });

  it('one file: the failure names it and offers Try Again (no Open Settings for a reset), which converts it', async () => {
    const source = write('notes.md', '# Notes\n');
    await emulatorCall('POST', '/_emulator/faults', { ResetMidResponse: 1 });
    prompts.expect('error', 'Try Again', /^“notes\.md” was not converted\. /);
    await convert(Commands.convertToPdf, source);
    assert.deepEqual(prompts.seen.find((p) => p.kind === 'error')?.items, ['Try Again', 'Show Log']);
    await until('the Try Again batch', () => batches.length === 2);
    assert.ok(existsSync(join(suite.dir, 'notes.pdf')));
    assert.deepEqual(await sources(), ['notes.html']);
  });

  it("a PDF result of one file offers Open in Default App (the OS's app, through env.openExternal) and the file manager", async () => {
    // This window runs in a browser (code-server): say it is a local desktop window on Linux.
    suite.api.commandUi.where = () => ({ remoteName: undefined, web: false, platform: 'linux' });
    const env = vscode.env as { openExternal: typeof vscode.env.openExternal };
    const openExternal = env.openExternal;
    const opened: vscode.Uri[] = [];
    env.openExternal = async (target) => {
      opened.push(target);
      return true;
    };
    try {
      const source = write('notes.md', '# Notes\n');
      prompts.expect('information', 'Open in Default App', /^Converted notes\.md to notes\.pdf\.$/);
      await convert(Commands.convertToPdf, source);
      assert.deepEqual(prompts.seen.find((p) => p.kind === 'information')?.items, ['Open in Default App', 'Open Containing Folder']);
      await until('env.openExternal', () => opened.length > 0);
      assert.deepEqual(
        opened.map((u) => u.toString()),
        [uri('notes.pdf').toString()],
      );
    } finally {
      env.openExternal = openExternal;
    }
    assert.equal(vscode.env.openExternal, openExternal, 'env.openExternal is restored');
  });

  it('a batch summary offers Reveal in Explorer and the file manager, not Open for every result', async () => {
    suite.api.commandUi.where = () => ({ remoteName: undefined, web: false, platform: 'win32' });
    const files = ['a.md', 'b.md'].map((name) => write(name, `# ${name}\n`));
    prompts.expect('information', undefined, /^Converted 2 of 2 files to PDF\./);
    await convert(Commands.convertToPdf, files[0], files);
    assert.deepEqual(prompts.seen.find((p) => p.kind === 'information')?.items, [
      'Reveal in Explorer',
      'Reveal in File Explorer',
      'Show Log',
    ]);
  });

  it("Convert Again repeats the last target on the active editor's file, and says what to do before there is one", async () => {
    await suite.api.context.globalState.update(StateKeys.lastConversion, undefined);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain));
    assert.match(prompts.seen.at(-1)?.text ?? '', /^Nothing has been converted yet/);
    const first = write('first.md', '# First\n');
    await convert(Commands.convertToHtml, first);
    assert.ok(existsSync(join(suite.dir, 'first.html')));
    const second = write('second.md', '# Second\n');
    await vscode.window.showTextDocument(second);
    try {
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain));
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
    assert.ok(existsSync(join(suite.dir, 'second.html')), "the active editor's file was converted to HTML again");
    assert.deepEqual(await sources(), ['first.md', 'second.md']);
  });

  it('Convert Again on a document no file system serves (such as Show Claims) says to open a file instead of failing', async () => {
    await suite.api.context.globalState.update(StateKeys.lastConversion, { target: 'html' });
    const scheme = 'convert-files-review-test';
    const provider = vscode.workspace.registerTextDocumentContentProvider(scheme, {
      provideTextDocumentContent: () => '{ "claims": true }\n',
    });
    try {
      await vscode.window.showTextDocument(vscode.Uri.from({ scheme, path: '/claims.json' }));
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain));
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      provider.dispose();
    }
    assert.deepEqual(
      prompts.seen.map((p) => [p.kind, p.text]),
      [['information', 'Open or select a file to convert it to HTML again.']],
    );
    assert.deepEqual(await sources(), []);
  });
});
