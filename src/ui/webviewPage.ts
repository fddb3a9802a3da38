// What every webview page of the extension starts with: its own nonce, a locked-down Content
// Security Policy, the person's language, the extension's own stylesheets and the title (the
// usage dashboard, the PDF viewer).
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';

/** A fresh nonce: the one script a page may run names it (CSP `script-src 'nonce-…'`). */
export function pageNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Text made safe inside an element or a quoted attribute. */
export function escapeAttribute(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `<!DOCTYPE html>` up to `</head>`: the policy's directives, the stylesheets' webview addresses (in cascade order), the title. */
export function pageHead(csp: readonly string[], stylesheets: readonly string[], title: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(vscode.env.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp.join('; ')}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<title>${escapeAttribute(title)}</title>
</head>`;
}
