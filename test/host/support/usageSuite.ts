// The set-up the usage host suites share: the extension's services against the emulator, a fresh
// account of 4,000 conversions per test whose Master Token is saved (and read by the registered
// Usage view before the test starts), and everything put back afterwards; useUsageViews() adds
// views of a test's own (usage*.test.ts).
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { EXTENSION_ID, Settings, StateKeys } from '../../../src/constants';
import type { ExtensionServices } from '../../../src/extensionServices';
import { createUsageView, type UsageView, type UsageViewOptions } from '../../../src/usage';
import { UsageTreeContent } from '../../../src/usage/usageTreeContent';
import { createAccount, settledOn, type Account } from './accounts';
import { emulator } from './emulatorConnection';
import { FakeFocus, ManualTicker } from './fakes';
import { stubPrompts, type PromptStubs } from './prompts';
import { setSetting } from './settings';
import { until } from '../../support/poll';

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

/** The view's drawing code, as dist/features.js gives it to the extension's own view. */
export const usageTree = () => ({ UsageTreeContent });

/** One conversion straight at the emulator, as any client would; returns the HTTP status. */
export async function convertAtEmulator(apiToken: string, fileName: string, content: string, src: string, dst: string): Promise<number> {
  const form = new FormData();
  form.append('File', new Blob([content]), fileName);
  const response = await fetch(new URL(`/convert/${src}/to/${dst}`, emulator().baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

export interface UsageViewSuite extends UsageSuite {
  readonly prompts: PromptStubs;
  /** The test's own views and status bar items, disposed after it. */
  readonly views: UsageView[];
  readonly items: vscode.StatusBarItem[];
  /** A view of the test's own, focused and with a hand-driven interval unless told otherwise. */
  newView(options?: UsageViewOptions): UsageView;
}

/**
 * The usage suite (useUsageSuite) with prompt stubs, for tests that build their own view with
 * createUsageView() from the extension's services, so that they can inject the window focus, the
 * interval and (for counting) the service address; the view the extension registered runs beside
 * it against the same store and emulator.
 */
export function useUsageViews(): UsageViewSuite {
  const prompts = stubPrompts();
  const views: UsageView[] = [];
  const items: vscode.StatusBarItem[] = [];
  const suite = useUsageSuite();

  afterEach(() => {
    for (const view of views.splice(0)) {
      view.dispose();
    }
    for (const item of items.splice(0)) {
      item.dispose();
    }
  });

  return {
    prompts,
    views,
    items,
    get services() {
      return suite.services;
    },
    get account() {
      return suite.account;
    },
    newView: (options = {}) => {
      const item = vscode.window.createStatusBarItem('convertFiles.usageHostTest', vscode.StatusBarAlignment.Right, -1000);
      items.push(item);
      const view = createUsageView(suite.services, usageTree, {
        focus: new FakeFocus(true),
        ticker: new ManualTicker(),
        statusBarItem: item,
        publishContext: false,
        ...options,
      });
      views.push(view);
      return view;
    },
  };
}
