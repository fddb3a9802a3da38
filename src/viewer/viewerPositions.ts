/**
 * Where the person was in each PDF (page, how far down it, zoom), kept in the workspace's state so
 * that a file opened again, in this window or after a reload, shows that place. The most recent
 * files only: an old entry makes room for a new one.
 */
import type * as vscode from 'vscode';
import { StateKeys } from '../constants';
import type { ViewerPosition } from './protocol';

/** How many files' positions are kept per workspace. */
export const MAX_POSITIONS = 100;

type Stored = Record<string, ViewerPosition & { readonly at: number }>;

export class ViewerPositions {
  constructor(
    private readonly state: Pick<vscode.Memento, 'get' | 'update'>,
    private readonly now: () => number = Date.now,
  ) {}

  get(uri: vscode.Uri): ViewerPosition | undefined {
    const entry = this.all()[uri.toString()];
    return entry && { page: entry.page, offset: entry.offset, zoom: entry.zoom };
  }

  async set(uri: vscode.Uri, position: ViewerPosition): Promise<void> {
    const all = { ...this.all(), [uri.toString()]: { page: position.page, offset: position.offset, zoom: position.zoom, at: this.now() } };
    const kept = Object.entries(all)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, MAX_POSITIONS);
    await this.state.update(StateKeys.viewerPositions, Object.fromEntries(kept));
  }

  private all(): Stored {
    const value = this.state.get<Stored>(StateKeys.viewerPositions);
    return value && typeof value === 'object' ? value : {};
  }
}
