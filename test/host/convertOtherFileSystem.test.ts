// Converting on a file system that is not the local disk (a workspace.fs provider in memory),
// end to end against the emulator: no overwrite, no leftovers, no empty folder after a cancel.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { useConvertSuite, withCancelButton } from './support/convertSuite';
import { emulatorCall } from './support/emulatorConnection';
import { magic, pdfDocument } from './support/files';
import { MemFs } from './support/memFs';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, convert } = suite;

  describe('on a file system that is not the local disk', () => {
    let memFs: MemFs;
    let registration: vscode.Disposable;
    const encode = (text: string) => new TextEncoder().encode(text);

    beforeEach(async () => {
      memFs = new MemFs(`convert-mem-${Date.now()}`);
      registration = memFs.register();
      await vscode.workspace.fs.createDirectory(memFs.uri('/docs'));
    });

    afterEach(() => registration.dispose());

    it('reads and writes through workspace.fs, without overwriting and without leftovers', async () => {
      await setSetting(Settings.conflictPolicy, 'rename');
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/notes.md'), encode('# Notes\n'));
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/notes.pdf'), encode('OLD'));
      await convert(Commands.convertToPdf, memFs.uri('/docs/notes.md'));
      assert.deepEqual(memFs.list('/docs'), ['notes (1).pdf', 'notes.md', 'notes.pdf']);
      assert.equal(new TextDecoder().decode(memFs.read('/docs/notes.pdf')), 'OLD');
      assert.equal(magic(memFs.read('/docs/notes (1).pdf') ?? new Uint8Array()), 'pdf');
    });

    it('cancelling a split there leaves no empty folder behind', async () => {
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/report.pdf'), await pdfDocument(2));
      await emulatorCall('POST', '/_emulator/faults', { Latency: 1500 });
      const cancel = new AbortController();
      try {
        await withCancelButton(suite.services, cancel, async () => {
          const running = convert(Commands.convertToSplit, memFs.uri('/docs/report.pdf'));
          // The first page is staged in the new folder; the second page's download is under way.
          await until('the folder for the pages', () => memFs.list('/docs').includes('report'));
          cancel.abort();
          await running;
        });
      } finally {
        await emulatorCall('POST', '/_emulator/faults', { Latency: 0 });
      }
      assert.deepEqual(memFs.list('/docs'), ['report.pdf']);
      assert.equal(batches[0]?.cancelled, true);
    });

    it('converts a folder there, multi-file results into their own folder', async () => {
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/report.pdf'), await pdfDocument(2));
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/notes.md'), encode('# Notes\n'));
      prompts.expect('warning', 'Convert', /Convert 1 file in “docs” to SPLIT\?/);
      await convert(Commands.convertToSplit, memFs.uri('/docs'));
      assert.deepEqual(memFs.list('/docs'), ['notes.md', 'report', 'report.pdf', 'report/report-1.pdf', 'report/report-2.pdf']);
      assert.equal(magic(memFs.read('/docs/report/report-2.pdf') ?? new Uint8Array()), 'pdf');
    });
  });
});
