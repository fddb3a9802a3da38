// The service layer throws a message code and its data; this says them in the user's language,
// from the one catalogue (src/service/errors/wordings/) whose English is the error's `message`.
// Pure (the caller passes vscode.l10n) so that a unit test can check every code against the bundles.
import { type MessageCode, type MessageData, type Localiser, wordCoded } from '../service/errors';
import { unlinked } from './unlinked';

export { SERVICE_WORDINGS } from '../service/errors';

/** The localised text of a coded service error; undefined when it carries no code. */
export function wordServiceError(l10n: Localiser, error: { messageCode?: MessageCode; messageData?: MessageData }): string | undefined {
  if (error.messageCode === undefined) {
    return undefined;
  }
  const data = error.messageData ?? {};
  // The service's own words in a notification: no `[text](target)` of theirs becomes a link.
  const said = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, key === 'serverMessage' || key === 'body' ? unlinked(String(value)) : value]),
  );
  return wordCoded(l10n, { messageCode: error.messageCode, messageData: said });
}

/** The text a user reads for any error: the coded wording, else its own message. */
export function errorText(l10n: Localiser, err: unknown): string {
  const coded =
    err && typeof err === 'object' ? wordServiceError(l10n, err as { messageCode?: MessageCode; messageData?: MessageData }) : undefined;
  return coded ?? (err instanceof Error ? err.message : String(err));
}
