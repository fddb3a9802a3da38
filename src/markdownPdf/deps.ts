// What the editor gives the batch core to print Markdown as the preview shows it: VS Code's
// renderer (loaded with the first Markdown PDF), the settings of the file's folder, and the
// parameters the service's catalogue lists for html/to/pdf. Every editor road that converts
// (Convert To, options, presets, several formats, pipelines, rules, automatic runs, the task,
// the agent's tool, Preview as PDF) hands the core the same deps.
import * as vscode from 'vscode';
import type { MarkdownDeps, MarkdownRenderer } from '../conversion/markdown';
import type { ExtensionServices } from '../extensionServices';
import { findConverter } from '../service/catalogue';
import { editorMarkdownRenderer, PREVIEW_EXTENSION } from './renderer';
import { readMarkdownSettings } from './settings';
import { noMarkdownRenderer } from '../messages/conversion';
import { showMessage } from '../messages/show';

let renderer: MarkdownRenderer | undefined;
let toldNoRenderer = false;

/** The deps for resources named `R` (vscode.Uri in the convert flow, paths in the rules), `toUri` turning one into a URI. */
export function editorMarkdownDeps<R>(
  services: Pick<ExtensionServices, 'log' | 'catalogue' | 'config'>,
  toUri: (resource: R) => vscode.Uri,
): MarkdownDeps<R> {
  return {
    forSource: async (resource) => {
      const { problems, ...settings } = readMarkdownSettings(toUri(resource));
      problems.forEach((p) => services.log.warn(`Markdown PDF: ${p}; the rest applies.`));
      // The built-in Markdown extension can be disabled: then there is no renderer, and the service's md/to/pdf is used.
      // (getExtension answers only for an enabled extension; its markdown.api.render activates it.) Asked each time.
      const enabled = vscode.extensions.getExtension(PREVIEW_EXTENSION) !== undefined;
      if (enabled) {
        renderer ??= editorMarkdownRenderer(services.log);
      }
      if (!enabled && settings.options.renderer !== 'service' && !toldNoRenderer) {
        // Once a session: automatic runs must not repeat it with every save.
        toldNoRenderer = true;
        void showMessage(noMarkdownRenderer(), services.log);
      }
      return { ...(enabled && renderer ? { renderer } : {}), settings };
    },
    // A book's table of contents is titled in the person's language.
    contentsTitle: vscode.l10n.t('Contents'),
    pageParameters: async () => {
      const snapshot = services.catalogue.get(services.config().baseUrl);
      // Only what the service's own catalogue lists; the built-in table is no evidence of the service.
      const converter = snapshot.source === 'stored' ? findConverter(snapshot.catalogue, 'html', 'pdf') : undefined;
      return converter ? new Set(converter.parameters.map((p) => p.name.toLowerCase())) : undefined;
    },
  };
}
