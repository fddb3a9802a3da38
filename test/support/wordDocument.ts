// Writes minimal Word 97–2003 binary documents (.doc, [MS-DOC]) for tests and the sandbox: a
// compound file with a `WordDocument` stream (a Word 97 FIB, then the text) and a table stream
// (`1Table` by default) holding the CLX: one Prc, then the piece table. Each piece is stored
// 8-bit ("compressed", Windows-1252) or as UTF-16LE. No formatting (no FKPs, no style sheet):
// what Word itself would need to open the file for editing is beyond what a reader of text needs.
import { writeCompoundFile } from './compoundFile';

/** One run of the main text, stored one way. */
export interface WordPiece {
  readonly text: string;
  /** 8-bit Windows-1252 (Word's "compressed" pieces); UTF-16LE otherwise. */
  readonly compressed?: boolean;
}

export interface WordDocumentOptions {
  /** Which table stream holds the CLX (the FIB's fWhichTblStm). Default 1Table. */
  readonly tableStream?: '0Table' | '1Table';
  /** Sets the FIB's fEncrypted (the text is not actually encrypted). */
  readonly encrypted?: boolean;
  /** Text stored after the main document (as footnotes or headers would be): beyond ccpText. */
  readonly afterMainText?: string;
  /** A hostile piece table: lists the pieces this many times over, every copy pointing at the same bytes. */
  readonly repeatPieces?: number;
}

const FIB_SIZE = 900;
/** Where the text starts in WordDocument (Word leaves room after the FIB too). */
const TEXT_AT = 0x400;
/** WordDocument is padded to this, as Word's files are (so it lives in regular sectors, the table stream in the mini stream). */
const MIN_WORD_STREAM = 4096;

const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Windows-1252 bytes of `text`; throws on a character it cannot hold. */
function cp1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (c) => {
      const code = c.charCodeAt(0);
      const high = CP1252_HIGH.indexOf(c);
      if (high >= 0) {
        return 0x80 + high;
      }
      if (code > 0xff || (code >= 0x80 && code <= 0x9f)) {
        throw new Error(`${JSON.stringify(c)} has no Windows-1252 byte: store its piece as UTF-16`);
      }
      return code;
    }),
  );
}

/**
 * A .doc whose main text is the pieces' text in order (end each paragraph with '\r', a line
 * break within one is '\v'). A plain string is one 8-bit piece.
 */
export function writeWordDocument(pieces: string | readonly WordPiece[], options: WordDocumentOptions = {}): Buffer {
  const list: WordPiece[] = typeof pieces === 'string' ? [{ text: pieces, compressed: true }] : [...pieces];
  const repeat = options.repeatPieces ?? 1;
  const ccpText = repeat * list.reduce((n, p) => n + p.text.length, 0);
  if (options.afterMainText !== undefined) {
    list.push({ text: options.afterMainText, compressed: false });
  }

  // The text, piece after piece; UTF-16 pieces start at even offsets.
  const chunks: Buffer[] = [];
  const placed: { cp: number; fc: number }[] = [];
  let offset = TEXT_AT;
  let cp = 0;
  for (const piece of list) {
    if (!piece.compressed && offset % 2 === 1) {
      chunks.push(Buffer.alloc(1));
      offset++;
    }
    const bytes = piece.compressed ? cp1252(piece.text) : Buffer.from(piece.text, 'utf16le');
    placed.push({ cp, fc: piece.compressed ? (offset * 2) | 0x40000000 : offset });
    chunks.push(bytes);
    offset += bytes.length;
    cp += piece.text.length;
  }
  const body = Buffer.concat(chunks);
  const once = [...placed];
  for (let k = 1; k < repeat; k++) {
    placed.push(...once.map((p) => ({ cp: p.cp + k * cp, fc: p.fc })));
  }
  cp *= repeat;
  const word = Buffer.alloc(Math.max(MIN_WORD_STREAM, TEXT_AT + body.length));
  body.copy(word, TEXT_AT);

  // The CLX: a Prc (sprmCFBold, on) and the Pcdt with its PlcPcd.
  const n = placed.length;
  const plc = Buffer.alloc(4 * (n + 1) + 8 * n);
  placed.forEach((p, i) => {
    plc.writeUInt32LE(p.cp, 4 * i);
    plc.writeUInt32LE(p.fc >>> 0, 4 * (n + 1) + 8 * i + 2);
  });
  plc.writeUInt32LE(cp, 4 * n);
  const pcdt = Buffer.alloc(5);
  pcdt[0] = 0x02;
  pcdt.writeUInt32LE(plc.length, 1);
  const prc = Buffer.from([0x01, 0x03, 0x00, 0x35, 0x08, 0x01]);
  const clx = Buffer.concat([prc, pcdt, plc]);
  // Something before the CLX, so that fcClx is not 0 (a real table stream starts with the style sheet).
  const table = Buffer.concat([Buffer.alloc(0x40), clx]);

  const tableStream = options.tableStream ?? '1Table';
  writeFib(word, {
    ccpText,
    fcClx: 0x40,
    lcbClx: clx.length,
    flags: (tableStream === '1Table' ? 0x0200 : 0) | (options.encrypted === true ? 0x0100 : 0),
  });
  return writeCompoundFile([
    { name: 'WordDocument', data: word },
    { name: tableStream, data: table },
  ]);
}

/** A Word 97 FIB at the start of `word`. */
function writeFib(word: Buffer, fib: { ccpText: number; fcClx: number; lcbClx: number; flags: number }): void {
  word.fill(0, 0, FIB_SIZE);
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0409, 6); // lid: English (US)
  word.writeUInt16LE(fib.flags, 10);
  word.writeUInt16LE(0x00bf, 12); // nFibBack
  word.writeUInt16LE(14, 32); // csw, then fibRgW (28 bytes)
  word.writeUInt16LE(22, 62); // cslw, then fibRgLw (88 bytes)
  word.writeInt32LE(word.length, 64); // cbMac
  word.writeInt32LE(fib.ccpText, 76); // ccpText
  word.writeUInt16LE(0x5d, 152); // cbRgFcLcb: FibRgFcLcb97's 93 pairs
  word.writeUInt32LE(fib.fcClx, 154 + 8 * 33);
  word.writeUInt32LE(fib.lcbClx, 154 + 8 * 33 + 4);
  word.writeUInt16LE(0, 898); // cswNew
}
