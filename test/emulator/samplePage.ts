/**
 * `GET /sample/web-page`: a page to try Convert Web Page to PDF on in the sandbox, where the
 * emulator fetches loopback pages only. It holds nothing of the account (the dashboard page
 * would be the obvious other choice, and it is about tokens).
 */
import { sendBytes, type RequestContext } from './http';

/** The path of the sample page, below the emulator's address. */
export const SAMPLE_PAGE_PATH = '/sample/web-page';

const SAMPLE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A sample page to convert</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>body{font:16px Georgia,serif;margin:3rem auto;max-width:40rem;color:#222}h1{font-family:system-ui,sans-serif}</style></head>
<body>
<h1>A sample page to convert</h1>
<p>This page is served by the service emulator on your own machine, so that Convert Web Page to PDF
has something to fetch in the sandbox: the emulator fetches loopback addresses only.</p>
<h2>What to try</h2>
<ul>
<li>Convert Web Page to PDF… with this page's address: the PDF holds this text.</li>
<li>Copy Web-to-PDF Link… with the same address.</li>
</ul>
<p>The real service fetches any public page; the emulator, whose PDFs hold a page's visible text,
does not follow it there.</p>
</body></html>
`;

/** Serves the page. */
export function handleSamplePage(ctx: RequestContext): void {
  sendBytes(ctx.res, 200, Buffer.from(SAMPLE_HTML, 'utf8'), { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}
