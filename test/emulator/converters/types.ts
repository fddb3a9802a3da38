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
