// The command line's Markdown renderer (no VS Code): markdown-it set up as VS Code's preview sets
// it up (raw HTML allowed, links found in text but not fuzzy ones, front matter not printed,
// highlight.js class markup for fenced code, headings with ids) plus the preview's own KaTeX
// plugin as the built-in Markdown Math extension uses it. A document that needs no extension's
// plugin gives the page the editor gives; what only an extension renders is named, not dropped.
import markdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token';
import frontMatter from 'markdown-it-front-matter';
import katexPlugin from '@vscode/markdown-it-katex';
import { hljs } from './highlighter';
import type { MarkdownRenderer, RenderedMarkdown } from '../../conversion/markdown';
import { katexStylesheet } from './katexStyle';
import { headingSlug } from './slug';

/** The preview's markdown-it options it exposes as settings (markdown.preview.breaks, .linkify, .typographer). */
export interface PreviewOptions {
  readonly breaks: boolean;
  readonly linkify: boolean;
  readonly typographer: boolean;
}

export const PREVIEW_DEFAULTS: PreviewOptions = { breaks: false, linkify: true, typographer: false };

/** Fence languages that only an extension draws (diagrams), with what draws them in the editor. */
const EXTENSION_FENCES: Readonly<Record<string, string>> = {
  mermaid: 'mermaid diagrams (an extension such as Markdown Preview Mermaid Support draws them in the editor): printed as code',
  plantuml: 'PlantUML diagrams (an extension draws them in the editor): printed as code',
  puml: 'PlantUML diagrams (an extension draws them in the editor): printed as code',
  dot: 'Graphviz diagrams (an extension draws them in the editor): printed as code',
  graphviz: 'Graphviz diagrams (an extension draws them in the editor): printed as code',
  wavedrom: 'WaveDrom diagrams (an extension draws them in the editor): printed as code',
};

/** The language names highlight.js knows under another name, as the preview maps them. */
function highlightLanguage(lang: string | undefined): string | undefined {
  switch (lang?.toLowerCase()) {
    case 'shell':
      return 'sh';
    case 'py3':
      return 'python';
    case 'tsx':
    case 'typescriptreact':
      return 'jsx';
    case 'json5':
    case 'jsonc':
      return 'json';
    case 'c#':
    case 'csharp':
      return 'cs';
    default:
      return lang;
  }
}

type Engine = ReturnType<typeof markdownIt>;

function createEngine(options: PreviewOptions, math: boolean): Engine {
  const md: Engine = markdownIt({
    html: true,
    highlight: (text: string, lang: string) => {
      const language = highlightLanguage(lang);
      if (language && hljs.getLanguage(language)) {
        try {
          return hljs.highlight(text, { language, ignoreIllegals: true }).value;
        } catch {
          // Printed as plain text below.
        }
      }
      return md.utils.escapeHtml(text);
    },
    ...options,
  });
  md.linkify.set({ fuzzyLink: false });
  if (math) {
    md.use(katexPlugin, { enableFencedBlocks: true, globalGroup: true });
  }
  // Front matter is not printed; taken at the preview's precedence (before fences, ending paragraphs and lists).
  let rule: unknown;
  frontMatter({ block: { ruler: { before: (_a: string, _b: string, r: unknown) => (rule = r) } } } as never, () => undefined);
  md.block.ruler.before('fence', 'front_matter', rule as never, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  addHeadingIds(md);
  return md;
}

/** Headings get the ids the preview gives them (the same text, the same suffix for repeats). */
function addHeadingIds(md: Engine): void {
  const original = md.renderer.rules.heading_open;
  md.renderer.rules.heading_open = (tokens, idx, options, env: { slugs?: Map<string, number> }, self) => {
    const slugs = (env.slugs ??= new Map());
    let slug = headingSlug(plainText(tokens[idx + 1]!));
    const seen = slugs.get(slug);
    if (seen !== undefined) {
      slugs.set(slug, seen + 1);
      slug = headingSlug(`${slug}-${seen + 1}`);
    } else {
      slugs.set(slug, 0);
    }
    tokens[idx]!.attrSet('id', slug);
    return original ? original(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
}

function plainText(token: Token): string {
  if (token.children) {
    return token.children.map(plainText).join('');
  }
  return token.type === 'text' || token.type === 'emoji' || token.type === 'code_inline' ? token.content : '';
}

/** What in the document only an extension renders. */
function notRenderedHere(tokens: readonly Token[], markdown: string): string[] {
  const found = new Set<string>();
  for (const token of tokens) {
    if (token.type === 'fence') {
      const lang = token.info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
      const said = EXTENSION_FENCES[lang];
      if (said) {
        found.add(said);
      }
    }
  }
  if (/^\[\^[^\]\s]+\]:/m.test(markdown)) {
    found.add('footnotes (an extension renders them in the editor): printed as written');
  }
  if (/^:::\s*\w/m.test(markdown)) {
    found.add('::: containers (an extension renders them in the editor): printed as written');
  }
  return [...found];
}

/** The command line's renderer; `math` follows markdown.math.enabled. */
export function cliMarkdownRenderer(options: PreviewOptions = PREVIEW_DEFAULTS, math = true): MarkdownRenderer {
  const md = createEngine(options, math);
  return {
    render(markdown: string): Promise<RenderedMarkdown> {
      const env = {};
      const tokens = md.parse(markdown, env);
      const html = md.renderer.render(tokens, md.options, env);
      const usesMath = math && /class="katex/.test(html);
      return Promise.resolve({
        html,
        styles: usesMath ? [{ name: 'katex', css: katexStylesheet() }] : [],
        scripts: [],
        notRendered: notRenderedHere(tokens, markdown),
      });
    },
  };
}
