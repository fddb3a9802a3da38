/**
 * The text of the office formats the emulator converts (what Compare as Text extracts): xlsx,
 * pptx, odt and rtf to txt, UTF-8, one paragraph (or row) per line with a blank line between
 * paragraphs, as docx→txt writes. Sheets and slides are separated by a form feed (U+000C), as
 * text extractors mark a page (how the real service separates them is not known: a guess the
 * client does not depend on; it marks pages only where a form feed is).
 */
import { ErrorCode, readInput, renamed, requireInput } from './common';
import { odtBlocks } from './odtDocx';
import { sharedStrings, sheetRows, slideText } from './officePdf';
import { readXmlParts, relationships, walkXml } from './officeZip';
import { cp1252, rtfParagraphs } from './rtfDocx';
import { ConversionFailedError, type Converter, type InputFile, type OutputFile } from './types';

const PAGE_BREAK = '\f';

function textResult(file: InputFile, sections: readonly string[]): OutputFile[] {
  const body = sections.map((s) => s.replace(/\r\n?/g, '\n').trim()).join(`\n${PAGE_BREAK}\n`);
  return [{ name: renamed(file.name, 'txt'), data: Buffer.from(body === '' ? '' : `${body}\n`, 'utf8') }];
}

/** The parts of the package listed by `listPart`'s relationship ids in order (sheets of a workbook, slides of a presentation). */
function orderedParts(parts: ReadonlyMap<string, string>, listPart: string, element: string): Array<{ path: string; name?: string }> {
  const xml = parts.get(listPart) ?? '';
  const targets = relationships(parts, listPart);
  const found: Array<{ path: string; name?: string }> = [];
  walkXml(xml, {
    open: (name, attributes) => {
      const target = name === element ? targets.get(attributes['r:id'] ?? '') : undefined;
      if (target) {
        found.push({ path: target, name: attributes.name });
      }
    },
  });
  return found;
}

/** xlsx→txt: each sheet its name, then its rows, cells separated by a tab; sheets separated by a form feed. */
export const xlsxToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const parts = await readXmlParts(file.path, file.name);
  if (!parts.has('xl/workbook.xml')) {
    throw new ConversionFailedError(`${file.name} is not a readable Excel workbook: it has no xl/workbook.xml`, ErrorCode.fileDamaged);
  }
  ctx.signal.throwIfAborted();
  const strings = sharedStrings(parts.get('xl/sharedStrings.xml'));
  const sheets = orderedParts(parts, 'xl/workbook.xml', 'sheet').map(({ path, name }) => {
    const xml = parts.get(path);
    const rows = xml === undefined ? [] : sheetRows(xml, strings);
    return [name ?? 'Sheet', ...rows.map((row) => row.join('\t').trimEnd())].join('\n');
  });
  return textResult(file, sheets);
};

/** pptx→txt: each slide its title and paragraphs, one per line; slides separated by a form feed. */
export const pptxToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const parts = await readXmlParts(file.path, file.name);
  if (!parts.has('ppt/presentation.xml')) {
    throw new ConversionFailedError(
      `${file.name} is not a readable PowerPoint presentation: it has no ppt/presentation.xml`,
      ErrorCode.fileDamaged,
    );
  }
  ctx.signal.throwIfAborted();
  const slides = orderedParts(parts, 'ppt/presentation.xml', 'p:sldId').map(({ path }) => {
    const xml = parts.get(path);
    const { title, paragraphs } = xml === undefined ? { title: undefined, paragraphs: [] } : slideText(xml);
    return [...(title ? [title] : []), ...paragraphs].join('\n\n');
  });
  return textResult(file, slides);
};

/** odt→txt: the headings and paragraphs of content.xml, a blank line between them. */
export const odtToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const parts = await readXmlParts(file.path, file.name);
  const content = parts.get('content.xml');
  if (content === undefined) {
    throw new ConversionFailedError(`${file.name} is not an OpenDocument text (no content.xml)`, ErrorCode.fileDamaged);
  }
  ctx.signal.throwIfAborted();
  const blocks = odtBlocks(content).map((b) => b.lines.join('\n').trim());
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
