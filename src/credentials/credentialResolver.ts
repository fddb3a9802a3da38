import type { Disposable } from 'vscode';
import type { ConfigSnapshot } from '../configuration';
import { normalizeClientIp } from '../service/auth';
import type { ApiTokenCredential, CredentialProvider, SelfSignedJwtCredential, ServiceJwtCredential } from '../service/auth/tokens';
import { coded, ConfigError } from '../service/errors';
import type { HttpTransport } from '../service/http';
import type { CredentialStore } from './store';

/** The credentials' code, loaded with the first conversion (dist/features.js): activation only reads usage. */
export interface CredentialCode {
  readonly ApiTokenCredential: typeof ApiTokenCredential;
  readonly SelfSignedJwtCredential: typeof SelfSignedJwtCredential;
  readonly ServiceJwtCredential: typeof ServiceJwtCredential;
}

/** What a conversion will authenticate with, for messages and the status bar. */
export interface ActiveCredential {
  readonly provider: CredentialProvider;
}

/** Settings that make another credential. */
function authChanged(a: ConfigSnapshot, b: ConfigSnapshot): boolean {
  return a.authMethod !== b.authMethod || a.jwtLifetimeSeconds !== b.jwtLifetimeSeconds || a.jwtClientIp !== b.jwtClientIp;
}

/**
 * Builds the CredentialProvider for the configured auth method from the store.
 */
export class CredentialResolver implements Disposable {
  /** Kept while the store, the transport and the auth settings stay, so JWTs are reused across files and batches. */
  private cached: { readonly credential: ActiveCredential; readonly config: ConfigSnapshot; readonly transport: HttpTransport } | undefined;
  /** Bumped on every reset: a resolve that started before one does not cache its answer. */
  private generation = 0;
  private readonly subscription: Disposable;

  constructor(
    private readonly store: CredentialStore,
    private readonly code: () => CredentialCode,
  ) {
    this.subscription = store.onDidChange(() => this.reset());
  }

  /** Stops listening to the store. */
  dispose(): void {
    this.subscription.dispose();
    this.cached = undefined;
  }

  private reset(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  /** The credential for conversions; ConfigError naming what to set when something is missing. */
  async resolve(config: ConfigSnapshot, transport: HttpTransport): Promise<ActiveCredential> {
    const cached = this.cached;
    if (cached && cached.transport === transport && !authChanged(cached.config, config)) {
      return cached.credential;
    }
    const generation = this.generation;
    const apiToken = await this.store.getActiveApiToken();
    const clientIp = normalizeClientIp(config.jwtClientIp);
    let provider: CredentialProvider;
    switch (config.authMethod) {
      case 'selfSignedJwt': {
        const signing = await this.store.getJwtSigningKey();
        if (!signing?.secret) {
          throw signing
            ? new ConfigError(coded('config.savedKeyWithoutSecret', { kid: signing.kid }), 'jwtSigningKey')
            : new ConfigError(coded('config.noSigningKey'), 'jwtSigningKey');
        }
        provider = new (this.code().SelfSignedJwtCredential)({
          kid: signing.kid,
          secret: signing.secret,
          lifetimeSeconds: config.jwtLifetimeSeconds,
          clientIp,
        });
        break;
      }
      case 'jwt': {
        const signing = await this.store.getJwtSigningKey();
        if (!apiToken) {
          throw new ConfigError(coded('config.serviceJwtNeedsApiToken'), 'apiToken');
        }
        if (!signing) {
          throw new ConfigError(coded('config.serviceJwtNeedsKid'), 'jwtSigningKey');
        }
        provider = new (this.code().ServiceJwtCredential)(transport, apiToken.token, {
          kid: signing.kid,
          lifetimeSeconds: config.jwtLifetimeSeconds,
          clientIp,
        });
        break;
      }
      default: {
        if (!apiToken) {
          throw new ConfigError(coded('config.noApiToken'), 'apiToken');
        }
        provider = new (this.code().ApiTokenCredential)(apiToken.token);
      }
    }
    const credential = { provider };
    if (generation === this.generation) {
      this.cached = { credential, config, transport };
    }
    return credential;
  }
}
