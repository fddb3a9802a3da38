/**
 * `GET /a/authentication`: a small self-contained page standing in for the service's dashboard.
 * It lists the API Tokens, reveals secrets, creates tokens and refreshes the Master Token through
 * the `/_emulator/` calls. `?account=<AccountId>` picks an account other than the demo one.
 *
 * No secret is in the page's HTML: Reveal fetches it from `/a/authentication/secrets` with a
 * header only the page's own script sends. A page converted with Web Page to PDF is fetched
 * without scripts or that header, so its PDF holds masks, never a token (issue 27).
 */
import type { EmulatorDeps } from './deps';
import { notFound } from './errors';
import type { FileDeletion } from './files';
import { sendBytes, type RequestContext } from './http';
import type { Account } from './state';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `body{font:14px system-ui,sans-serif;margin:2rem;max-width:70rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}
code{font-size:12px}.secret{display:none}.shown .secret{display:inline}.shown .masked{display:none}
form{margin:1rem 0}button{margin-left:.3rem}`;

/** Sent by the page's Reveal only: a page fetched to be converted to PDF never sends it. */
export const REVEAL_HEADER = 'X-Dashboard-Reveal';

const SCRIPT = `
const accountId = document.body.dataset.account;
async function call(method, path, body) {
  const res = await fetch('/_emulator/accounts/' + encodeURIComponent(accountId) + path, {
    method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) { const text = await res.text(); document.getElementById('error').textContent = text; throw new Error(text); }
  return res.json();
}
let secrets;
async function secretOf(name) {
  if (!secrets) {
    const res = await fetch('/a/authentication/secrets?account=' + encodeURIComponent(accountId), { headers: { '${REVEAL_HEADER}': '1' } });
    if (!res.ok) { document.getElementById('error').textContent = await res.text(); return ''; }
    secrets = await res.json();
  }
  return secrets[name] ?? '';
}
document.addEventListener('click', async (e) => {
  const button = e.target.closest('button[data-reveal]');
  if (!button) { return; }
  const holder = button.closest('[data-secret-holder]');
  const code = holder.querySelector('code.secret');
  if (!code.textContent) { code.textContent = await secretOf(holder.dataset.secretHolder); }
  holder.classList.toggle('shown');
});
document.getElementById('refresh-master').addEventListener('click', async () => {
  await call('POST', '/master/refresh'); location.reload();
});
document.getElementById('create-token').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = e.target;
  const limit = f.limit.value.trim();
  await call('POST', '/tokens', { Name: f.tokenName.value, Environment: f.environment.value, ConsumptionLimit: limit === '' ? null : Number(limit) });
  location.reload();
});`;

/** A masked secret; `name` is how Reveal asks for it ("master", "token:<Kid>", "secret:<Kid>"). */
function secretCell(name: string): string {
  return `<span data-secret-holder="${escapeHtml(name)}"><span class="masked">••••••••</span><code class="secret"></code><button type="button" data-reveal>Reveal</button></span>`;
}

/** The secrets Reveal shows, by the names secretCell gives them. */
export function dashboardSecrets(account: Account): Record<string, string> {
  return Object.fromEntries([
    ['master', account.masterToken],
    ...account.tokens.flatMap((t) => [
      [`token:${t.kid}`, t.token],
      [`secret:${t.kid}`, t.secret],
    ]),
  ]);
}

/** What the file server holds and lately deleted, for the page: names, sizes and times, never an id (the key to a download). */
export interface StoredFilesView {
  readonly stored: readonly { readonly name: string; readonly size: number; readonly storedAt: string }[];
  readonly deleted: readonly FileDeletion[];
}

/**
 * The file server's section: results kept with StoreFile=true, uploads, and what was deleted (a
 * client deletes each stored file once it has it, so an empty "Stored now" after a conversion is
 * the sign that nothing was left on the service). Of every account: the emulator has one store.
 */
function storedFilesHtml(files: StoredFilesView): string {
  const rows = (cells: string[][]) => cells.map((c) => `<tr>${c.map((v) => `<td>${escapeHtml(v)}</td>`).join('')}</tr>`).join('\n');
  const stored =
    files.stored.length === 0
      ? '<p id="stored-none">Nothing is stored now.</p>'
      : `<table id="stored"><thead><tr><th>Name</th><th>Bytes</th><th>Stored at</th></tr></thead><tbody>
${rows(files.stored.map((f) => [f.name, String(f.size), f.storedAt]))}
</tbody></table>`;
  const deleted =
    files.deleted.length === 0
      ? '<p id="deleted-none">Nothing was deleted yet.</p>'
      : `<table id="deleted"><thead><tr><th>Name</th><th>Bytes</th><th>Deleted at</th><th>By</th></tr></thead><tbody>
${rows(files.deleted.map((f) => [f.name, String(f.size), f.at, f.how === 'deleted' ? 'the client (DELETE)' : 'the emulator’s reset']))}
</tbody></table>`;
  return `<h2>Stored files</h2>
<p>Uploads and results kept on the file server (StoreFile=true), of every account; reload the page to see changes.</p>
<h3>Stored now</h3>
${stored}
<h3>Deleted lately (newest first)</h3>
${deleted}`;
}

/** The page for one account; `files`: the file server's section. */
export function dashboardHtml(account: Account, files?: StoredFilesView): string {
  const rows = account.tokens
    .map(
      (t) =>
        `<tr><td>${escapeHtml(t.name)}</td><td><code>${escapeHtml(t.kid)}</code></td><td>${escapeHtml(t.environment)}</td>` +
        `<td>${t.consumptionLimit === null ? 'none' : String(t.consumptionLimit)}</td><td>${t.expiresAt === null ? 'never' : escapeHtml(t.expiresAt)}</td><td>${String(t.usage)}</td>` +
        `<td>${secretCell(`token:${t.kid}`)}</td><td>${secretCell(`secret:${t.kid}`)}</td></tr>`,
    )
    .join('\n');
  const left = account.conversionsTotal - account.conversionsConsumed;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authentication - Conversion service emulator</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'">
<style>${STYLE}</style></head>
<body data-account="${escapeHtml(account.accountId)}">
<h1>Authentication</h1>
<p>${escapeHtml(account.fullName)} &lt;${escapeHtml(account.email)}&gt; · ${account.active ? 'active' : 'inactive'} · ${String(left)} of ${String(account.conversionsTotal)} conversions left</p>
<h2>Master Token</h2>
<p>${secretCell('master')}<button type="button" id="refresh-master">Refresh Master Token</button></p>
<h2>API Tokens</h2>
<table><thead><tr><th>Name</th><th>Kid</th><th>Environment</th><th>Limit</th><th>Expires</th><th>Usage</th><th>Token</th><th>Secret</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<form id="create-token"><strong>New API Token</strong>
<label>Name <input name="tokenName" required></label>
<label>Environment <select name="environment"><option>Production</option><option>Development</option></select></label>
<label>Limit <input name="limit" type="number" min="0" placeholder="none"></label>
<button type="submit">Create token</button></form>
<p id="error" role="alert"></p>
${files ? storedFilesHtml(files) : ''}
<script>${SCRIPT}</script>
</body></html>
`;
}

function pickedAccount(ctx: RequestContext, deps: EmulatorDeps): Account {
  const id = ctx.query.get('account');
  const account = id ? deps.state.account(id) : deps.state.demo;
  if (!account) {
    throw notFound(`There is no account ${id}.`);
  }
  return account;
}

/**
 * `GET /a/authentication/secrets`: the secrets Reveal shows, to the page's own script only (its
 * header); anything else, such as the emulator fetching the address for Web Page to PDF, gets a 404.
 */
export function handleDashboardSecrets(ctx: RequestContext, deps: EmulatorDeps): void {
  if (ctx.req.headers[REVEAL_HEADER.toLowerCase()] !== '1') {
    throw notFound('No such page.');
  }
  sendBytes(ctx.res, 200, Buffer.from(JSON.stringify(dashboardSecrets(pickedAccount(ctx, deps))), 'utf8'), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}

/** Serves the page. */
export function handleDashboard(ctx: RequestContext, deps: EmulatorDeps): void {
  const account = pickedAccount(ctx, deps);
  const files = { stored: deps.store.list(), deleted: deps.store.recentDeletions() };
  sendBytes(ctx.res, 200, Buffer.from(dashboardHtml(account, files), 'utf8'), {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
