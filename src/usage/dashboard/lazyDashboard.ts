// What activation needs of the usage dashboard: the command and the serializer that brings the tab
// back after a reload. The panel, its model and its source load on first use (dist/features.js, src/lazy/).
import * as vscode from 'vscode';
import { Views } from '../../constants';
import type { UsageModel } from '../usageModel';
import type { DashboardSource, openUsageDashboard, restoreUsageDashboard, UsageDashboard } from './dashboardPanel';
import type { usageDashboardSource } from './usageSource';

/** The dashboard's host side, loaded when it is first opened or restored. */
export interface DashboardCode {
  readonly openUsageDashboard: typeof openUsageDashboard;
  readonly restoreUsageDashboard: typeof restoreUsageDashboard;
  readonly usageDashboardSource: typeof usageDashboardSource;
}

/** Opens or restores the dashboard of the window's usage model, loading its code the first time. */
export class LazyDashboard implements vscode.Disposable {
  private feature: DashboardCode | undefined;
  private source: (DashboardSource & vscode.Disposable) | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly model: UsageModel,
    private readonly code: () => DashboardCode,
  ) {}

  private load(): { feature: DashboardCode; source: DashboardSource } {
    this.feature ??= this.code();
    // One source for the window, as long as the model lives: the panel keeps it across reopenings.
    this.source ??= this.feature.usageDashboardSource(this.model);
    return { feature: this.feature, source: this.source };
  }

  open(): UsageDashboard {
    const { feature, source } = this.load();
    return feature.openUsageDashboard(this.extensionUri, source);
  }

  /** The serializer: the tab open before a window reload comes back, drawn from the same source. */
  registerSerializer(): vscode.Disposable {
    return vscode.window.registerWebviewPanelSerializer(Views.usageDashboard, {
      deserializeWebviewPanel: async (panel) => {
        const { feature, source } = this.load();
        feature.restoreUsageDashboard(panel, this.extensionUri, source);
      },
    });
  }

  dispose(): void {
    this.source?.dispose();
  }
}
