// What an automatic run waits for, in the real extension host against the emulator: the consent
// question (every refused output marked, asked again from the status item), nothing before consent
// or after the rules file changed until it is answered again, nothing untrusted (the host tier runs
// with workspace trust disabled, so trust is injected through the automation's test hook, the same
// state every run's gate reads), and a broken rules file shown until it is fixed.
// The consent question is answered by a hook, and every wait is for an event or a state
// (support/automationSuite.ts).
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { poll } from '../support/poll';
import { useAutomationSuite, WAIT } from './support/automationSuite';

describe('automatic runs of the rules file', function () {
  this.timeout(90_000);
  const auto = useAutomationSuite();
  const { prompts, write, converts, controller, writeRules, nextOutcome, editAndSave, rule } = auto;

  it('the consent question marks every refused output at once, and Allow covers only the rules that can run', async () => {
    await writeRules(
      `${rule('onSave')}, { "name": "out", "files": "${auto.base}/docs/*.md", "targets": ["html"], "outputDirectory": "../elsewhere", "trigger": "onSave" },` +
        ` { "name": "git", "files": "${auto.base}/docs/*.md", "targets": ["txt"], "outputDirectory": ".git/x", "trigger": "onSave" }`,
    );
    assert.equal(auto.questions.length, 1);
    assert.equal(auto.questions[0]!.match(/REFUSED, it will not run/g)?.length, 2, auto.questions[0]);
    assert.match(auto.questions[0]!, /outside the workspace folder/);
    assert.match(auto.questions[0]!, /\.git/);
    assert.match(auto.questions[0]!, /Allow covers only the rules not refused\.$/);
    await editAndSave(`${auto.base}/docs/a.md`, 'x');
    const outcome = await nextOutcome();
    assert.equal(outcome.summary?.converted, 1, JSON.stringify(outcome));
    assert.equal(await converts(), 1);
  });

  it('a broken rules file shows in the status bar and once as a warning; fixed, it is used', async () => {
    prompts.expect('warning', undefined, /^The rules file of “.*” cannot be read, so nothing converts by itself until it is fixed: /);
    const brokenText = (n: number) => `{ "rules": [ ${rule('onSave')}${' '.repeat(n)}`;
    for (const n of [1, 2]) {
      write('.vscode/convert-files.json', brokenText(n));
      const hash = createHash('sha256').update(brokenText(n)).digest('hex');
      await poll(() => controller()?.state(auto.folder), {
        ...WAIT,
        what: 'the automation reading the broken rules file',
        done: (state) => state?.rulesHash === hash && (state.broken?.length ?? 0) > 0,
      });
    }
    const warnings = prompts.seen.filter((p) => p.kind === 'warning' && p.text.includes('cannot be read'));
    assert.equal(warnings.length, 1, 'a broken rules file was shown more than once');
    assert.deepEqual(warnings[0]!.items, ['Open Rules File', 'Show Log']);
    assert.equal(auto.questions.length, 0);
    await writeRules(rule('onSave'));
    assert.equal(controller()?.state(auto.folder).broken, undefined);
    assert.equal(auto.questions.length, 1);
  });

  it('the status item’s click asks again while nothing is allowed (refused, or a question left unseen), and pauses once allowed', async () => {
    const ask = auto.api.automation.hooks.consent;
    let leaveUnseen: ((answer: boolean | undefined) => void) | undefined;
    auto.api.automation.hooks.consent = (name, question) =>
      auto.questions.length === 0
        ? (auto.questions.push(question), new Promise((resolve) => (leaveUnseen = resolve)))
        : ask!(name, question);
    try {
      // The first question is never answered (it waits among the notifications): a click asks again, it does not pause.
      await writeRules(rule('onSave'), 'asking');
      await vscode.commands.executeCommand(Commands.toggleAutomation);
      await poll(() => controller()?.state(auto.folder).consent, {
        ...WAIT,
        what: 'the question asked again',
        done: (c) => c === 'allowed',
      });
      assert.equal(controller()?.paused, false, 'the click paused instead of asking');
      assert.equal(auto.questions.length, 2);
      // The first notification dismissed late changes nothing.
      leaveUnseen?.(undefined);
      await new Promise((resolve) => setImmediate(resolve)); // the late answer's turn
      assert.equal(controller()?.state(auto.folder).consent, 'allowed');
      // Refused: the click asks again.
      auto.answer = false;
      await writeRules(`${rule('onSave')}, { "name": "x", "files": "none/*.md", "targets": ["pdf"] }`, 'declined');
      auto.answer = true;
      await vscode.commands.executeCommand(Commands.toggleAutomation);
      await poll(() => controller()?.state(auto.folder).consent, {
        ...WAIT,
        what: 'the refused question asked again',
        done: (c) => c === 'allowed',
      });
      assert.equal(controller()?.paused, false);
      // Allowed: the click pauses, as the tooltip says.
      await vscode.commands.executeCommand(Commands.toggleAutomation);
      assert.equal(controller()?.paused, true);
    } finally {
      auto.api.automation.hooks.consent = ask;
    }
  });

  it('nothing runs before consent, nor after the rules file changed until the question is answered again', async () => {
    auto.answer = false;
    await writeRules(rule('onSave'), 'declined');
    await editAndSave(`${auto.base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).blocked, 'noConsent');
    assert.equal(await converts(), 0);

    auto.answer = true;
    await writeRules(`${rule('onSave')}, { "name": "other", "files": "${auto.base}/none/*.md", "targets": ["pdf"] }`);
    await editAndSave(`${auto.base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).summary?.converted, 1);

    // Changed again: asked again; dismissed, nothing runs.
    auto.answer = undefined;
    await writeRules(rule('onSave', '["pdf", "html"]'), 'unasked');
    assert.equal(auto.questions.length, 3);
    await editAndSave(`${auto.base}/docs/a.md`, 'z');
    assert.equal((await nextOutcome()).blocked, 'noConsent');
    assert.equal(await converts(), 1);
  });

  it('nothing runs or asks in an untrusted workspace; a grant of trust reads the rules file', async () => {
    await writeRules(rule('onSave'));
    auto.api.automation.hooks.trusted = false;
    await editAndSave(`${auto.base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).blocked, 'untrusted');

    // A new rules file while untrusted: not read, no question.
    write('.vscode/convert-files.json', `{ "rules": [ ${rule('onSave', '["html"]')} ] }`);
    await auto.api.automation.settled();
    await auto.api.automation.trustGranted();
    assert.equal(auto.questions.length, 1, 'asked while untrusted');
    assert.equal(await converts(), 0);

    auto.api.automation.hooks.trusted = undefined;
    await auto.api.automation.trustGranted();
    await poll(() => controller()?.state(auto.folder).consent, {
      ...WAIT,
      what: 'the question after the grant',
      done: (c) => c === 'allowed',
    });
    assert.equal(auto.questions.length, 2);
    await editAndSave(`${auto.base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).summary?.converted, 1);
    assert.equal(await converts(), 1);
  });
});
