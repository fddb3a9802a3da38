// Which saves start onSave runs (a person's, not auto save's), and the quiet a rules file being
// edited must keep before it is read.
import { strict as assert } from 'node:assert';
import { QuietWait, RULES_QUIET_MS, SaveReasons } from '../../../../src/conversion/automation';
import { ManualTimers } from './manualTimers';

describe('save reasons', () => {
  it('a save announced by auto save is auto; a save by a person is explicit', () => {
    let now = 0;
    const reasons = new SaveReasons(() => now);
    reasons.willSave('file:///a.md', 'auto');
    reasons.willSave('file:///b.md', 'explicit');
    assert.equal(reasons.kindOf('file:///a.md'), 'auto');
    assert.equal(reasons.kindOf('file:///b.md'), 'explicit');
    // The next save of a.md is a person's: the latest announcement counts.
    now += 500;
    reasons.willSave('file:///a.md', 'explicit');
    assert.equal(reasons.kindOf('file:///a.md'), 'explicit');
  });

  it('a save nothing announced (Save without Formatting, a very large file) is a person’s, as is one announced long ago', () => {
    let now = 0;
    const reasons = new SaveReasons(() => now);
    assert.equal(reasons.kindOf('file:///never.md'), 'explicit');
    reasons.willSave('file:///a.md', 'auto');
    now += 61_000;
    assert.equal(reasons.kindOf('file:///a.md'), 'explicit');
  });
});

describe('the quiet before a rules file is read', () => {
  it('each change starts the wait again; it ends once, 3 s after the last change', () => {
    const timers = new ManualTimers();
    const wait = new QuietWait<string>(timers);
    let read = 0;
    for (let i = 0; i < 5; i += 1) {
      wait.wait('folder', RULES_QUIET_MS, () => (read += 1));
      timers.advance(RULES_QUIET_MS - 1);
    }
    assert.equal(read, 0, 'read while still being edited');
    assert.ok(wait.has('folder'));
    timers.advance(1);
    assert.equal(read, 1);
    assert.ok(!wait.has('folder'));
    timers.advance(RULES_QUIET_MS * 2);
    assert.equal(read, 1, 'read twice');
  });

  it('a cancelled wait (a person saved: read at once) never ends by itself; folders wait apart', () => {
    const timers = new ManualTimers();
    const wait = new QuietWait<string>(timers);
    const read: string[] = [];
    wait.wait('a', RULES_QUIET_MS, () => read.push('a'));
    wait.wait('b', RULES_QUIET_MS, () => read.push('b'));
    wait.cancel('a');
    timers.advance(RULES_QUIET_MS);
    assert.deepEqual(read, ['b']);
    wait.wait('a', RULES_QUIET_MS, () => read.push('a'));
    wait.dispose();
    timers.advance(RULES_QUIET_MS);
    assert.deepEqual(read, ['b'], 'a disposed wait ended');
  });
});
