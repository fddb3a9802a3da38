/**
 * The links of a page, over its text layer: a link inside the document goes to its page; a web or
 * mail address is handed to the editor, which opens it through VS Code (openExternal, which asks
 * the person before leaving for the address). Nothing is opened by the page itself.
 */
import { resolveDestination, type Target } from './destinations';
import type { PageViewport, PdfDocument, PdfPage } from './pdfJs';

export interface LinkHandlers {
  readonly onLink: (target: Target) => void;
  readonly onExternalLink: (url: string) => void;
}

/** What pdf.js reports of a link annotation (the fields read here). */
interface LinkAnnotation {
  readonly subtype?: string;
  readonly rect?: number[];
  /** An absolute address pdf.js has checked (http, https, mailto…). */
  readonly url?: string;
  readonly dest?: string | unknown[];
  /** A named action: NextPage, PrevPage, FirstPage, LastPage. */
  readonly action?: string;
}

/** The page a named action goes to from page `from` of `count`, or undefined. */
export function namedActionPage(action: string | undefined, from: number, count: number): number | undefined {
  switch (action) {
    case 'NextPage':
      return Math.min(count, from + 1);
    case 'PrevPage':
      return Math.max(1, from - 1);
    case 'FirstPage':
      return 1;
    case 'LastPage':
      return count;
    default:
      return undefined;
  }
}

/** Places page `n`'s links into `container` (over the page at `viewport`). */
export async function drawLinks(
  doc: PdfDocument,
  page: PdfPage,
  n: number,
  viewport: PageViewport,
  container: HTMLElement,
  handlers: LinkHandlers,
): Promise<void> {
  const annotations = (await page.getAnnotations({ intent: 'display' })) as LinkAnnotation[];
  for (const annotation of annotations) {
    if (annotation.subtype !== 'Link' || !annotation.rect) {
      continue;
    }
    const go = await linkAction(doc, annotation, n, handlers);
    if (!go) {
      continue;
    }
    const [x1, y1, x2, y2] = viewport.convertToViewportRectangle(annotation.rect);
    // An anchor without href: VS Code's webview frame opens every <a href> clicked in the page
    // itself (a second "open external website?" question, a mailto: opened without asking, "#"
    // scrolled to the top); the extension's openLink is the one road, with VS Code's question.
    const link = document.createElement('a');
    link.className = 'link';
    link.tabIndex = 0;
    link.setAttribute('role', 'link');
    if (annotation.url) {
      link.title = annotation.url;
    }
    Object.assign(link.style, {
      left: `${Math.min(x1!, x2!)}px`,
      top: `${Math.min(y1!, y2!)}px`,
      width: `${Math.abs(x2! - x1!)}px`,
      height: `${Math.abs(y2! - y1!)}px`,
    });
    link.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      go();
    });
    link.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        go();
      }
    });
    container.append(link);
  }
}

async function linkAction(
  doc: PdfDocument,
  annotation: LinkAnnotation,
  n: number,
  handlers: LinkHandlers,
): Promise<(() => void) | undefined> {
  if (annotation.url) {
    const url = annotation.url;
    return () => handlers.onExternalLink(url);
  }
  if (annotation.dest) {
    const target = await resolveDestination(doc, annotation.dest);
    return target && (() => handlers.onLink(target));
  }
  const page = namedActionPage(annotation.action, n, doc.numPages);
  return page === undefined ? undefined : () => handlers.onLink({ page });
}
