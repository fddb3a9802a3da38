// The dashboard page at /a/authentication (CONTRACT.md, emulator section).
import { strict as assert } from 'node:assert';
import type { Emulator } from '../../emulator/server';
import { call, codeOf, convertTxt, newAccount } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

describe('emulator dashboard page', () => {
  let emu: Emulator;
  useEmulator((started) => (emu = started));

  it('lists the demo tokens with Kid, environment, limit, expiry and usage', async () => {
    await convertTxt(emu, emu.demo.apiTokens[1]!.token);
    const res = await fetch(emu.dashboardUrl);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    for (const t of emu.demo.apiTokens) {
      assert.ok(html.includes(t.kid), t.kid);
      assert.ok(html.includes(`<td>${t.environment}</td>`));
    }
    assert.match(html, /<td>none<\/td><td>never<\/td><td>0<\/td>/, 'Production: no limit, no expiry, no usage');
    assert.match(html, /<td>25<\/td><td>never<\/td><td>1<\/td>/, 'Development: limit 25, no expiry, used once');
  });

  it('has a reveal-secret button, a create-token form and a refresh-Master-Token button, and no external assets', async () => {
    const html = await (await fetch(emu.dashboardUrl)).text();
    assert.match(html, /data-reveal/);
    assert.match(html, /<form id="create-token"/);
    assert.match(html, /id="refresh-master"/);
    // Reveal asks for the secrets; the page itself holds none (a PDF of it would show them).
    for (const t of emu.demo.apiTokens) {
      assert.ok(!html.includes(t.secret) && !html.includes(t.token), `${t.name}: a secret is in the page's HTML`);
    }
    assert.ok(!html.includes(emu.demo.masterToken), 'the Master Token is in the page’s HTML');
    assert.doesNotMatch(html, /(src|href)\s*=\s*["']?(https?:)?\/\//i);
    assert.match(html, /\/_emulator\/accounts\//);
  });

  it('escapes everything it shows', async () => {
    const acc = await newAccount(emu, 3);
    await call(emu, 'POST', `/_emulator/accounts/${acc.accountId}/tokens`, {
      json: { Name: '<img src=x onerror=alert(1)>"&', Environment: 'Production' },
    });
    const html = await (await fetch(`${emu.dashboardUrl}?account=${acc.accountId}`)).text();
    assert.ok(!html.includes('<img src=x'));
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;'));
    assert.equal((await fetch(`${emu.dashboardUrl}?account=nobody`)).status, 404);
  });

  it('gives the secrets to the page’s Reveal only, not to a plain fetch such as a Web Page to PDF', async () => {
    const url = `${emu.baseUrl}/a/authentication/secrets`;
    const plain = await fetch(url);
    assert.equal(plain.status, 404);
    const plainText = await plain.text();
    assert.ok(!plainText.includes(emu.demo.masterToken));
    const revealed = (await (await fetch(url, { headers: { 'X-Dashboard-Reveal': '1' } })).json()) as Record<string, string>;
    const [first] = emu.demo.apiTokens;
    assert.equal(revealed.master, emu.demo.masterToken);
    assert.equal(revealed[`token:${first!.kid}`], first!.token);
    assert.equal(revealed[`secret:${first!.kid}`], first!.secret);
  });

  it('refuses its management API and the secrets to its own Web Page to PDF, so no PDF holds a secret', async () => {
    const acc = await newAccount(emu, 3);
    const token = emu.demo.apiTokens[0]!.token;
    const pages = [
      `${emu.baseUrl}/_emulator/accounts/${acc.accountId}`,
      `${emu.baseUrl.replace('127.0.0.1', 'localhost')}/_emulator/accounts/${emu.demo.accountId}`,
      `${emu.baseUrl}/_emulator/requests`,
      `${emu.baseUrl}/a/authentication/secrets?account=${acc.accountId}`,
    ];
    for (const page of pages) {
      const answer = await call(emu, 'POST', `/convert/web/to/pdf?Url=${encodeURIComponent(page)}`, { token });
      assert.notEqual(answer.status, 200, `${page} was converted to a PDF`);
      assert.equal(codeOf(answer), 5008, page);
      assert.ok(!JSON.stringify(answer.json).includes(acc.masterToken), page);
    }
    // The same addresses still answer tests and tools, and the dashboard still converts (with masks).
    assert.equal((await call(emu, 'GET', `/_emulator/accounts/${acc.accountId}`)).status, 200);
    const dashboard = encodeURIComponent(`${emu.baseUrl}/a/authentication?account=${acc.accountId}`);
    assert.equal((await call(emu, 'POST', `/convert/web/to/pdf?Url=${dashboard}`, { token })).status, 200);
  });

  it('serves a sample page to convert that holds nothing of the account', async () => {
    const res = await fetch(`${emu.baseUrl}/sample/web-page`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    assert.match(html, /<h1>A sample page to convert<\/h1>/);
    for (const secret of [emu.demo.masterToken, ...emu.demo.apiTokens.flatMap((t) => [t.token, t.secret])]) {
      assert.ok(!html.includes(secret));
    }
  });

  it('shows the files stored on the service and the ones deleted, by name, size and time, never by the id that downloads them', async () => {
    const token = emu.demo.apiTokens[0]!.token;
    const answer = await convertTxt(emu, token, '?StoreFile=true');
    assert.equal(answer.status, 200);
    const url = new URL((answer.json as { Files: { Url: string }[] }).Files[0]!.Url);
    const id = url.pathname.split('/')[2]!;
    const page = async () => (await fetch(emu.dashboardUrl)).text();

    let html = await page();
    const stored = /<table id="stored">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    assert.match(stored, /<td>note\.pdf<\/td><td>\d+<\/td><td>\d{4}-\d\d-\d\dT/);
    assert.ok(!html.includes(id), 'the id, which downloads the file, is on the page');

    assert.equal((await call(emu, 'DELETE', url.pathname)).status, 200);
    html = await page();
    assert.doesNotMatch(/<table id="stored">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '', /note\.pdf/);
    const deleted = /<table id="deleted">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    assert.match(deleted, /<td>note\.pdf<\/td><td>\d+<\/td><td>[^<]+<\/td><td>the client \(DELETE\)<\/td>/);
  });
});
