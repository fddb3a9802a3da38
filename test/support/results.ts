// Printing a tier's results the same way everywhere, ending with "<tier>: N passed, N failed"
// after the tier's slowest tests, one "slowest <tier>: <ms> ms  <title>" line each (npm test
// gathers them into the slowest of the whole run).
import type { TestResult } from '../host/support/results';

/** How many of a tier's slowest tests it names. */
export const SLOWEST_COUNT = 10;

/** The "slowest <tier>: …" lines for the `count` longest tests, longest first. */
export function slowestLines(tier: string, tests: readonly { fullTitle: string; durationMs: number }[], count = SLOWEST_COUNT): string[] {
  return [...tests]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count)
    .map((t) => `slowest ${tier}: ${String(t.durationMs).padStart(7)} ms  ${t.fullTitle}`);
}

/** Prints each test and the closing line; returns the counts. */
export function printResults(tier: string, tests: readonly TestResult[]): { passed: number; failed: number; pending: number } {
  let passed = 0;
  let failed = 0;
  let pending = 0;
  for (const test of tests) {
    if (test.state === 'passed') {
      passed += 1;
      console.log(`  ok    ${test.fullTitle} (${test.durationMs} ms)`);
    } else if (test.state === 'failed') {
      failed += 1;
      console.log(`  FAIL  ${test.fullTitle}`);
      if (test.error) {
        console.log(
          test.error
            .split('\n')
            .map((line) => `        ${line}`)
            .join('\n'),
        );
      }
    } else {
      pending += 1;
      console.log(`  skip  ${test.fullTitle}`);
    }
  }
  const skipped = pending ? `, ${pending} skipped` : '';
  console.log(`\n${slowestLines(tier, tests).join('\n')}`);
  console.log(`\n${tier}: ${passed} passed, ${failed} failed${skipped}`);
  return { passed, failed, pending };
}
