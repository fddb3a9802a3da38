// The emulator-only surface: fault injection, management calls, reset and the request log (CONTRACT.md).
import { strict as assert } from 'node:assert';
import { request } from 'node:http';
import type { Emulator } from '../../emulator/server';
import { call, codeOf, fileForm, convertTxt } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

/** A raw GET that reports how the response ended, since fetch hides a cut connection in an error. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; received: number; declared: number; error?: string }> {
  return new Promise((resolve) => {
    const req = request(url, { headers }, (res) => {
      let received = 0;
      res.on('data', (c: Buffer) => (received += c.length));
      res.on('end', () => resolve({ status: res.statusCode!, received, declared: Number(res.headers['content-length']) }));
      res.on('error', (e) =>
        resolve({ status: res.statusCode!, received, declared: Number(res.headers['content-length']), error: e.message }),
      );
    });
    req.on('error', (e) => resolve({ status: 0, received: 0, declared: 0, error: e.message }));
    req.end();
  });
}

describe('emulator: fault injection and management', () => {
  let emu: Emulator;
  const master = () => emu.demo.masterToken;
  useEmulator((started) => (emu = started));

  it('Status503 n: the next n requests get the documented bare 503 {Code: 503} without Retry-After, then service resumes', async () => {
    assert.deepEqual((await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 2 } })).json, {});
    for (let i = 0; i < 2; i++) {
      const a = await call(emu, 'GET', '/user', { token: master() });
      assert.equal(a.status, 503);
      assert.equal(codeOf(a), 503);
      assert.equal(a.headers.get('retry-after'), null);
    }
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).status, 200);
  });

  it('Status503RetryAfter n: 503 with Retry-After: 1, after Status503 when both are set', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 1, Status503RetryAfter: 1 } });
    const bare = await call(emu, 'GET', '/user', { token: master() });
    const timed = await call(emu, 'GET', '/user', { token: master() });
    assert.deepEqual([bare.status, bare.headers.get('retry-after'), timed.status, timed.headers.get('retry-after')], [503, null, 503, '1']);
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).status, 200);
  });

  it('a 503 comes after the whole upload has been read (the client sees the answer, not a reset), and is not charged', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 1 } });
    const big = Buffer.alloc(4 * 1024 * 1024, 'a');
    const a = await call(emu, 'POST', '/convert/txt/to/pdf', { token: emu.demo.apiTokens[0]!.token, body: fileForm('big.txt', big) });
    assert.equal(a.status, 503);
    const user = (await call(emu, 'GET', '/user', { token: master() })).json as { ConversionsConsumed: number };
    assert.equal(user.ConversionsConsumed, 0);
  });

  it('/_emulator/ calls do not use up a fault', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 1 } });
    await call(emu, 'POST', '/_emulator/accounts', { json: { FullName: 'A', Email: 'a@example.com', ConversionsTotal: 1 } });
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).status, 503);
  });

  it('a faulted conversion is not charged', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 1 } });
    assert.equal((await convertTxt(emu, emu.demo.apiTokens[0]!.token)).status, 503);
    assert.equal(((await call(emu, 'GET', '/user', { token: master() })).json as { ConversionsConsumed: number }).ConversionsConsumed, 0);
  });

  it('MalformedBody n: 200 with a body that is not JSON', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { MalformedBody: 1 } });
    const a = await call(emu, 'GET', '/user', { token: master() });
    assert.equal(a.status, 200);
    assert.equal(a.json, undefined);
    assert.ok(a.text.length > 0);
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).json !== undefined, true);
  });

  it('ResetMidResponse n: the connection is cut after part of the body', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { ResetMidResponse: 1 } });
    const cut = await rawGet(`${emu.baseUrl}/user`, { Authorization: `Bearer ${master()}` });
    assert.equal(cut.status, 200);
    assert.ok(cut.received < cut.declared);
    await assert.rejects(async () => {
      await call(emu, 'POST', '/_emulator/faults', { json: { ResetMidResponse: 1 } });
      await call(emu, 'GET', '/user', { token: master() });
    });
    const whole = await rawGet(`${emu.baseUrl}/user`, { Authorization: `Bearer ${master()}` });
    assert.equal(whole.error, undefined);
    assert.equal(whole.received, whole.declared);
  });

  it('faults take turns: Status503 first, then MalformedBody', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 1, MalformedBody: 1 } });
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).status, 503);
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).json, undefined);
    assert.equal((await call(emu, 'GET', '/user', { token: master() })).status, 200);
  });

  it('Latency delays requests until set back to 0 (but not /_emulator/ calls)', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { Latency: 300 } });
    let started = performance.now();
    await call(emu, 'GET', '/user', { token: master() });
    assert.ok(performance.now() - started >= 290);
    started = performance.now();
    await call(emu, 'POST', '/_emulator/faults', { json: { Latency: 0 } });
    await call(emu, 'GET', '/user', { token: master() });
    assert.ok(performance.now() - started < 290);
  });

  it('refuses malformed fault settings (400 4000)', async () => {
    for (const body of [{ Status503: -1 }, { Latency: 'slow' }, { MalformedBody: 1.5 }]) {
      assert.equal(codeOf(await call(emu, 'POST', '/_emulator/faults', { json: body })), 4000, JSON.stringify(body));
    }
  });

  it('reset clears faults, extra accounts and consumption, and restores the demo Master Token', async () => {
    const original = emu.demo.masterToken;
    const other = (await call(emu, 'POST', '/_emulator/accounts', { json: { FullName: 'A', Email: 'a@example.com', ConversionsTotal: 5 } }))
      .json as { MasterToken: string };
    await convertTxt(emu, emu.demo.apiTokens[0]!.token);
    await call(emu, 'POST', `/_emulator/accounts/${emu.demo.accountId}/master/refresh`);
    await call(emu, 'POST', '/_emulator/faults', { json: { Status503: 5 } });
    await call(emu, 'POST', '/_emulator/reset');
    assert.equal(emu.demo.masterToken, original);
    const user = await call(emu, 'GET', '/user', { token: original });
    assert.equal((user.json as { ConversionsConsumed: number }).ConversionsConsumed, 0);
    assert.equal(codeOf(await call(emu, 'GET', '/user', { token: other.MasterToken })), 4010);
  });

  it('management calls create accounts and tokens and patch them', async () => {
    const acc = (
      await call(emu, 'POST', '/_emulator/accounts', { json: { FullName: 'Ann', Email: 'ann@example.com', ConversionsTotal: 3 } })
    ).json as { AccountId: string; MasterToken: string };
    const tok = await call(emu, 'POST', `/_emulator/accounts/${acc.AccountId}/tokens`, {
      json: { Name: 'ci', Environment: 'Development', ConsumptionLimit: 2 },
    });
    const record = tok.json as { Token: string; Name: string; Kid: string; Secret: string; Environment: string; ConsumptionLimit: number };
    assert.equal(record.Name, 'ci');
    assert.equal(record.Environment, 'Development');
    assert.equal(record.ConsumptionLimit, 2);
    assert.match(record.Kid, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.ok(!record.Token.includes('.'));
    const patched = await call(emu, 'PATCH', `/_emulator/accounts/${acc.AccountId}/tokens/${record.Kid}`, {
      json: { Environment: 'Production' },
    });
    assert.equal((patched.json as { Environment: string; ConsumptionLimit: number }).Environment, 'Production');
    assert.equal((patched.json as { ConsumptionLimit: number }).ConsumptionLimit, 2);
    const account = await call(emu, 'PATCH', `/_emulator/accounts/${acc.AccountId}`, {
      json: { ConversionsTotal: 9, ConversionsConsumed: 4 },
    });
    assert.deepEqual(
      [
        (account.json as { ConversionsTotal: number }).ConversionsTotal,
        (account.json as { ConversionsConsumed: number }).ConversionsConsumed,
      ],
      [9, 4],
    );
    assert.equal(
      codeOf(await call(emu, 'POST', `/_emulator/accounts/${acc.AccountId}/tokens`, { json: { Name: 'x', Environment: 'Staging' } })),
      4000,
    );
    assert.equal((await call(emu, 'PATCH', '/_emulator/accounts/nope', { json: {} })).status, 404);
  });

  it('the request log records method, path, query, auth kind, status and time', async () => {
    const before = emu.requestLog.length;
    await call(emu, 'GET', '/user?x=1', { token: master() });
    await call(emu, 'GET', '/nowhere');
    assert.equal(emu.requestLog.length, before + 2);
    const [user, nowhere] = emu.requestLog.slice(before);
    assert.deepEqual(
      [user!.method, user!.path, user!.query, user!.authKind, user!.status],
      ['GET', '/user', { x: '1' }, 'masterToken', 200],
    );
    assert.equal(typeof user!.time, 'number');
    assert.deepEqual([nowhere!.status, nowhere!.authKind], [404, undefined]);
  });

  it('GET /_emulator/requests?since=n answers with the log from entry n on, credentials masked, across a reset', async () => {
    const since = emu.requestLog.length;
    // /user takes the Master Token only as a header: refused, and the query value still masked.
    await call(emu, 'GET', `/user?Token=${master()}`);
    await call(emu, 'POST', '/_emulator/reset');
    const answer = await call(emu, 'GET', `/_emulator/requests?since=${since}`);
    assert.equal(answer.status, 200);
    const entries = answer.json as { method: string; path: string; query: Record<string, string>; status: number }[];
    assert.deepEqual(
      entries.map((e) => [e.method, e.path, e.status]),
      [
        ['GET', '/user', 401],
        ['POST', '/_emulator/reset', 200],
        ['GET', '/_emulator/requests', 0],
      ],
    );
    assert.deepEqual(entries[0]!.query, { Token: '***' });
    assert.ok(!answer.text.includes(master()), 'the log shows the Master Token');
    assert.equal((await call(emu, 'GET', '/_emulator/requests?since=-1')).status, 400);
  });

  it('unknown paths are 404 with a {Code, Message} body', async () => {
    const a = await call(emu, 'GET', '/v1/convert');
    assert.equal(a.status, 404);
    assert.equal(typeof (a.json as { Message: string }).Message, 'string');
  });
});
