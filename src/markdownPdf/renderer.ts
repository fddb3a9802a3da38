// The editor's Markdown renderer: VS Code's own engine through the built-in `markdown.api.render`
// command, so the markdown-it plugins of every installed extension (math, diagrams, footnotes, …)
// apply as in the preview; the styles and scripts extensions contribute to the preview
// (`markdown.previewStyles`, `markdown.previewScripts`) go into the page with their fonts embedded.
import { posix } from 'node:path';
import * as vscode from 'vscode';
import {
  contributedFile,
  embedCssResources,
  PageEmbedder,
  type MarkdownRenderer,
  type PageScript,
  type PageStyle,
} from '../conversion/markdown';
import type { Logger } from '../ui/logger';

/** The preview's own extension: its stylesheet themes the webview and its script syncs scrolling; the page has its own look. */
export const PREVIEW_EXTENSION = 'vscode.markdown-language-features';
/** Bytes of fonts and images one extension stylesheet may embed. */
const MAX_STYLE_BYTES = 8 * 1024 * 1024;
/** A preview script larger than this is left out (mermaid's is about 3 MB). */
const MAX_SCRIPT_BYTES = 12 * 1024 * 1024;

interface Contributions {
  readonly styles: readonly PageStyle[];
  readonly scripts: readonly PageScript[];
}

function contributed(extension: vscode.Extension<unknown>, point: string): string[] {
  const value = (extension.packageJSON as { contributes?: Record<string, unknown> } | undefined)?.contributes?.[point];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function readUri(uri: vscode.Uri): Promise<Uint8Array | undefined> {
  try {
    return await vscode.workspace.fs.readFile(uri);
  } catch {
    return undefined;
  }
}

/** One extension's preview styles (fonts embedded) and scripts, read from its folder; what cannot be read is logged and left out. */
async function contributionsOf(extension: vscode.Extension<unknown>, log: Logger): Promise<Contributions> {
  const root = extension.extensionUri;
  const at = (path: string) => root.with({ path });
  const styles: PageStyle[] = [];
  const scripts: PageScript[] = [];
  for (const relative of contributed(extension, 'markdown.previewStyles')) {
    // Only from the extension's own folder, as the preview's webview loads it.
    const path = contributedFile(root.path, relative);
    const bytes = path === undefined ? undefined : await readUri(at(path));
    if (!bytes || path === undefined) {
      log.warn(`Markdown PDF: the preview style ${relative} of ${extension.id} could not be read; left out.`);
      continue;
    }
    // Fonts and images the stylesheet names, from the extension's own folder only.
    const embedder = new PageEmbedder((file) => readUri(at(file)), root.path, MAX_STYLE_BYTES, `${extension.id} ${relative}`);
    try {
      const css = await embedCssResources(Buffer.from(bytes).toString('utf8'), posix.dirname(path), embedder);
      styles.push({ name: `${extension.id}/${relative.replace(/^\.\//, '')}`, css });
    } catch (err) {
      log.warn(`Markdown PDF: the preview style ${relative} of ${extension.id} left out: ${(err as Error).message}`);
    }
  }
  for (const relative of contributed(extension, 'markdown.previewScripts')) {
    // Only from the extension's own folder, as the preview's webview loads it.
    const path = contributedFile(root.path, relative);
    const bytes = path === undefined ? undefined : await readUri(at(path));
    if (!bytes || bytes.byteLength > MAX_SCRIPT_BYTES) {
      log.warn(
        `Markdown PDF: the preview script ${relative} of ${extension.id} ${bytes ? 'is too large' : 'could not be read'}; left out.`,
      );
      continue;
    }
    scripts.push({ name: `${extension.id}/${relative.replace(/^\.\//, '')}`, code: Buffer.from(bytes).toString('utf8') });
  }
  return { styles, scripts };
}

/** The renderer a batch uses: the contributions are read once per set of installed extensions. */
export function editorMarkdownRenderer(log: Logger): MarkdownRenderer {
  let cached: { key: string; contributions: Promise<Contributions> } | undefined;
  const contributions = (): Promise<Contributions> => {
    const extensions = vscode.extensions.all.filter(
      (e) =>
        e.id !== PREVIEW_EXTENSION &&
        (contributed(e, 'markdown.previewStyles').length > 0 || contributed(e, 'markdown.previewScripts').length > 0),
    );
    const key = extensions.map((e) => `${e.id}@${(e.packageJSON as { version?: string }).version ?? ''}`).join(',');
    if (cached?.key !== key) {
      cached = {
        key,
        contributions: Promise.all(extensions.map((e) => contributionsOf(e, log))).then((all) => ({
          styles: all.flatMap((c) => c.styles),
          scripts: all.flatMap((c) => c.scripts),
        })),
      };
    }
    return cached.contributions;
  };
  return {
    async render(markdown: string) {
      // A string, not the document: the engine then resolves no link against this machine's paths.
      const html = await vscode.commands.executeCommand<unknown>('markdown.api.render', markdown);
      if (typeof html !== 'string') {
        throw new Error('markdown.api.render gave no HTML.');
      }
      const { styles, scripts } = await contributions();
      return { html, styles, scripts, notRendered: [] };
    },
  };
}
