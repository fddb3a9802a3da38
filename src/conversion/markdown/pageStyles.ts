// The stylesheets of a Markdown page: the project's own base look (modelled on the preview: system
// fonts, quiet headings, grey code blocks, ruled tables; written here, not copied), the print rules
// (light colours whatever the theme, page breaks) and the paged-media rules that print the page
// size, margins, header, footer and page numbers from the page itself (`@page` margin boxes, which
// Chromium prints). Pure.
import type { PdfPage } from './options';

/** The light theme's values for the variables the preview's and extensions' styles read. */
const LIGHT_VARIABLES = `:root {
  --vscode-font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Ubuntu, "Droid Sans", sans-serif;
  --vscode-editor-font-family: "SF Mono", Monaco, Menlo, Consolas, "Ubuntu Mono", "Liberation Mono", "DejaVu Sans Mono", monospace;
  --vscode-editor-background: #ffffff;
  --vscode-editor-foreground: #1f2328;
  --vscode-foreground: #1f2328;
  --vscode-textLink-foreground: #0b62c4;
  --vscode-textLink-activeForeground: #0b62c4;
  --vscode-textPreformat-foreground: #8a2f1b;
  --vscode-textCodeBlock-background: #f3f4f6;
  --vscode-textBlockQuote-background: #f6f8fa;
  --vscode-textBlockQuote-border: #d0d7de;
  --vscode-textSeparator-foreground: #d0d7de;
  --vscode-editorWidget-border: #d0d7de;
  --markdown-font-family: var(--vscode-font-family);
  --markdown-font-size: 14px;
  --markdown-line-height: 1.6;
}`;

const BASE = `html { background: #ffffff; }
body {
  font-family: var(--markdown-font-family);
  font-size: var(--markdown-font-size);
  line-height: var(--markdown-line-height);
  color: #1f2328;
  background: #ffffff;
  margin: 0;
  padding: 0;
  word-wrap: break-word;
}
h1, h2, h3, h4, h5, h6 { font-weight: 600; line-height: 1.25; margin: 1.4em 0 0.6em; }
h1 { font-size: 2em; padding-bottom: 0.3em; border-bottom: 1px solid #d8dee4; }
h2 { font-size: 1.5em; padding-bottom: 0.3em; border-bottom: 1px solid #d8dee4; }
h3 { font-size: 1.25em; }
h4 { font-size: 1em; }
h5 { font-size: 0.875em; }
h6 { font-size: 0.85em; color: #59636e; }
body > :first-child { margin-top: 0; }
p, ul, ol, dl, table, pre, blockquote { margin: 0 0 1em; }
ul, ol { padding-left: 2em; }
li + li { margin-top: 0.25em; }
a { color: var(--vscode-textLink-foreground); text-decoration: none; }
hr { height: 2px; border: 0; background: #d8dee4; margin: 1.5em 0; }
img { max-width: 100%; }
blockquote { margin-left: 0; padding: 0.25em 1em; color: #59636e; border-left: 4px solid #d0d7de; background: #f6f8fa; }
code { font-family: var(--vscode-editor-font-family); font-size: 0.9em; }
:not(pre) > code { padding: 0.15em 0.35em; border-radius: 4px; background: #eff1f3; color: #8a2f1b; }
pre { padding: 12px 16px; border-radius: 6px; background: #f3f4f6; overflow-x: auto; white-space: pre-wrap; }
pre code { color: #1f2328; background: none; padding: 0; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d0d7de; padding: 6px 13px; }
th { font-weight: 600; background: #f6f8fa; }
tr:nth-child(2n) td { background: #fafbfc; }
input[type="checkbox"] { margin-right: 0.4em; }
/* highlight.js (hljs-* spans), light colours of our own */
.hljs-comment, .hljs-quote { color: #6a737d; font-style: italic; }
.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-doctag, .hljs-meta .hljs-keyword { color: #cf222e; }
.hljs-string, .hljs-regexp, .hljs-addition, .hljs-meta .hljs-string { color: #0a3069; }
.hljs-number, .hljs-symbol, .hljs-bullet, .hljs-variable, .hljs-template-variable { color: #0550ae; }
.hljs-title, .hljs-section, .hljs-title.function_ { color: #8250df; }
.hljs-type, .hljs-built_in, .hljs-class .hljs-title, .hljs-title.class_ { color: #953800; }
.hljs-attr, .hljs-attribute, .hljs-property, .hljs-name, .hljs-tag { color: #116329; }
.hljs-deletion { color: #82071e; background: #ffebe9; }
.hljs-emphasis { font-style: italic; }
.hljs-strong { font-weight: 600; }`;

/** Print rules, not inside `@media print`: they apply whatever media the printing browser uses. */
const PRINT = `.page-break { break-before: page; page-break-before: always; height: 0; margin: 0; }
pre, table, figure, img, svg, .katex-display, blockquote { break-inside: avoid; page-break-inside: avoid; }
h1, h2, h3, h4, h5, h6 { break-after: avoid; page-break-after: avoid; }
a { color: var(--vscode-textLink-foreground); }
body.vscode-body { color: #1f2328; background: #ffffff; }`;

/** A header or footer template (`${title}`, `${date}`, `${page}`, `${pages}`) as a CSS `content` value; undefined: none. */
export function marginBoxContent(template: string, values: { readonly title: string; readonly date: string }): string | undefined {
  if (template.trim() === '') {
    return undefined;
  }
  const parts: string[] = [];
  const pattern = /\$\{(title|date|page|pages)\}/g;
  let last = 0;
  for (let m = pattern.exec(template); m !== null; m = pattern.exec(template)) {
    if (m.index > last) {
      parts.push(cssString(template.slice(last, m.index)));
    }
    const name = m[1];
    parts.push(name === 'page' || name === 'pages' ? `counter(${name})` : cssString(name === 'title' ? values.title : values.date));
    last = m.index + m[0].length;
  }
  if (last < template.length) {
    parts.push(cssString(template.slice(last)));
  }
  return parts.join(' ');
}

/** A CSS string literal: quotes, backslashes and line breaks escaped, nothing that closes a rule. */
export function cssString(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped.
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\u0000-\u001f\u007f<>]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/** The `@page` rule: size, orientation, margins, header and footer in its margin boxes. */
export function pagedMediaCss(page: PdfPage, values: { readonly title: string; readonly date: string }): string {
  const { top, right, bottom, left } = page.margins;
  const header = marginBoxContent(page.header, values);
  const footer = marginBoxContent(page.footer, values);
  const box = 'font-family: var(--vscode-font-family); font-size: 9pt; color: #59636e;';
  const colours = page.background
    ? 'html, body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }'
    : '* { background: transparent !important; }';
  return [
    '@page {',
    `  size: ${page.pageSize} ${page.orientation};`,
    `  margin: ${top}mm ${right}mm ${bottom}mm ${left}mm;`,
    header ? `  @top-center { content: ${header}; ${box} }` : '',
    footer ? `  @bottom-center { content: ${footer}; ${box} }` : '',
    '}',
    colours,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The project's own stylesheets, in the order they go into the page (before extensions' and the user's). */
export function baseStylesheets(): string[] {
  return [LIGHT_VARIABLES, BASE];
}

/** The print rules, after every other stylesheet so that they win. */
export function printStylesheet(): string {
  return PRINT;
}
