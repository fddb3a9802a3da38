/** The administrative API with the Master Token: typed, tolerant records, against the emulator and on odd bodies. */
import { strict as assert } from 'node:assert';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminClient, isoDate, lastDays, parseLogEntry, parseStatisticRow, parseUser, validateRange } from '../../../src/service/admin';
import { ConversionClient } from '../../../src/service/conversion';
import { ApiTokenCredential } from '../../../src/service/credentialProviders';
import { BadResponseError, ConfigError } from '../../../src/service/errors';
import { sourceFromPath } from '../../../src/service/files';
import { HttpTransport } from '../../../src/service/http';
import { instantRetries } from './support/settings';
import { httpServer, type TinyServer } from './support/tinyServers';
import { manage, startTestEmulator, tempDir, type Emulator, type ManualClock } from './support/inProcessEmulator';

describe('service/admin', () => {
  describe('parsing tolerates missing and extra members', () => {
    it('parseUser', () => {
      assert.deepEqual(parseUser({ Active: true, FullName: 'Ada', Email: 'ada@example.com', ConversionsTotal: 1000, ConversionsConsumed: 3, Plan: 'Gold' }), {
        active: true,
        fullName: 'Ada',
        email: 'ada@example.com',
        conversionsTotal: 1000,
        conversionsConsumed: 3,
      });
      assert.deepEqual(parseUser({}), { active: undefined, fullName: undefined, email: undefined, conversionsTotal: undefined, conversionsConsumed: undefined });
      const odd = parseUser({ active: 'true', fullname: 'x', CONVERSIONSTOTAL: '12', ConversionsConsumed: 'many', Email: null });
      assert.equal(odd.active, true);
      assert.equal(odd.fullName, 'x');
      assert.equal(odd.conversionsTotal, 12);
      assert.equal(odd.conversionsConsumed, undefined);
      assert.equal(odd.email, undefined);
    });

    it('parseStatisticRow and parseLogEntry', () => {
      assert.deepEqual(parseStatisticRow({ Date: '2030-01-01T00:00:00Z', Converter: 'txt-to-pdf', Environment: 'Production', Conversions: 2, ConversionCost: 2, Failed: 0, New: 1 }), {
        date: '2030-01-01',
        converter: 'txt-to-pdf',
        environment: 'Production',
        conversions: 2,
        conversionCost: 2,
        failed: 0,
      });
      assert.equal(parseStatisticRow({}).conversions, undefined);
      const entry = parseLogEntry({ Id: 7, Time: '2030-01-01T09:00:00Z', Status: 200, FileName: 'a.txt', DurationMs: '15', Unknown: [] });
      assert.equal(entry.id, '7');
      assert.equal(entry.status, '200');
      assert.equal(entry.durationMs, 15);
      assert.equal(entry.message, undefined);
      assert.deepEqual(parseLogEntry(null), parseLogEntry({}));
      assert.deepEqual(parseLogEntry('text'), parseLogEntry({}));
    });

    it('date ranges', () => {
      assert.equal(validateRange({ startDate: '2030-01-01', endDate: '2030-01-31' }), undefined);
      assert.equal(validateRange({ startDate: '2030-01-01', endDate: '2030-01-01' }), undefined);
      for (const bad of [
        { startDate: '2030-02-01', endDate: '2030-01-01' },
        { startDate: '2030-02-31', endDate: '2030-03-01' },
        { startDate: '30-01-01', endDate: '2030-03-01' },
        { startDate: '2030-01-01', endDate: 'today' },
      ]) {
        assert.ok(validateRange(bad), JSON.stringify(bad));
      }
      assert.deepEqual(lastDays(7, new Date(Date.UTC(2030, 0, 10, 23, 59))), { startDate: '2030-01-04', endDate: '2030-01-10' });
      assert.equal(isoDate(new Date(Date.UTC(2030, 11, 31, 23, 0))), '2030-12-31');
    });
  });

  describe('odd answers', () => {
    let server: TinyServer;
    let body: string;
    let transport: HttpTransport;
    before(async () => {
      server = await httpServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
      transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings });
    });
    after(async () => {
      await transport.close();
      await server.close();
    });
    const admin = (): AdminClient => new AdminClient(transport, 'mst_master_token_value');
    const range = { startDate: '2030-01-01', endDate: '2030-01-02' };

    it('lists wrapped in an object are accepted, anything else that is not a list refused', async () => {
      body = JSON.stringify({ Items: [{ Converter: 'a' }] });
      assert.deepEqual((await admin().getStatistics(range)).map((r) => r.converter), ['a']);
      body = JSON.stringify({ data: [{ Id: 1 }] });
      assert.deepEqual((await admin().getLog({ ...range, limit: 1, offset: 0 })).map((r) => r.id), ['1']);
      body = JSON.stringify({ Message: 'odd' });
      await assert.rejects(admin().getStatistics(range), BadResponseError);
      body = '"text"';
      await assert.rejects(admin().getLog({ ...range, limit: 1, offset: 0 }), BadResponseError);
    });

    it('a /user answer that is not an object is a BadResponseError', async () => {
      for (const odd of ['[]', 'null', '42']) {
        body = odd;
        await assert.rejects(admin().getUser(), BadResponseError, odd);
      }
    });

    it('bad ranges and pages are refused before sending', async () => {
      await assert.rejects(admin().getStatistics({ startDate: '2030-02-01', endDate: '2030-01-01' }), ConfigError);
      await assert.rejects(admin().getLog({ ...range, limit: 0, offset: 0 }), ConfigError);
      await assert.rejects(admin().getLog({ ...range, limit: 10, offset: -1 }), ConfigError);
      assert.throws(() => new AdminClient(transport, '  '), ConfigError);
    });
  });

  describe('against the emulator', function () {
    this.timeout(30_000);
    let emu: Emulator;
    let clock: ManualClock;
    let transport: HttpTransport;
    let dir: Awaited<ReturnType<typeof tempDir>>;

    before(async () => {
      ({ emu, clock } = await startTestEmulator());
      transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings });
      dir = await tempDir();
      await writeFile(join(dir.path, 'a.txt'), 'a');
      await writeFile(join(dir.path, 'rows.csv'), 'a,b\n1,2\n');
      const convert = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
      const dev = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[1]!.token));
      let n = 0;
      const resolveOutput = async (r: { name: string }): Promise<{ path: string; overwrite: boolean }> => ({ path: join(dir.path, `${++n}-${r.name}`), overwrite: false });
      // Day one: two txt→pdf in Production; day two: one csv→json in Development, one failure.
      await convert.convert({ source: await sourceFromPath(join(dir.path, 'a.txt')), sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput });
      await convert.convert({ source: await sourceFromPath(join(dir.path, 'a.txt')), sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput });
      clock.advance(86_400_000);
      await dev.convert({ source: await sourceFromPath(join(dir.path, 'rows.csv')), sourceFormat: 'csv', targetFormat: 'json', resolveOutput });
      await assert.rejects(dev.convert({ source: await sourceFromPath(join(dir.path, 'rows.csv')), sourceFormat: 'csv', targetFormat: 'json', parameters: { Delimiter: 'xx' }, resolveOutput }));
    });
    after(async () => {
      await transport.close();
      await manage(emu.baseUrl, 'POST', 'reset');
      await emu.close();
      await dir.remove();
    });
    const admin = (): AdminClient => new AdminClient(transport, emu.demo.masterToken);
    const day1 = isoDate(new Date(Date.UTC(2030, 0, 1)));
    const day2 = isoDate(new Date(Date.UTC(2030, 0, 2)));

    it('getUser: the account with what it has consumed', async () => {
      const user = await admin().getUser();
      assert.equal(user.active, true);
      assert.equal(user.conversionsTotal, 1000);
      assert.equal(user.conversionsConsumed, 3);
      assert.ok(user.fullName && user.email);
    });

    it('getStatistics: one row per day, converter and environment, within the range', async () => {
      const rows = await admin().getStatistics({ startDate: day1, endDate: day2 });
      const txt = rows.find((r) => r.date === day1 && r.converter?.includes('txt'));
      assert.equal(txt?.conversions, 2);
      assert.equal(txt?.conversionCost, 2);
      assert.equal(txt?.environment, 'Production');
      const csv = rows.find((r) => r.date === day2 && r.converter?.includes('csv'));
      assert.equal(csv?.environment, 'Development');
      assert.equal(csv?.failed, 1);
      const onlyDay1 = await admin().getStatistics({ startDate: day1, endDate: day1 });
      assert.ok(onlyDay1.every((r) => r.date === day1));
      const csvText = await admin().getStatisticsCsv({ startDate: day1, endDate: day2 });
      const lines = csvText.trim().split(/\r?\n/);
      assert.match(lines[0]!, /Date/);
      assert.equal(lines.length, rows.length + 1);
    });

    it('getLog: newest first, paged with limit and offset', async () => {
      const all = await admin().getLog({ startDate: day1, endDate: day2, limit: 100, offset: 0 });
      assert.equal(all.length, 4);
      const times = all.map((e) => Date.parse(e.time ?? ''));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      assert.equal(all[0]!.fileName, 'rows.csv');
      assert.equal(all[0]!.status, '500');
      assert.ok(all[0]!.message);
      assert.equal(all[3]!.tokenName, emu.demo.apiTokens[0]!.name);
      const page = await admin().getLog({ startDate: day1, endDate: day2, limit: 2, offset: 1 });
      assert.deepEqual(page.map((e) => e.id), all.slice(1, 3).map((e) => e.id));
    });
  });
});
