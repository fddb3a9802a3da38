// The one catalogue of coded messages: each code's wording, written once in English. Plain (no
// vscode): the service layer words its errors' `message` with it in English, the editor the same
// templates in the user's language (src/messages/serviceWording.ts).
import type { MessageCode, MessageData } from '../messageCodes';
import { ANSWER_WORDINGS } from './answers';
import { CONFIG_WORDINGS } from './config';
import { NETWORK_WORDINGS } from './network';
import { OPTION_WORDINGS, inPreset } from './options';
import { word } from './derived';
import { english, suffixes, wordedData, type Localiser, type Wording } from './wording';

/** One wording per code: a code without one fails to compile, and the unit tests check the bundles. */
export const SERVICE_WORDINGS: { readonly [code in MessageCode]: Wording } = {
  ...CONFIG_WORDINGS,
  ...OPTION_WORDINGS,
  ...ANSWER_WORDINGS,
  ...NETWORK_WORDINGS,
};

/** A message code and its data. */
export interface CodedMessage {
  readonly messageCode: MessageCode;
  readonly messageData?: MessageData;
}

/**
 * The text of a coded message: its wording, what the service said, and (for a problem of a saved
 * preset) the preset's name first. `forLog`: the English of the log and the command line, which
 * quotes the service's words even where they hold internals a person is only told about.
 */
export function wordCoded(l10n: Localiser, coded: CodedMessage, forLog = false): string {
  const data = wordedData(coded.messageData ?? {}, forLog);
  return inPreset(l10n, data, word(l10n, SERVICE_WORDINGS[coded.messageCode], data) + suffixes(l10n, data));
}

/** The English text of a coded message, as the log and every plain front-end print it. */
export function englishText(coded: CodedMessage): string {
  return wordCoded(english, coded, true);
}

/** What a validator found wrong: its code and data (for the user) and their English wording (for the log). */
export interface Problem {
  readonly message: string;
  readonly messageCode: MessageCode;
  readonly messageData?: MessageData;
}

/** A Problem; `message` is the catalogue's English wording of `messageCode` filled with `messageData`. */
export function problem(messageCode: MessageCode, messageData?: MessageData): Problem {
  const coded = messageData === undefined ? { messageCode } : { messageCode, messageData };
  return { message: englishText(coded), ...coded };
}

/**
 * The server's own words as data: its `Message` (quoted, never translated), or, when the body was
 * not JSON, an excerpt of it. The wording appends them after the sentence.
 */
export function serverWords(serverMessage: string | undefined, bodyExcerpt?: string): MessageData {
  if (serverMessage) {
    return { serverMessage };
  }
  return bodyExcerpt === undefined ? {} : { body: bodyExcerpt };
}
