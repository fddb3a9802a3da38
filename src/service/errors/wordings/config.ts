// Settings and input the service layer refused before sending anything.
import type { MessageCode } from '../messageCodes';
import { credentialLabel, type Wordings } from './wording';

type ConfigCode = Extract<MessageCode, `config.${string}`>;

export const CONFIG_WORDINGS: Wordings<ConfigCode> = {
  'config.noApiToken': 'No API Token is set. Set one to convert files.',
  'config.masterTokenMissing': 'The Master Token is not set.',
  'config.masterTokenIsJwt': 'This looks like a JWT, not the Master Token: account requests take the Master Token from the dashboard.',
  'config.baseUrlNotUrl': 'The service address "{value}" is not a valid URL. Use an address such as {example}.',
  'config.baseUrlNotHttps':
    'The service address must use https:// (plain http:// is allowed only for loopback hosts such as 127.0.0.1); got {got}.',
  'config.baseUrlCredentials': 'The service address must not contain a user name or password.',
  'config.baseUrlPath':
    'The service address must be a host only, without a path (the API version is part of the host name): use {origin} instead of {origin}{path}.',
  'config.baseUrlQuery': 'The service address must not contain a query or a fragment.',
  'config.credentialsElsewhere': 'Refusing to send credentials to {origin}: only {baseUrl} receives them.',
  'config.protocolRefused': 'Refusing to use {target}: only https:// (or http:// on loopback) is allowed.',
  'config.wrongCredential': (l10n, d) =>
    l10n.t('A {credential} cannot be used for {path}; it takes {allowed}.', {
      credential: credentialLabel(l10n, d.credential),
      path: d.path ?? l10n.t('the account (administrative) requests'),
      allowed: String(d.allowed)
        .split(',')
        .map((kind) => credentialLabel(l10n, kind))
        .reduce((list, last) => l10n.t('{list} or {last}', { list, last })),
    }),
  'config.kidNotGuid': 'The Kid is a GUID such as 0f8fad5b-d9cb-469f-a165-70867728950e (copy it from the dashboard).',
  'config.lifetimeNotWhole': 'The lifetime is a whole number of seconds greater than 0.',
  'config.lifetimeTooLong': 'The lifetime can be at most {max} seconds (30 days).',
  'config.secretEmpty': 'The signing secret is empty.',
  'config.jwtSecretMissing': 'The JWT signing secret is not set.',
  'config.savedKeyWithoutSecret':
    'Self-signed JWTs need the secret of the signing key, and the one saved (Kid {kid}) has none: set the JWT signing key again with its secret.',
  'config.noSigningKey': 'Self-signed JWTs need a signing key: set the Kid and secret of an API Token.',
  'config.serviceJwtNeedsApiToken': 'JWTs from the token endpoint need an API Token to ask for them: set one.',
  'config.serviceJwtNeedsKid':
    'JWTs from the token endpoint need the Kid of an API Token: set the JWT signing key (the secret is not needed).',
  'config.clientIpEmptyEntry': 'The list has an empty entry; separate addresses with single commas.',
  'config.clientIpBadEntry': '"{entry}" is not an IPv4 or IPv6 address or a host name.',
  'config.apiTokenEmpty': 'The API Token is empty.',
  'config.apiTokenSpaces': 'The API Token has spaces in it; paste it exactly as the dashboard shows it.',
  'config.apiTokenIsJwt': 'This looks like a JWT, not an API Token (API Tokens have no dots).',
  'config.linkNeedsApiToken':
    'A Web-to-PDF link carries an API Token: the service accepts a JWT only in the Authorization header of a request, never in the address of a link.',
  'config.notJwt': 'This value is not a JWT that can be decoded.',
  'config.dateInvalid': '"{date}" is not a date in the form YYYY-MM-DD.',
  'config.dateOrder': 'The start date is after the end date.',
  'config.sourceFormatInvalid': 'The source format "{format}" is not valid. A format is 1 to 16 letters or digits, such as pdf or docx.',
  'config.targetFormatInvalid': 'The target format "{format}" is not valid. A format is 1 to 16 letters or digits, such as pdf or docx.',
  'config.pageUrlInvalid': '"{url}" is not a web address. Use a full address such as https://example.com/page.',
  'config.pageUrlScheme': 'Only http:// and https:// pages can be converted.',
  'config.markdownEmbedLimit':
    '{document}: its images and fonts pass the {limitMB} MB one page may embed. Make them smaller, or link them from the web.',
};
