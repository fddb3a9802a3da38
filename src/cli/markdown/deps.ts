// What the command line gives the batch core to print Markdown as the preview shows it: its own
// renderer (markdown-it, KaTeX, highlight.js) set up from the folder's `.vscode/settings.json`
// (the same keys the editor reads: markdown.preview.*, markdown.math.enabled, markdown.styles,
// convertFiles.markdown.*), html/to/pdf's parameters from the service's catalogue, and stderr for
// what it cannot render. Plain Node.
import { findConverter, type Catalogue } from '../../service/catalogue';
import {
  readMarkdownSettings,
  type MarkdownDeps,
  type MarkdownRenderer,
  type MarkdownRendererChoice,
  type MarkdownSettings,
} from '../../conversion/markdown';
import { readSettingsFile } from '../../conversion/rules';
import { cliMarkdownRenderer, PREVIEW_DEFAULTS } from './renderer';

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The renderer a folder's settings file chooses for its Markdown PDFs; undefined: the default (`preview`). */
export async function folderRenderer(folder: string): Promise<MarkdownRendererChoice | undefined> {
  const settings = await readSettingsFile(folder);
  return readMarkdownSettings((key) => settings[key]).options.renderer;
}

/**
 * The command line's Markdown deps. `catalogue` reads the service's converters (once, when the
 * first Markdown PDF is made); `warn` gets a line for each page warning and for each thing not rendered.
 */
export function cliMarkdownDeps(catalogue: () => Promise<Catalogue | undefined>, warn: (line: string) => void): MarkdownDeps<string> {
  const folders = new Map<string, Promise<{ renderer: MarkdownRenderer; settings: MarkdownSettings }>>();
  let parameters: Promise<ReadonlySet<string> | undefined> | undefined;
  // One renderer and settings per workspace folder, read when its first Markdown PDF is made.
  const forSource = (_source: string, path: string | undefined) => {
    const key = path ?? '';
    let entry = folders.get(key);
    if (!entry) {
      entry = (async () => {
        const settings = path === undefined ? {} : await readSettingsFile(path);
        const { problems, ...markdown } = readMarkdownSettings((key) => settings[key]);
        problems.forEach((p) => warn(`convert-files: .vscode/settings.json: ${p}; the rest applies`));
        return {
          renderer: cliMarkdownRenderer(
            {
              breaks: flag(settings['markdown.preview.breaks'], PREVIEW_DEFAULTS.breaks),
              linkify: flag(settings['markdown.preview.linkify'], PREVIEW_DEFAULTS.linkify),
              typographer: flag(settings['markdown.preview.typographer'], PREVIEW_DEFAULTS.typographer),
            },
            flag(settings['markdown.math.enabled'], true),
          ),
          settings: markdown,
        };
      })();
      folders.set(key, entry);
    }
    return entry;
  };
  return {
    forSource,
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
