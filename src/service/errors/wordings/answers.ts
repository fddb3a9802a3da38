// The service's refusals (by status and Code), answers that are not what was asked for, results
// that arrived damaged, and what this machine refused while saving them.
import type { MessageCode, MessageData } from '../messageCodes';
import { contentType, resultNamed } from './derived';
import { wordOf, type Localiser, type Wordings } from './wording';

type AnswerCode = Extract<
  MessageCode,
  `${'auth' | 'quota' | 'account' | 'request' | 'service' | 'response' | 'result' | 'file' | 'local' | 'operation'}.${string}`
>;

/** The content type with what the body showed, in the punctuation of the sentence it goes into. */
function typeShown(l10n: Localiser, d: MessageData, quote: (shown: string | number) => string): string {
  const type = contentType(l10n, d);
  return d.shown === undefined ? String(type) : `${type}${quote(d.shown)}`;
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
  return wordOf(l10n, LOCAL_FILE_REASONS, reason, (l10n) => l10n.t('the file system refused ({errno})', { errno: errno ?? '' }));
}

export const ANSWER_WORDINGS: Wordings<AnswerCode> = {
  'auth.noCredential': 'No credential was sent, or the service did not find it (401).',
  'auth.refused': 'The {credential} was refused (401).',
  'quota.token': "The API Token's own consumption limit is used up ({status}).",
  'quota.account': 'No conversions are left on the account ({status}).',
  'account.inactive': 'The account is inactive (401, code 4015): the service recognised the {credential}, but the account cannot convert.',
  'account.refused': 'The service refused the request (401, code {code}).',
  'request.notFound': 'The service has no such converter or resource (404).',
  'request.tooLarge': 'The file is larger than the service accepts (413).',
  'request.invalidParameters': 'The service refused the parameters ({status}): {parameters}.',
  'request.refused': 'The service refused the request ({status}).',
  'service.busy': 'The service is busy ({status}); try again in {seconds} s.',
  'service.timeout':
    'The conversion took longer than the service was allowed ({status}, code 5000). Raise the request timeout setting and try again.',
  'service.passwordProtected': 'The file is password-protected ({status}, code 5003); it needs its password.',
  'service.convertFailed': 'The service could not convert the file ({status}, code {code}).',
  'service.remoteUnavailable':
    'The service could not fetch the page or file from its address ({status}, code 5008). Check the address, and that the service can reach it: a page behind a sign-in or only on your own network cannot be fetched.',
  'service.failed': 'The service failed ({status}).',
  'response.unexpectedStatus':
    'The service answered {status} (a redirect or another unexpected status) instead of a result. Check the service address and your proxy.',
  'response.redirect': 'The service answered with a redirect (3xx) instead of a result. Check the service address and your proxy.',
  'response.jsonTooLarge':
    'The service answered {status} with a JSON body larger than {mib} MiB, more than the extension reads in one piece.',
  // Without `excerpt` the body held internals: suffixes() then says they are in the log.
  'response.notJson': (l10n, d) =>
    d.excerpt === undefined
      ? l10n.t('The service answered {status} with a body that is not JSON.', d)
      : l10n.t('The service answered {status} with a body that is not JSON: "{excerpt}".', d),
  'response.noJwt': (l10n, d) =>
    d.excerpt === undefined
      ? l10n.t('The token endpoint answered {status} without a JWT in its body.', d)
      : l10n.t('The token endpoint answered {status} without a JWT in its body: "{excerpt}".', d),
  'response.notAccount': 'The service answered /user with something that is not an account record.',
  'response.csvTooLarge': 'The statistics export is larger than {mib} MiB; choose a shorter date range.',
  'response.statisticsNotList': 'The service answered the statistics request with something that is not a list.',
  'response.noConverters': 'The service’s converter catalogue (/info/openapi) lists no converter the extension can read.',
  'response.foreignResultLink':
    "The service named a result link on {origin}, which is not one of the service's hosts; it was not downloaded.",
  'response.noResultFile': 'The service answered {status} without any result file.',
  'response.jobGone':
    'The service no longer has this conversion job, or it did not end in time; its result cannot be fetched. Convert the file again.',
  'response.resultWithoutData': 'Result {number} from the service has neither Url nor FileData.',
  'response.noUploadId': 'The service answered {status} to the upload without a FileId.',
  'response.resultNotStored': 'Result {number} from the service was not stored on its file server (no FileId or Url).',
  'response.unexpectedEmpty': 'The service address answered {status} with an empty body ({type}) instead of {result}; nothing was saved.',
  'response.unexpectedPage': (l10n, d) =>
    l10n.t(
      'The service address answered {status} with a web page ({type}) instead of {result}; nothing was saved. A network login page (captive portal) or a proxy may be in the way.',
      { status: d.status, type: typeShown(l10n, d, (shown) => `, "${shown}"`), result: resultNamed(l10n, d) },
    ),
  'response.unexpectedOther': (l10n, d) =>
    l10n.t('The service address answered {status} with {type} instead of {result}; nothing was saved.', {
      status: d.status,
      type: typeShown(l10n, d, (shown) => ` ("${shown}")`),
      result: resultNamed(l10n, d),
    }),
  'result.tooLong':
    'The result {name} came back incomplete or damaged (more than {bytes} bytes, announced {announced}); nothing was saved.',
  'result.incomplete': 'The result {name} came back incomplete or damaged ({bytes} bytes, announced {announced}); nothing was saved.',
  'result.empty': 'The service answered with an empty result for {name}; nothing was saved.',
  'result.badBase64': 'The service sent the result {name} as damaged data (not valid base64); nothing was saved.',
  'file.outputExists': 'The file {path} already exists and was not overwritten.',
  'local.writeFailed': (l10n, d) =>
    l10n.t('Could not write {path}: {reason}.', { path: d.path ?? l10n.t('the result'), reason: localFileReason(l10n, d.reason, d.errno) }),
  'operation.cancelled': 'The operation was cancelled.',
};
