// The `convert-files` executable (dist/cli.js): the process around runCli. Ctrl+C aborts the run
// (requests stop, temporary files go, what was converted is recorded); a second Ctrl+C exits at once.
import { runCli } from './main';

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts += 1;
  if (interrupts > 1) {
    process.exit(130);
  }
  controller.abort();
});
process.on('SIGTERM', () => controller.abort());

void runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  signal: controller.signal,
}).then((code) => {
  process.exitCode = code;
});
