// Contract (CONTRACT.md revision 3, Async conversions): the client's own JobId, one poll of a job
// at a time, Async/JobId/WebHook ignored on synchronous conversions, stored results deletable.
import { strict as assert } from 'node:assert';
import type { Emulator } from '../../emulator/server';
import { poll } from '../../support/poll';
import { call, codeOf, fileForm, jobSettled } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

interface FileEntry {
  FileName: string;
  FileId: string;
  Url?: string;
  FileData?: string;
}
const filesOf = (a: { json: unknown }): FileEntry[] => (a.json as { Files: FileEntry[] }).Files;

describe('emulator contract: async jobs (revision 3)', () => {
  let emu: Emulator;
  const token = () => emu.demo.apiTokens[0]!.token;
  useEmulator((started) => (emu = started), { jobPollHoldMs: 400 });

  it('takes the JobId the client chose; a malformed or taken one is 400/4000 and nothing is charged', async () => {
    const id = 'abcdefghijklmnopqrstuvwxyz012345';
    const start = await call(emu, 'POST', `/async/convert/txt/to/pdf?JobId=${id}`, { token: token(), body: fileForm('a.txt', 'job') });
    assert.equal(start.status, 200);
    assert.deepEqual(start.json, { JobId: id });
    const taken = await call(emu, 'POST', `/async/convert/txt/to/pdf?JobId=${id}`, { token: token(), body: fileForm('a.txt', 'job') });
    assert.deepEqual([taken.status, codeOf(taken)], [400, 4000]);
    assert.ok('JobId' in ((taken.json as { InvalidParameters?: object }).InvalidParameters ?? {}));
    const bad = await call(emu, 'POST', '/async/convert/txt/to/pdf?JobId=NOT-OURS', { token: token(), body: fileForm('a.txt', 'job') });
    assert.deepEqual([bad.status, codeOf(bad)], [400, 4000]);
    const done = await jobSettled(emu, id);
    assert.equal(done.status, 200);
    const user = (await call(emu, 'GET', '/user', { token: emu.demo.masterToken })).json as { ConversionsConsumed: number };
    assert.equal(user.ConversionsConsumed, 1);
  });

  it('holds a poll while the job runs; a concurrent poll gets 503 (wait), and the next one the result', async () => {
    await call(emu, 'POST', '/_emulator/faults', { json: { SlowConversion: 600 } });
    const id = '0123456789abcdefghij0123456789ab';
    await call(emu, 'POST', `/async/convert/txt/to/pdf?JobId=${id}`, { token: token(), body: fileForm('slow.txt', 'slow') });
    const first = call(emu, 'GET', `/async/job/${id}`);
    // The first poll is held (400 ms) while the job runs: a second one meanwhile is refused.
    const second = await poll(() => call(emu, 'GET', `/async/job/${id}`), {
      what: 'a concurrent poll',
      timeoutMs: 5_000,
      intervalMs: 5,
      done: (a) => a.status === 503,
    });
    assert.equal(codeOf(second), 503);
    assert.equal((await first).status, 202);
    const done = await jobSettled(emu, id);
    assert.equal(done.status, 200);
  });

  it('a job with StoreFile=true keeps its results on the file server until they are deleted', async () => {
    const id = 'storedresult0123456789abcdefghij';
    await call(emu, 'POST', `/async/convert/txt/to/pdf?JobId=${id}`, {
      token: token(),
      body: fileForm('kept.txt', 'kept', { StoreFile: 'true', WebHook: 'https://example.com/hook' }),
    });
    const done = await jobSettled(emu, id);
    const [file] = filesOf(done);
    assert.ok(file?.Url);
    assert.equal((await fetch(file.Url)).status, 200);
    assert.equal((await call(emu, 'DELETE', `/d/${file.FileId}`)).status, 200);
    assert.equal((await fetch(file.Url)).status, 404);
  });

  it('ignores Async, JobId and WebHook on a synchronous conversion (the real service converts); other unknown names stay 400', async () => {
    const fields = { Async: 'true', JobId: 'abcdefghijklmnopqrstuvwxyz543210', WebHook: 'https://example.com/hook' };
    const sync = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('s.txt', 'sync', fields) });
    assert.equal(sync.status, 200);
    assert.equal(filesOf(sync)[0]!.FileName, 's.pdf');
    const unknown = await call(emu, 'POST', '/convert/txt/to/pdf', {
      token: token(),
      body: fileForm('s.txt', 'sync', { NoSuchThing: '1' }),
    });
    assert.deepEqual([unknown.status, codeOf(unknown)], [400, 4000]);
  });
});
