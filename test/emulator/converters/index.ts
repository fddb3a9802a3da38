/**
 * The emulator's converter registry: which `/convert/{src}/to/{dst}` pairs exist, what each costs,
 * and the function that does the work.
 */
import { anyToZip } from './archive';
import { csvToJson, csvToPdf, jsonToCsv } from './data';
import { IMAGE_FORMATS, imageConverter, imageToPdf, type ImageExtension } from './image';
import { docxToHtml, docxToPdf, docxToTxt } from './office';
import { pdfSplit, pdfToTxt } from './pdf';
import { mdToHtml, mdToPdf, txtToPdf } from './text';
import type { Converter } from './types';
import { htmlToPdf, webToPdf } from './web';

export { ConversionFailedError } from './types';
export type { Converter, ConvertContext, InputFile, OutputFile } from './types';

/** One registered conversion. `src` "any" accepts every source format except "web". */
export interface ConverterEntry {
  readonly src: string;
  readonly dst: string;
  /** ConversionCost charged for a successful conversion. */
  readonly cost: number;
  readonly convert: Converter;
}

/** A converter as findConverter returns it: callable as a Converter, and saying what it is and costs. */
export type RegisteredConverter = Converter & { readonly src: string; readonly dst: string; readonly cost: number };

/** Format aliases, matched after lower-casing: the alias on the left means the format on the right. */
const ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg' };

function entry(src: string, dst: string, convert: Converter, cost = 1): ConverterEntry {
  return { src, dst, cost, convert };
}

function imageEntries(): ConverterEntry[] {
  const formats = Object.keys(IMAGE_FORMATS) as ImageExtension[];
  return formats.flatMap((src) => [
    ...formats.filter((dst) => dst !== src).map((dst) => entry(src, dst, imageConverter(dst))),
    entry(src, 'pdf', imageToPdf),
  ]);
}

/** Every conversion the emulator offers. */
export const CONVERTERS: readonly ConverterEntry[] = Object.freeze([
  entry('txt', 'pdf', txtToPdf),
  entry('md', 'html', mdToHtml),
  entry('md', 'pdf', mdToPdf),
  entry('html', 'pdf', htmlToPdf),
  entry('web', 'pdf', webToPdf),
  entry('pdf', 'split', pdfSplit),
  entry('pdf', 'txt', pdfToTxt),
  ...imageEntries(),
  entry('csv', 'json', csvToJson),
  entry('csv', 'pdf', csvToPdf),
  entry('json', 'csv', jsonToCsv),
  entry('docx', 'html', docxToHtml),
  entry('docx', 'pdf', docxToPdf),
  entry('docx', 'txt', docxToTxt),
  entry('any', 'zip', anyToZip),
]);

/** Lower-cases a format and resolves aliases: "JPEG" → "jpg". */
export function normalizeFormat(format: string): string {
  const lower = format.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}

const registered = new Map<string, RegisteredConverter>(
  CONVERTERS.map((e) => [
    `${e.src}/${e.dst}`,
    Object.assign((...args: Parameters<Converter>) => e.convert(...args), { src: e.src, dst: e.dst, cost: e.cost }),
  ]),
);

/**
 * The converter for `src` → `dst` (case-insensitive; "jpeg" means "jpg"), or undefined when the
 * service would answer 404. A source without its own converter falls back to an "any" one
 * (so pdf→zip is the archive converter), except "web", whose input is a URL, not a file.
 */
export function findConverter(src: string, dst: string): RegisteredConverter | undefined {
  const from = normalizeFormat(src);
  const to = normalizeFormat(dst);
  if (from === '' || to === '') {
    return undefined;
  }
  return registered.get(`${from}/${to}`) ?? (from === 'web' ? undefined : registered.get(`any/${to}`));
}

/** Every conversion with its cost, in registry order, for the emulator's listings and tests. */
export function listConverters(): Array<{ src: string; dst: string; cost: number }> {
  return CONVERTERS.map(({ src, dst, cost }) => ({ src, dst, cost }));
}
