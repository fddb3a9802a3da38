/**
 * The emulator's converter registry: which `/convert/{src}/to/{dst}` pairs exist, what each costs,
 * the function that does the work, and the catalogue entry (`GET /info/openapi`) it is validated by.
 */
import { anyToZip } from './archive';
import { csvToJson, csvToPdf, jsonToCsv } from './data';
import { IMAGE_FORMATS, imageConverter, imageToPdf, type ImageExtension } from './image';
import { docToDocx, docToHtml, docToPdf } from './docWord';
import { docxToHtml, docxToPdf, docxToTxt } from './office';
import { docxCompare } from './docxCompare';
import { odtToDocx, odtToPdf } from './odtDocx';
import { odtToTxt, pptxToTxt, rtfToTxt, xlsxToTxt } from './officeText';
import { rtfToDocx, rtfToPdf } from './rtfDocx';
import { pptToPdf, pptxToPdf, xlsToPdf, xlsxToPdf } from './officePdf';
import {
  COMMON_PARAMS,
  DELIMITER,
  DOCX_PDF_PARAMS,
  OFFICE_PDF_PARAMS,
  IMAGE_SCALE_PARAMS,
  JPG_QUALITY,
  MERGE_PARAMS,
  PAGE_RANGE_PARAM,
  PDF_IMAGE_PARAMS,
  PASSWORD,
  WEB_PARAMS,
  fileParam,
  filesParam,
  secondaryFileParam,
  type ParamSpec,
} from './parameters';
import { pdfMerge, pdfSplit, pdfToTxt } from './pdf';
import { pdfToDocx } from './pdfDocx';
import { pdfToImage } from './pdfImage';
import { COMPRESS_PARAMS, WATERMARK_PARAMS, pdfCompress, pdfWatermark } from './pdfTools';
import { mdToHtml, mdToPdf, txtToPdf } from './text';
import type { Converter } from './types';
import { htmlToPdf } from './htmlPrint';
import { HTML_PDF_PARAMS } from './htmlPdfParams';
import { webToPdf } from './web';

export { ConversionFailedError } from './types';
export type { Converter, ConvertContext, InputFile, OutputFile } from './types';
export type { ParamSpec } from './parameters';

/** How a converter takes its input. */
export type InputKind = 'file' | 'files' | 'fileOrFiles' | 'url';

/** What the catalogue says about a converter besides its parameters. */
interface Description {
  readonly summary: string;
  readonly description: string;
  /** Names from CONVERTER_TAGS. */
  readonly tags: readonly string[];
  /** Extensions File takes besides `src` (`x-ca-source-formats`). */
  readonly extraSourceFormats?: readonly string[];
  readonly inputs?: InputKind;
  /** Parameters besides Timeout, StoreFile, FileName and the inputs. */
  readonly params?: readonly ParamSpec[];
}

/** One registered conversion. `src` "any" accepts every source format except "web". */
export interface ConverterEntry {
  readonly src: string;
  readonly dst: string;
  /** ConversionCost charged for a successful conversion. */
  readonly cost: number;
  readonly convert: Converter;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Extensions the input files may have; empty for "any" and "web". */
  readonly sourceFormats: readonly string[];
  readonly inputs: InputKind;
  /** Every parameter, inputs and common ones included, in catalogue order. */
  readonly params: readonly ParamSpec[];
  /** One result, or several (one per page): the catalogue lists application/octet-stream only for one. */
  readonly results: 'one' | 'several';
}

/** `info.x-ca-converter-tags`: tag name → what the catalogue says about it. */
export const CONVERTER_TAGS: Readonly<Record<string, { friendlyName: string; summary: string; description: string; category: string }>> = {
  document: {
    friendlyName: 'Documents',
    summary: 'Office and text documents',
    description: 'Word, Markdown and plain text documents.',
    category: 'Documents',
  },
  pdf: {
    friendlyName: 'PDF tools',
    summary: 'Work on PDF files',
    description: 'Split, merge and extract from PDF files.',
    category: 'PDF',
  },
  image: { friendlyName: 'Images', summary: 'Raster images', description: 'PNG, JPG and WebP images.', category: 'Images' },
  web: { friendlyName: 'Web', summary: 'Web pages and HTML', description: 'Web pages by URL and HTML files.', category: 'Web' },
  data: { friendlyName: 'Data', summary: 'Tabular data', description: 'CSV and JSON data.', category: 'Data' },
  archive: { friendlyName: 'Archives', summary: 'Archives', description: 'Pack files into ZIP archives.', category: 'Archives' },
};

/** Format aliases, matched after lower-casing: the alias on the left means the format on the right. */
const ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg', htm: 'html', markdown: 'md', url: 'web' };

/** The converters that give several results (one file per page). */
const SEVERAL_RESULTS = new Set(['pdf→split', 'pdf→jpg', 'pdf→png']);

const UPPER: Readonly<Record<string, string>> = { any: 'Any file', web: 'Web page', split: 'split PDFs', merge: 'merged PDF', zip: 'ZIP' };
const shown = (format: string): string => UPPER[format] ?? format.toUpperCase();

function entry(
  src: string,
  dst: string,
  convert: Converter,
  d: Partial<Description> & { tags: readonly string[] },
  cost = 1,
): ConverterEntry {
  const inputs = d.inputs ?? (src === 'web' ? 'url' : 'file');
  const sourceFormats = src === 'any' || src === 'web' ? [] : [src, ...(d.extraSourceFormats ?? [])];
  const inputParams =
    inputs === 'url'
      ? []
      : inputs === 'files'
        ? [filesParam(sourceFormats, true)]
        : inputs === 'fileOrFiles'
          ? [fileParam(sourceFormats), filesParam(sourceFormats, false)]
          : [fileParam(sourceFormats)];
  return {
    src,
    dst,
    cost,
    convert,
    inputs,
    sourceFormats,
    tags: d.tags,
    summary: d.summary ?? `${shown(src)} to ${shown(dst)} API`,
    description: d.description ?? `Convert ${shown(src)} files to ${shown(dst)}.`,
    params: [...inputParams, ...(d.params ?? []), ...COMMON_PARAMS],
    results: SEVERAL_RESULTS.has(`${src}→${dst}`) ? 'several' : 'one',
  };
}

const IMAGE_EXTRA: Readonly<Record<ImageExtension, readonly string[]>> = { png: [], jpg: ['jpeg'], webp: [] };

function imageEntries(): ConverterEntry[] {
  const formats = Object.keys(IMAGE_FORMATS) as ImageExtension[];
  return formats.flatMap((src) => [
    ...formats
      .filter((dst) => dst !== src)
      .map((dst) =>
        entry(src, dst, imageConverter(dst), {
          tags: ['image'],
          extraSourceFormats: IMAGE_EXTRA[src],
          params: [...IMAGE_SCALE_PARAMS, ...(dst === 'jpg' ? [JPG_QUALITY] : [])],
        }),
      ),
    entry(src, 'pdf', imageToPdf, { tags: ['image', 'pdf'], extraSourceFormats: IMAGE_EXTRA[src] }),
  ]);
}

/**
 * GIF, TIFF and SVG in, as the quick menu offers them (sharp reads all three; the first frame or
 * page of an animated GIF or a multi-page TIFF). No scaling parameters: the real converters' lists
 * were not at hand, and the emulator offers none it cannot name from the real catalogue.
 */
const OTHER_IMAGE_SOURCES: readonly { src: string; extra: readonly string[]; targets: readonly ImageExtension[] }[] = [
  { src: 'gif', extra: [], targets: ['png', 'jpg'] },
  { src: 'tiff', extra: ['tif'], targets: ['png', 'jpg'] },
  { src: 'svg', extra: [], targets: ['png'] },
];

function otherImageEntries(): ConverterEntry[] {
  return OTHER_IMAGE_SOURCES.flatMap(({ src, extra, targets }) => [
    ...targets.map((dst) => entry(src, dst, imageConverter(dst), { tags: ['image'], extraSourceFormats: extra })),
    entry(src, 'pdf', imageToPdf, { tags: ['image', 'pdf'], extraSourceFormats: extra }),
  ]);
}

/** Every conversion the emulator offers. */
export const CONVERTERS: readonly ConverterEntry[] = Object.freeze([
  entry('txt', 'pdf', txtToPdf, { tags: ['document'] }),
  entry('md', 'html', mdToHtml, { tags: ['document', 'web'], extraSourceFormats: ['markdown'] }),
  entry('md', 'pdf', mdToPdf, { tags: ['document'], extraSourceFormats: ['markdown'] }),
  entry('html', 'pdf', htmlToPdf, { tags: ['web'], extraSourceFormats: ['htm'], params: HTML_PDF_PARAMS }),
  entry('web', 'pdf', webToPdf, {
    tags: ['web'],
    summary: 'Web to PDF API',
    description: 'Convert a web page, given by its URL, to PDF.',
    params: WEB_PARAMS,
  }),
  entry('pdf', 'split', pdfSplit, {
    tags: ['pdf'],
    summary: 'Split PDF API',
    description: 'Split a PDF into one file per page.',
    params: [PASSWORD],
  }),
  entry('pdf', 'merge', pdfMerge, {
    tags: ['pdf'],
    inputs: 'files',
    summary: 'Merge PDF API',
    description: 'Combine several PDF files into one, in the order given.',
    params: MERGE_PARAMS,
  }),
  entry('pdf', 'txt', pdfToTxt, {
    tags: ['pdf', 'document'],
    summary: 'PDF to Text API',
    description: 'Extract the text of a PDF.',
    params: [PAGE_RANGE_PARAM, PASSWORD],
  }),
  entry('pdf', 'jpg', pdfToImage('jpg'), {
    tags: ['pdf', 'image'],
    summary: 'PDF to JPG API',
    description: 'Render each page of a PDF as a JPG image.',
    params: [...PDF_IMAGE_PARAMS, JPG_QUALITY],
  }),
  entry('pdf', 'png', pdfToImage('png'), {
    tags: ['pdf', 'image'],
    summary: 'PDF to PNG API',
    description: 'Render each page of a PDF as a PNG image.',
    params: PDF_IMAGE_PARAMS,
  }),
  entry('pdf', 'docx', pdfToDocx, {
    tags: ['pdf', 'document'],
    summary: 'PDF to Word API',
    description: 'Convert a PDF to an editable Word document (its text, page by page).',
    params: [PASSWORD],
  }),
  entry('pdf', 'compress', pdfCompress, {
    tags: ['pdf'],
    summary: 'Compress PDF API',
    description: 'Make a PDF smaller: restructure it, subset its fonts and recompress its images.',
    params: COMPRESS_PARAMS,
  }),
  entry('pdf', 'watermark', pdfWatermark, {
    tags: ['pdf'],
    summary: 'Watermark PDF API',
    description: 'Write a text watermark on the pages of a PDF.',
    params: WATERMARK_PARAMS,
  }),
  ...imageEntries(),
  ...otherImageEntries(),
  entry('csv', 'json', csvToJson, { tags: ['data'], params: [DELIMITER] }),
  entry('csv', 'pdf', csvToPdf, { tags: ['data', 'document'], params: [DELIMITER] }),
  entry('json', 'csv', jsonToCsv, { tags: ['data'], params: [DELIMITER] }),
  entry('docx', 'html', docxToHtml, { tags: ['document', 'web'] }),
  entry('docx', 'pdf', docxToPdf, { tags: ['document'], params: DOCX_PDF_PARAMS }),
  entry('docx', 'txt', docxToTxt, { tags: ['document'] }),
  entry('doc', 'docx', docToDocx, { tags: ['document'], description: 'Convert a Word 97–2003 document (.doc) to DOCX.' }),
  entry('doc', 'pdf', docToPdf, { tags: ['document'] }),
  entry('doc', 'html', docToHtml, { tags: ['document', 'web'] }),
  entry('odt', 'docx', odtToDocx, { tags: ['document'] }),
  entry('odt', 'pdf', odtToPdf, { tags: ['document'] }),
  entry('rtf', 'docx', rtfToDocx, { tags: ['document'] }),
  entry('rtf', 'pdf', rtfToPdf, { tags: ['document'] }),
  entry('xlsx', 'pdf', xlsxToPdf, { tags: ['document'], params: OFFICE_PDF_PARAMS }),
  entry('xls', 'pdf', xlsToPdf, { tags: ['document'], params: OFFICE_PDF_PARAMS }),
  entry('pptx', 'pdf', pptxToPdf, { tags: ['document'], params: OFFICE_PDF_PARAMS }),
  entry('ppt', 'pdf', pptToPdf, { tags: ['document'], params: OFFICE_PDF_PARAMS }),
  entry('docx', 'compare', docxCompare, {
    tags: ['document'],
    summary: 'Word Compare API',
    description: 'Compares Word DOCX documents and highlights the differences with Track Changes.',
    params: [secondaryFileParam('CompareFile', 'Compare file', 'The Word document to compare File with.', ['docx'])],
  }),
  entry('odt', 'txt', odtToTxt, { tags: ['document'] }),
  entry('rtf', 'txt', rtfToTxt, { tags: ['document'] }),
  entry('xlsx', 'txt', xlsxToTxt, { tags: ['document'] }),
  entry('pptx', 'txt', pptxToTxt, { tags: ['document'] }),
  entry('any', 'zip', anyToZip, {
    tags: ['archive'],
    inputs: 'fileOrFiles',
    summary: 'Archive API',
    description: 'Pack one or several files of any type into a ZIP archive.',
  }),
]);

/** Lower-cases a format and resolves aliases: "JPEG" → "jpg". */
export function normalizeFormat(format: string): string {
  const lower = format.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}

/** A converter as findConverter returns it: callable as a Converter, and saying what it is and costs. */
export type RegisteredConverter = Converter & { readonly src: string; readonly dst: string; readonly cost: number };

const registered = new Map<string, RegisteredConverter>(
  CONVERTERS.map((e) => [
    `${e.src}/${e.dst}`,
    Object.assign((...args: Parameters<Converter>) => e.convert(...args), { src: e.src, dst: e.dst, cost: e.cost }),
  ]),
);
const described = new Map<string, ConverterEntry>(CONVERTERS.map((e) => [`${e.src}/${e.dst}`, e]));

function lookup<T>(map: Map<string, T>, src: string, dst: string): T | undefined {
  const from = normalizeFormat(src);
  const to = normalizeFormat(dst);
  if (from === '' || to === '') {
    return undefined;
  }
  return map.get(`${from}/${to}`) ?? (from === 'web' ? undefined : map.get(`any/${to}`));
}

/**
 * The converter for `src` → `dst` (case-insensitive; "jpeg" means "jpg", "url" means "web"), or
 * undefined when the service would answer 404. A source without its own converter falls back to
 * an "any" one (so pdf→zip is the archive converter), except "web", whose input is a URL.
 */
export function findConverter(src: string, dst: string): RegisteredConverter | undefined {
  return lookup(registered, src, dst);
}

/** The catalogue entry findConverter's answer is validated by. */
export function describeConverter(src: string, dst: string): ConverterEntry | undefined {
  return lookup(described, src, dst);
}

/** Every conversion with its cost, in registry order, for the emulator's listings and tests. */
export function listConverters(): Array<{ src: string; dst: string; cost: number }> {
  return CONVERTERS.map(({ src, dst, cost }) => ({ src, dst, cost }));
}
