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
const AUTH_HEADER_PATTERN = /\b(authorization\s*[:=]\s*"?(?:bearer|basic)?\s*)[^\s",;]+/gi;
/** Bare "Bearer <value>". */
const BEARER_PATTERN = /\b(bearer\s+)[^\s",;]+/gi;
/** Query/form parameters that carry credentials, raw or percent-encoded contexts. */
const QUERY_PATTERN = /([?&;\s]|^)((?:token|secret|auth|apikey|api_key|access_token)=)[^&#\s"']*/gi;
/** JSON members that carry credentials. */
const JSON_MEMBER_PATTERN = /("(?:token|secret|mastertoken|apitoken|accesstoken|access_token|jwt|password)"\s*:\s*")[^"]*(")/gi;

/** Applies the pattern rules only. */
export function redactPatterns(text: string): string {
  return text
    .replace(JWT_PATTERN, MASK)
    .replace(AUTH_HEADER_PATTERN, `$1${MASK}`)
    .replace(BEARER_PATTERN, `$1${MASK}`)
    .replace(QUERY_PATTERN, `$1$2${MASK}`)
    .replace(JSON_MEMBER_PATTERN, `$1${MASK}$2`);
}

/** Holds the secret values currently known and removes them, and every pattern, from text. */
export class Redactor {
  private readonly secrets = new Set<string>();

  /** Registers a value to be masked wherever it appears (also percent-encoded). Short values are ignored: masking "a" would wreck every line. */
  add(value: string | undefined): void {
    if (value && value.length >= 6) {
      this.secrets.add(value);
      const encoded = encodeURIComponent(value);
      if (encoded !== value) {
        this.secrets.add(encoded);
      }
    }
  }

  /** Forgets a value (for example after the user removed a token). */
  delete(value: string | undefined): void {
    if (value) {
      this.secrets.delete(value);
      this.secrets.delete(encodeURIComponent(value));
    }
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
      if (/^(token|secret|auth|apikey|api_key|access_token)$/i.test(key)) {
        u.searchParams.set(key, MASK);
      }
    }
    return u.toString().replace(/%2A%2A%2A/g, MASK);
  } catch {
    return redactPatterns(url);
  }
}
