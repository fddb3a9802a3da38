// Convert with Options… in the real extension host: an option set in the form reaching the
// service exactly, a refused option or a failure naming a value reopening the form at it, the typed
// output file name, Convert Again without the password, and the password retry. The rest of the
// suite: optionsCatalogue (Other Format… and Choose Format…), optionsPresets, optionsSeveralFiles
// (merge and zip) and optionsPipelines.test.ts.
// The service is a loopback server that records each request (support/optionsSuite.ts), so what
// was sent is checked byte for byte.
import { strict as assert } from 'node:assert';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, StateKeys } from '../../src/constants';
import { part, useOptionsSuite } from './support/optionsSuite';

describe('catalogue, options and presets', function () {
  this.timeout(60_000);
  const suite = useOptionsSuite();
  const { prompts, folder, write, conversions, scriptForm } = suite;

  it('an option set in the form reaches the service exactly; a refused one reopens the form at it, and the conflict answer holds', async () => {
    const source = write('report.pdf');
    write('report.txt', 'an older result');
    suite.script = ['invalid'];
    // Asked once: the answer holds when the form sends the same file again (a second question fails the test).
    prompts.expect('warning', 'Overwrite', /“report\.txt” already exists/);
    // The 400 names PageRange: its box opens again first (1-3), then the form.
    scriptForm([['Page Range', '5-9']], ['1-3']);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    assert.ok(prompts.seen.some((r) => r.kind === 'warning' && /refused the value of PageRange: Page range is out of bounds/.test(r.text)));
    const sent = conversions();
    assert.equal(sent.length, 2);
    assert.equal(sent[0].url.split('?')[0], '/convert/pdf/to/txt');
    assert.equal(part(sent[0].body, 'PageRange'), '5-9');
    assert.equal(part(sent[1].body, 'PageRange'), '1-3');
    assert.equal(part(sent[1].body, 'Password'), undefined, 'options left alone are not sent');
    // A single result is named from its source and target, whatever the service called it.
    assert.equal(readFileSync(join(folder.dir, 'report.txt'), 'utf8'), 'result', 'the result is written');
    assert.ok(!existsSync(join(folder.dir, 'result.bin')));
  });

  it('a conversion failing on a value it names (a page range past the last page, 5001) reopens the form at it, the other values kept', async () => {
    const source = write('short.pdf');
    suite.script = ['pastLastPage'];
    // Reopened at Page Range (its box first: 1), then the form with the name still set.
    scriptForm(
      [
        ['Output file name', 'short-text'],
        ['Page Range', '5'],
      ],
      ['1'],
    );
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    assert.ok(prompts.seen.some((r) => r.kind === 'warning' && /refused the value of PageRange: PageRange 5 selects no page/.test(r.text)));
    const sent = conversions();
    assert.deepEqual(
      sent.map((r) => [part(r.body, 'PageRange'), part(r.body, 'FileName')]),
      [
        ['5', 'short-text'],
        ['1', 'short-text'],
      ],
    );
  });

  it('the typed output file name names the result and the conflict question; Convert Again repeats the form without its password', async () => {
    const source = write('report.pdf');
    write('summary.txt', 'older summary');
    scriptForm([
      ['Output file name', 'summary'],
      ['Page Range', '2-3'],
      ['Password', 'swordfish-77'],
    ]);
    // The question names the file the result would replace: the typed name, not report.txt.
    prompts.expect('warning', 'Overwrite', /“summary\.txt” already exists/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    assert.equal(part(conversions()[0].body, 'FileName'), 'summary');
    assert.equal(readFileSync(join(folder.dir, 'summary.txt'), 'utf8'), 'result', 'the result is under the typed name');
    assert.ok(!existsSync(join(folder.dir, 'report.txt')) && !existsSync(join(folder.dir, 'summary (1).txt')));

    // Convert Again: the same target and options on another file, without the password.
    assert.ok(!JSON.stringify(suite.services.context.globalState.get(StateKeys.lastConversion)).includes('swordfish'));
    const other = write('other.pdf');
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain, other, [other]));
    assert.equal(conversions().length, 2);
    assert.match(conversions()[1].url, /\/convert\/pdf\/to\/txt/);
    assert.equal(part(conversions()[1].body, 'PageRange'), '2-3');
    assert.equal(part(conversions()[1].body, 'Password'), undefined, 'the password is not kept');
    assert.equal(part(conversions()[1].body, 'FileName'), undefined, 'the name typed for report.pdf is not reused');
    assert.equal(readFileSync(join(folder.dir, 'other.txt'), 'utf8'), 'result');
  });

  it('a password-protected PDF (5003) asks for the password once and retries with it; the password is redacted', async () => {
    const source = write('locked.pdf');
    suite.script = ['password', 'password'];
    prompts.expect('inputBox', 'open-sesame-42', /protected by a password/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToTxt, source, [source]));
    const sent = conversions();
    assert.equal(sent.length, 2, 'one try, one retry');
    assert.equal(part(sent[0].body, 'Password'), undefined);
    assert.equal(part(sent[1].body, 'Password'), 'open-sesame-42');
    assert.ok(!suite.services.log.redactor.redact('said open-sesame-42').includes('open-sesame-42'), 'the password is redacted from logs');
    assert.equal(readFileSync(join(folder.dir, 'locked.txt'), 'utf8'), 'result');
  });
});
