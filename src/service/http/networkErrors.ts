/**
 * A low-level failure (refused, DNS, timeout, TLS, proxy, reset) as a NetworkError that names its
 * cause and the host, never the URL.
 */
import {
  coded,
  type CodedMessage,
  NetworkError,
  type NetworkCause,
  type MessageCode,
  Redactor,
  redactPatterns,
  serverText,
} from '../errors';

function errorCodes(err: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof e.code === 'string') {
      codes.push(e.code);
    }
    if (typeof e.name === 'string') {
      codes.push(e.name);
    }
    if (Array.isArray(e.errors)) {
      for (const inner of e.errors) {
        codes.push(...errorCodes(inner));
      }
    }
    current = e.cause;
  }
  return codes;
}

function messages(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { message?: unknown; cause?: unknown };
    if (typeof e.message === 'string') {
      parts.push(e.message);
    }
    current = e.cause;
  }
  return parts.join(' | ');
}

/**
 * Names the certificate problem in words. An untrusted issuer is the usual sign of a network
 * that inspects TLS: the fix is its root certificate in the OS trust store (which VS Code hands
 * to extensions with http.systemCertificates), never switching certificate checks off.
 */
function tlsFailure(host: string, codes: readonly string[]): CodedMessage {
  const code = codes.find((c) => /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH)/.test(c));
  const messageData = { host, named: code ? ` (${code})` : '' };
  if (code && /^(UNABLE_TO_|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_UNTRUSTED|CERT_SIGNATURE_FAILURE)/.test(code)) {
    return coded('network.tlsUntrusted', messageData);
  }
  if (code && /^CERT_(HAS_EXPIRED|NOT_YET_VALID)/.test(code)) {
    return coded('network.tlsExpired', messageData);
  }
  if (code && /ALTNAME|HOSTNAME_MISMATCH/.test(code)) {
    return coded('network.tlsHostname', messageData);
  }
  return coded('network.tls', messageData);
}

/** True when the connection was never made (refused, or the connect timeout): nothing reached the server. */
export function failedToConnect(err: unknown): boolean {
  return errorCodes(err).some((c) => c === 'ECONNREFUSED' || c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'ConnectTimeoutError');
}

/** Maps a low-level failure to a NetworkError that names its cause and the host (never the URL). */
export function networkError(err: unknown, url: URL, proxied = false, redactor?: Redactor): NetworkError {
  const codes = errorCodes(err);
  const has = (...names: string[]): boolean =>
    codes.some((c) => names.includes(c) || names.some((n) => n.endsWith('*') && c.startsWith(n.slice(0, -1))));
  const host = url.host;
  let reason: NetworkCause = 'other';
  let messageCode: MessageCode = 'network.other';
  let messageData: Record<string, string | number> = { host };
  if (has('ECONNREFUSED')) {
    reason = 'refused';
    messageCode = 'network.refused';
  } else if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL')) {
    reason = 'dns';
    messageCode = 'network.dns';
  } else if (
    has(
      'UND_ERR_CONNECT_TIMEOUT',
      'UND_ERR_HEADERS_TIMEOUT',
      'UND_ERR_BODY_TIMEOUT',
      'ETIMEDOUT',
      'TimeoutError',
      'HeadersTimeoutError',
      'BodyTimeoutError',
      'ConnectTimeoutError',
    )
  ) {
    reason = 'timeout';
    messageCode = 'network.timeout';
  } else if (
    has(
      'CERT_*',
      'ERR_TLS_*',
      'ERR_SSL_*',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_*',
      'HOSTNAME_MISMATCH',
      'EPROTO',
    )
  ) {
    reason = 'tls';
    ({ messageCode, messageData = {} } = tlsFailure(host, codes));
  } else if (/Proxy response \(407\)|Proxy Authentication Required/i.test(messages(err))) {
    reason = 'proxy';
    messageCode = 'network.proxyAuth';
  } else if (has('UND_ERR_PRX_TLS', 'ProxyError', 'UND_ERR_PROXY') || /Proxy response \(\d+\)/i.test(messages(err))) {
    reason = 'proxy';
    messageCode = 'network.proxy';
  } else if (has('ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'SocketError', 'UND_ERR_CLOSED')) {
    reason = 'reset';
    messageCode = 'network.reset';
  } else {
    const raw = String((err as Error)?.message ?? err);
    // One line, capped, redacted: a low-level message may quote a header value or a URL.
    const detail = serverText(raw, redactor ?? { redact: redactPatterns }, 200);
    messageData = { host, detail };
  }
  if (proxied && reason !== 'proxy') {
    messageData = { ...messageData, viaProxy: 1 };
  }
  return new NetworkError(coded(messageCode, messageData), reason, host);
}
