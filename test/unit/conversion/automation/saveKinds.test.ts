// Which saves start onSave runs (a person's, not auto save's), the quiet a rules file being edited keeps,
// the changes held back while paused (for Resume), and what the status item's click does.
import { strict as assert } from 'node:assert';
import { HeldBack, MAX_HELD_PATHS, QuietWait, RULES_QUIET_MS, SaveReasons, statusAction } from '../../../../src/conversion/automation';
import { ManualTimers } from '../../support/manualTimers';

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

describe('changes held back while paused', () => {
  const batch = (paths: string[], kinds: ('onSave' | 'onChange')[] = ['onSave']) => ({ paths: new Set(paths), kinds: new Set(kinds) });

  it('gathers each folder’s changes for Resume, and hands them over once', () => {
    let kept: unknown = {};
    const held = new HeldBack({ get: () => kept, set: (v) => (kept = v) });
    held.add('a', batch(['docs/x.md']));
    held.add('a', batch(['docs/x.md', 'docs/y.md'], ['onChange']));
    held.add('b', batch(['z.md']));
    // Kept in the store: another HeldBack over it (a reload) sees the same.
    const taken = new HeldBack({ get: () => kept, set: (v) => (kept = v) }).takeAll();
    const a = taken.get('a');
    assert.ok(a && !a.overflow);
    assert.deepEqual([...a.paths], ['docs/x.md', 'docs/y.md']);
    assert.deepEqual([...a.kinds].sort(), ['onChange', 'onSave']);
    assert.ok(taken.has('b'));
    assert.equal(held.takeAll().size, 0, 'handed over twice');
  });

  it('past the bound keeps only that there were too many; a damaged store is nothing', () => {
    const held = new HeldBack();
    held.add('a', batch(Array.from({ length: MAX_HELD_PATHS + 1 }, (_, i) => `f${i}.md`)));
    held.add('a', batch(['one.md']));
    assert.deepEqual(held.takeAll().get('a'), { overflow: true });
    const damaged = new HeldBack({
      get: () => ({ a: { paths: 'x', kinds: [] }, b: { paths: [1, 'ok.md'], kinds: ['onSave', 'hourly'] } }),
      set: () => undefined,
    });
    const taken = damaged.takeAll();
    assert.ok(!taken.has('a'));
    const b = taken.get('b');
    assert.ok(b && !b.overflow);
    assert.deepEqual([...b.paths], ['ok.md']);
    assert.deepEqual([...b.kinds], ['onSave']);
  });
});

describe('what the status item’s click does', () => {
  it('resumes when paused, pauses when allowed somewhere, else asks again', () => {
    assert.equal(statusAction({ paused: true, allowed: true }), 'resume');
    assert.equal(statusAction({ paused: true, allowed: false }), 'resume');
    assert.equal(statusAction({ paused: false, allowed: true }), 'pause');
    assert.equal(statusAction({ paused: false, allowed: false }), 'ask');
  });
});
