/** The bench's own arithmetic (bench/rounds.ts): the interleaved order, medians, paired ratios, the table. No timing. */
import { strict as assert } from 'node:assert';
import { interleaved, median, pairedRatios, spread, table, type Sample } from '../../../bench/rounds';

describe('bench: rounds and figures', () => {
  it('interleaves the contenders round by round, a warm-up round first', () => {
    const order = interleaved(['A', 'B', 'C'], 2);
    assert.deepEqual(
      order.map((o) => `${o.warmup ? 'w' : o.round}${o.contender}`),
      ['wA', 'wB', 'wC', '1A', '1B', '1C', '2A', '2B', '2C'],
    );
    assert.equal(interleaved(['A', 'B'], 5, 0).length, 10);
    assert.ok(interleaved(['A', 'B'], 5, 0).every((o) => !o.warmup));
  });

  it('takes the median of odd and even counts, and the spread', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
    assert.deepEqual(spread([3, 9, 1, 4, 2]), { min: 1, median: 3, max: 9 });
  });

  it('ratios pair the rounds: a slow round for both does not skew them', () => {
    // Round 2 was slow for everyone (the machine was busy): the pairs still say 1.5x.
    assert.deepEqual(pairedRatios([3, 30, 6], [2, 20, 4]), { min: 1.5, median: 1.5, max: 1.5 });
  });

  it('prints one row per contender with runs, medians, ratios and load', () => {
    const run = (wallMs: number, cpuMs: number, load: number): Sample => ({ wallMs, cpuMs, load });
    const samples = new Map<string, Sample[]>([
      ['client', [run(2600, 1500, 3), run(2000, 1200, 5), run(3000, 1800, 4)]],
      ['curl', [run(2000, 100, 3), run(1000, 100, 5), run(2000, 100, 4)]],
    ]);
    const [header, client, curl] = table(samples, 'curl', 'client');
    assert.match(header!, /wall × curl/);
    assert.match(client!, /^ {2}client\s+3 {2}2\.60 \(2\.00–3\.00\)\s+1\.50x \(1\.30x–2\.00x\)/);
    assert.match(client!, /3\.0–5\.0$/);
    assert.match(curl!, /1\.00x \(1\.00x–1\.00x\)/);
  });
});
