// The service's refusals (by status and Code), answers that are not what was asked for, results
// that arrived damaged, and what this machine refused while saving them.
import type { MessageCode, MessageData } from '../messageCodes';
import { credentialLabel, wordOf, type Localiser, type Wordings } from './wording';

type AnswerCode = Extract<
  MessageCode,
  `${'auth' | 'quota' | 'account' | 'request' | 'service' | 'response' | 'result' | 'file' | 'local' | 'operation'}.${string}`
>;

/** "the converted file", or "the result report.pdf". */
function what(l10n: Localiser, d: MessageData): string {
  return d.name === undefined ? l10n.t('the converted file') : l10n.t('the result {0}', d.name);
}

/** "no content type", or the type with what the body showed, in the service layer's punctuation. */
function typeShown(l10n: Localiser, d: MessageData, quote: (shown: string | number) => string): string {
  const type = d.type ?? l10n.t('no content type');
  return d.shown === undefined ? String(type) : `${type}${quote(d.shown)}`;
}

/** "5000 bytes", or "5000 bytes and 10 bytes" (the sizes come as "5000,10"). */
function announced(l10n: Localiser, d: MessageData): string {
  return String(d.announced)
    .split(',')
    .map((n) => l10n.t('{0} bytes', n))
    .reduce((list, next) => l10n.t('{0} and {1}', list, next));
}

const LOCAL_FILE_REASONS = {
  diskFull: (l10n: Localiser) => l10n.t('disk full'),
  permission: (l10n: Localiser) => l10n.t('permission denied'),
  pathTooLong: (l10n: Localiser) => l10n.t('path too long'),
  isDirectory: (l10n: Localiser) => l10n.t('a folder has that name'),
  notDirectory: (l10n: Localiser) => l10n.t('part of the path is a file, not a folder'),
  readOnly: (l10n: Localiser) => l10n.t('the file system is read-only'),
  exists: (l10n: Localiser) => l10n.t('a file with that name already exists'),
  notFound: (l10n: Localiser) => l10n.t('the folder no longer exists'),
  tooManyFiles: (l10n: Localiser) => l10n.t('too many files are open'),
};

/** What the file system said, in the user's words. */
export function localFileReason(l10n: Localiser, reason: string | number | undefined, errno: string | number | undefined): string {
  return wordOf(l10n, LOCAL_FILE_REASONS, reason, (l10n) => l10n.t('the file system refused ({0})', errno ?? ''));
}

export const ANSWER_WORDINGS: Wordings<AnswerCode> = {
  'auth.noCredential': (l10n) => l10n.t('No credential was sent, or the service did not find it (401).'),
  'auth.refused': (l10n, d) => l10n.t('The {0} was refused (401).', credentialLabel(l10n, d.credential)),
  'quota.token': (l10n, d) => l10n.t("The API Token's own consumption limit is used up ({0}).", d.status),
  'quota.account': (l10n, d) => l10n.t('No conversions are left on the account ({0}).', d.status),
  'account.inactive': (l10n, d) =>
    l10n.t(
      'The account is inactive (401, code 4015): the service recognised the {0}, but the account cannot convert.',
      credentialLabel(l10n, d.credential),
    ),
  'account.refused': (l10n, d) => l10n.t('The service refused the request (401, code {0}).', d.code),
  'request.notFound': (l10n) => l10n.t('The service has no such converter or resource (404).'),
  'request.tooLarge': (l10n) => l10n.t('The file is larger than the service accepts (413).'),
  'request.invalidParameters': (l10n, d) => l10n.t('The service refused the parameters ({0}): {1}.', d.status, d.parameters),
  'request.refused': (l10n, d) => l10n.t('The service refused the request ({0}).', d.status),
  'service.busy': (l10n, d) => l10n.t('The service is busy ({0}); try again in {1} s.', d.status, d.seconds),
  'service.timeout': (l10n, d) =>
    l10n.t(
      'The conversion took longer than the service was allowed ({0}, code 5000). Raise the request timeout setting and try again.',
      d.status,
    ),
  'service.passwordProtected': (l10n, d) => l10n.t('The file is password-protected ({0}, code 5003); it needs its password.', d.status),
  'service.convertFailed': (l10n, d) => l10n.t('The service could not convert the file ({0}, code {1}).', d.status, d.code),
  'service.remoteUnavailable': (l10n, d) =>
    l10n.t(
      'The service could not fetch the page or file from its address ({0}, code 5008). Check the address, and that the service can reach it: a page behind a sign-in or only on your own network cannot be fetched.',
      d.status,
    ),
  'service.failed': (l10n, d) => l10n.t('The service failed ({0}).', d.status),
  'response.unexpectedStatus': (l10n, d) =>
    l10n.t(
      'The service answered {0} (a redirect or another unexpected status) instead of a result. Check the service address and your proxy.',
      d.status,
    ),
  'response.redirect': (l10n) =>
    l10n.t('The service answered with a redirect (3xx) instead of a result. Check the service address and your proxy.'),
  'response.jsonTooLarge': (l10n, d) =>
    l10n.t('The service answered {0} with a JSON body larger than {1} MiB, more than the extension reads in one piece.', d.status, d.mib),
  // Without `excerpt` the body held internals: suffixes() then says they are in the log.
  'response.notJson': (l10n, d) =>
    d.excerpt === undefined
      ? l10n.t('The service answered {0} with a body that is not JSON.', d.status)
      : l10n.t('The service answered {0} with a body that is not JSON: "{1}".', d.status, d.excerpt),
  'response.noJwt': (l10n, d) =>
    d.excerpt === undefined
      ? l10n.t('The token endpoint answered {0} without a JWT in its body.', d.status)
      : l10n.t('The token endpoint answered {0} without a JWT in its body: "{1}".', d.status, d.excerpt),
  'response.notAccount': (l10n) => l10n.t('The service answered /user with something that is not an account record.'),
  'response.csvTooLarge': (l10n, d) => l10n.t('The statistics export is larger than {0} MiB; choose a shorter date range.', d.mib),
  'response.statisticsNotList': (l10n) => l10n.t('The service answered the statistics request with something that is not a list.'),
  'response.noConverters': (l10n) => l10n.t('The service’s converter catalogue (/info/openapi) lists no converter the extension can read.'),
  'response.foreignResultLink': (l10n, d) =>
    l10n.t("The service named a result link on {0}, which is not one of the service's hosts; it was not downloaded.", d.origin),
  'response.noResultFile': (l10n, d) => l10n.t('The service answered {0} without any result file.', d.status),
  'response.jobGone': (l10n) =>
    l10n.t(
      'The service no longer has this conversion job, or it did not end in time; its result cannot be fetched. Convert the file again.',
    ),
  'response.resultWithoutData': (l10n, d) => l10n.t('Result {0} from the service has neither Url nor FileData.', d.number),
  'response.noUploadId': (l10n, d) => l10n.t('The service answered {0} to the upload without a FileId.', d.status),
  'response.resultNotStored': (l10n, d) =>
    l10n.t('Result {0} from the service was not stored on its file server (no FileId or Url).', d.number),
  'response.unexpectedEmpty': (l10n, d) =>
    l10n.t(
      'The service address answered {0} with an empty body ({1}) instead of {2}; nothing was saved.',
      d.status,
      typeShown(l10n, d, () => ''),
      what(l10n, d),
    ),
  'response.unexpectedPage': (l10n, d) =>
    l10n.t(
      'The service address answered {0} with a web page ({1}) instead of {2}; nothing was saved. A network login page (captive portal) or a proxy may be in the way.',
      d.status,
      typeShown(l10n, d, (shown) => `, "${shown}"`),
      what(l10n, d),
    ),
  'response.unexpectedOther': (l10n, d) =>
    l10n.t(
      'The service address answered {0} with {1} instead of {2}; nothing was saved.',
      d.status,
      typeShown(l10n, d, (shown) => ` ("${shown}")`),
      what(l10n, d),
    ),
  'result.tooLong': (l10n, d) =>
    l10n.t(
      'The result {0} came back incomplete or damaged (more than {1} bytes, announced {2}); nothing was saved.',
      d.name,
      d.bytes,
      announced(l10n, d),
    ),
  'result.incomplete': (l10n, d) =>
    l10n.t(
      'The result {0} came back incomplete or damaged ({1} bytes, announced {2}); nothing was saved.',
      d.name,
      d.bytes,
      announced(l10n, d),
    ),
  'result.empty': (l10n, d) => l10n.t('The service answered with an empty result for {0}; nothing was saved.', d.name),
  'result.badBase64': (l10n, d) => l10n.t('The service sent the result {0} as damaged data (not valid base64); nothing was saved.', d.name),
  'file.outputExists': (l10n, d) => l10n.t('The file {0} already exists and was not overwritten.', d.path),
  'local.writeFailed': (l10n, d) =>
    l10n.t('Could not write {0}: {1}.', d.path ?? l10n.t('the result'), localFileReason(l10n, d.reason, d.errno)),
  'operation.cancelled': (l10n) => l10n.t('The operation was cancelled.'),
};
