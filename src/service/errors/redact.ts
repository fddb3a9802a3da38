/**
 * Removes credentials from text before it is logged or shown. Pattern rules catch what has a
 * recognisable shape (JWTs, Bearer headers, Token=/Secret=/Auth= query parameters, JSON
 * members that carry secrets); opaque values (API Tokens, Master Tokens, secrets) are caught
 * because the credential store registers every value it holds with a Redactor.
 */

const MASK = '***';

/** Three base64url segments, the first starting like a JSON header. */
const JWT_PATTERN = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** Authorization headers in any casing, with any scheme. */
const AUTH_HEADER_PATTERN = /\b((?:proxy-)?authorization\s*[:=]\s*"?(?:bearer|basic)?\s*)[^\s",;]+/gi;
/** Bare "Bearer <value>". */
const BEARER_PATTERN = /\b(bearer\s+)[^\s",;]+/gi;
/** Names of query, form and JSON members that carry a credential. */
const NAMES =
  'token|secret|auth|authorization|apikey|api_key|apitoken|api_token|access_token|accesstoken|mastertoken|master_token|jwt|password';
/** Those names, and any name ending in a password word (AuthPassword, OwnerPassword), as a query or form parameter. */
const PARAMETER_NAMES = `${NAMES}|[A-Za-z0-9_]*(?:password|passwd|passphrase)`;
/**
 * Query/form parameters, also percent-encoded once or twice (a URL inside another URL's query):
 * "Token=x", "Token%3Dx", "Token%253Dx"; the value ends at "&", "#" or their encodings.
 */
const QUERY_PATTERN = new RegExp(
  `(?<=^|[^A-Za-z0-9_]|%3F|%26|%253F|%2526)((?:${PARAMETER_NAMES})(?:=|%3D|%253D))(?:(?!%26|%23|%2526|%2523)[^&#\\s"'<>])*`,
  'gi',
);
/**
 * Names of JSON members that hold a credential: the names above, and any member whose name
 * contains token, secret, apikey or password (RefreshToken, ClientSecret, MasterApiKey).
 */
const JSON_NAMES = `(?:${NAMES}|[A-Za-z0-9_-]*(?:token|secret|api_?key|password)[A-Za-z0-9_-]*)`;
/**
 * JSON members (also with escaped quotes, as in JSON inside a JSON string). A value cut off by a
 * truncated body (no closing quote) is masked to the end of the text.
 */
const JSON_MEMBER_PATTERN = new RegExp(`((\\\\?)"${JSON_NAMES}\\2"\\s*:\\s*\\2")(?:\\\\.|[^"\\\\])*?(\\2"|$)`, 'gi');
/** JSON members with a value that is not a string (a number, a bare word): masked up to the next delimiter. */
const JSON_BARE_PATTERN = new RegExp(`((\\\\?)"${JSON_NAMES}\\2"\\s*:\\s*)(?!\\s|"|\\\\"|null\\b|\\*\\*\\*)[^,}\\]\\s]+`, 'gi');
/** Object-literal style, as util.inspect prints it: token: 'x'. */
const INSPECT_PATTERN = new RegExp(`(\\b(?:${NAMES})\\s*:\\s*')[^']*(')`, 'gi');
/** User information in URLs: scheme://user:password@host. */
const USERINFO_PATTERN = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@?#]+@/gi;

/** Applies the pattern rules only. */
export function redactPatterns(text: string): string {
  return text
    .replace(JWT_PATTERN, MASK)
    .replace(AUTH_HEADER_PATTERN, `$1${MASK}`)
    .replace(BEARER_PATTERN, `$1${MASK}`)
    .replace(USERINFO_PATTERN, `$1${MASK}@`)
    .replace(QUERY_PATTERN, `$1${MASK}`)
    .replace(JSON_MEMBER_PATTERN, `$1${MASK}$3`)
    .replace(JSON_BARE_PATTERN, `$1${MASK}`)
    .replace(INSPECT_PATTERN, `$1${MASK}$2`);
}

/** Values at least this long are masked wherever they appear; shorter ones only in what a server echoes. */
const MIN_ANYWHERE = 6;

/** Holds the secret values currently known and removes them, and every pattern, from text. */
export class Redactor {
  private readonly secrets = new Set<string>();
  /**
   * Too short to mask everywhere (masking "a" would wreck every line): see redactEcho. Counted by
   * the requests that hold them, so that a short password stops being masked in later, unrelated
   * server text ("the", "12345") once no request that sent it is running.
   */
  private readonly shortSecrets = new Map<string, number>();

  /** Registers a value to be masked wherever it appears (also percent-encoded); a short one, where a server echoes it. */
  add(value: string | undefined): void {
    this.hold(value);
  }

  /**
   * Like add(), for as long as one request needs it: the release forgets a short value once no
   * holder is left. A long one stays (it may be a token known elsewhere too), as with add().
   */
  hold(value: string | undefined): () => void {
    if (!value) {
      return () => undefined;
    }
    const values = [...new Set([value, encodeURIComponent(value)])];
    if (value.length >= MIN_ANYWHERE) {
      values.forEach((v) => this.secrets.add(v));
      return () => undefined;
    }
    values.forEach((v) => this.shortSecrets.set(v, (this.shortSecrets.get(v) ?? 0) + 1));
    let released = false;
    return () => {
      if (!released) {
        released = true;
        for (const v of values) {
          const left = (this.shortSecrets.get(v) ?? 1) - 1;
          if (left > 0) {
            this.shortSecrets.set(v, left);
          } else {
            this.shortSecrets.delete(v);
          }
        }
      }
    };
  }

  /** Forgets a value (for example after the user removed a token). */
  delete(value: string | undefined): void {
    if (value) {
      for (const set of [this.secrets, this.shortSecrets]) {
        set.delete(value);
        set.delete(encodeURIComponent(value));
      }
    }
  }

  /**
   * For text a server wrote (its Message, InvalidParameters, a body excerpt), which may echo a
   * password the user typed however short it is: besides redact(), a short secret is masked
   * where it stands alone, so "'ab' is wrong" hides ab while "about" and "Password" stay.
   */
  redactEcho(text: string): string {
    let out = this.redact(text);
    for (const secret of [...this.shortSecrets.keys()].sort((a, b) => b.length - a.length)) {
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), MASK);
    }
    return out;
  }

  /** Returns `text` with every known secret and every credential-shaped substring masked. */
  redact(text: string): string {
    let out = text;
    // Longest first, so that a secret containing another is masked whole.
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
      out = out.split(secret).join(MASK);
    }
    return redactPatterns(out);
  }
}

/** A URL made safe to show: credentials in the query and user-info removed. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    for (const key of [...u.searchParams.keys()]) {
      if (new RegExp(`^(?:${PARAMETER_NAMES})$`, 'i').test(key)) {
        u.searchParams.set(key, MASK);
      }
    }
    return u.toString().replace(/%2A%2A%2A/g, MASK);
  } catch {
    return redactPatterns(url);
  }
}
