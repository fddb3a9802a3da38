/** The administrative API with the Master Token: typed, tolerant records, against the emulator and on odd bodies. */
import { strict as assert } from 'node:assert';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminClient, lastDays, parseConversionRecord } from '../../../../src/service/admin';
import { isoDate, parseUser, validateRange } from '../../../../src/service/admin/adminClient';
import { ConversionClient, sourceFromPath } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { BadResponseError, ConfigError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { manage, startTestEmulator, tempDir, type Emulator, type ManualClock } from '../../support/inProcessEmulator';

describe('service/admin', () => {
  describe('parsing tolerates missing and extra members', () => {
    it('parseUser', () => {
      assert.deepEqual(
        parseUser({
          Active: true,
          FullName: 'Ada',
          Email: 'ada@example.com',
          ConversionsTotal: 1000,
          ConversionsConsumed: 3,
          Plan: 'Gold',
        }),
        {
          active: true,
          fullName: 'Ada',
          email: 'ada@example.com',
          conversionsTotal: 1000,
          conversionsConsumed: 3,
        },
      );
      // Secret and ApiKey are credentials: nothing of them survives the parse.
      const withSecrets = parseUser({ FullName: 'A', Secret: 'sec-value-123', ApiKey: 98765, SecondsLeft: 10 });
      assert.deepEqual(Object.keys(withSecrets).sort(), ['active', 'conversionsConsumed', 'conversionsTotal', 'email', 'fullName']);
      assert.ok(!/sec-value-123|98765/.test(JSON.stringify(withSecrets)));
      assert.deepEqual(parseUser({}), {
        active: undefined,
        fullName: undefined,
        email: undefined,
        conversionsTotal: undefined,
        conversionsConsumed: undefined,
      });
      const odd = parseUser({ active: 'true', fullname: 'x', CONVERSIONSTOTAL: '12', ConversionsConsumed: 'many', Email: null });
      assert.equal(odd.active, true);
      assert.equal(odd.fullName, 'x');
      assert.equal(odd.conversionsTotal, 12);
      assert.equal(odd.conversionsConsumed, undefined);
      assert.equal(odd.email, undefined);
    });

    it('parseConversionRecord: one conversion per row, unknown members dropped, text sanitised', () => {
      const row = parseConversionRecord({
        Result: false,
        CreatedAt: '2030-01-01T09:00:00',
        ExecutionTime: '15',
        Converter: 'docx-to-pdf',
        SourceFormat: 'DOCX',
        DestinationFormat: 'pdf',
        Ip: '203.0.113.7',
        Source: 'a\u202e.docx\nforged line',
        Error: 'The file is damaged.',
        Secret: 'should-not-survive',
        Environment: 'Production',
      });
      assert.deepEqual(Object.keys(row).sort(), [
        'converter',
        'createdAt',
        'destinationFormat',
        'error',
        'executionTimeMs',
        'ip',
        'result',
        'source',
        'sourceFormat',
      ]);
      assert.equal(row.result, false);
      assert.equal(row.createdAt, '2030-01-01T09:00:00.000Z');
      assert.equal(row.executionTimeMs, 15);
      assert.equal(row.sourceFormat, 'docx');
      assert.equal(row.error, 'The file is damaged.');
      assert.doesNotMatch(row.source ?? '', /[\u202e\n]/);
      assert.ok(!JSON.stringify(row).includes('should-not-survive'));
      assert.deepEqual(parseConversionRecord(null), parseConversionRecord({}));
      assert.deepEqual(parseConversionRecord('text'), parseConversionRecord({}));
      assert.equal(parseConversionRecord({ Result: 'TRUE' }).result, true);
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
      assert.deepEqual(
        (await admin().getStatistics(range)).map((r) => r.converter),
        ['a'],
      );
      body = JSON.stringify({ data: [{ Source: 'x.txt' }] });
      assert.deepEqual(
        (await admin().getStatistics(range)).map((r) => r.source),
        ['x.txt'],
      );
      body = JSON.stringify({ Message: 'odd' });
      await assert.rejects(admin().getStatistics(range), BadResponseError);
      body = '"text"';
      await assert.rejects(admin().getStatistics(range), BadResponseError);
    });

    it('a /user answer that is not an object is a BadResponseError', async () => {
      for (const odd of ['[]', 'null', '42']) {
        body = odd;
        await assert.rejects(admin().getUser(), BadResponseError, odd);
      }
    });

    it('bad ranges are refused before sending', async () => {
      await assert.rejects(admin().getStatistics({ startDate: '2030-02-01', endDate: '2030-01-01' }), ConfigError);
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
      const resolveOutput = async (r: { name: string }): Promise<{ path: string; overwrite: boolean }> => ({
        path: join(dir.path, `${++n}-${r.name}`),
        overwrite: false,
      });
      // Day one: two txt→pdf in Production; day two: one csv→json in Development, one failure.
      await convert.convert({
        source: await sourceFromPath(join(dir.path, 'a.txt')),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resolveOutput,
      });
      await convert.convert({
        source: await sourceFromPath(join(dir.path, 'a.txt')),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resolveOutput,
      });
      clock.advance(86_400_000);
      await dev.convert({
        source: await sourceFromPath(join(dir.path, 'rows.csv')),
        sourceFormat: 'csv',
        targetFormat: 'json',
        resolveOutput,
      });
      // A conversion that fails on the server (a damaged PDF): a row with Result false and its Error.
      await writeFile(join(dir.path, 'damaged.pdf'), '%PDF-1.4\nnot really a pdf\n');
      await assert.rejects(
        dev.convert({
          source: await sourceFromPath(join(dir.path, 'damaged.pdf')),
          sourceFormat: 'pdf',
          targetFormat: 'split',
          resolveOutput,
        }),
      );
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

    it('getStatistics: one row per conversion, newest first, within the range; CSV of the same rows', async () => {
      const rows = await admin().getStatistics({ startDate: day1, endDate: day2 });
      assert.equal(rows.length, 4, JSON.stringify(rows));
      const times = rows.map((r) => Date.parse(r.createdAt ?? ''));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
      assert.equal(
        rows.filter((r) => r.createdAt?.startsWith(day1) && r.sourceFormat === 'txt' && r.destinationFormat === 'pdf' && r.result === true)
          .length,
        2,
      );
      const failed = rows[0]!;
      assert.equal(failed.result, false);
      assert.equal(failed.source, 'damaged.pdf');
      assert.ok(failed.error);
      assert.ok(rows.every((r) => r.executionTimeMs !== undefined && r.ip));
      const onlyDay1 = await admin().getStatistics({ startDate: day1, endDate: day1 });
      assert.equal(onlyDay1.length, 2);
      assert.ok(onlyDay1.every((r) => r.createdAt?.startsWith(day1)));
      const csvText = await admin().getStatisticsCsv({ startDate: day1, endDate: day2 });
      const lines = csvText.trim().split(/\r?\n/);
      assert.match(lines[0]!, /CreatedAt/);
      assert.equal(lines.length, rows.length + 1);
    });

    it('no request goes to /user/log (the real service has none)', async () => {
      emu.requestLog.length = 0;
      await admin().getStatistics({ startDate: day1, endDate: day2 });
      assert.ok(!emu.requestLog.some((r) => /\/user\/log/.test(JSON.stringify(r))));
    });
  });
});
