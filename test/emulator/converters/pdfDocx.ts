/**
 * pdf→docx: the text pdf.js reads from each page, one Word paragraph per line and each page
 * after the first starting on a new page (docx). Not the service's layout-preserving
 * conversion, but a real Word document holding the PDF's text in order.
 */
import { PageBreak, Paragraph, TextRun } from 'docx';
import { requireInput } from './common';
import { wordResult } from './paragraphs';
import { pdfPageTexts } from './pdf';
import type { Converter } from './types';

export const pdfToDocx: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const pages = await pdfPageTexts(file, ctx);
  ctx.signal.throwIfAborted();
  const paragraphs = pages.flatMap((text, index) => {
    const lines = text === '' ? [''] : text.split('\n');
    return lines.map((line, at) => new Paragraph({ children: [...(index > 0 && at === 0 ? [new PageBreak()] : []), new TextRun(line)] }));
  });
  return wordResult(file, paragraphs);
};
