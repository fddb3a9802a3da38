// Convert Web Page to PDF onto a file system that is not the local disk, against the emulator:
// the PDF written under a temporary name and renamed into place, and never over a file another
// writer put there meanwhile.
// The page is served from a loopback HTTP server in the test (support/webSuite.ts).
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { MemFs } from './support/memFs';
import { useWebSuite } from './support/webSuite';

const THEIRS = new TextEncoder().encode('written by someone else');

/**
 * An in-memory file system that records which paths are written, and where another writer
 * creates `contested` just before anything lands there: the moment between a "does it exist?"
 * check and the write.
 */
class RacingFs extends MemFs {
  readonly writes: string[] = [];

  constructor(
    scheme: string,
    private readonly contested?: string,
  ) {
    super(scheme);
  }

  private arrive(path: string): void {
    if (path === this.contested && this.read(path) === undefined) {
      super.writeFile(this.uri(path), THEIRS, { create: true, overwrite: false });
    }
  }

  override writeFile(uri: vscode.Uri, content: Uint8Array, options: { create: boolean; overwrite: boolean }): void {
    this.writes.push(uri.path);
    this.arrive(uri.path);
    super.writeFile(uri, content, options);
  }

  override rename(from: vscode.Uri, to: vscode.Uri, options: { overwrite: boolean }): void {
    this.arrive(to.path);
    super.rename(from, to, options);
  }
}

describe('web pages', function () {
  this.timeout(60_000);
  const suite = useWebSuite();
  const { prompts, run } = suite;

  describe('Convert Web Page to PDF…', () => {
    describe('on a file system that is not the local disk', () => {
      const registrations: vscode.Disposable[] = [];
      const racingFs = async (contested?: string): Promise<RacingFs> => {
        const fs = new RacingFs(`web-mem-${Date.now()}`, contested);
        registrations.push(fs.register());
        await vscode.workspace.fs.createDirectory(fs.uri('/web'));
        return fs;
      };

      afterEach(() => {
        for (const registration of registrations.splice(0)) {
          registration.dispose();
        }
      });

      it('writes the PDF under a temporary name and renames it into place, leaving nothing else behind', async () => {
        const fs = await racingFs();
        prompts.expect('information', undefined, /Saved the PDF/);
        const written = await run(Commands.convertWebPage, { url: suite.pageUrl, target: fs.uri('/web/report.pdf') });
        assert.equal((written as vscode.Uri | undefined)?.toString(), fs.uri('/web/report.pdf').toString());
        assert.equal(
          Buffer.from(fs.read('/web/report.pdf') ?? [])
            .subarray(0, 5)
            .toString('latin1'),
          '%PDF-',
        );
        assert.deepEqual(fs.list('/web'), ['report.pdf']);
        assert.ok(!fs.writes.includes('/web/report.pdf'), `the target was written in place (writes: ${fs.writes.join(', ')})`);
      });

      it('never replaces a file that appears there while the PDF is being saved', async () => {
        const fs = await racingFs('/web/report.pdf');
        prompts.expect('error', undefined, /already exists/);
        await run(Commands.convertWebPage, { url: suite.pageUrl, target: fs.uri('/web/report.pdf') });
        assert.equal(new TextDecoder().decode(fs.read('/web/report.pdf')), 'written by someone else');
        assert.deepEqual(fs.list('/web'), ['report.pdf'], 'no temporary file is left behind');
      });
    });
  });
});
