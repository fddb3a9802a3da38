/** What the emulator's routes share: state, file store, converters, clock and limits. */
import type { ConverterEntry } from './converters/index';
import type { Converter, PrintedPage } from './converters/types';
import type { Faults } from './faults';
import type { FileStore } from './files';
import type { PagePrinter } from './printer';
import type { Jobs } from './routes/asyncJobs';
import type { EmulatorState } from './state';

/** One converter as the converters' index lists it. */
export interface ConverterInfo {
  readonly src: string;
  readonly dst: string;
  readonly cost: number;
}

/** The converters seam: test/emulator/converters/index.ts, or a stand-in in tests. */
export interface ConverterRegistry {
  findConverter(src: string, dst: string): Converter | undefined;
  listConverters(): ConverterInfo[];
  /** The catalogue entry a request is validated by; a stand-in registry may have none (nothing is validated then). */
  describeConverter?(src: string, dst: string): ConverterEntry | undefined;
  /** Every catalogue entry, for `GET /info/openapi`. */
  readonly CONVERTERS?: readonly ConverterEntry[];
}

/** One request as the emulator saw it; the query has credential values replaced by `***`. */
export interface RequestLogEntry {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly authKind?: 'apiToken' | 'jwt' | 'masterToken' | 'none';
  /** Where the credential came from: the Authorization header or the query (`Token=`, …). */
  readonly authFrom?: 'header' | 'query';
  /** The answer's status; 0 while none has been sent (or when the connection died first). */
  readonly status: number;
  /** When the request arrived, ms since the epoch. */
  readonly time: number;
  /** Bytes of files the request carried (0: none, e.g. a conversion of a FileId). */
  readonly fileBytes: number;
  /** Inputs it named by FileId or URL. */
  readonly fileRefs: number;
  /** html→pdf: what was printed (engine, page size, parameters, references, refused fetches). */
  readonly printed?: PrintedPage;
}

export interface EmulatorDeps {
  readonly state: EmulatorState;
  readonly store: FileStore;
  readonly converters: ConverterRegistry;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly maxFileSizeBytes: number;
  readonly faults: Faults;
  readonly jobs: Jobs;
  /** How long one second of `Timeout` lasts, in ms (1000; tests shorten it). */
  readonly secondMs: number;
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly baseUrl: string;
  /** Every request so far, oldest first (`GET /_emulator/requests` answers with it). */
  readonly requestLog: readonly RequestLogEntry[];
  /** html→pdf's browser (one per emulator, started on the first page). */
  readonly printer: PagePrinter;
}
