/**
 * Which files Preview as PDF is offered for: what the converter catalogue converts to PDF (one
 * file in, a PDF out) that VS Code cannot show by itself, and Markdown, whose text and preview VS
 * Code shows but not the PDF printed from it. Pure, so it is tested in plain Node.
 */
import type { Catalogue } from '../service/catalogue';
import { shownInEditor } from '../conversion/resultOpening';

/** Markdown: shown by VS Code as text and as its preview, previewed here as the PDF it prints as (issue 33). */
const PRINTED_FORMATS: ReadonlySet<string> = new Set(['md', 'markdown']);

/** The source extensions (lower case, no dot) the catalogue converts to PDF and VS Code does not show as that PDF. */
export function previewFormats(catalogue: Catalogue): string[] {
  const formats = new Set<string>();
  for (const converter of catalogue.converters) {
    if (converter.target !== 'pdf' || converter.multiInput) {
      continue;
    }
    for (const format of converter.sourceFormats) {
      if (/^[a-z0-9]+$/.test(format) && format !== 'pdf' && (PRINTED_FORMATS.has(format) || !shownInEditor(`x.${format}`))) {
        formats.add(format);
      }
    }
  }
  return [...formats].sort();
}

/** The same, as the context key the menus test: with the dot, lower and upper case (resourceExtname). */
export function previewExtensions(catalogue: Catalogue): string[] {
  return previewFormats(catalogue).flatMap((f) => [`.${f}`, `.${f.toUpperCase()}`]);
}
