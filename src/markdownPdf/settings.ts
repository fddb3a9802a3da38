// The Markdown PDF settings of a file: convertFiles.markdown.renderer and .pdf, and VS Code's own
// markdown.styles. Read here, beside their one user, rather than in configuration.ts: that file is
// in the activation bundle, and these are needed only when a Markdown PDF is made (dist/features.js).
import * as vscode from 'vscode';
import { optionsSourceFormat, readMarkdownSettings as markdownSettingsOf, type MarkdownSettings } from '../conversion/markdown';

/** The settings that apply to `scope` (`resource`-scoped, read for the file); a wrong value is left out and named in `problems`. */
export function readMarkdownSettings(scope: vscode.Uri): MarkdownSettings & { readonly problems: readonly string[] } {
  const settings = vscode.workspace.getConfiguration(undefined, scope);
  return markdownSettingsOf((key) => settings.get(key));
}

/** The source format whose converter takes the options of converting `uri` (a `.type` file) to `target`: html/to/pdf's for a Markdown PDF its settings print from the page. */
export function optionsFormatFor(uri: vscode.Uri, type: string, target: string): string {
  return optionsSourceFormat(type, target, readMarkdownSettings(uri).options.renderer);
}
