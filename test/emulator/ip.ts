/** IP address helpers: canonical forms, loopback checks and the JWT `clientIp` match. */
import { lookup } from 'node:dns/promises';
import { isIP, isIPv4, isIPv6 } from 'node:net';

/** Eight 16-bit groups of an IPv6 literal (zone id dropped), or undefined when it is not one. */
function ipv6Groups(addr: string): number[] | undefined {
  const bare = addr.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (!isIPv6(bare)) {
    return undefined;
  }
  let text = bare.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const b = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - headParts.length - tailParts.length).fill('0');
  return [...headParts, ...fill, ...tailParts].map((g) => parseInt(g, 16));
}

/**
 * The canonical text of an IP literal: IPv4 dotted quad, or IPv6 as eight lower-case groups.
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) becomes the IPv4 form.
 * Undefined when `addr` is not an IP literal.
 */
export function canonicalIp(addr: string): string | undefined {
  const trimmed = addr.trim();
  if (isIPv4(trimmed)) {
    return trimmed
      .split('.')
      .map((o) => String(Number(o)))
      .join('.');
  }
  const groups = ipv6Groups(trimmed);
  if (!groups) {
    return undefined;
  }
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return groups.map((g) => g.toString(16)).join(':');
}

/** True for 127.0.0.0/8, ::1 (and their mapped forms) and `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) {
    return true;
  }
  const ip = canonicalIp(h);
  return ip !== undefined && (ip.startsWith('127.') || ip === '0:0:0:0:0:0:0:1');
}

/** True when `entry` is an IP literal or a syntactically valid host name (RFC 1123). */
export function isIpOrHostName(entry: string): boolean {
  if (isIP(entry.replace(/^\[|\]$/g, '')) !== 0) {
    return true;
  }
  return entry.length <= 253 && /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.?$/i.test(entry);
}

/** Splits a comma-separated `clientIp` list into its non-empty trimmed entries. */
export function splitIpList(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Whether the peer `remoteIp` is one of the entries of a comma-separated list of addresses and
 * host names. Host names are resolved (bounded to two seconds; a failed lookup matches nothing).
 */
export async function ipListAllows(list: string, remoteIp: string): Promise<boolean> {
  const peer = canonicalIp(remoteIp);
  if (peer === undefined) {
    return false;
  }
  for (const entry of splitIpList(list)) {
    const literal = canonicalIp(entry.replace(/^\[|\]$/g, ''));
    if (literal !== undefined) {
      if (literal === peer) {
        return true;
      }
      continue;
    }
    const addresses = await resolveBounded(entry);
    if (addresses.some((a) => canonicalIp(a) === peer)) {
      return true;
    }
  }
  return false;
}

async function resolveBounded(name: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), 2000);
  });
  try {
    const found = lookup(name, { all: true }).then(
      (r) => r.map((a) => a.address),
      () => [],
    );
    return await Promise.race([found, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
