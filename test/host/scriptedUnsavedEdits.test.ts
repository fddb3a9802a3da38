// Unsaved edits in the real extension host against the emulator: saved (or asked about) before
// anything is sent, `never` converting the saved version and saying so, from a command as from an
// argument object.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Commands, Settings } from '../../src/constants';
import { useScriptedSuite } from './support/scriptedSuite';
import { setSetting } from './support/settings';

describe('scripts, tasks and unsaved edits', function () {
  this.timeout(60_000);
  const suite = useScriptedSuite();
  const { prompts, converts, write, run, editUnsaved } = suite;

  describe('unsaved edits', () => {
    it('asks once, and Save and Convert saves before anything is sent', async () => {
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nEdited paragraph.\n');
      prompts.expect(
        'warning',
        (record) => {
          assert.equal(record.modal, true);
          assert.deepEqual(record.items, ['Save and Convert', 'Convert Saved Version']);
          return 'Save and Convert';
        },
        /“notes\.md” has unsaved changes\./,
      );
      await run(Commands.convertToHtml, source, [source]);
      assert.equal(document.isDirty, false);
      assert.match(readFileSync(source.fsPath, 'utf8'), /Edited paragraph/);
      assert.match(readFileSync(join(suite.dir, 'notes.html'), 'utf8'), /Edited paragraph/, 'the result has the saved edits');
      assert.equal(await converts(), 1);
    });

    it('"never" converts the saved version and says so', async () => {
      await setSetting(Settings.saveBeforeConvert, 'never');
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nNot saved.\n');
      await run(Commands.convertToHtml, source, [source]);
      assert.equal(document.isDirty, true, 'never saved');
      assert.doesNotMatch(readFileSync(join(suite.dir, 'notes.html'), 'utf8'), /Not saved/);
      assert.ok(
        prompts.seen.some(
          (r) => r.kind === 'information' && /saved version of “notes\.md”: its unsaved changes are not in the result/.test(r.text),
        ),
        JSON.stringify(prompts.seen),
      );
      assert.equal(await converts(), 1);
    });

    it('Cancel sends nothing', async () => {
      const source = write('notes.md', '# Notes\n');
      await editUnsaved(source, 'x');
      prompts.expect('warning', undefined, /has unsaved changes/);
      await run(Commands.convertToPdf, source, [source]);
      assert.equal(existsSync(join(suite.dir, 'notes.pdf')), false);
      assert.equal(await converts(), 0);
    });

    it('an argument object saves unsaved edits without asking', async () => {
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nScripted edit.\n');
      const answer = await run(Commands.convertToHtml, { files: [source] });
      assert.equal(document.isDirty, false);
      assert.equal(answer?.results.length, 1);
      assert.match(readFileSync(answer!.results[0].fsPath, 'utf8'), /Scripted edit/);
    });

    it('an argument object follows the setting "never": the edit is not saved, the saved version converted', async () => {
      await setSetting(Settings.saveBeforeConvert, 'never');
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nNot saved.\n');
      const answer = await run(Commands.convertToHtml, { files: [source] });
      assert.equal(document.isDirty, true, 'the setting says never save');
      assert.equal(answer?.results.length, 1);
      assert.doesNotMatch(readFileSync(answer!.results[0].fsPath, 'utf8'), /Not saved/);
    });
  });
});
