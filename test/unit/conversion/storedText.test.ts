// A document's text kept once per content (conversion/storedText.ts), the one road of Compare as
// Text, Search in Documents, the chat's extractText and the MCP server's extract_text: extracted
// once however many ask at the same time, from the cache after, the client asked for only when a
// conversion is made; a caller that stops waiting stops at once, and one whose extraction failed
// leaves the content to the next.
import { strict as assert } from 'node:assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentCache } from '../../../src/conversion/contentCache';
import { storedText, type TextExtractionDeps } from '../../../src/conversion/storedText';
import type { ConversionResult, ConvertRequest } from '../../../src/service/convert';

/** A service that answers `text` for each conversion once `release` is called (the first fails when told to). */
function service(text: string) {
  const requests: ConvertRequest[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  let failure: Error | undefined;
  let clients = 0;
  const deps: TextExtractionDeps = {
    conversion: () => {
      clients += 1;
      return {
        client: async () => ({
          async convert(req: ConvertRequest): Promise<ConversionResult> {
            requests.push(req);
            await gate;
            const failed = failure;
            failure = undefined;
            if (failed) {
              throw failed;
            }
            const plan = await req.resolveOutput({ name: 'a.txt', index: 0, count: 1 });
            const staged = await req.output!.stage(plan!, Buffer.from(text), req.signal);
            await staged.commit();
            return { files: [{ name: 'a.txt', path: staged.finalPath, size: staged.size }], skipped: [], conversionCost: 1, durationMs: 1 };
          },
        }),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      };
    },
    marker: (kind, n) => `== ${kind} ${n} ==`,
    notKept: 'not kept',
  };
  return {
    deps,
    requests,
    clients: () => clients,
    release: () => release(),
    failFirst: (error: Error) => (failure = error),
  };
}

const doc = (bytes: string) => ({ name: 'a.docx', label: 'docs/a.docx', format: 'docx', bytes: Buffer.from(bytes) });
const never = () => new AbortController().signal;

/** Resolves once `done()` holds (each turn of the event loop), failing after 5 s. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done()) {
    assert.ok(Date.now() < deadline, 'timed out');
    await new Promise((r) => setImmediate(r));
  }
}

/** The cache, counting the looks that found nothing (a caller past that look waits or extracts). */
class WatchedCache extends ContentCache {
  misses = 0;
  override async get(key: string): Promise<string | undefined> {
    const text = await super.get(key);
    this.misses += text === undefined ? 1 : 0;
    return text;
  }
}

describe('stored text: one extraction per content, kept in the content cache', () => {
  let dir: string;
  let cache: WatchedCache;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'convert-files-stored-text-'));
    cache = new WatchedCache(dir);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('two callers at once: one conversion, the text normalised with the caller’s markers; then from the cache, no client asked', async () => {
    const s = service('One\fTwo');
    const key = ContentCache.key('docx', doc('1').bytes);
    const both = [storedText(s.deps, cache, key, doc('1'), never()), storedText(s.deps, cache, key, doc('1'), never())];
    await until(() => s.requests.length === 1 && cache.misses === 2);
    s.release();
    const expected = '== page 1 ==\nOne\n\n== page 2 ==\nTwo\n';
    // Whichever looked first extracts; the other waits for its text (both had found none stored).
    const answers = await Promise.all(both);
    assert.deepEqual(
      answers.map((a) => a.text),
      [expected, expected],
    );
    assert.deepEqual(answers.map((a) => a.converted).sort(), [false, true]);
    assert.equal(s.requests.length, 1);
    assert.equal(await cache.get(key), expected);
    const clients = s.clients();
    assert.deepEqual(await storedText(s.deps, cache, key, doc('1'), never()), { text: expected, converted: false });
    assert.equal(s.clients(), clients, 'a stored text asked for the client (the command line’s needs the token)');
  });

  it('a caller waiting for another’s extraction stops at once when cancelled; the other goes on', async () => {
    const s = service('text');
    const key = ContentCache.key('docx', doc('2').bytes);
    const first = storedText(s.deps, cache, key, doc('2'), never());
    await until(() => s.requests.length === 1);
    const stop = new AbortController();
    const waiting = storedText(s.deps, cache, key, doc('2'), stop.signal);
    stop.abort(new Error('stopped'));
    await assert.rejects(waiting, /stopped/);
    s.release();
    assert.deepEqual(await first, { text: 'text\n', converted: true });
  });

  it('when another’s extraction fails, a caller waiting for it extracts the content itself', async () => {
    const s = service('text');
    const key = ContentCache.key('docx', doc('3').bytes);
    s.failFirst(new Error('service down'));
    const first = storedText(s.deps, cache, key, doc('3'), never());
    await until(() => s.requests.length === 1);
    const second = storedText(s.deps, cache, key, doc('3'), never());
    await until(() => cache.misses === 2);
    s.release();
    await assert.rejects(first, /service down/);
    assert.deepEqual(await second, { text: 'text\n', converted: true });
    assert.equal(s.requests.length, 2);
  });
});
