// Markdown → PDF as the preview shows it: the options, the page builder and the one step that
// turns a Markdown PDF job into html/to/pdf with its page. Plain Node.
export * from './options';
export { readFrontMatter, frontMatterText, type FrontMatter } from './frontMatter';
export { buildPage, pageTitle, withPageBreaks, type PageInput, type PageScript, type PageStyle } from './pageBuilder';
export { contributedFile } from './contributions';
export { EmbedLimitError, PageEmbedder, embedCssResources, embedHtmlResources, type ResourceReader } from './embedding';
export {
  DEFAULT_MAX_EMBED_BYTES,
  isMarkdownPdf,
  pageParameters,
  prepareMarkdownJob,
  type MarkdownDeps,
  type MarkdownRenderer,
  type PreparedJob,
  type RenderedMarkdown,
} from './prepare';
