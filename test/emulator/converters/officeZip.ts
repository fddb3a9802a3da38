/**
 * Reading the XML parts of an Office Open XML package (XLSX, PPTX): a ZIP read with yauzl into
 * memory, bounded (entries, bytes) so that a hostile upload cannot exhaust the emulator, and the
 * relationships that tie the parts together.
 */
import { Parser } from 'htmlparser2';
import yauzl from 'yauzl';
import { ErrorCode, failure } from './common';

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
