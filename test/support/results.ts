// Printing a tier's results the same way everywhere, ending with "<tier>: N passed, N failed".
import type { TestResult } from '../host/support/results';

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
  console.log(`\n${tier}: ${passed} passed, ${failed} failed${skipped}`);
  return { passed, failed, pending };
}
