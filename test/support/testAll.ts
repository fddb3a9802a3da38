// `npm test`: every check and every tier, offline, one after the other (the machines have two
// cores): typecheck, lint, unit, then the browser tiers' setup (Chromium, code-server), host and
// UI. Each tier prints "<tier>: N passed, N failed"; this runner adds them up and ends with
// "total: N passed, N failed" alone on the last line. A check or tier that fails without
// counting (type errors, a host that never started) counts as one failure, so the total never
// looks green when something was red.
import { main, runAllowingFailure } from './processes';
import { cleanEnv, repoRoot } from './paths';
import { SLOWEST_COUNT } from './results';

interface Step {
  name: string;
  script: string;
  /** The word before the colon of the closing line, for tiers that count tests. */
  tier?: string;
  timeoutMs: number;
  /** Steps that cannot run when this one failed. */
  needs?: string;
}

const MINUTE = 60_000;
const steps: Step[] = [
  { name: 'typecheck', script: 'typecheck', timeoutMs: 5 * MINUTE },
  { name: 'lint', script: 'lint', timeoutMs: 5 * MINUTE },
  { name: 'unit', script: 'test:unit', tier: 'unit', timeoutMs: 10 * MINUTE },
  { name: 'setup', script: 'test:setup', timeoutMs: 20 * MINUTE },
  { name: 'host', script: 'test:host', tier: 'host', timeoutMs: 15 * MINUTE, needs: 'setup' },
  { name: 'ui', script: 'test:ui', tier: 'ui', timeoutMs: 15 * MINUTE, needs: 'setup' },
];

interface Outcome {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note: string;
}

function closingLine(output: string, tier: string): { passed: number; failed: number; skipped: number } | undefined {
  const pattern = new RegExp(`^${tier}: (\\d+) passed, (\\d+) failed(?:, (\\d+) skipped)?\\s*$`, 'gm');
  let last: RegExpExecArray | undefined;
  for (let match = pattern.exec(output); match; match = pattern.exec(output)) {
    last = match;
  }
  return last ? { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3] ?? 0) } : undefined;
}

/** The "slowest <tier>: <ms> ms  <title>" lines a tier printed (results.ts, countingReporter.cjs). */
function slowestOf(output: string, tier: string): { tier: string; ms: number; title: string }[] {
  const pattern = new RegExp(`^slowest ${tier}: +(\\d+) ms  (.*)$`, 'gm');
  return [...output.matchAll(pattern)].map((m) => ({ tier, ms: Number(m[1]), title: m[2]! }));
}

main(async () => {
  const outcomes: Outcome[] = [];
  const slowest: { tier: string; ms: number; title: string }[] = [];
  const started = Date.now();
  for (const step of steps) {
    const blocked = step.needs ? outcomes.find((o) => o.name === step.needs && !o.ok) : undefined;
    if (blocked) {
      outcomes.push({ name: step.name, ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0, note: `not run: ${step.needs} failed` });
      continue;
    }
    console.log(`\n=== ${step.name} (npm run ${step.script}) ===\n`);
    const stepStarted = Date.now();
    let code: number;
    let output: string;
    try {
      ({ code, output } = await runAllowingFailure('npm', ['run', '--silent', step.script], {
        cwd: repoRoot,
        env: cleanEnv(),
        timeoutMs: step.timeoutMs,
        echo: true,
        label: step.name,
      }));
    } catch (error) {
      code = 1;
      output = '';
      console.log(`\n${step.name}: ${(error as Error).message}`);
    }
    const seconds = Math.round((Date.now() - stepStarted) / 1000);
    const counts = step.tier ? closingLine(output, step.tier) : undefined;
    if (step.tier) {
      slowest.push(...slowestOf(output, step.tier));
    }
    const outcome: Outcome = {
      name: step.name,
      ok: code === 0,
      passed: counts?.passed ?? 0,
      failed: counts?.failed ?? 0,
      skipped: counts?.skipped ?? 0,
      seconds,
      note: '',
    };
    if (step.tier && !counts) {
      outcome.ok = false;
      outcome.note = 'no closing line';
    } else if (step.tier && counts && counts.passed + counts.failed === 0) {
      outcome.ok = false;
      outcome.note = 'ran no test';
    }
    if (!outcome.ok && outcome.failed === 0) {
      // Failed without counting a failed test: count the step itself.
      outcome.failed = 1;
      outcome.note ||= `exit code ${code}`;
    }
    outcomes.push(outcome);
  }

  console.log('\n=== summary ===\n');
  for (const o of outcomes) {
    const counts =
      o.passed + o.failed + o.skipped > 0 ? `${o.passed} passed, ${o.failed} failed${o.skipped ? `, ${o.skipped} skipped` : ''}` : '';
    console.log(
      `  ${o.ok ? 'ok  ' : 'FAIL'}  ${o.name.padEnd(10)} ${String(o.seconds).padStart(4)} s  ${counts}${o.note ? `  (${o.note})` : ''}`,
    );
  }
  if (slowest.length > 0) {
    console.log(`\n  the ${Math.min(SLOWEST_COUNT, slowest.length)} slowest tests of the run:`);
    for (const line of slowest.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_COUNT)) {
      console.log(`  ${String(line.ms).padStart(7)} ms  ${line.tier.padEnd(5)} ${line.title}`);
    }
  }
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  console.log(`  ${'all'.padEnd(16)} ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`);
  console.log(`\ntotal: ${passed} passed, ${failed} failed`);
  return outcomes.every((o) => o.ok) ? 0 : 1;
});
