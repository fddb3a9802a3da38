// The converters that take several files in one request, in the real extension host: Merge into
// One PDF and Add to Zip send every selected file.
// The service is a loopback server that records each request (support/optionsSuite.ts), so what
// was sent is checked byte for byte.
import { strict as assert } from 'node:assert';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { part, useOptionsSuite } from './support/optionsSuite';

describe('catalogue, options and presets', function () {
  this.timeout(60_000);
  const { prompts, folder, write, conversions } = useOptionsSuite();

  it('Merge into One PDF sends the three PDFs as Files[0..2] to pdf→merge and writes one result under the chosen name', async () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((n, i) => write(n, `%PDF-1.4 file ${i}\n`));
    prompts.expect('inputBox', 'all.pdf', /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.mergePdf, files[0], files));
    const sent = conversions();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].url.split('?')[0], '/convert/pdf/to/merge');
    assert.deepEqual(
      [0, 1, 2].map((i) => part(sent[0].body, `Files[${i}]`)),
      ['%PDF-1.4 file 0\n', '%PDF-1.4 file 1\n', '%PDF-1.4 file 2\n'],
    );
    assert.equal(readFileSync(join(folder.dir, 'all.pdf'), 'utf8'), 'result');
  });

  it('Add to Zip sends every selected file to any→zip, named after the first file', async () => {
    const files = [write('one.txt', 'one'), write('two.md', 'two')];
    prompts.expect('inputBox', (record) => (record.text ? 'one.zip' : undefined), /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.addToZip, files[0], files));
    const sent = conversions();
    assert.equal(sent[0].url.split('?')[0], '/convert/any/to/zip');
    assert.deepEqual([part(sent[0].body, 'Files[0]'), part(sent[0].body, 'Files[1]')], ['one', 'two']);
    assert.ok(existsSync(join(folder.dir, 'one.zip')));
  });
});
