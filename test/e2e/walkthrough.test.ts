// The first thing a new user does: Get Started → Set the API Token → the button. The three
// questions (name, environment, token) must keep the keyboard: what is pasted at step 3 lands in
// the token box, not in the Getting Started page behind it.
import { strict as assert } from 'node:assert';
import { EXTENSION_ID } from '../../src/constants';
import { productionToken } from './support/emulator';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench, type Workbench } from './support/workbench';

/** What has the keyboard: "quick input" for the box of the quick input widget, else the element's tag, classes and step id. */
function focusedElement(wb: Workbench): Promise<string> {
  return wb.page.evaluate(`(() => {
    const active = document.activeElement;
    if (active && active.closest('.quick-input-widget .quick-input-box')) { return 'quick input'; }
    if (!active) { return 'nothing'; }
    const step = active.getAttribute('data-step-id');
    return active.tagName.toLowerCase() + '.' + String(active.className).split(' ').join('.') + (step ? '#' + step : '');
  })()`);
}

/** Waits until `want` has the keyboard, within `ms`; returns what has it at the end. */
async function waitForFocus(wb: Workbench, want: (where: string) => boolean, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  let where = await focusedElement(wb);
  while (!want(where) && Date.now() < deadline) {
    await wb.page.waitForTimeout(50);
    where = await focusedElement(wb);
  }
  return where;
}

/**
 * Keeps, in the page, a list of what took the keyboard and when, with the code that moved it (the
 * call stack of the focus event): printed when the keyboard goes where it must not. Also notes
 * every focus() the page's code calls on a walkthrough step, even on the step that has the
 * keyboard already (no focus event then): the page's own "this step is selected" moment.
 */
function recordFocusChanges(wb: Workbench): Promise<void> {
  return wb.page.evaluate(`(() => {
    const t0 = performance.now();
    window.__focusChanges = [];
    window.__stepFocusCalls = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (...args) {
      const step = this.getAttribute && this.getAttribute('data-step-id');
      if (step) { window.__stepFocusCalls.push({ at: performance.now(), step }); }
      return focus.apply(this, args);
    };
    document.addEventListener('focusin', (event) => {
      const el = event.target;
      const stack = String(new Error().stack).split('\\n').slice(2, 9).map((l) => l.trim().replace(/\\(.*\\/([^/]+)\\)/, '($1)')).join(' < ');
      window.__focusChanges.push(Math.round(performance.now() - t0) + ' ms ' + el.tagName.toLowerCase() + '.' + String(el.className).split(' ').join('.') + ' by ' + stack);
    }, true);
  })()`);
}

/** Checks that the quick input keeps the keyboard for `ms`, as a person takes that long to type or copy. */
async function keepsFocus(wb: Workbench, what: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const where = await focusedElement(wb);
    if (where !== 'quick input') {
      const changes = (await wb.page.evaluate('window.__focusChanges || []')) as string[];
      console.log(`What took the keyboard, in order:\n  ${changes.join('\n  ')}`);
    }
    assert.equal(where, 'quick input', `the keyboard left the ${what} for ${where}`);
    await wb.page.waitForTimeout(100);
  }
}

describe('the Get Started walkthrough', () => {
  const workbench = useWorkbench();

  it('keeps the keyboard in the Set API Token boxes, and the pasted token lands in the token box', async () => {
    const wb = workbench();
    const production = productionToken();
    await wb.runCommand(`${localize('%category%')}: ${localize('%command.openWalkthrough%')}`);
    const page = wb.page.locator('.gettingStartedContainer');
    await page.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await recordFocusChanges(wb);
    // A new profile holds no token: the token steps are not ticked yet (so the tick below can fail).
    const unticked = page.locator(`[data-done-step-id="${EXTENSION_ID}#gettingStarted#setApiToken"][aria-checked="false"]`);
    assert.ok((await unticked.count()) > 0, 'Set the API Token was ticked before a token was saved');
    // The page opens on a step of its own choosing and gives it the keyboard a moment later (after
    // its slide animation). A person reads the page first; a click before that moment would be
    // undone by it, in the test as for a person.
    const opened = await waitForFocus(wb, (where) => where.includes('getting-started-step'), STEP_TIMEOUT_MS);
    assert.match(opened, /getting-started-step/, 'the page never gave the keyboard to a step');
    // Open the step, then press its button, as a person does with the mouse. The page gives the
    // keyboard to the step it selects a moment later; a person's next click comes later still.
    // The click gives it the keyboard at once; the page gives it again after the slide animation
    // (about 250 ms), wherever the keyboard is then: wait for that moment, as a person's next click
    // comes later than it.
    const step = page.locator('.getting-started-step', { hasText: localize('%walkthrough.setApiToken.title%') }).first();
    const clickedAt = (await wb.page.evaluate('performance.now()')) as number;
    await step.click();
    await wb.page.waitForFunction(
      `window.__stepFocusCalls.some((c) => c.at >= ${clickedAt} && c.step.endsWith('#setApiToken'))`,
      undefined,
      { timeout: STEP_TIMEOUT_MS, polling: 50 },
    );
    const onStep = await focusedElement(wb);
    assert.match(onStep, /getting-started-step.*#.*setApiToken$/, 'the selected step does not have the keyboard');
    const button = page.getByRole('button', { name: /^Set API Token$/ }).first();
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.screenshot('walkthrough set api token step');
    await button.click();

    const widget = wb.page.locator('.quick-input-widget');
    const input = widget.locator('.quick-input-box input');
    const title = widget.locator('.quick-input-title');
    // Step 1: the name, typed from the keyboard.
    await wb.waitForText(title, '(1/3)');
    await keepsFocus(wb, 'name box', 2_000);
    await wb.page.keyboard.type('Walkthrough token');
    await wb.page.keyboard.press('Enter');
    // Step 2: the environment, picked with Enter.
    await wb.waitForText(title, '(2/3)');
    await keepsFocus(wb, 'environment list', 2_000);
    await wb.page.keyboard.press('Enter');
    // Step 3: a person switches to the dashboard, copies the token and pastes it (Ctrl+V inserts
    // into whatever has the keyboard).
    await wb.waitForText(title, '(3/3)');
    await keepsFocus(wb, 'token box', 4_000);
    await wb.screenshot('walkthrough set api token step 3');
    await wb.page.keyboard.insertText(production.token);
    assert.equal((await input.inputValue()).length, production.token.length, 'the pasted token did not land in the token box');
    await wb.page.keyboard.press('Enter');
    await widget.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
    await wb.notification(/API Token "Walkthrough token" \(Production\) saved/);
    // The step ticks on the page the person has open (its checkbox, as a screen reader reads it).
    for (const id of ['getApiToken', 'setApiToken']) {
      await page
        .locator(`[data-done-step-id="${EXTENSION_ID}#gettingStarted#${id}"][aria-checked="true"]`)
        .first()
        .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    }
    await wb.screenshot('walkthrough api token saved');
  });
});
