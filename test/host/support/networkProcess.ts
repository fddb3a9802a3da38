// The corporate network of connections.test.ts in a process of its own (run with tsx by
// networkChild.ts): the TLS endpoint and the CONNECT proxy then take none of the extension host's
// thread or CPU, so what the test measures there is the extension's client alone, as the bench's
// keep-alive pool and curl rows measure theirs.
// Usage: tsx networkProcess.ts <CorporateInfo JSON> <emulator base URL> <latency ms>
// Prints {"baseUrl","proxyUrl"} once listening; then answers each line on stdin: "reset" clears the
// counts, "report" prints {"requests","tunnelPorts"}; stdin closed: it stops.
import { createInterface } from 'node:readline';
import { startForwardProxy, startTlsFront, type CorporateInfo } from './corporateNetwork';

async function main(): Promise<void> {
  const [info, emulatorBaseUrl, latency] = process.argv.slice(2);
  const front = await startTlsFront(JSON.parse(info!) as CorporateInfo, emulatorBaseUrl!);
  const proxy = await startForwardProxy((JSON.parse(info!) as CorporateInfo).host, undefined, Number(latency));
  const say = (value: unknown): boolean => process.stdout.write(`${JSON.stringify(value)}\n`);
  say({ baseUrl: front.baseUrl, proxyUrl: proxy.url });
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (line === 'reset') {
      front.requests.length = 0;
      say('ok');
    } else if (line === 'report') {
      say({ requests: front.requests, tunnelPorts: [...proxy.tunnelPorts] });
    }
  });
  lines.on('close', () => {
    void Promise.all([front.close(), proxy.close()]).then(() => process.exit(0));
  });
}

void main();
