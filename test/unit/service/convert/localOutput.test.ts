/** The local disk as the one output port: results streamed by the client straight to the disk. */
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalOutputTarget, writeWhole } from '../../../../src/service/convert';
import { OutputExistsError } from '../../../../src/service/errors';

describe('service/convert LocalOutputTarget', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'convert-files-local-output-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes where the mapping says, and names the result in the caller’s own form', async () => {
    const target = new LocalOutputTarget((path) => join(dir, ...path.split('/').filter(Boolean)));
    const staged = await target.stage({ path: '/out/a.pdf', overwrite: false }, Buffer.from('pdf'));
    assert.equal(staged.finalPath, '/out/a.pdf');
    assert.equal(staged.size, 3);
    assert.deepEqual(await readdir(join(dir, 'out')).then((names) => names.filter((n) => n === 'a.pdf')), [], 'not visible before commit');
    await staged.commit();
    assert.equal(await readFile(join(dir, 'out', 'a.pdf'), 'utf8'), 'pdf');
  });

  it('removes the folders it made once they are empty, and only those', async () => {
    await writeFile(join(dir, 'kept.txt'), 'x');
    const target = new LocalOutputTarget();
    const staged = await target.stage({ path: join(dir, 'made', 'deeper', 'a.pdf'), overwrite: false }, Buffer.from('pdf'));
    await staged.discard();
    await target.removeEmptyFolders();
    assert.deepEqual(await readdir(dir), ['kept.txt']);
  });

  it('writeWhole never replaces a file it was not allowed to, and leaves no temporary file', async () => {
    const path = join(dir, 'report.csv');
    await writeFile(path, 'old');
    await assert.rejects(writeWhole(new LocalOutputTarget(), { path, overwrite: false }, Buffer.from('new')), OutputExistsError);
    assert.equal(await readFile(path, 'utf8'), 'old');
    assert.deepEqual(await readdir(dir), ['report.csv']);
    await writeWhole(new LocalOutputTarget(), { path, overwrite: true }, Buffer.from('new'));
    assert.equal(await readFile(path, 'utf8'), 'new');
  });
});
