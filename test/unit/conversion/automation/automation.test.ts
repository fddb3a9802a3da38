// Automatic runs without VS Code: the debounce that makes a burst one run, runs that never
// overlap, the hourly cap, which changed files concern which rules, and the one gate.
import { strict as assert } from 'node:assert';
import {
  automaticConflictPolicy,
  automationBlock,
  changeMatcher,
  HourlyCap,
  mayHaveAutomaticTrigger,
  rulesHash,
  RunScheduler,
  shownText,
  summarizeAutomaticRules,
  type TriggerBatch,
} from '../../../../src/conversion/automation';
import { parseRulesFile, type RulesFile } from '../../../../src/conversion/rules';
import { ManualTimers } from '../../support/manualTimers';

const settle = () => new Promise((resolve) => setImmediate(resolve));

function rules(text: string): RulesFile {
  const { file, problems } = parseRulesFile(text);
  assert.ok(file, JSON.stringify(problems));
  return file;
}

describe('automatic runs: scheduler', () => {
  it('makes a burst of changes one run, 1 s after the last', async () => {
    const timers = new ManualTimers();
    const runs: TriggerBatch[] = [];
    const scheduler = new RunScheduler<string>(async (_key, batch) => void runs.push(batch), 1000, timers);
    scheduler.request('f', 'a.md', 'onSave');
    timers.advance(900);
    scheduler.request('f', 'a.md', 'onSave');
    timers.advance(900);
    scheduler.request('f', 'b.md', 'onChange');
    timers.advance(999);
    await settle();
    assert.equal(runs.length, 0, 'ran before a quiet second');
    timers.advance(1);
    await settle();
    assert.equal(runs.length, 1);
    assert.deepEqual([...runs[0]!.paths].sort(), ['a.md', 'b.md']);
    assert.deepEqual([...runs[0]!.kinds].sort(), ['onChange', 'onSave']);
  });

  it('never overlaps runs: a change during a run waits for it', async () => {
    const timers = new ManualTimers();
    const order: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const scheduler = new RunScheduler<string>(
      async (_key, batch) => {
        const name = [...batch.paths].join();
        order.push(`start ${name}`);
        if (name === 'a.md') {
          await first;
        }
        order.push(`end ${name}`);
      },
      1000,
      timers,
    );
    scheduler.request('f', 'a.md', 'onSave');
    timers.advance(1000);
    await settle();
    scheduler.request('f', 'b.md', 'onSave');
    timers.advance(1000);
    await settle();
    assert.deepEqual(order, ['start a.md']);
    assert.ok(scheduler.busy);
    release();
    await settle();
    await settle();
    assert.deepEqual(order, ['start a.md', 'end a.md', 'start b.md', 'end b.md']);
  });

  it('forgets what waits when disposed', async () => {
    const timers = new ManualTimers();
    let ran = 0;
    const scheduler = new RunScheduler<string>(async () => void (ran += 1), 1000, timers);
    scheduler.request('f', 'a.md', 'onSave');
    scheduler.dispose();
    timers.advance(5000);
    await settle();
    assert.equal(ran, 0);
  });
});

describe('automatic runs: hourly cap', () => {
  it('counts the last hour only, and starts again on reset', () => {
    let now = 0;
    const cap = new HourlyCap(() => now);
    cap.record(60);
    now = 30 * 60_000;
    cap.record(30);
    assert.equal(cap.wouldExceed(10, 100), false);
    assert.equal(cap.wouldExceed(11, 100), true);
    now = 61 * 60_000;
    assert.equal(cap.usedInLastHour(), 30);
    cap.reset();
    assert.equal(cap.usedInLastHour(), 0);
    assert.equal(cap.wouldExceed(1, 0), true, 'a cap of 0 pauses every run');
  });

  it('keeps the count in its store: a window reload or another window does not start it again', () => {
    let now = 0;
    let kept: unknown;
    const store = { get: () => kept as never, set: (used: unknown) => (kept = used) };
    new HourlyCap(() => now, store).record(90);
    now = 10 * 60_000;
    const reloaded = new HourlyCap(() => now, store);
    assert.equal(reloaded.usedInLastHour(), 90);
    assert.equal(reloaded.wouldExceed(11, 100), true);
    reloaded.reset();
    assert.equal(new HourlyCap(() => now, store).usedInLastHour(), 0, 'Resume starts the count again for every window');
    kept = [{ at: now, n: 'x' }, null, { at: now, n: 5 }];
    assert.equal(new HourlyCap(() => now, store).usedInLastHour(), 5, 'a malformed kept value counts nothing');
  });
});

describe('automatic runs: triggers and consent', () => {
  const file = rules(`{ "rules": [
    { "name": "docs", "files": "docs/**/*.md", "exclude": "docs/drafts/**", "targets": ["pdf", "html"], "outputDirectory": "out", "trigger": "onSave" },
    { "name": "slides", "files": ["*.pptx"], "targets": [{ "pipeline": "deck" }], "trigger": "onChange" },
    { "name": "by hand", "files": "**/*.docx", "targets": ["pdf"] } ],
    "pipelines": { "deck": { "steps": ["pdf", "compress"] } } }`);

  it('matches a changed file to the rules of its trigger, never .vscode', () => {
    const onSave = changeMatcher(file.rules.filter((r) => r.trigger === 'onSave'));
    assert.deepEqual(
      onSave('docs/a/b.md').map((r) => r.name),
      ['docs'],
    );
    assert.deepEqual(onSave('docs/drafts/x.md'), []);
    assert.deepEqual(onSave('a.docx'), []);
    assert.deepEqual(changeMatcher(file.rules)('.vscode/convert-files.json'), []);
  });

  it('says what the automatic rules convert and where results go', () => {
    assert.deepEqual(summarizeAutomaticRules(file), [
      { name: 'docs', files: '“docs/**/*.md”', targets: 'pdf, html', outputDirectory: 'out', trigger: 'onSave' },
      { name: 'slides', files: '“*.pptx”', targets: 'deck', outputDirectory: '', trigger: 'onChange' },
    ]);
  });

  it('shows a rules file from anyone as it is: no line breaks, bidi overrides or endless text in the question', () => {
    const hidden = rules(`{ "rules": [
      { "name": "x", "files": ["README.md\\n\\n\\u202eevil", "${'a'.repeat(300)}"], "targets": ["pdf"], "outputDirectory": "out\\u2066/..\\u2069", "trigger": "onSave" } ] }`);
    const [summary] = summarizeAutomaticRules(hidden);
    assert.ok(summary);
    assert.ok(summary.files.startsWith('“README.md evil”, “aaa'), summary.files);
    assert.ok(summary.files.endsWith('…”'), 'a long glob is cut');
    assert.ok(summary.files.length <= 140, summary.files);
    assert.doesNotMatch(`${summary.files}${summary.outputDirectory}`, /[\n\u202e\u2066\u2069]/);
    assert.equal(shownText('  a \t\r\n b  '), 'a b');
    assert.equal(
      shownText('[Open](command:workbench.action.terminal.new)'),
      '(Open)(command:workbench.action.terminal.new)',
      'no link a rules file could make clickable',
    );
  });

  it('remembers consent for one content: another text has another hash', () => {
    assert.equal(rulesHash('{"rules":[]}'), rulesHash('{"rules":[]}'));
    assert.notEqual(rulesHash('{"rules":[]}'), rulesHash('{"rules": []}'));
  });

  it('finds files that may ask for automatic runs without parsing them', () => {
    assert.ok(mayHaveAutomaticTrigger('{"rules":[{"trigger" : "onSave"}]}'));
    assert.ok(mayHaveAutomaticTrigger('{"rules":[{"trigger":"onChange"}]}'));
    assert.ok(!mayHaveAutomaticTrigger('{"rules":[{"trigger":"manual"}]}'));
  });

  it('gates every run: trust first, then consent, then the pause', () => {
    assert.equal(automationBlock({ trusted: false, consented: true, paused: false }), 'untrusted');
    assert.equal(automationBlock({ trusted: true, consented: false, paused: false }), 'noConsent');
    assert.equal(automationBlock({ trusted: true, consented: true, paused: true }), 'paused');
    assert.equal(automationBlock({ trusted: true, consented: true, paused: false }), undefined);
  });

  it('never overwrites a file the rules did not write, whatever the conflict policy setting says', () => {
    // A cloned repository's .vscode/settings.json may say "overwrite": an automatic run keeps the file.
    assert.equal(automaticConflictPolicy('overwrite'), 'skip');
    assert.equal(automaticConflictPolicy('ask'), 'skip');
    assert.equal(automaticConflictPolicy('skip'), 'skip');
    assert.equal(automaticConflictPolicy('rename'), 'rename');
  });
});
