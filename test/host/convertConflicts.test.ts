// A result whose name is taken, end to end against the emulator: the conflict policies (ask, with
// its buttons and "All" answers in a batch; rename, overwrite, skip), each folder's own policy in a
// multi-root batch, and two results of one batch with the same name.
import { strict as assert } from 'node:assert';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { conversionLog } from './support/accounts';
import { listTree, useConvertSuite } from './support/convertSuite';
import { magic, pngImage } from './support/files';
import { setSetting } from './support/settings';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, write, read, convert } = suite;

  it('in one batch, follows each file\'s own folder settings (multi-root: "skip" in one folder, "rename" in the other)', async () => {
    const OLD = 'the existing file, which must survive';
    const a = write('one/notes.md', '# One\n');
    write('one/notes.pdf', OLD);
    const b = write('two/notes.md', '# Two\n');
    write('two/notes.pdf', OLD);
    // The host opens one folder; these two play workspace folders with their own .vscode/settings.json.
    const folderPolicy = (scope: unknown) =>
      scope instanceof vscode.Uri
        ? scope.fsPath.startsWith(join(suite.dir, 'one'))
          ? 'skip'
          : scope.fsPath.startsWith(join(suite.dir, 'two'))
            ? 'rename'
            : undefined
        : undefined;
    const workspace = vscode.workspace as unknown as Record<string, unknown>;
    const original = vscode.workspace.getConfiguration;
    workspace.getConfiguration = (section?: string, scope?: vscode.ConfigurationScope | null) => {
      const config = original.call(vscode.workspace, section, scope);
      const policy = section === Settings.section ? folderPolicy(scope) : undefined;
      return policy === undefined
        ? config
        : {
            ...config,
            get: (name: string, fallback?: unknown) => (name === Settings.conflictPolicy ? policy : config.get(name, fallback)),
          };
    };
    try {
      prompts.expect('information', undefined, /Converted 1 of 2 files to PDF\. 1 conversion used\. 1 skipped\./);
      await convert(Commands.convertToPdf, a, b);
    } finally {
      workspace.getConfiguration = original;
    }
    assert.deepEqual(listTree(suite.dir), ['one/notes.md', 'one/notes.pdf', 'two/notes (1).pdf', 'two/notes.md', 'two/notes.pdf']);
    assert.equal(read('one/notes.pdf').toString('utf8'), OLD);
    assert.equal(read('two/notes.pdf').toString('utf8'), OLD);
    assert.equal(magic(read('two/notes (1).pdf')), 'pdf');
  });

  describe('conflicts', () => {
    const OLD = 'the existing file, which must survive';
    let source: vscode.Uri;
    let oldMtime: number;

    beforeEach(() => {
      source = write('notes.md', '# Notes\n');
      write('notes.pdf', OLD);
      oldMtime = statSync(join(suite.dir, 'notes.pdf')).mtimeMs;
    });

    const unchanged = () => {
      assert.equal(read('notes.pdf').toString('utf8'), OLD);
      assert.equal(statSync(join(suite.dir, 'notes.pdf')).mtimeMs, oldMtime);
    };

    it('ask → Keep Both writes a numbered file and leaves the old one alone', async () => {
      prompts.expect('warning', 'Keep Both', /“notes\.pdf” already exists/);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.equal(magic(read('notes (1).pdf')), 'pdf');
      assert.deepEqual(
        prompts.seen[0].items,
        ['Keep Both', 'Skip', 'Overwrite'],
        'a single file gets no "All" buttons; the safe choice first',
      );
      assert.match(prompts.seen[0].text, /^notes\.md → notes\.pdf: a file named “notes\.pdf” already exists in “/);
    });

    it('ask → Overwrite replaces the file', async () => {
      prompts.expect('warning', 'Overwrite', /already exists/);
      await convert(Commands.convertToPdf, source);
      assert.equal(magic(read('notes.pdf')), 'pdf');
      assert.deepEqual(listTree(suite.dir), ['notes.md', 'notes.pdf']);
    });

    it('ask → Skip keeps the file and sends nothing', async () => {
      prompts.expect('warning', 'Skip', /already exists/);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.deepEqual(listTree(suite.dir), ['notes.md', 'notes.pdf']);
      assert.deepEqual(await conversionLog(), [], 'Skip must not cost a conversion');
      assert.deepEqual(batches, [{ converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false }]);
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind === 'information').map((p) => p.text),
        ['“notes.pdf” already exists and was kept; nothing was converted.'],
        'Skip is answered with what stayed',
      );
    });

    it('ask → dismissing the question keeps the file, and says so', async () => {
      prompts.expect('warning', undefined, /already exists/);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.match(prompts.seen.at(-1)?.text ?? '', /^“notes\.pdf” already exists and was kept/);
    });

    it('ask in a batch offers "All" answers and asks only once after one', async () => {
      const other = write('other.md', '# Other\n');
      write('other.pdf', OLD);
      await setSetting(Settings.maxParallel, 1);
      prompts.expect('warning', 'Keep Both for All', /already exists/);
      prompts.expect('information', undefined, /Converted 2 of 2/);
      await convert(Commands.convertToPdf, source, other);
      assert.deepEqual(prompts.seen.filter((p) => p.kind === 'warning').length, 1);
      assert.deepEqual(prompts.seen[0].items, ['Keep Both', 'Skip', 'Overwrite', 'Keep Both for All', 'Skip All', 'Overwrite All']);
      unchanged();
      assert.equal(read('other.pdf').toString('utf8'), OLD);
      assert.equal(magic(read('notes (1).pdf')), 'pdf');
      assert.equal(magic(read('other (1).pdf')), 'pdf');
    });

    it('ask in a batch → Cancel stops the batch: no second question, the summary says cancelled', async () => {
      const other = write('other.md', '# Other\n');
      write('other.pdf', OLD);
      await setSetting(Settings.maxParallel, 1);
      prompts.expect('warning', undefined, /^notes\.md → notes\.pdf: a file named “notes\.pdf” already exists/);
      prompts.expect('information', undefined, /Conversion cancelled/);
      await convert(Commands.convertToPdf, source, other);
      assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 1, 'the question does not come back for the next file');
      unchanged();
      assert.equal(read('other.pdf').toString('utf8'), OLD);
      assert.deepEqual(listTree(suite.dir), ['notes.md', 'notes.pdf', 'other.md', 'other.pdf']);
      assert.deepEqual(await conversionLog(), []);
      assert.equal(batches[0]?.cancelled, true);
    });

    it('rename keeps both without asking, counting up', async () => {
      await setSetting(Settings.conflictPolicy, 'rename');
      write('notes (1).pdf', OLD);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.equal(read('notes (1).pdf').toString('utf8'), OLD);
      assert.equal(magic(read('notes (2).pdf')), 'pdf');
    });

    it('overwrite replaces without asking', async () => {
      await setSetting(Settings.conflictPolicy, 'overwrite');
      await convert(Commands.convertToPdf, source);
      assert.equal(magic(read('notes.pdf')), 'pdf');
    });

    it('skip keeps the file, says so, and sends nothing', async () => {
      await setSetting(Settings.conflictPolicy, 'skip');
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.match(prompts.seen.find((p) => p.kind === 'information')?.text ?? '', /already exists/);
      assert.deepEqual(await conversionLog(), []);
    });

    it('two files of one batch with the same result name both survive, even under "overwrite"', async () => {
      await setSetting(Settings.conflictPolicy, 'overwrite');
      const png = write('pic.png', pngImage(4, 4, [1, 2, 3]));
      const jpg = write('pic.jpg', pngImage(4, 4, [3, 2, 1]));
      prompts.expect('information', undefined, /Converted 2 of 2/);
      await convert(Commands.convertToPdf, png, jpg);
      assert.deepEqual(
        listTree(suite.dir).filter((f) => f.startsWith('pic') && f.endsWith('.pdf')),
        ['pic (1).pdf', 'pic.pdf'],
      );
    });
  });
});
