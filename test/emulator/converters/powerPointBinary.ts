/**
 * The text of a PowerPoint 97–2003 presentation (.ppt, [MS-PPT]), slide by slide. The `Current
 * User` stream points at the newest UserEditAtom in `PowerPoint Document`; the edits' persist
 * directories (newest first) map persist ids to record offsets, which give the DocumentContainer
 * and each slide's container. A slide's text is the placeholder text in the document's
 * SlideListWithText (TextHeaderAtom says whether it is a title) followed by the text of the
 * slide's own text boxes (text atoms anywhere in its SlideContainer). Text atoms are UTF-16
 * (TextCharsAtom) or 8-bit (TextBytesAtom); '\r' ends a paragraph, '\v' breaks a line. Notes,
 * masters, formatting and pictures are not read; encrypted presentations are refused.
 */
import { CfbError, OfficeBinaryError, readCompoundFile } from './cfb';

/** One slide's text. */
export interface SlideText {
  readonly title?: string;
  readonly paragraphs: string[];
}

/** Why a .ppt cannot be read; `reason` picks the service's error code. */
export class PowerPointBinaryError extends OfficeBinaryError {
  override readonly name = 'PowerPointBinaryError';
  declare readonly reason: 'damaged' | 'encrypted';
}

const RT = {
  document: 0x03e8,
  slide: 0x03ee,
  slidePersist: 0x03f3,
  slideListWithText: 0x0ff0,
  textHeader: 0x0f9f,
  textChars: 0x0fa0,
  textBytes: 0x0fa8,
  userEdit: 0x0ff5,
  persistDirectory: 0x1772,
} as const;

const UNENCRYPTED = 0xe391c05f;
const ENCRYPTED = 0xf3d1c4df;
/** TextHeaderAtom types of titles: Tx_TYPE_TITLE and Tx_TYPE_CENTERTITLE. */
const TITLE_TYPES = new Set([0, 6]);

interface Rec {
  readonly type: number;
  readonly instance: number;
  readonly container: boolean;
  readonly data: Buffer;
}

const damaged = (what: string) => new PowerPointBinaryError(`the presentation is damaged (${what})`, 'damaged');

/** The record whose header is at `at`. */
function recordAt(stream: Buffer, at: number): Rec {
  if (at + 8 > stream.length) {
    throw damaged(`no record at ${at}`);
  }
  const verInstance = stream.readUInt16LE(at);
  const length = stream.readUInt32LE(at + 4);
  if (at + 8 + length > stream.length) {
    throw damaged(`a record at ${at} runs past the end`);
  }
  return {
    type: stream.readUInt16LE(at + 2),
    instance: verInstance >> 4,
    container: (verInstance & 0x0f) === 0x0f,
    data: stream.subarray(at + 8, at + 8 + length),
  };
}

/** The records directly inside a container's data. */
function children(data: Buffer): Rec[] {
  const out: Rec[] = [];
  for (let at = 0; at + 8 <= data.length;) {
    const rec = recordAt(data, at);
    out.push(rec);
    at += 8 + rec.data.length;
  }
  return out;
}

/** A text atom's text, or undefined for any other record. */
function atomText(rec: Rec): string | undefined {
  if (rec.type === RT.textChars) {
    return rec.data.toString('utf16le');
  }
  // TextBytesAtom: each byte is the low byte of a UTF-16 code unit whose high byte is 0.
  return rec.type === RT.textBytes ? rec.data.toString('latin1') : undefined;
}

/** Every text atom under `rec`, depth first. */
function textsUnder(rec: Rec): string[] {
  if (!rec.container) {
    const text = atomText(rec);
    return text === undefined ? [] : [text];
  }
  return children(rec.data).flatMap(textsUnder);
}

/** A text atom's paragraphs, each with its line breaks as '\n'. */
const paragraphsOf = (text: string): string[] =>
  text
    .replace(/\r$/, '')
    .split('\r')
    .map((p) => p.replace(/\v/g, '\n'));

/** The persist directory of the newest edit and the older ones under it: persist id → stream offset. */
function persistDirectory(stream: Buffer, currentEdit: number): { offsets: Map<number, number>; documentId: number } {
  const offsets = new Map<number, number>();
  let documentId: number | undefined;
  const seen = new Set<number>();
  // Many edits may name one directory; it is read once (thousands of edits over one large directory would read it thousands of times).
  const directories = new Set<number>();
  for (let at = currentEdit; at !== 0 && !seen.has(at);) {
    seen.add(at);
    const edit = recordAt(stream, at);
    // UserEditAtom: lastSlideIdRef, version, offsetLastEdit (8), offsetPersistDirectory (12), docPersistIdRef (16), …
    if (edit.type !== RT.userEdit || edit.data.length < 20) {
      throw damaged('no UserEditAtom where the current user points');
    }
    documentId ??= edit.data.readUInt32LE(16);
    at = edit.data.readUInt32LE(8);
    const directoryAt = edit.data.readUInt32LE(12);
    if (directories.has(directoryAt)) {
      continue;
    }
    directories.add(directoryAt);
    const directory = recordAt(stream, directoryAt);
    if (directory.type !== RT.persistDirectory) {
      throw damaged('no persist directory where the edit points');
    }
    for (let p = 0; p + 4 <= directory.data.length;) {
      const entry = directory.data.readUInt32LE(p);
      const first = entry & 0xfffff;
      const count = entry >>> 20;
      for (let i = 0; i < count && p + 8 + 4 * i <= directory.data.length; i++) {
        // Newer edits come first: an id an older edit also lists keeps the newer offset.
        if (!offsets.has(first + i)) {
          offsets.set(first + i, directory.data.readUInt32LE(p + 4 + 4 * i));
        }
      }
      p += 4 + 4 * count;
    }
  }
  return { offsets, documentId: documentId ?? 0 };
}

/** The slides of a .ppt in order, each with its title and other paragraphs. */
export function readPresentation(bytes: Buffer): SlideText[] {
  let found: { stream?: Buffer; currentUser?: Buffer };
  try {
    const file = readCompoundFile(bytes);
    found = { stream: file.stream('PowerPoint Document'), currentUser: file.stream('Current User') };
  } catch (err) {
    throw new PowerPointBinaryError(`not a PowerPoint presentation: ${err instanceof CfbError ? err.message : String(err)}`, 'damaged');
  }
  const { stream, currentUser } = found;
  if (stream === undefined || currentUser === undefined || currentUser.length < 20) {
    throw new PowerPointBinaryError('not a PowerPoint 97–2003 presentation (no PowerPoint Document or Current User stream)', 'damaged');
  }
  const token = currentUser.readUInt32LE(12);
  if (token === ENCRYPTED) {
    throw new PowerPointBinaryError('the presentation is password-protected', 'encrypted');
  }
  if (token !== UNENCRYPTED) {
    throw damaged('unknown header token in Current User');
  }
  const { offsets, documentId } = persistDirectory(stream, currentUser.readUInt32LE(16));
  const documentAt = offsets.get(documentId);
  const document = documentAt === undefined ? undefined : recordAt(stream, documentAt);
  if (document?.type !== RT.document) {
    throw damaged('no DocumentContainer');
  }
  const slideList = children(document.data).find((r) => r.type === RT.slideListWithText && r.instance === 0);
  const slides: { title?: string; paragraphs: string[]; persistId: number }[] = [];
  let textType = -1;
  for (const rec of slideList ? children(slideList.data) : []) {
    const current = slides.at(-1);
    const text = atomText(rec);
    if (rec.type === RT.slidePersist) {
      slides.push({ paragraphs: [], persistId: rec.data.readUInt32LE(0) });
    } else if (rec.type === RT.textHeader) {
      textType = rec.data.readUInt32LE(0);
    } else if (text !== undefined && current) {
      if (TITLE_TYPES.has(textType) && current.title === undefined) {
        current.title = paragraphsOf(text).join(' ');
      } else {
        current.paragraphs.push(...paragraphsOf(text));
      }
    }
  }
  // Each slide its own container: slides that share one would lay out its text again and again.
  const places = slides.map(({ persistId }) => offsets.get(persistId)).filter((at) => at !== undefined);
  if (new Set(places).size < places.length) {
    throw damaged('two slides name the same slide record');
  }
  return slides.map(({ title, paragraphs, persistId }) => {
    const at = offsets.get(persistId);
    const slide = at === undefined ? undefined : recordAt(stream, at);
    const boxes = slide?.type === RT.slide ? textsUnder(slide).flatMap(paragraphsOf) : [];
    return { ...(title === undefined ? {} : { title }), paragraphs: [...paragraphs, ...boxes] };
  });
}
