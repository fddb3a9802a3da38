// What every webview page of the extension (the usage dashboard, the PDF viewer) must be: locked
// down by its Content Security Policy, with one script that carries the page's nonce, nothing from
// the internet, and only the extension's own folders readable.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';

/** Checks the page of `webview`; `roots` are the folders (under the extension) it may read, in order. */
export function assertLockedDown(webview: vscode.Webview, extensionUri: vscode.Uri, roots: readonly (readonly string[])[]): void {
  const { html, cspSource } = webview;
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(csp, 'no CSP meta tag');
  assert.match(csp, /default-src 'none'/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  // Outside the webview's own resource origin (which VS Code chooses): no wildcard, no web address.
  assert.doesNotMatch(csp.split(cspSource).join(''), /\*|https?:/);
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
  assert.ok(nonce && nonce.length >= 16, 'no nonce of at least 16 characters');
  assert.equal(html.match(/<script /g)?.length, 1);
  assert.equal(/<script [^>]*\bnonce="([^"]+)"/.exec(html)?.[1], nonce, 'the script does not carry the nonce');
  assert.doesNotMatch(html, /\son[a-z]+=/i, 'an inline event handler');
  assert.doesNotMatch(html, /file:/, 'a file: address');
  const own = webview.asWebviewUri(extensionUri).toString();
  const addresses = (
    html
      .split(cspSource)
      .join('')
      .match(/https?:\/\/[^"' ;]+/g) ?? []
  ).filter((a) => !a.startsWith(own));
  assert.deepEqual(addresses, [], 'an address outside the extension in the page');
  assert.deepEqual(
    webview.options.localResourceRoots?.map((u) => u.path),
    roots.map((path) => vscode.Uri.joinPath(extensionUri, ...path).path),
  );
  assert.equal(webview.options.enableCommandUris, false);
}
