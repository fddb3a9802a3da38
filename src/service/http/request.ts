/**
 * What a request is and what the transport is set up with (settings, logger, a body that can be
 * sent again), and which credentials each service path accepts (CONTRACT.md).
 */
import { type CredentialKind, Redactor } from '../errors';
import type { FetchFunction, ProxySettings } from './fetchTypes';

/** Where log lines go; every line is already redacted. */
export interface ServiceLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Everything the service layer needs to know; a plain, readonly snapshot. */
export interface ServiceSettings {
  /** Service origin, e.g. https://v2.convertapi.com (validated again here). */
  readonly baseUrl: string;
  /** connect/headers/body: silence limits; totalMs: the whole answer, from request sent to last byte (default: headersMs). */
  readonly timeouts?: { readonly connectMs?: number; readonly headersMs?: number; readonly bodyMs?: number; readonly totalMs?: number };
  /** Attempts in all (1 = no retry); base and cap of the exponential backoff. */
  readonly retry?: { readonly maxAttempts?: number; readonly baseDelayMs?: number; readonly maxDelayMs?: number };
  /** Used by the undici engine only; VS Code's fetch follows VS Code's own proxy settings. */
  readonly proxy?: ProxySettings;
  /**
   * The fetch to send with: in the extension host, the global fetch VS Code patched (proxy,
   * proxy authentication, OS certificates). Default: undici, loaded on first use.
   */
  readonly fetch?: FetchFunction;
  readonly userAgent?: string;
  readonly logger?: ServiceLogger;
  readonly redactor?: Redactor;
  /** Waits between attempts (injectable so that tests need not sleep); default: a real timer. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** A body that can be produced again for a retry, with a known length when possible. */
export interface ReplayableBody {
  readonly contentType: string;
  readonly length?: number;
  /** Returns a fresh body each call. */
  open(): AsyncIterable<Uint8Array> | Buffer | string;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Path with query, starting with "/", or an absolute URL (downloads). */
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: ReplayableBody;
  /** Bearer value and what kind of credential it is; never sent to another origin than baseUrl. */
  readonly credential?: { readonly kind: CredentialKind; readonly bearer: string };
  /**
   * How long to wait for the answer to begin once the request is sent, instead of the configured
   * wait (a conversion: the service's Timeout plus a margin); the whole answer's deadline stays.
   */
  readonly answerWithinMs?: number;
  readonly signal?: AbortSignal;
  /** Label for log lines, e.g. "convert md→pdf". */
  readonly label?: string;
  /** Called with bytes sent so far (upload progress). */
  readonly onUploadProgress?: (sent: number) => void;
}

/** Which credential kinds an endpoint accepts (CONTRACT.md); checked before anything is sent. */
export function allowedCredentials(pathname: string): readonly CredentialKind[] | undefined {
  if (pathname === '/token/jwt') {
    return ['apiToken'];
  }
  if (pathname === '/user' || pathname.startsWith('/user/')) {
    return ['masterToken'];
  }
  if (pathname.startsWith('/convert/') || pathname === '/upload') {
    return ['apiToken', 'serviceJwt', 'selfSignedJwt'];
  }
  return undefined;
}
