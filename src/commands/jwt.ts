// Mint Self-Signed JWT and Generate JWT from Service. The JWT goes to the clipboard only: the
// message shows its expiry, "Show Claims" opens its header and claims (never the token or the
// secret), and the log says that one was made, for which Kid and until when.
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { askClientIp, askKid, askLifetime, askNotBefore, askSecret, notBeforeValidator, requireValid, validators, type Step } from '../credentials/prompts';
import type { JwtSigningKey } from '../credentials/store';
import { ConfigError, decodeJwtClaims, mintSelfSignedJwt, normalizeClientIp, requestServiceJwt, type JwtClaims } from '../service';
import type { Services } from '../services';
import { formatUtcMinute, roughDuration } from '../util/expiry';
import { registerClaimsDocuments, type ClaimsDocuments } from './claimsDocument';
import { argumentObject } from './credentials';
import { registerCommand } from './runner';

/** "in 1 h", "in 5 min": how far away a moment is, roughly, in the person's language. */
export function fromNow(date: Date, now: number = Date.now()): string {
  const { value, unit } = roughDuration((date.getTime() - now) / 1000);
  switch (unit) {
    case 's':
      return vscode.l10n.t('in {0} s', value);
    case 'min':
      return vscode.l10n.t('in {0} min', value);
    case 'h':
      return vscode.l10n.t('in {0} h', value);
    default:
      return vscode.l10n.t('in {0} d', value);
  }
}

/** "expires 2026-11-21 20:15 UTC (in 1 h)", plus not-before and client IPs when the claims have them. */
export function describeClaims(claims: JwtClaims, now: number = Date.now()): string {
  const parts: string[] = [];
  if (typeof claims.exp === 'number') {
    const exp = new Date(claims.exp * 1000);
    parts.push(vscode.l10n.t('expires {0} ({1})', formatUtcMinute(exp), fromNow(exp, now)));
  }
  if (typeof claims.nbf === 'number' && claims.nbf * 1000 > now) {
    const nbf = new Date(claims.nbf * 1000);
    parts.push(vscode.l10n.t('valid from {0} ({1})', formatUtcMinute(nbf), fromNow(nbf, now)));
  }
  if (typeof claims.clientIp === 'string' && claims.clientIp !== '') {
    parts.push(vscode.l10n.t('usable only from {0}', claims.clientIp));
  }
  return parts.join(', ');
}

/** Opens a read-only JSON document with a JWT's header and claims (and readable times); never the token itself. */
export async function showClaims(documents: ClaimsDocuments, token: string): Promise<vscode.TextEditor> {
  const { header, claims } = decodeJwtClaims(token);
  const readable: Record<string, string> = {};
  for (const name of ['iat', 'nbf', 'exp'] as const) {
    const value = claims[name];
    if (typeof value === 'number') {
      readable[name] = new Date(value * 1000).toISOString();
    }
  }
  const content = `${JSON.stringify({ header, claims, readable }, null, 2)}\n`;
  return documents.open(vscode.l10n.t('JWT claims'), content);
}

/** What a JWT command was asked for: everything optional, defaults from the settings. */
export interface JwtRequest {
  readonly lifetimeSeconds: number;
  readonly notBeforeSeconds: number;
  readonly clientIp?: string;
}

/** Reads lifetime, not-before and client IPs from an argument object, with the same rules as the input boxes. */
export function jwtRequestFromArgs(given: Record<string, unknown>, defaults: { lifetimeSeconds: number; clientIp: string }): JwtRequest {
  const lifetimeText = given.lifetimeSeconds === undefined ? String(defaults.lifetimeSeconds) : String(given.lifetimeSeconds);
  const lifetimeSeconds = Number(requireValid(lifetimeText, validators.lifetime, 'jwtLifetimeSeconds', vscode.l10n.t('The lifetime')));
  const notBeforeText = given.notBeforeSeconds === undefined ? '' : String(given.notBeforeSeconds);
  const notBefore = requireValid(notBeforeText, notBeforeValidator(lifetimeSeconds), 'jwt', vscode.l10n.t('The not-before delay'));
  const clientIpText = given.clientIp === undefined ? defaults.clientIp : String(given.clientIp);
  const clientIp = requireValid(clientIpText, validators.clientIp, 'jwtClientIp', vscode.l10n.t('The client IP list'));
  return { lifetimeSeconds, notBeforeSeconds: notBefore.trim() === '' ? 0 : Number(notBefore), clientIp: normalizeClientIp(clientIp) };
}

/** Asks for lifetime (and, when wanted, not-before) and client IPs, numbering the steps from `first`. */
export async function askJwtRequest(
  title: string,
  first: number,
  of: number,
  defaults: { lifetimeSeconds: number; clientIp: string },
  withNotBefore: boolean,
): Promise<JwtRequest> {
  let n = first;
  const step = (): Step => ({ title, step: n++, of });
  const lifetimeSeconds = await askLifetime(step(), defaults.lifetimeSeconds);
  const notBeforeSeconds = withNotBefore ? await askNotBefore(step(), lifetimeSeconds) : 0;
  const clientIp = await askClientIp(step(), defaults.clientIp);
  return { lifetimeSeconds, notBeforeSeconds, clientIp: normalizeClientIp(clientIp) };
}

/** A signing key that can sign: the Kid and the secret. */
export type SigningKeyWithSecret = Required<JwtSigningKey>;

/**
 * The key for signing JWTs here, or a ConfigError (shown with "Set JWT Signing Key") saying what
 * is missing: no key at all (`noKeyMessage`), or a key saved without its secret.
 */
export function requireSigningSecret(key: JwtSigningKey | undefined, noKeyMessage?: string): SigningKeyWithSecret {
  if (!key) {
    throw new ConfigError(noKeyMessage ?? vscode.l10n.t('Self-signed JWTs need a signing key: set the Kid and secret of an API Token.'), 'jwtSigningKey');
  }
  if (!key.secret) {
    throw new ConfigError(
      vscode.l10n.t('Self-signed JWTs need the secret of the signing key, and the one saved (Kid {0}) has none: set the JWT signing key again with its secret.', key.kid),
      'jwtSigningKey',
    );
  }
  return { kid: key.kid, secret: key.secret };
}

/** The signing key from an argument object ({kid, secret}), or undefined when it has neither. */
function signingKeyFromArgs(given: Record<string, unknown>): SigningKeyWithSecret | undefined {
  if (given.kid === undefined && given.secret === undefined) {
    return undefined;
  }
  return {
    kid: requireValid(given.kid, validators.kid, 'jwtSigningKey', vscode.l10n.t('The Kid')).trim(),
    secret: requireValid(given.secret, validators.secret, 'jwtSigningKey', vscode.l10n.t('The secret')),
  };
}

/**
 * Copies a JWT and says so. Interactive runs wait for the buttons ("Show Claims", and "Save
 * Signing Key" when the person typed a key); runs from an argument object do not, so that
 * automation is never held up by a notification nobody clicks.
 */
async function deliverJwt(
  services: Services,
  token: string,
  message: (details: string) => string,
  options: { interactive: boolean; typedKey?: SigningKeyWithSecret; claims: ClaimsDocuments },
): Promise<void> {
  services.log.redactor.add(token);
  await vscode.env.clipboard.writeText(token);
  const { claims } = decodeJwtClaims(token);
  const showClaimsTitle = vscode.l10n.t('Show Claims');
  const saveKeyTitle = vscode.l10n.t('Save Signing Key');
  const buttons = options.typedKey ? [showClaimsTitle, saveKeyTitle] : [showClaimsTitle];
  const answered = vscode.window.showInformationMessage(message(describeClaims(claims)), ...buttons).then(async (picked) => {
    if (picked === showClaimsTitle) {
      await showClaims(options.claims, token);
    } else if (picked === saveKeyTitle && options.typedKey) {
      await services.store.setJwtSigningKey(options.typedKey);
      services.log.info(`JWT signing key saved (Kid ${options.typedKey.kid}).`);
      void vscode.window.showInformationMessage(vscode.l10n.t('JWT signing key saved (Kid {0}).', options.typedKey.kid));
    }
  });
  if (options.interactive) {
    await answered;
  } else {
    answered.then(undefined, (err: unknown) => services.log.error(err as Error));
  }
}

/** Runs `task` under a cancellable notification whose Cancel really aborts the request. */
export function withCancellableProgress<T>(title: string, task: (signal: AbortSignal) => Promise<T>): Thenable<T> {
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (_progress, cancellation) => {
    const controller = new AbortController();
    const subscription = cancellation.onCancellationRequested(() => controller.abort());
    return task(controller.signal).finally(() => subscription.dispose());
  });
}

/** Mint Self-Signed JWT…, Generate JWT from Service…. */
export function registerJwtCommands(services: Services): void {
  const { context, log, store } = services;
  const claims = registerClaimsDocuments(context);

  registerCommand(context, log, Commands.mintJwt, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const config = services.config();
    const defaults = { lifetimeSeconds: config.jwtLifetimeSeconds, clientIp: config.jwtClientIp };
    let key: SigningKeyWithSecret;
    let typedKey: SigningKeyWithSecret | undefined;
    let request: JwtRequest;
    if (given) {
      key = signingKeyFromArgs(given) ?? requireSigningSecret(await store.getJwtSigningKey(), vscode.l10n.t('No JWT signing key is saved, and the arguments name none.'));
      request = jwtRequestFromArgs(given, defaults);
    } else {
      const title = vscode.l10n.t('Mint Self-Signed JWT');
      const stored = await store.getJwtSigningKey();
      const of = stored ? 3 : 5;
      if (stored) {
        key = requireSigningSecret(stored);
      } else {
        const kid = await askKid({ title, step: 1, of });
        const secret = await askSecret({ title, step: 2, of });
        key = typedKey = { kid, secret };
      }
      request = await askJwtRequest(title, of - 2, of, defaults, true);
    }
    const minted = await mintSelfSignedJwt({ kid: key.kid, secret: key.secret, ...request });
    log.info(`Minted a self-signed JWT for Kid ${key.kid}, valid until ${minted.expiresAt.toISOString()}${request.clientIp ? ` from ${request.clientIp}` : ''}.`);
    await deliverJwt(services, minted.token, (details) => vscode.l10n.t('Self-signed JWT copied to the clipboard: {0}.', details), {
      interactive: !given,
      typedKey,
      claims,
    });
  });

  registerCommand(context, log, Commands.generateJwt, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const config = services.config();
    const defaults = { lifetimeSeconds: config.jwtLifetimeSeconds, clientIp: config.jwtClientIp };
    const transport = services.hub.getTransport();
    const apiToken = await store.getActiveApiToken();
    if (!apiToken) {
      throw new ConfigError(vscode.l10n.t('The token endpoint is authorised with an API Token: set one first.'), 'apiToken');
    }
    const storedKid = (await store.getJwtSigningKey())?.kid;
    let kid: string;
    let request: JwtRequest;
    if (given) {
      const kidText = given.kid ?? storedKid;
      if (kidText === undefined) {
        throw new ConfigError(vscode.l10n.t('No JWT signing key is saved, and the arguments name no Kid.'), 'jwtSigningKey');
      }
      kid = requireValid(kidText, validators.kid, 'jwtSigningKey', vscode.l10n.t('The Kid')).trim();
      request = jwtRequestFromArgs(given, defaults);
    } else {
      const title = vscode.l10n.t('Generate JWT from Service');
      const of = storedKid ? 2 : 3;
      kid = storedKid ?? (await askKid({ title, step: 1, of }));
      request = await askJwtRequest(title, of - 1, of, defaults, false);
    }
    const issued = await withCancellableProgress(vscode.l10n.t('Asking the service for a JWT…'), (signal) =>
      requestServiceJwt(transport, apiToken.token, { kid, lifetimeSeconds: request.lifetimeSeconds, clientIp: request.clientIp }, signal),
    );
    log.info(`The service issued a JWT for Kid ${kid} (asked with API Token "${apiToken.name}"), valid until ${issued.expiresAt?.toISOString() ?? 'an unknown time'}.`);
    await deliverJwt(
      services,
      issued.token,
      (details) => vscode.l10n.t('JWT from the service copied to the clipboard (asked with API Token "{0}"): {1}.', apiToken.name, details),
      { interactive: !given, claims },
    );
  });
}
