// The set-up the credentials host suites share (credentials*.test.ts): the extension's services
// against the emulator, prompt stubs, and no credential stored before each test and after the suite.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';
import type { ExtensionServices as Services } from '../../../src/extensionServices';
import { clearCredentials, extensionServices } from './auth';
import { emulator } from './emulatorConnection';
import { stubPrompts, type PromptStubs } from './prompts';
import { setSetting } from './settings';

/** The JWT signing key's two input boxes, by their prompts. */
export const KID_PATTERN = /Kid \(key identifier\)/;
export const SECRET_PATTERN = /secret of the API Token/;

export interface CredentialsSuite {
  readonly prompts: PromptStubs;
  readonly services: Services;
  /** Runs a command with its arguments, failing at once on an unexpected prompt. */
  run(command: string, ...args: unknown[]): Promise<unknown>;
  /** The texts of the notifications of `kind` shown during the test. */
  notifications(kind: 'information' | 'error' | 'warning'): string[];
  /** Converts a small text file through the extension's own client, with whatever credential is active. */
  convertThroughExtension(): Promise<void>;
}

/** Registers the hooks (call it inside `describe`). */
export function useCredentialsSuite(): CredentialsSuite {
  const prompts = stubPrompts();
  let services: Services | undefined;
  const api = (): Services => {
    assert.ok(services, 'the credentials suite has not started (before)');
    return services;
  };

  before(async () => {
    services = await extensionServices();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
  });

  beforeEach(async () => {
    await clearCredentials(api());
  });

  after(async () => {
    await clearCredentials(api());
    await setSetting(Settings.baseUrl, undefined);
  });

  return {
    prompts,
    get services() {
      return api();
    },
    run: (command, ...args) => prompts.run(() => vscode.commands.executeCommand(command, ...args)),
    notifications: (kind) => prompts.seen.filter((p) => p.kind === kind).map((p) => p.text),
    convertThroughExtension: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'credentials-test-'));
      try {
        const { client } = await api().clients.conversionClient();
        const bytes = Buffer.from('Which token converted this?\n');
        await client.convert({
          source: { name: 'which.txt', size: bytes.length, open: () => Readable.from([bytes]) },
          sourceFormat: 'txt',
          targetFormat: 'pdf',
          resolveOutput: async (result) => ({ path: join(dir, result.name), overwrite: true }),
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
