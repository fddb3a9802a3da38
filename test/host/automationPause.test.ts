// Pausing automatic runs, in the real extension host against the emulator: Pause/Resume Automatic
// Conversions (Resume converts what was held back), and the pause before a run would go over the
// hourly cap.
// The consent question is answered by a hook, and every wait is for an event or a state
// (support/automationSuite.ts).
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { useAutomationSuite } from './support/automationSuite';
import { setSetting } from './support/settings';

describe('automatic runs of the rules file', function () {
  this.timeout(90_000);
  const auto = useAutomationSuite();
  const { prompts, converts, controller, writeRules, nextOutcome, editAndSave, rule } = auto;

  it('Pause/Resume Automatic Conversions pauses and resumes the workspace; Resume converts what was held back', async () => {
    await writeRules(rule('onSave'));
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    assert.equal(controller()?.paused, true);
    await editAndSave(`${auto.base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).blocked, 'paused');
    assert.equal(await converts(), 0);
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    assert.equal(controller()?.paused, false);
    // The save made while paused runs now, without another save.
    const held = await nextOutcome();
    assert.deepEqual([...held.changes.paths], [`${auto.base}/docs/a.md`]);
    assert.equal(held.summary?.converted, 1, JSON.stringify(held));
    assert.equal(await converts(), 1);
    await editAndSave(`${auto.base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).summary?.converted, 1);
    assert.deepEqual(
      prompts.seen.filter((p) => p.kind === 'information').map((p) => p.text),
      [
        'Automatic conversions are paused in this workspace. Run Conversion Rules still works by hand.',
        'Automatic conversions are on again in this workspace. The file changed while they were paused is converted now: 1 conversion.',
      ],
    );
  });

  it('pauses before sending when a run would go over the hourly cap, with one message', async () => {
    await setSetting(Settings.automationMaxConversionsPerHour, 3);
    await writeRules(rule('onSave', '["pdf", "html"]'));
    // Resuming starts the hour's count again: the runs of the tests before do not count here.
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    await editAndSave(`${auto.base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).summary?.converted, 2);
    prompts.expect('warning', undefined, /^Automatic conversions are paused: the next run needs 2 and would go over 3 in an hour/);
    await editAndSave(`${auto.base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).blocked, 'cap');
    assert.equal(controller()?.paused, true);
    await editAndSave(`${auto.base}/docs/a.md`, 'z');
    assert.equal((await nextOutcome()).blocked, 'paused', 'a second message or run after the pause');
    assert.equal(await converts(), 2);

    // Resume: the hour's count starts again, and what was held back (a.md, 2 conversions) runs now.
    const seen = auto.outcomes.length;
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    const held = await nextOutcome(seen);
    assert.equal(held.summary?.converted, 2, JSON.stringify(held));
    assert.equal(await converts(), 4);
    assert.ok(
      prompts.seen.some(
        (p) =>
          p.text ===
          'Automatic conversions are on again in this workspace. The file changed while they were paused is converted now: 2 conversions.',
      ),
      JSON.stringify(prompts.seen),
    );

    // More than the cap allows is held back: Resume offers Run Conversion Rules instead of running it.
    await setSetting(Settings.automationMaxConversionsPerHour, 1);
    prompts.expect('warning', undefined, /^Automatic conversions are paused: the next run needs 2 and would go over 1 in an hour/);
    await editAndSave(`${auto.base}/docs/a.md`, 'w');
    assert.equal((await nextOutcome()).blocked, 'cap');
    prompts.expect(
      'information',
      undefined,
      /^Automatic conversions are on again in this workspace\. What changed while they were paused needs 2 conversions, more than the 1 an hour allows\./,
    );
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    assert.equal(controller()?.pending, false, 'Resume started a run over the cap');
    assert.equal(await converts(), 4);
  });
});
