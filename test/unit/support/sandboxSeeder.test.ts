// The sandbox seeder (test/support/sandboxSeeder): quiet (its saves ask for no notification, and
// it writes one line to its log), it deletes the credentials file, and it opens Get Started.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Call {
  command: string;
  args: unknown;
}

describe('sandbox seeder', () => {
  const requireHere = createRequire(__filename);
  const seederPath = requireHere.resolve('../../support/sandboxSeeder/extension.js');
  const calls: Call[] = [];
  const lines: string[] = [];
  const toasts: string[] = [];
  const fakeVscode = {
    window: {
      createOutputChannel: () => ({ appendLine: (line: string) => lines.push(line), dispose: () => undefined }),
      showInformationMessage: (text: string) => toasts.push(text),
    },
    extensions: { getExtension: () => ({ activate: async () => undefined }) },
    commands: {
      executeCommand: (command: string, args?: unknown) => {
        calls.push({ command, args });
        return Promise.resolve(undefined);
      },
    },
  };
  type Resolver = (request: string, ...rest: unknown[]) => string;
  const moduleWithResolver = Module as unknown as { _resolveFilename: Resolver };
  const original = moduleWithResolver._resolveFilename;
  let dir: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'seeder-'));
    const fakePath = join(dir, 'vscode.js');
    writeFileSync(fakePath, 'module.exports = globalThis.__seederFakeVscode;');
    (globalThis as Record<string, unknown>).__seederFakeVscode = fakeVscode;
    moduleWithResolver._resolveFilename = (request, ...rest) => (request === 'vscode' ? fakePath : original.call(Module, request, ...rest));
  });

  after(() => {
    moduleWithResolver._resolveFilename = original;
    delete (globalThis as Record<string, unknown>).__seederFakeVscode;
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds quietly in one log line, deletes the file and opens Get Started', async () => {
    const credentials = join(dir, 'credentials.json');
    writeFileSync(
      credentials,
      JSON.stringify({
        masterToken: 'master-value',
        apiTokens: [
          { name: 'Production', environment: 'Production', token: 'prod-value', kid: 'k1', secret: 'sec-value' },
          { name: 'Development', environment: 'Development', token: 'dev-value', kid: 'k2', secret: 'sec2' },
        ],
      }),
    );
    process.env.CONVERT_FILES_SANDBOX_CREDENTIALS = credentials;
    try {
      const seeder = requireHere(seederPath) as { activate: (context: { subscriptions: unknown[] }) => Promise<void> };
      await seeder.activate({ subscriptions: [] });
    } finally {
      delete process.env.CONVERT_FILES_SANDBOX_CREDENTIALS;
    }
    const saves = calls.filter((c) => c.command !== 'convertFiles.openWalkthrough');
    assert.deepEqual(
      saves.map((c) => c.command),
      ['convertFiles.setApiToken', 'convertFiles.setApiToken', 'convertFiles.setMasterToken', 'convertFiles.setJwtSigningKey'],
    );
    for (const save of saves) {
      assert.equal((save.args as { quiet?: unknown }).quiet, true, `${save.command} was not asked to be quiet`);
    }
    // The Production token is set last, so it is the active one.
    assert.equal((saves[1]!.args as { name: string }).name, 'Production');
    assert.equal(calls.at(-1)?.command, 'convertFiles.openWalkthrough');
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(
      lines[0]!,
      /^Seeded API Token "Development" \(Development\), API Token "Production" \(Production\), Master Token, JWT signing key/,
    );
    assert.doesNotMatch(lines[0]!, /value/, 'a token value reached the log');
    assert.deepEqual(toasts, []);
    assert.ok(!existsSync(credentials), 'the credentials file is still there');
  });
});
