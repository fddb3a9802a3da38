/**
 * The emulator's page printer: the Debian Chromium the UI tier uses (/usr/bin/chromium, or
 * CONVERT_FILES_EMULATOR_CHROMIUM), headless through playwright-core, printing to PDF over its
 * DevTools protocol. One browser per emulator, launched on the first page and reused; closed
 * with the emulator. Each page gets a fresh browser context with no network: every request it
 * makes (http, https, WebSocket, a frame, a fetch to the emulator's own /_emulator/) is refused
 * and remembered; `data:` URLs load because they never reach the network. Without a Chromium,
 * `available()` is false and html→pdf lays out the page's text instead (converters/web.ts).
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

/** Where the browser is looked for when CONVERT_FILES_EMULATOR_CHROMIUM is not set. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ENV = 'CONVERT_FILES_EMULATOR_CHROMIUM';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'];
const LAUNCH_MS = 60_000;
/** The longest any single wait inside one print may take (load, WaitElement, lazy content). */
const STEP_MS = 30_000;
/** Pages printed at once; more wait their turn (within their Timeout), so a batch cannot swamp the machine. */
const AT_ONCE = 3;

/** What one print is asked to do; built from the request's parameters by converters/printOptions.ts. */
export interface PrintJob {
  readonly html: string;
  readonly javaScript: boolean;
  readonly viewport: { width: number; height: number };
  readonly media: 'screen' | 'print';
  readonly delayMs: number;
  readonly waitElement?: string;
  readonly userJs?: string;
  /** CSS added after load: UserCss, Hide/ShowElements, the break selectors. */
  readonly css: string;
  readonly fixedElements: 'fixed' | 'absolute' | 'relative' | 'hide';
  readonly loadLazyContent: boolean;
  readonly pdf: {
    readonly width: string;
    readonly height: string;
    readonly margin: { top: string; right: string; bottom: string; left: string };
    readonly printBackground: boolean;
    readonly scale: number;
    readonly pageRanges?: string;
    readonly headerTemplate?: string;
    readonly footerTemplate?: string;
  };
}

export interface PrintResult {
  readonly pdf: Buffer;
  /** Every address the page tried to reach (query strings cut off), in order; none was reached. */
  readonly blocked: readonly string[];
  /** WaitElement did not appear in time (the page was printed all the same). */
  readonly waitElementMissing: boolean;
}

export class PagePrinter {
  private browser: Promise<Browser> | undefined;
  private closed = false;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    /** Where the browser was looked for. */
    readonly wantedPath: string,
    /** The browser found there, or undefined. */
    readonly executablePath: string | undefined,
    private readonly log: (line: string) => void,
  ) {}

  /** The printer for this machine: the env var's path if set, else DEFAULT_CHROMIUM; says in the log when none is there. */
  static forMachine(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): PagePrinter {
    const wanted = env[CHROMIUM_ENV]?.trim() || DEFAULT_CHROMIUM;
    const found = existsSync(wanted);
    if (!found) {
      log(`html/to/pdf: no Chromium at ${wanted} (set ${CHROMIUM_ENV}); pages are laid out as plain text, their scripts not run`);
    }
    return new PagePrinter(wanted, found ? wanted : undefined, log);
  }

  available(): boolean {
    return this.executablePath !== undefined && !this.closed;
  }

  private launch(): Promise<Browser> {
    if (this.browser === undefined) {
      const path = this.executablePath!;
      this.browser = import('playwright-core').then(async ({ chromium }) => {
        const started = Date.now();
        const browser = await chromium.launch({ executablePath: path, headless: true, args: ARGS, timeout: LAUNCH_MS });
        this.log(`html/to/pdf: Chromium ${browser.version()} (${path}) started in ${Date.now() - started} ms`);
        return browser;
      });
      // A failed launch is not kept: the next page tries again.
      this.browser.catch(() => (this.browser = undefined));
    }
    return this.browser;
  }

  /** Prints one page; rejects when `signal` aborts (the conversion's Timeout or the client gone). */
  async print(job: PrintJob, signal: AbortSignal): Promise<PrintResult> {
    await this.turn(signal);
    try {
      return await this.printNow(job, signal);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Waits until fewer than AT_ONCE pages are printing, then counts this one in. */
  private async turn(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    while (this.running >= AT_ONCE) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = (): void => {
          this.waiting.splice(this.waiting.indexOf(go), 1);
          reject(signal.reason);
        };
        const go = (): void => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        this.waiting.push(go);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    }
    this.running++;
  }

  private async printNow(job: PrintJob, signal: AbortSignal): Promise<PrintResult> {
    signal.throwIfAborted();
    const browser = await this.launch();
    const context = await browser.newContext({
      javaScriptEnabled: job.javaScript,
      viewport: job.viewport,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    const blocked: string[] = [];
    const onAbort = (): void => void context.close().catch(() => undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      await context.route('**/*', (route) => {
        blocked.push(withoutQuery(route.request().url()));
        return route.abort('blockedbyclient');
      });
      await context.routeWebSocket(/.*/, (ws) => {
        blocked.push(withoutQuery(ws.url()));
        return ws.close();
      });
      const page = await context.newPage();
      await page.emulateMedia({ media: job.media });
      await page.setContent(job.html, { waitUntil: 'load', timeout: STEP_MS });
      const waitElementMissing = await prepare(page, job);
      if (job.delayMs > 0) {
        await page.waitForTimeout(job.delayMs);
      }
      signal.throwIfAborted();
      const pdf = await page.pdf({
        ...job.pdf,
        displayHeaderFooter: job.pdf.headerTemplate !== undefined || job.pdf.footerTemplate !== undefined,
        headerTemplate: job.pdf.headerTemplate ?? '<span></span>',
        footerTemplate: job.pdf.footerTemplate ?? '<span></span>',
        preferCSSPageSize: false,
      });
      return { pdf, blocked, waitElementMissing };
    } catch (err) {
      signal.throwIfAborted();
      throw err;
    } finally {
      signal.removeEventListener('abort', onAbort);
      await context.close().catch(() => undefined);
    }
  }

  /** Closes the browser if it was started; later prints are refused (available() is false). */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    if (browser) {
      await browser.then((b) => b.close()).catch(() => undefined);
    }
  }
}

function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}

/** After load: user script, lazy content, fixed elements, extra CSS, WaitElement. Answers whether WaitElement was missing. */
async function prepare(page: Page, job: PrintJob): Promise<boolean> {
  if (job.userJs && job.javaScript) {
    await page.addScriptTag({ content: job.userJs });
  }
  // Page-side scripts as text: this file is compiled without the DOM's types.
  if (job.loadLazyContent) {
    await page.evaluate(`(async () => {
      const until = Date.now() + 5000;
      for (let y = 0; y < document.body.scrollHeight && Date.now() < until; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 50));
      }
      window.scrollTo(0, 0);
    })()`);
  }
  if (job.fixedElements !== 'fixed') {
    await page.evaluate(`(() => {
      const mode = ${JSON.stringify(job.fixedElements)};
      for (const el of document.querySelectorAll('body *')) {
        if (getComputedStyle(el).position === 'fixed') {
          if (mode === 'hide') el.style.setProperty('display', 'none', 'important');
          else el.style.setProperty('position', mode, 'important');
        }
      }
    })()`);
  }
  if (job.css !== '') {
    await page.addStyleTag({ content: job.css });
  }
  if (job.waitElement === undefined) {
    return false;
  }
  try {
    await page.waitForSelector(job.waitElement, { state: 'attached', timeout: STEP_MS });
    return false;
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      return true;
    }
    throw err;
  }
}
