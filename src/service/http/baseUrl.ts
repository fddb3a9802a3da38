import { ConfigError } from '../errors';

/** The default service host (CONTRACT.md). */
export const DEFAULT_BASE_URL = 'https://v2.convertapi.com';
/** The default dashboard where tokens are managed. */
export const DEFAULT_DASHBOARD_URL = 'https://www.convertapi.com/a/authentication';

/**
 * True for 127.0.0.0/8, ::1 and localhost: the only hosts that may be reached over plain http.
 * Not "*.localhost": whether such names resolve to loopback is up to the resolver, and a wrong
 * guess would send a token in clear text. IPv4-mapped loopback (::ffff:127.x.y.z, which URL
 * writes as ::ffff:7fxx:yyzz) counts as 127/8.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === 'localhost.') {
    return true;
  }
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') {
    return true;
  }
  if (/^::ffff:(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|7f[0-9a-f]{2}:[0-9a-f]{1,4})$/.test(host)) {
    return true;
  }
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Validates a base URL as CONTRACT.md says (https, except http to loopback; no path other than
 * "/", no query, no credentials) and returns its origin without a trailing slash.
 */
export function normalizeBaseUrl(raw: string, setting = 'baseUrl'): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`The service address "${text}" is not a valid URL. Use an address such as ${DEFAULT_BASE_URL}.`, setting, {
      messageCode: 'config.baseUrlNotUrl',
      messageData: { value: text, example: DEFAULT_BASE_URL },
    });
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    const got = `${url.protocol}//${url.host}`;
    throw new ConfigError(
      `The service address must use https:// (plain http:// is allowed only for loopback hosts such as 127.0.0.1); got ${got}.`,
      setting,
      {
        messageCode: 'config.baseUrlNotHttps',
        messageData: { got },
      },
    );
  }
  if (url.username || url.password) {
    throw new ConfigError('The service address must not contain a user name or password.', setting, {
      messageCode: 'config.baseUrlCredentials',
    });
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    throw new ConfigError(
      `The service address must be a host only, without a path (the API version is part of the host name): use ${url.origin} instead of ${url.origin}${url.pathname}.`,
      setting,
      { messageCode: 'config.baseUrlPath', messageData: { origin: url.origin, path: url.pathname } },
    );
  }
  if (url.search || url.hash) {
    throw new ConfigError('The service address must not contain a query or a fragment.', setting, { messageCode: 'config.baseUrlQuery' });
  }
  return url.origin;
}
