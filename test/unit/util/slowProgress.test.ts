// A progress notification opens only for a task still running after a short while (issue 27: two
// progress notifications at once).
import { strict as assert } from 'node:assert';
import { runWithSlowProgress, type Later, type OpenProgress, type ProgressReport } from '../../../src/util/slowProgress';

/** A timer the test fires by hand; it remembers whether the runner cleared it. */
function manualTimer(): { later: Later; fire: () => void; cleared: () => boolean } {
  let fire: (() => void) | undefined;
  let cleared = false;
  return {
    later: (f) => {
      fire = f;
      return () => {
        cleared = true;
      };
    },
    fire: () => fire?.(),
    cleared: () => cleared,
  };
}

/** Records the notifications opened, what they showed, and lets the test press Cancel. */
function fakeNotifications(): {
  open: OpenProgress;
  opened: string[];
  shown: ProgressReport[];
  cancel: () => void;
  closed: Promise<void>[];
} {
  const opened: string[] = [];
  const shown: ProgressReport[] = [];
  const closed: Promise<void>[] = [];
  const listeners: Array<() => void> = [];
  return {
    open: (title, body) => {
      opened.push(title);
      closed.push(
        body(
          (value) => shown.push(value),
          (listener) => listeners.push(listener),
        ),
      );
    },
    opened,
    shown,
    cancel: () => listeners.forEach((l) => l()),
    closed,
  };
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runWithSlowProgress', () => {
  it('opens no notification for a task that ends before the delay, and clears its timer', async () => {
    const timer = manualTimer();
    const ui = fakeNotifications();
    const result = await runWithSlowProgress(
      'Looking for files…',
      async (_signal, report) => {
        report({ message: 'a.md' });
        return 42;
      },
      ui.open,
      timer.later,
    );
    assert.equal(result, 42);
    assert.ok(timer.cleared(), 'the timer was left running');
    assert.deepEqual(ui.opened, []);
  });

  it('opens the notification once the delay passes, with what was reported so far, and closes it when the task ends', async () => {
    const timer = manualTimer();
    const ui = fakeNotifications();
    const gate = deferred<void>();
    let report!: (value: ProgressReport) => void;
    const run = runWithSlowProgress(
      'Converting to PDF',
      async (_signal, r) => {
        report = r;
        r({ message: 'Checking conversions left…' });
        r({ increment: 10 });
        await gate.promise;
        return 'done';
      },
      ui.open,
      timer.later,
    );
    timer.fire();
    assert.deepEqual(ui.opened, ['Converting to PDF']);
    assert.deepEqual(ui.shown, [{ message: 'Checking conversions left…', increment: 10 }]);
    report({ message: '1 of 2: a.md' });
    assert.deepEqual(ui.shown.at(-1), { message: '1 of 2: a.md' });
    gate.resolve();
    assert.equal(await run, 'done');
    await ui.closed[0];
  });

  it('shows a file’s name with no [text](command:…) link in the title or the messages, before and after it opens', async () => {
    const timer = manualTimer();
    const ui = fakeNotifications();
    const gate = deferred<void>();
    let report!: (value: ProgressReport) => void;
    const named = '[Open](command:workbench.action.terminal.new).pdf';
    const run = runWithSlowProgress(
      `Preparing the preview of ${named}…`,
      async (_signal, r) => {
        report = r;
        r({ message: named });
        await gate.promise;
      },
      ui.open,
      timer.later,
    );
    timer.fire();
    report({ message: `1 of 2: ${named}`, increment: 5 });
    const unlinkedName = '(Open)(command:workbench.action.terminal.new).pdf';
    assert.deepEqual(ui.opened, [`Preparing the preview of ${unlinkedName}…`]);
    assert.deepEqual(ui.shown, [
      { message: unlinkedName, increment: undefined },
      { message: `1 of 2: ${unlinkedName}`, increment: 5 },
    ]);
    gate.resolve();
    await run;
    await ui.closed[0];
  });

  it('aborts the task’s signal when the notification’s Cancel is pressed, and passes the task’s error on', async () => {
    const timer = manualTimer();
    const ui = fakeNotifications();
    const run = runWithSlowProgress(
      'Looking for files…',
      (signal) =>
        new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('cancelled')), { once: true });
        }),
      ui.open,
      timer.later,
    );
    timer.fire();
    ui.cancel();
    await assert.rejects(run, /cancelled/);
    await ui.closed[0];
  });

  it('passes on a task that throws at once, with no notification', async () => {
    const timer = manualTimer();
    const ui = fakeNotifications();
    await assert.rejects(
      runWithSlowProgress(
        'x',
        () => {
          throw new Error('at once');
        },
        ui.open,
        timer.later,
      ),
      /at once/,
    );
    assert.ok(timer.cleared());
    assert.deepEqual(ui.opened, []);
  });
});
