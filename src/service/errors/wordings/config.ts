// Settings and input the service layer refused before sending anything.
import type { MessageCode } from '../messageCodes';
import { credentialLabel, type Wordings } from './wording';

type ConfigCode = Extract<MessageCode, `config.${string}`>;

export const CONFIG_WORDINGS: Wordings<ConfigCode> = {
  'config.noApiToken': (l10n) => l10n.t('No API Token is set. Set one to convert files.'),
  'config.masterTokenMissing': (l10n) => l10n.t('The Master Token is not set.'),
  'config.masterTokenIsJwt': (l10n) =>
    l10n.t('This looks like a JWT, not the Master Token: account requests take the Master Token from the dashboard.'),
  'config.baseUrlNotUrl': (l10n, d) =>
    l10n.t('The service address "{0}" is not a valid URL. Use an address such as {1}.', d.value, d.example),
  'config.baseUrlNotHttps': (l10n, d) =>
    l10n.t('The service address must use https:// (plain http:// is allowed only for loopback hosts such as 127.0.0.1); got {0}.', d.got),
  'config.baseUrlCredentials': (l10n) => l10n.t('The service address must not contain a user name or password.'),
  'config.baseUrlPath': (l10n, d) =>
    l10n.t(
      'The service address must be a host only, without a path (the API version is part of the host name): use {0} instead of {0}{1}.',
      d.origin,
      d.path,
    ),
  'config.baseUrlQuery': (l10n) => l10n.t('The service address must not contain a query or a fragment.'),
  'config.credentialsElsewhere': (l10n, d) => l10n.t('Refusing to send credentials to {0}: only {1} receives them.', d.origin, d.baseUrl),
  'config.protocolRefused': (l10n, d) => l10n.t('Refusing to use {0}: only https:// (or http:// on loopback) is allowed.', d.target),
  'config.wrongCredential': (l10n, d) =>
    l10n.t(
      'A {0} cannot be used for {1}; it takes {2}.',
      credentialLabel(l10n, d.credential),
      d.path ?? l10n.t('the account (administrative) requests'),
      String(d.allowed)
        .split(',')
        .map((kind) => credentialLabel(l10n, kind))
        .reduce((list, next) => l10n.t('{0} or {1}', list, next)),
    ),
  'config.kidNotGuid': (l10n) => l10n.t('The Kid is a GUID such as 0f8fad5b-d9cb-469f-a165-70867728950e (copy it from the dashboard).'),
  'config.lifetimeNotWhole': (l10n) => l10n.t('The lifetime is a whole number of seconds greater than 0.'),
  'config.lifetimeTooLong': (l10n, d) => l10n.t('The lifetime can be at most {0} seconds (30 days).', d.max),
  'config.secretEmpty': (l10n) => l10n.t('The signing secret is empty.'),
  'config.jwtSecretMissing': (l10n) => l10n.t('The JWT signing secret is not set.'),
  'config.savedKeyWithoutSecret': (l10n, d) =>
    l10n.t(
      'Self-signed JWTs need the secret of the signing key, and the one saved (Kid {0}) has none: set the JWT signing key again with its secret.',
      d.kid,
    ),
  'config.noSigningKey': (l10n) => l10n.t('Self-signed JWTs need a signing key: set the Kid and secret of an API Token.'),
  'config.serviceJwtNeedsApiToken': (l10n) => l10n.t('JWTs from the token endpoint need an API Token to ask for them: set one.'),
  'config.serviceJwtNeedsKid': (l10n) =>
    l10n.t('JWTs from the token endpoint need the Kid of an API Token: set the JWT signing key (the secret is not needed).'),
  'config.clientIpEmptyEntry': (l10n) => l10n.t('The list has an empty entry; separate addresses with single commas.'),
  'config.clientIpBadEntry': (l10n, d) => l10n.t('"{0}" is not an IPv4 or IPv6 address or a host name.', d.entry),
  'config.apiTokenEmpty': (l10n) => l10n.t('The API Token is empty.'),
  'config.apiTokenSpaces': (l10n) => l10n.t('The API Token has spaces in it; paste it exactly as the dashboard shows it.'),
  'config.apiTokenIsJwt': (l10n) => l10n.t('This looks like a JWT, not an API Token (API Tokens have no dots).'),
  'config.linkNeedsApiToken': (l10n) =>
    l10n.t(
      'A Web-to-PDF link carries an API Token: the service accepts a JWT only in the Authorization header of a request, never in the address of a link.',
    ),
  'config.notJwt': (l10n) => l10n.t('This value is not a JWT that can be decoded.'),
  'config.dateInvalid': (l10n, d) => l10n.t('"{0}" is not a date in the form YYYY-MM-DD.', d.date),
  'config.dateOrder': (l10n) => l10n.t('The start date is after the end date.'),
  'config.sourceFormatInvalid': (l10n, d) =>
    l10n.t('The source format "{0}" is not valid. A format is 1 to 16 letters or digits, such as pdf or docx.', d.format),
  'config.targetFormatInvalid': (l10n, d) =>
    l10n.t('The target format "{0}" is not valid. A format is 1 to 16 letters or digits, such as pdf or docx.', d.format),
  'config.pageUrlInvalid': (l10n, d) => l10n.t('"{0}" is not a web address. Use a full address such as https://example.com/page.', d.url),
  'config.pageUrlScheme': (l10n) => l10n.t('Only http:// and https:// pages can be converted.'),
  'config.markdownEmbedLimit': (l10n, d) =>
    l10n.t(
      '{0}: its images and fonts pass the {1} MB one page may embed. Make them smaller, or link them from the web.',
      d.document,
      d.limitMB,
    ),
};
