import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextCache } from '../../../src/conversion/text';

describe('Compare as Text: the text cache', () => {
  let dir: string;
  let clock = 1_700_000_000_000;
  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'cf-text-cache-')), 'texts');
  });
  afterEach(async () => {
    await rm(join(dir, '..'), { recursive: true, force: true });
  });
  const cache = () => new TextCache(dir, () => (clock += 1000));

  it('keys by format and content: the same bytes under any name are one entry, another format another', () => {
    const bytes = Buffer.from('PK same bytes');
    assert.equal(TextCache.key('docx', bytes), TextCache.key('DOCX', Buffer.from('PK same bytes')));
    assert.notEqual(TextCache.key('docx', bytes), TextCache.key('odt', bytes));
    assert.notEqual(TextCache.key('docx', bytes), TextCache.key('docx', Buffer.from('PK other')));
  });

  it('a store that fails leaves no temporary file behind (those are not counted against the cap)', async () => {
    const c = cache();
    const key = TextCache.key('docx', Buffer.from('PK'));
    await mkdir(join(dir, `${key}.txt`), { recursive: true }); // the rename cannot replace a folder
    await assert.rejects(c.put(key, 'text'));
    assert.deepEqual((await readdir(dir)).sort(), [`${key}.txt`]);
  });

  it('stores and reads back a text; nothing for an unknown key', async () => {
    const c = cache();
    const key = TextCache.key('pdf', Buffer.from('%PDF'));
    assert.equal(await c.get(key), undefined);
    await c.put(key, 'Page one\n');
    assert.equal(await c.get(key), 'Page one\n');
    assert.deepEqual(await readdir(dir), [`${key}.txt`], 'a temporary file was left behind');
  });

  it('prunes the least recently used down to the cap, keeping the ones asked for; clear removes all', async () => {
    const c = cache();
    const [a, b, d] = ['a', 'b', 'd'].map((s) => TextCache.key('docx', Buffer.from(s)));
    await c.put(a!, 'x'.repeat(100));
    await c.put(b!, 'y'.repeat(100));
    await c.put(d!, 'z'.repeat(100));
    await c.get(a!); // a is now the most recently used
    const removed = await c.prune(200, [b!]);
    assert.deepEqual(removed, { count: 1, bytes: 100 });
    assert.deepEqual((await c.list()).map((e) => e.key).sort(), [a!, b!].sort());
    assert.deepEqual(await c.clear(), { count: 2, bytes: 200 });
    assert.deepEqual(await c.list(), []);
  });
});
