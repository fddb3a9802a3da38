// The service layer throws a message code and its data; this words them in the user's language.
// Pure (the caller passes vscode.l10n) so that a unit test can check every code against the
// bundles. The wordings live by area in ./wordings/.
import type { MessageCode, MessageData } from '../service/errors';
import { ANSWER_WORDINGS } from './wordings/answers';
import { CONFIG_WORDINGS } from './wordings/config';
import { NETWORK_WORDINGS } from './wordings/network';
import type { Localiser, Wording } from './wordings/wording';

export { credentialLabel } from './wordings/wording';

/** One wording per code: a code without one fails to compile, and the unit test checks the bundles. */
export const SERVICE_WORDINGS: { readonly [code in MessageCode]: Wording } = { ...CONFIG_WORDINGS, ...ANSWER_WORDINGS, ...NETWORK_WORDINGS };

/**
 * What the error data adds after the sentence, as the English message does: the server's own
 * `Message` (quoted, never translated) or an excerpt of a body that was not JSON, and whether the
 * request went through a proxy.
 */
function suffixes(l10n: Localiser, data: MessageData): string {
  const said = data.serverMessage !== undefined ? ` ${l10n.t('The service said: "{0}"', data.serverMessage)}` : data.body !== undefined ? ` ${l10n.t('(body: "{0}")', data.body)}` : '';
  const proxy = data.viaProxy ? ` ${l10n.t('The request went through the proxy set in http.proxy; check it too.')}` : '';
  return said + proxy;
}

/** The localised text of a coded service error; undefined when it carries no code. */
export function wordServiceError(l10n: Localiser, error: { messageCode?: MessageCode; messageData?: MessageData }): string | undefined {
  const word = error.messageCode === undefined ? undefined : SERVICE_WORDINGS[error.messageCode];
  const data = error.messageData ?? {};
  return word ? word(l10n, data) + suffixes(l10n, data) : undefined;
}

/** The text a user reads for any error: the coded wording, else its own message. */
export function errorText(l10n: Localiser, err: unknown): string {
  const coded = err && typeof err === 'object' ? wordServiceError(l10n, err as { messageCode?: MessageCode; messageData?: MessageData }) : undefined;
  return coded ?? (err instanceof Error ? err.message : String(err));
}
