// Reading a command's words: flags with their values, files, and the mistakes that make exit 2.

/** A command line that cannot be run as given (exit 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const DEFAULT_PARALLEL = 4;
const MAX_PARALLEL = 16;

/** The values `readAll` read: `{ rules?: string }` for `{ '--rules': (text) => text }`. */
type FlagValues<V> = {
  -readonly [K in keyof V as K extends `--${infer N}` ? N : never]?: V[K] extends (text: string) => infer T ? T : never;
};

/** Reads a command's words one by one: flags (`--x v`, `--x=v`, `-p v`), values, and what follows `--`. */
export class ArgumentReader {
  private i = -1;
  private onlyValues = false;

  constructor(
    private readonly words: readonly string[],
    private readonly command: string,
  ) {}

  /** The next word as a flag (undefined: it is a value, such as a file), or undefined at the end. */
  next(): { readonly flag?: string; readonly word: string } | undefined {
    this.i += 1;
    const word = this.words[this.i];
    if (word === undefined) {
      return undefined;
    }
    if (!this.onlyValues && word === '--') {
      this.onlyValues = true;
      return this.next();
    }
    // `-` alone is a value (stdin), as is anything after `--`.
    if (this.onlyValues || !word.startsWith('-') || word === '-') {
      return { word };
    }
    return { flag: word.startsWith('--') && word.includes('=') ? word.slice(0, word.indexOf('=')) : word, word };
  }

  /** The value of the flag just read: `--x=v` or the next word. */
  value(flag: string): string {
    const word = this.words[this.i]!;
    if (word.startsWith('--') && word.includes('=')) {
      return word.slice(word.indexOf('=') + 1);
    }
    const v = this.words[this.i + 1];
    if (v === undefined || (v.startsWith('-') && v !== '-')) {
      throw new UsageError(`${flag} needs a value`);
    }
    this.i += 1;
    return v;
  }

  /** A flag that takes no value given one (`--force=yes`). */
  noValue(flag: string): true {
    if (this.words[this.i]!.includes('=')) {
      throw new UsageError(`unknown flag ${this.words[this.i]!} for ${this.command} (${flag} takes no value)`);
    }
    return true;
  }

  /** A switch of `on` by its name (`--dry-run` sets `on.dryRun`): set, and true; false for any other flag. */
  switched(flag: string, on: Record<string, boolean>): boolean {
    const key = /^--[a-z]+(-[a-z]+)*$/.test(flag) ? flag.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) : '';
    if (!Object.hasOwn(on, key)) {
      return false;
    }
    on[key] = this.noValue(flag);
    return true;
  }

  /**
   * Reads every word: a flag of `values` through its reader (its value kept under the flag's name,
   * `--rules` as `rules`), a switch of `on`, any other flag unknown; the other words go to `word`.
   */
  readAll<V extends Record<`--${string}`, (text: string) => unknown>>(
    values: V,
    on: Record<string, boolean>,
    word: (word: string) => void,
  ): FlagValues<V> {
    const read: Record<string, unknown> = {};
    for (let w = this.next(); w; w = this.next()) {
      const { flag } = w;
      if (flag === undefined) {
        word(w.word);
      } else if (Object.hasOwn(values, flag)) {
        read[flag.slice(2)] = (values as Record<string, (text: string) => unknown>)[flag]!(this.value(flag));
      } else if (!this.switched(flag, on)) {
        this.unknown(flag);
      }
    }
    return read as FlagValues<V>;
  }

  unknown(flag: string): never {
    throw new UsageError(`unknown flag ${flag} for ${this.command}`);
  }
}

/** `--parallel N`: 1 to 16. */
export function parallelValue(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_PARALLEL) {
    throw new UsageError(`--parallel takes a whole number from 1 to ${MAX_PARALLEL}, not "${text}"`);
  }
  return n;
}
