// The default file name of a converted web page (plain, unit-tested).
import { safeFileName } from '../service/convert';

/** The file name a converted web page gets by default: "<host>.pdf". */
export function pdfNameForPage(pageUrl: string): string {
  let host = '';
  try {
    host = new URL(pageUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {
    // Not a URL: the fallback name below.
  }
  return `${safeFileName(host.replace(/:/g, '-'), 'page')}.pdf`;
}
