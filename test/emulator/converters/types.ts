/**
 * The seam between the emulator's HTTP layer (test/emulator/*.ts) and its converters
 * (test/emulator/converters/*.ts). The HTTP layer streams every upload to a temporary file
 * and hands the converter its path; the converter returns the result files.
 */

/** One uploaded file, already on disk. */
export interface InputFile {
  /** The file name the client sent, e.g. "report final.md" (may hold Unicode and spaces). */
  readonly name: string;
  /** Absolute path of the uploaded bytes on disk. */
  readonly path: string;
  /** Size in bytes. */
  readonly size: number;
}

import type { PagePrinter } from '../printer';

/** What html→pdf printed, for the request log (RequestLogEntry.printed). */
export interface PrintedPage {
  /** `chromium`: printed by the browser; `text`: no browser found, the page's text laid out. */
  readonly engine: 'chromium' | 'text';
  /** Size of the uploaded page in bytes. */
  readonly bytes: number;
  /** The uploaded page's file name, as sent. */
  readonly name: string;
  /** The page's h1–h3 texts in document order, tags dropped (what a book's chapters were sent in). */
  readonly headings: readonly string[];
  /** The request's parameters as sent (passwords masked, long values cut at 2,000 characters). */
  readonly params: Readonly<Record<string, string>>;
  /** `data:` references in the page (src, href, srcset, poster, CSS url()). */
  readonly embedded: number;
  /** http(s) and ws(s) references (links among them). */
  readonly remote: readonly string[];
  /** Every other reference: relative or absolute paths, `file:` URLs, … */
  readonly local: readonly string[];
  /** What the page tried to fetch while it was printed (query strings cut off); all refused. */
  readonly blocked: readonly string[];
  /** WaitElement was given and did not appear within 30 s (printed all the same). */
  readonly waitElementMissing?: boolean;
}

/** One result file. */
export interface OutputFile {
  /** File name with extension, e.g. "report final.pdf" or "report final-1.pdf" for split pages. */
  readonly name: string;
  readonly data: Buffer;
}

export interface ConvertContext {
  /** Every conversion parameter the request carried except File (form parts or query), names as sent. */
  readonly params: Readonly<Record<string, string>>;
  /** Aborted when the client goes away or the conversion's Timeout passes. */
  readonly signal: AbortSignal;
  /** The `Files[i]` inputs in order (empty when the request had none). */
  readonly files: readonly InputFile[];
  /** Secondary file inputs (`CompareFile`, …), by name as sent. */
  readonly fileParams: Readonly<Record<string, InputFile>>;
  /** The emulator's page printer (html→pdf); absent when a converter is called on its own. */
  readonly printer?: PagePrinter;
  /** Tells the request log what html→pdf printed. */
  readonly report?: (page: PrintedPage) => void;
  /** The emulator's own sample web page (its address), named when a page it may not fetch is asked for. */
  readonly samplePage?: string;
}

/** A converter from one source format to one target format. `input` is undefined for `web` (the page comes from params.Url). */
export type Converter = (input: InputFile | undefined, ctx: ConvertContext) => Promise<OutputFile[]>;

/** Thrown by a converter when the input cannot be converted (corrupt file, bad parameter). The HTTP layer answers 500 {Code, Message}. */
export class ConversionFailedError extends Error {
  /** 5001..5009 or 50010 (CONTRACT.md). */
  readonly code: number;
  constructor(message: string, code = 5001) {
    super(message);
    this.name = 'ConversionFailedError';
    this.code = code;
  }
}
