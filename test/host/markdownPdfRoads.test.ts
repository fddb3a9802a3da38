// Markdown → PDF on the editor's other roads (issue 33), against the emulator's request log:
// Preview as PDF of a `.md` and Merge into One PDF with Markdown inputs print each document's page
// with html/to/pdf (its image embedded, nothing local in it), as Convert To → PDF does; the options
// form of a Markdown PDF offers html/to/pdf's options (md/to/pdf's with renderer "service"); and
// without VS Code's Markdown extension the file goes to md/to/pdf, said once a session.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import { contentCache } from '../../src/workspace/contentCache';
import { previewUri } from '../../src/preview/previewFileSystem';
import { emulator, emulatorConversions, emulatorRequests, type RequestLogEntry } from './support/emulatorConnection';
import { costQuestionSuite } from './support/costQuestionSuite';
import { viewerReports } from './support/viewerReports';
import { magic, pngImage } from './support/files';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';

const PREVIEW_EXTENSION = 'vscode.markdown-language-features';

describe('Markdown PDF on every road: Preview as PDF, Merge into One PDF, the options form', function () {
  this.timeout(90_000);
  const prompts = stubPrompts();
  const suite = costQuestionSuite('markdown-roads', StateKeys.previewCostAccepted, {
    quiet: true,
    restore: [Settings.markdownPdf],
    unset: [Settings.markdownRenderer],
    resetEach: true,
  });
  const { write } = suite;
  let since = 0;
  const reports = viewerReports();

  before(async () => {
    // The service's catalogue (md/to/pdf and html/to/pdf with their options), as a person's window holds it.
    assert.equal((await suite.api.catalogue.refresh(emulator().baseUrl, { force: true })).source, 'stored');
  });

  after(async () => {
    await suite.api.context.globalState.update(StateKeys.recentTargets, undefined);
  });

  beforeEach(async () => {
    since = (await emulatorRequests()).length;
    writeFileSync(join(suite.dir, 'dot.png'), pngImage(4, 4, [200, 40, 40]));
  });

  const conversions = () => emulatorConversions(since);
  /** Each page printed: sent once, its image embedded, nothing of this machine referenced. */
  const assertPages = (sent: readonly RequestLogEntry[], names: readonly string[]) => {
    const pages = sent.filter((r) => r.path === '/convert/html/to/pdf');
    assert.deepEqual(pages.map((r) => r.printed?.name).sort(), [...names].sort(), 'one html/to/pdf per document, sent as its page');
    for (const page of pages) {
      assert.ok(page.printed!.embedded >= 1, `${page.printed!.name}: the image is embedded`);
      assert.deepEqual(page.printed!.local, [], `${page.printed!.name}: nothing local in the page`);
    }
  };

  it('Preview as PDF of a .md prints its page with html/to/pdf, shows it in the viewer, and pays once per content', async () => {
    const source = write('flow.md', '# Flow chart\n\n![dot](dot.png)\n\nThe first part.\n');
    await setSetting(Settings.markdownPdf, { pageSize: 'A5' });
    prompts.expect('warning', 'Upload and Preview', /^Preview “flow\.md” as PDF\?$/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    const sent = await conversions();
    assert.deepEqual(
      sent.map((r) => r.path),
      ['/convert/html/to/pdf'],
    );
    assertPages(sent, ['flow.html']);
    assert.deepEqual(readdirSync(suite.dir).sort(), ['dot.png', 'flow.md'], 'nothing written into the workspace');
    const [stored] = await contentCache(suite.api.context).list('pdf');
    assert.ok(stored, 'no preview stored');
    const key = stored.key;
    const shown = await reports.reportFor(previewUri('flow.md', key), (e) => e.report.state === 'shown');
    assert.ok(shown.report.state === 'shown' && /Flow chart/.test(shown.report.firstPageText), JSON.stringify(shown.report));

    // The same content again: nothing sent. Changed: printed again, once.
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    assert.equal((await conversions()).length, 1, 'the stored preview was shown, nothing sent');
    write('flow.md', '# Flow chart\n\n![dot](dot.png)\n\nThe second part.\n');
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    assert.deepEqual(
      (await conversions()).map((r) => r.path),
      ['/convert/html/to/pdf', '/convert/html/to/pdf'],
    );
    assert.equal((await contentCache(suite.api.context).list('pdf')).length, 2);
    // The key is of the page sent: a changed image, or a changed page setting, is a new preview; back again, the stored one.
    writeFileSync(join(suite.dir, 'dot.png'), pngImage(4, 4, [40, 40, 200]));
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    assert.equal((await conversions()).length, 3, 'a changed image makes a new preview');
    await setSetting(Settings.markdownPdf, { pageSize: 'A4' });
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    assert.equal((await conversions()).length, 4, 'a changed page setting makes a new preview');
    await setSetting(Settings.markdownPdf, { pageSize: 'A5' });
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    assert.equal((await conversions()).length, 4, 'the page as before: the stored preview');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('Preview as PDF of a .md with renderer "service" sends the file to md/to/pdf as it is', async () => {
    const source = write('raw.md', '# Raw\n');
    await setSetting(Settings.markdownRenderer, 'service');
    // Agreed before for this service's host (ui/costPrompt.ts keeps the answer with its host).
    await suite.api.context.workspaceState.update(StateKeys.previewCostAccepted, new URL(suite.api.config().baseUrl).host);
    await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
    assert.deepEqual(
      (await conversions()).map((r) => [r.path, r.fileBytes]),
      [['/convert/md/to/pdf', readFileSync(source.fsPath).byteLength]],
    );
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('Merge into One PDF prints each Markdown input as its page with html/to/pdf, then merges', async () => {
    const files = [write('a-intro.md', '# Intro\n\n![dot](dot.png)\n'), write('b-notes.md', '# Notes\n\n![dot](dot.png)\n')];
    prompts.expect('inputBox', 'all.pdf', /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.mergePdf, files[0], files));
    assert.deepEqual(readdirSync(suite.dir).sort(), ['a-intro.md', 'all.pdf', 'b-notes.md', 'dot.png']);
    assert.equal(magic(readFileSync(join(suite.dir, 'all.pdf'))), 'pdf');
    const sent = await conversions();
    assert.deepEqual(sent.map((r) => r.path).sort(), ['/convert/html/to/pdf', '/convert/html/to/pdf', '/convert/pdf/to/merge']);
    assertPages(sent, ['a-intro.html', 'b-notes.html']);
  });

  it('the options form of a Markdown PDF offers html/to/pdf\'s options; with renderer "service", md/to/pdf\'s', async () => {
    const source = write('notes.md', '# Notes\n');
    const formItems = async (): Promise<string[]> => {
      prompts.expect('quickPick', 'PDF', /Convert \.md files with options to/);
      const items = prompts.listed(/Pick an option/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
      return items();
    };
    const printed = await formItems();
    // User CSS and Conversion delay are html/to/pdf's; md/to/pdf has neither.
    assert.ok(printed.includes('User CSS') && printed.includes('Conversion delay'), printed.join(', '));
    await setSetting(Settings.markdownRenderer, 'service');
    const raw = await formItems();
    assert.ok(raw.includes('Timeout') && !raw.includes('User CSS') && !raw.includes('Conversion delay'), raw.join(', '));
    assert.deepEqual(await conversions(), [], 'nothing was sent');
  });

  it("without VS Code's Markdown extension, sends the file to md/to/pdf and says so once a session", async () => {
    const extensions = vscode.extensions as { getExtension: typeof vscode.extensions.getExtension };
    const original = extensions.getExtension;
    // What a disabled built-in extension looks like to getExtension.
    extensions.getExtension = ((id: string) =>
      id === PREVIEW_EXTENSION ? undefined : original.call(vscode.extensions, id)) as typeof original;
    try {
      const source = write('plain.md', '# Plain\n');
      await setSetting(Settings.conflictPolicy, 'overwrite');
      prompts.expect('warning', undefined, /Markdown Language Features extension is disabled/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertToPdf, source, [source]));
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertToPdf, source, [source]));
      assert.equal(prompts.seen.filter((r) => /Markdown Language Features/.test(r.text)).length, 1, 'said once');
      assert.deepEqual(
        (await conversions()).map((r) => r.path),
        ['/convert/md/to/pdf', '/convert/md/to/pdf'],
      );
    } finally {
      extensions.getExtension = original;
      await setSetting(Settings.conflictPolicy, undefined);
    }
    // With the extension back, the page again.
    const again = write('back.md', '# Back\n\n![dot](dot.png)\n');
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToPdf, again, [again]));
    assert.equal((await conversions()).at(-1)?.path, '/convert/html/to/pdf');
  });
});
