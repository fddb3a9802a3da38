// Conversions that fail, end to end against the emulator: a refused API Token (401), a bare 503
// sent again, and an output folder that cannot be written (under a file, or read-only) stopping
// the batch with what it cost.
import { execFileSync } from 'node:child_process';
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Commands, Settings } from '../../src/constants';
import { account, conversionLog } from './support/accounts';
import { listTree, TOKEN_NAME, useConvertSuite } from './support/convertSuite';
import { emulatorCall } from './support/emulatorConnection';
import { setSetting } from './support/settings';
import { PRIVATE_MOUNTS_ENV } from '../support/privateTrustStore';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, write, convert } = suite;

  it('refused API Token (401): the message says so and offers to set one', async () => {
    await suite.services.store.addApiToken({ name: TOKEN_NAME, environment: 'Production', token: 'not-a-valid-token' });
    const source = write('notes.md', '# Notes\n');
    prompts.expect('error', undefined, /401|refused/);
    await convert(Commands.convertToPdf, source);
    const message = prompts.seen.find((p) => p.kind === 'error');
    assert.ok(message?.items.includes('Set API Token'), JSON.stringify(message));
    assert.deepEqual(listTree(suite.dir), ['notes.md']);
    assert.equal(batches[0]?.failed, 1);
  });

  it('a bare 503 after the whole upload is sent again after a pause and charged once', async function () {
    this.timeout(30_000);
    const before = (await account()).ConversionsConsumed;
    await emulatorCall('POST', '/_emulator/faults', { Status503: 1 });
    const source = write('notes.md', '# Notes\n');
    await convert(Commands.convertToPdf, source);
    assert.deepEqual(listTree(suite.dir), ['notes.md', 'notes.pdf']);
    assert.equal((await account()).ConversionsConsumed, before + 1, 'one conversion charged');
    assert.equal((await conversionLog()).length, 1);
    assert.deepEqual(batches.at(-1), { converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false });
  });

  it('an output folder under a file stops the batch before anything is sent, and says why (not the network)', async () => {
    await setSetting(Settings.maxParallel, 1);
    // Root ignores permission bits, so the folder is made unwritable another way: its parent is a file (ENOTDIR).
    write('blocker', 'a file where the output folder should be');
    await setSetting(Settings.outputDirectory, join(suite.dir, 'blocker', 'out'));
    const sources = ['a.md', 'b.md', 'c.md', 'd.md'].map((name) => write(name, `# ${name}\n`));
    prompts.expect(
      'error',
      undefined,
      /^Could not write .*blocker.out: part of the path is a file, not a folder\..*Stopped after 1 of 4 files \(3 not started\)\..*No conversions used\./,
    );
    await convert(Commands.convertToPdf, ...sources);
    const items = prompts.seen.find((p) => p.kind === 'error')?.items ?? [];
    assert.ok(items.includes('Reveal Folder') && items.includes('Open Settings') && !items.some((i) => /proxy/i.test(i)), items.join());
    assert.equal((await conversionLog()).length, 0);
    assert.deepEqual(batches, [{ converted: 0, skipped: 0, failed: 1, conversionsUsed: 0, cancelled: false }]);
  });

  it('a read-only output folder (a tmpfs mounted ro) stops the batch and counts the conversion charged but not saved', async function () {
    const mount = join(suite.dir, 'readonly');
    mkdirSync(mount);
    // Only where the launcher started code-server in a private mount namespace: a mount made here
    // is seen by this extension host alone and ends with it; the machine's mount table is never touched.
    if (process.env[PRIVATE_MOUNTS_ENV] !== '1') {
      console.warn('      skipped: code-server is not in a private mount namespace here (see the launcher’s corporate-network line)');
      this.skip();
    }
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k', 'tmpfs', mount], { stdio: 'ignore', timeout: 5_000 });
    } catch (err) {
      console.warn(`      skipped: mounting a tmpfs in the private namespace failed (${String(err)})`);
      this.skip();
    }
    try {
      await setSetting(Settings.maxParallel, 1);
      await setSetting(Settings.outputDirectory, mount);
      const sources = ['a.md', 'b.md', 'c.md'].map((name) => write(name, `# ${name}\n`));
      prompts.expect(
        'error',
        undefined,
        /^Could not write .*a\.pdf: the file system is read-only\. The service had converted the file; the conversion was charged\..*Stopped after 1 of 3 files \(2 not started\)\..*1 conversion used\. 1 of them charged although the result could not be saved\./,
      );
      await convert(Commands.convertToPdf, ...sources);
      assert.equal((await conversionLog()).length, 1, 'files after the local failure must not be sent');
      assert.deepEqual(batches, [{ converted: 0, skipped: 0, failed: 1, conversionsUsed: 1, cancelled: false }]);
    } finally {
      execFileSync('umount', [mount], { stdio: 'ignore', timeout: 5_000 });
    }
  });
});
