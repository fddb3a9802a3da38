/** What the emulator's routes share: state, file store, converters, clock and limits. */
import type { Converter } from './converters/types';
import type { FileStore } from './files';
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
}

export interface EmulatorDeps {
  readonly state: EmulatorState;
  readonly store: FileStore;
  readonly converters: ConverterRegistry;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly maxFileSizeBytes: number;
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly baseUrl: string;
}
