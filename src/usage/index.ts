import { createHash } from 'node:crypto';
import * as vscode from 'vscode';
import { ContextKeys, Settings, Views } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { masterTokenRejected } from '../messages/errors';
import { showMessage } from '../messages/show';
import { masterTokenNeverAccepted } from '../messages/tokens';
import { statusStateOf, UsageStatusBar } from './statusBar';
import type { Ticker, WindowFocus } from './refreshSchedule';
import { UsageModel, type AdminApi } from './usageModel';
import { TokenLimits, tokenKey } from './tokenLimit';
import { UsageTreeProvider } from './usageTreeProvider';
import { accountOf, UsageSnapshots, withSnapshot, type UsageSnapshot } from './usageSnapshot';

/** The window's focus as VS Code reports it. */
const windowFocus: WindowFocus = {
  get focused() {
    return vscode.window.state.focused;
  },
  onDidChange: (listener, thisArgs, disposables) =>
    vscode.window.onDidChangeWindowState((s) => listener.call(thisArgs, s.focused), undefined, disposables),
};

/** A real interval timer. */
const intervalTicker: Ticker = {
  every(ms, tick) {
    const handle = setInterval(tick, ms);
    return new vscode.Disposable(() => clearInterval(handle));
  },
};

/** The value of ContextKeys.usageState, which the view's welcome content matches. */
export type UsageState = 'signedOut' | 'loading' | 'ok' | 'unreachable';

/** The usage view's parts, returned for tests. */
export interface UsageView extends vscode.Disposable {
  readonly model: UsageModel;
  readonly provider: UsageTreeProvider;
  readonly statusBar: UsageStatusBar;
  /** What ContextKeys.usageState says (or would say, when the context is not published). */
  readonly usageState: UsageState;
  /** Settles when the first load (credentials and usage) is done. */
  readonly ready: Promise<void>;
}

/** What a test may replace; everything else comes from the services. */
export interface UsageViewOptions {
  readonly focus?: WindowFocus;
  readonly ticker?: Ticker;
  readonly now?: () => Date;
  readonly adminClient?: () => Promise<AdminApi | undefined>;
  readonly statusBarItem?: vscode.StatusBarItem;
  /** Set ContextKeys.usageState (only the registered view does). Default true. */
  readonly publishContext?: boolean;
}

function usageStateOf(model: UsageModel): UsageState {
  if (model.signedIn === false) {
    return 'signedOut';
  }
  if (model.unreachable) {
    return 'unreachable';
  }
  return model.signedIn === undefined || (model.user.loading && !model.user.data) ? 'loading' : 'ok';
}

/**
 * Builds the model, the tree provider and the status bar item and wires them to the services:
 * refresh after each conversion batch, on credential and settings changes; one message when the
 * Master Token is refused. Registers nothing with VS Code (registerUsageView does).
 */
export function createUsageView(services: ExtensionServices, options: UsageViewOptions = {}): UsageView {
  const model = new UsageModel({
    adminClient: options.adminClient ?? (() => services.clients.adminClient()),
    activeApiToken: async () => {
      const token = await services.store.getActiveApiToken();
      return token ? { name: token.name, environment: token.environment, key: tokenKey(token.token) } : undefined;
    },
    refreshMinutes: () => services.config().usageRefreshMinutes,
    memento: services.context.globalState,
    focus: options.focus ?? windowFocus,
    ticker: options.ticker ?? intervalTicker,
    now: options.now ?? (() => new Date()),
    log: services.log,
  });
  const provider = new UsageTreeProvider(model, () => services.store.masterTokenUncheckedSince() !== undefined);
  const statusBar = options.statusBarItem ? new UsageStatusBar(options.statusBarItem) : UsageStatusBar.create();
  const publishContext = options.publishContext ?? true;
  let usageState: UsageState | undefined;

  // Known only from the service's refusals, per token value.
  const tokenLimits = new TokenLimits(services.context.globalState);

  // The last usage seen, shown while the first refresh of a window runs (start-up).
  const snapshots = new UsageSnapshots(services.context.globalState);
  let account: string | undefined;
  let snapshot: UsageSnapshot | undefined;
  // Never rejects: it runs from events, and a snapshot that cannot be read is only a missing nicety.
  const readAccount = async (): Promise<void> => {
    try {
      const master = await services.store.getMasterToken();
      account = master ? accountOf(services.config().baseUrl, master) : undefined;
      snapshot = account ? snapshots.read(account) : undefined;
      render();
    } catch (err) {
      services.log.warn(`Usage: could not read the last usage seen: ${(err as Error)?.message ?? String(err)}`);
    }
  };

  const render = (): void => {
    const uncheckedSince = services.store.masterTokenUncheckedSince();
    if (uncheckedSince !== undefined && !model.user.error && (model.user.loadedAt?.getTime() ?? 0) > uncheckedSince) {
      // The service has read /user with it since: it is a real token after all.
      void services.store.markMasterTokenChecked();
    }
    const state = statusStateOf(model, services.config().usageWarningPercent, {
      tokenUsedUp: tokenLimits.usedUpSince(model.activeToken?.key),
      masterTokenUnchecked: services.store.masterTokenUncheckedSince() !== undefined,
    });
    statusBar.update(withSnapshot(state, snapshot));
    if (account && state.consumption && !model.user.loading && !model.user.error) {
      snapshot = { consumption: state.consumption, at: model.lastRefresh ?? new Date() };
      void snapshots.save(account, snapshot.consumption, snapshot.at);
    }
    const next = usageStateOf(model);
    if (next !== usageState) {
      usageState = next;
      if (publishContext) {
        void vscode.commands.executeCommand('setContext', ContextKeys.usageState, next);
      }
    }
  };

  const disposables: vscode.Disposable[] = [
    model,
    provider,
    statusBar,
    model.onDidChange(render),
    // Not awaited: the message stays open as long as the person likes.
    model.onDidRejectMasterToken(
      () =>
        void showMessage(
          services.store.masterTokenUncheckedSince() !== undefined ? masterTokenNeverAccepted() : masterTokenRejected(),
          services.log,
        ),
    ),
    services.onDidFinishBatch((summary) => {
      if (tokenLimits.noteBatch(model.activeToken?.key, summary, model.now())) {
        render();
      }
      void model.batchFinished(summary.conversionsUsed);
    }),
    services.store.onDidChange(() => void credentialsMayHaveChanged().then(readAccount)),
    services.configuration.onDidChange((change) => {
      const serviceChanged = change.affects(`${Settings.section}.${Settings.baseUrl}`) || change.affects('http');
      if (serviceChanged || change.affects(`${Settings.section}.usage`)) {
        void model.settingsChanged(serviceChanged);
        void readAccount();
      }
    }),
  ];
  // The store fires for every secret it writes, and VS Code once more for the same write; start
  // over only when the Master Token or the active API Token really changed.
  let credentialKey: string | undefined;
  const keyChanged = async (): Promise<boolean> => {
    const [master, token] = await Promise.all([services.store.getMasterToken(), services.store.getActiveApiToken()]);
    const key = createHash('sha256')
      .update(JSON.stringify([master ?? '', token?.id ?? '', token?.name ?? '', token?.environment ?? '']))
      .digest('hex');
    const changed = key !== credentialKey;
    credentialKey = key;
    return changed;
  };
  // Checks run one after the other, so that two events for one write start over once.
  let checks: Promise<boolean> = Promise.resolve(false);
  // Never rejects (a failure is logged): it runs from an event and as `ready`, which nobody need catch.
  const credentialsMayHaveChanged = async (): Promise<void> => {
    try {
      checks = checks.then(keyChanged, keyChanged);
      if (await checks) {
        await model.credentialsChanged();
      }
    } catch (err) {
      services.log.warn(`Usage: could not read the credentials: ${(err as Error)?.message ?? String(err)}`);
    }
  };

  render();
  // The snapshot is read first: it is on screen before the refresh has even started.
  const ready = readAccount().then(credentialsMayHaveChanged);

  return {
    model,
    provider,
    statusBar,
    get usageState() {
      return usageState ?? usageStateOf(model);
    },
    ready,
    dispose() {
      for (const d of disposables.splice(0)) {
        d.dispose();
      }
    },
  };
}

/** The Usage view in the Convert Files container and its status bar item (extension.ts registers its commands). */
export function registerUsageView(services: ExtensionServices): UsageView {
  const view = createUsageView(services);
  const treeView = vscode.window.createTreeView(Views.usage, { treeDataProvider: view.provider, showCollapseAll: true });
  // A progress bar in the view while anything loads.
  let progress: (() => void) | undefined;
  const showProgress = view.model.onDidChange(() => {
    if (view.model.loading && !progress) {
      let finish!: () => void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      progress = finish;
      void vscode.window.withProgress({ location: { viewId: Views.usage } }, () => done);
    } else if (!view.model.loading && progress) {
      progress();
      progress = undefined;
    }
  });
  services.context.subscriptions.push(view, treeView, showProgress, { dispose: () => progress?.() });
  return view;
}
