/**
 * odt→docx and odt→pdf (what the quick menu offers an OpenDocument text): the headings and
 * paragraphs of the package's content.xml, in order, as a Word document (docx) or laid out as text
 * on A4 pages (pdf); spaces, tabs and line breaks kept.
 * Styles, tables and images are not carried over.
 */
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { ErrorCode, baseName, renamed, requireInput } from './common';
import { readXmlParts, walkXml } from './officeZip';
import { wordResult } from './paragraphs';
import { textToPdf } from './pdfText';
import { ConversionFailedError, type Converter, type InputFile } from './types';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

interface Block {
  /** 0 for a paragraph, 1–6 for a heading. */
  level: number;
  /** Lines of the block (text:line-break splits them). */
  lines: string[];
}

/** The blocks of an ODF content.xml in document order. */
export function odtBlocks(xml: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let depth = 0;
  const add = (text: string) => {
    if (current) {
      current.lines[current.lines.length - 1] += text;
    }
  };
  walkXml(xml, {
    open: (name, attributes) => {
      if ((name === 'text:p' || name === 'text:h') && depth++ === 0) {
        const level = name === 'text:h' ? Math.min(6, Math.max(1, Number(attributes['text:outline-level'] ?? 1) || 1)) : 0;
        current = { level, lines: [''] };
      } else if (name === 'text:s') {
        add(' '.repeat(Math.min(1000, Number(attributes['text:c'] ?? 1) || 1)));
      } else if (name === 'text:tab') {
        add('\t');
      } else if (name === 'text:line-break') {
        current?.lines.push('');
      }
    },
    text: add,
    close: (name) => {
      if ((name === 'text:p' || name === 'text:h') && --depth === 0 && current) {
        blocks.push(current);
        current = undefined;
      }
    },
  });
  return blocks;
}

/** The blocks of the upload's content.xml; a package without one is damaged. */
export async function readOdtBlocks(file: InputFile): Promise<Block[]> {
  const parts = await readXmlParts(file.path, file.name);
  const content = parts.get('content.xml');
  if (content === undefined) {
    throw new ConversionFailedError(`${file.name} is not an OpenDocument text (no content.xml)`, ErrorCode.fileDamaged);
  }
  return odtBlocks(content);
}

/** odt→pdf: headings as headings, paragraphs as paragraphs. */
export const odtToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const blocks = await readOdtBlocks(file);
  ctx.signal.throwIfAborted();
  const text = blocks.map((b) => ({
    kind: b.level > 0 ? ('heading' as const) : ('paragraph' as const),
    level: b.level,
    text: b.lines.join('\n'),
  }));
  return [{ name: renamed(file.name, 'pdf'), data: await textToPdf(text, baseName(file.name), ctx.signal) }];
};

export const odtToDocx: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const blocks = await readOdtBlocks(file);
  ctx.signal.throwIfAborted();
  const paragraphs = blocks.map(
    (block) =>
      new Paragraph({
        ...(block.level > 0 ? { heading: HEADINGS[block.level - 1] } : {}),
        children: block.lines.map((line, i) => new TextRun({ text: line, ...(i > 0 ? { break: 1 } : {}) })),
      }),
  );
  return wordResult(file, paragraphs);
};
