import { createHash } from 'node:crypto';
import * as vscode from 'vscode';
import { ContextKeys, Settings, Views } from '../constants';
import type { StoredApiToken } from '../credentials/store';
import type { ExtensionServices } from '../extensionServices';
import { masterTokenRejected } from '../messages/errors';
import { errorText } from '../messages/serviceWording';
import { showMessage } from '../messages/show';
import { masterTokenNeverAccepted } from '../messages/tokens';
import { AdminClient } from '../service/admin';
import type { Ticker, WindowFocus } from './refreshSchedule';
import { UsageStatusBar } from './statusBar';
import { sameStatus, statusStateOf } from './statusState';
import { TokenLimits, tokenKey } from './tokenLimit';
import type { ActiveTokenInfo, AdminApi } from './usageData';
import { consumptionOf } from './usageFormat';
import { UsageModel } from './usageModel';
import { accountOf, UsageSnapshots, type UsageSnapshot } from './usageSnapshot';
import { UsageTreeProvider, type UsageTreeCode } from './usageTree';

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

/** The usage feature's parts, returned for tests. */
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

/** The credentials the usage is read with, read once per change of the store. */
interface Credentials {
  readonly master?: string;
  readonly token?: ActiveTokenInfo;
  /** A hash of both: the store fires more often than they change. */
  readonly key: string;
}

function tokenInfo(token: StoredApiToken | undefined): ActiveTokenInfo | undefined {
  return token ? { name: token.name, environment: token.environment, key: tokenKey(token.token) } : undefined;
}

/**
 * The usage feature's controller: it owns the model, the tree, the status bar and the one
 * status-bar state, and is the only part that changes anything. It reads the credentials once per
 * change of the store (the Master Token the model's refreshes use comes from that read), keeps
 * the last usage seen and marks a Master Token accepted when the service read the account with
 * it, and then draws: the status bar only when its state changed, the tree once per change.
 */
class UsageController implements UsageView {
  readonly model: UsageModel;
  readonly provider: UsageTreeProvider;
  readonly statusBar: UsageStatusBar;
  readonly ready: Promise<void>;
  private readonly disposables: vscode.Disposable[];
  // Known only from the service's refusals, per token value.
  private readonly tokenLimits: TokenLimits;
  private readonly snapshots: UsageSnapshots;
  private credentials: Credentials | undefined;
  /** The reads of the credentials, one after the other (so that two events for one write start over once); refreshes wait for them. */
  private reading: Promise<void> = Promise.resolve();
  /** The usage last seen for this account (this window's, or kept from an earlier one). */
  private lastKnown: UsageSnapshot | undefined;
  private notedLoad: Date | undefined;
  private state: UsageState | undefined;

  constructor(
    private readonly services: ExtensionServices,
    tree: () => UsageTreeCode,
    private readonly options: UsageViewOptions,
  ) {
    const { store, context } = services;
    this.tokenLimits = new TokenLimits(context.globalState);
    this.snapshots = new UsageSnapshots(context.globalState);
    this.model = new UsageModel({
      adminClient: options.adminClient ?? (() => this.adminClient()),
      activeApiToken: async () => this.credentials?.token,
      refreshMinutes: () => services.config().usageRefreshMinutes,
      memento: context.globalState,
      focus: options.focus ?? windowFocus,
      ticker: options.ticker ?? intervalTicker,
      now: options.now ?? (() => new Date()),
      log: services.log,
    });
    this.provider = new UsageTreeProvider(
      this.model,
      {
        masterTokenUnchecked: () => store.masterTokenUncheckedSince() !== undefined,
        lastKnown: () => this.lastKnown,
      },
      tree,
    );
    this.statusBar = options.statusBarItem ? new UsageStatusBar(options.statusBarItem) : UsageStatusBar.create();
    this.disposables = [
      this.model,
      this.provider,
      this.statusBar,
      this.model.onDidChange(() => this.modelChanged()),
      // Not awaited: the message stays open as long as the person likes.
      this.model.onDidRejectMasterToken(
        () =>
          void showMessage(
            store.masterTokenUncheckedSince() !== undefined ? masterTokenNeverAccepted() : masterTokenRejected(),
            services.log,
          ),
      ),
      services.onDidFinishBatch((summary) => {
        if (this.tokenLimits.noteBatch(this.model.activeToken?.key, summary, this.model.now())) {
          this.draw();
        }
        void this.model.batchFinished(summary.conversionsUsed);
      }),
      store.onDidChange(() => void this.credentialsMayHaveChanged()),
      services.configuration.onDidChange((change) => {
        const serviceChanged = change.affects(`${Settings.section}.${Settings.baseUrl}`) || change.affects('http');
        if (serviceChanged || change.affects(`${Settings.section}.usage`)) {
          if (serviceChanged) {
            this.followAccount();
          }
          this.draw();
          void this.model.settingsChanged(serviceChanged);
        }
      }),
    ];
    this.ready = this.credentialsMayHaveChanged();
  }

  get usageState(): UsageState {
    return this.state ?? this.usageStateNow();
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) {
      d.dispose();
    }
  }

  /** The model's admin client, with the Master Token of the last read (once per refresh, no read of its own). */
  private async adminClient(): Promise<AdminApi | undefined> {
    await this.reading;
    const master = this.credentials?.master;
    return master ? new AdminClient(this.services.clients.getTransport(), master) : undefined;
  }

  /**
   * The store fires for every secret it writes, and VS Code once more for the same write: the
   * credentials are read (once per event, one read after the other), and the model starts over
   * only when they really changed. Never rejects (a failure is logged): it runs from an event and
   * as `ready`.
   */
  private credentialsMayHaveChanged(): Promise<void> {
    const read = this.reading.then(() => this.readCredentials());
    // Refreshes wait for the latest read, never for a refresh (which waits for them).
    this.reading = read.then(
      () => undefined,
      () => undefined,
    );
    return read.then(
      (changed) => (changed ? this.model.credentialsChanged() : undefined),
      (err: unknown) => {
        this.services.log.warn(`Usage: could not read the credentials: ${(err as Error)?.message ?? String(err)}`);
        this.draw();
      },
    );
  }

  /** Reads the Master Token and the active API Token; true when they differ from the last read. */
  private async readCredentials(): Promise<boolean> {
    const [master, token] = await Promise.all([this.services.store.getMasterToken(), this.services.store.getActiveApiToken()]);
    const key = createHash('sha256')
      .update(JSON.stringify([master ?? '', token?.id ?? '', token?.name ?? '', token?.environment ?? '']))
      .digest('hex');
    if (key === this.credentials?.key) {
      return false;
    }
    this.credentials = { master, token: tokenInfo(token), key };
    this.followAccount();
    return true;
  }

  /** The account is the Master Token at the service: the usage kept for it, or none. */
  private followAccount(): void {
    const master = this.credentials?.master;
    const account = master ? accountOf(this.services.config().baseUrl, master) : undefined;
    this.lastKnown = account ? this.snapshots.read(account) : undefined;
    this.notedLoad = undefined;
  }

  private modelChanged(): void {
    this.noteLoadedAccount();
    this.draw();
  }

  /** A successful read of the account: keep its usage for later windows, and the Master Token is proven. */
  private noteLoadedAccount(): void {
    const { data, error, loading, loadedAt } = this.model.user;
    if (loading || error !== undefined || !loadedAt || loadedAt === this.notedLoad) {
      return;
    }
    this.notedLoad = loadedAt;
    const store = this.services.store;
    const uncheckedSince = store.masterTokenUncheckedSince();
    if (uncheckedSince !== undefined && loadedAt.getTime() > uncheckedSince) {
      // The service has read /user with it since: it is a real token after all.
      void store.markMasterTokenChecked();
    }
    const consumption = consumptionOf(data);
    const master = this.credentials?.master;
    if (consumption && master) {
      this.lastKnown = { consumption, at: loadedAt };
      void this.snapshots.save(accountOf(this.services.config().baseUrl, master), consumption, loadedAt);
    }
  }

  /** Draws what changed: the status bar when its state differs from the one drawn, the context key, the tree. */
  private draw(): void {
    const state = statusStateOf(this.model, {
      warningPercent: this.services.config().usageWarningPercent,
      tokenUsedUp: this.tokenLimits.usedUpSince(this.model.activeToken?.key),
      masterTokenUnchecked: this.services.store.masterTokenUncheckedSince() !== undefined,
      lastKnown: this.lastKnown,
      describe: (error) => errorText(vscode.l10n, error),
    });
    if (!sameStatus(this.statusBar.state, state)) {
      this.statusBar.update(state);
    }
    const next = this.usageStateNow();
    if (next !== this.state) {
      this.state = next;
      if (this.options.publishContext ?? true) {
        void vscode.commands.executeCommand('setContext', ContextKeys.usageState, next);
      }
    }
    this.provider.redraw();
  }

  private usageStateNow(): UsageState {
    const m = this.model;
    if (m.signedIn === false) {
      return 'signedOut';
    }
    if (m.unreachable && !this.provider.hasNumbers()) {
      return 'unreachable';
    }
    return m.signedIn === undefined || (m.user.loading && !m.user.data) ? 'loading' : 'ok';
  }
}

/**
 * Builds the usage feature on the services; registers nothing with VS Code (registerUsageView
 * does). `tree` is what the view draws with, loaded when it first draws.
 */
export function createUsageView(services: ExtensionServices, tree: () => UsageTreeCode, options: UsageViewOptions = {}): UsageView {
  return new UsageController(services, tree, options);
}

/** The Usage view in the Convert Files container and its status bar item (extension.ts registers its commands). */
export function registerUsageView(services: ExtensionServices, tree: () => UsageTreeCode): UsageView {
  const view = createUsageView(services, tree);
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
