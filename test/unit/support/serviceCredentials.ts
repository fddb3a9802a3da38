// Each credential kind against the in-process emulator, for test/unit/service/auth (auth.test.ts,
// jwtCredentials.test.ts): one emulator with a manual clock and one source file for the block, a
// fresh transport for each test, and the ways its tests convert and read what the emulator saw.
import { join } from 'node:path';
import { ConversionClient } from '../../../src/service/convert';
import { ServiceJwtCredential, type CredentialProvider } from '../../../src/service/auth/tokens';
import { type SourceFile, HttpTransport } from '../../../src/service/http';
import { instantRetries } from './settings';
import { tempDir, type Emulator, type ManualClock, useTestEmulator } from './inProcessEmulator';

/** What the block's tests are handed before each test. */
export interface CredentialBench {
  emu: Emulator;
  clock: ManualClock;
  /** This test's transport (closed after it). */
  transport: HttpTransport;
  /** The block's folder, and in it the source every conversion sends (in.txt). */
  dir: Awaited<ReturnType<typeof tempDir>>;
  src: SourceFile;
}

/** The ways the tests convert, on the bench of the running test. */
export interface CredentialUse {
  /** The emulator's Production API Token, with its Kid and secret. */
  production(): { token: string; kid: string; secret: string };
  /** A Service JWT credential of the Production token, lasting `lifetimeSeconds`, on the clock `now` (the system's by default). */
  productionJwt(lifetimeSeconds: number, now?: () => number): ServiceJwtCredential;
  /** Converts the source txt→pdf with `credentials`, into a folder of its own. */
  convertWith(credentials: CredentialProvider): Promise<unknown>;
  /** A conversion request sent as `kind` but with any bearer: for what the server itself refuses. */
  rawConvert(bearer: string): Promise<unknown>;
  /** The credential kind the emulator saw on the last request. */
  lastAuthKind(): string | undefined;
}

/**
 * The emulator, folder and source for the enclosing describe block, and a transport before each
 * test: all handed to `use` before each test.
 */
export function useServiceCredentials(use: (bench: CredentialBench) => void): CredentialUse {
  const bench = {} as CredentialBench;
  useTestEmulator((started) => Object.assign(bench, started));
  before(async () => {
    bench.dir = await tempDir();
    bench.src = await bench.dir.source('in.txt', 'credential test\n');
  });
  after(async () => {
    await bench.dir.remove();
  });
  beforeEach(async () => {
    bench.transport = new HttpTransport({ baseUrl: bench.emu.baseUrl, ...instantRetries().settings });
    use(bench);
  });
  afterEach(async () => {
    await bench.transport.close();
  });

  const production = (): { token: string; kid: string; secret: string } =>
    bench.emu.demo.apiTokens.find((t) => t.environment === 'Production')!;
  let outCounter = 0;
  return {
    production,
    productionJwt: (lifetimeSeconds, now) =>
      new ServiceJwtCredential(bench.transport, production().token, { kid: production().kid, lifetimeSeconds }, now),
    convertWith: (credentials) => {
      const client = new ConversionClient(bench.transport, credentials);
      const out = join(bench.dir.path, `out-${++outCounter}`);
      return client.convert({
        source: bench.src,
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resolveOutput: async (r) => ({ path: join(out, r.name), overwrite: false }),
      });
    },
    rawConvert: (bearer) =>
      bench.transport.send({ method: 'POST', target: '/convert/txt/to/pdf', credential: { kind: 'apiToken', bearer } }),
    lastAuthKind: () => bench.emu.requestLog.at(-1)?.authKind,
  };
}
