// Seeing results in the editor (issue 25), in a real extension host: the PDF viewer draws a PDF and
// reads it again when it changes, says clearly when a file is no readable PDF, and its page is
// locked down; Preview as PDF says what it costs before anything is uploaded, stores the PDF in
// the extension's storage (never the workspace), and a second preview sends nothing.
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import * as vscode from 'vscode';
import { Commands, CustomEditors, EXTENSION_ID, Settings, StateKeys } from '../../src/constants';
import { contentCache } from '../../src/workspace/contentCache';
import { contentCacheFolder } from '../../src/workspace/cacheFolder';
import { ContentCache } from '../../src/conversion/contentCache';
import { previewUri } from '../../src/preview/previewFileSystem';
import { resolvePdfEditor } from '../../src/viewer/pdfEditor';
import { emulator, emulatorConversions, emulatorRequests } from './support/emulatorConnection';
import { answerCostQuestion, costQuestionSuite } from './support/costQuestionSuite';
import { viewerReports } from './support/viewerReports';
import { pdfDocument } from './support/files';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { assertLockedDown } from './support/webviewPage';

describe('PDF viewer and Preview as PDF', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = costQuestionSuite('viewer', StateKeys.previewCostAccepted, { unset: [Settings.previewConfirmUpload] });
  const { write } = suite;
  const { reportFor } = viewerReports();

  describe('the viewer', () => {
    it('draws a PDF opened with it: its pages and the first page’s text; reads it again when it changes, also when its name holds glob characters ([1], {a,b})', async () => {
      for (const name of ['two.pdf', 'scan [1].pdf', 'notes {a,b}.pdf']) {
        const uri = write(name, await pdfDocument(2));
        await vscode.commands.executeCommand('vscode.openWith', uri, CustomEditors.pdfViewer);
        const shown = await reportFor(uri, (e) => e.report.state === 'shown');
        assert.ok(shown.report.state === 'shown' && shown.report.pages === 2, name);
        assert.match(shown.report.firstPageText, /Page 1/);
        // Written aside and renamed into place, as a conversion does.
        writeFileSync(join(suite.dir, 'next.partial'), await pdfDocument(3));
        renameSync(join(suite.dir, 'next.partial'), join(suite.dir, name));
        const again = await reportFor(uri, (e) => e.report.state === 'shown' && e.report.loads === 2);
        assert.ok(again.report.state === 'shown' && again.report.pages === 3, name);
      }
    });

    it('says clearly that a file is not a readable PDF, instead of a blank page', async () => {
      const uri = write('broken.pdf', 'This is a text file with a .pdf name.\n');
      await vscode.commands.executeCommand('vscode.openWith', uri, CustomEditors.pdfViewer);
      const failed = await reportFor(uri, (e) => e.report.state === 'error');
      assert.ok(failed.report.state === 'error');
      assert.equal(failed.report.kind, 'invalid');
      assert.match(failed.report.message, /^“broken\.pdf” is not a readable PDF \(.+\)\. It may be damaged, incomplete/);
    });

    it('locks its page down: a nonce for its one script, nothing from the internet, only its own files readable', () => {
      const extensionUri = vscode.extensions.getExtension(EXTENSION_ID)!.extensionUri;
      const panel = vscode.window.createWebviewPanel('convertFiles.test.pdf', 'csp', vscode.ViewColumn.Active);
      try {
        resolvePdfEditor(panel, write('csp.pdf', 'x'), {
          extensionUri,
          workspaceState: suite.api.context.workspaceState,
          maxFileBytes: () => 200 * 1024 * 1024,
          report: () => undefined,
          log: { info: () => undefined, warn: () => undefined },
        });
        assertLockedDown(panel.webview, extensionUri, [
          ['dist', 'viewer'],
          ['media', 'viewer'],
        ]);
      } finally {
        panel.dispose();
      }
    });
  });

  describe('Preview as PDF', () => {
    const letter = async () =>
      write(
        'memo.docx',
        await Packer.toBuffer(
          new Document({ sections: [{ children: [new Paragraph('Quarterly memo'), new Paragraph('All on track.')] }] }),
        ),
      );
    const storedFiles = async () => (await contentCache(suite.api.context).list('pdf')).map((e) => e.path);

    it('asks before any upload; declined, nothing is sent or stored', async () => {
      const source = await letter();
      const start = (await emulatorRequests()).length;
      prompts.expect(
        'warning',
        (record) => {
          // Nothing has reached the service while the question is open.
          assert.equal(record.modal, true);
          assert.match(
            record.detail ?? '',
            /“memo\.docx” is uploaded to 127\.0\.0\.1:\d+ and converted to PDF there\. This uses one conversion of your account/,
          );
          return undefined;
        },
        /^Preview “memo\.docx” as PDF\?$/,
      );
      await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
      assert.deepEqual(await emulatorConversions(start), []);
      assert.deepEqual(await storedFiles(), []);
    });

    it('converts once into the extension’s storage, shows it in the viewer, and a second preview sends nothing', async () => {
      const source = await letter();
      const start = (await emulatorRequests()).length;
      const sentBeforeAnswer = answerCostQuestion(prompts, {
        question: /^Preview “memo\.docx” as PDF\?$/,
        button: 'Upload and Preview',
        since: start,
      });
      await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
      assert.equal(sentBeforeAnswer(), 0, 'a conversion was sent before the answer');
      assert.equal((await emulatorConversions(start)).length, 1);
      const [stored] = await storedFiles();
      // Stored once per content: under the key of the source's format and bytes.
      const key = ContentCache.key('docx', await vscode.workspace.fs.readFile(source));
      assert.equal(stored, join(contentCacheFolder(suite.api.context).fsPath, `${key}.pdf`));
      assert.ok(stored.startsWith(suite.api.context.globalStorageUri.fsPath), 'the preview is not in the extension’s storage');
      assert.deepEqual(readdirSync(suite.dir), ['memo.docx'], 'the preview wrote into the workspace');
      // Shown under the source's name (tab and breadcrumb), not under the storage folders.
      const shown = await reportFor(previewUri('memo.docx', key), (e) => e.report.state === 'shown');
      assert.ok(shown.report.state === 'shown' && /Quarterly memo/.test(shown.report.firstPageText));
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      assert.equal(tab?.label, 'memo.docx.pdf');
      assert.equal((tab?.input as vscode.TabInputCustom).uri.path, '/memo.docx.pdf');

      // The answer is kept with the host it was given for (ui/costPrompt.ts): another service address asks again.
      assert.equal(suite.api.context.workspaceState.get(StateKeys.previewCostAccepted), new URL(emulator().baseUrl).host);
      // Again (once per workspace: not asked again), and a copy of the same content under another name.
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      const middle = (await emulatorRequests()).length;
      await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
      writeFileSync(join(suite.dir, 'copy.docx'), await vscode.workspace.fs.readFile(source));
      await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, vscode.Uri.file(join(suite.dir, 'copy.docx'))));
      assert.deepEqual(await emulatorConversions(middle), []);
      assert.equal((await storedFiles()).length, 1);
      assert.ok(existsSync(contentCacheFolder(suite.api.context).fsPath));
    });

    it('two previews of the same document at once ask once and convert once (nothing paid twice)', async () => {
      const source = await letter();
      const start = (await emulatorRequests()).length;
      // Only one question is expected: a second one would fail the run as unexpected.
      prompts.expect('warning', 'Upload and Preview', /^Preview “memo\.docx” as PDF\?$/);
      await prompts.run(() =>
        Promise.all([
          vscode.commands.executeCommand(Commands.previewAsPdf, source),
          vscode.commands.executeCommand(Commands.previewAsPdf, source),
        ]),
      );
      assert.equal((await emulatorConversions(start)).length, 1);
      assert.equal((await storedFiles()).length, 1);
    });

    it('with "every time", asks again before the next upload of another document', async () => {
      await setSetting(Settings.previewConfirmUpload, 'everyTime');
      const source = await letter();
      prompts.expect('warning', 'Upload and Preview', /^Preview “memo\.docx” as PDF\?$/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, source));
      const other = write('other.docx', await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Other')] }] })));
      prompts.expect('warning', undefined, /^Preview “other\.docx” as PDF\?$/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.previewAsPdf, other));
      assert.equal((await storedFiles()).length, 1);
    });
  });
});
