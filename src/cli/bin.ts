// The `convert-files` executable (dist/cli.js): the process around runCli. Ctrl+C aborts the run
// (requests stop, temporary files go, what was converted is recorded); a second Ctrl+C exits at once.
import { runCli } from './main';
import { runMcpServer } from './mcp/server';

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

const argv = process.argv.slice(2);
// `mcp` speaks the Model Context Protocol on stdin and stdout (src/cli/mcp); the rest prints lines.
const run =
  argv[0] === 'mcp'
    ? runMcpServer(argv.slice(1), {
        env: process.env,
        cwd: process.cwd(),
        stdin: process.stdin,
        stdout: process.stdout,
        err: (line) => process.stderr.write(`${line}\n`),
        signal: controller.signal,
      })
    : runCli(argv, {
        env: process.env,
        cwd: process.cwd(),
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
        signal: controller.signal,
      });
void run.then((code) => {
  process.exitCode = code;
});
