// Contract: the administrative endpoints GET /user, /user/statistic, /user/log (CONTRACT.md).
import { strict as assert } from 'node:assert';
import { parse } from 'csv-parse/sync';
import { startEmulator, type Emulator } from '../../emulator/server';
import { call, codeOf, convertTxt, fileForm, testRegistry } from './helpers';

const DAY = 86_400_000;

describe('emulator contract: administrative endpoints', () => {
  let emu: Emulator;
  const day1 = Date.UTC(2026, 2, 1, 12);
  let clock = day1;
  const master = () => emu.demo.masterToken;
  before(async () => {
    emu = await startEmulator({ port: 0, now: () => clock, converters: testRegistry() });
    const [prod, dev] = emu.demo.apiTokens;
    // Day 1: two txt→pdf on Production, one failure on Development. Day 2: one txt→pdf on Development.
    await convertTxt(emu, prod!.token);
    clock += 1000;
    await convertTxt(emu, prod!.token);
    clock += 1000;
    await call(emu, 'POST', '/convert/fail/to/pdf', { token: dev!.token, body: fileForm('x.fail', 'x') });
    clock = day1 + DAY;
    await convertTxt(emu, dev!.token);
  });
  after(async () => {
    await emu.close();
  });

  it('GET /user answers {Active, FullName, Email, ConversionsTotal, ConversionsConsumed}', async () => {
    const a = await call(emu, 'GET', '/user', { token: master() });
    assert.equal(a.status, 200);
    assert.deepEqual(a.json, { Active: true, FullName: 'Demo User', Email: 'demo@example.com', ConversionsTotal: 1000, ConversionsConsumed: 3 });
  });

  it('GET /user/statistic: one JSON row per day, converter and environment', async () => {
    const a = await call(emu, 'GET', '/user/statistic?startDate=2026-03-01&endDate=2026-03-02', { token: master() });
    assert.equal(a.status, 200);
    assert.deepEqual(a.json, [
      { Date: '2026-03-01', Converter: 'fail-to-pdf', Environment: 'Development', Conversions: 0, ConversionCost: 0, Failed: 1 },
      { Date: '2026-03-01', Converter: 'txt-to-pdf', Environment: 'Production', Conversions: 2, ConversionCost: 2, Failed: 0 },
      { Date: '2026-03-02', Converter: 'txt-to-pdf', Environment: 'Development', Conversions: 1, ConversionCost: 1, Failed: 0 },
    ]);
    const oneDay = await call(emu, 'GET', '/user/statistic?startDate=2026-03-02&endDate=2026-03-02', { token: master() });
    assert.equal((oneDay.json as unknown[]).length, 1);
  });

  it('GET /user/statistic with Accept: text/csv: the same rows as CSV with a header line', async () => {
    const a = await call(emu, 'GET', '/user/statistic?startDate=2026-03-01&endDate=2026-03-02', { token: master(), headers: { Accept: 'text/csv' } });
    assert.equal(a.status, 200);
    assert.match(a.headers.get('content-type') ?? '', /^text\/csv/);
    const rows = parse(a.text, { columns: true }) as Array<Record<string, string>>;
    assert.deepEqual(Object.keys(rows[0]!), ['Date', 'Converter', 'Environment', 'Conversions', 'ConversionCost', 'Failed']);
    assert.deepEqual(rows.map((r) => [r.Date, r.Converter, r.Environment, r.Conversions]), [
      ['2026-03-01', 'fail-to-pdf', 'Development', '0'],
      ['2026-03-01', 'txt-to-pdf', 'Production', '2'],
      ['2026-03-02', 'txt-to-pdf', 'Development', '1'],
    ]);
  });

  it('GET /user/statistic needs valid dates (400 4000)', async () => {
    for (const q of ['', '?startDate=2026-03-01', '?startDate=2026-02-30&endDate=2026-03-01', '?startDate=03/01/2026&endDate=2026-03-01', '?startDate=2026-03-02&endDate=2026-03-01']) {
      const a = await call(emu, 'GET', `/user/statistic${q}`, { token: master() });
      assert.equal(a.status, 400, q);
      assert.equal(codeOf(a), 4000);
    }
  });

  it('GET /user/log: newest first, with limit and offset paging', async () => {
    const all = (await call(emu, 'GET', '/user/log?startDate=2026-03-01&endDate=2026-03-02', { token: master() })).json as Array<Record<string, unknown>>;
    assert.equal(all.length, 4);
    const times = all.map((r) => Date.parse(r.Time as string));
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
    assert.deepEqual(Object.keys(all[1]!).sort(), ['ConversionCost', 'Converter', 'DurationMs', 'Environment', 'FileName', 'Id', 'Ip', 'Message', 'Status', 'Time', 'TokenName'].sort());
    const page1 = (await call(emu, 'GET', '/user/log?startDate=2026-03-01&endDate=2026-03-02&limit=2&offset=0', { token: master() })).json as Array<{ Id: number }>;
    const page2 = (await call(emu, 'GET', '/user/log?startDate=2026-03-01&endDate=2026-03-02&limit=2&offset=2', { token: master() })).json as Array<{ Id: number }>;
    assert.deepEqual([...page1, ...page2].map((r) => r.Id), all.map((r) => r.Id));
    const day2 = (await call(emu, 'GET', '/user/log?startDate=2026-03-02&endDate=2026-03-02', { token: master() })).json as unknown[];
    assert.equal(day2.length, 1);
    assert.equal(codeOf(await call(emu, 'GET', '/user/log?limit=0', { token: master() })), 4000);
    assert.equal(codeOf(await call(emu, 'GET', '/user/log?offset=-1', { token: master() })), 4000);
  });

  it('admin endpoints take the Master Token only (API Token, JWT-shaped or none: 401)', async () => {
    for (const path of ['/user', '/user/statistic?startDate=2026-03-01&endDate=2026-03-01', '/user/log']) {
      assert.equal(codeOf(await call(emu, 'GET', path, { token: emu.demo.apiTokens[0]!.token })), 4010, path);
      assert.equal(codeOf(await call(emu, 'GET', path, { token: 'a.b.c' })), 4010, path);
      assert.equal(codeOf(await call(emu, 'GET', path)), 4013, path);
    }
  });

  it('an account sees only its own log', async () => {
    const other = (await call(emu, 'POST', '/_emulator/accounts', { json: { FullName: 'O', Email: 'o@example.com', ConversionsTotal: 3 } })).json as { MasterToken: string };
    assert.deepEqual((await call(emu, 'GET', '/user/log', { token: other.MasterToken })).json, []);
  });
});
