// What every tool of the MCP server shares: the root folder, the cost limit, the service built from
// the environment on first need (the API Token only from CONVERT_FILES_API_TOKEN, the Master Token
// only from CONVERT_FILES_MASTER_TOKEN, never a tool argument), the catalogue read once, and the
// scrubbing of every secret the environment holds out of what is answered.
import { AdminClient } from '../../service/admin';
import { builtinCatalogue, type Catalogue } from '../../service/catalogue';
import { fetchCatalogue } from '../../service/catalogue/openApi';
import type { HttpTransport } from '../../service/http';
import { serviceFromEnvironment, TOKEN_VARIABLE, transportFromEnvironment, type CliService } from '../environment';
import { DEFAULT_PARALLEL } from '../args';
import { ToolInputError } from '../../conversion/tools/toolInput';

export const MASTER_TOKEN_VARIABLE = 'CONVERT_FILES_MASTER_TOKEN';

/** How long the service's catalogue is kept before it is read again. */
const CATALOGUE_MS = 60 * 60 * 1000;

export interface McpOptions {
  /** The root folder, real path. */
  readonly root: string;
  /** The most conversions one tool call may cost. */
  readonly maxConversions: number;
  readonly env: NodeJS.ProcessEnv;
  /** The folder of the extracted texts (the same layout as Compare as Text's). */
  readonly textCacheDir: string;
  readonly now?: () => number;
}

export class McpContext {
  private service: CliService | undefined;
  private transport: HttpTransport | undefined;
  private catalogue: { value: Catalogue; at: number } | undefined;
  private readonly secrets: string[];

  constructor(readonly options: McpOptions) {
    this.secrets = [TOKEN_VARIABLE, MASTER_TOKEN_VARIABLE]
      .map((name) => options.env[name]?.trim())
      .filter((v): v is string => v !== undefined && v.length >= 4);
  }

  get root(): string {
    return this.options.root;
  }

  /** The service with the API Token; EnvironmentError (with what to set) when it cannot be built. */
  conversions(): CliService {
    this.service ??= serviceFromEnvironment(this.options.env, DEFAULT_PARALLEL);
    return this.service;
  }

  /** The way to the service without a credential (the catalogue, the admin client with its own token). */
  publicTransport(): HttpTransport {
    this.transport ??= transportFromEnvironment(this.options.env);
    return this.transport;
  }

  /** The account's admin client with the Master Token; a ToolInputError saying what to set when there is none. */
  admin(): AdminClient {
    const master = this.options.env[MASTER_TOKEN_VARIABLE]?.trim();
    if (!master) {
      throw new ToolInputError(
        `Usage needs a ConvertAPI Master Token: set ${MASTER_TOKEN_VARIABLE} where the server runs. The API Token cannot read usage.`,
      );
    }
    try {
      return new AdminClient(this.publicTransport(), master);
    } catch (err) {
      throw new ToolInputError(`${MASTER_TOKEN_VARIABLE}: ${(err as Error).message}`);
    }
  }

  /** The service's catalogue (read at most once an hour), else the built-in one when it cannot be read. */
  async currentCatalogue(signal: AbortSignal): Promise<Catalogue> {
    const now = (this.options.now ?? Date.now)();
    if (this.catalogue && now - this.catalogue.at < CATALOGUE_MS) {
      return this.catalogue.value;
    }
    const read = await fetchCatalogue(this.publicTransport(), signal).catch(() => undefined);
    if (!read) {
      return this.catalogue?.value ?? builtinCatalogue();
    }
    this.catalogue = { value: read, at: now };
    return read;
  }

  /** Text with every secret the server knows masked: the tokens of the environment, and what the transports learnt. */
  scrub(text: string): string {
    let out = this.service?.redact(text) ?? text;
    out = this.transport?.redactor.redact(out) ?? out;
    // As written, and as JSON writes it inside a string (the answers are JSON text).
    for (const secret of this.secrets.flatMap((v) => [v, JSON.stringify(v).slice(1, -1)])) {
      out = out.split(secret).join('***');
    }
    return out;
  }

  async close(): Promise<void> {
    await Promise.all([this.service?.close(), this.transport?.close()]);
  }
}
