import type { Disposable } from 'vscode';
import type { ConfigSnapshot } from '../config';
import {
  ApiTokenCredential,
  ConfigError,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
  normalizeClientIp,
  type CredentialProvider,
  type HttpTransport,
} from '../service';
import type { CredentialStore } from './store';

/** What a conversion will authenticate with, for messages and the status bar. */
export interface ActiveCredential {
  readonly provider: CredentialProvider;
}

/**
 * Builds the CredentialProvider for the configured auth method from the store. The provider is
 * kept until settings or secrets change, so JWTs are reused across files and batches.
 */
export class BearerResolver implements Disposable {
  private cached: { key: string; value: ActiveCredential } | undefined;
  private readonly subscription: Disposable;

  constructor(private readonly store: CredentialStore) {
    this.subscription = store.onDidChange(() => (this.cached = undefined));
  }

  /** Stops listening to the store. */
  dispose(): void {
    this.subscription.dispose();
    this.cached = undefined;
  }

  /** Forgets the provider (settings changed). */
  reset(): void {
    this.cached = undefined;
  }

  /** The credential for conversions; ConfigError naming what to set when something is missing. */
  async resolve(config: ConfigSnapshot, transport: HttpTransport): Promise<ActiveCredential> {
    const apiToken = await this.store.getActiveApiToken();
    const key = JSON.stringify([config.authMethod, config.jwtLifetimeSeconds, config.jwtClientIp, config.baseUrl, apiToken?.id]);
    if (this.cached?.key === key) {
      return this.cached.value;
    }
    const clientIp = normalizeClientIp(config.jwtClientIp);
    let provider: CredentialProvider;
    switch (config.authMethod) {
      case 'selfSignedJwt': {
        const signing = await this.store.getJwtSigningKey();
        if (!signing?.secret) {
          throw new ConfigError(
            signing
              ? `Self-signed JWTs need the secret of the signing key, and the one saved (Kid ${signing.kid}) has none: set the JWT signing key again with its secret.`
              : 'Self-signed JWTs need a signing key: set the Kid and secret of an API Token.',
            'jwtSigningKey',
          );
        }
        provider = new SelfSignedJwtCredential({ kid: signing.kid, secret: signing.secret, lifetimeSeconds: config.jwtLifetimeSeconds, clientIp });
        break;
      }
      case 'jwt': {
        const signing = await this.store.getJwtSigningKey();
        if (!apiToken) {
          throw new ConfigError('JWTs from the token endpoint need an API Token to ask for them: set one.', 'apiToken');
        }
        if (!signing) {
          throw new ConfigError('JWTs from the token endpoint need the Kid of an API Token: set the JWT signing key (the secret is not needed).', 'jwtSigningKey');
        }
        provider = new ServiceJwtCredential(transport, apiToken.token, { kid: signing.kid, lifetimeSeconds: config.jwtLifetimeSeconds, clientIp });
        break;
      }
      default: {
        if (!apiToken) {
          throw new ConfigError('No API Token is set. Set one to convert files.', 'apiToken');
        }
        provider = new ApiTokenCredential(apiToken.token);
      }
    }
    const value = { provider };
    this.cached = { key, value };
    return value;
  }
}
