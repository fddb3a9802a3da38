// A Markdown document's front matter (a YAML block between `---` lines at the very start), as
// VS Code's preview recognises it: not printed; its `title` names the page and its
// `convertFiles:` key overrides the Markdown options for this document. Pure.
import { readYamlSubset } from './yamlSubset';
import { readMarkdownOptions, type MarkdownOptions } from './options';

export interface FrontMatter {
  /** The document's `title`, when it is a text. */
  readonly title?: string;
  /** The document's `convertFiles:` options. */
  readonly options: MarkdownOptions;
  /** What is wrong in them (the rest applies). */
  readonly problems: readonly string[];
}

// markdown-it-front-matter's shape: `---` (three or more) alone on the first line, up to the next such line.
const FRONT_MATTER = /^-{3,}[ \t]*\r?\n([\s\S]*?)\r?\n-{3,}[ \t]*(?:\r?\n|$)/;

/** The YAML of the front matter, or undefined when the document has none. */
export function frontMatterText(markdown: string): string | undefined {
  const text = markdown.startsWith('\ufeff') ? markdown.slice(1) : markdown;
  return FRONT_MATTER.exec(text)?.[1];
}

/** The document's title and options from its front matter; a document without one gives none. */
export function readFrontMatter(markdown: string): FrontMatter {
  const yaml = frontMatterText(markdown);
  if (yaml === undefined) {
    return { options: {}, problems: [] };
  }
  let value: unknown;
  try {
    value = readYamlSubset(yaml);
  } catch (err) {
    return { options: {}, problems: [`front matter is not YAML: ${(err as Error).message.split('\n')[0]}`] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { options: {}, problems: [] };
  }
  const record = value as Record<string, unknown>;
  const title = typeof record.title === 'string' && record.title.trim() !== '' ? record.title.trim() : undefined;
  const { options, problems } = readMarkdownOptions(record.convertFiles, 'front matter convertFiles');
  return { ...(title ? { title } : {}), options, problems };
}
