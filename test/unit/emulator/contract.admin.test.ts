// Contract: the administrative endpoints GET /user and GET /user/statistic (CONTRACT.md revision 2); no /user/log.
import { strict as assert } from 'node:assert';
import { parse } from 'csv-parse/sync';
import { startEmulator, type Emulator } from '../../emulator/server';
import { call, codeOf, convertTxt, fileForm, testRegistry } from '../support/emulatorHelpers';

const DAY = 86_400_000;
const ROW_MEMBERS = ['Result', 'CreatedAt', 'ExecutionTime', 'Converter', 'SourceFormat', 'DestinationFormat', 'Ip', 'Source', 'Error'];

describe('emulator contract: administrative endpoints', () => {
  let emu: Emulator;
  const day1 = Date.UTC(2026, 2, 1, 12);
  let clock = day1;
  const master = () => emu.demo.masterToken;
  const range = (from: string, to: string) => `/user/statistic?startDate=${from}&endDate=${to}`;
  before(async () => {
    emu = await startEmulator({ port: 0, now: () => clock, converters: testRegistry() });
    const [prod, dev] = emu.demo.apiTokens;
    // Day 1: two txt→pdf, one failure. Day 2 (23:59:59 UTC): one txt→pdf.
    await convertTxt(emu, prod!.token);
    clock += 1000;
    await convertTxt(emu, prod!.token);
    clock += 1000;
    await call(emu, 'POST', '/convert/fail/to/pdf', { token: dev!.token, body: fileForm('x.fail', 'x') });
    clock = Date.UTC(2026, 2, 2, 23, 59, 59);
    await convertTxt(emu, dev!.token);
    clock = day1 + 3 * DAY;
  });
  after(async () => {
    await emu.close();
  });

  it('GET /user: Active, FullName, Email, ConversionsTotal, ConversionsConsumed, Secret, ApiKey, SecondsLeft', async () => {
    const a = await call(emu, 'GET', '/user', { token: master() });
    assert.equal(a.status, 200);
    const user = a.json as Record<string, unknown>;
    assert.deepEqual(Object.keys(user), [
      'Active',
      'FullName',
      'Email',
      'ConversionsTotal',
      'ConversionsConsumed',
      'Secret',
      'ApiKey',
      'SecondsLeft',
    ]);
    assert.deepEqual(
      [user.Active, user.FullName, user.Email, user.ConversionsTotal, user.ConversionsConsumed, user.SecondsLeft],
      [true, 'Demo User', 'demo@example.com', 1000, 3, 997],
    );
    assert.equal(typeof user.Secret, 'string');
    assert.ok((user.Secret as string).length >= 12);
    assert.ok(Number.isSafeInteger(user.ApiKey));
  });

  it('GET /user/statistic: one row per conversion, newest first, with the real members', async () => {
    const a = await call(emu, 'GET', range('2026-03-01', '2026-03-02'), { token: master() });
    assert.equal(a.status, 200);
    const rows = a.json as Array<Record<string, unknown>>;
    assert.equal(rows.length, 4);
    for (const row of rows) {
      assert.deepEqual(Object.keys(row), ROW_MEMBERS);
      assert.ok(Number.isInteger(row.ExecutionTime) && (row.ExecutionTime as number) >= 0);
      assert.equal(row.Ip, '127.0.0.1');
    }
    assert.deepEqual(
      rows.map((r) => [r.CreatedAt, r.Result, r.Converter, r.SourceFormat, r.DestinationFormat, r.Source, r.Error]),
      [
        ['2026-03-02T23:59:59.000Z', true, 'txt-to-pdf', 'txt', 'pdf', 'note.txt', null],
        ['2026-03-01T12:00:02.000Z', false, 'fail-to-pdf', 'fail', 'pdf', 'x.fail', 'The file is corrupt.'],
        ['2026-03-01T12:00:01.000Z', true, 'txt-to-pdf', 'txt', 'pdf', 'note.txt', null],
        ['2026-03-01T12:00:00.000Z', true, 'txt-to-pdf', 'txt', 'pdf', 'note.txt', null],
      ],
    );
  });

  it('the date range is inclusive and in UTC: a conversion at 23:59:59 UTC belongs to its own day', async () => {
    const day2 = (await call(emu, 'GET', range('2026-03-02', '2026-03-02'), { token: master() })).json as unknown[];
    assert.equal(day2.length, 1);
    const day1Only = (await call(emu, 'GET', range('2026-03-01', '2026-03-01'), { token: master() })).json as unknown[];
    assert.equal(day1Only.length, 3);
    assert.deepEqual((await call(emu, 'GET', range('2026-03-03', '2026-03-09'), { token: master() })).json, []);
  });

  it('with Accept: text/csv the same rows as CSV, a header line first, a null Error as an empty cell', async () => {
    const a = await call(emu, 'GET', range('2026-03-01', '2026-03-02'), { token: master(), headers: { Accept: 'text/csv' } });
    assert.equal(a.status, 200);
    assert.match(a.headers.get('content-type') ?? '', /^text\/csv/);
    const rows = parse(a.text, { columns: true }) as Array<Record<string, string>>;
    assert.deepEqual(Object.keys(rows[0]!), ROW_MEMBERS);
    assert.deepEqual(
      rows.map((r) => [r.CreatedAt, r.Result, r.Converter, r.Error]),
      [
        ['2026-03-02T23:59:59.000Z', 'true', 'txt-to-pdf', ''],
        ['2026-03-01T12:00:02.000Z', 'false', 'fail-to-pdf', 'The file is corrupt.'],
        ['2026-03-01T12:00:01.000Z', 'true', 'txt-to-pdf', ''],
        ['2026-03-01T12:00:00.000Z', 'true', 'txt-to-pdf', ''],
      ],
    );
  });

  it('GET /user/statistic needs both dates, valid, in order (400 4000 naming them in InvalidParameters)', async () => {
    const cases: Array<[string, string[]]> = [
      ['', ['startDate', 'endDate']],
      ['?startDate=2026-03-01', ['endDate']],
      ['?startDate=2026-02-30&endDate=2026-03-01', ['startDate']],
      ['?startDate=03/01/2026&endDate=2026-03-01', ['startDate']],
      ['?startDate=2026-03-02&endDate=2026-03-01', ['endDate']],
    ];
    for (const [q, names] of cases) {
      const a = await call(emu, 'GET', `/user/statistic${q}`, { token: master() });
      assert.equal(a.status, 400, q);
      assert.equal(codeOf(a), 4000);
      assert.deepEqual(Object.keys((a.json as { InvalidParameters: object }).InvalidParameters), names, q);
    }
  });

  it('there is no /user/log (404)', async () => {
    assert.equal((await call(emu, 'GET', '/user/log', { token: master() })).status, 404);
  });

  it('admin endpoints take the Master Token only (API Token, JWT-shaped: 401 4010; none: 4013)', async () => {
    for (const path of ['/user', range('2026-03-01', '2026-03-01')]) {
      assert.equal(codeOf(await call(emu, 'GET', path, { token: emu.demo.apiTokens[0]!.token })), 4010, path);
      assert.equal(codeOf(await call(emu, 'GET', path, { token: 'a.b.c' })), 4010, path);
      assert.equal(codeOf(await call(emu, 'GET', path)), 4013, path);
    }
  });

  it('an account sees only its own rows', async () => {
    const other = (await call(emu, 'POST', '/_emulator/accounts', { json: { FullName: 'O', Email: 'o@example.com', ConversionsTotal: 3 } }))
      .json as { MasterToken: string };
    assert.deepEqual((await call(emu, 'GET', range('2026-03-01', '2026-03-09'), { token: other.MasterToken })).json, []);
  });
});
