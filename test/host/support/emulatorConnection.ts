// The service emulator the launcher started before VS Code, as host tests see it.
import type { RequestLogEntry } from '../../emulator/deps';
import { EMULATOR_ENV, type EmulatorInfo } from '../../support/emulatorInfo';
export { EMULATOR_ENV, type EmulatorInfo, type RequestLogEntry };

/** The running emulator, or undefined when the launcher did not start one. */
export function findEmulator(): EmulatorInfo | undefined {
  const raw = process.env[EMULATOR_ENV];
  return raw ? (JSON.parse(raw) as EmulatorInfo) : undefined;
}

/** The running emulator; throws a clear message when the suite was started without one. */
export function emulator(): EmulatorInfo {
  const info = findEmulator();
  if (!info) {
    throw new Error(
      `${EMULATOR_ENV} is not set: run host tests through \`npm run test:host\` or \`npm run test:electron\`, which start the emulator.`,
    );
  }
  return info;
}

/** Calls an emulator-only endpoint (`/_emulator/...`) to set up a test's situation or read what it saw. */
export async function emulatorCall(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, emulator().baseUrl), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(`emulator ${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** Puts the emulator back to its demo account only; call in beforeEach of tests that change it. */
export async function resetEmulator(): Promise<void> {
  await emulatorCall('POST', '/_emulator/reset');
}

/**
 * The requests that reached the emulator from entry `since` on (all when omitted), oldest first.
 * Its log lives in the launcher's process; this reads it over `GET /_emulator/requests`.
 */
export async function emulatorRequests(since = 0): Promise<RequestLogEntry[]> {
  return (await emulatorCall('GET', `/_emulator/requests?since=${since}`)) as RequestLogEntry[];
}

/** The conversions (`POST /convert/…`) that reached the emulator from entry `since` on, oldest first. */
export async function emulatorConversions(since = 0): Promise<RequestLogEntry[]> {
  return (await emulatorRequests(since)).filter((r) => r.method === 'POST' && r.path.startsWith('/convert/'));
}
