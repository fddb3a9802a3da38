import { isLoopbackHost } from './baseUrl';

/**
 * True when requests to `url` go direct although a proxy is set: loopback hosts always (a proxy
 * cannot reach this machine's loopback), and hosts on the no-proxy list. Entries are host names
 * ("example.com" also matches its subdomains, as do ".example.com" and "*.example.com"), IP
 * literals ("[::1]" or "::1"), optionally with ":port"; "*" bypasses the proxy for every host.
 */
export function bypassesProxy(url: URL, noProxy: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopbackHost(host)) {
    return true;
  }
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  for (const raw of noProxy.flatMap((e) => e.split(/[\s,]+/))) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') {
      continue;
    }
    if (entry === '*') {
      return true;
    }
    // "[v6]:port", "host:port", "[v6]", bare "v6" (more than one colon), or a host name.
    const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ?? (entry.split(':').length === 2 ? /^([^:]+):(\d+)$/.exec(entry) : null);
    const entryHost = (m ? m[1] : entry).replace(/^\*?\./, '');
    const entryPort = m?.[2] ? Number(m[2]) : undefined;
    if (entryPort !== undefined && entryPort !== port) {
      continue;
    }
    if (host === entryHost || host.endsWith(`.${entryHost}`)) {
      return true;
    }
  }
  return false;
}
