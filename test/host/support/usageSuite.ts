// The set-up the usage host suites share: the extension's services against the emulator, a fresh
// account of 4,000 conversions per test whose Master Token is saved (and read by the registered
// Usage view before the test starts), and everything put back afterwards.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { EXTENSION_ID, Settings, StateKeys } from '../../../src/constants';
import type { ExtensionServices } from '../../../src/extensionServices';
import { createAccount, settledOn, type Account } from './accounts';
import { emulator } from './emulatorConnection';
import { setSetting } from './settings';
import { until } from './wait';

export interface UsageSuite {
  readonly services: ExtensionServices;
  readonly account: Account;
}

/** Registers the hooks; the returned object holds the services and this test's account. */
export function useUsageSuite(): UsageSuite {
  const suite: { services?: ExtensionServices; account?: Account } = {};
  let previousMasterToken: string | undefined;
  const services = (): ExtensionServices => {
    assert.ok(suite.services, 'the usage suite has not started');
    return suite.services;
  };

  before(async () => {
    const extension = vscode.extensions.getExtension<ExtensionServices>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not loaded`);
    suite.services = await extension.activate();
    previousMasterToken = await services().store.getMasterToken();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
    await until('the settings snapshot to name the emulator', () => services().config().baseUrl === emulator().baseUrl);
  });

  after(async () => {
    if (previousMasterToken) {
      await services().store.setMasterToken(previousMasterToken);
    } else {
      await services().store.removeMasterToken();
    }
    await services().context.globalState.update(StateKeys.statisticsRange, undefined);
    await setSetting(Settings.baseUrl, undefined);
  });

  beforeEach(async () => {
    const account = await createAccount(4000);
    suite.account = account;
    await settledOn(services(), () => services().store.setMasterToken(account.masterToken));
    await services().context.globalState.update(StateKeys.statisticsRange, undefined);
  });

  return {
    get services() {
      return services();
    },
    get account() {
      assert.ok(suite.account, 'no account yet (beforeEach)');
      return suite.account;
    },
  };
}
