// Presets in the real extension host: saved from the options form, round-tripped through
// convertFiles.presets and converted with (Convert Again too, the password never kept), and one
// whose options the catalogue does not list.
// The service is a loopback server that records each request (support/optionsSuite.ts), so what
// was sent is checked byte for byte.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import { catalogueKey } from '../../src/service/catalogue/catalogueCache';
import { setSetting } from './support/auth';
import { part, useOptionsSuite } from './support/optionsSuite';

describe('catalogue, options and presets', function () {
  this.timeout(60_000);
  const suite = useOptionsSuite();
  const { prompts, write, conversions } = suite;

  it('a preset saved from the form round-trips through convertFiles.presets and converts with its values', async () => {
    const source = write('book.pdf');
    prompts.expect('quickPick', 'TXT', /Convert \.pdf files with options to/);
    prompts.expect('quickPick', 'Page Range', /Pick an option/);
    prompts.expect('inputBox', '2-4', /Page Range|default/);
    prompts.expect('quickPick', 'Password', /Pick an option/);
    prompts.expect('inputBox', 'hunter2-secret', /Password/);
    prompts.expect('quickPick', '$(save) Save as Preset…', /Pick an option/);
    prompts.expect('inputBox', 'first pages', /name for these options/);
    prompts.expect('quickPick', undefined, /Pick an option/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    const stored = vscode.workspace.getConfiguration(Settings.section).inspect(Settings.presets);
    const value = stored?.workspaceValue ?? stored?.globalValue;
    assert.deepEqual(value, [{ name: 'first pages', source: 'pdf', target: 'txt', parameters: { PageRange: '2-4' } }]);
    assert.ok(!JSON.stringify(stored).includes('hunter2'), 'the password is never saved');
    assert.ok(
      prompts.seen.some((r) => r.kind === 'information' && /Preset “first pages” saved\. Not saved .*: Password\./.test(r.text)),
      'the user is told the password was left out',
    );
    assert.equal(conversions().length, 0);

    prompts.expect('quickPick', 'first pages', /Which preset/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithPreset, source, [source]));
    assert.equal(part(conversions()[0].body, 'PageRange'), '2-4');
    // Convert Again repeats the preset, its options included, on another file; the form's password is not kept for it.
    assert.ok(!JSON.stringify(suite.services.context.globalState.get(StateKeys.lastConversion)).includes('hunter2'));
    const other = write('other.pdf');
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain, other, [other]));
    assert.equal(conversions().length, 2);
    assert.equal(part(conversions()[1].body, 'PageRange'), '2-4');
    assert.match(conversions()[1].url, /\/convert\/pdf\/to\/txt/);
    await vscode.workspace.getConfiguration(Settings.section).update(Settings.presets, undefined, vscode.ConfigurationTarget.Workspace);
  });

  it('a preset whose options the catalogue does not list (offline, built-in catalogue) says so and ends, sending nothing', async () => {
    await suite.services.context.globalState.update(catalogueKey(suite.baseUrl), undefined);
    await setSetting(Settings.presets, [{ name: 'first three', source: 'pdf', target: 'txt', parameters: { PageRange: '1-3' } }]);
    const source = write('offline.pdf');
    prompts.expect('quickPick', 'first three', /Which preset/);
    // Before the fix this never returned: the form had no fields and the loop never awaited.
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithPreset, source, [source]));
    assert.equal(conversions().length, 0);
    assert.ok(
      prompts.seen.some((r) => r.kind === 'warning' && /PageRange/.test(r.text)),
      JSON.stringify(prompts.seen.map((r) => r.text)),
    );
  });
});
