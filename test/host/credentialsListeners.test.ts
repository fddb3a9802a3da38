// Who listens to the credential store: the client factory until it is disposed, and the context
// keys, which log a store that cannot be read.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { trackCredentialContext } from '../../src/contextKeys';
import { WalkthroughProgress } from '../../src/walkthroughProgress';
import type { CredentialStore } from '../../src/credentials/store';
import { ClientFactory } from '../../src/clientFactory';
import type { Logger } from '../../src/ui/logger';
import { useCredentialsSuite } from './support/credentialsSuite';
import { until } from '../support/poll';

describe('credentials', function () {
  this.timeout(60_000);
  const suite = useCredentialsSuite();

  describe('listeners', () => {
    it('the client factory stops listening to the store when it is disposed', () => {
      let listening = 0;
      const store = {
        onDidChange: () => {
          listening += 1;
          return new vscode.Disposable(() => (listening -= 1));
        },
      } as unknown as CredentialStore;
      const clients = new ClientFactory(suite.services.configuration, store, suite.services.log, 'host test', () => {
        throw new Error('this test converts nothing');
      });
      assert.equal(listening, 1);
      clients.dispose();
      assert.equal(listening, 0, 'the credential cache still listens to the store');
    });

    it('the context keys log a store that cannot be read, on activation and on each change', async () => {
      const changed = new vscode.EventEmitter<void>();
      const store = {
        onDidChange: changed.event,
        listApiTokens: () => Promise.reject(new Error('keychain locked')),
        getMasterToken: async () => undefined,
        getJwtSigningKey: async () => undefined,
      } as unknown as CredentialStore;
      const warnings: string[] = [];
      const log = Object.assign(Object.create(suite.services.log) as Logger, { warn: (message: string) => warnings.push(message) });
      const context = { subscriptions: [] as vscode.Disposable[] } as unknown as vscode.ExtensionContext;
      const walkthrough = new WalkthroughProgress();
      context.subscriptions.push(walkthrough);
      try {
        trackCredentialContext({ ...suite.services, store, log, context }, walkthrough);
        await until('the failure to be logged', () => warnings.some((w) => w.includes('keychain locked')));
        changed.fire();
        await until('the second failure to be logged', () => warnings.filter((w) => w.includes('keychain locked')).length === 2);
      } finally {
        for (const subscription of context.subscriptions) {
          subscription.dispose();
        }
        changed.dispose();
      }
    });
  });
});
