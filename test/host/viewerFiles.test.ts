// The PDF viewer with large files (issue 39): over convertFiles.viewer.maxFileSizeMB it asks first,
// and a file is sent to the page in parts (a 5 MB file in two), then shown.
import { strict as assert } from 'node:assert';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as vscode from 'vscode';
import { CustomEditors, Settings } from '../../src/constants';
import { fileParts, PART_BYTES } from '../../src/viewer/fileParts';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { workspaceRoot } from './support/testFolder';
import { viewerReports } from './support/viewerReports';

/** A one-page PDF of about `megabytes` MB: its text, and a stream of random bytes nothing draws. */
async function bigPdf(megabytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('A large document', { x: 72, y: 760, size: 18, font });
  doc.context.register(doc.context.stream(randomBytes(megabytes * 1024 * 1024)));
  return doc.save();
}

describe('PDF viewer: large files', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const { reportFor } = viewerReports();
  let dir: string;

  before(async () => {
    await setSetting(`${Settings.viewerMaxFileSizeMB}`, 1);
    dir = join(workspaceRoot(), `viewer-large-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
  });

  after(async () => {
    await setSetting(`${Settings.viewerMaxFileSizeMB}`, undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks before opening a PDF over the limit; declined, the page says why and nothing is read', async () => {
    const uri = vscode.Uri.file(join(dir, 'declined.pdf'));
    writeFileSync(uri.fsPath, await bigPdf(2));
    prompts.expect('warning', undefined, /^Open “declined\.pdf” \(2 MB\)\?$/);
    await prompts.run(() => vscode.commands.executeCommand('vscode.openWith', uri, CustomEditors.pdfViewer));
    const report = await reportFor(uri);
    assert.ok(report.report.state === 'error', JSON.stringify(report.report));
    assert.match(report.report.message, /“declined\.pdf” \(2 MB\) was not opened: it is larger than 1 MB/);
  });

  it('opens it when the person agrees', async () => {
    const uri = vscode.Uri.file(join(dir, 'agreed.pdf'));
    writeFileSync(uri.fsPath, await bigPdf(5));
    prompts.expect('warning', 'Open', /^Open “agreed\.pdf” \(5 MB\)\?$/);
    await prompts.run(() => vscode.commands.executeCommand('vscode.openWith', uri, CustomEditors.pdfViewer));
    const report = await reportFor(uri);
    assert.ok(report.report.state === 'shown', JSON.stringify(report.report));
    assert.equal(report.report.pages, 1);
    assert.match(report.report.firstPageText, /A large document/);
  });

  it('reads a file in parts of 4 MB, in order, never the whole file at once', async () => {
    const bytes = await bigPdf(9);
    const uri = vscode.Uri.file(join(dir, 'parts.pdf'));
    writeFileSync(uri.fsPath, bytes);
    const parts: number[] = [];
    const joined = Buffer.concat(
      await (async () => {
        const all: Buffer[] = [];
        for await (const part of fileParts(uri)) {
          parts.push(part.byteLength);
          all.push(Buffer.from(part));
        }
        return all;
      })(),
    );
    assert.deepEqual(parts.slice(0, 2), [PART_BYTES, PART_BYTES]);
    assert.equal(parts.length, 3);
    assert.ok(joined.equals(Buffer.from(bytes)), 'the parts are not the file');
  });
});
