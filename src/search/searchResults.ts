/**
 * The results of the last Search in Documents, and the tree that draws them (file → hits, each
 * with the line around it). The search adds a file's hits as soon as that file is searched; the
 * tree redraws once per change. Rendering never writes: opening a hit is the item's command.
 */
import * as vscode from 'vscode';
import { compareTextUri } from '../compare/textProvider';
import { Commands } from '../constants';
import type { TextHit } from '../conversion/text';
import { extractedLabel, hitCount, lineOnly, pageLine, skippedFiles, summary } from '../messages/search';

/** One hit, with the page it is on for a PDF. */
export interface DocumentHit extends TextHit {
  /** 1-based page of a PDF's hit; undefined for texts from the service. */
  readonly page?: number;
}

/** A searched document and its hits. */
export interface DocumentResult {
  readonly uri: vscode.Uri;
  /** The workspace-relative path the tree shows. */
  readonly label: string;
  /** The content key of its text in the text cache (texts from the service open from it). */
  readonly key: string;
  readonly isPdf: boolean;
  readonly hits: readonly DocumentHit[];
}

/** A document that was not searched, and why. */
export interface SkippedDocument {
  readonly uri: vscode.Uri;
  readonly label: string;
  readonly reason: string;
}

type Node =
  | { readonly kind: 'file'; readonly result: DocumentResult }
  | { readonly kind: 'hit'; readonly result: DocumentResult; readonly hit: DocumentHit }
  | { readonly kind: 'skipped' }
  | { readonly kind: 'skippedFile'; readonly skipped: SkippedDocument };

/** The model: what the last search found so far. */
export class SearchResults implements vscode.TreeDataProvider<Node> {
  private results: DocumentResult[] = [];
  private skipped: SkippedDocument[] = [];
  private searched = 0;
  private readonly changed = new vscode.EventEmitter<undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  /** Starts over for a new search. */
  reset(): void {
    this.results = [];
    this.skipped = [];
    this.searched = 0;
    this.changed.fire(undefined);
  }

  /** A document searched: shown when it has hits, counted either way. */
  add(result: DocumentResult): void {
    this.searched++;
    if (result.hits.length > 0) {
      this.results.push(result);
      this.results.sort((a, b) => a.label.localeCompare(b.label));
    }
    this.changed.fire(undefined);
  }

  skip(skipped: SkippedDocument): void {
    this.skipped.push(skipped);
    this.changed.fire(undefined);
  }

  /** The line above the tree (TreeView.message). */
  summaryText(): string {
    return summary(
      this.results.reduce((n, r) => n + r.hits.length, 0),
      this.results.length,
      this.searched,
    );
  }

  /** What the tree shows, for the host tests: each file with its hits' pages and lines. */
  snapshot(): { files: DocumentResult[]; skipped: SkippedDocument[]; searched: number } {
    return { files: [...this.results], skipped: [...this.skipped], searched: this.searched };
  }

  getChildren(node?: Node): Node[] {
    if (!node) {
      const top: Node[] = this.results.map((result) => ({ kind: 'file' as const, result }));
      return this.skipped.length > 0 ? [...top, { kind: 'skipped' }] : top;
    }
    if (node.kind === 'file') {
      return node.result.hits.map((hit) => ({ kind: 'hit' as const, result: node.result, hit }));
    }
    if (node.kind === 'skipped') {
      return this.skipped.map((skipped) => ({ kind: 'skippedFile' as const, skipped }));
    }
    return [];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    switch (node.kind) {
      case 'file': {
        const item = new vscode.TreeItem(node.result.uri, vscode.TreeItemCollapsibleState.Expanded);
        item.label = node.result.label;
        item.description = hitCount(node.result.hits.length);
        item.contextValue = 'searchFile';
        return item;
      }
      case 'hit':
        return hitItem(node.result, node.hit);
      case 'skipped':
        return new vscode.TreeItem(skippedFiles(this.skipped.length), vscode.TreeItemCollapsibleState.Collapsed);
      case 'skippedFile': {
        const item = new vscode.TreeItem(node.skipped.uri);
        item.label = node.skipped.label;
        item.description = node.skipped.reason;
        item.tooltip = `${node.skipped.label}: ${node.skipped.reason}`;
        return item;
      }
    }
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** The read-only document of a text from the service (Compare as Text's provider serves it). */
export function extractedTextUri(result: Pick<DocumentResult, 'label' | 'key'>): vscode.Uri {
  return compareTextUri(extractedLabel(result.label.slice(result.label.lastIndexOf('/') + 1)), result.key);
}

function hitItem(result: DocumentResult, hit: DocumentHit): vscode.TreeItem {
  const item = new vscode.TreeItem({ label: hit.preview, highlights: [[hit.previewStart, hit.previewEnd]] });
  item.description = hit.page === undefined ? lineOnly(hit.line + 1) : pageLine(hit.page, hit.line + 1);
  item.tooltip = hit.preview;
  item.contextValue = 'searchHit';
  item.command = result.isPdf
    ? { command: Commands.openSearchHit, title: '', arguments: [result.uri, hit.page ?? 1, hit.match] }
    : {
        command: 'vscode.open',
        title: '',
        arguments: [
          extractedTextUri(result),
          {
            viewColumn: vscode.ViewColumn.Beside,
            preview: true,
            selection: new vscode.Range(hit.line, hit.column, hit.line, hit.column + hit.length),
          },
        ],
      };
  return item;
}
