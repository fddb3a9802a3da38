// Conversions started by scripts in the real extension host against the emulator: an argument
// object on each convert command, with no prompt at all (any quick pick, input box or question
// fails the test), answering the result URIs; Run Conversion Rules with a rule; the results named
// by convertFiles.outputFileName. The rest of the suite: scriptedUnsavedEdits and scriptedTask.test.ts.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Commands, QuickTargets, Settings } from '../../src/constants';
import { magic } from './support/files';
import { useScriptedSuite, type Answer } from './support/scriptedSuite';
import { setSetting } from './support/settings';

describe('scripts, tasks and unsaved edits', function () {
  this.timeout(60_000);
  const suite = useScriptedSuite();
  const { prompts, converts, write, rel, run } = suite;

  describe('argument objects', () => {
    it('each convert command converts without a prompt and answers the result URIs', async () => {
      const a = write('a.md', '# A\n');
      const b = write('b.md', '# B\n');
      await setSetting(Settings.presets, [{ name: 'Plain', target: 'pdf', parameters: {} }]);
      const names = (answer: Answer | undefined) => answer?.results.map((uri) => uri.path.slice(uri.path.lastIndexOf('/') + 1)).sort();
      // First, while the folder holds only the two sources: a folder, two formats, another output folder.
      const several = await run(Commands.convertToSeveral, { files: [suite.dir], targets: ['pdf', 'html'], outputDirectory: 'out' });
      assert.deepEqual(names(several), ['a.html', 'a.pdf', 'b.html', 'b.pdf']);
      assert.ok(several?.results.every((uri) => uri.fsPath.startsWith(join(suite.dir, 'out'))));

      assert.deepEqual(names(await run(Commands.convertToPdf, { files: [a.fsPath] })), ['a.pdf']);
      assert.deepEqual(names(await run(Commands.convertToOther, { files: [rel('b.md')], targets: 'html' })), ['b.html']);
      assert.deepEqual(
        names(await run(Commands.convertWithOptions, { files: [b], targets: ['html'], fileName: '${fileBasenameNoExtension}-${target}' })),
        ['b-html.html'],
      );
      assert.deepEqual(names(await run(Commands.convertWithPreset, { files: [b], preset: 'Plain', conflictPolicy: 'overwrite' })), [
        'b.pdf',
      ]);
      const merged = await run(Commands.mergePdf, { files: [a, b], fileName: 'both' });
      assert.deepEqual(names(merged), ['both.pdf']);
      assert.equal(magic(readFileSync(merged!.results[0].fsPath)), 'pdf');
      assert.deepEqual(names(await run(Commands.addToZip, { files: [a, b] })), ['a.zip']);
      // 4 + 1 + 1 + 1 + 1 + 3 (each md → pdf on the service, then the merge) + 1
      assert.equal(await converts(), 12);
      assert.deepEqual(prompts.seen, [], 'nothing was shown');
    });

    it('an existing result is kept and reported as skipped (ask), replaced with conflictPolicy overwrite', async () => {
      const a = write('a.md', '# A\n');
      write('a.pdf', 'keep me');
      const kept = await run(QuickTargets[0].command, { files: [a] });
      assert.deepEqual(kept?.results, []);
      assert.equal(kept?.skipped.length, 1);
      assert.match(kept!.skipped[0].reason, /a\.pdf exists/);
      assert.equal(readFileSync(join(suite.dir, 'a.pdf'), 'utf8'), 'keep me');
      const replaced = await run(Commands.convertToPdf, { files: [a], conflictPolicy: 'overwrite' });
      assert.equal(replaced?.results.length, 1);
      assert.equal(magic(readFileSync(join(suite.dir, 'a.pdf'))), 'pdf');
    });

    it('rejects an invalid object at once, sending nothing and showing nothing', async () => {
      const a = write('a.md', '# A\n');
      await assert.rejects(run(Commands.convertToPdf, { files: [rel('missing.md')] }), /missing\.md" was not found/);
      await assert.rejects(run(Commands.convertToOther, { files: [a] }), /"targets" is missing/);
      await assert.rejects(run(Commands.convertToPdf, { files: [a], colour: 'red' }), /"colour" is not an argument/);
      await assert.rejects(run(Commands.convertToPdf, { files: [a], conflictPolicy: 'maybe' }), /"conflictPolicy" must be one of/);
      await assert.rejects(run(Commands.convertToPdf, { files: [a], fileName: '${name}' }), /\$\{name\} is not a variable here/);
      await assert.rejects(run(Commands.mergePdf, { files: [a] }), /at least 2/);
      await assert.rejects(run(Commands.runRules, { rule: 'docs', targets: ['pdf'] }), /"targets" is not an argument/);
      assert.equal(await converts(), 0);
      assert.deepEqual(prompts.seen, []);
    });

    it('Run Conversion Rules takes a rule and answers what it wrote, without its confirmation', async () => {
      write('docs/a.md', '# A\n');
      write('docs/b.md', '# B\n');
      mkdirSync(join(suite.root, '.vscode'), { recursive: true });
      writeFileSync(
        join(suite.root, '.vscode', 'convert-files.json'),
        JSON.stringify({ rules: [{ name: 'docs', files: `${suite.base}/docs/*.md`, targets: ['pdf'] }] }),
      );
      const answer = await run(Commands.runRules, { rule: 'docs' });
      assert.deepEqual(answer?.results.map((uri) => uri.fsPath).sort(), [
        join(suite.dir, 'docs', 'a.pdf'),
        join(suite.dir, 'docs', 'b.pdf'),
      ]);
      const again = await run(Commands.runRules, { rule: 'docs' });
      assert.deepEqual(again?.results, []);
      assert.equal(again?.skipped.length, 2, 'up to date');
      assert.equal(await converts(), 2);
      // An unknown name is answered with the rules there are (issue 44).
      await assert.rejects(
        run(Commands.runRules, { rule: 'nope' }),
        /No rule is named “nope”\. The rules are: "docs" \(names are case-sensitive\)\.$/,
      );
      await assert.rejects(run(Commands.runRules, { rule: 'Docs' }), /No rule is named “Docs”; did you mean “docs”\?/);
      assert.deepEqual(prompts.seen, []);
    });
  });

  describe('convertFiles.outputFileName', () => {
    it('names the results of a conversion started from the Explorer; a bad template stops it with Open Settings', async () => {
      const a = write('a.md', '# A\n');
      await setSetting(Settings.outputFileName, '${fileBasenameNoExtension}-${target}');
      await run(Commands.convertToPdf, a, [a]);
      assert.equal(magic(readFileSync(join(suite.dir, 'a-pdf.pdf'))), 'pdf');
      await setSetting(Settings.outputFileName, '${fileBasename}');
      prompts.expect(
        'error',
        (record) => (assert.deepEqual(record.items, ['Open Settings']), undefined),
        /Output File Name cannot be used/,
      );
      await run(Commands.convertToHtml, a, [a]);
      assert.equal(existsSync(join(suite.dir, 'a.html')), false);
      assert.equal(await converts(), 1);
    });
  });
});
