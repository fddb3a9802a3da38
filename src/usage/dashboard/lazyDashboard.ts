// What activation needs of the usage dashboard: the command and the serializer that brings the tab
// back after a reload. The panel, its model and its source load on first use (esbuild.mjs, LAZY).
import * as vscode from 'vscode';
import { DASHBOARD_VIEW_TYPE } from './viewType';
import type { UsageModel } from '../usageModel';
import type { DashboardSource, UsageDashboard } from './dashboardPanel';

type DashboardFeature = typeof import('./dashboardFeature');

/** Opens or restores the dashboard of the window's usage model, loading its code the first time. */
export class LazyDashboard implements vscode.Disposable {
  private feature: DashboardFeature | undefined;
  private source: (DashboardSource & vscode.Disposable) | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly model: UsageModel,
  ) {}

  private load(): { feature: DashboardFeature; source: DashboardSource } {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a separate file, loaded on first use (esbuild.mjs)
    this.feature ??= require('./dashboardFeature') as DashboardFeature;
    // One source for the window: the panel swaps sources on reopening, and this one lives as long as the model.
    this.source ??= this.feature.usageDashboardSource(this.model);
    return { feature: this.feature, source: this.source };
  }

  open(): UsageDashboard {
    const { feature, source } = this.load();
    return feature.openUsageDashboard(this.extensionUri, source);
  }

  /** The serializer: the tab open before a window reload comes back, drawn from the same source. */
  registerSerializer(): vscode.Disposable {
    return vscode.window.registerWebviewPanelSerializer(DASHBOARD_VIEW_TYPE, {
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
