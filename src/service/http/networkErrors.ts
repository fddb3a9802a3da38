/**
 * A low-level failure (refused, DNS, timeout, TLS, proxy, reset) as a NetworkError that names its
 * cause and the host, never the URL.
 */
import { NetworkError, type NetworkCause, type MessageCode, type MessageData, Redactor, redactPatterns, serverText } from '../errors';

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
function tlsMessage(host: string, codes: readonly string[]): { message: string; messageCode: MessageCode; messageData: MessageData } {
  const code = codes.find((c) => /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH)/.test(c));
  const named = code ? ` (${code})` : '';
  const messageData = { host, named };
  if (code && /^(UNABLE_TO_|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_UNTRUSTED|CERT_SIGNATURE_FAILURE)/.test(code)) {
    return {
      message:
        `The certificate of ${host} is not trusted: it is signed by a certificate authority this computer does not know${named}. ` +
        `If your network inspects secure connections (a corporate proxy or security software), add its root certificate to the operating system's trust store (ask your IT department); VS Code passes that store to extensions while http.systemCertificates is on.`,
      messageCode: 'network.tlsUntrusted',
      messageData,
    };
  }
  if (code && /^CERT_(HAS_EXPIRED|NOT_YET_VALID)/.test(code)) {
    return {
      message: `The certificate of ${host} is outside its validity period${named}. Check this computer's date and time.`,
      messageCode: 'network.tlsExpired',
      messageData,
    };
  }
  if (code && /ALTNAME|HOSTNAME_MISMATCH/.test(code)) {
    return {
      message: `The certificate presented for ${host} is for another host name${named}. Check the service address.`,
      messageCode: 'network.tlsHostname',
      messageData,
    };
  }
  return {
    message: `The secure connection to ${host} failed${named}. Check the service address and your network.`,
    messageCode: 'network.tls',
    messageData,
  };
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
  let message: string;
  let messageCode: MessageCode = 'network.other';
  let messageData: Record<string, string | number> = { host };
  if (has('ECONNREFUSED')) {
    reason = 'refused';
    message = `The connection to ${host} was refused: is the service address right and the service running?`;
    messageCode = 'network.refused';
  } else if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL')) {
    reason = 'dns';
    message = `The host ${host} could not be found (DNS). Check the service address and your network.`;
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
    message = `${host} did not answer in time. Check your network, or raise the timeout settings.`;
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
    ({ message, messageCode, messageData } = tlsMessage(host, codes));
  } else if (/Proxy response \(407\)|Proxy Authentication Required/i.test(messages(err))) {
    reason = 'proxy';
    message = `The proxy asks for a sign-in (407 Proxy Authentication Required) before it connects to ${host}, and no accepted credentials were given. Sign in when VS Code asks for the proxy's credentials. Never put the password into http.proxy: settings are plain text and may be synced.`;
    messageCode = 'network.proxyAuth';
  } else if (has('UND_ERR_PRX_TLS', 'ProxyError', 'UND_ERR_PROXY') || /Proxy response \(\d+\)/i.test(messages(err))) {
    reason = 'proxy';
    message = `The proxy refused or failed the connection to ${host}. Check http.proxy.`;
    messageCode = 'network.proxy';
  } else if (has('ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'SocketError', 'UND_ERR_CLOSED')) {
    reason = 'reset';
    message = `The connection to ${host} was closed before the answer was complete.`;
    messageCode = 'network.reset';
  } else {
    const raw = String((err as Error)?.message ?? err);
    // One line, capped, redacted: a low-level message may quote a header value or a URL.
    const detail = serverText(raw, redactor ?? { redact: redactPatterns }, 200);
    message = `The request to ${host} failed: ${detail}.`;
    messageData = { host, detail };
  }
  if (proxied && reason !== 'proxy') {
    message += ' The request went through the proxy set in http.proxy; check it too.';
    messageData = { ...messageData, viaProxy: 1 };
  }
  return new NetworkError(message, reason, host, { messageCode, messageData });
}
