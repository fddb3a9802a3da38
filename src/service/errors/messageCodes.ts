/**
 * Every message code a service error may carry. Each has one wording in the catalogue
 * (./wordings/catalogue.ts): in English it is the error's `message` (the log, the command line),
 * and the VS Code layer says the same template in the user's language. A code without a wording
 * fails to compile, and test/unit/messages/serviceCodes.test.ts fails when an error a user sees has none.
 */
import { englishText } from './wordings/catalogue';

/** The placeholders of a coded message, by name. */
export type MessageData = Readonly<Record<string, string | number>>;

export const MESSAGE_CODES = [
  // Settings and input, refused before anything is sent.
  'config.noApiToken',
  'config.masterTokenMissing',
  'config.masterTokenIsJwt',
  'config.baseUrlNotUrl',
  'config.baseUrlNotHttps',
  'config.baseUrlCredentials',
  'config.baseUrlPath',
  'config.baseUrlQuery',
  'config.credentialsElsewhere',
  'config.protocolRefused',
  'config.wrongCredential',
  'config.kidNotGuid',
  'config.lifetimeNotWhole',
  'config.lifetimeTooLong',
  'config.secretEmpty',
  'config.jwtSecretMissing',
  'config.savedKeyWithoutSecret',
  'config.noSigningKey',
  'config.serviceJwtNeedsApiToken',
  'config.serviceJwtNeedsKid',
  'config.clientIpEmptyEntry',
  'config.clientIpBadEntry',
  'config.apiTokenEmpty',
  'config.apiTokenSpaces',
  'config.apiTokenIsJwt',
  'config.linkNeedsApiToken',
  'config.notJwt',
  'config.dateInvalid',
  'config.dateOrder',
  // A converter's options, as typed in the form or kept in a preset.
  'option.required',
  'option.toggle',
  'option.choice',
  'option.notInList',
  'option.fileType',
  'option.unknown',
  'option.whole',
  'option.wholeRange',
  'option.wholeMin',
  'option.wholeMax',
  'option.number',
  'option.numberRange',
  'option.numberMin',
  'option.numberMax',
  'option.form',
  'option.formExample',
  'preset.namesFile',
  'preset.holdsPassword',
  'preset.unusable',
  'config.sourceFormatInvalid',
  'config.targetFormatInvalid',
  'config.pageUrlInvalid',
  'config.pageUrlScheme',
  // A Markdown PDF's page (issue 33).
  'config.markdownEmbedLimit',
  // The service's refusals, by status and Code.
  'auth.noCredential',
  'auth.refused',
  'quota.token',
  'quota.account',
  'account.inactive',
  'account.refused',
  'request.notFound',
  'request.tooLarge',
  'request.invalidParameters',
  'request.refused',
  'service.busy',
  'service.timeout',
  'service.passwordProtected',
  'service.convertFailed',
  'service.remoteUnavailable',
  'service.failed',
  // Answers that are not what was asked for.
  'response.unexpectedStatus',
  'response.redirect',
  'response.jsonTooLarge',
  'response.notJson',
  'response.noJwt',
  'response.notAccount',
  'response.csvTooLarge',
  'response.statisticsNotList',
  'response.noConverters',
  'response.foreignResultLink',
  'response.noResultFile',
  'response.jobGone',
  'response.resultWithoutData',
  'response.noUploadId',
  'response.resultNotStored',
  'response.unexpectedEmpty',
  'response.unexpectedPage',
  'response.unexpectedOther',
  'result.tooLong',
  'result.incomplete',
  'result.empty',
  'result.badBase64',
  // This machine.
  'file.outputExists',
  'operation.cancelled',
  'local.writeFailed',
  // The network.
  'network.refused',
  'network.dns',
  'network.timeout',
  'network.tlsUntrusted',
  'network.tlsExpired',
  'network.tlsHostname',
  'network.tls',
  'network.proxyAuth',
  'network.proxy',
  'network.blockedPage',
  'network.reset',
  'network.other',
  'network.answerTimeout',
  'network.answerTimeoutAtLimit',
  'network.noAnswerWithin',
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

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
