/**
 * The text of a Word 97–2003 binary document (.doc, [MS-DOC]): the compound file's `WordDocument`
 * stream starts with the FIB, which says which table stream (`0Table` or `1Table`) holds the CLX;
 * the CLX's piece table maps the main document's character positions to runs of bytes in
 * `WordDocument`, each either 8-bit ("compressed", Windows-1252) or UTF-16LE. The main document's
 * text (its first ccpText characters; footnotes, headers and comments follow it and are left out)
 * is split into paragraphs on \r; \v is a line break within one. Field codes are dropped and
 * their results kept; table cells become paragraphs of their own. Formatting is not read.
 * Word 6/95 files (no piece table in a table stream) and encrypted files are refused.
 */
import { CfbError, OfficeBinaryError, readCompoundFile } from './cfb';

/** The FIB's identifier of a Word binary document. */
export const WORD_IDENT = 0xa5ec;

/** Why a .doc cannot be read; `reason` picks the service's error code. */
export class WordBinaryError extends OfficeBinaryError {
  override readonly name = 'WordBinaryError';
}

/** Windows-1252's 0x80–0x9F (what an 8-bit piece's bytes there mean, [MS-DOC] 2.4.1). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** One piece: characters [cpStart, cpEnd) stored from byte `offset` of WordDocument. */
interface Piece {
  readonly cpStart: number;
  readonly cpEnd: number;
  readonly offset: number;
  readonly compressed: boolean;
}

/** The paragraphs of a .doc's main text, each a list of lines (never empty: an empty paragraph is ['']). */
export function readWordParagraphs(bytes: Buffer): string[][] {
  return splitParagraphs(readWordText(bytes));
}

/** The main document's raw text, special characters included, as the piece table gives it. */
export function readWordText(bytes: Buffer): string {
  let file;
  try {
    file = readCompoundFile(bytes);
  } catch (err) {
    throw new WordBinaryError(`not a Word document: ${err instanceof CfbError ? err.message : String(err)}`, 'damaged');
  }
  const word = file.stream('WordDocument');
  if (word === undefined) {
    throw new WordBinaryError('not a Word document (no WordDocument stream)', 'damaged');
  }
  if (word.length < 0x1aa || word.readUInt16LE(0) !== WORD_IDENT) {
    throw new WordBinaryError('not a Word document (no Word file information block)', 'damaged');
  }
  const flags = word.readUInt16LE(0x0a);
  if ((flags & 0x0100) !== 0) {
    throw new WordBinaryError('the document is password-protected', 'encrypted');
  }
  const nFib = word.readUInt16LE(2);
  if (nFib < 0x00c0) {
    throw new WordBinaryError('Word 6.0/95 documents are not supported', 'unsupported');
  }
  // FibBase (32 bytes), then csw and fibRgW, cslw and fibRgLw, cbRgFcLcb and fibRgFcLcbBlob.
  const csw = word.readUInt16LE(32);
  const lwAt = 34 + 2 * csw;
  const cslw = word.readUInt16LE(lwAt);
  const fcLcbAt = lwAt + 2 + 4 * cslw;
  if (cslw < 4 || fcLcbAt + 2 > word.length) {
    throw new WordBinaryError('the Word file information block is damaged', 'damaged');
  }
  const ccpText = word.readInt32LE(lwAt + 2 + 4 * 3);
  const cbRgFcLcb = word.readUInt16LE(fcLcbAt);
  // fcClx and lcbClx are the 34th pair of FibRgFcLcb97.
  const clxPair = fcLcbAt + 2 + 8 * 33;
  if (cbRgFcLcb < 34 || clxPair + 8 > word.length || ccpText < 0) {
    throw new WordBinaryError('the Word file information block is damaged', 'damaged');
  }
  const fcClx = word.readUInt32LE(clxPair);
  const lcbClx = word.readUInt32LE(clxPair + 4);
  const tableName = (flags & 0x0200) !== 0 ? '1Table' : '0Table';
  const table = file.stream(tableName);
  if (table === undefined || lcbClx === 0 || fcClx + lcbClx > table.length) {
    throw new WordBinaryError(`the document's piece table is missing (no ${tableName} stream or no CLX)`, 'damaged');
  }
  const pieces = readPieces(table.subarray(fcClx, fcClx + lcbClx));
  return pieceText(word, pieces, ccpText);
}

/** The CLX: any number of Prc (0x01, cbGrpprl, grpprl), then one Pcdt (0x02, lcb, PlcPcd). */
function readPieces(clx: Buffer): Piece[] {
  let at = 0;
  while (at < clx.length && clx[at] === 0x01) {
    if (at + 3 > clx.length) {
      break;
    }
    // cbGrpprl is signed; a negative one would step back or stand still, and the loop never end.
    const cbGrpprl = clx.readInt16LE(at + 1);
    if (cbGrpprl < 0) {
      throw new WordBinaryError('the piece table is damaged (a Prc with a negative size)', 'damaged');
    }
    at += 3 + cbGrpprl;
  }
  if (at + 5 > clx.length || clx[at] !== 0x02) {
    throw new WordBinaryError('the piece table is damaged (no Pcdt in the CLX)', 'damaged');
  }
  const lcb = clx.readUInt32LE(at + 1);
  const plc = clx.subarray(at + 5, at + 5 + lcb);
  // PlcPcd: n + 1 character positions, then n eight-byte Pcds.
  const n = (lcb - 4) / 12;
  if (plc.length < lcb || !Number.isInteger(n) || n < 1) {
    throw new WordBinaryError('the piece table is damaged (its size does not fit)', 'damaged');
  }
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const fc = plc.readUInt32LE(4 * (n + 1) + 8 * i + 2);
    const compressed = (fc & 0x40000000) !== 0;
    const raw = fc & 0x3fffffff;
    pieces.push({ cpStart: plc.readUInt32LE(4 * i), cpEnd: plc.readUInt32LE(4 * i + 4), offset: compressed ? raw / 2 : raw, compressed });
  }
  return pieces;
}

/** The characters [0, ccpText) read through the pieces. */
function pieceText(word: Buffer, pieces: readonly Piece[], ccpText: number): string {
  let text = '';
  // Pieces map distinct runs of WordDocument: more bytes read than it holds means they overlap,
  // and a hostile piece table could otherwise repeat one run until memory runs out.
  let total = 0;
  for (const piece of pieces) {
    const end = Math.min(piece.cpEnd, ccpText);
    if (piece.cpStart >= end) {
      continue;
    }
    const count = end - piece.cpStart;
    const size = piece.compressed ? count : 2 * count;
    if (!Number.isInteger(piece.offset) || piece.offset + size > word.length) {
      throw new WordBinaryError('the piece table points beyond the document', 'damaged');
    }
    total += size;
    if (total > word.length) {
      throw new WordBinaryError('the piece table is damaged (its pieces overlap)', 'damaged');
    }
    const bytes = word.subarray(piece.offset, piece.offset + size);
    text += piece.compressed
      ? Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b))).join('')
      : bytes.toString('utf16le');
  }
  return text;
}

/** Field begin, separator and end: the code between begin and separator is hidden, the result shown. */
const FIELD_BEGIN = '\u0013';
const FIELD_SEPARATOR = '\u0014';
const FIELD_END = '\u0015';

/** What a visible special character becomes: paragraph ends stay '\r', line breaks become '\n'. */
function shownAs(c: string): string {
  switch (c) {
    case '\r':
    case '\u0007': // a cell or row mark: cells become paragraphs
    case '\u000c': // a page or section break
      return '\r';
    case '\u000b':
      return '\n';
    case '\t':
      return c;
    case '\u001e':
      return '\u2011'; // a non-breaking hyphen
    default:
      // Optional hyphens, picture, footnote and comment anchors and other placeholders carry no text.
      return c.charCodeAt(0) < 0x20 ? '' : c;
  }
}

/** Splits the raw text into paragraphs of lines, dropping field codes and Word's placeholder characters. */
export function splitParagraphs(raw: string): string[][] {
  let visible = '';
  // For each open field: whether its code part (hidden) is being read; `hidden` counts the trues,
  // so that a file of nested field begins costs linear time, not quadratic.
  const fields: boolean[] = [];
  let hidden = 0;
  for (const c of raw) {
    if (c === FIELD_BEGIN) {
      fields.push(true);
      hidden++;
    } else if (c === FIELD_SEPARATOR) {
      if (fields.at(-1) === true) {
        fields[fields.length - 1] = false;
        hidden--;
      }
    } else if (c === FIELD_END) {
      if (fields.pop() === true) {
        hidden--;
      }
    } else if (hidden === 0) {
      visible += shownAs(c);
    }
  }
  const paragraphs = visible.split('\r').map((p) => p.split('\n'));
  // The text ends with the last paragraph's mark: no empty paragraph after it.
  if (paragraphs.length > 1 && paragraphs.at(-1)!.join('') === '' && paragraphs.at(-1)!.length === 1) {
    paragraphs.pop();
  }
  return paragraphs;
}
