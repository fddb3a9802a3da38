import { coded, ConfigError } from '../errors';

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
 * A value that is no address, as a message may show it: an address-like one as typed (a host name
 * without its scheme, a typo), anything else by its length only, since a token
 * pasted into the address setting by mistake must not reach a message or the log (tokens mix upper and lower
 * case; a host name is typed in lower case).
 */
function shownValue(text: string): string {
  return text.length <= 100 && /^(?:https?:\/\/?)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d*)?\/?$/.test(text)
    ? text
    : `(${text.length} characters, not shown)`;
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
    throw new ConfigError(coded('config.baseUrlNotUrl', { value: shownValue(text), example: DEFAULT_BASE_URL }), setting);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    const got = `${url.protocol}//${url.host}`;
    throw new ConfigError(coded('config.baseUrlNotHttps', { got }), setting);
  }
  if (url.username || url.password) {
    throw new ConfigError(coded('config.baseUrlCredentials'), setting);
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    throw new ConfigError(coded('config.baseUrlPath', { origin: url.origin, path: url.pathname }), setting);
  }
  if (url.search || url.hash) {
    throw new ConfigError(coded('config.baseUrlQuery'), setting);
  }
  return url.origin;
}
