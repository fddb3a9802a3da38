import { strict as assert } from 'node:assert';
import { parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { type Catalogue, CatalogueCache, type CatalogueSnapshot } from '../../../../src/service/catalogue';
import { catalogueKey } from '../../../../src/service/catalogue/catalogueCache';
import { sampleDocument } from '../../support/fixtures/openapiDocument';

const DAY = 24 * 60 * 60 * 1000;
const BASE = 'https://v2.example.test';

/** A fetcher whose answers the test gives by hand, recording each call. */
class ScriptedFetcher {
  readonly calls: string[] = [];
  private pending: { resolve: (c: Catalogue) => void; reject: (e: unknown) => void }[] = [];
  readonly fetch = (baseUrl: string): Promise<Catalogue> => {
    this.calls.push(baseUrl);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  };
  answer(catalogue: Catalogue): void {
    const next = this.pending.shift();
    assert.ok(next, 'no fetch is waiting for an answer');
    next.resolve(catalogue);
  }
  fail(error: unknown = new Error('getaddrinfo ENOTFOUND (offline)')): void {
    const next = this.pending.shift();
    assert.ok(next, 'no fetch is waiting for an answer');
    next.reject(error);
  }
}

function setup(initial: Record<string, unknown> = {}) {
  const store = new Map<string, unknown>(Object.entries(initial));
  const clock = { ms: Date.UTC(2030, 0, 1) };
  const fetcher = new ScriptedFetcher();
  const changes: [string, CatalogueSnapshot][] = [];
  const errors: unknown[] = [];
  const cache = new CatalogueCache({
    storage: { get: (k) => store.get(k), set: (k, v) => void store.set(k, JSON.parse(JSON.stringify(v))) },
    fetcher: fetcher.fetch,
    now: () => clock.ms,
    onDidChange: (b, s) => changes.push([b, s]),
    onError: (_b, e) => errors.push(e),
  });
  return { store, clock, fetcher, cache, changes, errors };
}

const serviceCatalogue = parseCatalogue(sampleDocument());

describe('service/catalogueCache', () => {
  it('with nothing stored: serves the built-in catalogue at once, fetches in the background, then serves and stores the service’s', async () => {
    const { cache, fetcher, store, changes } = setup();
    const first = cache.get(BASE);
    assert.equal(first.source, 'builtin');
    assert.equal(first.catalogue.origin, 'builtin');
    assert.deepEqual(fetcher.calls, [BASE]);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
    const second = cache.get(BASE);
    assert.equal(second.source, 'stored');
    assert.equal(second.catalogue.converters.length, serviceCatalogue.converters.length);
    assert.deepEqual(fetcher.calls, [BASE], 'a fresh catalogue was fetched again');
    assert.ok(store.has(catalogueKey(BASE)));
    assert.equal(changes.length, 1);
  });

  it('asks once however many pickers open while a fetch runs', async () => {
    const { cache, fetcher } = setup();
    cache.get(BASE);
    cache.get(BASE);
    const a = cache.refresh(BASE, { force: true });
    assert.equal(fetcher.calls.length, 1);
    fetcher.answer(serviceCatalogue);
    assert.equal((await a).source, 'stored');
  });

  it('refreshes at most daily', async () => {
    const { cache, fetcher, clock } = setup();
    cache.get(BASE);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
    clock.ms += DAY - 1;
    cache.get(BASE);
    assert.equal(fetcher.calls.length, 1);
    clock.ms += 1;
    const stale = cache.get(BASE);
    assert.equal(stale.source, 'stored', 'the old catalogue serves while the new one comes');
    assert.equal(fetcher.calls.length, 2);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
  });

  it('works offline from the stored catalogue, however old, and does not retry on every picker', async () => {
    const { cache, fetcher, clock, errors } = setup();
    cache.get(BASE);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
    clock.ms += 30 * DAY;
    assert.equal(cache.get(BASE).source, 'stored');
    fetcher.fail();
    await cache.idle();
    assert.equal(errors.length, 1);
    for (let i = 0; i < 5; i++) {
      const s = cache.get(BASE);
      assert.equal(s.source, 'stored');
      assert.equal(s.catalogue.origin, 'service');
    }
    assert.equal(fetcher.calls.length, 2, 'it retried at once after a failure');
    clock.ms += 60 * 60 * 1000;
    cache.get(BASE);
    assert.equal(fetcher.calls.length, 3, 'it did not try again after the pause');
    fetcher.fail();
    await cache.idle();
  });

  it('offline with nothing stored: the built-in catalogue, and a forced refresh says what is served', async () => {
    const { cache, fetcher } = setup();
    const pending = cache.refresh(BASE, { force: true });
    fetcher.fail();
    const after = await pending;
    assert.equal(after.source, 'builtin');
    assert.ok(after.catalogue.converters.some((c) => c.source === 'docx' && c.target === 'pdf'));
  });

  it('starts from what an earlier session stored, without fetching while it is fresh', async () => {
    const first = setup();
    first.cache.get(BASE);
    first.fetcher.answer(serviceCatalogue);
    await first.cache.idle();
    const second = setup(Object.fromEntries(first.store));
    second.clock.ms = first.clock.ms + 1000;
    const s = second.cache.get(BASE);
    assert.equal(s.source, 'stored');
    assert.ok(s.catalogue.converters.some((c) => c.target === 'merge'));
    assert.deepEqual(second.fetcher.calls, []);
  });

  it('keeps one entry per host: another host starts from the built-in catalogue', async () => {
    const { cache, fetcher, store } = setup();
    cache.get(BASE);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
    assert.equal(cache.get(`${BASE}/`).source, 'stored', 'a trailing slash is the same host');
    const other = cache.get('http://127.0.0.1:8123');
    assert.equal(other.source, 'builtin');
    assert.deepEqual(fetcher.calls, [BASE, 'http://127.0.0.1:8123']);
    fetcher.answer({ ...serviceCatalogue, converters: serviceCatalogue.converters.slice(0, 1) });
    await cache.idle();
    assert.equal(cache.get('http://127.0.0.1:8123').catalogue.converters.length, 1);
    assert.equal(cache.get(BASE).catalogue.converters.length, serviceCatalogue.converters.length);
    assert.equal(store.size, 2);
  });

  it('ignores a damaged or older stored entry and fetches instead', async () => {
    const { cache, fetcher } = setup({ [catalogueKey(BASE)]: { version: 0, fetchedAt: Date.UTC(2030, 0, 1), catalogue: { nope: true } } });
    assert.equal(cache.get(BASE).source, 'builtin');
    assert.equal(fetcher.calls.length, 1);
    fetcher.fail();
    await cache.idle();
  });

  it('treats an entry stamped in the future (clock moved back) as stale', async () => {
    const { cache, fetcher, clock } = setup();
    cache.get(BASE);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
    clock.ms -= 2 * DAY;
    assert.equal(cache.get(BASE).source, 'stored');
    assert.equal(fetcher.calls.length, 2);
    fetcher.answer(serviceCatalogue);
    await cache.idle();
  });
});
