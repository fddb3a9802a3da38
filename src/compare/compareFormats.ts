/**
 * Which files Compare as Text and Track Changes DOCX are offered for: the formats whose text the
 * catalogue extracts (a `<format>/to/txt` converter), and DOCX when it has `docx/to/compare`.
 * Pure, so it is tested in plain Node; the context keys (contextKeys.ts) carry it to the menus.
 */
import { findConverter, type Catalogue } from '../service/catalogue';

/** The formats Compare as Text reads (lower case, no dot), where the catalogue extracts their text. */
export const COMPARE_FORMATS: readonly string[] = ['docx', 'pdf', 'pptx', 'xlsx', 'odt', 'rtf'];

const spellings = (formats: readonly string[]): string[] => formats.flatMap((f) => [`.${f}`, `.${f.toUpperCase()}`]);

/** The extensions (".docx", ".DOCX", …) Compare as Text is offered for. */
export function compareExtensions(catalogue: Catalogue): string[] {
  return spellings(COMPARE_FORMATS.filter((f) => findConverter(catalogue, f, 'txt')));
}

/** [".docx", ".DOCX"] when the catalogue compares Word documents, else none. */
export function trackChangesExtensions(catalogue: Catalogue): string[] {
  return findConverter(catalogue, 'docx', 'compare') ? spellings(['docx']) : [];
}
