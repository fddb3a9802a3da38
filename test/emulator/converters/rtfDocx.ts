/**
 * rtf→docx and rtf→pdf (what the quick menu offers a Rich Text file; the real catalogue has both): the text of
 * the RTF's body as Word paragraphs, \par and \line kept, \tab as a tab, \'hh (Windows-1252) and
 * \uN characters decoded. Fonts, colours, styles, pictures and tables are not carried over; the
 * header groups (font and colour tables, style sheet, info) and ignorable destinations (\*) are
 * skipped.
 */
import { ErrorCode, readInput } from './common';
import { paragraphConverters } from './paragraphs';
import { ConversionFailedError, type InputFile } from './types';

/** Groups whose text is no part of the document's body. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'header',
  'footer',
  'listtable',
  'listoverridetable',
  'generator',
]);

/** Windows-1252's 0x80–0x9F (Node's TextDecoder reads the label as ISO-8859-1, where these are controls). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** A Windows-1252 byte as its character. */
export function cp1252(byte: number): string {
  return byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte);
}

/** The paragraphs of an RTF document, each a list of lines. */
export function rtfParagraphs(rtf: string): string[][] {
  if (!/^\{\\rtf/.test(rtf.trimStart())) {
    throw new ConversionFailedError('the file is not an RTF document (it does not start with {\\rtf)', ErrorCode.fileDamaged);
  }
  const paragraphs: string[][] = [['']];
  const add = (text: string) => {
    const lines = paragraphs[paragraphs.length - 1]!;
    lines[lines.length - 1] += text;
  };
  // Per group: whether its text is skipped, and \ucN (characters to skip after \uN).
  const stack: { skip: boolean; uc: number }[] = [];
  let state = { skip: false, uc: 1 };
  let pendingSkip = 0;
  let i = 0;
  while (i < rtf.length) {
    const c = rtf[i]!;
    if (c === '{') {
      stack.push(state);
      state = { ...state };
      i++;
      continue;
    }
    if (c === '}') {
      state = stack.pop() ?? { skip: false, uc: 1 };
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i++;
      continue;
    }
    if (c !== '\\') {
      if (pendingSkip > 0) {
        pendingSkip--;
      } else if (!state.skip) {
        add(c);
      }
      i++;
      continue;
    }
    const next = rtf[i + 1] ?? '';
    if (next === "'") {
      const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
      if (pendingSkip > 0) {
        pendingSkip--;
      } else if (!state.skip && Number.isFinite(byte)) {
        add(cp1252(byte));
      }
      i += 4;
      continue;
    }
    if (!/[a-z]/i.test(next)) {
      // A control symbol: \\ \{ \} are the characters; \~ a no-break space; \* an ignorable destination.
      if (next === '*') {
        state.skip = true;
      } else if (!state.skip && (next === '\\' || next === '{' || next === '}')) {
        add(next);
      } else if (!state.skip && next === '~') {
        add('\u00a0');
      } else if (!state.skip && next === '\n') {
        paragraphs.push(['']);
      }
      i += 2;
      continue;
    }
    const match = /^\\([a-z]{1,32})(-?\d{1,10})? ?/i.exec(rtf.slice(i, i + 48))!;
    const word = match[1]!;
    const arg = match[2] === undefined ? undefined : Number(match[2]);
    i += match[0].length;
    if (SKIPPED.has(word)) {
      state.skip = true;
    } else if (word === 'uc' && arg !== undefined) {
      state.uc = Math.max(0, arg);
    } else if (state.skip) {
      continue;
    } else if (word === 'u' && arg !== undefined) {
      add(String.fromCharCode(arg < 0 ? arg + 65_536 : arg));
      pendingSkip = state.uc;
    } else if (word === 'par') {
      paragraphs.push(['']);
    } else if (word === 'line') {
      paragraphs[paragraphs.length - 1]!.push('');
    } else if (word === 'tab') {
      add('\t');
    }
  }
  // The last \par ends the last paragraph: no empty one after it.
  while (paragraphs.length > 1 && paragraphs.at(-1)!.join('') === '' && paragraphs.at(-1)!.length === 1) {
    paragraphs.pop();
  }
  return paragraphs;
}

/** The upload's paragraphs. RTF is 7-bit by its rule; stray 8-bit bytes are read as Windows-1252, as Word does. */
async function fileParagraphs(file: InputFile): Promise<string[][]> {
  return rtfParagraphs([...(await readInput(file))].map(cp1252).join(''));
}

const rtfConverters = paragraphConverters(fileParagraphs);
/** rtf→pdf: the paragraphs laid out as text on A4 pages, line breaks kept. */
export const rtfToPdf = rtfConverters.pdf;
/** rtf→docx: one Word paragraph per paragraph, line breaks kept. */
export const rtfToDocx = rtfConverters.docx;
