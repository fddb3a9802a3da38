// What every wording of a coded service error is: a pure function of vscode.l10n (or a stand-in
// under test) and the error's data. The calls are spelled `l10n.t(…)` for `npm run l10n:export`.
import type * as vscode from 'vscode';
import type { CredentialKind, MessageCode, MessageData } from '../../service/errors';
import type { L10n } from '../batchWording';

/** vscode.l10n itself, or a stand-in under test. */
export type Localiser = L10n | typeof vscode.l10n;
export type Wording = (l10n: Localiser, data: MessageData) => string;
/** Wordings for some of the codes. */
export type Wordings<C extends MessageCode> = { readonly [code in C]: Wording };

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
