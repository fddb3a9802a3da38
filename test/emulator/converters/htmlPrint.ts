/**
 * html→pdf: the uploaded page printed by Chromium (../printer.ts) with the request's page
 * options (htmlPdfParams.ts), or, where no Chromium is found, the page's visible text laid out
 * as before (web.ts). Either way the request log gets what was printed: the engine, the page's
 * size, its parameters, what it references (embedded `data:`, remote, local) and what it tried
 * to fetch while printing (refused).
 */
import type { PrintJob } from '../printer';
import { ErrorCode, failure, flagParam, intParam, param, readInputText, renamed, requireInput } from './common';
import { HTML_PAGE_SIZES } from './htmlPdfParams';
import type { Converter, PrintedPage } from './types';
import { htmlTextToPdf } from './web';

/** Page sizes in millimetres, short side first. */
const SIZES_MM: Readonly<Record<(typeof HTML_PAGE_SIZES)[number], readonly [number, number]>> = {
  a0: [841, 1189],
  a1: [594, 841],
  a2: [420, 594],
  a3: [297, 420],
  a4: [210, 297],
  a5: [148, 210],
  a6: [105, 148],
  a7: [74, 105],
  a8: [52, 74],
  a9: [37, 52],
  b0: [1000, 1414],
  b1: [707, 1000],
  b2: [500, 707],
  b3: [353, 500],
  b4: [250, 353],
  b5: [176, 250],
  letter: [215.9, 279.4],
  legal: [215.9, 355.6],
  ledger: [279.4, 431.8],
};

/** A number parameter (validated), or `dflt`. */
const whole = (params: Readonly<Record<string, string>>, name: string, dflt: number): number => intParam(params, name, dflt)!;

/** The print job the (already validated) parameters ask for. */
export function printJob(html: string, params: Readonly<Record<string, string>>): PrintJob {
  const size = (param(params, 'PageSize')?.trim().toLowerCase() ?? 'a4') as keyof typeof SIZES_MM;
  const [short, long] = SIZES_MM[size] ?? SIZES_MM.a4;
  let width = whole(params, 'PageWidth', short);
  let height = whole(params, 'PageHeight', long);
  if (param(params, 'PageWidth') === undefined && param(params, 'PageHeight') === undefined) {
    const landscape = param(params, 'PageOrientation')?.trim().toLowerCase() === 'landscape';
    [width, height] = landscape ? [long, short] : [short, long];
  }
  const mm = (name: string): string => `${whole(params, name, 0)}mm`;
  const css: string[] = [];
  const rule = (name: string, body: (selector: string) => string): void => {
    const selector = param(params, name)?.trim();
    if (selector) {
      css.push(body(selector));
    }
  };
  rule('UserCss', (s) => s);
  rule('HideElements', (s) => `${s} { display: none !important; }`);
  rule('ShowElements', (s) => `body * { visibility: hidden !important; } ${s}, ${s} * { visibility: visible !important; }`);
  rule('AvoidBreakElements', (s) => `${s} { break-inside: avoid !important; page-break-inside: avoid !important; }`);
  rule('BreakBeforeElements', (s) => `${s} { break-before: page !important; page-break-before: always !important; }`);
  rule('BreakAfterElements', (s) => `${s} { break-after: page !important; page-break-after: always !important; }`);
  const header = param(params, 'Header');
  const footer = param(params, 'Footer');
  const pageRange = param(params, 'PageRange')?.trim();
  const waitElement = param(params, 'WaitElement')?.trim();
  const userJs = param(params, 'UserJs');
  return {
    html,
    javaScript: flagParam(params, 'JavaScript', true),
    viewport: { width: whole(params, 'ViewportWidth', 1366), height: whole(params, 'ViewportHeight', 1024) },
    media: param(params, 'CssMediaType')?.trim().toLowerCase() === 'print' ? 'print' : 'screen',
    delayMs: whole(params, 'ConversionDelay', 0) * 1000,
    ...(waitElement ? { waitElement } : {}),
    ...(userJs ? { userJs } : {}),
    css: css.join('\n'),
    fixedElements: (param(params, 'FixedElements')?.trim().toLowerCase() ?? 'fixed') as PrintJob['fixedElements'],
    loadLazyContent: flagParam(params, 'LoadLazyContent', false),
    pdf: {
      width: `${width}mm`,
      height: `${height}mm`,
      margin: { top: mm('MarginTop'), right: mm('MarginRight'), bottom: mm('MarginBottom'), left: mm('MarginLeft') },
      printBackground: flagParam(params, 'Background', true),
      scale: whole(params, 'Scale', 100) / 100,
      ...(pageRange ? { pageRanges: pageRange } : {}),
      ...(header === undefined ? {} : { headerTemplate: header }),
      ...(footer === undefined ? {} : { footerTemplate: footer }),
    },
  };
}

/** References a page makes: resources (src, srcset, poster, <link href>, CSS url()) and links (href). */
export function pageReferences(html: string): Pick<PrintedPage, 'embedded' | 'remote' | 'local'> {
  const refs: string[] = [];
  for (const m of html.matchAll(/\s(?:src|href|poster|data|xlink:href|action|background)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    refs.push((m[1] ?? m[2] ?? m[3] ?? '').trim());
  }
  for (const m of html.matchAll(/\ssrcset\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    refs.push(...(m[1] ?? m[2] ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''));
  }
  for (const m of html.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi)) {
    refs.push((m[1] ?? m[2] ?? m[3] ?? '').trim());
  }
  let embedded = 0;
  const remote: string[] = [];
  const local: string[] = [];
  for (const ref of refs) {
    if (ref === '' || ref.startsWith('#') || /^(mailto|tel|javascript|about):/i.test(ref)) {
      continue;
    }
    if (/^data:/i.test(ref)) {
      embedded++;
    } else if (/^(https?|wss?):\/\//i.test(ref)) {
      remote.push(ref);
    } else {
      local.push(ref.length > 200 ? `${ref.slice(0, 200)}…` : ref);
    }
  }
  return { embedded, remote, local };
}

/** The page's h1–h3 texts in order, for the request log. */
function pageHeadings(html: string): string[] {
  return [...html.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]\s*>/gi)].map((m) =>
    m[1]!
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The request's parameters for the log: long values cut, anything named like a password masked. */
function loggedParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      /pass(?:word|wd|phrase)|secret|token/i.test(k) ? '***' : v.length > 2000 ? `${v.slice(0, 2000)}…` : v,
    ]),
  );
}

export const htmlToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const html = await readInputText(file);
  const facts = {
    bytes: file.size,
    name: file.name,
    headings: pageHeadings(html),
    params: loggedParams(ctx.params),
    ...pageReferences(html),
  };
  const printer = ctx.printer;
  if (printer?.available()) {
    try {
      const result = await printer.print(printJob(html, ctx.params), ctx.signal);
      ctx.report?.({ engine: 'chromium', ...facts, blocked: result.blocked, waitElementMissing: result.waitElementMissing });
      return [{ name: renamed(file.name, 'pdf'), data: result.pdf }];
    } catch (err) {
      ctx.signal.throwIfAborted();
      throw failure('Chromium could not print the page', err, ErrorCode.conversionFailed);
    }
  }
  ctx.report?.({ engine: 'text', ...facts, blocked: [] });
  return [{ name: renamed(file.name, 'pdf'), data: await htmlTextToPdf(html, file.name, ctx.signal) }];
};
