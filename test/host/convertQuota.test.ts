// Conversions left, end to end against the emulator: the account's 403 (and the real service's
// 401 with Code 4014) for one file and mid-batch, and with a Master Token the check before a batch.
import { strict as assert } from 'node:assert';
import { Commands, Settings } from '../../src/constants';
import { account, conversionLog, setAccount } from './support/accounts';
import { listTree, TOKEN_NAME, useConvertSuite } from './support/convertSuite';
import { emulator } from './support/emulatorConnection';
import { magic, pngImage } from './support/files';
import { setSetting } from './support/settings';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, write, read, convert } = suite;

  it('no conversions left (403): one file gets the message with Open Dashboard', async () => {
    const { ConversionsTotal } = await account();
    await setAccount({ ConversionsConsumed: ConversionsTotal });
    const source = write('notes.md', '# Notes\n');
    prompts.expect('error', undefined, /403|No conversions/);
    await convert(Commands.convertToPdf, source);
    assert.ok(prompts.seen.find((p) => p.kind === 'error')?.items.includes('Open Dashboard'));
    assert.deepEqual(listTree(suite.dir), ['notes.md']);
  });

  it('no conversions left as the real service says it (401, Code 4014): the quota message, the API Token kept', async () => {
    const { ConversionsTotal } = await account();
    await setAccount({ ConversionsConsumed: ConversionsTotal, QuotaStatus: 401 });
    const source = write('notes.md', '# Notes\n');
    prompts.expect('error', undefined, /^“notes\.md” was not converted\. No conversions are left on the account \(401\)/);
    await convert(Commands.convertToPdf, source);
    const items = prompts.seen.find((p) => p.kind === 'error')?.items ?? [];
    assert.ok(items.includes('Open Dashboard') && !items.includes('Set API Token'), items.join());
    assert.deepEqual(listTree(suite.dir), ['notes.md']);
    // The same stored token converts again, without a question, once the account has conversions.
    assert.ok((await suite.services.store.listApiTokens()).some((t) => t.name === TOKEN_NAME));
    await setAccount({ ConversionsConsumed: 0 });
    prompts.seen.length = 0;
    await convert(Commands.convertToPdf, source);
    assert.deepEqual(listTree(suite.dir), ['notes.md', 'notes.pdf']);
    assert.deepEqual(prompts.seen, []);
  });

  it('no conversions left (403) mid-batch: starts no further file and says why', async () => {
    await setSetting(Settings.maxParallel, 1);
    const { ConversionsTotal } = await account();
    await setAccount({ ConversionsConsumed: ConversionsTotal - 1 });
    const sources = ['a.md', 'b.md', 'c.md', 'd.md'].map((name) => write(name, `# ${name}\n`));
    prompts.expect('error', undefined, /No conversions are left.*Stopped after 2 of 4 files \(2 not started\)/);
    await convert(Commands.convertToPdf, ...sources);
    assert.ok(prompts.seen.find((p) => p.kind === 'error')?.items.includes('Open Dashboard'));
    assert.deepEqual(
      listTree(suite.dir).filter((f) => f.endsWith('.pdf')),
      ['a.pdf'],
    );
    // Revision 2 rows are conversions, not requests: a.md charged; b.md's refusal is no conversion.
    assert.equal((await conversionLog()).length, 1, 'the files after the 403 must not be sent');
    assert.equal((await account()).ConversionsConsumed, ConversionsTotal);
    assert.deepEqual(batches, [{ converted: 1, skipped: 0, failed: 1, conversionsUsed: 1, cancelled: false, quotaRefused: 'account' }]);
  });

  it('with a Master Token, a batch larger than the conversions left is stopped before anything is sent', async () => {
    await suite.services.store.setMasterToken(emulator().masterToken);
    await setAccount({ ConversionsTotal: 1000, ConversionsConsumed: 999 });
    const a = write('a.png', pngImage(4, 4, [200, 0, 0]));
    const b = write('b.png', pngImage(4, 4, [0, 200, 0]));
    prompts.expect('error', undefined, /needs 2 conversions, but the account has 1 left \(of 1,000\)/);
    await convert(Commands.convertToJpg, a, b);
    assert.deepEqual(await conversionLog(), []);
    assert.equal((await account()).ConversionsConsumed, 999);
    assert.deepEqual(listTree(suite.dir), ['a.png', 'b.png']);
  });

  it('with a Master Token and enough conversions left, checks the account first, then converts', async () => {
    await suite.services.store.setMasterToken(emulator().masterToken);
    await setAccount({ ConversionsTotal: 1000, ConversionsConsumed: 999 });
    const source = write('notes.md', '# Notes\n');
    const messages: string[] = [];
    const ui = suite.services.commandUi;
    const original = ui.progress;
    ui.progress = {
      run: (title, task) =>
        original.run(title, (signal, report) => task(signal, (value) => (value.message && messages.push(value.message), report(value)))),
    };
    try {
      await convert(Commands.convertToPdf, source);
    } finally {
      ui.progress = original;
    }
    assert.equal(messages[0], 'Checking conversions left…', 'the account was not checked before converting');
    assert.equal(magic(read('notes.pdf')), 'pdf');
    assert.equal((await account()).ConversionsConsumed, 1000, 'the one conversion left was used');
  });
});
