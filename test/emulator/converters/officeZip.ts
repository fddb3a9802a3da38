/**
 * Reading the XML parts of an Office Open XML package (XLSX, PPTX, ODT): a ZIP read with yauzl into
 * memory, bounded (entries, bytes) so that a hostile upload cannot exhaust the emulator, and the
 * relationships that tie the parts together; and the content xlsx→pdf/txt and pptx→pdf/txt share:
 * a workbook's sheets with their cells, a presentation's slides with their paragraphs.
 */
import { Parser } from 'htmlparser2';
import yauzl from 'yauzl';
import { ErrorCode, failure } from './common';
import { ConversionFailedError, type InputFile } from './types';

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 200 * 1024 * 1024;

/** The package's XML parts by path ("xl/workbook.xml"), as text. Other entries are skipped. */
export async function readXmlParts(path: string, what: string): Promise<Map<string, string>> {
  try {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, file) => (err ? reject(err) : resolve(file))),
    );
    return await new Promise<Map<string, string>>((resolve, reject) => {
      const parts = new Map<string, string>();
      let entries = 0;
      let bytes = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve(parts));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries++;
        bytes += entry.uncompressedSize;
        if (entries > MAX_ENTRIES || bytes > MAX_BYTES) {
          zip.close();
          reject(new Error('the package is too large'));
          return;
        }
        if (!/\.(xml|rels)$/i.test(entry.fileName)) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err) {
            reject(err);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } catch (err) {
    throw failure(`${what} is not a readable Office document`, err, ErrorCode.fileDamaged);
  }
}

/** One XML element as the walker sees it. */
export interface XmlVisitor {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** Walks `xml` (element names as written, with their prefixes: "a:t", "p:sp"). */
export function walkXml(xml: string, visitor: XmlVisitor): void {
  const parser = new Parser(
    {
      onopentag: (name, attributes) => visitor.open?.(name, attributes),
      ontext: (text) => visitor.text?.(text),
      onclosetag: (name) => visitor.close?.(name),
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
}

/** The relationships of a part ("xl/workbook.xml" → its "xl/_rels/workbook.xml.rels"): Id → target path in the package. */
export function relationships(parts: ReadonlyMap<string, string>, partPath: string): Map<string, string> {
  const slash = partPath.lastIndexOf('/');
  const folder = partPath.slice(0, slash + 1);
  const rels = parts.get(`${folder}_rels/${partPath.slice(slash + 1)}.rels`);
  const found = new Map<string, string>();
  if (rels === undefined) {
    return found;
  }
  walkXml(rels, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target) {
        const target = attributes.Target.startsWith('/') ? attributes.Target.slice(1) : resolvePath(folder, attributes.Target);
        found.set(attributes.Id, target);
      }
    },
  });
  return found;
}

/**
 * Walks `xml` for the text of each `item` element (its `text` elements joined), told to `found`;
 * `open` sees every opening tag as well.
 */
function itemTexts(
  xml: string,
  item: string,
  text: string,
  found: (itemText: string) => void,
  open?: (name: string, attributes: Record<string, string>) => void,
): void {
  let current: string | undefined;
  let inText = false;
  walkXml(xml, {
    open: (name, attributes) => {
      open?.(name, attributes);
      if (name === item) {
        current = '';
      } else if (name === text) {
        inText = true;
      }
    },
    text: (data) => {
      if (inText && current !== undefined) {
        current += data;
      }
    },
    close: (name) => {
      if (name === text) {
        inText = false;
      } else if (name === item && current !== undefined) {
        found(current);
        current = undefined;
      }
    },
  });
}

/** The shared strings of a workbook, in order. */
function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml !== undefined) {
    itemTexts(xml, 'si', 't', (text) => strings.push(text));
  }
  return strings;
}

/** Column number (0-based) of a cell reference such as "C7". */
function columnOf(ref: string | undefined, fallback: number): number {
  const letters = /^([A-Z]+)/.exec(ref ?? '')?.[1];
  return letters ? [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1 : fallback;
}

/** The rows of a worksheet, each as its cells' shown text by column. */
function sheetRows(xml: string, strings: readonly string[]): string[][] {
  const rows: string[][] = [];
  let row: string[] | undefined;
  let cell: { column: number; type: string; value: string } | undefined;
  let collecting = false;
  walkXml(xml, {
    open: (name, attributes) => {
      if (name === 'row') {
        row = [];
      } else if (name === 'c' && row) {
        cell = { column: columnOf(attributes.r, row.length), type: attributes.t ?? 'n', value: '' };
      } else if (cell && (name === 'v' || name === 't')) {
        collecting = true;
      }
    },
    text: (text) => {
      if (collecting && cell) {
        cell.value += text;
      }
    },
    close: (name) => {
      if (name === 'v' || name === 't') {
        collecting = false;
      } else if (name === 'c' && cell && row) {
        const shown =
          cell.type === 's'
            ? (strings[Number(cell.value)] ?? '')
            : cell.type === 'b'
              ? cell.value === '1'
                ? 'TRUE'
                : 'FALSE'
              : cell.value;
        row[cell.column] = shown;
        cell = undefined;
      } else if (name === 'row' && row) {
        rows.push(Array.from(row, (v) => v ?? ''));
        row = undefined;
      }
    },
  });
  return rows;
}

/** The title and the other paragraphs of one slide, in document order. */
function slideText(xml: string): { title?: string; paragraphs: string[] } {
  let title: string | undefined;
  const paragraphs: string[] = [];
  let titleShape = false;
  itemTexts(
    xml,
    'a:p',
    'a:t',
    (paragraph) => {
      const text = paragraph.trim();
      if (text === '') {
        return;
      }
      if (titleShape && title === undefined) {
        title = text;
      } else {
        paragraphs.push(text);
      }
    },
    (name, attributes) => {
      if (name === 'p:sp') {
        titleShape = false;
      } else if (name === 'p:ph' && /^(title|ctrTitle)$/.test(attributes.type ?? '')) {
        titleShape = true;
      }
    },
  );
  return { title, paragraphs };
}

/** The parts `listPart` lists by relationship id, in order (a workbook's sheets, a presentation's slides); `path` is undefined for an id without a relationship. */
function orderedParts(parts: ReadonlyMap<string, string>, listPart: string, element: string): Array<{ path?: string; name?: string }> {
  const targets = relationships(parts, listPart);
  const found: Array<{ path?: string; name?: string }> = [];
  walkXml(parts.get(listPart) ?? '', {
    open: (name, attributes) => {
      if (name === element) {
        found.push({ path: targets.get(attributes['r:id'] ?? ''), name: attributes.name });
      }
    },
  });
  return found;
}

/** Opens an Office Open XML upload and checks that it has `mainPart`; 5002 when it does not. */
async function openPackage(file: InputFile, mainPart: string, what: string, signal: AbortSignal): Promise<Map<string, string>> {
  const parts = await readXmlParts(file.path, file.name);
  if (!parts.has(mainPart)) {
    throw new ConversionFailedError(`${file.name} is not a readable ${what}: it has no ${mainPart}`, ErrorCode.fileDamaged);
  }
  signal.throwIfAborted();
  return parts;
}

/**
 * An xlsx's sheets in workbook order, each its name and its rows (cells' shown text by column);
 * `linked` is false for a sheet the workbook names without a relationship (it has no rows).
 */
export async function readXlsxSheets(
  file: InputFile,
  signal: AbortSignal,
): Promise<Array<{ name: string; rows: string[][]; linked: boolean }>> {
  const parts = await openPackage(file, 'xl/workbook.xml', 'Excel workbook', signal);
  const strings = sharedStrings(parts.get('xl/sharedStrings.xml'));
  return orderedParts(parts, 'xl/workbook.xml', 'sheet').map(({ path, name }) => {
    const xml = parts.get(path ?? '');
    return { name: name ?? 'Sheet', rows: xml === undefined ? [] : sheetRows(xml, strings), linked: path !== undefined };
  });
}

/** A pptx's slides in presentation order, each its title and its other paragraphs. */
export async function readPptxSlides(file: InputFile, signal: AbortSignal): Promise<Array<{ title?: string; paragraphs: string[] }>> {
  const parts = await openPackage(file, 'ppt/presentation.xml', 'PowerPoint presentation', signal);
  return orderedParts(parts, 'ppt/presentation.xml', 'p:sldId').flatMap(({ path }) => {
    if (path === undefined) {
      return [];
    }
    const xml = parts.get(path);
    return [xml === undefined ? { paragraphs: [] } : slideText(xml)];
  });
}

function resolvePath(folder: string, target: string): string {
  const segments = `${folder}${target}`.split('/');
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '..') {
      out.pop();
    } else if (segment !== '.' && segment !== '') {
      out.push(segment);
    }
  }
  return out.join('/');
}
