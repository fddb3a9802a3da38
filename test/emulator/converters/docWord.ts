/**
 * Word 97–2003 (.doc) to docx, pdf and html: what the Explorer's quick menu offers an old Word
 * document (the real catalogue has all three). The text of the document's main story, read by
 * wordBinary.ts, one paragraph per Word paragraph; line breaks and tabs kept. Fonts, styles,
 * tables, pictures, headers and footnotes are not carried over.
 */
import { readOfficeBinary } from './cfb';
import { paragraphConverters } from './paragraphs';
import type { InputFile } from './types';
import { readWordParagraphs } from './wordBinary';

/** The document's paragraphs, each a list of lines; an unreadable file is a ConversionFailedError with the service's code. */
const docParagraphs = (file: InputFile): Promise<string[][]> => readOfficeBinary(file, 'Word document', readWordParagraphs);

const docConverters = paragraphConverters(docParagraphs);
/** doc→docx: one Word paragraph per paragraph, its line breaks kept. */
export const docToDocx = docConverters.docx;
/** doc→pdf: the paragraphs laid out as text on A4 pages. */
export const docToPdf = docConverters.pdf;
/** doc→html: a complete HTML document with one <p> per paragraph (<br> for line breaks). */
export const docToHtml = docConverters.html;
