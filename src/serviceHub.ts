import * as vscode from 'vscode';
import type { ConfigSnapshot } from './config';
import { BearerResolver, type ActiveCredential } from './credentials/bearer';
import type { CredentialStore } from './credentials/store';
import { AdminClient, ConfigError, ConversionClient, HttpTransport } from './service';
import type { Logger } from './util/log';

/**
 * Owns the HTTP transport (rebuilt when settings change, so one keep-alive pool per base URL)
 * and hands out clients with the right credential for each endpoint.
 */
export class ServiceHub implements vscode.Disposable {
  private transport: { key: string; value: HttpTransport } | undefined;
  readonly bearer: BearerResolver;

  constructor(
    private readonly config: () => ConfigSnapshot,
    readonly store: CredentialStore,
    readonly log: Logger,
    private readonly userAgent: string,
  ) {
    this.bearer = new BearerResolver(store);
  }

  dispose(): void {
    this.bearer.dispose();
    void this.transport?.value.close();
    this.transport = undefined;
  }

  /** The transport for the current settings; ConfigError when the base URL setting is unusable. */
  getTransport(): HttpTransport {
    const config = this.config();
    if (config.baseUrlError) {
      throw new ConfigError(config.baseUrlError, 'baseUrl');
    }
    const key = JSON.stringify([config.baseUrl, config.proxy, config.connectTimeoutMs, config.requestTimeoutMs]);
    if (this.transport?.key !== key) {
      void this.transport?.value.close();
      this.transport = {
        key,
        value: new HttpTransport({
          baseUrl: config.baseUrl,
          proxy: config.proxy,
          // VS Code's patched fetch brings http.proxy and http.proxySupport (the system or PAC
          // proxy), proxy sign-in and the OS certificate store. It ignores http.proxyStrictSSL,
          // so a user who turned that off gets undici, with the proxy read from the same settings.
          fetch: config.proxy.strictSSL === false ? undefined : globalThis.fetch,
          timeouts: { connectMs: config.connectTimeoutMs, headersMs: config.requestTimeoutMs, bodyMs: config.requestTimeoutMs },
          userAgent: this.userAgent,
          logger: this.log,
          redactor: this.log.redactor,
        }),
      };
      this.bearer.reset();
    }
    return this.transport.value;
  }

  /** A conversion client with the configured credential. */
  async conversionClient(): Promise<{ client: ConversionClient; credential: ActiveCredential }> {
    const transport = this.getTransport();
    const credential = await this.bearer.resolve(this.config(), transport);
    return { client: new ConversionClient(transport, credential.provider), credential };
  }

  /** An admin client, or undefined when no Master Token is set. */
  async adminClient(): Promise<AdminClient | undefined> {
    const master = await this.store.getMasterToken();
    return master ? new AdminClient(this.getTransport(), master) : undefined;
  }
}
