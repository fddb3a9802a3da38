/**
 * What the editor accepts from the viewer's page: only the messages of protocol.ts, in their
 * shapes and sizes. The page runs pdf.js on a file from anywhere; whatever it sends is checked here
 * before the editor acts on it or logs it. Plain TypeScript (no vscode), tested in Node.
 */
import type { FromViewer, ViewerPosition, ViewerReport } from './protocol';

/** The longest message text a report may carry (the page's own messages are far shorter). */
const MAX_MESSAGE = 4000;
/** As protocol.ts says: the first page's text is cut at 2,000 characters. */
const MAX_TEXT = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 1_000_000;
}

function report(value: unknown): ViewerReport | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  if (value.state === 'shown') {
    const { pages, page, scale, firstPageText, loads } = value;
    if (
      isCount(pages, 1) &&
      isCount(page, 1) &&
      page <= pages &&
      typeof scale === 'number' &&
      Number.isFinite(scale) &&
      scale > 0 &&
      typeof firstPageText === 'string' &&
      firstPageText.length <= MAX_TEXT &&
      isCount(loads, 1)
    ) {
      return { state: 'shown', pages, page, scale, firstPageText, loads };
    }
    return undefined;
  }
  if (value.state === 'error') {
    const { kind, message } = value;
    if ((kind === 'invalid' || kind === 'password' || kind === 'other') && typeof message === 'string' && message.length <= MAX_MESSAGE) {
      return { state: 'error', kind, message };
    }
  }
  if (value.state === 'revealed') {
    const { page, query, matches } = value;
    if (isCount(page, 1) && typeof query === 'string' && query.length <= MAX_MESSAGE && isCount(matches, 0)) {
      return { state: 'revealed', page, query, matches };
    }
  }
  return undefined;
}

/** The longest address a link may hand to the editor. */
const MAX_URL = 2048;

/** A link's address, when it is one VS Code may open outside: the web or mail, nothing of this machine. */
function externalUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL) {
    return undefined;
  }
  try {
    const url = new URL(value);
    // The parsed form (spaces around it gone, characters escaped): what the check saw is what opens.
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function position(value: Record<string, unknown>): ViewerPosition | undefined {
  const { page, offset, zoom } = value;
  const zoomOk = zoom === 'fitWidth' || zoom === 'fitPage' || (typeof zoom === 'number' && Number.isFinite(zoom) && zoom > 0 && zoom <= 8);
  if (isCount(page, 1) && typeof offset === 'number' && Number.isFinite(offset) && Math.abs(offset) <= 1 && zoomOk) {
    return { page, offset, zoom: zoom as ViewerPosition['zoom'] };
  }
  return undefined;
}

/** The message as protocol.ts defines it (copied, nothing else kept), or undefined for anything else. */
export function fromViewer(message: unknown): FromViewer | undefined {
  if (!isRecord(message)) {
    return undefined;
  }
  switch (message.type) {
    case 'ready':
      return { type: 'ready' };
    case 'needPassword':
      return typeof message.incorrect === 'boolean' ? { type: 'needPassword', incorrect: message.incorrect } : undefined;
    case 'openDefault':
      return { type: 'openDefault' };
    case 'inverted':
      return typeof message.inverted === 'boolean' ? { type: 'inverted', inverted: message.inverted } : undefined;
    case 'openLink': {
      const url = externalUrl(message.url);
      return url === undefined ? undefined : { type: 'openLink', url };
    }
    case 'position': {
      const at = position(message);
      return at && { type: 'position', ...at };
    }
    case 'report': {
      const value = report(message.report);
      return value && { type: 'report', report: value };
    }
    default:
      return undefined;
  }
}
