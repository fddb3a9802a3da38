// Choosing the target format, end to end against the emulator: "Convert File…" with recent targets
// first, "Other Format…" on a folder, formats typed into the picker or its box, and text that is
// no format.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, StateKeys } from '../../src/constants';
import { listTree, useConvertSuite } from './support/convertSuite';
import { magic, pngImage } from './support/files';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, uri, write, read, convert } = suite;

  it('"Convert File…" offers the active editor\'s file first, then the targets with recent ones first', async () => {
    const source = write('notes.md', '# Notes\n');
    await suite.services.context.globalState.update(StateKeys.recentTargets, undefined);
    await vscode.window.showTextDocument(source);
    try {
      prompts.expect('quickPick', '$(file) notes.md', /Which file/);
      prompts.expect('quickPick', 'HTML', /Convert \.md files to/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convert));
      assert.match(read('notes.html').toString('utf8'), /Notes/);
      prompts.expect('quickPick', '$(file) notes.md', /Which file/);
      prompts.expect('quickPick', 'PDF', /Convert \.md files to/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convert));
      assert.equal(magic(read('notes.pdf')), 'pdf');
      const targetPicks = prompts.seen.filter((p) => p.text.startsWith('Convert .md'));
      assert.deepEqual(targetPicks[1].items.slice(0, 3), ['recently used', 'HTML', 'suggested']);
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });

  it('"Other Format…" on a folder asks which type (with counts), then takes a typed format', async () => {
    write('mixed/a.md', '# A\n');
    write('mixed/b.md', '# B\n');
    write('mixed/c.png', pngImage(4, 4, [9, 9, 9]));
    prompts.expect('quickPick', '.md', /Which files/);
    prompts.expect('quickPick', 'Other format…', /Convert \.md files to/);
    prompts.expect('inputBox', 'HTML', /Target format/);
    prompts.expect('warning', 'Convert', /Convert 2 files in “mixed” to HTML\?/);
    prompts.expect('information', undefined, /Converted 2 of 2/);
    await convert(Commands.convertToOther, uri('mixed'));
    const typePick = prompts.seen.find((p) => p.text.startsWith('Which files'));
    assert.deepEqual(typePick?.items, ['.md', '.png']);
    assert.deepEqual(listTree(join(suite.dir, 'mixed')), ['a.html', 'a.md', 'b.html', 'b.md', 'c.png']);
  });

  it('takes a format typed into the target picker in one step; a 404 names the file type and target and offers another format', async () => {
    const source = write('notes.md', '# Notes\n');
    prompts.expect('quickPick', ['xyz', 'Convert to XYZ'], /Convert \.md files to/);
    prompts.expect('error', undefined, /^The service cannot convert \.md files to XYZ\.$/);
    await convert(Commands.convertToOther, source);
    const pick = prompts.seen.find((p) => p.kind === 'quickPick');
    assert.equal(pick?.items[0], 'Convert to XYZ', 'the typed format is the first item');
    assert.deepEqual(prompts.seen.find((p) => p.kind === 'error')?.items, ['Pick Another Format', 'Show Log']);
    assert.deepEqual(listTree(suite.dir), ['notes.md']);
  });

  it('text typed into the target picker that is no format is explained, not silently ignored', async () => {
    const source = write('notes.md', '# Notes\n');
    prompts.expect('quickPick', ['pdf/../x', '“pdf/../x” is not a format'], /Convert \.md files to/);
    await convert(Commands.convertToOther, source);
    assert.deepEqual(listTree(suite.dir), ['notes.md']);
    assert.ok(
      prompts.seen.some(
        (r) => r.kind === 'warning' && /“pdf\/\.\.\/x” is not a format: a format is 1 to 16 letters or digits/.test(r.text),
      ),
      JSON.stringify(prompts.seen.map((r) => [r.kind, r.text, r.items])),
    );
  });

  it('checks a typed format as it is typed', async () => {
    const source = write('notes.md', '# Notes\n');
    prompts.expect('quickPick', 'Other format…');
    prompts.expect('inputBox', 'pdf/../x', /Target format/);
    // The stub runs the box's validateInput on its answer and fails the prompt when it objects.
    prompts.expect('error', undefined, /A format is 1 to 16 letters or digits/);
    await convert(Commands.convertToOther, source);
    assert.deepEqual(listTree(suite.dir), ['notes.md']);
  });
});
