// Mint Self-Signed JWT and Generate JWT from Service. The JWT goes to the clipboard only: the
// message shows its expiry, "Show Claims" opens its header and claims (never the token or the
// secret), and the log says that one was made, for which Kid and until when.
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { askKid, askSecret, validators } from '../credentials/credentialPrompts';
import {
  askJwtRequest,
  describeClaims,
  jwtRequestFromArgs,
  requireSigningSecret,
  type JwtRequest,
  type SigningKeyWithSecret,
} from '../credentials/jwtOptions';
import type { ExtensionServices } from '../extensionServices';
import { registerClaimsDocuments, type ClaimsDocuments } from '../credentials/claimsDocument';
import { ConfigError } from '../service/errors';
import { decodeJwtClaims, mintSelfSignedJwt, requestServiceJwt } from '../service/auth/tokens';
import type { RegisterCommand } from '../ui/commandWrapper';
import { argumentObject, requireValid } from '../ui/input';
import { withCancellableProgress } from '../ui/progress';
import { unlinked } from '../messages/unlinked';

/** Opens a read-only JSON document with a JWT's header and claims (and readable times); never the token itself. */
async function showClaims(documents: ClaimsDocuments, token: string): Promise<vscode.TextEditor> {
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
  services: ExtensionServices,
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
  const answered = vscode.window.showInformationMessage(unlinked(message(describeClaims(claims))), ...buttons).then(async (picked) => {
    if (picked === showClaimsTitle) {
      await showClaims(options.claims, token);
    } else if (picked === saveKeyTitle && options.typedKey) {
      await services.store.setJwtSigningKey(options.typedKey);
      services.log.info(`JWT signing key saved (Kid ${options.typedKey.kid}).`);
      void vscode.window.showInformationMessage(unlinked(vscode.l10n.t('JWT signing key saved (Kid {0}).', options.typedKey.kid)));
    }
  });
  if (options.interactive) {
    await answered;
  } else {
    answered.then(undefined, (err: unknown) => services.log.error(err as Error));
  }
}

/** Mint Self-Signed JWT…, Generate JWT from Service…. */
export function registerJwtCommands(services: ExtensionServices, register: RegisterCommand): void {
  const { context, log, store } = services;
  const claims = registerClaimsDocuments(context);
  const jwtDefaults = () => ({ lifetimeSeconds: services.config().jwtLifetimeSeconds, clientIp: services.config().jwtClientIp });

  register(Commands.mintJwt, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const defaults = jwtDefaults();
    let key: SigningKeyWithSecret;
    let typedKey: SigningKeyWithSecret | undefined;
    let request: JwtRequest;
    if (given) {
      key =
        signingKeyFromArgs(given) ??
        requireSigningSecret(await store.getJwtSigningKey(), vscode.l10n.t('No JWT signing key is saved, and the arguments name none.'));
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
    log.info(
      `Minted a self-signed JWT for Kid ${key.kid}, valid until ${minted.expiresAt.toISOString()}${request.clientIp ? ` from ${request.clientIp}` : ''}.`,
    );
    await deliverJwt(services, minted.token, (details) => vscode.l10n.t('Self-signed JWT copied to the clipboard: {0}.', details), {
      interactive: !given,
      typedKey,
      claims,
    });
  });

  register(Commands.generateJwt, async (arg?: unknown): Promise<void> => {
    const given = argumentObject(arg);
    const defaults = jwtDefaults();
    const transport = services.clients.getTransport();
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
    log.info(
      `The service issued a JWT for Kid ${kid} (asked with API Token "${apiToken.name}"), valid until ${issued.expiresAt?.toISOString() ?? 'an unknown time'}.`,
    );
    await deliverJwt(
      services,
      issued.token,
      (details) => vscode.l10n.t('JWT from the service copied to the clipboard (asked with API Token "{0}"): {1}.', apiToken.name, details),
      { interactive: !given, claims },
    );
  });
}
