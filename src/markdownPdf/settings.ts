// The Markdown PDF settings of a file: convertFiles.markdown.renderer and .pdf, and VS Code's own
// markdown.styles. Read here, beside their one user, rather than in configuration.ts: that file is
// in the activation bundle, and these are needed only when a Markdown PDF is made (dist/features.js).
import * as vscode from 'vscode';
import { Settings } from '../constants';
import { optionsSourceFormat, readMarkdownOptions, type MarkdownSettings } from '../conversion/markdown';

/** The settings that apply to `scope` (`resource`-scoped, read for the file); a wrong value is left out and named in `problems`. */
export function readMarkdownSettings(scope: vscode.Uri): MarkdownSettings & { readonly problems: readonly string[] } {
  const c = vscode.workspace.getConfiguration(Settings.section, scope);
  const renderer = c.get(Settings.markdownRenderer);
  const pdf = c.get(Settings.markdownPdf);
  const { options, problems } = readMarkdownOptions(
    { ...(renderer !== undefined ? { renderer } : {}), ...(pdf !== undefined ? { pdf } : {}) },
    `${Settings.section}.markdown`,
  );
  const styles = vscode.workspace.getConfiguration('markdown', scope).get<unknown>('styles');
  return {
    options,
    styles: Array.isArray(styles) ? styles.filter((s): s is string => typeof s === 'string') : [],
    problems,
  };
}

/** The source format whose converter takes the options of converting `uri` (a `.type` file) to `target`: html/to/pdf's for a Markdown PDF its settings print from the page. */
export function optionsFormatFor(uri: vscode.Uri, type: string, target: string): string {
  return optionsSourceFormat(type, target, readMarkdownSettings(uri).options.renderer);
}
