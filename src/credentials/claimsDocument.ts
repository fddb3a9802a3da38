// Show Claims opens a read-only document: an untitled one would ask to be saved when closed, and
// nothing in it is worth saving. The content lives here, in memory, until the document closes.
import * as vscode from 'vscode';
import { ClaimsScheme } from '../constants';

/** Serves the claims documents this window opened. */
export class ClaimsDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly contents = new Map<string, string>();
  private opened = 0;
  private readonly closing: vscode.Disposable;

  constructor() {
    this.closing = vscode.workspace.onDidCloseTextDocument((document) => {
      if (document.uri.scheme === ClaimsScheme) {
        this.contents.delete(document.uri.toString());
      }
    });
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  /** Opens `content` (JSON) as a read-only document named after `title`. */
  async open(title: string, content: string): Promise<vscode.TextEditor> {
    this.opened += 1;
    // The number keeps two JWTs' claims apart; the .json name gives JSON colouring.
    const uri = vscode.Uri.from({ scheme: ClaimsScheme, path: `/${title.replace(/[\\/]/g, '-')} ${this.opened}.json` });
    this.contents.set(uri.toString(), content);
    const document = await vscode.workspace.openTextDocument(uri);
    return vscode.window.showTextDocument(document, { preview: true });
  }

  dispose(): void {
    this.closing.dispose();
    this.contents.clear();
  }
}

/** Registers the provider for claims documents; disposed with the extension. */
export function registerClaimsDocuments(context: vscode.ExtensionContext): ClaimsDocuments {
  const documents = new ClaimsDocuments();
  context.subscriptions.push(documents, vscode.workspace.registerTextDocumentContentProvider(ClaimsScheme, documents));
  return documents;
}
