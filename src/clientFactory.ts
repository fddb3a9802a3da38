import * as vscode from 'vscode';
import type { ConfigSnapshot } from './configuration';
import { CredentialResolver, type ActiveCredential, type CredentialCode } from './credentials/credentialResolver';
import type { CredentialStore } from './credentials/store';
import { AdminClient } from './service/admin';
import type { ConversionClient } from './service/convert';
import { HttpTransport } from './service/http';
import type { Logger } from './ui/logger';

/** The code of the clients a conversion uses, loaded on first use. */
export interface ClientCode extends CredentialCode {
  readonly ConversionClient: typeof ConversionClient;
}

/** The settings the factory follows: the current snapshot (replaced, never changed, on each settings change). */
export interface ConfigSource {
  readonly current: ConfigSnapshot;
}

/** Settings that make a new transport (and so new connections and a new credential). */
function transportChanged(a: ConfigSnapshot, b: ConfigSnapshot): boolean {
  return (
    a.baseUrl !== b.baseUrl ||
    a.connectTimeoutMs !== b.connectTimeoutMs ||
    a.requestTimeoutMs !== b.requestTimeoutMs ||
    a.proxy.url !== b.proxy.url ||
    a.proxy.strictSSL !== b.proxy.strictSSL ||
    a.proxy.support !== b.proxy.support ||
    a.proxy.systemCertificates !== b.proxy.systemCertificates ||
    (a.proxy.noProxy ?? []).join(',') !== (b.proxy.noProxy ?? []).join(',')
  );
}

/**
 * Hands out service clients with the right credential for each endpoint. Owns the HTTP
 * transport: one keep-alive pool per base URL, replaced when the settings behind it change.
 * It compares the snapshot it was built for with the current one when asked, so it depends
 * on no listener having run before another.
 */
export class ClientFactory implements vscode.Disposable {
  private transport: { readonly value: HttpTransport; readonly builtFor: ConfigSnapshot } | undefined;
  readonly credentials: CredentialResolver;

  constructor(
    private readonly config: ConfigSource,
    readonly store: CredentialStore,
    readonly log: Logger,
    private readonly userAgent: string,
    /** The conversion client's and the credentials' code: it loads with the first conversion (dist/features.js); activation only reads usage. */
    private readonly code: () => ClientCode,
  ) {
    this.credentials = new CredentialResolver(store, code);
  }

  dispose(): void {
    this.credentials.dispose();
    void this.transport?.value.close();
    this.transport = undefined;
  }

  /** The transport for the current settings; ConfigError when the base URL setting is unusable. */
  getTransport(): HttpTransport {
    const config = this.config.current;
    if (config.baseUrlError) {
      throw config.baseUrlError;
    }
    if (this.transport && this.transport.builtFor !== config && transportChanged(this.transport.builtFor, config)) {
      void this.transport.value.close();
      this.transport = undefined;
    }
    if (!this.transport) {
      const value = new HttpTransport({
        baseUrl: config.baseUrl,
        proxy: config.proxy,
        // undici with keep-alive pools on the proxy VS Code resolves for the service (http.proxy,
        // http.proxySupport, the system or PAC proxy) and its OS certificate store; VS Code's
        // patched fetch (a new connection per request) where only it can serve: a proxy it alone
        // can look up, proxy sign-in. See src/service/http/undiciFetch.ts.
        host: { fetch: (url, init) => globalThis.fetch(url, init), appRoot: vscode.env.appRoot },
        timeouts: { connectMs: config.connectTimeoutMs, headersMs: config.requestTimeoutMs, bodyMs: config.requestTimeoutMs },
        userAgent: this.userAgent,
        logger: this.log,
        redactor: this.log.redactor,
      });
      this.transport = { value, builtFor: config };
    }
    return this.transport.value;
  }

  /** A conversion client with the configured credential, and its transport (for the file-server client of chains, loaded on first use). */
  async conversionClient(): Promise<{ client: ConversionClient; credential: ActiveCredential; transport: HttpTransport }> {
    const transport = this.getTransport();
    const credential = await this.credentials.resolve(this.config.current, transport);
    const Client = this.code().ConversionClient;
    return { client: new Client(transport, credential.provider, undefined, { async: this.config.current.async }), credential, transport };
  }

  /** An admin client, or undefined when no Master Token is set. */
  async adminClient(): Promise<AdminClient | undefined> {
    const master = await this.store.getMasterToken();
    return master ? new AdminClient(this.getTransport(), master) : undefined;
  }
}
