// The one content cache of Preview as PDF's PDFs and the texts of Compare as Text, Search in
// Documents and extract_text: keyed by format and bytes, written whole or not at all, the least
// recently used removed first, one limit over both kinds that a prune never leaves passed (but for
// the entries on screen that pass it alone), and Clear by kind or whole.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentCache } from '../../../src/conversion/contentCache';
import { CACHE_SIZE_VARIABLE, cacheLimitFromEnvironment, DEFAULT_CACHE_MB } from '../../../src/conversion/cacheLimit';

describe('The content cache (Preview as PDF, Compare as Text, Search, extract_text)', () => {
  let dir: string;
  let clock: number;
  let cache: ContentCache;
  const key = (text: string, format = 'docx') => ContentCache.key(format, Buffer.from(text));
  const total = async () => (await cache.list()).reduce((sum, e) => sum + e.size, 0);

  /** Stores a PDF of `size` bytes for `k` as the result writer does (its own temporary name, then the entry's). */
  async function storePdf(k: string, size: number): Promise<void> {
    const path = await cache.place(k, 'pdf');
    await writeFile(`${path}.1234.partial`, Buffer.alloc(size, 1));
    assert.deepEqual(await cache.lookup(k, 'pdf'), undefined, 'a file being written is an entry');
    await rm(`${path}.1234.partial`);
    await writeFile(path, Buffer.alloc(size, 1));
    await cache.lookup(k, 'pdf'); // marks it used now
  }

  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'cf-content-cache-')), 'cache');
    clock = Date.UTC(2026, 10, 1);
    cache = new ContentCache(dir, () => (clock += 1000));
  });
  afterEach(() => rm(join(dir, '..'), { recursive: true, force: true }));

  it('keys by format and content: the same bytes under any name are one entry, another format another', () => {
    const a = key('PK same bytes');
    assert.match(a, /^[0-9a-f]{64}$/);
    assert.equal(ContentCache.key('DOCX', Buffer.from('PK same bytes')), a);
    assert.notEqual(key('PK same bytes', 'odt'), a);
    assert.notEqual(key('PK other'), a);
  });

  it('stores and reads back a text; nothing for an unknown key or one that is no hash', async () => {
    const k = key('%PDF', 'pdf');
    assert.equal(await cache.get(k), undefined);
    await cache.put(k, 'Page one\n');
    assert.equal(await cache.get(k), 'Page one\n');
    assert.deepEqual(await readdir(dir), [`${k}.txt`], 'a temporary file was left behind');
    assert.equal(await cache.lookup('../../etc', 'txt'), undefined, 'a key that is no hash is no entry');
    assert.throws(() => cache.path('../../etc', 'pdf'));
  });

  it('a store that fails leaves no temporary file behind (those are not counted against the limit)', async () => {
    const k = key('PK');
    await mkdir(join(dir, `${k}.txt`), { recursive: true }); // the rename cannot replace a folder
    await assert.rejects(cache.put(k, 'text'));
    assert.deepEqual((await readdir(dir)).sort(), [`${k}.txt`]);
    assert.deepEqual(await cache.list(), [], 'a folder is no entry');
  });

  it('finds a stored PDF beside the text of the same content; a file being written is none', async () => {
    const k = key('letter');
    assert.equal(await cache.lookup(k, 'pdf'), undefined);
    await storePdf(k, 10);
    await cache.put(k, 'the letter');
    const found = await cache.lookup(k, 'pdf');
    assert.equal(found?.path, join(dir, `${k}.pdf`));
    assert.equal(found?.size, 10);
    assert.equal(await cache.get(k), 'the letter');
    assert.deepEqual(
      (await cache.list()).map((e) => e.kind),
      ['pdf', 'txt'],
    );
  });

  it('prunes the least recently used first, over both kinds, down to the limit', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((t) => key(t));
    await storePdf(a!, 100);
    await cache.put(b!, 'y'.repeat(100));
    await storePdf(c!, 100);
    await cache.lookup(a!, 'pdf'); // the first is used again: now the newest
    assert.deepEqual(await cache.prune(250), { count: 1, bytes: 100 });
    assert.deepEqual(
      (await cache.list()).map((e) => e.key),
      [c, a],
      'the least recently used (b, a text) went',
    );
    assert.ok((await total()) <= 250);
  });

  it('never leaves the limit passed after a prune, but for the kept entries on screen that pass it alone', async () => {
    const [a, b, d] = ['a', 'b', 'd'].map((t) => key(t));
    await cache.put(a!, 'x'.repeat(100));
    await cache.put(b!, 'y'.repeat(100));
    await cache.put(d!, 'z'.repeat(100));
    await cache.get(a!); // a is now the most recently used
    // Kept entries that fit: the others go, least recently used first, and the limit holds.
    assert.deepEqual(await cache.prune(200, [b!]), { count: 1, bytes: 100 });
    assert.deepEqual((await cache.list()).map((e) => e.key).sort(), [a!, b!].sort());
    // A kept entry larger than the limit alone: everything else goes, it stays (it is on screen)…
    const big = key('big');
    await storePdf(big, 500);
    assert.deepEqual(await cache.prune(250, [big]), { count: 2, bytes: 200 });
    assert.deepEqual(
      (await cache.list()).map((e) => e.key),
      [big],
    );
    // …and goes at the next prune that does not keep it: the limit holds again.
    await cache.lookup(big, 'pdf');
    await cache.put(a!, 'x'.repeat(100));
    assert.deepEqual(await cache.prune(250), { count: 1, bytes: 500 });
    assert.deepEqual(
      (await cache.list()).map((e) => e.key),
      [a],
    );
  });

  it('clears one kind (Clear Stored Previews, Clear Compare Cache) or everything with what is half-written', async () => {
    await storePdf(key('kept'), 10);
    await storePdf(key('kept too'), 20);
    await cache.put(key('kept'), 'text');
    assert.deepEqual(await cache.clear('pdf'), { count: 2, bytes: 30 });
    assert.deepEqual(
      (await cache.list()).map((e) => e.kind),
      ['txt'],
    );
    await writeFile(join(dir, '.half.tmp'), 'half');
    assert.deepEqual(await cache.clear(), { count: 1, bytes: 4 });
    assert.ok(!existsSync(dir));
    assert.deepEqual(await cache.list(), []);
  });

  it('takes its limit on the command line from CONVERT_FILES_CACHE_SIZE_MB, else the setting’s default', () => {
    const mb = 1024 * 1024;
    assert.equal(cacheLimitFromEnvironment({}), DEFAULT_CACHE_MB * mb);
    assert.equal(cacheLimitFromEnvironment({ [CACHE_SIZE_VARIABLE]: ' 40 ' }), 40 * mb);
    for (const wrong of ['', '0', '-5', '1.5', 'lots', '999999999']) {
      assert.equal(cacheLimitFromEnvironment({ [CACHE_SIZE_VARIABLE]: wrong }), DEFAULT_CACHE_MB * mb, wrong);
    }
  });
});
