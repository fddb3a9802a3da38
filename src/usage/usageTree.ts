import * as vscode from 'vscode';
import type { UsageModel } from './usageModel';
import type { UsageNode } from './usageNodes';
import type { UsageTreeContent } from './usageTreeContent';
import type { TreeFacts } from './usageTreeItems';

/** What the view draws with, loaded when it first draws (dist/features.js, src/lazy/). */
export interface UsageTreeCode {
  readonly UsageTreeContent: typeof UsageTreeContent;
}

/**
 * The Usage view's provider: fires a change once per model change and answers VS Code with the
 * nodes and items of usageTreeContent.ts (loaded when the view first draws); fetches and writes
 * nothing.
 */
export class UsageTreeProvider implements vscode.TreeDataProvider<UsageNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<UsageNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private drawn: UsageTreeContent | undefined;

  constructor(
    private readonly model: UsageModel,
    private readonly facts: TreeFacts,
    private readonly load: () => UsageTreeCode,
  ) {}

  /** The model changed: VS Code asks for the tree again (the controller calls this, once per change). */
  redraw(): void {
    this.changed.fire(undefined);
  }

  dispose(): void {
    this.changed.dispose();
  }

  private content(): UsageTreeContent {
    return (this.drawn ??= new (this.load().UsageTreeContent)(this.model, this.facts, () => this.hasNumbers()));
  }

  getTreeItem(node: UsageNode): vscode.TreeItem {
    return this.content().getTreeItem(node);
  }

  getChildren(node?: UsageNode): UsageNode[] {
    return this.content().getChildren(node);
  }

  /** Whether any numbers are known to show (loaded in this window, or kept from an earlier one). */
  hasNumbers(): boolean {
    const m = this.model;
    return (
      m.user.data !== undefined || m.statistics.data !== undefined || m.recent.data !== undefined || this.facts.lastKnown() !== undefined
    );
  }
}
