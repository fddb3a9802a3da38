// The workbench as a person sees it: a code-server page in headless Chromium, with helpers for
// the command palette, the activity bar and screenshots. The launcher (test/support/runUi.ts)
// starts code-server with the packaged extension installed and passes its URL in
// CONVERT_FILES_UI_URL.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../support/browser';
import { testResultsDir } from '../../support/paths';
import { poll } from '../../support/poll';

/** How long any single wait on the page may take. */
export const STEP_TIMEOUT_MS = 30_000;
const screenshotsDir = process.env.CONVERT_FILES_SCREENSHOTS ?? join(testResultsDir, 'ui');
let screenshotCount = 0;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first of `rows` whose label is exactly `name`. */
function labelled(rows: Locator, name: string): Locator {
  return rows.filter({ has: rows.page().locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) }).first();
}

/** One page of the workbench. */
export class Workbench {
  constructor(readonly page: Page) {}

  /** Saves a numbered screenshot under test-results/ui/ and returns its path. */
  async screenshot(name: string): Promise<string> {
    mkdirSync(screenshotsDir, { recursive: true });
    screenshotCount += 1;
    const path = join(screenshotsDir, `${String(screenshotCount).padStart(2, '0')}-${slug(name)}.png`);
    await this.page.screenshot({ path, timeout: STEP_TIMEOUT_MS });
    return path;
  }

  /** Waits until the workbench is drawn and the workspace folder shows in the Explorer. */
  async waitUntilReady(): Promise<void> {
    await this.page.locator('.monaco-workbench').waitFor({ state: 'visible', timeout: 90_000 });
    await this.page.locator('.part.activitybar').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await this.page.locator('.explorer-folders-view').waitFor({ state: 'visible', timeout: 90_000 });
  }

  /** Opens the command palette with `query` typed after the ">" and returns the visible rows. */
  async openCommandPalette(query: string): Promise<Locator> {
    const input = this.page.locator('.quick-input-widget .quick-input-box input');
    for (let attempt = 1; ; attempt += 1) {
      if (!(await input.isVisible())) {
        await this.page.keyboard.press('F1');
        await input.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      }
      try {
        await input.fill(`>${query}`, { timeout: 5_000 });
        break;
      } catch (error) {
        // A quick input seen while it was closing (a theme picked a moment ago): open the palette afresh.
        if (attempt >= 3) {
          throw error;
        }
      }
    }
    return this.page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
  }

  /** Waits for the palette row whose label is exactly `label` ("Convert Files: Show Log"). */
  async paletteRow(label: string): Promise<Locator> {
    // The palette lists the commands known when it opens; right after start-up the extension
    // host may still be registering them, so reopen it until the row shows or time runs out.
    const deadline = Date.now() + 2 * STEP_TIMEOUT_MS;
    for (;;) {
      const rows = await this.openCommandPalette(label);
      const row = labelled(rows, label);
      try {
        await row.waitFor({ state: 'visible', timeout: 10_000 });
        return row;
      } catch (error) {
        if (Date.now() > deadline) {
          throw new Error(`"${label}" never showed in the command palette: ${(error as Error).message}`, { cause: error });
        }
        await this.dismissQuickInput();
      }
    }
  }

  /** Runs a command the way a person does: palette, type its label, Enter. */
  async runCommand(label: string): Promise<void> {
    const row = await this.paletteRow(label);
    await row.click({ timeout: STEP_TIMEOUT_MS });
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  }

  /**
   * Answers the open quick input: once its title shows `step` ("(2/5)"; undefined: once its box
   * shows), types `value` (undefined: keeps what is there) and presses Enter.
   */
  async answerStep(step: string | undefined, value?: string): Promise<void> {
    const widget = this.page.locator('.quick-input-widget');
    const input = widget.locator('.quick-input-box input');
    await (step === undefined ? input : widget.locator('.quick-input-title', { hasText: step })).waitFor({
      state: 'visible',
      timeout: STEP_TIMEOUT_MS,
    });
    if (value !== undefined) {
      await input.fill(value);
    }
    await input.press('Enter');
  }

  /** Closes the palette or any other quick input. */
  async dismissQuickInput(): Promise<void> {
    const widget = this.page.locator('.quick-input-widget');
    if (await widget.isVisible()) {
      await this.page.keyboard.press('Escape');
      await widget.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
    }
  }

  /** The Explorer row of a file or folder shown by its exact name. */
  explorerRow(name: string): Locator {
    return labelled(this.page.locator('.explorer-folders-view .monaco-list-row'), name);
  }

  /**
   * Selects exactly these Explorer items with Ctrl+click, as a person does. A plain click would
   * open a preview editor, and the Explorer then re-selects that editor's file on its own a moment
   * later, undoing the multi-selection; Ctrl+click opens nothing. Each click is checked (and
   * repeated, within a deadline) until its row shows the selection it should.
   */
  async selectInExplorer(names: readonly string[]): Promise<void> {
    const rows = this.page.locator('.explorer-folders-view .monaco-list-row');
    await rows.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const isSelected = async (row: Locator) => ((await row.getAttribute('class')) ?? '').split(/\s+/).includes('selected');
    const toggle = async (name: string, want: boolean) => {
      const row = this.explorerRow(name);
      await row.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      const deadline = Date.now() + STEP_TIMEOUT_MS;
      while ((await isSelected(row)) !== want) {
        if (Date.now() > deadline) {
          throw new Error(`"${name}" did not become ${want ? 'selected' : 'unselected'} in the Explorer`);
        }
        await row.click({ modifiers: ['ControlOrMeta'], timeout: STEP_TIMEOUT_MS });
        const settled = Date.now() + 5_000;
        while ((await isSelected(row)) !== want && Date.now() < settled) {
          await this.page.waitForTimeout(100);
        }
      }
    };
    const selectedNames = async () =>
      (await this.page.locator('.explorer-folders-view .monaco-list-row.selected .label-name').allInnerTexts()).map((t) => t.trim());
    for (const name of await selectedNames()) {
      if (!names.includes(name)) {
        await toggle(name, false);
      }
    }
    for (const name of names) {
      await toggle(name, true);
    }
    const final = (await selectedNames()).sort();
    if (JSON.stringify(final) !== JSON.stringify([...names].sort())) {
      throw new Error(`The Explorer selection is [${final.join(', ')}], not [${names.join(', ')}]`);
    }
  }

  /** The active editor tab, if it shows the file called `name`. */
  activeEditorTab(name: string): Locator {
    return labelled(this.page.locator('.part.editor .tab.active'), name);
  }

  /** Clicks an activity bar entry by its title and returns the side bar it opens. */
  async openActivity(title: string): Promise<Locator> {
    const entry = this.page.locator(`.part.activitybar .action-item a.action-label[aria-label^="${title.replace(/"/g, '\\"')}"]`).first();
    await entry.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await entry.click({ timeout: STEP_TIMEOUT_MS });
    const sideBar = this.page.locator('.part.sidebar');
    await sideBar.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    return sideBar;
  }

  /** Waits until the Output panel shows the channel called `name`. */
  async waitForOutputChannel(name: string): Promise<void> {
    const select = this.page.locator('.part.panel select.monaco-select-box').first();
    await select.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    const selected = () =>
      select.evaluate((element) => {
        const box = element as unknown as { options: ArrayLike<{ text: string }>; selectedIndex: number };
        return box.options[box.selectedIndex]?.text;
      });
    let shown: string | undefined;
    await poll(async () => (shown = await selected()), {
      what: `the Output panel to show "${name}"`,
      timeoutMs: STEP_TIMEOUT_MS,
      intervalMs: 200,
      done: (value) => value === name,
      timedOut: () => new Error(`The Output panel shows "${shown ?? 'nothing'}", not "${name}".`),
    });
  }

  /**
   * The notification centre, opened when it is not. Notifications are looked up here, never as
   * toasts: a toast hides itself after 15 s, and on a busy machine it may be gone (or not yet
   * drawn) when the test looks; the centre keeps every notification until it is closed.
   */
  async notificationCentre(): Promise<Locator> {
    const centre = this.page.locator('.notifications-center.visible');
    // The bell in the status bar, as a person opens it: no keyboard focus needed (a page that takes
    // the keyboard back would close a command palette opened for this).
    const bell = this.page.locator('.part.statusbar [id="status.notifications"] .statusbar-item-label');
    await poll(
      async () => {
        if (await centre.isVisible()) {
          return true;
        }
        await bell.click({ timeout: STEP_TIMEOUT_MS });
        return centre.waitFor({ state: 'visible', timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { what: 'the notification centre to open', timeoutMs: STEP_TIMEOUT_MS, intervalMs: 0 },
    );
    return centre;
  }

  /**
   * Waits for the notification that shows `text` (case-insensitive) and returns its entry in the
   * notification centre, buttons included. The centre closes by itself when its last notification
   * goes (a finished progress), so it is opened again until the entry shows or time runs out.
   */
  async notification(text: string | RegExp, timeoutMs = STEP_TIMEOUT_MS): Promise<Locator> {
    const pattern = typeof text === 'string' ? new RegExp(escapeRegExp(text), 'i') : text;
    let entry: Locator | undefined;
    await poll(
      async () => {
        const centre = await this.notificationCentre();
        entry = centre.locator('.notification-list-item').filter({ hasText: pattern }).first();
        return entry.waitFor({ state: 'visible', timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      },
      { what: `a notification saying ${String(pattern)}`, timeoutMs, intervalMs: 0 },
    );
    return entry!;
  }

  /** The notifications in the centre whose text matches `text`, now (no waiting). */
  async notificationCount(text: string | RegExp): Promise<number> {
    const pattern = typeof text === 'string' ? new RegExp(escapeRegExp(text), 'i') : text;
    return (await this.notificationCentre()).locator('.notification-list-item').filter({ hasText: pattern }).count();
  }

  /** Clears every notification (the centre's "Clear All Notifications"), e.g. before a screenshot. */
  async clearNotifications(): Promise<void> {
    const centre = await this.notificationCentre();
    if ((await centre.locator('.notification-list-item').count()) === 0) {
      await this.closeNotificationCentre(); // Nothing to clear (the button is disabled then).
      return;
    }
    await centre.getByRole('button', { name: /^Clear All Notifications/ }).click({ timeout: STEP_TIMEOUT_MS });
    const shown = this.page.locator('.notifications-toasts .notification-toast:visible, .notifications-center.visible');
    await poll(() => shown.count(), {
      what: 'the notifications to clear',
      timeoutMs: STEP_TIMEOUT_MS,
      intervalMs: 100,
      done: (n) => n === 0,
    });
  }

  /** Closes the notification centre if it is open (its Escape key binding, as a person does). */
  async closeNotificationCentre(): Promise<void> {
    const centre = this.page.locator('.notifications-center.visible');
    if (await centre.isVisible()) {
      await this.page.keyboard.press('Escape');
      await centre.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
    }
  }

  /** Waits until `container` shows `text` (case-insensitive; VS Code upper-cases some titles). */
  async waitForText(container: Locator, text: string): Promise<void> {
    await container
      .filter({ hasText: new RegExp(escapeRegExp(text), 'i') })
      .first()
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  }
}

/**
 * Opens the workbench before the enclosing describe()'s tests and closes it after; takes a
 * screenshot of any test that fails. Returns an accessor for the current Workbench.
 */
export function useWorkbench(): () => Workbench {
  let browser: Browser | undefined;
  let workbench: Workbench | undefined;
  before(async function () {
    this.timeout(180_000);
    const url = process.env.CONVERT_FILES_UI_URL;
    if (!url) {
      throw new Error('CONVERT_FILES_UI_URL is not set: run the UI tier through `npm run test:ui`.');
    }
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto(url, { timeout: 60_000 });
    workbench = new Workbench(page);
    await workbench.waitUntilReady();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && workbench) {
      await workbench.screenshot(`FAILED ${this.currentTest.fullTitle()}`).catch(() => undefined);
    }
    await workbench?.dismissQuickInput().catch(() => undefined);
    await workbench?.closeNotificationCentre().catch(() => undefined);
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!workbench) {
      throw new Error('The workbench did not open (see the before all hook).');
    }
    return workbench;
  };
}
