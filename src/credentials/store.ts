import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { SecretKeys, StateKeys } from '../constants';
import type { Redactor } from '../service/errors';
import type { SavedTokens } from '../checks/tokenChecks';

export type Environment = 'Production' | 'Development';

/** An API Token as the user saved it. The value lives only in SecretStorage. */
export interface StoredApiToken {
  readonly id: string;
  readonly name: string;
  readonly environment: Environment;
  readonly token: string;
}

/** What is safe to show about an API Token. */
export type ApiTokenInfo = Omit<StoredApiToken, 'token'>;

/**
 * The Kid of an API Token, and its secret when the person gave it. The token endpoint (auth
 * method `jwt`) needs only the Kid; signing JWTs here (self-signed) needs the secret too.
 */
export interface JwtSigningKey {
  readonly kid: string;
  readonly secret?: string;
}

/**
 * The one place credentials are kept: VS Code's SecretStorage (OS keychain), keys prefixed by
 * the extension id. Every value read or written is registered with the Redactor, so that no
 * log line can show it. Which token is active is not a secret and lives in globalState.
 */
export class CredentialStore implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires after any credential changed, here or in another window. */
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly state: vscode.Memento,
    private readonly redactor: Redactor,
  ) {
    this.subscription = secrets.onDidChange((e) => {
      if (Object.values(SecretKeys).includes(e.key as never)) {
        this.changed.fire();
      }
    });
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  /** Registers every stored value with the redactor (call once at activation). */
  async primeRedactor(): Promise<void> {
    for (const t of await this.listApiTokensWithValues()) {
      this.redactor.add(t.token);
    }
    this.redactor.add(await this.getMasterToken());
    this.redactor.add((await this.getJwtSigningKey())?.secret);
  }

  // --- API Tokens -------------------------------------------------------------------------

  private async listApiTokensWithValues(): Promise<StoredApiToken[]> {
    const raw = await this.secrets.get(SecretKeys.apiTokens);
    if (!raw) {
      return [];
    }
    try {
      const parsed = JSON.parse(raw) as unknown;
      return Array.isArray(parsed)
        ? parsed.filter(
            (t): t is StoredApiToken => !!t && typeof t.id === 'string' && typeof t.token === 'string' && typeof t.name === 'string',
          )
        : [];
    } catch {
      return [];
    }
  }

  /** The saved API Tokens, without their values. */
  async listApiTokens(): Promise<ApiTokenInfo[]> {
    return (await this.listApiTokensWithValues()).map(({ id, name, environment }) => ({ id, name, environment }));
  }

  /** Saves a token (a token with the same name is replaced) and makes it the active one. */
  async addApiToken(input: { name: string; environment: Environment; token: string }): Promise<ApiTokenInfo> {
    const all = await this.listApiTokensWithValues();
    const existing = all.find((t) => t.name === input.name);
    const entry: StoredApiToken = {
      id: existing?.id ?? randomUUID(),
      name: input.name,
      environment: input.environment,
      token: input.token.trim(),
    };
    this.redactor.add(entry.token);
    await this.secrets.store(SecretKeys.apiTokens, JSON.stringify([...all.filter((t) => t.id !== entry.id), entry]));
    await this.makeActive(entry.id);
    this.changed.fire();
    return { id: entry.id, name: entry.name, environment: entry.environment };
  }

  /** Ids of the tokens made active, the latest first: removing the active one goes back to the one before. */
  private activeHistory(): string[] {
    const value = this.state.get<unknown>(StateKeys.activeApiTokenHistory);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }

  private async makeActive(id: string): Promise<void> {
    await this.state.update(StateKeys.activeApiToken, id);
    await this.state.update(StateKeys.activeApiTokenHistory, [id, ...this.activeHistory().filter((h) => h !== id)].slice(0, 32));
  }

  /** Removes a token; if it was active, the one active before it becomes active again (else the first left). */
  async removeApiToken(id: string): Promise<void> {
    const all = await this.listApiTokensWithValues();
    const rest = all.filter((t) => t.id !== id);
    if (rest.length === 0) {
      await this.secrets.delete(SecretKeys.apiTokens);
    } else {
      await this.secrets.store(SecretKeys.apiTokens, JSON.stringify(rest));
    }
    const history = this.activeHistory().filter((h) => h !== id);
    await this.state.update(StateKeys.activeApiTokenHistory, history);
    if (this.state.get<string>(StateKeys.activeApiToken) === id) {
      const before = history.find((h) => rest.some((t) => t.id === h)) ?? rest[0]?.id;
      await this.state.update(StateKeys.activeApiToken, before);
    }
    this.changed.fire();
  }

  /** The saved values, to compare a value about to be saved with (tokenChecks); never shown. */
  async savedTokens(): Promise<SavedTokens> {
    return { masterToken: await this.getMasterToken(), apiTokens: (await this.listApiTokensWithValues()).map((t) => t.token) };
  }

  /** Makes another saved token the active one. */
  async setActiveApiToken(id: string): Promise<void> {
    await this.makeActive(id);
    this.changed.fire();
  }

  /** The active token with its value, or undefined when none is saved. */
  async getActiveApiToken(): Promise<StoredApiToken | undefined> {
    const all = await this.listApiTokensWithValues();
    const activeId = this.state.get<string>(StateKeys.activeApiToken);
    const active = all.find((t) => t.id === activeId) ?? all[0];
    this.redactor.add(active?.token);
    return active;
  }

  // --- Master Token -----------------------------------------------------------------------

  async getMasterToken(): Promise<string | undefined> {
    const value = await this.secrets.get(SecretKeys.masterToken);
    this.redactor.add(value);
    return value || undefined;
  }

  /** `checked: false` when the person saved it although the service refused it or could not be asked. */
  async setMasterToken(value: string, checked = true): Promise<void> {
    this.redactor.add(value.trim());
    await this.state.update(StateKeys.masterTokenUncheckedSince, checked ? undefined : Date.now());
    await this.secrets.store(SecretKeys.masterToken, value.trim());
    this.changed.fire();
  }

  async removeMasterToken(): Promise<void> {
    await this.state.update(StateKeys.masterTokenUncheckedSince, undefined);
    await this.secrets.delete(SecretKeys.masterToken);
    this.changed.fire();
  }

  /**
   * When the saved Master Token was saved without the service accepting it (ms since the epoch):
   * a 401 for it then means "never right", not "refreshed in the dashboard".
   */
  masterTokenUncheckedSince(): number | undefined {
    const since = this.state.get<unknown>(StateKeys.masterTokenUncheckedSince);
    return typeof since === 'number' ? since : undefined;
  }

  /** The service has since accepted the saved Master Token. */
  async markMasterTokenChecked(): Promise<void> {
    await this.state.update(StateKeys.masterTokenUncheckedSince, undefined);
  }

  // --- JWT signing key --------------------------------------------------------------------

  async getJwtSigningKey(): Promise<JwtSigningKey | undefined> {
    const raw = await this.secrets.get(SecretKeys.jwtSigningKey);
    if (!raw) {
      return undefined;
    }
    try {
      // Saved as {kid, secret}, or {kid} alone when no secret was given.
      const parsed = JSON.parse(raw) as { kid?: unknown; secret?: unknown };
      if (typeof parsed.kid === 'string' && (parsed.secret === undefined || typeof parsed.secret === 'string')) {
        this.redactor.add(parsed.secret);
        return parsed.secret ? { kid: parsed.kid, secret: parsed.secret } : { kid: parsed.kid };
      }
    } catch {
      // A damaged entry counts as none.
    }
    return undefined;
  }

  /** Saves the Kid, and the secret when there is one (an empty secret counts as none). */
  async setJwtSigningKey(key: JwtSigningKey): Promise<void> {
    this.redactor.add(key.secret);
    const stored = key.secret ? { kid: key.kid.trim(), secret: key.secret } : { kid: key.kid.trim() };
    await this.secrets.store(SecretKeys.jwtSigningKey, JSON.stringify(stored));
    this.changed.fire();
  }

  async removeJwtSigningKey(): Promise<void> {
    await this.secrets.delete(SecretKeys.jwtSigningKey);
    this.changed.fire();
  }
}
