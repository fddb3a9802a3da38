// The Usage view and its status bar item read as a person reads them: rows by label, down the tree.
import { strict as assert } from 'node:assert';
import type * as vscode from 'vscode';
import type { UsageView } from '../../../src/usage';
import type { UsageNode } from '../../../src/usage/usageNodes';

/** A tree row as a person reads it. */
export interface Row {
  readonly node: UsageNode;
  readonly item: vscode.TreeItem;
  readonly label: string;
  readonly description: string;
}

export function labelOf(item: vscode.TreeItem): string {
  return typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
}

export async function rows(view: UsageView, parent?: UsageNode): Promise<Row[]> {
  const nodes = (await Promise.resolve(view.provider.getChildren(parent))) ?? [];
  return Promise.all(
    nodes.map(async (node) => {
      const item = await Promise.resolve(view.provider.getTreeItem(node));
      return { node, item, label: labelOf(item), description: typeof item.description === 'string' ? item.description : '' };
    }),
  );
}

/** Follows labels down the tree: row(view, 'Consumption', 'Remaining'). */
export async function row(view: UsageView, ...path: string[]): Promise<Row> {
  let parent: UsageNode | undefined;
  let found: Row | undefined;
  for (const label of path) {
    const children = await rows(view, parent);
    found = children.find((r) => r.label === label);
    assert.ok(found, `no "${label}" under "${found?.label ?? 'the root'}"; there are: ${children.map((r) => `"${r.label}"`).join(', ')}`);
    parent = found.node;
  }
  assert.ok(found);
  return found;
}

/** "label: description" of each child, for whole-section comparisons. */
export async function section(view: UsageView, ...path: string[]): Promise<string[]> {
  return (await rows(view, (await row(view, ...path)).node)).map((r) => `${r.label}: ${r.description}`);
}

/** A tooltip's text, with MarkdownString.appendText's escapes (&nbsp;, \\( ...) undone. */
export function tooltipText(item: vscode.TreeItem | vscode.StatusBarItem): string {
  const tooltip = item.tooltip;
  const text = typeof tooltip === 'string' ? tooltip : (tooltip?.value ?? '');
  return text.replace(/&nbsp;/g, ' ').replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');
}
