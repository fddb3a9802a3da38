// What the JWT commands ask for and say about a JWT: lifetime,
// not-before and client IPs from input boxes or an argument object, the signing key that can
// sign, and a JWT's claims in words.
import * as vscode from 'vscode';
import { ConfigError, coded } from '../service/errors';
import { normalizeClientIp, type JwtClaims } from '../service/auth';
import { requireValid, type Step } from '../ui/input';
import { relativeTime } from '../util/intlWords';
import { formatUtcMinute, roughDuration } from './expiry';
import { askClientIp, askLifetime, askNotBefore, notBeforeValidator, validators } from './credentialPrompts';
import type { JwtSigningKey } from './store';

const RELATIVE_UNITS = { s: 'second', min: 'minute', h: 'hour', d: 'day' } as const;

/** "in 1 hour", "in 5 minutes": how far away a moment is, roughly, in the display language. */
export function fromNow(date: Date, now: number = Date.now(), locale: string = vscode.env.language): string {
  const { value, unit } = roughDuration((date.getTime() - now) / 1000);
  return relativeTime(value, RELATIVE_UNITS[unit], locale);
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
    throw new ConfigError(noKeyMessage ?? coded('config.noSigningKey'), 'jwtSigningKey');
  }
  if (!key.secret) {
    throw new ConfigError(coded('config.savedKeyWithoutSecret', { kid: key.kid }), 'jwtSigningKey');
  }
  return { kid: key.kid, secret: key.secret };
}
