// Mocha's spec reporter plus one closing line, "unit: N passed, N failed", that CI reads, after
// the tier's 10 slowest tests ("slowest unit: <ms> ms  <title>", the format of results.ts).
// TIER_LABEL changes the word before the colon ("ui"); when CONVERT_FILES_RESULTS_FILE is set,
// the counts and each test's outcome are also written there as JSON for the launchers.
'use strict';
const fs = require('node:fs');
const Mocha = require('mocha');
const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class CountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const label = process.env.TIER_LABEL || 'unit';
    const resultsFile = process.env.CONVERT_FILES_RESULTS_FILE;
    const tests = [];
    const durations = [];
    runner.on(EVENT_TEST_PASS, (test) => durations.push({ fullTitle: test.fullTitle(), durationMs: test.duration || 0 }));
    runner.on(EVENT_TEST_FAIL, (test) => durations.push({ fullTitle: test.fullTitle(), durationMs: test.duration || 0 }));
    if (resultsFile) {
      runner.on(EVENT_TEST_PASS, (test) => tests.push({ fullTitle: test.fullTitle(), state: 'passed', durationMs: test.duration || 0 }));
      runner.on(EVENT_TEST_FAIL, (test, error) =>
        tests.push({
          fullTitle: test.fullTitle(),
          state: 'failed',
          durationMs: test.duration || 0,
          error: String((error && error.stack) || error),
        }),
      );
      runner.on(EVENT_TEST_PENDING, (test) => tests.push({ fullTitle: test.fullTitle(), state: 'pending', durationMs: 0 }));
    }
    runner.once(EVENT_RUN_END, () => {
      const s = runner.stats || {};
      const skipped = s.pending ? `, ${s.pending} skipped` : '';
      const slowest = durations
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 10)
        .map((t) => `slowest ${label}: ${String(t.durationMs).padStart(7)} ms  ${t.fullTitle}\n`);
      process.stdout.write(`\n${slowest.join('')}`);
      process.stdout.write(`\n${label}: ${s.passes || 0} passed, ${s.failures || 0} failed${skipped}\n`);
      if (resultsFile) {
        const results = { status: 'done', passed: s.passes || 0, failed: s.failures || 0, pending: s.pending || 0, tests };
        fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2));
      }
    });
  }
}
module.exports = CountingReporter;
