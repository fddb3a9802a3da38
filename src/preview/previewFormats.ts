/**
 * Which files Preview as PDF is offered for: what the converter catalogue converts to PDF (one
 * file in, a PDF out) that VS Code cannot show by itself. Pure, so it is tested in plain Node.
 */
import type { Catalogue } from '../service';
import { shownInEditor } from '../util/resultOpening';

/** The source extensions (lower case, no dot) the catalogue converts to PDF and VS Code does not show. */
export function previewFormats(catalogue: Catalogue): string[] {
  const formats = new Set<string>();
  for (const converter of catalogue.converters) {
    if (converter.target !== 'pdf' || converter.multiInput) {
      continue;
    }
    for (const format of converter.sourceFormats) {
      if (/^[a-z0-9]+$/.test(format) && format !== 'pdf' && !shownInEditor(`x.${format}`)) {
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
