// What every wording of a coded service error is: a pure function of vscode.l10n (or a stand-in
// under test) and the error's data. The calls are spelled `l10n.t(…)` for `npm run l10n:export`.
import type * as vscode from 'vscode';
import type { CredentialKind, MessageData } from '../../service/errors';
import type { L10n } from '../batchWording';
import { unlinked } from '../unlinked';

/** vscode.l10n itself, or a stand-in under test. */
export type Localiser = L10n | typeof vscode.l10n;
export type Wording = (l10n: Localiser, data: MessageData) => string;
/**
 * Wordings for some of the codes. Each file of them passes `typeof vscode.l10n` as `V`: naming
 * 'vscode' (a type-only import, nothing loaded at run time) is what `npm run l10n:export` looks
 * for, so that their `l10n.t(…)` strings reach the bundles.
 */
export type Wordings<C extends string, V extends Localiser> = { readonly [code in C]: (l10n: V | L10n, data: MessageData) => string };

/** A credential's name in the user's language; the English matches the service layer's credentialName. */
export function credentialLabel(l10n: Localiser, kind: CredentialKind | 'none' | string | number | undefined): string {
  switch (kind) {
    case 'apiToken':
      return l10n.t('API Token');
    case 'serviceJwt':
      return l10n.t('JWT from the token endpoint');
    case 'selfSignedJwt':
      return l10n.t('self-signed JWT');
    case 'masterToken':
      return l10n.t('Master Token');
    default:
      return l10n.t('credential');
  }
}

/**
 * What the error data adds after the sentence, as the English message does: the server's own
 * `Message` (quoted, never translated) or an excerpt of a body that was not JSON (or, when the
 * Message or the body held internals, where they are and what to do), and whether the
 * request went through a proxy.
 */
export function suffixes(l10n: Localiser, data: MessageData): string {
  const said =
    data.serverMessage !== undefined
      ? ` ${l10n.t('The service said: "{0}"', unlinked(String(data.serverMessage)))}`
      : data.body !== undefined
        ? ` ${l10n.t('(body: "{0}")', unlinked(String(data.body)))}`
        : data.detailsInLog !== undefined
          ? ` ${l10n.t('Check that the file opens on your computer and try again; the service’s technical details are in the log (Show Log).')}`
          : data.bodyInLog !== undefined
            ? ` ${l10n.t('The service’s answer holds technical details; they are in the log (Show Log).')}`
            : '';
  const proxy = data.viaProxy ? ` ${l10n.t('The request went through the proxy set in http.proxy; check it too.')}` : '';
  return said + proxy;
}
