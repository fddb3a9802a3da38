// Compare as Text (issue 26) in a real extension host against the emulator: Compare with HEAD
// reads HEAD's bytes through the Git extension (not the working tree's), Compare Staged with HEAD
// the index's; the cost is asked before the first extraction and a "no" sends nothing; a second
// comparison of the same contents sends nothing (the texts are stored per content).
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import * as vscode from 'vscode';
import { fromBufferPromise } from 'yauzl';
import { contentCache } from '../../src/workspace/contentCache';
import { Commands, CompareTextScheme, Settings, StateKeys } from '../../src/constants';
import { emulatorConversions, emulatorRequests } from './support/emulatorConnection';
import { answerCostQuestion, costQuestionSuite } from './support/costQuestionSuite';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

const QUESTION = /^Compare as text: extract the text of (1 document|\d+ documents)\?$/;

describe('Compare as Text', function () {
  this.timeout(90_000);
  const prompts = stubPrompts();
  const suite = costQuestionSuite('compare', StateKeys.compareCostAccepted, { unset: [Settings.compareConfirmUpload] });
  let gitEnabledBefore: boolean | undefined;

  const docx = async (...paragraphs: string[]) =>
    Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Host Test', '-c', 'user.email=host@test.invalid', '-c', 'commit.gpgsign=false', ...args], {
      cwd: suite.dir,
      stdio: 'pipe',
    });

  /** The texts of the diff editor that opens (left, right), read through the extension's content provider. */
  const shownDiff = async (): Promise<{ left: string; right: string; label: string }> => {
    const tab = await until(`a diff editor of two texts (messages: ${JSON.stringify(prompts.seen.map((p) => p.text))})`, () =>
      vscode.window.tabGroups.all
        .flatMap((g) => g.tabs)
        .find((t) => t.input instanceof vscode.TabInputTextDiff && t.input.original.scheme === CompareTextScheme),
    );
    const input = tab.input as vscode.TabInputTextDiff;
    const [left, right] = await Promise.all([input.original, input.modified].map((u) => vscode.workspace.openTextDocument(u)));
    assert.equal(input.modified.scheme, CompareTextScheme);
    return { left: left!.getText(), right: right!.getText(), label: tab.label };
  };

  before(async () => {
    // The test profile turns the Git extension off (quietSettings); these tests need it, as a person's window has it.
    gitEnabledBefore = vscode.workspace.getConfiguration('git').inspect<boolean>('enabled')?.globalValue;
    await vscode.workspace.getConfiguration('git').update('enabled', true, vscode.ConfigurationTarget.Global);
    const gitExtension = vscode.extensions.getExtension<{ enabled: boolean }>('vscode.git');
    assert.ok(gitExtension, 'no built-in Git extension');
    const exports = gitExtension.isActive ? gitExtension.exports : await gitExtension.activate();
    await until('the Git extension enabled', () => exports.enabled, 30_000);
  });

  after(async () => {
    // Back to the profile's value (off), so the suites after this one run as before.
    await vscode.workspace.getConfiguration('git').update('enabled', gitEnabledBefore, vscode.ConfigurationTarget.Global);
  });

  it('Compare with HEAD: HEAD’s text (from git, not the working tree) against the file’s; the cost is asked first', async () => {
    const file = join(suite.dir, 'contract.docx');
    writeFileSync(file, await docx('Parties', 'Price is 100 EUR', 'Signed'));
    git('init', '-q');
    git('add', 'contract.docx');
    git('commit', '-q', '-m', 'first');
    writeFileSync(file, await docx('Parties', 'Price is 120 EUR', 'Signed'));
    const start = (await emulatorRequests()).length;
    const sentBeforeAnswer = answerCostQuestion(prompts, {
      question: QUESTION,
      button: 'Extract and Compare',
      since: start,
      detail: /“contract\.docx \(HEAD\)”, “contract\.docx” are uploaded to 127\.0\.0\.1:\d+ .* uses 2 conversions/,
    });
    await prompts.run(() => vscode.commands.executeCommand(Commands.compareWithHead, vscode.Uri.file(file)));
    assert.equal(
      sentBeforeAnswer(),
      0,
      `the question was not asked before sending (messages: ${JSON.stringify(prompts.seen.map((p) => p.text))})`,
    );
    const shown = await shownDiff();
    assert.equal(shown.left, 'Parties\nPrice is 100 EUR\nSigned\n');
    assert.equal(shown.right, 'Parties\nPrice is 120 EUR\nSigned\n');
    assert.match(shown.label, /contract\.docx \(HEAD\) ↔ contract\.docx \(Text\)/);
    assert.deepEqual(
      (await emulatorConversions(start)).map((r) => r.path),
      ['/convert/docx/to/txt', '/convert/docx/to/txt'],
    );
  });

  it('a second comparison of the same contents sends nothing and asks nothing (stored per content, whatever the name)', async () => {
    const a = join(suite.dir, 'a.docx');
    const b = join(suite.dir, 'b.docx');
    writeFileSync(a, await docx('Minutes', 'All agreed.'));
    writeFileSync(b, await docx('Minutes', 'Nobody agreed.'));
    const uris = [vscode.Uri.file(a), vscode.Uri.file(b)];
    prompts.expect('warning', 'Extract and Compare', QUESTION);
    await prompts.run(() => vscode.commands.executeCommand(Commands.compareSelected, uris[0], uris));
    assert.match((await shownDiff()).right, /Nobody agreed\./);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');

    // Again, with the setting asking every time: stored texts need no question (none is expected here).
    await setSetting(Settings.compareConfirmUpload, 'everyTime');
    const middle = (await emulatorRequests()).length;
    writeFileSync(join(suite.dir, 'copy of a.docx'), await vscode.workspace.fs.readFile(uris[0]!));
    const copy = vscode.Uri.file(join(suite.dir, 'copy of a.docx'));
    await prompts.run(() => vscode.commands.executeCommand(Commands.compareSelected, copy, [copy, uris[1]]));
    const shown = await shownDiff();
    assert.equal(shown.left, 'Minutes\nAll agreed.\n');
    assert.deepEqual(await emulatorConversions(middle), [], 'a stored text was extracted again');
  });

  it('one limit for the stored texts and previews: convertFiles.cacheSizeMB, else the two settings it replaced, added up', async () => {
    const mb = (n: number) => n * 1024 * 1024;
    const limit = (n: number) => until(`a limit of ${n} MB`, () => suite.api.config().cacheBytes === mb(n));
    try {
      await limit(250);
      await setSetting(Settings.compareCacheSizeMB, 30);
      await limit(230); // Preview's old default (200) and Compare's old setting
      await setSetting(Settings.previewCacheSizeMB, 500);
      await limit(530);
      await setSetting(Settings.cacheSizeMB, 40);
      await limit(40); // once set, the new one alone counts
    } finally {
      for (const name of [Settings.cacheSizeMB, Settings.previewCacheSizeMB, Settings.compareCacheSizeMB]) {
        await setSetting(name, undefined);
      }
    }
  });

  it('declined, nothing is sent, nothing stored and no editor opens; Compare Staged with HEAD reads the index', async () => {
    const file = join(suite.dir, 'notes.docx');
    writeFileSync(file, await docx('v1'));
    git('init', '-q');
    git('add', 'notes.docx');
    git('commit', '-q', '-m', 'first');
    writeFileSync(file, await docx('v2 staged'));
    git('add', 'notes.docx');
    writeFileSync(file, await docx('v3 working tree'));
    const start = (await emulatorRequests()).length;
    prompts.expect('warning', undefined, QUESTION);
    await prompts.run(() => vscode.commands.executeCommand(Commands.compareStagedWithHead, vscode.Uri.file(file)));
    assert.deepEqual(await emulatorConversions(start), []);
    assert.deepEqual(await contentCache(suite.api.context).list('txt'), []);
    assert.equal(vscode.window.tabGroups.all.flatMap((g) => g.tabs).length, 0);

    prompts.expect('warning', 'Extract and Compare', QUESTION);
    // From the Source Control view the command gets the row (a resource state), not a URI.
    await prompts.run(() => vscode.commands.executeCommand(Commands.compareStagedWithHead, { resourceUri: vscode.Uri.file(file) }));
    const shown = await shownDiff();
    assert.equal(shown.left, 'v1\n');
    assert.equal(shown.right, 'v2 staged\n');
  });

  it('Track Changes DOCX: the older as File, the newer as CompareFile; the marked Word document is written beside the newer', async () => {
    await setSetting(Settings.openAfterConvert, 'never');
    try {
      const older = join(suite.dir, 'terms v1.docx');
      const newer = join(suite.dir, 'terms v2.docx');
      writeFileSync(older, await docx('Terms', 'Payment within 30 days.'));
      writeFileSync(newer, await docx('Terms', 'Payment within 14 days.'));
      const past = new Date(Date.now() - 3_600_000);
      utimesSync(older, past, past);
      const start = (await emulatorRequests()).length;
      // Said in a message, not only in the status bar, with where the result is (issue 44).
      prompts.expect(
        'information',
        (record) => (
          assert.ok(
            record.items.some((i) => /^Reveal in|^Open Containing Folder$/.test(i)),
            record.items.join(', '),
          ),
          undefined
        ),
        /^The changes from terms v1\.docx to terms v2\.docx are tracked in terms v2-tracked-changes\.docx\.$/,
      );
      // Selected newer first: the order of the selection does not decide which is the original.
      await prompts.run(() =>
        vscode.commands.executeCommand(Commands.trackChangesDocx, vscode.Uri.file(newer), [vscode.Uri.file(newer), vscode.Uri.file(older)]),
      );
      const result = join(suite.dir, 'terms v2-tracked-changes.docx');
      assert.ok(existsSync(result), `no result (messages: ${JSON.stringify(prompts.seen.map((p) => p.text))})`);
      assert.deepEqual(
        (await emulatorConversions(start)).map((r) => `${r.path} ${r.status}`),
        ['/convert/docx/to/compare 200'],
      );
      const archive = await fromBufferPromise(readFileSync(result), { lazyEntries: true });
      let xml = '';
      for await (const entry of archive.eachEntry()) {
        if (entry.fileName === 'word/document.xml') {
          const chunks: Buffer[] = [];
          for await (const chunk of await archive.openReadStreamPromise(entry)) {
            chunks.push(chunk as Buffer);
          }
          xml = Buffer.concat(chunks).toString('utf8');
        }
      }
      assert.match(xml, /<w:del [^>]*>.*?Payment within 30 days\./s, 'the older text is not the deleted one');
      assert.match(xml, /<w:ins [^>]*>.*?Payment within 14 days\./s, 'the newer text is not the inserted one');
    } finally {
      await setSetting(Settings.openAfterConvert, undefined);
    }
  });
});
