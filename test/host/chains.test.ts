// Upload once, convert many (issue 23) in the editor, against the emulator's request log:
// Convert to Several Formats uploads a file once and converts its FileId per format; Merge into
// One PDF of a DOCX and a Markdown file sends each input once (the Markdown as its page, printed by
// html/to/pdf) and merges their stored PDFs.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';
import * as vscode from 'vscode';
import { Commands, StateKeys } from '../../src/constants';
import { emulatorRequests, type RequestLogEntry } from './support/emulatorConnection';
import { useEmulatorSuite } from './support/emulatorSuite';
import { stubPrompts } from './support/prompts';
import { until } from '../support/poll';

describe('upload once, convert many (emulator)', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({ folder: 'chains', token: 'chains-tests', quiet: true, resetEach: true });
  let since = 0;

  after(async () => {
    await suite.api.context.globalState.update(StateKeys.recentTargets, undefined);
  });

  beforeEach(async () => {
    since = (await emulatorRequests()).length;
  });

  const requests = async (): Promise<RequestLogEntry[]> => (await emulatorRequests(since)).filter((r) => !r.path.startsWith('/_emulator/'));
  const conversions = (log: RequestLogEntry[]) => log.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/'));
  const deletes = (log: RequestLogEntry[]) => log.filter((r) => r.method === 'DELETE');

  it('Convert to Several Formats: one upload, one conversion per format without file bytes, every stored file deleted', async () => {
    // A Word file: a Markdown PDF sends its page instead of the file (issue 33), so Markdown shares no upload with its PDF.
    writeFileSync(
      join(suite.dir, 'notes.docx'),
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Some text.')] }] })),
    );
    const source = vscode.Uri.file(join(suite.dir, 'notes.docx'));
    prompts.expect('quickPick', ['PDF', 'HTML'], /uploaded once/);
    prompts.expect('warning', 'Convert', /notes\.docx.*PDF, HTML/);
    // One file in two formats: the count is of results, not "2 of 2 files" (issue 44).
    prompts.expect('information', undefined, /^Converted “notes\.docx” to PDF, HTML: 2 of 2 results\. 2 conversions used\./);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToSeveral, source, [source]));
    const question = prompts.seen.find((r) => r.kind === 'warning');
    assert.match(question?.detail ?? '', /2 conversions/, 'the cost is stated before');
    assert.deepEqual(readdirSync(suite.dir).sort(), ['notes.docx', 'notes.html', 'notes.pdf']);
    const log = await until('the stored files deleted', async () => {
      const seen = await requests();
      return deletes(seen).length >= 3 ? seen : undefined;
    });
    assert.equal(log.filter((r) => r.path === '/upload').length, 1);
    assert.deepEqual(
      conversions(log)
        .map((c) => `${c.path} bytes=${c.fileBytes} refs=${c.fileRefs}`)
        .sort(),
      ['/convert/docx/to/html bytes=0 refs=1', '/convert/docx/to/pdf bytes=0 refs=1'],
    );
    assert.equal(deletes(log).length, 3, 'the upload and both results');
  });

  it('Merge into One PDF of a DOCX and a Markdown file sends each once (the Markdown as its page) and merges on the service', async () => {
    writeFileSync(
      join(suite.dir, 'a-letter.docx'),
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Dear reader.')] }] })),
    );
    writeFileSync(join(suite.dir, 'b-notes.md'), '# Notes\n\nSecond part.\n');
    const files = ['a-letter.docx', 'b-notes.md'].map((name) => vscode.Uri.file(join(suite.dir, name)));
    prompts.expect('inputBox', 'all.pdf', /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.mergePdf, files[0], files));
    assert.deepEqual(readdirSync(suite.dir).sort(), ['a-letter.docx', 'all.pdf', 'b-notes.md'], 'one result, no stray or temporary file');
    assert.ok((await PDFDocument.load(readFileSync(join(suite.dir, 'all.pdf')))).getPageCount() >= 2);
    const log = await until('the stored files deleted', async () => {
      const seen = await requests();
      return deletes(seen).length >= 3 ? seen : undefined;
    });
    const merge = conversions(log).find((c) => c.path === '/convert/pdf/to/merge');
    assert.deepEqual([merge?.fileBytes, merge?.fileRefs], [0, 2]);
    // The DOCX as it is; the Markdown as the preview shows it: its page, printed by html/to/pdf (issue 33).
    const [docx, page] = ['/convert/docx/to/pdf', '/convert/html/to/pdf'].map((path) => conversions(log).filter((c) => c.path === path));
    assert.deepEqual(
      docx!.map((c) => c.fileBytes),
      [statSync(join(suite.dir, 'a-letter.docx')).size],
      'the DOCX sent once',
    );
    assert.deepEqual(
      page!.map((c) => [c.printed?.name, c.printed?.local]),
      [['b-notes.html', []]],
      'the Markdown sent once, as its page, nothing local in it',
    );
    assert.equal(conversions(log).length, 3);
    assert.equal(log.filter((r) => r.path === '/upload').length, 0);
  });
});
