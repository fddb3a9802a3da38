// One self-contained HTML document from rendered Markdown: the base look, the styles extensions
// contribute, the user's `markdown.styles`, the print rules and the `@page` rule, the preview
// scripts inlined, local images embedded. What goes in is all there is: the browser that prints
// it loads nothing but data: URIs and the remote images the document links. Pure but for the
// embedder's reader.
import { embedHtmlResources, type PageEmbedder } from './embedding';
import { escapeHtml } from './htmlTags';
import type { PdfPage } from './options';
import { baseStylesheets, pagedMediaCss, printStylesheet } from './pageStyles';

/** A stylesheet for the page, its files already embedded; `name` is for the log (an extension's id, a setting). */
export interface PageStyle {
  readonly name: string;
  readonly css: string;
}

/** A script the page runs (an extension's preview script, such as a diagram renderer). */
export interface PageScript {
  readonly name: string;
  readonly code: string;
}

export interface PageInput {
  /** The document's title: the page's `<title>` and `${title}` in the header and footer. */
  readonly title: string;
  /** The rendered Markdown, as the renderer gave it. */
  readonly html: string;
  /** Styles of the renderer (extensions' preview styles, KaTeX's), in order. */
  readonly rendererStyles: readonly PageStyle[];
  /** The user's `markdown.styles`, after the rest so that they win. */
  readonly userStyles: readonly PageStyle[];
  readonly scripts: readonly PageScript[];
  readonly page: PdfPage;
  /** `${date}` in the header and footer. */
  readonly date: string;
  /** The document's folder (URI path): relative images start there. */
  readonly folder: string;
}

/** The page's HTML: one document, nothing outside it but remote images. */
export async function buildPage(input: PageInput, embedder: PageEmbedder): Promise<string> {
  const body = withPageBreaks(await embedHtmlResources(input.html, input.folder, embedder));
  const styles = [
    ...baseStylesheets().map((css) => ({ name: 'base', css })),
    ...input.rendererStyles,
    ...input.userStyles,
    { name: 'print', css: printStylesheet() },
    { name: 'page', css: pagedMediaCss(input.page, { title: input.title, date: input.date }) },
  ];
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(input.title)}</title>`,
    ...styles.map((s) => `<style data-name="${escapeHtml(s.name)}">\n${inStyleElement(s.css)}\n</style>`),
    '</head>',
    '<body class="vscode-body vscode-light">',
    body,
    ...input.scripts.map((s) => `<script data-name="${escapeHtml(s.name)}">\n${inScriptElement(s.code)}\n</script>`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** `<!-- pagebreak -->` (any case, any spacing) starts a new page. */
export function withPageBreaks(html: string): string {
  return html.replace(/<!--\s*pagebreak\s*-->/gi, '<div class="page-break"></div>');
}

/** The title a page gets: the front matter's, else the first level-1 heading's text, else the file's name. */
export function pageTitle(html: string, frontMatterTitle: string | undefined, fileName: string): string {
  if (frontMatterTitle) {
    return frontMatterTitle;
  }
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  const text = h1
    ? h1[1]!
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim()
    : '';
  return text !== '' ? text : fileName.replace(/\.[^.]*$/, '');
}

/** CSS cannot end its `<style>` element early. */
function inStyleElement(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** A script cannot end its `<script>` element early. */
function inScriptElement(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}
