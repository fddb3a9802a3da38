// Where Preview as PDF keeps its PDFs: keyed by the source's format and bytes (not its name or
// place), the least recently used removed first to stay under the cap, a failed conversion's
// folder discarded, and Clear removes everything.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PreviewCache, previewFileName } from '../../../src/preview/previewCache';
import { previewFormats } from '../../../src/preview/previewFormats';
import { builtinCatalogue } from '../../../src/service/catalogue/catalogue';
import type { Catalogue } from '../../../src/service/catalogue';

describe('Preview as PDF: stored previews', () => {
  let dir: string;
  let clock: number;
  let cache: PreviewCache;
  const bytes = (text: string) => new Uint8Array(Buffer.from(text));

  /** Stores a PDF of `size` bytes for `key` as a finished conversion would. */
  async function store(key: string, name: string, size: number): Promise<string> {
    const path = await cache.placeFor(key, name);
    writeFileSync(path, Buffer.alloc(size, 1));
    await cache.lookup(key, name); // marks it used now
    clock += 1000;
    return path;
  }

  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'cf-previews-')), 'previews');
    clock = Date.UTC(2026, 10, 1);
    cache = new PreviewCache(dir, () => clock);
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('keys by the format and the content: same bytes the same key whatever the name, other bytes or format another', () => {
    const a = PreviewCache.key('docx', bytes('one'));
    assert.match(a, /^[0-9a-f]{64}$/);
    assert.equal(PreviewCache.key('DOCX', bytes('one')), a);
    assert.notEqual(PreviewCache.key('docx', bytes('one!')), a);
    assert.notEqual(PreviewCache.key('odt', bytes('one')), a);
  });

  it('finds a stored preview under the name it is asked for (renamed), and nothing for an unknown key', async () => {
    const key = PreviewCache.key('docx', bytes('letter'));
    assert.equal(await cache.lookup(key, 'letter.docx'), undefined);
    await store(key, 'letter.docx', 10);
    const found = await cache.lookup(key, 'copy of letter.docx');
    assert.ok(found);
    assert.equal(basename(found.path), 'copy of letter.docx.pdf');
    assert.deepEqual(readdirSync(join(dir, key)), ['copy of letter.docx.pdf']);
    assert.equal(await cache.lookup('../../etc', 'x.docx'), undefined, 'a key that is no hash is no entry');
  });

  it('keeps the stored previews under the cap, removing the least recently used first, never the one just stored', async () => {
    const keys = ['a', 'b', 'c'].map((t) => PreviewCache.key('docx', bytes(t)));
    for (const key of keys) {
      await store(key, `${key.slice(0, 4)}.docx`, 100);
    }
    await cache.lookup(keys[0]!, `${keys[0]!.slice(0, 4)}.docx`); // the first is used again: now the newest
    assert.deepEqual(await cache.prune(250), { count: 1, bytes: 100 });
    assert.deepEqual(
      (await cache.list()).map((e) => e.key),
      [keys[2], keys[0]],
      'the least recently used (b) went',
    );
    const big = PreviewCache.key('docx', bytes('big'));
    await store(big, 'big.docx', 500);
    assert.deepEqual(await cache.prune(250, big), { count: 2, bytes: 200 });
    assert.deepEqual(
      (await cache.list()).map((e) => e.key),
      [big],
    );
  });

  it('discards the folder of a conversion that left no PDF (a temporary file is not one); Clear removes everything', async () => {
    const failed = PreviewCache.key('docx', bytes('failed'));
    const path = await cache.placeFor(failed, 'failed.docx');
    writeFileSync(`${path}.1234.partial`, 'half');
    assert.deepEqual(await cache.list(), []);
    await cache.discard(failed);
    assert.ok(!existsSync(join(dir, failed)));
    await store(PreviewCache.key('docx', bytes('kept')), 'kept.docx', 10);
    await store(PreviewCache.key('docx', bytes('kept too')), 'kept too.docx', 20);
    assert.deepEqual(await cache.clear(), { count: 2, bytes: 30 });
    assert.ok(!existsSync(dir));
    assert.deepEqual(await cache.list(), []);
  });

  it('names the PDF after its source, without characters a file name cannot hold', () => {
    assert.equal(previewFileName('Q1 report.xlsx'), 'Q1 report.xlsx.pdf');
    assert.equal(previewFileName('a:b*c?.docx'), 'a_b_c_.docx.pdf');
  });

  it('stores a source whose name is as long as a file name may be (adding .pdf must not make it too long)', async () => {
    const name = `${'ü'.repeat(125)}.docx`; // 255 bytes in UTF-8: a valid name on every file system
    const path = await cache.placeFor(PreviewCache.key('docx', bytes('long')), name);
    assert.ok(Buffer.byteLength(basename(path)) <= 255, `${Buffer.byteLength(basename(path))} bytes`);
    assert.ok(basename(path).endsWith('.docx.pdf'));
    writeFileSync(path, Buffer.alloc(10, 1));
    assert.equal((await cache.lookup(PreviewCache.key('docx', bytes('long')), name))?.path, path);
    assert.ok(!previewFileName(`${'ü'.repeat(127)}.docx`).includes('\ufffd'));
  });
});

describe('Preview as PDF: which files', () => {
  it('offers what the catalogue converts to PDF and VS Code cannot show (not text, images or PDFs)', () => {
    const formats = previewFormats(builtinCatalogue());
    for (const f of ['docx', 'xlsx', 'pptx']) {
      assert.ok(formats.includes(f), `${f} is not offered: ${formats.join(', ')}`);
    }
    for (const f of ['pdf', 'txt', 'html', 'png', 'jpg', 'csv']) {
      assert.ok(!formats.includes(f), `${f} is offered`);
    }
  });

  it('offers Markdown, which VS Code shows as text and as its preview but not as the PDF it prints as', () => {
    assert.ok(previewFormats(builtinCatalogue()).includes('md'));
    const catalogue: Catalogue = {
      origin: 'service',
      tags: [],
      converters: [{ source: 'md', target: 'pdf', sourceFormats: ['md', 'markdown'], tags: [], parameters: [], multiInput: false }],
    };
    assert.deepEqual(previewFormats(catalogue), ['markdown', 'md']);
  });

  it('follows the catalogue: a format only the service knows is offered; a multi-file converter is not', () => {
    const catalogue: Catalogue = {
      origin: 'service',
      tags: [],
      converters: [
        { source: 'pages', target: 'pdf', sourceFormats: ['pages'], tags: [], parameters: [], multiInput: false },
        { source: 'xps', target: 'merge', sourceFormats: ['xps'], tags: [], parameters: [], multiInput: false },
        { source: 'any', target: 'pdf', sourceFormats: ['odp'], tags: [], parameters: [], multiInput: true },
      ],
    };
    assert.deepEqual(previewFormats(catalogue), ['pages']);
  });
});
