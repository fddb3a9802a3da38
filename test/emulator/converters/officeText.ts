/**
 * The text of the office formats the emulator converts (what Compare as Text extracts): xlsx,
 * pptx, odt and rtf to txt, UTF-8, one paragraph (or row) per line with a blank line between
 * paragraphs, as docx→txt writes. Sheets and slides are separated by a form feed (U+000C), as
 * text extractors mark a page (how the real service separates them is not known: a guess the
 * client does not depend on; it marks pages only where a form feed is).
 */
import { readInput, renamed, requireInput } from './common';
import { readOdtBlocks } from './odtDocx';
import { readPptxSlides, readXlsxSheets } from './officeZip';
import { cp1252, rtfParagraphs } from './rtfDocx';
import type { Converter, InputFile, OutputFile } from './types';

const PAGE_BREAK = '\f';

function textResult(file: InputFile, sections: readonly string[]): OutputFile[] {
  const body = sections.map((s) => s.replace(/\r\n?/g, '\n').trim()).join(`\n${PAGE_BREAK}\n`);
  return [{ name: renamed(file.name, 'txt'), data: Buffer.from(body === '' ? '' : `${body}\n`, 'utf8') }];
}

/** xlsx→txt: each sheet its name, then its rows, cells separated by a tab; sheets separated by a form feed. */
export const xlsxToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const sheets = (await readXlsxSheets(file, ctx.signal)).filter((sheet) => sheet.linked);
  return textResult(
    file,
    sheets.map(({ name, rows }) => [name, ...rows.map((row) => row.join('\t').trimEnd())].join('\n')),
  );
};

/** pptx→txt: each slide its title and paragraphs, one per line; slides separated by a form feed. */
export const pptxToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const slides = await readPptxSlides(file, ctx.signal);
  return textResult(
    file,
    slides.map(({ title, paragraphs }) => [...(title ? [title] : []), ...paragraphs].join('\n\n')),
  );
};

/** odt→txt: the headings and paragraphs of content.xml, a blank line between them. */
export const odtToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const odt = await readOdtBlocks(file);
  ctx.signal.throwIfAborted();
  const blocks = odt.map((b) => b.lines.join('\n').trim());
  return textResult(file, [blocks.filter((b) => b !== '').join('\n\n')]);
};

/** rtf→txt: the paragraphs of the RTF's body (\line kept as a line break), a blank line between them. */
export const rtfToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const paragraphs = rtfParagraphs([...(await readInput(file))].map(cp1252).join(''));
  ctx.signal.throwIfAborted();
  const blocks = paragraphs.map((lines) => lines.join('\n').trim()).filter((b) => b !== '');
  return textResult(file, [blocks.join('\n\n')]);
};
