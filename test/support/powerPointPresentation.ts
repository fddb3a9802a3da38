// Writes minimal PowerPoint 97–2003 presentations (.ppt, [MS-PPT]) for tests and the sandbox: a
// compound file with a `PowerPoint Document` stream (a DocumentContainer whose SlideListWithText
// holds each slide's title and body placeholders, one SlideContainer per slide with an optional
// text box in its drawing, a PersistDirectoryAtom and a UserEditAtom) and a `Current User`
// stream pointing at the edit. Text goes into TextBytesAtom when every character fits a byte,
// else TextCharsAtom. No masters, styles or pictures: what a reader of the text needs.
import { writeCompoundFile } from './compoundFile';

export interface SlideData {
  readonly title?: string;
  /** Body placeholder paragraphs ('\v' breaks a line within one). */
  readonly body?: readonly string[];
  /** Paragraphs of a text box of the slide's own (in its drawing, not in the slide list). */
  readonly textBox?: readonly string[];
}

export interface PresentationOptions {
  /** Writes the encrypted header token in Current User (nothing is actually encrypted). */
  readonly encrypted?: boolean;
}

/** {64818D10-4F9B-11CF-86EA-00AA00B929E8}, PowerPoint's, as a CLSID is stored (the first three fields little-endian). */
const POWERPOINT_CLSID = Buffer.from('108d81649b4fcf1186ea00aa00b929e8', 'hex');

/** A record: version 0xF for containers, `instance` in the high 12 bits. */
function rec(type: number, data: Buffer, container = false, instance = 0): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16LE((instance << 4) | (container ? 0x0f : 0), 0);
  header.writeUInt16LE(type, 2);
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data]);
}

const u32s = (...values: number[]) => {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => out.writeUInt32LE(v >>> 0, 4 * i));
  return out;
};

/** TextHeaderAtom of `textType`, then the text atom (paragraphs joined by '\r'). */
function text(textType: number, paragraphs: readonly string[]): Buffer {
  const joined = paragraphs.join('\r');
  const narrow = [...joined].every((c) => c.charCodeAt(0) <= 0xff);
  return Buffer.concat([
    rec(0x0f9f, u32s(textType)),
    narrow ? rec(0x0fa8, Buffer.from(joined, 'latin1')) : rec(0x0fa0, Buffer.from(joined, 'utf16le')),
  ]);
}

/** A .ppt with `slides`, in order. */
export function writePowerPointPresentation(slides: readonly SlideData[], options: PresentationOptions = {}): Buffer {
  // Persist ids: 1 the document, 2.. the slides.
  const slideList = rec(
    0x0ff0,
    Buffer.concat(
      slides.map((slide, i) =>
        Buffer.concat([
          // SlidePersistAtom: persistIdRef, flags, cTexts, slideId, reserved.
          rec(0x03f3, u32s(2 + i, 0, (slide.title === undefined ? 0 : 1) + (slide.body === undefined ? 0 : 1), 256 + i, 0)),
          ...(slide.title === undefined ? [] : [text(0, [slide.title])]),
          ...(slide.body === undefined ? [] : [text(1, slide.body)]),
        ]),
      ),
    ),
    true,
    0,
  );
  const document = rec(0x03e8, Buffer.concat([rec(0x03e9, Buffer.alloc(40)), slideList]), true);
  const slideContainers = slides.map((slide) => {
    // SlideAtom, then PPDrawing → OfficeArtDgContainer → SpgrContainer → SpContainer → ClientTextbox.
    const box =
      slide.textBox === undefined
        ? []
        : [rec(0x040c, rec(0xf002, rec(0xf003, rec(0xf004, rec(0xf00d, text(4, slide.textBox), true), true), true), true), true)];
    return rec(0x03ee, Buffer.concat([rec(0x03ef, Buffer.alloc(24)), ...box]), true);
  });
  const parts = [document, ...slideContainers];
  const offsets: number[] = [];
  let at = 0;
  for (const part of parts) {
    offsets.push(at);
    at += part.length;
  }
  // One run: persist ids 1.. with their offsets.
  const directory = rec(0x1772, u32s((1 & 0xfffff) | (parts.length << 20), ...offsets));
  const directoryAt = at;
  const editAt = directoryAt + directory.length;
  // UserEditAtom: lastSlideIdRef, version, minor/major, offsetLastEdit, offsetPersistDirectory, docPersistIdRef, persistIdSeed, lastView.
  const editData = Buffer.alloc(28);
  editData.writeUInt32LE(slides.length === 0 ? 0 : 256, 0);
  editData[7] = 3;
  editData.writeUInt32LE(0, 8);
  editData.writeUInt32LE(directoryAt, 12);
  editData.writeUInt32LE(1, 16);
  editData.writeUInt32LE(parts.length, 20);
  editData.writeUInt16LE(1, 24);
  const stream = Buffer.concat([...parts, directory, rec(0x0ff5, editData)]);

  const user = Buffer.from('Convert Files tests', 'latin1');
  const head = Buffer.alloc(20);
  head.writeUInt32LE(0x14, 0);
  head.writeUInt32LE(options.encrypted === true ? 0xf3d1c4df : 0xe391c05f, 4);
  head.writeUInt32LE(editAt, 8);
  head.writeUInt16LE(user.length, 12);
  head.writeUInt16LE(0x03f4, 14);
  head[16] = 3;
  const currentUser = rec(0x0ff6, Buffer.concat([head, user, u32s(8)]));
  return writeCompoundFile(
    [
      { name: 'PowerPoint Document', data: stream },
      { name: 'Current User', data: currentUser },
    ],
    POWERPOINT_CLSID,
  );
}
