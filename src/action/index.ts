// The action's entry (action.yml `main`: action/index.js, this file bundled): the process around
// runAction. The runner cancels a step with SIGINT, then SIGTERM: either stops the run (requests
// stop, temporary files go, what was converted is recorded), and the exit code says so.
import { runAction } from './main';

const controller = new AbortController();
process.on('SIGINT', () => controller.abort());
process.on('SIGTERM', () => controller.abort());

void runAction({
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  signal: controller.signal,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Unexpected (a summary file that cannot be written): one line, no stack; the token is masked by then.
    const text = err instanceof Error ? err.message : String(err);
    process.stderr.write(`convert-files action: ${text.replace(/[\r\n]+/g, ' ')}\n`);
    process.exitCode = 1;
  },
);
