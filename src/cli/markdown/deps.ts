// What the command line gives the batch core to print Markdown as the preview shows it: its own
// renderer (markdown-it, KaTeX, highlight.js) set up from the folder's `.vscode/settings.json`
// (the same keys the editor reads: markdown.preview.*, markdown.math.enabled, markdown.styles,
// convertFiles.markdown.*), html/to/pdf's parameters from the service's catalogue, and stderr for
// what it cannot render. Plain Node.
import { findConverter, type Catalogue } from '../../service/catalogue';
import {
  readMarkdownOptions,
  type MarkdownDeps,
  type MarkdownOptions,
  type MarkdownRenderer,
  type MarkdownRendererChoice,
} from '../../conversion/markdown';
import { readSettingsFile } from '../../conversion/rules';
import { cliMarkdownRenderer, PREVIEW_DEFAULTS } from './renderer';

/** The setting keys the editor contributes (constants.ts spells them too; a test compares). */
export const RENDERER_KEY = 'convertFiles.markdown.renderer';
export const PDF_KEY = 'convertFiles.markdown.pdf';

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The Markdown options a folder's settings file sets, and what is wrong in them. */
export function folderMarkdownOptions(settings: Readonly<Record<string, unknown>>): { options: MarkdownOptions; problems: string[] } {
  return readMarkdownOptions(
    {
      ...(settings[RENDERER_KEY] !== undefined ? { renderer: settings[RENDERER_KEY] } : {}),
      ...(settings[PDF_KEY] !== undefined ? { pdf: settings[PDF_KEY] } : {}),
    },
    'settings convertFiles.markdown',
  );
}

/** The renderer a folder's settings file chooses for its Markdown PDFs; undefined: the default (`preview`). */
export async function folderRenderer(folder: string): Promise<MarkdownRendererChoice | undefined> {
  return folderMarkdownOptions(await readSettingsFile(folder)).options.renderer;
}

/**
 * The command line's Markdown deps. `catalogue` reads the service's converters (once, when the
 * first Markdown PDF is made); `warn` gets a line for each page warning and for each thing not rendered.
 */
export function cliMarkdownDeps(catalogue: () => Promise<Catalogue | undefined>, warn: (line: string) => void): MarkdownDeps<string> {
  const folders = new Map<string, Promise<{ renderer: MarkdownRenderer; options: MarkdownOptions; styles: string[] }>>();
  let parameters: Promise<ReadonlySet<string> | undefined> | undefined;
  const folder = (path: string | undefined) => {
    const key = path ?? '';
    let entry = folders.get(key);
    if (!entry) {
      entry = (async () => {
        const settings = path === undefined ? {} : await readSettingsFile(path);
        const { options, problems } = folderMarkdownOptions(settings);
        problems.forEach((p) => warn(`convert-files: .vscode/settings.json: ${p}; the rest applies`));
        const styles = settings['markdown.styles'];
        return {
          renderer: cliMarkdownRenderer(
            {
              breaks: flag(settings['markdown.preview.breaks'], PREVIEW_DEFAULTS.breaks),
              linkify: flag(settings['markdown.preview.linkify'], PREVIEW_DEFAULTS.linkify),
              typographer: flag(settings['markdown.preview.typographer'], PREVIEW_DEFAULTS.typographer),
            },
            flag(settings['markdown.math.enabled'], true),
          ),
          options,
          styles: Array.isArray(styles) ? styles.filter((s): s is string => typeof s === 'string') : [],
        };
      })();
      folders.set(key, entry);
    }
    return entry;
  };
  return {
    forSource: async (_source, workspaceFolder) => {
      const { renderer, options, styles } = await folder(workspaceFolder);
      return { renderer, settings: { options, styles } };
    },
    pageParameters: () =>
      (parameters ??= catalogue().then((c) => {
        const converter = c && findConverter(c, 'html', 'pdf');
        return converter ? new Set(converter.parameters.map((p) => p.name.toLowerCase())) : undefined;
      })),
    // Each page's warnings (an image left out, a front matter problem): the command line's log is stderr.
    warn: (line) => warn(`convert-files: ${line}`),
    notRendered: (document, names) => {
      for (const name of names) {
        warn(`convert-files: ${document}: not rendered as in the editor: ${name}`);
      }
    },
  };
}
