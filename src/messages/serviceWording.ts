// The service layer throws a message code and its data; this words them in the user's language.
// Pure (the caller passes vscode.l10n) so that a unit test can check every code against the
// bundles. The wordings live by area in ./wordings/.
import type { MessageCode, MessageData } from '../service/errors';
import { ANSWER_WORDINGS } from './wordings/answers';
import { CONFIG_WORDINGS } from './wordings/config';
import { NETWORK_WORDINGS } from './wordings/network';
import { OPTION_WORDINGS, inPreset } from './wordings/options';
import { suffixes, type Localiser, type Wording } from './wordings/wording';

/** One wording per code: a code without one fails to compile, and the unit test checks the bundles. */
export const SERVICE_WORDINGS: { readonly [code in MessageCode]: Wording } = {
  ...CONFIG_WORDINGS,
  ...OPTION_WORDINGS,
  ...ANSWER_WORDINGS,
  ...NETWORK_WORDINGS,
};

/** The localised text of a coded service error; undefined when it carries no code. */
export function wordServiceError(l10n: Localiser, error: { messageCode?: MessageCode; messageData?: MessageData }): string | undefined {
  const word = error.messageCode === undefined ? undefined : SERVICE_WORDINGS[error.messageCode];
  const data = error.messageData ?? {};
  if (!word) {
    return undefined;
  }
  const text = word(l10n, data) + suffixes(l10n, data);
  // A problem of a saved preset names the preset first.
  return inPreset(l10n, data, text);
}

/** The text a user reads for any error: the coded wording, else its own message. */
export function errorText(l10n: Localiser, err: unknown): string {
  const coded =
    err && typeof err === 'object' ? wordServiceError(l10n, err as { messageCode?: MessageCode; messageData?: MessageData }) : undefined;
  return coded ?? (err instanceof Error ? err.message : String(err));
}
