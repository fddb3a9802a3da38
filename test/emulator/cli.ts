/**
 * `npm run emulator -- [--port <n>] [--host <addr>] [--state <file>] [--max-file-size <bytes>] [--json]`
 *
 * Starts the service emulator (default: 127.0.0.1, a free port) and prints, once it listens, the
 * demo account's credentials: with --json one line of JSON
 * `{"baseUrl","dashboardUrl","accountId","masterToken","apiTokens":[...]}`, otherwise the same
 * for a person. --state keeps accounts and tokens in a file across restarts. Stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { emulatorSummary, startEmulator, type EmulatorOptions } from './server';

const USAGE = 'Usage: npm run emulator -- [--port <n>] [--host <loopback address>] [--state <file>] [--max-file-size <bytes>] [--json]';

function parseCount(text: string, what: string, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > max) {
    throw new Error(`${what} must be an integer from 0 to ${max}.`);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      state: { type: 'string' },
      'max-file-size': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const opts: EmulatorOptions = {
    log: (line) => process.stderr.write(`emulator: ${line}\n`),
    port: values.port === undefined ? 0 : parseCount(values.port, '--port', 65535),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.state === undefined ? {} : { statePath: values.state }),
    ...(values['max-file-size'] === undefined
      ? {}
      : { maxFileSizeBytes: parseCount(values['max-file-size'], '--max-file-size', Number.MAX_SAFE_INTEGER) }),
  };
  const emulator = await startEmulator(opts);
  // Listen for signals before announcing, so a caller may stop us as soon as it reads the line.
  let stopping = false;
  const stop = (): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    const force = setTimeout(() => process.exit(0), 3000);
    force.unref();
    void emulator.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (values.json) {
    process.stdout.write(`${JSON.stringify(emulatorSummary(emulator))}\n`);
  } else {
    const s = emulatorSummary(emulator);
    const lines = [
      `Conversion service emulator listening on ${s.baseUrl}`,
      `Dashboard:    ${s.dashboardUrl}`,
      `Account:      ${s.accountId}`,
      `Master Token: ${s.masterToken}`,
      ...s.apiTokens.flatMap((t) => [
        `API Token "${t.name}" (${t.environment}, ${t.consumptionLimit === null ? 'no limit' : `limit ${t.consumptionLimit}`})`,
        `  Token:  ${t.token}`,
        `  Kid:    ${t.kid}`,
        `  Secret: ${t.secret}`,
      ]),
      ...(opts.statePath ? [`State file:   ${opts.statePath}`] : []),
      'Press Ctrl+C to stop.',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`emulator: ${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
  process.exit(1);
});
