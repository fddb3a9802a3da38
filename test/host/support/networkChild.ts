// Starts networkProcess.ts from the extension host and talks to it (see there why a process of its own).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { CorporateInfo, TlsFront } from './corporateNetwork';

export interface NetworkChild {
  readonly baseUrl: string;
  readonly proxyUrl: string;
  /** Forgets the requests seen so far. */
  reset(): Promise<void>;
  /** The requests the endpoint saw, and the ports of the proxy's tunnels to it. */
  report(): Promise<{ requests: TlsFront['requests']; tunnelPorts: number[] }>;
  close(): void;
}

/** `root`: the extension's folder (the repository), where tsx and the script are. */
export async function startNetworkChild(
  root: string,
  info: CorporateInfo,
  emulatorBaseUrl: string,
  latencyMs: number,
): Promise<NetworkChild> {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'test', 'host', 'support', 'networkProcess.ts'), JSON.stringify(info), emulatorBaseUrl, String(latencyMs)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const waiting: ((line: string) => void)[] = [];
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the network process ended (${code})`))));
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  const next = <T>(): Promise<T> =>
    Promise.race([new Promise<T>((resolve) => waiting.push((line) => resolve(JSON.parse(line) as T))), exited]);
  const ask = <T>(command: string): Promise<T> => {
    const answer = next<T>();
    child.stdin.write(`${command}\n`);
    return answer;
  };
  exited.catch(() => undefined);
  const { baseUrl, proxyUrl } = await next<{ baseUrl: string; proxyUrl: string }>();
  return {
    baseUrl,
    proxyUrl,
    reset: async () => void (await ask<string>('reset')),
    report: () => ask('report'),
    close: () => child.stdin.end(),
  };
}
