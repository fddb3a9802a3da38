// Generated from src/action by `npm run build:action` (esbuild.products.mjs): do not edit; commit it with its sources.
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/service/errors/errors.ts
function classifyError(err) {
  const e = err;
  if (err instanceof Error && typeof e?.kind === "string" && KINDS.has(e.kind)) {
    return err;
  }
  if (e?.name === "AbortError" || e?.code === "UND_ERR_ABORTED" || e?.code === "ABORT_ERR") {
    return new CancelledError();
  }
  return void 0;
}
function isCancellation(err) {
  return classifyError(err)?.kind === "cancelled";
}
var ConvertServiceError, AuthError, AccountError, QuotaError, NotFoundError, RequestError, TooLargeError, ServiceError, ConversionTimeoutError, PasswordProtectedError, NetworkError, BadResponseError, ConfigError, OutputExistsError, CancelledError, LocalFileError, KINDS;
var init_errors = __esm({
  "src/service/errors/errors.ts"() {
    "use strict";
    ConvertServiceError = class extends Error {
      static {
        __name(this, "ConvertServiceError");
      }
      /** HTTP status, when the server answered. */
      status;
      /** The server's `Code`, when its body had one. */
      code;
      /** The server's `Message`, when its body had one (already redacted). */
      serverMessage;
      /** 400/4000: the parameters the service refused, each with its reasons (already redacted). */
      /** 400/4000: which parameters the service refused and why (sanitised), so the user can fix the right one. */
      invalidParameters;
      /**
       * A stable id of the wording, when the VS Code layer has one for it: it words the error in the
       * user's language from this and `messageData`; `message` stays English, for the log.
       */
      messageCode;
      messageData;
      constructor(message, details = {}) {
        super(message);
        this.name = new.target.name;
        this.status = details.status;
        this.code = details.code;
        this.serverMessage = details.serverMessage;
        this.invalidParameters = details.invalidParameters;
        this.messageCode = details.messageCode;
        this.messageData = details.messageData;
      }
    };
    AuthError = class extends ConvertServiceError {
      constructor(message, credential, details = {}) {
        super(message, details);
        this.credential = credential;
      }
      credential;
      static {
        __name(this, "AuthError");
      }
      kind = "auth";
    };
    AccountError = class extends ConvertServiceError {
      constructor(message, credential, details = {}) {
        super(message, details);
        this.credential = credential;
      }
      credential;
      static {
        __name(this, "AccountError");
      }
      kind = "account";
    };
    QuotaError = class extends ConvertServiceError {
      constructor(message, scope, details = {}) {
        super(message, details);
        this.scope = scope;
      }
      scope;
      static {
        __name(this, "QuotaError");
      }
      kind = "quota";
    };
    NotFoundError = class extends ConvertServiceError {
      static {
        __name(this, "NotFoundError");
      }
      kind = "notFound";
    };
    RequestError = class extends ConvertServiceError {
      static {
        __name(this, "RequestError");
      }
      kind = "request";
      constructor(message, details = {}) {
        super(message, details);
      }
    };
    TooLargeError = class extends ConvertServiceError {
      static {
        __name(this, "TooLargeError");
      }
      kind = "tooLarge";
    };
    ServiceError = class extends ConvertServiceError {
      static {
        __name(this, "ServiceError");
      }
      kind = "service";
      constructor(message, details = {}) {
        super(message, details);
        this.retryAfterSeconds = details.retryAfterSeconds;
      }
      /** Seconds the server asked us to wait (503 Retry-After), when it said. */
      retryAfterSeconds;
    };
    ConversionTimeoutError = class extends ServiceError {
      static {
        __name(this, "ConversionTimeoutError");
      }
    };
    PasswordProtectedError = class extends ServiceError {
      static {
        __name(this, "PasswordProtectedError");
      }
    };
    NetworkError = class extends ConvertServiceError {
      constructor(message, reason, host, coded = {}) {
        super(message, coded);
        this.reason = reason;
        this.host = host;
      }
      reason;
      host;
      static {
        __name(this, "NetworkError");
      }
      kind = "network";
    };
    BadResponseError = class extends ConvertServiceError {
      constructor(message, details, excerpt2) {
        super(message, details);
        this.excerpt = excerpt2;
      }
      excerpt;
      static {
        __name(this, "BadResponseError");
      }
      kind = "badResponse";
    };
    ConfigError = class _ConfigError extends ConvertServiceError {
      constructor(message, setting, details = {}) {
        super(message, details);
        this.setting = setting;
      }
      setting;
      static {
        __name(this, "ConfigError");
      }
      kind = "config";
      /** The error for a validator's finding about `setting`. */
      static of(found, setting) {
        return new _ConfigError(found.message, setting, found);
      }
    };
    OutputExistsError = class extends ConvertServiceError {
      constructor(path) {
        super(`The file ${path} already exists and was not overwritten.`, { messageCode: "file.outputExists", messageData: { path } });
        this.path = path;
      }
      path;
      static {
        __name(this, "OutputExistsError");
      }
      kind = "outputExists";
    };
    CancelledError = class extends ConvertServiceError {
      static {
        __name(this, "CancelledError");
      }
      kind = "cancelled";
      constructor() {
        super("The operation was cancelled.", { messageCode: "operation.cancelled" });
      }
    };
    LocalFileError = class extends ConvertServiceError {
      constructor(message, reason, path, errno) {
        super(message, { messageCode: "local.writeFailed", messageData: { reason, errno, ...path === void 0 ? {} : { path } } });
        this.reason = reason;
        this.path = path;
        this.errno = errno;
      }
      reason;
      path;
      errno;
      static {
        __name(this, "LocalFileError");
      }
      kind = "localFile";
    };
    KINDS = /* @__PURE__ */ new Set([
      "auth",
      "account",
      "quota",
      "notFound",
      "request",
      "tooLarge",
      "service",
      "network",
      "badResponse",
      "config",
      "outputExists",
      "localFile",
      "cancelled"
    ]);
    __name(classifyError, "classifyError");
    __name(isCancellation, "isCancellation");
  }
});

// src/service/errors/sanitize.ts
function serverText(text2, redactor, max = SERVER_TEXT_MAX) {
  const redact = /* @__PURE__ */ __name((t) => redactor.redactEcho ? redactor.redactEcho(t) : redactor.redact(t), "redact");
  const clean = redact(redact(text2).replace(INVISIBLE, ""));
  const line = clean.replace(BREAKS, " ").replace(/\s+/g, " ").trim();
  if (line.length <= max) {
    return line;
  }
  const cut = /[\uD800-\uDBFF]/.test(line[max - 1] ?? "") ? max - 1 : max;
  return `${line.slice(0, cut)}\u2026`;
}
var BREAKS, INVISIBLE, SERVER_TEXT_MAX;
var init_sanitize = __esm({
  "src/service/errors/sanitize.ts"() {
    "use strict";
    BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
    INVISIBLE = new RegExp("\\p{Cf}", "gu");
    SERVER_TEXT_MAX = 300;
    __name(serverText, "serverText");
  }
});

// src/service/errors/plainServerMessage.ts
function isPlainServerMessage(message) {
  return message.length <= PLAIN_MAX && !INTERNALS.some((pattern) => pattern.test(message));
}
function isPlainServerBody(body) {
  const start2 = body.slice(0, BODY_WINDOW);
  return !INTERNALS.some((pattern) => pattern.test(start2));
}
function pageWords(body) {
  if (!/^\s*</.test(body)) {
    return body;
  }
  return body.replace(/<!--[\s\S]*?(?:-->|$)/g, " ").replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, " ").replace(/<[^>]*(?:>|$)/g, " ").replace(/&(nbsp|amp|quot|#39|apos);/g, (_, name) => ENTITIES[name] ?? " ");
}
function bodyExcerpt(body, redactor, max = 120) {
  const words = pageWords(body);
  const text2 = serverText(words, redactor, max) || "(empty body)";
  return { text: text2, plain: isPlainServerBody(body) && isPlainServerBody(serverText(words, redactor, BODY_WINDOW)) };
}
var INTERNALS, PLAIN_MAX, BODY_WINDOW, ENTITIES;
var init_plainServerMessage = __esm({
  "src/service/errors/plainServerMessage.ts"() {
    "use strict";
    init_sanitize();
    INTERNALS = [
      // A link: to a library's documentation, an issue tracker, an internal host.
      /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./i,
      // Stack frames of .NET, Java and JavaScript.
      /\bat [\w.$<>`[\]]+\(|\bat [\w.$<>]+ \(|\bat .+:\d+:\d+|\bline \d+ in\b/,
      // An exception's class name: System.IO.IOException, java.lang.NullPointerException.
      /\b[A-Z]?\w*\.\w+(Exception|Error)\b|\bException\b/,
      // A path on the server.
      /(^|[\s"'(])(\/[\w.-]+){3,}|\b[A-Za-z]:\\/
    ];
    PLAIN_MAX = 240;
    BODY_WINDOW = 4e3;
    __name(isPlainServerMessage, "isPlainServerMessage");
    __name(isPlainServerBody, "isPlainServerBody");
    ENTITIES = { nbsp: " ", amp: "&", quot: '"', "#39": "'", apos: "'" };
    __name(pageWords, "pageWords");
    __name(bodyExcerpt, "bodyExcerpt");
  }
});

// src/service/errors/blockedPage.ts
function isForeignRefusal(status, headers, text2) {
  if (status !== 403) {
    return false;
  }
  try {
    const parsed = JSON.parse(withoutBom(text2));
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
      return false;
    }
  } catch {
  }
  return String(headers["content-type"] ?? "").toLowerCase().includes("html") || /^<(!doctype html|html)\b/i.test(withoutBom(text2).trimStart());
}
function withoutBom(text2) {
  return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
}
function blockedPageError(status, host, text2, redactor) {
  const { text: words, plain } = bodyExcerpt(/^\s*</.test(text2) ? text2 : `<html>${text2}`, redactor);
  const page = words === "(empty body)" ? "" : words;
  return new NetworkError(
    `${host} answered ${status} with a page that is not the service's${page ? ` ("${page}")` : ""}: a proxy or firewall may be blocking the service. Check http.proxy, or ask your network administrator.`,
    "proxy",
    host,
    { status, messageCode: "network.blockedPage", messageData: page && plain ? { host, status, page } : { host, status } }
  );
}
var init_blockedPage = __esm({
  "src/service/errors/blockedPage.ts"() {
    "use strict";
    init_errors();
    init_plainServerMessage();
    __name(isForeignRefusal, "isForeignRefusal");
    __name(withoutBom, "withoutBom");
    __name(blockedPageError, "blockedPageError");
  }
});

// src/service/errors/messageCodes.ts
function problem(messageCode, message, messageData) {
  return messageData === void 0 ? { message, messageCode } : { message, messageCode, messageData };
}
function serverWords(serverMessage, bodyExcerpt2) {
  if (serverMessage) {
    return { text: ` The service said: "${serverMessage}"`, data: { serverMessage } };
  }
  return bodyExcerpt2 === void 0 ? { text: "", data: {} } : { text: ` (body: "${bodyExcerpt2}")`, data: { body: bodyExcerpt2 } };
}
var init_messageCodes = __esm({
  "src/service/errors/messageCodes.ts"() {
    "use strict";
    __name(problem, "problem");
    __name(serverWords, "serverWords");
  }
});

// src/service/errors/busy.ts
function busyWaitSeconds(retryAfterMs) {
  return retryAfterMs === void 0 ? DEFAULT_BUSY_WAIT_SECONDS : Math.max(1, Math.ceil(retryAfterMs / 1e3));
}
function busyError(status, retryAfterMs, details) {
  const wait = busyWaitSeconds(retryAfterMs);
  const said = serverWords(details.serverMessage);
  return new ServiceError(`The service is busy (${status}); try again in ${wait} s.${said.text}`, {
    status,
    ...details,
    retryAfterSeconds: wait,
    messageCode: "service.busy",
    messageData: { status, seconds: wait, ...said.data }
  });
}
var DEFAULT_BUSY_WAIT_SECONDS;
var init_busy = __esm({
  "src/service/errors/busy.ts"() {
    "use strict";
    init_errors();
    init_messageCodes();
    DEFAULT_BUSY_WAIT_SECONDS = 15;
    __name(busyWaitSeconds, "busyWaitSeconds");
    __name(busyError, "busyError");
  }
});

// src/service/errors/charged.ts
function markCharged(err, conversions) {
  if (conversions > 0 && err && typeof err === "object") {
    err.conversionsCharged = conversions;
  }
  return err;
}
function conversionsCharged(err) {
  const n = err && typeof err === "object" ? err.conversionsCharged : void 0;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0;
}
var init_charged = __esm({
  "src/service/errors/charged.ts"() {
    "use strict";
    __name(markCharged, "markCharged");
    __name(conversionsCharged, "conversionsCharged");
  }
});

// src/service/errors/leftRunning.ts
function markJobLeftRunning(err) {
  if (err && typeof err === "object") {
    err.jobLeftRunning = true;
  }
  return err;
}
function jobLeftRunning(err) {
  return err !== null && typeof err === "object" && err.jobLeftRunning === true;
}
var init_leftRunning = __esm({
  "src/service/errors/leftRunning.ts"() {
    "use strict";
    __name(markJobLeftRunning, "markJobLeftRunning");
    __name(jobLeftRunning, "jobLeftRunning");
  }
});

// src/service/errors/localErrors.ts
function localFileError(err, path) {
  if (err instanceof ConvertServiceError || !err || typeof err !== "object") {
    return void 0;
  }
  const ownCode = err.code;
  const fromMessage = /\b(E[A-Z]{2,})\b/.exec(String(err.message ?? ""))?.[1];
  const code = typeof ownCode === "string" && ownCode in CAUSES ? ownCode : fromMessage && fromMessage in CAUSES ? fromMessage : void 0;
  const reason = code === void 0 ? void 0 : CAUSES[code];
  if (!reason || code === void 0) {
    return void 0;
  }
  const { dest, path: own } = err;
  const where = path ?? (typeof dest === "string" ? dest : typeof own === "string" ? own : void 0);
  const said = reason === "other" ? `${SAID.other} (${code})` : SAID[reason];
  return new LocalFileError(`Could not write ${where ?? "the result"}: ${said}.`, reason, where, code);
}
var CAUSES, SAID;
var init_localErrors = __esm({
  "src/service/errors/localErrors.ts"() {
    "use strict";
    init_errors();
    CAUSES = {
      ENOSPC: "diskFull",
      EDQUOT: "diskFull",
      EFBIG: "diskFull",
      EACCES: "permission",
      EPERM: "permission",
      NoPermissions: "permission",
      ENAMETOOLONG: "pathTooLong",
      EISDIR: "isDirectory",
      FileIsADirectory: "isDirectory",
      ENOTDIR: "notDirectory",
      FileNotADirectory: "notDirectory",
      EROFS: "readOnly",
      EEXIST: "exists",
      FileExists: "exists",
      ENOENT: "notFound",
      FileNotFound: "notFound",
      EMFILE: "tooManyFiles",
      ENFILE: "tooManyFiles",
      EBUSY: "other",
      ETXTBSY: "other",
      EIO: "other",
      ELOOP: "other",
      EINVAL: "other",
      Unavailable: "other"
    };
    SAID = {
      diskFull: "disk full",
      permission: "permission denied",
      pathTooLong: "path too long",
      isDirectory: "a folder has that name",
      notDirectory: "part of the path is a file, not a folder",
      readOnly: "the file system is read-only",
      exists: "a file with that name already exists",
      notFound: "the folder no longer exists",
      tooManyFiles: "too many files are open",
      other: "the file system refused"
    };
    __name(localFileError, "localFileError");
  }
});

// src/service/errors/redact.ts
function redactPatterns(text2) {
  return text2.replace(JWT_PATTERN, MASK).replace(AUTH_HEADER_PATTERN, `$1${MASK}`).replace(BEARER_PATTERN, `$1${MASK}`).replace(USERINFO_PATTERN, `$1${MASK}@`).replace(QUERY_PATTERN, `$1${MASK}`).replace(JSON_MEMBER_PATTERN, `$1${MASK}$3`).replace(JSON_BARE_PATTERN, `$1${MASK}`).replace(INSPECT_PATTERN, `$1${MASK}$2`);
}
function redactUrl(url) {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    for (const key2 of [...u.searchParams.keys()]) {
      if (new RegExp(`^(?:${PARAMETER_NAMES})$`, "i").test(key2)) {
        u.searchParams.set(key2, MASK);
      }
    }
    return u.toString().replace(/%2A%2A%2A/g, MASK);
  } catch {
    return redactPatterns(url);
  }
}
var MASK, JWT_PATTERN, AUTH_HEADER_PATTERN, BEARER_PATTERN, NAMES, PARAMETER_NAMES, QUERY_PATTERN, JSON_NAMES, JSON_MEMBER_PATTERN, JSON_BARE_PATTERN, INSPECT_PATTERN, USERINFO_PATTERN, MIN_ANYWHERE, Redactor;
var init_redact = __esm({
  "src/service/errors/redact.ts"() {
    "use strict";
    MASK = "***";
    JWT_PATTERN = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
    AUTH_HEADER_PATTERN = /\b((?:proxy-)?authorization\s*[:=]\s*"?(?:bearer|basic)?\s*)[^\s",;]+/gi;
    BEARER_PATTERN = /\b(bearer\s+)[^\s",;]+/gi;
    NAMES = "token|secret|auth|authorization|apikey|api_key|apitoken|api_token|access_token|accesstoken|mastertoken|master_token|jwt|password";
    PARAMETER_NAMES = `${NAMES}|[A-Za-z0-9_]*(?:password|passwd|passphrase)`;
    QUERY_PATTERN = new RegExp(
      `(?<=^|[^A-Za-z0-9_]|%3F|%26|%253F|%2526)((?:${PARAMETER_NAMES})(?:=|%3D|%253D))(?:(?!%26|%23|%2526|%2523)[^&#\\s"'<>])*`,
      "gi"
    );
    JSON_NAMES = `(?:${NAMES}|[A-Za-z0-9_-]*(?:token|secret|api_?key|password)[A-Za-z0-9_-]*)`;
    JSON_MEMBER_PATTERN = new RegExp(`((\\\\?)"${JSON_NAMES}\\2"\\s*:\\s*\\2")(?:\\\\.|[^"\\\\])*?(\\2"|$)`, "gi");
    JSON_BARE_PATTERN = new RegExp(`((\\\\?)"${JSON_NAMES}\\2"\\s*:\\s*)(?!\\s|"|\\\\"|null\\b|\\*\\*\\*)[^,}\\]\\s]+`, "gi");
    INSPECT_PATTERN = new RegExp(`(\\b(?:${NAMES})\\s*:\\s*')[^']*(')`, "gi");
    USERINFO_PATTERN = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@?#]+@/gi;
    __name(redactPatterns, "redactPatterns");
    MIN_ANYWHERE = 6;
    Redactor = class {
      static {
        __name(this, "Redactor");
      }
      secrets = /* @__PURE__ */ new Set();
      /**
       * Too short to mask everywhere (masking "a" would wreck every line): see redactEcho. Counted by
       * the requests that hold them, so that a short password stops being masked in later, unrelated
       * server text ("the", "12345") once no request that sent it is running.
       */
      shortSecrets = /* @__PURE__ */ new Map();
      /** Registers a value to be masked wherever it appears (also percent-encoded); a short one, where a server echoes it. */
      add(value) {
        this.hold(value);
      }
      /**
       * Like add(), for as long as one request needs it: the release forgets a short value once no
       * holder is left. A long one stays (it may be a token known elsewhere too), as with add().
       */
      hold(value) {
        if (!value) {
          return () => void 0;
        }
        const values = [.../* @__PURE__ */ new Set([value, encodeURIComponent(value)])];
        if (value.length >= MIN_ANYWHERE) {
          values.forEach((v) => this.secrets.add(v));
          return () => void 0;
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
      delete(value) {
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
      redactEcho(text2) {
        let out = this.redact(text2);
        for (const secret of [...this.shortSecrets.keys()].sort((a, b) => b.length - a.length)) {
          const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"), MASK);
        }
        return out;
      }
      /** Returns `text` with every known secret and every credential-shaped substring masked. */
      redact(text2) {
        let out = text2;
        for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
          out = out.split(secret).join(MASK);
        }
        return redactPatterns(out);
      }
    };
    __name(redactUrl, "redactUrl");
  }
});

// src/service/errors/index.ts
var init_errors2 = __esm({
  "src/service/errors/index.ts"() {
    "use strict";
    init_blockedPage();
    init_busy();
    init_charged();
    init_leftRunning();
    init_errors();
    init_localErrors();
    init_messageCodes();
    init_redact();
    init_sanitize();
    init_plainServerMessage();
  }
});

// src/service/http/baseUrl.ts
function isLoopbackHost(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host === "localhost.") {
    return true;
  }
  if (host === "::1" || host === "0:0:0:0:0:0:0:1") {
    return true;
  }
  if (/^::ffff:(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|7f[0-9a-f]{2}:[0-9a-f]{1,4})$/.test(host)) {
    return true;
  }
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
function normalizeBaseUrl(raw, setting = "baseUrl") {
  const text2 = raw.trim();
  let url;
  try {
    url = new URL(text2);
  } catch {
    throw new ConfigError(`The service address "${text2}" is not a valid URL. Use an address such as ${DEFAULT_BASE_URL}.`, setting, {
      messageCode: "config.baseUrlNotUrl",
      messageData: { value: text2, example: DEFAULT_BASE_URL }
    });
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname))) {
    const got = `${url.protocol}//${url.host}`;
    throw new ConfigError(
      `The service address must use https:// (plain http:// is allowed only for loopback hosts such as 127.0.0.1); got ${got}.`,
      setting,
      {
        messageCode: "config.baseUrlNotHttps",
        messageData: { got }
      }
    );
  }
  if (url.username || url.password) {
    throw new ConfigError("The service address must not contain a user name or password.", setting, {
      messageCode: "config.baseUrlCredentials"
    });
  }
  if (url.pathname !== "/" && url.pathname !== "") {
    throw new ConfigError(
      `The service address must be a host only, without a path (the API version is part of the host name): use ${url.origin} instead of ${url.origin}${url.pathname}.`,
      setting,
      { messageCode: "config.baseUrlPath", messageData: { origin: url.origin, path: url.pathname } }
    );
  }
  if (url.search || url.hash) {
    throw new ConfigError("The service address must not contain a query or a fragment.", setting, { messageCode: "config.baseUrlQuery" });
  }
  return url.origin;
}
var DEFAULT_BASE_URL;
var init_baseUrl = __esm({
  "src/service/http/baseUrl.ts"() {
    "use strict";
    init_errors2();
    DEFAULT_BASE_URL = "https://v2.convertapi.com";
    __name(isLoopbackHost, "isLoopbackHost");
    __name(normalizeBaseUrl, "normalizeBaseUrl");
  }
});

// node_modules/undici/lib/core/errors.js
var require_errors = __commonJS({
  "node_modules/undici/lib/core/errors.js"(exports2, module2) {
    "use strict";
    var kUndiciError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR");
    var UndiciError = class extends Error {
      static {
        __name(this, "UndiciError");
      }
      constructor(message, options) {
        super(message, options);
        this.name = "UndiciError";
        this.code = "UND_ERR";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kUndiciError] === true;
      }
      get [kUndiciError]() {
        return true;
      }
    };
    var kConnectTimeoutError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_CONNECT_TIMEOUT");
    var ConnectTimeoutError = class extends UndiciError {
      static {
        __name(this, "ConnectTimeoutError");
      }
      constructor(message) {
        super(message);
        this.name = "ConnectTimeoutError";
        this.message = message || "Connect Timeout Error";
        this.code = "UND_ERR_CONNECT_TIMEOUT";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kConnectTimeoutError] === true;
      }
      get [kConnectTimeoutError]() {
        return true;
      }
    };
    var kHeadersTimeoutError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_HEADERS_TIMEOUT");
    var HeadersTimeoutError = class extends UndiciError {
      static {
        __name(this, "HeadersTimeoutError");
      }
      constructor(message) {
        super(message);
        this.name = "HeadersTimeoutError";
        this.message = message || "Headers Timeout Error";
        this.code = "UND_ERR_HEADERS_TIMEOUT";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kHeadersTimeoutError] === true;
      }
      get [kHeadersTimeoutError]() {
        return true;
      }
    };
    var kHeadersOverflowError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_HEADERS_OVERFLOW");
    var HeadersOverflowError = class extends UndiciError {
      static {
        __name(this, "HeadersOverflowError");
      }
      constructor(message) {
        super(message);
        this.name = "HeadersOverflowError";
        this.message = message || "Headers Overflow Error";
        this.code = "UND_ERR_HEADERS_OVERFLOW";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kHeadersOverflowError] === true;
      }
      get [kHeadersOverflowError]() {
        return true;
      }
    };
    var kBodyTimeoutError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_BODY_TIMEOUT");
    var BodyTimeoutError = class extends UndiciError {
      static {
        __name(this, "BodyTimeoutError");
      }
      constructor(message) {
        super(message);
        this.name = "BodyTimeoutError";
        this.message = message || "Body Timeout Error";
        this.code = "UND_ERR_BODY_TIMEOUT";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kBodyTimeoutError] === true;
      }
      get [kBodyTimeoutError]() {
        return true;
      }
    };
    var kInvalidArgumentError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_INVALID_ARG");
    var InvalidArgumentError = class extends UndiciError {
      static {
        __name(this, "InvalidArgumentError");
      }
      constructor(message) {
        super(message);
        this.name = "InvalidArgumentError";
        this.message = message || "Invalid Argument Error";
        this.code = "UND_ERR_INVALID_ARG";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kInvalidArgumentError] === true;
      }
      get [kInvalidArgumentError]() {
        return true;
      }
    };
    var kInvalidReturnValueError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_INVALID_RETURN_VALUE");
    var InvalidReturnValueError = class extends UndiciError {
      static {
        __name(this, "InvalidReturnValueError");
      }
      constructor(message) {
        super(message);
        this.name = "InvalidReturnValueError";
        this.message = message || "Invalid Return Value Error";
        this.code = "UND_ERR_INVALID_RETURN_VALUE";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kInvalidReturnValueError] === true;
      }
      get [kInvalidReturnValueError]() {
        return true;
      }
    };
    var kAbortError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_ABORT");
    var AbortError = class extends UndiciError {
      static {
        __name(this, "AbortError");
      }
      constructor(message) {
        super(message);
        this.name = "AbortError";
        this.message = message || "The operation was aborted";
        this.code = "UND_ERR_ABORT";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kAbortError] === true;
      }
      get [kAbortError]() {
        return true;
      }
    };
    var kRequestAbortedError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_ABORTED");
    var RequestAbortedError = class extends AbortError {
      static {
        __name(this, "RequestAbortedError");
      }
      constructor(message) {
        super(message);
        this.name = "AbortError";
        this.message = message || "Request aborted";
        this.code = "UND_ERR_ABORTED";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kRequestAbortedError] === true;
      }
      get [kRequestAbortedError]() {
        return true;
      }
    };
    var kInformationalError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_INFO");
    var InformationalError = class extends UndiciError {
      static {
        __name(this, "InformationalError");
      }
      constructor(message) {
        super(message);
        this.name = "InformationalError";
        this.message = message || "Request information";
        this.code = "UND_ERR_INFO";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kInformationalError] === true;
      }
      get [kInformationalError]() {
        return true;
      }
    };
    var kRequestContentLengthMismatchError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_REQ_CONTENT_LENGTH_MISMATCH");
    var RequestContentLengthMismatchError = class extends UndiciError {
      static {
        __name(this, "RequestContentLengthMismatchError");
      }
      constructor(message) {
        super(message);
        this.name = "RequestContentLengthMismatchError";
        this.message = message || "Request body length does not match content-length header";
        this.code = "UND_ERR_REQ_CONTENT_LENGTH_MISMATCH";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kRequestContentLengthMismatchError] === true;
      }
      get [kRequestContentLengthMismatchError]() {
        return true;
      }
    };
    var kResponseContentLengthMismatchError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_RES_CONTENT_LENGTH_MISMATCH");
    var ResponseContentLengthMismatchError = class extends UndiciError {
      static {
        __name(this, "ResponseContentLengthMismatchError");
      }
      constructor(message) {
        super(message);
        this.name = "ResponseContentLengthMismatchError";
        this.message = message || "Response body length does not match content-length header";
        this.code = "UND_ERR_RES_CONTENT_LENGTH_MISMATCH";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kResponseContentLengthMismatchError] === true;
      }
      get [kResponseContentLengthMismatchError]() {
        return true;
      }
    };
    var kClientDestroyedError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_DESTROYED");
    var ClientDestroyedError = class extends UndiciError {
      static {
        __name(this, "ClientDestroyedError");
      }
      constructor(message) {
        super(message);
        this.name = "ClientDestroyedError";
        this.message = message || "The client is destroyed";
        this.code = "UND_ERR_DESTROYED";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kClientDestroyedError] === true;
      }
      get [kClientDestroyedError]() {
        return true;
      }
    };
    var kClientClosedError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_CLOSED");
    var ClientClosedError = class extends UndiciError {
      static {
        __name(this, "ClientClosedError");
      }
      constructor(message) {
        super(message);
        this.name = "ClientClosedError";
        this.message = message || "The client is closed";
        this.code = "UND_ERR_CLOSED";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kClientClosedError] === true;
      }
      get [kClientClosedError]() {
        return true;
      }
    };
    var kSocketError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_SOCKET");
    var SocketError = class extends UndiciError {
      static {
        __name(this, "SocketError");
      }
      constructor(message, socket) {
        super(message);
        this.name = "SocketError";
        this.message = message || "Socket error";
        this.code = "UND_ERR_SOCKET";
        this.socket = socket;
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kSocketError] === true;
      }
      get [kSocketError]() {
        return true;
      }
    };
    var kNotSupportedError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_NOT_SUPPORTED");
    var NotSupportedError = class extends UndiciError {
      static {
        __name(this, "NotSupportedError");
      }
      constructor(message) {
        super(message);
        this.name = "NotSupportedError";
        this.message = message || "Not supported error";
        this.code = "UND_ERR_NOT_SUPPORTED";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kNotSupportedError] === true;
      }
      get [kNotSupportedError]() {
        return true;
      }
    };
    var kBalancedPoolMissingUpstreamError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_BPL_MISSING_UPSTREAM");
    var BalancedPoolMissingUpstreamError = class extends UndiciError {
      static {
        __name(this, "BalancedPoolMissingUpstreamError");
      }
      constructor(message) {
        super(message);
        this.name = "MissingUpstreamError";
        this.message = message || "No upstream has been added to the BalancedPool";
        this.code = "UND_ERR_BPL_MISSING_UPSTREAM";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kBalancedPoolMissingUpstreamError] === true;
      }
      get [kBalancedPoolMissingUpstreamError]() {
        return true;
      }
    };
    var kHTTPParserError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_HTTP_PARSER");
    var HTTPParserError = class extends Error {
      static {
        __name(this, "HTTPParserError");
      }
      constructor(message, code, data) {
        super(message);
        this.name = "HTTPParserError";
        this.code = code ? `HPE_${code}` : void 0;
        this.data = data ? data.toString() : void 0;
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kHTTPParserError] === true;
      }
      get [kHTTPParserError]() {
        return true;
      }
    };
    var kResponseExceededMaxSizeError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_RES_EXCEEDED_MAX_SIZE");
    var ResponseExceededMaxSizeError = class extends UndiciError {
      static {
        __name(this, "ResponseExceededMaxSizeError");
      }
      constructor(message) {
        super(message);
        this.name = "ResponseExceededMaxSizeError";
        this.message = message || "Response content exceeded max size";
        this.code = "UND_ERR_RES_EXCEEDED_MAX_SIZE";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kResponseExceededMaxSizeError] === true;
      }
      get [kResponseExceededMaxSizeError]() {
        return true;
      }
    };
    var kRequestRetryError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_REQ_RETRY");
    var RequestRetryError = class extends UndiciError {
      static {
        __name(this, "RequestRetryError");
      }
      constructor(message, code, { headers, data }) {
        super(message);
        this.name = "RequestRetryError";
        this.message = message || "Request retry error";
        this.code = "UND_ERR_REQ_RETRY";
        this.statusCode = code;
        this.data = data;
        this.headers = headers;
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kRequestRetryError] === true;
      }
      get [kRequestRetryError]() {
        return true;
      }
    };
    var kResponseError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_RESPONSE");
    var ResponseError = class extends UndiciError {
      static {
        __name(this, "ResponseError");
      }
      constructor(message, code, { headers, body }) {
        super(message);
        this.name = "ResponseError";
        this.message = message || "Response error";
        this.code = "UND_ERR_RESPONSE";
        this.statusCode = code;
        this.body = body;
        this.headers = headers;
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kResponseError] === true;
      }
      get [kResponseError]() {
        return true;
      }
    };
    var kSecureProxyConnectionError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_PRX_TLS");
    var SecureProxyConnectionError = class extends UndiciError {
      static {
        __name(this, "SecureProxyConnectionError");
      }
      constructor(cause, message, options = {}) {
        super(message, { cause, ...options });
        this.name = "SecureProxyConnectionError";
        this.message = message || "Secure Proxy Connection failed";
        this.code = "UND_ERR_PRX_TLS";
        this.cause = cause;
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kSecureProxyConnectionError] === true;
      }
      get [kSecureProxyConnectionError]() {
        return true;
      }
    };
    var kMaxOriginsReachedError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_MAX_ORIGINS_REACHED");
    var MaxOriginsReachedError = class extends UndiciError {
      static {
        __name(this, "MaxOriginsReachedError");
      }
      constructor(message) {
        super(message);
        this.name = "MaxOriginsReachedError";
        this.message = message || "Maximum allowed origins reached";
        this.code = "UND_ERR_MAX_ORIGINS_REACHED";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kMaxOriginsReachedError] === true;
      }
      get [kMaxOriginsReachedError]() {
        return true;
      }
    };
    var Socks5ProxyError = class extends UndiciError {
      static {
        __name(this, "Socks5ProxyError");
      }
      constructor(message, code) {
        super(message);
        this.name = "Socks5ProxyError";
        this.message = message || "SOCKS5 proxy error";
        this.code = code || "UND_ERR_SOCKS5";
      }
    };
    var kMessageSizeExceededError = /* @__PURE__ */ Symbol.for("undici.error.UND_ERR_WS_MESSAGE_SIZE_EXCEEDED");
    var MessageSizeExceededError = class extends UndiciError {
      static {
        __name(this, "MessageSizeExceededError");
      }
      constructor(message) {
        super(message);
        this.name = "MessageSizeExceededError";
        this.message = message || "Max decompressed message size exceeded";
        this.code = "UND_ERR_WS_MESSAGE_SIZE_EXCEEDED";
      }
      static [Symbol.hasInstance](instance) {
        return instance && instance[kMessageSizeExceededError] === true;
      }
      get [kMessageSizeExceededError]() {
        return true;
      }
    };
    module2.exports = {
      AbortError,
      HTTPParserError,
      UndiciError,
      HeadersTimeoutError,
      HeadersOverflowError,
      BodyTimeoutError,
      RequestContentLengthMismatchError,
      ConnectTimeoutError,
      InvalidArgumentError,
      InvalidReturnValueError,
      RequestAbortedError,
      ClientDestroyedError,
      ClientClosedError,
      InformationalError,
      SocketError,
      NotSupportedError,
      ResponseContentLengthMismatchError,
      BalancedPoolMissingUpstreamError,
      ResponseExceededMaxSizeError,
      RequestRetryError,
      ResponseError,
      SecureProxyConnectionError,
      MaxOriginsReachedError,
      Socks5ProxyError,
      MessageSizeExceededError
    };
  }
});

// node_modules/undici/lib/handler/wrap-handler.js
var require_wrap_handler = __commonJS({
  "node_modules/undici/lib/handler/wrap-handler.js"(exports2, module2) {
    "use strict";
    var { InvalidArgumentError } = require_errors();
    module2.exports = class WrapHandler {
      static {
        __name(this, "WrapHandler");
      }
      #handler;
      constructor(handler) {
        this.#handler = handler;
      }
      static wrap(handler) {
        return handler.onRequestStart ? handler : new WrapHandler(handler);
      }
      // Unwrap Interface
      onConnect(abort, context) {
        return this.#handler.onConnect?.(abort, context);
      }
      onResponseStarted() {
        return this.#handler.onResponseStarted?.();
      }
      onHeaders(statusCode, rawHeaders, resume, statusMessage) {
        return this.#handler.onHeaders?.(statusCode, rawHeaders, resume, statusMessage);
      }
      onUpgrade(statusCode, rawHeaders, socket) {
        return this.#handler.onUpgrade?.(statusCode, rawHeaders, socket);
      }
      onData(data) {
        return this.#handler.onData?.(data);
      }
      onComplete(trailers) {
        return this.#handler.onComplete?.(trailers);
      }
      onError(err) {
        if (!this.#handler.onError) {
          throw err;
        }
        return this.#handler.onError?.(err);
      }
      // Wrap Interface
      onRequestStart(controller2, context) {
        this.#handler.onConnect?.((reason) => controller2.abort(reason), context);
      }
      onRequestUpgrade(controller2, statusCode, headers, socket) {
        const rawHeaders = [];
        for (const [key2, val] of Object.entries(headers)) {
          rawHeaders.push(Buffer.from(key2, "latin1"), toRawHeaderValue(val));
        }
        this.#handler.onUpgrade?.(statusCode, rawHeaders, socket);
      }
      onResponseStart(controller2, statusCode, headers, statusMessage) {
        const rawHeaders = [];
        for (const [key2, val] of Object.entries(headers)) {
          rawHeaders.push(Buffer.from(key2, "latin1"), toRawHeaderValue(val));
        }
        if (this.#handler.onHeaders?.(statusCode, rawHeaders, () => controller2.resume(), statusMessage) === false) {
          controller2.pause();
        }
      }
      onResponseData(controller2, data) {
        if (this.#handler.onData?.(data) === false) {
          controller2.pause();
        }
      }
      onResponseEnd(controller2, trailers) {
        const rawTrailers = [];
        for (const [key2, val] of Object.entries(trailers)) {
          rawTrailers.push(Buffer.from(key2, "latin1"), toRawHeaderValue(val));
        }
        this.#handler.onComplete?.(rawTrailers);
      }
      onResponseError(controller2, err) {
        if (!this.#handler.onError) {
          throw new InvalidArgumentError("invalid onError method");
        }
        this.#handler.onError?.(err);
      }
    };
    function toRawHeaderValue(value) {
      return Array.isArray(value) ? value.map((item) => Buffer.from(item, "latin1")) : Buffer.from(value, "latin1");
    }
    __name(toRawHeaderValue, "toRawHeaderValue");
  }
});

// node_modules/undici/lib/dispatcher/dispatcher.js
var require_dispatcher = __commonJS({
  "node_modules/undici/lib/dispatcher/dispatcher.js"(exports2, module2) {
    "use strict";
    var EventEmitter = require("node:events");
    var WrapHandler = require_wrap_handler();
    var wrapInterceptor = /* @__PURE__ */ __name((dispatch) => (opts, handler) => dispatch(opts, WrapHandler.wrap(handler)), "wrapInterceptor");
    var Dispatcher = class extends EventEmitter {
      static {
        __name(this, "Dispatcher");
      }
      dispatch() {
        throw new Error("not implemented");
      }
      close() {
        throw new Error("not implemented");
      }
      destroy() {
        throw new Error("not implemented");
      }
      compose(...args) {
        const interceptors = Array.isArray(args[0]) ? args[0] : args;
        let dispatch = this.dispatch.bind(this);
        for (const interceptor of interceptors) {
          if (interceptor == null) {
            continue;
          }
          if (typeof interceptor !== "function") {
            throw new TypeError(`invalid interceptor, expected function received ${typeof interceptor}`);
          }
          dispatch = interceptor(dispatch);
          dispatch = wrapInterceptor(dispatch);
          if (dispatch == null || typeof dispatch !== "function" || dispatch.length !== 2) {
            throw new TypeError("invalid interceptor");
          }
        }
        return new Proxy(this, {
          get: /* @__PURE__ */ __name((target, key2) => key2 === "dispatch" ? dispatch : target[key2], "get")
        });
      }
    };
    module2.exports = Dispatcher;
  }
});

// node_modules/undici/lib/core/symbols.js
var require_symbols = __commonJS({
  "node_modules/undici/lib/core/symbols.js"(exports2, module2) {
    "use strict";
    module2.exports = {
      kClose: /* @__PURE__ */ Symbol("close"),
      kDestroy: /* @__PURE__ */ Symbol("destroy"),
      kDispatch: /* @__PURE__ */ Symbol("dispatch"),
      kUrl: /* @__PURE__ */ Symbol("url"),
      kRedirectCacheControl: /* @__PURE__ */ Symbol("redirect cache control"),
      kWriting: /* @__PURE__ */ Symbol("writing"),
      kResuming: /* @__PURE__ */ Symbol("resuming"),
      kQueue: /* @__PURE__ */ Symbol("queue"),
      kConnect: /* @__PURE__ */ Symbol("connect"),
      kConnecting: /* @__PURE__ */ Symbol("connecting"),
      kKeepAliveDefaultTimeout: /* @__PURE__ */ Symbol("default keep alive timeout"),
      kKeepAliveMaxTimeout: /* @__PURE__ */ Symbol("max keep alive timeout"),
      kKeepAliveTimeoutThreshold: /* @__PURE__ */ Symbol("keep alive timeout threshold"),
      kKeepAliveTimeoutValue: /* @__PURE__ */ Symbol("keep alive timeout"),
      kKeepAlive: /* @__PURE__ */ Symbol("keep alive"),
      kHeadersTimeout: /* @__PURE__ */ Symbol("headers timeout"),
      kBodyTimeout: /* @__PURE__ */ Symbol("body timeout"),
      kServerName: /* @__PURE__ */ Symbol("server name"),
      kLocalAddress: /* @__PURE__ */ Symbol("local address"),
      kHost: /* @__PURE__ */ Symbol("host"),
      kNoRef: /* @__PURE__ */ Symbol("no ref"),
      kBodyUsed: /* @__PURE__ */ Symbol("used"),
      kBody: /* @__PURE__ */ Symbol("abstracted request body"),
      kRunning: /* @__PURE__ */ Symbol("running"),
      kBlocking: /* @__PURE__ */ Symbol("blocking"),
      kPending: /* @__PURE__ */ Symbol("pending"),
      kSize: /* @__PURE__ */ Symbol("size"),
      kBusy: /* @__PURE__ */ Symbol("busy"),
      kQueued: /* @__PURE__ */ Symbol("queued"),
      kFree: /* @__PURE__ */ Symbol("free"),
      kConnected: /* @__PURE__ */ Symbol("connected"),
      kClosed: /* @__PURE__ */ Symbol("closed"),
      kNeedDrain: /* @__PURE__ */ Symbol("need drain"),
      kReset: /* @__PURE__ */ Symbol("reset"),
      kDestroyed: /* @__PURE__ */ Symbol.for("nodejs.stream.destroyed"),
      kResume: /* @__PURE__ */ Symbol("resume"),
      kOnError: /* @__PURE__ */ Symbol("on error"),
      kMaxHeadersSize: /* @__PURE__ */ Symbol("max headers size"),
      kRunningIdx: /* @__PURE__ */ Symbol("running index"),
      kPendingIdx: /* @__PURE__ */ Symbol("pending index"),
      kError: /* @__PURE__ */ Symbol("error"),
      kClients: /* @__PURE__ */ Symbol("clients"),
      kClient: /* @__PURE__ */ Symbol("client"),
      kParser: /* @__PURE__ */ Symbol("parser"),
      kOnDestroyed: /* @__PURE__ */ Symbol("destroy callbacks"),
      kPipelining: /* @__PURE__ */ Symbol("pipelining"),
      kSocket: /* @__PURE__ */ Symbol("socket"),
      kHostHeader: /* @__PURE__ */ Symbol("host header"),
      kConnector: /* @__PURE__ */ Symbol("connector"),
      kStrictContentLength: /* @__PURE__ */ Symbol("strict content length"),
      kMaxRedirections: /* @__PURE__ */ Symbol("maxRedirections"),
      kMaxRequests: /* @__PURE__ */ Symbol("maxRequestsPerClient"),
      kProxy: /* @__PURE__ */ Symbol("proxy agent options"),
      kCounter: /* @__PURE__ */ Symbol("socket request counter"),
      kMaxResponseSize: /* @__PURE__ */ Symbol("max response size"),
      kHTTP2Session: /* @__PURE__ */ Symbol("http2Session"),
      kHTTP2SessionState: /* @__PURE__ */ Symbol("http2Session state"),
      kRetryHandlerDefaultRetry: /* @__PURE__ */ Symbol("retry agent default retry"),
      kConstruct: /* @__PURE__ */ Symbol("constructable"),
      kListeners: /* @__PURE__ */ Symbol("listeners"),
      kHTTPContext: /* @__PURE__ */ Symbol("http context"),
      kMaxConcurrentStreams: /* @__PURE__ */ Symbol("max concurrent streams"),
      kHTTP2InitialWindowSize: /* @__PURE__ */ Symbol("http2 initial window size"),
      kHTTP2ConnectionWindowSize: /* @__PURE__ */ Symbol("http2 connection window size"),
      kEnableConnectProtocol: /* @__PURE__ */ Symbol("http2session connect protocol"),
      kRemoteSettings: /* @__PURE__ */ Symbol("http2session remote settings"),
      kHTTP2Stream: /* @__PURE__ */ Symbol("http2session client stream"),
      kPingInterval: /* @__PURE__ */ Symbol("ping interval"),
      kNoProxyAgent: /* @__PURE__ */ Symbol("no proxy agent"),
      kHttpProxyAgent: /* @__PURE__ */ Symbol("http proxy agent"),
      kHttpsProxyAgent: /* @__PURE__ */ Symbol("https proxy agent"),
      kSocks5ProxyAgent: /* @__PURE__ */ Symbol("socks5 proxy agent")
    };
  }
});

// node_modules/undici/lib/util/timers.js
var require_timers = __commonJS({
  "node_modules/undici/lib/util/timers.js"(exports2, module2) {
    "use strict";
    var fastNow = 0;
    var RESOLUTION_MS = 1e3;
    var TICK_MS = (RESOLUTION_MS >> 1) - 1;
    var fastNowTimeout;
    var kFastTimer = /* @__PURE__ */ Symbol("kFastTimer");
    var fastTimers = [];
    var NOT_IN_LIST = -2;
    var TO_BE_CLEARED = -1;
    var PENDING = 0;
    var ACTIVE = 1;
    function onTick() {
      fastNow += TICK_MS;
      let idx = 0;
      let len = fastTimers.length;
      while (idx < len) {
        const timer = fastTimers[idx];
        if (timer._state === PENDING) {
          timer._idleStart = fastNow - TICK_MS;
          timer._state = ACTIVE;
        } else if (timer._state === ACTIVE && fastNow >= timer._idleStart + timer._idleTimeout) {
          timer._state = TO_BE_CLEARED;
          timer._idleStart = -1;
          timer._onTimeout(timer._timerArg);
        }
        if (timer._state === TO_BE_CLEARED) {
          timer._state = NOT_IN_LIST;
          if (--len !== 0) {
            fastTimers[idx] = fastTimers[len];
          }
        } else {
          ++idx;
        }
      }
      fastTimers.length = len;
      if (fastTimers.length !== 0) {
        refreshTimeout();
      }
    }
    __name(onTick, "onTick");
    function refreshTimeout() {
      if (fastNowTimeout?.refresh) {
        fastNowTimeout.refresh();
      } else {
        clearTimeout(fastNowTimeout);
        fastNowTimeout = setTimeout(onTick, TICK_MS);
        fastNowTimeout?.unref();
      }
    }
    __name(refreshTimeout, "refreshTimeout");
    var FastTimer = class {
      static {
        __name(this, "FastTimer");
      }
      [kFastTimer] = true;
      /**
       * The state of the timer, which can be one of the following:
       * - NOT_IN_LIST (-2)
       * - TO_BE_CLEARED (-1)
       * - PENDING (0)
       * - ACTIVE (1)
       *
       * @type {-2|-1|0|1}
       * @private
       */
      _state = NOT_IN_LIST;
      /**
       * The number of milliseconds to wait before calling the callback.
       *
       * @type {number}
       * @private
       */
      _idleTimeout = -1;
      /**
       * The time in milliseconds when the timer was started. This value is used to
       * calculate when the timer should expire.
       *
       * @type {number}
       * @default -1
       * @private
       */
      _idleStart = -1;
      /**
       * The function to be executed when the timer expires.
       * @type {Function}
       * @private
       */
      _onTimeout;
      /**
       * The argument to be passed to the callback when the timer expires.
       *
       * @type {*}
       * @private
       */
      _timerArg;
      /**
       * @constructor
       * @param {Function} callback A function to be executed after the timer
       * expires.
       * @param {number} delay The time, in milliseconds that the timer should wait
       * before the specified function or code is executed.
       * @param {*} arg
       */
      constructor(callback, delay2, arg) {
        this._onTimeout = callback;
        this._idleTimeout = delay2;
        this._timerArg = arg;
        this.refresh();
      }
      /**
       * Sets the timer's start time to the current time, and reschedules the timer
       * to call its callback at the previously specified duration adjusted to the
       * current time.
       * Using this on a timer that has already called its callback will reactivate
       * the timer.
       *
       * @returns {void}
       */
      refresh() {
        if (this._state === NOT_IN_LIST) {
          fastTimers.push(this);
        }
        if (!fastNowTimeout || fastTimers.length === 1) {
          refreshTimeout();
        }
        this._state = PENDING;
      }
      /**
       * The `clear` method cancels the timer, preventing it from executing.
       *
       * @returns {void}
       * @private
       */
      clear() {
        this._state = TO_BE_CLEARED;
        this._idleStart = -1;
      }
    };
    module2.exports = {
      /**
       * The setTimeout() method sets a timer which executes a function once the
       * timer expires.
       * @param {Function} callback A function to be executed after the timer
       * expires.
       * @param {number} delay The time, in milliseconds that the timer should
       * wait before the specified function or code is executed.
       * @param {*} [arg] An optional argument to be passed to the callback function
       * when the timer expires.
       * @returns {NodeJS.Timeout|FastTimer}
       */
      setTimeout(callback, delay2, arg) {
        return delay2 <= RESOLUTION_MS ? setTimeout(callback, delay2, arg) : new FastTimer(callback, delay2, arg);
      },
      /**
       * The clearTimeout method cancels an instantiated Timer previously created
       * by calling setTimeout.
       *
       * @param {NodeJS.Timeout|FastTimer} timeout
       */
      clearTimeout(timeout) {
        if (timeout[kFastTimer]) {
          timeout.clear();
        } else {
          clearTimeout(timeout);
        }
      },
      /**
       * The setFastTimeout() method sets a fastTimer which executes a function once
       * the timer expires.
       * @param {Function} callback A function to be executed after the timer
       * expires.
       * @param {number} delay The time, in milliseconds that the timer should
       * wait before the specified function or code is executed.
       * @param {*} [arg] An optional argument to be passed to the callback function
       * when the timer expires.
       * @returns {FastTimer}
       */
      setFastTimeout(callback, delay2, arg) {
        return new FastTimer(callback, delay2, arg);
      },
      /**
       * The clearTimeout method cancels an instantiated FastTimer previously
       * created by calling setFastTimeout.
       *
       * @param {FastTimer} timeout
       */
      clearFastTimeout(timeout) {
        timeout.clear();
      },
      /**
       * The now method returns the value of the internal fast timer clock.
       *
       * @returns {number}
       */
      now() {
        return fastNow;
      },
      /**
       * Trigger the onTick function to process the fastTimers array.
       * Exported for testing purposes only.
       * Marking as deprecated to discourage any use outside of testing.
       * @deprecated
       * @param {number} [delay=0] The delay in milliseconds to add to the now value.
       */
      tick(delay2 = 0) {
        fastNow += delay2 - RESOLUTION_MS + 1;
        onTick();
        onTick();
      },
      /**
       * Reset FastTimers.
       * Exported for testing purposes only.
       * Marking as deprecated to discourage any use outside of testing.
       * @deprecated
       */
      reset() {
        fastNow = 0;
        fastTimers.length = 0;
        clearTimeout(fastNowTimeout);
        fastNowTimeout = null;
      },
      /**
       * Exporting for testing purposes only.
       * Marking as deprecated to discourage any use outside of testing.
       * @deprecated
       */
      kFastTimer
    };
  }
});

// node_modules/undici/lib/core/constants.js
var require_constants = __commonJS({
  "node_modules/undici/lib/core/constants.js"(exports2, module2) {
    "use strict";
    var wellknownHeaderNames = (
      /** @type {const} */
      [
        "Accept",
        "Accept-Encoding",
        "Accept-Language",
        "Accept-Ranges",
        "Access-Control-Allow-Credentials",
        "Access-Control-Allow-Headers",
        "Access-Control-Allow-Methods",
        "Access-Control-Allow-Origin",
        "Access-Control-Expose-Headers",
        "Access-Control-Max-Age",
        "Access-Control-Request-Headers",
        "Access-Control-Request-Method",
        "Age",
        "Allow",
        "Alt-Svc",
        "Alt-Used",
        "Authorization",
        "Cache-Control",
        "Clear-Site-Data",
        "Connection",
        "Content-Disposition",
        "Content-Encoding",
        "Content-Language",
        "Content-Length",
        "Content-Location",
        "Content-Range",
        "Content-Security-Policy",
        "Content-Security-Policy-Report-Only",
        "Content-Type",
        "Cookie",
        "Cross-Origin-Embedder-Policy",
        "Cross-Origin-Opener-Policy",
        "Cross-Origin-Resource-Policy",
        "Date",
        "Device-Memory",
        "Downlink",
        "ECT",
        "ETag",
        "Expect",
        "Expect-CT",
        "Expires",
        "Forwarded",
        "From",
        "Host",
        "If-Match",
        "If-Modified-Since",
        "If-None-Match",
        "If-Range",
        "If-Unmodified-Since",
        "Keep-Alive",
        "Last-Modified",
        "Link",
        "Location",
        "Max-Forwards",
        "Origin",
        "Permissions-Policy",
        "Pragma",
        "Proxy-Authenticate",
        "Proxy-Authorization",
        "RTT",
        "Range",
        "Referer",
        "Referrer-Policy",
        "Refresh",
        "Retry-After",
        "Sec-WebSocket-Accept",
        "Sec-WebSocket-Extensions",
        "Sec-WebSocket-Key",
        "Sec-WebSocket-Protocol",
        "Sec-WebSocket-Version",
        "Server",
        "Server-Timing",
        "Service-Worker-Allowed",
        "Service-Worker-Navigation-Preload",
        "Set-Cookie",
        "SourceMap",
        "Strict-Transport-Security",
        "Supports-Loading-Mode",
        "TE",
        "Timing-Allow-Origin",
        "Trailer",
        "Transfer-Encoding",
        "Upgrade",
        "Upgrade-Insecure-Requests",
        "User-Agent",
        "Vary",
        "Via",
        "WWW-Authenticate",
        "X-Content-Type-Options",
        "X-DNS-Prefetch-Control",
        "X-Frame-Options",
        "X-Permitted-Cross-Domain-Policies",
        "X-Powered-By",
        "X-Requested-With",
        "X-XSS-Protection"
      ]
    );
    var headerNameLowerCasedRecord = {};
    Object.setPrototypeOf(headerNameLowerCasedRecord, null);
    var wellknownHeaderNameBuffers = {};
    Object.setPrototypeOf(wellknownHeaderNameBuffers, null);
    function getHeaderNameAsBuffer(header2) {
      let buffer = wellknownHeaderNameBuffers[header2];
      if (buffer === void 0) {
        buffer = Buffer.from(header2);
      }
      return buffer;
    }
    __name(getHeaderNameAsBuffer, "getHeaderNameAsBuffer");
    for (let i = 0; i < wellknownHeaderNames.length; ++i) {
      const key2 = wellknownHeaderNames[i];
      const lowerCasedKey = key2.toLowerCase();
      headerNameLowerCasedRecord[key2] = headerNameLowerCasedRecord[lowerCasedKey] = lowerCasedKey;
    }
    module2.exports = {
      wellknownHeaderNames,
      headerNameLowerCasedRecord,
      getHeaderNameAsBuffer
    };
  }
});

// node_modules/undici/lib/core/tree.js
var require_tree = __commonJS({
  "node_modules/undici/lib/core/tree.js"(exports2, module2) {
    "use strict";
    var {
      wellknownHeaderNames,
      headerNameLowerCasedRecord
    } = require_constants();
    var TstNode = class _TstNode {
      static {
        __name(this, "TstNode");
      }
      /** @type {any} */
      value = null;
      /** @type {null | TstNode} */
      left = null;
      /** @type {null | TstNode} */
      middle = null;
      /** @type {null | TstNode} */
      right = null;
      /** @type {number} */
      code;
      /**
       * @param {string} key
       * @param {any} value
       * @param {number} index
       */
      constructor(key2, value, index) {
        if (index === void 0 || index >= key2.length) {
          throw new TypeError("Unreachable");
        }
        const code = this.code = key2.charCodeAt(index);
        if (code > 127) {
          throw new TypeError("key must be ascii string");
        }
        if (key2.length !== ++index) {
          this.middle = new _TstNode(key2, value, index);
        } else {
          this.value = value;
        }
      }
      /**
       * @param {string} key
       * @param {any} value
       * @returns {void}
       */
      add(key2, value) {
        const length = key2.length;
        if (length === 0) {
          throw new TypeError("Unreachable");
        }
        let index = 0;
        let node = this;
        while (true) {
          const code = key2.charCodeAt(index);
          if (code > 127) {
            throw new TypeError("key must be ascii string");
          }
          if (node.code === code) {
            if (length === ++index) {
              node.value = value;
              break;
            } else if (node.middle !== null) {
              node = node.middle;
            } else {
              node.middle = new _TstNode(key2, value, index);
              break;
            }
          } else if (node.code < code) {
            if (node.left !== null) {
              node = node.left;
            } else {
              node.left = new _TstNode(key2, value, index);
              break;
            }
          } else if (node.right !== null) {
            node = node.right;
          } else {
            node.right = new _TstNode(key2, value, index);
            break;
          }
        }
      }
      /**
       * @param {Uint8Array} key
       * @returns {TstNode | null}
       */
      search(key2) {
        const keylength = key2.length;
        let index = 0;
        let node = this;
        while (node !== null && index < keylength) {
          let code = key2[index];
          if (code <= 90 && code >= 65) {
            code |= 32;
          }
          while (node !== null) {
            if (code === node.code) {
              if (keylength === ++index) {
                return node;
              }
              node = node.middle;
              break;
            }
            node = node.code < code ? node.left : node.right;
          }
        }
        return null;
      }
    };
    var TernarySearchTree = class {
      static {
        __name(this, "TernarySearchTree");
      }
      /** @type {TstNode | null} */
      node = null;
      /**
       * @param {string} key
       * @param {any} value
       * @returns {void}
       * */
      insert(key2, value) {
        if (this.node === null) {
          this.node = new TstNode(key2, value, 0);
        } else {
          this.node.add(key2, value);
        }
      }
      /**
       * @param {Uint8Array} key
       * @returns {any}
       */
      lookup(key2) {
        return this.node?.search(key2)?.value ?? null;
      }
    };
    var tree = new TernarySearchTree();
    for (let i = 0; i < wellknownHeaderNames.length; ++i) {
      const key2 = headerNameLowerCasedRecord[wellknownHeaderNames[i]];
      tree.insert(key2, key2);
    }
    module2.exports = {
      TernarySearchTree,
      tree
    };
  }
});

// node_modules/undici/lib/core/util.js
var require_util = __commonJS({
  "node_modules/undici/lib/core/util.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { kDestroyed, kBodyUsed, kListeners, kBody } = require_symbols();
    var { IncomingMessage } = require("node:http");
    var stream = require("node:stream");
    var net = require("node:net");
    var { stringify } = require("node:querystring");
    var { EventEmitter: EE } = require("node:events");
    var timers = require_timers();
    var { InvalidArgumentError, ConnectTimeoutError } = require_errors();
    var { headerNameLowerCasedRecord } = require_constants();
    var { tree } = require_tree();
    var [nodeMajor, nodeMinor] = process.versions.node.split(".", 2).map((v) => Number(v));
    var BodyAsyncIterable = class {
      static {
        __name(this, "BodyAsyncIterable");
      }
      constructor(body) {
        this[kBody] = body;
        this[kBodyUsed] = false;
      }
      async *[Symbol.asyncIterator]() {
        assert(!this[kBodyUsed], "disturbed");
        this[kBodyUsed] = true;
        yield* this[kBody];
      }
    };
    function noop() {
    }
    __name(noop, "noop");
    function wrapRequestBody(body) {
      if (isStream(body)) {
        if (bodyLength(body) === 0) {
          body.on("data", function() {
            assert(false);
          });
        }
        if (typeof body.readableDidRead !== "boolean") {
          body[kBodyUsed] = false;
          EE.prototype.on.call(body, "data", function() {
            this[kBodyUsed] = true;
          });
        }
        return body;
      } else if (body && typeof body.pipeTo === "function") {
        return new BodyAsyncIterable(body);
      } else if (body && isFormDataLike(body)) {
        return body;
      } else if (body && typeof body !== "string" && !ArrayBuffer.isView(body) && isIterable(body)) {
        return new BodyAsyncIterable(body);
      } else {
        return body;
      }
    }
    __name(wrapRequestBody, "wrapRequestBody");
    function isStream(obj2) {
      return obj2 && typeof obj2 === "object" && typeof obj2.pipe === "function" && typeof obj2.on === "function";
    }
    __name(isStream, "isStream");
    function isBlobLike(object) {
      if (object === null) {
        return false;
      } else if (object instanceof Blob) {
        return true;
      } else if (typeof object !== "object") {
        return false;
      } else {
        const sTag = object[Symbol.toStringTag];
        return (sTag === "Blob" || sTag === "File") && ("stream" in object && typeof object.stream === "function" || "arrayBuffer" in object && typeof object.arrayBuffer === "function");
      }
    }
    __name(isBlobLike, "isBlobLike");
    function pathHasQueryOrFragment(url) {
      return url.includes("?") || url.includes("#");
    }
    __name(pathHasQueryOrFragment, "pathHasQueryOrFragment");
    function serializePathWithQuery(url, queryParams) {
      if (pathHasQueryOrFragment(url)) {
        throw new Error('Query params cannot be passed when url already contains "?" or "#".');
      }
      const stringified = stringify(queryParams);
      if (stringified) {
        url += "?" + stringified;
      }
      return url;
    }
    __name(serializePathWithQuery, "serializePathWithQuery");
    function isValidPort(port) {
      const value = parseInt(port, 10);
      return value === Number(port) && value >= 0 && value <= 65535;
    }
    __name(isValidPort, "isValidPort");
    function isHttpOrHttpsPrefixed(value) {
      return value != null && value[0] === "h" && value[1] === "t" && value[2] === "t" && value[3] === "p" && (value[4] === ":" || value[4] === "s" && value[5] === ":");
    }
    __name(isHttpOrHttpsPrefixed, "isHttpOrHttpsPrefixed");
    function parseURL(url) {
      if (typeof url === "string") {
        url = new URL(url);
        if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
          throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
        }
        return url;
      }
      if (!url || typeof url !== "object") {
        throw new InvalidArgumentError("Invalid URL: The URL argument must be a non-null object.");
      }
      if (!(url instanceof URL)) {
        if (url.port != null && url.port !== "" && isValidPort(url.port) === false) {
          throw new InvalidArgumentError("Invalid URL: port must be a valid integer or a string representation of an integer.");
        }
        if (url.path != null && typeof url.path !== "string") {
          throw new InvalidArgumentError("Invalid URL path: the path must be a string or null/undefined.");
        }
        if (url.pathname != null && typeof url.pathname !== "string") {
          throw new InvalidArgumentError("Invalid URL pathname: the pathname must be a string or null/undefined.");
        }
        if (url.hostname != null && typeof url.hostname !== "string") {
          throw new InvalidArgumentError("Invalid URL hostname: the hostname must be a string or null/undefined.");
        }
        if (url.origin != null && typeof url.origin !== "string") {
          throw new InvalidArgumentError("Invalid URL origin: the origin must be a string or null/undefined.");
        }
        if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
          throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
        }
        const port = url.port != null ? url.port : url.protocol === "https:" ? 443 : 80;
        let origin = url.origin != null ? url.origin : `${url.protocol || ""}//${url.hostname || ""}:${port}`;
        let path = url.path != null ? url.path : `${url.pathname || ""}${url.search || ""}`;
        if (origin[origin.length - 1] === "/") {
          origin = origin.slice(0, origin.length - 1);
        }
        if (path && path[0] !== "/") {
          path = `/${path}`;
        }
        return new URL(`${origin}${path}`);
      }
      if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
        throw new InvalidArgumentError("Invalid URL protocol: the URL must start with `http:` or `https:`.");
      }
      return url;
    }
    __name(parseURL, "parseURL");
    function parseOrigin(url) {
      url = parseURL(url);
      if (url.pathname !== "/" || url.search || url.hash) {
        throw new InvalidArgumentError("invalid url");
      }
      return url;
    }
    __name(parseOrigin, "parseOrigin");
    function getHostname(host) {
      if (host[0] === "[") {
        const idx2 = host.indexOf("]");
        assert(idx2 !== -1);
        return host.substring(1, idx2);
      }
      const idx = host.indexOf(":");
      if (idx === -1) return host;
      return host.substring(0, idx);
    }
    __name(getHostname, "getHostname");
    function getServerName(host) {
      if (!host) {
        return null;
      }
      assert(typeof host === "string");
      const servername = getHostname(host);
      if (net.isIP(servername)) {
        return "";
      }
      return servername;
    }
    __name(getServerName, "getServerName");
    function deepClone(obj2) {
      return JSON.parse(JSON.stringify(obj2));
    }
    __name(deepClone, "deepClone");
    function isAsyncIterable(obj2) {
      return !!(obj2 != null && typeof obj2[Symbol.asyncIterator] === "function");
    }
    __name(isAsyncIterable, "isAsyncIterable");
    function isIterable(obj2) {
      return !!(obj2 != null && (typeof obj2[Symbol.iterator] === "function" || typeof obj2[Symbol.asyncIterator] === "function"));
    }
    __name(isIterable, "isIterable");
    function hasSafeIterator(obj2) {
      const prototype2 = Object.getPrototypeOf(obj2);
      const ownIterator = Object.prototype.hasOwnProperty.call(obj2, Symbol.iterator);
      return ownIterator || prototype2 != null && prototype2 !== Object.prototype && typeof obj2[Symbol.iterator] === "function";
    }
    __name(hasSafeIterator, "hasSafeIterator");
    function bodyLength(body) {
      if (body == null) {
        return 0;
      } else if (isStream(body)) {
        const state = body._readableState;
        return state && state.objectMode === false && state.ended === true && Number.isFinite(state.length) ? state.length : null;
      } else if (isBlobLike(body)) {
        return body.size != null ? body.size : null;
      } else if (isBuffer(body)) {
        return body.byteLength;
      }
      return null;
    }
    __name(bodyLength, "bodyLength");
    function isDestroyed(body) {
      return body && !!(body.destroyed || body[kDestroyed] || stream.isDestroyed?.(body));
    }
    __name(isDestroyed, "isDestroyed");
    function destroy(stream2, err) {
      if (stream2 == null || !isStream(stream2) || isDestroyed(stream2)) {
        return;
      }
      if (typeof stream2.destroy === "function") {
        if (Object.getPrototypeOf(stream2).constructor === IncomingMessage) {
          stream2.socket = null;
        }
        stream2.destroy(err);
      } else if (err) {
        queueMicrotask(() => {
          stream2.emit("error", err);
        });
      }
      if (stream2.destroyed !== true) {
        stream2[kDestroyed] = true;
      }
    }
    __name(destroy, "destroy");
    var KEEPALIVE_TIMEOUT_EXPR = /timeout=(\d+)/;
    function parseKeepAliveTimeout(val) {
      const m = val.match(KEEPALIVE_TIMEOUT_EXPR);
      return m ? parseInt(m[1], 10) * 1e3 : null;
    }
    __name(parseKeepAliveTimeout, "parseKeepAliveTimeout");
    function headerNameToString(value) {
      return typeof value === "string" ? headerNameLowerCasedRecord[value] ?? value.toLowerCase() : tree.lookup(value) ?? value.toString("latin1").toLowerCase();
    }
    __name(headerNameToString, "headerNameToString");
    function bufferToLowerCasedHeaderName(value) {
      return tree.lookup(value) ?? value.toString("latin1").toLowerCase();
    }
    __name(bufferToLowerCasedHeaderName, "bufferToLowerCasedHeaderName");
    function parseHeaders(headers, obj2) {
      if (obj2 === void 0) obj2 = {};
      for (let i = 0; i < headers.length; i += 2) {
        const key2 = headerNameToString(headers[i]);
        let val = obj2[key2];
        if (val !== void 0) {
          if (!Object.hasOwn(obj2, key2)) {
            const headersValue = typeof headers[i + 1] === "string" ? headers[i + 1] : Array.isArray(headers[i + 1]) ? headers[i + 1].map((x) => x.toString("latin1")) : headers[i + 1].toString("latin1");
            if (key2 === "__proto__") {
              Object.defineProperty(obj2, key2, {
                value: headersValue,
                enumerable: true,
                configurable: true,
                writable: true
              });
            } else {
              obj2[key2] = headersValue;
            }
          } else {
            if (typeof val === "string") {
              val = [val];
              obj2[key2] = val;
            }
            val.push(headers[i + 1].toString("latin1"));
          }
        } else {
          const headersValue = typeof headers[i + 1] === "string" ? headers[i + 1] : Array.isArray(headers[i + 1]) ? headers[i + 1].map((x) => x.toString("latin1")) : headers[i + 1].toString("latin1");
          obj2[key2] = headersValue;
        }
      }
      return obj2;
    }
    __name(parseHeaders, "parseHeaders");
    function parseRawHeaders(headers) {
      const headersLength = headers.length;
      const ret = new Array(headersLength);
      let key2;
      let val;
      for (let n = 0; n < headersLength; n += 2) {
        key2 = headers[n];
        val = headers[n + 1];
        typeof key2 !== "string" && (key2 = key2.toString());
        typeof val !== "string" && (val = val.toString("latin1"));
        ret[n] = key2;
        ret[n + 1] = val;
      }
      return ret;
    }
    __name(parseRawHeaders, "parseRawHeaders");
    function toRawHeaders(headers) {
      const rawHeaders = [];
      for (const [name, value] of Object.entries(headers)) {
        if (Array.isArray(value)) {
          for (const entry of value) {
            rawHeaders.push(Buffer.from(name, "latin1"), Buffer.from(`${entry}`, "latin1"));
          }
        } else {
          rawHeaders.push(Buffer.from(name, "latin1"), Buffer.from(`${value}`, "latin1"));
        }
      }
      return rawHeaders;
    }
    __name(toRawHeaders, "toRawHeaders");
    function encodeRawHeaders(headers) {
      if (!Array.isArray(headers)) {
        throw new TypeError("expected headers to be an array");
      }
      return headers.map((x) => Buffer.from(x));
    }
    __name(encodeRawHeaders, "encodeRawHeaders");
    function isBuffer(buffer) {
      return buffer instanceof Uint8Array || Buffer.isBuffer(buffer);
    }
    __name(isBuffer, "isBuffer");
    function assertRequestHandler(handler, method, upgrade) {
      if (!handler || typeof handler !== "object") {
        throw new InvalidArgumentError("handler must be an object");
      }
      if (typeof handler.onRequestStart === "function") {
        return;
      }
      if (typeof handler.onConnect !== "function") {
        throw new InvalidArgumentError("invalid onConnect method");
      }
      if (typeof handler.onError !== "function") {
        throw new InvalidArgumentError("invalid onError method");
      }
      if (typeof handler.onBodySent !== "function" && handler.onBodySent !== void 0) {
        throw new InvalidArgumentError("invalid onBodySent method");
      }
      if (upgrade || method === "CONNECT") {
        if (typeof handler.onUpgrade !== "function") {
          throw new InvalidArgumentError("invalid onUpgrade method");
        }
      } else {
        if (typeof handler.onHeaders !== "function") {
          throw new InvalidArgumentError("invalid onHeaders method");
        }
        if (typeof handler.onData !== "function") {
          throw new InvalidArgumentError("invalid onData method");
        }
        if (typeof handler.onComplete !== "function") {
          throw new InvalidArgumentError("invalid onComplete method");
        }
      }
    }
    __name(assertRequestHandler, "assertRequestHandler");
    function isDisturbed(body) {
      return !!(body && (stream.isDisturbed(body) || body[kBodyUsed]));
    }
    __name(isDisturbed, "isDisturbed");
    function getSocketInfo(socket) {
      return {
        localAddress: socket.localAddress,
        localPort: socket.localPort,
        remoteAddress: socket.remoteAddress,
        remotePort: socket.remotePort,
        remoteFamily: socket.remoteFamily,
        timeout: socket.timeout,
        bytesWritten: socket.bytesWritten,
        bytesRead: socket.bytesRead
      };
    }
    __name(getSocketInfo, "getSocketInfo");
    function ReadableStreamFrom(iterable) {
      let iterator;
      return new ReadableStream(
        {
          start() {
            iterator = iterable[Symbol.asyncIterator]();
          },
          pull(controller2) {
            return iterator.next().then(({ done, value }) => {
              if (done) {
                return queueMicrotask(() => {
                  controller2.close();
                  controller2.byobRequest?.respond(0);
                });
              } else {
                const buf = Buffer.isBuffer(value) ? value : Buffer.from(value);
                if (buf.byteLength) {
                  return controller2.enqueue(new Uint8Array(buf));
                } else {
                  return this.pull(controller2);
                }
              }
            });
          },
          cancel() {
            return iterator.return();
          },
          type: "bytes"
        }
      );
    }
    __name(ReadableStreamFrom, "ReadableStreamFrom");
    function isFormDataLike(object) {
      return object && typeof object === "object" && typeof object.append === "function" && typeof object.delete === "function" && typeof object.get === "function" && typeof object.getAll === "function" && typeof object.has === "function" && typeof object.set === "function" && object[Symbol.toStringTag] === "FormData";
    }
    __name(isFormDataLike, "isFormDataLike");
    function addAbortListener(signal, listener) {
      if ("addEventListener" in signal) {
        signal.addEventListener("abort", listener, { once: true });
        return () => signal.removeEventListener("abort", listener);
      }
      signal.once("abort", listener);
      return () => signal.removeListener("abort", listener);
    }
    __name(addAbortListener, "addAbortListener");
    var validTokenChars = new Uint8Array([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 0-15
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 16-31
      0,
      1,
      0,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      1,
      1,
      0,
      1,
      1,
      0,
      // 32-47 (!"#$%&'()*+,-./)
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      // 48-63 (0-9:;<=>?)
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      // 64-79 (@A-O)
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      0,
      0,
      1,
      1,
      // 80-95 (P-Z[\]^_)
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      // 96-111 (`a-o)
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      0,
      1,
      0,
      1,
      0,
      // 112-127 (p-z{|}~)
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 128-143
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 144-159
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 160-175
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 176-191
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 192-207
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 208-223
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      // 224-239
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0
      // 240-255
    ]);
    function isTokenCharCode(c) {
      return validTokenChars[c] === 1;
    }
    __name(isTokenCharCode, "isTokenCharCode");
    var tokenRegExp = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
    function isValidHTTPToken(characters) {
      if (characters.length >= 12) return tokenRegExp.test(characters);
      if (characters.length === 0) return false;
      for (let i = 0; i < characters.length; i++) {
        if (validTokenChars[characters.charCodeAt(i)] !== 1) {
          return false;
        }
      }
      return true;
    }
    __name(isValidHTTPToken, "isValidHTTPToken");
    var headerCharRegex = /[^\t\x20-\x7e\x80-\xff]/;
    function isValidHeaderValue(characters) {
      return !headerCharRegex.test(characters);
    }
    __name(isValidHeaderValue, "isValidHeaderValue");
    var rangeHeaderRegex = /^bytes (\d+)-(\d+)\/(\d+)?$/;
    function parseRangeHeader(range) {
      if (range == null || range === "") return { start: 0, end: null, size: null };
      const m = range ? range.match(rangeHeaderRegex) : null;
      return m ? {
        start: parseInt(m[1]),
        end: m[2] ? parseInt(m[2]) : null,
        size: m[3] ? parseInt(m[3]) : null
      } : null;
    }
    __name(parseRangeHeader, "parseRangeHeader");
    function addListener(obj2, name, listener) {
      const listeners = obj2[kListeners] ??= [];
      listeners.push([name, listener]);
      obj2.on(name, listener);
      return obj2;
    }
    __name(addListener, "addListener");
    function removeAllListeners(obj2) {
      if (obj2[kListeners] != null) {
        for (const [name, listener] of obj2[kListeners]) {
          obj2.removeListener(name, listener);
        }
        obj2[kListeners] = null;
      }
      return obj2;
    }
    __name(removeAllListeners, "removeAllListeners");
    function errorRequest(client, request, err) {
      try {
        request.onError(err);
        assert(request.aborted);
      } catch (err2) {
        client.emit("error", err2);
      }
    }
    __name(errorRequest, "errorRequest");
    var setupConnectTimeout = process.platform === "win32" ? (socketWeakRef, opts) => {
      if (!opts.timeout) {
        return noop;
      }
      let s1 = null;
      let s2 = null;
      const fastTimer = timers.setFastTimeout(() => {
        s1 = setImmediate(() => {
          s2 = setImmediate(() => onConnectTimeout(socketWeakRef.deref(), opts));
        });
      }, opts.timeout);
      return () => {
        timers.clearFastTimeout(fastTimer);
        clearImmediate(s1);
        clearImmediate(s2);
      };
    } : (socketWeakRef, opts) => {
      if (!opts.timeout) {
        return noop;
      }
      let s1 = null;
      const fastTimer = timers.setFastTimeout(() => {
        s1 = setImmediate(() => {
          onConnectTimeout(socketWeakRef.deref(), opts);
        });
      }, opts.timeout);
      return () => {
        timers.clearFastTimeout(fastTimer);
        clearImmediate(s1);
      };
    };
    function onConnectTimeout(socket, opts) {
      if (socket == null) {
        return;
      }
      let message = "Connect Timeout Error";
      if (Array.isArray(socket.autoSelectFamilyAttemptedAddresses)) {
        message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(", ")},`;
      } else {
        message += ` (attempted address: ${opts.hostname}:${opts.port},`;
      }
      message += ` timeout: ${opts.timeout}ms)`;
      destroy(socket, new ConnectTimeoutError(message));
    }
    __name(onConnectTimeout, "onConnectTimeout");
    function getProtocolFromUrlString(urlString) {
      if (urlString[0] === "h" && urlString[1] === "t" && urlString[2] === "t" && urlString[3] === "p") {
        switch (urlString[4]) {
          case ":":
            return "http:";
          case "s":
            if (urlString[5] === ":") {
              return "https:";
            }
        }
      }
      return urlString.slice(0, urlString.indexOf(":") + 1);
    }
    __name(getProtocolFromUrlString, "getProtocolFromUrlString");
    var kEnumerableProperty = /* @__PURE__ */ Object.create(null);
    kEnumerableProperty.enumerable = true;
    var normalizedMethodRecordsBase = {
      delete: "DELETE",
      DELETE: "DELETE",
      get: "GET",
      GET: "GET",
      head: "HEAD",
      HEAD: "HEAD",
      options: "OPTIONS",
      OPTIONS: "OPTIONS",
      post: "POST",
      POST: "POST",
      put: "PUT",
      PUT: "PUT"
    };
    var normalizedMethodRecords = {
      ...normalizedMethodRecordsBase,
      patch: "patch",
      PATCH: "PATCH"
    };
    Object.setPrototypeOf(normalizedMethodRecordsBase, null);
    Object.setPrototypeOf(normalizedMethodRecords, null);
    module2.exports = {
      kEnumerableProperty,
      isDisturbed,
      isBlobLike,
      parseOrigin,
      parseURL,
      getServerName,
      isStream,
      isIterable,
      hasSafeIterator,
      isAsyncIterable,
      isDestroyed,
      headerNameToString,
      bufferToLowerCasedHeaderName,
      addListener,
      removeAllListeners,
      errorRequest,
      parseRawHeaders,
      toRawHeaders,
      encodeRawHeaders,
      parseHeaders,
      parseKeepAliveTimeout,
      destroy,
      bodyLength,
      deepClone,
      ReadableStreamFrom,
      isBuffer,
      assertRequestHandler,
      getSocketInfo,
      isFormDataLike,
      pathHasQueryOrFragment,
      serializePathWithQuery,
      addAbortListener,
      isValidHTTPToken,
      isValidHeaderValue,
      isTokenCharCode,
      parseRangeHeader,
      normalizedMethodRecordsBase,
      normalizedMethodRecords,
      isValidPort,
      isHttpOrHttpsPrefixed,
      nodeMajor,
      nodeMinor,
      safeHTTPMethods: Object.freeze(["GET", "HEAD", "OPTIONS", "TRACE"]),
      wrapRequestBody,
      setupConnectTimeout,
      getProtocolFromUrlString
    };
  }
});

// node_modules/undici/lib/api/abort-signal.js
var require_abort_signal = __commonJS({
  "node_modules/undici/lib/api/abort-signal.js"(exports2, module2) {
    "use strict";
    var { addAbortListener } = require_util();
    var { RequestAbortedError } = require_errors();
    var kListener = /* @__PURE__ */ Symbol("kListener");
    var kSignal = /* @__PURE__ */ Symbol("kSignal");
    function abort(self) {
      if (self.abort) {
        self.abort(self[kSignal]?.reason);
      } else {
        self.reason = self[kSignal]?.reason ?? new RequestAbortedError();
      }
      removeSignal(self);
    }
    __name(abort, "abort");
    function addSignal(self, signal) {
      self.reason = null;
      self[kSignal] = null;
      self[kListener] = null;
      if (!signal) {
        return;
      }
      if (signal.aborted) {
        abort(self);
        return;
      }
      self[kSignal] = signal;
      self[kListener] = () => {
        abort(self);
      };
      addAbortListener(self[kSignal], self[kListener]);
    }
    __name(addSignal, "addSignal");
    function removeSignal(self) {
      if (!self[kSignal]) {
        return;
      }
      if ("removeEventListener" in self[kSignal]) {
        self[kSignal].removeEventListener("abort", self[kListener]);
      } else {
        self[kSignal].removeListener("abort", self[kListener]);
      }
      self[kSignal] = null;
      self[kListener] = null;
    }
    __name(removeSignal, "removeSignal");
    module2.exports = {
      addSignal,
      removeSignal
    };
  }
});

// node_modules/undici/lib/api/api-connect.js
var require_api_connect = __commonJS({
  "node_modules/undici/lib/api/api-connect.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { AsyncResource } = require("node:async_hooks");
    var { InvalidArgumentError, SocketError } = require_errors();
    var util = require_util();
    var { addSignal, removeSignal } = require_abort_signal();
    var ConnectHandler = class extends AsyncResource {
      static {
        __name(this, "ConnectHandler");
      }
      constructor(opts, callback) {
        if (!opts || typeof opts !== "object") {
          throw new InvalidArgumentError("invalid opts");
        }
        if (typeof callback !== "function") {
          throw new InvalidArgumentError("invalid callback");
        }
        const { signal, opaque, responseHeaders } = opts;
        if (signal && typeof signal.on !== "function" && typeof signal.addEventListener !== "function") {
          throw new InvalidArgumentError("signal must be an EventEmitter or EventTarget");
        }
        super("UNDICI_CONNECT");
        this.opaque = opaque || null;
        this.responseHeaders = responseHeaders || null;
        this.callback = callback;
        this.abort = null;
        addSignal(this, signal);
      }
      onConnect(abort, context) {
        if (this.reason) {
          abort(this.reason);
          return;
        }
        assert(this.callback);
        this.abort = abort;
        this.context = context;
      }
      onHeaders() {
        throw new SocketError("bad connect", null);
      }
      onUpgrade(statusCode, rawHeaders, socket) {
        const { callback, opaque, context } = this;
        removeSignal(this);
        this.callback = null;
        let headers = rawHeaders;
        if (headers != null) {
          headers = this.responseHeaders === "raw" ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders);
        }
        this.runInAsyncScope(callback, null, null, {
          statusCode,
          headers,
          socket,
          opaque,
          context
        });
      }
      onError(err) {
        const { callback, opaque } = this;
        removeSignal(this);
        if (callback) {
          this.callback = null;
          queueMicrotask(() => {
            this.runInAsyncScope(callback, null, err, { opaque });
          });
        }
      }
    };
    function connect(opts, callback) {
      if (callback === void 0) {
        return new Promise((resolve4, reject) => {
          connect.call(this, opts, (err, data) => {
            return err ? reject(err) : resolve4(data);
          });
        });
      }
      try {
        const connectHandler = new ConnectHandler(opts, callback);
        const connectOptions = { ...opts, method: "CONNECT" };
        this.dispatch(connectOptions, connectHandler);
      } catch (err) {
        if (typeof callback !== "function") {
          throw err;
        }
        const opaque = opts?.opaque;
        queueMicrotask(() => callback(err, { opaque }));
      }
    }
    __name(connect, "connect");
    module2.exports = connect;
  }
});

// node_modules/undici/lib/handler/unwrap-handler.js
var require_unwrap_handler = __commonJS({
  "node_modules/undici/lib/handler/unwrap-handler.js"(exports2, module2) {
    "use strict";
    var { parseHeaders } = require_util();
    var { InvalidArgumentError } = require_errors();
    var kResume = /* @__PURE__ */ Symbol("resume");
    var UnwrapController = class {
      static {
        __name(this, "UnwrapController");
      }
      #paused = false;
      #reason = null;
      #aborted = false;
      #abort;
      [kResume] = null;
      rawHeaders = null;
      rawTrailers = null;
      constructor(abort) {
        this.#abort = abort;
      }
      pause() {
        this.#paused = true;
      }
      resume() {
        if (this.#paused) {
          this.#paused = false;
          this[kResume]?.();
        }
      }
      abort(reason) {
        if (!this.#aborted) {
          this.#aborted = true;
          this.#reason = reason;
          this.#abort(reason);
        }
      }
      get aborted() {
        return this.#aborted;
      }
      get reason() {
        return this.#reason;
      }
      get paused() {
        return this.#paused;
      }
    };
    module2.exports = class UnwrapHandler {
      static {
        __name(this, "UnwrapHandler");
      }
      #handler;
      #controller;
      constructor(handler) {
        this.#handler = handler;
      }
      static unwrap(handler) {
        return !handler.onRequestStart ? handler : new UnwrapHandler(handler);
      }
      onConnect(abort, context) {
        this.#controller = new UnwrapController(abort);
        this.#handler.onRequestStart?.(this.#controller, context);
      }
      onResponseStarted() {
        return this.#handler.onResponseStarted?.();
      }
      onUpgrade(statusCode, rawHeaders, socket) {
        this.#controller.rawHeaders = rawHeaders;
        this.#handler.onRequestUpgrade?.(this.#controller, statusCode, parseHeaders(rawHeaders), socket);
      }
      onHeaders(statusCode, rawHeaders, resume, statusMessage) {
        this.#controller[kResume] = resume;
        this.#controller.rawHeaders = rawHeaders;
        this.#handler.onResponseStart?.(this.#controller, statusCode, parseHeaders(rawHeaders), statusMessage);
        return !this.#controller.paused;
      }
      onData(data) {
        this.#handler.onResponseData?.(this.#controller, data);
        return !this.#controller.paused;
      }
      onComplete(rawTrailers) {
        this.#controller.rawTrailers = rawTrailers;
        this.#handler.onResponseEnd?.(this.#controller, parseHeaders(rawTrailers));
      }
      onError(err) {
        if (!this.#handler.onResponseError) {
          throw new InvalidArgumentError("invalid onError method");
        }
        this.#handler.onResponseError?.(this.#controller, err);
      }
    };
  }
});

// node_modules/undici/lib/dispatcher/dispatcher-base.js
var require_dispatcher_base = __commonJS({
  "node_modules/undici/lib/dispatcher/dispatcher-base.js"(exports2, module2) {
    "use strict";
    var buffer = require("node:buffer");
    var Dispatcher = require_dispatcher();
    var UnwrapHandler = require_unwrap_handler();
    var {
      ClientDestroyedError,
      ClientClosedError,
      InvalidArgumentError
    } = require_errors();
    var { kDestroy, kClose, kClosed, kDestroyed, kDispatch } = require_symbols();
    var kOnDestroyed = /* @__PURE__ */ Symbol("onDestroyed");
    var kOnClosed = /* @__PURE__ */ Symbol("onClosed");
    var kWebSocketOptions = /* @__PURE__ */ Symbol("webSocketOptions");
    var kEventSourceOptions = /* @__PURE__ */ Symbol("eventSourceOptions");
    var DispatcherBase = class extends Dispatcher {
      static {
        __name(this, "DispatcherBase");
      }
      /** @type {boolean} */
      [kDestroyed] = false;
      /** @type {Array<Function|null} */
      [kOnDestroyed] = null;
      /** @type {boolean} */
      [kClosed] = false;
      /** @type {Array<Function>|null} */
      [kOnClosed] = null;
      /**
       * @param {import('../../types/dispatcher').DispatcherOptions} [opts]
       */
      constructor(opts) {
        super();
        this[kWebSocketOptions] = opts?.webSocket ?? {};
        this[kEventSourceOptions] = opts?.eventSource ?? {};
      }
      /**
       * @returns {import('../../types/dispatcher').WebSocketOptions}
       */
      get webSocketOptions() {
        return {
          maxFragments: this[kWebSocketOptions].maxFragments ?? 131072,
          maxPayloadSize: this[kWebSocketOptions].maxPayloadSize ?? 128 * 1024 * 1024
          // 128 MB default
        };
      }
      /**
       * @returns {import('../../types/client').Client.EventSourceOptions}
       */
      get eventSourceOptions() {
        return {
          maxEventSize: this[kEventSourceOptions].maxEventSize ?? buffer.kStringMaxLength
        };
      }
      /** @returns {boolean} */
      get destroyed() {
        return this[kDestroyed];
      }
      /** @returns {boolean} */
      get closed() {
        return this[kClosed];
      }
      close(callback) {
        if (callback === void 0) {
          return new Promise((resolve4, reject) => {
            this.close((err, data) => {
              return err ? reject(err) : resolve4(data);
            });
          });
        }
        if (typeof callback !== "function") {
          throw new InvalidArgumentError("invalid callback");
        }
        if (this[kDestroyed]) {
          const err = new ClientDestroyedError();
          queueMicrotask(() => callback(err, null));
          return;
        }
        if (this[kClosed]) {
          if (this[kOnClosed]) {
            this[kOnClosed].push(callback);
          } else {
            queueMicrotask(() => callback(null, null));
          }
          return;
        }
        this[kClosed] = true;
        this[kOnClosed] ??= [];
        this[kOnClosed].push(callback);
        const onClosed = /* @__PURE__ */ __name(() => {
          const callbacks = this[kOnClosed];
          this[kOnClosed] = null;
          for (let i = 0; i < callbacks.length; i++) {
            callbacks[i](null, null);
          }
        }, "onClosed");
        this[kClose]().then(() => this.destroy()).then(() => queueMicrotask(onClosed));
      }
      destroy(err, callback) {
        if (typeof err === "function") {
          callback = err;
          err = null;
        }
        if (callback === void 0) {
          return new Promise((resolve4, reject) => {
            this.destroy(err, (err2, data) => {
              return err2 ? reject(err2) : resolve4(data);
            });
          });
        }
        if (typeof callback !== "function") {
          throw new InvalidArgumentError("invalid callback");
        }
        if (this[kDestroyed]) {
          if (this[kOnDestroyed]) {
            this[kOnDestroyed].push(callback);
          } else {
            queueMicrotask(() => callback(null, null));
          }
          return;
        }
        if (!err) {
          err = new ClientDestroyedError();
        }
        this[kDestroyed] = true;
        this[kOnDestroyed] ??= [];
        this[kOnDestroyed].push(callback);
        const onDestroyed = /* @__PURE__ */ __name(() => {
          const callbacks = this[kOnDestroyed];
          this[kOnDestroyed] = null;
          for (let i = 0; i < callbacks.length; i++) {
            callbacks[i](null, null);
          }
        }, "onDestroyed");
        this[kDestroy](err).then(() => queueMicrotask(onDestroyed));
      }
      dispatch(opts, handler) {
        if (!handler || typeof handler !== "object") {
          throw new InvalidArgumentError("handler must be an object");
        }
        handler = UnwrapHandler.unwrap(handler);
        try {
          if (!opts || typeof opts !== "object") {
            throw new InvalidArgumentError("opts must be an object.");
          }
          if (this[kDestroyed] || this[kOnDestroyed]) {
            throw new ClientDestroyedError();
          }
          if (this[kClosed]) {
            throw new ClientClosedError();
          }
          return this[kDispatch](opts, handler);
        } catch (err) {
          if (typeof handler.onError !== "function") {
            throw err;
          }
          handler.onError(err);
          return false;
        }
      }
    };
    module2.exports = DispatcherBase;
  }
});

// node_modules/undici/lib/util/stats.js
var require_stats = __commonJS({
  "node_modules/undici/lib/util/stats.js"(exports2, module2) {
    "use strict";
    var {
      kConnected,
      kPending,
      kRunning,
      kSize,
      kFree,
      kQueued
    } = require_symbols();
    var ClientStats = class {
      static {
        __name(this, "ClientStats");
      }
      constructor(client) {
        this.connected = client[kConnected];
        this.pending = client[kPending];
        this.running = client[kRunning];
        this.size = client[kSize];
      }
    };
    var PoolStats = class {
      static {
        __name(this, "PoolStats");
      }
      constructor(pool) {
        this.connected = pool[kConnected];
        this.free = pool[kFree];
        this.pending = pool[kPending];
        this.queued = pool[kQueued];
        this.running = pool[kRunning];
        this.size = pool[kSize];
      }
    };
    module2.exports = { ClientStats, PoolStats };
  }
});

// node_modules/undici/lib/dispatcher/fixed-queue.js
var require_fixed_queue = __commonJS({
  "node_modules/undici/lib/dispatcher/fixed-queue.js"(exports2, module2) {
    "use strict";
    var kSize = 2048;
    var kMask = kSize - 1;
    var FixedCircularBuffer = class {
      static {
        __name(this, "FixedCircularBuffer");
      }
      /** @type {number} */
      bottom = 0;
      /** @type {number} */
      top = 0;
      /** @type {Array<T|undefined>} */
      list = new Array(kSize).fill(void 0);
      /** @type {T|null} */
      next = null;
      /** @returns {boolean} */
      isEmpty() {
        return this.top === this.bottom;
      }
      /** @returns {boolean} */
      isFull() {
        return (this.top + 1 & kMask) === this.bottom;
      }
      /**
       * @param {T} data
       * @returns {void}
       */
      push(data) {
        this.list[this.top] = data;
        this.top = this.top + 1 & kMask;
      }
      /** @returns {T|null} */
      shift() {
        const nextItem = this.list[this.bottom];
        if (nextItem === void 0) {
          return null;
        }
        this.list[this.bottom] = void 0;
        this.bottom = this.bottom + 1 & kMask;
        return nextItem;
      }
    };
    module2.exports = class FixedQueue {
      static {
        __name(this, "FixedQueue");
      }
      constructor() {
        this.head = this.tail = new FixedCircularBuffer();
      }
      /** @returns {boolean} */
      isEmpty() {
        return this.head.isEmpty();
      }
      /** @param {T} data */
      push(data) {
        if (this.head.isFull()) {
          this.head = this.head.next = new FixedCircularBuffer();
        }
        this.head.push(data);
      }
      /** @returns {T|null} */
      shift() {
        const tail = this.tail;
        const next = tail.shift();
        if (tail.isEmpty() && tail.next !== null) {
          this.tail = tail.next;
          tail.next = null;
        }
        return next;
      }
    };
  }
});

// node_modules/undici/lib/dispatcher/pool-base.js
var require_pool_base = __commonJS({
  "node_modules/undici/lib/dispatcher/pool-base.js"(exports2, module2) {
    "use strict";
    var { PoolStats } = require_stats();
    var DispatcherBase = require_dispatcher_base();
    var FixedQueue = require_fixed_queue();
    var { kConnected, kSize, kRunning, kPending, kQueued, kBusy, kFree, kUrl, kClose, kDestroy, kDispatch } = require_symbols();
    var kClients = /* @__PURE__ */ Symbol("clients");
    var kNeedDrain = /* @__PURE__ */ Symbol("needDrain");
    var kQueue = /* @__PURE__ */ Symbol("queue");
    var kClosedResolve = /* @__PURE__ */ Symbol("closed resolve");
    var kOnDrain = /* @__PURE__ */ Symbol("onDrain");
    var kOnConnect = /* @__PURE__ */ Symbol("onConnect");
    var kOnDisconnect = /* @__PURE__ */ Symbol("onDisconnect");
    var kOnConnectionError = /* @__PURE__ */ Symbol("onConnectionError");
    var kGetDispatcher = /* @__PURE__ */ Symbol("get dispatcher");
    var kAddClient = /* @__PURE__ */ Symbol("add client");
    var kRemoveClient = /* @__PURE__ */ Symbol("remove client");
    var PoolBase = class extends DispatcherBase {
      static {
        __name(this, "PoolBase");
      }
      [kQueue] = new FixedQueue();
      [kQueued] = 0;
      [kClients] = [];
      [kNeedDrain] = false;
      [kOnDrain](client, origin, targets) {
        const queue = this[kQueue];
        let needDrain = false;
        while (!needDrain) {
          const item = queue.shift();
          if (!item) {
            break;
          }
          this[kQueued]--;
          needDrain = !client.dispatch(item.opts, item.handler);
        }
        client[kNeedDrain] = needDrain;
        if (!needDrain && this[kNeedDrain]) {
          this[kNeedDrain] = false;
          this.emit("drain", origin, [this, ...targets]);
        }
        if (this[kClosedResolve] && queue.isEmpty()) {
          const closeAll = [];
          for (let i = 0; i < this[kClients].length; i++) {
            const client2 = this[kClients][i];
            if (!client2.destroyed) {
              closeAll.push(client2.close());
            }
          }
          return Promise.all(closeAll).then(this[kClosedResolve]);
        }
      }
      [kOnConnect] = (origin, targets) => {
        this.emit("connect", origin, [this, ...targets]);
      };
      [kOnDisconnect] = (origin, targets, err) => {
        this.emit("disconnect", origin, [this, ...targets], err);
      };
      [kOnConnectionError] = (origin, targets, err) => {
        this.emit("connectionError", origin, [this, ...targets], err);
      };
      get [kBusy]() {
        return this[kNeedDrain];
      }
      get [kConnected]() {
        let ret = 0;
        for (const { [kConnected]: connected } of this[kClients]) {
          ret += connected;
        }
        return ret;
      }
      get [kFree]() {
        let ret = 0;
        for (const { [kConnected]: connected, [kNeedDrain]: needDrain } of this[kClients]) {
          ret += connected && !needDrain;
        }
        return ret;
      }
      get [kPending]() {
        let ret = this[kQueued];
        for (const { [kPending]: pending } of this[kClients]) {
          ret += pending;
        }
        return ret;
      }
      get [kRunning]() {
        let ret = 0;
        for (const { [kRunning]: running } of this[kClients]) {
          ret += running;
        }
        return ret;
      }
      get [kSize]() {
        let ret = this[kQueued];
        for (const { [kSize]: size } of this[kClients]) {
          ret += size;
        }
        return ret;
      }
      get stats() {
        return new PoolStats(this);
      }
      [kClose]() {
        if (this[kQueue].isEmpty()) {
          const closeAll = [];
          for (let i = 0; i < this[kClients].length; i++) {
            const client = this[kClients][i];
            if (!client.destroyed) {
              closeAll.push(client.close());
            }
          }
          return Promise.all(closeAll);
        } else {
          return new Promise((resolve4) => {
            this[kClosedResolve] = resolve4;
          });
        }
      }
      [kDestroy](err) {
        while (true) {
          const item = this[kQueue].shift();
          if (!item) {
            break;
          }
          item.handler.onError(err);
        }
        const destroyAll = new Array(this[kClients].length);
        for (let i = 0; i < this[kClients].length; i++) {
          destroyAll[i] = this[kClients][i].destroy(err);
        }
        return Promise.all(destroyAll);
      }
      [kDispatch](opts, handler) {
        const dispatcher = this[kGetDispatcher]();
        if (!dispatcher) {
          this[kNeedDrain] = true;
          this[kQueue].push({ opts, handler });
          this[kQueued]++;
        } else if (!dispatcher.dispatch(opts, handler)) {
          dispatcher[kNeedDrain] = true;
          this[kNeedDrain] = !this[kGetDispatcher]();
        }
        return !this[kNeedDrain];
      }
      [kAddClient](client) {
        client.on("drain", this[kOnDrain].bind(this, client)).on("connect", this[kOnConnect]).on("disconnect", this[kOnDisconnect]).on("connectionError", this[kOnConnectionError]);
        this[kClients].push(client);
        if (this[kNeedDrain]) {
          queueMicrotask(() => {
            if (this[kNeedDrain]) {
              this[kOnDrain](client, client[kUrl], [client, this]);
            }
          });
        }
        return this;
      }
      [kRemoveClient](client) {
        client.close(() => {
          const idx = this[kClients].indexOf(client);
          if (idx !== -1) {
            this[kClients].splice(idx, 1);
          }
        });
        this[kNeedDrain] = this[kClients].some((dispatcher) => !dispatcher[kNeedDrain] && dispatcher.closed !== true && dispatcher.destroyed !== true);
      }
    };
    module2.exports = {
      PoolBase,
      kClients,
      kNeedDrain,
      kAddClient,
      kRemoveClient,
      kGetDispatcher
    };
  }
});

// node_modules/undici/lib/core/diagnostics.js
var require_diagnostics = __commonJS({
  "node_modules/undici/lib/core/diagnostics.js"(exports2, module2) {
    "use strict";
    var diagnosticsChannel = require("node:diagnostics_channel");
    var util = require("node:util");
    var undiciDebugLog = util.debuglog("undici");
    var fetchDebuglog = util.debuglog("fetch");
    var websocketDebuglog = util.debuglog("websocket");
    var channels = {
      // Client
      beforeConnect: diagnosticsChannel.channel("undici:client:beforeConnect"),
      connected: diagnosticsChannel.channel("undici:client:connected"),
      connectError: diagnosticsChannel.channel("undici:client:connectError"),
      sendHeaders: diagnosticsChannel.channel("undici:client:sendHeaders"),
      // Request
      create: diagnosticsChannel.channel("undici:request:create"),
      bodySent: diagnosticsChannel.channel("undici:request:bodySent"),
      bodyChunkSent: diagnosticsChannel.channel("undici:request:bodyChunkSent"),
      bodyChunkReceived: diagnosticsChannel.channel("undici:request:bodyChunkReceived"),
      headers: diagnosticsChannel.channel("undici:request:headers"),
      trailers: diagnosticsChannel.channel("undici:request:trailers"),
      error: diagnosticsChannel.channel("undici:request:error"),
      // WebSocket
      open: diagnosticsChannel.channel("undici:websocket:open"),
      close: diagnosticsChannel.channel("undici:websocket:close"),
      socketError: diagnosticsChannel.channel("undici:websocket:socket_error"),
      ping: diagnosticsChannel.channel("undici:websocket:ping"),
      pong: diagnosticsChannel.channel("undici:websocket:pong"),
      // ProxyAgent
      proxyConnected: diagnosticsChannel.channel("undici:proxy:connected")
    };
    var isTrackingClientEvents = false;
    function trackClientEvents(debugLog = undiciDebugLog) {
      if (isTrackingClientEvents) {
        return;
      }
      if (channels.beforeConnect.hasSubscribers || channels.connected.hasSubscribers || channels.connectError.hasSubscribers || channels.sendHeaders.hasSubscribers) {
        isTrackingClientEvents = true;
        return;
      }
      isTrackingClientEvents = true;
      diagnosticsChannel.subscribe(
        "undici:client:beforeConnect",
        (evt) => {
          const {
            connectParams: { version, protocol, port, host }
          } = evt;
          debugLog(
            "connecting to %s%s using %s%s",
            host,
            port ? `:${port}` : "",
            protocol,
            version
          );
        }
      );
      diagnosticsChannel.subscribe(
        "undici:client:connected",
        (evt) => {
          const {
            connectParams: { version, protocol, port, host }
          } = evt;
          debugLog(
            "connected to %s%s using %s%s",
            host,
            port ? `:${port}` : "",
            protocol,
            version
          );
        }
      );
      diagnosticsChannel.subscribe(
        "undici:client:connectError",
        (evt) => {
          const {
            connectParams: { version, protocol, port, host },
            error
          } = evt;
          debugLog(
            "connection to %s%s using %s%s errored - %s",
            host,
            port ? `:${port}` : "",
            protocol,
            version,
            error.message
          );
        }
      );
      diagnosticsChannel.subscribe(
        "undici:client:sendHeaders",
        (evt) => {
          const {
            request: { method, path, origin }
          } = evt;
          debugLog("sending request to %s %s%s", method, origin, path);
        }
      );
    }
    __name(trackClientEvents, "trackClientEvents");
    var isTrackingRequestEvents = false;
    function trackRequestEvents(debugLog = undiciDebugLog) {
      if (isTrackingRequestEvents) {
        return;
      }
      if (channels.headers.hasSubscribers || channels.trailers.hasSubscribers || channels.error.hasSubscribers) {
        isTrackingRequestEvents = true;
        return;
      }
      isTrackingRequestEvents = true;
      diagnosticsChannel.subscribe(
        "undici:request:headers",
        (evt) => {
          const {
            request: { method, path, origin },
            response: { statusCode }
          } = evt;
          debugLog(
            "received response to %s %s%s - HTTP %d",
            method,
            origin,
            path,
            statusCode
          );
        }
      );
      diagnosticsChannel.subscribe(
        "undici:request:trailers",
        (evt) => {
          const {
            request: { method, path, origin }
          } = evt;
          debugLog("trailers received from %s %s%s", method, origin, path);
        }
      );
      diagnosticsChannel.subscribe(
        "undici:request:error",
        (evt) => {
          const {
            request: { method, path, origin },
            error
          } = evt;
          debugLog(
            "request to %s %s%s errored - %s",
            method,
            origin,
            path,
            error.message
          );
        }
      );
    }
    __name(trackRequestEvents, "trackRequestEvents");
    var isTrackingWebSocketEvents = false;
    function trackWebSocketEvents(debugLog = websocketDebuglog) {
      if (isTrackingWebSocketEvents) {
        return;
      }
      if (channels.open.hasSubscribers || channels.close.hasSubscribers || channels.socketError.hasSubscribers || channels.ping.hasSubscribers || channels.pong.hasSubscribers) {
        isTrackingWebSocketEvents = true;
        return;
      }
      isTrackingWebSocketEvents = true;
      diagnosticsChannel.subscribe(
        "undici:websocket:open",
        (evt) => {
          if (evt.address != null) {
            const { address, port } = evt.address;
            debugLog("connection opened %s%s", address, port ? `:${port}` : "");
          } else {
            debugLog("connection opened");
          }
        }
      );
      diagnosticsChannel.subscribe(
        "undici:websocket:close",
        (evt) => {
          const { websocket, code, reason } = evt;
          debugLog(
            "closed connection to %s - %s %s",
            websocket.url,
            code,
            reason
          );
        }
      );
      diagnosticsChannel.subscribe(
        "undici:websocket:socket_error",
        (err) => {
          debugLog("connection errored - %s", err.message);
        }
      );
      diagnosticsChannel.subscribe(
        "undici:websocket:ping",
        (evt) => {
          debugLog("ping received");
        }
      );
      diagnosticsChannel.subscribe(
        "undici:websocket:pong",
        (evt) => {
          debugLog("pong received");
        }
      );
    }
    __name(trackWebSocketEvents, "trackWebSocketEvents");
    if (undiciDebugLog.enabled || fetchDebuglog.enabled) {
      trackClientEvents(fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog);
      trackRequestEvents(fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog);
    }
    if (websocketDebuglog.enabled) {
      trackClientEvents(undiciDebugLog.enabled ? undiciDebugLog : websocketDebuglog);
      trackWebSocketEvents(websocketDebuglog);
    }
    module2.exports = {
      channels
    };
  }
});

// node_modules/undici/lib/core/request.js
var require_request = __commonJS({
  "node_modules/undici/lib/core/request.js"(exports2, module2) {
    "use strict";
    var {
      InvalidArgumentError,
      NotSupportedError
    } = require_errors();
    var assert = require("node:assert");
    var {
      isValidHTTPToken,
      isValidHeaderValue,
      isStream,
      destroy,
      isBuffer,
      isFormDataLike,
      isIterable,
      hasSafeIterator,
      isBlobLike,
      serializePathWithQuery,
      assertRequestHandler,
      getServerName,
      normalizedMethodRecords,
      getProtocolFromUrlString
    } = require_util();
    var { channels } = require_diagnostics();
    var { headerNameLowerCasedRecord } = require_constants();
    var invalidPathRegex = /[^\u0021-\u00ff]/;
    function isValidContentLengthHeaderValue(val) {
      if (typeof val !== "string" || val.length === 0) {
        return false;
      }
      for (let i = 0; i < val.length; i++) {
        const charCode = val.charCodeAt(i);
        if (charCode < 48 || charCode > 57) {
          return false;
        }
      }
      return true;
    }
    __name(isValidContentLengthHeaderValue, "isValidContentLengthHeaderValue");
    var kHandler = /* @__PURE__ */ Symbol("handler");
    var Request = class {
      static {
        __name(this, "Request");
      }
      constructor(origin, {
        path,
        method,
        body,
        headers,
        query,
        idempotent,
        blocking,
        upgrade,
        headersTimeout,
        bodyTimeout,
        reset,
        expectContinue,
        servername,
        throwOnError,
        maxRedirections,
        typeOfService
      }, handler) {
        if (typeof path !== "string") {
          throw new InvalidArgumentError("path must be a string");
        } else if (path[0] !== "/" && !(path.startsWith("http://") || path.startsWith("https://")) && method !== "CONNECT") {
          throw new InvalidArgumentError("path must be an absolute URL or start with a slash");
        } else if (invalidPathRegex.test(path)) {
          throw new InvalidArgumentError("invalid request path");
        }
        if (typeof method !== "string") {
          throw new InvalidArgumentError("method must be a string");
        } else if (normalizedMethodRecords[method] === void 0 && !isValidHTTPToken(method)) {
          throw new InvalidArgumentError("invalid request method");
        }
        if (upgrade && typeof upgrade !== "string") {
          throw new InvalidArgumentError("upgrade must be a string");
        }
        if (upgrade && !isValidHeaderValue(upgrade)) {
          throw new InvalidArgumentError("invalid upgrade header");
        }
        if (headersTimeout != null && (!Number.isFinite(headersTimeout) || headersTimeout < 0)) {
          throw new InvalidArgumentError("invalid headersTimeout");
        }
        if (bodyTimeout != null && (!Number.isFinite(bodyTimeout) || bodyTimeout < 0)) {
          throw new InvalidArgumentError("invalid bodyTimeout");
        }
        if (reset != null && typeof reset !== "boolean") {
          throw new InvalidArgumentError("invalid reset");
        }
        if (expectContinue != null && typeof expectContinue !== "boolean") {
          throw new InvalidArgumentError("invalid expectContinue");
        }
        if (throwOnError != null) {
          throw new InvalidArgumentError("invalid throwOnError");
        }
        if (maxRedirections != null && maxRedirections !== 0) {
          throw new InvalidArgumentError("maxRedirections is not supported, use the redirect interceptor");
        }
        if (typeOfService != null && (!Number.isInteger(typeOfService) || typeOfService < 0 || typeOfService > 255)) {
          throw new InvalidArgumentError("typeOfService must be an integer between 0 and 255");
        }
        this.headersTimeout = headersTimeout;
        this.bodyTimeout = bodyTimeout;
        this.method = method;
        this.typeOfService = typeOfService;
        this.abort = null;
        if (body == null) {
          this.body = null;
        } else if (isStream(body)) {
          this.body = body;
          const rState = this.body._readableState;
          if (!rState || !rState.autoDestroy) {
            this.endHandler = /* @__PURE__ */ __name(function autoDestroy() {
              destroy(this);
            }, "autoDestroy");
            this.body.on("end", this.endHandler);
          }
          this.errorHandler = (err) => {
            if (this.abort) {
              this.abort(err);
            } else {
              this.error = err;
            }
          };
          this.body.on("error", this.errorHandler);
        } else if (isBuffer(body)) {
          this.body = body.byteLength ? body : null;
        } else if (ArrayBuffer.isView(body)) {
          this.body = body.buffer.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null;
        } else if (body instanceof ArrayBuffer) {
          this.body = body.byteLength ? Buffer.from(body) : null;
        } else if (typeof body === "string") {
          this.body = body.length ? Buffer.from(body) : null;
        } else if (isFormDataLike(body) || isIterable(body) || isBlobLike(body)) {
          this.body = body;
        } else {
          throw new InvalidArgumentError("body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable");
        }
        this.completed = false;
        this.aborted = false;
        this.upgrade = upgrade || null;
        this.path = query ? serializePathWithQuery(path, query) : path;
        this.origin = origin;
        this.protocol = getProtocolFromUrlString(origin);
        this.idempotent = idempotent == null ? method === "HEAD" || method === "GET" : idempotent;
        this.blocking = blocking ?? this.method !== "HEAD";
        this.reset = reset == null ? null : reset;
        this.host = null;
        this.contentLength = null;
        this.contentType = null;
        this.headers = [];
        this.expectContinue = expectContinue != null ? expectContinue : false;
        if (Array.isArray(headers)) {
          if (headers.length % 2 !== 0) {
            throw new InvalidArgumentError("headers array must be even");
          }
          for (let i = 0; i < headers.length; i += 2) {
            processHeader(this, headers[i], headers[i + 1]);
          }
        } else if (headers && typeof headers === "object") {
          if (hasSafeIterator(headers)) {
            for (const header2 of headers) {
              if (!Array.isArray(header2) || header2.length !== 2) {
                throw new InvalidArgumentError("headers must be in key-value pair format");
              }
              processHeader(this, header2[0], header2[1]);
            }
          } else {
            const keys = Object.keys(headers);
            for (let i = 0; i < keys.length; ++i) {
              processHeader(this, keys[i], headers[keys[i]]);
            }
          }
        } else if (headers != null) {
          throw new InvalidArgumentError("headers must be an object or an array");
        }
        assertRequestHandler(handler, method, upgrade);
        this.servername = servername || getServerName(this.host) || null;
        this[kHandler] = handler;
        if (channels.create.hasSubscribers) {
          channels.create.publish({ request: this });
        }
      }
      onBodySent(chunk) {
        if (channels.bodyChunkSent.hasSubscribers) {
          channels.bodyChunkSent.publish({ request: this, chunk });
        }
        if (this[kHandler].onBodySent) {
          try {
            return this[kHandler].onBodySent(chunk);
          } catch (err) {
            this.abort(err);
          }
        }
      }
      onRequestSent() {
        if (channels.bodySent.hasSubscribers) {
          channels.bodySent.publish({ request: this });
        }
        if (this[kHandler].onRequestSent) {
          try {
            return this[kHandler].onRequestSent();
          } catch (err) {
            this.abort(err);
          }
        }
      }
      onConnect(abort) {
        assert(!this.aborted);
        assert(!this.completed);
        if (this.error) {
          abort(this.error);
        } else {
          this.abort = abort;
          return this[kHandler].onConnect(abort);
        }
      }
      onResponseStarted() {
        return this[kHandler].onResponseStarted?.();
      }
      onHeaders(statusCode, headers, resume, statusText) {
        assert(!this.aborted);
        assert(!this.completed);
        if (channels.headers.hasSubscribers) {
          channels.headers.publish({ request: this, response: { statusCode, headers, statusText } });
        }
        try {
          return this[kHandler].onHeaders(statusCode, headers, resume, statusText);
        } catch (err) {
          this.abort(err);
        }
      }
      onData(chunk) {
        assert(!this.aborted);
        assert(!this.completed);
        if (channels.bodyChunkReceived.hasSubscribers) {
          channels.bodyChunkReceived.publish({ request: this, chunk });
        }
        try {
          return this[kHandler].onData(chunk);
        } catch (err) {
          this.abort(err);
          return false;
        }
      }
      /**
       * @param {number} statusCode
       * @param {Buffer[]|string[]} headers
       * @param {import('node:stream').Duplex} socket
       * @param {string} [statusText]
       */
      onUpgrade(statusCode, headers, socket, statusText = "") {
        this.onFinally();
        assert(!this.aborted);
        assert(!this.completed);
        if (channels.headers.hasSubscribers) {
          channels.headers.publish({ request: this, response: { statusCode, headers, statusText } });
        }
        const result = this[kHandler].onUpgrade(statusCode, headers, socket);
        if (!this.aborted) {
          this.completed = true;
          if (channels.trailers.hasSubscribers) {
            channels.trailers.publish({ request: this, trailers: [] });
          }
        }
        return result;
      }
      onComplete(trailers) {
        this.onFinally();
        assert(!this.aborted);
        assert(!this.completed);
        this.completed = true;
        if (channels.trailers.hasSubscribers) {
          channels.trailers.publish({ request: this, trailers });
        }
        try {
          return this[kHandler].onComplete(trailers);
        } catch (err) {
          this.onError(err);
        }
      }
      onError(error) {
        this.onFinally();
        if (channels.error.hasSubscribers) {
          channels.error.publish({ request: this, error });
        }
        if (this.aborted) {
          return;
        }
        this.aborted = true;
        return this[kHandler].onError(error);
      }
      onFinally() {
        if (this.errorHandler) {
          this.body.off("error", this.errorHandler);
          this.errorHandler = null;
        }
        if (this.endHandler) {
          this.body.off("end", this.endHandler);
          this.endHandler = null;
        }
      }
      addHeader(key2, value) {
        processHeader(this, key2, value);
        return this;
      }
    };
    function processHeader(request, key2, val) {
      if (val && (typeof val === "object" && !Array.isArray(val))) {
        throw new InvalidArgumentError(`invalid ${key2} header`);
      } else if (val === void 0) {
        return;
      }
      let headerName = headerNameLowerCasedRecord[key2];
      if (headerName === void 0) {
        headerName = key2.toLowerCase();
        if (headerNameLowerCasedRecord[headerName] === void 0 && !isValidHTTPToken(headerName)) {
          throw new InvalidArgumentError("invalid header key");
        }
      }
      if (Array.isArray(val)) {
        const arr = [];
        for (let i = 0; i < val.length; i++) {
          if (typeof val[i] === "string") {
            if (!isValidHeaderValue(val[i])) {
              throw new InvalidArgumentError(`invalid ${key2} header`);
            }
            arr.push(val[i]);
          } else if (val[i] === null) {
            arr.push("");
          } else if (typeof val[i] === "object") {
            throw new InvalidArgumentError(`invalid ${key2} header`);
          } else {
            const str = `${val[i]}`;
            if (!isValidHeaderValue(str)) {
              throw new InvalidArgumentError(`invalid ${key2} header`);
            }
            arr.push(str);
          }
        }
        val = arr;
      } else if (typeof val === "string") {
        if (!isValidHeaderValue(val)) {
          throw new InvalidArgumentError(`invalid ${key2} header`);
        }
      } else if (val === null) {
        val = "";
      } else {
        val = `${val}`;
        if (!isValidHeaderValue(val)) {
          throw new InvalidArgumentError(`invalid ${key2} header`);
        }
      }
      if (headerName === "host") {
        if (request.host !== null) {
          throw new InvalidArgumentError("duplicate host header");
        }
        if (typeof val !== "string") {
          throw new InvalidArgumentError("invalid host header");
        }
        request.host = val;
      } else if (headerName === "content-length") {
        if (request.contentLength !== null) {
          throw new InvalidArgumentError("duplicate content-length header");
        }
        if (!isValidContentLengthHeaderValue(val)) {
          throw new InvalidArgumentError("invalid content-length header");
        }
        request.contentLength = parseInt(val, 10);
      } else if (request.contentType === null && headerName === "content-type") {
        request.contentType = val;
        request.headers.push(key2, val);
      } else if (headerName === "transfer-encoding" || headerName === "keep-alive" || headerName === "upgrade") {
        throw new InvalidArgumentError(`invalid ${headerName} header`);
      } else if (headerName === "connection") {
        const value = typeof val === "string" ? val : null;
        if (value === null) {
          throw new InvalidArgumentError("invalid connection header");
        }
        for (const token of value.toLowerCase().split(",")) {
          const trimmed = token.trim();
          if (!isValidHTTPToken(trimmed)) {
            throw new InvalidArgumentError("invalid connection header");
          }
          if (trimmed === "close") {
            request.reset = true;
          }
        }
      } else if (headerName === "expect") {
        throw new NotSupportedError("expect header not supported");
      } else {
        request.headers.push(key2, val);
      }
    }
    __name(processHeader, "processHeader");
    module2.exports = Request;
  }
});

// node_modules/undici/lib/core/connect.js
var require_connect = __commonJS({
  "node_modules/undici/lib/core/connect.js"(exports2, module2) {
    "use strict";
    var net = require("node:net");
    var assert = require("node:assert");
    var util = require_util();
    var { InvalidArgumentError } = require_errors();
    var tls;
    var SessionCache = class WeakSessionCache {
      static {
        __name(this, "WeakSessionCache");
      }
      constructor(maxCachedSessions) {
        this._maxCachedSessions = maxCachedSessions;
        this._sessionCache = /* @__PURE__ */ new Map();
        this._sessionRegistry = new FinalizationRegistry((key2) => {
          if (this._sessionCache.size < this._maxCachedSessions) {
            return;
          }
          const ref = this._sessionCache.get(key2);
          if (ref !== void 0 && ref.deref() === void 0) {
            this._sessionCache.delete(key2);
          }
        });
      }
      get(sessionKey) {
        const ref = this._sessionCache.get(sessionKey);
        return ref ? ref.deref() : null;
      }
      set(sessionKey, session) {
        if (this._maxCachedSessions === 0) {
          return;
        }
        if (this._sessionCache.has(sessionKey)) {
          this._sessionCache.delete(sessionKey);
        } else if (this._sessionCache.size >= this._maxCachedSessions) {
          let evicted = false;
          for (const [key2, ref] of this._sessionCache) {
            if (ref.deref() === void 0) {
              this._sessionCache.delete(key2);
              evicted = true;
              break;
            }
          }
          if (!evicted) {
            const oldest = this._sessionCache.keys().next();
            if (!oldest.done) {
              this._sessionCache.delete(oldest.value);
            }
          }
        }
        this._sessionCache.set(sessionKey, new WeakRef(session));
        this._sessionRegistry.register(session, sessionKey);
      }
    };
    function buildConnector({ allowH2, useH2c, maxCachedSessions, socketPath, timeout, session: customSession, ...opts }) {
      if (maxCachedSessions != null && (!Number.isInteger(maxCachedSessions) || maxCachedSessions < 0)) {
        throw new InvalidArgumentError("maxCachedSessions must be a positive integer or zero");
      }
      const options = { path: socketPath, ...opts };
      const sessionCache = new SessionCache(maxCachedSessions == null ? 100 : maxCachedSessions);
      timeout = timeout == null ? 1e4 : timeout;
      allowH2 = allowH2 != null ? allowH2 : false;
      return /* @__PURE__ */ __name(function connect({ hostname, host, protocol, port, servername, localAddress, httpSocket }, callback) {
        let socket;
        if (protocol === "https:") {
          if (!tls) {
            tls = require("node:tls");
          }
          servername = servername || options.servername || util.getServerName(host) || null;
          const sessionKey = servername || hostname;
          assert(sessionKey);
          const session = customSession || sessionCache.get(sessionKey) || null;
          port = port || 443;
          socket = tls.connect({
            highWaterMark: 16384,
            // TLS in node can't have bigger HWM anyway...
            ...options,
            servername,
            session,
            localAddress,
            ALPNProtocols: allowH2 ? ["http/1.1", "h2"] : ["http/1.1"],
            socket: httpSocket,
            // upgrade socket connection
            port,
            host: hostname
          });
          socket.on("session", function(session2) {
            sessionCache.set(sessionKey, session2);
          });
        } else {
          assert(!httpSocket, "httpSocket can only be sent on TLS update");
          port = port || 80;
          socket = net.connect({
            highWaterMark: 64 * 1024,
            // Same as nodejs fs streams.
            ...options,
            localAddress,
            port,
            host: hostname
          });
          if (useH2c === true) {
            socket.alpnProtocol = "h2";
          }
        }
        if (options.keepAlive == null || options.keepAlive) {
          const keepAliveInitialDelay = options.keepAliveInitialDelay === void 0 ? 6e4 : options.keepAliveInitialDelay;
          socket.setKeepAlive(true, keepAliveInitialDelay);
        }
        const clearConnectTimeout = util.setupConnectTimeout(new WeakRef(socket), { timeout, hostname, port });
        socket.setNoDelay(true).once(protocol === "https:" ? "secureConnect" : "connect", function() {
          queueMicrotask(clearConnectTimeout);
          if (callback) {
            const cb = callback;
            callback = null;
            cb(null, this);
          }
        }).on("error", function(err) {
          queueMicrotask(clearConnectTimeout);
          if (callback) {
            const cb = callback;
            callback = null;
            cb(err);
          }
        });
        return socket;
      }, "connect");
    }
    __name(buildConnector, "buildConnector");
    module2.exports = buildConnector;
  }
});

// node_modules/undici/lib/llhttp/utils.js
var require_utils = __commonJS({
  "node_modules/undici/lib/llhttp/utils.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.enumToMap = enumToMap;
    function enumToMap(obj2, filter = [], exceptions = []) {
      const emptyFilter = (filter?.length ?? 0) === 0;
      const emptyExceptions = (exceptions?.length ?? 0) === 0;
      return Object.fromEntries(Object.entries(obj2).filter(([, value]) => {
        return typeof value === "number" && (emptyFilter || filter.includes(value)) && (emptyExceptions || !exceptions.includes(value));
      }));
    }
    __name(enumToMap, "enumToMap");
  }
});

// node_modules/undici/lib/llhttp/constants.js
var require_constants2 = __commonJS({
  "node_modules/undici/lib/llhttp/constants.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.SPECIAL_HEADERS = exports2.MINOR = exports2.MAJOR = exports2.HTAB_SP_VCHAR_OBS_TEXT = exports2.QUOTED_STRING = exports2.CONNECTION_TOKEN_CHARS = exports2.HEADER_CHARS = exports2.TOKEN = exports2.HEX = exports2.URL_CHAR = exports2.USERINFO_CHARS = exports2.MARK = exports2.ALPHANUM = exports2.NUM = exports2.HEX_MAP = exports2.NUM_MAP = exports2.ALPHA = exports2.STATUSES_HTTP = exports2.H_METHOD_MAP = exports2.METHOD_MAP = exports2.METHODS_RTSP = exports2.METHODS_ICE = exports2.METHODS_HTTP = exports2.HEADER_STATE = exports2.FINISH = exports2.STATUSES = exports2.METHODS = exports2.LENIENT_FLAGS = exports2.FLAGS = exports2.TYPE = exports2.ERROR = void 0;
    var utils_1 = require_utils();
    exports2.ERROR = {
      OK: 0,
      INTERNAL: 1,
      STRICT: 2,
      CR_EXPECTED: 25,
      LF_EXPECTED: 3,
      UNEXPECTED_CONTENT_LENGTH: 4,
      UNEXPECTED_SPACE: 30,
      CLOSED_CONNECTION: 5,
      INVALID_METHOD: 6,
      INVALID_URL: 7,
      INVALID_CONSTANT: 8,
      INVALID_VERSION: 9,
      INVALID_HEADER_TOKEN: 10,
      INVALID_CONTENT_LENGTH: 11,
      INVALID_CHUNK_SIZE: 12,
      INVALID_STATUS: 13,
      INVALID_EOF_STATE: 14,
      INVALID_TRANSFER_ENCODING: 15,
      CB_MESSAGE_BEGIN: 16,
      CB_HEADERS_COMPLETE: 17,
      CB_MESSAGE_COMPLETE: 18,
      CB_CHUNK_HEADER: 19,
      CB_CHUNK_COMPLETE: 20,
      PAUSED: 21,
      PAUSED_UPGRADE: 22,
      PAUSED_H2_UPGRADE: 23,
      USER: 24,
      CB_URL_COMPLETE: 26,
      CB_STATUS_COMPLETE: 27,
      CB_METHOD_COMPLETE: 32,
      CB_VERSION_COMPLETE: 33,
      CB_HEADER_FIELD_COMPLETE: 28,
      CB_HEADER_VALUE_COMPLETE: 29,
      CB_CHUNK_EXTENSION_NAME_COMPLETE: 34,
      CB_CHUNK_EXTENSION_VALUE_COMPLETE: 35,
      CB_RESET: 31,
      CB_PROTOCOL_COMPLETE: 38
    };
    exports2.TYPE = {
      BOTH: 0,
      // default
      REQUEST: 1,
      RESPONSE: 2
    };
    exports2.FLAGS = {
      CONNECTION_KEEP_ALIVE: 1 << 0,
      CONNECTION_CLOSE: 1 << 1,
      CONNECTION_UPGRADE: 1 << 2,
      CHUNKED: 1 << 3,
      UPGRADE: 1 << 4,
      CONTENT_LENGTH: 1 << 5,
      SKIPBODY: 1 << 6,
      TRAILING: 1 << 7,
      // 1 << 8 is unused
      TRANSFER_ENCODING: 1 << 9
    };
    exports2.LENIENT_FLAGS = {
      HEADERS: 1 << 0,
      CHUNKED_LENGTH: 1 << 1,
      KEEP_ALIVE: 1 << 2,
      TRANSFER_ENCODING: 1 << 3,
      VERSION: 1 << 4,
      DATA_AFTER_CLOSE: 1 << 5,
      OPTIONAL_LF_AFTER_CR: 1 << 6,
      OPTIONAL_CRLF_AFTER_CHUNK: 1 << 7,
      OPTIONAL_CR_BEFORE_LF: 1 << 8,
      SPACES_AFTER_CHUNK_SIZE: 1 << 9
    };
    exports2.METHODS = {
      "DELETE": 0,
      "GET": 1,
      "HEAD": 2,
      "POST": 3,
      "PUT": 4,
      /* pathological */
      "CONNECT": 5,
      "OPTIONS": 6,
      "TRACE": 7,
      /* WebDAV */
      "COPY": 8,
      "LOCK": 9,
      "MKCOL": 10,
      "MOVE": 11,
      "PROPFIND": 12,
      "PROPPATCH": 13,
      "SEARCH": 14,
      "UNLOCK": 15,
      "BIND": 16,
      "REBIND": 17,
      "UNBIND": 18,
      "ACL": 19,
      /* subversion */
      "REPORT": 20,
      "MKACTIVITY": 21,
      "CHECKOUT": 22,
      "MERGE": 23,
      /* upnp */
      "M-SEARCH": 24,
      "NOTIFY": 25,
      "SUBSCRIBE": 26,
      "UNSUBSCRIBE": 27,
      /* RFC-5789 */
      "PATCH": 28,
      "PURGE": 29,
      /* CalDAV */
      "MKCALENDAR": 30,
      /* RFC-2068, section 19.6.1.2 */
      "LINK": 31,
      "UNLINK": 32,
      /* icecast */
      "SOURCE": 33,
      /* RFC-7540, section 11.6 */
      "PRI": 34,
      /* RFC-2326 RTSP */
      "DESCRIBE": 35,
      "ANNOUNCE": 36,
      "SETUP": 37,
      "PLAY": 38,
      "PAUSE": 39,
      "TEARDOWN": 40,
      "GET_PARAMETER": 41,
      "SET_PARAMETER": 42,
      "REDIRECT": 43,
      "RECORD": 44,
      /* RAOP */
      "FLUSH": 45,
      /* DRAFT https://www.ietf.org/archive/id/draft-ietf-httpbis-safe-method-w-body-02.html */
      "QUERY": 46
    };
    exports2.STATUSES = {
      CONTINUE: 100,
      SWITCHING_PROTOCOLS: 101,
      PROCESSING: 102,
      EARLY_HINTS: 103,
      RESPONSE_IS_STALE: 110,
      // Unofficial
      REVALIDATION_FAILED: 111,
      // Unofficial
      DISCONNECTED_OPERATION: 112,
      // Unofficial
      HEURISTIC_EXPIRATION: 113,
      // Unofficial
      MISCELLANEOUS_WARNING: 199,
      // Unofficial
      OK: 200,
      CREATED: 201,
      ACCEPTED: 202,
      NON_AUTHORITATIVE_INFORMATION: 203,
      NO_CONTENT: 204,
      RESET_CONTENT: 205,
      PARTIAL_CONTENT: 206,
      MULTI_STATUS: 207,
      ALREADY_REPORTED: 208,
      TRANSFORMATION_APPLIED: 214,
      // Unofficial
      IM_USED: 226,
      MISCELLANEOUS_PERSISTENT_WARNING: 299,
      // Unofficial
      MULTIPLE_CHOICES: 300,
      MOVED_PERMANENTLY: 301,
      FOUND: 302,
      SEE_OTHER: 303,
      NOT_MODIFIED: 304,
      USE_PROXY: 305,
      SWITCH_PROXY: 306,
      // No longer used
      TEMPORARY_REDIRECT: 307,
      PERMANENT_REDIRECT: 308,
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      PAYMENT_REQUIRED: 402,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      METHOD_NOT_ALLOWED: 405,
      NOT_ACCEPTABLE: 406,
      PROXY_AUTHENTICATION_REQUIRED: 407,
      REQUEST_TIMEOUT: 408,
      CONFLICT: 409,
      GONE: 410,
      LENGTH_REQUIRED: 411,
      PRECONDITION_FAILED: 412,
      PAYLOAD_TOO_LARGE: 413,
      URI_TOO_LONG: 414,
      UNSUPPORTED_MEDIA_TYPE: 415,
      RANGE_NOT_SATISFIABLE: 416,
      EXPECTATION_FAILED: 417,
      IM_A_TEAPOT: 418,
      PAGE_EXPIRED: 419,
      // Unofficial
      ENHANCE_YOUR_CALM: 420,
      // Unofficial
      MISDIRECTED_REQUEST: 421,
      UNPROCESSABLE_ENTITY: 422,
      LOCKED: 423,
      FAILED_DEPENDENCY: 424,
      TOO_EARLY: 425,
      UPGRADE_REQUIRED: 426,
      PRECONDITION_REQUIRED: 428,
      TOO_MANY_REQUESTS: 429,
      REQUEST_HEADER_FIELDS_TOO_LARGE_UNOFFICIAL: 430,
      // Unofficial
      REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
      LOGIN_TIMEOUT: 440,
      // Unofficial
      NO_RESPONSE: 444,
      // Unofficial
      RETRY_WITH: 449,
      // Unofficial
      BLOCKED_BY_PARENTAL_CONTROL: 450,
      // Unofficial
      UNAVAILABLE_FOR_LEGAL_REASONS: 451,
      CLIENT_CLOSED_LOAD_BALANCED_REQUEST: 460,
      // Unofficial
      INVALID_X_FORWARDED_FOR: 463,
      // Unofficial
      REQUEST_HEADER_TOO_LARGE: 494,
      // Unofficial
      SSL_CERTIFICATE_ERROR: 495,
      // Unofficial
      SSL_CERTIFICATE_REQUIRED: 496,
      // Unofficial
      HTTP_REQUEST_SENT_TO_HTTPS_PORT: 497,
      // Unofficial
      INVALID_TOKEN: 498,
      // Unofficial
      CLIENT_CLOSED_REQUEST: 499,
      // Unofficial
      INTERNAL_SERVER_ERROR: 500,
      NOT_IMPLEMENTED: 501,
      BAD_GATEWAY: 502,
      SERVICE_UNAVAILABLE: 503,
      GATEWAY_TIMEOUT: 504,
      HTTP_VERSION_NOT_SUPPORTED: 505,
      VARIANT_ALSO_NEGOTIATES: 506,
      INSUFFICIENT_STORAGE: 507,
      LOOP_DETECTED: 508,
      BANDWIDTH_LIMIT_EXCEEDED: 509,
      NOT_EXTENDED: 510,
      NETWORK_AUTHENTICATION_REQUIRED: 511,
      WEB_SERVER_UNKNOWN_ERROR: 520,
      // Unofficial
      WEB_SERVER_IS_DOWN: 521,
      // Unofficial
      CONNECTION_TIMEOUT: 522,
      // Unofficial
      ORIGIN_IS_UNREACHABLE: 523,
      // Unofficial
      TIMEOUT_OCCURED: 524,
      // Unofficial
      SSL_HANDSHAKE_FAILED: 525,
      // Unofficial
      INVALID_SSL_CERTIFICATE: 526,
      // Unofficial
      RAILGUN_ERROR: 527,
      // Unofficial
      SITE_IS_OVERLOADED: 529,
      // Unofficial
      SITE_IS_FROZEN: 530,
      // Unofficial
      IDENTITY_PROVIDER_AUTHENTICATION_ERROR: 561,
      // Unofficial
      NETWORK_READ_TIMEOUT: 598,
      // Unofficial
      NETWORK_CONNECT_TIMEOUT: 599
      // Unofficial
    };
    exports2.FINISH = {
      SAFE: 0,
      SAFE_WITH_CB: 1,
      UNSAFE: 2
    };
    exports2.HEADER_STATE = {
      GENERAL: 0,
      CONNECTION: 1,
      CONTENT_LENGTH: 2,
      TRANSFER_ENCODING: 3,
      UPGRADE: 4,
      CONNECTION_KEEP_ALIVE: 5,
      CONNECTION_CLOSE: 6,
      CONNECTION_UPGRADE: 7,
      TRANSFER_ENCODING_CHUNKED: 8
    };
    exports2.METHODS_HTTP = [
      exports2.METHODS.DELETE,
      exports2.METHODS.GET,
      exports2.METHODS.HEAD,
      exports2.METHODS.POST,
      exports2.METHODS.PUT,
      exports2.METHODS.CONNECT,
      exports2.METHODS.OPTIONS,
      exports2.METHODS.TRACE,
      exports2.METHODS.COPY,
      exports2.METHODS.LOCK,
      exports2.METHODS.MKCOL,
      exports2.METHODS.MOVE,
      exports2.METHODS.PROPFIND,
      exports2.METHODS.PROPPATCH,
      exports2.METHODS.SEARCH,
      exports2.METHODS.UNLOCK,
      exports2.METHODS.BIND,
      exports2.METHODS.REBIND,
      exports2.METHODS.UNBIND,
      exports2.METHODS.ACL,
      exports2.METHODS.REPORT,
      exports2.METHODS.MKACTIVITY,
      exports2.METHODS.CHECKOUT,
      exports2.METHODS.MERGE,
      exports2.METHODS["M-SEARCH"],
      exports2.METHODS.NOTIFY,
      exports2.METHODS.SUBSCRIBE,
      exports2.METHODS.UNSUBSCRIBE,
      exports2.METHODS.PATCH,
      exports2.METHODS.PURGE,
      exports2.METHODS.MKCALENDAR,
      exports2.METHODS.LINK,
      exports2.METHODS.UNLINK,
      exports2.METHODS.PRI,
      // TODO(indutny): should we allow it with HTTP?
      exports2.METHODS.SOURCE,
      exports2.METHODS.QUERY
    ];
    exports2.METHODS_ICE = [
      exports2.METHODS.SOURCE
    ];
    exports2.METHODS_RTSP = [
      exports2.METHODS.OPTIONS,
      exports2.METHODS.DESCRIBE,
      exports2.METHODS.ANNOUNCE,
      exports2.METHODS.SETUP,
      exports2.METHODS.PLAY,
      exports2.METHODS.PAUSE,
      exports2.METHODS.TEARDOWN,
      exports2.METHODS.GET_PARAMETER,
      exports2.METHODS.SET_PARAMETER,
      exports2.METHODS.REDIRECT,
      exports2.METHODS.RECORD,
      exports2.METHODS.FLUSH,
      // For AirPlay
      exports2.METHODS.GET,
      exports2.METHODS.POST
    ];
    exports2.METHOD_MAP = (0, utils_1.enumToMap)(exports2.METHODS);
    exports2.H_METHOD_MAP = Object.fromEntries(Object.entries(exports2.METHODS).filter(([k]) => k.startsWith("H")));
    exports2.STATUSES_HTTP = [
      exports2.STATUSES.CONTINUE,
      exports2.STATUSES.SWITCHING_PROTOCOLS,
      exports2.STATUSES.PROCESSING,
      exports2.STATUSES.EARLY_HINTS,
      exports2.STATUSES.RESPONSE_IS_STALE,
      exports2.STATUSES.REVALIDATION_FAILED,
      exports2.STATUSES.DISCONNECTED_OPERATION,
      exports2.STATUSES.HEURISTIC_EXPIRATION,
      exports2.STATUSES.MISCELLANEOUS_WARNING,
      exports2.STATUSES.OK,
      exports2.STATUSES.CREATED,
      exports2.STATUSES.ACCEPTED,
      exports2.STATUSES.NON_AUTHORITATIVE_INFORMATION,
      exports2.STATUSES.NO_CONTENT,
      exports2.STATUSES.RESET_CONTENT,
      exports2.STATUSES.PARTIAL_CONTENT,
      exports2.STATUSES.MULTI_STATUS,
      exports2.STATUSES.ALREADY_REPORTED,
      exports2.STATUSES.TRANSFORMATION_APPLIED,
      exports2.STATUSES.IM_USED,
      exports2.STATUSES.MISCELLANEOUS_PERSISTENT_WARNING,
      exports2.STATUSES.MULTIPLE_CHOICES,
      exports2.STATUSES.MOVED_PERMANENTLY,
      exports2.STATUSES.FOUND,
      exports2.STATUSES.SEE_OTHER,
      exports2.STATUSES.NOT_MODIFIED,
      exports2.STATUSES.USE_PROXY,
      exports2.STATUSES.SWITCH_PROXY,
      exports2.STATUSES.TEMPORARY_REDIRECT,
      exports2.STATUSES.PERMANENT_REDIRECT,
      exports2.STATUSES.BAD_REQUEST,
      exports2.STATUSES.UNAUTHORIZED,
      exports2.STATUSES.PAYMENT_REQUIRED,
      exports2.STATUSES.FORBIDDEN,
      exports2.STATUSES.NOT_FOUND,
      exports2.STATUSES.METHOD_NOT_ALLOWED,
      exports2.STATUSES.NOT_ACCEPTABLE,
      exports2.STATUSES.PROXY_AUTHENTICATION_REQUIRED,
      exports2.STATUSES.REQUEST_TIMEOUT,
      exports2.STATUSES.CONFLICT,
      exports2.STATUSES.GONE,
      exports2.STATUSES.LENGTH_REQUIRED,
      exports2.STATUSES.PRECONDITION_FAILED,
      exports2.STATUSES.PAYLOAD_TOO_LARGE,
      exports2.STATUSES.URI_TOO_LONG,
      exports2.STATUSES.UNSUPPORTED_MEDIA_TYPE,
      exports2.STATUSES.RANGE_NOT_SATISFIABLE,
      exports2.STATUSES.EXPECTATION_FAILED,
      exports2.STATUSES.IM_A_TEAPOT,
      exports2.STATUSES.PAGE_EXPIRED,
      exports2.STATUSES.ENHANCE_YOUR_CALM,
      exports2.STATUSES.MISDIRECTED_REQUEST,
      exports2.STATUSES.UNPROCESSABLE_ENTITY,
      exports2.STATUSES.LOCKED,
      exports2.STATUSES.FAILED_DEPENDENCY,
      exports2.STATUSES.TOO_EARLY,
      exports2.STATUSES.UPGRADE_REQUIRED,
      exports2.STATUSES.PRECONDITION_REQUIRED,
      exports2.STATUSES.TOO_MANY_REQUESTS,
      exports2.STATUSES.REQUEST_HEADER_FIELDS_TOO_LARGE_UNOFFICIAL,
      exports2.STATUSES.REQUEST_HEADER_FIELDS_TOO_LARGE,
      exports2.STATUSES.LOGIN_TIMEOUT,
      exports2.STATUSES.NO_RESPONSE,
      exports2.STATUSES.RETRY_WITH,
      exports2.STATUSES.BLOCKED_BY_PARENTAL_CONTROL,
      exports2.STATUSES.UNAVAILABLE_FOR_LEGAL_REASONS,
      exports2.STATUSES.CLIENT_CLOSED_LOAD_BALANCED_REQUEST,
      exports2.STATUSES.INVALID_X_FORWARDED_FOR,
      exports2.STATUSES.REQUEST_HEADER_TOO_LARGE,
      exports2.STATUSES.SSL_CERTIFICATE_ERROR,
      exports2.STATUSES.SSL_CERTIFICATE_REQUIRED,
      exports2.STATUSES.HTTP_REQUEST_SENT_TO_HTTPS_PORT,
      exports2.STATUSES.INVALID_TOKEN,
      exports2.STATUSES.CLIENT_CLOSED_REQUEST,
      exports2.STATUSES.INTERNAL_SERVER_ERROR,
      exports2.STATUSES.NOT_IMPLEMENTED,
      exports2.STATUSES.BAD_GATEWAY,
      exports2.STATUSES.SERVICE_UNAVAILABLE,
      exports2.STATUSES.GATEWAY_TIMEOUT,
      exports2.STATUSES.HTTP_VERSION_NOT_SUPPORTED,
      exports2.STATUSES.VARIANT_ALSO_NEGOTIATES,
      exports2.STATUSES.INSUFFICIENT_STORAGE,
      exports2.STATUSES.LOOP_DETECTED,
      exports2.STATUSES.BANDWIDTH_LIMIT_EXCEEDED,
      exports2.STATUSES.NOT_EXTENDED,
      exports2.STATUSES.NETWORK_AUTHENTICATION_REQUIRED,
      exports2.STATUSES.WEB_SERVER_UNKNOWN_ERROR,
      exports2.STATUSES.WEB_SERVER_IS_DOWN,
      exports2.STATUSES.CONNECTION_TIMEOUT,
      exports2.STATUSES.ORIGIN_IS_UNREACHABLE,
      exports2.STATUSES.TIMEOUT_OCCURED,
      exports2.STATUSES.SSL_HANDSHAKE_FAILED,
      exports2.STATUSES.INVALID_SSL_CERTIFICATE,
      exports2.STATUSES.RAILGUN_ERROR,
      exports2.STATUSES.SITE_IS_OVERLOADED,
      exports2.STATUSES.SITE_IS_FROZEN,
      exports2.STATUSES.IDENTITY_PROVIDER_AUTHENTICATION_ERROR,
      exports2.STATUSES.NETWORK_READ_TIMEOUT,
      exports2.STATUSES.NETWORK_CONNECT_TIMEOUT
    ];
    exports2.ALPHA = [];
    for (let i = "A".charCodeAt(0); i <= "Z".charCodeAt(0); i++) {
      exports2.ALPHA.push(String.fromCharCode(i));
      exports2.ALPHA.push(String.fromCharCode(i + 32));
    }
    exports2.NUM_MAP = {
      0: 0,
      1: 1,
      2: 2,
      3: 3,
      4: 4,
      5: 5,
      6: 6,
      7: 7,
      8: 8,
      9: 9
    };
    exports2.HEX_MAP = {
      0: 0,
      1: 1,
      2: 2,
      3: 3,
      4: 4,
      5: 5,
      6: 6,
      7: 7,
      8: 8,
      9: 9,
      A: 10,
      B: 11,
      C: 12,
      D: 13,
      E: 14,
      F: 15,
      a: 10,
      b: 11,
      c: 12,
      d: 13,
      e: 14,
      f: 15
    };
    exports2.NUM = [
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9"
    ];
    exports2.ALPHANUM = exports2.ALPHA.concat(exports2.NUM);
    exports2.MARK = ["-", "_", ".", "!", "~", "*", "'", "(", ")"];
    exports2.USERINFO_CHARS = exports2.ALPHANUM.concat(exports2.MARK).concat(["%", ";", ":", "&", "=", "+", "$", ","]);
    exports2.URL_CHAR = [
      "!",
      '"',
      "$",
      "%",
      "&",
      "'",
      "(",
      ")",
      "*",
      "+",
      ",",
      "-",
      ".",
      "/",
      ":",
      ";",
      "<",
      "=",
      ">",
      "@",
      "[",
      "\\",
      "]",
      "^",
      "_",
      "`",
      "{",
      "|",
      "}",
      "~"
    ].concat(exports2.ALPHANUM);
    exports2.HEX = exports2.NUM.concat(["a", "b", "c", "d", "e", "f", "A", "B", "C", "D", "E", "F"]);
    exports2.TOKEN = [
      "!",
      "#",
      "$",
      "%",
      "&",
      "'",
      "*",
      "+",
      "-",
      ".",
      "^",
      "_",
      "`",
      "|",
      "~"
    ].concat(exports2.ALPHANUM);
    exports2.HEADER_CHARS = ["	"];
    for (let i = 32; i <= 255; i++) {
      if (i !== 127) {
        exports2.HEADER_CHARS.push(i);
      }
    }
    exports2.CONNECTION_TOKEN_CHARS = exports2.HEADER_CHARS.filter((c) => c !== 44);
    exports2.QUOTED_STRING = ["	", " "];
    for (let i = 33; i <= 255; i++) {
      if (i !== 34 && i !== 92) {
        exports2.QUOTED_STRING.push(i);
      }
    }
    exports2.HTAB_SP_VCHAR_OBS_TEXT = ["	", " "];
    for (let i = 33; i <= 126; i++) {
      exports2.HTAB_SP_VCHAR_OBS_TEXT.push(i);
    }
    for (let i = 128; i <= 255; i++) {
      exports2.HTAB_SP_VCHAR_OBS_TEXT.push(i);
    }
    exports2.MAJOR = exports2.NUM_MAP;
    exports2.MINOR = exports2.MAJOR;
    exports2.SPECIAL_HEADERS = {
      "connection": exports2.HEADER_STATE.CONNECTION,
      "content-length": exports2.HEADER_STATE.CONTENT_LENGTH,
      "proxy-connection": exports2.HEADER_STATE.CONNECTION,
      "transfer-encoding": exports2.HEADER_STATE.TRANSFER_ENCODING,
      "upgrade": exports2.HEADER_STATE.UPGRADE
    };
    exports2.default = {
      ERROR: exports2.ERROR,
      TYPE: exports2.TYPE,
      FLAGS: exports2.FLAGS,
      LENIENT_FLAGS: exports2.LENIENT_FLAGS,
      METHODS: exports2.METHODS,
      STATUSES: exports2.STATUSES,
      FINISH: exports2.FINISH,
      HEADER_STATE: exports2.HEADER_STATE,
      ALPHA: exports2.ALPHA,
      NUM_MAP: exports2.NUM_MAP,
      HEX_MAP: exports2.HEX_MAP,
      NUM: exports2.NUM,
      ALPHANUM: exports2.ALPHANUM,
      MARK: exports2.MARK,
      USERINFO_CHARS: exports2.USERINFO_CHARS,
      URL_CHAR: exports2.URL_CHAR,
      HEX: exports2.HEX,
      TOKEN: exports2.TOKEN,
      HEADER_CHARS: exports2.HEADER_CHARS,
      CONNECTION_TOKEN_CHARS: exports2.CONNECTION_TOKEN_CHARS,
      QUOTED_STRING: exports2.QUOTED_STRING,
      HTAB_SP_VCHAR_OBS_TEXT: exports2.HTAB_SP_VCHAR_OBS_TEXT,
      MAJOR: exports2.MAJOR,
      MINOR: exports2.MINOR,
      SPECIAL_HEADERS: exports2.SPECIAL_HEADERS,
      METHODS_HTTP: exports2.METHODS_HTTP,
      METHODS_ICE: exports2.METHODS_ICE,
      METHODS_RTSP: exports2.METHODS_RTSP,
      METHOD_MAP: exports2.METHOD_MAP,
      H_METHOD_MAP: exports2.H_METHOD_MAP,
      STATUSES_HTTP: exports2.STATUSES_HTTP
    };
  }
});

// node_modules/undici/lib/llhttp/llhttp-wasm.js
var require_llhttp_wasm = __commonJS({
  "node_modules/undici/lib/llhttp/llhttp-wasm.js"(exports2, module2) {
    "use strict";
    var { Buffer: Buffer2 } = require("node:buffer");
    var wasmBase64 = "AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAn9/AGABfwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAzU0BQYAAAMAAAAAAAADAQMAAwMDAAACAAAAAAICAgICAgICAgIBAQEBAQEBAQEBAwAAAwAAAAQFAXABExMFAwEAAgYIAX8BQcDZBAsHxQcoBm1lbW9yeQIAC19pbml0aWFsaXplAAgZX19pbmRpcmVjdF9mdW5jdGlvbl90YWJsZQEAC2xsaHR0cF9pbml0AAkYbGxodHRwX3Nob3VsZF9rZWVwX2FsaXZlADcMbGxodHRwX2FsbG9jAAsGbWFsbG9jADkLbGxodHRwX2ZyZWUADARmcmVlAAwPbGxodHRwX2dldF90eXBlAA0VbGxodHRwX2dldF9odHRwX21ham9yAA4VbGxodHRwX2dldF9odHRwX21pbm9yAA8RbGxodHRwX2dldF9tZXRob2QAEBZsbGh0dHBfZ2V0X3N0YXR1c19jb2RlABESbGxodHRwX2dldF91cGdyYWRlABIMbGxodHRwX3Jlc2V0ABMObGxodHRwX2V4ZWN1dGUAFBRsbGh0dHBfc2V0dGluZ3NfaW5pdAAVDWxsaHR0cF9maW5pc2gAFgxsbGh0dHBfcGF1c2UAFw1sbGh0dHBfcmVzdW1lABgbbGxodHRwX3Jlc3VtZV9hZnRlcl91cGdyYWRlABkQbGxodHRwX2dldF9lcnJubwAaF2xsaHR0cF9nZXRfZXJyb3JfcmVhc29uABsXbGxodHRwX3NldF9lcnJvcl9yZWFzb24AHBRsbGh0dHBfZ2V0X2Vycm9yX3BvcwAdEWxsaHR0cF9lcnJub19uYW1lAB4SbGxodHRwX21ldGhvZF9uYW1lAB8SbGxodHRwX3N0YXR1c19uYW1lACAabGxodHRwX3NldF9sZW5pZW50X2hlYWRlcnMAISFsbGh0dHBfc2V0X2xlbmllbnRfY2h1bmtlZF9sZW5ndGgAIh1sbGh0dHBfc2V0X2xlbmllbnRfa2VlcF9hbGl2ZQAjJGxsaHR0cF9zZXRfbGVuaWVudF90cmFuc2Zlcl9lbmNvZGluZwAkGmxsaHR0cF9zZXRfbGVuaWVudF92ZXJzaW9uACUjbGxodHRwX3NldF9sZW5pZW50X2RhdGFfYWZ0ZXJfY2xvc2UAJidsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfbGZfYWZ0ZXJfY3IAJyxsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfY3JsZl9hZnRlcl9jaHVuawAoKGxsaHR0cF9zZXRfbGVuaWVudF9vcHRpb25hbF9jcl9iZWZvcmVfbGYAKSpsbGh0dHBfc2V0X2xlbmllbnRfc3BhY2VzX2FmdGVyX2NodW5rX3NpemUAKhhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YANgkYAQBBAQsSAQIDBAUKBgcyNDMuKy8tLDAxCq/ZAjQWAEHA1QAoAgAEQAALQcDVAEEBNgIACxQAIAAQOCAAIAI2AjggACABOgAoCxQAIAAgAC8BNCAALQAwIAAQNxAACx4BAX9BwAAQOiIBEDggAUGACDYCOCABIAA6ACggAQuPDAEHfwJAIABFDQAgAEEIayIBIABBBGsoAgAiAEF4cSIEaiEFAkAgAEEBcQ0AIABBA3FFDQEgASABKAIAIgBrIgFB1NUAKAIASQ0BIAAgBGohBAJAAkBB2NUAKAIAIAFHBEAgAEH/AU0EQCAAQQN2IQMgASgCCCIAIAEoAgwiAkYEQEHE1QBBxNUAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgASgCGCEGIAEgASgCDCIARwRAIAAgASgCCCICNgIIIAIgADYCDAwDCyABQRRqIgMoAgAiAkUEQCABKAIQIgJFDQIgAUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSgCBCIAQQNxQQNHDQIgBSAAQX5xNgIEQczVACAENgIAIAUgBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgASgCHCICQQJ0QfTXAGoiAygCACABRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAFGG2ogADYCACAARQ0BCyAAIAY2AhggASgCECICBEAgACACNgIQIAIgADYCGAsgAUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBU8NACAFKAIEIgBBAXFFDQACQAJAAkACQCAAQQJxRQRAQdzVACgCACAFRgRAQdzVACABNgIAQdDVAEHQ1QAoAgAgBGoiADYCACABIABBAXI2AgQgAUHY1QAoAgBHDQZBzNUAQQA2AgBB2NUAQQA2AgAMBgtB2NUAKAIAIAVGBEBB2NUAIAE2AgBBzNUAQczVACgCACAEaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAMBgsgAEF4cSAEaiEEIABB/wFNBEAgAEEDdiEDIAUoAggiACAFKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwFCyACIAA2AgggACACNgIMDAQLIAUoAhghBiAFIAUoAgwiAEcEQEHU1QAoAgAaIAAgBSgCCCICNgIIIAIgADYCDAwDCyAFQRRqIgMoAgAiAkUEQCAFKAIQIgJFDQIgBUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSAAQX5xNgIEIAEgBGogBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgBSgCHCICQQJ0QfTXAGoiAygCACAFRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogADYCACAARQ0BCyAAIAY2AhggBSgCECICBEAgACACNgIQIAIgADYCGAsgBUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBGogBDYCACABIARBAXI2AgQgAUHY1QAoAgBHDQBBzNUAIAQ2AgAMAQsgBEH/AU0EQCAEQXhxQezVAGohAAJ/QcTVACgCACICQQEgBEEDdnQiA3FFBEBBxNUAIAIgA3I2AgAgAAwBCyAAKAIICyICIAE2AgwgACABNgIIIAEgADYCDCABIAI2AggMAQtBHyECIARB////B00EQCAEQSYgBEEIdmciAGt2QQFxIABBAXRrQT5qIQILIAEgAjYCHCABQgA3AhAgAkECdEH01wBqIQACQEHI1QAoAgAiA0EBIAJ0IgdxRQRAIAAgATYCAEHI1QAgAyAHcjYCACABIAA2AhggASABNgIIIAEgATYCDAwBCyAEQRkgAkEBdmtBACACQR9HG3QhAiAAKAIAIQACQANAIAAiAygCBEF4cSAERg0BIAJBHXYhACACQQF0IQIgAyAAQQRxakEQaiIHKAIAIgANAAsgByABNgIAIAEgAzYCGCABIAE2AgwgASABNgIIDAELIAMoAggiACABNgIMIAMgATYCCCABQQA2AhggASADNgIMIAEgADYCCAtB5NUAQeTVACgCAEEBayIAQX8gABs2AgALCwcAIAAtACgLBwAgAC0AKgsHACAALQArCwcAIAAtACkLBwAgAC8BNAsHACAALQAwC0ABBH8gACgCGCEBIAAvAS4hAiAALQAoIQMgACgCOCEEIAAQOCAAIAQ2AjggACADOgAoIAAgAjsBLiAAIAE2AhgL5YUCAgd/A34gASACaiEEAkAgACIDKAIMIgANACADKAIEBEAgAyABNgIECyMAQRBrIgkkAAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAygCHCICQQJrDvwBAfkBAgMEBQYHCAkKCwwNDg8QERL4ARP3ARQV9gEWF/UBGBkaGxwdHh8g/QH7ASH0ASIjJCUmJygpKivzASwtLi8wMTLyAfEBMzTwAe8BNTY3ODk6Ozw9Pj9AQUJDREVGR0hJSktMTU5P+gFQUVJT7gHtAVTsAVXrAVZXWFla6gFbXF1eX2BhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ent8fX5/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcoBywHMAc0BzgHpAegBzwHnAdAB5gHRAdIB0wHUAeUB1QHWAdcB2AHZAdoB2wHcAd0B3gHfAeAB4QHiAeMBAPwBC0EADOMBC0EODOIBC0ENDOEBC0EPDOABC0EQDN8BC0ETDN4BC0EUDN0BC0EVDNwBC0EWDNsBC0EXDNoBC0EYDNkBC0EZDNgBC0EaDNcBC0EbDNYBC0EcDNUBC0EdDNQBC0EeDNMBC0EfDNIBC0EgDNEBC0EhDNABC0EIDM8BC0EiDM4BC0EkDM0BC0EjDMwBC0EHDMsBC0ElDMoBC0EmDMkBC0EnDMgBC0EoDMcBC0ESDMYBC0ERDMUBC0EpDMQBC0EqDMMBC0ErDMIBC0EsDMEBC0HeAQzAAQtBLgy/AQtBLwy+AQtBMAy9AQtBMQy8AQtBMgy7AQtBMwy6AQtBNAy5AQtB3wEMuAELQTUMtwELQTkMtgELQQwMtQELQTYMtAELQTcMswELQTgMsgELQT4MsQELQToMsAELQeABDK8BC0ELDK4BC0E/DK0BC0E7DKwBC0EKDKsBC0E8DKoBC0E9DKkBC0HhAQyoAQtBwQAMpwELQcAADKYBC0HCAAylAQtBCQykAQtBLQyjAQtBwwAMogELQcQADKEBC0HFAAygAQtBxgAMnwELQccADJ4BC0HIAAydAQtByQAMnAELQcoADJsBC0HLAAyaAQtBzAAMmQELQc0ADJgBC0HOAAyXAQtBzwAMlgELQdAADJUBC0HRAAyUAQtB0gAMkwELQdMADJIBC0HVAAyRAQtB1AAMkAELQdYADI8BC0HXAAyOAQtB2AAMjQELQdkADIwBC0HaAAyLAQtB2wAMigELQdwADIkBC0HdAAyIAQtB3gAMhwELQd8ADIYBC0HgAAyFAQtB4QAMhAELQeIADIMBC0HjAAyCAQtB5AAMgQELQeUADIABC0HiAQx/C0HmAAx+C0HnAAx9C0EGDHwLQegADHsLQQUMegtB6QAMeQtBBAx4C0HqAAx3C0HrAAx2C0HsAAx1C0HtAAx0C0EDDHMLQe4ADHILQe8ADHELQfAADHALQfIADG8LQfEADG4LQfMADG0LQfQADGwLQfUADGsLQfYADGoLQQIMaQtB9wAMaAtB+AAMZwtB+QAMZgtB+gAMZQtB+wAMZAtB/AAMYwtB/QAMYgtB/gAMYQtB/wAMYAtBgAEMXwtBgQEMXgtBggEMXQtBgwEMXAtBhAEMWwtBhQEMWgtBhgEMWQtBhwEMWAtBiAEMVwtBiQEMVgtBigEMVQtBiwEMVAtBjAEMUwtBjQEMUgtBjgEMUQtBjwEMUAtBkAEMTwtBkQEMTgtBkgEMTQtBkwEMTAtBlAEMSwtBlQEMSgtBlgEMSQtBlwEMSAtBmAEMRwtBmQEMRgtBmgEMRQtBmwEMRAtBnAEMQwtBnQEMQgtBngEMQQtBnwEMQAtBoAEMPwtBoQEMPgtBogEMPQtBowEMPAtBpAEMOwtBpQEMOgtBpgEMOQtBpwEMOAtBqAEMNwtBqQEMNgtBqgEMNQtBqwEMNAtBrAEMMwtBrQEMMgtBrgEMMQtBrwEMMAtBsAEMLwtBsQEMLgtBsgEMLQtBswEMLAtBtAEMKwtBtQEMKgtBtgEMKQtBtwEMKAtBuAEMJwtBuQEMJgtBugEMJQtBuwEMJAtBvAEMIwtBvQEMIgtBvgEMIQtBvwEMIAtBwAEMHwtBwQEMHgtBwgEMHQtBAQwcC0HDAQwbC0HEAQwaC0HFAQwZC0HGAQwYC0HHAQwXC0HIAQwWC0HJAQwVC0HKAQwUC0HLAQwTC0HMAQwSC0HNAQwRC0HOAQwQC0HPAQwPC0HQAQwOC0HRAQwNC0HSAQwMC0HTAQwLC0HUAQwKC0HVAQwJC0HWAQwIC0HjAQwHC0HXAQwGC0HYAQwFC0HZAQwEC0HaAQwDC0HbAQwCC0HdAQwBC0HcAQshAgNAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJ/AkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAMCfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAg7jAQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fICEjJCUnKCmeA5sDmgORA4oDgwOAA/0C+wL4AvIC8QLvAu0C6ALnAuYC5QLkAtwC2wLaAtkC2ALXAtYC1QLPAs4CzALLAsoCyQLIAscCxgLEAsMCvgK8AroCuQK4ArcCtgK1ArQCswKyArECsAKuAq0CqQKoAqcCpgKlAqQCowKiAqECoAKfApgCkAKMAosCigKBAv4B/QH8AfsB+gH5AfgB9wH1AfMB8AHrAekB6AHnAeYB5QHkAeMB4gHhAeAB3wHeAd0B3AHaAdkB2AHXAdYB1QHUAdMB0gHRAdABzwHOAc0BzAHLAcoByQHIAccBxgHFAcQBwwHCAcEBwAG/Ab4BvQG8AbsBugG5AbgBtwG2AbUBtAGzAbIBsQGwAa8BrgGtAawBqwGqAakBqAGnAaYBpQGkAaMBogGfAZ4BmQGYAZcBlgGVAZQBkwGSAZEBkAGPAY0BjAGHAYYBhQGEAYMBggF9fHt6eXZ1dFBRUlNUVQsgASAERw1yQf0BIQIMvgMLIAEgBEcNmAFB2wEhAgy9AwsgASAERw3xAUGOASECDLwDCyABIARHDfwBQYQBIQIMuwMLIAEgBEcNigJB/wAhAgy6AwsgASAERw2RAkH9ACECDLkDCyABIARHDZQCQfsAIQIMuAMLIAEgBEcNHkEeIQIMtwMLIAEgBEcNGUEYIQIMtgMLIAEgBEcNygJBzQAhAgy1AwsgASAERw3VAkHGACECDLQDCyABIARHDdYCQcMAIQIMswMLIAEgBEcN3AJBOCECDLIDCyADLQAwQQFGDa0DDIkDC0EAIQACQAJAAkAgAy0AKkUNACADLQArRQ0AIAMvATIiAkECcUUNAQwCCyADLwEyIgJBAXFFDQELQQEhACADLQAoQQFGDQAgAy8BNCIGQeQAa0HkAEkNACAGQcwBRg0AIAZBsAJGDQAgAkHAAHENAEEAIQAgAkGIBHFBgARGDQAgAkEocUEARyEACyADQQA7ATIgA0EAOgAxAkAgAEUEQCADQQA6ADEgAy0ALkEEcQ0BDLEDCyADQgA3AyALIANBADoAMSADQQE6ADYMSAtBACEAAkAgAygCOCICRQ0AIAIoAjAiAkUNACADIAIRAAAhAAsgAEUNSCAAQRVHDWIgA0EENgIcIAMgATYCFCADQdIbNgIQIANBFTYCDEEAIQIMrwMLIAEgBEYEQEEGIQIMrwMLIAEtAABBCkcNGSABQQFqIQEMGgsgA0IANwMgQRIhAgyUAwsgASAERw2KA0EjIQIMrAMLIAEgBEYEQEEHIQIMrAMLAkACQCABLQAAQQprDgQBGBgAGAsgAUEBaiEBQRAhAgyTAwsgAUEBaiEBIANBL2otAABBAXENF0EAIQIgA0EANgIcIAMgATYCFCADQZkgNgIQIANBGTYCDAyrAwsgAyADKQMgIgwgBCABa60iCn0iC0IAIAsgDFgbNwMgIAogDFoNGEEIIQIMqgMLIAEgBEcEQCADQQk2AgggAyABNgIEQRQhAgyRAwtBCSECDKkDCyADKQMgUA2uAgxDCyABIARGBEBBCyECDKgDCyABLQAAQQpHDRYgAUEBaiEBDBcLIANBL2otAABBAXFFDRkMJgtBACEAAkAgAygCOCICRQ0AIAIoAlAiAkUNACADIAIRAAAhAAsgAA0ZDEILQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANGgwkC0EAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADRsMMgsgA0Evai0AAEEBcUUNHAwiC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADRwMQgtBACEAAkAgAygCOCICRQ0AIAIoAlQiAkUNACADIAIRAAAhAAsgAA0dDCALIAEgBEYEQEETIQIMoAMLAkAgAS0AACIAQQprDgQfIyMAIgsgAUEBaiEBDB8LQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANIgxCCyABIARGBEBBFiECDJ4DCyABLQAAQcDBAGotAABBAUcNIwyDAwsCQANAIAEtAABBsDtqLQAAIgBBAUcEQAJAIABBAmsOAgMAJwsgAUEBaiEBQSEhAgyGAwsgBCABQQFqIgFHDQALQRghAgydAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAFBAWoiARA0IgANIQxBC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADSMMKgsgASAERgRAQRwhAgybAwsgA0EKNgIIIAMgATYCBEEAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADSVBJCECDIEDCyABIARHBEADQCABLQAAQbA9ai0AACIAQQNHBEAgAEEBaw4FGBomggMlJgsgBCABQQFqIgFHDQALQRshAgyaAwtBGyECDJkDCwNAIAEtAABBsD9qLQAAIgBBA0cEQCAAQQFrDgUPEScTJicLIAQgAUEBaiIBRw0AC0EeIQIMmAMLIAEgBEcEQCADQQs2AgggAyABNgIEQQchAgz/AgtBHyECDJcDCyABIARGBEBBICECDJcDCwJAIAEtAABBDWsOFC4/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8APwtBACECIANBADYCHCADQb8LNgIQIANBAjYCDCADIAFBAWo2AhQMlgMLIANBL2ohAgNAIAEgBEYEQEEhIQIMlwMLAkACQAJAIAEtAAAiAEEJaw4YAgApKQEpKSkpKSkpKSkpKSkpKSkpKSkCJwsgAUEBaiEBIANBL2otAABBAXFFDQoMGAsgAUEBaiEBDBcLIAFBAWohASACLQAAQQJxDQALQQAhAiADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMDJUDCyADLQAuQYABcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAlwiAkUNACADIAIRAAAhAAsgAEUN5gIgAEEVRgRAIANBJDYCHCADIAE2AhQgA0GbGzYCECADQRU2AgxBACECDJQDC0EAIQIgA0EANgIcIAMgATYCFCADQZAONgIQIANBFDYCDAyTAwtBACECIANBADYCHCADIAE2AhQgA0G+IDYCECADQQI2AgwMkgMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABIAynaiIBEDIiAEUNKyADQQc2AhwgAyABNgIUIAMgADYCDAyRAwsgAy0ALkHAAHFFDQELQQAhAAJAIAMoAjgiAkUNACACKAJYIgJFDQAgAyACEQAAIQALIABFDSsgAEEVRgRAIANBCjYCHCADIAE2AhQgA0HrGTYCECADQRU2AgxBACECDJADC0EAIQIgA0EANgIcIAMgATYCFCADQZMMNgIQIANBEzYCDAyPAwtBACECIANBADYCHCADIAE2AhQgA0GCFTYCECADQQI2AgwMjgMLQQAhAiADQQA2AhwgAyABNgIUIANB3RQ2AhAgA0EZNgIMDI0DC0EAIQIgA0EANgIcIAMgATYCFCADQeYdNgIQIANBGTYCDAyMAwsgAEEVRg09QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIsDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFDSggA0ENNgIcIAMgATYCFCADIAA2AgwMigMLIABBFUYNOkEAIQIgA0EANgIcIAMgATYCFCADQdAPNgIQIANBIjYCDAyJAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQwoCyADQQ42AhwgAyAANgIMIAMgAUEBajYCFAyIAwsgAEEVRg03QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIcDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDCcLIANBDzYCHCADIAA2AgwgAyABQQFqNgIUDIYDC0EAIQIgA0EANgIcIAMgATYCFCADQeIXNgIQIANBGTYCDAyFAwsgAEEVRg0zQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDIQDCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFDSUgA0ERNgIcIAMgATYCFCADIAA2AgwMgwMLIABBFUYNMEEAIQIgA0EANgIcIAMgATYCFCADQdYMNgIQIANBIzYCDAyCAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQwlCyADQRI2AhwgAyAANgIMIAMgAUEBajYCFAyBAwsgA0Evai0AAEEBcUUNAQtBFyECDOYCC0EAIQIgA0EANgIcIAMgATYCFCADQeIXNgIQIANBGTYCDAz+AgsgAEE7Rw0AIAFBAWohAQwMC0EAIQIgA0EANgIcIAMgATYCFCADQZIYNgIQIANBAjYCDAz8AgsgAEEVRg0oQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDPsCCyADQRQ2AhwgAyABNgIUIAMgADYCDAz6AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQz1AgsgA0EVNgIcIAMgADYCDCADIAFBAWo2AhQM+QILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEM8wILIANBFzYCHCADIAA2AgwgAyABQQFqNgIUDPgCCyAAQRVGDSNBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwM9wILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEMHQsgA0EZNgIcIAMgADYCDCADIAFBAWo2AhQM9gILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEM7wILIANBGjYCHCADIAA2AgwgAyABQQFqNgIUDPUCCyAAQRVGDR9BACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwM9AILIAMoAgQhACADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQwbCyADQRw2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM8wILIAMoAgQhACADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQzrAgsgA0EdNgIcIAMgADYCDCADIAFBAWo2AhRBACECDPICCyAAQTtHDQEgAUEBaiEBC0EmIQIM1wILQQAhAiADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMDO8CCyABIARHBEADQCABLQAAQSBHDYQCIAQgAUEBaiIBRw0AC0EsIQIM7wILQSwhAgzuAgsgASAERgRAQTQhAgzuAgsCQAJAA0ACQCABLQAAQQprDgQCAAADAAsgBCABQQFqIgFHDQALQTQhAgzvAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFDZ8CIANBMjYCHCADIAE2AhQgAyAANgIMQQAhAgzuAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFBEAgAUEBaiEBDJ8CCyADQTI2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM7QILIAEgBEcEQAJAA0AgAS0AAEEwayIAQf8BcUEKTwRAQTohAgzXAgsgAykDICILQpmz5syZs+bMGVYNASADIAtCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAMgCiALfDcDICAEIAFBAWoiAUcNAAtBwAAhAgzuAgsgAygCBCEAIANBADYCBCADIAAgAUEBaiIBEDEiAA0XDOICC0HAACECDOwCCyABIARGBEBByQAhAgzsAgsCQANAAkAgAS0AAEEJaw4YAAKiAqICqQKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogIAogILIAQgAUEBaiIBRw0AC0HJACECDOwCCyABQQFqIQEgA0Evai0AAEEBcQ2lAiADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMQQAhAgzrAgsgASAERwRAA0AgAS0AAEEgRw0VIAQgAUEBaiIBRw0AC0H4ACECDOsCC0H4ACECDOoCCyADQQI6ACgMOAtBACECIANBADYCHCADQb8LNgIQIANBAjYCDCADIAFBAWo2AhQM6AILQQAhAgzOAgtBDSECDM0CC0ETIQIMzAILQRUhAgzLAgtBFiECDMoCC0EYIQIMyQILQRkhAgzIAgtBGiECDMcCC0EbIQIMxgILQRwhAgzFAgtBHSECDMQCC0EeIQIMwwILQR8hAgzCAgtBICECDMECC0EiIQIMwAILQSMhAgy/AgtBJSECDL4CC0HlACECDL0CCyADQT02AhwgAyABNgIUIAMgADYCDEEAIQIM1QILIANBGzYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDNQCCyADQSA2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzTAgsgA0ETNgIcIAMgATYCFCADQZgaNgIQIANBFTYCDEEAIQIM0gILIANBCzYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNECCyADQRA2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzQAgsgA0EgNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIMzwILIANBCzYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDM4CCyADQQw2AhwgAyABNgIUIANBpBw2AhAgA0EVNgIMQQAhAgzNAgtBACECIANBADYCHCADIAE2AhQgA0HdDjYCECADQRI2AgwMzAILAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB/QEhAgzMAgsCQAJAIAMtADZBAUcNAEEAIQACQCADKAI4IgJFDQAgAigCYCICRQ0AIAMgAhEAACEACyAARQ0AIABBFUcNASADQfwBNgIcIAMgATYCFCADQdwZNgIQIANBFTYCDEEAIQIMzQILQdwBIQIMswILIANBADYCHCADIAE2AhQgA0H5CzYCECADQR82AgxBACECDMsCCwJAAkAgAy0AKEEBaw4CBAEAC0HbASECDLICC0HUASECDLECCyADQQI6ADFBACEAAkAgAygCOCICRQ0AIAIoAgAiAkUNACADIAIRAAAhAAsgAEUEQEHdASECDLECCyAAQRVHBEAgA0EANgIcIAMgATYCFCADQbQMNgIQIANBEDYCDEEAIQIMygILIANB+wE2AhwgAyABNgIUIANBgRo2AhAgA0EVNgIMQQAhAgzJAgsgASAERgRAQfoBIQIMyQILIAEtAABByABGDQEgA0EBOgAoC0HAASECDK4CC0HaASECDK0CCyABIARHBEAgA0EMNgIIIAMgATYCBEHZASECDK0CC0H5ASECDMUCCyABIARGBEBB+AEhAgzFAgsgAS0AAEHIAEcNBCABQQFqIQFB2AEhAgyrAgsgASAERgRAQfcBIQIMxAILAkACQCABLQAAQcUAaw4QAAUFBQUFBQUFBQUFBQUFAQULIAFBAWohAUHWASECDKsCCyABQQFqIQFB1wEhAgyqAgtB9gEhAiABIARGDcICIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbrVAGotAABHDQMgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADMMCCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQLiIARQRAQeMBIQIMqgILIANB9QE2AhwgAyABNgIUIAMgADYCDEEAIQIMwgILQfQBIQIgASAERg3BAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEG41QBqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzCAgsgA0GBBDsBKCADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQLiIADQMMAgsgA0EANgIAC0EAIQIgA0EANgIcIAMgATYCFCADQeUfNgIQIANBCDYCDAy/AgtB1QEhAgylAgsgA0HzATYCHCADIAE2AhQgAyAANgIMQQAhAgy9AgtBACEAAkAgAygCOCICRQ0AIAIoAkAiAkUNACADIAIRAAAhAAsgAEUNbiAAQRVHBEAgA0EANgIcIAMgATYCFCADQYIPNgIQIANBIDYCDEEAIQIMvQILIANBjwE2AhwgAyABNgIUIANB7Bs2AhAgA0EVNgIMQQAhAgy8AgsgASAERwRAIANBDTYCCCADIAE2AgRB0wEhAgyjAgtB8gEhAgy7AgsgASAERgRAQfEBIQIMuwILAkACQAJAIAEtAABByABrDgsAAQgICAgICAgIAggLIAFBAWohAUHQASECDKMCCyABQQFqIQFB0QEhAgyiAgsgAUEBaiEBQdIBIQIMoQILQfABIQIgASAERg25AiADKAIAIgAgBCABa2ohBiABIABrQQJqIQUDQCABLQAAIABBtdUAai0AAEcNBCAAQQJGDQMgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMuQILQe8BIQIgASAERg24AiADKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABBs9UAai0AAEcNAyAAQQFGDQIgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMuAILQe4BIQIgASAERg23AiADKAIAIgAgBCABa2ohBiABIABrQQJqIQUDQCABLQAAIABBsNUAai0AAEcNAiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMtwILIAMoAgQhACADQgA3AwAgAyAAIAVBAWoiARArIgBFDQIgA0HsATYCHCADIAE2AhQgAyAANgIMQQAhAgy2AgsgA0EANgIACyADKAIEIQAgA0EANgIEIAMgACABECsiAEUNnAIgA0HtATYCHCADIAE2AhQgAyAANgIMQQAhAgy0AgtBzwEhAgyaAgtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDLQCC0HOASECDJoCCyADQesBNgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMsgILIAEgBEYEQEHrASECDLICCyABLQAAQS9GBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GyODYCECADQQg2AgxBACECDLECC0HNASECDJcCCyABIARHBEAgA0EONgIIIAMgATYCBEHMASECDJcCC0HqASECDK8CCyABIARGBEBB6QEhAgyvAgsgAS0AAEEwayIAQf8BcUEKSQRAIAMgADoAKiABQQFqIQFBywEhAgyWAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZcCIANB6AE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILIAEgBEYEQEHnASECDK4CCwJAIAEtAABBLkYEQCABQQFqIQEMAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZgCIANB5gE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILQcoBIQIMlAILIAEgBEYEQEHlASECDK0CC0EAIQBBASEFQQEhB0EAIQICQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQCABLQAAQTBrDgoKCQABAgMEBQYICwtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshAkEAIQVBACEHDAILQQkhAkEBIQBBACEFQQAhBwwBC0EAIQVBASECCyADIAI6ACsgAUEBaiEBAkACQCADLQAuQRBxDQACQAJAAkAgAy0AKg4DAQACBAsgB0UNAwwCCyAADQEMAgsgBUUNAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDQIgA0HiATYCHCADIAE2AhQgAyAANgIMQQAhAgyvAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZoCIANB4wE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ2YAiADQeQBNgIcIAMgATYCFCADIAA2AgwMrQILQckBIQIMkwILQQAhAAJAIAMoAjgiAkUNACACKAJEIgJFDQAgAyACEQAAIQALAkAgAARAIABBFUYNASADQQA2AhwgAyABNgIUIANBpA02AhAgA0EhNgIMQQAhAgytAgtByAEhAgyTAgsgA0HhATYCHCADIAE2AhQgA0HQGjYCECADQRU2AgxBACECDKsCCyABIARGBEBB4QEhAgyrAgsCQCABLQAAQSBGBEAgA0EAOwE0IAFBAWohAQwBCyADQQA2AhwgAyABNgIUIANBmRE2AhAgA0EJNgIMQQAhAgyrAgtBxwEhAgyRAgsgASAERgRAQeABIQIMqgILAkAgAS0AAEEwa0H/AXEiAkEKSQRAIAFBAWohAQJAIAMvATQiAEGZM0sNACADIABBCmwiADsBNCAAQf7/A3EgAkH//wNzSw0AIAMgACACajsBNAwCC0EAIQIgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDAyrAgsgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDEEAIQIMqgILQcYBIQIMkAILIAEgBEYEQEHfASECDKkCCwJAIAEtAABBMGtB/wFxIgJBCkkEQCABQQFqIQECQCADLwE0IgBBmTNLDQAgAyAAQQpsIgA7ATQgAEH+/wNxIAJB//8Dc0sNACADIAAgAmo7ATQMAgtBACECIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgwMqgILIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgxBACECDKkCC0HFASECDI8CCyABIARGBEBB3gEhAgyoAgsCQCABLQAAQTBrQf8BcSICQQpJBEAgAUEBaiEBAkAgAy8BNCIAQZkzSw0AIAMgAEEKbCIAOwE0IABB/v8DcSACQf//A3NLDQAgAyAAIAJqOwE0DAILQQAhAiADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMDKkCCyADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMQQAhAgyoAgtBxAEhAgyOAgsgASAERgRAQd0BIQIMpwILAkACQAJAAkAgAS0AAEEKaw4XAgMDAAMDAwMDAwMDAwMDAwMDAwMDAwEDCyABQQFqDAULIAFBAWohAUHDASECDI8CCyABQQFqIQEgA0Evai0AAEEBcQ0IIANBADYCHCADIAE2AhQgA0GNCzYCECADQQ02AgxBACECDKcCCyADQQA2AhwgAyABNgIUIANBjQs2AhAgA0ENNgIMQQAhAgymAgsgASAERwRAIANBDzYCCCADIAE2AgRBASECDI0CC0HcASECDKUCCwJAAkADQAJAIAEtAABBCmsOBAIAAAMACyAEIAFBAWoiAUcNAAtB2wEhAgymAgsgAygCBCEAIANBADYCBCADIAAgARAtIgBFBEAgAUEBaiEBDAQLIANB2gE2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMpQILIAMoAgQhACADQQA2AgQgAyAAIAEQLSIADQEgAUEBagshAUHBASECDIoCCyADQdkBNgIcIAMgADYCDCADIAFBAWo2AhRBACECDKICC0HCASECDIgCCyADQS9qLQAAQQFxDQEgA0EANgIcIAMgATYCFCADQeQcNgIQIANBGTYCDEEAIQIMoAILIAEgBEYEQEHZASECDKACCwJAAkACQCABLQAAQQprDgQBAgIAAgsgAUEBaiEBDAILIAFBAWohAQwBCyADLQAuQcAAcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAjwiAkUNACADIAIRAAAhAAsgAEUNoAEgAEEVRgRAIANB2QA2AhwgAyABNgIUIANBtxo2AhAgA0EVNgIMQQAhAgyfAgsgA0EANgIcIAMgATYCFCADQYANNgIQIANBGzYCDEEAIQIMngILIANBADYCHCADIAE2AhQgA0HcKDYCECADQQI2AgxBACECDJ0CCyABIARHBEAgA0EMNgIIIAMgATYCBEG/ASECDIQCC0HYASECDJwCCyABIARGBEBB1wEhAgycAgsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBwQBrDhUAAQIDWgQFBlpaWgcICQoLDA0ODxBaCyABQQFqIQFB+wAhAgySAgsgAUEBaiEBQfwAIQIMkQILIAFBAWohAUGBASECDJACCyABQQFqIQFBhQEhAgyPAgsgAUEBaiEBQYYBIQIMjgILIAFBAWohAUGJASECDI0CCyABQQFqIQFBigEhAgyMAgsgAUEBaiEBQY0BIQIMiwILIAFBAWohAUGWASECDIoCCyABQQFqIQFBlwEhAgyJAgsgAUEBaiEBQZgBIQIMiAILIAFBAWohAUGlASECDIcCCyABQQFqIQFBpgEhAgyGAgsgAUEBaiEBQawBIQIMhQILIAFBAWohAUG0ASECDIQCCyABQQFqIQFBtwEhAgyDAgsgAUEBaiEBQb4BIQIMggILIAEgBEYEQEHWASECDJsCCyABLQAAQc4ARw1IIAFBAWohAUG9ASECDIECCyABIARGBEBB1QEhAgyaAgsCQAJAAkAgAS0AAEHCAGsOEgBKSkpKSkpKSkoBSkpKSkpKAkoLIAFBAWohAUG4ASECDIICCyABQQFqIQFBuwEhAgyBAgsgAUEBaiEBQbwBIQIMgAILQdQBIQIgASAERg2YAiADKAIAIgAgBCABa2ohBSABIABrQQdqIQYCQANAIAEtAAAgAEGo1QBqLQAARw1FIABBB0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyZAgsgA0EANgIAIAZBAWohAUEbDEULIAEgBEYEQEHTASECDJgCCwJAAkAgAS0AAEHJAGsOBwBHR0dHRwFHCyABQQFqIQFBuQEhAgz/AQsgAUEBaiEBQboBIQIM/gELQdIBIQIgASAERg2WAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGm1QBqLQAARw1DIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyXAgsgA0EANgIAIAZBAWohAUEPDEMLQdEBIQIgASAERg2VAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGk1QBqLQAARw1CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyWAgsgA0EANgIAIAZBAWohAUEgDEILQdABIQIgASAERg2UAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw1BIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyVAgsgA0EANgIAIAZBAWohAUESDEELIAEgBEYEQEHPASECDJQCCwJAAkAgAS0AAEHFAGsODgBDQ0NDQ0NDQ0NDQ0MBQwsgAUEBaiEBQbUBIQIM+wELIAFBAWohAUG2ASECDPoBC0HOASECIAEgBEYNkgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBntUAai0AAEcNPyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkwILIANBADYCACAGQQFqIQFBBww/C0HNASECIAEgBEYNkQIgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBmNUAai0AAEcNPiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkgILIANBADYCACAGQQFqIQFBKAw+CyABIARGBEBBzAEhAgyRAgsCQAJAAkAgAS0AAEHFAGsOEQBBQUFBQUFBQUEBQUFBQUECQQsgAUEBaiEBQbEBIQIM+QELIAFBAWohAUGyASECDPgBCyABQQFqIQFBswEhAgz3AQtBywEhAiABIARGDY8CIAMoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQZHVAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJACCyADQQA2AgAgBkEBaiEBQRoMPAtBygEhAiABIARGDY4CIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQY3VAGotAABHDTsgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADI8CCyADQQA2AgAgBkEBaiEBQSEMOwsgASAERgRAQckBIQIMjgILAkACQCABLQAAQcEAaw4UAD09PT09PT09PT09PT09PT09PQE9CyABQQFqIQFBrQEhAgz1AQsgAUEBaiEBQbABIQIM9AELIAEgBEYEQEHIASECDI0CCwJAAkAgAS0AAEHVAGsOCwA8PDw8PDw8PDwBPAsgAUEBaiEBQa4BIQIM9AELIAFBAWohAUGvASECDPMBC0HHASECIAEgBEYNiwIgAygCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABBhNUAai0AAEcNOCAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMjAILIANBADYCACAGQQFqIQFBKgw4CyABIARGBEBBxgEhAgyLAgsgAS0AAEHQAEcNOCABQQFqIQFBJQw3C0HFASECIAEgBEYNiQIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBgdUAai0AAEcNNiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMigILIANBADYCACAGQQFqIQFBDgw2CyABIARGBEBBxAEhAgyJAgsgAS0AAEHFAEcNNiABQQFqIQFBqwEhAgzvAQsgASAERgRAQcMBIQIMiAILAkACQAJAAkAgAS0AAEHCAGsODwABAjk5OTk5OTk5OTk5AzkLIAFBAWohAUGnASECDPEBCyABQQFqIQFBqAEhAgzwAQsgAUEBaiEBQakBIQIM7wELIAFBAWohAUGqASECDO4BC0HCASECIAEgBEYNhgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB/tQAai0AAEcNMyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhwILIANBADYCACAGQQFqIQFBFAwzC0HBASECIAEgBEYNhQIgAygCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABB+dQAai0AAEcNMiAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhgILIANBADYCACAGQQFqIQFBKwwyC0HAASECIAEgBEYNhAIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB9tQAai0AAEcNMSAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhQILIANBADYCACAGQQFqIQFBLAwxC0G/ASECIAEgBEYNgwIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBodUAai0AAEcNMCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhAILIANBADYCACAGQQFqIQFBEQwwC0G+ASECIAEgBEYNggIgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABB8tQAai0AAEcNLyAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMgwILIANBADYCACAGQQFqIQFBLgwvCyABIARGBEBBvQEhAgyCAgsCQAJAAkACQAJAIAEtAABBwQBrDhUANDQ0NDQ0NDQ0NAE0NAI0NAM0NAQ0CyABQQFqIQFBmwEhAgzsAQsgAUEBaiEBQZwBIQIM6wELIAFBAWohAUGdASECDOoBCyABQQFqIQFBogEhAgzpAQsgAUEBaiEBQaQBIQIM6AELIAEgBEYEQEG8ASECDIECCwJAAkAgAS0AAEHSAGsOAwAwATALIAFBAWohAUGjASECDOgBCyABQQFqIQFBBAwtC0G7ASECIAEgBEYN/wEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8NQAai0AAEcNLCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMgAILIANBADYCACAGQQFqIQFBHQwsCyABIARGBEBBugEhAgz/AQsCQAJAIAEtAABByQBrDgcBLi4uLi4ALgsgAUEBaiEBQaEBIQIM5gELIAFBAWohAUEiDCsLIAEgBEYEQEG5ASECDP4BCyABLQAAQdAARw0rIAFBAWohAUGgASECDOQBCyABIARGBEBBuAEhAgz9AQsCQAJAIAEtAABBxgBrDgsALCwsLCwsLCwsASwLIAFBAWohAUGeASECDOQBCyABQQFqIQFBnwEhAgzjAQtBtwEhAiABIARGDfsBIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQezUAGotAABHDSggAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPwBCyADQQA2AgAgBkEBaiEBQQ0MKAtBtgEhAiABIARGDfoBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDScgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPsBCyADQQA2AgAgBkEBaiEBQQwMJwtBtQEhAiABIARGDfkBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQerUAGotAABHDSYgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPoBCyADQQA2AgAgBkEBaiEBQQMMJgtBtAEhAiABIARGDfgBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQejUAGotAABHDSUgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPkBCyADQQA2AgAgBkEBaiEBQSYMJQsgASAERgRAQbMBIQIM+AELAkACQCABLQAAQdQAaw4CAAEnCyABQQFqIQFBmQEhAgzfAQsgAUEBaiEBQZoBIQIM3gELQbIBIQIgASAERg32ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHm1ABqLQAARw0jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz3AQsgA0EANgIAIAZBAWohAUEnDCMLQbEBIQIgASAERg31ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHk1ABqLQAARw0iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz2AQsgA0EANgIAIAZBAWohAUEcDCILQbABIQIgASAERg30ASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHe1ABqLQAARw0hIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz1AQsgA0EANgIAIAZBAWohAUEGDCELQa8BIQIgASAERg3zASADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHZ1ABqLQAARw0gIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz0AQsgA0EANgIAIAZBAWohAUEZDCALIAEgBEYEQEGuASECDPMBCwJAAkACQAJAIAEtAABBLWsOIwAkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJAEkJCQkJAIkJCQDJAsgAUEBaiEBQY4BIQIM3AELIAFBAWohAUGPASECDNsBCyABQQFqIQFBlAEhAgzaAQsgAUEBaiEBQZUBIQIM2QELQa0BIQIgASAERg3xASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHX1ABqLQAARw0eIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzyAQsgA0EANgIAIAZBAWohAUELDB4LIAEgBEYEQEGsASECDPEBCwJAAkAgAS0AAEHBAGsOAwAgASALIAFBAWohAUGQASECDNgBCyABQQFqIQFBkwEhAgzXAQsgASAERgRAQasBIQIM8AELAkACQCABLQAAQcEAaw4PAB8fHx8fHx8fHx8fHx8BHwsgAUEBaiEBQZEBIQIM1wELIAFBAWohAUGSASECDNYBCyABIARGBEBBqgEhAgzvAQsgAS0AAEHMAEcNHCABQQFqIQFBCgwbC0GpASECIAEgBEYN7QEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABB0dQAai0AAEcNGiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7gELIANBADYCACAGQQFqIQFBHgwaC0GoASECIAEgBEYN7AEgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCABLQAAIABBytQAai0AAEcNGSAAQQZGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7QELIANBADYCACAGQQFqIQFBFQwZC0GnASECIAEgBEYN6wEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBx9QAai0AAEcNGCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7AELIANBADYCACAGQQFqIQFBFwwYC0GmASECIAEgBEYN6gEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBwdQAai0AAEcNFyAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6wELIANBADYCACAGQQFqIQFBGAwXCyABIARGBEBBpQEhAgzqAQsCQAJAIAEtAABByQBrDgcAGRkZGRkBGQsgAUEBaiEBQYsBIQIM0QELIAFBAWohAUGMASECDNABC0GkASECIAEgBEYN6AEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBptUAai0AAEcNFSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6QELIANBADYCACAGQQFqIQFBCQwVC0GjASECIAEgBEYN5wEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBpNUAai0AAEcNFCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6AELIANBADYCACAGQQFqIQFBHwwUC0GiASECIAEgBEYN5gEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBvtQAai0AAEcNEyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM5wELIANBADYCACAGQQFqIQFBAgwTC0GhASECIAEgBEYN5QEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGA0AgAS0AACAAQbzUAGotAABHDREgAEEBRg0CIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADOUBCyABIARGBEBBoAEhAgzlAQtBASABLQAAQd8ARw0RGiABQQFqIQFBhwEhAgzLAQsgA0EANgIAIAZBAWohAUGIASECDMoBC0GfASECIAEgBEYN4gEgAygCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABBhNUAai0AAEcNDyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM4wELIANBADYCACAGQQFqIQFBKQwPC0GeASECIAEgBEYN4QEgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBuNQAai0AAEcNDiAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM4gELIANBADYCACAGQQFqIQFBLQwOCyABIARGBEBBnQEhAgzhAQsgAS0AAEHFAEcNDiABQQFqIQFBhAEhAgzHAQsgASAERgRAQZwBIQIM4AELAkACQCABLQAAQcwAaw4IAA8PDw8PDwEPCyABQQFqIQFBggEhAgzHAQsgAUEBaiEBQYMBIQIMxgELQZsBIQIgASAERg3eASADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEGz1ABqLQAARw0LIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzfAQsgA0EANgIAIAZBAWohAUEjDAsLQZoBIQIgASAERg3dASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGw1ABqLQAARw0KIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzeAQsgA0EANgIAIAZBAWohAUEADAoLIAEgBEYEQEGZASECDN0BCwJAAkAgAS0AAEHIAGsOCAAMDAwMDAwBDAsgAUEBaiEBQf0AIQIMxAELIAFBAWohAUGAASECDMMBCyABIARGBEBBmAEhAgzcAQsCQAJAIAEtAABBzgBrDgMACwELCyABQQFqIQFB/gAhAgzDAQsgAUEBaiEBQf8AIQIMwgELIAEgBEYEQEGXASECDNsBCyABLQAAQdkARw0IIAFBAWohAUEIDAcLQZYBIQIgASAERg3ZASADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEGs1ABqLQAARw0GIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzaAQsgA0EANgIAIAZBAWohAUEFDAYLQZUBIQIgASAERg3YASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGm1ABqLQAARw0FIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzZAQsgA0EANgIAIAZBAWohAUEWDAULQZQBIQIgASAERg3XASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw0EIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzYAQsgA0EANgIAIAZBAWohAUEQDAQLIAEgBEYEQEGTASECDNcBCwJAAkAgAS0AAEHDAGsODAAGBgYGBgYGBgYGAQYLIAFBAWohAUH5ACECDL4BCyABQQFqIQFB+gAhAgy9AQtBkgEhAiABIARGDdUBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQaDUAGotAABHDQIgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNYBCyADQQA2AgAgBkEBaiEBQSQMAgsgA0EANgIADAILIAEgBEYEQEGRASECDNQBCyABLQAAQcwARw0BIAFBAWohAUETCzoAKSADKAIEIQAgA0EANgIEIAMgACABEC4iAA0CDAELQQAhAiADQQA2AhwgAyABNgIUIANB/h82AhAgA0EGNgIMDNEBC0H4ACECDLcBCyADQZABNgIcIAMgATYCFCADIAA2AgxBACECDM8BC0EAIQACQCADKAI4IgJFDQAgAigCQCICRQ0AIAMgAhEAACEACyAARQ0AIABBFUYNASADQQA2AhwgAyABNgIUIANBgg82AhAgA0EgNgIMQQAhAgzOAQtB9wAhAgy0AQsgA0GPATYCHCADIAE2AhQgA0HsGzYCECADQRU2AgxBACECDMwBCyABIARGBEBBjwEhAgzMAQsCQCABLQAAQSBGBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GbHzYCECADQQY2AgxBACECDMwBC0ECIQIMsgELA0AgAS0AAEEgRw0CIAQgAUEBaiIBRw0AC0GOASECDMoBCyABIARGBEBBjQEhAgzKAQsCQCABLQAAQQlrDgRKAABKAAtB9QAhAgywAQsgAy0AKUEFRgRAQfYAIQIMsAELQfQAIQIMrwELIAEgBEYEQEGMASECDMgBCyADQRA2AgggAyABNgIEDAoLIAEgBEYEQEGLASECDMcBCwJAIAEtAABBCWsOBEcAAEcAC0HzACECDK0BCyABIARHBEAgA0EQNgIIIAMgATYCBEHxACECDK0BC0GKASECDMUBCwJAIAEgBEcEQANAIAEtAABBoNAAai0AACIAQQNHBEACQCAAQQFrDgJJAAQLQfAAIQIMrwELIAQgAUEBaiIBRw0AC0GIASECDMYBC0GIASECDMUBCyADQQA2AhwgAyABNgIUIANB2yA2AhAgA0EHNgIMQQAhAgzEAQsgASAERgRAQYkBIQIMxAELAkACQAJAIAEtAABBoNIAai0AAEEBaw4DRgIAAQtB8gAhAgysAQsgA0EANgIcIAMgATYCFCADQbQSNgIQIANBBzYCDEEAIQIMxAELQeoAIQIMqgELIAEgBEcEQCABQQFqIQFB7wAhAgyqAQtBhwEhAgzCAQsgBCABIgBGBEBBhgEhAgzCAQsgAC0AACIBQS9GBEAgAEEBaiEBQe4AIQIMqQELIAFBCWsiAkEXSw0BIAAhAUEBIAJ0QZuAgARxDUEMAQsgBCABIgBGBEBBhQEhAgzBAQsgAC0AAEEvRw0AIABBAWohAQwDC0EAIQIgA0EANgIcIAMgADYCFCADQdsgNgIQIANBBzYCDAy/AQsCQAJAAkACQAJAA0AgAS0AAEGgzgBqLQAAIgBBBUcEQAJAAkAgAEEBaw4IRwUGBwgABAEIC0HrACECDK0BCyABQQFqIQFB7QAhAgysAQsgBCABQQFqIgFHDQALQYQBIQIMwwELIAFBAWoMFAsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgzBAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgzAAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgy/AQsgA0EANgIcIAMgATYCFCADQfkPNgIQIANBBzYCDEEAIQIMvgELIAEgBEYEQEGDASECDL4BCwJAIAEtAABBoM4Aai0AAEEBaw4IPgQFBgAIAgMHCyABQQFqIQELQQMhAgyjAQsgAUEBagwNC0EAIQIgA0EANgIcIANB0RI2AhAgA0EHNgIMIAMgAUEBajYCFAy6AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgy5AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgy4AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgy3AQsgA0EANgIcIAMgATYCFCADQfkPNgIQIANBBzYCDEEAIQIMtgELQewAIQIMnAELIAEgBEYEQEGCASECDLUBCyABQQFqDAILIAEgBEYEQEGBASECDLQBCyABQQFqDAELIAEgBEYNASABQQFqCyEBQQQhAgyYAQtBgAEhAgywAQsDQCABLQAAQaDMAGotAAAiAEECRwRAIABBAUcEQEHpACECDJkBCwwxCyAEIAFBAWoiAUcNAAtB/wAhAgyvAQsgASAERgRAQf4AIQIMrwELAkAgAS0AAEEJaw43LwMGLwQGBgYGBgYGBgYGBgYGBgYGBgYFBgYCBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGAAYLIAFBAWoLIQFBBSECDJQBCyABQQFqDAYLIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMqwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMqgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMqQELIANBADYCHCADIAE2AhQgA0GNFDYCECADQQc2AgxBACECDKgBCwJAAkACQAJAA0AgAS0AAEGgygBqLQAAIgBBBUcEQAJAIABBAWsOBi4DBAUGAAYLQegAIQIMlAELIAQgAUEBaiIBRw0AC0H9ACECDKsBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQdsANgIcIAMgATYCFCADIAA2AgxBACECDKoBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDKkBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQfoANgIcIAMgATYCFCADIAA2AgxBACECDKgBCyADQQA2AhwgAyABNgIUIANB5Ag2AhAgA0EHNgIMQQAhAgynAQsgASAERg0BIAFBAWoLIQFBBiECDIwBC0H8ACECDKQBCwJAAkACQAJAA0AgAS0AAEGgyABqLQAAIgBBBUcEQCAAQQFrDgQpAgMEBQsgBCABQQFqIgFHDQALQfsAIQIMpwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMpgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMpQELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMpAELIANBADYCHCADIAE2AhQgA0G8CjYCECADQQc2AgxBACECDKMBC0HPACECDIkBC0HRACECDIgBC0HnACECDIcBCyABIARGBEBB+gAhAgygAQsCQCABLQAAQQlrDgQgAAAgAAsgAUEBaiEBQeYAIQIMhgELIAEgBEYEQEH5ACECDJ8BCwJAIAEtAABBCWsOBB8AAB8AC0EAIQACQCADKAI4IgJFDQAgAigCOCICRQ0AIAMgAhEAACEACyAARQRAQeIBIQIMhgELIABBFUcEQCADQQA2AhwgAyABNgIUIANByQ02AhAgA0EaNgIMQQAhAgyfAQsgA0H4ADYCHCADIAE2AhQgA0HqGjYCECADQRU2AgxBACECDJ4BCyABIARHBEAgA0ENNgIIIAMgATYCBEHkACECDIUBC0H3ACECDJ0BCyABIARGBEBB9gAhAgydAQsCQAJAAkAgAS0AAEHIAGsOCwABCwsLCwsLCwsCCwsgAUEBaiEBQd0AIQIMhQELIAFBAWohAUHgACECDIQBCyABQQFqIQFB4wAhAgyDAQtB9QAhAiABIARGDZsBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbXVAGotAABHDQggAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJwBCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQKyIABEAgA0H0ADYCHCADIAE2AhQgAyAANgIMQQAhAgycAQtB4gAhAgyCAQtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJwBC0HhACECDIIBCyADQfMANgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMmgELIAMtACkiAEEja0ELSQ0JAkAgAEEGSw0AQQEgAHRBygBxRQ0ADAoLQQAhAiADQQA2AhwgAyABNgIUIANB7Qk2AhAgA0EINgIMDJkBC0HyACECIAEgBEYNmAEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBs9UAai0AAEcNBSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMmQELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgAEQCADQfEANgIcIAMgATYCFCADIAA2AgxBACECDJkBC0HfACECDH8LQQAhAAJAIAMoAjgiAkUNACACKAI0IgJFDQAgAyACEQAAIQALAkAgAARAIABBFUYNASADQQA2AhwgAyABNgIUIANB6g02AhAgA0EmNgIMQQAhAgyZAQtB3gAhAgx/CyADQfAANgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMlwELIAMtAClBIUYNBiADQQA2AhwgAyABNgIUIANBkQo2AhAgA0EINgIMQQAhAgyWAQtB7wAhAiABIARGDZUBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbDVAGotAABHDQIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJYBCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQKyIARQ0CIANB7QA2AhwgAyABNgIUIAMgADYCDEEAIQIMlQELIANBADYCAAsgAygCBCEAIANBADYCBCADIAAgARArIgBFDYABIANB7gA2AhwgAyABNgIUIAMgADYCDEEAIQIMkwELQdwAIQIMeQtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJMBC0HbACECDHkLIANB7AA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyRAQsgAy0AKSIAQSNJDQAgAEEuRg0AIANBADYCHCADIAE2AhQgA0HJCTYCECADQQg2AgxBACECDJABC0HaACECDHYLIAEgBEYEQEHrACECDI8BCwJAIAEtAABBL0YEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDEEAIQIMjwELQdkAIQIMdQsgASAERwRAIANBDjYCCCADIAE2AgRB2AAhAgx1C0HqACECDI0BCyABIARGBEBB6QAhAgyNAQsgAS0AAEEwayIAQf8BcUEKSQRAIAMgADoAKiABQQFqIQFB1wAhAgx0CyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNeiADQegANgIcIAMgATYCFCADIAA2AgxBACECDIwBCyABIARGBEBB5wAhAgyMAQsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ17IANB5gA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELQdYAIQIMcgsgASAERgRAQeUAIQIMiwELQQAhAEEBIQVBASEHQQAhAgJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAEtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyECQQAhBUEAIQcMAgtBCSECQQEhAEEAIQVBACEHDAELQQAhBUEBIQILIAMgAjoAKyABQQFqIQECQAJAIAMtAC5BEHENAAJAAkACQCADLQAqDgMBAAIECyAHRQ0DDAILIAANAQwCCyAFRQ0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNAiADQeIANgIcIAMgATYCFCADIAA2AgxBACECDI0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNfSADQeMANgIcIAMgATYCFCADIAA2AgxBACECDIwBCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNeyADQeQANgIcIAMgATYCFCADIAA2AgwMiwELQdQAIQIMcQsgAy0AKUEiRg2GAUHTACECDHALQQAhAAJAIAMoAjgiAkUNACACKAJEIgJFDQAgAyACEQAAIQALIABFBEBB1QAhAgxwCyAAQRVHBEAgA0EANgIcIAMgATYCFCADQaQNNgIQIANBITYCDEEAIQIMiQELIANB4QA2AhwgAyABNgIUIANB0Bo2AhAgA0EVNgIMQQAhAgyIAQsgASAERgRAQeAAIQIMiAELAkACQAJAAkACQCABLQAAQQprDgQBBAQABAsgAUEBaiEBDAELIAFBAWohASADQS9qLQAAQQFxRQ0BC0HSACECDHALIANBADYCHCADIAE2AhQgA0G2ETYCECADQQk2AgxBACECDIgBCyADQQA2AhwgAyABNgIUIANBthE2AhAgA0EJNgIMQQAhAgyHAQsgASAERgRAQd8AIQIMhwELIAEtAABBCkYEQCABQQFqIQEMCQsgAy0ALkHAAHENCCADQQA2AhwgAyABNgIUIANBthE2AhAgA0ECNgIMQQAhAgyGAQsgASAERgRAQd0AIQIMhgELIAEtAAAiAkENRgRAIAFBAWohAUHQACECDG0LIAEhACACQQlrDgQFAQEFAQsgBCABIgBGBEBB3AAhAgyFAQsgAC0AAEEKRw0AIABBAWoMAgtBACECIANBADYCHCADIAA2AhQgA0HKLTYCECADQQc2AgwMgwELIAEgBEYEQEHbACECDIMBCwJAIAEtAABBCWsOBAMAAAMACyABQQFqCyEBQc4AIQIMaAsgASAERgRAQdoAIQIMgQELIAEtAABBCWsOBAABAQABC0EAIQIgA0EANgIcIANBmhI2AhAgA0EHNgIMIAMgAUEBajYCFAx/CyADQYASOwEqQQAhAAJAIAMoAjgiAkUNACACKAI4IgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB2QA2AhwgAyABNgIUIANB6ho2AhAgA0EVNgIMQQAhAgx+C0HNACECDGQLIANBADYCHCADIAE2AhQgA0HJDTYCECADQRo2AgxBACECDHwLIAEgBEYEQEHZACECDHwLIAEtAABBIEcNPSABQQFqIQEgAy0ALkEBcQ09IANBADYCHCADIAE2AhQgA0HCHDYCECADQR42AgxBACECDHsLIAEgBEYEQEHYACECDHsLAkACQAJAAkACQCABLQAAIgBBCmsOBAIDAwABCyABQQFqIQFBLCECDGULIABBOkcNASADQQA2AhwgAyABNgIUIANB5xE2AhAgA0EKNgIMQQAhAgx9CyABQQFqIQEgA0Evai0AAEEBcUUNcyADLQAyQYABcUUEQCADQTJqIQIgAxA1QQAhAAJAIAMoAjgiBkUNACAGKAIoIgZFDQAgAyAGEQAAIQALAkACQCAADhZNTEsBAQEBAQEBAQEBAQEBAQEBAQEAAQsgA0EpNgIcIAMgATYCFCADQawZNgIQIANBFTYCDEEAIQIMfgsgA0EANgIcIAMgATYCFCADQeULNgIQIANBETYCDEEAIQIMfQtBACEAAkAgAygCOCICRQ0AIAIoAlwiAkUNACADIAIRAAAhAAsgAEUNWSAAQRVHDQEgA0EFNgIcIAMgATYCFCADQZsbNgIQIANBFTYCDEEAIQIMfAtBywAhAgxiC0EAIQIgA0EANgIcIAMgATYCFCADQZAONgIQIANBFDYCDAx6CyADIAMvATJBgAFyOwEyDDsLIAEgBEcEQCADQRE2AgggAyABNgIEQcoAIQIMYAtB1wAhAgx4CyABIARGBEBB1gAhAgx4CwJAAkACQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQeMAaw4TAEBAQEBAQEBAQEBAQAFAQEACA0ALIAFBAWohAUHGACECDGELIAFBAWohAUHHACECDGALIAFBAWohAUHIACECDF8LIAFBAWohAUHJACECDF4LQdUAIQIgBCABIgBGDXYgBCABayADKAIAIgFqIQYgACABa0EFaiEHA0AgAUGQyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0IQQQgAUEFRg0KGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAx2C0HUACECIAQgASIARg11IAQgAWsgAygCACIBaiEGIAAgAWtBD2ohBwNAIAFBgMgAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNB0EDIAFBD0YNCRogAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMdQtB0wAhAiAEIAEiAEYNdCAEIAFrIAMoAgAiAWohBiAAIAFrQQ5qIQcDQCABQeLHAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQYgAUEORg0HIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHQLQdIAIQIgBCABIgBGDXMgBCABayADKAIAIgFqIQUgACABa0EBaiEGA0AgAUHgxwBqLQAAIAAtAAAiB0EgciAHIAdBwQBrQf8BcUEaSRtB/wFxRw0FIAFBAUYNAiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBTYCAAxzCyABIARGBEBB0QAhAgxzCwJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB7gBrDgcAOTk5OTkBOQsgAUEBaiEBQcMAIQIMWgsgAUEBaiEBQcQAIQIMWQsgA0EANgIAIAZBAWohAUHFACECDFgLQdAAIQIgBCABIgBGDXAgBCABayADKAIAIgFqIQYgACABa0EJaiEHA0AgAUHWxwBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0CQQIgAUEJRg0EGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxwC0HPACECIAQgASIARg1vIAQgAWsgAygCACIBaiEGIAAgAWtBBWohBwNAIAFB0McAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQVGDQIgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMbwsgACEBIANBADYCAAwzC0EBCzoALCADQQA2AgAgB0EBaiEBC0EtIQIMUgsCQANAIAEtAABB0MUAai0AAEEBRw0BIAQgAUEBaiIBRw0AC0HNACECDGsLQcIAIQIMUQsgASAERgRAQcwAIQIMagsgAS0AAEE6RgRAIAMoAgQhACADQQA2AgQgAyAAIAEQMCIARQ0zIANBywA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMagsgA0EANgIcIAMgATYCFCADQecRNgIQIANBCjYCDEEAIQIMaQsCQAJAIAMtACxBAmsOAgABJwsgA0Ezai0AAEECcUUNJiADLQAuQQJxDSYgA0EANgIcIAMgATYCFCADQaYUNgIQIANBCzYCDEEAIQIMaQsgAy0AMkEgcUUNJSADLQAuQQJxDSUgA0EANgIcIAMgATYCFCADQb0TNgIQIANBDzYCDEEAIQIMaAtBACEAAkAgAygCOCICRQ0AIAIoAkgiAkUNACADIAIRAAAhAAsgAEUEQEHBACECDE8LIABBFUcEQCADQQA2AhwgAyABNgIUIANBpg82AhAgA0EcNgIMQQAhAgxoCyADQcoANgIcIAMgATYCFCADQYUcNgIQIANBFTYCDEEAIQIMZwsgASAERwRAA0AgAS0AAEHAwQBqLQAAQQFHDRcgBCABQQFqIgFHDQALQcQAIQIMZwtBxAAhAgxmCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUE2IQIMUgsgAUEBaiEBQTchAgxRCyABQQFqIQFBOCECDFALDBULIAQgAUEBaiIBRw0AC0E8IQIMZgtBPCECDGULIAEgBEYEQEHIACECDGULIANBEjYCCCADIAE2AgQCQAJAAkACQAJAIAMtACxBAWsOBBQAAQIJCyADLQAyQSBxDQNB4AEhAgxPCwJAIAMvATIiAEEIcUUNACADLQAoQQFHDQAgAy0ALkEIcUUNAgsgAyAAQff7A3FBgARyOwEyDAsLIAMgAy8BMkEQcjsBMgwECyADQQA2AgQgAyABIAEQMSIABEAgA0HBADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxmCyABQQFqIQEMWAsgA0EANgIcIAMgATYCFCADQfQTNgIQIANBBDYCDEEAIQIMZAtBxwAhAiABIARGDWMgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCAAQcDFAGotAAAgAS0AAEEgckcNASAAQQZGDUogAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMZAsgA0EANgIADAULAkAgASAERwRAA0AgAS0AAEHAwwBqLQAAIgBBAUcEQCAAQQJHDQMgAUEBaiEBDAULIAQgAUEBaiIBRw0AC0HFACECDGQLQcUAIQIMYwsLIANBADoALAwBC0ELIQIMRwtBPyECDEYLAkACQANAIAEtAAAiAEEgRwRAAkAgAEEKaw4EAwUFAwALIABBLEYNAwwECyAEIAFBAWoiAUcNAAtBxgAhAgxgCyADQQg6ACwMDgsgAy0AKEEBRw0CIAMtAC5BCHENAiADKAIEIQAgA0EANgIEIAMgACABEDEiAARAIANBwgA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMXwsgAUEBaiEBDFALQTshAgxECwJAA0AgAS0AACIAQSBHIABBCUdxDQEgBCABQQFqIgFHDQALQcMAIQIMXQsLQTwhAgxCCwJAAkAgASAERwRAA0AgAS0AACIAQSBHBEAgAEEKaw4EAwQEAwQLIAQgAUEBaiIBRw0AC0E/IQIMXQtBPyECDFwLIAMgAy8BMkEgcjsBMgwKCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNTiADQT42AhwgAyABNgIUIAMgADYCDEEAIQIMWgsCQCABIARHBEADQCABLQAAQcDDAGotAAAiAEEBRwRAIABBAkYNAwwMCyAEIAFBAWoiAUcNAAtBNyECDFsLQTchAgxaCyABQQFqIQEMBAtBOyECIAQgASIARg1YIAQgAWsgAygCACIBaiEGIAAgAWtBBWohBwJAA0AgAUGQyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEMPwsgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMWQsgA0EANgIAIAAhAQwFC0E6IQIgBCABIgBGDVcgBCABayADKAIAIgFqIQYgACABa0EIaiEHAkADQCABQbTBAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAUEIRgRAQQUhAQw+CyABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxYCyADQQA2AgAgACEBDAQLQTkhAiAEIAEiAEYNViAEIAFrIAMoAgAiAWohBiAAIAFrQQNqIQcCQANAIAFBsMEAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQNGBEBBBiEBDD0LIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADFcLIANBADYCACAAIQEMAwsCQANAIAEtAAAiAEEgRwRAIABBCmsOBAcEBAcCCyAEIAFBAWoiAUcNAAtBOCECDFYLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCADLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIANBAToALCADIAMvATIgAXI7ATIgACEBDAELIAMgAy8BMkEIcjsBMiAAIQELQT4hAgw7CyADQQA6ACwLQTkhAgw5CyABIARGBEBBNiECDFILAkACQAJAAkACQCABLQAAQQprDgQAAgIBAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFDQIgA0EzNgIcIAMgATYCFCADIAA2AgxBACECDFULIAMoAgQhACADQQA2AgQgAyAAIAEQMSIARQRAIAFBAWohAQwGCyADQTI2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMVAsgAy0ALkEBcQRAQd8BIQIMOwsgAygCBCEAIANBADYCBCADIAAgARAxIgANAQxJC0E0IQIMOQsgA0E1NgIcIAMgATYCFCADIAA2AgxBACECDFELQTUhAgw3CyADQS9qLQAAQQFxDQAgA0EANgIcIAMgATYCFCADQesWNgIQIANBGTYCDEEAIQIMTwtBMyECDDULIAEgBEYEQEEyIQIMTgsCQCABLQAAQQpGBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GSFzYCECADQQM2AgxBACECDE4LQTIhAgw0CyABIARGBEBBMSECDE0LAkAgAS0AACIAQQlGDQAgAEEgRg0AQQEhAgJAIAMtACxBBWsOBAYEBQANCyADIAMvATJBCHI7ATIMDAsgAy0ALkEBcUUNASADLQAsQQhHDQAgA0EAOgAsC0E9IQIMMgsgA0EANgIcIAMgATYCFCADQcIWNgIQIANBCjYCDEEAIQIMSgtBAiECDAELQQQhAgsgA0EBOgAsIAMgAy8BMiACcjsBMgwGCyABIARGBEBBMCECDEcLIAEtAABBCkYEQCABQQFqIQEMAQsgAy0ALkEBcQ0AIANBADYCHCADIAE2AhQgA0HcKDYCECADQQI2AgxBACECDEYLQTAhAgwsCyABQQFqIQFBMSECDCsLIAEgBEYEQEEvIQIMRAsgAS0AACIAQQlHIABBIEdxRQRAIAFBAWohASADLQAuQQFxDQEgA0EANgIcIAMgATYCFCADQZcQNgIQIANBCjYCDEEAIQIMRAtBASECAkACQAJAAkACQAJAIAMtACxBAmsOBwUEBAMBAgAECyADIAMvATJBCHI7ATIMAwtBAiECDAELQQQhAgsgA0EBOgAsIAMgAy8BMiACcjsBMgtBLyECDCsLIANBADYCHCADIAE2AhQgA0GEEzYCECADQQs2AgxBACECDEMLQeEBIQIMKQsgASAERgRAQS4hAgxCCyADQQA2AgQgA0ESNgIIIAMgASABEDEiAA0BC0EuIQIMJwsgA0EtNgIcIAMgATYCFCADIAA2AgxBACECDD8LQQAhAAJAIAMoAjgiAkUNACACKAJMIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB2AA2AhwgAyABNgIUIANBsxs2AhAgA0EVNgIMQQAhAgw+C0HMACECDCQLIANBADYCHCADIAE2AhQgA0GzDjYCECADQR02AgxBACECDDwLIAEgBEYEQEHOACECDDwLIAEtAAAiAEEgRg0CIABBOkYNAQsgA0EAOgAsQQkhAgwhCyADKAIEIQAgA0EANgIEIAMgACABEDAiAA0BDAILIAMtAC5BAXEEQEHeASECDCALIAMoAgQhACADQQA2AgQgAyAAIAEQMCIARQ0CIANBKjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgw4CyADQcsANgIcIAMgADYCDCADIAFBAWo2AhRBACECDDcLIAFBAWohAUHAACECDB0LIAFBAWohAQwsCyABIARGBEBBKyECDDULAkAgAS0AAEEKRgRAIAFBAWohAQwBCyADLQAuQcAAcUUNBgsgAy0AMkGAAXEEQEEAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ0SIABBFUYEQCADQQU2AhwgAyABNgIUIANBmxs2AhAgA0EVNgIMQQAhAgw2CyADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMQQAhAgw1CyADQTJqIQIgAxA1QQAhAAJAIAMoAjgiBkUNACAGKAIoIgZFDQAgAyAGEQAAIQALIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyADQQE6ADALIAIgAi8BAEHAAHI7AQALQSshAgwYCyADQSk2AhwgAyABNgIUIANBrBk2AhAgA0EVNgIMQQAhAgwwCyADQQA2AhwgAyABNgIUIANB5Qs2AhAgA0ERNgIMQQAhAgwvCyADQQA2AhwgAyABNgIUIANBpQs2AhAgA0ECNgIMQQAhAgwuC0EBIQcgAy8BMiIFQQhxRQRAIAMpAyBCAFIhBwsCQCADLQAwBEBBASEAIAMtAClBBUYNASAFQcAAcUUgB3FFDQELAkAgAy0AKCICQQJGBEBBASEAIAMvATQiBkHlAEYNAkEAIQAgBUHAAHENAiAGQeQARg0CIAZB5gBrQQJJDQIgBkHMAUYNAiAGQbACRg0CDAELQQAhACAFQcAAcQ0BC0ECIQAgBUEIcQ0AIAVBgARxBEACQCACQQFHDQAgAy0ALkEKcQ0AQQUhAAwCC0EEIQAMAQsgBUEgcUUEQCADEDZBAEdBAnQhAAwBC0EAQQMgAykDIFAbIQALIABBAWsOBQIABwEDBAtBESECDBMLIANBAToAMQwpC0EAIQICQCADKAI4IgBFDQAgACgCMCIARQ0AIAMgABEAACECCyACRQ0mIAJBFUYEQCADQQM2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgwrC0EAIQIgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDAwqCyADQQA2AhwgAyABNgIUIANB+SA2AhAgA0EPNgIMQQAhAgwpC0EAIQACQCADKAI4IgJFDQAgAigCMCICRQ0AIAMgAhEAACEACyAADQELQQ4hAgwOCyAAQRVGBEAgA0ECNgIcIAMgATYCFCADQdIbNgIQIANBFTYCDEEAIQIMJwsgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDEEAIQIMJgtBKiECDAwLIAEgBEcEQCADQQk2AgggAyABNgIEQSkhAgwMC0EmIQIMJAsgAyADKQMgIgwgBCABa60iCn0iC0IAIAsgDFgbNwMgIAogDFQEQEElIQIMJAsgAygCBCEAIANBADYCBCADIAAgASAMp2oiARAyIgBFDQAgA0EFNgIcIAMgATYCFCADIAA2AgxBACECDCMLQQ8hAgwJC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43FxYAAQIDBAUGBxQUFBQUFBQICQoLDA0UFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFA4PEBESExQLQgIhCgwWC0IDIQoMFQtCBCEKDBQLQgUhCgwTC0IGIQoMEgtCByEKDBELQgghCgwQC0IJIQoMDwtCCiEKDA4LQgshCgwNC0IMIQoMDAtCDSEKDAsLQg4hCgwKC0IPIQoMCQtCCiEKDAgLQgshCgwHC0IMIQoMBgtCDSEKDAULQg4hCgwEC0IPIQoMAwsgA0EANgIcIAMgATYCFCADQZ8VNgIQIANBDDYCDEEAIQIMIQsgASAERgRAQSIhAgwhC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsONxUUAAECAwQFBgcWFhYWFhYWCAkKCwwNFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYODxAREhMWC0ICIQoMFAtCAyEKDBMLQgQhCgwSC0IFIQoMEQtCBiEKDBALQgchCgwPC0IIIQoMDgtCCSEKDA0LQgohCgwMC0ILIQoMCwtCDCEKDAoLQg0hCgwJC0IOIQoMCAtCDyEKDAcLQgohCgwGC0ILIQoMBQtCDCEKDAQLQg0hCgwDC0IOIQoMAgtCDyEKDAELQgEhCgsgAUEBaiEBIAMpAyAiC0L//////////w9YBEAgAyALQgSGIAqENwMgDAILIANBADYCHCADIAE2AhQgA0G1CTYCECADQQw2AgxBACECDB4LQSchAgwEC0EoIQIMAwsgAyABOgAsIANBADYCACAHQQFqIQFBDCECDAILIANBADYCACAGQQFqIQFBCiECDAELIAFBAWohAUEIIQIMAAsAC0EAIQIgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDAwXC0EAIQIgA0EANgIcIAMgATYCFCADQYMRNgIQIANBCTYCDAwWC0EAIQIgA0EANgIcIAMgATYCFCADQd8KNgIQIANBCTYCDAwVC0EAIQIgA0EANgIcIAMgATYCFCADQe0QNgIQIANBCTYCDAwUC0EAIQIgA0EANgIcIAMgATYCFCADQdIRNgIQIANBCTYCDAwTC0EAIQIgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDAwSC0EAIQIgA0EANgIcIAMgATYCFCADQYMRNgIQIANBCTYCDAwRC0EAIQIgA0EANgIcIAMgATYCFCADQd8KNgIQIANBCTYCDAwQC0EAIQIgA0EANgIcIAMgATYCFCADQe0QNgIQIANBCTYCDAwPC0EAIQIgA0EANgIcIAMgATYCFCADQdIRNgIQIANBCTYCDAwOC0EAIQIgA0EANgIcIAMgATYCFCADQbkXNgIQIANBDzYCDAwNC0EAIQIgA0EANgIcIAMgATYCFCADQbkXNgIQIANBDzYCDAwMC0EAIQIgA0EANgIcIAMgATYCFCADQZkTNgIQIANBCzYCDAwLC0EAIQIgA0EANgIcIAMgATYCFCADQZ0JNgIQIANBCzYCDAwKC0EAIQIgA0EANgIcIAMgATYCFCADQZcQNgIQIANBCjYCDAwJC0EAIQIgA0EANgIcIAMgATYCFCADQbEQNgIQIANBCjYCDAwIC0EAIQIgA0EANgIcIAMgATYCFCADQbsdNgIQIANBAjYCDAwHC0EAIQIgA0EANgIcIAMgATYCFCADQZYWNgIQIANBAjYCDAwGC0EAIQIgA0EANgIcIAMgATYCFCADQfkYNgIQIANBAjYCDAwFC0EAIQIgA0EANgIcIAMgATYCFCADQcQYNgIQIANBAjYCDAwECyADQQI2AhwgAyABNgIUIANBqR42AhAgA0EWNgIMQQAhAgwDC0HeACECIAEgBEYNAiAJQQhqIQcgAygCACEFAkACQCABIARHBEAgBUGWyABqIQggBCAFaiABayEGIAVBf3NBCmoiBSABaiEAA0AgAS0AACAILQAARwRAQQIhCAwDCyAFRQRAQQAhCCAAIQEMAwsgBUEBayEFIAhBAWohCCAEIAFBAWoiAUcNAAsgBiEFIAQhAQsgB0EBNgIAIAMgBTYCAAwBCyADQQA2AgAgByAINgIACyAHIAE2AgQgCSgCDCEAAkACQCAJKAIIQQFrDgIEAQALIANBADYCHCADQcIeNgIQIANBFzYCDCADIABBAWo2AhRBACECDAMLIANBADYCHCADIAA2AhQgA0HXHjYCECADQQk2AgxBACECDAILIAEgBEYEQEEoIQIMAgsgA0EJNgIIIAMgATYCBEEnIQIMAQsgASAERgRAQQEhAgwBCwNAAkACQAJAIAEtAABBCmsOBAABAQABCyABQQFqIQEMAQsgAUEBaiEBIAMtAC5BIHENAEEAIQIgA0EANgIcIAMgATYCFCADQaEhNgIQIANBBTYCDAwCC0EBIQIgASAERw0ACwsgCUEQaiQAIAJFBEAgAygCDCEADAELIAMgAjYCHEEAIQAgAygCBCIBRQ0AIAMgASAEIAMoAggRAQAiAUUNACADIAQ2AhQgAyABNgIMIAEhAAsgAAu+AgECfyAAQQA6AAAgAEHkAGoiAUEBa0EAOgAAIABBADoAAiAAQQA6AAEgAUEDa0EAOgAAIAFBAmtBADoAACAAQQA6AAMgAUEEa0EAOgAAQQAgAGtBA3EiASAAaiIAQQA2AgBB5AAgAWtBfHEiAiAAaiIBQQRrQQA2AgACQCACQQlJDQAgAEEANgIIIABBADYCBCABQQhrQQA2AgAgAUEMa0EANgIAIAJBGUkNACAAQQA2AhggAEEANgIUIABBADYCECAAQQA2AgwgAUEQa0EANgIAIAFBFGtBADYCACABQRhrQQA2AgAgAUEca0EANgIAIAIgAEEEcUEYciICayIBQSBJDQAgACACaiEAA0AgAEIANwMYIABCADcDECAAQgA3AwggAEIANwMAIABBIGohACABQSBrIgFBH0sNAAsLC1YBAX8CQCAAKAIMDQACQAJAAkACQCAALQAxDgMBAAMCCyAAKAI4IgFFDQAgASgCMCIBRQ0AIAAgAREAACIBDQMLQQAPCwALIABByhk2AhBBDiEBCyABCxoAIAAoAgxFBEAgAEHeHzYCECAAQRU2AgwLCxQAIAAoAgxBFUYEQCAAQQA2AgwLCxQAIAAoAgxBFkYEQCAAQQA2AgwLCwcAIAAoAgwLBwAgACgCEAsJACAAIAE2AhALBwAgACgCFAsrAAJAIABBJ08NAEL//////wkgAK2IQgGDUA0AIABBAnRB0DhqKAIADwsACxcAIABBL08EQAALIABBAnRB7DlqKAIAC78JAQF/QfQtIQECQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAAQeQAaw70A2NiAAFhYWFhYWECAwQFYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYQYHCAkKCwwNDg9hYWFhYRBhYWFhYWFhYWFhYRFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWESExQVFhcYGRobYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1NmE3ODk6YWFhYWFhYWE7YWFhPGFhYWE9Pj9hYWFhYWFhYUBhYUFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFCQ0RFRkdISUpLTE1OT1BRUlNhYWFhYWFhYVRVVldYWVpbYVxdYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhXmFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYV9gYQtB6iwPC0GYJg8LQe0xDwtBoDcPC0HJKQ8LQbQpDwtBli0PC0HrKw8LQaI1DwtB2zQPC0HgKQ8LQeMkDwtB1SQPC0HuJA8LQeYlDwtByjQPC0HQNw8LQao1DwtB9SwPC0H2Jg8LQYIiDwtB8jMPC0G+KA8LQec3DwtBzSEPC0HAIQ8LQbglDwtByyUPC0GWJA8LQY80DwtBzTUPC0HdKg8LQe4zDwtBnDQPC0GeMQ8LQfQ1DwtB5SIPC0GvJQ8LQZkxDwtBsjYPC0H5Ng8LQcQyDwtB3SwPC0GCMQ8LQcExDwtBjTcPC0HJJA8LQew2DwtB5yoPC0HIIw8LQeIhDwtByTcPC0GlIg8LQZQiDwtB2zYPC0HeNQ8LQYYmDwtBvCsPC0GLMg8LQaAjDwtB9jAPC0GALA8LQYkrDwtBpCYPC0HyIw8LQYEoDwtBqzIPC0HrJw8LQcI2DwtBoiQPC0HPKg8LQdwjDwtBhycPC0HkNA8LQbciDwtBrTEPC0HVIg8LQa80DwtB3iYPC0HWMg8LQfQ0DwtBgTgPC0H0Nw8LQZI2DwtBnScPC0GCKQ8LQY0jDwtB1zEPC0G9NQ8LQbQ3DwtB2DAPC0G2Jw8LQZo4DwtBpyoPC0HEJw8LQa4jDwtB9SIPCwALQcomIQELIAELFwAgACAALwEuQf7/A3EgAUEAR3I7AS4LGgAgACAALwEuQf3/A3EgAUEAR0EBdHI7AS4LGgAgACAALwEuQfv/A3EgAUEAR0ECdHI7AS4LGgAgACAALwEuQff/A3EgAUEAR0EDdHI7AS4LGgAgACAALwEuQe//A3EgAUEAR0EEdHI7AS4LGgAgACAALwEuQd//A3EgAUEAR0EFdHI7AS4LGgAgACAALwEuQb//A3EgAUEAR0EGdHI7AS4LGgAgACAALwEuQf/+A3EgAUEAR0EHdHI7AS4LGgAgACAALwEuQf/9A3EgAUEAR0EIdHI7AS4LGgAgACAALwEuQf/7A3EgAUEAR0EJdHI7AS4LPgECfwJAIAAoAjgiA0UNACADKAIEIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHhEjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIIIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH8ETYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIMIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHsCjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIQIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH6HjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIUIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHLEDYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIYIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEG3HzYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIcIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEG/FTYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIsIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH+CDYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIgIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEGMHTYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIkIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHmFTYCEEEYIQQLIAQLOAAgAAJ/IAAvATJBFHFBFEYEQEEBIAAtAChBAUYNARogAC8BNEHlAEYMAQsgAC0AKUEFRgs6ADALWQECfwJAIAAtAChBAUYNACAALwE0IgFB5ABrQeQASQ0AIAFBzAFGDQAgAUGwAkYNACAALwEyIgBBwABxDQBBASECIABBiARxQYAERg0AIABBKHFFIQILIAILjAEBAn8CQAJAAkAgAC0AKkUNACAALQArRQ0AIAAvATIiAUECcUUNAQwCCyAALwEyIgFBAXFFDQELQQEhAiAALQAoQQFGDQAgAC8BNCIAQeQAa0HkAEkNACAAQcwBRg0AIABBsAJGDQAgAUHAAHENAEEAIQIgAUGIBHFBgARGDQAgAUEocUEARyECCyACC1cAIABBGGpCADcDACAAQgA3AwAgAEE4akIANwMAIABBMGpCADcDACAAQShqQgA3AwAgAEEgakIANwMAIABBEGpCADcDACAAQQhqQgA3AwAgAEH9ATYCHAsGACAAEDoLmi0BC38jAEEQayIKJABB3NUAKAIAIglFBEBBnNkAKAIAIgVFBEBBqNkAQn83AgBBoNkAQoCAhICAgMAANwIAQZzZACAKQQhqQXBxQdiq1aoFcyIFNgIAQbDZAEEANgIAQYDZAEEANgIAC0GE2QBBwNkENgIAQdTVAEHA2QQ2AgBB6NUAIAU2AgBB5NUAQX82AgBBiNkAQcCmAzYCAANAIAFBgNYAaiABQfTVAGoiAjYCACACIAFB7NUAaiIDNgIAIAFB+NUAaiADNgIAIAFBiNYAaiABQfzVAGoiAzYCACADIAI2AgAgAUGQ1gBqIAFBhNYAaiICNgIAIAIgAzYCACABQYzWAGogAjYCACABQSBqIgFBgAJHDQALQczZBEGBpgM2AgBB4NUAQazZACgCADYCAEHQ1QBBgKYDNgIAQdzVAEHI2QQ2AgBBzP8HQTg2AgBByNkEIQkLAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEHsAU0EQEHE1QAoAgAiBkEQIABBE2pBcHEgAEELSRsiBEEDdiIAdiIBQQNxBEACQCABQQFxIAByQQFzIgJBA3QiAEHs1QBqIgEgAEH01QBqKAIAIgAoAggiA0YEQEHE1QAgBkF+IAJ3cTYCAAwBCyABIAM2AgggAyABNgIMCyAAQQhqIQEgACACQQN0IgJBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMEQtBzNUAKAIAIgggBE8NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgBBA3QiAkHs1QBqIgEgAkH01QBqKAIAIgIoAggiA0YEQEHE1QAgBkF+IAB3cSIGNgIADAELIAEgAzYCCCADIAE2AgwLIAIgBEEDcjYCBCAAQQN0IgAgBGshBSAAIAJqIAU2AgAgAiAEaiIEIAVBAXI2AgQgCARAIAhBeHFB7NUAaiEAQdjVACgCACEDAn9BASAIQQN2dCIBIAZxRQRAQcTVACABIAZyNgIAIAAMAQsgACgCCAsiASADNgIMIAAgAzYCCCADIAA2AgwgAyABNgIICyACQQhqIQFB2NUAIAQ2AgBBzNUAIAU2AgAMEQtByNUAKAIAIgtFDQEgC2hBAnRB9NcAaigCACIAKAIEQXhxIARrIQUgACECA0ACQCACKAIQIgFFBEAgAkEUaigCACIBRQ0BCyABKAIEQXhxIARrIgMgBUkhAiADIAUgAhshBSABIAAgAhshACABIQIMAQsLIAAoAhghCSAAKAIMIgMgAEcEQEHU1QAoAgAaIAMgACgCCCIBNgIIIAEgAzYCDAwQCyAAQRRqIgIoAgAiAUUEQCAAKAIQIgFFDQMgAEEQaiECCwNAIAIhByABIgNBFGoiAigCACIBDQAgA0EQaiECIAMoAhAiAQ0ACyAHQQA2AgAMDwtBfyEEIABBv39LDQAgAEETaiIBQXBxIQRByNUAKAIAIghFDQBBACAEayEFAkACQAJAAn9BACAEQYACSQ0AGkEfIARB////B0sNABogBEEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+agsiBkECdEH01wBqKAIAIgJFBEBBACEBQQAhAwwBC0EAIQEgBEEZIAZBAXZrQQAgBkEfRxt0IQBBACEDA0ACQCACKAIEQXhxIARrIgcgBU8NACACIQMgByIFDQBBACEFIAIhAQwDCyABIAJBFGooAgAiByAHIAIgAEEddkEEcWpBEGooAgAiAkYbIAEgBxshASAAQQF0IQAgAg0ACwsgASADckUEQEEAIQNBAiAGdCIAQQAgAGtyIAhxIgBFDQMgAGhBAnRB9NcAaigCACEBCyABRQ0BCwNAIAEoAgRBeHEgBGsiAiAFSSEAIAIgBSAAGyEFIAEgAyAAGyEDIAEoAhAiAAR/IAAFIAFBFGooAgALIgENAAsLIANFDQAgBUHM1QAoAgAgBGtPDQAgAygCGCEHIAMgAygCDCIARwRAQdTVACgCABogACADKAIIIgE2AgggASAANgIMDA4LIANBFGoiAigCACIBRQRAIAMoAhAiAUUNAyADQRBqIQILA0AgAiEGIAEiAEEUaiICKAIAIgENACAAQRBqIQIgACgCECIBDQALIAZBADYCAAwNC0HM1QAoAgAiAyAETwRAQdjVACgCACEBAkAgAyAEayICQRBPBEAgASAEaiIAIAJBAXI2AgQgASADaiACNgIAIAEgBEEDcjYCBAwBCyABIANBA3I2AgQgASADaiIAIAAoAgRBAXI2AgRBACEAQQAhAgtBzNUAIAI2AgBB2NUAIAA2AgAgAUEIaiEBDA8LQdDVACgCACIDIARLBEAgBCAJaiIAIAMgBGsiAUEBcjYCBEHc1QAgADYCAEHQ1QAgATYCACAJIARBA3I2AgQgCUEIaiEBDA8LQQAhASAEAn9BnNkAKAIABEBBpNkAKAIADAELQajZAEJ/NwIAQaDZAEKAgISAgIDAADcCAEGc2QAgCkEMakFwcUHYqtWqBXM2AgBBsNkAQQA2AgBBgNkAQQA2AgBBgIAECyIAIARBxwBqIgVqIgZBACAAayIHcSICTwRAQbTZAEEwNgIADA8LAkBB/NgAKAIAIgFFDQBB9NgAKAIAIgggAmohACAAIAFNIAAgCEtxDQBBACEBQbTZAEEwNgIADA8LQYDZAC0AAEEEcQ0EAkACQCAJBEBBhNkAIQEDQCABKAIAIgAgCU0EQCAAIAEoAgRqIAlLDQMLIAEoAggiAQ0ACwtBABA7IgBBf0YNBSACIQZBoNkAKAIAIgFBAWsiAyAAcQRAIAIgAGsgACADakEAIAFrcWohBgsgBCAGTw0FIAZB/v///wdLDQVB/NgAKAIAIgMEQEH02AAoAgAiByAGaiEBIAEgB00NBiABIANLDQYLIAYQOyIBIABHDQEMBwsgBiADayAHcSIGQf7///8HSw0EIAYQOyEAIAAgASgCACABKAIEakYNAyAAIQELAkAgBiAEQcgAak8NACABQX9GDQBBpNkAKAIAIgAgBSAGa2pBACAAa3EiAEH+////B0sEQCABIQAMBwsgABA7QX9HBEAgACAGaiEGIAEhAAwHC0EAIAZrEDsaDAQLIAEiAEF/Rw0FDAMLQQAhAwwMC0EAIQAMCgsgAEF/Rw0CC0GA2QBBgNkAKAIAQQRyNgIACyACQf7///8HSw0BIAIQOyEAQQAQOyEBIABBf0YNASABQX9GDQEgACABTw0BIAEgAGsiBiAEQThqTQ0BC0H02ABB9NgAKAIAIAZqIgE2AgBB+NgAKAIAIAFJBEBB+NgAIAE2AgALAkACQAJAQdzVACgCACICBEBBhNkAIQEDQCAAIAEoAgAiAyABKAIEIgVqRg0CIAEoAggiAQ0ACwwCC0HU1QAoAgAiAUEARyAAIAFPcUUEQEHU1QAgADYCAAtBACEBQYjZACAGNgIAQYTZACAANgIAQeTVAEF/NgIAQejVAEGc2QAoAgA2AgBBkNkAQQA2AgADQCABQYDWAGogAUH01QBqIgI2AgAgAiABQezVAGoiAzYCACABQfjVAGogAzYCACABQYjWAGogAUH81QBqIgM2AgAgAyACNgIAIAFBkNYAaiABQYTWAGoiAjYCACACIAM2AgAgAUGM1gBqIAI2AgAgAUEgaiIBQYACRw0AC0F4IABrQQ9xIgEgAGoiAiAGQThrIgMgAWsiAUEBcjYCBEHg1QBBrNkAKAIANgIAQdDVACABNgIAQdzVACACNgIAIAAgA2pBODYCBAwCCyAAIAJNDQAgAiADSQ0AIAEoAgxBCHENAEF4IAJrQQ9xIgAgAmoiA0HQ1QAoAgAgBmoiByAAayIAQQFyNgIEIAEgBSAGajYCBEHg1QBBrNkAKAIANgIAQdDVACAANgIAQdzVACADNgIAIAIgB2pBODYCBAwBCyAAQdTVACgCAEkEQEHU1QAgADYCAAsgACAGaiEDQYTZACEBAkACQAJAA0AgAyABKAIARwRAIAEoAggiAQ0BDAILCyABLQAMQQhxRQ0BC0GE2QAhAQNAIAEoAgAiAyACTQRAIAMgASgCBGoiBSACSw0DCyABKAIIIQEMAAsACyABIAA2AgAgASABKAIEIAZqNgIEIABBeCAAa0EPcWoiCSAEQQNyNgIEIANBeCADa0EPcWoiBiAEIAlqIgRrIQEgAiAGRgRAQdzVACAENgIAQdDVAEHQ1QAoAgAgAWoiADYCACAEIABBAXI2AgQMCAtB2NUAKAIAIAZGBEBB2NUAIAQ2AgBBzNUAQczVACgCACABaiIANgIAIAQgAEEBcjYCBCAAIARqIAA2AgAMCAsgBigCBCIFQQNxQQFHDQYgBUF4cSEIIAVB/wFNBEAgBUEDdiEDIAYoAggiACAGKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwHCyACIAA2AgggACACNgIMDAYLIAYoAhghByAGIAYoAgwiAEcEQCAAIAYoAggiAjYCCCACIAA2AgwMBQsgBkEUaiICKAIAIgVFBEAgBigCECIFRQ0EIAZBEGohAgsDQCACIQMgBSIAQRRqIgIoAgAiBQ0AIABBEGohAiAAKAIQIgUNAAsgA0EANgIADAQLQXggAGtBD3EiASAAaiIHIAZBOGsiAyABayIBQQFyNgIEIAAgA2pBODYCBCACIAVBNyAFa0EPcWpBP2siAyADIAJBEGpJGyIDQSM2AgRB4NUAQazZACgCADYCAEHQ1QAgATYCAEHc1QAgBzYCACADQRBqQYzZACkCADcCACADQYTZACkCADcCCEGM2QAgA0EIajYCAEGI2QAgBjYCAEGE2QAgADYCAEGQ2QBBADYCACADQSRqIQEDQCABQQc2AgAgBSABQQRqIgFLDQALIAIgA0YNACADIAMoAgRBfnE2AgQgAyADIAJrIgU2AgAgAiAFQQFyNgIEIAVB/wFNBEAgBUF4cUHs1QBqIQACf0HE1QAoAgAiAUEBIAVBA3Z0IgNxRQRAQcTVACABIANyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRB9NcAaiEAQcjVACgCACIDQQEgAXQiBnFFBEAgACACNgIAQcjVACADIAZyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhAwJAA0AgAyIAKAIEQXhxIAVGDQEgAUEddiEDIAFBAXQhASAAIANBBHFqQRBqIgYoAgAiAw0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIIC0HQ1QAoAgAiASAETQ0AQdzVACgCACIAIARqIgIgASAEayIBQQFyNgIEQdDVACABNgIAQdzVACACNgIAIAAgBEEDcjYCBCAAQQhqIQEMCAtBACEBQbTZAEEwNgIADAcLQQAhAAsgB0UNAAJAIAYoAhwiAkECdEH01wBqIgMoAgAgBkYEQCADIAA2AgAgAA0BQcjVAEHI1QAoAgBBfiACd3E2AgAMAgsgB0EQQRQgBygCECAGRhtqIAA2AgAgAEUNAQsgACAHNgIYIAYoAhAiAgRAIAAgAjYCECACIAA2AhgLIAZBFGooAgAiAkUNACAAQRRqIAI2AgAgAiAANgIYCyABIAhqIQEgBiAIaiIGKAIEIQULIAYgBUF+cTYCBCABIARqIAE2AgAgBCABQQFyNgIEIAFB/wFNBEAgAUF4cUHs1QBqIQACf0HE1QAoAgAiAkEBIAFBA3Z0IgFxRQRAQcTVACABIAJyNgIAIAAMAQsgACgCCAsiASAENgIMIAAgBDYCCCAEIAA2AgwgBCABNgIIDAELQR8hBSABQf///wdNBEAgAUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEFCyAEIAU2AhwgBEIANwIQIAVBAnRB9NcAaiEAQcjVACgCACICQQEgBXQiA3FFBEAgACAENgIAQcjVACACIANyNgIAIAQgADYCGCAEIAQ2AgggBCAENgIMDAELIAFBGSAFQQF2a0EAIAVBH0cbdCEFIAAoAgAhAAJAA0AgACICKAIEQXhxIAFGDQEgBUEddiEAIAVBAXQhBSACIABBBHFqQRBqIgMoAgAiAA0ACyADIAQ2AgAgBCACNgIYIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAJQQhqIQEMAgsCQCAHRQ0AAkAgAygCHCIBQQJ0QfTXAGoiAigCACADRgRAIAIgADYCACAADQFByNUAIAhBfiABd3EiCDYCAAwCCyAHQRBBFCAHKAIQIANGG2ogADYCACAARQ0BCyAAIAc2AhggAygCECIBBEAgACABNgIQIAEgADYCGAsgA0EUaigCACIBRQ0AIABBFGogATYCACABIAA2AhgLAkAgBUEPTQRAIAMgBCAFaiIAQQNyNgIEIAAgA2oiACAAKAIEQQFyNgIEDAELIAMgBGoiAiAFQQFyNgIEIAMgBEEDcjYCBCACIAVqIAU2AgAgBUH/AU0EQCAFQXhxQezVAGohAAJ/QcTVACgCACIBQQEgBUEDdnQiBXFFBEBBxNUAIAEgBXI2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEH01wBqIQBBASABdCIEIAhxRQRAIAAgAjYCAEHI1QAgBCAIcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQQCQANAIAQiACgCBEF4cSAFRg0BIAFBHXYhBCABQQF0IQEgACAEQQRxakEQaiIGKAIAIgQNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAsgA0EIaiEBDAELAkAgCUUNAAJAIAAoAhwiAUECdEH01wBqIgIoAgAgAEYEQCACIAM2AgAgAw0BQcjVACALQX4gAXdxNgIADAILIAlBEEEUIAkoAhAgAEYbaiADNgIAIANFDQELIAMgCTYCGCAAKAIQIgEEQCADIAE2AhAgASADNgIYCyAAQRRqKAIAIgFFDQAgA0EUaiABNgIAIAEgAzYCGAsCQCAFQQ9NBEAgACAEIAVqIgFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQsgACAEaiIHIAVBAXI2AgQgACAEQQNyNgIEIAUgB2ogBTYCACAIBEAgCEF4cUHs1QBqIQFB2NUAKAIAIQMCf0EBIAhBA3Z0IgIgBnFFBEBBxNUAIAIgBnI2AgAgAQwBCyABKAIICyICIAM2AgwgASADNgIIIAMgATYCDCADIAI2AggLQdjVACAHNgIAQczVACAFNgIACyAAQQhqIQELIApBEGokACABC0MAIABFBEA/AEEQdA8LAkAgAEH//wNxDQAgAEEASA0AIABBEHZAACIAQX9GBEBBtNkAQTA2AgBBfw8LIABBEHQPCwALC5lCIgBBgAgLDQEAAAAAAAAAAgAAAAMAQZgICwUEAAAABQBBqAgLCQYAAAAHAAAACABB5AgLwjJJbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBFeHBlY3RlZCBMRiBhZnRlciBoZWFkZXJzAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMAVXNlciBjYWxsYmFjayBlcnJvcgBgb25fcmVzZXRgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19oZWFkZXJgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2JlZ2luYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlYCBjYWxsYmFjayBlcnJvcgBgb25fc3RhdHVzX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdmVyc2lvbl9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3VybF9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3Byb3RvY29sX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fcHJvdG9jb2wARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgAVHJhbnNmZXItRW5jb2RpbmcgY2FuJ3QgYmUgcHJlc2VudCB3aXRoIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgc2l6ZQBFeHBlY3RlZCBMRiBhZnRlciBjaHVuayBzaXplAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBVbmV4cGVjdGVkIHdoaXRlc3BhY2UgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciBjaHVuayBleHRlbnNpb24gdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIHF1b3RlZC1wYWlyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAFBhdXNlZCBieSBvbl9oZWFkZXJzX2NvbXBsZXRlAEludmFsaWQgRU9GIHN0YXRlAG9uX3Jlc2V0IHBhdXNlAG9uX2NodW5rX2hlYWRlciBwYXVzZQBvbl9tZXNzYWdlX2JlZ2luIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZSBwYXVzZQBvbl9zdGF0dXNfY29tcGxldGUgcGF1c2UAb25fdmVyc2lvbl9jb21wbGV0ZSBwYXVzZQBvbl91cmxfY29tcGxldGUgcGF1c2UAb25fcHJvdG9jb2xfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX3ZhbHVlX2NvbXBsZXRlIHBhdXNlAG9uX21lc3NhZ2VfY29tcGxldGUgcGF1c2UAb25fbWV0aG9kX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl9maWVsZF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fbmFtZSBwYXVzZQBVbmV4cGVjdGVkIHNwYWNlIGFmdGVyIHN0YXJ0IGxpbmUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciByZXNwb25zZSBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgZXh0ZW5zaW9uIG5hbWUASW52YWxpZCBzdGF0dXMgY29kZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABNaXNzaW5nIGV4cGVjdGVkIENSIGFmdGVyIGNodW5rIGRhdGEARXhwZWN0ZWQgTEYgYWZ0ZXIgY2h1bmsgZGF0YQBVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AARGF0YSBhZnRlciBgQ29ubmVjdGlvbjogY2xvc2VgAFNXSVRDSF9QUk9YWQBVU0VfUFJPWFkATUtBQ1RJVklUWQBVTlBST0NFU1NBQkxFX0VOVElUWQBRVUVSWQBDT1BZAE1PVkVEX1BFUk1BTkVOVExZAFRPT19FQVJMWQBOT1RJRlkARkFJTEVEX0RFUEVOREVOQ1kAQkFEX0dBVEVXQVkAUExBWQBQVVQAQ0hFQ0tPVVQAR0FURVdBWV9USU1FT1VUAFJFUVVFU1RfVElNRU9VVABORVRXT1JLX0NPTk5FQ1RfVElNRU9VVABDT05ORUNUSU9OX1RJTUVPVVQATE9HSU5fVElNRU9VVABORVRXT1JLX1JFQURfVElNRU9VVABQT1NUAE1JU0RJUkVDVEVEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfTE9BRF9CQUxBTkNFRF9SRVFVRVNUAEJBRF9SRVFVRVNUAEhUVFBfUkVRVUVTVF9TRU5UX1RPX0hUVFBTX1BPUlQAUkVQT1JUAElNX0FfVEVBUE9UAFJFU0VUX0NPTlRFTlQATk9fQ09OVEVOVABQQVJUSUFMX0NPTlRFTlQASFBFX0lOVkFMSURfQ09OU1RBTlQASFBFX0NCX1JFU0VUAEdFVABIUEVfU1RSSUNUAENPTkZMSUNUAFRFTVBPUkFSWV9SRURJUkVDVABQRVJNQU5FTlRfUkVESVJFQ1QAQ09OTkVDVABNVUxUSV9TVEFUVVMASFBFX0lOVkFMSURfU1RBVFVTAFRPT19NQU5ZX1JFUVVFU1RTAEVBUkxZX0hJTlRTAFVOQVZBSUxBQkxFX0ZPUl9MRUdBTF9SRUFTT05TAE9QVElPTlMAU1dJVENISU5HX1BST1RPQ09MUwBWQVJJQU5UX0FMU09fTkVHT1RJQVRFUwBNVUxUSVBMRV9DSE9JQ0VTAElOVEVSTkFMX1NFUlZFUl9FUlJPUgBXRUJfU0VSVkVSX1VOS05PV05fRVJST1IAUkFJTEdVTl9FUlJPUgBJREVOVElUWV9QUk9WSURFUl9BVVRIRU5USUNBVElPTl9FUlJPUgBTU0xfQ0VSVElGSUNBVEVfRVJST1IASU5WQUxJRF9YX0ZPUldBUkRFRF9GT1IAU0VUX1BBUkFNRVRFUgBHRVRfUEFSQU1FVEVSAEhQRV9VU0VSAFNFRV9PVEhFUgBIUEVfQ0JfQ0hVTktfSEVBREVSAEV4cGVjdGVkIExGIGFmdGVyIENSAE1LQ0FMRU5EQVIAU0VUVVAAV0VCX1NFUlZFUl9JU19ET1dOAFRFQVJET1dOAEhQRV9DTE9TRURfQ09OTkVDVElPTgBIRVVSSVNUSUNfRVhQSVJBVElPTgBESVNDT05ORUNURURfT1BFUkFUSU9OAE5PTl9BVVRIT1JJVEFUSVZFX0lORk9STUFUSU9OAEhQRV9JTlZBTElEX1ZFUlNJT04ASFBFX0NCX01FU1NBR0VfQkVHSU4AU0lURV9JU19GUk9aRU4ASFBFX0lOVkFMSURfSEVBREVSX1RPS0VOAElOVkFMSURfVE9LRU4ARk9SQklEREVOAEVOSEFOQ0VfWU9VUl9DQUxNAEhQRV9JTlZBTElEX1VSTABCTE9DS0VEX0JZX1BBUkVOVEFMX0NPTlRST0wATUtDT0wAQUNMAEhQRV9JTlRFUk5BTABSRVFVRVNUX0hFQURFUl9GSUVMRFNfVE9PX0xBUkdFX1VOT0ZGSUNJQUwASFBFX09LAFVOTElOSwBVTkxPQ0sAUFJJAFJFVFJZX1dJVEgASFBFX0lOVkFMSURfQ09OVEVOVF9MRU5HVEgASFBFX1VORVhQRUNURURfQ09OVEVOVF9MRU5HVEgARkxVU0gAUFJPUFBBVENIAE0tU0VBUkNIAFVSSV9UT09fTE9ORwBQUk9DRVNTSU5HAE1JU0NFTExBTkVPVVNfUEVSU0lTVEVOVF9XQVJOSU5HAE1JU0NFTExBTkVPVVNfV0FSTklORwBIUEVfSU5WQUxJRF9UUkFOU0ZFUl9FTkNPRElORwBFeHBlY3RlZCBDUkxGAEhQRV9JTlZBTElEX0NIVU5LX1NJWkUATU9WRQBDT05USU5VRQBIUEVfQ0JfU1RBVFVTX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJTX0NPTVBMRVRFAEhQRV9DQl9WRVJTSU9OX0NPTVBMRVRFAEhQRV9DQl9VUkxfQ09NUExFVEUASFBFX0NCX1BST1RPQ09MX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8sIFJUU1AvIG9yIElDRS8A5xUAAK8VAACkEgAAkhoAACYWAACeFAAA2xkAAHkVAAB+EgAA/hQAADYVAAALFgAA2BYAAPMSAABCGAAArBYAABIVAAAUFwAA7xcAAEgUAABxFwAAshoAAGsZAAB+GQAANRQAAIIaAABEFwAA/RYAAB4YAACHFwAAqhkAAJMSAAAHGAAALBcAAMoXAACkFwAA5xUAAOcVAABYFwAAOxgAAKASAAAtHAAAwxEAAEgRAADeEgAAQhMAAKQZAAD9EAAA9xUAAKUVAADvFgAA+BkAAEoWAABWFgAA9RUAAAoaAAAIGgAAARoAAKsVAABCEgAA1xAAAEwRAAAFGQAAVBYAAB4RAADKGQAAyBkAAE4WAAD/GAAAcRQAAPAVAADuFQAAlBkAAPwVAAC/GQAAmxkAAHwUAABDEQAAcBgAAJUUAAAnFAAAGRQAANUSAADUGQAARBYAAPcQAEG5OwsBAQBB0DsL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBuj0LBAEAAAIAQdE9C14DBAMDAwMDAAADAwADAwADAwMDAwMDAwMDAAUAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAwADAEG6PwsEAQAAAgBB0T8LXgMAAwMDAwMAAAMDAAMDAAMDAwMDAwMDAwMABAAFAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwADAAMAQbDBAAsNbG9zZWVlcC1hbGl2ZQBBycEACwEBAEHgwQAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBycMACwEBAEHgwwAL5wEBAQEBAQEBAQEBAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAWNodW5rZWQAQfHFAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBB0McACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQYDIAAsgcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQpTTQ0KDQoAQanIAAsFAQIAAQMAQcDIAAtfBAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanKAAsFAQIAAQMAQcDKAAtfBAUFBgUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanMAAsEAQAAAQBBwcwAC14CAgACAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAEGpzgALBQECAAEDAEHAzgALXwQFAAAFBQUFBQUFBQUFBQYFBQUFBQUFBQUFBQUABQAHCAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQAFAAUABQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAAAAFAEGp0AALBQEBAAEBAEHA0AALAQEAQdrQAAtBAgAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQanSAAsFAQEAAQEAQcDSAAsBAQBBytIACwYCAAAAAAIAQeHSAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBBoNQAC50BTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRVVFUllPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFVFRQQ0VUU1BBRFRQLw==";
    var wasmBuffer;
    Object.defineProperty(module2, "exports", {
      get: /* @__PURE__ */ __name(() => {
        return wasmBuffer ? wasmBuffer : wasmBuffer = Buffer2.from(wasmBase64, "base64");
      }, "get")
    });
  }
});

// node_modules/undici/lib/llhttp/llhttp_simd-wasm.js
var require_llhttp_simd_wasm = __commonJS({
  "node_modules/undici/lib/llhttp/llhttp_simd-wasm.js"(exports2, module2) {
    "use strict";
    var { Buffer: Buffer2 } = require("node:buffer");
    var wasmBase64 = "AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAn9/AGABfwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAzU0BQYAAAMAAAAAAAADAQMAAwMDAAACAAAAAAICAgICAgICAgIBAQEBAQEBAQEBAwAAAwAAAAQFAXABExMFAwEAAgYIAX8BQcDZBAsHxQcoBm1lbW9yeQIAC19pbml0aWFsaXplAAgZX19pbmRpcmVjdF9mdW5jdGlvbl90YWJsZQEAC2xsaHR0cF9pbml0AAkYbGxodHRwX3Nob3VsZF9rZWVwX2FsaXZlADcMbGxodHRwX2FsbG9jAAsGbWFsbG9jADkLbGxodHRwX2ZyZWUADARmcmVlAAwPbGxodHRwX2dldF90eXBlAA0VbGxodHRwX2dldF9odHRwX21ham9yAA4VbGxodHRwX2dldF9odHRwX21pbm9yAA8RbGxodHRwX2dldF9tZXRob2QAEBZsbGh0dHBfZ2V0X3N0YXR1c19jb2RlABESbGxodHRwX2dldF91cGdyYWRlABIMbGxodHRwX3Jlc2V0ABMObGxodHRwX2V4ZWN1dGUAFBRsbGh0dHBfc2V0dGluZ3NfaW5pdAAVDWxsaHR0cF9maW5pc2gAFgxsbGh0dHBfcGF1c2UAFw1sbGh0dHBfcmVzdW1lABgbbGxodHRwX3Jlc3VtZV9hZnRlcl91cGdyYWRlABkQbGxodHRwX2dldF9lcnJubwAaF2xsaHR0cF9nZXRfZXJyb3JfcmVhc29uABsXbGxodHRwX3NldF9lcnJvcl9yZWFzb24AHBRsbGh0dHBfZ2V0X2Vycm9yX3BvcwAdEWxsaHR0cF9lcnJub19uYW1lAB4SbGxodHRwX21ldGhvZF9uYW1lAB8SbGxodHRwX3N0YXR1c19uYW1lACAabGxodHRwX3NldF9sZW5pZW50X2hlYWRlcnMAISFsbGh0dHBfc2V0X2xlbmllbnRfY2h1bmtlZF9sZW5ndGgAIh1sbGh0dHBfc2V0X2xlbmllbnRfa2VlcF9hbGl2ZQAjJGxsaHR0cF9zZXRfbGVuaWVudF90cmFuc2Zlcl9lbmNvZGluZwAkGmxsaHR0cF9zZXRfbGVuaWVudF92ZXJzaW9uACUjbGxodHRwX3NldF9sZW5pZW50X2RhdGFfYWZ0ZXJfY2xvc2UAJidsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfbGZfYWZ0ZXJfY3IAJyxsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfY3JsZl9hZnRlcl9jaHVuawAoKGxsaHR0cF9zZXRfbGVuaWVudF9vcHRpb25hbF9jcl9iZWZvcmVfbGYAKSpsbGh0dHBfc2V0X2xlbmllbnRfc3BhY2VzX2FmdGVyX2NodW5rX3NpemUAKhhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YANgkYAQBBAQsSAQIDBAUKBgcyNDMuKy8tLDAxCuzaAjQWAEHA1QAoAgAEQAALQcDVAEEBNgIACxQAIAAQOCAAIAI2AjggACABOgAoCxQAIAAgAC8BNCAALQAwIAAQNxAACx4BAX9BwAAQOiIBEDggAUGACDYCOCABIAA6ACggAQuPDAEHfwJAIABFDQAgAEEIayIBIABBBGsoAgAiAEF4cSIEaiEFAkAgAEEBcQ0AIABBA3FFDQEgASABKAIAIgBrIgFB1NUAKAIASQ0BIAAgBGohBAJAAkBB2NUAKAIAIAFHBEAgAEH/AU0EQCAAQQN2IQMgASgCCCIAIAEoAgwiAkYEQEHE1QBBxNUAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgASgCGCEGIAEgASgCDCIARwRAIAAgASgCCCICNgIIIAIgADYCDAwDCyABQRRqIgMoAgAiAkUEQCABKAIQIgJFDQIgAUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSgCBCIAQQNxQQNHDQIgBSAAQX5xNgIEQczVACAENgIAIAUgBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgASgCHCICQQJ0QfTXAGoiAygCACABRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAFGG2ogADYCACAARQ0BCyAAIAY2AhggASgCECICBEAgACACNgIQIAIgADYCGAsgAUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBU8NACAFKAIEIgBBAXFFDQACQAJAAkACQCAAQQJxRQRAQdzVACgCACAFRgRAQdzVACABNgIAQdDVAEHQ1QAoAgAgBGoiADYCACABIABBAXI2AgQgAUHY1QAoAgBHDQZBzNUAQQA2AgBB2NUAQQA2AgAMBgtB2NUAKAIAIAVGBEBB2NUAIAE2AgBBzNUAQczVACgCACAEaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAMBgsgAEF4cSAEaiEEIABB/wFNBEAgAEEDdiEDIAUoAggiACAFKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwFCyACIAA2AgggACACNgIMDAQLIAUoAhghBiAFIAUoAgwiAEcEQEHU1QAoAgAaIAAgBSgCCCICNgIIIAIgADYCDAwDCyAFQRRqIgMoAgAiAkUEQCAFKAIQIgJFDQIgBUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSAAQX5xNgIEIAEgBGogBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgBSgCHCICQQJ0QfTXAGoiAygCACAFRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogADYCACAARQ0BCyAAIAY2AhggBSgCECICBEAgACACNgIQIAIgADYCGAsgBUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBGogBDYCACABIARBAXI2AgQgAUHY1QAoAgBHDQBBzNUAIAQ2AgAMAQsgBEH/AU0EQCAEQXhxQezVAGohAAJ/QcTVACgCACICQQEgBEEDdnQiA3FFBEBBxNUAIAIgA3I2AgAgAAwBCyAAKAIICyICIAE2AgwgACABNgIIIAEgADYCDCABIAI2AggMAQtBHyECIARB////B00EQCAEQSYgBEEIdmciAGt2QQFxIABBAXRrQT5qIQILIAEgAjYCHCABQgA3AhAgAkECdEH01wBqIQACQEHI1QAoAgAiA0EBIAJ0IgdxRQRAIAAgATYCAEHI1QAgAyAHcjYCACABIAA2AhggASABNgIIIAEgATYCDAwBCyAEQRkgAkEBdmtBACACQR9HG3QhAiAAKAIAIQACQANAIAAiAygCBEF4cSAERg0BIAJBHXYhACACQQF0IQIgAyAAQQRxakEQaiIHKAIAIgANAAsgByABNgIAIAEgAzYCGCABIAE2AgwgASABNgIIDAELIAMoAggiACABNgIMIAMgATYCCCABQQA2AhggASADNgIMIAEgADYCCAtB5NUAQeTVACgCAEEBayIAQX8gABs2AgALCwcAIAAtACgLBwAgAC0AKgsHACAALQArCwcAIAAtACkLBwAgAC8BNAsHACAALQAwC0ABBH8gACgCGCEBIAAvAS4hAiAALQAoIQMgACgCOCEEIAAQOCAAIAQ2AjggACADOgAoIAAgAjsBLiAAIAE2AhgLhocCAwd/A34BeyABIAJqIQQCQCAAIgMoAgwiAA0AIAMoAgQEQCADIAE2AgQLIwBBEGsiCSQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADKAIcIgJBAmsO/AEB+QECAwQFBgcICQoLDA0ODxAREvgBE/cBFBX2ARYX9QEYGRobHB0eHyD9AfsBIfQBIiMkJSYnKCkqK/MBLC0uLzAxMvIB8QEzNPAB7wE1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk/6AVBRUlPuAe0BVOwBVesBVldYWVrqAVtcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBuAG5AboBuwG8Ab0BvgG/AcABwQHCAcMBxAHFAcYBxwHIAckBygHLAcwBzQHOAekB6AHPAecB0AHmAdEB0gHTAdQB5QHVAdYB1wHYAdkB2gHbAdwB3QHeAd8B4AHhAeIB4wEA/AELQQAM4wELQQ4M4gELQQ0M4QELQQ8M4AELQRAM3wELQRMM3gELQRQM3QELQRUM3AELQRYM2wELQRcM2gELQRgM2QELQRkM2AELQRoM1wELQRsM1gELQRwM1QELQR0M1AELQR4M0wELQR8M0gELQSAM0QELQSEM0AELQQgMzwELQSIMzgELQSQMzQELQSMMzAELQQcMywELQSUMygELQSYMyQELQScMyAELQSgMxwELQRIMxgELQREMxQELQSkMxAELQSoMwwELQSsMwgELQSwMwQELQd4BDMABC0EuDL8BC0EvDL4BC0EwDL0BC0ExDLwBC0EyDLsBC0EzDLoBC0E0DLkBC0HfAQy4AQtBNQy3AQtBOQy2AQtBDAy1AQtBNgy0AQtBNwyzAQtBOAyyAQtBPgyxAQtBOgywAQtB4AEMrwELQQsMrgELQT8MrQELQTsMrAELQQoMqwELQTwMqgELQT0MqQELQeEBDKgBC0HBAAynAQtBwAAMpgELQcIADKUBC0EJDKQBC0EtDKMBC0HDAAyiAQtBxAAMoQELQcUADKABC0HGAAyfAQtBxwAMngELQcgADJ0BC0HJAAycAQtBygAMmwELQcsADJoBC0HMAAyZAQtBzQAMmAELQc4ADJcBC0HPAAyWAQtB0AAMlQELQdEADJQBC0HSAAyTAQtB0wAMkgELQdUADJEBC0HUAAyQAQtB1gAMjwELQdcADI4BC0HYAAyNAQtB2QAMjAELQdoADIsBC0HbAAyKAQtB3AAMiQELQd0ADIgBC0HeAAyHAQtB3wAMhgELQeAADIUBC0HhAAyEAQtB4gAMgwELQeMADIIBC0HkAAyBAQtB5QAMgAELQeIBDH8LQeYADH4LQecADH0LQQYMfAtB6AAMewtBBQx6C0HpAAx5C0EEDHgLQeoADHcLQesADHYLQewADHULQe0ADHQLQQMMcwtB7gAMcgtB7wAMcQtB8AAMcAtB8gAMbwtB8QAMbgtB8wAMbQtB9AAMbAtB9QAMawtB9gAMagtBAgxpC0H3AAxoC0H4AAxnC0H5AAxmC0H6AAxlC0H7AAxkC0H8AAxjC0H9AAxiC0H+AAxhC0H/AAxgC0GAAQxfC0GBAQxeC0GCAQxdC0GDAQxcC0GEAQxbC0GFAQxaC0GGAQxZC0GHAQxYC0GIAQxXC0GJAQxWC0GKAQxVC0GLAQxUC0GMAQxTC0GNAQxSC0GOAQxRC0GPAQxQC0GQAQxPC0GRAQxOC0GSAQxNC0GTAQxMC0GUAQxLC0GVAQxKC0GWAQxJC0GXAQxIC0GYAQxHC0GZAQxGC0GaAQxFC0GbAQxEC0GcAQxDC0GdAQxCC0GeAQxBC0GfAQxAC0GgAQw/C0GhAQw+C0GiAQw9C0GjAQw8C0GkAQw7C0GlAQw6C0GmAQw5C0GnAQw4C0GoAQw3C0GpAQw2C0GqAQw1C0GrAQw0C0GsAQwzC0GtAQwyC0GuAQwxC0GvAQwwC0GwAQwvC0GxAQwuC0GyAQwtC0GzAQwsC0G0AQwrC0G1AQwqC0G2AQwpC0G3AQwoC0G4AQwnC0G5AQwmC0G6AQwlC0G7AQwkC0G8AQwjC0G9AQwiC0G+AQwhC0G/AQwgC0HAAQwfC0HBAQweC0HCAQwdC0EBDBwLQcMBDBsLQcQBDBoLQcUBDBkLQcYBDBgLQccBDBcLQcgBDBYLQckBDBULQcoBDBQLQcsBDBMLQcwBDBILQc0BDBELQc4BDBALQc8BDA8LQdABDA4LQdEBDA0LQdIBDAwLQdMBDAsLQdQBDAoLQdUBDAkLQdYBDAgLQeMBDAcLQdcBDAYLQdgBDAULQdkBDAQLQdoBDAMLQdsBDAILQd0BDAELQdwBCyECA0ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAMCfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAn8CQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAwJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCACDuMBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISMkJScoKZ4DmwOaA5EDigODA4AD/QL7AvgC8gLxAu8C7QLoAucC5gLlAuQC3ALbAtoC2QLYAtcC1gLVAs8CzgLMAssCygLJAsgCxwLGAsQCwwK+ArwCugK5ArgCtwK2ArUCtAKzArICsQKwAq4CrQKpAqgCpwKmAqUCpAKjAqICoQKgAp8CmAKQAowCiwKKAoEC/gH9AfwB+wH6AfkB+AH3AfUB8wHwAesB6QHoAecB5gHlAeQB4wHiAeEB4AHfAd4B3QHcAdoB2QHYAdcB1gHVAdQB0wHSAdEB0AHPAc4BzQHMAcsBygHJAcgBxwHGAcUBxAHDAcIBwQHAAb8BvgG9AbwBuwG6AbkBuAG3AbYBtQG0AbMBsgGxAbABrwGuAa0BrAGrAaoBqQGoAacBpgGlAaQBowGiAZ8BngGZAZgBlwGWAZUBlAGTAZIBkQGQAY8BjQGMAYcBhgGFAYQBgwGCAX18e3p5dnV0UFFSU1RVCyABIARHDXJB/QEhAgy+AwsgASAERw2YAUHbASECDL0DCyABIARHDfEBQY4BIQIMvAMLIAEgBEcN/AFBhAEhAgy7AwsgASAERw2KAkH/ACECDLoDCyABIARHDZECQf0AIQIMuQMLIAEgBEcNlAJB+wAhAgy4AwsgASAERw0eQR4hAgy3AwsgASAERw0ZQRghAgy2AwsgASAERw3KAkHNACECDLUDCyABIARHDdUCQcYAIQIMtAMLIAEgBEcN1gJBwwAhAgyzAwsgASAERw3cAkE4IQIMsgMLIAMtADBBAUYNrQMMiQMLQQAhAAJAAkACQCADLQAqRQ0AIAMtACtFDQAgAy8BMiICQQJxRQ0BDAILIAMvATIiAkEBcUUNAQtBASEAIAMtAChBAUYNACADLwE0IgZB5ABrQeQASQ0AIAZBzAFGDQAgBkGwAkYNACACQcAAcQ0AQQAhACACQYgEcUGABEYNACACQShxQQBHIQALIANBADsBMiADQQA6ADECQCAARQRAIANBADoAMSADLQAuQQRxDQEMsQMLIANCADcDIAsgA0EAOgAxIANBAToANgxIC0EAIQACQCADKAI4IgJFDQAgAigCMCICRQ0AIAMgAhEAACEACyAARQ1IIABBFUcNYiADQQQ2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgyvAwsgASAERgRAQQYhAgyvAwsgAS0AAEEKRw0ZIAFBAWohAQwaCyADQgA3AyBBEiECDJQDCyABIARHDYoDQSMhAgysAwsgASAERgRAQQchAgysAwsCQAJAIAEtAABBCmsOBAEYGAAYCyABQQFqIQFBECECDJMDCyABQQFqIQEgA0Evai0AAEEBcQ0XQQAhAiADQQA2AhwgAyABNgIUIANBmSA2AhAgA0EZNgIMDKsDCyADIAMpAyAiDCAEIAFrrSIKfSILQgAgCyAMWBs3AyAgCiAMWg0YQQghAgyqAwsgASAERwRAIANBCTYCCCADIAE2AgRBFCECDJEDC0EJIQIMqQMLIAMpAyBQDa4CDEMLIAEgBEYEQEELIQIMqAMLIAEtAABBCkcNFiABQQFqIQEMFwsgA0Evai0AAEEBcUUNGQwmC0EAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADRkMQgtBACEAAkAgAygCOCICRQ0AIAIoAlAiAkUNACADIAIRAAAhAAsgAA0aDCQLQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANGwwyCyADQS9qLQAAQQFxRQ0cDCILQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANHAxCC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADR0MIAsgASAERgRAQRMhAgygAwsCQCABLQAAIgBBCmsOBB8jIwAiCyABQQFqIQEMHwtBACEAAkAgAygCOCICRQ0AIAIoAlQiAkUNACADIAIRAAAhAAsgAA0iDEILIAEgBEYEQEEWIQIMngMLIAEtAABBwMEAai0AAEEBRw0jDIMDCwJAA0AgAS0AAEGwO2otAAAiAEEBRwRAAkAgAEECaw4CAwAnCyABQQFqIQFBISECDIYDCyAEIAFBAWoiAUcNAAtBGCECDJ0DCyADKAIEIQBBACECIANBADYCBCADIAAgAUEBaiIBEDQiAA0hDEELQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANIwwqCyABIARGBEBBHCECDJsDCyADQQo2AgggAyABNgIEQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANJUEkIQIMgQMLIAEgBEcEQANAIAEtAABBsD1qLQAAIgBBA0cEQCAAQQFrDgUYGiaCAyUmCyAEIAFBAWoiAUcNAAtBGyECDJoDC0EbIQIMmQMLA0AgAS0AAEGwP2otAAAiAEEDRwRAIABBAWsOBQ8RJxMmJwsgBCABQQFqIgFHDQALQR4hAgyYAwsgASAERwRAIANBCzYCCCADIAE2AgRBByECDP8CC0EfIQIMlwMLIAEgBEYEQEEgIQIMlwMLAkAgAS0AAEENaw4ULj8/Pz8/Pz8/Pz8/Pz8/Pz8/PwA/C0EAIQIgA0EANgIcIANBvws2AhAgA0ECNgIMIAMgAUEBajYCFAyWAwsgA0EvaiECA0AgASAERgRAQSEhAgyXAwsCQAJAAkAgAS0AACIAQQlrDhgCACkpASkpKSkpKSkpKSkpKSkpKSkpKQInCyABQQFqIQEgA0Evai0AAEEBcUUNCgwYCyABQQFqIQEMFwsgAUEBaiEBIAItAABBAnENAAtBACECIANBADYCHCADIAE2AhQgA0GfFTYCECADQQw2AgwMlQMLIAMtAC5BgAFxRQ0BC0EAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ3mAiAAQRVGBEAgA0EkNgIcIAMgATYCFCADQZsbNgIQIANBFTYCDEEAIQIMlAMLQQAhAiADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMDJMDC0EAIQIgA0EANgIcIAMgATYCFCADQb4gNgIQIANBAjYCDAySAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEgDKdqIgEQMiIARQ0rIANBBzYCHCADIAE2AhQgAyAANgIMDJEDCyADLQAuQcAAcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAlgiAkUNACADIAIRAAAhAAsgAEUNKyAAQRVGBEAgA0EKNgIcIAMgATYCFCADQesZNgIQIANBFTYCDEEAIQIMkAMLQQAhAiADQQA2AhwgAyABNgIUIANBkww2AhAgA0ETNgIMDI8DC0EAIQIgA0EANgIcIAMgATYCFCADQYIVNgIQIANBAjYCDAyOAwtBACECIANBADYCHCADIAE2AhQgA0HdFDYCECADQRk2AgwMjQMLQQAhAiADQQA2AhwgAyABNgIUIANB5h02AhAgA0EZNgIMDIwDCyAAQRVGDT1BACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwMiwMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDMiAEUNKCADQQ02AhwgAyABNgIUIAMgADYCDAyKAwsgAEEVRg06QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIkDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDCgLIANBDjYCHCADIAA2AgwgAyABQQFqNgIUDIgDCyAAQRVGDTdBACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwMhwMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDMiAEUEQCABQQFqIQEMJwsgA0EPNgIcIAMgADYCDCADIAFBAWo2AhQMhgMLQQAhAiADQQA2AhwgAyABNgIUIANB4hc2AhAgA0EZNgIMDIUDCyAAQRVGDTNBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwMhAMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUNJSADQRE2AhwgAyABNgIUIAMgADYCDAyDAwsgAEEVRg0wQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDIIDCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFBEAgAUEBaiEBDCULIANBEjYCHCADIAA2AgwgAyABQQFqNgIUDIEDCyADQS9qLQAAQQFxRQ0BC0EXIQIM5gILQQAhAiADQQA2AhwgAyABNgIUIANB4hc2AhAgA0EZNgIMDP4CCyAAQTtHDQAgAUEBaiEBDAwLQQAhAiADQQA2AhwgAyABNgIUIANBkhg2AhAgA0ECNgIMDPwCCyAAQRVGDShBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwM+wILIANBFDYCHCADIAE2AhQgAyAANgIMDPoCCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFBEAgAUEBaiEBDPUCCyADQRU2AhwgAyAANgIMIAMgAUEBajYCFAz5AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQzzAgsgA0EXNgIcIAMgADYCDCADIAFBAWo2AhQM+AILIABBFUYNI0EAIQIgA0EANgIcIAMgATYCFCADQdYMNgIQIANBIzYCDAz3AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQwdCyADQRk2AhwgAyAANgIMIAMgAUEBajYCFAz2AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQzvAgsgA0EaNgIcIAMgADYCDCADIAFBAWo2AhQM9QILIABBFUYNH0EAIQIgA0EANgIcIAMgATYCFCADQdAPNgIQIANBIjYCDAz0AgsgAygCBCEAIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDBsLIANBHDYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgzzAgsgAygCBCEAIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDOsCCyADQR02AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM8gILIABBO0cNASABQQFqIQELQSYhAgzXAgtBACECIANBADYCHCADIAE2AhQgA0GfFTYCECADQQw2AgwM7wILIAEgBEcEQANAIAEtAABBIEcNhAIgBCABQQFqIgFHDQALQSwhAgzvAgtBLCECDO4CCyABIARGBEBBNCECDO4CCwJAAkADQAJAIAEtAABBCmsOBAIAAAMACyAEIAFBAWoiAUcNAAtBNCECDO8CCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNnwIgA0EyNgIcIAMgATYCFCADIAA2AgxBACECDO4CCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUEQCABQQFqIQEMnwILIANBMjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgztAgsgASAERwRAAkADQCABLQAAQTBrIgBB/wFxQQpPBEBBOiECDNcCCyADKQMgIgtCmbPmzJmz5swZVg0BIAMgC0IKfiIKNwMgIAogAK1C/wGDIgtCf4VWDQEgAyAKIAt8NwMgIAQgAUEBaiIBRw0AC0HAACECDO4CCyADKAIEIQAgA0EANgIEIAMgACABQQFqIgEQMSIADRcM4gILQcAAIQIM7AILIAEgBEYEQEHJACECDOwCCwJAA0ACQCABLQAAQQlrDhgAAqICogKpAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAgCiAgsgBCABQQFqIgFHDQALQckAIQIM7AILIAFBAWohASADQS9qLQAAQQFxDaUCIANBADYCHCADIAE2AhQgA0GXEDYCECADQQo2AgxBACECDOsCCyABIARHBEADQCABLQAAQSBHDRUgBCABQQFqIgFHDQALQfgAIQIM6wILQfgAIQIM6gILIANBAjoAKAw4C0EAIQIgA0EANgIcIANBvws2AhAgA0ECNgIMIAMgAUEBajYCFAzoAgtBACECDM4CC0ENIQIMzQILQRMhAgzMAgtBFSECDMsCC0EWIQIMygILQRghAgzJAgtBGSECDMgCC0EaIQIMxwILQRshAgzGAgtBHCECDMUCC0EdIQIMxAILQR4hAgzDAgtBHyECDMICC0EgIQIMwQILQSIhAgzAAgtBIyECDL8CC0ElIQIMvgILQeUAIQIMvQILIANBPTYCHCADIAE2AhQgAyAANgIMQQAhAgzVAgsgA0EbNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIM1AILIANBIDYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNMCCyADQRM2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzSAgsgA0ELNgIcIAMgATYCFCADQZgaNgIQIANBFTYCDEEAIQIM0QILIANBEDYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNACCyADQSA2AhwgAyABNgIUIANBpBw2AhAgA0EVNgIMQQAhAgzPAgsgA0ELNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIMzgILIANBDDYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDM0CC0EAIQIgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDAzMAgsCQANAAkAgAS0AAEEKaw4EAAICAAILIAQgAUEBaiIBRw0AC0H9ASECDMwCCwJAAkAgAy0ANkEBRw0AQQAhAAJAIAMoAjgiAkUNACACKAJgIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB/AE2AhwgAyABNgIUIANB3Bk2AhAgA0EVNgIMQQAhAgzNAgtB3AEhAgyzAgsgA0EANgIcIAMgATYCFCADQfkLNgIQIANBHzYCDEEAIQIMywILAkACQCADLQAoQQFrDgIEAQALQdsBIQIMsgILQdQBIQIMsQILIANBAjoAMUEAIQACQCADKAI4IgJFDQAgAigCACICRQ0AIAMgAhEAACEACyAARQRAQd0BIQIMsQILIABBFUcEQCADQQA2AhwgAyABNgIUIANBtAw2AhAgA0EQNgIMQQAhAgzKAgsgA0H7ATYCHCADIAE2AhQgA0GBGjYCECADQRU2AgxBACECDMkCCyABIARGBEBB+gEhAgzJAgsgAS0AAEHIAEYNASADQQE6ACgLQcABIQIMrgILQdoBIQIMrQILIAEgBEcEQCADQQw2AgggAyABNgIEQdkBIQIMrQILQfkBIQIMxQILIAEgBEYEQEH4ASECDMUCCyABLQAAQcgARw0EIAFBAWohAUHYASECDKsCCyABIARGBEBB9wEhAgzEAgsCQAJAIAEtAABBxQBrDhAABQUFBQUFBQUFBQUFBQUBBQsgAUEBaiEBQdYBIQIMqwILIAFBAWohAUHXASECDKoCC0H2ASECIAEgBEYNwgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABButUAai0AAEcNAyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMwwILIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARAuIgBFBEBB4wEhAgyqAgsgA0H1ATYCHCADIAE2AhQgAyAANgIMQQAhAgzCAgtB9AEhAiABIARGDcECIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjVAGotAABHDQIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADMICCyADQYEEOwEoIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARAuIgANAwwCCyADQQA2AgALQQAhAiADQQA2AhwgAyABNgIUIANB5R82AhAgA0EINgIMDL8CC0HVASECDKUCCyADQfMBNgIcIAMgATYCFCADIAA2AgxBACECDL0CC0EAIQACQCADKAI4IgJFDQAgAigCQCICRQ0AIAMgAhEAACEACyAARQ1uIABBFUcEQCADQQA2AhwgAyABNgIUIANBgg82AhAgA0EgNgIMQQAhAgy9AgsgA0GPATYCHCADIAE2AhQgA0HsGzYCECADQRU2AgxBACECDLwCCyABIARHBEAgA0ENNgIIIAMgATYCBEHTASECDKMCC0HyASECDLsCCyABIARGBEBB8QEhAgy7AgsCQAJAAkAgAS0AAEHIAGsOCwABCAgICAgICAgCCAsgAUEBaiEBQdABIQIMowILIAFBAWohAUHRASECDKICCyABQQFqIQFB0gEhAgyhAgtB8AEhAiABIARGDbkCIAMoAgAiACAEIAFraiEGIAEgAGtBAmohBQNAIAEtAAAgAEG11QBqLQAARw0EIABBAkYNAyAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy5AgtB7wEhAiABIARGDbgCIAMoAgAiACAEIAFraiEGIAEgAGtBAWohBQNAIAEtAAAgAEGz1QBqLQAARw0DIABBAUYNAiAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy4AgtB7gEhAiABIARGDbcCIAMoAgAiACAEIAFraiEGIAEgAGtBAmohBQNAIAEtAAAgAEGw1QBqLQAARw0CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy3AgsgAygCBCEAIANCADcDACADIAAgBUEBaiIBECsiAEUNAiADQewBNgIcIAMgATYCFCADIAA2AgxBACECDLYCCyADQQA2AgALIAMoAgQhACADQQA2AgQgAyAAIAEQKyIARQ2cAiADQe0BNgIcIAMgATYCFCADIAA2AgxBACECDLQCC0HPASECDJoCC0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMtAILQc4BIQIMmgILIANB6wE2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyyAgsgASAERgRAQesBIQIMsgILIAEtAABBL0YEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDEEAIQIMsQILQc0BIQIMlwILIAEgBEcEQCADQQ42AgggAyABNgIEQcwBIQIMlwILQeoBIQIMrwILIAEgBEYEQEHpASECDK8CCyABLQAAQTBrIgBB/wFxQQpJBEAgAyAAOgAqIAFBAWohAUHLASECDJYCCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNlwIgA0HoATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgsgASAERgRAQecBIQIMrgILAkAgAS0AAEEuRgRAIAFBAWohAQwBCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNmAIgA0HmATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgtBygEhAgyUAgsgASAERgRAQeUBIQIMrQILQQAhAEEBIQVBASEHQQAhAgJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAEtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyECQQAhBUEAIQcMAgtBCSECQQEhAEEAIQVBACEHDAELQQAhBUEBIQILIAMgAjoAKyABQQFqIQECQAJAIAMtAC5BEHENAAJAAkACQCADLQAqDgMBAAIECyAHRQ0DDAILIAANAQwCCyAFRQ0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNAiADQeIBNgIcIAMgATYCFCADIAA2AgxBACECDK8CCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNmgIgA0HjATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZgCIANB5AE2AhwgAyABNgIUIAMgADYCDAytAgtByQEhAgyTAgtBACEAAkAgAygCOCICRQ0AIAIoAkQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0GkDTYCECADQSE2AgxBACECDK0CC0HIASECDJMCCyADQeEBNgIcIAMgATYCFCADQdAaNgIQIANBFTYCDEEAIQIMqwILIAEgBEYEQEHhASECDKsCCwJAIAEtAABBIEYEQCADQQA7ATQgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GZETYCECADQQk2AgxBACECDKsCC0HHASECDJECCyABIARGBEBB4AEhAgyqAgsCQCABLQAAQTBrQf8BcSICQQpJBEAgAUEBaiEBAkAgAy8BNCIAQZkzSw0AIAMgAEEKbCIAOwE0IABB/v8DcSACQf//A3NLDQAgAyAAIAJqOwE0DAILQQAhAiADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMDKsCCyADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMQQAhAgyqAgtBxgEhAgyQAgsgASAERgRAQd8BIQIMqQILAkAgAS0AAEEwa0H/AXEiAkEKSQRAIAFBAWohAQJAIAMvATQiAEGZM0sNACADIABBCmwiADsBNCAAQf7/A3EgAkH//wNzSw0AIAMgACACajsBNAwCC0EAIQIgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDAyqAgsgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDEEAIQIMqQILQcUBIQIMjwILIAEgBEYEQEHeASECDKgCCwJAIAEtAABBMGtB/wFxIgJBCkkEQCABQQFqIQECQCADLwE0IgBBmTNLDQAgAyAAQQpsIgA7ATQgAEH+/wNxIAJB//8Dc0sNACADIAAgAmo7ATQMAgtBACECIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgwMqQILIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgxBACECDKgCC0HEASECDI4CCyABIARGBEBB3QEhAgynAgsCQAJAAkACQCABLQAAQQprDhcCAwMAAwMDAwMDAwMDAwMDAwMDAwMDAQMLIAFBAWoMBQsgAUEBaiEBQcMBIQIMjwILIAFBAWohASADQS9qLQAAQQFxDQggA0EANgIcIAMgATYCFCADQY0LNgIQIANBDTYCDEEAIQIMpwILIANBADYCHCADIAE2AhQgA0GNCzYCECADQQ02AgxBACECDKYCCyABIARHBEAgA0EPNgIIIAMgATYCBEEBIQIMjQILQdwBIQIMpQILAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0HbASECDKYCCyADKAIEIQAgA0EANgIEIAMgACABEC0iAEUEQCABQQFqIQEMBAsgA0HaATYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgylAgsgAygCBCEAIANBADYCBCADIAAgARAtIgANASABQQFqCyEBQcEBIQIMigILIANB2QE2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMogILQcIBIQIMiAILIANBL2otAABBAXENASADQQA2AhwgAyABNgIUIANB5Bw2AhAgA0EZNgIMQQAhAgygAgsgASAERgRAQdkBIQIMoAILAkACQAJAIAEtAABBCmsOBAECAgACCyABQQFqIQEMAgsgAUEBaiEBDAELIAMtAC5BwABxRQ0BC0EAIQACQCADKAI4IgJFDQAgAigCPCICRQ0AIAMgAhEAACEACyAARQ2gASAAQRVGBEAgA0HZADYCHCADIAE2AhQgA0G3GjYCECADQRU2AgxBACECDJ8CCyADQQA2AhwgAyABNgIUIANBgA02AhAgA0EbNgIMQQAhAgyeAgsgA0EANgIcIAMgATYCFCADQdwoNgIQIANBAjYCDEEAIQIMnQILIAEgBEcEQCADQQw2AgggAyABNgIEQb8BIQIMhAILQdgBIQIMnAILIAEgBEYEQEHXASECDJwCCwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEHBAGsOFQABAgNaBAUGWlpaBwgJCgsMDQ4PEFoLIAFBAWohAUH7ACECDJICCyABQQFqIQFB/AAhAgyRAgsgAUEBaiEBQYEBIQIMkAILIAFBAWohAUGFASECDI8CCyABQQFqIQFBhgEhAgyOAgsgAUEBaiEBQYkBIQIMjQILIAFBAWohAUGKASECDIwCCyABQQFqIQFBjQEhAgyLAgsgAUEBaiEBQZYBIQIMigILIAFBAWohAUGXASECDIkCCyABQQFqIQFBmAEhAgyIAgsgAUEBaiEBQaUBIQIMhwILIAFBAWohAUGmASECDIYCCyABQQFqIQFBrAEhAgyFAgsgAUEBaiEBQbQBIQIMhAILIAFBAWohAUG3ASECDIMCCyABQQFqIQFBvgEhAgyCAgsgASAERgRAQdYBIQIMmwILIAEtAABBzgBHDUggAUEBaiEBQb0BIQIMgQILIAEgBEYEQEHVASECDJoCCwJAAkACQCABLQAAQcIAaw4SAEpKSkpKSkpKSgFKSkpKSkoCSgsgAUEBaiEBQbgBIQIMggILIAFBAWohAUG7ASECDIECCyABQQFqIQFBvAEhAgyAAgtB1AEhAiABIARGDZgCIAMoAgAiACAEIAFraiEFIAEgAGtBB2ohBgJAA0AgAS0AACAAQajVAGotAABHDUUgAEEHRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJkCCyADQQA2AgAgBkEBaiEBQRsMRQsgASAERgRAQdMBIQIMmAILAkACQCABLQAAQckAaw4HAEdHR0dHAUcLIAFBAWohAUG5ASECDP8BCyABQQFqIQFBugEhAgz+AQtB0gEhAiABIARGDZYCIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQabVAGotAABHDUMgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJcCCyADQQA2AgAgBkEBaiEBQQ8MQwtB0QEhAiABIARGDZUCIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQaTVAGotAABHDUIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJYCCyADQQA2AgAgBkEBaiEBQSAMQgtB0AEhAiABIARGDZQCIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDUEgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJUCCyADQQA2AgAgBkEBaiEBQRIMQQsgASAERgRAQc8BIQIMlAILAkACQCABLQAAQcUAaw4OAENDQ0NDQ0NDQ0NDQwFDCyABQQFqIQFBtQEhAgz7AQsgAUEBaiEBQbYBIQIM+gELQc4BIQIgASAERg2SAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGe1QBqLQAARw0/IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyTAgsgA0EANgIAIAZBAWohAUEHDD8LQc0BIQIgASAERg2RAiADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGY1QBqLQAARw0+IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAySAgsgA0EANgIAIAZBAWohAUEoDD4LIAEgBEYEQEHMASECDJECCwJAAkACQCABLQAAQcUAaw4RAEFBQUFBQUFBQQFBQUFBQQJBCyABQQFqIQFBsQEhAgz5AQsgAUEBaiEBQbIBIQIM+AELIAFBAWohAUGzASECDPcBC0HLASECIAEgBEYNjwIgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCABLQAAIABBkdUAai0AAEcNPCAAQQZGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkAILIANBADYCACAGQQFqIQFBGgw8C0HKASECIAEgBEYNjgIgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBjdUAai0AAEcNOyAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMjwILIANBADYCACAGQQFqIQFBIQw7CyABIARGBEBByQEhAgyOAgsCQAJAIAEtAABBwQBrDhQAPT09PT09PT09PT09PT09PT09AT0LIAFBAWohAUGtASECDPUBCyABQQFqIQFBsAEhAgz0AQsgASAERgRAQcgBIQIMjQILAkACQCABLQAAQdUAaw4LADw8PDw8PDw8PAE8CyABQQFqIQFBrgEhAgz0AQsgAUEBaiEBQa8BIQIM8wELQccBIQIgASAERg2LAiADKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEGE1QBqLQAARw04IABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyMAgsgA0EANgIAIAZBAWohAUEqDDgLIAEgBEYEQEHGASECDIsCCyABLQAAQdAARw04IAFBAWohAUElDDcLQcUBIQIgASAERg2JAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGB1QBqLQAARw02IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyKAgsgA0EANgIAIAZBAWohAUEODDYLIAEgBEYEQEHEASECDIkCCyABLQAAQcUARw02IAFBAWohAUGrASECDO8BCyABIARGBEBBwwEhAgyIAgsCQAJAAkACQCABLQAAQcIAaw4PAAECOTk5OTk5OTk5OTkDOQsgAUEBaiEBQacBIQIM8QELIAFBAWohAUGoASECDPABCyABQQFqIQFBqQEhAgzvAQsgAUEBaiEBQaoBIQIM7gELQcIBIQIgASAERg2GAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEH+1ABqLQAARw0zIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyHAgsgA0EANgIAIAZBAWohAUEUDDMLQcEBIQIgASAERg2FAiADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEH51ABqLQAARw0yIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyGAgsgA0EANgIAIAZBAWohAUErDDILQcABIQIgASAERg2EAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEH21ABqLQAARw0xIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyFAgsgA0EANgIAIAZBAWohAUEsDDELQb8BIQIgASAERg2DAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw0wIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyEAgsgA0EANgIAIAZBAWohAUERDDALQb4BIQIgASAERg2CAiADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEHy1ABqLQAARw0vIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyDAgsgA0EANgIAIAZBAWohAUEuDC8LIAEgBEYEQEG9ASECDIICCwJAAkACQAJAAkAgAS0AAEHBAGsOFQA0NDQ0NDQ0NDQ0ATQ0AjQ0AzQ0BDQLIAFBAWohAUGbASECDOwBCyABQQFqIQFBnAEhAgzrAQsgAUEBaiEBQZ0BIQIM6gELIAFBAWohAUGiASECDOkBCyABQQFqIQFBpAEhAgzoAQsgASAERgRAQbwBIQIMgQILAkACQCABLQAAQdIAaw4DADABMAsgAUEBaiEBQaMBIQIM6AELIAFBAWohAUEEDC0LQbsBIQIgASAERg3/ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHw1ABqLQAARw0sIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyAAgsgA0EANgIAIAZBAWohAUEdDCwLIAEgBEYEQEG6ASECDP8BCwJAAkAgAS0AAEHJAGsOBwEuLi4uLgAuCyABQQFqIQFBoQEhAgzmAQsgAUEBaiEBQSIMKwsgASAERgRAQbkBIQIM/gELIAEtAABB0ABHDSsgAUEBaiEBQaABIQIM5AELIAEgBEYEQEG4ASECDP0BCwJAAkAgAS0AAEHGAGsOCwAsLCwsLCwsLCwBLAsgAUEBaiEBQZ4BIQIM5AELIAFBAWohAUGfASECDOMBC0G3ASECIAEgBEYN+wEgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABB7NQAai0AAEcNKCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM/AELIANBADYCACAGQQFqIQFBDQwoC0G2ASECIAEgBEYN+gEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBodUAai0AAEcNJyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+wELIANBADYCACAGQQFqIQFBDAwnC0G1ASECIAEgBEYN+QEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB6tQAai0AAEcNJiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+gELIANBADYCACAGQQFqIQFBAwwmC0G0ASECIAEgBEYN+AEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB6NQAai0AAEcNJSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+QELIANBADYCACAGQQFqIQFBJgwlCyABIARGBEBBswEhAgz4AQsCQAJAIAEtAABB1ABrDgIAAScLIAFBAWohAUGZASECDN8BCyABQQFqIQFBmgEhAgzeAQtBsgEhAiABIARGDfYBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQebUAGotAABHDSMgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPcBCyADQQA2AgAgBkEBaiEBQScMIwtBsQEhAiABIARGDfUBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQeTUAGotAABHDSIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPYBCyADQQA2AgAgBkEBaiEBQRwMIgtBsAEhAiABIARGDfQBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQd7UAGotAABHDSEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPUBCyADQQA2AgAgBkEBaiEBQQYMIQtBrwEhAiABIARGDfMBIAMoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQdnUAGotAABHDSAgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPQBCyADQQA2AgAgBkEBaiEBQRkMIAsgASAERgRAQa4BIQIM8wELAkACQAJAAkAgAS0AAEEtaw4jACQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkASQkJCQkAiQkJAMkCyABQQFqIQFBjgEhAgzcAQsgAUEBaiEBQY8BIQIM2wELIAFBAWohAUGUASECDNoBCyABQQFqIQFBlQEhAgzZAQtBrQEhAiABIARGDfEBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQdfUAGotAABHDR4gAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPIBCyADQQA2AgAgBkEBaiEBQQsMHgsgASAERgRAQawBIQIM8QELAkACQCABLQAAQcEAaw4DACABIAsgAUEBaiEBQZABIQIM2AELIAFBAWohAUGTASECDNcBCyABIARGBEBBqwEhAgzwAQsCQAJAIAEtAABBwQBrDg8AHx8fHx8fHx8fHx8fHwEfCyABQQFqIQFBkQEhAgzXAQsgAUEBaiEBQZIBIQIM1gELIAEgBEYEQEGqASECDO8BCyABLQAAQcwARw0cIAFBAWohAUEKDBsLQakBIQIgASAERg3tASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHR1ABqLQAARw0aIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzuAQsgA0EANgIAIAZBAWohAUEeDBoLQagBIQIgASAERg3sASADKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEHK1ABqLQAARw0ZIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAztAQsgA0EANgIAIAZBAWohAUEVDBkLQacBIQIgASAERg3rASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHH1ABqLQAARw0YIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzsAQsgA0EANgIAIAZBAWohAUEXDBgLQaYBIQIgASAERg3qASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHB1ABqLQAARw0XIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzrAQsgA0EANgIAIAZBAWohAUEYDBcLIAEgBEYEQEGlASECDOoBCwJAAkAgAS0AAEHJAGsOBwAZGRkZGQEZCyABQQFqIQFBiwEhAgzRAQsgAUEBaiEBQYwBIQIM0AELQaQBIQIgASAERg3oASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGm1QBqLQAARw0VIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzpAQsgA0EANgIAIAZBAWohAUEJDBULQaMBIQIgASAERg3nASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGk1QBqLQAARw0UIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzoAQsgA0EANgIAIAZBAWohAUEfDBQLQaIBIQIgASAERg3mASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEG+1ABqLQAARw0TIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAznAQsgA0EANgIAIAZBAWohAUECDBMLQaEBIQIgASAERg3lASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYDQCABLQAAIABBvNQAai0AAEcNESAAQQFGDQIgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM5QELIAEgBEYEQEGgASECDOUBC0EBIAEtAABB3wBHDREaIAFBAWohAUGHASECDMsBCyADQQA2AgAgBkEBaiEBQYgBIQIMygELQZ8BIQIgASAERg3iASADKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEGE1QBqLQAARw0PIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzjAQsgA0EANgIAIAZBAWohAUEpDA8LQZ4BIQIgASAERg3hASADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEG41ABqLQAARw0OIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAziAQsgA0EANgIAIAZBAWohAUEtDA4LIAEgBEYEQEGdASECDOEBCyABLQAAQcUARw0OIAFBAWohAUGEASECDMcBCyABIARGBEBBnAEhAgzgAQsCQAJAIAEtAABBzABrDggADw8PDw8PAQ8LIAFBAWohAUGCASECDMcBCyABQQFqIQFBgwEhAgzGAQtBmwEhAiABIARGDd4BIAMoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQbPUAGotAABHDQsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADN8BCyADQQA2AgAgBkEBaiEBQSMMCwtBmgEhAiABIARGDd0BIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbDUAGotAABHDQogAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADN4BCyADQQA2AgAgBkEBaiEBQQAMCgsgASAERgRAQZkBIQIM3QELAkACQCABLQAAQcgAaw4IAAwMDAwMDAEMCyABQQFqIQFB/QAhAgzEAQsgAUEBaiEBQYABIQIMwwELIAEgBEYEQEGYASECDNwBCwJAAkAgAS0AAEHOAGsOAwALAQsLIAFBAWohAUH+ACECDMMBCyABQQFqIQFB/wAhAgzCAQsgASAERgRAQZcBIQIM2wELIAEtAABB2QBHDQggAUEBaiEBQQgMBwtBlgEhAiABIARGDdkBIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQazUAGotAABHDQYgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNoBCyADQQA2AgAgBkEBaiEBQQUMBgtBlQEhAiABIARGDdgBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQabUAGotAABHDQUgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNkBCyADQQA2AgAgBkEBaiEBQRYMBQtBlAEhAiABIARGDdcBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDQQgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNgBCyADQQA2AgAgBkEBaiEBQRAMBAsgASAERgRAQZMBIQIM1wELAkACQCABLQAAQcMAaw4MAAYGBgYGBgYGBgYBBgsgAUEBaiEBQfkAIQIMvgELIAFBAWohAUH6ACECDL0BC0GSASECIAEgBEYN1QEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBoNQAai0AAEcNAiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM1gELIANBADYCACAGQQFqIQFBJAwCCyADQQA2AgAMAgsgASAERgRAQZEBIQIM1AELIAEtAABBzABHDQEgAUEBaiEBQRMLOgApIAMoAgQhACADQQA2AgQgAyAAIAEQLiIADQIMAQtBACECIANBADYCHCADIAE2AhQgA0H+HzYCECADQQY2AgwM0QELQfgAIQIMtwELIANBkAE2AhwgAyABNgIUIAMgADYCDEEAIQIMzwELQQAhAAJAIAMoAjgiAkUNACACKAJAIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRg0BIANBADYCHCADIAE2AhQgA0GCDzYCECADQSA2AgxBACECDM4BC0H3ACECDLQBCyADQY8BNgIcIAMgATYCFCADQewbNgIQIANBFTYCDEEAIQIMzAELIAEgBEYEQEGPASECDMwBCwJAIAEtAABBIEYEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQZsfNgIQIANBBjYCDEEAIQIMzAELQQIhAgyyAQsDQCABLQAAQSBHDQIgBCABQQFqIgFHDQALQY4BIQIMygELIAEgBEYEQEGNASECDMoBCwJAIAEtAABBCWsOBEoAAEoAC0H1ACECDLABCyADLQApQQVGBEBB9gAhAgywAQtB9AAhAgyvAQsgASAERgRAQYwBIQIMyAELIANBEDYCCCADIAE2AgQMCgsgASAERgRAQYsBIQIMxwELAkAgAS0AAEEJaw4ERwAARwALQfMAIQIMrQELIAEgBEcEQCADQRA2AgggAyABNgIEQfEAIQIMrQELQYoBIQIMxQELAkAgASAERwRAA0AgAS0AAEGg0ABqLQAAIgBBA0cEQAJAIABBAWsOAkkABAtB8AAhAgyvAQsgBCABQQFqIgFHDQALQYgBIQIMxgELQYgBIQIMxQELIANBADYCHCADIAE2AhQgA0HbIDYCECADQQc2AgxBACECDMQBCyABIARGBEBBiQEhAgzEAQsCQAJAAkAgAS0AAEGg0gBqLQAAQQFrDgNGAgABC0HyACECDKwBCyADQQA2AhwgAyABNgIUIANBtBI2AhAgA0EHNgIMQQAhAgzEAQtB6gAhAgyqAQsgASAERwRAIAFBAWohAUHvACECDKoBC0GHASECDMIBCyAEIAEiAEYEQEGGASECDMIBCyAALQAAIgFBL0YEQCAAQQFqIQFB7gAhAgypAQsgAUEJayICQRdLDQEgACEBQQEgAnRBm4CABHENQQwBCyAEIAEiAEYEQEGFASECDMEBCyAALQAAQS9HDQAgAEEBaiEBDAMLQQAhAiADQQA2AhwgAyAANgIUIANB2yA2AhAgA0EHNgIMDL8BCwJAAkACQAJAAkADQCABLQAAQaDOAGotAAAiAEEFRwRAAkACQCAAQQFrDghHBQYHCAAEAQgLQesAIQIMrQELIAFBAWohAUHtACECDKwBCyAEIAFBAWoiAUcNAAtBhAEhAgzDAQsgAUEBagwUCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQdsANgIcIAMgATYCFCADIAA2AgxBACECDMEBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDMABCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQfoANgIcIAMgATYCFCADIAA2AgxBACECDL8BCyADQQA2AhwgAyABNgIUIANB+Q82AhAgA0EHNgIMQQAhAgy+AQsgASAERgRAQYMBIQIMvgELAkAgAS0AAEGgzgBqLQAAQQFrDgg+BAUGAAgCAwcLIAFBAWohAQtBAyECDKMBCyABQQFqDA0LQQAhAiADQQA2AhwgA0HREjYCECADQQc2AgwgAyABQQFqNgIUDLoBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQdsANgIcIAMgATYCFCADIAA2AgxBACECDLkBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDLgBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQfoANgIcIAMgATYCFCADIAA2AgxBACECDLcBCyADQQA2AhwgAyABNgIUIANB+Q82AhAgA0EHNgIMQQAhAgy2AQtB7AAhAgycAQsgASAERgRAQYIBIQIMtQELIAFBAWoMAgsgASAERgRAQYEBIQIMtAELIAFBAWoMAQsgASAERg0BIAFBAWoLIQFBBCECDJgBC0GAASECDLABCwNAIAEtAABBoMwAai0AACIAQQJHBEAgAEEBRwRAQekAIQIMmQELDDELIAQgAUEBaiIBRw0AC0H/ACECDK8BCyABIARGBEBB/gAhAgyvAQsCQCABLQAAQQlrDjcvAwYvBAYGBgYGBgYGBgYGBgYGBgYGBgUGBgIGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYABgsgAUEBagshAUEFIQIMlAELIAFBAWoMBgsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgyrAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgyqAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgypAQsgA0EANgIcIAMgATYCFCADQY0UNgIQIANBBzYCDEEAIQIMqAELAkACQAJAAkADQCABLQAAQaDKAGotAAAiAEEFRwRAAkAgAEEBaw4GLgMEBQYABgtB6AAhAgyUAQsgBCABQQFqIgFHDQALQf0AIQIMqwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMqgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMqQELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMqAELIANBADYCHCADIAE2AhQgA0HkCDYCECADQQc2AgxBACECDKcBCyABIARGDQEgAUEBagshAUEGIQIMjAELQfwAIQIMpAELAkACQAJAAkADQCABLQAAQaDIAGotAAAiAEEFRwRAIABBAWsOBCkCAwQFCyAEIAFBAWoiAUcNAAtB+wAhAgynAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgymAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgylAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgykAQsgA0EANgIcIAMgATYCFCADQbwKNgIQIANBBzYCDEEAIQIMowELQc8AIQIMiQELQdEAIQIMiAELQecAIQIMhwELIAEgBEYEQEH6ACECDKABCwJAIAEtAABBCWsOBCAAACAACyABQQFqIQFB5gAhAgyGAQsgASAERgRAQfkAIQIMnwELAkAgAS0AAEEJaw4EHwAAHwALQQAhAAJAIAMoAjgiAkUNACACKAI4IgJFDQAgAyACEQAAIQALIABFBEBB4gEhAgyGAQsgAEEVRwRAIANBADYCHCADIAE2AhQgA0HJDTYCECADQRo2AgxBACECDJ8BCyADQfgANgIcIAMgATYCFCADQeoaNgIQIANBFTYCDEEAIQIMngELIAEgBEcEQCADQQ02AgggAyABNgIEQeQAIQIMhQELQfcAIQIMnQELIAEgBEYEQEH2ACECDJ0BCwJAAkACQCABLQAAQcgAaw4LAAELCwsLCwsLCwILCyABQQFqIQFB3QAhAgyFAQsgAUEBaiEBQeAAIQIMhAELIAFBAWohAUHjACECDIMBC0H1ACECIAEgBEYNmwEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBtdUAai0AAEcNCCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMnAELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgAEQCADQfQANgIcIAMgATYCFCADIAA2AgxBACECDJwBC0HiACECDIIBC0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMnAELQeEAIQIMggELIANB8wA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyaAQsgAy0AKSIAQSNrQQtJDQkCQCAAQQZLDQBBASAAdEHKAHFFDQAMCgtBACECIANBADYCHCADIAE2AhQgA0HtCTYCECADQQg2AgwMmQELQfIAIQIgASAERg2YASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGz1QBqLQAARw0FIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyZAQsgAygCBCEAIANCADcDACADIAAgBkEBaiIBECsiAARAIANB8QA2AhwgAyABNgIUIAMgADYCDEEAIQIMmQELQd8AIQIMfwtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJkBC0HeACECDH8LIANB8AA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyXAQsgAy0AKUEhRg0GIANBADYCHCADIAE2AhQgA0GRCjYCECADQQg2AgxBACECDJYBC0HvACECIAEgBEYNlQEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBsNUAai0AAEcNAiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMlgELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgBFDQIgA0HtADYCHCADIAE2AhQgAyAANgIMQQAhAgyVAQsgA0EANgIACyADKAIEIQAgA0EANgIEIAMgACABECsiAEUNgAEgA0HuADYCHCADIAE2AhQgAyAANgIMQQAhAgyTAQtB3AAhAgx5C0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMkwELQdsAIQIMeQsgA0HsADYCHCADIAE2AhQgA0GAGzYCECADQRU2AgxBACECDJEBCyADLQApIgBBI0kNACAAQS5GDQAgA0EANgIcIAMgATYCFCADQckJNgIQIANBCDYCDEEAIQIMkAELQdoAIQIMdgsgASAERgRAQesAIQIMjwELAkAgAS0AAEEvRgRAIAFBAWohAQwBCyADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMQQAhAgyPAQtB2QAhAgx1CyABIARHBEAgA0EONgIIIAMgATYCBEHYACECDHULQeoAIQIMjQELIAEgBEYEQEHpACECDI0BCyABLQAAQTBrIgBB/wFxQQpJBEAgAyAAOgAqIAFBAWohAUHXACECDHQLIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ16IANB6AA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELIAEgBEYEQEHnACECDIwBCwJAIAEtAABBLkYEQCABQQFqIQEMAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDXsgA0HmADYCHCADIAE2AhQgAyAANgIMQQAhAgyMAQtB1gAhAgxyCyABIARGBEBB5QAhAgyLAQtBACEAQQEhBUEBIQdBACECAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkAgAS0AAEEwaw4KCgkAAQIDBAUGCAsLQQIMBgtBAwwFC0EEDAQLQQUMAwtBBgwCC0EHDAELQQgLIQJBACEFQQAhBwwCC0EJIQJBASEAQQAhBUEAIQcMAQtBACEFQQEhAgsgAyACOgArIAFBAWohAQJAAkAgAy0ALkEQcQ0AAkACQAJAIAMtACoOAwEAAgQLIAdFDQMMAgsgAA0BDAILIAVFDQELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ0CIANB4gA2AhwgAyABNgIUIAMgADYCDEEAIQIMjQELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ19IANB4wA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ17IANB5AA2AhwgAyABNgIUIAMgADYCDAyLAQtB1AAhAgxxCyADLQApQSJGDYYBQdMAIQIMcAtBACEAAkAgAygCOCICRQ0AIAIoAkQiAkUNACADIAIRAAAhAAsgAEUEQEHVACECDHALIABBFUcEQCADQQA2AhwgAyABNgIUIANBpA02AhAgA0EhNgIMQQAhAgyJAQsgA0HhADYCHCADIAE2AhQgA0HQGjYCECADQRU2AgxBACECDIgBCyABIARGBEBB4AAhAgyIAQsCQAJAAkACQAJAIAEtAABBCmsOBAEEBAAECyABQQFqIQEMAQsgAUEBaiEBIANBL2otAABBAXFFDQELQdIAIQIMcAsgA0EANgIcIAMgATYCFCADQbYRNgIQIANBCTYCDEEAIQIMiAELIANBADYCHCADIAE2AhQgA0G2ETYCECADQQk2AgxBACECDIcBCyABIARGBEBB3wAhAgyHAQsgAS0AAEEKRgRAIAFBAWohAQwJCyADLQAuQcAAcQ0IIANBADYCHCADIAE2AhQgA0G2ETYCECADQQI2AgxBACECDIYBCyABIARGBEBB3QAhAgyGAQsgAS0AACICQQ1GBEAgAUEBaiEBQdAAIQIMbQsgASEAIAJBCWsOBAUBAQUBCyAEIAEiAEYEQEHcACECDIUBCyAALQAAQQpHDQAgAEEBagwCC0EAIQIgA0EANgIcIAMgADYCFCADQcotNgIQIANBBzYCDAyDAQsgASAERgRAQdsAIQIMgwELAkAgAS0AAEEJaw4EAwAAAwALIAFBAWoLIQFBzgAhAgxoCyABIARGBEBB2gAhAgyBAQsgAS0AAEEJaw4EAAEBAAELQQAhAiADQQA2AhwgA0GaEjYCECADQQc2AgwgAyABQQFqNgIUDH8LIANBgBI7ASpBACEAAkAgAygCOCICRQ0AIAIoAjgiAkUNACADIAIRAAAhAAsgAEUNACAAQRVHDQEgA0HZADYCHCADIAE2AhQgA0HqGjYCECADQRU2AgxBACECDH4LQc0AIQIMZAsgA0EANgIcIAMgATYCFCADQckNNgIQIANBGjYCDEEAIQIMfAsgASAERgRAQdkAIQIMfAsgAS0AAEEgRw09IAFBAWohASADLQAuQQFxDT0gA0EANgIcIAMgATYCFCADQcIcNgIQIANBHjYCDEEAIQIMewsgASAERgRAQdgAIQIMewsCQAJAAkACQAJAIAEtAAAiAEEKaw4EAgMDAAELIAFBAWohAUEsIQIMZQsgAEE6Rw0BIANBADYCHCADIAE2AhQgA0HnETYCECADQQo2AgxBACECDH0LIAFBAWohASADQS9qLQAAQQFxRQ1zIAMtADJBgAFxRQRAIANBMmohAiADEDVBACEAAkAgAygCOCIGRQ0AIAYoAigiBkUNACADIAYRAAAhAAsCQAJAIAAOFk1MSwEBAQEBAQEBAQEBAQEBAQEBAQABCyADQSk2AhwgAyABNgIUIANBrBk2AhAgA0EVNgIMQQAhAgx+CyADQQA2AhwgAyABNgIUIANB5Qs2AhAgA0ERNgIMQQAhAgx9C0EAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ1ZIABBFUcNASADQQU2AhwgAyABNgIUIANBmxs2AhAgA0EVNgIMQQAhAgx8C0HLACECDGILQQAhAiADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMDHoLIAMgAy8BMkGAAXI7ATIMOwsgASAERwRAIANBETYCCCADIAE2AgRBygAhAgxgC0HXACECDHgLIAEgBEYEQEHWACECDHgLAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAQEBAQEBAQEBAQEBAAUBAQAIDQAsgAUEBaiEBQcYAIQIMYQsgAUEBaiEBQccAIQIMYAsgAUEBaiEBQcgAIQIMXwsgAUEBaiEBQckAIQIMXgtB1QAhAiAEIAEiAEYNdiAEIAFrIAMoAgAiAWohBiAAIAFrQQVqIQcDQCABQZDIAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQhBBCABQQVGDQoaIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHYLQdQAIQIgBCABIgBGDXUgBCABayADKAIAIgFqIQYgACABa0EPaiEHA0AgAUGAyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0HQQMgAUEPRg0JGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAx1C0HTACECIAQgASIARg10IAQgAWsgAygCACIBaiEGIAAgAWtBDmohBwNAIAFB4scAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNBiABQQ5GDQcgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMdAtB0gAhAiAEIAEiAEYNcyAEIAFrIAMoAgAiAWohBSAAIAFrQQFqIQYDQCABQeDHAGotAAAgAC0AACIHQSByIAcgB0HBAGtB/wFxQRpJG0H/AXFHDQUgAUEBRg0CIAFBAWohASAEIABBAWoiAEcNAAsgAyAFNgIADHMLIAEgBEYEQEHRACECDHMLAkACQCABLQAAIgBBIHIgACAAQcEAa0H/AXFBGkkbQf8BcUHuAGsOBwA5OTk5OQE5CyABQQFqIQFBwwAhAgxaCyABQQFqIQFBxAAhAgxZCyADQQA2AgAgBkEBaiEBQcUAIQIMWAtB0AAhAiAEIAEiAEYNcCAEIAFrIAMoAgAiAWohBiAAIAFrQQlqIQcDQCABQdbHAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQJBAiABQQlGDQQaIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHALQc8AIQIgBCABIgBGDW8gBCABayADKAIAIgFqIQYgACABa0EFaiEHA0AgAUHQxwBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYNAiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxvCyAAIQEgA0EANgIADDMLQQELOgAsIANBADYCACAHQQFqIQELQS0hAgxSCwJAA0AgAS0AAEHQxQBqLQAAQQFHDQEgBCABQQFqIgFHDQALQc0AIQIMawtBwgAhAgxRCyABIARGBEBBzAAhAgxqCyABLQAAQTpGBEAgAygCBCEAIANBADYCBCADIAAgARAwIgBFDTMgA0HLADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxqCyADQQA2AhwgAyABNgIUIANB5xE2AhAgA0EKNgIMQQAhAgxpCwJAAkAgAy0ALEECaw4CAAEnCyADQTNqLQAAQQJxRQ0mIAMtAC5BAnENJiADQQA2AhwgAyABNgIUIANBphQ2AhAgA0ELNgIMQQAhAgxpCyADLQAyQSBxRQ0lIAMtAC5BAnENJSADQQA2AhwgAyABNgIUIANBvRM2AhAgA0EPNgIMQQAhAgxoC0EAIQACQCADKAI4IgJFDQAgAigCSCICRQ0AIAMgAhEAACEACyAARQRAQcEAIQIMTwsgAEEVRwRAIANBADYCHCADIAE2AhQgA0GmDzYCECADQRw2AgxBACECDGgLIANBygA2AhwgAyABNgIUIANBhRw2AhAgA0EVNgIMQQAhAgxnCyABIARHBEAgASECA0AgBCACIgFrQRBOBEAgAUEQaiEC/Qz/////////////////////IAH9AAAAIg1BB/1sIA39DODg4ODg4ODg4ODg4ODg4OD9bv0MX19fX19fX19fX19fX19fX/0mIA39DAkJCQkJCQkJCQkJCQkJCQn9I/1Q/VL9ZEF/c2giAEEQRg0BIAAgAWohAQwYCyABIARGBEBBxAAhAgxpCyABLQAAQcDBAGotAABBAUcNFyAEIAFBAWoiAkcNAAtBxAAhAgxnC0HEACECDGYLIAEgBEcEQANAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXEiAEEJRg0AIABBIEYNAAJAAkACQAJAIABB4wBrDhMAAwMDAwMDAwEDAwMDAwMDAwMCAwsgAUEBaiEBQTYhAgxSCyABQQFqIQFBNyECDFELIAFBAWohAUE4IQIMUAsMFQsgBCABQQFqIgFHDQALQTwhAgxmC0E8IQIMZQsgASAERgRAQcgAIQIMZQsgA0ESNgIIIAMgATYCBAJAAkACQAJAAkAgAy0ALEEBaw4EFAABAgkLIAMtADJBIHENA0HgASECDE8LAkAgAy8BMiIAQQhxRQ0AIAMtAChBAUcNACADLQAuQQhxRQ0CCyADIABB9/sDcUGABHI7ATIMCwsgAyADLwEyQRByOwEyDAQLIANBADYCBCADIAEgARAxIgAEQCADQcEANgIcIAMgADYCDCADIAFBAWo2AhRBACECDGYLIAFBAWohAQxYCyADQQA2AhwgAyABNgIUIANB9BM2AhAgA0EENgIMQQAhAgxkC0HHACECIAEgBEYNYyADKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIABBwMUAai0AACABLQAAQSByRw0BIABBBkYNSiAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAxkCyADQQA2AgAMBQsCQCABIARHBEADQCABLQAAQcDDAGotAAAiAEEBRwRAIABBAkcNAyABQQFqIQEMBQsgBCABQQFqIgFHDQALQcUAIQIMZAtBxQAhAgxjCwsgA0EAOgAsDAELQQshAgxHC0E/IQIMRgsCQAJAA0AgAS0AACIAQSBHBEACQCAAQQprDgQDBQUDAAsgAEEsRg0DDAQLIAQgAUEBaiIBRw0AC0HGACECDGALIANBCDoALAwOCyADLQAoQQFHDQIgAy0ALkEIcQ0CIAMoAgQhACADQQA2AgQgAyAAIAEQMSIABEAgA0HCADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxfCyABQQFqIQEMUAtBOyECDEQLAkADQCABLQAAIgBBIEcgAEEJR3ENASAEIAFBAWoiAUcNAAtBwwAhAgxdCwtBPCECDEILAkACQCABIARHBEADQCABLQAAIgBBIEcEQCAAQQprDgQDBAQDBAsgBCABQQFqIgFHDQALQT8hAgxdC0E/IQIMXAsgAyADLwEyQSByOwEyDAoLIAMoAgQhACADQQA2AgQgAyAAIAEQMSIARQ1OIANBPjYCHCADIAE2AhQgAyAANgIMQQAhAgxaCwJAIAEgBEcEQANAIAEtAABBwMMAai0AACIAQQFHBEAgAEECRg0DDAwLIAQgAUEBaiIBRw0AC0E3IQIMWwtBNyECDFoLIAFBAWohAQwEC0E7IQIgBCABIgBGDVggBCABayADKAIAIgFqIQYgACABa0EFaiEHAkADQCABQZDIAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAUEFRgRAQQchAQw/CyABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxZCyADQQA2AgAgACEBDAULQTohAiAEIAEiAEYNVyAEIAFrIAMoAgAiAWohBiAAIAFrQQhqIQcCQANAIAFBtMEAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQhGBEBBBSEBDD4LIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADFgLIANBADYCACAAIQEMBAtBOSECIAQgASIARg1WIAQgAWsgAygCACIBaiEGIAAgAWtBA2ohBwJAA0AgAUGwwQBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBA0YEQEEGIQEMPQsgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMVwsgA0EANgIAIAAhAQwDCwJAA0AgAS0AACIAQSBHBEAgAEEKaw4EBwQEBwILIAQgAUEBaiIBRw0AC0E4IQIMVgsgAEEsRw0BIAFBAWohAEEBIQECQAJAAkACQAJAIAMtACxBBWsOBAMBAgQACyAAIQEMBAtBAiEBDAELQQQhAQsgA0EBOgAsIAMgAy8BMiABcjsBMiAAIQEMAQsgAyADLwEyQQhyOwEyIAAhAQtBPiECDDsLIANBADoALAtBOSECDDkLIAEgBEYEQEE2IQIMUgsCQAJAAkACQAJAIAEtAABBCmsOBAACAgECCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNAiADQTM2AhwgAyABNgIUIAMgADYCDEEAIQIMVQsgAygCBCEAIANBADYCBCADIAAgARAxIgBFBEAgAUEBaiEBDAYLIANBMjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxUCyADLQAuQQFxBEBB3wEhAgw7CyADKAIEIQAgA0EANgIEIAMgACABEDEiAA0BDEkLQTQhAgw5CyADQTU2AhwgAyABNgIUIAMgADYCDEEAIQIMUQtBNSECDDcLIANBL2otAABBAXENACADQQA2AhwgAyABNgIUIANB6xY2AhAgA0EZNgIMQQAhAgxPC0EzIQIMNQsgASAERgRAQTIhAgxOCwJAIAEtAABBCkYEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQZIXNgIQIANBAzYCDEEAIQIMTgtBMiECDDQLIAEgBEYEQEExIQIMTQsCQCABLQAAIgBBCUYNACAAQSBGDQBBASECAkAgAy0ALEEFaw4EBgQFAA0LIAMgAy8BMkEIcjsBMgwMCyADLQAuQQFxRQ0BIAMtACxBCEcNACADQQA6ACwLQT0hAgwyCyADQQA2AhwgAyABNgIUIANBwhY2AhAgA0EKNgIMQQAhAgxKC0ECIQIMAQtBBCECCyADQQE6ACwgAyADLwEyIAJyOwEyDAYLIAEgBEYEQEEwIQIMRwsgAS0AAEEKRgRAIAFBAWohAQwBCyADLQAuQQFxDQAgA0EANgIcIAMgATYCFCADQdwoNgIQIANBAjYCDEEAIQIMRgtBMCECDCwLIAFBAWohAUExIQIMKwsgASAERgRAQS8hAgxECyABLQAAIgBBCUcgAEEgR3FFBEAgAUEBaiEBIAMtAC5BAXENASADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMQQAhAgxEC0EBIQICQAJAAkACQAJAAkAgAy0ALEECaw4HBQQEAwECAAQLIAMgAy8BMkEIcjsBMgwDC0ECIQIMAQtBBCECCyADQQE6ACwgAyADLwEyIAJyOwEyC0EvIQIMKwsgA0EANgIcIAMgATYCFCADQYQTNgIQIANBCzYCDEEAIQIMQwtB4QEhAgwpCyABIARGBEBBLiECDEILIANBADYCBCADQRI2AgggAyABIAEQMSIADQELQS4hAgwnCyADQS02AhwgAyABNgIUIAMgADYCDEEAIQIMPwtBACEAAkAgAygCOCICRQ0AIAIoAkwiAkUNACADIAIRAAAhAAsgAEUNACAAQRVHDQEgA0HYADYCHCADIAE2AhQgA0GzGzYCECADQRU2AgxBACECDD4LQcwAIQIMJAsgA0EANgIcIAMgATYCFCADQbMONgIQIANBHTYCDEEAIQIMPAsgASAERgRAQc4AIQIMPAsgAS0AACIAQSBGDQIgAEE6Rg0BCyADQQA6ACxBCSECDCELIAMoAgQhACADQQA2AgQgAyAAIAEQMCIADQEMAgsgAy0ALkEBcQRAQd4BIQIMIAsgAygCBCEAIANBADYCBCADIAAgARAwIgBFDQIgA0EqNgIcIAMgADYCDCADIAFBAWo2AhRBACECDDgLIANBywA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMNwsgAUEBaiEBQcAAIQIMHQsgAUEBaiEBDCwLIAEgBEYEQEErIQIMNQsCQCABLQAAQQpGBEAgAUEBaiEBDAELIAMtAC5BwABxRQ0GCyADLQAyQYABcQRAQQAhAAJAIAMoAjgiAkUNACACKAJcIgJFDQAgAyACEQAAIQALIABFDRIgAEEVRgRAIANBBTYCHCADIAE2AhQgA0GbGzYCECADQRU2AgxBACECDDYLIANBADYCHCADIAE2AhQgA0GQDjYCECADQRQ2AgxBACECDDULIANBMmohAiADEDVBACEAAkAgAygCOCIGRQ0AIAYoAigiBkUNACADIAYRAAAhAAsgAA4WAgEABAQEBAQEBAQEBAQEBAQEBAQEAwQLIANBAToAMAsgAiACLwEAQcAAcjsBAAtBKyECDBgLIANBKTYCHCADIAE2AhQgA0GsGTYCECADQRU2AgxBACECDDALIANBADYCHCADIAE2AhQgA0HlCzYCECADQRE2AgxBACECDC8LIANBADYCHCADIAE2AhQgA0GlCzYCECADQQI2AgxBACECDC4LQQEhByADLwEyIgVBCHFFBEAgAykDIEIAUiEHCwJAIAMtADAEQEEBIQAgAy0AKUEFRg0BIAVBwABxRSAHcUUNAQsCQCADLQAoIgJBAkYEQEEBIQAgAy8BNCIGQeUARg0CQQAhACAFQcAAcQ0CIAZB5ABGDQIgBkHmAGtBAkkNAiAGQcwBRg0CIAZBsAJGDQIMAQtBACEAIAVBwABxDQELQQIhACAFQQhxDQAgBUGABHEEQAJAIAJBAUcNACADLQAuQQpxDQBBBSEADAILQQQhAAwBCyAFQSBxRQRAIAMQNkEAR0ECdCEADAELQQBBAyADKQMgUBshAAsgAEEBaw4FAgAHAQMEC0ERIQIMEwsgA0EBOgAxDCkLQQAhAgJAIAMoAjgiAEUNACAAKAIwIgBFDQAgAyAAEQAAIQILIAJFDSYgAkEVRgRAIANBAzYCHCADIAE2AhQgA0HSGzYCECADQRU2AgxBACECDCsLQQAhAiADQQA2AhwgAyABNgIUIANB3Q42AhAgA0ESNgIMDCoLIANBADYCHCADIAE2AhQgA0H5IDYCECADQQ82AgxBACECDCkLQQAhAAJAIAMoAjgiAkUNACACKAIwIgJFDQAgAyACEQAAIQALIAANAQtBDiECDA4LIABBFUYEQCADQQI2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgwnCyADQQA2AhwgAyABNgIUIANB3Q42AhAgA0ESNgIMQQAhAgwmC0EqIQIMDAsgASAERwRAIANBCTYCCCADIAE2AgRBKSECDAwLQSYhAgwkCyADIAMpAyAiDCAEIAFrrSIKfSILQgAgCyAMWBs3AyAgCiAMVARAQSUhAgwkCyADKAIEIQAgA0EANgIEIAMgACABIAynaiIBEDIiAEUNACADQQU2AhwgAyABNgIUIAMgADYCDEEAIQIMIwtBDyECDAkLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQTBrDjcXFgABAgMEBQYHFBQUFBQUFAgJCgsMDRQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUDg8QERITFAtCAiEKDBYLQgMhCgwVC0IEIQoMFAtCBSEKDBMLQgYhCgwSC0IHIQoMEQtCCCEKDBALQgkhCgwPC0IKIQoMDgtCCyEKDA0LQgwhCgwMC0INIQoMCwtCDiEKDAoLQg8hCgwJC0IKIQoMCAtCCyEKDAcLQgwhCgwGC0INIQoMBQtCDiEKDAQLQg8hCgwDCyADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMQQAhAgwhCyABIARGBEBBIiECDCELQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43FRQAAQIDBAUGBxYWFhYWFhYICQoLDA0WFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFg4PEBESExYLQgIhCgwUC0IDIQoMEwtCBCEKDBILQgUhCgwRC0IGIQoMEAtCByEKDA8LQgghCgwOC0IJIQoMDQtCCiEKDAwLQgshCgwLC0IMIQoMCgtCDSEKDAkLQg4hCgwIC0IPIQoMBwtCCiEKDAYLQgshCgwFC0IMIQoMBAtCDSEKDAMLQg4hCgwCC0IPIQoMAQtCASEKCyABQQFqIQEgAykDICILQv//////////D1gEQCADIAtCBIYgCoQ3AyAMAgsgA0EANgIcIAMgATYCFCADQbUJNgIQIANBDDYCDEEAIQIMHgtBJyECDAQLQSghAgwDCyADIAE6ACwgA0EANgIAIAdBAWohAUEMIQIMAgsgA0EANgIAIAZBAWohAUEKIQIMAQsgAUEBaiEBQQghAgwACwALQQAhAiADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMDBcLQQAhAiADQQA2AhwgAyABNgIUIANBgxE2AhAgA0EJNgIMDBYLQQAhAiADQQA2AhwgAyABNgIUIANB3wo2AhAgA0EJNgIMDBULQQAhAiADQQA2AhwgAyABNgIUIANB7RA2AhAgA0EJNgIMDBQLQQAhAiADQQA2AhwgAyABNgIUIANB0hE2AhAgA0EJNgIMDBMLQQAhAiADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMDBILQQAhAiADQQA2AhwgAyABNgIUIANBgxE2AhAgA0EJNgIMDBELQQAhAiADQQA2AhwgAyABNgIUIANB3wo2AhAgA0EJNgIMDBALQQAhAiADQQA2AhwgAyABNgIUIANB7RA2AhAgA0EJNgIMDA8LQQAhAiADQQA2AhwgAyABNgIUIANB0hE2AhAgA0EJNgIMDA4LQQAhAiADQQA2AhwgAyABNgIUIANBuRc2AhAgA0EPNgIMDA0LQQAhAiADQQA2AhwgAyABNgIUIANBuRc2AhAgA0EPNgIMDAwLQQAhAiADQQA2AhwgAyABNgIUIANBmRM2AhAgA0ELNgIMDAsLQQAhAiADQQA2AhwgAyABNgIUIANBnQk2AhAgA0ELNgIMDAoLQQAhAiADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMDAkLQQAhAiADQQA2AhwgAyABNgIUIANBsRA2AhAgA0EKNgIMDAgLQQAhAiADQQA2AhwgAyABNgIUIANBux02AhAgA0ECNgIMDAcLQQAhAiADQQA2AhwgAyABNgIUIANBlhY2AhAgA0ECNgIMDAYLQQAhAiADQQA2AhwgAyABNgIUIANB+Rg2AhAgA0ECNgIMDAULQQAhAiADQQA2AhwgAyABNgIUIANBxBg2AhAgA0ECNgIMDAQLIANBAjYCHCADIAE2AhQgA0GpHjYCECADQRY2AgxBACECDAMLQd4AIQIgASAERg0CIAlBCGohByADKAIAIQUCQAJAIAEgBEcEQCAFQZbIAGohCCAEIAVqIAFrIQYgBUF/c0EKaiIFIAFqIQADQCABLQAAIAgtAABHBEBBAiEIDAMLIAVFBEBBACEIIAAhAQwDCyAFQQFrIQUgCEEBaiEIIAQgAUEBaiIBRw0ACyAGIQUgBCEBCyAHQQE2AgAgAyAFNgIADAELIANBADYCACAHIAg2AgALIAcgATYCBCAJKAIMIQACQAJAIAkoAghBAWsOAgQBAAsgA0EANgIcIANBwh42AhAgA0EXNgIMIAMgAEEBajYCFEEAIQIMAwsgA0EANgIcIAMgADYCFCADQdceNgIQIANBCTYCDEEAIQIMAgsgASAERgRAQSghAgwCCyADQQk2AgggAyABNgIEQSchAgwBCyABIARGBEBBASECDAELA0ACQAJAAkAgAS0AAEEKaw4EAAEBAAELIAFBAWohAQwBCyABQQFqIQEgAy0ALkEgcQ0AQQAhAiADQQA2AhwgAyABNgIUIANBoSE2AhAgA0EFNgIMDAILQQEhAiABIARHDQALCyAJQRBqJAAgAkUEQCADKAIMIQAMAQsgAyACNgIcQQAhACADKAIEIgFFDQAgAyABIAQgAygCCBEBACIBRQ0AIAMgBDYCFCADIAE2AgwgASEACyAAC74CAQJ/IABBADoAACAAQeQAaiIBQQFrQQA6AAAgAEEAOgACIABBADoAASABQQNrQQA6AAAgAUECa0EAOgAAIABBADoAAyABQQRrQQA6AABBACAAa0EDcSIBIABqIgBBADYCAEHkACABa0F8cSICIABqIgFBBGtBADYCAAJAIAJBCUkNACAAQQA2AgggAEEANgIEIAFBCGtBADYCACABQQxrQQA2AgAgAkEZSQ0AIABBADYCGCAAQQA2AhQgAEEANgIQIABBADYCDCABQRBrQQA2AgAgAUEUa0EANgIAIAFBGGtBADYCACABQRxrQQA2AgAgAiAAQQRxQRhyIgJrIgFBIEkNACAAIAJqIQADQCAAQgA3AxggAEIANwMQIABCADcDCCAAQgA3AwAgAEEgaiEAIAFBIGsiAUEfSw0ACwsLVgEBfwJAIAAoAgwNAAJAAkACQAJAIAAtADEOAwEAAwILIAAoAjgiAUUNACABKAIwIgFFDQAgACABEQAAIgENAwtBAA8LAAsgAEHKGTYCEEEOIQELIAELGgAgACgCDEUEQCAAQd4fNgIQIABBFTYCDAsLFAAgACgCDEEVRgRAIABBADYCDAsLFAAgACgCDEEWRgRAIABBADYCDAsLBwAgACgCDAsHACAAKAIQCwkAIAAgATYCEAsHACAAKAIUCysAAkAgAEEnTw0AQv//////CSAArYhCAYNQDQAgAEECdEHQOGooAgAPCwALFwAgAEEvTwRAAAsgAEECdEHsOWooAgALvwkBAX9B9C0hAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HqLA8LQZgmDwtB7TEPC0GgNw8LQckpDwtBtCkPC0GWLQ8LQesrDwtBojUPC0HbNA8LQeApDwtB4yQPC0HVJA8LQe4kDwtB5iUPC0HKNA8LQdA3DwtBqjUPC0H1LA8LQfYmDwtBgiIPC0HyMw8LQb4oDwtB5zcPC0HNIQ8LQcAhDwtBuCUPC0HLJQ8LQZYkDwtBjzQPC0HNNQ8LQd0qDwtB7jMPC0GcNA8LQZ4xDwtB9DUPC0HlIg8LQa8lDwtBmTEPC0GyNg8LQfk2DwtBxDIPC0HdLA8LQYIxDwtBwTEPC0GNNw8LQckkDwtB7DYPC0HnKg8LQcgjDwtB4iEPC0HJNw8LQaUiDwtBlCIPC0HbNg8LQd41DwtBhiYPC0G8Kw8LQYsyDwtBoCMPC0H2MA8LQYAsDwtBiSsPC0GkJg8LQfIjDwtBgSgPC0GrMg8LQesnDwtBwjYPC0GiJA8LQc8qDwtB3CMPC0GHJw8LQeQ0DwtBtyIPC0GtMQ8LQdUiDwtBrzQPC0HeJg8LQdYyDwtB9DQPC0GBOA8LQfQ3DwtBkjYPC0GdJw8LQYIpDwtBjSMPC0HXMQ8LQb01DwtBtDcPC0HYMA8LQbYnDwtBmjgPC0GnKg8LQcQnDwtBriMPC0H1Ig8LAAtByiYhAQsgAQsXACAAIAAvAS5B/v8DcSABQQBHcjsBLgsaACAAIAAvAS5B/f8DcSABQQBHQQF0cjsBLgsaACAAIAAvAS5B+/8DcSABQQBHQQJ0cjsBLgsaACAAIAAvAS5B9/8DcSABQQBHQQN0cjsBLgsaACAAIAAvAS5B7/8DcSABQQBHQQR0cjsBLgsaACAAIAAvAS5B3/8DcSABQQBHQQV0cjsBLgsaACAAIAAvAS5Bv/8DcSABQQBHQQZ0cjsBLgsaACAAIAAvAS5B//4DcSABQQBHQQd0cjsBLgsaACAAIAAvAS5B//0DcSABQQBHQQh0cjsBLgsaACAAIAAvAS5B//sDcSABQQBHQQl0cjsBLgs+AQJ/AkAgACgCOCIDRQ0AIAMoAgQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQeESNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAggiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQfwRNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAgwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQewKNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhAiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQfoeNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQcsQNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhgiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQbcfNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQb8VNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQf4INgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiAiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQYwdNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQeYVNgIQQRghBAsgBAs4ACAAAn8gAC8BMkEUcUEURgRAQQEgAC0AKEEBRg0BGiAALwE0QeUARgwBCyAALQApQQVGCzoAMAtZAQJ/AkAgAC0AKEEBRg0AIAAvATQiAUHkAGtB5ABJDQAgAUHMAUYNACABQbACRg0AIAAvATIiAEHAAHENAEEBIQIgAEGIBHFBgARGDQAgAEEocUUhAgsgAguMAQECfwJAAkACQCAALQAqRQ0AIAAtACtFDQAgAC8BMiIBQQJxRQ0BDAILIAAvATIiAUEBcUUNAQtBASECIAAtAChBAUYNACAALwE0IgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNACABQcAAcQ0AQQAhAiABQYgEcUGABEYNACABQShxQQBHIQILIAILcwAgAEEQav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAP0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEEwav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEEgav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEH9ATYCHAsGACAAEDoLmi0BC38jAEEQayIKJABB3NUAKAIAIglFBEBBnNkAKAIAIgVFBEBBqNkAQn83AgBBoNkAQoCAhICAgMAANwIAQZzZACAKQQhqQXBxQdiq1aoFcyIFNgIAQbDZAEEANgIAQYDZAEEANgIAC0GE2QBBwNkENgIAQdTVAEHA2QQ2AgBB6NUAIAU2AgBB5NUAQX82AgBBiNkAQcCmAzYCAANAIAFBgNYAaiABQfTVAGoiAjYCACACIAFB7NUAaiIDNgIAIAFB+NUAaiADNgIAIAFBiNYAaiABQfzVAGoiAzYCACADIAI2AgAgAUGQ1gBqIAFBhNYAaiICNgIAIAIgAzYCACABQYzWAGogAjYCACABQSBqIgFBgAJHDQALQczZBEGBpgM2AgBB4NUAQazZACgCADYCAEHQ1QBBgKYDNgIAQdzVAEHI2QQ2AgBBzP8HQTg2AgBByNkEIQkLAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEHsAU0EQEHE1QAoAgAiBkEQIABBE2pBcHEgAEELSRsiBEEDdiIAdiIBQQNxBEACQCABQQFxIAByQQFzIgJBA3QiAEHs1QBqIgEgAEH01QBqKAIAIgAoAggiA0YEQEHE1QAgBkF+IAJ3cTYCAAwBCyABIAM2AgggAyABNgIMCyAAQQhqIQEgACACQQN0IgJBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMEQtBzNUAKAIAIgggBE8NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgBBA3QiAkHs1QBqIgEgAkH01QBqKAIAIgIoAggiA0YEQEHE1QAgBkF+IAB3cSIGNgIADAELIAEgAzYCCCADIAE2AgwLIAIgBEEDcjYCBCAAQQN0IgAgBGshBSAAIAJqIAU2AgAgAiAEaiIEIAVBAXI2AgQgCARAIAhBeHFB7NUAaiEAQdjVACgCACEDAn9BASAIQQN2dCIBIAZxRQRAQcTVACABIAZyNgIAIAAMAQsgACgCCAsiASADNgIMIAAgAzYCCCADIAA2AgwgAyABNgIICyACQQhqIQFB2NUAIAQ2AgBBzNUAIAU2AgAMEQtByNUAKAIAIgtFDQEgC2hBAnRB9NcAaigCACIAKAIEQXhxIARrIQUgACECA0ACQCACKAIQIgFFBEAgAkEUaigCACIBRQ0BCyABKAIEQXhxIARrIgMgBUkhAiADIAUgAhshBSABIAAgAhshACABIQIMAQsLIAAoAhghCSAAKAIMIgMgAEcEQEHU1QAoAgAaIAMgACgCCCIBNgIIIAEgAzYCDAwQCyAAQRRqIgIoAgAiAUUEQCAAKAIQIgFFDQMgAEEQaiECCwNAIAIhByABIgNBFGoiAigCACIBDQAgA0EQaiECIAMoAhAiAQ0ACyAHQQA2AgAMDwtBfyEEIABBv39LDQAgAEETaiIBQXBxIQRByNUAKAIAIghFDQBBACAEayEFAkACQAJAAn9BACAEQYACSQ0AGkEfIARB////B0sNABogBEEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+agsiBkECdEH01wBqKAIAIgJFBEBBACEBQQAhAwwBC0EAIQEgBEEZIAZBAXZrQQAgBkEfRxt0IQBBACEDA0ACQCACKAIEQXhxIARrIgcgBU8NACACIQMgByIFDQBBACEFIAIhAQwDCyABIAJBFGooAgAiByAHIAIgAEEddkEEcWpBEGooAgAiAkYbIAEgBxshASAAQQF0IQAgAg0ACwsgASADckUEQEEAIQNBAiAGdCIAQQAgAGtyIAhxIgBFDQMgAGhBAnRB9NcAaigCACEBCyABRQ0BCwNAIAEoAgRBeHEgBGsiAiAFSSEAIAIgBSAAGyEFIAEgAyAAGyEDIAEoAhAiAAR/IAAFIAFBFGooAgALIgENAAsLIANFDQAgBUHM1QAoAgAgBGtPDQAgAygCGCEHIAMgAygCDCIARwRAQdTVACgCABogACADKAIIIgE2AgggASAANgIMDA4LIANBFGoiAigCACIBRQRAIAMoAhAiAUUNAyADQRBqIQILA0AgAiEGIAEiAEEUaiICKAIAIgENACAAQRBqIQIgACgCECIBDQALIAZBADYCAAwNC0HM1QAoAgAiAyAETwRAQdjVACgCACEBAkAgAyAEayICQRBPBEAgASAEaiIAIAJBAXI2AgQgASADaiACNgIAIAEgBEEDcjYCBAwBCyABIANBA3I2AgQgASADaiIAIAAoAgRBAXI2AgRBACEAQQAhAgtBzNUAIAI2AgBB2NUAIAA2AgAgAUEIaiEBDA8LQdDVACgCACIDIARLBEAgBCAJaiIAIAMgBGsiAUEBcjYCBEHc1QAgADYCAEHQ1QAgATYCACAJIARBA3I2AgQgCUEIaiEBDA8LQQAhASAEAn9BnNkAKAIABEBBpNkAKAIADAELQajZAEJ/NwIAQaDZAEKAgISAgIDAADcCAEGc2QAgCkEMakFwcUHYqtWqBXM2AgBBsNkAQQA2AgBBgNkAQQA2AgBBgIAECyIAIARBxwBqIgVqIgZBACAAayIHcSICTwRAQbTZAEEwNgIADA8LAkBB/NgAKAIAIgFFDQBB9NgAKAIAIgggAmohACAAIAFNIAAgCEtxDQBBACEBQbTZAEEwNgIADA8LQYDZAC0AAEEEcQ0EAkACQCAJBEBBhNkAIQEDQCABKAIAIgAgCU0EQCAAIAEoAgRqIAlLDQMLIAEoAggiAQ0ACwtBABA7IgBBf0YNBSACIQZBoNkAKAIAIgFBAWsiAyAAcQRAIAIgAGsgACADakEAIAFrcWohBgsgBCAGTw0FIAZB/v///wdLDQVB/NgAKAIAIgMEQEH02AAoAgAiByAGaiEBIAEgB00NBiABIANLDQYLIAYQOyIBIABHDQEMBwsgBiADayAHcSIGQf7///8HSw0EIAYQOyEAIAAgASgCACABKAIEakYNAyAAIQELAkAgBiAEQcgAak8NACABQX9GDQBBpNkAKAIAIgAgBSAGa2pBACAAa3EiAEH+////B0sEQCABIQAMBwsgABA7QX9HBEAgACAGaiEGIAEhAAwHC0EAIAZrEDsaDAQLIAEiAEF/Rw0FDAMLQQAhAwwMC0EAIQAMCgsgAEF/Rw0CC0GA2QBBgNkAKAIAQQRyNgIACyACQf7///8HSw0BIAIQOyEAQQAQOyEBIABBf0YNASABQX9GDQEgACABTw0BIAEgAGsiBiAEQThqTQ0BC0H02ABB9NgAKAIAIAZqIgE2AgBB+NgAKAIAIAFJBEBB+NgAIAE2AgALAkACQAJAQdzVACgCACICBEBBhNkAIQEDQCAAIAEoAgAiAyABKAIEIgVqRg0CIAEoAggiAQ0ACwwCC0HU1QAoAgAiAUEARyAAIAFPcUUEQEHU1QAgADYCAAtBACEBQYjZACAGNgIAQYTZACAANgIAQeTVAEF/NgIAQejVAEGc2QAoAgA2AgBBkNkAQQA2AgADQCABQYDWAGogAUH01QBqIgI2AgAgAiABQezVAGoiAzYCACABQfjVAGogAzYCACABQYjWAGogAUH81QBqIgM2AgAgAyACNgIAIAFBkNYAaiABQYTWAGoiAjYCACACIAM2AgAgAUGM1gBqIAI2AgAgAUEgaiIBQYACRw0AC0F4IABrQQ9xIgEgAGoiAiAGQThrIgMgAWsiAUEBcjYCBEHg1QBBrNkAKAIANgIAQdDVACABNgIAQdzVACACNgIAIAAgA2pBODYCBAwCCyAAIAJNDQAgAiADSQ0AIAEoAgxBCHENAEF4IAJrQQ9xIgAgAmoiA0HQ1QAoAgAgBmoiByAAayIAQQFyNgIEIAEgBSAGajYCBEHg1QBBrNkAKAIANgIAQdDVACAANgIAQdzVACADNgIAIAIgB2pBODYCBAwBCyAAQdTVACgCAEkEQEHU1QAgADYCAAsgACAGaiEDQYTZACEBAkACQAJAA0AgAyABKAIARwRAIAEoAggiAQ0BDAILCyABLQAMQQhxRQ0BC0GE2QAhAQNAIAEoAgAiAyACTQRAIAMgASgCBGoiBSACSw0DCyABKAIIIQEMAAsACyABIAA2AgAgASABKAIEIAZqNgIEIABBeCAAa0EPcWoiCSAEQQNyNgIEIANBeCADa0EPcWoiBiAEIAlqIgRrIQEgAiAGRgRAQdzVACAENgIAQdDVAEHQ1QAoAgAgAWoiADYCACAEIABBAXI2AgQMCAtB2NUAKAIAIAZGBEBB2NUAIAQ2AgBBzNUAQczVACgCACABaiIANgIAIAQgAEEBcjYCBCAAIARqIAA2AgAMCAsgBigCBCIFQQNxQQFHDQYgBUF4cSEIIAVB/wFNBEAgBUEDdiEDIAYoAggiACAGKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwHCyACIAA2AgggACACNgIMDAYLIAYoAhghByAGIAYoAgwiAEcEQCAAIAYoAggiAjYCCCACIAA2AgwMBQsgBkEUaiICKAIAIgVFBEAgBigCECIFRQ0EIAZBEGohAgsDQCACIQMgBSIAQRRqIgIoAgAiBQ0AIABBEGohAiAAKAIQIgUNAAsgA0EANgIADAQLQXggAGtBD3EiASAAaiIHIAZBOGsiAyABayIBQQFyNgIEIAAgA2pBODYCBCACIAVBNyAFa0EPcWpBP2siAyADIAJBEGpJGyIDQSM2AgRB4NUAQazZACgCADYCAEHQ1QAgATYCAEHc1QAgBzYCACADQRBqQYzZACkCADcCACADQYTZACkCADcCCEGM2QAgA0EIajYCAEGI2QAgBjYCAEGE2QAgADYCAEGQ2QBBADYCACADQSRqIQEDQCABQQc2AgAgBSABQQRqIgFLDQALIAIgA0YNACADIAMoAgRBfnE2AgQgAyADIAJrIgU2AgAgAiAFQQFyNgIEIAVB/wFNBEAgBUF4cUHs1QBqIQACf0HE1QAoAgAiAUEBIAVBA3Z0IgNxRQRAQcTVACABIANyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRB9NcAaiEAQcjVACgCACIDQQEgAXQiBnFFBEAgACACNgIAQcjVACADIAZyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhAwJAA0AgAyIAKAIEQXhxIAVGDQEgAUEddiEDIAFBAXQhASAAIANBBHFqQRBqIgYoAgAiAw0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIIC0HQ1QAoAgAiASAETQ0AQdzVACgCACIAIARqIgIgASAEayIBQQFyNgIEQdDVACABNgIAQdzVACACNgIAIAAgBEEDcjYCBCAAQQhqIQEMCAtBACEBQbTZAEEwNgIADAcLQQAhAAsgB0UNAAJAIAYoAhwiAkECdEH01wBqIgMoAgAgBkYEQCADIAA2AgAgAA0BQcjVAEHI1QAoAgBBfiACd3E2AgAMAgsgB0EQQRQgBygCECAGRhtqIAA2AgAgAEUNAQsgACAHNgIYIAYoAhAiAgRAIAAgAjYCECACIAA2AhgLIAZBFGooAgAiAkUNACAAQRRqIAI2AgAgAiAANgIYCyABIAhqIQEgBiAIaiIGKAIEIQULIAYgBUF+cTYCBCABIARqIAE2AgAgBCABQQFyNgIEIAFB/wFNBEAgAUF4cUHs1QBqIQACf0HE1QAoAgAiAkEBIAFBA3Z0IgFxRQRAQcTVACABIAJyNgIAIAAMAQsgACgCCAsiASAENgIMIAAgBDYCCCAEIAA2AgwgBCABNgIIDAELQR8hBSABQf///wdNBEAgAUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEFCyAEIAU2AhwgBEIANwIQIAVBAnRB9NcAaiEAQcjVACgCACICQQEgBXQiA3FFBEAgACAENgIAQcjVACACIANyNgIAIAQgADYCGCAEIAQ2AgggBCAENgIMDAELIAFBGSAFQQF2a0EAIAVBH0cbdCEFIAAoAgAhAAJAA0AgACICKAIEQXhxIAFGDQEgBUEddiEAIAVBAXQhBSACIABBBHFqQRBqIgMoAgAiAA0ACyADIAQ2AgAgBCACNgIYIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAJQQhqIQEMAgsCQCAHRQ0AAkAgAygCHCIBQQJ0QfTXAGoiAigCACADRgRAIAIgADYCACAADQFByNUAIAhBfiABd3EiCDYCAAwCCyAHQRBBFCAHKAIQIANGG2ogADYCACAARQ0BCyAAIAc2AhggAygCECIBBEAgACABNgIQIAEgADYCGAsgA0EUaigCACIBRQ0AIABBFGogATYCACABIAA2AhgLAkAgBUEPTQRAIAMgBCAFaiIAQQNyNgIEIAAgA2oiACAAKAIEQQFyNgIEDAELIAMgBGoiAiAFQQFyNgIEIAMgBEEDcjYCBCACIAVqIAU2AgAgBUH/AU0EQCAFQXhxQezVAGohAAJ/QcTVACgCACIBQQEgBUEDdnQiBXFFBEBBxNUAIAEgBXI2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEH01wBqIQBBASABdCIEIAhxRQRAIAAgAjYCAEHI1QAgBCAIcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQQCQANAIAQiACgCBEF4cSAFRg0BIAFBHXYhBCABQQF0IQEgACAEQQRxakEQaiIGKAIAIgQNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAsgA0EIaiEBDAELAkAgCUUNAAJAIAAoAhwiAUECdEH01wBqIgIoAgAgAEYEQCACIAM2AgAgAw0BQcjVACALQX4gAXdxNgIADAILIAlBEEEUIAkoAhAgAEYbaiADNgIAIANFDQELIAMgCTYCGCAAKAIQIgEEQCADIAE2AhAgASADNgIYCyAAQRRqKAIAIgFFDQAgA0EUaiABNgIAIAEgAzYCGAsCQCAFQQ9NBEAgACAEIAVqIgFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQsgACAEaiIHIAVBAXI2AgQgACAEQQNyNgIEIAUgB2ogBTYCACAIBEAgCEF4cUHs1QBqIQFB2NUAKAIAIQMCf0EBIAhBA3Z0IgIgBnFFBEBBxNUAIAIgBnI2AgAgAQwBCyABKAIICyICIAM2AgwgASADNgIIIAMgATYCDCADIAI2AggLQdjVACAHNgIAQczVACAFNgIACyAAQQhqIQELIApBEGokACABC0MAIABFBEA/AEEQdA8LAkAgAEH//wNxDQAgAEEASA0AIABBEHZAACIAQX9GBEBBtNkAQTA2AgBBfw8LIABBEHQPCwALC5lCIgBBgAgLDQEAAAAAAAAAAgAAAAMAQZgICwUEAAAABQBBqAgLCQYAAAAHAAAACABB5AgLwjJJbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBFeHBlY3RlZCBMRiBhZnRlciBoZWFkZXJzAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMAVXNlciBjYWxsYmFjayBlcnJvcgBgb25fcmVzZXRgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19oZWFkZXJgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2JlZ2luYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlYCBjYWxsYmFjayBlcnJvcgBgb25fc3RhdHVzX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdmVyc2lvbl9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3VybF9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3Byb3RvY29sX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fcHJvdG9jb2wARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgAVHJhbnNmZXItRW5jb2RpbmcgY2FuJ3QgYmUgcHJlc2VudCB3aXRoIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgc2l6ZQBFeHBlY3RlZCBMRiBhZnRlciBjaHVuayBzaXplAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBVbmV4cGVjdGVkIHdoaXRlc3BhY2UgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciBjaHVuayBleHRlbnNpb24gdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIHF1b3RlZC1wYWlyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAFBhdXNlZCBieSBvbl9oZWFkZXJzX2NvbXBsZXRlAEludmFsaWQgRU9GIHN0YXRlAG9uX3Jlc2V0IHBhdXNlAG9uX2NodW5rX2hlYWRlciBwYXVzZQBvbl9tZXNzYWdlX2JlZ2luIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZSBwYXVzZQBvbl9zdGF0dXNfY29tcGxldGUgcGF1c2UAb25fdmVyc2lvbl9jb21wbGV0ZSBwYXVzZQBvbl91cmxfY29tcGxldGUgcGF1c2UAb25fcHJvdG9jb2xfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX3ZhbHVlX2NvbXBsZXRlIHBhdXNlAG9uX21lc3NhZ2VfY29tcGxldGUgcGF1c2UAb25fbWV0aG9kX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl9maWVsZF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fbmFtZSBwYXVzZQBVbmV4cGVjdGVkIHNwYWNlIGFmdGVyIHN0YXJ0IGxpbmUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciByZXNwb25zZSBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgZXh0ZW5zaW9uIG5hbWUASW52YWxpZCBzdGF0dXMgY29kZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABNaXNzaW5nIGV4cGVjdGVkIENSIGFmdGVyIGNodW5rIGRhdGEARXhwZWN0ZWQgTEYgYWZ0ZXIgY2h1bmsgZGF0YQBVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AARGF0YSBhZnRlciBgQ29ubmVjdGlvbjogY2xvc2VgAFNXSVRDSF9QUk9YWQBVU0VfUFJPWFkATUtBQ1RJVklUWQBVTlBST0NFU1NBQkxFX0VOVElUWQBRVUVSWQBDT1BZAE1PVkVEX1BFUk1BTkVOVExZAFRPT19FQVJMWQBOT1RJRlkARkFJTEVEX0RFUEVOREVOQ1kAQkFEX0dBVEVXQVkAUExBWQBQVVQAQ0hFQ0tPVVQAR0FURVdBWV9USU1FT1VUAFJFUVVFU1RfVElNRU9VVABORVRXT1JLX0NPTk5FQ1RfVElNRU9VVABDT05ORUNUSU9OX1RJTUVPVVQATE9HSU5fVElNRU9VVABORVRXT1JLX1JFQURfVElNRU9VVABQT1NUAE1JU0RJUkVDVEVEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfTE9BRF9CQUxBTkNFRF9SRVFVRVNUAEJBRF9SRVFVRVNUAEhUVFBfUkVRVUVTVF9TRU5UX1RPX0hUVFBTX1BPUlQAUkVQT1JUAElNX0FfVEVBUE9UAFJFU0VUX0NPTlRFTlQATk9fQ09OVEVOVABQQVJUSUFMX0NPTlRFTlQASFBFX0lOVkFMSURfQ09OU1RBTlQASFBFX0NCX1JFU0VUAEdFVABIUEVfU1RSSUNUAENPTkZMSUNUAFRFTVBPUkFSWV9SRURJUkVDVABQRVJNQU5FTlRfUkVESVJFQ1QAQ09OTkVDVABNVUxUSV9TVEFUVVMASFBFX0lOVkFMSURfU1RBVFVTAFRPT19NQU5ZX1JFUVVFU1RTAEVBUkxZX0hJTlRTAFVOQVZBSUxBQkxFX0ZPUl9MRUdBTF9SRUFTT05TAE9QVElPTlMAU1dJVENISU5HX1BST1RPQ09MUwBWQVJJQU5UX0FMU09fTkVHT1RJQVRFUwBNVUxUSVBMRV9DSE9JQ0VTAElOVEVSTkFMX1NFUlZFUl9FUlJPUgBXRUJfU0VSVkVSX1VOS05PV05fRVJST1IAUkFJTEdVTl9FUlJPUgBJREVOVElUWV9QUk9WSURFUl9BVVRIRU5USUNBVElPTl9FUlJPUgBTU0xfQ0VSVElGSUNBVEVfRVJST1IASU5WQUxJRF9YX0ZPUldBUkRFRF9GT1IAU0VUX1BBUkFNRVRFUgBHRVRfUEFSQU1FVEVSAEhQRV9VU0VSAFNFRV9PVEhFUgBIUEVfQ0JfQ0hVTktfSEVBREVSAEV4cGVjdGVkIExGIGFmdGVyIENSAE1LQ0FMRU5EQVIAU0VUVVAAV0VCX1NFUlZFUl9JU19ET1dOAFRFQVJET1dOAEhQRV9DTE9TRURfQ09OTkVDVElPTgBIRVVSSVNUSUNfRVhQSVJBVElPTgBESVNDT05ORUNURURfT1BFUkFUSU9OAE5PTl9BVVRIT1JJVEFUSVZFX0lORk9STUFUSU9OAEhQRV9JTlZBTElEX1ZFUlNJT04ASFBFX0NCX01FU1NBR0VfQkVHSU4AU0lURV9JU19GUk9aRU4ASFBFX0lOVkFMSURfSEVBREVSX1RPS0VOAElOVkFMSURfVE9LRU4ARk9SQklEREVOAEVOSEFOQ0VfWU9VUl9DQUxNAEhQRV9JTlZBTElEX1VSTABCTE9DS0VEX0JZX1BBUkVOVEFMX0NPTlRST0wATUtDT0wAQUNMAEhQRV9JTlRFUk5BTABSRVFVRVNUX0hFQURFUl9GSUVMRFNfVE9PX0xBUkdFX1VOT0ZGSUNJQUwASFBFX09LAFVOTElOSwBVTkxPQ0sAUFJJAFJFVFJZX1dJVEgASFBFX0lOVkFMSURfQ09OVEVOVF9MRU5HVEgASFBFX1VORVhQRUNURURfQ09OVEVOVF9MRU5HVEgARkxVU0gAUFJPUFBBVENIAE0tU0VBUkNIAFVSSV9UT09fTE9ORwBQUk9DRVNTSU5HAE1JU0NFTExBTkVPVVNfUEVSU0lTVEVOVF9XQVJOSU5HAE1JU0NFTExBTkVPVVNfV0FSTklORwBIUEVfSU5WQUxJRF9UUkFOU0ZFUl9FTkNPRElORwBFeHBlY3RlZCBDUkxGAEhQRV9JTlZBTElEX0NIVU5LX1NJWkUATU9WRQBDT05USU5VRQBIUEVfQ0JfU1RBVFVTX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJTX0NPTVBMRVRFAEhQRV9DQl9WRVJTSU9OX0NPTVBMRVRFAEhQRV9DQl9VUkxfQ09NUExFVEUASFBFX0NCX1BST1RPQ09MX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8sIFJUU1AvIG9yIElDRS8A5xUAAK8VAACkEgAAkhoAACYWAACeFAAA2xkAAHkVAAB+EgAA/hQAADYVAAALFgAA2BYAAPMSAABCGAAArBYAABIVAAAUFwAA7xcAAEgUAABxFwAAshoAAGsZAAB+GQAANRQAAIIaAABEFwAA/RYAAB4YAACHFwAAqhkAAJMSAAAHGAAALBcAAMoXAACkFwAA5xUAAOcVAABYFwAAOxgAAKASAAAtHAAAwxEAAEgRAADeEgAAQhMAAKQZAAD9EAAA9xUAAKUVAADvFgAA+BkAAEoWAABWFgAA9RUAAAoaAAAIGgAAARoAAKsVAABCEgAA1xAAAEwRAAAFGQAAVBYAAB4RAADKGQAAyBkAAE4WAAD/GAAAcRQAAPAVAADuFQAAlBkAAPwVAAC/GQAAmxkAAHwUAABDEQAAcBgAAJUUAAAnFAAAGRQAANUSAADUGQAARBYAAPcQAEG5OwsBAQBB0DsL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBuj0LBAEAAAIAQdE9C14DBAMDAwMDAAADAwADAwADAwMDAwMDAwMDAAUAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAwADAEG6PwsEAQAAAgBB0T8LXgMAAwMDAwMAAAMDAAMDAAMDAwMDAwMDAwMABAAFAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwADAAMAQbDBAAsNbG9zZWVlcC1hbGl2ZQBBycEACwEBAEHgwQAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBycMACwEBAEHgwwAL5wEBAQEBAQEBAQEBAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAWNodW5rZWQAQfHFAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBB0McACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQYDIAAsgcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQpTTQ0KDQoAQanIAAsFAQIAAQMAQcDIAAtfBAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanKAAsFAQIAAQMAQcDKAAtfBAUFBgUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanMAAsEAQAAAQBBwcwAC14CAgACAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAEGpzgALBQECAAEDAEHAzgALXwQFAAAFBQUFBQUFBQUFBQYFBQUFBQUFBQUFBQUABQAHCAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQAFAAUABQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAAAAFAEGp0AALBQEBAAEBAEHA0AALAQEAQdrQAAtBAgAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQanSAAsFAQEAAQEAQcDSAAsBAQBBytIACwYCAAAAAAIAQeHSAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBBoNQAC50BTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRVVFUllPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFVFRQQ0VUU1BBRFRQLw==";
    var wasmBuffer;
    Object.defineProperty(module2, "exports", {
      get: /* @__PURE__ */ __name(() => {
        return wasmBuffer ? wasmBuffer : wasmBuffer = Buffer2.from(wasmBase64, "base64");
      }, "get")
    });
  }
});

// node_modules/undici/lib/web/fetch/constants.js
var require_constants3 = __commonJS({
  "node_modules/undici/lib/web/fetch/constants.js"(exports2, module2) {
    "use strict";
    var corsSafeListedMethods = (
      /** @type {const} */
      ["GET", "HEAD", "POST"]
    );
    var corsSafeListedMethodsSet = new Set(corsSafeListedMethods);
    var nullBodyStatus = (
      /** @type {const} */
      [101, 204, 205, 304]
    );
    var redirectStatus = (
      /** @type {const} */
      [301, 302, 303, 307, 308]
    );
    var redirectStatusSet = new Set(redirectStatus);
    var badPorts = (
      /** @type {const} */
      [
        "1",
        "7",
        "9",
        "11",
        "13",
        "15",
        "17",
        "19",
        "20",
        "21",
        "22",
        "23",
        "25",
        "37",
        "42",
        "43",
        "53",
        "69",
        "77",
        "79",
        "87",
        "95",
        "101",
        "102",
        "103",
        "104",
        "109",
        "110",
        "111",
        "113",
        "115",
        "117",
        "119",
        "123",
        "135",
        "137",
        "139",
        "143",
        "161",
        "179",
        "389",
        "427",
        "465",
        "512",
        "513",
        "514",
        "515",
        "526",
        "530",
        "531",
        "532",
        "540",
        "548",
        "554",
        "556",
        "563",
        "587",
        "601",
        "636",
        "989",
        "990",
        "993",
        "995",
        "1719",
        "1720",
        "1723",
        "2049",
        "3659",
        "4045",
        "4190",
        "5060",
        "5061",
        "6000",
        "6566",
        "6665",
        "6666",
        "6667",
        "6668",
        "6669",
        "6679",
        "6697",
        "10080"
      ]
    );
    var badPortsSet = new Set(badPorts);
    var referrerPolicyTokens = (
      /** @type {const} */
      [
        "no-referrer",
        "no-referrer-when-downgrade",
        "same-origin",
        "origin",
        "strict-origin",
        "origin-when-cross-origin",
        "strict-origin-when-cross-origin",
        "unsafe-url"
      ]
    );
    var referrerPolicy = (
      /** @type {const} */
      [
        "",
        ...referrerPolicyTokens
      ]
    );
    var referrerPolicyTokensSet = new Set(referrerPolicyTokens);
    var requestRedirect = (
      /** @type {const} */
      ["follow", "manual", "error"]
    );
    var safeMethods = (
      /** @type {const} */
      ["GET", "HEAD", "OPTIONS", "TRACE"]
    );
    var safeMethodsSet = new Set(safeMethods);
    var requestMode = (
      /** @type {const} */
      ["navigate", "same-origin", "no-cors", "cors"]
    );
    var requestCredentials = (
      /** @type {const} */
      ["omit", "same-origin", "include"]
    );
    var requestCache = (
      /** @type {const} */
      [
        "default",
        "no-store",
        "reload",
        "no-cache",
        "force-cache",
        "only-if-cached"
      ]
    );
    var requestBodyHeader = (
      /** @type {const} */
      [
        "content-encoding",
        "content-language",
        "content-location",
        "content-type",
        // See https://github.com/nodejs/undici/issues/2021
        // 'Content-Length' is a forbidden header name, which is typically
        // removed in the Headers implementation. However, undici doesn't
        // filter out headers, so we add it here.
        "content-length"
      ]
    );
    var requestDuplex = (
      /** @type {const} */
      [
        "half"
      ]
    );
    var forbiddenMethods = (
      /** @type {const} */
      ["CONNECT", "TRACE", "TRACK"]
    );
    var forbiddenMethodsSet = new Set(forbiddenMethods);
    var subresource = (
      /** @type {const} */
      [
        "audio",
        "audioworklet",
        "font",
        "image",
        "manifest",
        "paintworklet",
        "script",
        "style",
        "track",
        "video",
        "xslt",
        ""
      ]
    );
    var subresourceSet = new Set(subresource);
    module2.exports = {
      subresource,
      forbiddenMethods,
      requestBodyHeader,
      referrerPolicy,
      requestRedirect,
      requestMode,
      requestCredentials,
      requestCache,
      redirectStatus,
      corsSafeListedMethods,
      nullBodyStatus,
      safeMethods,
      badPorts,
      requestDuplex,
      subresourceSet,
      badPortsSet,
      redirectStatusSet,
      corsSafeListedMethodsSet,
      safeMethodsSet,
      forbiddenMethodsSet,
      referrerPolicyTokens: referrerPolicyTokensSet
    };
  }
});

// node_modules/undici/lib/web/fetch/global.js
var require_global = __commonJS({
  "node_modules/undici/lib/web/fetch/global.js"(exports2, module2) {
    "use strict";
    var globalOrigin = /* @__PURE__ */ Symbol.for("undici.globalOrigin.1");
    function getGlobalOrigin() {
      return globalThis[globalOrigin];
    }
    __name(getGlobalOrigin, "getGlobalOrigin");
    function setGlobalOrigin(newOrigin) {
      if (newOrigin === void 0) {
        Object.defineProperty(globalThis, globalOrigin, {
          value: void 0,
          writable: true,
          enumerable: false,
          configurable: false
        });
        return;
      }
      const parsedURL = new URL(newOrigin);
      if (parsedURL.protocol !== "http:" && parsedURL.protocol !== "https:") {
        throw new TypeError(`Only http & https urls are allowed, received ${parsedURL.protocol}`);
      }
      Object.defineProperty(globalThis, globalOrigin, {
        value: parsedURL,
        writable: true,
        enumerable: false,
        configurable: false
      });
    }
    __name(setGlobalOrigin, "setGlobalOrigin");
    module2.exports = {
      getGlobalOrigin,
      setGlobalOrigin
    };
  }
});

// node_modules/undici/lib/encoding/index.js
var require_encoding = __commonJS({
  "node_modules/undici/lib/encoding/index.js"(exports2, module2) {
    "use strict";
    var textDecoder = new TextDecoder();
    function utf8DecodeBytes(buffer) {
      if (buffer.length === 0) {
        return "";
      }
      if (buffer[0] === 239 && buffer[1] === 187 && buffer[2] === 191) {
        buffer = buffer.subarray(3);
      }
      const output2 = textDecoder.decode(buffer);
      return output2;
    }
    __name(utf8DecodeBytes, "utf8DecodeBytes");
    module2.exports = {
      utf8DecodeBytes
    };
  }
});

// node_modules/undici/lib/web/infra/index.js
var require_infra = __commonJS({
  "node_modules/undici/lib/web/infra/index.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { utf8DecodeBytes } = require_encoding();
    function collectASequenceOfCodePoints(condition, input, position) {
      let result = "";
      while (position.position < input.length && condition(input[position.position])) {
        result += input[position.position];
        position.position++;
      }
      return result;
    }
    __name(collectASequenceOfCodePoints, "collectASequenceOfCodePoints");
    function collectASequenceOfCodePointsFast(char, input, position) {
      const idx = input.indexOf(char, position.position);
      const start2 = position.position;
      if (idx === -1) {
        position.position = input.length;
        return input.slice(start2);
      }
      position.position = idx;
      return input.slice(start2, position.position);
    }
    __name(collectASequenceOfCodePointsFast, "collectASequenceOfCodePointsFast");
    var ASCII_WHITESPACE_REPLACE_REGEX = /[\u0009\u000A\u000C\u000D\u0020]/g;
    var nonASCIIRegex = /[^\x00-\x7F]/;
    function asciiLowercase(str) {
      return nonASCIIRegex.test(str) ? str.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()) : str.toLowerCase();
    }
    __name(asciiLowercase, "asciiLowercase");
    function forgivingBase64(data) {
      data = data.replace(ASCII_WHITESPACE_REPLACE_REGEX, "");
      let dataLength = data.length;
      if (dataLength % 4 === 0) {
        if (data.charCodeAt(dataLength - 1) === 61) {
          --dataLength;
          if (data.charCodeAt(dataLength - 1) === 61) {
            --dataLength;
          }
        }
      }
      if (dataLength % 4 === 1) {
        return "failure";
      }
      if (/[^+/0-9A-Za-z]/.test(data.length === dataLength ? data : data.substring(0, dataLength))) {
        return "failure";
      }
      const buffer = Buffer.from(data, "base64");
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    }
    __name(forgivingBase64, "forgivingBase64");
    function isASCIIWhitespace(char) {
      return char === 9 || // \t
      char === 10 || // \n
      char === 12 || // \f
      char === 13 || // \r
      char === 32;
    }
    __name(isASCIIWhitespace, "isASCIIWhitespace");
    function isomorphicDecode(input) {
      const length = input.length;
      if ((2 << 15) - 1 > length) {
        return String.fromCharCode.apply(null, input);
      }
      let result = "";
      let i = 0;
      let addition = (2 << 15) - 1;
      while (i < length) {
        if (i + addition > length) {
          addition = length - i;
        }
        result += String.fromCharCode.apply(null, input.subarray(i, i += addition));
      }
      return result;
    }
    __name(isomorphicDecode, "isomorphicDecode");
    var invalidIsomorphicEncodeValueRegex = /[^\x00-\xFF]/;
    function isomorphicEncode(input) {
      assert(!invalidIsomorphicEncodeValueRegex.test(input));
      return input;
    }
    __name(isomorphicEncode, "isomorphicEncode");
    function parseJSONFromBytes(bytes) {
      return JSON.parse(utf8DecodeBytes(bytes));
    }
    __name(parseJSONFromBytes, "parseJSONFromBytes");
    function removeASCIIWhitespace(str, leading = true, trailing = true) {
      return removeChars(str, leading, trailing, isASCIIWhitespace);
    }
    __name(removeASCIIWhitespace, "removeASCIIWhitespace");
    function removeChars(str, leading, trailing, predicate) {
      let lead = 0;
      let trail = str.length - 1;
      if (leading) {
        while (lead < str.length && predicate(str.charCodeAt(lead))) lead++;
      }
      if (trailing) {
        while (trail > 0 && predicate(str.charCodeAt(trail))) trail--;
      }
      return lead === 0 && trail === str.length - 1 ? str : str.slice(lead, trail + 1);
    }
    __name(removeChars, "removeChars");
    function serializeJavascriptValueToJSONString(value) {
      const result = JSON.stringify(value);
      if (result === void 0) {
        throw new TypeError("Value is not JSON serializable");
      }
      assert(typeof result === "string");
      return result;
    }
    __name(serializeJavascriptValueToJSONString, "serializeJavascriptValueToJSONString");
    module2.exports = {
      asciiLowercase,
      collectASequenceOfCodePoints,
      collectASequenceOfCodePointsFast,
      forgivingBase64,
      isASCIIWhitespace,
      isomorphicDecode,
      isomorphicEncode,
      parseJSONFromBytes,
      removeASCIIWhitespace,
      removeChars,
      serializeJavascriptValueToJSONString
    };
  }
});

// node_modules/undici/lib/web/fetch/data-url.js
var require_data_url = __commonJS({
  "node_modules/undici/lib/web/fetch/data-url.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { forgivingBase64, collectASequenceOfCodePoints, collectASequenceOfCodePointsFast, isomorphicDecode, removeASCIIWhitespace, removeChars } = require_infra();
    var encoder = new TextEncoder();
    var HTTP_TOKEN_CODEPOINTS = /^[-!#$%&'*+.^_|~A-Za-z0-9]+$/u;
    var HTTP_WHITESPACE_REGEX = /[\u000A\u000D\u0009\u0020]/u;
    var HTTP_QUOTED_STRING_TOKENS = /^[\u0009\u0020-\u007E\u0080-\u00FF]+$/u;
    function dataURLProcessor(dataURL) {
      assert(dataURL.protocol === "data:");
      let input = URLSerializer(dataURL, true);
      input = input.slice(5);
      const position = { position: 0 };
      let mimeType = collectASequenceOfCodePointsFast(
        ",",
        input,
        position
      );
      const mimeTypeLength = mimeType.length;
      mimeType = removeASCIIWhitespace(mimeType, true, true);
      if (position.position >= input.length) {
        return "failure";
      }
      position.position++;
      const encodedBody = input.slice(mimeTypeLength + 1);
      let body = stringPercentDecode(encodedBody);
      if (/;(?:\u0020*)base64$/ui.test(mimeType)) {
        const stringBody = isomorphicDecode(body);
        body = forgivingBase64(stringBody);
        if (body === "failure") {
          return "failure";
        }
        mimeType = mimeType.slice(0, -6);
        mimeType = mimeType.replace(/(\u0020+)$/u, "");
        mimeType = mimeType.slice(0, -1);
      }
      if (mimeType.startsWith(";")) {
        mimeType = "text/plain" + mimeType;
      }
      let mimeTypeRecord = parseMIMEType(mimeType);
      if (mimeTypeRecord === "failure") {
        mimeTypeRecord = parseMIMEType("text/plain;charset=US-ASCII");
      }
      return { mimeType: mimeTypeRecord, body };
    }
    __name(dataURLProcessor, "dataURLProcessor");
    function URLSerializer(url, excludeFragment = false) {
      if (!excludeFragment) {
        return url.href;
      }
      const href = url.href;
      const hashLength = url.hash.length;
      const serialized = hashLength === 0 ? href : href.substring(0, href.length - hashLength);
      if (!hashLength && href.endsWith("#")) {
        return serialized.slice(0, -1);
      }
      return serialized;
    }
    __name(URLSerializer, "URLSerializer");
    function stringPercentDecode(input) {
      const bytes = encoder.encode(input);
      return percentDecode(bytes);
    }
    __name(stringPercentDecode, "stringPercentDecode");
    function isHexCharByte(byte) {
      return byte >= 48 && byte <= 57 || byte >= 65 && byte <= 70 || byte >= 97 && byte <= 102;
    }
    __name(isHexCharByte, "isHexCharByte");
    function hexByteToNumber(byte) {
      return (
        // 0-9
        byte >= 48 && byte <= 57 ? byte - 48 : (byte & 223) - 55
      );
    }
    __name(hexByteToNumber, "hexByteToNumber");
    function percentDecode(input) {
      const length = input.length;
      const output2 = new Uint8Array(length);
      let j = 0;
      let i = 0;
      while (i < length) {
        const byte = input[i];
        if (byte !== 37) {
          output2[j++] = byte;
        } else if (byte === 37 && !(isHexCharByte(input[i + 1]) && isHexCharByte(input[i + 2]))) {
          output2[j++] = 37;
        } else {
          output2[j++] = hexByteToNumber(input[i + 1]) << 4 | hexByteToNumber(input[i + 2]);
          i += 2;
        }
        ++i;
      }
      return length === j ? output2 : output2.subarray(0, j);
    }
    __name(percentDecode, "percentDecode");
    function parseMIMEType(input) {
      input = removeHTTPWhitespace(input, true, true);
      const position = { position: 0 };
      const type = collectASequenceOfCodePointsFast(
        "/",
        input,
        position
      );
      if (type.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(type)) {
        return "failure";
      }
      if (position.position >= input.length) {
        return "failure";
      }
      position.position++;
      let subtype = collectASequenceOfCodePointsFast(
        ";",
        input,
        position
      );
      subtype = removeHTTPWhitespace(subtype, false, true);
      if (subtype.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(subtype)) {
        return "failure";
      }
      const typeLowercase = type.toLowerCase();
      const subtypeLowercase = subtype.toLowerCase();
      const mimeType = {
        type: typeLowercase,
        subtype: subtypeLowercase,
        /** @type {Map<string, string>} */
        parameters: /* @__PURE__ */ new Map(),
        // https://mimesniff.spec.whatwg.org/#mime-type-essence
        essence: `${typeLowercase}/${subtypeLowercase}`
      };
      while (position.position < input.length) {
        position.position++;
        collectASequenceOfCodePoints(
          // https://fetch.spec.whatwg.org/#http-whitespace
          (char) => HTTP_WHITESPACE_REGEX.test(char),
          input,
          position
        );
        let parameterName = collectASequenceOfCodePoints(
          (char) => char !== ";" && char !== "=",
          input,
          position
        );
        parameterName = parameterName.toLowerCase();
        if (position.position < input.length) {
          if (input[position.position] === ";") {
            continue;
          }
          position.position++;
        }
        if (position.position >= input.length) {
          break;
        }
        let parameterValue = null;
        if (input[position.position] === '"') {
          parameterValue = collectAnHTTPQuotedString(input, position, true);
          collectASequenceOfCodePointsFast(
            ";",
            input,
            position
          );
        } else {
          parameterValue = collectASequenceOfCodePointsFast(
            ";",
            input,
            position
          );
          parameterValue = removeHTTPWhitespace(parameterValue, false, true);
          if (parameterValue.length === 0) {
            continue;
          }
        }
        if (parameterName.length !== 0 && HTTP_TOKEN_CODEPOINTS.test(parameterName) && (parameterValue.length === 0 || HTTP_QUOTED_STRING_TOKENS.test(parameterValue)) && !mimeType.parameters.has(parameterName)) {
          mimeType.parameters.set(parameterName, parameterValue);
        }
      }
      return mimeType;
    }
    __name(parseMIMEType, "parseMIMEType");
    function collectAnHTTPQuotedString(input, position, extractValue = false) {
      const positionStart = position.position;
      let value = "";
      assert(input[position.position] === '"');
      position.position++;
      while (true) {
        value += collectASequenceOfCodePoints(
          (char) => char !== '"' && char !== "\\",
          input,
          position
        );
        if (position.position >= input.length) {
          break;
        }
        const quoteOrBackslash = input[position.position];
        position.position++;
        if (quoteOrBackslash === "\\") {
          if (position.position >= input.length) {
            value += "\\";
            break;
          }
          value += input[position.position];
          position.position++;
        } else {
          assert(quoteOrBackslash === '"');
          break;
        }
      }
      if (extractValue) {
        return value;
      }
      return input.slice(positionStart, position.position);
    }
    __name(collectAnHTTPQuotedString, "collectAnHTTPQuotedString");
    function serializeAMimeType(mimeType) {
      assert(mimeType !== "failure");
      const { parameters, essence } = mimeType;
      let serialization = essence;
      for (let [name, value] of parameters.entries()) {
        serialization += ";";
        serialization += name;
        serialization += "=";
        if (!HTTP_TOKEN_CODEPOINTS.test(value)) {
          value = value.replace(/[\\"]/ug, "\\$&");
          value = '"' + value;
          value += '"';
        }
        serialization += value;
      }
      return serialization;
    }
    __name(serializeAMimeType, "serializeAMimeType");
    function isHTTPWhiteSpace(char) {
      return char === 13 || char === 10 || char === 9 || char === 32;
    }
    __name(isHTTPWhiteSpace, "isHTTPWhiteSpace");
    function removeHTTPWhitespace(str, leading = true, trailing = true) {
      return removeChars(str, leading, trailing, isHTTPWhiteSpace);
    }
    __name(removeHTTPWhitespace, "removeHTTPWhitespace");
    function minimizeSupportedMimeType(mimeType) {
      switch (mimeType.essence) {
        case "application/ecmascript":
        case "application/javascript":
        case "application/x-ecmascript":
        case "application/x-javascript":
        case "text/ecmascript":
        case "text/javascript":
        case "text/javascript1.0":
        case "text/javascript1.1":
        case "text/javascript1.2":
        case "text/javascript1.3":
        case "text/javascript1.4":
        case "text/javascript1.5":
        case "text/jscript":
        case "text/livescript":
        case "text/x-ecmascript":
        case "text/x-javascript":
          return "text/javascript";
        case "application/json":
        case "text/json":
          return "application/json";
        case "image/svg+xml":
          return "image/svg+xml";
        case "text/xml":
        case "application/xml":
          return "application/xml";
      }
      if (mimeType.subtype.endsWith("+json")) {
        return "application/json";
      }
      if (mimeType.subtype.endsWith("+xml")) {
        return "application/xml";
      }
      return "";
    }
    __name(minimizeSupportedMimeType, "minimizeSupportedMimeType");
    module2.exports = {
      dataURLProcessor,
      URLSerializer,
      stringPercentDecode,
      parseMIMEType,
      collectAnHTTPQuotedString,
      serializeAMimeType,
      removeHTTPWhitespace,
      minimizeSupportedMimeType,
      HTTP_TOKEN_CODEPOINTS
    };
  }
});

// node_modules/undici/lib/util/runtime-features.js
var require_runtime_features = __commonJS({
  "node_modules/undici/lib/util/runtime-features.js"(exports2, module2) {
    "use strict";
    var lazyLoaders = {
      __proto__: null,
      "node:crypto": /* @__PURE__ */ __name(() => require("node:crypto"), "node:crypto"),
      "node:sqlite": /* @__PURE__ */ __name(() => require("node:sqlite"), "node:sqlite"),
      "node:worker_threads": /* @__PURE__ */ __name(() => require("node:worker_threads"), "node:worker_threads"),
      "node:zlib": /* @__PURE__ */ __name(() => require("node:zlib"), "node:zlib")
    };
    function detectRuntimeFeatureByNodeModule(moduleName) {
      try {
        lazyLoaders[moduleName]();
        return true;
      } catch (err) {
        if (err.code !== "ERR_UNKNOWN_BUILTIN_MODULE" && err.code !== "ERR_NO_CRYPTO") {
          throw err;
        }
        return false;
      }
    }
    __name(detectRuntimeFeatureByNodeModule, "detectRuntimeFeatureByNodeModule");
    function detectRuntimeFeatureByExportedProperty(moduleName, property) {
      const module3 = lazyLoaders[moduleName]();
      return typeof module3[property] !== "undefined";
    }
    __name(detectRuntimeFeatureByExportedProperty, "detectRuntimeFeatureByExportedProperty");
    var runtimeFeaturesByExportedProperty = (
      /** @type {const} */
      ["markAsUncloneable", "zstd"]
    );
    var exportedPropertyLookup = {
      markAsUncloneable: ["node:worker_threads", "markAsUncloneable"],
      zstd: ["node:zlib", "createZstdDecompress"]
    };
    var runtimeFeaturesAsNodeModule = (
      /** @type {const} */
      ["crypto", "sqlite"]
    );
    var features = (
      /** @type {const} */
      [
        ...runtimeFeaturesAsNodeModule,
        ...runtimeFeaturesByExportedProperty
      ]
    );
    function detectRuntimeFeature(feature) {
      if (runtimeFeaturesAsNodeModule.includes(
        /** @type {RuntimeFeatureByNodeModule} */
        feature
      )) {
        return detectRuntimeFeatureByNodeModule(`node:${feature}`);
      } else if (runtimeFeaturesByExportedProperty.includes(
        /** @type {RuntimeFeatureByExportedProperty} */
        feature
      )) {
        const [moduleName, property] = exportedPropertyLookup[feature];
        return detectRuntimeFeatureByExportedProperty(moduleName, property);
      }
      throw new TypeError(`unknown feature: ${feature}`);
    }
    __name(detectRuntimeFeature, "detectRuntimeFeature");
    var RuntimeFeatures = class {
      static {
        __name(this, "RuntimeFeatures");
      }
      /** @type {Map<Feature, boolean>} */
      #map = /* @__PURE__ */ new Map();
      /**
       * Clears all cached feature detections.
       */
      clear() {
        this.#map.clear();
      }
      /**
       * @param {Feature} feature
       * @returns {boolean}
       */
      has(feature) {
        return this.#map.get(feature) ?? this.#detectRuntimeFeature(feature);
      }
      /**
       * @param {Feature} feature
       * @param {boolean} value
       */
      set(feature, value) {
        if (features.includes(feature) === false) {
          throw new TypeError(`unknown feature: ${feature}`);
        }
        this.#map.set(feature, value);
      }
      /**
       * @param {Feature} feature
       * @returns {boolean}
       */
      #detectRuntimeFeature(feature) {
        const result = detectRuntimeFeature(feature);
        this.#map.set(feature, result);
        return result;
      }
    };
    var instance = new RuntimeFeatures();
    module2.exports.runtimeFeatures = instance;
    module2.exports.default = instance;
  }
});

// node_modules/undici/lib/web/webidl/index.js
var require_webidl = __commonJS({
  "node_modules/undici/lib/web/webidl/index.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { types, inspect } = require("node:util");
    var { runtimeFeatures } = require_runtime_features();
    var UNDEFINED = 1;
    var BOOLEAN = 2;
    var STRING = 3;
    var SYMBOL = 4;
    var NUMBER2 = 5;
    var BIGINT = 6;
    var NULL = 7;
    var OBJECT = 8;
    var FunctionPrototypeSymbolHasInstance = Function.call.bind(Function.prototype[Symbol.hasInstance]);
    var webidl = {
      converters: {},
      util: {},
      errors: {},
      is: {}
    };
    webidl.errors.exception = function(message) {
      return new TypeError(`${message.header}: ${message.message}`);
    };
    webidl.errors.conversionFailed = function(opts) {
      const plural = opts.types.length === 1 ? "" : " one of";
      const message = `${opts.argument} could not be converted to${plural}: ${opts.types.join(", ")}.`;
      return webidl.errors.exception({
        header: opts.prefix,
        message
      });
    };
    webidl.errors.invalidArgument = function(context) {
      return webidl.errors.exception({
        header: context.prefix,
        message: `"${context.value}" is an invalid ${context.type}.`
      });
    };
    webidl.brandCheck = function(V, I) {
      if (!FunctionPrototypeSymbolHasInstance(I, V)) {
        const err = new TypeError("Illegal invocation");
        err.code = "ERR_INVALID_THIS";
        throw err;
      }
    };
    webidl.brandCheckMultiple = function(List) {
      const prototypes = List.map((c) => webidl.util.MakeTypeAssertion(c));
      return (V) => {
        if (prototypes.every((typeCheck) => !typeCheck(V))) {
          const err = new TypeError("Illegal invocation");
          err.code = "ERR_INVALID_THIS";
          throw err;
        }
      };
    };
    webidl.argumentLengthCheck = function({ length }, min, ctx) {
      if (length < min) {
        throw webidl.errors.exception({
          message: `${min} argument${min !== 1 ? "s" : ""} required, but${length ? " only" : ""} ${length} found.`,
          header: ctx
        });
      }
    };
    webidl.illegalConstructor = function() {
      throw webidl.errors.exception({
        header: "TypeError",
        message: "Illegal constructor"
      });
    };
    webidl.util.MakeTypeAssertion = function(I) {
      return (O) => FunctionPrototypeSymbolHasInstance(I, O);
    };
    webidl.util.Type = function(V) {
      switch (typeof V) {
        case "undefined":
          return UNDEFINED;
        case "boolean":
          return BOOLEAN;
        case "string":
          return STRING;
        case "symbol":
          return SYMBOL;
        case "number":
          return NUMBER2;
        case "bigint":
          return BIGINT;
        case "function":
        case "object": {
          if (V === null) {
            return NULL;
          }
          return OBJECT;
        }
      }
    };
    webidl.util.Types = {
      UNDEFINED,
      BOOLEAN,
      STRING,
      SYMBOL,
      NUMBER: NUMBER2,
      BIGINT,
      NULL,
      OBJECT
    };
    webidl.util.TypeValueToString = function(o) {
      switch (webidl.util.Type(o)) {
        case UNDEFINED:
          return "Undefined";
        case BOOLEAN:
          return "Boolean";
        case STRING:
          return "String";
        case SYMBOL:
          return "Symbol";
        case NUMBER2:
          return "Number";
        case BIGINT:
          return "BigInt";
        case NULL:
          return "Null";
        case OBJECT:
          return "Object";
      }
    };
    webidl.util.markAsUncloneable = runtimeFeatures.has("markAsUncloneable") ? require("node:worker_threads").markAsUncloneable : () => {
    };
    webidl.util.ConvertToInt = function(V, bitLength, signedness, flags) {
      let upperBound;
      let lowerBound;
      if (bitLength === 64) {
        upperBound = Math.pow(2, 53) - 1;
        if (signedness === "unsigned") {
          lowerBound = 0;
        } else {
          lowerBound = Math.pow(-2, 53) + 1;
        }
      } else if (signedness === "unsigned") {
        lowerBound = 0;
        upperBound = Math.pow(2, bitLength) - 1;
      } else {
        lowerBound = -Math.pow(2, bitLength - 1);
        upperBound = Math.pow(2, bitLength - 1) - 1;
      }
      let x = Number(V);
      if (x === 0) {
        x = 0;
      }
      if (webidl.util.HasFlag(flags, webidl.attributes.EnforceRange)) {
        if (Number.isNaN(x) || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) {
          throw webidl.errors.exception({
            header: "Integer conversion",
            message: `Could not convert ${webidl.util.Stringify(V)} to an integer.`
          });
        }
        x = webidl.util.IntegerPart(x);
        if (x < lowerBound || x > upperBound) {
          throw webidl.errors.exception({
            header: "Integer conversion",
            message: `Value must be between ${lowerBound}-${upperBound}, got ${x}.`
          });
        }
        return x;
      }
      if (!Number.isNaN(x) && webidl.util.HasFlag(flags, webidl.attributes.Clamp)) {
        x = Math.min(Math.max(x, lowerBound), upperBound);
        if (Math.floor(x) % 2 === 0) {
          x = Math.floor(x);
        } else {
          x = Math.ceil(x);
        }
        return x;
      }
      if (Number.isNaN(x) || x === 0 && Object.is(0, x) || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) {
        return 0;
      }
      x = webidl.util.IntegerPart(x);
      x = x % Math.pow(2, bitLength);
      if (signedness === "signed" && x >= Math.pow(2, bitLength - 1)) {
        return x - Math.pow(2, bitLength);
      }
      return x;
    };
    webidl.util.IntegerPart = function(n) {
      const r = Math.floor(Math.abs(n));
      if (n < 0) {
        return -1 * r;
      }
      return r;
    };
    webidl.util.Stringify = function(V) {
      const type = webidl.util.Type(V);
      switch (type) {
        case SYMBOL:
          return `Symbol(${V.description})`;
        case OBJECT:
          return inspect(V);
        case STRING:
          return `"${V}"`;
        case BIGINT:
          return `${V}n`;
        default:
          return `${V}`;
      }
    };
    webidl.util.IsResizableArrayBuffer = function(V) {
      if (types.isArrayBuffer(V)) {
        return V.resizable;
      }
      if (types.isSharedArrayBuffer(V)) {
        return V.growable;
      }
      throw webidl.errors.exception({
        header: "IsResizableArrayBuffer",
        message: `"${webidl.util.Stringify(V)}" is not an array buffer.`
      });
    };
    webidl.util.HasFlag = function(flags, attributes) {
      return typeof flags === "number" && (flags & attributes) === attributes;
    };
    webidl.sequenceConverter = function(converter) {
      return (V, prefix, argument, Iterable) => {
        if (webidl.util.Type(V) !== OBJECT) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} (${webidl.util.Stringify(V)}) is not iterable.`
          });
        }
        const method = typeof Iterable === "function" ? Iterable() : V?.[Symbol.iterator]?.();
        const seq = [];
        let index = 0;
        if (method === void 0 || typeof method.next !== "function") {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} is not iterable.`
          });
        }
        while (true) {
          const { done, value } = method.next();
          if (done) {
            break;
          }
          seq.push(converter(value, prefix, `${argument}[${index++}]`));
        }
        return seq;
      };
    };
    webidl.recordConverter = function(keyConverter, valueConverter) {
      return (O, prefix, argument) => {
        if (webidl.util.Type(O) !== OBJECT) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} ("${webidl.util.TypeValueToString(O)}") is not an Object.`
          });
        }
        const result = {};
        if (!types.isProxy(O)) {
          const keys2 = [...Object.getOwnPropertyNames(O), ...Object.getOwnPropertySymbols(O)];
          for (const key2 of keys2) {
            const keyName = webidl.util.Stringify(key2);
            const typedKey = keyConverter(key2, prefix, `Key ${keyName} in ${argument}`);
            const typedValue = valueConverter(O[key2], prefix, `${argument}[${keyName}]`);
            result[typedKey] = typedValue;
          }
          return result;
        }
        const keys = Reflect.ownKeys(O);
        for (const key2 of keys) {
          const desc = Reflect.getOwnPropertyDescriptor(O, key2);
          if (desc?.enumerable) {
            const typedKey = keyConverter(key2, prefix, argument);
            const typedValue = valueConverter(O[key2], prefix, argument);
            result[typedKey] = typedValue;
          }
        }
        return result;
      };
    };
    webidl.interfaceConverter = function(TypeCheck, name) {
      return (V, prefix, argument) => {
        if (!TypeCheck(V)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `Expected ${argument} ("${webidl.util.Stringify(V)}") to be an instance of ${name}.`
          });
        }
        return V;
      };
    };
    webidl.dictionaryConverter = function(converters) {
      converters.sort((a, b) => (a.key > b.key) - (a.key < b.key));
      return (dictionary, prefix, argument) => {
        const dict = {};
        if (dictionary != null && webidl.util.Type(dictionary) !== OBJECT) {
          throw webidl.errors.exception({
            header: prefix,
            message: `Expected ${dictionary} to be one of: Null, Undefined, Object.`
          });
        }
        for (const options of converters) {
          const { key: key2, defaultValue: defaultValue2, required: required2, converter } = options;
          if (required2 === true) {
            if (dictionary == null || !Object.hasOwn(dictionary, key2)) {
              throw webidl.errors.exception({
                header: prefix,
                message: `Missing required key "${key2}".`
              });
            }
          }
          let value = dictionary?.[key2];
          const hasDefault = defaultValue2 !== void 0;
          if (hasDefault && value === void 0) {
            value = defaultValue2();
          }
          if (required2 || hasDefault || value !== void 0) {
            value = converter(value, prefix, `${argument}.${key2}`);
            if (options.allowedValues && !options.allowedValues.includes(value)) {
              throw webidl.errors.exception({
                header: prefix,
                message: `${value} is not an accepted type. Expected one of ${options.allowedValues.join(", ")}.`
              });
            }
            dict[key2] = value;
          }
        }
        return dict;
      };
    };
    webidl.nullableConverter = function(converter) {
      return (V, prefix, argument) => {
        if (V === null) {
          return V;
        }
        return converter(V, prefix, argument);
      };
    };
    webidl.is.USVString = function(value) {
      return typeof value === "string" && value.isWellFormed();
    };
    webidl.is.ReadableStream = webidl.util.MakeTypeAssertion(ReadableStream);
    webidl.is.Blob = webidl.util.MakeTypeAssertion(Blob);
    webidl.is.URLSearchParams = webidl.util.MakeTypeAssertion(URLSearchParams);
    webidl.is.File = webidl.util.MakeTypeAssertion(File);
    webidl.is.URL = webidl.util.MakeTypeAssertion(URL);
    webidl.is.AbortSignal = webidl.util.MakeTypeAssertion(AbortSignal);
    webidl.is.MessagePort = webidl.util.MakeTypeAssertion(MessagePort);
    webidl.is.BufferSource = function(V) {
      return types.isArrayBuffer(V) || ArrayBuffer.isView(V) && types.isArrayBuffer(V.buffer);
    };
    webidl.util.getCopyOfBytesHeldByBufferSource = function(bufferSource) {
      const jsBufferSource = bufferSource;
      let jsArrayBuffer = jsBufferSource;
      let offset = 0;
      let length = 0;
      if (types.isTypedArray(jsBufferSource) || types.isDataView(jsBufferSource)) {
        jsArrayBuffer = jsBufferSource.buffer;
        offset = jsBufferSource.byteOffset;
        length = jsBufferSource.byteLength;
      } else {
        assert(types.isAnyArrayBuffer(jsBufferSource));
        length = jsBufferSource.byteLength;
      }
      if (jsArrayBuffer.detached) {
        return new Uint8Array(0);
      }
      const bytes = new Uint8Array(length);
      const view = new Uint8Array(jsArrayBuffer, offset, length);
      bytes.set(view);
      return bytes;
    };
    webidl.converters.DOMString = function(V, prefix, argument, flags) {
      if (V === null && webidl.util.HasFlag(flags, webidl.attributes.LegacyNullToEmptyString)) {
        return "";
      }
      if (typeof V === "symbol") {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} is a symbol, which cannot be converted to a DOMString.`
        });
      }
      return String(V);
    };
    webidl.converters.ByteString = function(V, prefix, argument) {
      if (typeof V === "symbol") {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} is a symbol, which cannot be converted to a ByteString.`
        });
      }
      const x = String(V);
      for (let index = 0; index < x.length; index++) {
        if (x.charCodeAt(index) > 255) {
          throw new TypeError(
            `Cannot convert argument to a ByteString because the character at index ${index} has a value of ${x.charCodeAt(index)} which is greater than 255.`
          );
        }
      }
      return x;
    };
    webidl.converters.USVString = function(value) {
      if (typeof value === "string") {
        return value.toWellFormed();
      }
      return `${value}`.toWellFormed();
    };
    webidl.converters.boolean = function(V) {
      const x = Boolean(V);
      return x;
    };
    webidl.converters.any = function(V) {
      return V;
    };
    webidl.converters["long long"] = function(V, prefix, argument) {
      const x = webidl.util.ConvertToInt(V, 64, "signed", 0, prefix, argument);
      return x;
    };
    webidl.converters["unsigned long long"] = function(V, prefix, argument) {
      const x = webidl.util.ConvertToInt(V, 64, "unsigned", 0, prefix, argument);
      return x;
    };
    webidl.converters["unsigned long"] = function(V, prefix, argument) {
      const x = webidl.util.ConvertToInt(V, 32, "unsigned", 0, prefix, argument);
      return x;
    };
    webidl.converters["unsigned short"] = function(V, prefix, argument, flags) {
      const x = webidl.util.ConvertToInt(V, 16, "unsigned", flags, prefix, argument);
      return x;
    };
    webidl.converters.ArrayBuffer = function(V, prefix, argument, flags) {
      if (webidl.util.Type(V) !== OBJECT || !types.isArrayBuffer(V)) {
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: ["ArrayBuffer"]
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a resizable ArrayBuffer.`
        });
      }
      return V;
    };
    webidl.converters.SharedArrayBuffer = function(V, prefix, argument, flags) {
      if (webidl.util.Type(V) !== OBJECT || !types.isSharedArrayBuffer(V)) {
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: ["SharedArrayBuffer"]
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a resizable SharedArrayBuffer.`
        });
      }
      return V;
    };
    webidl.converters.TypedArray = function(V, T, prefix, argument, flags) {
      if (webidl.util.Type(V) !== OBJECT || !types.isTypedArray(V) || V.constructor.name !== T.name) {
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: [T.name]
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a view on a shared array buffer.`
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a view on a resizable array buffer.`
        });
      }
      return V;
    };
    webidl.converters.DataView = function(V, prefix, argument, flags) {
      if (webidl.util.Type(V) !== OBJECT || !types.isDataView(V)) {
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: ["DataView"]
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a view on a shared array buffer.`
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a view on a resizable array buffer.`
        });
      }
      return V;
    };
    webidl.converters.ArrayBufferView = function(V, prefix, argument, flags) {
      if (webidl.util.Type(V) !== OBJECT || !types.isArrayBufferView(V)) {
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: ["ArrayBufferView"]
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a view on a shared array buffer.`
        });
      }
      if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a view on a resizable array buffer.`
        });
      }
      return V;
    };
    webidl.converters.BufferSource = function(V, prefix, argument, flags) {
      if (types.isArrayBuffer(V)) {
        return webidl.converters.ArrayBuffer(V, prefix, argument, flags);
      }
      if (types.isArrayBufferView(V)) {
        flags &= ~webidl.attributes.AllowShared;
        return webidl.converters.ArrayBufferView(V, prefix, argument, flags);
      }
      if (types.isSharedArrayBuffer(V)) {
        throw webidl.errors.exception({
          header: prefix,
          message: `${argument} cannot be a SharedArrayBuffer.`
        });
      }
      throw webidl.errors.conversionFailed({
        prefix,
        argument: `${argument} ("${webidl.util.Stringify(V)}")`,
        types: ["ArrayBuffer", "ArrayBufferView"]
      });
    };
    webidl.converters.AllowSharedBufferSource = function(V, prefix, argument, flags) {
      if (types.isArrayBuffer(V)) {
        return webidl.converters.ArrayBuffer(V, prefix, argument, flags);
      }
      if (types.isSharedArrayBuffer(V)) {
        return webidl.converters.SharedArrayBuffer(V, prefix, argument, flags);
      }
      if (types.isArrayBufferView(V)) {
        flags |= webidl.attributes.AllowShared;
        return webidl.converters.ArrayBufferView(V, prefix, argument, flags);
      }
      throw webidl.errors.conversionFailed({
        prefix,
        argument: `${argument} ("${webidl.util.Stringify(V)}")`,
        types: ["ArrayBuffer", "SharedArrayBuffer", "ArrayBufferView"]
      });
    };
    webidl.converters["sequence<ByteString>"] = webidl.sequenceConverter(
      webidl.converters.ByteString
    );
    webidl.converters["sequence<sequence<ByteString>>"] = webidl.sequenceConverter(
      webidl.converters["sequence<ByteString>"]
    );
    webidl.converters["record<ByteString, ByteString>"] = webidl.recordConverter(
      webidl.converters.ByteString,
      webidl.converters.ByteString
    );
    webidl.converters.Blob = webidl.interfaceConverter(webidl.is.Blob, "Blob");
    webidl.converters.AbortSignal = webidl.interfaceConverter(
      webidl.is.AbortSignal,
      "AbortSignal"
    );
    webidl.converters.EventHandlerNonNull = function(V) {
      if (webidl.util.Type(V) !== OBJECT) {
        return null;
      }
      if (typeof V === "function") {
        return V;
      }
      return () => {
      };
    };
    webidl.attributes = {
      Clamp: 1 << 0,
      EnforceRange: 1 << 1,
      AllowShared: 1 << 2,
      AllowResizable: 1 << 3,
      LegacyNullToEmptyString: 1 << 4
    };
    module2.exports = {
      webidl
    };
  }
});

// node_modules/undici/lib/web/fetch/util.js
var require_util2 = __commonJS({
  "node_modules/undici/lib/web/fetch/util.js"(exports2, module2) {
    "use strict";
    var { Transform } = require("node:stream");
    var zlib = require("node:zlib");
    var { redirectStatusSet, referrerPolicyTokens, badPortsSet } = require_constants3();
    var { getGlobalOrigin } = require_global();
    var { collectAnHTTPQuotedString, parseMIMEType } = require_data_url();
    var { performance: performance2 } = require("node:perf_hooks");
    var { ReadableStreamFrom, isValidHTTPToken, normalizedMethodRecordsBase } = require_util();
    var assert = require("node:assert");
    var { isUint8Array } = require("node:util/types");
    var { webidl } = require_webidl();
    var { isomorphicEncode, collectASequenceOfCodePoints, removeChars } = require_infra();
    function responseURL(response) {
      const urlList = response.urlList;
      const length = urlList.length;
      return length === 0 ? null : urlList[length - 1].toString();
    }
    __name(responseURL, "responseURL");
    function responseLocationURL(response, requestFragment) {
      if (!redirectStatusSet.has(response.status)) {
        return null;
      }
      let location = response.headersList.get("location", true);
      if (location !== null && isValidHeaderValue(location)) {
        if (!isValidEncodedURL(location)) {
          location = normalizeBinaryStringToUtf8(location);
        }
        location = new URL(location, responseURL(response));
      }
      if (location && !location.hash) {
        location.hash = requestFragment;
      }
      return location;
    }
    __name(responseLocationURL, "responseLocationURL");
    function isValidEncodedURL(url) {
      for (let i = 0; i < url.length; ++i) {
        const code = url.charCodeAt(i);
        if (code > 126 || // Non-US-ASCII + DEL
        code < 32) {
          return false;
        }
      }
      return true;
    }
    __name(isValidEncodedURL, "isValidEncodedURL");
    function normalizeBinaryStringToUtf8(value) {
      return Buffer.from(value, "binary").toString("utf8");
    }
    __name(normalizeBinaryStringToUtf8, "normalizeBinaryStringToUtf8");
    function requestCurrentURL(request) {
      return request.urlList[request.urlList.length - 1];
    }
    __name(requestCurrentURL, "requestCurrentURL");
    function requestBadPort(request) {
      const url = requestCurrentURL(request);
      if (urlIsHttpHttpsScheme(url) && badPortsSet.has(url.port)) {
        return "blocked";
      }
      return "allowed";
    }
    __name(requestBadPort, "requestBadPort");
    function isErrorLike(object) {
      return object instanceof Error || (object?.constructor?.name === "Error" || object?.constructor?.name === "DOMException");
    }
    __name(isErrorLike, "isErrorLike");
    function isValidReasonPhrase(statusText) {
      for (let i = 0; i < statusText.length; ++i) {
        const c = statusText.charCodeAt(i);
        if (!(c === 9 || // HTAB
        c >= 32 && c <= 126 || // SP / VCHAR
        c >= 128 && c <= 255)) {
          return false;
        }
      }
      return true;
    }
    __name(isValidReasonPhrase, "isValidReasonPhrase");
    var isValidHeaderName = isValidHTTPToken;
    function isValidHeaderValue(potentialValue) {
      return (potentialValue[0] === "	" || potentialValue[0] === " " || potentialValue[potentialValue.length - 1] === "	" || potentialValue[potentialValue.length - 1] === " " || potentialValue.includes("\n") || potentialValue.includes("\r") || potentialValue.includes("\0")) === false;
    }
    __name(isValidHeaderValue, "isValidHeaderValue");
    function parseReferrerPolicy(actualResponse) {
      const policyHeader = (actualResponse.headersList.get("referrer-policy", true) ?? "").split(",");
      let policy = "";
      if (policyHeader.length) {
        for (let i = policyHeader.length; i !== 0; i--) {
          const token = policyHeader[i - 1].trim();
          if (referrerPolicyTokens.has(token)) {
            policy = token;
            break;
          }
        }
      }
      return policy;
    }
    __name(parseReferrerPolicy, "parseReferrerPolicy");
    function setRequestReferrerPolicyOnRedirect(request, actualResponse) {
      const policy = parseReferrerPolicy(actualResponse);
      if (policy !== "") {
        request.referrerPolicy = policy;
      }
    }
    __name(setRequestReferrerPolicyOnRedirect, "setRequestReferrerPolicyOnRedirect");
    function crossOriginResourcePolicyCheck() {
      return "allowed";
    }
    __name(crossOriginResourcePolicyCheck, "crossOriginResourcePolicyCheck");
    function corsCheck() {
      return "success";
    }
    __name(corsCheck, "corsCheck");
    function TAOCheck() {
      return "success";
    }
    __name(TAOCheck, "TAOCheck");
    function appendFetchMetadata(httpRequest) {
      let header2 = null;
      header2 = httpRequest.mode;
      httpRequest.headersList.set("sec-fetch-mode", header2, true);
    }
    __name(appendFetchMetadata, "appendFetchMetadata");
    function appendRequestOriginHeader(request) {
      let serializedOrigin = request.origin;
      if (serializedOrigin === "client" || serializedOrigin === void 0) {
        return;
      }
      if (request.responseTainting === "cors" || request.mode === "websocket") {
        request.headersList.append("origin", serializedOrigin, true);
      } else if (request.method !== "GET" && request.method !== "HEAD") {
        switch (request.referrerPolicy) {
          case "no-referrer":
            serializedOrigin = null;
            break;
          case "no-referrer-when-downgrade":
          case "strict-origin":
          case "strict-origin-when-cross-origin":
            if (request.origin && urlHasHttpsScheme(request.origin) && !urlHasHttpsScheme(requestCurrentURL(request))) {
              serializedOrigin = null;
            }
            break;
          case "same-origin":
            if (!sameOrigin(request, requestCurrentURL(request))) {
              serializedOrigin = null;
            }
            break;
          default:
        }
        request.headersList.append("origin", serializedOrigin, true);
      }
    }
    __name(appendRequestOriginHeader, "appendRequestOriginHeader");
    function coarsenTime(timestamp, crossOriginIsolatedCapability) {
      return timestamp;
    }
    __name(coarsenTime, "coarsenTime");
    function clampAndCoarsenConnectionTimingInfo(connectionTimingInfo, defaultStartTime, crossOriginIsolatedCapability) {
      if (!connectionTimingInfo?.startTime || connectionTimingInfo.startTime < defaultStartTime) {
        return {
          domainLookupStartTime: defaultStartTime,
          domainLookupEndTime: defaultStartTime,
          connectionStartTime: defaultStartTime,
          connectionEndTime: defaultStartTime,
          secureConnectionStartTime: defaultStartTime,
          ALPNNegotiatedProtocol: connectionTimingInfo?.ALPNNegotiatedProtocol
        };
      }
      return {
        domainLookupStartTime: coarsenTime(connectionTimingInfo.domainLookupStartTime, crossOriginIsolatedCapability),
        domainLookupEndTime: coarsenTime(connectionTimingInfo.domainLookupEndTime, crossOriginIsolatedCapability),
        connectionStartTime: coarsenTime(connectionTimingInfo.connectionStartTime, crossOriginIsolatedCapability),
        connectionEndTime: coarsenTime(connectionTimingInfo.connectionEndTime, crossOriginIsolatedCapability),
        secureConnectionStartTime: coarsenTime(connectionTimingInfo.secureConnectionStartTime, crossOriginIsolatedCapability),
        ALPNNegotiatedProtocol: connectionTimingInfo.ALPNNegotiatedProtocol
      };
    }
    __name(clampAndCoarsenConnectionTimingInfo, "clampAndCoarsenConnectionTimingInfo");
    function coarsenedSharedCurrentTime(crossOriginIsolatedCapability) {
      return coarsenTime(performance2.now(), crossOriginIsolatedCapability);
    }
    __name(coarsenedSharedCurrentTime, "coarsenedSharedCurrentTime");
    function createOpaqueTimingInfo(timingInfo) {
      return {
        startTime: timingInfo.startTime ?? 0,
        redirectStartTime: 0,
        redirectEndTime: 0,
        postRedirectStartTime: timingInfo.startTime ?? 0,
        finalServiceWorkerStartTime: 0,
        finalNetworkResponseStartTime: 0,
        finalNetworkRequestStartTime: 0,
        endTime: 0,
        encodedBodySize: 0,
        decodedBodySize: 0,
        finalConnectionTimingInfo: null
      };
    }
    __name(createOpaqueTimingInfo, "createOpaqueTimingInfo");
    function makePolicyContainer() {
      return {
        referrerPolicy: "strict-origin-when-cross-origin"
      };
    }
    __name(makePolicyContainer, "makePolicyContainer");
    function clonePolicyContainer(policyContainer) {
      return {
        referrerPolicy: policyContainer.referrerPolicy
      };
    }
    __name(clonePolicyContainer, "clonePolicyContainer");
    function determineRequestsReferrer(request) {
      const policy = request.referrerPolicy;
      assert(policy);
      let referrerSource = null;
      if (request.referrer === "client") {
        const globalOrigin = getGlobalOrigin();
        if (!globalOrigin || globalOrigin.origin === "null") {
          return "no-referrer";
        }
        referrerSource = new URL(globalOrigin);
      } else if (webidl.is.URL(request.referrer)) {
        referrerSource = request.referrer;
      }
      let referrerURL = stripURLForReferrer(referrerSource);
      const referrerOrigin = stripURLForReferrer(referrerSource, true);
      if (referrerURL.toString().length > 4096) {
        referrerURL = referrerOrigin;
      }
      switch (policy) {
        case "no-referrer":
          return "no-referrer";
        case "origin":
          if (referrerOrigin != null) {
            return referrerOrigin;
          }
          return stripURLForReferrer(referrerSource, true);
        case "unsafe-url":
          return referrerURL;
        case "strict-origin": {
          const currentURL = requestCurrentURL(request);
          if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
            return "no-referrer";
          }
          return referrerOrigin;
        }
        case "strict-origin-when-cross-origin": {
          const currentURL = requestCurrentURL(request);
          if (sameOrigin(referrerURL, currentURL)) {
            return referrerURL;
          }
          if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
            return "no-referrer";
          }
          return referrerOrigin;
        }
        case "same-origin":
          if (sameOrigin(request, referrerURL)) {
            return referrerURL;
          }
          return "no-referrer";
        case "origin-when-cross-origin":
          if (sameOrigin(request, referrerURL)) {
            return referrerURL;
          }
          return referrerOrigin;
        case "no-referrer-when-downgrade": {
          const currentURL = requestCurrentURL(request);
          if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
            return "no-referrer";
          }
          return referrerURL;
        }
      }
    }
    __name(determineRequestsReferrer, "determineRequestsReferrer");
    function stripURLForReferrer(url, originOnly = false) {
      assert(webidl.is.URL(url));
      url = new URL(url);
      if (urlIsLocal(url)) {
        return "no-referrer";
      }
      url.username = "";
      url.password = "";
      url.hash = "";
      if (originOnly === true) {
        url.pathname = "";
        url.search = "";
      }
      return url;
    }
    __name(stripURLForReferrer, "stripURLForReferrer");
    var isPotentialleTrustworthyIPv4 = RegExp.prototype.test.bind(/^127\.(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.){2}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/);
    var isPotentiallyTrustworthyIPv6 = RegExp.prototype.test.bind(/^(?:(?:0{1,4}:){7}|(?:0{1,4}:){1,6}:|::)0{0,3}1$/);
    function isOriginIPPotentiallyTrustworthy(origin) {
      if (origin.includes(":")) {
        if (origin[0] === "[" && origin[origin.length - 1] === "]") {
          origin = origin.slice(1, -1);
        }
        return isPotentiallyTrustworthyIPv6(origin);
      }
      return isPotentialleTrustworthyIPv4(origin);
    }
    __name(isOriginIPPotentiallyTrustworthy, "isOriginIPPotentiallyTrustworthy");
    function isOriginPotentiallyTrustworthy(origin) {
      if (origin == null || origin === "null") {
        return false;
      }
      origin = new URL(origin);
      if (origin.protocol === "https:" || origin.protocol === "wss:") {
        return true;
      }
      if (isOriginIPPotentiallyTrustworthy(origin.hostname)) {
        return true;
      }
      if (origin.hostname === "localhost" || origin.hostname === "localhost.") {
        return true;
      }
      if (origin.hostname.endsWith(".localhost") || origin.hostname.endsWith(".localhost.")) {
        return true;
      }
      if (origin.protocol === "file:") {
        return true;
      }
      return false;
    }
    __name(isOriginPotentiallyTrustworthy, "isOriginPotentiallyTrustworthy");
    function isURLPotentiallyTrustworthy(url) {
      if (!webidl.is.URL(url)) {
        return false;
      }
      if (url.href === "about:blank" || url.href === "about:srcdoc") {
        return true;
      }
      if (url.protocol === "data:") return true;
      if (url.protocol === "blob:") return true;
      return isOriginPotentiallyTrustworthy(url.origin);
    }
    __name(isURLPotentiallyTrustworthy, "isURLPotentiallyTrustworthy");
    function tryUpgradeRequestToAPotentiallyTrustworthyURL(request) {
    }
    __name(tryUpgradeRequestToAPotentiallyTrustworthyURL, "tryUpgradeRequestToAPotentiallyTrustworthyURL");
    function sameOrigin(A, B) {
      if (A.origin === B.origin && A.origin === "null") {
        return true;
      }
      if (A.protocol === B.protocol && A.hostname === B.hostname && A.port === B.port) {
        return true;
      }
      return false;
    }
    __name(sameOrigin, "sameOrigin");
    function isAborted(fetchParams) {
      return fetchParams.controller.state === "aborted";
    }
    __name(isAborted, "isAborted");
    function isCancelled(fetchParams) {
      return fetchParams.controller.state === "aborted" || fetchParams.controller.state === "terminated";
    }
    __name(isCancelled, "isCancelled");
    function normalizeMethod(method) {
      return normalizedMethodRecordsBase[method.toLowerCase()] ?? method;
    }
    __name(normalizeMethod, "normalizeMethod");
    var esIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
    function createIterator(name, kInternalIterator, keyIndex = 0, valueIndex = 1) {
      class FastIterableIterator {
        static {
          __name(this, "FastIterableIterator");
        }
        /** @type {any} */
        #target;
        /** @type {'key' | 'value' | 'key+value'} */
        #kind;
        /** @type {number} */
        #index;
        /**
         * @see https://webidl.spec.whatwg.org/#dfn-default-iterator-object
         * @param {unknown} target
         * @param {'key' | 'value' | 'key+value'} kind
         */
        constructor(target, kind) {
          this.#target = target;
          this.#kind = kind;
          this.#index = 0;
        }
        next() {
          if (typeof this !== "object" || this === null || !(#target in this)) {
            throw new TypeError(
              `'next' called on an object that does not implement interface ${name} Iterator.`
            );
          }
          const index = this.#index;
          const values = kInternalIterator(this.#target);
          const len = values.length;
          if (index >= len) {
            return {
              value: void 0,
              done: true
            };
          }
          const { [keyIndex]: key2, [valueIndex]: value } = values[index];
          this.#index = index + 1;
          let result;
          switch (this.#kind) {
            case "key":
              result = key2;
              break;
            case "value":
              result = value;
              break;
            case "key+value":
              result = [key2, value];
              break;
          }
          return {
            value: result,
            done: false
          };
        }
      }
      delete FastIterableIterator.prototype.constructor;
      Object.setPrototypeOf(FastIterableIterator.prototype, esIteratorPrototype);
      Object.defineProperties(FastIterableIterator.prototype, {
        [Symbol.toStringTag]: {
          writable: false,
          enumerable: false,
          configurable: true,
          value: `${name} Iterator`
        },
        next: { writable: true, enumerable: true, configurable: true }
      });
      return function(target, kind) {
        return new FastIterableIterator(target, kind);
      };
    }
    __name(createIterator, "createIterator");
    function iteratorMixin(name, object, kInternalIterator, keyIndex = 0, valueIndex = 1) {
      const makeIterator = createIterator(name, kInternalIterator, keyIndex, valueIndex);
      const properties = {
        keys: {
          writable: true,
          enumerable: true,
          configurable: true,
          value: /* @__PURE__ */ __name(function keys() {
            webidl.brandCheck(this, object);
            return makeIterator(this, "key");
          }, "keys")
        },
        values: {
          writable: true,
          enumerable: true,
          configurable: true,
          value: /* @__PURE__ */ __name(function values() {
            webidl.brandCheck(this, object);
            return makeIterator(this, "value");
          }, "values")
        },
        entries: {
          writable: true,
          enumerable: true,
          configurable: true,
          value: /* @__PURE__ */ __name(function entries() {
            webidl.brandCheck(this, object);
            return makeIterator(this, "key+value");
          }, "entries")
        },
        forEach: {
          writable: true,
          enumerable: true,
          configurable: true,
          value: /* @__PURE__ */ __name(function forEach(callbackfn, thisArg = globalThis) {
            webidl.brandCheck(this, object);
            webidl.argumentLengthCheck(arguments, 1, `${name}.forEach`);
            if (typeof callbackfn !== "function") {
              throw new TypeError(
                `Failed to execute 'forEach' on '${name}': parameter 1 is not of type 'Function'.`
              );
            }
            for (const { 0: key2, 1: value } of makeIterator(this, "key+value")) {
              callbackfn.call(thisArg, value, key2, this);
            }
          }, "forEach")
        }
      };
      return Object.defineProperties(object.prototype, {
        ...properties,
        [Symbol.iterator]: {
          writable: true,
          enumerable: false,
          configurable: true,
          value: properties.entries.value
        }
      });
    }
    __name(iteratorMixin, "iteratorMixin");
    function fullyReadBody(body, processBody, processBodyError) {
      const successSteps = processBody;
      const errorSteps = processBodyError;
      try {
        const reader = body.stream.getReader();
        readAllBytes(reader, successSteps, errorSteps);
      } catch (e) {
        errorSteps(e);
      }
    }
    __name(fullyReadBody, "fullyReadBody");
    function readableStreamClose(controller2) {
      try {
        controller2.close();
        controller2.byobRequest?.respond(0);
      } catch (err) {
        if (!err.message.includes("Controller is already closed") && !err.message.includes("ReadableStream is already closed")) {
          throw err;
        }
      }
    }
    __name(readableStreamClose, "readableStreamClose");
    async function readAllBytes(reader, successSteps, failureSteps) {
      try {
        const bytes = [];
        let byteLength = 0;
        do {
          const { done, value: chunk } = await reader.read();
          if (done) {
            successSteps(Buffer.concat(bytes, byteLength));
            return;
          }
          if (!isUint8Array(chunk)) {
            failureSteps(new TypeError("Received non-Uint8Array chunk"));
            return;
          }
          bytes.push(chunk);
          byteLength += chunk.length;
        } while (true);
      } catch (e) {
        failureSteps(e);
      }
    }
    __name(readAllBytes, "readAllBytes");
    function urlIsLocal(url) {
      assert("protocol" in url);
      const protocol = url.protocol;
      return protocol === "about:" || protocol === "blob:" || protocol === "data:";
    }
    __name(urlIsLocal, "urlIsLocal");
    function urlHasHttpsScheme(url) {
      return typeof url === "string" && url[5] === ":" && url[0] === "h" && url[1] === "t" && url[2] === "t" && url[3] === "p" && url[4] === "s" || url.protocol === "https:";
    }
    __name(urlHasHttpsScheme, "urlHasHttpsScheme");
    function urlIsHttpHttpsScheme(url) {
      assert("protocol" in url);
      const protocol = url.protocol;
      return protocol === "http:" || protocol === "https:";
    }
    __name(urlIsHttpHttpsScheme, "urlIsHttpHttpsScheme");
    function simpleRangeHeaderValue(value, allowWhitespace) {
      const data = value;
      if (!data.startsWith("bytes")) {
        return "failure";
      }
      const position = { position: 5 };
      if (allowWhitespace) {
        collectASequenceOfCodePoints(
          (char) => char === "	" || char === " ",
          data,
          position
        );
      }
      if (data.charCodeAt(position.position) !== 61) {
        return "failure";
      }
      position.position++;
      if (allowWhitespace) {
        collectASequenceOfCodePoints(
          (char) => char === "	" || char === " ",
          data,
          position
        );
      }
      const rangeStart = collectASequenceOfCodePoints(
        (char) => {
          const code = char.charCodeAt(0);
          return code >= 48 && code <= 57;
        },
        data,
        position
      );
      const rangeStartValue = rangeStart.length ? Number(rangeStart) : null;
      if (allowWhitespace) {
        collectASequenceOfCodePoints(
          (char) => char === "	" || char === " ",
          data,
          position
        );
      }
      if (data.charCodeAt(position.position) !== 45) {
        return "failure";
      }
      position.position++;
      if (allowWhitespace) {
        collectASequenceOfCodePoints(
          (char) => char === "	" || char === " ",
          data,
          position
        );
      }
      const rangeEnd = collectASequenceOfCodePoints(
        (char) => {
          const code = char.charCodeAt(0);
          return code >= 48 && code <= 57;
        },
        data,
        position
      );
      const rangeEndValue = rangeEnd.length ? Number(rangeEnd) : null;
      if (position.position < data.length) {
        return "failure";
      }
      if (rangeEndValue === null && rangeStartValue === null) {
        return "failure";
      }
      if (rangeStartValue > rangeEndValue) {
        return "failure";
      }
      return { rangeStartValue, rangeEndValue };
    }
    __name(simpleRangeHeaderValue, "simpleRangeHeaderValue");
    function buildContentRange(rangeStart, rangeEnd, fullLength) {
      let contentRange = "bytes ";
      contentRange += isomorphicEncode(`${rangeStart}`);
      contentRange += "-";
      contentRange += isomorphicEncode(`${rangeEnd}`);
      contentRange += "/";
      contentRange += isomorphicEncode(`${fullLength}`);
      return contentRange;
    }
    __name(buildContentRange, "buildContentRange");
    var InflateStream = class extends Transform {
      static {
        __name(this, "InflateStream");
      }
      #zlibOptions;
      /** @param {zlib.ZlibOptions} [zlibOptions] */
      constructor(zlibOptions) {
        super();
        this.#zlibOptions = zlibOptions;
      }
      _transform(chunk, encoding, callback) {
        if (!this._inflateStream) {
          if (chunk.length === 0) {
            callback();
            return;
          }
          this._inflateStream = (chunk[0] & 15) === 8 ? zlib.createInflate(this.#zlibOptions) : zlib.createInflateRaw(this.#zlibOptions);
          this._inflateStream.on("data", this.push.bind(this));
          this._inflateStream.on("end", () => this.push(null));
          this._inflateStream.on("error", (err) => this.destroy(err));
        }
        this._inflateStream.write(chunk, encoding, callback);
      }
      _final(callback) {
        if (this._inflateStream) {
          this._inflateStream.end();
          this._inflateStream = null;
        }
        callback();
      }
    };
    function createInflate(zlibOptions) {
      return new InflateStream(zlibOptions);
    }
    __name(createInflate, "createInflate");
    function extractMimeType(headers) {
      let charset = null;
      let essence = null;
      let mimeType = null;
      const values = getDecodeSplit("content-type", headers);
      if (values === null) {
        return "failure";
      }
      for (const value of values) {
        const temporaryMimeType = parseMIMEType(value);
        if (temporaryMimeType === "failure" || temporaryMimeType.essence === "*/*") {
          continue;
        }
        mimeType = temporaryMimeType;
        if (mimeType.essence !== essence) {
          charset = null;
          if (mimeType.parameters.has("charset")) {
            charset = mimeType.parameters.get("charset");
          }
          essence = mimeType.essence;
        } else if (!mimeType.parameters.has("charset") && charset !== null) {
          mimeType.parameters.set("charset", charset);
        }
      }
      if (mimeType == null) {
        return "failure";
      }
      return mimeType;
    }
    __name(extractMimeType, "extractMimeType");
    function gettingDecodingSplitting(value) {
      const input = value;
      const position = { position: 0 };
      const values = [];
      let temporaryValue = "";
      while (position.position < input.length) {
        temporaryValue += collectASequenceOfCodePoints(
          (char) => char !== '"' && char !== ",",
          input,
          position
        );
        if (position.position < input.length) {
          if (input.charCodeAt(position.position) === 34) {
            temporaryValue += collectAnHTTPQuotedString(
              input,
              position
            );
            if (position.position < input.length) {
              continue;
            }
          } else {
            assert(input.charCodeAt(position.position) === 44);
            position.position++;
          }
        }
        temporaryValue = removeChars(temporaryValue, true, true, (char) => char === 9 || char === 32);
        values.push(temporaryValue);
        temporaryValue = "";
      }
      return values;
    }
    __name(gettingDecodingSplitting, "gettingDecodingSplitting");
    function getDecodeSplit(name, list) {
      const value = list.get(name, true);
      if (value === null) {
        return null;
      }
      return gettingDecodingSplitting(value);
    }
    __name(getDecodeSplit, "getDecodeSplit");
    function hasAuthenticationEntry(request) {
      return false;
    }
    __name(hasAuthenticationEntry, "hasAuthenticationEntry");
    function includesCredentials(url) {
      return !!(url.username || url.password);
    }
    __name(includesCredentials, "includesCredentials");
    function isTraversableNavigable(navigable) {
      return navigable != null && navigable !== "client" && navigable !== "no-traversable";
    }
    __name(isTraversableNavigable, "isTraversableNavigable");
    var EnvironmentSettingsObjectBase = class {
      static {
        __name(this, "EnvironmentSettingsObjectBase");
      }
      get baseUrl() {
        return getGlobalOrigin();
      }
      get origin() {
        return this.baseUrl?.origin;
      }
      policyContainer = makePolicyContainer();
    };
    var EnvironmentSettingsObject = class {
      static {
        __name(this, "EnvironmentSettingsObject");
      }
      settingsObject = new EnvironmentSettingsObjectBase();
    };
    var environmentSettingsObject = new EnvironmentSettingsObject();
    module2.exports = {
      isAborted,
      isCancelled,
      isValidEncodedURL,
      ReadableStreamFrom,
      tryUpgradeRequestToAPotentiallyTrustworthyURL,
      clampAndCoarsenConnectionTimingInfo,
      coarsenedSharedCurrentTime,
      determineRequestsReferrer,
      makePolicyContainer,
      clonePolicyContainer,
      appendFetchMetadata,
      appendRequestOriginHeader,
      TAOCheck,
      corsCheck,
      crossOriginResourcePolicyCheck,
      createOpaqueTimingInfo,
      setRequestReferrerPolicyOnRedirect,
      isValidHTTPToken,
      requestBadPort,
      requestCurrentURL,
      responseURL,
      responseLocationURL,
      isURLPotentiallyTrustworthy,
      isValidReasonPhrase,
      sameOrigin,
      normalizeMethod,
      iteratorMixin,
      createIterator,
      isValidHeaderName,
      isValidHeaderValue,
      isErrorLike,
      fullyReadBody,
      readableStreamClose,
      urlIsLocal,
      urlHasHttpsScheme,
      urlIsHttpHttpsScheme,
      readAllBytes,
      simpleRangeHeaderValue,
      buildContentRange,
      createInflate,
      extractMimeType,
      getDecodeSplit,
      environmentSettingsObject,
      isOriginIPPotentiallyTrustworthy,
      hasAuthenticationEntry,
      includesCredentials,
      isTraversableNavigable
    };
  }
});

// node_modules/undici/lib/web/fetch/formdata.js
var require_formdata = __commonJS({
  "node_modules/undici/lib/web/fetch/formdata.js"(exports2, module2) {
    "use strict";
    var { iteratorMixin } = require_util2();
    var { kEnumerableProperty } = require_util();
    var { webidl } = require_webidl();
    var nodeUtil = require("node:util");
    var FormData = class _FormData {
      static {
        __name(this, "FormData");
      }
      #state = [];
      constructor(form = void 0) {
        webidl.util.markAsUncloneable(this);
        if (form !== void 0) {
          throw webidl.errors.conversionFailed({
            prefix: "FormData constructor",
            argument: "Argument 1",
            types: ["undefined"]
          });
        }
      }
      append(name, value, filename = void 0) {
        webidl.brandCheck(this, _FormData);
        const prefix = "FormData.append";
        webidl.argumentLengthCheck(arguments, 2, prefix);
        name = webidl.converters.USVString(name);
        if (arguments.length === 3 || webidl.is.Blob(value)) {
          value = webidl.converters.Blob(value, prefix, "value");
          if (filename !== void 0) {
            filename = webidl.converters.USVString(filename);
          }
        } else {
          value = webidl.converters.USVString(value);
        }
        const entry = makeEntry(name, value, filename);
        this.#state.push(entry);
      }
      delete(name) {
        webidl.brandCheck(this, _FormData);
        const prefix = "FormData.delete";
        webidl.argumentLengthCheck(arguments, 1, prefix);
        name = webidl.converters.USVString(name);
        this.#state = this.#state.filter((entry) => entry.name !== name);
      }
      get(name) {
        webidl.brandCheck(this, _FormData);
        const prefix = "FormData.get";
        webidl.argumentLengthCheck(arguments, 1, prefix);
        name = webidl.converters.USVString(name);
        const idx = this.#state.findIndex((entry) => entry.name === name);
        if (idx === -1) {
          return null;
        }
        return this.#state[idx].value;
      }
      getAll(name) {
        webidl.brandCheck(this, _FormData);
        const prefix = "FormData.getAll";
        webidl.argumentLengthCheck(arguments, 1, prefix);
        name = webidl.converters.USVString(name);
        return this.#state.filter((entry) => entry.name === name).map((entry) => entry.value);
      }
      has(name) {
        webidl.brandCheck(this, _FormData);
        const prefix = "FormData.has";
        webidl.argumentLengthCheck(arguments, 1, prefix);
        name = webidl.converters.USVString(name);
        return this.#state.findIndex((entry) => entry.name === name) !== -1;
      }
      set(name, value, filename = void 0) {
        webidl.brandCheck(this, _FormData);
        const prefix = "FormData.set";
        webidl.argumentLengthCheck(arguments, 2, prefix);
        name = webidl.converters.USVString(name);
        if (arguments.length === 3 || webidl.is.Blob(value)) {
          value = webidl.converters.Blob(value, prefix, "value");
          if (filename !== void 0) {
            filename = webidl.converters.USVString(filename);
          }
        } else {
          value = webidl.converters.USVString(value);
        }
        const entry = makeEntry(name, value, filename);
        const idx = this.#state.findIndex((entry2) => entry2.name === name);
        if (idx !== -1) {
          this.#state = [
            ...this.#state.slice(0, idx),
            entry,
            ...this.#state.slice(idx + 1).filter((entry2) => entry2.name !== name)
          ];
        } else {
          this.#state.push(entry);
        }
      }
      [nodeUtil.inspect.custom](depth, options) {
        const state = this.#state.reduce((a, b) => {
          if (a[b.name]) {
            if (Array.isArray(a[b.name])) {
              a[b.name].push(b.value);
            } else {
              a[b.name] = [a[b.name], b.value];
            }
          } else {
            a[b.name] = b.value;
          }
          return a;
        }, { __proto__: null });
        options.depth ??= depth;
        options.colors ??= true;
        const output2 = nodeUtil.formatWithOptions(options, state);
        return `FormData ${output2.slice(output2.indexOf("]") + 2)}`;
      }
      /**
       * @param {FormData} formData
       */
      static getFormDataState(formData) {
        return formData.#state;
      }
      /**
       * @param {FormData} formData
       * @param {any[]} newState
       */
      static setFormDataState(formData, newState) {
        formData.#state = newState;
      }
    };
    var { getFormDataState, setFormDataState } = FormData;
    Reflect.deleteProperty(FormData, "getFormDataState");
    Reflect.deleteProperty(FormData, "setFormDataState");
    iteratorMixin("FormData", FormData, getFormDataState, "name", "value");
    Object.defineProperties(FormData.prototype, {
      append: kEnumerableProperty,
      delete: kEnumerableProperty,
      get: kEnumerableProperty,
      getAll: kEnumerableProperty,
      has: kEnumerableProperty,
      set: kEnumerableProperty,
      [Symbol.toStringTag]: {
        value: "FormData",
        configurable: true
      }
    });
    function makeEntry(name, value, filename) {
      if (typeof value === "string") {
      } else {
        if (!webidl.is.File(value)) {
          value = new File([value], "blob", { type: value.type });
        }
        if (filename !== void 0) {
          const options = {
            type: value.type,
            lastModified: value.lastModified
          };
          value = new File([value], filename, options);
        }
      }
      return { name, value };
    }
    __name(makeEntry, "makeEntry");
    webidl.is.FormData = webidl.util.MakeTypeAssertion(FormData);
    module2.exports = { FormData, makeEntry, setFormDataState };
  }
});

// node_modules/undici/lib/web/fetch/formdata-parser.js
var require_formdata_parser = __commonJS({
  "node_modules/undici/lib/web/fetch/formdata-parser.js"(exports2, module2) {
    "use strict";
    var { bufferToLowerCasedHeaderName } = require_util();
    var { HTTP_TOKEN_CODEPOINTS } = require_data_url();
    var { makeEntry } = require_formdata();
    var { webidl } = require_webidl();
    var assert = require("node:assert");
    var { isomorphicDecode } = require_infra();
    var dd = Buffer.from("--");
    var decoder = new TextDecoder();
    var decoderIgnoreBOM = new TextDecoder("utf-8", { ignoreBOM: true });
    function isAsciiString(chars) {
      for (let i = 0; i < chars.length; ++i) {
        if ((chars.charCodeAt(i) & ~127) !== 0) {
          return false;
        }
      }
      return true;
    }
    __name(isAsciiString, "isAsciiString");
    function validateBoundary(boundary) {
      const length = boundary.length;
      if (length < 27 || length > 70) {
        return false;
      }
      for (let i = 0; i < length; ++i) {
        const cp = boundary.charCodeAt(i);
        if (!(cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 39 || cp === 45 || cp === 95)) {
          return false;
        }
      }
      return true;
    }
    __name(validateBoundary, "validateBoundary");
    function multipartFormDataParser(input, mimeType) {
      assert(mimeType !== "failure" && mimeType.essence === "multipart/form-data");
      const boundaryString = mimeType.parameters.get("boundary");
      if (boundaryString === void 0) {
        throw parsingError("missing boundary in content-type header");
      }
      const boundary = Buffer.from(`--${boundaryString}`, "utf8");
      const entryList = [];
      const position = { position: 0 };
      const firstBoundaryIndex = input.indexOf(boundary);
      if (firstBoundaryIndex === -1) {
        throw parsingError("no boundary found in multipart body");
      }
      position.position = firstBoundaryIndex;
      while (true) {
        if (input.subarray(position.position, position.position + boundary.length).equals(boundary)) {
          position.position += boundary.length;
        } else {
          throw parsingError("expected a value starting with -- and the boundary");
        }
        if (bufferStartsWith(input, dd, position)) {
          return entryList;
        }
        if (input[position.position] !== 13 || input[position.position + 1] !== 10) {
          throw parsingError("expected CRLF");
        }
        position.position += 2;
        const result = parseMultipartFormDataHeaders(input, position);
        let { name, filename, contentType, encoding } = result;
        position.position += 2;
        let body;
        {
          const boundaryIndex = input.indexOf(boundary.subarray(2), position.position);
          if (boundaryIndex === -1) {
            throw parsingError("expected boundary after body");
          }
          body = input.subarray(position.position, boundaryIndex - 4);
          position.position += body.length;
          if (encoding === "base64") {
            body = Buffer.from(body.toString(), "base64");
          }
        }
        if (input[position.position] !== 13 || input[position.position + 1] !== 10) {
          throw parsingError("expected CRLF");
        } else {
          position.position += 2;
        }
        let value;
        if (filename !== null) {
          contentType ??= "text/plain";
          if (!isAsciiString(contentType)) {
            contentType = "";
          }
          value = new File([body], filename, { type: contentType });
        } else {
          value = decoderIgnoreBOM.decode(Buffer.from(body));
        }
        assert(webidl.is.USVString(name));
        assert(typeof value === "string" && webidl.is.USVString(value) || webidl.is.File(value));
        entryList.push(makeEntry(name, value, filename));
      }
    }
    __name(multipartFormDataParser, "multipartFormDataParser");
    function parseContentDispositionAttribute(input, position) {
      if (input[position.position] === 59) {
        position.position++;
      }
      collectASequenceOfBytes(
        (char) => char === 32 || char === 9,
        input,
        position
      );
      const attributeName = collectASequenceOfBytes(
        (char) => isToken(char) && char !== 61 && char !== 42,
        // not = or *
        input,
        position
      );
      if (attributeName.length === 0) {
        return null;
      }
      const attrNameStr = attributeName.toString("ascii").toLowerCase();
      const isExtended = input[position.position] === 42;
      if (isExtended) {
        position.position++;
      }
      if (input[position.position] !== 61) {
        return null;
      }
      position.position++;
      collectASequenceOfBytes(
        (char) => char === 32 || char === 9,
        input,
        position
      );
      let value;
      if (isExtended) {
        const headerValue = collectASequenceOfBytes(
          (char) => char !== 32 && char !== 13 && char !== 10 && char !== 59,
          // not space, CRLF, or ;
          input,
          position
        );
        if (headerValue[0] !== 117 && headerValue[0] !== 85 || // u or U
        headerValue[1] !== 116 && headerValue[1] !== 84 || // t or T
        headerValue[2] !== 102 && headerValue[2] !== 70 || // f or F
        headerValue[3] !== 45 || // -
        headerValue[4] !== 56) {
          throw parsingError("unknown encoding, expected utf-8''");
        }
        value = decodeURIComponent(decoder.decode(headerValue.subarray(7)));
      } else if (input[position.position] === 34) {
        position.position++;
        const quotedValue = collectASequenceOfBytes(
          (char) => char !== 10 && char !== 13 && char !== 34,
          // not LF, CR, or "
          input,
          position
        );
        if (input[position.position] !== 34) {
          throw parsingError("Closing quote not found");
        }
        position.position++;
        value = decoder.decode(quotedValue).replace(/%0A/ig, "\n").replace(/%0D/ig, "\r").replace(/%22/g, '"');
      } else {
        const tokenValue = collectASequenceOfBytes(
          (char) => isToken(char) && char !== 59,
          // not ;
          input,
          position
        );
        value = decoder.decode(tokenValue);
      }
      return { name: attrNameStr, value, extended: isExtended };
    }
    __name(parseContentDispositionAttribute, "parseContentDispositionAttribute");
    function parseMultipartFormDataHeaders(input, position) {
      let name = null;
      let filename = null;
      let contentType = null;
      let encoding = null;
      while (true) {
        if (input[position.position] === 13 && input[position.position + 1] === 10) {
          if (name === null) {
            throw parsingError("header name is null");
          }
          return { name, filename, contentType, encoding };
        }
        let headerName = collectASequenceOfBytes(
          (char) => char !== 10 && char !== 13 && char !== 58,
          input,
          position
        );
        headerName = removeChars(headerName, true, true, (char) => char === 9 || char === 32);
        if (!HTTP_TOKEN_CODEPOINTS.test(headerName.toString())) {
          throw parsingError("header name does not match the field-name token production");
        }
        if (input[position.position] !== 58) {
          throw parsingError("expected :");
        }
        position.position++;
        collectASequenceOfBytes(
          (char) => char === 32 || char === 9,
          input,
          position
        );
        switch (bufferToLowerCasedHeaderName(headerName)) {
          case "content-disposition": {
            name = filename = null;
            let filenameIsExtended = false;
            const dispositionType = collectASequenceOfBytes(
              (char) => isToken(char),
              input,
              position
            );
            if (dispositionType.toString("ascii").toLowerCase() !== "form-data") {
              throw parsingError("expected form-data for content-disposition header");
            }
            while (position.position < input.length && (input[position.position] !== 13 || input[position.position + 1] !== 10)) {
              const attribute = parseContentDispositionAttribute(input, position);
              if (!attribute) {
                break;
              }
              if (attribute.name === "name") {
                name = attribute.value;
              } else if (attribute.name === "filename") {
                if (attribute.extended) {
                  filename = attribute.value;
                  filenameIsExtended = true;
                } else if (!filenameIsExtended) {
                  filename = attribute.value;
                }
              }
            }
            if (name === null) {
              throw parsingError("name attribute is required in content-disposition header");
            }
            break;
          }
          case "content-type": {
            let headerValue = collectASequenceOfBytes(
              (char) => char !== 10 && char !== 13,
              input,
              position
            );
            headerValue = removeChars(headerValue, false, true, (char) => char === 9 || char === 32);
            contentType = isomorphicDecode(headerValue);
            break;
          }
          case "content-transfer-encoding": {
            let headerValue = collectASequenceOfBytes(
              (char) => char !== 10 && char !== 13,
              input,
              position
            );
            headerValue = removeChars(headerValue, false, true, (char) => char === 9 || char === 32);
            encoding = isomorphicDecode(headerValue);
            break;
          }
          default: {
            collectASequenceOfBytes(
              (char) => char !== 10 && char !== 13,
              input,
              position
            );
          }
        }
        if (input[position.position] !== 13 || input[position.position + 1] !== 10) {
          throw parsingError("expected CRLF");
        } else {
          position.position += 2;
        }
      }
    }
    __name(parseMultipartFormDataHeaders, "parseMultipartFormDataHeaders");
    function collectASequenceOfBytes(condition, input, position) {
      let start2 = position.position;
      while (start2 < input.length && condition(input[start2])) {
        ++start2;
      }
      return input.subarray(position.position, position.position = start2);
    }
    __name(collectASequenceOfBytes, "collectASequenceOfBytes");
    function removeChars(buf, leading, trailing, predicate) {
      let lead = 0;
      let trail = buf.length - 1;
      if (leading) {
        while (lead < buf.length && predicate(buf[lead])) lead++;
      }
      if (trailing) {
        while (trail > 0 && predicate(buf[trail])) trail--;
      }
      return lead === 0 && trail === buf.length - 1 ? buf : buf.subarray(lead, trail + 1);
    }
    __name(removeChars, "removeChars");
    function bufferStartsWith(buffer, start2, position) {
      if (buffer.length < start2.length) {
        return false;
      }
      for (let i = 0; i < start2.length; i++) {
        if (start2[i] !== buffer[position.position + i]) {
          return false;
        }
      }
      return true;
    }
    __name(bufferStartsWith, "bufferStartsWith");
    function parsingError(cause) {
      return new TypeError("Failed to parse body as FormData.", { cause: new TypeError(cause) });
    }
    __name(parsingError, "parsingError");
    function isCTL(char) {
      return char <= 31 || char === 127;
    }
    __name(isCTL, "isCTL");
    function isTSpecial(char) {
      return char === 40 || // (
      char === 41 || // )
      char === 60 || // <
      char === 62 || // >
      char === 64 || // @
      char === 44 || // ,
      char === 59 || // ;
      char === 58 || // :
      char === 92 || // \
      char === 34 || // "
      char === 47 || // /
      char === 91 || // [
      char === 93 || // ]
      char === 63 || // ?
      char === 61;
    }
    __name(isTSpecial, "isTSpecial");
    function isToken(char) {
      return char <= 127 && // ascii
      char !== 32 && // space
      char !== 9 && !isCTL(char) && !isTSpecial(char);
    }
    __name(isToken, "isToken");
    module2.exports = {
      multipartFormDataParser,
      validateBoundary
    };
  }
});

// node_modules/undici/lib/util/promise.js
var require_promise = __commonJS({
  "node_modules/undici/lib/util/promise.js"(exports2, module2) {
    "use strict";
    function createDeferredPromise() {
      let res;
      let rej;
      const promise = new Promise((resolve4, reject) => {
        res = resolve4;
        rej = reject;
      });
      return { promise, resolve: res, reject: rej };
    }
    __name(createDeferredPromise, "createDeferredPromise");
    module2.exports = {
      createDeferredPromise
    };
  }
});

// node_modules/undici/lib/web/fetch/body.js
var require_body = __commonJS({
  "node_modules/undici/lib/web/fetch/body.js"(exports2, module2) {
    "use strict";
    var util = require_util();
    var {
      ReadableStreamFrom,
      readableStreamClose,
      fullyReadBody,
      extractMimeType
    } = require_util2();
    var { FormData, setFormDataState } = require_formdata();
    var { webidl } = require_webidl();
    var assert = require("node:assert");
    var { isErrored, isDisturbed } = require("node:stream");
    var { isUint8Array } = require("node:util/types");
    var { serializeAMimeType } = require_data_url();
    var { multipartFormDataParser } = require_formdata_parser();
    var { createDeferredPromise } = require_promise();
    var { parseJSONFromBytes } = require_infra();
    var { utf8DecodeBytes } = require_encoding();
    var { runtimeFeatures } = require_runtime_features();
    var random = runtimeFeatures.has("crypto") ? require("node:crypto").randomInt : (max) => Math.floor(Math.random() * max);
    var textEncoder = new TextEncoder();
    function noop() {
    }
    __name(noop, "noop");
    var streamRegistry = new FinalizationRegistry((weakRef) => {
      const stream = weakRef.deref();
      if (stream && !stream.locked && !isDisturbed(stream) && !isErrored(stream)) {
        stream.cancel("Response object has been garbage collected").catch(noop);
      }
    });
    function extractBody(object, keepalive = false) {
      let stream = null;
      if (webidl.is.ReadableStream(object)) {
        stream = object;
      } else if (webidl.is.Blob(object)) {
        stream = object.stream();
      } else {
        stream = new ReadableStream({
          start() {
          },
          async pull(controller2) {
            const result = action();
            const iterator = result?.[Symbol.asyncIterator]?.();
            if (iterator == null) {
              if (result?.length && !isErrored(stream)) {
                controller2.enqueue(typeof result === "string" ? textEncoder.encode(result) : new Uint8Array(result));
              }
              queueMicrotask(() => readableStreamClose(controller2));
              return;
            }
            while (true) {
              const { value, done } = await iterator.next();
              if (done) {
                queueMicrotask(() => readableStreamClose(controller2));
                return;
              }
              if (value.length && !isErrored(stream)) {
                controller2.enqueue(new Uint8Array(value));
                return;
              }
            }
          },
          cancel(reason) {
            return action()[Symbol.asyncIterator]?.().return(reason);
          },
          type: "bytes"
        });
      }
      assert(webidl.is.ReadableStream(stream));
      let action = null;
      let source = null;
      let length = null;
      let type = null;
      if (typeof object === "string") {
        source = object;
        type = "text/plain;charset=UTF-8";
      } else if (webidl.is.URLSearchParams(object)) {
        source = object.toString();
        type = "application/x-www-form-urlencoded;charset=UTF-8";
      } else if (webidl.is.BufferSource(object)) {
        source = webidl.util.getCopyOfBytesHeldByBufferSource(object);
      } else if (webidl.is.FormData(object)) {
        const boundary = `----formdata-undici-0${`${random(1e11)}`.padStart(11, "0")}`;
        const prefix = `--${boundary}\r
Content-Disposition: form-data`;
        const formdataEscape = /* @__PURE__ */ __name((str) => str.replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22"), "formdataEscape");
        const normalizeLinefeeds = /* @__PURE__ */ __name((value) => value.replace(/\r?\n|\r/g, "\r\n"), "normalizeLinefeeds");
        const blobParts = [];
        const rn = new Uint8Array([13, 10]);
        length = 0;
        let hasUnknownSizeValue = false;
        for (const [name, value] of object) {
          if (typeof value === "string") {
            const chunk2 = textEncoder.encode(prefix + `; name="${formdataEscape(normalizeLinefeeds(name))}"\r
\r
${normalizeLinefeeds(value)}\r
`);
            blobParts.push(chunk2);
            length += chunk2.byteLength;
          } else {
            const chunk2 = textEncoder.encode(`${prefix}; name="${formdataEscape(normalizeLinefeeds(name))}"` + (value.name ? `; filename="${formdataEscape(value.name)}"` : "") + `\r
Content-Type: ${value.type || "application/octet-stream"}\r
\r
`);
            blobParts.push(chunk2, value, rn);
            if (typeof value.size === "number") {
              length += chunk2.byteLength + value.size + rn.byteLength;
            } else {
              hasUnknownSizeValue = true;
            }
          }
        }
        const chunk = textEncoder.encode(`--${boundary}--\r
`);
        blobParts.push(chunk);
        length += chunk.byteLength;
        if (hasUnknownSizeValue) {
          length = null;
        }
        source = object;
        const parts = (async function* () {
          for (const part of blobParts) {
            if (part.stream) {
              yield* part.stream();
            } else {
              yield part;
            }
          }
        })();
        action = /* @__PURE__ */ __name(() => parts, "action");
        type = `multipart/form-data; boundary=${boundary}`;
      } else if (webidl.is.Blob(object)) {
        source = object;
        length = object.size;
        if (object.type) {
          type = object.type;
        }
      } else if (typeof object[Symbol.asyncIterator] === "function") {
        if (keepalive) {
          throw new TypeError("keepalive");
        }
        if (util.isDisturbed(object) || object.locked) {
          throw new TypeError(
            "Response body object should not be disturbed or locked"
          );
        }
        stream = webidl.is.ReadableStream(object) ? object : ReadableStreamFrom(object);
      }
      if (typeof source === "string" || isUint8Array(source)) {
        action = /* @__PURE__ */ __name(() => source, "action");
        length = typeof source === "string" ? Buffer.byteLength(source) : source.length;
      }
      const body = { stream, source, length };
      return [body, type];
    }
    __name(extractBody, "extractBody");
    function safelyExtractBody(object, keepalive = false) {
      if (webidl.is.ReadableStream(object)) {
        assert(!util.isDisturbed(object), "The body has already been consumed.");
        assert(!object.locked, "The stream is locked.");
      }
      return extractBody(object, keepalive);
    }
    __name(safelyExtractBody, "safelyExtractBody");
    function cloneBody(body) {
      const { 0: out1, 1: out2 } = body.stream.tee();
      body.stream = out1;
      return {
        stream: out2,
        length: body.length,
        source: body.source
      };
    }
    __name(cloneBody, "cloneBody");
    function bodyMixinMethods(instance, getInternalState) {
      const methods = {
        blob() {
          return consumeBody(this, (bytes) => {
            let mimeType = bodyMimeType(getInternalState(this));
            if (mimeType === null) {
              mimeType = "";
            } else if (mimeType) {
              mimeType = serializeAMimeType(mimeType);
            }
            return new Blob([bytes], { type: mimeType });
          }, instance, getInternalState);
        },
        arrayBuffer() {
          return consumeBody(this, (bytes) => {
            return new Uint8Array(bytes).buffer;
          }, instance, getInternalState);
        },
        text() {
          return consumeBody(this, utf8DecodeBytes, instance, getInternalState);
        },
        json() {
          return consumeBody(this, parseJSONFromBytes, instance, getInternalState);
        },
        formData() {
          return consumeBody(this, (value) => {
            const mimeType = bodyMimeType(getInternalState(this));
            if (mimeType !== null) {
              switch (mimeType.essence) {
                case "multipart/form-data": {
                  const parsed = multipartFormDataParser(value, mimeType);
                  const fd = new FormData();
                  setFormDataState(fd, parsed);
                  return fd;
                }
                case "application/x-www-form-urlencoded": {
                  const entries = new URLSearchParams(value.toString());
                  const fd = new FormData();
                  for (const [name, value2] of entries) {
                    fd.append(name, value2);
                  }
                  return fd;
                }
              }
            }
            throw new TypeError(
              'Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".'
            );
          }, instance, getInternalState);
        },
        bytes() {
          return consumeBody(this, (bytes) => {
            return new Uint8Array(bytes);
          }, instance, getInternalState);
        }
      };
      return methods;
    }
    __name(bodyMixinMethods, "bodyMixinMethods");
    function mixinBody(prototype2, getInternalState) {
      Object.assign(prototype2.prototype, bodyMixinMethods(prototype2, getInternalState));
    }
    __name(mixinBody, "mixinBody");
    function consumeBody(object, convertBytesToJSValue, instance, getInternalState) {
      try {
        webidl.brandCheck(object, instance);
      } catch (e) {
        return Promise.reject(e);
      }
      object = getInternalState(object);
      if (bodyUnusable(object)) {
        return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
      }
      const promise = createDeferredPromise();
      const errorSteps = promise.reject;
      const successSteps = /* @__PURE__ */ __name((data) => {
        try {
          promise.resolve(convertBytesToJSValue(data));
        } catch (e) {
          errorSteps(e);
        }
      }, "successSteps");
      if (object.body == null) {
        successSteps(Buffer.allocUnsafe(0));
        return promise.promise;
      }
      fullyReadBody(object.body, successSteps, errorSteps);
      return promise.promise;
    }
    __name(consumeBody, "consumeBody");
    function bodyUnusable(object) {
      const body = object.body;
      return body != null && (body.stream.locked || util.isDisturbed(body.stream));
    }
    __name(bodyUnusable, "bodyUnusable");
    function bodyMimeType(requestOrResponse) {
      const headers = requestOrResponse.headersList;
      const mimeType = extractMimeType(headers);
      if (mimeType === "failure") {
        return null;
      }
      return mimeType;
    }
    __name(bodyMimeType, "bodyMimeType");
    module2.exports = {
      extractBody,
      safelyExtractBody,
      cloneBody,
      mixinBody,
      streamRegistry,
      bodyUnusable
    };
  }
});

// node_modules/undici/lib/dispatcher/client-h1.js
var require_client_h1 = __commonJS({
  "node_modules/undici/lib/dispatcher/client-h1.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var util = require_util();
    var { channels } = require_diagnostics();
    var timers = require_timers();
    var {
      RequestContentLengthMismatchError,
      ResponseContentLengthMismatchError,
      RequestAbortedError,
      InvalidArgumentError,
      HeadersTimeoutError,
      HeadersOverflowError,
      SocketError,
      InformationalError,
      BodyTimeoutError,
      HTTPParserError,
      ResponseExceededMaxSizeError
    } = require_errors();
    var {
      kUrl,
      kReset,
      kClient,
      kParser,
      kBlocking,
      kRunning,
      kPending,
      kSize,
      kWriting,
      kQueue,
      kNoRef,
      kKeepAliveDefaultTimeout,
      kHostHeader,
      kPendingIdx,
      kRunningIdx,
      kError,
      kPipelining,
      kSocket,
      kKeepAliveTimeoutValue,
      kMaxHeadersSize,
      kKeepAliveMaxTimeout,
      kKeepAliveTimeoutThreshold,
      kHeadersTimeout,
      kBodyTimeout,
      kStrictContentLength,
      kMaxRequests,
      kCounter,
      kMaxResponseSize,
      kOnError,
      kResume,
      kHTTPContext,
      kClosed
    } = require_symbols();
    var constants = require_constants2();
    var EMPTY_BUF = Buffer.alloc(0);
    var FastBuffer = Buffer[Symbol.species];
    var removeAllListeners = util.removeAllListeners;
    var kIdleSocketValidation = /* @__PURE__ */ Symbol("kIdleSocketValidation");
    var kIdleSocketValidationTimeout = /* @__PURE__ */ Symbol("kIdleSocketValidationTimeout");
    var kSocketUsed = /* @__PURE__ */ Symbol("kSocketUsed");
    var kTypeOfService = /* @__PURE__ */ Symbol("kTypeOfService");
    var extractBody;
    function lazyllhttp() {
      const llhttpWasmData = process.env.JEST_WORKER_ID ? require_llhttp_wasm() : void 0;
      let mod;
      let useWasmSIMD = true;
      if (process.arch === "ppc64") {
        const [major, minor] = process.versions.node.split(".").map((n) => parseInt(n, 10));
        if (major < 24 || major === 24 && minor < 12) {
          useWasmSIMD = false;
        }
      }
      if (process.env.UNDICI_NO_WASM_SIMD === "1") {
        useWasmSIMD = false;
      } else if (process.env.UNDICI_NO_WASM_SIMD === "0") {
        useWasmSIMD = true;
      }
      if (useWasmSIMD) {
        try {
          mod = new WebAssembly.Module(require_llhttp_simd_wasm());
        } catch {
        }
      }
      if (!mod) {
        mod = new WebAssembly.Module(llhttpWasmData || require_llhttp_wasm());
      }
      return new WebAssembly.Instance(mod, {
        env: {
          /**
           * @param {number} p
           * @param {number} at
           * @param {number} len
           * @returns {number}
           */
          wasm_on_url: /* @__PURE__ */ __name((p, at, len) => {
            return 0;
          }, "wasm_on_url"),
          /**
           * @param {number} p
           * @param {number} at
           * @param {number} len
           * @returns {number}
           */
          wasm_on_status: /* @__PURE__ */ __name((p, at, len) => {
            assert(currentParser.ptr === p);
            const start2 = at - currentBufferPtr + currentBufferRef.byteOffset;
            return currentParser.onStatus(new FastBuffer(currentBufferRef.buffer, start2, len));
          }, "wasm_on_status"),
          /**
           * @param {number} p
           * @returns {number}
           */
          wasm_on_message_begin: /* @__PURE__ */ __name((p) => {
            assert(currentParser.ptr === p);
            return currentParser.onMessageBegin();
          }, "wasm_on_message_begin"),
          /**
           * @param {number} p
           * @param {number} at
           * @param {number} len
           * @returns {number}
           */
          wasm_on_header_field: /* @__PURE__ */ __name((p, at, len) => {
            assert(currentParser.ptr === p);
            const start2 = at - currentBufferPtr + currentBufferRef.byteOffset;
            return currentParser.onHeaderField(new FastBuffer(currentBufferRef.buffer, start2, len));
          }, "wasm_on_header_field"),
          /**
           * @param {number} p
           * @param {number} at
           * @param {number} len
           * @returns {number}
           */
          wasm_on_header_value: /* @__PURE__ */ __name((p, at, len) => {
            assert(currentParser.ptr === p);
            const start2 = at - currentBufferPtr + currentBufferRef.byteOffset;
            return currentParser.onHeaderValue(new FastBuffer(currentBufferRef.buffer, start2, len));
          }, "wasm_on_header_value"),
          /**
           * @param {number} p
           * @param {number} statusCode
           * @param {0|1} upgrade
           * @param {0|1} shouldKeepAlive
           * @returns {number}
           */
          wasm_on_headers_complete: /* @__PURE__ */ __name((p, statusCode, upgrade, shouldKeepAlive) => {
            assert(currentParser.ptr === p);
            return currentParser.onHeadersComplete(statusCode, upgrade === 1, shouldKeepAlive === 1);
          }, "wasm_on_headers_complete"),
          /**
           * @param {number} p
           * @param {number} at
           * @param {number} len
           * @returns {number}
           */
          wasm_on_body: /* @__PURE__ */ __name((p, at, len) => {
            assert(currentParser.ptr === p);
            const start2 = at - currentBufferPtr + currentBufferRef.byteOffset;
            return currentParser.onBody(new FastBuffer(currentBufferRef.buffer, start2, len));
          }, "wasm_on_body"),
          /**
           * @param {number} p
           * @returns {number}
           */
          wasm_on_message_complete: /* @__PURE__ */ __name((p) => {
            assert(currentParser.ptr === p);
            return currentParser.onMessageComplete();
          }, "wasm_on_message_complete")
        }
      });
    }
    __name(lazyllhttp, "lazyllhttp");
    var llhttpInstance = null;
    var currentParser = null;
    var currentBufferRef = null;
    var currentBufferSize = 0;
    var currentBufferPtr = null;
    var USE_NATIVE_TIMER = 0;
    var USE_FAST_TIMER = 1;
    var TIMEOUT_HEADERS = 2 | USE_FAST_TIMER;
    var TIMEOUT_BODY = 4 | USE_FAST_TIMER;
    var TIMEOUT_KEEP_ALIVE = 8 | USE_NATIVE_TIMER;
    var Parser = class {
      static {
        __name(this, "Parser");
      }
      /**
         * @param {import('./client.js')} client
         * @param {import('net').Socket} socket
         * @param {*} llhttp
         */
      constructor(client, socket, { exports: exports3 }) {
        this.llhttp = exports3;
        this.ptr = this.llhttp.llhttp_alloc(constants.TYPE.RESPONSE);
        this.client = client;
        this.socket = socket;
        this.timeout = null;
        this.timeoutWeakRef = new WeakRef(this);
        this.timeoutValue = null;
        this.timeoutType = null;
        this.statusCode = 0;
        this.statusText = "";
        this.upgrade = false;
        this.headers = [];
        this.headersSize = 0;
        this.headersMaxSize = client[kMaxHeadersSize];
        this.shouldKeepAlive = false;
        this.paused = false;
        this.resume = this.resume.bind(this);
        this.bytesRead = 0;
        this.keepAlive = "";
        this.contentLength = "";
        this.connection = "";
        this.maxResponseSize = client[kMaxResponseSize];
      }
      setTimeout(delay2, type) {
        if (delay2 !== this.timeoutValue || type & USE_FAST_TIMER ^ this.timeoutType & USE_FAST_TIMER) {
          if (this.timeout) {
            timers.clearTimeout(this.timeout);
            this.timeout = null;
          }
          if (delay2) {
            if (type & USE_FAST_TIMER) {
              this.timeout = timers.setFastTimeout(onParserTimeout, delay2, this.timeoutWeakRef);
            } else {
              this.timeout = setTimeout(onParserTimeout, delay2, this.timeoutWeakRef);
              this.timeout?.unref();
            }
          }
          this.timeoutValue = delay2;
        } else if (this.timeout) {
          if (this.timeout.refresh) {
            this.timeout.refresh();
          }
        }
        this.timeoutType = type;
      }
      resume() {
        if (this.socket.destroyed || !this.paused) {
          return;
        }
        assert(this.ptr != null);
        assert(currentParser === null);
        this.llhttp.llhttp_resume(this.ptr);
        assert(this.timeoutType === TIMEOUT_BODY);
        if (this.timeout) {
          if (this.timeout.refresh) {
            this.timeout.refresh();
          }
        }
        this.paused = false;
        this.execute(this.socket.read() || EMPTY_BUF);
        this.readMore();
      }
      readMore() {
        while (!this.paused && this.ptr) {
          const chunk = this.socket.read();
          if (chunk === null) {
            break;
          }
          this.execute(chunk);
        }
      }
      /**
       * @param {Buffer} chunk
       */
      execute(chunk) {
        assert(currentParser === null);
        assert(this.ptr != null);
        assert(!this.paused);
        const { socket, llhttp } = this;
        if (chunk.length > currentBufferSize) {
          if (currentBufferPtr) {
            llhttp.free(currentBufferPtr);
          }
          currentBufferSize = Math.ceil(chunk.length / 4096) * 4096;
          currentBufferPtr = llhttp.malloc(currentBufferSize);
        }
        new Uint8Array(llhttp.memory.buffer, currentBufferPtr, currentBufferSize).set(chunk);
        try {
          let ret;
          try {
            currentBufferRef = chunk;
            currentParser = this;
            ret = llhttp.llhttp_execute(this.ptr, currentBufferPtr, chunk.length);
          } finally {
            currentParser = null;
            currentBufferRef = null;
          }
          if (ret !== constants.ERROR.OK) {
            const data = chunk.subarray(llhttp.llhttp_get_error_pos(this.ptr) - currentBufferPtr);
            if (ret === constants.ERROR.PAUSED_UPGRADE) {
              this.onUpgrade(data);
            } else if (ret === constants.ERROR.PAUSED) {
              this.paused = true;
              socket.unshift(data);
            } else {
              throw this.createError(ret, data);
            }
          }
        } catch (err) {
          util.destroy(socket, err);
        }
      }
      finish() {
        assert(currentParser === null);
        assert(this.ptr != null);
        assert(!this.paused);
        const { llhttp } = this;
        let ret;
        try {
          currentParser = this;
          ret = llhttp.llhttp_finish(this.ptr);
        } finally {
          currentParser = null;
        }
        if (ret === constants.ERROR.OK) {
          return null;
        }
        if (ret === constants.ERROR.PAUSED || ret === constants.ERROR.PAUSED_UPGRADE) {
          this.paused = true;
          return null;
        }
        return this.createError(ret, EMPTY_BUF);
      }
      createError(ret, data) {
        const { llhttp, contentLength, bytesRead } = this;
        if (contentLength && bytesRead !== parseInt(contentLength, 10)) {
          return new ResponseContentLengthMismatchError();
        }
        const ptr = llhttp.llhttp_get_error_reason(this.ptr);
        let message = "";
        if (ptr) {
          const len = new Uint8Array(llhttp.memory.buffer, ptr).indexOf(0);
          message = "Response does not match the HTTP/1.1 protocol (" + Buffer.from(llhttp.memory.buffer, ptr, len).toString() + ")";
        }
        return new HTTPParserError(message, constants.ERROR[ret], data);
      }
      destroy() {
        assert(currentParser === null);
        assert(this.ptr != null);
        this.llhttp.llhttp_free(this.ptr);
        this.ptr = null;
        this.timeout && timers.clearTimeout(this.timeout);
        this.timeout = null;
        this.timeoutValue = null;
        this.timeoutType = null;
        this.paused = false;
      }
      /**
       * @param {Buffer} buf
       * @returns {0}
       */
      onStatus(buf) {
        this.statusText = buf.toString();
        return 0;
      }
      /**
       * @returns {0|-1}
       */
      onMessageBegin() {
        const { socket, client } = this;
        if (socket.destroyed) {
          return -1;
        }
        if (client[kRunning] === 0) {
          util.destroy(socket, new SocketError("bad response", util.getSocketInfo(socket)));
          return -1;
        }
        const request = client[kQueue][client[kRunningIdx]];
        if (!request) {
          return -1;
        }
        request.onResponseStarted();
        return 0;
      }
      /**
       * @param {Buffer} buf
       * @returns {number}
       */
      onHeaderField(buf) {
        const len = this.headers.length;
        if ((len & 1) === 0) {
          this.headers.push(buf);
        } else {
          this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf]);
        }
        this.trackHeader(buf.length);
        return 0;
      }
      /**
       * @param {Buffer} buf
       * @returns {number}
       */
      onHeaderValue(buf) {
        let len = this.headers.length;
        if ((len & 1) === 1) {
          this.headers.push(buf);
          len += 1;
        } else {
          this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf]);
        }
        const key2 = this.headers[len - 2];
        if (key2.length === 10) {
          const headerName = util.bufferToLowerCasedHeaderName(key2);
          if (headerName === "keep-alive") {
            this.keepAlive += buf.toString();
          } else if (headerName === "connection") {
            this.connection += buf.toString();
          }
        } else if (key2.length === 14 && util.bufferToLowerCasedHeaderName(key2) === "content-length") {
          this.contentLength += buf.toString();
        }
        this.trackHeader(buf.length);
        return 0;
      }
      /**
       * @param {number} len
       */
      trackHeader(len) {
        this.headersSize += len;
        if (this.headersSize >= this.headersMaxSize) {
          util.destroy(this.socket, new HeadersOverflowError());
        }
      }
      /**
       * @param {Buffer} head
       */
      onUpgrade(head) {
        const { upgrade, client, socket, headers, statusCode, statusText } = this;
        assert(upgrade);
        assert(client[kSocket] === socket);
        assert(!socket.destroyed);
        assert(!this.paused);
        assert((headers.length & 1) === 0);
        const request = client[kQueue][client[kRunningIdx]];
        assert(request);
        assert(request.upgrade || request.method === "CONNECT");
        this.statusCode = 0;
        this.statusText = "";
        this.shouldKeepAlive = false;
        this.headers = [];
        this.headersSize = 0;
        socket.unshift(head);
        socket[kParser].destroy();
        socket[kParser] = null;
        socket[kClient] = null;
        socket[kError] = null;
        removeAllListeners(socket);
        client[kSocket] = null;
        client[kHTTPContext] = null;
        client[kQueue][client[kRunningIdx]++] = null;
        client.emit("disconnect", client[kUrl], [client], new InformationalError("upgrade"));
        try {
          request.onUpgrade(statusCode, headers, socket, statusText);
        } catch (err) {
          util.errorRequest(client, request, err);
          util.destroy(socket, err);
        }
        client[kResume]();
      }
      /**
       * @param {number} statusCode
       * @param {boolean} upgrade
       * @param {boolean} shouldKeepAlive
       * @returns {number}
       */
      onHeadersComplete(statusCode, upgrade, shouldKeepAlive) {
        const { client, socket, headers, statusText } = this;
        if (socket.destroyed) {
          return -1;
        }
        if (client[kRunning] === 0) {
          util.destroy(socket, new SocketError("bad response", util.getSocketInfo(socket)));
          return -1;
        }
        const request = client[kQueue][client[kRunningIdx]];
        if (!request) {
          return -1;
        }
        assert(!this.upgrade);
        assert(this.statusCode < 200);
        if (statusCode === 100) {
          util.destroy(socket, new SocketError("bad response", util.getSocketInfo(socket)));
          return -1;
        }
        if (upgrade && !request.upgrade) {
          util.destroy(socket, new SocketError("bad upgrade", util.getSocketInfo(socket)));
          return -1;
        }
        assert(this.timeoutType === TIMEOUT_HEADERS);
        this.statusCode = statusCode;
        this.shouldKeepAlive = shouldKeepAlive || // Override llhttp value which does not allow keepAlive for HEAD.
        request.method === "HEAD" && !socket[kReset] && this.connection.toLowerCase() === "keep-alive";
        if (this.statusCode >= 200) {
          const bodyTimeout = request.bodyTimeout != null ? request.bodyTimeout : client[kBodyTimeout];
          this.setTimeout(bodyTimeout, TIMEOUT_BODY);
        } else if (this.timeout) {
          if (this.timeout.refresh) {
            this.timeout.refresh();
          }
        }
        if (request.method === "CONNECT") {
          assert(client[kRunning] === 1);
          this.upgrade = true;
          return 2;
        }
        if (upgrade) {
          assert(client[kRunning] === 1);
          this.upgrade = true;
          return 2;
        }
        assert((this.headers.length & 1) === 0);
        this.headers = [];
        this.headersSize = 0;
        if (this.shouldKeepAlive && client[kPipelining]) {
          const keepAliveTimeout = this.keepAlive ? util.parseKeepAliveTimeout(this.keepAlive) : null;
          if (keepAliveTimeout != null) {
            const timeout = Math.min(
              keepAliveTimeout - client[kKeepAliveTimeoutThreshold],
              client[kKeepAliveMaxTimeout]
            );
            if (timeout <= 0) {
              socket[kReset] = true;
            } else {
              client[kKeepAliveTimeoutValue] = timeout;
            }
          } else {
            client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout];
          }
        } else {
          socket[kReset] = true;
        }
        const pause = request.onHeaders(statusCode, headers, this.resume, statusText) === false;
        if (request.aborted) {
          return -1;
        }
        if (request.method === "HEAD") {
          return 1;
        }
        if (statusCode < 200) {
          return 1;
        }
        if (socket[kBlocking]) {
          socket[kBlocking] = false;
          client[kResume]();
        }
        return pause ? constants.ERROR.PAUSED : 0;
      }
      /**
       * @param {Buffer} buf
       * @returns {number}
       */
      onBody(buf) {
        const { client, socket, statusCode, maxResponseSize } = this;
        if (socket.destroyed) {
          return -1;
        }
        const request = client[kQueue][client[kRunningIdx]];
        assert(request);
        assert(this.timeoutType === TIMEOUT_BODY);
        if (this.timeout) {
          if (this.timeout.refresh) {
            this.timeout.refresh();
          }
        }
        assert(statusCode >= 200);
        if (maxResponseSize > -1 && this.bytesRead + buf.length > maxResponseSize) {
          util.destroy(socket, new ResponseExceededMaxSizeError());
          return -1;
        }
        this.bytesRead += buf.length;
        if (request.onData(buf) === false) {
          return constants.ERROR.PAUSED;
        }
        return 0;
      }
      /**
       * @returns {number}
       */
      onMessageComplete() {
        const { client, socket, statusCode, upgrade, headers, contentLength, bytesRead, shouldKeepAlive } = this;
        if (socket.destroyed && (!statusCode || shouldKeepAlive)) {
          return -1;
        }
        if (upgrade) {
          return 0;
        }
        assert(statusCode >= 100);
        assert((this.headers.length & 1) === 0);
        const request = client[kQueue][client[kRunningIdx]];
        assert(request);
        this.statusCode = 0;
        this.statusText = "";
        this.bytesRead = 0;
        this.contentLength = "";
        this.keepAlive = "";
        this.connection = "";
        this.headers = [];
        this.headersSize = 0;
        if (statusCode < 200) {
          return 0;
        }
        if (request.method !== "HEAD" && contentLength && bytesRead !== parseInt(contentLength, 10)) {
          util.destroy(socket, new ResponseContentLengthMismatchError());
          return -1;
        }
        request.onComplete(headers);
        client[kQueue][client[kRunningIdx]++] = null;
        socket[kSocketUsed] = client[kPending] === 0;
        if (socket[kWriting]) {
          assert(client[kRunning] === 0);
          util.destroy(socket, new InformationalError("reset"));
          return constants.ERROR.PAUSED;
        } else if (!shouldKeepAlive) {
          util.destroy(socket, new InformationalError("reset"));
          return constants.ERROR.PAUSED;
        } else if (socket[kReset] && client[kRunning] === 0) {
          util.destroy(socket, new InformationalError("reset"));
          return constants.ERROR.PAUSED;
        } else if (client[kPipelining] == null || client[kPipelining] === 1) {
          setImmediate(client[kResume]);
        } else {
          client[kResume]();
        }
        return 0;
      }
    };
    function onParserTimeout(parserWeakRef) {
      const parser = parserWeakRef.deref();
      if (!parser) {
        return;
      }
      const { socket, timeoutType, client, paused } = parser;
      if (timeoutType === TIMEOUT_HEADERS) {
        if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
          assert(!paused, "cannot be paused while waiting for headers");
          util.destroy(socket, new HeadersTimeoutError());
        }
      } else if (timeoutType === TIMEOUT_BODY) {
        if (!paused) {
          util.destroy(socket, new BodyTimeoutError());
        }
      } else if (timeoutType === TIMEOUT_KEEP_ALIVE) {
        assert(client[kRunning] === 0 && client[kKeepAliveTimeoutValue]);
        util.destroy(socket, new InformationalError("socket idle timeout"));
      }
    }
    __name(onParserTimeout, "onParserTimeout");
    function connectH1(client, socket) {
      client[kSocket] = socket;
      if (!llhttpInstance) {
        llhttpInstance = lazyllhttp();
      }
      if (socket.errored) {
        throw socket.errored;
      }
      if (socket.destroyed) {
        throw new SocketError("destroyed");
      }
      socket[kNoRef] = false;
      socket[kWriting] = false;
      socket[kReset] = false;
      socket[kBlocking] = false;
      socket[kIdleSocketValidation] = 0;
      socket[kIdleSocketValidationTimeout] = null;
      socket[kSocketUsed] = false;
      socket[kParser] = new Parser(client, socket, llhttpInstance);
      util.addListener(socket, "error", onHttpSocketError);
      util.addListener(socket, "readable", onHttpSocketReadable);
      util.addListener(socket, "end", onHttpSocketEnd);
      util.addListener(socket, "close", onHttpSocketClose);
      socket[kClosed] = false;
      socket.on("close", onSocketClose);
      return {
        version: "h1",
        defaultPipelining: 1,
        write(request) {
          return writeH1(client, request);
        },
        resume() {
          resumeH1(client);
        },
        /**
         * @param {Error|undefined} err
         * @param {() => void} callback
         */
        destroy(err, callback) {
          if (socket[kClosed]) {
            queueMicrotask(callback);
          } else {
            socket.on("close", callback);
            socket.destroy(err);
          }
        },
        /**
         * @returns {boolean}
         */
        get destroyed() {
          return socket.destroyed;
        },
        /**
         * @param {import('../core/request.js')} request
         * @returns {boolean}
         */
        busy(request) {
          if (socket[kWriting] || socket[kReset] || socket[kBlocking] || socket[kIdleSocketValidation] === 1) {
            return true;
          }
          if (request) {
            if (client[kRunning] > 0 && !request.idempotent) {
              return true;
            }
            if (client[kRunning] > 0 && (request.upgrade || request.method === "CONNECT")) {
              return true;
            }
            if (client[kRunning] > 0 && util.bodyLength(request.body) !== 0 && (util.isStream(request.body) || util.isAsyncIterable(request.body) || util.isFormDataLike(request.body))) {
              return true;
            }
          }
          return false;
        }
      };
    }
    __name(connectH1, "connectH1");
    function onHttpSocketError(err) {
      const parser = this[kParser];
      if (err.code === "ECONNRESET" && parser.statusCode && !parser.shouldKeepAlive) {
        const parserErr = parser.finish();
        if (parserErr) {
          this[kError] = parserErr;
          this[kClient][kOnError](parserErr);
        }
        return;
      }
      this[kError] = err;
      this[kClient][kOnError](err);
    }
    __name(onHttpSocketError, "onHttpSocketError");
    function onHttpSocketReadable() {
      this[kParser]?.readMore();
    }
    __name(onHttpSocketReadable, "onHttpSocketReadable");
    function onHttpSocketEnd() {
      const parser = this[kParser];
      if (parser.statusCode && !parser.shouldKeepAlive) {
        const parserErr = parser.finish();
        if (parserErr) {
          util.destroy(this, parserErr);
        }
        return;
      }
      util.destroy(this, new SocketError("other side closed", util.getSocketInfo(this)));
    }
    __name(onHttpSocketEnd, "onHttpSocketEnd");
    function onHttpSocketClose() {
      const parser = this[kParser];
      clearIdleSocketValidation(this);
      if (parser) {
        if (!this[kError] && parser.statusCode && !parser.shouldKeepAlive) {
          this[kError] = parser.finish() || this[kError];
        }
        this[kParser].destroy();
        this[kParser] = null;
      }
      const err = this[kError] || new SocketError("closed", util.getSocketInfo(this));
      const client = this[kClient];
      client[kSocket] = null;
      client[kHTTPContext] = null;
      if (client.destroyed) {
        assert(client[kPending] === 0);
        const requests = client[kQueue].splice(client[kRunningIdx]);
        for (let i = 0; i < requests.length; i++) {
          const request = requests[i];
          util.errorRequest(client, request, err);
        }
      } else if (client[kRunning] > 0 && err.code !== "UND_ERR_INFO") {
        const request = client[kQueue][client[kRunningIdx]];
        client[kQueue][client[kRunningIdx]++] = null;
        util.errorRequest(client, request, err);
      }
      client[kPendingIdx] = client[kRunningIdx];
      assert(client[kRunning] === 0);
      client.emit("disconnect", client[kUrl], [client], err);
      client[kResume]();
    }
    __name(onHttpSocketClose, "onHttpSocketClose");
    function onSocketClose() {
      this[kClosed] = true;
    }
    __name(onSocketClose, "onSocketClose");
    function clearIdleSocketValidation(socket) {
      if (socket[kIdleSocketValidationTimeout]) {
        clearImmediate(socket[kIdleSocketValidationTimeout]);
        socket[kIdleSocketValidationTimeout] = null;
      }
      socket[kIdleSocketValidation] = 0;
    }
    __name(clearIdleSocketValidation, "clearIdleSocketValidation");
    function scheduleIdleSocketValidation(client, socket) {
      socket[kIdleSocketValidation] = 1;
      socket[kIdleSocketValidationTimeout] = setImmediate(() => {
        socket[kIdleSocketValidationTimeout] = null;
        socket[kIdleSocketValidation] = 2;
        if (client[kSocket] === socket && !socket.destroyed) {
          client[kResume]();
        }
      });
    }
    __name(scheduleIdleSocketValidation, "scheduleIdleSocketValidation");
    function resumeH1(client) {
      const socket = client[kSocket];
      if (socket && !socket.destroyed) {
        if (client[kSize] === 0) {
          if (!socket[kNoRef] && socket.unref) {
            socket.unref();
            socket[kNoRef] = true;
          }
        } else if (socket[kNoRef] && socket.ref) {
          socket.ref();
          socket[kNoRef] = false;
        }
        if (client[kRunning] === 0 && client[kPending] > 0 && socket[kSocketUsed]) {
          if (socket[kIdleSocketValidation] === 0) {
            scheduleIdleSocketValidation(client, socket);
            socket[kParser].readMore();
            if (socket.destroyed) {
              return;
            }
            return;
          }
          if (socket[kIdleSocketValidation] === 1) {
            socket[kParser].readMore();
            if (socket.destroyed) {
              return;
            }
            return;
          }
        }
        if (client[kRunning] === 0) {
          socket[kParser].readMore();
          if (socket.destroyed) {
            return;
          }
        }
        if (client[kSize] === 0) {
          if (socket[kParser].timeoutType !== TIMEOUT_KEEP_ALIVE) {
            socket[kParser].setTimeout(client[kKeepAliveTimeoutValue], TIMEOUT_KEEP_ALIVE);
          }
        } else if (client[kRunning] > 0 && socket[kParser].statusCode < 200) {
          if (socket[kParser].timeoutType !== TIMEOUT_HEADERS) {
            const request = client[kQueue][client[kRunningIdx]];
            const headersTimeout = request.headersTimeout != null ? request.headersTimeout : client[kHeadersTimeout];
            socket[kParser].setTimeout(headersTimeout, TIMEOUT_HEADERS);
          }
        }
      }
    }
    __name(resumeH1, "resumeH1");
    function shouldSendContentLength(method) {
      return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && method !== "TRACE" && method !== "CONNECT";
    }
    __name(shouldSendContentLength, "shouldSendContentLength");
    function setTypeOfService(socket, request) {
      if (typeof socket.setTypeOfService !== "function") {
        return;
      }
      const typeOfService = request.typeOfService;
      if (typeOfService === void 0) {
        return;
      }
      const currentTypeOfService = socket[kTypeOfService];
      if (currentTypeOfService === typeOfService) {
        return;
      }
      try {
        socket.setTypeOfService(typeOfService);
        socket[kTypeOfService] = typeOfService;
      } catch {
      }
    }
    __name(setTypeOfService, "setTypeOfService");
    function writeH1(client, request) {
      const { method, path, host, upgrade, blocking, reset } = request;
      let { body, headers, contentLength } = request;
      const expectsPayload = method === "PUT" || method === "POST" || method === "PATCH" || method === "QUERY" || method === "PROPFIND" || method === "PROPPATCH";
      if (util.isFormDataLike(body)) {
        if (!extractBody) {
          extractBody = require_body().extractBody;
        }
        const [bodyStream, contentType] = extractBody(body);
        if (request.contentType == null) {
          headers.push("content-type", contentType);
        }
        body = bodyStream.stream;
        contentLength = bodyStream.length;
      } else if (util.isBlobLike(body) && request.contentType == null) {
        const contentType = body.type;
        if (contentType) {
          const contentTypeValue = `${contentType}`;
          if (!util.isValidHeaderValue(contentTypeValue)) {
            util.errorRequest(client, request, new InvalidArgumentError("invalid content-type header"));
            return false;
          }
          headers.push("content-type", contentTypeValue);
        }
      }
      if (body && typeof body.read === "function") {
        body.read(0);
      }
      const bodyLength = util.bodyLength(body);
      contentLength = bodyLength ?? contentLength;
      if (contentLength === null) {
        contentLength = request.contentLength;
      }
      if (contentLength === 0 && !expectsPayload) {
        contentLength = null;
      }
      if (shouldSendContentLength(method) && contentLength > 0 && request.contentLength !== null && request.contentLength !== contentLength) {
        if (client[kStrictContentLength]) {
          util.errorRequest(client, request, new RequestContentLengthMismatchError());
          return false;
        }
        process.emitWarning(new RequestContentLengthMismatchError());
      }
      const socket = client[kSocket];
      clearIdleSocketValidation(socket);
      const abort = /* @__PURE__ */ __name((err) => {
        if (request.aborted || request.completed) {
          return;
        }
        util.errorRequest(client, request, err || new RequestAbortedError());
        util.destroy(body);
        util.destroy(socket, new InformationalError("aborted"));
      }, "abort");
      try {
        request.onConnect(abort);
      } catch (err) {
        util.errorRequest(client, request, err);
      }
      if (request.aborted) {
        return false;
      }
      if (method === "HEAD") {
        socket[kReset] = true;
      }
      if (upgrade || method === "CONNECT") {
        socket[kReset] = true;
      }
      if (reset != null) {
        socket[kReset] = reset;
      }
      if (client[kMaxRequests] && socket[kCounter]++ >= client[kMaxRequests]) {
        socket[kReset] = true;
      }
      if (blocking) {
        socket[kBlocking] = true;
      }
      setTypeOfService(socket, request);
      let header2 = `${method} ${path} HTTP/1.1\r
`;
      if (typeof host === "string") {
        header2 += `host: ${host}\r
`;
      } else {
        header2 += client[kHostHeader];
      }
      if (upgrade) {
        header2 += `connection: upgrade\r
upgrade: ${upgrade}\r
`;
      } else if (client[kPipelining] && !socket[kReset]) {
        header2 += "connection: keep-alive\r\n";
      } else {
        header2 += "connection: close\r\n";
      }
      if (Array.isArray(headers)) {
        for (let n = 0; n < headers.length; n += 2) {
          const key2 = headers[n + 0];
          const val = headers[n + 1];
          if (Array.isArray(val)) {
            for (let i = 0; i < val.length; i++) {
              header2 += `${key2}: ${val[i]}\r
`;
            }
          } else {
            header2 += `${key2}: ${val}\r
`;
          }
        }
      }
      if (channels.sendHeaders.hasSubscribers) {
        channels.sendHeaders.publish({ request, headers: header2, socket });
      }
      if (!body || bodyLength === 0) {
        writeBuffer(abort, null, client, request, socket, contentLength, header2, expectsPayload);
      } else if (util.isBuffer(body)) {
        writeBuffer(abort, body, client, request, socket, contentLength, header2, expectsPayload);
      } else if (util.isBlobLike(body)) {
        if (typeof body.stream === "function") {
          writeIterable(abort, body.stream(), client, request, socket, contentLength, header2, expectsPayload);
        } else {
          writeBlob(abort, body, client, request, socket, contentLength, header2, expectsPayload);
        }
      } else if (util.isStream(body)) {
        writeStream(abort, body, client, request, socket, contentLength, header2, expectsPayload);
      } else if (util.isIterable(body)) {
        writeIterable(abort, body, client, request, socket, contentLength, header2, expectsPayload);
      } else {
        assert(false);
      }
      return true;
    }
    __name(writeH1, "writeH1");
    function writeStream(abort, body, client, request, socket, contentLength, header2, expectsPayload) {
      assert(contentLength !== 0 || client[kRunning] === 0, "stream body cannot be pipelined");
      let finished = false;
      const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header: header2 });
      const onData = /* @__PURE__ */ __name(function(chunk) {
        if (finished) {
          return;
        }
        try {
          if (!writer.write(chunk) && this.pause) {
            this.pause();
          }
        } catch (err) {
          util.destroy(this, err);
        }
      }, "onData");
      const onDrain = /* @__PURE__ */ __name(function() {
        if (finished) {
          return;
        }
        if (body.resume) {
          body.resume();
        }
      }, "onDrain");
      const onClose = /* @__PURE__ */ __name(function() {
        queueMicrotask(() => {
          body.removeListener("error", onFinished);
        });
        if (!finished) {
          const err = new RequestAbortedError();
          queueMicrotask(() => onFinished(err));
        }
      }, "onClose");
      const onFinished = /* @__PURE__ */ __name(function(err) {
        if (finished) {
          return;
        }
        finished = true;
        assert(socket.destroyed || socket[kWriting] && client[kRunning] <= 1);
        socket.off("drain", onDrain).off("error", onFinished);
        body.removeListener("data", onData).removeListener("end", onFinished).removeListener("close", onClose);
        if (!err) {
          try {
            writer.end();
          } catch (er) {
            err = er;
          }
        }
        writer.destroy(err);
        if (err && (err.code !== "UND_ERR_INFO" || err.message !== "reset")) {
          util.destroy(body, err);
        } else {
          util.destroy(body);
        }
      }, "onFinished");
      body.on("data", onData).on("end", onFinished).on("error", onFinished).on("close", onClose);
      if (body.resume) {
        body.resume();
      }
      socket.on("drain", onDrain).on("error", onFinished);
      if (body.errorEmitted ?? body.errored) {
        setImmediate(onFinished, body.errored);
      } else if (body.endEmitted ?? body.readableEnded) {
        setImmediate(onFinished, null);
      }
      if (body.closeEmitted ?? body.closed) {
        setImmediate(onClose);
      }
    }
    __name(writeStream, "writeStream");
    function writeBuffer(abort, body, client, request, socket, contentLength, header2, expectsPayload) {
      try {
        if (!body) {
          if (contentLength === 0) {
            socket.write(`${header2}content-length: 0\r
\r
`, "latin1");
          } else {
            assert(contentLength === null, "no body must not have content length");
            socket.write(`${header2}\r
`, "latin1");
          }
        } else if (util.isBuffer(body)) {
          assert(contentLength === body.byteLength, "buffer body must have content length");
          socket.cork();
          socket.write(`${header2}content-length: ${contentLength}\r
\r
`, "latin1");
          socket.write(body);
          socket.uncork();
          request.onBodySent(body);
          if (!expectsPayload && request.reset !== false) {
            socket[kReset] = true;
          }
        }
        request.onRequestSent();
        client[kResume]();
      } catch (err) {
        abort(err);
      }
    }
    __name(writeBuffer, "writeBuffer");
    async function writeBlob(abort, body, client, request, socket, contentLength, header2, expectsPayload) {
      assert(contentLength === body.size, "blob body must have content length");
      try {
        if (contentLength != null && contentLength !== body.size) {
          throw new RequestContentLengthMismatchError();
        }
        const buffer = Buffer.from(await body.arrayBuffer());
        socket.cork();
        socket.write(`${header2}content-length: ${contentLength}\r
\r
`, "latin1");
        socket.write(buffer);
        socket.uncork();
        request.onBodySent(buffer);
        request.onRequestSent();
        if (!expectsPayload && request.reset !== false) {
          socket[kReset] = true;
        }
        client[kResume]();
      } catch (err) {
        abort(err);
      }
    }
    __name(writeBlob, "writeBlob");
    async function writeIterable(abort, body, client, request, socket, contentLength, header2, expectsPayload) {
      assert(contentLength !== 0 || client[kRunning] === 0, "iterator body cannot be pipelined");
      let callback = null;
      function onDrain() {
        if (callback) {
          const cb = callback;
          callback = null;
          cb();
        }
      }
      __name(onDrain, "onDrain");
      const waitForDrain = /* @__PURE__ */ __name(() => new Promise((resolve4, reject) => {
        assert(callback === null);
        if (socket[kError]) {
          reject(socket[kError]);
        } else {
          callback = resolve4;
        }
      }), "waitForDrain");
      socket.on("close", onDrain).on("drain", onDrain);
      const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header: header2 });
      try {
        for await (const chunk of body) {
          if (socket[kError]) {
            throw socket[kError];
          }
          if (!writer.write(chunk)) {
            await waitForDrain();
          }
        }
        writer.end();
      } catch (err) {
        writer.destroy(err);
      } finally {
        socket.off("close", onDrain).off("drain", onDrain);
      }
    }
    __name(writeIterable, "writeIterable");
    var AsyncWriter = class {
      static {
        __name(this, "AsyncWriter");
      }
      /**
       *
       * @param {object} arg
       * @param {AbortCallback} arg.abort
       * @param {import('net').Socket} arg.socket
       * @param {import('../core/request.js')} arg.request
       * @param {number} arg.contentLength
       * @param {import('./client.js')} arg.client
       * @param {boolean} arg.expectsPayload
       * @param {string} arg.header
       */
      constructor({ abort, socket, request, contentLength, client, expectsPayload, header: header2 }) {
        this.socket = socket;
        this.request = request;
        this.contentLength = contentLength;
        this.client = client;
        this.bytesWritten = 0;
        this.expectsPayload = expectsPayload;
        this.header = header2;
        this.abort = abort;
        socket[kWriting] = true;
      }
      /**
       * @param {Buffer} chunk
       * @returns
       */
      write(chunk) {
        const { socket, request, contentLength, client, bytesWritten, expectsPayload, header: header2 } = this;
        if (socket[kError]) {
          throw socket[kError];
        }
        if (socket.destroyed) {
          return false;
        }
        const len = Buffer.byteLength(chunk);
        if (!len) {
          return true;
        }
        if (contentLength !== null && bytesWritten + len > contentLength) {
          if (client[kStrictContentLength]) {
            throw new RequestContentLengthMismatchError();
          }
          process.emitWarning(new RequestContentLengthMismatchError());
        }
        socket.cork();
        if (bytesWritten === 0) {
          if (!expectsPayload && request.reset !== false) {
            socket[kReset] = true;
          }
          if (contentLength === null) {
            socket.write(`${header2}transfer-encoding: chunked\r
`, "latin1");
          } else {
            socket.write(`${header2}content-length: ${contentLength}\r
\r
`, "latin1");
          }
        }
        if (contentLength === null) {
          socket.write(`\r
${len.toString(16)}\r
`, "latin1");
        }
        this.bytesWritten += len;
        const ret = socket.write(chunk);
        socket.uncork();
        request.onBodySent(chunk);
        if (!ret) {
          if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
            if (socket[kParser].timeout.refresh) {
              socket[kParser].timeout.refresh();
            }
          }
        }
        return ret;
      }
      /**
       * @returns {void}
       */
      end() {
        const { socket, contentLength, client, bytesWritten, expectsPayload, header: header2, request } = this;
        request.onRequestSent();
        socket[kWriting] = false;
        if (socket[kError]) {
          throw socket[kError];
        }
        if (socket.destroyed) {
          return;
        }
        if (bytesWritten === 0) {
          if (expectsPayload) {
            socket.write(`${header2}content-length: 0\r
\r
`, "latin1");
          } else {
            socket.write(`${header2}\r
`, "latin1");
          }
        } else if (contentLength === null) {
          socket.write("\r\n0\r\n\r\n", "latin1");
        }
        if (contentLength !== null && bytesWritten !== contentLength) {
          if (client[kStrictContentLength]) {
            throw new RequestContentLengthMismatchError();
          } else {
            process.emitWarning(new RequestContentLengthMismatchError());
          }
        }
        if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
          if (socket[kParser].timeout.refresh) {
            socket[kParser].timeout.refresh();
          }
        }
        client[kResume]();
      }
      /**
       * @param {Error} [err]
       * @returns {void}
       */
      destroy(err) {
        const { socket, client, abort } = this;
        socket[kWriting] = false;
        if (err) {
          assert(client[kRunning] <= 1, "pipeline should only contain this request");
          abort(err);
        }
      }
    };
    module2.exports = connectH1;
  }
});

// node_modules/undici/lib/dispatcher/client-h2.js
var require_client_h2 = __commonJS({
  "node_modules/undici/lib/dispatcher/client-h2.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { pipeline: pipeline2 } = require("node:stream");
    var util = require_util();
    var {
      RequestContentLengthMismatchError,
      RequestAbortedError,
      SocketError,
      InformationalError,
      InvalidArgumentError,
      HeadersTimeoutError,
      BodyTimeoutError
    } = require_errors();
    var {
      kUrl,
      kReset,
      kClient,
      kRunning,
      kPending,
      kQueue,
      kPendingIdx,
      kRunningIdx,
      kError,
      kSocket,
      kStrictContentLength,
      kOnError,
      kMaxConcurrentStreams,
      kPingInterval,
      kHTTP2Session,
      kHTTP2InitialWindowSize,
      kHTTP2ConnectionWindowSize,
      kResume,
      kSize,
      kHTTPContext,
      kClosed,
      kBodyTimeout,
      kHeadersTimeout,
      kEnableConnectProtocol,
      kRemoteSettings,
      kHTTP2Stream,
      kHTTP2SessionState
    } = require_symbols();
    var { channels } = require_diagnostics();
    var kOpenStreams = /* @__PURE__ */ Symbol("open streams");
    var extractBody;
    var http2;
    try {
      http2 = require("node:http2");
    } catch {
      http2 = { constants: {} };
    }
    var {
      constants: {
        HTTP2_HEADER_AUTHORITY,
        HTTP2_HEADER_METHOD,
        HTTP2_HEADER_PATH,
        HTTP2_HEADER_SCHEME,
        HTTP2_HEADER_CONTENT_LENGTH,
        HTTP2_HEADER_EXPECT,
        HTTP2_HEADER_STATUS,
        HTTP2_HEADER_PROTOCOL,
        NGHTTP2_REFUSED_STREAM,
        NGHTTP2_CANCEL
      }
    } = http2;
    function parseH2Headers(headers) {
      const result = [];
      for (const [name, value] of Object.entries(headers)) {
        if (Array.isArray(value)) {
          for (const subvalue of value) {
            result.push(Buffer.from(name), Buffer.from(subvalue));
          }
        } else {
          result.push(Buffer.from(name), Buffer.from(value));
        }
      }
      return result;
    }
    __name(parseH2Headers, "parseH2Headers");
    function connectH2(client, socket) {
      client[kSocket] = socket;
      const http2InitialWindowSize = client[kHTTP2InitialWindowSize];
      const http2ConnectionWindowSize = client[kHTTP2ConnectionWindowSize];
      const session = http2.connect(client[kUrl], {
        createConnection: /* @__PURE__ */ __name(() => socket, "createConnection"),
        peerMaxConcurrentStreams: client[kMaxConcurrentStreams],
        settings: {
          // TODO(metcoder95): add support for PUSH
          enablePush: false,
          ...http2InitialWindowSize != null ? { initialWindowSize: http2InitialWindowSize } : null
        }
      });
      client[kSocket] = socket;
      session[kOpenStreams] = 0;
      session[kClient] = client;
      session[kSocket] = socket;
      session[kHTTP2SessionState] = {
        ping: {
          interval: client[kPingInterval] === 0 ? null : setInterval(onHttp2SendPing, client[kPingInterval], session).unref()
        }
      };
      session[kEnableConnectProtocol] = false;
      session[kRemoteSettings] = false;
      if (http2ConnectionWindowSize) {
        util.addListener(session, "connect", applyConnectionWindowSize.bind(session, http2ConnectionWindowSize));
      }
      util.addListener(session, "error", onHttp2SessionError);
      util.addListener(session, "frameError", onHttp2FrameError);
      util.addListener(session, "end", onHttp2SessionEnd);
      util.addListener(session, "goaway", onHttp2SessionGoAway);
      util.addListener(session, "close", onHttp2SessionClose);
      util.addListener(session, "remoteSettings", onHttp2RemoteSettings);
      session.unref();
      client[kHTTP2Session] = session;
      socket[kHTTP2Session] = session;
      util.addListener(socket, "error", onHttp2SocketError);
      util.addListener(socket, "end", onHttp2SocketEnd);
      util.addListener(socket, "close", onHttp2SocketClose);
      socket[kClosed] = false;
      socket.on("close", onSocketClose);
      return {
        version: "h2",
        defaultPipelining: Infinity,
        /**
         * @param {import('../core/request.js')} request
         * @returns {boolean}
        */
        write(request) {
          return writeH2(client, request);
        },
        /**
         * @returns {void}
         */
        resume() {
          resumeH2(client);
        },
        /**
         * @param {Error | null} err
         * @param {() => void} callback
         */
        destroy(err, callback) {
          if (socket[kClosed]) {
            queueMicrotask(callback);
          } else {
            socket.destroy(err).on("close", callback);
          }
        },
        /**
         * @type {boolean}
         */
        get destroyed() {
          return socket.destroyed;
        },
        /**
         * @param {import('../core/request.js')} request
         * @returns {boolean}
        */
        busy(request) {
          if (request != null) {
            if (client[kRunning] > 0) {
              if (request.idempotent === false) return true;
              if ((request.upgrade === "websocket" || request.method === "CONNECT") && session[kRemoteSettings] === false) return true;
              if (util.bodyLength(request.body) !== 0 && (util.isStream(request.body) || util.isAsyncIterable(request.body) || util.isFormDataLike(request.body))) return true;
            } else {
              return (request.upgrade === "websocket" || request.method === "CONNECT") && session[kRemoteSettings] === false;
            }
          }
          return false;
        }
      };
    }
    __name(connectH2, "connectH2");
    function resumeH2(client) {
      const socket = client[kSocket];
      if (socket?.destroyed === false) {
        if (client[kSize] === 0) {
          socket.unref();
          client[kHTTP2Session].unref();
        } else {
          socket.ref();
          client[kHTTP2Session].ref();
        }
      }
    }
    __name(resumeH2, "resumeH2");
    function applyConnectionWindowSize(connectionWindowSize) {
      try {
        if (typeof this.setLocalWindowSize === "function") {
          this.setLocalWindowSize(connectionWindowSize);
        }
      } catch {
      }
    }
    __name(applyConnectionWindowSize, "applyConnectionWindowSize");
    function onHttp2RemoteSettings(settings) {
      this[kClient][kMaxConcurrentStreams] = settings.maxConcurrentStreams ?? this[kClient][kMaxConcurrentStreams];
      if (this[kRemoteSettings] === true && this[kEnableConnectProtocol] === true && settings.enableConnectProtocol === false) {
        const err = new InformationalError("HTTP/2: Server disabled extended CONNECT protocol against RFC-8441");
        this[kSocket][kError] = err;
        this[kClient][kOnError](err);
        return;
      }
      this[kEnableConnectProtocol] = settings.enableConnectProtocol ?? this[kEnableConnectProtocol];
      this[kRemoteSettings] = true;
      this[kClient][kResume]();
    }
    __name(onHttp2RemoteSettings, "onHttp2RemoteSettings");
    function onHttp2SendPing(session) {
      const state = session[kHTTP2SessionState];
      if ((session.closed || session.destroyed) && state.ping.interval != null) {
        clearInterval(state.ping.interval);
        state.ping.interval = null;
        return;
      }
      session.ping(onPing.bind(session));
      function onPing(err, duration) {
        const client = this[kClient];
        const socket = this[kClient];
        if (err != null) {
          const error = new InformationalError(`HTTP/2: "PING" errored - type ${err.message}`);
          socket[kError] = error;
          client[kOnError](error);
        } else {
          client.emit("ping", duration);
        }
      }
      __name(onPing, "onPing");
    }
    __name(onHttp2SendPing, "onHttp2SendPing");
    function onHttp2SessionError(err) {
      this[kSocket][kError] = err;
      this[kClient][kOnError](err);
    }
    __name(onHttp2SessionError, "onHttp2SessionError");
    function onHttp2FrameError(type, code, id) {
      if (id === 0) {
        const err = new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`);
        this[kSocket][kError] = err;
        this[kClient][kOnError](err);
      }
    }
    __name(onHttp2FrameError, "onHttp2FrameError");
    function onHttp2SessionEnd() {
      const err = new SocketError("other side closed", util.getSocketInfo(this[kSocket]));
      this.destroy(err);
      util.destroy(this[kSocket], err);
    }
    __name(onHttp2SessionEnd, "onHttp2SessionEnd");
    function completeRequest(client, request, resetPendingIdx = false) {
      const queue = client[kQueue];
      const runningIdx = client[kRunningIdx];
      if (runningIdx < client[kPendingIdx] && queue[runningIdx] === request) {
        queue[runningIdx] = null;
        client[kRunningIdx] = runningIdx + 1;
        return;
      }
      const index = queue.indexOf(request, runningIdx);
      if (index === -1 || index >= client[kPendingIdx]) {
        return;
      }
      queue.splice(index, 1);
      client[kPendingIdx]--;
      if (resetPendingIdx && client[kPendingIdx] < client[kRunningIdx]) {
        client[kPendingIdx] = client[kRunningIdx];
      }
    }
    __name(completeRequest, "completeRequest");
    function onHttp2SessionGoAway(errorCode) {
      const err = this[kError] || new SocketError(`HTTP/2: "GOAWAY" frame received with code ${errorCode}`, util.getSocketInfo(this[kSocket]));
      const client = this[kClient];
      client[kSocket] = null;
      client[kHTTPContext] = null;
      this.close();
      this[kHTTP2Session] = null;
      util.destroy(this[kSocket], err);
      if (client[kRunningIdx] < client[kQueue].length) {
        const request = client[kQueue][client[kRunningIdx]];
        client[kQueue][client[kRunningIdx]++] = null;
        if (request != null) {
          util.errorRequest(client, request, err);
        }
        client[kPendingIdx] = client[kRunningIdx];
      }
      assert(client[kRunning] === 0);
      client.emit("disconnect", client[kUrl], [client], err);
      client.emit("connectionError", client[kUrl], [client], err);
      client[kResume]();
    }
    __name(onHttp2SessionGoAway, "onHttp2SessionGoAway");
    function onHttp2SessionClose() {
      const { [kClient]: client, [kHTTP2SessionState]: state } = this;
      const { [kSocket]: socket } = client;
      const err = this[kSocket][kError] || this[kError] || new SocketError("closed", util.getSocketInfo(socket));
      client[kSocket] = null;
      client[kHTTPContext] = null;
      if (state.ping.interval != null) {
        clearInterval(state.ping.interval);
        state.ping.interval = null;
      }
      if (client.destroyed) {
        assert(client[kPending] === 0);
        const requests = client[kQueue].splice(client[kRunningIdx]);
        for (let i = 0; i < requests.length; i++) {
          const request = requests[i];
          if (request != null) {
            util.errorRequest(client, request, err);
          }
        }
      }
    }
    __name(onHttp2SessionClose, "onHttp2SessionClose");
    function onHttp2SocketClose() {
      const err = this[kError] || new SocketError("closed", util.getSocketInfo(this));
      const client = this[kHTTP2Session][kClient];
      client[kSocket] = null;
      client[kHTTPContext] = null;
      if (this[kHTTP2Session] !== null) {
        this[kHTTP2Session].destroy(err);
      }
      client[kPendingIdx] = client[kRunningIdx];
      assert(client[kRunning] === 0);
      client.emit("disconnect", client[kUrl], [client], err);
      client[kResume]();
    }
    __name(onHttp2SocketClose, "onHttp2SocketClose");
    function onHttp2SocketError(err) {
      this[kError] = err;
      this[kClient][kOnError](err);
    }
    __name(onHttp2SocketError, "onHttp2SocketError");
    function onHttp2SocketEnd() {
      util.destroy(this, new SocketError("other side closed", util.getSocketInfo(this)));
    }
    __name(onHttp2SocketEnd, "onHttp2SocketEnd");
    function onSocketClose() {
      this[kClosed] = true;
    }
    __name(onSocketClose, "onSocketClose");
    function shouldSendContentLength(method) {
      return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && method !== "TRACE" && method !== "CONNECT";
    }
    __name(shouldSendContentLength, "shouldSendContentLength");
    function writeH2(client, request) {
      const headersTimeout = request.headersTimeout ?? client[kHeadersTimeout];
      const bodyTimeout = request.bodyTimeout ?? client[kBodyTimeout];
      const session = client[kHTTP2Session];
      const { method, path, host, upgrade, expectContinue, signal, protocol, headers: reqHeaders } = request;
      let { body } = request;
      if (upgrade != null && upgrade !== "websocket") {
        util.errorRequest(client, request, new InvalidArgumentError(`Custom upgrade "${upgrade}" not supported over HTTP/2`));
        return false;
      }
      const headers = {};
      for (let n = 0; n < reqHeaders.length; n += 2) {
        const key2 = reqHeaders[n + 0];
        const val = reqHeaders[n + 1];
        if (key2 === "cookie") {
          if (headers[key2] != null) {
            headers[key2] = Array.isArray(headers[key2]) ? (headers[key2].push(val), headers[key2]) : [headers[key2], val];
          } else {
            headers[key2] = val;
          }
          continue;
        }
        if (Array.isArray(val)) {
          for (let i = 0; i < val.length; i++) {
            if (headers[key2]) {
              headers[key2] += `, ${val[i]}`;
            } else {
              headers[key2] = val[i];
            }
          }
        } else if (headers[key2]) {
          headers[key2] += `, ${val}`;
        } else {
          headers[key2] = val;
        }
      }
      let stream = null;
      const { hostname, port } = client[kUrl];
      headers[HTTP2_HEADER_AUTHORITY] = host || `${hostname}${port ? `:${port}` : ""}`;
      headers[HTTP2_HEADER_METHOD] = method;
      const abort = /* @__PURE__ */ __name((err) => {
        if (request.aborted || request.completed) {
          return;
        }
        err = err || new RequestAbortedError();
        util.errorRequest(client, request, err);
        if (stream != null) {
          stream.removeAllListeners("data");
          stream.close();
          client[kOnError](err);
          completeRequest(client, request);
          client[kResume]();
        }
        util.destroy(body, err);
      }, "abort");
      try {
        request.onConnect(abort);
      } catch (err) {
        util.errorRequest(client, request, err);
      }
      if (request.aborted) {
        return false;
      }
      if (upgrade || method === "CONNECT") {
        session.ref();
        if (upgrade === "websocket") {
          if (session[kEnableConnectProtocol] === false) {
            util.errorRequest(client, request, new InformationalError("HTTP/2: Extended CONNECT protocol not supported by server"));
            session.unref();
            return false;
          }
          headers[HTTP2_HEADER_METHOD] = "CONNECT";
          headers[HTTP2_HEADER_PROTOCOL] = "websocket";
          headers[HTTP2_HEADER_PATH] = path;
          if (protocol === "ws:" || protocol === "wss:") {
            headers[HTTP2_HEADER_SCHEME] = protocol === "ws:" ? "http" : "https";
          } else {
            headers[HTTP2_HEADER_SCHEME] = protocol === "http:" ? "http" : "https";
          }
          stream = session.request(headers, { endStream: false, signal });
          stream[kHTTP2Stream] = true;
          ++session[kOpenStreams];
          stream.once("response", (headers2, _flags) => {
            const { [HTTP2_HEADER_STATUS]: statusCode, ...realHeaders } = headers2;
            try {
              request.onUpgrade(statusCode, parseH2Headers(realHeaders), stream);
            } catch (err) {
              abort(err);
              return;
            }
            completeRequest(client, request);
          });
          stream.on("error", () => {
            if (stream.rstCode === NGHTTP2_REFUSED_STREAM || stream.rstCode === NGHTTP2_CANCEL) {
              abort(new InformationalError(`HTTP/2: "stream error" received - code ${stream.rstCode}`));
            }
          });
          stream.once("close", () => {
            session[kOpenStreams] -= 1;
            if (session[kOpenStreams] === 0) session.unref();
          });
          stream.setTimeout(headersTimeout);
          return true;
        }
        stream = session.request(headers, { endStream: false, signal });
        stream[kHTTP2Stream] = true;
        ++session[kOpenStreams];
        stream.on("response", (headers2) => {
          const { [HTTP2_HEADER_STATUS]: statusCode, ...realHeaders } = headers2;
          try {
            request.onUpgrade(statusCode, parseH2Headers(realHeaders), stream);
          } catch (err) {
            abort(err);
            return;
          }
          completeRequest(client, request);
        });
        stream.on("error", abort);
        stream.once("close", () => {
          session[kOpenStreams] -= 1;
          if (session[kOpenStreams] === 0) session.unref();
        });
        stream.setTimeout(headersTimeout);
        return true;
      }
      headers[HTTP2_HEADER_PATH] = path;
      headers[HTTP2_HEADER_SCHEME] = protocol === "http:" ? "http" : "https";
      const expectsPayload = method === "PUT" || method === "POST" || method === "PATCH";
      if (body && typeof body.read === "function") {
        body.read(0);
      }
      let contentLength = util.bodyLength(body);
      if (util.isFormDataLike(body)) {
        extractBody ??= require_body().extractBody;
        const [bodyStream, contentType] = extractBody(body);
        headers["content-type"] = contentType;
        body = bodyStream.stream;
        contentLength = bodyStream.length;
      }
      if (contentLength == null) {
        contentLength = request.contentLength;
      }
      if (!expectsPayload) {
        contentLength = null;
      }
      if (shouldSendContentLength(method) && contentLength > 0 && request.contentLength != null && request.contentLength !== contentLength) {
        if (client[kStrictContentLength]) {
          util.errorRequest(client, request, new RequestContentLengthMismatchError());
          return false;
        }
        process.emitWarning(new RequestContentLengthMismatchError());
      }
      if (contentLength != null) {
        assert(body || contentLength === 0, "no body must not have content length");
        headers[HTTP2_HEADER_CONTENT_LENGTH] = `${contentLength}`;
      }
      session.ref();
      if (channels.sendHeaders.hasSubscribers) {
        let header2 = "";
        for (const key2 in headers) {
          header2 += `${key2}: ${headers[key2]}\r
`;
        }
        channels.sendHeaders.publish({ request, headers: header2, socket: session[kSocket] });
      }
      const shouldEndStream = method === "GET" || method === "HEAD" || body === null;
      if (expectContinue) {
        headers[HTTP2_HEADER_EXPECT] = "100-continue";
        stream = session.request(headers, { endStream: shouldEndStream, signal });
        stream[kHTTP2Stream] = true;
        stream.once("continue", writeBodyH2);
      } else {
        stream = session.request(headers, {
          endStream: shouldEndStream,
          signal
        });
        stream[kHTTP2Stream] = true;
        writeBodyH2();
      }
      ++session[kOpenStreams];
      stream.setTimeout(headersTimeout);
      let responseReceived = false;
      stream.once("response", (headers2) => {
        const { [HTTP2_HEADER_STATUS]: statusCode, ...realHeaders } = headers2;
        request.onResponseStarted();
        responseReceived = true;
        stream.setTimeout(bodyTimeout);
        if (request.aborted) {
          stream.removeAllListeners("data");
          return;
        }
        if (request.onHeaders(Number(statusCode), parseH2Headers(realHeaders), stream.resume.bind(stream), "") === false) {
          stream.pause();
        }
        stream.on("data", (chunk) => {
          if (request.aborted || request.completed) {
            return;
          }
          if (request.onData(chunk) === false) {
            stream.pause();
          }
        });
      });
      stream.once("end", () => {
        stream.removeAllListeners("data");
        if (responseReceived) {
          if (!request.aborted && !request.completed) {
            request.onComplete({});
          }
          completeRequest(client, request);
          client[kResume]();
        } else {
          abort(new InformationalError("HTTP/2: stream half-closed (remote)"));
          completeRequest(client, request, true);
          client[kResume]();
        }
      });
      stream.once("close", () => {
        stream.removeAllListeners("data");
        session[kOpenStreams] -= 1;
        if (session[kOpenStreams] === 0) {
          session.unref();
        }
        if (!request.aborted && !request.completed) {
          abort(new InformationalError("HTTP/2: stream closed before the response was complete"));
        }
      });
      stream.once("error", function(err) {
        stream.removeAllListeners("data");
        abort(err);
      });
      stream.once("frameError", (type, code) => {
        stream.removeAllListeners("data");
        abort(new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`));
      });
      stream.on("aborted", () => {
        stream.removeAllListeners("data");
      });
      stream.on("timeout", () => {
        const err = responseReceived ? new BodyTimeoutError(`HTTP/2: "body timeout after ${bodyTimeout}"`) : new HeadersTimeoutError(`HTTP/2: "headers timeout after ${headersTimeout}"`);
        stream.removeAllListeners("data");
        session[kOpenStreams] -= 1;
        if (session[kOpenStreams] === 0) {
          session.unref();
        }
        abort(err);
      });
      stream.once("trailers", (trailers) => {
        if (request.aborted || request.completed) {
          return;
        }
        stream.removeAllListeners("data");
        request.onComplete(trailers);
      });
      return true;
      function writeBodyH2() {
        if (!body || contentLength === 0) {
          writeBuffer(
            abort,
            stream,
            null,
            client,
            request,
            client[kSocket],
            contentLength,
            expectsPayload
          );
        } else if (util.isBuffer(body)) {
          writeBuffer(
            abort,
            stream,
            body,
            client,
            request,
            client[kSocket],
            contentLength,
            expectsPayload
          );
        } else if (util.isBlobLike(body)) {
          if (typeof body.stream === "function") {
            writeIterable(
              abort,
              stream,
              body.stream(),
              client,
              request,
              client[kSocket],
              contentLength,
              expectsPayload
            );
          } else {
            writeBlob(
              abort,
              stream,
              body,
              client,
              request,
              client[kSocket],
              contentLength,
              expectsPayload
            );
          }
        } else if (util.isStream(body)) {
          writeStream(
            abort,
            client[kSocket],
            expectsPayload,
            stream,
            body,
            client,
            request,
            contentLength
          );
        } else if (util.isIterable(body)) {
          writeIterable(
            abort,
            stream,
            body,
            client,
            request,
            client[kSocket],
            contentLength,
            expectsPayload
          );
        } else {
          assert(false);
        }
      }
      __name(writeBodyH2, "writeBodyH2");
    }
    __name(writeH2, "writeH2");
    function writeBuffer(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
      try {
        if (body != null && util.isBuffer(body)) {
          assert(contentLength === body.byteLength, "buffer body must have content length");
          h2stream.cork();
          h2stream.write(body);
          h2stream.uncork();
          h2stream.end();
          request.onBodySent(body);
        }
        if (!expectsPayload) {
          socket[kReset] = true;
        }
        request.onRequestSent();
        client[kResume]();
      } catch (error) {
        abort(error);
      }
    }
    __name(writeBuffer, "writeBuffer");
    function writeStream(abort, socket, expectsPayload, h2stream, body, client, request, contentLength) {
      assert(contentLength !== 0 || client[kRunning] === 0, "stream body cannot be pipelined");
      const pipe = pipeline2(
        body,
        h2stream,
        (err) => {
          if (err) {
            util.destroy(pipe, err);
            abort(err);
          } else {
            util.removeAllListeners(pipe);
            request.onRequestSent();
            if (!expectsPayload) {
              socket[kReset] = true;
            }
            client[kResume]();
          }
        }
      );
      util.addListener(pipe, "data", onPipeData);
      function onPipeData(chunk) {
        request.onBodySent(chunk);
      }
      __name(onPipeData, "onPipeData");
    }
    __name(writeStream, "writeStream");
    async function writeBlob(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
      assert(contentLength === body.size, "blob body must have content length");
      try {
        if (contentLength != null && contentLength !== body.size) {
          throw new RequestContentLengthMismatchError();
        }
        const buffer = Buffer.from(await body.arrayBuffer());
        h2stream.cork();
        h2stream.write(buffer);
        h2stream.uncork();
        h2stream.end();
        request.onBodySent(buffer);
        request.onRequestSent();
        if (!expectsPayload) {
          socket[kReset] = true;
        }
        client[kResume]();
      } catch (err) {
        abort(err);
      }
    }
    __name(writeBlob, "writeBlob");
    async function writeIterable(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
      assert(contentLength !== 0 || client[kRunning] === 0, "iterator body cannot be pipelined");
      let callback = null;
      function onDrain() {
        if (callback) {
          const cb = callback;
          callback = null;
          cb();
        }
      }
      __name(onDrain, "onDrain");
      const waitForDrain = /* @__PURE__ */ __name(() => new Promise((resolve4, reject) => {
        assert(callback === null);
        if (socket[kError]) {
          reject(socket[kError]);
        } else {
          callback = resolve4;
        }
      }), "waitForDrain");
      h2stream.on("close", onDrain).on("drain", onDrain);
      try {
        for await (const chunk of body) {
          if (socket[kError]) {
            throw socket[kError];
          }
          const res = h2stream.write(chunk);
          request.onBodySent(chunk);
          if (!res) {
            await waitForDrain();
          }
        }
        h2stream.end();
        request.onRequestSent();
        if (!expectsPayload) {
          socket[kReset] = true;
        }
        client[kResume]();
      } catch (err) {
        abort(err);
      } finally {
        h2stream.off("close", onDrain).off("drain", onDrain);
      }
    }
    __name(writeIterable, "writeIterable");
    module2.exports = connectH2;
  }
});

// node_modules/undici/lib/dispatcher/client.js
var require_client = __commonJS({
  "node_modules/undici/lib/dispatcher/client.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var net = require("node:net");
    var http = require("node:http");
    var util = require_util();
    var { ClientStats } = require_stats();
    var { channels } = require_diagnostics();
    var Request = require_request();
    var DispatcherBase = require_dispatcher_base();
    var {
      InvalidArgumentError,
      InformationalError,
      ClientDestroyedError
    } = require_errors();
    var buildConnector = require_connect();
    var {
      kUrl,
      kServerName,
      kClient,
      kBusy,
      kConnect,
      kResuming,
      kRunning,
      kPending,
      kSize,
      kQueue,
      kConnected,
      kConnecting,
      kNeedDrain,
      kKeepAliveDefaultTimeout,
      kHostHeader,
      kPendingIdx,
      kRunningIdx,
      kError,
      kPipelining,
      kKeepAliveTimeoutValue,
      kMaxHeadersSize,
      kKeepAliveMaxTimeout,
      kKeepAliveTimeoutThreshold,
      kHeadersTimeout,
      kBodyTimeout,
      kStrictContentLength,
      kConnector,
      kMaxRequests,
      kCounter,
      kClose,
      kDestroy,
      kDispatch,
      kLocalAddress,
      kMaxResponseSize,
      kOnError,
      kHTTPContext,
      kMaxConcurrentStreams,
      kHTTP2InitialWindowSize,
      kHTTP2ConnectionWindowSize,
      kResume,
      kPingInterval
    } = require_symbols();
    var connectH1 = require_client_h1();
    var connectH2 = require_client_h2();
    var kClosedResolve = /* @__PURE__ */ Symbol("kClosedResolve");
    var getDefaultNodeMaxHeaderSize = http && http.maxHeaderSize && Number.isInteger(http.maxHeaderSize) && http.maxHeaderSize > 0 ? () => http.maxHeaderSize : () => {
      throw new InvalidArgumentError("http module not available or http.maxHeaderSize invalid");
    };
    var noop = /* @__PURE__ */ __name(() => {
    }, "noop");
    function getPipelining(client) {
      return client[kPipelining] ?? client[kHTTPContext]?.defaultPipelining ?? 1;
    }
    __name(getPipelining, "getPipelining");
    var Client = class extends DispatcherBase {
      static {
        __name(this, "Client");
      }
      /**
       *
       * @param {string|URL} url
       * @param {import('../../types/client.js').Client.Options} options
       */
      constructor(url, {
        maxHeaderSize,
        headersTimeout,
        socketTimeout,
        requestTimeout,
        connectTimeout,
        bodyTimeout,
        idleTimeout,
        keepAlive,
        keepAliveTimeout,
        maxKeepAliveTimeout,
        keepAliveMaxTimeout,
        keepAliveTimeoutThreshold,
        socketPath,
        pipelining,
        tls,
        strictContentLength,
        maxCachedSessions,
        connect: connect2,
        maxRequestsPerClient,
        localAddress,
        maxResponseSize,
        autoSelectFamily,
        autoSelectFamilyAttemptTimeout,
        // h2
        maxConcurrentStreams,
        allowH2,
        useH2c,
        initialWindowSize,
        connectionWindowSize,
        pingInterval,
        webSocket,
        eventSource
      } = {}) {
        if (keepAlive !== void 0) {
          throw new InvalidArgumentError("unsupported keepAlive, use pipelining=0 instead");
        }
        if (socketTimeout !== void 0) {
          throw new InvalidArgumentError("unsupported socketTimeout, use headersTimeout & bodyTimeout instead");
        }
        if (requestTimeout !== void 0) {
          throw new InvalidArgumentError("unsupported requestTimeout, use headersTimeout & bodyTimeout instead");
        }
        if (idleTimeout !== void 0) {
          throw new InvalidArgumentError("unsupported idleTimeout, use keepAliveTimeout instead");
        }
        if (maxKeepAliveTimeout !== void 0) {
          throw new InvalidArgumentError("unsupported maxKeepAliveTimeout, use keepAliveMaxTimeout instead");
        }
        if (maxHeaderSize != null) {
          if (!Number.isInteger(maxHeaderSize) || maxHeaderSize < 1) {
            throw new InvalidArgumentError("invalid maxHeaderSize");
          }
        } else {
          maxHeaderSize = getDefaultNodeMaxHeaderSize();
        }
        if (socketPath != null && typeof socketPath !== "string") {
          throw new InvalidArgumentError("invalid socketPath");
        }
        if (connectTimeout != null && (!Number.isFinite(connectTimeout) || connectTimeout < 0)) {
          throw new InvalidArgumentError("invalid connectTimeout");
        }
        if (keepAliveTimeout != null && (!Number.isFinite(keepAliveTimeout) || keepAliveTimeout <= 0)) {
          throw new InvalidArgumentError("invalid keepAliveTimeout");
        }
        if (keepAliveMaxTimeout != null && (!Number.isFinite(keepAliveMaxTimeout) || keepAliveMaxTimeout <= 0)) {
          throw new InvalidArgumentError("invalid keepAliveMaxTimeout");
        }
        if (keepAliveTimeoutThreshold != null && !Number.isFinite(keepAliveTimeoutThreshold)) {
          throw new InvalidArgumentError("invalid keepAliveTimeoutThreshold");
        }
        if (headersTimeout != null && (!Number.isInteger(headersTimeout) || headersTimeout < 0)) {
          throw new InvalidArgumentError("headersTimeout must be a positive integer or zero");
        }
        if (bodyTimeout != null && (!Number.isInteger(bodyTimeout) || bodyTimeout < 0)) {
          throw new InvalidArgumentError("bodyTimeout must be a positive integer or zero");
        }
        if (connect2 != null && typeof connect2 !== "function" && typeof connect2 !== "object") {
          throw new InvalidArgumentError("connect must be a function or an object");
        }
        if (maxRequestsPerClient != null && (!Number.isInteger(maxRequestsPerClient) || maxRequestsPerClient < 0)) {
          throw new InvalidArgumentError("maxRequestsPerClient must be a positive number");
        }
        if (localAddress != null && (typeof localAddress !== "string" || net.isIP(localAddress) === 0)) {
          throw new InvalidArgumentError("localAddress must be valid string IP address");
        }
        if (maxResponseSize != null && (!Number.isInteger(maxResponseSize) || maxResponseSize < -1)) {
          throw new InvalidArgumentError("maxResponseSize must be a positive number");
        }
        if (autoSelectFamilyAttemptTimeout != null && (!Number.isInteger(autoSelectFamilyAttemptTimeout) || autoSelectFamilyAttemptTimeout < -1)) {
          throw new InvalidArgumentError("autoSelectFamilyAttemptTimeout must be a positive number");
        }
        if (allowH2 != null && typeof allowH2 !== "boolean") {
          throw new InvalidArgumentError("allowH2 must be a valid boolean value");
        }
        if (maxConcurrentStreams != null && (typeof maxConcurrentStreams !== "number" || maxConcurrentStreams < 1)) {
          throw new InvalidArgumentError("maxConcurrentStreams must be a positive integer, greater than 0");
        }
        if (useH2c != null && typeof useH2c !== "boolean") {
          throw new InvalidArgumentError("useH2c must be a valid boolean value");
        }
        if (initialWindowSize != null && (!Number.isInteger(initialWindowSize) || initialWindowSize < 1)) {
          throw new InvalidArgumentError("initialWindowSize must be a positive integer, greater than 0");
        }
        if (connectionWindowSize != null && (!Number.isInteger(connectionWindowSize) || connectionWindowSize < 1)) {
          throw new InvalidArgumentError("connectionWindowSize must be a positive integer, greater than 0");
        }
        if (pingInterval != null && (typeof pingInterval !== "number" || !Number.isInteger(pingInterval) || pingInterval < 0)) {
          throw new InvalidArgumentError("pingInterval must be a positive integer, greater or equal to 0");
        }
        super({ webSocket, eventSource });
        if (typeof connect2 !== "function") {
          connect2 = buildConnector({
            ...tls,
            maxCachedSessions,
            allowH2,
            useH2c,
            socketPath,
            timeout: connectTimeout,
            ...typeof autoSelectFamily === "boolean" ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : void 0,
            ...connect2
          });
        } else {
          const customConnect = connect2;
          connect2 = /* @__PURE__ */ __name((opts, callback) => customConnect({
            ...opts,
            ...socketPath != null ? { socketPath } : null,
            ...allowH2 != null ? { allowH2 } : null
          }, callback), "connect");
        }
        this[kUrl] = util.parseOrigin(url);
        this[kConnector] = connect2;
        this[kPipelining] = pipelining != null ? pipelining : 1;
        this[kMaxHeadersSize] = maxHeaderSize;
        this[kKeepAliveDefaultTimeout] = keepAliveTimeout == null ? 4e3 : keepAliveTimeout;
        this[kKeepAliveMaxTimeout] = keepAliveMaxTimeout == null ? 6e5 : keepAliveMaxTimeout;
        this[kKeepAliveTimeoutThreshold] = keepAliveTimeoutThreshold == null ? 2e3 : keepAliveTimeoutThreshold;
        this[kKeepAliveTimeoutValue] = this[kKeepAliveDefaultTimeout];
        this[kServerName] = null;
        this[kLocalAddress] = localAddress != null ? localAddress : null;
        this[kResuming] = 0;
        this[kNeedDrain] = 0;
        this[kHostHeader] = `host: ${this[kUrl].hostname}${this[kUrl].port ? `:${this[kUrl].port}` : ""}\r
`;
        this[kBodyTimeout] = bodyTimeout != null ? bodyTimeout : 3e5;
        this[kHeadersTimeout] = headersTimeout != null ? headersTimeout : 3e5;
        this[kStrictContentLength] = strictContentLength == null ? true : strictContentLength;
        this[kMaxRequests] = maxRequestsPerClient;
        this[kClosedResolve] = null;
        this[kMaxResponseSize] = maxResponseSize > -1 ? maxResponseSize : -1;
        this[kHTTPContext] = null;
        this[kMaxConcurrentStreams] = maxConcurrentStreams != null ? maxConcurrentStreams : 100;
        this[kHTTP2InitialWindowSize] = initialWindowSize != null ? initialWindowSize : 262144;
        this[kHTTP2ConnectionWindowSize] = connectionWindowSize != null ? connectionWindowSize : 524288;
        this[kPingInterval] = pingInterval != null ? pingInterval : 6e4;
        this[kQueue] = [];
        this[kRunningIdx] = 0;
        this[kPendingIdx] = 0;
        this[kResume] = (sync) => resume(this, sync);
        this[kOnError] = (err) => onError(this, err);
      }
      get pipelining() {
        return this[kPipelining];
      }
      set pipelining(value) {
        this[kPipelining] = value;
        this[kResume](true);
      }
      get stats() {
        return new ClientStats(this);
      }
      get [kPending]() {
        return this[kQueue].length - this[kPendingIdx];
      }
      get [kRunning]() {
        return this[kPendingIdx] - this[kRunningIdx];
      }
      get [kSize]() {
        return this[kQueue].length - this[kRunningIdx];
      }
      get [kConnected]() {
        return !!this[kHTTPContext] && !this[kConnecting] && !this[kHTTPContext].destroyed;
      }
      get [kBusy]() {
        return Boolean(
          this[kHTTPContext]?.busy(null) || this[kSize] >= (getPipelining(this) || 1) || this[kPending] > 0
        );
      }
      [kConnect](cb) {
        connect(this);
        this.once("connect", cb);
      }
      [kDispatch](opts, handler) {
        const request = new Request(this[kUrl].origin, opts, handler);
        this[kQueue].push(request);
        if (this[kResuming]) {
        } else if (util.bodyLength(request.body) == null && util.isIterable(request.body)) {
          this[kResuming] = 1;
          queueMicrotask(() => resume(this));
        } else {
          this[kResume](true);
        }
        if (this[kResuming] && this[kNeedDrain] !== 2 && this[kBusy]) {
          this[kNeedDrain] = 2;
        }
        return this[kNeedDrain] < 2;
      }
      [kClose]() {
        return new Promise((resolve4) => {
          if (this[kSize]) {
            this[kClosedResolve] = resolve4;
          } else {
            resolve4(null);
          }
        });
      }
      [kDestroy](err) {
        return new Promise((resolve4) => {
          const requests = this[kQueue].splice(this[kPendingIdx]);
          for (let i = 0; i < requests.length; i++) {
            const request = requests[i];
            if (request != null) {
              util.errorRequest(this, request, err);
            }
          }
          const callback = /* @__PURE__ */ __name(() => {
            if (this[kClosedResolve]) {
              this[kClosedResolve]();
              this[kClosedResolve] = null;
            }
            resolve4(null);
          }, "callback");
          if (this[kHTTPContext]) {
            this[kHTTPContext].destroy(err, callback);
            this[kHTTPContext] = null;
          } else {
            queueMicrotask(callback);
          }
          this[kResume]();
        });
      }
    };
    function onError(client, err) {
      if (client[kRunning] === 0 && err.code !== "UND_ERR_INFO" && err.code !== "UND_ERR_SOCKET") {
        assert(client[kPendingIdx] === client[kRunningIdx]);
        const requests = client[kQueue].splice(client[kRunningIdx]);
        for (let i = 0; i < requests.length; i++) {
          const request = requests[i];
          if (request != null) {
            util.errorRequest(client, request, err);
          }
        }
        assert(client[kSize] === 0);
      }
    }
    __name(onError, "onError");
    function connect(client) {
      assert(!client[kConnecting]);
      assert(!client[kHTTPContext]);
      let { host, hostname, protocol, port } = client[kUrl];
      if (hostname[0] === "[") {
        const idx = hostname.indexOf("]");
        assert(idx !== -1);
        const ip = hostname.substring(1, idx);
        assert(net.isIPv6(ip));
        hostname = ip;
      }
      client[kConnecting] = true;
      if (channels.beforeConnect.hasSubscribers) {
        channels.beforeConnect.publish({
          connectParams: {
            host,
            hostname,
            protocol,
            port,
            version: client[kHTTPContext]?.version,
            servername: client[kServerName],
            localAddress: client[kLocalAddress]
          },
          connector: client[kConnector]
        });
      }
      try {
        client[kConnector]({
          host,
          hostname,
          protocol,
          port,
          servername: client[kServerName],
          localAddress: client[kLocalAddress]
        }, (err, socket) => {
          if (err) {
            handleConnectError(client, err, { host, hostname, protocol, port });
            client[kResume]();
            return;
          }
          if (client.destroyed) {
            util.destroy(socket.on("error", noop), new ClientDestroyedError());
            client[kResume]();
            return;
          }
          assert(socket);
          try {
            client[kHTTPContext] = socket.alpnProtocol === "h2" ? connectH2(client, socket) : connectH1(client, socket);
          } catch (err2) {
            socket.destroy().on("error", noop);
            handleConnectError(client, err2, { host, hostname, protocol, port });
            client[kResume]();
            return;
          }
          client[kConnecting] = false;
          socket[kCounter] = 0;
          socket[kMaxRequests] = client[kMaxRequests];
          socket[kClient] = client;
          socket[kError] = null;
          if (channels.connected.hasSubscribers) {
            channels.connected.publish({
              connectParams: {
                host,
                hostname,
                protocol,
                port,
                version: client[kHTTPContext]?.version,
                servername: client[kServerName],
                localAddress: client[kLocalAddress]
              },
              connector: client[kConnector],
              socket
            });
          }
          client.emit("connect", client[kUrl], [client]);
          client[kResume]();
        });
      } catch (err) {
        handleConnectError(client, err, { host, hostname, protocol, port });
        client[kResume]();
      }
    }
    __name(connect, "connect");
    function handleConnectError(client, err, { host, hostname, protocol, port }) {
      if (client.destroyed) {
        return;
      }
      client[kConnecting] = false;
      if (channels.connectError.hasSubscribers) {
        channels.connectError.publish({
          connectParams: {
            host,
            hostname,
            protocol,
            port,
            version: client[kHTTPContext]?.version,
            servername: client[kServerName],
            localAddress: client[kLocalAddress]
          },
          connector: client[kConnector],
          error: err
        });
      }
      if (err.code === "ERR_TLS_CERT_ALTNAME_INVALID") {
        assert(client[kRunning] === 0);
        while (client[kPending] > 0 && client[kQueue][client[kPendingIdx]].servername === client[kServerName]) {
          const request = client[kQueue][client[kPendingIdx]++];
          util.errorRequest(client, request, err);
        }
      } else {
        onError(client, err);
      }
      client.emit("connectionError", client[kUrl], [client], err);
    }
    __name(handleConnectError, "handleConnectError");
    function emitDrain(client) {
      client[kNeedDrain] = 0;
      client.emit("drain", client[kUrl], [client]);
    }
    __name(emitDrain, "emitDrain");
    function resume(client, sync) {
      if (client[kResuming] === 2) {
        return;
      }
      client[kResuming] = 2;
      _resume(client, sync);
      client[kResuming] = 0;
      if (client[kRunningIdx] > 256) {
        client[kQueue].splice(0, client[kRunningIdx]);
        client[kPendingIdx] -= client[kRunningIdx];
        client[kRunningIdx] = 0;
      }
    }
    __name(resume, "resume");
    function _resume(client, sync) {
      while (true) {
        if (client.destroyed) {
          assert(client[kPending] === 0);
          return;
        }
        if (client[kClosedResolve] && !client[kSize]) {
          client[kClosedResolve]();
          client[kClosedResolve] = null;
          return;
        }
        if (client[kHTTPContext]) {
          client[kHTTPContext].resume();
        }
        if (client[kBusy]) {
          client[kNeedDrain] = 2;
        } else if (client[kNeedDrain] === 2) {
          if (sync) {
            client[kNeedDrain] = 1;
            queueMicrotask(() => emitDrain(client));
          } else {
            emitDrain(client);
          }
          continue;
        }
        if (client[kPending] === 0) {
          return;
        }
        if (client[kRunning] >= (getPipelining(client) || 1)) {
          return;
        }
        const request = client[kQueue][client[kPendingIdx]];
        if (request === null) {
          return;
        }
        if (client[kUrl].protocol === "https:" && client[kServerName] !== request.servername) {
          if (client[kRunning] > 0) {
            return;
          }
          client[kServerName] = request.servername;
          client[kHTTPContext]?.destroy(new InformationalError("servername changed"), () => {
            client[kHTTPContext] = null;
            resume(client);
          });
        }
        if (client[kConnecting]) {
          return;
        }
        if (!client[kHTTPContext]) {
          connect(client);
          return;
        }
        if (client[kHTTPContext].destroyed) {
          return;
        }
        if (client[kHTTPContext].busy(request)) {
          return;
        }
        if (!request.aborted && client[kHTTPContext].write(request)) {
          client[kPendingIdx]++;
        } else {
          client[kQueue].splice(client[kPendingIdx], 1);
        }
      }
    }
    __name(_resume, "_resume");
    module2.exports = Client;
  }
});

// node_modules/undici/lib/dispatcher/pool.js
var require_pool = __commonJS({
  "node_modules/undici/lib/dispatcher/pool.js"(exports2, module2) {
    "use strict";
    var {
      PoolBase,
      kClients,
      kNeedDrain,
      kAddClient,
      kGetDispatcher,
      kRemoveClient
    } = require_pool_base();
    var Client = require_client();
    var {
      InvalidArgumentError
    } = require_errors();
    var util = require_util();
    var { kUrl } = require_symbols();
    var buildConnector = require_connect();
    var kOptions = /* @__PURE__ */ Symbol("options");
    var kConnections = /* @__PURE__ */ Symbol("connections");
    var kFactory = /* @__PURE__ */ Symbol("factory");
    function defaultFactory(origin, opts) {
      return new Client(origin, opts);
    }
    __name(defaultFactory, "defaultFactory");
    var Pool = class extends PoolBase {
      static {
        __name(this, "Pool");
      }
      constructor(origin, {
        connections,
        factory = defaultFactory,
        connect,
        connectTimeout,
        tls,
        maxCachedSessions,
        socketPath,
        autoSelectFamily,
        autoSelectFamilyAttemptTimeout,
        allowH2,
        clientTtl,
        ...options
      } = {}) {
        if (connections != null && (!Number.isFinite(connections) || connections < 0)) {
          throw new InvalidArgumentError("invalid connections");
        }
        if (typeof factory !== "function") {
          throw new InvalidArgumentError("factory must be a function.");
        }
        if (connect != null && typeof connect !== "function" && typeof connect !== "object") {
          throw new InvalidArgumentError("connect must be a function or an object");
        }
        if (typeof connect !== "function") {
          connect = buildConnector({
            ...tls,
            maxCachedSessions,
            allowH2,
            socketPath,
            timeout: connectTimeout,
            ...typeof autoSelectFamily === "boolean" ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : void 0,
            ...connect
          });
        }
        super(options);
        this[kConnections] = connections || null;
        this[kUrl] = util.parseOrigin(origin);
        this[kOptions] = { ...util.deepClone(options), connect, allowH2, clientTtl, socketPath };
        this[kOptions].interceptors = options.interceptors ? { ...options.interceptors } : void 0;
        this[kFactory] = factory;
        this.on("connect", (origin2, targets) => {
          if (clientTtl != null && clientTtl > 0) {
            for (const target of targets) {
              Object.assign(target, { ttl: Date.now() });
            }
          }
        });
        this.on("connectionError", (origin2, targets, error) => {
          for (const target of targets) {
            const idx = this[kClients].indexOf(target);
            if (idx !== -1) {
              this[kClients].splice(idx, 1);
            }
          }
        });
      }
      [kGetDispatcher]() {
        const clientTtlOption = this[kOptions].clientTtl;
        for (const client of this[kClients]) {
          if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && Date.now() - client.ttl > clientTtlOption) {
            this[kRemoveClient](client);
          } else if (!client[kNeedDrain]) {
            return client;
          }
        }
        if (!this[kConnections] || this[kClients].length < this[kConnections]) {
          const dispatcher = this[kFactory](this[kUrl], this[kOptions]);
          this[kAddClient](dispatcher);
          return dispatcher;
        }
      }
    };
    module2.exports = Pool;
  }
});

// node_modules/undici/lib/dispatcher/agent.js
var require_agent = __commonJS({
  "node_modules/undici/lib/dispatcher/agent.js"(exports2, module2) {
    "use strict";
    var { InvalidArgumentError, MaxOriginsReachedError } = require_errors();
    var { kClients, kRunning, kClose, kDestroy, kDispatch, kUrl } = require_symbols();
    var DispatcherBase = require_dispatcher_base();
    var Pool = require_pool();
    var Client = require_client();
    var util = require_util();
    var kOnConnect = /* @__PURE__ */ Symbol("onConnect");
    var kOnDisconnect = /* @__PURE__ */ Symbol("onDisconnect");
    var kOnConnectionError = /* @__PURE__ */ Symbol("onConnectionError");
    var kOnDrain = /* @__PURE__ */ Symbol("onDrain");
    var kFactory = /* @__PURE__ */ Symbol("factory");
    var kOptions = /* @__PURE__ */ Symbol("options");
    var kOrigins = /* @__PURE__ */ Symbol("origins");
    function defaultFactory(origin, opts) {
      return opts && opts.connections === 1 ? new Client(origin, opts) : new Pool(origin, opts);
    }
    __name(defaultFactory, "defaultFactory");
    var Agent2 = class extends DispatcherBase {
      static {
        __name(this, "Agent");
      }
      constructor({ factory = defaultFactory, maxOrigins = Infinity, connect, tls, ...options } = {}) {
        if (typeof factory !== "function") {
          throw new InvalidArgumentError("factory must be a function.");
        }
        if (connect != null && typeof connect !== "function" && typeof connect !== "object") {
          throw new InvalidArgumentError("connect must be a function or an object");
        }
        if (typeof maxOrigins !== "number" || Number.isNaN(maxOrigins) || maxOrigins <= 0) {
          throw new InvalidArgumentError("maxOrigins must be a number greater than 0");
        }
        super(options);
        if (connect && typeof connect !== "function") {
          connect = { ...connect };
        }
        if (tls && typeof tls !== "function") {
          tls = { ...tls };
        }
        this[kOptions] = { ...util.deepClone(options), maxOrigins, connect, tls };
        this[kFactory] = factory;
        this[kClients] = /* @__PURE__ */ new Map();
        this[kOrigins] = /* @__PURE__ */ new Set();
        this[kOnDrain] = (origin, targets) => {
          this.emit("drain", origin, [this, ...targets]);
        };
        this[kOnConnect] = (origin, targets) => {
          this.emit("connect", origin, [this, ...targets]);
        };
        this[kOnDisconnect] = (origin, targets, err) => {
          this.emit("disconnect", origin, [this, ...targets], err);
        };
        this[kOnConnectionError] = (origin, targets, err) => {
          this.emit("connectionError", origin, [this, ...targets], err);
        };
      }
      get [kRunning]() {
        let ret = 0;
        for (const { dispatcher } of this[kClients].values()) {
          ret += dispatcher[kRunning];
        }
        return ret;
      }
      [kDispatch](opts, handler) {
        let key2;
        if (opts.origin && (typeof opts.origin === "string" || opts.origin instanceof URL)) {
          key2 = String(opts.origin);
        } else {
          throw new InvalidArgumentError("opts.origin must be a non-empty string or URL.");
        }
        if (this[kOrigins].size >= this[kOptions].maxOrigins && !this[kOrigins].has(key2)) {
          throw new MaxOriginsReachedError();
        }
        const result = this[kClients].get(key2);
        let dispatcher = result && result.dispatcher;
        if (!dispatcher) {
          const closeClientIfUnused = /* @__PURE__ */ __name((connected) => {
            const result2 = this[kClients].get(key2);
            if (result2) {
              if (connected) result2.count -= 1;
              if (result2.count <= 0) {
                this[kClients].delete(key2);
                if (!result2.dispatcher.destroyed) {
                  result2.dispatcher.close();
                }
              }
              this[kOrigins].delete(key2);
            }
          }, "closeClientIfUnused");
          dispatcher = this[kFactory](opts.origin, this[kOptions]).on("drain", this[kOnDrain]).on("connect", (origin, targets) => {
            const result2 = this[kClients].get(key2);
            if (result2) {
              result2.count += 1;
            }
            this[kOnConnect](origin, targets);
          }).on("disconnect", (origin, targets, err) => {
            closeClientIfUnused(true);
            this[kOnDisconnect](origin, targets, err);
          }).on("connectionError", (origin, targets, err) => {
            closeClientIfUnused(false);
            this[kOnConnectionError](origin, targets, err);
          });
          this[kClients].set(key2, { count: 0, dispatcher });
          this[kOrigins].add(key2);
        }
        return dispatcher.dispatch(opts, handler);
      }
      [kClose]() {
        const closePromises = [];
        for (const { dispatcher } of this[kClients].values()) {
          closePromises.push(dispatcher.close());
        }
        this[kClients].clear();
        return Promise.all(closePromises);
      }
      [kDestroy](err) {
        const destroyPromises = [];
        for (const { dispatcher } of this[kClients].values()) {
          destroyPromises.push(dispatcher.destroy(err));
        }
        this[kClients].clear();
        return Promise.all(destroyPromises);
      }
      get stats() {
        const allClientStats = {};
        for (const { dispatcher } of this[kClients].values()) {
          if (dispatcher.stats) {
            allClientStats[dispatcher[kUrl].origin] = dispatcher.stats;
          }
        }
        return allClientStats;
      }
    };
    module2.exports = Agent2;
  }
});

// node_modules/undici/lib/core/socks5-utils.js
var require_socks5_utils = __commonJS({
  "node_modules/undici/lib/core/socks5-utils.js"(exports2, module2) {
    "use strict";
    var { Buffer: Buffer2 } = require("node:buffer");
    var net = require("node:net");
    var { InvalidArgumentError } = require_errors();
    function parseAddress(address) {
      if (net.isIPv4(address)) {
        const parts = address.split(".").map(Number);
        return {
          type: 1,
          // IPv4
          buffer: Buffer2.from(parts)
        };
      }
      if (net.isIPv6(address)) {
        return {
          type: 4,
          // IPv6
          buffer: parseIPv6(address)
        };
      }
      const domainBuffer = Buffer2.from(address, "utf8");
      if (domainBuffer.length > 255) {
        throw new InvalidArgumentError("Domain name too long (max 255 bytes)");
      }
      return {
        type: 3,
        // Domain
        buffer: Buffer2.concat([Buffer2.from([domainBuffer.length]), domainBuffer])
      };
    }
    __name(parseAddress, "parseAddress");
    function parseIPv6(address) {
      const buffer = Buffer2.alloc(16);
      let normalizedAddress = address;
      if (address.includes(".")) {
        const lastColonIndex = address.lastIndexOf(":");
        const ipv4Part = address.slice(lastColonIndex + 1);
        if (net.isIPv4(ipv4Part)) {
          const octets = ipv4Part.split(".").map(Number);
          const high = (octets[0] << 8 | octets[1]).toString(16);
          const low = (octets[2] << 8 | octets[3]).toString(16);
          normalizedAddress = `${address.slice(0, lastColonIndex)}:${high}:${low}`;
        }
      }
      const doubleColonIndex = normalizedAddress.indexOf("::");
      if (doubleColonIndex !== -1) {
        const before = normalizedAddress.slice(0, doubleColonIndex);
        const after = normalizedAddress.slice(doubleColonIndex + 2);
        const beforeParts = before === "" ? [] : before.split(":");
        const afterParts = after === "" ? [] : after.split(":");
        let bufferIndex = 0;
        for (const part of beforeParts) {
          buffer.writeUInt16BE(parseInt(part, 16), bufferIndex);
          bufferIndex += 2;
        }
        bufferIndex = 16 - afterParts.length * 2;
        for (const part of afterParts) {
          buffer.writeUInt16BE(parseInt(part, 16), bufferIndex);
          bufferIndex += 2;
        }
      } else {
        const parts = normalizedAddress.split(":");
        for (let i = 0; i < parts.length; i++) {
          buffer.writeUInt16BE(parseInt(parts[i], 16), i * 2);
        }
      }
      return buffer;
    }
    __name(parseIPv6, "parseIPv6");
    function buildAddressBuffer(type, addressBuffer, port) {
      const portBuffer = Buffer2.allocUnsafe(2);
      portBuffer.writeUInt16BE(port, 0);
      return Buffer2.concat([
        Buffer2.from([type]),
        addressBuffer,
        portBuffer
      ]);
    }
    __name(buildAddressBuffer, "buildAddressBuffer");
    function parseResponseAddress(buffer, offset = 0) {
      if (buffer.length < offset + 1) {
        throw new InvalidArgumentError("Buffer too small to contain address type");
      }
      const addressType = buffer[offset];
      let address;
      let currentOffset = offset + 1;
      switch (addressType) {
        case 1: {
          if (buffer.length < currentOffset + 6) {
            throw new InvalidArgumentError("Buffer too small for IPv4 address");
          }
          address = Array.from(buffer.subarray(currentOffset, currentOffset + 4)).join(".");
          currentOffset += 4;
          break;
        }
        case 3: {
          if (buffer.length < currentOffset + 1) {
            throw new InvalidArgumentError("Buffer too small for domain length");
          }
          const domainLength = buffer[currentOffset];
          currentOffset += 1;
          if (buffer.length < currentOffset + domainLength + 2) {
            throw new InvalidArgumentError("Buffer too small for domain address");
          }
          address = buffer.subarray(currentOffset, currentOffset + domainLength).toString("utf8");
          currentOffset += domainLength;
          break;
        }
        case 4: {
          if (buffer.length < currentOffset + 18) {
            throw new InvalidArgumentError("Buffer too small for IPv6 address");
          }
          const parts = [];
          for (let i = 0; i < 8; i++) {
            const value = buffer.readUInt16BE(currentOffset + i * 2);
            parts.push(value.toString(16));
          }
          address = parts.join(":");
          currentOffset += 16;
          break;
        }
        default:
          throw new InvalidArgumentError(`Invalid address type: ${addressType}`);
      }
      if (buffer.length < currentOffset + 2) {
        throw new InvalidArgumentError("Buffer too small for port");
      }
      const port = buffer.readUInt16BE(currentOffset);
      currentOffset += 2;
      return {
        address,
        port,
        bytesRead: currentOffset - offset
      };
    }
    __name(parseResponseAddress, "parseResponseAddress");
    function createReplyError(replyCode) {
      const messages2 = {
        1: "General SOCKS server failure",
        2: "Connection not allowed by ruleset",
        3: "Network unreachable",
        4: "Host unreachable",
        5: "Connection refused",
        6: "TTL expired",
        7: "Command not supported",
        8: "Address type not supported"
      };
      const message = messages2[replyCode] || `Unknown SOCKS5 error code: ${replyCode}`;
      const error = new Error(message);
      error.code = `SOCKS5_${replyCode}`;
      return error;
    }
    __name(createReplyError, "createReplyError");
    module2.exports = {
      parseAddress,
      parseIPv6,
      buildAddressBuffer,
      parseResponseAddress,
      createReplyError
    };
  }
});

// node_modules/undici/lib/core/socks5-client.js
var require_socks5_client = __commonJS({
  "node_modules/undici/lib/core/socks5-client.js"(exports2, module2) {
    "use strict";
    var { EventEmitter } = require("node:events");
    var { Buffer: Buffer2 } = require("node:buffer");
    var { InvalidArgumentError, Socks5ProxyError } = require_errors();
    var { debuglog } = require("node:util");
    var { parseAddress } = require_socks5_utils();
    var debug = debuglog("undici:socks5");
    var EMPTY_BUFFER = Buffer2.alloc(0);
    var SOCKS_VERSION = 5;
    var AUTH_METHODS = {
      NO_AUTH: 0,
      GSSAPI: 1,
      USERNAME_PASSWORD: 2,
      NO_ACCEPTABLE: 255
    };
    var COMMANDS = {
      CONNECT: 1,
      BIND: 2,
      UDP_ASSOCIATE: 3
    };
    var ADDRESS_TYPES = {
      IPV4: 1,
      DOMAIN: 3,
      IPV6: 4
    };
    var REPLY_CODES = {
      SUCCEEDED: 0,
      GENERAL_FAILURE: 1,
      CONNECTION_NOT_ALLOWED: 2,
      NETWORK_UNREACHABLE: 3,
      HOST_UNREACHABLE: 4,
      CONNECTION_REFUSED: 5,
      TTL_EXPIRED: 6,
      COMMAND_NOT_SUPPORTED: 7,
      ADDRESS_TYPE_NOT_SUPPORTED: 8
    };
    var STATES = {
      INITIAL: "initial",
      HANDSHAKING: "handshaking",
      AUTHENTICATING: "authenticating",
      AUTHENTICATED: "authenticated",
      CONNECTING: "connecting",
      CONNECTED: "connected",
      ERROR: "error",
      CLOSED: "closed"
    };
    var Socks5Client = class extends EventEmitter {
      static {
        __name(this, "Socks5Client");
      }
      constructor(socket, options = {}) {
        super();
        if (!socket) {
          throw new InvalidArgumentError("socket is required");
        }
        this.socket = socket;
        this.options = options;
        this.state = STATES.INITIAL;
        this.buffer = EMPTY_BUFFER;
        this.onSocketData = this.onData.bind(this);
        this.onSocketError = this.onError.bind(this);
        this.onSocketClose = this.onClose.bind(this);
        this.authMethods = [];
        if (options.username && options.password) {
          this.authMethods.push(AUTH_METHODS.USERNAME_PASSWORD);
        }
        this.authMethods.push(AUTH_METHODS.NO_AUTH);
        this.socket.on("data", this.onSocketData);
        this.socket.on("error", this.onSocketError);
        this.socket.on("close", this.onSocketClose);
      }
      /**
       * Handle incoming data from the socket
       */
      onData(data) {
        debug("received data", data.length, "bytes in state", this.state);
        this.buffer = Buffer2.concat([this.buffer, data]);
        try {
          switch (this.state) {
            case STATES.HANDSHAKING:
              this.handleHandshakeResponse();
              break;
            case STATES.AUTHENTICATING:
              this.handleAuthResponse();
              break;
            case STATES.CONNECTING:
              this.handleConnectResponse();
              break;
          }
        } catch (err) {
          this.onError(err);
        }
      }
      /**
       * Handle socket errors
       */
      onError(err) {
        debug("socket error", err);
        this.state = STATES.ERROR;
        this.emit("error", err);
        this.destroy();
      }
      /**
       * Handle socket close
       */
      onClose() {
        debug("socket closed");
        this.state = STATES.CLOSED;
        this.emit("close");
      }
      /**
       * Destroy the client and underlying socket
       */
      destroy() {
        if (this.socket && !this.socket.destroyed) {
          this.socket.destroy();
        }
      }
      markAuthenticated() {
        this.state = STATES.AUTHENTICATED;
        this.emit("authenticated");
      }
      /**
       * Start the SOCKS5 handshake
       */
      handshake() {
        if (this.state !== STATES.INITIAL) {
          throw new InvalidArgumentError("Handshake already started");
        }
        debug("starting handshake with", this.authMethods.length, "auth methods");
        this.state = STATES.HANDSHAKING;
        const request = Buffer2.alloc(2 + this.authMethods.length);
        request[0] = SOCKS_VERSION;
        request[1] = this.authMethods.length;
        this.authMethods.forEach((method, i) => {
          request[2 + i] = method;
        });
        this.socket.write(request);
      }
      /**
       * Handle handshake response from server
       */
      handleHandshakeResponse() {
        if (this.buffer.length < 2) {
          return;
        }
        const version = this.buffer[0];
        const method = this.buffer[1];
        if (version !== SOCKS_VERSION) {
          throw new Socks5ProxyError(`Invalid SOCKS version: ${version}`, "UND_ERR_SOCKS5_VERSION");
        }
        if (method === AUTH_METHODS.NO_ACCEPTABLE) {
          throw new Socks5ProxyError("No acceptable authentication method", "UND_ERR_SOCKS5_AUTH_REJECTED");
        }
        this.buffer = this.buffer.subarray(2);
        debug("server selected auth method", method);
        if (method === AUTH_METHODS.NO_AUTH) {
          this.markAuthenticated();
        } else if (method === AUTH_METHODS.USERNAME_PASSWORD) {
          this.state = STATES.AUTHENTICATING;
          this.sendAuthRequest();
        } else {
          throw new Socks5ProxyError(`Unsupported authentication method: ${method}`, "UND_ERR_SOCKS5_AUTH_METHOD");
        }
      }
      /**
       * Send username/password authentication request
       */
      sendAuthRequest() {
        const { username, password } = this.options;
        if (!username || !password) {
          throw new InvalidArgumentError("Username and password required for authentication");
        }
        debug("sending username/password auth");
        const usernameBuffer = Buffer2.from(username);
        const passwordBuffer = Buffer2.from(password);
        if (usernameBuffer.length > 255 || passwordBuffer.length > 255) {
          throw new InvalidArgumentError("Username or password too long");
        }
        const request = Buffer2.alloc(3 + usernameBuffer.length + passwordBuffer.length);
        request[0] = 1;
        request[1] = usernameBuffer.length;
        usernameBuffer.copy(request, 2);
        request[2 + usernameBuffer.length] = passwordBuffer.length;
        passwordBuffer.copy(request, 3 + usernameBuffer.length);
        this.socket.write(request);
      }
      /**
       * Handle authentication response
       */
      handleAuthResponse() {
        if (this.buffer.length < 2) {
          return;
        }
        const version = this.buffer[0];
        const status = this.buffer[1];
        if (version !== 1) {
          throw new Socks5ProxyError(`Invalid auth sub-negotiation version: ${version}`, "UND_ERR_SOCKS5_AUTH_VERSION");
        }
        if (status !== 0) {
          throw new Socks5ProxyError("Authentication failed", "UND_ERR_SOCKS5_AUTH_FAILED");
        }
        this.buffer = this.buffer.subarray(2);
        debug("authentication successful");
        this.markAuthenticated();
      }
      /**
       * Send CONNECT command
       * @param {string} address - Target address (IP or domain)
       * @param {number} port - Target port
       */
      connect(address, port) {
        if (this.state === STATES.CONNECTING || this.state === STATES.CONNECTED) {
          throw new InvalidArgumentError("Connection already in progress");
        }
        if (this.state !== STATES.AUTHENTICATED) {
          throw new InvalidArgumentError("Client must be authenticated before CONNECT");
        }
        debug("connecting to", address, port);
        this.state = STATES.CONNECTING;
        const request = this.buildConnectRequest(COMMANDS.CONNECT, address, port);
        this.socket.write(request);
      }
      /**
       * Build a SOCKS5 request
       */
      buildConnectRequest(command, address, port) {
        const { type: addressType, buffer: addressBuffer } = parseAddress(address);
        const request = Buffer2.alloc(4 + addressBuffer.length + 2);
        request[0] = SOCKS_VERSION;
        request[1] = command;
        request[2] = 0;
        request[3] = addressType;
        addressBuffer.copy(request, 4);
        request.writeUInt16BE(port, 4 + addressBuffer.length);
        return request;
      }
      /**
       * Handle CONNECT response
       */
      handleConnectResponse() {
        if (this.buffer.length < 4) {
          return;
        }
        const version = this.buffer[0];
        const reply = this.buffer[1];
        const addressType = this.buffer[3];
        if (version !== SOCKS_VERSION) {
          throw new Socks5ProxyError(`Invalid SOCKS version in reply: ${version}`, "UND_ERR_SOCKS5_REPLY_VERSION");
        }
        let responseLength = 4;
        if (addressType === ADDRESS_TYPES.IPV4) {
          responseLength += 4 + 2;
        } else if (addressType === ADDRESS_TYPES.DOMAIN) {
          if (this.buffer.length < 5) {
            return;
          }
          responseLength += 1 + this.buffer[4] + 2;
        } else if (addressType === ADDRESS_TYPES.IPV6) {
          responseLength += 16 + 2;
        } else {
          throw new Socks5ProxyError(`Invalid address type in reply: ${addressType}`, "UND_ERR_SOCKS5_ADDR_TYPE");
        }
        if (this.buffer.length < responseLength) {
          return;
        }
        if (reply !== REPLY_CODES.SUCCEEDED) {
          const errorMessage = this.getReplyErrorMessage(reply);
          throw new Socks5ProxyError(`SOCKS5 connection failed: ${errorMessage}`, `UND_ERR_SOCKS5_REPLY_${reply}`);
        }
        let boundAddress;
        let offset = 4;
        if (addressType === ADDRESS_TYPES.IPV4) {
          boundAddress = Array.from(this.buffer.subarray(offset, offset + 4)).join(".");
          offset += 4;
        } else if (addressType === ADDRESS_TYPES.DOMAIN) {
          const domainLength = this.buffer[offset];
          offset += 1;
          boundAddress = this.buffer.subarray(offset, offset + domainLength).toString();
          offset += domainLength;
        } else if (addressType === ADDRESS_TYPES.IPV6) {
          const parts = [];
          for (let i = 0; i < 8; i++) {
            const value = this.buffer.readUInt16BE(offset + i * 2);
            parts.push(value.toString(16));
          }
          boundAddress = parts.join(":");
          offset += 16;
        }
        const boundPort = this.buffer.readUInt16BE(offset);
        this.buffer = EMPTY_BUFFER;
        this.state = STATES.CONNECTED;
        this.socket.removeListener("data", this.onSocketData);
        debug("connected, bound address:", boundAddress, "port:", boundPort);
        this.emit("connected", { address: boundAddress, port: boundPort });
      }
      /**
       * Get human-readable error message for reply code
       */
      getReplyErrorMessage(reply) {
        switch (reply) {
          case REPLY_CODES.GENERAL_FAILURE:
            return "General SOCKS server failure";
          case REPLY_CODES.CONNECTION_NOT_ALLOWED:
            return "Connection not allowed by ruleset";
          case REPLY_CODES.NETWORK_UNREACHABLE:
            return "Network unreachable";
          case REPLY_CODES.HOST_UNREACHABLE:
            return "Host unreachable";
          case REPLY_CODES.CONNECTION_REFUSED:
            return "Connection refused";
          case REPLY_CODES.TTL_EXPIRED:
            return "TTL expired";
          case REPLY_CODES.COMMAND_NOT_SUPPORTED:
            return "Command not supported";
          case REPLY_CODES.ADDRESS_TYPE_NOT_SUPPORTED:
            return "Address type not supported";
          default:
            return `Unknown error code: ${reply}`;
        }
      }
    };
    module2.exports = {
      Socks5Client,
      AUTH_METHODS,
      COMMANDS,
      ADDRESS_TYPES,
      REPLY_CODES,
      STATES
    };
  }
});

// node_modules/undici/lib/dispatcher/socks5-proxy-agent.js
var require_socks5_proxy_agent = __commonJS({
  "node_modules/undici/lib/dispatcher/socks5-proxy-agent.js"(exports2, module2) {
    "use strict";
    var { URL: URL2 } = require("node:url");
    var tls;
    var DispatcherBase = require_dispatcher_base();
    var { InvalidArgumentError } = require_errors();
    var { Socks5Client, STATES } = require_socks5_client();
    var { kDispatch, kClose, kDestroy } = require_symbols();
    var Pool = require_pool();
    var buildConnector = require_connect();
    var { debuglog } = require("node:util");
    var debug = debuglog("undici:socks5-proxy");
    var kProxyUrl = /* @__PURE__ */ Symbol("proxy url");
    var kProxyHeaders = /* @__PURE__ */ Symbol("proxy headers");
    var kProxyAuth = /* @__PURE__ */ Symbol("proxy auth");
    var kProxyProtocol = /* @__PURE__ */ Symbol("proxy protocol");
    var kPools = /* @__PURE__ */ Symbol("pools");
    var kConnector = /* @__PURE__ */ Symbol("connector");
    var kRequestTls = /* @__PURE__ */ Symbol("request tls settings");
    var experimentalWarningEmitted = false;
    var Socks5ProxyAgent = class extends DispatcherBase {
      static {
        __name(this, "Socks5ProxyAgent");
      }
      constructor(proxyUrl, options = {}) {
        super();
        if (!experimentalWarningEmitted) {
          process.emitWarning(
            "SOCKS5 proxy support is experimental and subject to change",
            "ExperimentalWarning"
          );
          experimentalWarningEmitted = true;
        }
        if (!proxyUrl) {
          throw new InvalidArgumentError("Proxy URL is mandatory");
        }
        const url = typeof proxyUrl === "string" ? new URL2(proxyUrl) : proxyUrl;
        if (url.protocol !== "socks5:" && url.protocol !== "socks:") {
          throw new InvalidArgumentError("Proxy URL must use socks5:// or socks:// protocol");
        }
        this[kProxyUrl] = url;
        this[kProxyHeaders] = options.headers || {};
        this[kProxyProtocol] = options.proxyTls ? "https:" : "http:";
        this[kRequestTls] = options.requestTls;
        this[kProxyAuth] = {
          username: options.username || (url.username ? decodeURIComponent(url.username) : null),
          password: options.password || (url.password ? decodeURIComponent(url.password) : null)
        };
        this[kConnector] = options.connect || buildConnector({
          ...options.proxyTls,
          servername: options.proxyTls?.servername || url.hostname
        });
        this[kPools] = /* @__PURE__ */ new Map();
      }
      /**
       * Create a SOCKS5 connection to the proxy
       */
      async createSocks5Connection(targetHost, targetPort) {
        const proxyHost = this[kProxyUrl].hostname;
        const proxyPort = parseInt(this[kProxyUrl].port) || 1080;
        debug("creating SOCKS5 connection to", proxyHost, proxyPort);
        const socket = await new Promise((resolve4, reject) => {
          this[kConnector]({
            hostname: proxyHost,
            host: proxyHost,
            port: proxyPort,
            protocol: this[kProxyProtocol]
          }, (err, socket2) => {
            if (err) {
              reject(err);
            } else {
              resolve4(socket2);
            }
          });
        });
        const socks5Client = new Socks5Client(socket, this[kProxyAuth]);
        socks5Client.on("error", (err) => {
          debug("SOCKS5 error:", err);
          socket.destroy();
        });
        await socks5Client.handshake();
        await new Promise((resolve4, reject) => {
          const timeout = setTimeout(() => {
            reject(new Error("SOCKS5 authentication timeout"));
          }, 5e3);
          const onAuthenticated = /* @__PURE__ */ __name(() => {
            clearTimeout(timeout);
            socks5Client.removeListener("error", onError);
            resolve4();
          }, "onAuthenticated");
          const onError = /* @__PURE__ */ __name((err) => {
            clearTimeout(timeout);
            socks5Client.removeListener("authenticated", onAuthenticated);
            reject(err);
          }, "onError");
          if (socks5Client.state === STATES.AUTHENTICATED) {
            clearTimeout(timeout);
            resolve4();
          } else {
            socks5Client.once("authenticated", onAuthenticated);
            socks5Client.once("error", onError);
          }
        });
        await socks5Client.connect(targetHost, targetPort);
        await new Promise((resolve4, reject) => {
          const timeout = setTimeout(() => {
            reject(new Error("SOCKS5 connection timeout"));
          }, 5e3);
          const onConnected = /* @__PURE__ */ __name((info) => {
            debug("SOCKS5 tunnel established to", targetHost, targetPort, "via", info);
            clearTimeout(timeout);
            socks5Client.removeListener("error", onError);
            resolve4();
          }, "onConnected");
          const onError = /* @__PURE__ */ __name((err) => {
            clearTimeout(timeout);
            socks5Client.removeListener("connected", onConnected);
            reject(err);
          }, "onError");
          socks5Client.once("connected", onConnected);
          socks5Client.once("error", onError);
        });
        return socket;
      }
      /**
       * Dispatch a request through the SOCKS5 proxy
       */
      [kDispatch](opts, handler) {
        const { origin } = opts;
        debug("dispatching request to", origin, "via SOCKS5");
        try {
          const originKey = String(origin);
          let pool = this[kPools].get(originKey);
          if (!pool || pool.destroyed || pool.closed) {
            pool = new Pool(origin, {
              pipelining: opts.pipelining,
              connections: opts.connections,
              connect: /* @__PURE__ */ __name(async (connectOpts, callback) => {
                try {
                  const url = new URL2(origin);
                  const targetHost = url.hostname;
                  const targetPort = parseInt(url.port) || (url.protocol === "https:" ? 443 : 80);
                  debug("establishing SOCKS5 connection to", targetHost, targetPort);
                  const socket = await this.createSocks5Connection(targetHost, targetPort);
                  let finalSocket = socket;
                  if (url.protocol === "https:") {
                    if (!tls) {
                      tls = require("node:tls");
                    }
                    debug("upgrading to TLS");
                    finalSocket = tls.connect({
                      ...this[kRequestTls],
                      socket,
                      servername: this[kRequestTls]?.servername || targetHost
                    });
                    await new Promise((resolve4, reject) => {
                      finalSocket.once("secureConnect", resolve4);
                      finalSocket.once("error", reject);
                    });
                  }
                  callback(null, finalSocket);
                } catch (err) {
                  debug("SOCKS5 connection error:", err);
                  callback(err);
                }
              }, "connect")
            });
            this[kPools].set(originKey, pool);
          }
          return pool[kDispatch](opts, handler);
        } catch (err) {
          debug("dispatch error:", err);
          if (typeof handler.onResponseError === "function") {
            handler.onResponseError(null, err);
            return false;
          } else if (typeof handler.onError === "function") {
            handler.onError(err);
            return false;
          } else {
            throw err;
          }
        }
      }
      async [kClose]() {
        const closePromises = [];
        for (const pool of this[kPools].values()) {
          closePromises.push(pool.close());
        }
        this[kPools].clear();
        await Promise.all(closePromises);
      }
      async [kDestroy](err) {
        const destroyPromises = [];
        for (const pool of this[kPools].values()) {
          destroyPromises.push(pool.destroy(err));
        }
        this[kPools].clear();
        await Promise.all(destroyPromises);
      }
    };
    module2.exports = Socks5ProxyAgent;
  }
});

// node_modules/undici/lib/dispatcher/proxy-agent.js
var require_proxy_agent = __commonJS({
  "node_modules/undici/lib/dispatcher/proxy-agent.js"(exports2, module2) {
    "use strict";
    var { kProxy, kClose, kDestroy, kDispatch } = require_symbols();
    var Agent2 = require_agent();
    var Pool = require_pool();
    var DispatcherBase = require_dispatcher_base();
    var { InvalidArgumentError, RequestAbortedError, SecureProxyConnectionError } = require_errors();
    var buildConnector = require_connect();
    var Client = require_client();
    var { channels } = require_diagnostics();
    var Socks5ProxyAgent = require_socks5_proxy_agent();
    var kAgent = /* @__PURE__ */ Symbol("proxy agent");
    var kClient = /* @__PURE__ */ Symbol("proxy client");
    var kProxyHeaders = /* @__PURE__ */ Symbol("proxy headers");
    var kRequestTls = /* @__PURE__ */ Symbol("request tls settings");
    var kProxyTls = /* @__PURE__ */ Symbol("proxy tls settings");
    var kConnectEndpoint = /* @__PURE__ */ Symbol("connect endpoint function");
    var kTunnelProxy = /* @__PURE__ */ Symbol("tunnel proxy");
    function defaultProtocolPort(protocol) {
      return protocol === "https:" ? 443 : 80;
    }
    __name(defaultProtocolPort, "defaultProtocolPort");
    function defaultFactory(origin, opts) {
      return new Pool(origin, opts);
    }
    __name(defaultFactory, "defaultFactory");
    var noop = /* @__PURE__ */ __name(() => {
    }, "noop");
    function defaultAgentFactory(origin, opts) {
      if (opts.connections === 1) {
        return new Client(origin, opts);
      }
      return new Pool(origin, opts);
    }
    __name(defaultAgentFactory, "defaultAgentFactory");
    var Http1ProxyWrapper = class extends DispatcherBase {
      static {
        __name(this, "Http1ProxyWrapper");
      }
      #client;
      constructor(proxyUrl, { headers = {}, connect, factory }) {
        if (!proxyUrl) {
          throw new InvalidArgumentError("Proxy URL is mandatory");
        }
        super();
        this[kProxyHeaders] = headers;
        if (factory) {
          this.#client = factory(proxyUrl, { connect });
        } else {
          this.#client = new Client(proxyUrl, { connect });
        }
      }
      [kDispatch](opts, handler) {
        const onHeaders = handler.onHeaders;
        handler.onHeaders = function(statusCode, data, resume) {
          if (statusCode === 407) {
            if (typeof handler.onError === "function") {
              handler.onError(new InvalidArgumentError("Proxy Authentication Required (407)"));
            }
            return;
          }
          if (onHeaders) onHeaders.call(this, statusCode, data, resume);
        };
        const {
          origin,
          path = "/",
          headers = {}
        } = opts;
        opts.path = origin + path;
        if (!("host" in headers) && !("Host" in headers)) {
          const { host } = new URL(origin);
          headers.host = host;
        }
        opts.headers = { ...this[kProxyHeaders], ...headers };
        return this.#client[kDispatch](opts, handler);
      }
      [kClose]() {
        return this.#client.close();
      }
      [kDestroy](err) {
        return this.#client.destroy(err);
      }
    };
    var ProxyAgent2 = class extends DispatcherBase {
      static {
        __name(this, "ProxyAgent");
      }
      constructor(opts) {
        if (!opts || typeof opts === "object" && !(opts instanceof URL) && !opts.uri) {
          throw new InvalidArgumentError("Proxy uri is mandatory");
        }
        const { clientFactory = defaultFactory } = opts;
        if (typeof clientFactory !== "function") {
          throw new InvalidArgumentError("Proxy opts.clientFactory must be a function.");
        }
        const { proxyTunnel = true } = opts;
        super();
        const url = this.#getUrl(opts);
        const { href, origin, port, protocol, username, password, hostname: proxyHostname } = url;
        this[kProxy] = { uri: href, protocol };
        this[kRequestTls] = opts.requestTls;
        this[kProxyTls] = opts.proxyTls;
        this[kProxyHeaders] = opts.headers || {};
        this[kTunnelProxy] = proxyTunnel;
        if (opts.auth && opts.token) {
          throw new InvalidArgumentError("opts.auth cannot be used in combination with opts.token");
        } else if (opts.auth) {
          this[kProxyHeaders]["proxy-authorization"] = `Basic ${opts.auth}`;
        } else if (opts.token) {
          this[kProxyHeaders]["proxy-authorization"] = opts.token;
        } else if (username && password) {
          this[kProxyHeaders]["proxy-authorization"] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString("base64")}`;
        }
        const connect = buildConnector({ ...opts.proxyTls });
        this[kConnectEndpoint] = buildConnector({ ...opts.requestTls });
        const agentFactory = opts.factory || defaultAgentFactory;
        const factory = /* @__PURE__ */ __name((origin2, options) => {
          const { protocol: protocol2 } = new URL(origin2);
          if (this[kProxy].protocol === "socks5:" || this[kProxy].protocol === "socks:") {
            return new Socks5ProxyAgent(this[kProxy].uri, {
              headers: this[kProxyHeaders],
              connect,
              factory: agentFactory,
              username: opts.username || username,
              password: opts.password || password,
              proxyTls: opts.proxyTls,
              requestTls: opts.requestTls
            });
          }
          if (!this[kTunnelProxy] && protocol2 === "http:" && this[kProxy].protocol === "http:") {
            return new Http1ProxyWrapper(this[kProxy].uri, {
              headers: this[kProxyHeaders],
              connect,
              factory: agentFactory
            });
          }
          return agentFactory(origin2, options);
        }, "factory");
        if (protocol === "socks5:" || protocol === "socks:") {
          this[kClient] = null;
        } else {
          this[kClient] = clientFactory(url, { connect });
        }
        this[kAgent] = new Agent2({
          ...opts,
          factory,
          connect: /* @__PURE__ */ __name(async (opts2, callback) => {
            if (!this[kClient]) {
              callback(new InvalidArgumentError("Cannot establish tunnel connection without a proxy client"));
              return;
            }
            let requestedPath = opts2.host;
            if (!opts2.port) {
              requestedPath += `:${defaultProtocolPort(opts2.protocol)}`;
            }
            try {
              const connectParams = {
                origin,
                port,
                path: requestedPath,
                signal: opts2.signal,
                headers: {
                  ...this[kProxyHeaders],
                  host: opts2.host,
                  ...opts2.connections == null || opts2.connections > 0 ? { "proxy-connection": "keep-alive" } : {}
                },
                servername: this[kProxyTls]?.servername || proxyHostname
              };
              const { socket, statusCode } = await this[kClient].connect(connectParams);
              if (statusCode !== 200) {
                socket.on("error", noop).destroy();
                callback(new RequestAbortedError(`Proxy response (${statusCode}) !== 200 when HTTP Tunneling`));
                return;
              }
              if (channels.proxyConnected.hasSubscribers) {
                channels.proxyConnected.publish({
                  socket,
                  connectParams
                });
              }
              if (opts2.protocol !== "https:") {
                callback(null, socket);
                return;
              }
              let servername;
              if (this[kRequestTls]) {
                servername = this[kRequestTls].servername;
              } else {
                servername = opts2.servername;
              }
              this[kConnectEndpoint]({ ...opts2, servername, httpSocket: socket }, callback);
            } catch (err) {
              if (err.code === "ERR_TLS_CERT_ALTNAME_INVALID") {
                callback(new SecureProxyConnectionError(err));
              } else {
                callback(err);
              }
            }
          }, "connect")
        });
      }
      dispatch(opts, handler) {
        const headers = buildHeaders(opts.headers);
        throwIfProxyAuthIsSent(headers);
        if (headers && !("host" in headers) && !("Host" in headers)) {
          const { host } = new URL(opts.origin);
          headers.host = host;
        }
        return this[kAgent].dispatch(
          {
            ...opts,
            headers
          },
          handler
        );
      }
      /**
       * @param {import('../../types/proxy-agent').ProxyAgent.Options | string | URL} opts
       * @returns {URL}
       */
      #getUrl(opts) {
        if (typeof opts === "string") {
          return new URL(opts);
        } else if (opts instanceof URL) {
          return opts;
        } else {
          return new URL(opts.uri);
        }
      }
      [kClose]() {
        const promises = [this[kAgent].close()];
        if (this[kClient]) {
          promises.push(this[kClient].close());
        }
        return Promise.all(promises);
      }
      [kDestroy]() {
        const promises = [this[kAgent].destroy()];
        if (this[kClient]) {
          promises.push(this[kClient].destroy());
        }
        return Promise.all(promises);
      }
    };
    function buildHeaders(headers) {
      if (Array.isArray(headers)) {
        const headersPair = {};
        for (let i = 0; i < headers.length; i += 2) {
          headersPair[headers[i]] = headers[i + 1];
        }
        return headersPair;
      }
      return headers;
    }
    __name(buildHeaders, "buildHeaders");
    function throwIfProxyAuthIsSent(headers) {
      const existProxyAuth = headers && Object.keys(headers).find((key2) => key2.toLowerCase() === "proxy-authorization");
      if (existProxyAuth) {
        throw new InvalidArgumentError("Proxy-Authorization should be sent in ProxyAgent constructor");
      }
    }
    __name(throwIfProxyAuthIsSent, "throwIfProxyAuthIsSent");
    module2.exports = ProxyAgent2;
  }
});

// node_modules/undici/lib/web/fetch/headers.js
var require_headers = __commonJS({
  "node_modules/undici/lib/web/fetch/headers.js"(exports2, module2) {
    "use strict";
    var { kConstruct } = require_symbols();
    var { kEnumerableProperty } = require_util();
    var {
      iteratorMixin,
      isValidHeaderName,
      isValidHeaderValue
    } = require_util2();
    var { webidl } = require_webidl();
    var assert = require("node:assert");
    var util = require("node:util");
    function isHTTPWhiteSpaceCharCode(code) {
      return code === 10 || code === 13 || code === 9 || code === 32;
    }
    __name(isHTTPWhiteSpaceCharCode, "isHTTPWhiteSpaceCharCode");
    function headerValueNormalize(potentialValue) {
      let i = 0;
      let j = potentialValue.length;
      while (j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(j - 1))) --j;
      while (j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(i))) ++i;
      return i === 0 && j === potentialValue.length ? potentialValue : potentialValue.substring(i, j);
    }
    __name(headerValueNormalize, "headerValueNormalize");
    function fill(headers, object) {
      if (Array.isArray(object)) {
        for (let i = 0; i < object.length; ++i) {
          const header2 = object[i];
          if (header2.length !== 2) {
            throw webidl.errors.exception({
              header: "Headers constructor",
              message: `expected name/value pair to be length 2, found ${header2.length}.`
            });
          }
          appendHeader(headers, header2[0], header2[1]);
        }
      } else if (typeof object === "object" && object !== null) {
        const keys = Object.keys(object);
        for (let i = 0; i < keys.length; ++i) {
          appendHeader(headers, keys[i], object[keys[i]]);
        }
      } else {
        throw webidl.errors.conversionFailed({
          prefix: "Headers constructor",
          argument: "Argument 1",
          types: ["sequence<sequence<ByteString>>", "record<ByteString, ByteString>"]
        });
      }
    }
    __name(fill, "fill");
    function appendHeader(headers, name, value) {
      value = headerValueNormalize(value);
      if (!isValidHeaderName(name)) {
        throw webidl.errors.invalidArgument({
          prefix: "Headers.append",
          value: name,
          type: "header name"
        });
      } else if (!isValidHeaderValue(value)) {
        throw webidl.errors.invalidArgument({
          prefix: "Headers.append",
          value,
          type: "header value"
        });
      }
      if (getHeadersGuard(headers) === "immutable") {
        throw new TypeError("immutable");
      }
      return getHeadersList(headers).append(name, value, false);
    }
    __name(appendHeader, "appendHeader");
    function headersListSortAndCombine(target) {
      const headersList = getHeadersList(target);
      if (!headersList) {
        return [];
      }
      if (headersList.sortedMap) {
        return headersList.sortedMap;
      }
      const headers = [];
      const names = headersList.toSortedArray();
      const cookies = headersList.cookies;
      if (cookies === null || cookies.length === 1) {
        return headersList.sortedMap = names;
      }
      for (let i = 0; i < names.length; ++i) {
        const { 0: name, 1: value } = names[i];
        if (name === "set-cookie") {
          for (let j = 0; j < cookies.length; ++j) {
            headers.push([name, cookies[j]]);
          }
        } else {
          headers.push([name, value]);
        }
      }
      return headersList.sortedMap = headers;
    }
    __name(headersListSortAndCombine, "headersListSortAndCombine");
    function compareHeaderName(a, b) {
      return a[0] < b[0] ? -1 : 1;
    }
    __name(compareHeaderName, "compareHeaderName");
    var HeadersList = class _HeadersList {
      static {
        __name(this, "HeadersList");
      }
      /** @type {[string, string][]|null} */
      cookies = null;
      sortedMap;
      headersMap;
      constructor(init) {
        if (init instanceof _HeadersList) {
          this.headersMap = new Map(init.headersMap);
          this.sortedMap = init.sortedMap;
          this.cookies = init.cookies === null ? null : [...init.cookies];
        } else {
          this.headersMap = new Map(init);
          this.sortedMap = null;
        }
      }
      /**
       * @see https://fetch.spec.whatwg.org/#header-list-contains
       * @param {string} name
       * @param {boolean} isLowerCase
       */
      contains(name, isLowerCase) {
        return this.headersMap.has(isLowerCase ? name : name.toLowerCase());
      }
      clear() {
        this.headersMap.clear();
        this.sortedMap = null;
        this.cookies = null;
      }
      /**
       * @see https://fetch.spec.whatwg.org/#concept-header-list-append
       * @param {string} name
       * @param {string} value
       * @param {boolean} isLowerCase
       */
      append(name, value, isLowerCase) {
        this.sortedMap = null;
        const lowercaseName = isLowerCase ? name : name.toLowerCase();
        const exists = this.headersMap.get(lowercaseName);
        if (exists) {
          const delimiter = lowercaseName === "cookie" ? "; " : ", ";
          this.headersMap.set(lowercaseName, {
            name: exists.name,
            value: `${exists.value}${delimiter}${value}`
          });
        } else {
          this.headersMap.set(lowercaseName, { name, value });
        }
        if (lowercaseName === "set-cookie") {
          (this.cookies ??= []).push(value);
        }
      }
      /**
       * @see https://fetch.spec.whatwg.org/#concept-header-list-set
       * @param {string} name
       * @param {string} value
       * @param {boolean} isLowerCase
       */
      set(name, value, isLowerCase) {
        this.sortedMap = null;
        const lowercaseName = isLowerCase ? name : name.toLowerCase();
        if (lowercaseName === "set-cookie") {
          this.cookies = [value];
        }
        this.headersMap.set(lowercaseName, { name, value });
      }
      /**
       * @see https://fetch.spec.whatwg.org/#concept-header-list-delete
       * @param {string} name
       * @param {boolean} isLowerCase
       */
      delete(name, isLowerCase) {
        this.sortedMap = null;
        if (!isLowerCase) name = name.toLowerCase();
        if (name === "set-cookie") {
          this.cookies = null;
        }
        this.headersMap.delete(name);
      }
      /**
       * @see https://fetch.spec.whatwg.org/#concept-header-list-get
       * @param {string} name
       * @param {boolean} isLowerCase
       * @returns {string | null}
       */
      get(name, isLowerCase) {
        return this.headersMap.get(isLowerCase ? name : name.toLowerCase())?.value ?? null;
      }
      *[Symbol.iterator]() {
        for (const { 0: name, 1: { value } } of this.headersMap) {
          yield [name, value];
        }
      }
      get entries() {
        const headers = {};
        if (this.headersMap.size !== 0) {
          for (const { name, value } of this.headersMap.values()) {
            headers[name] = value;
          }
        }
        return headers;
      }
      rawValues() {
        return this.headersMap.values();
      }
      get entriesList() {
        const headers = [];
        if (this.headersMap.size !== 0) {
          for (const { 0: lowerName, 1: { name, value } } of this.headersMap) {
            if (lowerName === "set-cookie") {
              for (const cookie of this.cookies) {
                headers.push([name, cookie]);
              }
            } else {
              headers.push([name, value]);
            }
          }
        }
        return headers;
      }
      // https://fetch.spec.whatwg.org/#convert-header-names-to-a-sorted-lowercase-set
      toSortedArray() {
        const size = this.headersMap.size;
        const array = new Array(size);
        if (size <= 32) {
          if (size === 0) {
            return array;
          }
          const iterator = this.headersMap[Symbol.iterator]();
          const firstValue = iterator.next().value;
          array[0] = [firstValue[0], firstValue[1].value];
          assert(firstValue[1].value !== null);
          for (let i = 1, j = 0, right = 0, left = 0, pivot = 0, x, value; i < size; ++i) {
            value = iterator.next().value;
            x = array[i] = [value[0], value[1].value];
            assert(x[1] !== null);
            left = 0;
            right = i;
            while (left < right) {
              pivot = left + (right - left >> 1);
              if (array[pivot][0] <= x[0]) {
                left = pivot + 1;
              } else {
                right = pivot;
              }
            }
            if (i !== pivot) {
              j = i;
              while (j > left) {
                array[j] = array[--j];
              }
              array[left] = x;
            }
          }
          if (!iterator.next().done) {
            throw new TypeError("Unreachable");
          }
          return array;
        } else {
          let i = 0;
          for (const { 0: name, 1: { value } } of this.headersMap) {
            array[i++] = [name, value];
            assert(value !== null);
          }
          return array.sort(compareHeaderName);
        }
      }
    };
    var Headers = class _Headers {
      static {
        __name(this, "Headers");
      }
      #guard;
      /**
       * @type {HeadersList}
       */
      #headersList;
      /**
       * @param {HeadersInit|Symbol} [init]
       * @returns
       */
      constructor(init = void 0) {
        webidl.util.markAsUncloneable(this);
        if (init === kConstruct) {
          return;
        }
        this.#headersList = new HeadersList();
        this.#guard = "none";
        if (init !== void 0) {
          init = webidl.converters.HeadersInit(init, "Headers constructor", "init");
          fill(this, init);
        }
      }
      // https://fetch.spec.whatwg.org/#dom-headers-append
      append(name, value) {
        webidl.brandCheck(this, _Headers);
        webidl.argumentLengthCheck(arguments, 2, "Headers.append");
        const prefix = "Headers.append";
        name = webidl.converters.ByteString(name, prefix, "name");
        value = webidl.converters.ByteString(value, prefix, "value");
        return appendHeader(this, name, value);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-delete
      delete(name) {
        webidl.brandCheck(this, _Headers);
        webidl.argumentLengthCheck(arguments, 1, "Headers.delete");
        const prefix = "Headers.delete";
        name = webidl.converters.ByteString(name, prefix, "name");
        if (!isValidHeaderName(name)) {
          throw webidl.errors.invalidArgument({
            prefix: "Headers.delete",
            value: name,
            type: "header name"
          });
        }
        if (this.#guard === "immutable") {
          throw new TypeError("immutable");
        }
        if (!this.#headersList.contains(name, false)) {
          return;
        }
        this.#headersList.delete(name, false);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-get
      get(name) {
        webidl.brandCheck(this, _Headers);
        webidl.argumentLengthCheck(arguments, 1, "Headers.get");
        const prefix = "Headers.get";
        name = webidl.converters.ByteString(name, prefix, "name");
        if (!isValidHeaderName(name)) {
          throw webidl.errors.invalidArgument({
            prefix,
            value: name,
            type: "header name"
          });
        }
        return this.#headersList.get(name, false);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-has
      has(name) {
        webidl.brandCheck(this, _Headers);
        webidl.argumentLengthCheck(arguments, 1, "Headers.has");
        const prefix = "Headers.has";
        name = webidl.converters.ByteString(name, prefix, "name");
        if (!isValidHeaderName(name)) {
          throw webidl.errors.invalidArgument({
            prefix,
            value: name,
            type: "header name"
          });
        }
        return this.#headersList.contains(name, false);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-set
      set(name, value) {
        webidl.brandCheck(this, _Headers);
        webidl.argumentLengthCheck(arguments, 2, "Headers.set");
        const prefix = "Headers.set";
        name = webidl.converters.ByteString(name, prefix, "name");
        value = webidl.converters.ByteString(value, prefix, "value");
        value = headerValueNormalize(value);
        if (!isValidHeaderName(name)) {
          throw webidl.errors.invalidArgument({
            prefix,
            value: name,
            type: "header name"
          });
        } else if (!isValidHeaderValue(value)) {
          throw webidl.errors.invalidArgument({
            prefix,
            value,
            type: "header value"
          });
        }
        if (this.#guard === "immutable") {
          throw new TypeError("immutable");
        }
        this.#headersList.set(name, value, false);
      }
      // https://fetch.spec.whatwg.org/#dom-headers-getsetcookie
      getSetCookie() {
        webidl.brandCheck(this, _Headers);
        const list = this.#headersList.cookies;
        if (list) {
          return [...list];
        }
        return [];
      }
      [util.inspect.custom](depth, options) {
        options.depth ??= depth;
        return `Headers ${util.formatWithOptions(options, this.#headersList.entries)}`;
      }
      static getHeadersGuard(o) {
        return o.#guard;
      }
      static setHeadersGuard(o, guard) {
        o.#guard = guard;
      }
      /**
       * @param {Headers} o
       */
      static getHeadersList(o) {
        return o.#headersList;
      }
      /**
       * @param {Headers} target
       * @param {HeadersList} list
       */
      static setHeadersList(target, list) {
        target.#headersList = list;
      }
    };
    var { getHeadersGuard, setHeadersGuard, getHeadersList, setHeadersList } = Headers;
    Reflect.deleteProperty(Headers, "getHeadersGuard");
    Reflect.deleteProperty(Headers, "setHeadersGuard");
    Reflect.deleteProperty(Headers, "getHeadersList");
    Reflect.deleteProperty(Headers, "setHeadersList");
    iteratorMixin("Headers", Headers, headersListSortAndCombine, 0, 1);
    Object.defineProperties(Headers.prototype, {
      append: kEnumerableProperty,
      delete: kEnumerableProperty,
      get: kEnumerableProperty,
      has: kEnumerableProperty,
      set: kEnumerableProperty,
      getSetCookie: kEnumerableProperty,
      [Symbol.toStringTag]: {
        value: "Headers",
        configurable: true
      },
      [util.inspect.custom]: {
        enumerable: false
      }
    });
    webidl.converters.HeadersInit = function(V, prefix, argument) {
      if (webidl.util.Type(V) === webidl.util.Types.OBJECT) {
        const iterator = Reflect.get(V, Symbol.iterator);
        if (!util.types.isProxy(V) && iterator === Headers.prototype.entries) {
          try {
            return getHeadersList(V).entriesList;
          } catch {
          }
        }
        if (typeof iterator === "function") {
          return webidl.converters["sequence<sequence<ByteString>>"](V, prefix, argument, iterator.bind(V));
        }
        return webidl.converters["record<ByteString, ByteString>"](V, prefix, argument);
      }
      throw webidl.errors.conversionFailed({
        prefix: "Headers constructor",
        argument: "Argument 1",
        types: ["sequence<sequence<ByteString>>", "record<ByteString, ByteString>"]
      });
    };
    module2.exports = {
      fill,
      // for test.
      compareHeaderName,
      Headers,
      HeadersList,
      getHeadersGuard,
      setHeadersGuard,
      setHeadersList,
      getHeadersList
    };
  }
});

// node_modules/undici/lib/web/fetch/response.js
var require_response = __commonJS({
  "node_modules/undici/lib/web/fetch/response.js"(exports2, module2) {
    "use strict";
    var { Headers, HeadersList, fill, getHeadersGuard, setHeadersGuard, setHeadersList } = require_headers();
    var { extractBody, cloneBody, mixinBody, streamRegistry, bodyUnusable } = require_body();
    var util = require_util();
    var nodeUtil = require("node:util");
    var { kEnumerableProperty } = util;
    var {
      isValidReasonPhrase,
      isCancelled,
      isAborted,
      isErrorLike,
      environmentSettingsObject: relevantRealm
    } = require_util2();
    var {
      redirectStatusSet,
      nullBodyStatus
    } = require_constants3();
    var { webidl } = require_webidl();
    var { URLSerializer } = require_data_url();
    var { kConstruct } = require_symbols();
    var assert = require("node:assert");
    var { isomorphicEncode, serializeJavascriptValueToJSONString } = require_infra();
    var textEncoder = new TextEncoder("utf-8");
    var Response = class _Response {
      static {
        __name(this, "Response");
      }
      /** @type {Headers} */
      #headers;
      #state;
      // Creates network error Response.
      static error() {
        const responseObject = fromInnerResponse(makeNetworkError(), "immutable");
        return responseObject;
      }
      // https://fetch.spec.whatwg.org/#dom-response-json
      static json(data, init = void 0) {
        webidl.argumentLengthCheck(arguments, 1, "Response.json");
        if (init !== null) {
          init = webidl.converters.ResponseInit(init);
        }
        const bytes = textEncoder.encode(
          serializeJavascriptValueToJSONString(data)
        );
        const body = extractBody(bytes);
        const responseObject = fromInnerResponse(makeResponse({}), "response");
        initializeResponse(responseObject, init, { body: body[0], type: "application/json" });
        return responseObject;
      }
      // Creates a redirect Response that redirects to url with status status.
      static redirect(url, status = 302) {
        webidl.argumentLengthCheck(arguments, 1, "Response.redirect");
        url = webidl.converters.USVString(url);
        status = webidl.converters["unsigned short"](status);
        let parsedURL;
        try {
          parsedURL = new URL(url, relevantRealm.settingsObject.baseUrl);
        } catch (err) {
          throw new TypeError(`Failed to parse URL from ${url}`, { cause: err });
        }
        if (!redirectStatusSet.has(status)) {
          throw new RangeError(`Invalid status code ${status}`);
        }
        const responseObject = fromInnerResponse(makeResponse({}), "immutable");
        responseObject.#state.status = status;
        const value = isomorphicEncode(URLSerializer(parsedURL));
        responseObject.#state.headersList.append("location", value, true);
        return responseObject;
      }
      // https://fetch.spec.whatwg.org/#dom-response
      constructor(body = null, init = void 0) {
        webidl.util.markAsUncloneable(this);
        if (body === kConstruct) {
          return;
        }
        if (body !== null) {
          body = webidl.converters.BodyInit(body, "Response", "body");
        }
        init = webidl.converters.ResponseInit(init);
        this.#state = makeResponse({});
        this.#headers = new Headers(kConstruct);
        setHeadersGuard(this.#headers, "response");
        setHeadersList(this.#headers, this.#state.headersList);
        let bodyWithType = null;
        if (body != null) {
          const [extractedBody, type] = extractBody(body);
          bodyWithType = { body: extractedBody, type };
        }
        initializeResponse(this, init, bodyWithType);
      }
      // Returns response’s type, e.g., "cors".
      get type() {
        webidl.brandCheck(this, _Response);
        return this.#state.type;
      }
      // Returns response’s URL, if it has one; otherwise the empty string.
      get url() {
        webidl.brandCheck(this, _Response);
        const urlList = this.#state.urlList;
        const url = urlList[urlList.length - 1] ?? null;
        if (url === null) {
          return "";
        }
        return URLSerializer(url, true);
      }
      // Returns whether response was obtained through a redirect.
      get redirected() {
        webidl.brandCheck(this, _Response);
        return this.#state.urlList.length > 1;
      }
      // Returns response’s status.
      get status() {
        webidl.brandCheck(this, _Response);
        return this.#state.status;
      }
      // Returns whether response’s status is an ok status.
      get ok() {
        webidl.brandCheck(this, _Response);
        return this.#state.status >= 200 && this.#state.status <= 299;
      }
      // Returns response’s status message.
      get statusText() {
        webidl.brandCheck(this, _Response);
        return this.#state.statusText;
      }
      // Returns response’s headers as Headers.
      get headers() {
        webidl.brandCheck(this, _Response);
        return this.#headers;
      }
      get body() {
        webidl.brandCheck(this, _Response);
        return this.#state.body ? this.#state.body.stream : null;
      }
      get bodyUsed() {
        webidl.brandCheck(this, _Response);
        return !!this.#state.body && util.isDisturbed(this.#state.body.stream);
      }
      // Returns a clone of response.
      clone() {
        webidl.brandCheck(this, _Response);
        if (bodyUnusable(this.#state)) {
          throw webidl.errors.exception({
            header: "Response.clone",
            message: "Body has already been consumed."
          });
        }
        const clonedResponse = cloneResponse(this.#state);
        if (this.#state.urlList.length !== 0 && this.#state.body?.stream) {
          streamRegistry.register(this, new WeakRef(this.#state.body.stream));
        }
        return fromInnerResponse(clonedResponse, getHeadersGuard(this.#headers));
      }
      [nodeUtil.inspect.custom](depth, options) {
        if (options.depth === null) {
          options.depth = 2;
        }
        options.colors ??= true;
        const properties = {
          status: this.status,
          statusText: this.statusText,
          headers: this.headers,
          body: this.body,
          bodyUsed: this.bodyUsed,
          ok: this.ok,
          redirected: this.redirected,
          type: this.type,
          url: this.url
        };
        return `Response ${nodeUtil.formatWithOptions(options, properties)}`;
      }
      /**
       * @param {Response} response
       */
      static getResponseHeaders(response) {
        return response.#headers;
      }
      /**
       * @param {Response} response
       * @param {Headers} newHeaders
       */
      static setResponseHeaders(response, newHeaders) {
        response.#headers = newHeaders;
      }
      /**
       * @param {Response} response
       */
      static getResponseState(response) {
        return response.#state;
      }
      /**
       * @param {Response} response
       * @param {any} newState
       */
      static setResponseState(response, newState) {
        response.#state = newState;
      }
    };
    var { getResponseHeaders, setResponseHeaders, getResponseState, setResponseState } = Response;
    Reflect.deleteProperty(Response, "getResponseHeaders");
    Reflect.deleteProperty(Response, "setResponseHeaders");
    Reflect.deleteProperty(Response, "getResponseState");
    Reflect.deleteProperty(Response, "setResponseState");
    mixinBody(Response, getResponseState);
    Object.defineProperties(Response.prototype, {
      type: kEnumerableProperty,
      url: kEnumerableProperty,
      status: kEnumerableProperty,
      ok: kEnumerableProperty,
      redirected: kEnumerableProperty,
      statusText: kEnumerableProperty,
      headers: kEnumerableProperty,
      clone: kEnumerableProperty,
      body: kEnumerableProperty,
      bodyUsed: kEnumerableProperty,
      [Symbol.toStringTag]: {
        value: "Response",
        configurable: true
      }
    });
    Object.defineProperties(Response, {
      json: kEnumerableProperty,
      redirect: kEnumerableProperty,
      error: kEnumerableProperty
    });
    function cloneResponse(response) {
      if (response.internalResponse) {
        return filterResponse(
          cloneResponse(response.internalResponse),
          response.type
        );
      }
      const newResponse = makeResponse({ ...response, body: null });
      if (response.body != null) {
        newResponse.body = cloneBody(response.body);
      }
      return newResponse;
    }
    __name(cloneResponse, "cloneResponse");
    function makeResponse(init) {
      return {
        aborted: false,
        rangeRequested: false,
        timingAllowPassed: false,
        requestIncludesCredentials: false,
        type: "default",
        status: 200,
        timingInfo: null,
        cacheState: "",
        statusText: "",
        ...init,
        headersList: init?.headersList ? new HeadersList(init?.headersList) : new HeadersList(),
        urlList: init?.urlList ? [...init.urlList] : []
      };
    }
    __name(makeResponse, "makeResponse");
    function makeNetworkError(reason) {
      const isError = isErrorLike(reason);
      return makeResponse({
        type: "error",
        status: 0,
        error: isError ? reason : new Error(reason ? String(reason) : reason),
        aborted: reason && reason.name === "AbortError"
      });
    }
    __name(makeNetworkError, "makeNetworkError");
    function isNetworkError(response) {
      return (
        // A network error is a response whose type is "error",
        response.type === "error" && // status is 0
        response.status === 0
      );
    }
    __name(isNetworkError, "isNetworkError");
    function makeFilteredResponse(response, state) {
      state = {
        internalResponse: response,
        ...state
      };
      return new Proxy(response, {
        get(target, p) {
          return p in state ? state[p] : target[p];
        },
        set(target, p, value) {
          assert(!(p in state));
          target[p] = value;
          return true;
        }
      });
    }
    __name(makeFilteredResponse, "makeFilteredResponse");
    function filterResponse(response, type) {
      if (type === "basic") {
        return makeFilteredResponse(response, {
          type: "basic",
          headersList: response.headersList
        });
      } else if (type === "cors") {
        return makeFilteredResponse(response, {
          type: "cors",
          headersList: response.headersList
        });
      } else if (type === "opaque") {
        return makeFilteredResponse(response, {
          type: "opaque",
          urlList: [],
          status: 0,
          statusText: "",
          body: null
        });
      } else if (type === "opaqueredirect") {
        return makeFilteredResponse(response, {
          type: "opaqueredirect",
          status: 0,
          statusText: "",
          headersList: [],
          body: null
        });
      } else {
        assert(false);
      }
    }
    __name(filterResponse, "filterResponse");
    function makeAppropriateNetworkError(fetchParams, err = null) {
      assert(isCancelled(fetchParams));
      return isAborted(fetchParams) ? makeNetworkError(Object.assign(new DOMException("The operation was aborted.", "AbortError"), { cause: err })) : makeNetworkError(Object.assign(new DOMException("Request was cancelled."), { cause: err }));
    }
    __name(makeAppropriateNetworkError, "makeAppropriateNetworkError");
    function initializeResponse(response, init, body) {
      if (init.status !== null && (init.status < 200 || init.status > 599)) {
        throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
      }
      if ("statusText" in init && init.statusText != null) {
        if (!isValidReasonPhrase(String(init.statusText))) {
          throw new TypeError("Invalid statusText");
        }
      }
      if ("status" in init && init.status != null) {
        getResponseState(response).status = init.status;
      }
      if ("statusText" in init && init.statusText != null) {
        getResponseState(response).statusText = init.statusText;
      }
      if ("headers" in init && init.headers != null) {
        fill(getResponseHeaders(response), init.headers);
      }
      if (body) {
        if (nullBodyStatus.includes(response.status)) {
          throw webidl.errors.exception({
            header: "Response constructor",
            message: `Invalid response status code ${response.status}`
          });
        }
        getResponseState(response).body = body.body;
        if (body.type != null && !getResponseState(response).headersList.contains("content-type", true)) {
          getResponseState(response).headersList.append("content-type", body.type, true);
        }
      }
    }
    __name(initializeResponse, "initializeResponse");
    function fromInnerResponse(innerResponse, guard) {
      const response = new Response(kConstruct);
      setResponseState(response, innerResponse);
      const headers = new Headers(kConstruct);
      setResponseHeaders(response, headers);
      setHeadersList(headers, innerResponse.headersList);
      setHeadersGuard(headers, guard);
      if (innerResponse.urlList.length !== 0 && innerResponse.body?.stream) {
        streamRegistry.register(response, new WeakRef(innerResponse.body.stream));
      }
      return response;
    }
    __name(fromInnerResponse, "fromInnerResponse");
    webidl.converters.XMLHttpRequestBodyInit = function(V, prefix, name) {
      if (typeof V === "string") {
        return webidl.converters.USVString(V, prefix, name);
      }
      if (webidl.is.Blob(V)) {
        return V;
      }
      if (webidl.is.BufferSource(V)) {
        return V;
      }
      if (webidl.is.FormData(V)) {
        return V;
      }
      if (webidl.is.URLSearchParams(V)) {
        return V;
      }
      return webidl.converters.DOMString(V, prefix, name);
    };
    webidl.converters.BodyInit = function(V, prefix, argument) {
      if (webidl.is.ReadableStream(V)) {
        return V;
      }
      if (V?.[Symbol.asyncIterator]) {
        return V;
      }
      return webidl.converters.XMLHttpRequestBodyInit(V, prefix, argument);
    };
    webidl.converters.ResponseInit = webidl.dictionaryConverter([
      {
        key: "status",
        converter: webidl.converters["unsigned short"],
        defaultValue: /* @__PURE__ */ __name(() => 200, "defaultValue")
      },
      {
        key: "statusText",
        converter: webidl.converters.ByteString,
        defaultValue: /* @__PURE__ */ __name(() => "", "defaultValue")
      },
      {
        key: "headers",
        converter: webidl.converters.HeadersInit
      }
    ]);
    webidl.is.Response = webidl.util.MakeTypeAssertion(Response);
    module2.exports = {
      isNetworkError,
      makeNetworkError,
      makeResponse,
      makeAppropriateNetworkError,
      filterResponse,
      Response,
      cloneResponse,
      fromInnerResponse,
      getResponseState
    };
  }
});

// node_modules/undici/lib/web/fetch/request.js
var require_request2 = __commonJS({
  "node_modules/undici/lib/web/fetch/request.js"(exports2, module2) {
    "use strict";
    var { extractBody, mixinBody, cloneBody, bodyUnusable } = require_body();
    var { Headers, fill: fillHeaders, HeadersList, setHeadersGuard, getHeadersGuard, setHeadersList, getHeadersList } = require_headers();
    var util = require_util();
    var nodeUtil = require("node:util");
    var {
      isValidHTTPToken,
      sameOrigin,
      environmentSettingsObject
    } = require_util2();
    var {
      forbiddenMethodsSet,
      corsSafeListedMethodsSet,
      referrerPolicy,
      requestRedirect,
      requestMode,
      requestCredentials,
      requestCache,
      requestDuplex
    } = require_constants3();
    var { kEnumerableProperty, normalizedMethodRecordsBase, normalizedMethodRecords } = util;
    var { webidl } = require_webidl();
    var { URLSerializer } = require_data_url();
    var { kConstruct } = require_symbols();
    var assert = require("node:assert");
    var { getMaxListeners, setMaxListeners, defaultMaxListeners } = require("node:events");
    var kAbortController = /* @__PURE__ */ Symbol("abortController");
    var requestFinalizer = new FinalizationRegistry(({ signal, abort }) => {
      signal.removeEventListener("abort", abort);
    });
    var dependentControllerMap = /* @__PURE__ */ new WeakMap();
    var abortSignalHasEventHandlerLeakWarning;
    try {
      abortSignalHasEventHandlerLeakWarning = getMaxListeners(new AbortController().signal) > 0;
    } catch {
      abortSignalHasEventHandlerLeakWarning = false;
    }
    function buildAbort(acRef) {
      return abort;
      function abort() {
        const ac = acRef.deref();
        if (ac !== void 0) {
          requestFinalizer.unregister(abort);
          this.removeEventListener("abort", abort);
          ac.abort(this.reason);
          const controllerList = dependentControllerMap.get(ac.signal);
          if (controllerList !== void 0) {
            if (controllerList.size !== 0) {
              for (const ref of controllerList) {
                const ctrl = ref.deref();
                if (ctrl !== void 0) {
                  ctrl.abort(this.reason);
                }
              }
              controllerList.clear();
            }
            dependentControllerMap.delete(ac.signal);
          }
        }
      }
      __name(abort, "abort");
    }
    __name(buildAbort, "buildAbort");
    var patchMethodWarning = false;
    var Request = class _Request {
      static {
        __name(this, "Request");
      }
      /** @type {AbortSignal} */
      #signal;
      /** @type {import('../../dispatcher/dispatcher')} */
      #dispatcher;
      /** @type {Headers} */
      #headers;
      #state;
      // https://fetch.spec.whatwg.org/#dom-request
      constructor(input, init = void 0) {
        webidl.util.markAsUncloneable(this);
        if (input === kConstruct) {
          return;
        }
        const prefix = "Request constructor";
        webidl.argumentLengthCheck(arguments, 1, prefix);
        input = webidl.converters.RequestInfo(input);
        init = webidl.converters.RequestInit(init);
        let request = null;
        let fallbackMode = null;
        const baseUrl = environmentSettingsObject.settingsObject.baseUrl;
        let signal = null;
        if (typeof input === "string") {
          this.#dispatcher = init.dispatcher;
          let parsedURL;
          try {
            parsedURL = new URL(input, baseUrl);
          } catch (err) {
            throw new TypeError("Failed to parse URL from " + input, { cause: err });
          }
          if (parsedURL.username || parsedURL.password) {
            throw new TypeError(
              "Request cannot be constructed from a URL that includes credentials: " + input
            );
          }
          request = makeRequest({ urlList: [parsedURL] });
          fallbackMode = "cors";
        } else {
          assert(webidl.is.Request(input));
          request = input.#state;
          signal = input.#signal;
          this.#dispatcher = init.dispatcher || input.#dispatcher;
        }
        const origin = environmentSettingsObject.settingsObject.origin;
        let window = "client";
        if (request.window?.constructor?.name === "EnvironmentSettingsObject" && sameOrigin(request.window, origin)) {
          window = request.window;
        }
        if (init.window != null) {
          throw new TypeError(`'window' option '${window}' must be null`);
        }
        if ("window" in init) {
          window = "no-window";
        }
        request = makeRequest({
          // URL request’s URL.
          // undici implementation note: this is set as the first item in request's urlList in makeRequest
          // method request’s method.
          method: request.method,
          // header list A copy of request’s header list.
          // undici implementation note: headersList is cloned in makeRequest
          headersList: request.headersList,
          // unsafe-request flag Set.
          unsafeRequest: request.unsafeRequest,
          // client This’s relevant settings object.
          client: environmentSettingsObject.settingsObject,
          // window window.
          window,
          // priority request’s priority.
          priority: request.priority,
          // origin request’s origin. The propagation of the origin is only significant for navigation requests
          // being handled by a service worker. In this scenario a request can have an origin that is different
          // from the current client.
          origin: request.origin,
          // referrer request’s referrer.
          referrer: request.referrer,
          // referrer policy request’s referrer policy.
          referrerPolicy: request.referrerPolicy,
          // mode request’s mode.
          mode: request.mode,
          // credentials mode request’s credentials mode.
          credentials: request.credentials,
          // cache mode request’s cache mode.
          cache: request.cache,
          // redirect mode request’s redirect mode.
          redirect: request.redirect,
          // integrity metadata request’s integrity metadata.
          integrity: request.integrity,
          // keepalive request’s keepalive.
          keepalive: request.keepalive,
          // reload-navigation flag request’s reload-navigation flag.
          reloadNavigation: request.reloadNavigation,
          // history-navigation flag request’s history-navigation flag.
          historyNavigation: request.historyNavigation,
          // URL list A clone of request’s URL list.
          urlList: [...request.urlList]
        });
        const initHasKey = Object.keys(init).length !== 0;
        if (initHasKey) {
          if (request.mode === "navigate") {
            request.mode = "same-origin";
          }
          request.reloadNavigation = false;
          request.historyNavigation = false;
          request.origin = "client";
          request.referrer = "client";
          request.referrerPolicy = "";
          request.url = request.urlList[request.urlList.length - 1];
          request.urlList = [request.url];
        }
        if (init.referrer !== void 0) {
          const referrer = init.referrer;
          if (referrer === "") {
            request.referrer = "no-referrer";
          } else {
            let parsedReferrer;
            try {
              parsedReferrer = new URL(referrer, baseUrl);
            } catch (err) {
              throw new TypeError(`Referrer "${referrer}" is not a valid URL.`, { cause: err });
            }
            if (parsedReferrer.protocol === "about:" && parsedReferrer.hostname === "client" || origin && !sameOrigin(parsedReferrer, environmentSettingsObject.settingsObject.baseUrl)) {
              request.referrer = "client";
            } else {
              request.referrer = parsedReferrer;
            }
          }
        }
        if (init.referrerPolicy !== void 0) {
          request.referrerPolicy = init.referrerPolicy;
        }
        let mode;
        if (init.mode !== void 0) {
          mode = init.mode;
        } else {
          mode = fallbackMode;
        }
        if (mode === "navigate") {
          throw webidl.errors.exception({
            header: "Request constructor",
            message: "invalid request mode navigate."
          });
        }
        if (mode != null) {
          request.mode = mode;
        }
        if (init.credentials !== void 0) {
          request.credentials = init.credentials;
        }
        if (init.cache !== void 0) {
          request.cache = init.cache;
        }
        if (request.cache === "only-if-cached" && request.mode !== "same-origin") {
          throw new TypeError(
            "'only-if-cached' can be set only with 'same-origin' mode"
          );
        }
        if (init.redirect !== void 0) {
          request.redirect = init.redirect;
        }
        if (init.integrity != null) {
          request.integrity = String(init.integrity);
        }
        if (init.keepalive !== void 0) {
          request.keepalive = Boolean(init.keepalive);
        }
        if (init.method !== void 0) {
          let method = init.method;
          const mayBeNormalized = normalizedMethodRecords[method];
          if (mayBeNormalized !== void 0) {
            request.method = mayBeNormalized;
          } else {
            if (!isValidHTTPToken(method)) {
              throw new TypeError(`'${method}' is not a valid HTTP method.`);
            }
            const upperCase = method.toUpperCase();
            if (forbiddenMethodsSet.has(upperCase)) {
              throw new TypeError(`'${method}' HTTP method is unsupported.`);
            }
            method = normalizedMethodRecordsBase[upperCase] ?? method;
            request.method = method;
          }
          if (!patchMethodWarning && request.method === "patch") {
            process.emitWarning("Using `patch` is highly likely to result in a `405 Method Not Allowed`. `PATCH` is much more likely to succeed.", {
              code: "UNDICI-FETCH-patch"
            });
            patchMethodWarning = true;
          }
        }
        if (init.signal !== void 0) {
          signal = init.signal;
        }
        this.#state = request;
        const ac = new AbortController();
        this.#signal = ac.signal;
        if (signal != null) {
          if (signal.aborted) {
            ac.abort(signal.reason);
          } else {
            this[kAbortController] = ac;
            const acRef = new WeakRef(ac);
            const abort = buildAbort(acRef);
            if (abortSignalHasEventHandlerLeakWarning && getMaxListeners(signal) === defaultMaxListeners) {
              setMaxListeners(1500, signal);
            }
            util.addAbortListener(signal, abort);
            requestFinalizer.register(ac, { signal, abort }, abort);
          }
        }
        this.#headers = new Headers(kConstruct);
        setHeadersList(this.#headers, request.headersList);
        setHeadersGuard(this.#headers, "request");
        if (mode === "no-cors") {
          if (!corsSafeListedMethodsSet.has(request.method)) {
            throw new TypeError(
              `'${request.method} is unsupported in no-cors mode.`
            );
          }
          setHeadersGuard(this.#headers, "request-no-cors");
        }
        if (initHasKey) {
          const headersList = getHeadersList(this.#headers);
          const headers = init.headers !== void 0 ? init.headers : new HeadersList(headersList);
          headersList.clear();
          if (headers instanceof HeadersList) {
            for (const { name, value } of headers.rawValues()) {
              headersList.append(name, value, false);
            }
            headersList.cookies = headers.cookies;
          } else {
            fillHeaders(this.#headers, headers);
          }
        }
        const inputBody = webidl.is.Request(input) ? input.#state.body : null;
        if ((init.body != null || inputBody != null) && (request.method === "GET" || request.method === "HEAD")) {
          throw new TypeError("Request with GET/HEAD method cannot have body.");
        }
        let initBody = null;
        if (init.body != null) {
          const [extractedBody, contentType] = extractBody(
            init.body,
            request.keepalive
          );
          initBody = extractedBody;
          if (contentType && !getHeadersList(this.#headers).contains("content-type", true)) {
            this.#headers.append("content-type", contentType, true);
          }
        }
        const inputOrInitBody = initBody ?? inputBody;
        if (inputOrInitBody != null && inputOrInitBody.source == null) {
          if (initBody != null && init.duplex == null) {
            throw new TypeError("RequestInit: duplex option is required when sending a body.");
          }
          if (request.mode !== "same-origin" && request.mode !== "cors") {
            throw new TypeError(
              'If request is made from ReadableStream, mode should be "same-origin" or "cors"'
            );
          }
          request.useCORSPreflightFlag = true;
        }
        let finalBody = inputOrInitBody;
        if (initBody == null && inputBody != null) {
          if (bodyUnusable(input.#state)) {
            throw new TypeError(
              "Cannot construct a Request with a Request object that has already been used."
            );
          }
          const identityTransform = new TransformStream();
          inputBody.stream.pipeThrough(identityTransform);
          finalBody = {
            source: inputBody.source,
            length: inputBody.length,
            stream: identityTransform.readable
          };
        }
        this.#state.body = finalBody;
      }
      // Returns request’s HTTP method, which is "GET" by default.
      get method() {
        webidl.brandCheck(this, _Request);
        return this.#state.method;
      }
      // Returns the URL of request as a string.
      get url() {
        webidl.brandCheck(this, _Request);
        return URLSerializer(this.#state.url);
      }
      // Returns a Headers object consisting of the headers associated with request.
      // Note that headers added in the network layer by the user agent will not
      // be accounted for in this object, e.g., the "Host" header.
      get headers() {
        webidl.brandCheck(this, _Request);
        return this.#headers;
      }
      // Returns the kind of resource requested by request, e.g., "document"
      // or "script".
      get destination() {
        webidl.brandCheck(this, _Request);
        return this.#state.destination;
      }
      // Returns the referrer of request. Its value can be a same-origin URL if
      // explicitly set in init, the empty string to indicate no referrer, and
      // "about:client" when defaulting to the global’s default. This is used
      // during fetching to determine the value of the `Referer` header of the
      // request being made.
      get referrer() {
        webidl.brandCheck(this, _Request);
        if (this.#state.referrer === "no-referrer") {
          return "";
        }
        if (this.#state.referrer === "client") {
          return "about:client";
        }
        return this.#state.referrer.toString();
      }
      // Returns the referrer policy associated with request.
      // This is used during fetching to compute the value of the request’s
      // referrer.
      get referrerPolicy() {
        webidl.brandCheck(this, _Request);
        return this.#state.referrerPolicy;
      }
      // Returns the mode associated with request, which is a string indicating
      // whether the request will use CORS, or will be restricted to same-origin
      // URLs.
      get mode() {
        webidl.brandCheck(this, _Request);
        return this.#state.mode;
      }
      // Returns the credentials mode associated with request,
      // which is a string indicating whether credentials will be sent with the
      // request always, never, or only when sent to a same-origin URL.
      get credentials() {
        webidl.brandCheck(this, _Request);
        return this.#state.credentials;
      }
      // Returns the cache mode associated with request,
      // which is a string indicating how the request will
      // interact with the browser’s cache when fetching.
      get cache() {
        webidl.brandCheck(this, _Request);
        return this.#state.cache;
      }
      // Returns the redirect mode associated with request,
      // which is a string indicating how redirects for the
      // request will be handled during fetching. A request
      // will follow redirects by default.
      get redirect() {
        webidl.brandCheck(this, _Request);
        return this.#state.redirect;
      }
      // Returns request’s subresource integrity metadata, which is a
      // cryptographic hash of the resource being fetched. Its value
      // consists of multiple hashes separated by whitespace. [SRI]
      get integrity() {
        webidl.brandCheck(this, _Request);
        return this.#state.integrity;
      }
      // Returns a boolean indicating whether or not request can outlive the
      // global in which it was created.
      get keepalive() {
        webidl.brandCheck(this, _Request);
        return this.#state.keepalive;
      }
      // Returns a boolean indicating whether or not request is for a reload
      // navigation.
      get isReloadNavigation() {
        webidl.brandCheck(this, _Request);
        return this.#state.reloadNavigation;
      }
      // Returns a boolean indicating whether or not request is for a history
      // navigation (a.k.a. back-forward navigation).
      get isHistoryNavigation() {
        webidl.brandCheck(this, _Request);
        return this.#state.historyNavigation;
      }
      // Returns the signal associated with request, which is an AbortSignal
      // object indicating whether or not request has been aborted, and its
      // abort event handler.
      get signal() {
        webidl.brandCheck(this, _Request);
        return this.#signal;
      }
      get body() {
        webidl.brandCheck(this, _Request);
        return this.#state.body ? this.#state.body.stream : null;
      }
      get bodyUsed() {
        webidl.brandCheck(this, _Request);
        return !!this.#state.body && util.isDisturbed(this.#state.body.stream);
      }
      get duplex() {
        webidl.brandCheck(this, _Request);
        return "half";
      }
      // Returns a clone of request.
      clone() {
        webidl.brandCheck(this, _Request);
        if (bodyUnusable(this.#state)) {
          throw new TypeError("unusable");
        }
        const clonedRequest = cloneRequest(this.#state);
        const ac = new AbortController();
        if (this.signal.aborted) {
          ac.abort(this.signal.reason);
        } else {
          let list = dependentControllerMap.get(this.signal);
          if (list === void 0) {
            list = /* @__PURE__ */ new Set();
            dependentControllerMap.set(this.signal, list);
          }
          const acRef = new WeakRef(ac);
          list.add(acRef);
          util.addAbortListener(
            ac.signal,
            buildAbort(acRef)
          );
        }
        return fromInnerRequest(clonedRequest, this.#dispatcher, ac.signal, getHeadersGuard(this.#headers));
      }
      [nodeUtil.inspect.custom](depth, options) {
        if (options.depth === null) {
          options.depth = 2;
        }
        options.colors ??= true;
        const properties = {
          method: this.method,
          url: this.url,
          headers: this.headers,
          destination: this.destination,
          referrer: this.referrer,
          referrerPolicy: this.referrerPolicy,
          mode: this.mode,
          credentials: this.credentials,
          cache: this.cache,
          redirect: this.redirect,
          integrity: this.integrity,
          keepalive: this.keepalive,
          isReloadNavigation: this.isReloadNavigation,
          isHistoryNavigation: this.isHistoryNavigation,
          signal: this.signal
        };
        return `Request ${nodeUtil.formatWithOptions(options, properties)}`;
      }
      /**
       * @param {Request} request
       * @param {AbortSignal} newSignal
       */
      static setRequestSignal(request, newSignal) {
        request.#signal = newSignal;
        return request;
      }
      /**
       * @param {Request} request
       */
      static getRequestDispatcher(request) {
        return request.#dispatcher;
      }
      /**
       * @param {Request} request
       * @param {import('../../dispatcher/dispatcher')} newDispatcher
       */
      static setRequestDispatcher(request, newDispatcher) {
        request.#dispatcher = newDispatcher;
      }
      /**
       * @param {Request} request
       * @param {Headers} newHeaders
       */
      static setRequestHeaders(request, newHeaders) {
        request.#headers = newHeaders;
      }
      /**
       * @param {Request} request
       */
      static getRequestState(request) {
        return request.#state;
      }
      /**
       * @param {Request} request
       * @param {any} newState
       */
      static setRequestState(request, newState) {
        request.#state = newState;
      }
    };
    var { setRequestSignal, getRequestDispatcher, setRequestDispatcher, setRequestHeaders, getRequestState, setRequestState } = Request;
    Reflect.deleteProperty(Request, "setRequestSignal");
    Reflect.deleteProperty(Request, "getRequestDispatcher");
    Reflect.deleteProperty(Request, "setRequestDispatcher");
    Reflect.deleteProperty(Request, "setRequestHeaders");
    Reflect.deleteProperty(Request, "getRequestState");
    Reflect.deleteProperty(Request, "setRequestState");
    mixinBody(Request, getRequestState);
    function makeRequest(init) {
      return {
        method: init.method ?? "GET",
        localURLsOnly: init.localURLsOnly ?? false,
        unsafeRequest: init.unsafeRequest ?? false,
        body: init.body ?? null,
        client: init.client ?? null,
        reservedClient: init.reservedClient ?? null,
        replacesClientId: init.replacesClientId ?? "",
        window: init.window ?? "client",
        keepalive: init.keepalive ?? false,
        serviceWorkers: init.serviceWorkers ?? "all",
        initiator: init.initiator ?? "",
        destination: init.destination ?? "",
        priority: init.priority ?? null,
        origin: init.origin ?? "client",
        policyContainer: init.policyContainer ?? "client",
        referrer: init.referrer ?? "client",
        referrerPolicy: init.referrerPolicy ?? "",
        mode: init.mode ?? "no-cors",
        useCORSPreflightFlag: init.useCORSPreflightFlag ?? false,
        credentials: init.credentials ?? "same-origin",
        useCredentials: init.useCredentials ?? false,
        cache: init.cache ?? "default",
        redirect: init.redirect ?? "follow",
        integrity: init.integrity ?? "",
        cryptoGraphicsNonceMetadata: init.cryptoGraphicsNonceMetadata ?? "",
        parserMetadata: init.parserMetadata ?? "",
        reloadNavigation: init.reloadNavigation ?? false,
        historyNavigation: init.historyNavigation ?? false,
        userActivation: init.userActivation ?? false,
        taintedOrigin: init.taintedOrigin ?? false,
        redirectCount: init.redirectCount ?? 0,
        responseTainting: init.responseTainting ?? "basic",
        preventNoCacheCacheControlHeaderModification: init.preventNoCacheCacheControlHeaderModification ?? false,
        done: init.done ?? false,
        timingAllowFailed: init.timingAllowFailed ?? false,
        useURLCredentials: init.useURLCredentials ?? void 0,
        traversableForUserPrompts: init.traversableForUserPrompts ?? "client",
        urlList: init.urlList,
        url: init.urlList[0],
        headersList: init.headersList ? new HeadersList(init.headersList) : new HeadersList()
      };
    }
    __name(makeRequest, "makeRequest");
    function cloneRequest(request) {
      const newRequest = makeRequest({ ...request, body: null });
      if (request.body != null) {
        newRequest.body = cloneBody(request.body);
      }
      return newRequest;
    }
    __name(cloneRequest, "cloneRequest");
    function fromInnerRequest(innerRequest, dispatcher, signal, guard) {
      const request = new Request(kConstruct);
      setRequestState(request, innerRequest);
      setRequestDispatcher(request, dispatcher);
      setRequestSignal(request, signal);
      const headers = new Headers(kConstruct);
      setRequestHeaders(request, headers);
      setHeadersList(headers, innerRequest.headersList);
      setHeadersGuard(headers, guard);
      return request;
    }
    __name(fromInnerRequest, "fromInnerRequest");
    Object.defineProperties(Request.prototype, {
      method: kEnumerableProperty,
      url: kEnumerableProperty,
      headers: kEnumerableProperty,
      redirect: kEnumerableProperty,
      clone: kEnumerableProperty,
      signal: kEnumerableProperty,
      duplex: kEnumerableProperty,
      destination: kEnumerableProperty,
      body: kEnumerableProperty,
      bodyUsed: kEnumerableProperty,
      isHistoryNavigation: kEnumerableProperty,
      isReloadNavigation: kEnumerableProperty,
      keepalive: kEnumerableProperty,
      integrity: kEnumerableProperty,
      cache: kEnumerableProperty,
      credentials: kEnumerableProperty,
      attribute: kEnumerableProperty,
      referrerPolicy: kEnumerableProperty,
      referrer: kEnumerableProperty,
      mode: kEnumerableProperty,
      [Symbol.toStringTag]: {
        value: "Request",
        configurable: true
      }
    });
    webidl.is.Request = webidl.util.MakeTypeAssertion(Request);
    webidl.converters.RequestInfo = function(V) {
      if (typeof V === "string") {
        return webidl.converters.USVString(V);
      }
      if (webidl.is.Request(V)) {
        return V;
      }
      return webidl.converters.USVString(V);
    };
    webidl.converters.RequestInit = webidl.dictionaryConverter([
      {
        key: "method",
        converter: webidl.converters.ByteString
      },
      {
        key: "headers",
        converter: webidl.converters.HeadersInit
      },
      {
        key: "body",
        converter: webidl.nullableConverter(
          webidl.converters.BodyInit
        )
      },
      {
        key: "referrer",
        converter: webidl.converters.USVString
      },
      {
        key: "referrerPolicy",
        converter: webidl.converters.DOMString,
        // https://w3c.github.io/webappsec-referrer-policy/#referrer-policy
        allowedValues: referrerPolicy
      },
      {
        key: "mode",
        converter: webidl.converters.DOMString,
        // https://fetch.spec.whatwg.org/#concept-request-mode
        allowedValues: requestMode
      },
      {
        key: "credentials",
        converter: webidl.converters.DOMString,
        // https://fetch.spec.whatwg.org/#requestcredentials
        allowedValues: requestCredentials
      },
      {
        key: "cache",
        converter: webidl.converters.DOMString,
        // https://fetch.spec.whatwg.org/#requestcache
        allowedValues: requestCache
      },
      {
        key: "redirect",
        converter: webidl.converters.DOMString,
        // https://fetch.spec.whatwg.org/#requestredirect
        allowedValues: requestRedirect
      },
      {
        key: "integrity",
        converter: webidl.converters.DOMString
      },
      {
        key: "keepalive",
        converter: webidl.converters.boolean
      },
      {
        key: "signal",
        converter: webidl.nullableConverter(
          (signal) => webidl.converters.AbortSignal(
            signal,
            "RequestInit",
            "signal"
          )
        )
      },
      {
        key: "window",
        converter: webidl.converters.any
      },
      {
        key: "duplex",
        converter: webidl.converters.DOMString,
        allowedValues: requestDuplex
      },
      {
        key: "dispatcher",
        // undici specific option
        converter: webidl.converters.any
      },
      {
        key: "priority",
        converter: webidl.converters.DOMString,
        allowedValues: ["high", "low", "auto"],
        defaultValue: /* @__PURE__ */ __name(() => "auto", "defaultValue")
      }
    ]);
    module2.exports = {
      Request,
      makeRequest,
      fromInnerRequest,
      cloneRequest,
      getRequestDispatcher,
      getRequestState
    };
  }
});

// node_modules/undici/lib/global.js
var require_global2 = __commonJS({
  "node_modules/undici/lib/global.js"(exports2, module2) {
    "use strict";
    var globalDispatcher = /* @__PURE__ */ Symbol.for("undici.globalDispatcher.2");
    var legacyGlobalDispatcher = /* @__PURE__ */ Symbol.for("undici.globalDispatcher.1");
    var { InvalidArgumentError } = require_errors();
    var Agent2 = require_agent();
    if (getGlobalDispatcher() === void 0) {
      setGlobalDispatcher(new Agent2());
    }
    function setGlobalDispatcher(agent) {
      if (!agent || typeof agent.dispatch !== "function") {
        throw new InvalidArgumentError("Argument agent must implement Agent");
      }
      Object.defineProperty(globalThis, globalDispatcher, {
        value: agent,
        writable: true,
        enumerable: false,
        configurable: false
      });
      Object.defineProperty(globalThis, legacyGlobalDispatcher, {
        value: agent,
        writable: true,
        enumerable: false,
        configurable: false
      });
    }
    __name(setGlobalDispatcher, "setGlobalDispatcher");
    function getGlobalDispatcher() {
      return globalThis[legacyGlobalDispatcher];
    }
    __name(getGlobalDispatcher, "getGlobalDispatcher");
    var installedExports = (
      /** @type {const} */
      [
        "fetch",
        "Headers",
        "Response",
        "Request",
        "FormData",
        "WebSocket",
        "CloseEvent",
        "ErrorEvent",
        "MessageEvent",
        "EventSource"
      ]
    );
    module2.exports = {
      setGlobalDispatcher,
      getGlobalDispatcher,
      installedExports
    };
  }
});

// node_modules/undici/lib/web/subresource-integrity/subresource-integrity.js
var require_subresource_integrity = __commonJS({
  "node_modules/undici/lib/web/subresource-integrity/subresource-integrity.js"(exports2, module2) {
    "use strict";
    var assert = require("node:assert");
    var { runtimeFeatures } = require_runtime_features();
    var { asciiLowercase } = require_infra();
    var validSRIHashAlgorithmTokenSet = /* @__PURE__ */ new Map([["sha256", 0], ["sha384", 1], ["sha512", 2]]);
    var crypto;
    if (runtimeFeatures.has("crypto")) {
      crypto = require("node:crypto");
      const cryptoHashes = crypto.getHashes();
      if (cryptoHashes.length === 0) {
        validSRIHashAlgorithmTokenSet.clear();
      }
      for (const algorithm of validSRIHashAlgorithmTokenSet.keys()) {
        if (cryptoHashes.includes(algorithm) === false) {
          validSRIHashAlgorithmTokenSet.delete(algorithm);
        }
      }
    } else {
      validSRIHashAlgorithmTokenSet.clear();
    }
    var getSRIHashAlgorithmIndex = (
      /** @type {GetSRIHashAlgorithmIndex} */
      Map.prototype.get.bind(
        validSRIHashAlgorithmTokenSet
      )
    );
    var isValidSRIHashAlgorithm = /* @__PURE__ */ __name((algorithm) => validSRIHashAlgorithmTokenSet.has(asciiLowercase(algorithm)), "isValidSRIHashAlgorithm");
    var bytesMatch = runtimeFeatures.has("crypto") === false || validSRIHashAlgorithmTokenSet.size === 0 ? () => true : (bytes, metadataList) => {
      const parsedMetadata = parseMetadata(metadataList);
      if (parsedMetadata.length === 0) {
        return true;
      }
      const metadata = getStrongestMetadata(parsedMetadata);
      for (const item of metadata) {
        const algorithm = item.alg;
        const expectedValue = item.val;
        const actualValue = applyAlgorithmToBytes(algorithm, bytes);
        if (caseSensitiveMatch(actualValue, expectedValue)) {
          return true;
        }
      }
      return false;
    };
    function getStrongestMetadata(metadataList) {
      const result = [];
      let strongest = null;
      for (const item of metadataList) {
        assert(isValidSRIHashAlgorithm(item.alg), "Invalid SRI hash algorithm token");
        if (result.length === 0) {
          result.push(item);
          strongest = item;
          continue;
        }
        const currentAlgorithm = (
          /** @type {Metadata} */
          strongest.alg
        );
        const currentAlgorithmIndex = getSRIHashAlgorithmIndex(currentAlgorithm);
        const newAlgorithm = item.alg;
        const newAlgorithmIndex = getSRIHashAlgorithmIndex(newAlgorithm);
        if (newAlgorithmIndex < currentAlgorithmIndex) {
          continue;
        } else if (newAlgorithmIndex > currentAlgorithmIndex) {
          strongest = item;
          result[0] = item;
          result.length = 1;
        } else {
          result.push(item);
        }
      }
      return result;
    }
    __name(getStrongestMetadata, "getStrongestMetadata");
    function parseMetadata(metadata) {
      const result = [];
      for (const item of metadata.split(/[\t\n\f\r ]+/)) {
        const expressionAndOptions = item.split("?", 1);
        const algorithmExpression = expressionAndOptions[0];
        let base64Value = "";
        const algorithmAndValue = [algorithmExpression.slice(0, 6), algorithmExpression.slice(7)];
        const algorithm = algorithmAndValue[0];
        if (!isValidSRIHashAlgorithm(algorithm)) {
          continue;
        }
        if (algorithmAndValue[1]) {
          base64Value = algorithmAndValue[1];
        }
        const metadata2 = {
          // Possible spec bug?
          alg: asciiLowercase(algorithm),
          val: base64Value
        };
        result.push(metadata2);
      }
      return result;
    }
    __name(parseMetadata, "parseMetadata");
    var applyAlgorithmToBytes = /* @__PURE__ */ __name((algorithm, bytes) => {
      return crypto.hash(algorithm, bytes, "base64");
    }, "applyAlgorithmToBytes");
    function caseSensitiveMatch(actualValue, expectedValue) {
      let actualValueLength = actualValue.length;
      if (actualValueLength !== 0 && actualValue[actualValueLength - 1] === "=") {
        actualValueLength -= 1;
      }
      if (actualValueLength !== 0 && actualValue[actualValueLength - 1] === "=") {
        actualValueLength -= 1;
      }
      let expectedValueLength = expectedValue.length;
      if (expectedValueLength !== 0 && expectedValue[expectedValueLength - 1] === "=") {
        expectedValueLength -= 1;
      }
      if (expectedValueLength !== 0 && expectedValue[expectedValueLength - 1] === "=") {
        expectedValueLength -= 1;
      }
      if (actualValueLength !== expectedValueLength) {
        return false;
      }
      for (let i = 0; i < actualValueLength; ++i) {
        if (actualValue[i] === expectedValue[i] || actualValue[i] === "+" && expectedValue[i] === "-" || actualValue[i] === "/" && expectedValue[i] === "_") {
          continue;
        }
        return false;
      }
      return true;
    }
    __name(caseSensitiveMatch, "caseSensitiveMatch");
    module2.exports = {
      applyAlgorithmToBytes,
      bytesMatch,
      caseSensitiveMatch,
      isValidSRIHashAlgorithm,
      getStrongestMetadata,
      parseMetadata
    };
  }
});

// node_modules/undici/lib/web/fetch/index.js
var require_fetch = __commonJS({
  "node_modules/undici/lib/web/fetch/index.js"(exports2, module2) {
    "use strict";
    var {
      makeNetworkError,
      makeAppropriateNetworkError,
      filterResponse,
      makeResponse,
      fromInnerResponse,
      getResponseState
    } = require_response();
    var { HeadersList } = require_headers();
    var { Request, cloneRequest, getRequestDispatcher, getRequestState } = require_request2();
    var zlib = require("node:zlib");
    var {
      makePolicyContainer,
      clonePolicyContainer,
      requestBadPort,
      TAOCheck,
      appendRequestOriginHeader,
      responseLocationURL,
      requestCurrentURL,
      setRequestReferrerPolicyOnRedirect,
      tryUpgradeRequestToAPotentiallyTrustworthyURL,
      createOpaqueTimingInfo,
      appendFetchMetadata,
      corsCheck,
      crossOriginResourcePolicyCheck,
      determineRequestsReferrer,
      coarsenedSharedCurrentTime,
      sameOrigin,
      isCancelled,
      isAborted,
      isErrorLike,
      fullyReadBody,
      readableStreamClose,
      urlIsLocal,
      urlIsHttpHttpsScheme,
      urlHasHttpsScheme,
      clampAndCoarsenConnectionTimingInfo,
      simpleRangeHeaderValue,
      buildContentRange,
      createInflate,
      extractMimeType,
      hasAuthenticationEntry,
      includesCredentials,
      isTraversableNavigable
    } = require_util2();
    var assert = require("node:assert");
    var { safelyExtractBody, extractBody } = require_body();
    var {
      redirectStatusSet,
      nullBodyStatus,
      safeMethodsSet,
      requestBodyHeader,
      subresourceSet
    } = require_constants3();
    var EE = require("node:events");
    var { Readable: Readable4, pipeline: pipeline2, finished, isErrored, isReadable } = require("node:stream");
    var { addAbortListener, bufferToLowerCasedHeaderName } = require_util();
    var { dataURLProcessor, serializeAMimeType, minimizeSupportedMimeType } = require_data_url();
    var { getGlobalDispatcher } = require_global2();
    var { webidl } = require_webidl();
    var { STATUS_CODES } = require("node:http");
    var { bytesMatch } = require_subresource_integrity();
    var { createDeferredPromise } = require_promise();
    var { isomorphicEncode } = require_infra();
    var { runtimeFeatures } = require_runtime_features();
    var hasZstd = runtimeFeatures.has("zstd");
    var GET_OR_HEAD = ["GET", "HEAD"];
    var defaultUserAgent = typeof __UNDICI_IS_NODE__ !== "undefined" || typeof esbuildDetection !== "undefined" ? "node" : "undici";
    var resolveObjectURL;
    var Fetch = class extends EE {
      static {
        __name(this, "Fetch");
      }
      constructor(dispatcher) {
        super();
        this.dispatcher = dispatcher;
        this.connection = null;
        this.dump = false;
        this.state = "ongoing";
      }
      terminate(reason) {
        if (this.state !== "ongoing") {
          return;
        }
        this.state = "terminated";
        this.connection?.destroy(reason);
        this.emit("terminated", reason);
      }
      // https://fetch.spec.whatwg.org/#fetch-controller-abort
      abort(error) {
        if (this.state !== "ongoing") {
          return;
        }
        this.state = "aborted";
        if (!error) {
          error = new DOMException("The operation was aborted.", "AbortError");
        }
        this.serializedAbortReason = error;
        this.connection?.destroy(error);
        this.emit("terminated", error);
      }
    };
    function handleFetchDone(response) {
      finalizeAndReportTiming(response, "fetch");
    }
    __name(handleFetchDone, "handleFetchDone");
    function fetch2(input, init = void 0) {
      webidl.argumentLengthCheck(arguments, 1, "globalThis.fetch");
      let p = createDeferredPromise();
      let requestObject;
      try {
        requestObject = new Request(input, init);
      } catch (e) {
        p.reject(e);
        return p.promise;
      }
      const request = getRequestState(requestObject);
      if (requestObject.signal.aborted) {
        abortFetch(p, request, null, requestObject.signal.reason, null);
        return p.promise;
      }
      const globalObject = request.client.globalObject;
      if (globalObject?.constructor?.name === "ServiceWorkerGlobalScope") {
        request.serviceWorkers = "none";
      }
      let responseObject = null;
      let locallyAborted = false;
      let controller2 = null;
      addAbortListener(
        requestObject.signal,
        () => {
          locallyAborted = true;
          assert(controller2 != null);
          controller2.abort(requestObject.signal.reason);
          const realResponse = responseObject?.deref();
          abortFetch(p, request, realResponse, requestObject.signal.reason, controller2.controller);
        }
      );
      const processResponse = /* @__PURE__ */ __name((response) => {
        if (locallyAborted) {
          return;
        }
        if (response.aborted) {
          abortFetch(p, request, responseObject, controller2.serializedAbortReason, controller2.controller);
          return;
        }
        if (response.type === "error") {
          p.reject(new TypeError("fetch failed", { cause: response.error }));
          return;
        }
        responseObject = new WeakRef(fromInnerResponse(response, "immutable"));
        p.resolve(responseObject.deref());
        p = null;
      }, "processResponse");
      controller2 = fetching({
        request,
        processResponseEndOfBody: handleFetchDone,
        processResponse,
        dispatcher: getRequestDispatcher(requestObject),
        // undici
        // Keep requestObject alive to prevent its AbortController from being GC'd
        // See https://github.com/nodejs/undici/issues/4627
        requestObject
      });
      return p.promise;
    }
    __name(fetch2, "fetch");
    function finalizeAndReportTiming(response, initiatorType = "other") {
      if (response.type === "error" && response.aborted) {
        return;
      }
      if (!response.urlList?.length) {
        return;
      }
      const originalURL = response.urlList[0];
      let timingInfo = response.timingInfo;
      let cacheState = response.cacheState;
      if (!urlIsHttpHttpsScheme(originalURL)) {
        return;
      }
      if (timingInfo === null) {
        return;
      }
      if (!response.timingAllowPassed) {
        timingInfo = createOpaqueTimingInfo({
          startTime: timingInfo.startTime
        });
        cacheState = "";
      }
      timingInfo.endTime = coarsenedSharedCurrentTime();
      response.timingInfo = timingInfo;
      markResourceTiming(
        timingInfo,
        originalURL.href,
        initiatorType,
        globalThis,
        cacheState,
        "",
        // bodyType
        response.status
      );
    }
    __name(finalizeAndReportTiming, "finalizeAndReportTiming");
    var markResourceTiming = performance.markResourceTiming;
    function abortFetch(p, request, responseObject, error, controller2) {
      if (p) {
        p.reject(error);
      }
      if (request.body?.stream != null && isReadable(request.body.stream)) {
        request.body.stream.cancel(error).catch((err) => {
          if (err.code === "ERR_INVALID_STATE") {
            return;
          }
          throw err;
        });
      }
      if (responseObject == null) {
        return;
      }
      const response = getResponseState(responseObject);
      if (response.body?.stream != null && isReadable(response.body.stream)) {
        controller2.error(error);
      }
    }
    __name(abortFetch, "abortFetch");
    function fetching({
      request,
      processRequestBodyChunkLength,
      processRequestEndOfBody,
      processResponse,
      processResponseEndOfBody,
      processResponseConsumeBody,
      useParallelQueue = false,
      dispatcher = getGlobalDispatcher(),
      // undici
      requestObject = null
      // Keep alive to prevent AbortController GC, see #4627
    }) {
      assert(dispatcher);
      let taskDestination = null;
      let crossOriginIsolatedCapability = false;
      if (request.client != null) {
        taskDestination = request.client.globalObject;
        crossOriginIsolatedCapability = request.client.crossOriginIsolatedCapability;
      }
      const currentTime = coarsenedSharedCurrentTime(crossOriginIsolatedCapability);
      const timingInfo = createOpaqueTimingInfo({
        startTime: currentTime
      });
      const fetchParams = {
        controller: new Fetch(dispatcher),
        request,
        timingInfo,
        processRequestBodyChunkLength,
        processRequestEndOfBody,
        processResponse,
        processResponseConsumeBody,
        processResponseEndOfBody,
        taskDestination,
        crossOriginIsolatedCapability,
        // Keep requestObject alive to prevent its AbortController from being GC'd
        requestObject
      };
      assert(!request.body || request.body.stream);
      if (request.window === "client") {
        request.window = request.client?.globalObject?.constructor?.name === "Window" ? request.client : "no-window";
      }
      if (request.origin === "client") {
        request.origin = request.client.origin;
      }
      if (request.policyContainer === "client") {
        if (request.client != null) {
          request.policyContainer = clonePolicyContainer(
            request.client.policyContainer
          );
        } else {
          request.policyContainer = makePolicyContainer();
        }
      }
      if (!request.headersList.contains("accept", true)) {
        const value = "*/*";
        request.headersList.append("accept", value, true);
      }
      if (!request.headersList.contains("accept-language", true)) {
        request.headersList.append("accept-language", "*", true);
      }
      if (request.priority === null) {
      }
      if (subresourceSet.has(request.destination)) {
      }
      mainFetch(fetchParams, false);
      return fetchParams.controller;
    }
    __name(fetching, "fetching");
    async function mainFetch(fetchParams, recursive) {
      try {
        const request = fetchParams.request;
        let response = null;
        if (request.localURLsOnly && !urlIsLocal(requestCurrentURL(request))) {
          response = makeNetworkError("local URLs only");
        }
        tryUpgradeRequestToAPotentiallyTrustworthyURL(request);
        if (requestBadPort(request) === "blocked") {
          response = makeNetworkError("bad port");
        }
        if (request.referrerPolicy === "") {
          request.referrerPolicy = request.policyContainer.referrerPolicy;
        }
        if (request.referrer !== "no-referrer") {
          request.referrer = determineRequestsReferrer(request);
        }
        if (response === null) {
          const currentURL = requestCurrentURL(request);
          if (
            // - request’s current URL’s origin is same origin with request’s origin,
            //   and request’s response tainting is "basic"
            sameOrigin(currentURL, request.url) && request.responseTainting === "basic" || // request’s current URL’s scheme is "data"
            currentURL.protocol === "data:" || // - request’s mode is "navigate" or "websocket"
            (request.mode === "navigate" || request.mode === "websocket")
          ) {
            request.responseTainting = "basic";
            response = await schemeFetch(fetchParams);
          } else if (request.mode === "same-origin") {
            response = makeNetworkError('request mode cannot be "same-origin"');
          } else if (request.mode === "no-cors") {
            if (request.redirect !== "follow") {
              response = makeNetworkError(
                'redirect mode cannot be "follow" for "no-cors" request'
              );
            } else {
              request.responseTainting = "opaque";
              response = await schemeFetch(fetchParams);
            }
          } else if (!urlIsHttpHttpsScheme(requestCurrentURL(request))) {
            response = makeNetworkError("URL scheme must be a HTTP(S) scheme");
          } else {
            request.responseTainting = "cors";
            response = await httpFetch(fetchParams);
          }
        }
        if (recursive) {
          return response;
        }
        if (response.status !== 0 && !response.internalResponse) {
          if (request.responseTainting === "cors") {
          }
          if (request.responseTainting === "basic") {
            response = filterResponse(response, "basic");
          } else if (request.responseTainting === "cors") {
            response = filterResponse(response, "cors");
          } else if (request.responseTainting === "opaque") {
            response = filterResponse(response, "opaque");
          } else {
            assert(false);
          }
        }
        let internalResponse = response.status === 0 ? response : response.internalResponse;
        if (internalResponse.urlList.length === 0) {
          internalResponse.urlList.push(...request.urlList);
        }
        if (!request.timingAllowFailed) {
          response.timingAllowPassed = true;
        }
        if (response.type === "opaque" && internalResponse.status === 206 && internalResponse.rangeRequested && !request.headers.contains("range", true)) {
          response = internalResponse = makeNetworkError();
        }
        if (response.status !== 0 && (request.method === "HEAD" || request.method === "CONNECT" || nullBodyStatus.includes(internalResponse.status))) {
          internalResponse.body = null;
          fetchParams.controller.dump = true;
        }
        if (request.integrity) {
          const processBodyError = /* @__PURE__ */ __name((reason) => fetchFinale(fetchParams, makeNetworkError(reason)), "processBodyError");
          if (request.responseTainting === "opaque" || response.body == null) {
            processBodyError(response.error);
            return;
          }
          const processBody = /* @__PURE__ */ __name((bytes) => {
            if (!bytesMatch(bytes, request.integrity)) {
              processBodyError("integrity mismatch");
              return;
            }
            response.body = safelyExtractBody(bytes)[0];
            fetchFinale(fetchParams, response);
          }, "processBody");
          fullyReadBody(response.body, processBody, processBodyError);
        } else {
          fetchFinale(fetchParams, response);
        }
      } catch (err) {
        fetchParams.controller.terminate(err);
      }
    }
    __name(mainFetch, "mainFetch");
    function schemeFetch(fetchParams) {
      if (isCancelled(fetchParams) && fetchParams.request.redirectCount === 0) {
        return Promise.resolve(makeAppropriateNetworkError(fetchParams));
      }
      const { request } = fetchParams;
      const { protocol: scheme } = requestCurrentURL(request);
      switch (scheme) {
        case "about:": {
          return Promise.resolve(makeNetworkError("about scheme is not supported"));
        }
        case "blob:": {
          if (!resolveObjectURL) {
            resolveObjectURL = require("node:buffer").resolveObjectURL;
          }
          const blobURLEntry = requestCurrentURL(request);
          if (blobURLEntry.search.length !== 0) {
            return Promise.resolve(makeNetworkError("NetworkError when attempting to fetch resource."));
          }
          const blob = resolveObjectURL(blobURLEntry.toString());
          if (request.method !== "GET" || !webidl.is.Blob(blob)) {
            return Promise.resolve(makeNetworkError("invalid method"));
          }
          const response = makeResponse();
          const fullLength = blob.size;
          const serializedFullLength = isomorphicEncode(`${fullLength}`);
          const type = blob.type;
          if (!request.headersList.contains("range", true)) {
            const bodyWithType = extractBody(blob);
            response.statusText = "OK";
            response.body = bodyWithType[0];
            response.headersList.set("content-length", serializedFullLength, true);
            response.headersList.set("content-type", type, true);
          } else {
            response.rangeRequested = true;
            const rangeHeader = request.headersList.get("range", true);
            const rangeValue = simpleRangeHeaderValue(rangeHeader, true);
            if (rangeValue === "failure") {
              return Promise.resolve(makeNetworkError("failed to fetch the data URL"));
            }
            let { rangeStartValue: rangeStart, rangeEndValue: rangeEnd } = rangeValue;
            if (rangeStart === null) {
              rangeStart = fullLength - rangeEnd;
              rangeEnd = rangeStart + rangeEnd - 1;
            } else {
              if (rangeStart >= fullLength) {
                return Promise.resolve(makeNetworkError("Range start is greater than the blob's size."));
              }
              if (rangeEnd === null || rangeEnd >= fullLength) {
                rangeEnd = fullLength - 1;
              }
            }
            const slicedBlob = blob.slice(rangeStart, rangeEnd + 1, type);
            const slicedBodyWithType = extractBody(slicedBlob);
            response.body = slicedBodyWithType[0];
            const serializedSlicedLength = isomorphicEncode(`${slicedBlob.size}`);
            const contentRange = buildContentRange(rangeStart, rangeEnd, fullLength);
            response.status = 206;
            response.statusText = "Partial Content";
            response.headersList.set("content-length", serializedSlicedLength, true);
            response.headersList.set("content-type", type, true);
            response.headersList.set("content-range", contentRange, true);
          }
          return Promise.resolve(response);
        }
        case "data:": {
          const currentURL = requestCurrentURL(request);
          const dataURLStruct = dataURLProcessor(currentURL);
          if (dataURLStruct === "failure") {
            return Promise.resolve(makeNetworkError("failed to fetch the data URL"));
          }
          const mimeType = serializeAMimeType(dataURLStruct.mimeType);
          return Promise.resolve(makeResponse({
            statusText: "OK",
            headersList: [
              ["content-type", { name: "Content-Type", value: mimeType }]
            ],
            body: safelyExtractBody(dataURLStruct.body)[0]
          }));
        }
        case "file:": {
          return Promise.resolve(makeNetworkError("not implemented... yet..."));
        }
        case "http:":
        case "https:": {
          return httpFetch(fetchParams).catch((err) => makeNetworkError(err));
        }
        default: {
          return Promise.resolve(makeNetworkError("unknown scheme"));
        }
      }
    }
    __name(schemeFetch, "schemeFetch");
    function finalizeResponse(fetchParams, response) {
      fetchParams.request.done = true;
      if (fetchParams.processResponseDone != null) {
        queueMicrotask(() => fetchParams.processResponseDone(response));
      }
    }
    __name(finalizeResponse, "finalizeResponse");
    function fetchFinale(fetchParams, response) {
      let timingInfo = fetchParams.timingInfo;
      const processResponseEndOfBody = /* @__PURE__ */ __name(() => {
        const unsafeEndTime = Date.now();
        if (fetchParams.request.destination === "document") {
          fetchParams.controller.fullTimingInfo = timingInfo;
        }
        fetchParams.controller.reportTimingSteps = () => {
          if (!urlIsHttpHttpsScheme(fetchParams.request.url)) {
            return;
          }
          timingInfo.endTime = unsafeEndTime;
          let cacheState = response.cacheState;
          const bodyInfo = response.bodyInfo;
          if (!response.timingAllowPassed) {
            timingInfo = createOpaqueTimingInfo(timingInfo);
            cacheState = "";
          }
          let responseStatus = 0;
          if (fetchParams.request.mode !== "navigate" || !response.hasCrossOriginRedirects) {
            responseStatus = response.status;
            const mimeType = extractMimeType(response.headersList);
            if (mimeType !== "failure") {
              bodyInfo.contentType = minimizeSupportedMimeType(mimeType);
            }
          }
          if (fetchParams.request.initiatorType != null) {
            markResourceTiming(timingInfo, fetchParams.request.url.href, fetchParams.request.initiatorType, globalThis, cacheState, bodyInfo, responseStatus);
          }
        };
        const processResponseEndOfBodyTask = /* @__PURE__ */ __name(() => {
          fetchParams.request.done = true;
          if (fetchParams.processResponseEndOfBody != null) {
            queueMicrotask(() => fetchParams.processResponseEndOfBody(response));
          }
          if (fetchParams.request.initiatorType != null) {
            fetchParams.controller.reportTimingSteps();
          }
        }, "processResponseEndOfBodyTask");
        queueMicrotask(() => processResponseEndOfBodyTask());
      }, "processResponseEndOfBody");
      if (fetchParams.processResponse != null) {
        queueMicrotask(() => {
          fetchParams.processResponse(response);
          fetchParams.processResponse = null;
        });
      }
      const internalResponse = response.type === "error" ? response : response.internalResponse ?? response;
      if (internalResponse.body == null) {
        processResponseEndOfBody();
      } else {
        finished(internalResponse.body.stream, () => {
          processResponseEndOfBody();
        });
      }
    }
    __name(fetchFinale, "fetchFinale");
    async function httpFetch(fetchParams) {
      const request = fetchParams.request;
      let response = null;
      let actualResponse = null;
      const timingInfo = fetchParams.timingInfo;
      if (request.serviceWorkers === "all") {
      }
      if (response === null) {
        if (request.redirect === "follow") {
          request.serviceWorkers = "none";
        }
        actualResponse = response = await httpNetworkOrCacheFetch(fetchParams);
        if (request.responseTainting === "cors" && corsCheck(request, response) === "failure") {
          return makeNetworkError("cors failure");
        }
        if (TAOCheck(request, response) === "failure") {
          request.timingAllowFailed = true;
        }
      }
      if ((request.responseTainting === "opaque" || response.type === "opaque") && crossOriginResourcePolicyCheck(
        request.origin,
        request.client,
        request.destination,
        actualResponse
      ) === "blocked") {
        return makeNetworkError("blocked");
      }
      if (redirectStatusSet.has(actualResponse.status)) {
        if (request.redirect !== "manual") {
          fetchParams.controller.connection.destroy(void 0, false);
        }
        if (request.redirect === "error") {
          response = makeNetworkError("unexpected redirect");
        } else if (request.redirect === "manual") {
          response = actualResponse;
        } else if (request.redirect === "follow") {
          response = await httpRedirectFetch(fetchParams, response);
        } else {
          assert(false);
        }
      }
      response.timingInfo = timingInfo;
      return response;
    }
    __name(httpFetch, "httpFetch");
    function httpRedirectFetch(fetchParams, response) {
      const request = fetchParams.request;
      const actualResponse = response.internalResponse ? response.internalResponse : response;
      let locationURL;
      try {
        locationURL = responseLocationURL(
          actualResponse,
          requestCurrentURL(request).hash
        );
        if (locationURL == null) {
          return response;
        }
      } catch (err) {
        return Promise.resolve(makeNetworkError(err));
      }
      if (!urlIsHttpHttpsScheme(locationURL)) {
        return Promise.resolve(makeNetworkError("URL scheme must be a HTTP(S) scheme"));
      }
      if (request.redirectCount === 20) {
        return Promise.resolve(makeNetworkError("redirect count exceeded"));
      }
      request.redirectCount += 1;
      if (request.mode === "cors" && (locationURL.username || locationURL.password) && !sameOrigin(request, locationURL)) {
        return Promise.resolve(makeNetworkError('cross origin not allowed for request mode "cors"'));
      }
      if (request.responseTainting === "cors" && (locationURL.username || locationURL.password)) {
        return Promise.resolve(makeNetworkError(
          'URL cannot contain credentials for request mode "cors"'
        ));
      }
      if (actualResponse.status !== 303 && request.body != null && request.body.source == null) {
        return Promise.resolve(makeNetworkError());
      }
      if ([301, 302].includes(actualResponse.status) && request.method === "POST" || actualResponse.status === 303 && !GET_OR_HEAD.includes(request.method)) {
        request.method = "GET";
        request.body = null;
        for (const headerName of requestBodyHeader) {
          request.headersList.delete(headerName);
        }
      }
      if (!sameOrigin(requestCurrentURL(request), locationURL)) {
        request.headersList.delete("authorization", true);
        request.headersList.delete("proxy-authorization", true);
        request.headersList.delete("cookie", true);
        request.headersList.delete("host", true);
      }
      if (request.body != null) {
        assert(request.body.source != null);
        request.body = safelyExtractBody(request.body.source)[0];
      }
      const timingInfo = fetchParams.timingInfo;
      timingInfo.redirectEndTime = timingInfo.postRedirectStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
      if (timingInfo.redirectStartTime === 0) {
        timingInfo.redirectStartTime = timingInfo.startTime;
      }
      request.urlList.push(locationURL);
      setRequestReferrerPolicyOnRedirect(request, actualResponse);
      return mainFetch(fetchParams, true);
    }
    __name(httpRedirectFetch, "httpRedirectFetch");
    async function httpNetworkOrCacheFetch(fetchParams, isAuthenticationFetch = false, isNewConnectionFetch = false) {
      const request = fetchParams.request;
      let httpFetchParams = null;
      let httpRequest = null;
      let response = null;
      const httpCache = null;
      const revalidatingFlag = false;
      if (request.window === "no-window" && request.redirect === "error") {
        httpFetchParams = fetchParams;
        httpRequest = request;
      } else {
        httpRequest = cloneRequest(request);
        httpFetchParams = { ...fetchParams };
        httpFetchParams.request = httpRequest;
      }
      const includeCredentials = request.credentials === "include" || request.credentials === "same-origin" && request.responseTainting === "basic";
      const contentLength = httpRequest.body ? httpRequest.body.length : null;
      let contentLengthHeaderValue = null;
      if (httpRequest.body == null && ["POST", "PUT"].includes(httpRequest.method)) {
        contentLengthHeaderValue = "0";
      }
      if (contentLength != null) {
        contentLengthHeaderValue = isomorphicEncode(`${contentLength}`);
      }
      if (contentLengthHeaderValue != null && !httpRequest.headersList.contains("content-length", true)) {
        httpRequest.headersList.append("content-length", contentLengthHeaderValue, true);
      }
      if (contentLength != null && httpRequest.keepalive) {
      }
      if (webidl.is.URL(httpRequest.referrer)) {
        httpRequest.headersList.append("referer", isomorphicEncode(httpRequest.referrer.href), true);
      }
      appendRequestOriginHeader(httpRequest);
      appendFetchMetadata(httpRequest);
      if (!httpRequest.headersList.contains("user-agent", true)) {
        httpRequest.headersList.append("user-agent", defaultUserAgent, true);
      }
      if (httpRequest.cache === "default" && (httpRequest.headersList.contains("if-modified-since", true) || httpRequest.headersList.contains("if-none-match", true) || httpRequest.headersList.contains("if-unmodified-since", true) || httpRequest.headersList.contains("if-match", true) || httpRequest.headersList.contains("if-range", true))) {
        httpRequest.cache = "no-store";
      }
      if (httpRequest.cache === "no-cache" && !httpRequest.preventNoCacheCacheControlHeaderModification && !httpRequest.headersList.contains("cache-control", true)) {
        httpRequest.headersList.append("cache-control", "max-age=0", true);
      }
      if (httpRequest.cache === "no-store" || httpRequest.cache === "reload") {
        if (!httpRequest.headersList.contains("pragma", true)) {
          httpRequest.headersList.append("pragma", "no-cache", true);
        }
        if (!httpRequest.headersList.contains("cache-control", true)) {
          httpRequest.headersList.append("cache-control", "no-cache", true);
        }
      }
      if (httpRequest.headersList.contains("range", true)) {
        httpRequest.headersList.append("accept-encoding", "identity", true);
      }
      if (!httpRequest.headersList.contains("accept-encoding", true)) {
        if (urlHasHttpsScheme(requestCurrentURL(httpRequest))) {
          httpRequest.headersList.append("accept-encoding", "br, gzip, deflate", true);
        } else {
          httpRequest.headersList.append("accept-encoding", "gzip, deflate", true);
        }
      }
      httpRequest.headersList.delete("host", true);
      if (includeCredentials) {
        if (!httpRequest.headersList.contains("authorization", true)) {
          let authorizationValue = null;
          if (hasAuthenticationEntry(httpRequest) && (httpRequest.useURLCredentials === void 0 || !includesCredentials(requestCurrentURL(httpRequest)))) {
          } else if (includesCredentials(requestCurrentURL(httpRequest)) && isAuthenticationFetch) {
            const { username, password } = requestCurrentURL(httpRequest);
            authorizationValue = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
          }
          if (authorizationValue !== null) {
            httpRequest.headersList.append("Authorization", authorizationValue, false);
          }
        }
      }
      if (httpCache == null) {
        httpRequest.cache = "no-store";
      }
      if (httpRequest.cache !== "no-store" && httpRequest.cache !== "reload") {
      }
      if (response == null) {
        if (httpRequest.cache === "only-if-cached") {
          return makeNetworkError("only if cached");
        }
        const forwardResponse = await httpNetworkFetch(
          httpFetchParams,
          includeCredentials,
          isNewConnectionFetch
        );
        if (!safeMethodsSet.has(httpRequest.method) && forwardResponse.status >= 200 && forwardResponse.status <= 399) {
        }
        if (revalidatingFlag && forwardResponse.status === 304) {
        }
        if (response == null) {
          response = forwardResponse;
        }
      }
      response.urlList = [...httpRequest.urlList];
      if (httpRequest.headersList.contains("range", true)) {
        response.rangeRequested = true;
      }
      response.requestIncludesCredentials = includeCredentials;
      if (response.status === 401 && httpRequest.responseTainting !== "cors" && includeCredentials && (request.useURLCredentials !== void 0 || isTraversableNavigable(request.traversableForUserPrompts))) {
        if (request.body != null) {
          if (request.body.source == null) {
            return response;
          }
          request.body = safelyExtractBody(request.body.source)[0];
        }
        if (request.useURLCredentials === void 0 || isAuthenticationFetch) {
          if (isCancelled(fetchParams)) {
            return makeAppropriateNetworkError(fetchParams);
          }
          return response;
        }
        fetchParams.controller.connection.destroy();
        response = await httpNetworkOrCacheFetch(fetchParams, true);
      }
      if (response.status === 407) {
        if (request.window === "no-window") {
          return makeNetworkError();
        }
        if (isCancelled(fetchParams)) {
          return makeAppropriateNetworkError(fetchParams);
        }
        return makeNetworkError("proxy authentication required");
      }
      if (
        // response’s status is 421
        response.status === 421 && // isNewConnectionFetch is false
        !isNewConnectionFetch && // request’s body is null, or request’s body is non-null and request’s body’s source is non-null
        (request.body == null || request.body.source != null)
      ) {
        if (isCancelled(fetchParams)) {
          return makeAppropriateNetworkError(fetchParams);
        }
        fetchParams.controller.connection.destroy();
        response = await httpNetworkOrCacheFetch(
          fetchParams,
          isAuthenticationFetch,
          true
        );
      }
      if (isAuthenticationFetch) {
      }
      return response;
    }
    __name(httpNetworkOrCacheFetch, "httpNetworkOrCacheFetch");
    async function httpNetworkFetch(fetchParams, includeCredentials = false, forceNewConnection = false) {
      assert(!fetchParams.controller.connection || fetchParams.controller.connection.destroyed);
      fetchParams.controller.connection = {
        abort: null,
        destroyed: false,
        destroy(err, abort = true) {
          if (!this.destroyed) {
            this.destroyed = true;
            if (abort) {
              this.abort?.(err ?? new DOMException("The operation was aborted.", "AbortError"));
            }
          }
        }
      };
      const request = fetchParams.request;
      let response = null;
      const timingInfo = fetchParams.timingInfo;
      const httpCache = null;
      if (httpCache == null) {
        request.cache = "no-store";
      }
      const newConnection = forceNewConnection ? "yes" : "no";
      if (request.mode === "websocket") {
      } else {
      }
      let requestBody = null;
      if (request.body == null && fetchParams.processRequestEndOfBody) {
        queueMicrotask(() => fetchParams.processRequestEndOfBody());
      } else if (request.body != null) {
        const processBodyChunk = /* @__PURE__ */ __name(async function* (bytes) {
          if (isCancelled(fetchParams)) {
            return;
          }
          yield bytes;
          fetchParams.processRequestBodyChunkLength?.(bytes.byteLength);
        }, "processBodyChunk");
        const processEndOfBody = /* @__PURE__ */ __name(() => {
          if (isCancelled(fetchParams)) {
            return;
          }
          if (fetchParams.processRequestEndOfBody) {
            fetchParams.processRequestEndOfBody();
          }
        }, "processEndOfBody");
        const processBodyError = /* @__PURE__ */ __name((e) => {
          if (isCancelled(fetchParams)) {
            return;
          }
          if (e.name === "AbortError") {
            fetchParams.controller.abort();
          } else {
            fetchParams.controller.terminate(e);
          }
        }, "processBodyError");
        requestBody = (async function* () {
          try {
            for await (const bytes of request.body.stream) {
              yield* processBodyChunk(bytes);
            }
            processEndOfBody();
          } catch (err) {
            processBodyError(err);
          }
        })();
      }
      try {
        const { body, status, statusText, headersList, socket } = await dispatch({ body: requestBody });
        if (socket) {
          response = makeResponse({ status, statusText, headersList, socket });
        } else {
          const iterator = body[Symbol.asyncIterator]();
          fetchParams.controller.next = () => iterator.next();
          response = makeResponse({ status, statusText, headersList });
        }
      } catch (err) {
        if (err.name === "AbortError") {
          fetchParams.controller.connection.destroy();
          return makeAppropriateNetworkError(fetchParams, err);
        }
        return makeNetworkError(err);
      }
      const pullAlgorithm = /* @__PURE__ */ __name(() => {
        return fetchParams.controller.resume();
      }, "pullAlgorithm");
      const cancelAlgorithm = /* @__PURE__ */ __name((reason) => {
        if (!isCancelled(fetchParams)) {
          fetchParams.controller.abort(reason);
        }
      }, "cancelAlgorithm");
      const stream = new ReadableStream(
        {
          start(controller2) {
            fetchParams.controller.controller = controller2;
          },
          pull: pullAlgorithm,
          cancel: cancelAlgorithm,
          type: "bytes"
        }
      );
      response.body = { stream, source: null, length: null };
      if (!fetchParams.controller.resume) {
        fetchParams.controller.on("terminated", onAborted);
      }
      fetchParams.controller.resume = async () => {
        while (true) {
          let bytes;
          let isFailure;
          try {
            const { done, value } = await fetchParams.controller.next();
            if (isAborted(fetchParams)) {
              break;
            }
            bytes = done ? void 0 : value;
          } catch (err) {
            if (fetchParams.controller.ended && !timingInfo.encodedBodySize) {
              bytes = void 0;
            } else {
              bytes = err;
              isFailure = true;
            }
          }
          if (bytes === void 0) {
            readableStreamClose(fetchParams.controller.controller);
            finalizeResponse(fetchParams, response);
            return;
          }
          timingInfo.decodedBodySize += bytes?.byteLength ?? 0;
          if (isFailure) {
            fetchParams.controller.terminate(bytes);
            return;
          }
          const buffer = new Uint8Array(bytes);
          if (buffer.byteLength) {
            fetchParams.controller.controller.enqueue(buffer);
          }
          if (isErrored(stream)) {
            fetchParams.controller.terminate();
            return;
          }
          if (fetchParams.controller.controller.desiredSize <= 0) {
            return;
          }
        }
      };
      function onAborted(reason) {
        if (isAborted(fetchParams)) {
          response.aborted = true;
          if (isReadable(stream)) {
            fetchParams.controller.controller.error(
              fetchParams.controller.serializedAbortReason
            );
          }
        } else {
          if (isReadable(stream)) {
            fetchParams.controller.controller.error(new TypeError("terminated", {
              cause: isErrorLike(reason) ? reason : void 0
            }));
          }
        }
        fetchParams.controller.connection.destroy();
      }
      __name(onAborted, "onAborted");
      return response;
      function dispatch({ body }) {
        const url = requestCurrentURL(request);
        const agent = fetchParams.controller.dispatcher;
        const path = url.pathname + url.search;
        const hasTrailingQuestionMark = url.search.length === 0 && url.href[url.href.length - url.hash.length - 1] === "?";
        return new Promise((resolve4, reject) => agent.dispatch(
          {
            path: hasTrailingQuestionMark ? `${path}?` : path,
            origin: url.origin,
            method: request.method,
            body: agent.isMockActive ? request.body && (request.body.source || request.body.stream) : body,
            headers: request.headersList.entries,
            maxRedirections: 0,
            upgrade: request.mode === "websocket" ? "websocket" : void 0
          },
          {
            body: null,
            abort: null,
            onConnect(abort) {
              const { connection } = fetchParams.controller;
              timingInfo.finalConnectionTimingInfo = clampAndCoarsenConnectionTimingInfo(void 0, timingInfo.postRedirectStartTime, fetchParams.crossOriginIsolatedCapability);
              if (connection.destroyed) {
                abort(new DOMException("The operation was aborted.", "AbortError"));
              } else {
                fetchParams.controller.on("terminated", abort);
                this.abort = connection.abort = abort;
              }
              timingInfo.finalNetworkRequestStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
            },
            onResponseStarted() {
              timingInfo.finalNetworkResponseStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
            },
            onHeaders(status, rawHeaders, resume, statusText) {
              if (status < 200) {
                return false;
              }
              const headersList = new HeadersList();
              for (let i = 0; i < rawHeaders.length; i += 2) {
                const nameStr = bufferToLowerCasedHeaderName(rawHeaders[i]);
                const value = rawHeaders[i + 1];
                if (Array.isArray(value) && !Buffer.isBuffer(rawHeaders[i + 1])) {
                  for (const val of value) {
                    headersList.append(nameStr, val.toString("latin1"), true);
                  }
                } else {
                  headersList.append(nameStr, value.toString("latin1"), true);
                }
              }
              const location = headersList.get("location", true);
              const willFollow = location && request.redirect === "follow" && redirectStatusSet.has(status);
              const decoders = [];
              if (request.method !== "HEAD" && request.method !== "CONNECT" && !nullBodyStatus.includes(status) && !willFollow) {
                const contentEncoding = headersList.get("content-encoding", true);
                const codings = contentEncoding ? contentEncoding.toLowerCase().split(",") : [];
                const maxContentEncodings = 5;
                if (codings.length > maxContentEncodings) {
                  this.abort(new Error(`too many content-encodings in response: ${codings.length}, maximum allowed is ${maxContentEncodings}`));
                  return true;
                }
                for (let i = codings.length - 1; i >= 0; --i) {
                  const coding = codings[i].trim();
                  if (coding === "x-gzip" || coding === "gzip") {
                    decoders.push(zlib.createGunzip({
                      // Be less strict when decoding compressed responses, since sometimes
                      // servers send slightly invalid responses that are still accepted
                      // by common browsers.
                      // Always using Z_SYNC_FLUSH is what cURL does.
                      flush: zlib.constants.Z_SYNC_FLUSH,
                      finishFlush: zlib.constants.Z_SYNC_FLUSH
                    }));
                  } else if (coding === "deflate") {
                    decoders.push(createInflate({
                      flush: zlib.constants.Z_SYNC_FLUSH,
                      finishFlush: zlib.constants.Z_SYNC_FLUSH
                    }));
                  } else if (coding === "br") {
                    decoders.push(zlib.createBrotliDecompress({
                      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
                      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH
                    }));
                  } else if (coding === "zstd" && hasZstd) {
                    decoders.push(zlib.createZstdDecompress({
                      flush: zlib.constants.ZSTD_e_continue,
                      finishFlush: zlib.constants.ZSTD_e_end
                    }));
                  } else {
                    decoders.length = 0;
                    break;
                  }
                }
              }
              this.body = new Readable4({ read: resume });
              const onError = this.onError.bind(this);
              resolve4({
                status,
                statusText,
                headersList,
                body: decoders.length ? pipeline2(this.body, ...decoders, (err) => {
                  if (err) {
                    this.onError(err);
                  }
                }).on("error", onError) : this.body.on("error", onError)
              });
              return true;
            },
            onData(chunk) {
              if (fetchParams.controller.dump) {
                return;
              }
              const bytes = chunk;
              timingInfo.encodedBodySize += bytes.byteLength;
              return this.body.push(bytes);
            },
            onComplete() {
              if (this.abort) {
                fetchParams.controller.off("terminated", this.abort);
              }
              fetchParams.controller.ended = true;
              this.body.push(null);
            },
            onError(error) {
              if (this.abort) {
                fetchParams.controller.off("terminated", this.abort);
              }
              this.body?.destroy(error);
              fetchParams.controller.terminate(error);
              reject(error);
            },
            onRequestUpgrade(_controller, status, headers, socket) {
              if (socket.session != null && status !== 200 || socket.session == null && status !== 101) {
                return false;
              }
              const headersList = new HeadersList();
              for (const [name, value] of Object.entries(headers)) {
                if (value == null) {
                  continue;
                }
                const headerName = name.toLowerCase();
                if (Array.isArray(value)) {
                  for (const entry of value) {
                    headersList.append(headerName, String(entry), true);
                  }
                } else {
                  headersList.append(headerName, String(value), true);
                }
              }
              resolve4({
                status,
                statusText: STATUS_CODES[status],
                headersList,
                socket
              });
              return true;
            },
            onUpgrade(status, rawHeaders, socket) {
              if (socket.session != null && status !== 200 || socket.session == null && status !== 101) {
                return false;
              }
              const headersList = new HeadersList();
              for (let i = 0; i < rawHeaders.length; i += 2) {
                const nameStr = bufferToLowerCasedHeaderName(rawHeaders[i]);
                const value = rawHeaders[i + 1];
                if (Array.isArray(value) && !Buffer.isBuffer(rawHeaders[i + 1])) {
                  for (const val of value) {
                    headersList.append(nameStr, val.toString("latin1"), true);
                  }
                } else {
                  headersList.append(nameStr, value.toString("latin1"), true);
                }
              }
              resolve4({
                status,
                statusText: STATUS_CODES[status],
                headersList,
                socket
              });
              return true;
            }
          }
        ));
      }
      __name(dispatch, "dispatch");
    }
    __name(httpNetworkFetch, "httpNetworkFetch");
    module2.exports = {
      fetch: fetch2,
      Fetch,
      fetching,
      finalizeAndReportTiming
    };
  }
});

// src/service/http/undiciParts.ts
var prototype, Agent, ProxyAgent, fetch;
var init_undiciParts = __esm({
  "src/service/http/undiciParts.ts"() {
    "use strict";
    ({ prototype } = require_dispatcher());
    prototype.connect ??= require_api_connect();
    Agent = require_agent();
    ProxyAgent = require_proxy_agent();
    fetch = require_fetch().fetch;
  }
});

// src/service/http/fetchTypes.ts
var ROUTE_CHANGED;
var init_fetchTypes = __esm({
  "src/service/http/fetchTypes.ts"() {
    "use strict";
    ROUTE_CHANGED = "RouteChangedError";
  }
});

// src/service/http/proxyRules.ts
function bypassesProxy(url, noProxy) {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isLoopbackHost(host)) {
    return true;
  }
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  for (const raw of noProxy.flatMap((e) => e.split(/[\s,]+/))) {
    const entry = raw.trim().toLowerCase();
    if (entry === "") {
      continue;
    }
    if (entry === "*") {
      return true;
    }
    const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ?? (entry.split(":").length === 2 ? /^([^:]+):(\d+)$/.exec(entry) : null);
    const entryHost = (m ? m[1] : entry).replace(/^\*?\./, "");
    const entryPort = m?.[2] ? Number(m[2]) : void 0;
    if (entryPort !== void 0 && entryPort !== port) {
      continue;
    }
    if (host === entryHost || host.endsWith(`.${entryHost}`)) {
      return true;
    }
  }
  return false;
}
var init_proxyRules = __esm({
  "src/service/http/proxyRules.ts"() {
    "use strict";
    init_baseUrl();
    __name(bypassesProxy, "bypassesProxy");
  }
});

// src/service/http/hostRoutes.ts
function vscodeProxyAgent(appRoot) {
  if (!appRoot) {
    return void 0;
  }
  const load = (0, import_node_module.createRequire)((0, import_node_path.join)(appRoot, "package.json"));
  for (const folder of ["node_modules", "node_modules.asar"]) {
    try {
      const module2 = load((0, import_node_path.join)(appRoot, folder, "@vscode", "proxy-agent"));
      return module2.default ?? module2;
    } catch {
    }
  }
  return void 0;
}
async function routeFor(url, settings, agent) {
  if (settings?.support === "off") {
    return DIRECT;
  }
  if (agent?.resolveProxyURL) {
    const proxy2 = await agent.resolveProxyURL(url.href);
    return !proxy2 ? DIRECT : /^https?:\/\//i.test(proxy2) ? { kind: "proxy", url: proxy2 } : HOST;
  }
  if (bypassesProxy(url, settings?.noProxy ?? [])) {
    return DIRECT;
  }
  const proxy = settings?.url?.trim();
  return proxy ? { kind: "proxy", url: proxy } : HOST;
}
async function systemCertificates(agent) {
  if (agent?.loadSystemCertificates) {
    return agent.loadSystemCertificates({ log: QUIET });
  }
  try {
    if (process.platform === "linux") {
      return splitPem(
        await firstReadable(["/etc/ssl/certs/ca-certificates.crt", "/etc/ssl/certs/ca-bundle.crt", "/etc/ssl/ca-bundle.pem"])
      );
    }
    if (process.platform === "darwin") {
      return splitPem(await output("/usr/bin/security", ["find-certificate", "-a", "-p"]));
    }
  } catch {
  }
  return void 0;
}
async function firstReadable(paths) {
  for (const path of paths) {
    try {
      return await (0, import_promises.readFile)(path, "utf8");
    } catch (err) {
      if (err.code !== "ENOENT") {
        throw err;
      }
    }
  }
  return "";
}
function output(command, args) {
  return new Promise((resolve4, reject) => {
    const child = (0, import_node_child_process.spawn)(command, args, { stdio: ["ignore", "pipe", "ignore"] });
    let text2 = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => text2 += chunk);
    child.on("error", reject);
    child.on("close", (code) => code === 0 ? resolve4(text2) : reject(new Error(`${command} exited with ${code}`)));
  });
}
function splitPem(text2) {
  return [...new Set(text2.split(/(?=-----BEGIN CERTIFICATE-----)/g).filter((pem) => pem.includes("-----BEGIN CERTIFICATE-----")))];
}
var import_node_child_process, import_promises, import_node_module, import_node_path, DIRECT, HOST, QUIET;
var init_hostRoutes = __esm({
  "src/service/http/hostRoutes.ts"() {
    "use strict";
    import_node_child_process = require("node:child_process");
    import_promises = require("node:fs/promises");
    import_node_module = require("node:module");
    import_node_path = require("node:path");
    init_proxyRules();
    DIRECT = { kind: "direct" };
    HOST = { kind: "host" };
    __name(vscodeProxyAgent, "vscodeProxyAgent");
    __name(routeFor, "routeFor");
    QUIET = { trace: /* @__PURE__ */ __name(() => void 0, "trace"), debug: /* @__PURE__ */ __name(() => void 0, "debug"), info: /* @__PURE__ */ __name(() => void 0, "info"), warn: /* @__PURE__ */ __name(() => void 0, "warn"), error: /* @__PURE__ */ __name(() => void 0, "error") };
    __name(systemCertificates, "systemCertificates");
    __name(firstReadable, "firstReadable");
    __name(output, "output");
    __name(splitPem, "splitPem");
  }
});

// src/service/http/undiciFetch.ts
var undiciFetch_exports = {};
__export(undiciFetch_exports, {
  createUndiciEngine: () => createUndiciEngine
});
function createUndiciEngine(options) {
  const { host, proxy } = options;
  const strict = proxy?.strictSSL ?? true;
  const agent = host ? vscodeProxyAgent(host.appRoot) : void 0;
  const dispatchers = /* @__PURE__ */ new Map();
  const routes = /* @__PURE__ */ new Map();
  const signIn = /* @__PURE__ */ new Set();
  let tlsReady;
  const tlsOptions = /* @__PURE__ */ __name(() => tlsReady ??= (async () => {
    const base = { timeout: options.connectMs, rejectUnauthorized: strict };
    if (!host || !strict || proxy?.systemCertificates === false) {
      return base;
    }
    const system = await systemCertificates(agent).catch(() => void 0);
    if (!system) {
      return void 0;
    }
    const ca = [...import_node_tls.rootCertificates, ...system];
    return { ...base, ca, secureContext: (0, import_node_tls.createSecureContext)({ ca }) };
  })(), "tlsOptions");
  const plainRoute = /* @__PURE__ */ __name((url) => {
    const proxyUrl = proxy?.url?.trim();
    return proxyUrl && !bypassesProxy(url, proxy?.noProxy ?? []) ? { kind: "proxy", url: proxyUrl } : DIRECT;
  }, "plainRoute");
  const routeOf = /* @__PURE__ */ __name(async (url) => {
    const route = host ? await routeFor(url, proxy, agent).catch(() => HOST) : plainRoute(url);
    routes.set(url.origin, route);
    return route;
  }, "routeOf");
  const viaHost = /* @__PURE__ */ __name((route) => route.kind === "host" || route.kind === "proxy" && signIn.has(route.url), "viaHost");
  const dispatcherFor = /* @__PURE__ */ __name((route, tls) => {
    const key2 = route.kind === "proxy" ? route.url : "direct";
    let dispatcher = dispatchers.get(key2);
    if (!dispatcher) {
      const common = { headersTimeout: options.headersMs, bodyTimeout: options.bodyMs, keepAliveTimeout: 4e3 };
      dispatcher = route.kind === "proxy" ? new ProxyAgent({ ...common, uri: route.url, proxyTls: tls, requestTls: tls }) : new Agent({ ...common, connect: tls });
      dispatchers.set(key2, dispatcher);
    }
    return dispatcher;
  }, "dispatcherFor");
  const fetch2 = /* @__PURE__ */ __name(async (url, init) => {
    const route = await routeOf(new URL(url));
    let tls = { timeout: options.connectMs, rejectUnauthorized: strict };
    if (host) {
      const shared = viaHost(route) ? void 0 : await tlsOptions();
      if (!shared) {
        return host.fetch(url, init);
      }
      tls = shared;
    }
    await new Promise((resolve4) => setImmediate(resolve4));
    try {
      return await fetch(url, {
        ...init,
        dispatcher: dispatcherFor(route, tls)
      });
    } catch (err) {
      if (host && route.kind === "proxy" && /Proxy response \(407\)/.test(causes(err))) {
        signIn.add(route.url);
        throw Object.assign(new Error("The proxy asks for a sign-in: VS Code's fetch takes its requests from now on."), {
          name: ROUTE_CHANGED
        });
      }
      throw err;
    }
  }, "fetch");
  return {
    name: !host ? "undici" : agent?.resolveProxyURL ? "undici, on the proxy and OS certificates VS Code resolves (its fetch where only it can serve)" : "undici, on http.proxy and the environment (VS Code's fetch for anything else)",
    fetch: fetch2,
    proxied: /* @__PURE__ */ __name((url) => {
      const route = routes.get(url.origin) ?? (host ? void 0 : plainRoute(url));
      return route === void 0 || viaHost(route) ? void 0 : route.kind === "proxy";
    }, "proxied"),
    async close() {
      const all = [...dispatchers.values()];
      dispatchers.clear();
      await Promise.all(all.map((d) => d.close().catch(() => void 0)));
    }
  };
}
function causes(err) {
  const parts = [];
  for (let e = err, depth = 0; e && depth < 5; e = e.cause, depth++) {
    parts.push(String(e.message ?? e));
  }
  return parts.join(" / ");
}
var import_node_tls;
var init_undiciFetch = __esm({
  "src/service/http/undiciFetch.ts"() {
    "use strict";
    import_node_tls = require("node:tls");
    init_undiciParts();
    init_fetchTypes();
    init_hostRoutes();
    init_proxyRules();
    __name(createUndiciEngine, "createUndiciEngine");
    __name(causes, "causes");
  }
});

// src/action/main.ts
var import_node_crypto8 = require("node:crypto");
var import_node_fs6 = require("node:fs");

// src/service/auth/credentialProviders.ts
init_errors2();

// src/service/http/index.ts
init_baseUrl();

// src/service/http/multipart.ts
var import_node_crypto = require("node:crypto");
function quoteParam(value) {
  return value.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
__name(quoteParam, "quoteParam");
function rfc5987(value) {
  return `UTF-8''${encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
__name(rfc5987, "rfc5987");
var SMALL_BODY = 64 * 1024;
function multipartBody(files, fields) {
  const parts = Array.isArray(files) ? files : [{ field: "File", file: files }];
  const boundary = `----convert-files-${(0, import_node_crypto.randomBytes)(12).toString("hex")}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r
Content-Disposition: form-data; name="${quoteParam(name)}"\r
\r
${value}\r
`
  );
  const fileHead = /* @__PURE__ */ __name(({ field, file }, index) => Buffer.from(
    (index === 0 ? fieldParts.join("") : "\r\n") + `--${boundary}\r
Content-Disposition: form-data; name="${quoteParam(field)}"; filename="${quoteParam(file.name)}"; filename*=${rfc5987(file.name)}\r
Content-Type: application/octet-stream\r
\r
`,
    "utf8"
  ), "fileHead");
  const heads = parts.map(fileHead);
  const tail = Buffer.from(parts.length > 0 ? `\r
--${boundary}--\r
` : `${fieldParts.join("")}--${boundary}--\r
`, "utf8");
  const length = heads.reduce((n, h, i) => n + h.length + parts[i].file.size, 0) + tail.length;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    open: /* @__PURE__ */ __name(() => (async function* () {
      const held = length <= SMALL_BODY ? [] : void 0;
      for (const [i, part] of parts.entries()) {
        yield* hold(heads[i]);
        for await (const chunk of part.file.open()) {
          yield* hold(chunk);
        }
      }
      yield* hold(tail);
      if (held) {
        yield Buffer.concat(held);
      }
      function* hold(chunk) {
        if (held) {
          held.push(chunk);
        } else {
          yield chunk;
        }
      }
      __name(hold, "hold");
    })(), "open")
  };
}
__name(multipartBody, "multipartBody");

// src/service/http/responses.ts
init_errors2();

// src/service/http/networkErrors.ts
init_errors2();
function errorCodes(err) {
  const codes = [];
  let current = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current;
    if (typeof e.code === "string") {
      codes.push(e.code);
    }
    if (typeof e.name === "string") {
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
__name(errorCodes, "errorCodes");
function messages(err) {
  const parts = [];
  let current = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current;
    if (typeof e.message === "string") {
      parts.push(e.message);
    }
    current = e.cause;
  }
  return parts.join(" | ");
}
__name(messages, "messages");
function tlsMessage(host, codes) {
  const code = codes.find((c) => /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH)/.test(c));
  const named = code ? ` (${code})` : "";
  const messageData = { host, named };
  if (code && /^(UNABLE_TO_|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_UNTRUSTED|CERT_SIGNATURE_FAILURE)/.test(code)) {
    return {
      message: `The certificate of ${host} is not trusted: it is signed by a certificate authority this computer does not know${named}. If your network inspects secure connections (a corporate proxy or security software), add its root certificate to the operating system's trust store (ask your IT department); VS Code passes that store to extensions while http.systemCertificates is on.`,
      messageCode: "network.tlsUntrusted",
      messageData
    };
  }
  if (code && /^CERT_(HAS_EXPIRED|NOT_YET_VALID)/.test(code)) {
    return {
      message: `The certificate of ${host} is outside its validity period${named}. Check this computer's date and time.`,
      messageCode: "network.tlsExpired",
      messageData
    };
  }
  if (code && /ALTNAME|HOSTNAME_MISMATCH/.test(code)) {
    return {
      message: `The certificate presented for ${host} is for another host name${named}. Check the service address.`,
      messageCode: "network.tlsHostname",
      messageData
    };
  }
  return {
    message: `The secure connection to ${host} failed${named}. Check the service address and your network.`,
    messageCode: "network.tls",
    messageData
  };
}
__name(tlsMessage, "tlsMessage");
function failedToConnect(err) {
  return errorCodes(err).some((c) => c === "ECONNREFUSED" || c === "UND_ERR_CONNECT_TIMEOUT" || c === "ConnectTimeoutError");
}
__name(failedToConnect, "failedToConnect");
function networkError(err, url, proxied = false, redactor) {
  const codes = errorCodes(err);
  const has = /* @__PURE__ */ __name((...names) => codes.some((c) => names.includes(c) || names.some((n) => n.endsWith("*") && c.startsWith(n.slice(0, -1)))), "has");
  const host = url.host;
  let reason = "other";
  let message;
  let messageCode = "network.other";
  let messageData = { host };
  if (has("ECONNREFUSED")) {
    reason = "refused";
    message = `The connection to ${host} was refused: is the service address right and the service running?`;
    messageCode = "network.refused";
  } else if (has("ENOTFOUND", "EAI_AGAIN", "EAI_FAIL")) {
    reason = "dns";
    message = `The host ${host} could not be found (DNS). Check the service address and your network.`;
    messageCode = "network.dns";
  } else if (has(
    "UND_ERR_CONNECT_TIMEOUT",
    "UND_ERR_HEADERS_TIMEOUT",
    "UND_ERR_BODY_TIMEOUT",
    "ETIMEDOUT",
    "TimeoutError",
    "HeadersTimeoutError",
    "BodyTimeoutError",
    "ConnectTimeoutError"
  )) {
    reason = "timeout";
    message = `${host} did not answer in time. Check your network, or raise the timeout settings.`;
    messageCode = "network.timeout";
  } else if (has(
    "CERT_*",
    "ERR_TLS_*",
    "ERR_SSL_*",
    "DEPTH_ZERO_SELF_SIGNED_CERT",
    "SELF_SIGNED_CERT_IN_CHAIN",
    "UNABLE_TO_*",
    "HOSTNAME_MISMATCH",
    "EPROTO"
  )) {
    reason = "tls";
    ({ message, messageCode, messageData } = tlsMessage(host, codes));
  } else if (/Proxy response \(407\)|Proxy Authentication Required/i.test(messages(err))) {
    reason = "proxy";
    message = `The proxy asks for a sign-in (407 Proxy Authentication Required) before it connects to ${host}, and no accepted credentials were given. Sign in when VS Code asks for the proxy's credentials. Never put the password into http.proxy: settings are plain text and may be synced.`;
    messageCode = "network.proxyAuth";
  } else if (has("UND_ERR_PRX_TLS", "ProxyError", "UND_ERR_PROXY") || /Proxy response \(\d+\)/i.test(messages(err))) {
    reason = "proxy";
    message = `The proxy refused or failed the connection to ${host}. Check http.proxy.`;
    messageCode = "network.proxy";
  } else if (has("ECONNRESET", "UND_ERR_SOCKET", "EPIPE", "SocketError", "UND_ERR_CLOSED")) {
    reason = "reset";
    message = `The connection to ${host} was closed before the answer was complete.`;
    messageCode = "network.reset";
  } else {
    const raw = String(err?.message ?? err);
    const detail = serverText(raw, redactor ?? { redact: redactPatterns }, 200);
    message = `The request to ${host} failed: ${detail}.`;
    messageData = { host, detail };
  }
  if (proxied && reason !== "proxy") {
    message += " The request went through the proxy set in http.proxy; check it too.";
    messageData = { ...messageData, viaProxy: 1 };
  }
  return new NetworkError(message, reason, host, { messageCode, messageData });
}
__name(networkError, "networkError");

// src/service/http/responses.ts
function parseRetryAfter(value, now = Date.now()) {
  const text2 = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text2) {
    return void 0;
  }
  if (/^\d+(\.\d+)?$/.test(text2)) {
    return Math.round(Number(text2) * 1e3);
  }
  if (!/[a-z]{3}/i.test(text2)) {
    return void 0;
  }
  const date = Date.parse(text2);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
__name(parseRetryAfter, "parseRetryAfter");
var MAX_ERROR_BODY = 64 * 1024;
var MAX_JSON_BODY = 64 * 1024 * 1024;
async function readText(response, limit = MAX_ERROR_BODY, signal) {
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      const buf = Buffer.from(chunk);
      chunks.push(buf);
      size += buf.length;
      if (size > limit) {
        response.body.destroy();
        break;
      }
    }
  } catch (err) {
    throw bodyError(err, response, signal);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString("utf8");
}
__name(readText, "readText");
async function readCapped(response, limit, signal) {
  const text2 = await readText(response, limit + 1, signal);
  return Buffer.byteLength(text2) > limit ? { text: text2.slice(0, limit), truncated: true } : { text: text2, truncated: false };
}
__name(readCapped, "readCapped");
function bodyError(err, response, signal) {
  if (err instanceof ConvertServiceError) {
    return err;
  }
  if (signal?.aborted) {
    return new CancelledError();
  }
  if (response?.requestUrl) {
    return networkError(err, response.requestUrl);
  }
  return err instanceof Error ? err : new Error(String(err));
}
__name(bodyError, "bodyError");
function excerpt(text2, redactor, max = 120) {
  return serverText(pageWords(text2), redactor, max) || "(empty body)";
}
__name(excerpt, "excerpt");
function excerptData(text2, redactor) {
  const { text: shown2, plain } = bodyExcerpt(text2, redactor);
  return plain ? { excerpt: shown2 } : { bodyInLog: 1 };
}
__name(excerptData, "excerptData");
async function readJson(response, redactor, limit = MAX_JSON_BODY, signal) {
  const { text: text2, truncated } = await readCapped(response, limit, signal);
  if (truncated) {
    const mib = Math.round(limit / (1024 * 1024));
    throw new BadResponseError(
      `The service answered ${response.statusCode} with a JSON body larger than ${mib} MiB, more than the extension reads in one piece.`,
      { status: response.statusCode, messageCode: "response.jsonTooLarge", messageData: { status: response.statusCode, mib } },
      excerpt(text2.slice(0, 200), redactor)
    );
  }
  try {
    return JSON.parse(text2);
  } catch {
    throw new BadResponseError(
      `The service answered ${response.statusCode} with a body that is not JSON: "${excerpt(text2, redactor)}".`,
      {
        status: response.statusCode,
        messageCode: "response.notJson",
        messageData: { status: response.statusCode, ...excerptData(text2, redactor) }
      },
      excerpt(text2, redactor)
    );
  }
}
__name(readJson, "readJson");
function member(obj2, ...names) {
  if (!obj2 || typeof obj2 !== "object" || Array.isArray(obj2)) {
    return void 0;
  }
  const wanted = names.map((n) => n.toLowerCase());
  for (const [key2, value] of Object.entries(obj2)) {
    if (wanted.includes(key2.toLowerCase())) {
      return value;
    }
  }
  return void 0;
}
__name(member, "member");

// src/service/http/transport.ts
init_baseUrl();
init_errors2();

// src/service/http/deadline.ts
init_errors2();
var Deadline = class {
  constructor(ms, host, parent, atLimit = false) {
    this.ms = ms;
    this.host = host;
    this.atLimit = atLimit;
    this.signal = parent ? AbortSignal.any([parent, this.controller.signal]) : this.controller.signal;
  }
  ms;
  host;
  atLimit;
  static {
    __name(this, "Deadline");
  }
  controller = new AbortController();
  timer;
  done = false;
  /** The caller's signal and the deadline together: pass this to the request. */
  signal;
  /** Starts the clock (once the request is sent: an upload's own length is not the answer's). */
  start() {
    if (this.timer !== void 0 || this.done || !(this.ms > 0)) {
      return;
    }
    this.timer = setTimeout(() => {
      const seconds = Math.round(this.ms / 100) / 10;
      this.controller.abort(
        new NetworkError(
          this.atLimit ? `${this.host} did not send its whole answer within ${seconds} s, the longest VS Code's network layer waits. Check your network, or convert a smaller file.` : `${this.host} did not send its whole answer within ${seconds} s. Check your network, or raise convertFiles.requestTimeoutSeconds.`,
          "timeout",
          this.host,
          {
            messageCode: this.atLimit ? "network.answerTimeoutAtLimit" : "network.answerTimeout",
            messageData: { host: this.host, seconds }
          }
        )
      );
    }, this.ms);
    this.timer.unref?.();
  }
  /** Stops the clock: the answer is complete (or abandoned). */
  clear() {
    this.done = true;
    clearTimeout(this.timer);
  }
  /** True once the deadline has passed. */
  get expired() {
    return this.controller.signal.aborted;
  }
  /** The error the deadline aborted with. */
  get error() {
    return this.controller.signal.reason;
  }
};

// src/service/http/fetchEngine.ts
function hostFetchEngine(getFetch = () => globalThis.fetch) {
  return {
    name: "vscode",
    fetch: /* @__PURE__ */ __name((url, init) => getFetch()(url, init), "fetch"),
    proxied: /* @__PURE__ */ __name(() => void 0, "proxied"),
    close: /* @__PURE__ */ __name(async () => void 0, "close")
  };
}
__name(hostFetchEngine, "hostFetchEngine");
function loadUndiciEngine(options) {
  const module2 = (init_undiciFetch(), __toCommonJS(undiciFetch_exports));
  return module2.createUndiciEngine(options);
}
__name(loadUndiciEngine, "loadUndiciEngine");

// src/service/http/transport.ts
init_fetchTypes();

// src/service/http/statusErrors.ts
init_errors2();
var CREDENTIAL_NAMES = {
  apiToken: "API Token",
  serviceJwt: "JWT from the token endpoint",
  selfSignedJwt: "self-signed JWT",
  masterToken: "Master Token",
  none: "credential"
};
function credentialName(kind) {
  return CREDENTIAL_NAMES[kind];
}
__name(credentialName, "credentialName");
function codeOf(text2) {
  try {
    const c = member(JSON.parse(text2), "Code");
    return typeof c === "number" ? c : typeof c === "string" && /^\d+$/.test(c) ? Number(c) : void 0;
  } catch {
    return void 0;
  }
}
__name(codeOf, "codeOf");
function invalidParametersOf(parsed, redactor) {
  const raw = member(parsed, "InvalidParameters");
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return void 0;
  }
  const out = {};
  for (const [name, why] of Object.entries(raw).slice(0, 20)) {
    const reasons = (Array.isArray(why) ? why : [why]).filter((r) => typeof r === "string").map((r) => serverText(r, redactor, 200));
    out[serverText(name, redactor, 60)] = reasons;
  }
  return Object.keys(out).length > 0 ? out : void 0;
}
__name(invalidParametersOf, "invalidParametersOf");
function describeInvalidParameters(params) {
  return Object.entries(params).map(([name, reasons]) => reasons.length > 0 ? `${name}: ${reasons.join(" ")}` : name).join("; ").replace(/[.…\s]+$/, "");
}
__name(describeInvalidParameters, "describeInvalidParameters");
function isQuotaAnswer(status, code) {
  return status === 403 || status === 401 && code === 4014;
}
__name(isQuotaAnswer, "isQuotaAnswer");
function errorFromBody(response, text2, credential, redactor) {
  const status = response.statusCode;
  let code;
  let serverMessage;
  let invalidParameters;
  let isJson = false;
  try {
    const parsed = JSON.parse(withoutBom(text2));
    const c = member(parsed, "Code");
    const m = member(parsed, "Message");
    code = typeof c === "number" ? c : typeof c === "string" && /^\d+$/.test(c) ? Number(c) : void 0;
    serverMessage = typeof m === "string" ? serverText(m, redactor) : void 0;
    invalidParameters = invalidParametersOf(parsed, redactor);
    isJson = true;
  } catch {
  }
  const body = isJson ? void 0 : bodyExcerpt(text2, redactor);
  const { text: said, data: rawSaidData } = serverWords(serverMessage, body?.text);
  const saidData = serverMessage !== void 0 && !isPlainServerMessage(serverMessage) ? { detailsInLog: 1 } : body?.plain === false ? { bodyInLog: 1 } : rawSaidData;
  const details = { status, code, serverMessage, invalidParameters };
  const coded = /* @__PURE__ */ __name((messageCode, data = {}) => ({
    messageCode,
    messageData: { status, ...data, ...saidData }
  }), "coded");
  const kind = credential ?? "none";
  switch (true) {
    // A proxy's or portal's page is no answer of the service: not its quota (CONTRACT.md, Errors: bodies that are not JSON).
    case isForeignRefusal(status, response.headers, text2):
      return blockedPageError(status, response.requestUrl?.host ?? "?", text2, redactor);
    // Before 401: Code 4014 comes as 401 on the real service, and it is no reason to drop a credential.
    case isQuotaAnswer(status, code):
      return code === 4031 || /consumption limit|token'?s? (own )?limit|limit of (the|this) token/i.test(serverMessage ?? "") ? new QuotaError(`The API Token's own consumption limit is used up (${status}).${said}`, "token", {
        ...details,
        ...coded("quota.token")
      }) : new QuotaError(`No conversions are left on the account (${status}).${said}`, "account", {
        ...details,
        ...coded("quota.account")
      });
    // Codes that refuse the account, not the credential (CONTRACT.md, Errors): the token stays good.
    case (status === 401 && (code === 4015 || code === 4017)):
      return code === 4015 ? new AccountError(
        `The account is inactive (401, code 4015): the service recognised the ${credentialName(kind)}, but the account cannot convert.${said}`,
        kind,
        { ...details, ...coded("account.inactive", { credential: kind }) }
      ) : new AccountError(`The service refused the request (401, code ${code}).${said}`, kind, {
        ...details,
        ...coded("account.refused", { code: code ?? 401 })
      });
    case status === 401:
      return code === 4013 || !credential ? new AuthError(`No credential was sent, or the service did not find it (401).${said}`, kind, {
        ...details,
        ...coded("auth.noCredential")
      }) : new AuthError(`The ${credentialName(kind)} was refused (401).${said}`, kind, {
        ...details,
        ...coded("auth.refused", { credential: kind })
      });
    case status === 404:
      return new NotFoundError(`The service has no such converter or resource (404).${said}`, { ...details, ...coded("request.notFound") });
    case status === 413:
      return new TooLargeError(`The file is larger than the service accepts (413).${said}`, { ...details, ...coded("request.tooLarge") });
    // Before the other 4xx: a 429 is "slow down", not a refusal of the request.
    case (status === 503 || status === 429):
      return busyError(status, parseRetryAfter(response.headers["retry-after"]), details);
    case (status >= 400 && status < 500):
      if (invalidParameters) {
        const parameters = describeInvalidParameters(invalidParameters);
        return new RequestError(`The service refused the parameters (${status}): ${parameters}.`, {
          ...details,
          messageCode: "request.invalidParameters",
          messageData: { status, parameters }
        });
      }
      return new RequestError(`The service refused the request (${status}).${said}`, { ...details, ...coded("request.refused") });
    case status < 400:
      return new BadResponseError(
        `The service answered ${status} (a redirect or another unexpected status) instead of a result. Check the service address and your proxy.`,
        { status, messageCode: "response.unexpectedStatus", messageData: { status } },
        excerpt(text2, redactor)
      );
    default: {
      const ms = parseRetryAfter(response.headers["retry-after"]);
      const failed = { ...details, retryAfterSeconds: ms === void 0 ? void 0 : Math.round(ms / 1e3) };
      if (code === 5e3) {
        return new ConversionTimeoutError(
          `The conversion took longer than the service was allowed (${status}, code 5000). Raise the request timeout setting and try again.${said}`,
          { ...failed, ...coded("service.timeout") }
        );
      }
      if (code === 5003) {
        return new PasswordProtectedError(`The file is password-protected (${status}, code 5003); it needs its password.${said}`, {
          ...failed,
          ...coded("service.passwordProtected")
        });
      }
      return code !== void 0 && code >= 5001 ? new ServiceError(`The service could not convert the file (${status}, code ${code}).${said}`, {
        ...failed,
        ...coded("service.convertFailed", { code })
      }) : new ServiceError(`The service failed (${status}).${said}`, { ...failed, ...coded("service.failed") });
    }
  }
}
__name(errorFromBody, "errorFromBody");

// src/service/http/sendOnce.ts
var import_node_stream = require("node:stream");
async function sendOnce(fetch2, url, options) {
  const controller2 = new AbortController();
  const { signal } = options;
  const forwardAbort = /* @__PURE__ */ __name(() => controller2.abort(signal?.reason), "forwardAbort");
  signal?.addEventListener("abort", forwardAbort, { once: true });
  const release = /* @__PURE__ */ __name(() => signal?.removeEventListener("abort", forwardAbort), "release");
  if (signal?.aborted) {
    forwardAbort();
  }
  let timer;
  const disarm = /* @__PURE__ */ __name(() => clearTimeout(timer), "disarm");
  const arm = /* @__PURE__ */ __name((ms, waitingFor) => {
    disarm();
    timer = setTimeout(() => controller2.abort(timeoutError(waitingFor, ms)), ms);
  }, "arm");
  let answered = false;
  const { connectMs, headersMs, bodyMs } = options.timeouts;
  const body = options.body === void 0 ? void 0 : uploadStream(options.body, {
    first: /* @__PURE__ */ __name(() => {
      disarm();
      options.onBodyStart?.();
    }, "first"),
    // A server that stops reading the upload holds the engine's writes: the longest pause
    // between two chunks taken is bodyMs, as for the answer.
    moving: /* @__PURE__ */ __name(() => {
      if (!answered) {
        arm(bodyMs, "the upload to move on");
      }
    }, "moving"),
    end: /* @__PURE__ */ __name(() => {
      options.onBodySent?.();
      if (!answered) {
        arm(headersMs, "the answer");
      }
    }, "end"),
    progress: options.onUploadProgress
  });
  arm(body ? connectMs : connectMs + headersMs, body ? "the connection" : "the answer");
  let response;
  try {
    response = await fetch2(url.href, {
      method: options.method,
      headers: options.headers,
      body,
      duplex: body ? "half" : void 0,
      signal: controller2.signal,
      // The service never redirects; a captive portal or proxy might, and that is reported, not
      // followed. With a body, "error" rather than "manual": fetch clones (tees) the request to be
      // able to replay it unless the window is "no-window" and redirects are errors, and the
      // unread half of that tee would hold the whole upload in memory until the socket closes.
      redirect: body ? "error" : "manual",
      window: null
    });
  } catch (err) {
    disarm();
    release();
    throw err;
  } finally {
    answered = true;
  }
  disarm();
  const headers = {};
  response.headers.forEach((value, name) => headers[name.toLowerCase()] = value);
  return {
    statusCode: response.status,
    headers,
    body: responseStream(response, () => arm(bodyMs, "more of the answer"), disarm, release),
    requestUrl: url
  };
}
__name(sendOnce, "sendOnce");
function redirectRefused(err) {
  const cause = err?.cause;
  return err instanceof TypeError && cause instanceof Error && cause.message === "unexpected redirect";
}
__name(redirectRefused, "redirectRefused");
function timeoutError(waitingFor, ms) {
  return Object.assign(new Error(`Waited ${ms} ms for ${waitingFor}.`), { name: "TimeoutError", code: "ETIMEDOUT" });
}
__name(timeoutError, "timeoutError");
function uploadStream(source, hooks) {
  const chunks = typeof source === "string" ? [Buffer.from(source)] : Buffer.isBuffer(source) ? [source] : source;
  const iterator = (async function* () {
    yield* chunks;
  })();
  let sent = 0;
  let pulls = 0;
  return new ReadableStream(
    {
      async pull(controller2) {
        if (++pulls === 2) {
          hooks.first();
        }
        if (pulls >= 2) {
          hooks.moving();
        }
        const next = await iterator.next();
        if (next.done) {
          hooks.end();
          controller2.close();
          return;
        }
        sent += next.value.byteLength;
        controller2.enqueue(next.value);
        hooks.progress?.(sent);
      },
      async cancel() {
        await iterator.return(void 0);
      }
    },
    // Nothing is read ahead of the engine, so what it takes tells a failed connection (safe to
    // retry) from a request the server may have seen.
    { highWaterMark: 0 }
  );
}
__name(uploadStream, "uploadStream");
function responseStream(response, armIdle, disarm, release) {
  const reader = response.body?.getReader();
  let finished = !reader;
  const stream = new import_node_stream.Readable({
    read() {
      if (!reader) {
        release();
        this.push(null);
        return;
      }
      armIdle();
      reader.read().then(
        (chunk) => {
          disarm();
          if (chunk.done) {
            finished = true;
            release();
            this.push(null);
          } else {
            this.push(chunk.value);
          }
        },
        (err) => {
          disarm();
          finished = true;
          release();
          this.destroy(err instanceof Error ? err : new Error(String(err)));
        }
      );
    },
    destroy(err, callback) {
      disarm();
      release();
      if (!finished) {
        finished = true;
        reader?.cancel().catch(() => void 0);
      }
      callback(err);
    }
  });
  stream.dump = async () => {
    stream.destroy();
  };
  return stream;
}
__name(responseStream, "responseStream");

// src/service/http/request.ts
function allowedCredentials(pathname) {
  if (pathname === "/token/jwt") {
    return ["apiToken"];
  }
  if (pathname === "/user" || pathname.startsWith("/user/")) {
    return ["masterToken"];
  }
  if (pathname.startsWith("/convert/") || pathname === "/upload") {
    return ["apiToken", "serviceJwt", "selfSignedJwt"];
  }
  return void 0;
}
__name(allowedCredentials, "allowedCredentials");

// src/service/http/transport.ts
var DEFAULT_TIMEOUTS = { connectMs: 15e3, headersMs: 3e5, bodyMs: 3e5 };
var DEFAULT_RETRY = { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 3e4 };
var BUSY_STEP_MS = 5e3;
var HOST_FETCH_MAX_WAIT_MS = 3e5;
var MAX_ATTEMPTS = 10;
var HttpTransport = class {
  constructor(settings) {
    this.settings = settings;
    this.baseUrl = normalizeBaseUrl(settings.baseUrl);
    const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(settings.timeouts) };
    const wanted = settings.timeouts?.totalMs ?? timeouts.headersMs;
    const hostFetch = settings.fetch !== void 0 || settings.host !== void 0;
    this.capped = hostFetch && wanted > HOST_FETCH_MAX_WAIT_MS;
    const cap = /* @__PURE__ */ __name((ms) => hostFetch ? Math.min(ms, HOST_FETCH_MAX_WAIT_MS) : ms, "cap");
    this.timeouts = { ...timeouts, headersMs: cap(timeouts.headersMs), bodyMs: cap(timeouts.bodyMs) };
    this.totalMs = cap(wanted);
    const retry = { ...DEFAULT_RETRY, ...definedOnly(settings.retry) };
    this.retry = { ...retry, maxAttempts: Math.min(MAX_ATTEMPTS, Math.max(1, Math.floor(retry.maxAttempts))) };
    this.redactor = settings.redactor ?? new Redactor();
  }
  settings;
  static {
    __name(this, "HttpTransport");
  }
  baseUrl;
  engine;
  timeouts;
  /** The deadline for each whole answer; the service's Timeout parameter is made to match it. */
  totalMs;
  /** True when the configured wait was longer than the host's fetch allows (then raising it cannot help). */
  capped;
  retry;
  redactor;
  /** Closes every connection. */
  async close() {
    const engine = this.engine;
    this.engine = void 0;
    await engine?.close();
  }
  /** The engine, made on first use so that undici loads only when a request needs it. */
  engineFor() {
    if (!this.engine) {
      const { fetch: fetch2, host, proxy } = this.settings;
      this.engine = fetch2 && !host ? hostFetchEngine(() => fetch2) : loadUndiciEngine({ proxy, host, ...this.timeouts });
      this.log(
        "debug",
        `Requests go through ${this.engine.name === "vscode" ? "VS Code's fetch (its proxy and certificate settings)" : this.engine.name}.`
      );
    }
    return this.engine;
  }
  /** Logs through the configured logger, redacted. */
  log(level, message) {
    this.settings.logger?.[level](this.redactor.redact(message));
  }
  /**
   * Sends a request, retrying 503/429 (honouring Retry-After) and connection failures that
   * happened before any body byte left; never other statuses. Resolves with a 2xx response
   * whose body the caller must consume; throws a typed error for everything else.
   */
  async send(req) {
    const url = this.resolve(req.target);
    if (req.credential) {
      if (url.origin !== this.baseUrl) {
        throw new ConfigError(`Refusing to send credentials to ${url.origin}: only ${this.baseUrl} receives them.`, "baseUrl", {
          messageCode: "config.credentialsElsewhere",
          messageData: { origin: url.origin, baseUrl: this.baseUrl }
        });
      }
      const allowed = allowedCredentials(url.pathname);
      if (allowed && !allowed.includes(req.credential.kind)) {
        const account = url.pathname.startsWith("/user");
        throw new ConfigError(
          `A ${credentialName(req.credential.kind)} cannot be used for ${account ? "the account (administrative) requests" : url.pathname}; it takes ${allowed.map(credentialName).join(" or ")}.`,
          req.credential.kind,
          {
            messageCode: "config.wrongCredential",
            messageData: { credential: req.credential.kind, allowed: allowed.join(","), ...account ? {} : { path: url.pathname } }
          }
        );
      }
      this.redactor.add(req.credential.bearer);
    }
    const label = req.label ?? `${req.method} ${url.pathname}`;
    const sleep = this.settings.sleep ?? delay;
    let rerouted = false;
    for (let attempt = 1; ; attempt++) {
      throwIfAborted(req.signal);
      const started = Date.now();
      let bodyStarted = false;
      const engine = this.engineFor();
      const deadline = new Deadline(this.totalMs, url.host, req.signal, this.capped);
      try {
        if (!req.body) {
          deadline.start();
        }
        const response = await sendOnce(engine.fetch, url, {
          method: req.method,
          headers: this.headersFor(req),
          body: req.body?.open(),
          // The caller's signal and the whole-answer deadline together.
          signal: deadline.signal,
          timeouts: this.attemptTimeouts(req),
          onBodyStart: /* @__PURE__ */ __name(() => bodyStarted = true, "onBodyStart"),
          // The answer's clock starts once the upload is out: its own length is not the answer's.
          onBodySent: /* @__PURE__ */ __name(() => deadline.start(), "onBodySent"),
          onUploadProgress: req.onUploadProgress
        });
        const ms = Date.now() - started;
        if (response.statusCode >= 200 && response.statusCode < 300) {
          this.log("debug", `${label}: ${response.statusCode} in ${ms} ms`);
          response.body.once("close", () => deadline.clear());
          return response;
        }
        const retryable = response.statusCode === 503 || response.statusCode === 429;
        const retryAfter = parseRetryAfter(response.headers["retry-after"]);
        const text2 = await readText(response).catch(() => "");
        deadline.clear();
        const reached = bodyStarted || req.method !== "GET" && !req.body;
        const fromService = response.statusCode === 503 && codeOf(text2) !== void 0;
        const throttled = retryAfter !== void 0 || fromService;
        if (retryable && (!reached || throttled) && attempt < this.retry.maxAttempts && (retryAfter === void 0 || retryAfter <= this.retry.maxDelayMs)) {
          const wait = retryAfter === void 0 && response.statusCode === 503 ? this.busyBackoff(attempt) : this.backoff(attempt, retryAfter);
          this.log(
            "warn",
            `${label}: ${response.statusCode}, retrying in ${wait} ms (attempt ${attempt + 1} of ${this.retry.maxAttempts})`
          );
          await sleep(wait, req.signal);
          continue;
        }
        const error = errorFromBody(response, text2, req.credential?.kind, this.redactor);
        this.log("warn", `${label}: ${response.statusCode} ${error.code ?? ""} ${error.message}`);
        throw error;
      } catch (err) {
        deadline.clear();
        if (deadline.expired && !req.signal?.aborted) {
          this.log("error", `${label}: ${deadline.error.message}`);
          throw deadline.error;
        }
        if (err instanceof ConvertServiceError) {
          throw err;
        }
        if (err?.name === ROUTE_CHANGED && !rerouted) {
          rerouted = true;
          attempt--;
          continue;
        }
        if (req.signal?.aborted) {
          throw new CancelledError();
        }
        if (redirectRefused(err)) {
          throw new BadResponseError(
            "The service answered with a redirect (3xx) instead of a result. Check the service address and your proxy.",
            { messageCode: "response.redirect" },
            ""
          );
        }
        const mapped = networkError(err, url, engine.proxied(url) === true, this.redactor);
        const sent = !failedToConnect(err) && (bodyStarted || req.method !== "GET" && !req.body);
        const safeToRetry = mapped.reason !== "tls" && mapped.reason !== "dns" && mapped.reason !== "proxy" && (!sent || req.method === "GET");
        if (safeToRetry && attempt < this.retry.maxAttempts) {
          const wait = this.backoff(attempt);
          this.log("warn", `${label}: ${mapped.message} Retrying in ${wait} ms (attempt ${attempt + 1} of ${this.retry.maxAttempts}).`);
          await sleep(wait, req.signal);
          continue;
        }
        this.log("error", `${label}: ${mapped.message}`);
        throw mapped;
      }
    }
  }
  /** Sends a request and parses its JSON answer; a non-JSON 2xx is a BadResponseError. */
  async sendJson(req) {
    const response = await this.send({ ...req, headers: { accept: "application/json", ...req.headers } });
    return readJson(response, this.redactor);
  }
  /** The absolute URL of a path on the service, or of an absolute download URL. */
  resolve(target) {
    const url = target.startsWith("/") ? new URL(this.baseUrl + target) : new URL(target);
    if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname))) {
      const target2 = `${url.protocol}//${url.host}`;
      throw new ConfigError(`Refusing to use ${target2}: only https:// (or http:// on loopback) is allowed.`, "baseUrl", {
        messageCode: "config.protocolRefused",
        messageData: { target: target2 }
      });
    }
    return url;
  }
  /** The silence limits of one attempt: a request's own wait for its answer replaces the configured one (never past the host's limit). */
  attemptTimeouts(req) {
    if (req.answerWithinMs === void 0) {
      return this.timeouts;
    }
    const headersMs = this.settings.fetch !== void 0 ? Math.min(req.answerWithinMs, HOST_FETCH_MAX_WAIT_MS) : req.answerWithinMs;
    return { ...this.timeouts, headersMs };
  }
  headersFor(req) {
    const headers = { "user-agent": this.settings.userAgent ?? "convert-files-vscode", ...req.headers };
    if (req.body) {
      headers["content-type"] = req.body.contentType;
      if (req.body.length !== void 0) {
        headers["content-length"] = String(req.body.length);
      }
    }
    if (req.credential) {
      headers.authorization = `Bearer ${req.credential.bearer}`;
    }
    return headers;
  }
  /** A bare 503: the vendor's advice of 5, 10, 15 s, held under the configured cap. */
  busyBackoff(attempt) {
    return Math.min(this.retry.maxDelayMs, BUSY_STEP_MS * Math.min(attempt, 3));
  }
  backoff(attempt, retryAfterMs) {
    if (retryAfterMs !== void 0) {
      return Math.min(retryAfterMs, this.retry.maxDelayMs);
    }
    const exp = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(exp / 2 + Math.random() * (exp / 2));
  }
};
function definedOnly(value) {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== void 0));
}
__name(definedOnly, "definedOnly");
function throwIfAborted(signal) {
  if (signal?.aborted) {
    throw new CancelledError();
  }
}
__name(throwIfAborted, "throwIfAborted");
function delay(ms, signal) {
  return new Promise((resolve4, reject) => {
    if (signal?.aborted) {
      reject(new CancelledError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve4();
    }, ms);
    const onAbort = /* @__PURE__ */ __name(() => {
      clearTimeout(timer);
      reject(new CancelledError());
    }, "onAbort");
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
__name(delay, "delay");

// src/service/auth/jwt.ts
init_errors2();
function looksLikeJwt(value) {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value);
}
__name(looksLikeJwt, "looksLikeJwt");

// src/service/auth/credentialProviders.ts
function validateApiToken(value) {
  const v = value.trim();
  if (v === "") {
    return problem("config.apiTokenEmpty", "The API Token is empty.");
  }
  if (/\s/.test(v)) {
    return problem("config.apiTokenSpaces", "The API Token has spaces in it; paste it exactly as the dashboard shows it.");
  }
  if (looksLikeJwt(v)) {
    return problem("config.apiTokenIsJwt", "This looks like a JWT, not an API Token (API Tokens have no dots).");
  }
  return void 0;
}
__name(validateApiToken, "validateApiToken");
var ApiTokenCredential = class {
  constructor(token) {
    this.token = token;
    const found = validateApiToken(token);
    if (found) {
      throw ConfigError.of(found, "apiToken");
    }
  }
  token;
  static {
    __name(this, "ApiTokenCredential");
  }
  kind = "apiToken";
  async getBearer() {
    return this.token.trim();
  }
  invalidate() {
  }
  registerSecrets(redactor) {
    redactor.add(this.token.trim());
  }
};

// src/service/catalogue/openApi/openApiCatalogue.ts
init_errors2();

// src/service/catalogue/formats.ts
var PDF = { ext: "pdf", label: "PDF" };
var HTML = { ext: "html", label: "HTML" };
var TXT = { ext: "txt", label: "Text" };
var JPG = { ext: "jpg", label: "JPG" };
var PNG = { ext: "png", label: "PNG" };
var WEBP = { ext: "webp", label: "WEBP" };
var CSV = { ext: "csv", label: "CSV" };
var JSON_ = { ext: "json", label: "JSON" };
var DOCX = { ext: "docx", label: "Word (DOCX)" };
var SPLIT = { ext: "split", label: "Split (one PDF per page)", multiFile: true };
var PAGES_JPG = { ext: "jpg", label: "JPG (one per page)", multiFile: true };
var PAGES_PNG = { ext: "png", label: "PNG (one per page)", multiFile: true };
var FORMAT_TABLE = {
  docx: [PDF, HTML, TXT],
  doc: [PDF, DOCX, HTML],
  odt: [PDF, DOCX],
  rtf: [PDF, DOCX],
  xlsx: [PDF, CSV],
  xls: [PDF, CSV],
  pptx: [PDF],
  ppt: [PDF],
  md: [PDF, HTML],
  txt: [PDF],
  html: [PDF],
  pdf: [SPLIT, TXT, PAGES_JPG, PAGES_PNG, DOCX],
  png: [JPG, WEBP, PDF],
  jpg: [PNG, WEBP, PDF],
  webp: [PNG, JPG, PDF],
  gif: [PNG, JPG, PDF],
  tiff: [PDF, PNG, JPG],
  svg: [PNG, PDF],
  csv: [JSON_, PDF],
  json: [CSV]
};
var FORMAT_ALIASES = { jpeg: "jpg", htm: "html", markdown: "md", tif: "tiff", text: "txt" };
var MULTI_FILE_TARGETS = /* @__PURE__ */ new Set(["split"]);
function sourceFormatOf(fileName) {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || dot === base.length - 1) {
    return void 0;
  }
  const ext = base.slice(dot + 1).toLowerCase();
  return FORMAT_ALIASES[ext] ?? ext;
}
__name(sourceFormatOf, "sourceFormatOf");
function targetsFor(sourceFormat) {
  return FORMAT_TABLE[FORMAT_ALIASES[sourceFormat] ?? sourceFormat] ?? [];
}
__name(targetsFor, "targetsFor");
function isMultiFile(sourceFormat, targetFormat) {
  if (MULTI_FILE_TARGETS.has(targetFormat)) {
    return true;
  }
  return targetsFor(sourceFormat).some((t) => t.ext === targetFormat && t.multiFile === true);
}
__name(isMultiFile, "isMultiFile");
function validateFormat(text2) {
  return /^[a-z0-9]{1,16}$/i.test(text2.trim()) ? void 0 : "A format is 1 to 16 letters or digits, such as pdf or docx.";
}
__name(validateFormat, "validateFormat");
function normalizeFormat(text2) {
  const t = text2.trim().replace(/^\./, "").toLowerCase();
  return FORMAT_ALIASES[t] ?? t;
}
__name(normalizeFormat, "normalizeFormat");

// src/service/catalogue/catalogue.ts
var CLIENT_MANAGED_PARAMETERS = ["StoreFile"];
var CONVERTER_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function isConverterFormat(format2) {
  return format2.length <= 40 && CONVERTER_FORMAT.test(format2);
}
__name(isConverterFormat, "isConverterFormat");
var SECRET_WORDS = /* @__PURE__ */ new Set(["password", "passwd", "pwd", "passphrase", "token", "secret", "auth", "apikey", "credential", "credentials"]);
function looksLikeSecretName(name) {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const joined = words.join("");
  return words.some((w) => SECRET_WORDS.has(w)) || joined.includes("apikey") || joined.includes("password");
}
__name(looksLikeSecretName, "looksLikeSecretName");
function convertersFor(catalogue, sourceFormat) {
  const wanted = normalizeFormat(sourceFormat);
  const rank = /* @__PURE__ */ __name((c) => normalizeFormat(c.source) === wanted ? 0 : c.sourceFormats.some((f) => normalizeFormat(f) === wanted) ? 1 : c.source === "any" ? 2 : 3, "rank");
  const byTarget = /* @__PURE__ */ new Map();
  for (const c of catalogue.converters.filter((c2) => rank(c2) < 3).sort((a, b) => rank(a) - rank(b))) {
    if (!byTarget.has(c.target)) {
      byTarget.set(c.target, c);
    }
  }
  return [...byTarget.values()];
}
__name(convertersFor, "convertersFor");
function findConverter(catalogue, sourceFormat, targetFormat) {
  const target = normalizeFormat(targetFormat);
  return convertersFor(catalogue, sourceFormat).find((c) => normalizeFormat(c.target) === target);
}
__name(findConverter, "findConverter");
function resultCount(catalogue, sourceFormat, targetFormat) {
  const said = catalogue?.origin === "service" ? findConverter(catalogue, sourceFormat, targetFormat)?.results : void 0;
  const table = isMultiFile(normalizeFormat(sourceFormat), normalizeFormat(targetFormat)) ? "several" : "one";
  return said === "several" || table === "several" ? "several" : "one";
}
__name(resultCount, "resultCount");
function obj(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : void 0;
}
__name(obj, "obj");
function unique(list, lower = true) {
  const seen = /* @__PURE__ */ new Set();
  return list.filter((v) => {
    const key2 = lower ? v.toLowerCase() : v;
    return seen.has(key2) ? false : (seen.add(key2), true);
  });
}
__name(unique, "unique");

// src/service/catalogue/openApi/openApiCatalogue.ts
var MAX_CATALOGUE_BYTES = 32 * 1024 * 1024;
var MAX_CONVERTERS = 5e3;
var MAX_PARAMETERS = 300;
var MAX_TEXT = 4e3;
var MAX_ENUM = 500;
async function fetchCatalogue(transport, signal) {
  const response = await transport.send({
    method: "GET",
    target: "/info/openapi",
    headers: { accept: "application/json" },
    signal,
    label: "info/openapi"
  });
  const doc = await readJson(response, transport.redactor, MAX_CATALOGUE_BYTES, signal);
  const catalogue = parseCatalogue(doc);
  if (catalogue.converters.length === 0) {
    throw new BadResponseError(
      "The service\u2019s converter catalogue (/info/openapi) lists no converter the extension can read.",
      { status: response.statusCode, messageCode: "response.noConverters" },
      ""
    );
  }
  return catalogue;
}
__name(fetchCatalogue, "fetchCatalogue");
function parseCatalogue(doc) {
  const paths = obj(obj(doc)?.paths);
  const converters = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [path, item] of Object.entries(paths ?? {})) {
    if (converters.length >= MAX_CONVERTERS) {
      break;
    }
    const converter = safely(() => parseConverter(path, item));
    if (converter && !seen.has(`${converter.source}\u2192${converter.target}`)) {
      seen.add(`${converter.source}\u2192${converter.target}`);
      converters.push(converter);
    }
  }
  return { origin: "service", converters, tags: parseTags(obj(obj(doc)?.info)?.["x-ca-converter-tags"]) };
}
__name(parseCatalogue, "parseCatalogue");
var CONVERTER_PATH = /^\/convert\/([^/]+)\/to\/([^/]+)\/?$/i;
function parseConverter(path, item) {
  const m = CONVERTER_PATH.exec(path);
  const pathItem = obj(item);
  const post = obj(pathItem?.post);
  if (!m || !pathItem || !post) {
    return void 0;
  }
  const source = m[1].toLowerCase();
  const target = m[2].toLowerCase();
  if (!isConverterFormat(source) || !isConverterFormat(target)) {
    return void 0;
  }
  const extra = [...extensionList(post["x-ca-source-formats"]), ...extensionList(pathItem["x-ca-source-formats"])];
  const parameters = parseParameters(post);
  return {
    source,
    target,
    sourceFormats: unique([source, ...extra]),
    // The service titles its pages "DOCX to PDF API": in a list of formats the last word says nothing.
    summary: (text(pathItem.summary) ?? text(post.summary))?.replace(/\s+API$/i, ""),
    description: text(pathItem.description) ?? text(post.description),
    tags: unique([...stringList(post["x-ca-tags"]), ...stringList(pathItem["x-ca-tags"])], false),
    parameters,
    multiInput: parameters.some((p) => p.input && p.type === "array"),
    ...resultsOf(post)
  };
}
__name(parseConverter, "parseConverter");
function resultsOf(post) {
  const responses = obj(post.responses);
  const ok = obj(responses?.["200"] ?? responses?.[200]);
  const types = Object.keys(obj(ok?.content) ?? {}).map((t) => t.toLowerCase());
  if (types.length === 0) {
    return {};
  }
  return { results: types.includes("application/octet-stream") ? "one" : "several" };
}
__name(resultsOf, "resultsOf");
function parseParameters(post) {
  const content = obj(obj(post.requestBody)?.content);
  const media = obj(content?.["multipart/form-data"]) ?? Object.values(content ?? {}).map(obj).find((c) => obj(c?.schema));
  const schema = obj(media?.schema);
  const required2 = new Set(stringList(schema?.required).map((n) => n.toLowerCase()));
  const out = [];
  for (const [name, raw] of Object.entries(obj(schema?.properties) ?? {}).slice(0, MAX_PARAMETERS)) {
    const p = safely(() => parseParameter(name, raw, required2.has(name.toLowerCase())));
    if (p) {
      out.push(p);
    }
  }
  return out;
}
__name(parseParameters, "parseParameters");
var TYPES = /* @__PURE__ */ new Set(["string", "integer", "number", "boolean", "array"]);
var PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,99}$/;
function parseParameter(name, raw, required2) {
  const s = obj(raw);
  if (!s || !PARAMETER_NAME.test(name)) {
    return void 0;
  }
  const type = text(s.type)?.toLowerCase();
  if (!type || !TYPES.has(type)) {
    return void 0;
  }
  const items = obj(s.items);
  const xType = text(s["x-ca-type"]);
  const allowedExtensions = extensionList(s["x-ca-allowed-extensions"]);
  const binary = text(s.format)?.toLowerCase() === "binary" || text(items?.format)?.toLowerCase() === "binary";
  const file = binary || /file/i.test(xType ?? "") || allowedExtensions.length > 0;
  const input = file && /^files?$/i.test(name);
  const range = obj(s["x-ca-range"]);
  const rangeFrom = scalarText(range?.from);
  const rangeTo = scalarText(range?.to);
  const numeric = type === "integer" || type === "number";
  const enumValues = Array.isArray(s.enum) ? s.enum.filter(isScalar).slice(0, MAX_ENUM) : Array.isArray(items?.enum) ? items.enum.filter(isScalar).slice(0, MAX_ENUM) : [];
  const representation = text(s["x-ca-representation"]);
  const itemType = text(items?.type)?.toLowerCase();
  return {
    name,
    type,
    itemType: type === "array" && itemType && itemType !== "array" && TYPES.has(itemType) ? itemType : void 0,
    label: text(s["x-ca-label"]) ?? name,
    description: text(s.description),
    group: text(s["x-ca-group"]),
    featured: flag(s["x-ca-featured"]),
    required: required2,
    default: defaultValue(s.default),
    enum: enumValues.length > 0 ? enumValues : void 0,
    minimum: finite(s.minimum) ?? (numeric ? finite(rangeFrom) : void 0),
    maximum: finite(s.maximum) ?? (numeric ? finite(rangeTo) : void 0),
    range: rangeFrom !== void 0 || rangeTo !== void 0 ? { from: rangeFrom, to: rangeTo } : void 0,
    file,
    allowedExtensions: allowedExtensions.length > 0 ? allowedExtensions : void 0,
    input,
    secret: looksLikeSecretName(name) || /password/i.test(`${text(s.format) ?? ""} ${representation ?? ""} ${xType ?? ""}`),
    pattern: type === "string" ? usablePattern(s.pattern) : void 0,
    xType,
    representation
  };
}
__name(parseParameter, "parseParameter");
function usablePattern(value) {
  const source = text(value);
  return source !== void 0 && source.length <= 500 && safely(() => new RegExp(source, "u")) !== void 0 ? source : void 0;
}
__name(usablePattern, "usablePattern");
function parseTags(value) {
  const entries = Array.isArray(value) ? value.map((v) => [void 0, v]) : Object.entries(obj(value) ?? {});
  const tags = [];
  for (const [key2, raw] of entries) {
    const t = obj(raw);
    const name = text(t?.name) ?? key2;
    if (t && name) {
      tags.push({
        name,
        friendlyName: text(t.friendlyName),
        summary: text(t.summary),
        description: text(t.description),
        category: text(t.category)
      });
    }
  }
  return tags;
}
__name(parseTags, "parseTags");
function safely(fn) {
  try {
    return fn();
  } catch {
    return void 0;
  }
}
__name(safely, "safely");
function text(value) {
  return typeof value === "string" && value.trim() !== "" ? value.slice(0, MAX_TEXT) : void 0;
}
__name(text, "text");
function scalarText(value) {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : text(value);
}
__name(scalarText, "scalarText");
function finite(value) {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : void 0;
}
__name(finite, "finite");
function flag(value) {
  return value === true || typeof value === "string" && value.trim().toLowerCase() === "true";
}
__name(flag, "flag");
function isScalar(value) {
  return typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
__name(isScalar, "isScalar");
function defaultValue(value) {
  if (isScalar(value)) {
    return value;
  }
  return Array.isArray(value) && value.every(isScalar) ? value : void 0;
}
__name(defaultValue, "defaultValue");
function stringList(value) {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,;]/) : [];
  return list.filter((v) => typeof v === "string").map((v) => v.trim()).filter((v) => v !== "");
}
__name(stringList, "stringList");
function extensionList(value) {
  return unique(
    stringList(value).map((e) => e.replace(/^\*?\./, "").toLowerCase()).filter((e) => !validateFormat(e))
  );
}
__name(extensionList, "extensionList");

// src/service/chain/chainClient.ts
init_errors2();

// src/service/catalogue/catalogueCache.ts
var DAY_MS = 24 * 60 * 60 * 1e3;
var HOUR_MS = 60 * 60 * 1e3;

// src/service/convert/conversionClient.ts
var import_node_stream3 = require("node:stream");
init_errors2();

// src/service/convert/removeStored.ts
async function removeStoredFile(transport, target, what, timeoutMs) {
  try {
    const response = await transport.send({ method: "DELETE", target, label: `delete ${what}`, signal: AbortSignal.timeout(timeoutMs) });
    await response.body.dump().catch(() => void 0);
  } catch (err) {
    if (err.status === 404) {
      return;
    }
    const why = err.kind === "cancelled" ? `no answer within ${Math.round(timeoutMs / 1e3)} s` : err.message;
    transport.log("warn", `The ${what} could not be deleted from the server (it expires there by itself): ${why}`);
  }
}
__name(removeStoredFile, "removeStoredFile");

// src/service/convert/resultCheck.ts
init_errors2();
function header(headers, name) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
__name(header, "header");
function wholeNumber(text2) {
  return text2 !== void 0 && /^\s*\d+\s*$/.test(text2) ? Number(text2) : void 0;
}
__name(wholeNumber, "wholeNumber");
function announcedSizes(headers) {
  const disposition = header(headers, "content-disposition") ?? "";
  const size = /;\s*size\s*=\s*"?(\d+)"?/i.exec(disposition)?.[1];
  return {
    declared: wholeNumber(size) ?? wholeNumber(header(headers, "file-size")),
    contentLength: wholeNumber(header(headers, "content-length"))
  };
}
__name(announcedSizes, "announcedSizes");
function sizeError(expected, got) {
  const sizes = [...new Set(expected.sizes.filter((s) => s !== void 0))];
  const said = got.tooLong ? `more than ${got.bytes} bytes` : `${got.bytes} bytes`;
  return new BadResponseError(
    `The result ${expected.name} came back incomplete or damaged (${said}, announced ${sizes.map((s) => `${s} bytes`).join(" and ")}); nothing was saved.`,
    // The sizes go as "100,5000": the wording says each in the user's words.
    {
      status: 200,
      messageCode: got.tooLong ? "result.tooLong" : "result.incomplete",
      messageData: { name: expected.name, bytes: got.bytes, announced: sizes.join(",") }
    },
    ""
  );
}
__name(sizeError, "sizeError");
async function* verifiedBytes(source, expected) {
  const sizes = expected.sizes.filter((s) => s !== void 0);
  const limit = sizes.length > 0 ? Math.min(...sizes) : Infinity;
  let count2 = 0;
  for await (const chunk of source instanceof Uint8Array ? [source] : source) {
    count2 += chunk.byteLength;
    if (count2 > limit) {
      throw sizeError(expected, { tooLong: true, bytes: limit });
    }
    expected.onBytes?.(count2, Number.isFinite(limit) ? limit : void 0);
    yield chunk;
  }
  if (sizes.some((s) => s !== count2)) {
    throw sizeError(expected, { tooLong: false, bytes: count2 });
  }
  if (sizes.length === 0 && count2 === 0) {
    throw new BadResponseError(
      `The service answered with an empty result for ${expected.name}; nothing was saved.`,
      { status: 200, messageCode: "result.empty", messageData: { name: expected.name } },
      ""
    );
  }
}
__name(verifiedBytes, "verifiedBytes");
function decodeBase64Strict(data, name) {
  const compact = data.replace(/[\r\n]/g, "");
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
    throw new BadResponseError(
      `The service sent the result ${name} as damaged data (not valid base64); nothing was saved.`,
      { status: 200, messageCode: "result.badBase64", messageData: { name } },
      ""
    );
  }
  return Buffer.from(compact, "base64");
}
__name(decodeBase64Strict, "decodeBase64Strict");
function answerShape(headers) {
  const type = (header(headers, "content-type") ?? "").toLowerCase();
  if (/^application\/([\w.+-]+\+)?json\b/.test(type.trim())) {
    return "json";
  }
  const disposition = (header(headers, "content-disposition") ?? "").toLowerCase();
  if (/^\s*attachment\b/.test(disposition) || /\bfilename\*?\s*=/.test(disposition) || type.startsWith("application/octet-stream")) {
    return "attachment";
  }
  return "other";
}
__name(answerShape, "answerShape");
var PEEK_BYTES = 4096;
async function unexpectedAnswer(response, redactor, resultName2) {
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      chunks.push(Buffer.from(chunk));
      size += chunk.byteLength;
      if (size >= PEEK_BYTES) {
        break;
      }
    }
  } catch {
  }
  response.body.destroy();
  return describeUnexpected(
    response.statusCode,
    header(response.headers, "content-type"),
    Buffer.concat(chunks).toString("utf8"),
    redactor,
    resultName2
  );
}
__name(unexpectedAnswer, "unexpectedAnswer");
function describeUnexpected(status, contentType, body, redactor, resultName2) {
  const what = resultName2 === void 0 ? "the converted file" : `the result ${resultName2}`;
  const named = contentType?.split(";")[0].trim().toLowerCase() || void 0;
  const type = named ?? "no content type";
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1];
  const looksLikePage = type === "text/html" || /^\s*<(!doctype html|html)\b/i.test(body);
  const shown2 = serverText(title ?? body.replace(/<[^>]*>/g, " "), redactor, 80);
  const came = body.trim() === "" ? `an empty body (${type})` : looksLikePage ? `a web page (${type}${shown2 ? `, "${shown2}"` : ""})` : `${type}${shown2 ? ` ("${shown2}")` : ""}`;
  const hint = looksLikePage ? " A network login page (captive portal) or a proxy may be in the way." : "";
  const messageCode = body.trim() === "" ? "response.unexpectedEmpty" : looksLikePage ? "response.unexpectedPage" : "response.unexpectedOther";
  const messageData = {
    status,
    ...named ? { type: named } : {},
    ...shown2 ? { shown: shown2 } : {},
    ...resultName2 === void 0 ? {} : { name: resultName2 }
  };
  return new BadResponseError(
    `The service address answered ${status} with ${came} instead of ${what}; nothing was saved.${hint}`,
    { status, messageCode, messageData },
    shown2
  );
}
__name(describeUnexpected, "describeUnexpected");
function contradictsName(contentType, name) {
  const type = contentType?.split(";")[0].trim().toLowerCase() ?? "";
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (type === "text/html") {
    return !["html", "htm", "xhtml", "mhtml"].includes(ext);
  }
  if (type === "application/json" || type.endsWith("+json")) {
    return !["json", "geojson"].includes(ext);
  }
  return false;
}
__name(contradictsName, "contradictsName");
var SERVICE_DOMAIN = "convertapi.com";
function resultLinkAllowed(url, baseUrl) {
  const base = new URL(baseUrl);
  if (url.origin === base.origin) {
    return true;
  }
  if (url.protocol !== "https:") {
    return false;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return host === SERVICE_DOMAIN || host.endsWith(`.${SERVICE_DOMAIN}`) || host === base.hostname.toLowerCase();
}
__name(resultLinkAllowed, "resultLinkAllowed");

// src/service/convert/resultNames.ts
var MAX_NAME_BYTES = 255;
function truncateUtf8(text2, maxBytes) {
  let bytes = 0;
  let out = "";
  for (const char of text2) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) {
      break;
    }
    out += char;
  }
  return out;
}
__name(truncateUtf8, "truncateUtf8");
var INVISIBLE2 = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
var REPLACED = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\\/:*?"<>|]/gu;
var WINDOWS_RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;
function splitName(name) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? { stem: name.slice(0, dot), ext: name.slice(dot) } : { stem: name, ext: "" };
}
__name(splitName, "splitName");
function fitName(stem2, suffix, ext, maxBytes) {
  const keepExt = Buffer.byteLength(ext) <= 32 ? ext : "";
  const room = maxBytes - Buffer.byteLength(suffix) - Buffer.byteLength(keepExt);
  const base = keepExt ? stem2 : stem2 + ext;
  return `${truncateUtf8(base, Math.max(room, 0)).replace(/[. ]+$/, "")}${suffix}${keepExt}`;
}
__name(fitName, "fitName");
function safeFileName(name, fallback) {
  let cleaned = name.normalize("NFC").replace(INVISIBLE2, "").replace(REPLACED, "_").replace(new RegExp("\\p{Zs}", "gu"), " ").trim().replace(/[. ]+$/, "").replace(/^[. ]+/, "");
  if (WINDOWS_RESERVED.test(cleaned.split(".")[0].trimEnd())) {
    cleaned = `_${cleaned}`;
  }
  if (Buffer.byteLength(cleaned) > MAX_NAME_BYTES) {
    const { stem: stem2, ext } = splitName(cleaned);
    cleaned = fitName(stem2, "", ext, MAX_NAME_BYTES);
  }
  return cleaned.length > 0 && !/^\.+$/.test(cleaned) ? cleaned : fallback;
}
__name(safeFileName, "safeFileName");
function numberedName(name, n, maxBytes = MAX_NAME_BYTES) {
  const { stem: stem2, ext } = splitName(name);
  return fitName(stem2, ` (${n})`, ext, maxBytes);
}
__name(numberedName, "numberedName");
var NumberedNames = class {
  static {
    __name(this, "NumberedNames");
  }
  next = /* @__PURE__ */ new Map();
  /** The first number worth trying for `key` (the path or name being numbered). */
  start(key2) {
    return this.next.get(key2) ?? 1;
  }
  /** Records that `n` was handed out (or found taken) for `key`. */
  taken(key2, n) {
    this.next.set(key2, n + 1);
  }
};
var OPERATIONS = /* @__PURE__ */ new Set([
  "compress",
  "pdfa",
  "pdfua",
  "protect",
  "unprotect",
  "decrypt",
  "encrypt",
  "merge",
  "compare",
  "split",
  "watermark",
  "rotate",
  "ocr",
  "flatten",
  "redact",
  "repair",
  "optimize",
  "linearize",
  "sign",
  "resize",
  "crop",
  "rasterize",
  "metadata"
]);
function isOperationTarget(targetFormat) {
  const target = targetFormat.toLowerCase();
  return OPERATIONS.has(target) || target.includes("-");
}
__name(isOperationTarget, "isOperationTarget");
function resultName(sourceName, targetFormat) {
  const { stem: stem2, ext } = splitName(sourceName);
  const extension = isOperationTarget(targetFormat) && ext.length > 1 ? ext.toLowerCase() : `.${targetFormat}`;
  return fitName(safeFileName(stem2, "result"), "", extension, MAX_NAME_BYTES);
}
__name(resultName, "resultName");

// src/service/convert/storedResults.ts
var DEFAULT_DELETION_BOUNDS = { timeoutMs: 1e4, waitMs: 3e3 };
var StoredResults = class {
  /**
   * Read from the service's answer as it came, before its results are checked: an answer refused
   * for one bad entry still has its good links removed. Indexes are those of `Files`.
   */
  constructor(transport, answer, bounds = DEFAULT_DELETION_BOUNDS) {
    this.transport = transport;
    this.bounds = bounds;
    const files = member(answer, "Files");
    for (const [index, file] of (Array.isArray(files) ? files : []).entries()) {
      const url = member(file, "Url");
      const at = typeof url === "string" ? this.storedAt(url) : void 0;
      if (at) {
        const name = member(file, "FileName");
        this.pending.set(index, { at, name: safeFileName(typeof name === "string" ? name : "", `result ${index + 1}`) });
      }
    }
  }
  transport;
  bounds;
  static {
    __name(this, "StoredResults");
  }
  pending = /* @__PURE__ */ new Map();
  deletions = [];
  /**
   * A link on the service's own file server, or undefined: a link elsewhere is never fetched,
   * so nothing is sent there to delete it either.
   */
  storedAt(url) {
    try {
      const at = this.transport.resolve(url);
      const id = /^\/d\/([^/]+)/.exec(at.pathname)?.[1];
      return id && resultLinkAllowed(at, this.transport.baseUrl) ? new URL(`/d/${id}`, at) : void 0;
    } catch {
      return void 0;
    }
  }
  /** This result's fate is known (downloaded or skipped): its server copy goes now, while later ones download. */
  release(index) {
    const stored = this.pending.get(index);
    if (stored) {
      this.pending.delete(index);
      this.deletions.push(this.delete(stored));
    }
  }
  /**
   * Removes every result not released yet (the conversion failed or was cancelled before their
   * turn). It waits for the removals, never longer than the bound (a file server that hangs must
   * not hold up the batch), and not at all after a Cancel: the person asked to stop now, and the
   * removals go on by themselves until their own timeout.
   */
  async settle(cancelled = false) {
    for (const index of [...this.pending.keys()]) {
      this.release(index);
    }
    if (cancelled) {
      return;
    }
    let timer;
    const bound = new Promise((resolve4) => timer = setTimeout(resolve4, this.bounds.waitMs));
    try {
      await Promise.race([Promise.all(this.deletions), bound]);
    } finally {
      clearTimeout(timer);
    }
  }
  /** Best effort (see removeStoredFile): a failure is logged and never fails the conversion. */
  async delete({ at, name }) {
    await removeStoredFile(this.transport, at.href, `stored result ${name}`, this.bounds.timeoutMs);
  }
};

// src/service/convert/conversionWait.ts
var TIMEOUT_MARGIN_SECONDS = 10;
var MIN_TIMEOUT = 10;
var MAX_TIMEOUT = 1200;
function conversionWait(longestWaitMs, parameters) {
  const ours = Math.floor(longestWaitMs / 1e3) - TIMEOUT_MARGIN_SECONDS;
  const asked = Object.entries(parameters ?? {}).find(([name]) => name.toLowerCase() === "timeout")?.[1];
  const theirs = typeof asked === "number" || typeof asked === "string" ? Number(asked) : NaN;
  const wanted = Number.isFinite(theirs) && theirs > 0 ? Math.min(ours, Math.ceil(theirs)) : ours;
  const timeoutSeconds = Math.min(MAX_TIMEOUT, Math.max(MIN_TIMEOUT, wanted));
  return { timeoutSeconds, answerWithinMs: (timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1e3 };
}
__name(conversionWait, "conversionWait");

// src/service/convert/requestParameters.ts
function withoutTimeout(parameters) {
  return Object.fromEntries(Object.entries(parameters ?? {}).filter(([name]) => name.toLowerCase() !== "timeout"));
}
__name(withoutTimeout, "withoutTimeout");
function withoutClientManaged(parameters) {
  return Object.fromEntries(Object.entries(withoutTimeout(parameters)).filter(([name]) => name.toLowerCase() !== "storefile"));
}
__name(withoutClientManaged, "withoutClientManaged");
function flattenParameters(parameters) {
  const fields = {};
  for (const [name, value] of Object.entries(parameters ?? {})) {
    if (Array.isArray(value)) {
      value.forEach((v, i) => fields[`${name}[${i}]`] = String(v));
    } else {
      fields[name] = String(value);
    }
  }
  return fields;
}
__name(flattenParameters, "flattenParameters");
async function holdingSecretValues(redactor, parameters, work) {
  const releases = [];
  for (const [name, value] of Object.entries(parameters ?? {})) {
    if (looksLikeSecretName(name)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        releases.push(redactor.hold(String(v)));
      }
    }
  }
  try {
    return await work();
  } finally {
    releases.forEach((release) => release());
  }
}
__name(holdingSecretValues, "holdingSecretValues");

// src/service/convert/conversionRequest.ts
init_errors2();
function checkFormat(format2, which) {
  const normalized = normalizeFormat(format2);
  const problem2 = isConverterFormat(normalized) ? void 0 : validateFormat(normalized);
  if (problem2) {
    throw new ConfigError(`The ${which} format "${format2}" is not valid. ${problem2}`, "format", {
      messageCode: which === "source" ? "config.sourceFormatInvalid" : "config.targetFormatInvalid",
      messageData: { format: format2 }
    });
  }
  return normalized;
}
__name(checkFormat, "checkFormat");
function checkPageUrl(pageUrl) {
  let url;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new ConfigError(`"${pageUrl}" is not a web address. Use a full address such as https://example.com/page.`, "url", {
      messageCode: "config.pageUrlInvalid",
      messageData: { url: pageUrl }
    });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError("Only http:// and https:// pages can be converted.", "url", { messageCode: "config.pageUrlScheme" });
  }
}
__name(checkPageUrl, "checkPageUrl");
function webToPdfPath(pageUrl, parameters) {
  const query = new URLSearchParams({ ...flattenParameters(parameters), Url: pageUrl });
  return `/convert/web/to/pdf?${query.toString()}`;
}
__name(webToPdfPath, "webToPdfPath");
function fileParts(req) {
  const inputs = req.moreSources && req.moreSources.length > 0 ? [req.source, ...req.moreSources] : void 0;
  const parts = inputs ? inputs.map((file, i) => ({ field: `Files[${i}]`, file })) : [{ field: "File", file: req.source }];
  for (const [name, value] of Object.entries(req.fileParameters ?? {})) {
    const list = Array.isArray(value) ? value : [value];
    parts.push(...list.map((file, i) => ({ field: Array.isArray(value) ? `${name}[${i}]` : name, file })));
  }
  return parts;
}
__name(fileParts, "fileParts");

// src/service/convert/resultWriter.ts
init_errors2();

// src/service/convert/files.ts
var import_node_crypto2 = require("node:crypto");
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_stream2 = require("node:stream");
var import_promises2 = require("node:stream/promises");
init_errors2();
async function sourceFromPath(path) {
  const stat3 = await import_node_fs.promises.stat(path);
  if (!stat3.isFile()) {
    throw new Error(`${path} is not a file.`);
  }
  return { name: (0, import_node_path2.basename)(path), size: stat3.size, open: /* @__PURE__ */ __name(() => (0, import_node_fs.createReadStream)(path, { highWaterMark: 256 * 1024 }), "open") };
}
__name(sourceFromPath, "sourceFromPath");
function temporaryName(finalName) {
  return `.${truncateUtf8(finalName, 200)}.${(0, import_node_crypto2.randomBytes)(4).toString("hex")}.partial`;
}
__name(temporaryName, "temporaryName");
function temporaryNameFor(finalPath) {
  return (0, import_node_path2.join)((0, import_node_path2.dirname)(finalPath), temporaryName((0, import_node_path2.basename)(finalPath)));
}
__name(temporaryNameFor, "temporaryNameFor");
var NO_HARD_LINKS = /* @__PURE__ */ new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV", "EMLINK", "EACCES"]);
async function removeQuietly(path) {
  await import_node_fs.promises.rm(path, { force: true }).catch(() => void 0);
}
__name(removeQuietly, "removeQuietly");
var nodeOutputFileSystem = {
  async stage(plan, data, signal) {
    const createdDirectory = await import_node_fs.promises.mkdir((0, import_node_path2.dirname)(plan.path), { recursive: true });
    const temp = temporaryNameFor(plan.path);
    const sink = (0, import_node_fs.createWriteStream)(temp, { flags: "wx" });
    try {
      const source = data instanceof Uint8Array ? import_node_stream2.Readable.from([data]) : data;
      await (0, import_promises2.pipeline)(source, sink, { signal });
    } catch (err) {
      await new Promise((resolve4) => sink.closed ? resolve4() : sink.once("close", () => resolve4()));
      await removeQuietly(temp);
      await removeEmptyDirectories((0, import_node_path2.dirname)(plan.path), createdDirectory);
      throw signal?.aborted ? new CancelledError() : err;
    }
    const { size } = await import_node_fs.promises.stat(temp);
    let committed = false;
    return {
      finalPath: plan.path,
      size,
      createdDirectory,
      async commit() {
        if (plan.overwrite) {
          await import_node_fs.promises.rename(temp, plan.path);
        } else {
          try {
            await import_node_fs.promises.link(temp, plan.path);
          } catch (err) {
            const code = err.code;
            if (code === "EEXIST") {
              throw new OutputExistsError(plan.path);
            }
            if (!code || !NO_HARD_LINKS.has(code)) {
              throw err;
            }
            try {
              await import_node_fs.promises.copyFile(temp, plan.path, import_node_fs.constants.COPYFILE_EXCL);
            } catch (copyErr) {
              if (copyErr.code === "EEXIST") {
                throw new OutputExistsError(plan.path);
              }
              throw copyErr;
            }
          }
          await removeQuietly(temp);
        }
        committed = true;
      },
      async discard() {
        if (!committed) {
          await removeQuietly(temp);
        }
      },
      async rollback() {
        if (committed && !plan.overwrite) {
          await removeQuietly(plan.path);
        }
      }
    };
  }
};
async function commitAll(staged) {
  const done = [];
  try {
    for (const file of staged) {
      await file.commit();
      done.push(file);
    }
  } catch (err) {
    await Promise.all(done.map((f) => f.rollback()));
    await discardAll(staged);
    throw err;
  }
}
__name(commitAll, "commitAll");
async function removeEmptyDirectories(from, upTo) {
  if (!upTo) {
    return;
  }
  for (let dir = from; dir.length >= upTo.length && dir.startsWith(upTo); dir = (0, import_node_path2.dirname)(dir)) {
    try {
      await import_node_fs.promises.rmdir(dir);
    } catch {
      return;
    }
    if (dir === upTo) {
      return;
    }
  }
}
__name(removeEmptyDirectories, "removeEmptyDirectories");
async function discardAll(staged) {
  await Promise.all(staged.map((f) => f.discard()));
  const folders = staged.filter((f) => f.createdDirectory).sort((a, b) => b.finalPath.length - a.finalPath.length);
  for (const file of folders) {
    await removeEmptyDirectories((0, import_node_path2.dirname)(file.finalPath), file.createdDirectory);
  }
}
__name(discardAll, "discardAll");

// src/service/convert/resultDownload.ts
init_errors2();
async function stageStoredResult(transport, entry, plan, output2, signal, onBytes) {
  const at = transport.resolve(entry.url);
  if (!resultLinkAllowed(at, transport.baseUrl)) {
    transport.log(
      "warn",
      `Result link refused: ${redactUrl(at.href)} is not on the service's hosts (${transport.baseUrl}, *.convertapi.com).`
    );
    throw new BadResponseError(
      `The service named a result link on ${at.origin}, which is not one of the service's hosts; it was not downloaded.`,
      { status: 200, messageCode: "response.foreignResultLink", messageData: { origin: at.origin } },
      ""
    );
  }
  const download = await transport.send({ method: "GET", target: entry.url, signal, label: `download ${entry.name}` });
  try {
    const type = download.headers["content-type"];
    if (contradictsName(Array.isArray(type) ? type[0] : type, entry.name)) {
      throw await unexpectedAnswer(download, transport.redactor, entry.name);
    }
    const { declared, contentLength } = announcedSizes(download.headers);
    return await output2.stage(
      plan,
      verifiedBytes(download.body, { name: entry.name, sizes: [entry.size, declared, contentLength], onBytes }),
      signal
    );
  } catch (err) {
    await download.body.dump().catch(() => void 0);
    throw localFileError(err, plan.path) ?? bodyError(err, download, signal);
  }
}
__name(stageStoredResult, "stageStoredResult");

// src/service/convert/resultWriter.ts
var ResultWriter = class {
  constructor(transport, deletionBounds) {
    this.transport = transport;
    this.deletionBounds = deletionBounds;
  }
  transport;
  deletionBounds;
  static {
    __name(this, "ResultWriter");
  }
  /** Saves the results of `response` where `req.resolveOutput` says; nothing stays behind on failure. */
  async save(response, req, dst, started) {
    const output2 = req.output ?? nodeOutputFileSystem;
    const staged = [];
    const skipped = [];
    const ownName = resultName(req.source.name, dst);
    const multiFile = req.results ? req.results === "several" : isMultiFile(req.sourceFormat, dst);
    let charged = 0;
    let writing;
    let stored;
    try {
      const shape = answerShape(response.headers);
      if (shape === "other") {
        throw await unexpectedAnswer(response, this.transport.redactor);
      }
      if (shape === "attachment") {
        const headerCost = conversionCostHeader(response.headers);
        charged = headerCost ?? 1;
        const { declared, contentLength } = announcedSizes(response.headers);
        const plan = await req.resolveOutput({ name: ownName, index: 0, count: 1, size: declared });
        if (!plan) {
          await response.body.dump().catch(() => void 0);
          skipped.push(ownName);
        } else {
          req.onProgress?.({ phase: "download", done: 0, total: declared ?? contentLength });
          writing = plan.path;
          const onBytes = downloadProgress(req);
          staged.push(
            await output2.stage(
              plan,
              verifiedBytes(response.body, { name: ownName, sizes: [declared, contentLength], onBytes }),
              req.signal
            )
          );
        }
        await commitAll(staged);
        return finish(staged, skipped, headerCost, started);
      }
      const body = await readJson(response, this.transport.redactor, void 0, req.signal);
      stored = new StoredResults(this.transport, body, this.deletionBounds);
      const { cost, entries } = parseConversionResponse(body, response.statusCode, ownName, this.transport.redactor);
      charged = cost ?? 1;
      for (const [index, entry] of entries.entries()) {
        const name = entries.length === 1 && !multiFile ? ownName : entry.name;
        const plan = await req.resolveOutput({ name, index, count: entries.length, size: entry.size });
        if (!plan) {
          skipped.push(name);
          stored.release(index);
          continue;
        }
        req.onProgress?.({ phase: "download", done: 0, total: entry.size });
        writing = plan.path;
        staged.push(await this.stageEntry({ ...entry, name }, plan, output2, req.signal, downloadProgress(req)));
        stored.release(index);
      }
      writing = void 0;
      await commitAll(staged);
      await stored.settle();
      return finish(staged, skipped, cost, started);
    } catch (err) {
      await discardAll(staged);
      await stored?.settle(req.signal?.aborted === true);
      await response.body.dump().catch(() => void 0);
      throw markCharged(localFileError(err, writing) ?? bodyError(err, response, req.signal), charged);
    }
  }
  async stageEntry(entry, plan, output2, signal, onBytes) {
    if (entry.url) {
      return stageStoredResult(this.transport, { name: entry.name, url: entry.url, size: entry.size }, plan, output2, signal, onBytes);
    }
    const bytes = decodeBase64Strict(entry.data ?? "", entry.name);
    return output2.stage(plan, verifiedBytes(bytes, { name: entry.name, sizes: [entry.size] }), signal);
  }
};
function downloadProgress(req) {
  const report2 = req.onProgress;
  return report2 && ((received, announced) => report2({ phase: "download", done: received, total: announced }));
}
__name(downloadProgress, "downloadProgress");
function finish(staged, skipped, cost, started) {
  return {
    files: staged.map((s) => ({ name: s.finalPath.split(/[\\/]/).pop() ?? s.finalPath, path: s.finalPath, size: s.size })),
    skipped,
    conversionCost: cost,
    durationMs: Date.now() - started
  };
}
__name(finish, "finish");
function conversionCostHeader(headers) {
  const raw = headers["conversioncost"];
  const text2 = Array.isArray(raw) ? raw[0] : raw;
  return text2 !== void 0 && /^\s*\d+\s*$/.test(text2) ? Number(text2) : void 0;
}
__name(conversionCostHeader, "conversionCostHeader");
function parseConversionResponse(body, status, fallbackName, redactor = { redact: redactPatterns }) {
  const files = member(body, "Files");
  if (!Array.isArray(files) || files.length === 0) {
    throw new BadResponseError(
      `The service answered ${status} without any result file.`,
      { status, messageCode: "response.noResultFile", messageData: { status } },
      excerpt(JSON.stringify(body ?? null), redactor)
    );
  }
  const entries = files.map((file, index) => {
    const rawName = member(file, "FileName");
    const url = member(file, "Url");
    const data = member(file, "FileData");
    const size = member(file, "FileSize");
    if (typeof url !== "string" && typeof data !== "string") {
      throw new BadResponseError(
        `Result ${index + 1} from the service has neither Url nor FileData.`,
        { status, messageCode: "response.resultWithoutData", messageData: { number: index + 1 } },
        ""
      );
    }
    const fallback = files.length > 1 ? fallbackName.replace(/(\.[^.]*)?$/, `-${index + 1}$1`) : fallbackName;
    return {
      name: safeFileName(typeof rawName === "string" ? rawName : fallback, fallback),
      size: typeof size === "number" ? size : void 0,
      url: typeof url === "string" ? url : void 0,
      data: typeof data === "string" ? data : void 0
    };
  });
  const cost = member(body, "ConversionCost");
  return { cost: typeof cost === "number" ? cost : void 0, entries };
}
__name(parseConversionResponse, "parseConversionResponse");

// src/service/convert/asyncChoice.ts
var DEFAULT_ASYNC_SETTINGS = { mode: "auto", timeoutSeconds: 290, aboveBytes: 100 * 1024 * 1024 };
function askedTimeoutSeconds(settings, parameters) {
  const own = Object.entries(parameters ?? {}).find(([name]) => name.toLowerCase() === "timeout")?.[1];
  const value = typeof own === "number" || typeof own === "string" ? Number(own) : NaN;
  const seconds = Number.isFinite(value) && value > 0 ? value : settings.timeoutSeconds;
  return Math.min(1200, Math.max(10, Math.ceil(seconds)));
}
__name(askedTimeoutSeconds, "askedTimeoutSeconds");
function useAsyncApi(settings, conversion) {
  if (settings.mode !== "auto") {
    return settings.mode === "always";
  }
  return (conversion.timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1e3 > conversion.longestWaitMs || conversion.sourceBytes > settings.aboveBytes;
}
__name(useAsyncApi, "useAsyncApi");

// src/service/convert/asyncJob.ts
var import_node_crypto3 = require("node:crypto");
init_errors2();
var ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
function newJobId() {
  let id = "";
  while (id.length < 32) {
    for (const byte of (0, import_node_crypto3.randomBytes)(48)) {
      if (byte < 252 && id.length < 32) {
        id += ALPHABET[byte % 36];
      }
    }
  }
  return id;
}
__name(newJobId, "newJobId");
var QUEUE_SLACK_MS = 10 * 6e4;
function jobClock(job, now = Date.now()) {
  const startedAt = Number.isFinite(job.startedAt) ? Math.min(job.startedAt, now) : now;
  const timeoutSeconds = Number.isFinite(job.timeoutSeconds) ? Math.min(1200, Math.max(10, Math.ceil(job.timeoutSeconds))) : 1200;
  return { startedAt, timeoutSeconds, giveUpAfterMs: (timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1e3 + QUEUE_SLACK_MS };
}
__name(jobClock, "jobClock");
var POLL_DELAYS_MS = [500, 1e3, 2e3, 3e3, 5e3];
async function waitForJob(transport, jobId, options = {}) {
  const delays = options.delaysMs ?? POLL_DELAYS_MS;
  const startedAt = options.startedAt ?? Date.now();
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) {
      throw new CancelledError();
    }
    if (options.giveUpAfterMs !== void 0 && Date.now() - startedAt > options.giveUpAfterMs) {
      throw jobGone(jobId, "still running after the longest it may take");
    }
    let response;
    try {
      response = await transport.send({
        method: "GET",
        target: `/async/job/${jobId}`,
        headers: { accept: "application/json" },
        signal: options.signal,
        credential: options.credential,
        label: `poll job ${jobId.slice(0, 8)}\u2026`
      });
    } catch (err) {
      const failure = classifyError(err);
      if (failure?.kind === "notFound") {
        throw jobGone(jobId, "unknown to the service, or expired");
      }
      if (!(failure?.kind === "service" && err.status === 503)) {
        throw err;
      }
    }
    if (response?.statusCode === 200) {
      return response;
    }
    await response?.body.dump().catch(() => void 0);
    options.onWaiting?.(Date.now() - startedAt);
    await delay(delays[Math.min(attempt, delays.length - 1)] ?? 5e3, options.signal);
  }
}
__name(waitForJob, "waitForJob");
function jobGone(jobId, why) {
  return new BadResponseError(
    "The service no longer has this conversion job, or it did not end in time; its result cannot be fetched. Convert the file again.",
    { status: 404, messageCode: "response.jobGone" },
    `job ${jobId.slice(0, 8)}\u2026: ${why}`
  );
}
__name(jobGone, "jobGone");
async function abandonJob(transport, jobId, bounds, options) {
  try {
    const response = await waitForJob(transport, jobId, options);
    const body = await readJson(response, transport.redactor);
    await new StoredResults(transport, body, bounds).settle();
    transport.log("info", `Job ${jobId.slice(0, 8)}\u2026 ended after the wait was cancelled; its stored results were deleted.`);
    return "deleted";
  } catch (err) {
    const failure = classifyError(err);
    if (failure?.kind === "service" || failure?.kind === "request") {
      transport.log("info", `Job ${jobId.slice(0, 8)}\u2026 failed after the wait was cancelled; nothing is stored.`);
      return "failed";
    }
    transport.log("warn", `Job ${jobId.slice(0, 8)}\u2026 could not be followed to its end: ${err.message}`);
    return "unknown";
  }
}
__name(abandonJob, "abandonJob");

// src/service/convert/asyncConversion.ts
init_errors2();
async function convertThroughJob(deps, req, conversion) {
  const { src, dst, credential } = conversion;
  const resumed = req.resumeJob;
  const { startedAt, timeoutSeconds, giveUpAfterMs } = jobClock(
    resumed ?? { startedAt: Date.now(), timeoutSeconds: conversion.timeoutSeconds }
  );
  let lostStart;
  let jobId = resumed?.jobId ?? newJobId();
  if (!resumed) {
    try {
      jobId = await start(deps, req, jobId, { src, dst, timeoutSeconds, credential });
    } catch (err) {
      if (!answerLost(err, req.signal)) {
        throw err;
      }
      lostStart = err;
      deps.transport.log("warn", `The answer to the start of job ${jobId.slice(0, 8)}\u2026 was lost; looking for the job by its id.`);
    }
  }
  const event = { jobId, startedAt, timeoutSeconds };
  if (!resumed) {
    req.onJob?.({ ...event, state: "started" });
  }
  const delaysMs = deps.pollDelaysMs ?? POLL_DELAYS_MS;
  let answer;
  try {
    req.onProgress?.({ phase: "convert", elapsedMs: Date.now() - startedAt });
    answer = await waitForJob(deps.transport, jobId, {
      signal: req.signal,
      delaysMs,
      startedAt,
      giveUpAfterMs,
      credential,
      onWaiting: /* @__PURE__ */ __name((elapsedMs) => req.onProgress?.({ phase: "convert", elapsedMs }), "onWaiting")
    });
  } catch (err) {
    if (lostStart !== void 0 && err.messageCode === "response.jobGone") {
      req.onJob?.({ ...event, state: "ended" });
      throw lostStart;
    }
    if (isCancellation(err) || req.signal?.aborted) {
      const following = abandonJob(deps.transport, jobId, deps.deletionBounds, { delaysMs, giveUpAfterMs, startedAt, credential }).finally(
        () => {
          deps.abandoned.delete(following);
          req.onJob?.({ ...event, state: "ended" });
        }
      );
      deps.abandoned.add(following);
      req.onJob?.({ ...event, state: "abandoned" });
      throw markJobLeftRunning(new CancelledError());
    }
    req.onJob?.({ ...event, state: "ended" });
    throw err;
  }
  try {
    return await deps.results.save(answer, req, dst, startedAt);
  } finally {
    req.onJob?.({ ...event, state: "ended" });
  }
}
__name(convertThroughJob, "convertThroughJob");
function answerLost(err, signal) {
  const failure = classifyError(err);
  return !signal?.aborted && failure?.kind === "network" && ["reset", "timeout", "other"].includes(failure.reason);
}
__name(answerLost, "answerLost");
async function start(deps, req, ours, c) {
  const files = fileParts(req);
  const total = files.reduce((n, p) => n + p.file.size, 0);
  req.onProgress?.({ phase: "upload", done: 0, total });
  const response = await deps.send({
    method: "POST",
    target: `/async/convert/${encodeURIComponent(c.src)}/to/${encodeURIComponent(c.dst)}?JobId=${ours}`,
    headers: { accept: "application/json" },
    // Stored results come as links: downloaded with progress, then deleted (DELETE /d/{FileId}).
    body: multipartBody(files, {
      StoreFile: "true",
      ...flattenParameters(withoutClientManaged(req.parameters)),
      Timeout: String(c.timeoutSeconds)
    }),
    credential: c.credential,
    signal: req.signal,
    label: `convert ${c.src}\u2192${c.dst} (async)`,
    onUploadProgress: /* @__PURE__ */ __name((sent) => req.onProgress?.({ phase: "upload", done: sent, total }), "onUploadProgress")
  });
  const body = await readJson(response, deps.transport.redactor, void 0, req.signal);
  const theirs = member(body, "JobId");
  if (typeof theirs === "string" && theirs.length > 0 && theirs !== ours) {
    deps.transport.log("warn", `The service named the job ${theirs.slice(0, 8)}\u2026 instead of the JobId sent; following its id.`);
    return theirs;
  }
  return ours;
}
__name(start, "start");

// src/service/convert/conversionClient.ts
var ConversionClient = class {
  constructor(transport, credentials, deletionBounds = DEFAULT_DELETION_BOUNDS, options = {}) {
    this.transport = transport;
    this.credentials = credentials;
    this.deletionBounds = deletionBounds;
    this.options = options;
    credentials.registerSecrets?.(transport.redactor);
    this.results = new ResultWriter(transport, deletionBounds);
  }
  transport;
  credentials;
  deletionBounds;
  options;
  static {
    __name(this, "ConversionClient");
  }
  results;
  /** Async jobs whose wait was cancelled, followed to their end so that what they stored is deleted. */
  abandoned = /* @__PURE__ */ new Set();
  /**
   * A job whose wait was cancelled in a window since reloaded: followed to its end, and what it
   * stored deleted (never saved). Resolves when that is done; never throws.
   */
  async forgetJob(job) {
    const bearer = await this.credentials.getBearer().catch(() => void 0);
    const { startedAt, giveUpAfterMs } = jobClock(job);
    await abandonJob(this.transport, job.jobId, this.deletionBounds, {
      delaysMs: this.options.pollDelaysMs,
      startedAt,
      giveUpAfterMs,
      credential: bearer === void 0 ? void 0 : { kind: this.credentials.kind, bearer }
    });
  }
  /** Resolves once every job given up by a Cancel has ended and what it stored is deleted (or been given up on). */
  async settled() {
    while (this.abandoned.size > 0) {
      await Promise.allSettled([...this.abandoned]);
    }
  }
  /** Converts one file. Nothing is written unless the whole conversion succeeded; on any failure no partial file is left. */
  async convert(req) {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertHeld(req));
  }
  async convertHeld(req) {
    const src = checkFormat(req.sourceFormat, "source");
    const dst = checkFormat(req.targetFormat, "target");
    const started = Date.now();
    const single = (req.results ?? (isMultiFile(src, dst) ? "several" : "one")) === "one";
    const bearer = await this.credentials.getBearer(req.signal);
    const files = fileParts(req);
    const total = files.reduce((n, p) => n + p.file.size, 0);
    const settings = this.options.async ?? DEFAULT_ASYNC_SETTINGS;
    const timeoutSeconds = askedTimeoutSeconds(settings, req.parameters);
    const credential = { kind: this.credentials.kind, bearer };
    if (req.resumeJob || req.async || useAsyncApi(settings, { timeoutSeconds, sourceBytes: total, longestWaitMs: this.transport.totalMs })) {
      const deps = {
        transport: this.transport,
        send: /* @__PURE__ */ __name((request) => this.send(request), "send"),
        results: this.results,
        deletionBounds: this.deletionBounds,
        pollDelaysMs: this.options.pollDelaysMs,
        abandoned: this.abandoned
      };
      return convertThroughJob(deps, req, { src, dst, timeoutSeconds, credential });
    }
    const wait = conversionWait(this.transport.totalMs, { Timeout: timeoutSeconds });
    req.onProgress?.({ phase: "upload", done: 0, total });
    const response = await this.send({
      method: "POST",
      target: `/convert/${encodeURIComponent(src)}/to/${encodeURIComponent(dst)}`,
      headers: { accept: single ? "application/octet-stream, application/json;q=0.9" : "application/json" },
      body: multipartBody(files, {
        ...single ? {} : { StoreFile: "true" },
        ...flattenParameters(withoutClientManaged(req.parameters)),
        Timeout: String(wait.timeoutSeconds)
      }),
      credential,
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      label: `convert ${src}\u2192${dst}`,
      // Once every byte is sent, the server is converting.
      onUploadProgress: /* @__PURE__ */ __name((sent) => req.onProgress?.({ phase: sent >= total ? "convert" : "upload", done: sent, total }), "onUploadProgress")
    });
    return this.results.save(response, req, dst, started);
  }
  /** Converts a web page (loopback only in the emulator) to PDF: the address in the query, the credential in the header. */
  async convertWebPage(req) {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertWebPageHeld(req));
  }
  async convertWebPageHeld(req) {
    const started = Date.now();
    checkPageUrl(req.pageUrl);
    const bearer = await this.credentials.getBearer(req.signal);
    const wait = conversionWait(this.transport.totalMs, req.parameters);
    const response = await this.send({
      method: "POST",
      target: webToPdfPath(req.pageUrl, { ...withoutClientManaged(req.parameters), Timeout: String(wait.timeoutSeconds) }),
      headers: { accept: "application/octet-stream, application/json;q=0.9" },
      // A POST carries the header like any conversion: a JWT is accepted there only (CONTRACT.md, Auth).
      credential: { kind: this.credentials.kind, bearer },
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      label: "convert web\u2192pdf"
    });
    const fallbackName = `${safeFileName(new URL(req.pageUrl).hostname, "page")}.pdf`;
    return this.results.save(
      response,
      { ...req, sourceFormat: "web", targetFormat: "pdf", source: { name: fallbackName, size: 0, open: /* @__PURE__ */ __name(() => import_node_stream3.Readable.from([]), "open") } },
      "pdf",
      started
    );
  }
  /** A JWT refused with 401 may simply have expired early (clock skew): no retry, but the next request gets a fresh one. */
  async send(request) {
    try {
      return await this.transport.send(request);
    } catch (err) {
      if (classifyError(err)?.kind === "auth") {
        this.credentials.invalidate();
      }
      throw err;
    }
  }
};

// src/service/chain/storedFiles.ts
function isSafeFileId(id) {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}
__name(isSafeFileId, "isSafeFileId");
var StoredFiles = class {
  constructor(transport, bounds = DEFAULT_DELETION_BOUNDS) {
    this.transport = transport;
    this.bounds = bounds;
  }
  transport;
  bounds;
  static {
    __name(this, "StoredFiles");
  }
  held = /* @__PURE__ */ new Map();
  deletions = /* @__PURE__ */ new Set();
  /** FileIds whose DELETE was sent (for the log and tests). */
  removed = /* @__PURE__ */ new Set();
  add(file) {
    if (!this.removed.has(file.fileId)) {
      this.held.set(file.fileId, file);
    }
  }
  /** Still on the server (as far as this run knows): a Try Again may resume from it. */
  has(fileId) {
    return this.held.has(fileId);
  }
  /** Calls `use` with each file still held. */
  forEach(use) {
    [...this.held.values()].forEach(use);
  }
  get count() {
    return this.held.size;
  }
  /** Removes one file now; the DELETE goes on by itself (see settle for waiting). */
  remove(fileId) {
    const file = this.held.get(fileId);
    if (!file) {
      return;
    }
    this.held.delete(fileId);
    this.removed.add(fileId);
    const deletion = this.delete(file).finally(() => this.deletions.delete(deletion));
    this.deletions.add(deletion);
  }
  /**
   * Removes every file still held. Waits for the removals at most `bounds.waitMs` (a file server
   * that hangs must not hold anything up), and not at all after a cancel: the person asked to stop
   * now, and the removals go on until their own timeout.
   */
  async settle(cancelled = false) {
    for (const fileId of [...this.held.keys()]) {
      this.remove(fileId);
    }
    if (cancelled || this.deletions.size === 0) {
      return;
    }
    let timer;
    const bound = new Promise((resolve4) => timer = setTimeout(resolve4, this.bounds.waitMs));
    try {
      await Promise.race([Promise.all([...this.deletions]), bound]);
    } finally {
      clearTimeout(timer);
    }
  }
  async delete(file) {
    await removeStoredFile(this.transport, `/d/${encodeURIComponent(file.fileId)}`, `stored file ${file.name}`, this.bounds.timeoutMs);
  }
};

// src/service/chain/chainClient.ts
var ChainClient = class {
  constructor(transport, credentials, deletionBounds) {
    this.transport = transport;
    this.credentials = credentials;
    this.deletionBounds = deletionBounds;
    credentials.registerSecrets?.(transport.redactor);
  }
  transport;
  credentials;
  deletionBounds;
  static {
    __name(this, "ChainClient");
  }
  /** A fresh record of stored files for one run (deleted by its settle()). */
  storedFiles() {
    return new StoredFiles(this.transport, this.deletionBounds);
  }
  /** `POST /upload`: the source's bytes once; the FileId is recorded in `stored` before anything else can fail. */
  async upload(source, stored, signal, onProgress) {
    const bearer = await this.credentials.getBearer(signal);
    const response = await this.send({
      method: "POST",
      target: "/upload",
      headers: { accept: "application/json", "content-disposition": `attachment; filename*=${rfc5987(source.name)}` },
      body: { contentType: "application/octet-stream", length: source.size, open: /* @__PURE__ */ __name(() => source.open(), "open") },
      credential: { kind: this.credentials.kind, bearer },
      signal,
      label: `upload ${source.name}`,
      onUploadProgress: /* @__PURE__ */ __name((sent) => onProgress?.(sent, source.size), "onUploadProgress")
    });
    const body = await readJson(response, this.transport.redactor, void 0, signal);
    const file = storedFileOf(body, source.name, false);
    if (!file) {
      throw new BadResponseError(
        `The service answered ${response.statusCode} to the upload without a FileId.`,
        { status: response.statusCode, messageCode: "response.noUploadId", messageData: { status: response.statusCode } },
        excerpt(JSON.stringify(body ?? null), this.transport.redactor)
      );
    }
    stored.add(file);
    return file;
  }
  /** One conversion with `StoreFile=true`; its results stay on the server (recorded in `req.stored`). */
  async convertStored(req) {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertHeld(req));
  }
  async convertHeld(req) {
    const src = normalizeFormat(req.sourceFormat);
    const dst = normalizeFormat(req.targetFormat);
    const bearer = await this.credentials.getBearer(req.signal);
    const several = req.inputs.length > 1;
    const fields = {};
    const parts = [];
    req.inputs.forEach((input, i) => {
      const field = several ? `Files[${i}]` : "File";
      if ("stored" in input) {
        fields[field] = input.stored.fileId;
      } else {
        parts.push({ field, file: input.bytes });
      }
    });
    const total = parts.reduce((n, p) => n + p.file.size, 0);
    const wait = conversionWait(this.transport.totalMs, req.parameters);
    const response = await this.send({
      method: "POST",
      target: `/convert/${encodeURIComponent(src)}/to/${encodeURIComponent(dst)}`,
      headers: { accept: "application/json" },
      body: multipartBody(parts, {
        ...fields,
        StoreFile: "true",
        ...flattenParameters(withoutClientManaged(req.parameters)),
        Timeout: String(wait.timeoutSeconds)
      }),
      credential: { kind: this.credentials.kind, bearer },
      // The service's Timeout plus the margin (conversionWait.ts).
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      label: `convert ${src}\u2192${dst} (stored)`,
      onUploadProgress: total > 0 ? (sent) => req.onUploadProgress?.(sent, total) : void 0
    });
    const body = await readJson(response, this.transport.redactor, void 0, req.signal);
    const listed = member(body, "Files");
    const entries = Array.isArray(listed) ? listed : [];
    const files = entries.map((entry, i) => storedFileOf(entry, `result-${i + 1}.${dst}`, true));
    files.forEach((file) => file && req.stored.add(file));
    if (files.length === 0) {
      throw new BadResponseError(
        `The service answered ${response.statusCode} without any result file.`,
        { status: response.statusCode, messageCode: "response.noResultFile", messageData: { status: response.statusCode } },
        excerpt(JSON.stringify(body ?? null), this.transport.redactor)
      );
    }
    const missing = files.findIndex((file) => file === void 0);
    if (missing >= 0) {
      throw new BadResponseError(
        `Result ${missing + 1} from the service was not stored on its file server (no FileId or Url).`,
        { status: response.statusCode, messageCode: "response.resultNotStored", messageData: { number: missing + 1 } },
        ""
      );
    }
    const cost = member(body, "ConversionCost");
    return { cost: typeof cost === "number" ? cost : void 0, files };
  }
  /** Downloads a stored result (only from the service's own hosts) and stages it at `plan`. */
  async saveStored(file, plan, output2, signal) {
    const url = file.url ?? `/d/${encodeURIComponent(file.fileId)}/${encodeURIComponent(file.name)}`;
    return stageStoredResult(this.transport, { name: file.name, url, size: file.size }, plan, output2, signal);
  }
  /** A JWT refused with 401 may simply have expired early: the next request gets a fresh one. */
  async send(request) {
    try {
      return await this.transport.send(request);
    } catch (err) {
      if (classifyError(err)?.kind === "auth") {
        this.credentials.invalidate();
      }
      throw err;
    }
  }
};
function storedFileOf(entry, fallbackName, needUrl) {
  const url = member(entry, "Url");
  const rawId = member(entry, "FileId");
  const fromUrl = typeof url === "string" ? /\/d\/([^/?#]+)/.exec(url)?.[1] : void 0;
  const fileId = typeof rawId === "string" && rawId !== "" ? rawId : fromUrl;
  if (!fileId || !isSafeFileId(fileId) || needUrl && typeof url !== "string") {
    return void 0;
  }
  const name = member(entry, "FileName");
  const size = member(entry, "FileSize");
  return {
    fileId,
    name: safeFileName(typeof name === "string" ? name : fallbackName, fallbackName),
    ...typeof url === "string" ? { url } : {},
    ...typeof size === "number" ? { size } : {}
  };
}
__name(storedFileOf, "storedFileOf");

// src/cli/environment.ts
var TOKEN_VARIABLE = "CONVERT_FILES_API_TOKEN";
var BASE_URL_VARIABLE = "CONVERT_FILES_BASE_URL";
var EnvironmentError = class extends Error {
  static {
    __name(this, "EnvironmentError");
  }
  name = "EnvironmentError";
  exitCode = 2;
};
function proxyFromEnvironment(env) {
  const url = env.HTTPS_PROXY ?? env.https_proxy ?? env.HTTP_PROXY ?? env.http_proxy;
  const noProxy = (env.NO_PROXY ?? env.no_proxy ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return { url: url?.trim() || void 0, strictSSL: true, noProxy };
}
__name(proxyFromEnvironment, "proxyFromEnvironment");
function fromVariable(variable, make) {
  try {
    return make();
  } catch (err) {
    throw new EnvironmentError(`${variable}: ${err.message}`);
  }
}
__name(fromVariable, "fromVariable");
function transportFromEnvironment(env) {
  const baseUrl = fromVariable(
    BASE_URL_VARIABLE,
    () => normalizeBaseUrl(env[BASE_URL_VARIABLE]?.trim() || DEFAULT_BASE_URL, BASE_URL_VARIABLE)
  );
  return new HttpTransport({ baseUrl, proxy: proxyFromEnvironment(env), userAgent: "convert-files-cli" });
}
__name(transportFromEnvironment, "transportFromEnvironment");
async function catalogueFromEnvironment(env, signal) {
  const transport = transportFromEnvironment(env);
  try {
    return await fetchCatalogue(transport, signal).catch(() => void 0);
  } finally {
    await transport.close();
  }
}
__name(catalogueFromEnvironment, "catalogueFromEnvironment");
function serviceFromEnvironment(env, maxParallel, options = {}) {
  const token = env[TOKEN_VARIABLE]?.trim();
  if (!token) {
    throw new EnvironmentError(`no API Token: set ${TOKEN_VARIABLE} in the environment (see --help)`);
  }
  const credential = fromVariable(TOKEN_VARIABLE, () => new ApiTokenCredential(token));
  const transport = transportFromEnvironment(env);
  const client = new ConversionClient(transport, credential, void 0, {
    async: { ...DEFAULT_ASYNC_SETTINGS, mode: options.async === true ? "always" : "auto" }
  });
  const chain = new ChainClient(transport, credential);
  const quiet = /* @__PURE__ */ __name(() => void 0, "quiet");
  return {
    batch: /* @__PURE__ */ __name((signal) => ({
      client: /* @__PURE__ */ __name(async () => client, "client"),
      chain: /* @__PURE__ */ __name(async () => chain, "chain"),
      // A Master Token is never asked for: the service refuses what it must, and the run says so.
      adminClient: /* @__PURE__ */ __name(async () => void 0, "adminClient"),
      progress: { run: /* @__PURE__ */ __name((_target, task) => task({ step: quiet, advance: quiet }, signal), "run") },
      // Never prompts: the caller maps "ask" to skip, so no question reaches here.
      conflicts: { ask: /* @__PURE__ */ __name(async () => void 0, "ask") },
      log: { info: quiet, warn: quiet, error: quiet },
      maxParallel
    }), "batch"),
    catalogue: /* @__PURE__ */ __name((signal) => fetchCatalogue(transport, signal).catch(() => void 0), "catalogue"),
    redact: /* @__PURE__ */ __name((text2) => transport.redactor.redact(text2), "redact"),
    // Jobs whose wait was stopped (Ctrl+C) are not followed: the process ends, their results expire at the service.
    close: /* @__PURE__ */ __name(() => transport.close(), "close")
  };
}
__name(serviceFromEnvironment, "serviceFromEnvironment");

// src/cli/main.ts
var import_node_path22 = require("node:path");

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text2, ignoreTrivia = false) {
  const len = text2.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count2, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count2 || !exact) {
      let ch = text2.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count2) {
      value2 = -1;
    }
    return value2;
  }
  __name(scanHexDigits, "scanHexDigits");
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  __name(setPosition, "setPosition");
  function scanNumber() {
    let start2 = pos;
    if (text2.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text2.length && text2.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text2.substring(start2, pos);
      }
    }
    let end = pos;
    if (pos < text2.length && (text2.charCodeAt(pos) === 69 || text2.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text2.length && text2.charCodeAt(pos) === 43 || text2.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text2.substring(start2, end);
  }
  __name(scanNumber, "scanNumber");
  function scanString() {
    let result = "", start2 = pos;
    while (true) {
      if (pos >= len) {
        result += text2.substring(start2, pos);
        scanError = 2;
        break;
      }
      const ch = text2.charCodeAt(pos);
      if (ch === 34) {
        result += text2.substring(start2, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text2.substring(start2, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text2.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start2 = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text2.substring(start2, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  __name(scanString, "scanString");
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text2.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text2.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text2.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start2 = pos - 1;
        if (text2.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text2.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text2.substring(start2, pos);
          return token = 12;
        }
        if (text2.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text2.charCodeAt(pos);
            if (ch === 42 && text2.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text2.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text2.substring(start2, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text2.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text2.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text2.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  __name(scanNext, "scanNext");
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  __name(isUnknownContentCharacter, "isUnknownContentCharacter");
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  __name(scanNextNonTrivia, "scanNextNonTrivia");
  return {
    setPosition,
    getPosition: /* @__PURE__ */ __name(() => pos, "getPosition"),
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: /* @__PURE__ */ __name(() => token, "getToken"),
    getTokenValue: /* @__PURE__ */ __name(() => value, "getTokenValue"),
    getTokenOffset: /* @__PURE__ */ __name(() => tokenOffset, "getTokenOffset"),
    getTokenLength: /* @__PURE__ */ __name(() => pos - tokenOffset, "getTokenLength"),
    getTokenStartLine: /* @__PURE__ */ __name(() => lineStartOffset, "getTokenStartLine"),
    getTokenStartCharacter: /* @__PURE__ */ __name(() => tokenOffset - prevTokenLineStartOffset, "getTokenStartCharacter"),
    getTokenError: /* @__PURE__ */ __name(() => scanError, "getTokenError")
  };
}
__name(createScanner, "createScanner");
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
__name(isWhiteSpace, "isWhiteSpace");
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
__name(isLineBreak, "isLineBreak");
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
__name(isDigit, "isDigit");
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text2, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  __name(onValue, "onValue");
  const visitor = {
    onObjectBegin: /* @__PURE__ */ __name(() => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    }, "onObjectBegin"),
    onObjectProperty: /* @__PURE__ */ __name((name) => {
      currentProperty = name;
    }, "onObjectProperty"),
    onObjectEnd: /* @__PURE__ */ __name(() => {
      currentParent = previousParents.pop();
    }, "onObjectEnd"),
    onArrayBegin: /* @__PURE__ */ __name(() => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    }, "onArrayBegin"),
    onArrayEnd: /* @__PURE__ */ __name(() => {
      currentParent = previousParents.pop();
    }, "onArrayEnd"),
    onLiteralValue: onValue,
    onError: /* @__PURE__ */ __name((error, offset, length) => {
      errors.push({ error, offset, length });
    }, "onError")
  };
  visit(text2, visitor, options);
  return currentParent[0];
}
__name(parse, "parse");
function parseTree(text2, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  __name(ensurePropertyComplete, "ensurePropertyComplete");
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  __name(onValue, "onValue");
  const visitor = {
    onObjectBegin: /* @__PURE__ */ __name((offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    }, "onObjectBegin"),
    onObjectProperty: /* @__PURE__ */ __name((name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    }, "onObjectProperty"),
    onObjectEnd: /* @__PURE__ */ __name((offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    }, "onObjectEnd"),
    onArrayBegin: /* @__PURE__ */ __name((offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    }, "onArrayBegin"),
    onArrayEnd: /* @__PURE__ */ __name((offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    }, "onArrayEnd"),
    onLiteralValue: /* @__PURE__ */ __name((value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    }, "onLiteralValue"),
    onSeparator: /* @__PURE__ */ __name((sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    }, "onSeparator"),
    onError: /* @__PURE__ */ __name((error, offset, length) => {
      errors.push({ error, offset, length });
    }, "onError")
  };
  visit(text2, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
__name(parseTree, "parseTree");
function findNodeAtLocation(root, path) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
__name(findNodeAtLocation, "findNodeAtLocation");
function visit(text2, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text2, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  __name(toNoArgVisit, "toNoArgVisit");
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  __name(toOneArgVisit, "toOneArgVisit");
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  __name(toOneArgVisitWithPath, "toOneArgVisitWithPath");
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  __name(toBeginVisit, "toBeginVisit");
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  __name(toEndVisit, "toEndVisit");
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  __name(scanNext, "scanNext");
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  __name(handleError, "handleError");
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  __name(parseString, "parseString");
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  __name(parseLiteral, "parseLiteral");
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  __name(parseProperty, "parseProperty");
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  __name(parseObject, "parseObject");
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  __name(parseArray, "parseArray");
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  __name(parseValue, "parseValue");
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
__name(visit, "visit");
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
__name(getNodeType, "getNodeType");

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
__name(printParseErrorCode, "printParseErrorCode");

// src/service/catalogue/options/optionInput.ts
init_errors2();
var INTEGER = /^[+-]?\d+$/;
var NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
var TRUE = /* @__PURE__ */ new Set(["true", "yes", "on", "1"]);
var FALSE = /* @__PURE__ */ new Set(["false", "no", "off", "0"]);
function parseOptionInput(field, input) {
  const raw = field.secret ? input : input.trim();
  if (raw === "") {
    return field.required ? required(field.label) : { ok: true, value: void 0 };
  }
  switch (field.kind) {
    case "toggle": {
      const t = raw.toLowerCase();
      return TRUE.has(t) ? { ok: true, value: true } : FALSE.has(t) ? { ok: true, value: false } : fail(problem("option.toggle", `${field.label} is on or off: enter true or false.`, { label: field.label }));
    }
    case "integer":
    case "number":
      return parseNumber(field, field.kind, raw, false);
    case "pick": {
      const value = pickValue(field, raw);
      const choices = (field.choices ?? []).join(", ");
      return value === void 0 ? fail(problem("option.choice", `${field.label} is one of: ${choices}.`, { label: field.label, choices })) : { ok: true, value };
    }
    case "list": {
      const items = raw.split(",").map((s) => s.trim()).filter((s) => s !== "");
      const values = [];
      for (const item of items) {
        const parsed = parseListItem(field, item);
        if (!parsed.ok) {
          return parsed;
        }
        values.push(parsed.value);
      }
      return values.length === 0 && field.required ? required(field.label) : { ok: true, value: values.length === 0 ? void 0 : values };
    }
    case "file":
      return checkFileName(field, raw) ?? { ok: true, value: raw };
    case "files": {
      const paths = raw.split(/\r?\n/).map((s) => s.trim()).filter((s) => s !== "");
      for (const p of paths) {
        const problem2 = checkFileName(field, p);
        if (problem2) {
          return problem2;
        }
      }
      return { ok: true, value: paths };
    }
    default:
      return field.pattern && !field.pattern.test(raw) ? notInForm(field, raw) : { ok: true, value: raw };
  }
}
__name(parseOptionInput, "parseOptionInput");
function notInForm(field, raw) {
  const example = typeof field.default === "string" && field.pattern?.test(field.default) ? field.default : void 0;
  return example === void 0 ? fail(
    problem("option.form", `${field.label} does not take "${raw}": the service would refuse it.`, { label: field.label, value: raw })
  ) : fail(
    problem("option.formExample", `${field.label} does not take "${raw}"; it takes values such as ${example}.`, {
      label: field.label,
      value: raw,
      example
    })
  );
}
__name(notInForm, "notInForm");
function parseNumber(field, kind, raw, item) {
  const pattern = kind === "integer" ? INTEGER : NUMBER;
  const n = Number(raw);
  if (!pattern.test(raw) || !Number.isFinite(n)) {
    return notInRange(field, kind, item, kind === "number" && /^[+-]?\d+,\d+$/.test(raw));
  }
  if (field.minimum !== void 0 && n < field.minimum || field.maximum !== void 0 && n > field.maximum) {
    return notInRange(field, kind, item, false);
  }
  return { ok: true, value: n };
}
__name(parseNumber, "parseNumber");
function notInRange(field, kind, item, decimalComma) {
  const { minimum: lo, maximum: hi } = field;
  const label = item ? `Each item of ${field.label}` : field.label;
  const what = kind === "integer" ? "a whole number" : "a number";
  const range = lo !== void 0 && hi !== void 0 ? ` from ${lo} to ${hi}` : lo !== void 0 ? ` of at least ${lo}` : hi !== void 0 ? ` of at most ${hi}` : "";
  const form = lo !== void 0 && hi !== void 0 ? "Range" : lo !== void 0 ? "Min" : hi !== void 0 ? "Max" : "";
  const code = `option.${kind === "integer" ? "whole" : "number"}${form}`;
  const data = {
    label: field.label,
    ...item ? { item: 1 } : {},
    ...lo !== void 0 ? { min: lo } : {},
    ...hi !== void 0 ? { max: hi } : {},
    ...decimalComma ? { decimalComma: 1 } : {}
  };
  return fail(problem(code, `${label} must be ${what}${range}${decimalComma ? " (use a dot for decimals)" : ""}.`, data));
}
__name(notInRange, "notInRange");
function parseListItem(field, item) {
  if (field.choices && field.choices.length > 0) {
    const value = pickValue(field, item);
    const choices = field.choices.join(", ");
    return value === void 0 ? fail(
      problem("option.notInList", `"${item}" is not one of ${field.label}\u2019s values: ${choices}.`, {
        item,
        label: field.label,
        choices
      })
    ) : { ok: true, value };
  }
  if (field.itemKind === "integer" || field.itemKind === "number") {
    return parseNumber(field, field.itemKind, item, true);
  }
  return { ok: true, value: item };
}
__name(parseListItem, "parseListItem");
function pickValue(field, raw) {
  return field.choices?.find((c) => String(c).toLowerCase() === raw.toLowerCase());
}
__name(pickValue, "pickValue");
function checkFileName(field, path) {
  const allowed = field.allowedExtensions;
  if (!allowed || allowed.length === 0) {
    return void 0;
  }
  const name = path.split(/[\\/]/).pop() ?? path;
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const types = allowed.map((e) => `.${e}`).join(", ");
  return allowed.includes(ext) ? void 0 : fail(problem("option.fileType", `${field.label} takes ${types} files; ${name} is not one.`, { label: field.label, types, name }));
}
__name(checkFileName, "checkFileName");
function fail(why) {
  return { ok: false, ...why };
}
__name(fail, "fail");
function required(label) {
  return { ok: false, ...problem("option.required", `${label} is required.`, { label }) };
}
__name(required, "required");

// src/service/catalogue/options/optionParameters.ts
init_errors2();
function buildParameters(fields, values) {
  const byName = new Map(fields.map((f) => [f.name.toLowerCase(), f]));
  const parameters = {};
  const files = {};
  const problems = [];
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name.toLowerCase());
    if (!field) {
      problems.push(problem("option.unknown", `This converter has no option "${name}".`, { name }));
      continue;
    }
    if (value === void 0) {
      continue;
    }
    const parsed = parseOptionInput(field, typeof value === "string" ? value : formatForParse(field, value));
    if (!parsed.ok) {
      problems.push(parsed);
      continue;
    }
    if (parsed.value === void 0 || !field.required && sameValue(parsed.value, field.default)) {
      continue;
    }
    if (field.kind === "file" || field.kind === "files") {
      files[field.name] = Array.isArray(parsed.value) ? parsed.value.map(String) : [String(parsed.value)];
    } else {
      parameters[field.name] = parsed.value;
    }
  }
  for (const f of fields) {
    if (f.required && !Object.keys(values).some((n) => n.toLowerCase() === f.name.toLowerCase() && values[n] !== void 0)) {
      problems.push(required(f.label));
    }
  }
  return { parameters, files, problems };
}
__name(buildParameters, "buildParameters");
function formatForParse(field, value) {
  return Array.isArray(value) ? value.join(field.kind === "files" ? "\n" : ",") : String(value);
}
__name(formatForParse, "formatForParse");
function sameValue(a, b) {
  if (b === void 0) {
    return false;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => String(x).toLowerCase() === String(b[i]).toLowerCase());
  }
  return String(a).toLowerCase() === String(b).toLowerCase();
}
__name(sameValue, "sameValue");

// src/service/catalogue/options/options.ts
var LATE_GROUPS = /* @__PURE__ */ new Set(["execution"]);
var GENERAL = "General";
function optionFields(converter) {
  const managed = new Set(CLIENT_MANAGED_PARAMETERS.map((n) => n.toLowerCase()));
  const fields = converter.parameters.filter((p) => !p.input && !managed.has(p.name.toLowerCase())).map(fieldOf);
  const featured = fields.filter((f) => f.featured);
  const groups = /* @__PURE__ */ new Map();
  for (const f of fields.filter((f2) => !f2.featured)) {
    groups.set(f.group, [...groups.get(f.group) ?? [], f]);
  }
  const ordered = [...groups.entries()].sort(
    ([a], [b]) => Number(LATE_GROUPS.has(a.toLowerCase())) - Number(LATE_GROUPS.has(b.toLowerCase()))
  );
  return [...featured, ...ordered.flatMap(([, list]) => list)];
}
__name(optionFields, "optionFields");
function fieldOf(p) {
  return {
    name: p.name,
    label: p.label,
    description: p.description,
    group: p.group ?? GENERAL,
    featured: p.featured,
    required: p.required,
    kind: kindOf(p),
    default: p.default,
    choices: p.enum,
    minimum: p.minimum,
    maximum: p.maximum,
    itemKind: p.type === "array" ? p.itemType === "integer" ? "integer" : p.itemType === "number" ? "number" : "text" : void 0,
    allowedExtensions: p.allowedExtensions,
    pattern: p.pattern === void 0 ? void 0 : new RegExp(p.pattern, "u"),
    secret: p.secret
  };
}
__name(fieldOf, "fieldOf");
function kindOf(p) {
  if (p.file) {
    return p.type === "array" ? "files" : "file";
  }
  if (p.type === "array") {
    return "list";
  }
  if (p.enum && p.enum.length > 0) {
    return "pick";
  }
  return p.type === "boolean" ? "toggle" : p.type === "integer" ? "integer" : p.type === "number" ? "number" : "text";
}
__name(kindOf, "kindOf");

// src/service/catalogue/options/presets.ts
init_errors2();
var MAX_VALUE = 2e3;
var MAX_LIST = 1e3;
var PARAMETER_NAME2 = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
function presetParameterProblem(name, value) {
  if (!PARAMETER_NAME2.test(name)) {
    return `"${name}" is not a parameter name.`;
  }
  if (looksLikeSecretName(name)) {
    return `${name} looks like a password or token; presets may be shared with the workspace, so they never hold one.`;
  }
  if (CLIENT_MANAGED_PARAMETERS.some((m) => m.toLowerCase() === name.toLowerCase()) || /^files?$/i.test(name)) {
    return `${name} is set by the extension, not by a preset.`;
  }
  const scalars = Array.isArray(value) ? value : [value];
  if (scalars.length === 0 || !scalars.every(isScalar2)) {
    return `${name} must be text, a number, true/false, or a list of those.`;
  }
  if (scalars.length > MAX_LIST || scalars.some((v) => typeof v === "string" && (v.length > MAX_VALUE || looksLikeJwt(v.trim())))) {
    return `${name} holds something too long or token-like for a shared preset.`;
  }
  return void 0;
}
__name(presetParameterProblem, "presetParameterProblem");
function presetProblems(preset, converter) {
  const fields = optionFields(converter);
  const refused = Object.keys(preset.parameters).flatMap((name) => {
    const field = fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
    if (field?.kind === "file" || field?.kind === "files") {
      return [
        problem(
          "preset.namesFile",
          `${field.label} is a file; presets never name files (a path on one machine means nothing on another, and a shared one could send any file).`,
          { label: field.label }
        )
      ];
    }
    return field?.secret ? [
      problem(
        "preset.holdsPassword",
        `${field.label} is a password field; presets may be shared with the workspace, so they never hold one.`,
        { label: field.label }
      )
    ] : [];
  });
  const checked = buildParameters(fields, preset.parameters).problems.filter((p) => p.messageCode !== "option.required");
  return [...refused, ...checked].map((p) => ({
    ...p,
    message: `Preset "${preset.name}": ${p.message}`,
    messageData: { ...p.messageData, preset: preset.name }
  }));
}
__name(presetProblems, "presetProblems");
function isScalar2(value) {
  return typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
__name(isScalar2, "isScalar");

// src/conversion/chains/pipelines.ts
var MAX_PIPELINES = 100;
var PIPELINE_KEYS = ["steps", "keepIntermediates"];
var STEP_KEYS = ["to", "parameters", "preset"];
var MAX_PIPELINE_STEPS = 10;
var MAX_PIPELINE_NAME = 80;
var MAX_STEPS = MAX_PIPELINE_STEPS;
var MAX_NAME = MAX_PIPELINE_NAME;
function parsePipelines(raw) {
  if (raw === void 0 || raw === null) {
    return { pipelines: [], problems: [] };
  }
  if (typeof raw !== "object" || Array.isArray(raw)) {
    return { pipelines: [], problems: ["pipelines must be an object: a name for each pipeline, with its steps."] };
  }
  const pipelines = [];
  const problems = [];
  const entries = Object.entries(raw);
  for (const [name, value] of entries.slice(0, MAX_PIPELINES)) {
    const found = parsePipeline(name, value);
    if ("problem" in found) {
      problems.push(`Pipeline "${name}": ${found.problem}`);
    } else {
      pipelines.push(found);
    }
  }
  if (entries.length > MAX_PIPELINES) {
    problems.push(`Only the first ${MAX_PIPELINES} pipelines are read.`);
  }
  return { pipelines, problems };
}
__name(parsePipelines, "parsePipelines");
function parsePipeline(name, value) {
  if (name.trim() === "" || name.length > MAX_NAME) {
    return { problem: `a name is 1 to ${MAX_NAME} characters.` };
  }
  const record = value;
  if (!record || typeof record !== "object" || Array.isArray(record) || !Array.isArray(record.steps)) {
    return { problem: 'give its steps: { "steps": ["pdf", { "to": "compress" }] }.' };
  }
  if (record.steps.length === 0 || record.steps.length > MAX_STEPS) {
    return { problem: `a pipeline has 1 to ${MAX_STEPS} steps.` };
  }
  const unknown = Object.keys(record).find((key2) => !PIPELINE_KEYS.includes(key2));
  if (unknown !== void 0) {
    return { problem: `"${unknown}" is not a field of a pipeline (allowed: ${PIPELINE_KEYS.join(", ")}).` };
  }
  if (record.keepIntermediates !== void 0 && typeof record.keepIntermediates !== "boolean") {
    return { problem: "keepIntermediates is true or false." };
  }
  const steps = [];
  for (const [i, raw] of record.steps.entries()) {
    const step = parseStep(raw);
    if (typeof step === "string") {
      return { problem: `step ${i + 1}: ${step}` };
    }
    steps.push(step);
  }
  return { name, steps, keepIntermediates: record.keepIntermediates === true };
}
__name(parsePipeline, "parsePipeline");
function parseStep(raw) {
  const step = typeof raw === "string" ? { to: raw } : raw;
  if (!step || typeof step !== "object" || Array.isArray(step) || typeof step.to !== "string") {
    return 'a step is a format ("pdf") or { "to": "compress", "parameters": { \u2026 } }.';
  }
  const unknown = Object.keys(step).find((key2) => !STEP_KEYS.includes(key2));
  if (unknown !== void 0) {
    return `"${unknown}" is not a field of a step (allowed: ${STEP_KEYS.join(", ")}).`;
  }
  const to = normalizeFormat(step.to);
  if (validateFormat(to.replace(/-/g, "")) !== void 0) {
    return `"${step.to}" is not a format.`;
  }
  if (step.preset !== void 0 && (typeof step.preset !== "string" || step.preset.trim() === "")) {
    return "preset is the name of a preset.";
  }
  if (step.preset !== void 0 && step.parameters !== void 0) {
    return "give preset or parameters, not both.";
  }
  if (step.parameters !== void 0) {
    if (!step.parameters || typeof step.parameters !== "object" || Array.isArray(step.parameters)) {
      return "parameters is an object of names and values.";
    }
    for (const [name, value] of Object.entries(step.parameters)) {
      const why = presetParameterProblem(name, value);
      if (why) {
        return why;
      }
    }
  }
  return {
    to,
    ...step.parameters !== void 0 ? { parameters: step.parameters } : {},
    ...typeof step.preset === "string" ? { preset: step.preset } : {}
  };
}
__name(parseStep, "parseStep");

// src/conversion/rules/templates.ts
var import_node_path3 = require("node:path");
var OUTPUT_DIRECTORY_VARIABLES = ["workspaceFolder", "relativeDir", "fileDirname", "fileBasenameNoExtension"];
var FILE_NAME_VARIABLES = ["fileBasenameNoExtension", "target", "preset", "date"];
var VARIABLE = /\$\{([^}]*)\}/g;
function templateProblem(template, allowed) {
  for (const m of template.matchAll(VARIABLE)) {
    if (!allowed.includes(m[1])) {
      return `\${${m[1]}} is not a variable here; use ${allowed.map((v) => `\${${v}}`).join(", ")}`;
    }
  }
  if (/\$\{[^}]*$/.test(template)) {
    return 'a "${" is not closed';
  }
  return void 0;
}
__name(templateProblem, "templateProblem");
function expand(template, values) {
  return template.replace(VARIABLE, (whole, name) => values[name] ?? whole);
}
__name(expand, "expand");
function stem(relativePath) {
  return splitName(import_node_path3.posix.basename(relativePath)).stem;
}
__name(stem, "stem");
function outputFolder(template, input) {
  const relativeDir = import_node_path3.posix.dirname(input.relativePath) === "." ? "" : import_node_path3.posix.dirname(input.relativePath);
  const sourceDir = import_node_path3.posix.join(input.workspaceFolder, relativeDir);
  if (template === void 0 || template.trim() === "") {
    return sourceDir;
  }
  const expanded = expand(template.trim().replace(/\\/g, "/"), {
    workspaceFolder: input.workspaceFolder,
    relativeDir,
    fileDirname: sourceDir,
    fileBasenameNoExtension: stem(input.relativePath)
  });
  const absolute = expanded.startsWith("/") || /^[a-zA-Z]:\//.test(expanded);
  return import_node_path3.posix.normalize(absolute ? expanded : import_node_path3.posix.join(input.workspaceFolder, expanded)).replace(/(.)\/+$/, "$1");
}
__name(outputFolder, "outputFolder");
function resultFileName(template, input) {
  const expanded = expand(template === void 0 || template.trim() === "" ? "${fileBasenameNoExtension}" : template.trim(), {
    fileBasenameNoExtension: stem(input.relativePath),
    target: input.target,
    preset: input.preset ?? "",
    date: input.now.toISOString().slice(0, 10)
  });
  if (/[/\\]/.test(expanded) || expanded === "" || expanded === "." || expanded === "..") {
    throw new Error(`fileName gives "${expanded}", which is not a file name (no folders: use outputDirectory)`);
  }
  return `${safeFileName(expanded, "result")}.${input.extension ?? input.target}`;
}
__name(resultFileName, "resultFileName");

// src/conversion/rules/ruleChecks.ts
var TRIGGERS = ["manual", "onSave", "onChange"];
var TOP_KEYS = ["$schema", "presets", "pipelines", "rules"];
var RULE_KEYS = ["name", "files", "exclude", "targets", "preset", "parameters", "outputDirectory", "fileName", "trigger"];
var STEP_KEYS2 = ["to", "parameters", "preset"];
var MAX_RULES = 200;
var MAX_TARGETS = 20;
var MAX_STEPS2 = 10;
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
__name(isObject, "isObject");
function unknownKeys(value, allowed, path, report2, rule) {
  for (const key2 of Object.keys(value)) {
    if (!allowed.includes(key2)) {
      report2([...path, key2], `"${key2}" is not a field here (allowed: ${allowed.join(", ")})`, rule);
    }
  }
}
__name(unknownKeys, "unknownKeys");
function checkParameters(value, path, report2, rule) {
  if (!isObject(value)) {
    report2(path, "parameters must be an object of option names and values", rule);
    return void 0;
  }
  let ok = true;
  for (const [name, v] of Object.entries(value)) {
    const problem2 = presetParameterProblem(name, v);
    if (problem2) {
      report2([...path, name], problem2, rule);
      ok = false;
    }
  }
  return ok ? value : void 0;
}
__name(checkParameters, "checkParameters");
function checkFormat2(value, path, report2, rule) {
  if (typeof value !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/i.test(value.trim()) || validateFormat(value.replace(/-/g, "")) !== void 0) {
    report2(path, `${JSON.stringify(value)} is not a format (1 to 16 letters or digits, such as "pdf")`, rule);
    return void 0;
  }
  return normalizeFormat(value);
}
__name(checkFormat2, "checkFormat");
function checkGlobs(value, path, report2, rule, required2) {
  const list = typeof value === "string" ? [value] : Array.isArray(value) ? value : void 0;
  if (list === void 0 || required2 && list.length === 0) {
    if (value !== void 0 || required2) {
      report2(path, 'must be a glob such as "docs/**/*.md" or a list of globs', rule);
    }
    return [];
  }
  const out = [];
  list.forEach((glob, i) => {
    const at = typeof value === "string" ? path : [...path, i];
    if (typeof glob !== "string" || glob.trim() === "") {
      report2(at, "a glob must be a non-empty text", rule);
    } else if (/^([/\\]|[a-zA-Z]:)/.test(glob.trim()) || glob.split(/[/\\]/).includes("..")) {
      report2(at, `"${glob}" must stay inside the workspace folder (relative, without "..")`, rule);
    } else {
      out.push(glob.trim().replace(/\\/g, "/").replace(/^\.\//, ""));
    }
  });
  return out;
}
__name(checkGlobs, "checkGlobs");
function checkOptions(value, path, report2, rule, what) {
  if (value.parameters !== void 0 && value.preset !== void 0) {
    report2(path, `${what} has "preset" or "parameters", not both`, rule);
  }
  const parameters = value.parameters === void 0 ? void 0 : checkParameters(value.parameters, [...path, "parameters"], report2, rule);
  if (value.preset !== void 0 && (typeof value.preset !== "string" || value.preset.trim() === "")) {
    report2([...path, "preset"], "a preset is named by a non-empty text", rule);
  }
  return { parameters, preset: typeof value.preset === "string" ? value.preset : void 0 };
}
__name(checkOptions, "checkOptions");
function checkStep(value, path, report2, rule) {
  if (typeof value === "string") {
    const to2 = checkFormat2(value, path, report2, rule);
    return to2 === void 0 ? void 0 : { to: to2 };
  }
  if (!isObject(value)) {
    report2(path, 'a step is a format ("pdf") or an object { "to", "parameters"?, "preset"? }', rule);
    return void 0;
  }
  unknownKeys(value, STEP_KEYS2, path, report2, rule);
  const to = checkFormat2(value.to, [...path, "to"], report2, rule);
  const options = checkOptions(value, path, report2, rule, "a step");
  return to === void 0 ? void 0 : { to, ...options };
}
__name(checkStep, "checkStep");
function checkTargets(value, path, report2, rule) {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_TARGETS) {
    report2(path, `targets must be a list of 1 to ${MAX_TARGETS} formats or chains, such as ["pdf", "html"]`, rule);
    return [];
  }
  const out = [];
  value.forEach((entry, i) => {
    if (typeof entry === "string") {
      const to = checkFormat2(entry, [...path, i], report2, rule);
      if (to !== void 0) {
        out.push({ kind: "format", to });
      }
    } else if (Array.isArray(entry) && entry.length > 0 && entry.length <= MAX_STEPS2) {
      const steps = entry.map((s, j) => checkStep(s, [...path, i, j], report2, rule));
      if (steps.every((s) => s !== void 0)) {
        out.push({ kind: "chain", steps });
      }
    } else if (isObject(entry) && entry.pipeline !== void 0) {
      unknownKeys(entry, ["pipeline"], [...path, i], report2, rule);
      if (typeof entry.pipeline !== "string" || entry.pipeline.trim() === "") {
        report2([...path, i, "pipeline"], "a pipeline is named by a non-empty text", rule);
      } else {
        out.push({ kind: "pipeline", name: entry.pipeline });
      }
    } else {
      report2(
        [...path, i],
        `a target is a format ("pdf"), a chain of 1 to ${MAX_STEPS2} steps (["pdf", {"to": "compress"}]) or a pipeline ({"pipeline": "name"})`,
        rule
      );
    }
  });
  return out;
}
__name(checkTargets, "checkTargets");
function checkTemplate(value, path, report2, rule, variables) {
  if (value === void 0) {
    return void 0;
  }
  const problem2 = typeof value === "string" ? templateProblem(value, variables) : "must be a text";
  if (problem2) {
    report2(path, `${String(path[path.length - 1])}: ${problem2}`, rule);
    return void 0;
  }
  return value;
}
__name(checkTemplate, "checkTemplate");
function checkRule(value, index, names, report2) {
  const path = ["rules", index];
  if (!isObject(value)) {
    report2(path, `rule ${index + 1} must be an object with "files" and "targets"`);
    return void 0;
  }
  const named = typeof value.name === "string" && value.name.trim() !== "";
  const name = named ? value.name.trim() : `rule ${index + 1}`;
  if (value.name !== void 0 && !named) {
    report2([...path, "name"], "name must be a non-empty text", name);
  }
  if (names.has(name.toLowerCase())) {
    report2([...path, "name"], "two rules have this name; tasks and messages need them apart", name);
  }
  names.add(name.toLowerCase());
  unknownKeys(value, RULE_KEYS, path, report2, name);
  const files = checkGlobs(value.files, [...path, "files"], report2, name, true);
  const exclude = checkGlobs(value.exclude, [...path, "exclude"], report2, name, false);
  const targets = checkTargets(value.targets, [...path, "targets"], report2, name);
  const { parameters, preset } = checkOptions(value, path, report2, name, "a rule");
  const trigger = value.trigger ?? "manual";
  if (!TRIGGERS.includes(trigger)) {
    report2([...path, "trigger"], `trigger must be one of ${TRIGGERS.join(", ")}`, name);
  }
  const outputDirectory = checkTemplate(value.outputDirectory, [...path, "outputDirectory"], report2, name, OUTPUT_DIRECTORY_VARIABLES);
  const fileName = checkTemplate(value.fileName, [...path, "fileName"], report2, name, FILE_NAME_VARIABLES);
  if (typeof fileName === "string" && /[/\\]/.test(fileName)) {
    report2([...path, "fileName"], "fileName is a name without folders (outputDirectory says where)", name);
  }
  return {
    name,
    index,
    files,
    exclude,
    targets,
    preset,
    parameters,
    outputDirectory,
    fileName,
    trigger
  };
}
__name(checkRule, "checkRule");
function checkRulesFile(value, report2) {
  if (!isObject(value)) {
    report2([], 'the rules file must be an object with "rules"');
    return void 0;
  }
  unknownKeys(value, TOP_KEYS, [], report2);
  const presets = {};
  if (value.presets !== void 0) {
    if (!isObject(value.presets)) {
      report2(["presets"], 'presets must be an object: { "name": { "parameters": { \u2026 } } }');
    } else {
      for (const [name, preset] of Object.entries(value.presets)) {
        if (!isObject(preset) || !isObject(preset.parameters)) {
          report2(["presets", name], `preset "${name}" must be { "parameters": { \u2026 } }`);
          continue;
        }
        unknownKeys(preset, ["parameters", "description"], ["presets", name], report2);
        const parameters = checkParameters(preset.parameters, ["presets", name, "parameters"], report2);
        if (parameters) {
          presets[name] = parameters;
        }
      }
    }
  }
  const pipelines = checkPipelines(value.pipelines, report2);
  if (!Array.isArray(value.rules) || value.rules.length === 0 || value.rules.length > MAX_RULES) {
    report2(["rules"], `rules must be a list of 1 to ${MAX_RULES} rules`);
    return void 0;
  }
  const names = /* @__PURE__ */ new Set();
  const rules = value.rules.map((rule, i) => checkRule(rule, i, names, report2));
  return { presets, pipelines, rules: rules.filter((r) => r !== void 0) };
}
__name(checkRulesFile, "checkRulesFile");
function checkPipelines(value, report2) {
  const out = {};
  if (value === void 0) {
    return out;
  }
  if (!isObject(value)) {
    report2(["pipelines"], 'pipelines must be an object: { "name": { "steps": ["pdf", { "to": "compress" }] } }');
    return out;
  }
  if (Object.keys(value).length > MAX_PIPELINES) {
    report2(["pipelines"], `a rules file defines at most ${MAX_PIPELINES} pipelines`);
  }
  for (const [name, raw] of Object.entries(value).slice(0, MAX_PIPELINES)) {
    const { pipelines, problems } = parsePipelines({ [name]: raw });
    problems.forEach((problem2) => report2(["pipelines", name], problem2));
    if (pipelines[0]) {
      out[name] = pipelines[0];
    }
  }
  return out;
}
__name(checkPipelines, "checkPipelines");

// src/conversion/rules/ruleFile.ts
var RULES_FILE = ".vscode/convert-files.json";
function problemText(problem2) {
  return `${problem2.line === void 0 ? "" : `line ${problem2.line}: `}${problem2.rule === void 0 ? "" : `rule "${problem2.rule}": `}${problem2.message}`;
}
__name(problemText, "problemText");
function lineAt(text2, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text2.length; i += 1) {
    if (text2.charCodeAt(i) === 10) {
      line += 1;
    }
  }
  return line;
}
__name(lineAt, "lineAt");
function parseRulesFile(text2) {
  const errors = [];
  const tree = parseTree2(text2, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0 || !tree) {
    const problems2 = errors.map((e) => ({ message: `not valid JSON (${printParseErrorCode(e.error)})`, line: lineAt(text2, e.offset) }));
    return { problems: problems2.length > 0 ? problems2 : [{ message: "the file is empty" }] };
  }
  const lineOf = /* @__PURE__ */ __name((path) => {
    const node = findNodeAtLocation2(tree, [...path]);
    return node ? lineAt(text2, node.offset) : void 0;
  }, "lineOf");
  const value = nodeValue(tree);
  const problems = [];
  const file = checkRulesFile(value, (path, message, rule) => problems.push({ message, line: lineOf(path), rule }));
  return problems.length > 0 ? { problems } : { file, problems };
}
__name(parseRulesFile, "parseRulesFile");
function nodeValue(node) {
  switch (node.type) {
    case "object": {
      const out = {};
      for (const property of node.children ?? []) {
        const [key2, value] = property.children ?? [];
        if (key2 && value) {
          out[String(key2.value)] = nodeValue(value);
        }
      }
      return out;
    }
    case "array":
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}
__name(nodeValue, "nodeValue");

// src/conversion/rules/definitions.ts
var import_node_crypto4 = require("node:crypto");
function canonical(value) {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(",")}]`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
__name(canonical, "canonical");
function sha256(data) {
  return (0, import_node_crypto4.createHash)("sha256").update(data).digest("hex");
}
__name(sha256, "sha256");
function resolveTargets(rule, file, lookup, pipelines) {
  const presetValues = /* @__PURE__ */ __name((name, format2) => {
    const found = Object.prototype.hasOwnProperty.call(file.presets, name) ? file.presets[name] : lookup?.(name, format2);
    if (!found) {
      throw new Error(
        `rule "${rule.name}": preset "${name}" is not defined in "presets" of the rules file${lookup ? " nor in convertFiles.presets" : ""}`
      );
    }
    return found;
  }, "presetValues");
  const step = /* @__PURE__ */ __name((spec) => ({
    to: spec.to,
    parameters: spec.preset !== void 0 ? presetValues(spec.preset, spec.to) : spec.parameters
  }), "step");
  return rule.targets.map((spec) => {
    const pipeline2 = spec.kind === "pipeline" ? findPipeline(rule, file, spec.name, pipelines) : void 0;
    const steps = spec.kind === "format" ? [step({ to: spec.to, preset: rule.preset, parameters: rule.parameters })] : spec.kind === "chain" ? spec.steps.map(step) : pipeline2.own ? pipeline2.own.steps.map(step) : [...pipeline2.resolved.steps];
    const target = steps;
    const written = spec.kind === "chain" ? spec.steps : pipeline2?.own?.steps;
    const last = spec.kind === "format" ? rule.preset : written?.[written.length - 1].preset;
    const keepIntermediates = steps.length > 1 && (pipeline2?.own ?? pipeline2?.resolved)?.keepIntermediates === true;
    const definition = target.map((s) => ({
      to: s.to,
      parameters: s.parameters && Object.keys(s.parameters).length > 0 ? s.parameters : void 0
    }));
    const hashed = keepIntermediates ? { steps: definition, keepIntermediates } : definition;
    return {
      target,
      format: target[target.length - 1].to,
      preset: last,
      definitionHash: sha256(canonical(hashed)),
      ...spec.kind === "pipeline" ? { pipeline: spec.name } : {},
      ...keepIntermediates ? { keepIntermediates } : {}
    };
  });
}
__name(resolveTargets, "resolveTargets");
function findPipeline(rule, file, name, lookup) {
  if (Object.prototype.hasOwnProperty.call(file.pipelines, name)) {
    return { own: file.pipelines[name] };
  }
  const resolved = lookup?.find(name);
  if (resolved) {
    return { resolved };
  }
  const known2 = [.../* @__PURE__ */ new Set([...Object.keys(file.pipelines), ...lookup?.names() ?? []])];
  throw new Error(
    `rule "${rule.name}": pipeline "${name}" is not defined in "pipelines" of the rules file${lookup ? " nor in convertFiles.pipelines" : ""} (${known2.length > 0 ? `known: ${known2.map((n) => `"${n}"`).join(", ")}` : "none is defined"})`
  );
}
__name(findPipeline, "findPipeline");

// src/conversion/rules/plan.ts
var import_node_fs2 = require("node:fs");
var import_node_crypto5 = require("node:crypto");
var import_node_path7 = require("node:path");

// src/conversion/batch.ts
init_errors2();

// src/conversion/batchSummary.ts
init_errors2();
function tallyOutcomes(outcomes) {
  const tally = { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, chargedNotSaved: 0, costAssumed: false };
  for (const outcome of outcomes) {
    if ("cost" in outcome) {
      tally[outcome.status] += 1;
      tally.conversionsUsed += outcome.cost;
      tally.costAssumed ||= outcome.costAssumed === true && outcome.cost > 0;
    } else {
      if (outcome.status === "failed") {
        tally.failed += 1;
      }
      tally.conversionsUsed += outcome.charged;
      tally.chargedNotSaved += outcome.charged;
    }
  }
  return tally;
}
__name(tallyOutcomes, "tallyOutcomes");
function summariseBatch(outcomes, cancelled, stopError) {
  const { chargedNotSaved, costAssumed, ...counts } = tallyOutcomes(outcomes);
  const quota = stopError === void 0 ? void 0 : classifyError(stopError);
  return {
    summary: {
      ...counts,
      cancelled,
      ...costAssumed ? { costAssumed } : {},
      ...quota?.kind === "quota" ? { quotaRefused: quota.scope } : {}
    },
    chargedNotSaved
  };
}
__name(summariseBatch, "summariseBatch");

// src/util/concurrency.ts
async function runPool(items, limit, worker, shouldStart = () => true) {
  const lanes = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  let next = 0;
  let failure;
  const lane = /* @__PURE__ */ __name(async () => {
    while (next < items.length && !failure && shouldStart()) {
      const index = next;
      next += 1;
      try {
        await worker(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  }, "lane");
  await Promise.all(Array.from({ length: items.length === 0 ? 0 : lanes }, lane));
  if (failure) {
    throw failure.error;
  }
  return { started: next };
}
__name(runPool, "runPool");
var SerialQueue = class {
  static {
    __name(this, "SerialQueue");
  }
  tail = Promise.resolve();
  run(task) {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => void 0);
    return result;
  }
};

// src/conversion/chains/steps.ts
function stepsOf(job) {
  return job.steps && job.steps.length > 0 ? job.steps : [{ to: job.targetFormat, parameters: job.parameters }];
}
__name(stepsOf, "stepsOf");
function jobCost(job) {
  return (job.steps && job.steps.length > 0 ? job.steps.length : 1) + (job.prepareInputs?.count ?? 0);
}
__name(jobCost, "jobCost");
function chainResultFormat(sourceFormat, steps) {
  return steps.reduce((format2, step) => isOperationTarget(step.to) ? format2 : normalizeFormat(step.to), normalizeFormat(sourceFormat));
}
__name(chainResultFormat, "chainResultFormat");
function inputFormatOf(sourceFormat, steps, index) {
  return chainResultFormat(sourceFormat, steps.slice(0, index));
}
__name(inputFormatOf, "inputFormatOf");
function chainLabel(sourceFormat, steps) {
  return [sourceFormat, ...steps.map((s) => s.to)].join(" \u2192 ");
}
__name(chainLabel, "chainLabel");

// src/conversion/fileProgress.ts
var SHARE = { upload: 0.45, convert: 0.1, download: 0.45 };
function fractionOf(p) {
  const part = p.done !== void 0 && p.total !== void 0 && p.total > 0 ? Math.min(1, p.done / p.total) : 0;
  switch (p.phase) {
    case "upload":
      return SHARE.upload * part;
    case "convert":
      return SHARE.upload;
    case "download":
      return SHARE.upload + SHARE.convert + SHARE.download * part;
  }
}
__name(fractionOf, "fractionOf");
var FileProgress = class {
  constructor(share, advance, step, now = Date.now) {
    this.share = share;
    this.advance = advance;
    this.step = step;
    this.now = now;
  }
  share;
  advance;
  step;
  now;
  static {
    __name(this, "FileProgress");
  }
  reported = 0;
  phase;
  shown = "";
  convertingSince = 0;
  timer;
  update(p) {
    const fraction = fractionOf(p);
    if (fraction > this.reported) {
      this.advance((fraction - this.reported) * this.share);
      this.reported = fraction;
    }
    if (p.phase === "convert") {
      if (this.phase !== "convert" || p.elapsedMs !== void 0) {
        this.convertingSince = this.now() - (p.elapsedMs ?? 0);
      }
      if (this.timer === void 0) {
        this.timer = setInterval(() => this.show("convert", { elapsedSeconds: this.elapsed() }), 1e3);
        this.timer.unref?.();
      }
      this.phase = p.phase;
      this.show("convert", { elapsedSeconds: this.elapsed() });
      return;
    }
    this.stopTimer();
    this.phase = p.phase;
    const percent = p.done !== void 0 && p.total !== void 0 && p.total > 0 ? Math.min(100, Math.floor(100 * p.done / p.total)) : void 0;
    this.show(p.phase, percent === void 0 ? {} : { percent });
  }
  /** The file is done (converted, skipped, failed or cancelled): the rest of its share, and no more timer. */
  finish() {
    this.stopTimer();
    if (this.reported < 1) {
      this.advance((1 - this.reported) * this.share);
      this.reported = 1;
    }
  }
  elapsed() {
    return Math.max(0, Math.floor((this.now() - this.convertingSince) / 1e3));
  }
  show(phase, detail) {
    const text2 = `${phase} ${detail.percent ?? ""} ${detail.elapsedSeconds ?? ""}`;
    if (text2 !== this.shown) {
      this.shown = text2;
      this.step(phase, detail);
    }
  }
  stopTimer() {
    if (this.timer !== void 0) {
      clearInterval(this.timer);
      this.timer = void 0;
    }
  }
};

// src/conversion/jobEvents.ts
function recordJobEvent(journal, job, event) {
  if (event.state === "started") {
    journal?.started(job, event);
  } else if (event.state === "abandoned") {
    journal?.abandoned(event.jobId);
  } else {
    journal?.ended(event.jobId);
  }
}
__name(recordJobEvent, "recordJobEvent");

// src/conversion/outputPlanner.ts
var import_node_path4 = require("node:path");
function expectedResultName(sourceName, targetFormat) {
  return resultName(sourceName, targetFormat);
}
__name(expectedResultName, "expectedResultName");
function stemSegment(sourceName) {
  return safeFileName(splitName(sourceName).stem, "result");
}
__name(stemSegment, "stemSegment");
function toUriPath(text2) {
  const slashed2 = text2.replace(/\\/g, "/");
  return /^[a-zA-Z]:(\/|$)/.test(slashed2) ? `/${slashed2}` : slashed2;
}
__name(toUriPath, "toUriPath");
function resolveOutputDirectory(input) {
  const sourceDir = import_node_path4.posix.dirname(input.sourcePath);
  const setting = input.setting.trim();
  if (setting === "") {
    return sourceDir;
  }
  const base = import_node_path4.posix.basename(input.sourcePath);
  const values = {
    workspaceFolder: input.workspaceFolderPath ?? sourceDir,
    fileDirname: sourceDir,
    fileBasenameNoExtension: stemSegment(base),
    userHome: input.homePath
  };
  let expanded = setting.replace(/\$\{(\w+)\}/g, (whole, name) => {
    const value = values[name];
    return value === void 0 ? whole : value;
  });
  if (input.homePath && (expanded === "~" || expanded.startsWith("~/") || expanded.startsWith("~\\"))) {
    expanded = input.homePath + expanded.slice(1);
  }
  const path = toUriPath(expanded);
  return import_node_path4.posix.normalize(path.startsWith("/") ? path : import_node_path4.posix.join(sourceDir, path)).replace(/(.)\/+$/, "$1");
}
__name(resolveOutputDirectory, "resolveOutputDirectory");
function resultPath(directory, sourceName, resultName2, multiFile) {
  return multiFile ? import_node_path4.posix.join(directory, stemSegment(sourceName), resultName2) : import_node_path4.posix.join(directory, resultName2);
}
__name(resultPath, "resultPath");
var MAX_NUMBERED = 9999;
var OutputPlanner = class {
  constructor(deps) {
    this.deps = deps;
    this.inputs = new Set((deps.inputs ?? []).map((path) => this.key(path)));
  }
  deps;
  static {
    __name(this, "OutputPlanner");
  }
  reserved = /* @__PURE__ */ new Set();
  numbers = new NumberedNames();
  queue = new SerialQueue();
  inputs;
  applyToAll;
  key(path) {
    return this.deps.caseInsensitive ? path.toLowerCase() : path;
  }
  /** Where the result for `path` goes, or undefined to skip it. */
  plan(path, options) {
    return this.queue.run(() => this.decide(path, options));
  }
  /** Gives a planned path back (its conversion failed or went elsewhere). */
  release(path) {
    this.reserved.delete(this.key(path));
  }
  async decide(path, options) {
    const ownResult = this.reserved.has(this.key(path));
    const isSource = [options.source, ...options.inputs ?? []].some((p) => p !== void 0 && this.key(p) === this.key(path)) || this.inputs.has(this.key(path));
    if (!ownResult && !isSource && !await this.deps.exists(path)) {
      return this.reserve(path, false);
    }
    const action = ownResult || isSource ? "keepBoth" : await this.actionFor(path, options);
    switch (action) {
      case "overwrite":
        return this.reserve(path, true);
      case "keepBoth":
        return this.reserve(await this.freeNumberedPath(path), false);
      default:
        return void 0;
    }
  }
  async actionFor(path, options) {
    switch (options.policy) {
      case "overwrite":
        return "overwrite";
      case "rename":
        return "keepBoth";
      case "skip":
        return "skip";
      default: {
        if (this.applyToAll) {
          return this.applyToAll;
        }
        const answer = await this.deps.ask({ path, name: import_node_path4.posix.basename(path), directory: import_node_path4.posix.dirname(path), source: options.source });
        if (!answer) {
          return "skip";
        }
        if (answer.applyToAll) {
          this.applyToAll = answer.action;
        }
        return answer.action;
      }
    }
  }
  async freeNumberedPath(path) {
    const dir = import_node_path4.posix.dirname(path);
    const name = import_node_path4.posix.basename(path);
    const first = this.numbers.start(this.key(path));
    for (let n = first; n < first + MAX_NUMBERED; n += 1) {
      const candidate = import_node_path4.posix.join(dir, numberedName(name, n));
      if (!this.reserved.has(this.key(candidate)) && !await this.deps.exists(candidate)) {
        this.numbers.taken(this.key(path), n);
        return candidate;
      }
    }
    throw new Error(`No free name like ${numberedName(name, 1)} in ${dir}.`);
  }
  reserve(path, overwrite) {
    this.reserved.add(this.key(path));
    return { path, overwrite };
  }
};

// src/conversion/placement.ts
var ResultPlacement = class {
  constructor(job, files, planner, log, label, results) {
    this.job = job;
    this.files = files;
    this.planner = planner;
    this.log = log;
    this.label = label;
    const sourcePath = files.path(job.source);
    this.sourceName = sourcePath.slice(sourcePath.lastIndexOf("/") + 1);
    this.settings = job.outputSettings ?? files.outputSettings(job.source);
    this.directory = resolveOutputDirectory({
      sourcePath,
      setting: this.settings.outputDirectory,
      workspaceFolderPath: files.workspaceFolderPath(job.source),
      homePath: files.homePath(job.source)
    });
    const steps = stepsOf(job);
    const lastInput = inputFormatOf(job.sourceFormat, steps, steps.length - 1);
    this.multiFile = results ? results(lastInput, job.targetFormat) === "several" : isMultiFile(lastInput, job.targetFormat);
    this.resultFormat = job.steps && job.steps.length > 1 ? chainResultFormat(job.sourceFormat, steps) : job.targetFormat;
    this.output = files.output(job.source);
  }
  job;
  files;
  planner;
  log;
  label;
  static {
    __name(this, "ResultPlacement");
  }
  directory;
  settings;
  output;
  sourceName;
  multiFile;
  resultFormat;
  planned = [];
  /** The plan for the usual single result, made before converting so that Skip costs nothing. */
  early;
  get sourcePath() {
    return this.files.path(this.job.source);
  }
  /** The conversion's other inputs, never replaced by its results (the planner keeps both instead). */
  get inputPaths() {
    const { firstInput, moreSources, fileParameters } = this.job;
    const inputs = [firstInput, ...moreSources ?? [], ...Object.values(fileParameters ?? {}).flat()];
    return inputs.filter((r) => r !== void 0).map((r) => this.files.path(r));
  }
  /**
   * For a single result, settles a conflict before anything is sent: the name the result will
   * most likely get is planned now. Multi-file results are planned as they come.
   */
  async planExpected() {
    if (this.multiFile) {
      return { go: true };
    }
    const name = this.job.resultName ?? expectedResultName(this.sourceName, this.resultFormat);
    const path = resultPath(this.directory, this.sourceName, name, false);
    const plan = await this.planner.plan(path, { policy: this.settings.conflictPolicy, source: this.sourcePath, inputs: this.inputPaths });
    if (!plan) {
      return { go: false, name, byPolicy: this.settings.conflictPolicy === "skip" };
    }
    this.planned.push(plan.path);
    this.early = { path, plan };
    return { go: true };
  }
  /** The plan for a result the service described; undefined skips it. For ConversionClient's resolveOutput. */
  resolve = /* @__PURE__ */ __name(async (result) => {
    const inFolder = this.multiFile || result.count > 1;
    const name = this.job.resultName !== void 0 && result.count === 1 ? this.job.resultName : result.name;
    const path = resultPath(this.directory, this.sourceName, name, inFolder);
    const early = this.early;
    this.early = void 0;
    if (early && !inFolder && path === early.path) {
      return early.plan;
    }
    if (early) {
      this.planner.release(early.plan.path);
    }
    const plan = await this.planner.plan(path, { policy: this.settings.conflictPolicy, source: this.sourcePath, inputs: this.inputPaths });
    if (!plan) {
      this.log.info(`${this.label}: ${result.name} skipped, it exists.`);
      return void 0;
    }
    this.planned.push(plan.path);
    return plan;
  }, "resolve");
  /** The plan for a chain's intermediate result kept beside the result (its own name); undefined skips it. */
  resolveBeside = /* @__PURE__ */ __name(async (name) => {
    let path = resultPath(this.directory, this.sourceName, name, false);
    const own = this.job.intermediates;
    const ownPath = own?.replaceable.find((p) => p === path) ?? own?.replaceable.find((p) => isNumberedCopy(p, path));
    path = ownPath ?? path;
    const policy = own ? ownPath ? "overwrite" : own.conflictPolicy : this.settings.conflictPolicy;
    const plan = await this.planner.plan(path, { policy, source: this.sourcePath, inputs: this.inputPaths });
    if (plan) {
      this.planned.push(plan.path);
    } else {
      this.log.info(`${this.label}: ${name} skipped, it exists.`);
    }
    return plan;
  }, "resolveBeside");
  /** The conversion is done: a plan made early but never used is given back. */
  settle() {
    if (this.early) {
      this.planner.release(this.early.plan.path);
      this.early = void 0;
    }
  }
  /** The conversion failed or was cancelled: every planned name is given back, and the folders made for it go. */
  async abandon() {
    for (const path of this.planned.splice(0)) {
      this.planner.release(path);
    }
    this.early = void 0;
    await this.output.removeEmptyFolders();
  }
};
function isNumberedCopy(candidate, path) {
  const { stem: stem2, ext } = splitName(path);
  if (!candidate.startsWith(`${stem2} (`) || !candidate.endsWith(`)${ext}`)) {
    return false;
  }
  return /^\d+$/.test(candidate.slice(stem2.length + 2, candidate.length - ext.length - 1));
}
__name(isNumberedCopy, "isNumberedCopy");

// src/conversion/ports.ts
function jobInputs(job) {
  return [job.source, ...job.moreSources ?? [], ...Object.values(job.fileParameters ?? {}).flat()];
}
__name(jobInputs, "jobInputs");

// src/conversion/quotaCheck.ts
init_errors2();
function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}
__name(errorText, "errorText");
async function checkQuota(deps, needed, signal, checking) {
  const { log } = deps;
  let admin;
  try {
    admin = await deps.adminClient();
  } catch (err) {
    log.warn(`Conversions left not checked (${errorText(err)}); converting anyway.`);
    return { unchecked: true };
  }
  if (!admin) {
    return {};
  }
  try {
    checking();
    const user = await admin.getUser(signal);
    if (user.conversionsTotal === void 0 || user.conversionsConsumed === void 0) {
      log.warn("Conversions left not checked: the account record has no totals; converting anyway.");
      return { unchecked: true };
    }
    const left = Math.max(0, user.conversionsTotal - user.conversionsConsumed);
    log.info(`Conversions left on the account: ${left} of ${user.conversionsTotal}; this batch needs ${needed}.`);
    return needed <= left ? {} : { refusal: { needed, left, total: user.conversionsTotal } };
  } catch (err) {
    if (isCancellation(err) || signal.aborted) {
      throw new CancelledError();
    }
    log.warn(`Conversions left could not be checked (${errorText(err)}); converting anyway.`);
    return { unchecked: true };
  }
}
__name(checkQuota, "checkQuota");

// src/conversion/batchReport.ts
init_errors2();
function needsPassword(err) {
  return err?.code === 5003;
}
__name(needsPassword, "needsPassword");
function stopsBatch(err) {
  const failure = classifyError(err);
  switch (failure?.kind) {
    // A local write failure (full disk, no permission) would repeat for every file, each one charged.
    case "auth":
    case "account":
    case "quota":
    case "config":
    case "localFile":
      return true;
    case "network":
      return ["refused", "dns", "tls", "proxy"].includes(failure.reason);
    default:
      return false;
  }
}
__name(stopsBatch, "stopsBatch");
function errorText2(err) {
  return err instanceof Error ? err.message : String(err);
}
__name(errorText2, "errorText");
function conversionsText(n) {
  return n === 1 ? "1 conversion" : `${n} conversions`;
}
__name(conversionsText, "conversionsText");

// src/conversion/batch.ts
function isAlreadyTarget(job) {
  return job.sourceFormat === job.targetFormat && (job.steps?.length ?? 1) <= 1;
}
__name(isAlreadyTarget, "isAlreadyTarget");
async function runBatch(deps, jobs) {
  return new ConversionBatch(deps, jobs).run();
}
__name(runBatch, "runBatch");
var ConversionBatch = class {
  constructor(deps, jobs) {
    this.deps = deps;
    this.jobs = jobs;
    this.alreadyTarget = jobs.filter(isAlreadyTarget);
    this.toSend = jobs.filter((job) => !isAlreadyTarget(job));
  }
  deps;
  jobs;
  static {
    __name(this, "ConversionBatch");
  }
  outcomes = [];
  alreadyTarget;
  toSend;
  controller = new AbortController();
  /** One planner per file system, so no two results aim at one name even across workspace folders. */
  planners = /* @__PURE__ */ new Map();
  started = 0;
  /** The progress and where each started file stands in it, so a conflict question's file is the one the progress names. */
  progress;
  positions = /* @__PURE__ */ new Map();
  refusal;
  usageUnchecked = false;
  passwordQuestions = new SerialQueue();
  stopError;
  async run() {
    for (const job of this.alreadyTarget) {
      const name = this.nameOf(job.source);
      this.deps.log.info(`${name} \u2192 ${job.targetFormat}: skipped, already a ${job.targetFormat} file; nothing sent.`);
      this.outcomes.push({ status: "skipped", job, cost: 0, byPolicy: false, name, alreadyTarget: true });
    }
    if (this.toSend.length === 0) {
      return this.finish(false);
    }
    const client = await this.deps.client();
    try {
      await this.deps.progress.run([...new Set(this.toSend.map((job) => job.targetFormat))].join(", "), async (progress, signal) => {
        const abort = /* @__PURE__ */ __name(() => this.controller.abort(), "abort");
        signal.addEventListener("abort", abort, { once: true });
        if (signal.aborted) {
          abort();
        }
        try {
          const needed = this.toSend.reduce((n, job) => n + (job.resumeJob ? 0 : jobCost(job)), 0);
          const verdict = await checkQuota(this.deps, needed, this.controller.signal, () => progress.step({ kind: "quotaCheck" }));
          this.refusal = verdict.refusal;
          this.usageUnchecked = verdict.unchecked === true;
          if (this.refusal) {
            return;
          }
          this.progress = progress;
          await runPool(
            this.toSend,
            this.deps.maxParallel,
            async (job) => {
              this.started += 1;
              const position = this.started;
              this.positions.set(this.deps.files.path(job.source), position);
              const step = /* @__PURE__ */ __name((phase, detail = {}) => progress.step({ kind: "file", position, of: this.toSend.length, name: this.nameOf(job.source), phase, ...detail }), "step");
              step();
              const fileProgress = new FileProgress(1 / this.toSend.length, (fraction) => progress.advance(fraction), step);
              try {
                this.record(await this.convertOne(client, job, fileProgress));
              } finally {
                fileProgress.finish();
              }
            },
            () => !this.controller.signal.aborted && this.stopError === void 0
          );
        } finally {
          signal.removeEventListener("abort", abort);
        }
      });
    } catch (err) {
      if (!(isCancellation(err) || this.controller.signal.aborted)) {
        return this.finish(false, { error: err });
      }
    }
    return this.finish(this.controller.signal.aborted);
  }
  nameOf(resource) {
    const path = this.deps.files.path(resource).replace(/\/+$/, "");
    return path.slice(path.lastIndexOf("/") + 1);
  }
  record(outcome) {
    this.outcomes.push(outcome);
    if (outcome.status === "failed" && stopsBatch(outcome.error) && this.stopError === void 0) {
      this.stopError = outcome.error;
      this.deps.log.warn(`Batch stopped: ${errorText2(outcome.error)}`);
    }
  }
  plannerFor(resource) {
    const { files, conflicts, log } = this.deps;
    const key2 = files.fileSystem(resource);
    let planner = this.planners.get(key2);
    if (!planner) {
      const inBatch = this.toSend.length > 1;
      planner = new OutputPlanner({
        exists: /* @__PURE__ */ __name((path) => files.exists(files.at(resource, path)), "exists"),
        ask: /* @__PURE__ */ __name(async (question) => {
          if (this.controller.signal.aborted) {
            return void 0;
          }
          const position = question.source === void 0 ? void 0 : this.positions.get(question.source);
          if (position !== void 0 && question.source !== void 0) {
            this.progress?.step({
              kind: "file",
              position,
              of: this.toSend.length,
              name: question.source.slice(question.source.lastIndexOf("/") + 1)
            });
          }
          const answer = await conflicts.ask(question, inBatch);
          if (answer === void 0 && inBatch) {
            log.info(`Batch cancelled at the question about ${question.path}.`);
            this.controller.abort();
          }
          return answer;
        }, "ask"),
        caseInsensitive: files.caseInsensitive(resource),
        // No result replaces an input of the batch (a fileName naming another source), whatever the policy.
        inputs: this.toSend.flatMap(jobInputs).flatMap((input) => files.fileSystem(input) === key2 ? [files.path(input)] : [])
      });
      this.planners.set(key2, planner);
    }
    return planner;
  }
  /** Converts one file; never throws (the outcome says what happened). */
  async convertOne(client, job, fileProgress) {
    let readingSource = false;
    const { files, log } = this.deps;
    const signal = this.controller.signal;
    const label = `${this.nameOf(job.source)} \u2192 ${stepsOf(job).map((step) => step.to).join(" \u2192 ")}`;
    const placement = new ResultPlacement(job, files, this.plannerFor(job.source), log, label, this.deps.results);
    try {
      const early = await placement.planExpected();
      if (!early.go && signal.aborted) {
        throw new CancelledError();
      }
      if (!early.go) {
        log.info(
          `${label}: skipped, ${early.name} exists in ${placement.directory} (${early.byPolicy ? "conflict policy skip" : "kept by the user"}); nothing sent.`
        );
        return { status: "skipped", job, cost: 0, byPolicy: early.byPolicy, name: early.name };
      }
      if (signal.aborted) {
        throw new CancelledError();
      }
      const request = {
        ...await this.inputs(job).catch((err) => {
          readingSource = true;
          throw err;
        }),
        sourceFormat: job.sourceFormat,
        targetFormat: job.targetFormat,
        // A chain's steps are the chain session's; a plain conversion asks the catalogue.
        ...this.deps.results && (job.steps?.length ?? 1) <= 1 ? { results: this.deps.results(job.sourceFormat, job.targetFormat) } : {},
        parameters: job.parameters,
        output: placement.output,
        signal,
        onProgress: /* @__PURE__ */ __name((p) => fileProgress.update(p), "onProgress"),
        resumeJob: job.resumeJob,
        onJob: /* @__PURE__ */ __name((event) => recordJobEvent(this.deps.journal, job, event), "onJob"),
        resolveOutput: placement.resolve
      };
      const result = await this.convertAskingPassword(client, job, request, placement);
      placement.settle();
      const cost = result.conversionCost ?? 1;
      const costAssumed = result.conversionCost === void 0;
      if (result.files.length === 0) {
        log.info(`${label}: converted, but every result was skipped (${result.skipped.join(", ")}); ${conversionsText(cost)} used.`);
        return {
          status: "skipped",
          job,
          cost,
          costAssumed,
          byPolicy: placement.settings.conflictPolicy === "skip",
          name: result.skipped.join(", ")
        };
      }
      const written = result.files.map((f) => files.at(job.source, f.path));
      log.info(
        `${label}: converted to ${written.map((f) => files.display(f)).join(", ")} (${conversionsText(cost)}, ${result.durationMs} ms)` + (result.skipped.length > 0 ? `; skipped ${result.skipped.join(", ")}` : "") + "."
      );
      return { status: "converted", job, files: written, cost, costAssumed, settings: placement.settings };
    } catch (err) {
      await placement.abandon();
      if (isCancellation(err) || signal.aborted) {
        log.info(`${label}: cancelled.`);
        return { status: "cancelled", job, charged: conversionsCharged(err), ...jobLeftRunning(err) ? { leftRunning: true } : {} };
      }
      const error = readingSource ? err : localFileError(err, files.display(files.at(job.source, placement.directory))) ?? err;
      log.error(`${label}: failed: ${errorText2(error)}`);
      return { status: "failed", job, error, charged: conversionsCharged(err) };
    }
  }
  /** The files a job sends: its own (or the stand-in), further inputs, file parameters. */
  async inputs(job) {
    const { files } = this.deps;
    const fileParameters = {};
    for (const [name, value] of Object.entries(job.fileParameters ?? {})) {
      fileParameters[name] = Array.isArray(value) ? await Promise.all(value.map((r) => files.open(r))) : await files.open(value);
    }
    return {
      source: await files.open(job.firstInput ?? job.source),
      moreSources: job.moreSources ? await Promise.all(job.moreSources.map((r) => files.open(r))) : void 0,
      fileParameters: Object.keys(fileParameters).length > 0 ? fileParameters : void 0
    };
  }
  /**
   * Converts; when the service says the file is password-protected, asks for the password and
   * tries that file once more with `Password`. A second 5003 or no answer gives the original error.
   */
  async convertAskingPassword(client, job, request, placement) {
    const context = { job, intermediate: placement.resolveBeside };
    try {
      return await client.convert(request, context);
    } catch (err) {
      const prompt = this.deps.passwords;
      if (!needsPassword(err) || !prompt || this.controller.signal.aborted) {
        throw err;
      }
      const signal = this.controller.signal;
      const password = await this.passwordQuestions.run(async () => signal.aborted ? void 0 : prompt.ask(job.source, signal));
      if (signal.aborted) {
        throw new CancelledError();
      }
      if (!password) {
        throw err;
      }
      this.deps.log.info(`${this.nameOf(job.source)}: password-protected; trying once more with the password given.`);
      const parameters = { ...request.parameters, Password: password };
      return await client.convert({ ...request, parameters }, context);
    }
  }
  /** The one place the tally is made. */
  finish(cancelled, unexpected) {
    const { summary, chargedNotSaved } = summariseBatch(this.outcomes, cancelled, this.stopError);
    const notStarted = this.toSend.length - this.started;
    this.deps.log.info(
      `Batch to ${this.jobs[0]?.targetFormat ?? ""}: ${summary.converted} converted, ${summary.skipped} skipped, ${summary.failed} failed, ${notStarted} not started, ${conversionsText(summary.conversionsUsed)} used${cancelled ? ", cancelled" : ""}.`
    );
    return {
      jobs: this.jobs,
      summary,
      chargedNotSaved,
      usageUnchecked: this.usageUnchecked,
      outcomes: this.outcomes,
      alreadyTarget: this.alreadyTarget,
      toSend: this.toSend.length,
      started: this.started,
      refusal: this.refusal,
      stopError: this.stopError,
      unexpected
    };
  }
};

// src/conversion/chains/session.ts
init_errors2();

// src/conversion/chains/stepFailure.ts
var KEY = "chainStep";
function markStep(err, failure) {
  if (failure.of > 1 && err && typeof err === "object") {
    err[KEY] = failure;
  }
  return err;
}
__name(markStep, "markStep");
function stepFailureOf(err) {
  const found = err && typeof err === "object" ? err[KEY] : void 0;
  return found && typeof found === "object" ? found : void 0;
}
__name(stepFailureOf, "stepFailureOf");

// src/conversion/chains/mergeInputs.ts
init_errors2();
async function prepareInputs(chain, stored, request, prepare) {
  const files = [request.source, ...request.moreSources ?? []];
  let charged = 0;
  const inputs = await Promise.all(
    files.map(async (file) => {
      const format2 = sourceFormatOf(file.name) ?? "";
      if (format2 === prepare.to) {
        return { bytes: file };
      }
      try {
        const made = await chain.convertStored({
          sourceFormat: format2,
          targetFormat: prepare.to,
          inputs: [{ bytes: file }],
          stored,
          signal: request.signal
        });
        charged += made.cost ?? 1;
        if (made.files.length !== 1) {
          throw new Error(`${file.name} became ${made.files.length} files instead of one ${prepare.to.toUpperCase()}.`);
        }
        return { stored: made.files[0] };
      } catch (err) {
        throw markStep(err, { step: 1, of: 2, to: prepare.to, input: file.name });
      }
    })
  ).catch((err) => {
    throw markCharged(err, charged);
  });
  return { inputs, charged };
}
__name(prepareInputs, "prepareInputs");

// src/conversion/chains/session.ts
var ChainSession = class {
  constructor(deps, jobs) {
    this.deps = deps;
    this.stored = deps.chain.storedFiles();
    const seen = /* @__PURE__ */ new Set();
    for (const job of jobs) {
      const key2 = deps.key(job.source);
      if (seen.has(key2)) {
        this.shared.add(key2);
      }
      seen.add(key2);
    }
  }
  deps;
  static {
    __name(this, "ChainSession");
  }
  stored;
  uploads = /* @__PURE__ */ new Map();
  uploadIds = /* @__PURE__ */ new Set();
  shared = /* @__PURE__ */ new Set();
  closed = false;
  closeListeners = [];
  /** The client a batch converts with: chains and shared sources here, anything else by `plain` as before. */
  client(plain) {
    return {
      convert: /* @__PURE__ */ __name((request, context) => context && this.usesFileServer(context.job) ? this.runChain(request, context) : plain.convert(request, context), "convert")
    };
  }
  /** Files still stored (for tests and the log). */
  get storedCount() {
    return this.stored.count;
  }
  /** True while the file a Try Again would resume from is still there. */
  canResume(point) {
    return !this.closed && point !== void 0 && this.stored.has(point.input.fileId);
  }
  /** The batch is over: every stored file no Try Again can use goes now. */
  keepOnly(points) {
    const keep = new Set(points.flatMap((p) => p ? [p.input.fileId] : []));
    this.stored.forEach((file) => {
      if (!keep.has(file.fileId)) {
        this.stored.remove(file.fileId);
        this.forgetUpload(file.fileId);
      }
    });
  }
  /** Deletes everything still stored (waiting a bounded time, not at all after a cancel). Later conversions start afresh. */
  async close(cancelled = false) {
    if (!this.closed) {
      this.closeListeners.splice(0).forEach((listener) => listener());
    }
    this.closed = true;
    this.uploads.clear();
    this.uploadIds.clear();
    await this.stored.settle(cancelled);
  }
  /** Called once when the session closes. */
  onClose(listener) {
    this.closeListeners.push(listener);
  }
  usesFileServer(job) {
    return job.steps !== void 0 && job.steps.length > 1 || job.keepIntermediates === true || job.resumeAt !== void 0 || job.prepareInputs !== void 0 || !job.moreSources && !job.fileParameters && this.shared.has(this.deps.key(job.source));
  }
  forgetUpload(fileId) {
    if (this.uploadIds.delete(fileId)) {
      for (const [key2, upload] of this.uploads) {
        void upload.then((file) => file.fileId === fileId && this.uploads.delete(key2)).catch(() => void 0);
      }
    }
  }
  /** The source's one upload, shared by every job of the batch that converts it (a failed upload is tried again by the next job). */
  uploadOnce(key2, request) {
    let upload = this.uploads.get(key2);
    if (!upload) {
      upload = this.deps.chain.upload(
        request.source,
        this.stored,
        request.signal,
        (sent, total) => request.onProgress?.({ phase: "upload", done: sent, total })
      );
      this.uploads.set(key2, upload);
      upload.then(
        (file) => {
          this.uploadIds.add(file.fileId);
          this.deps.log.info(`${request.source.name}: uploaded once for ${key2 === "" ? "its" : "all its"} conversions.`);
        },
        () => this.uploads.delete(key2)
      );
    }
    return upload;
  }
  async runChain(request, { job, intermediate }) {
    if (this.closed) {
      throw new Error("This conversion session is over; start the conversion again.");
    }
    const started = Date.now();
    const steps = stepsOf(job);
    const key2 = this.deps.key(job.source);
    const resume = this.canResume(job.resumeAt) ? job.resumeAt : void 0;
    let charged = 0;
    let index = resume?.step ?? 0;
    let sourceFormat = resume?.sourceFormat ?? job.sourceFormat;
    let input;
    let firstInputs;
    if (job.prepareInputs) {
      const prepared = await prepareInputs(this.deps.chain, this.stored, request, job.prepareInputs);
      charged += prepared.charged;
      firstInputs = prepared.inputs;
      input = prepared.inputs[0];
    } else if (resume) {
      this.deps.log.info(
        `${request.source.name}: resuming ${chainLabel(job.sourceFormat, steps)} at step ${index + 1} from the stored result.`
      );
      input = { stored: resume.input };
    } else if (this.shared.has(key2) && !job.moreSources) {
      input = { stored: await this.uploadOnce(key2, request) };
    } else {
      input = { bytes: request.source };
    }
    const kept = [];
    let results = [];
    for (; index < steps.length; index++) {
      const step = steps[index];
      const last = index === steps.length - 1;
      request.onProgress?.({ phase: "convert" });
      let made;
      try {
        made = await this.deps.chain.convertStored({
          sourceFormat,
          targetFormat: step.to,
          inputs: firstInputs && index === 0 ? firstInputs : [input],
          // The password of a protected source (asked by the batch) goes with the step that reads it.
          parameters: index === 0 ? withPassword(step.parameters, request.parameters) : step.parameters,
          stored: this.stored,
          signal: request.signal,
          onUploadProgress: /* @__PURE__ */ __name((sent, total) => request.onProgress?.({ phase: sent >= total ? "convert" : "upload", done: sent, total }), "onUploadProgress")
        });
      } catch (err) {
        const from = "stored" in input && !firstInputs ? { step: index, input: input.stored, sourceFormat } : void 0;
        throw markCharged(markStep(err, { step: index + 1, of: steps.length, to: step.to, resume: from }), charged);
      }
      charged += made.cost ?? 1;
      firstInputs?.forEach((i) => this.done(i, kept));
      firstInputs = void 0;
      if (last) {
        results = made.files;
        break;
      }
      if (made.files.length !== 1) {
        made.files.forEach((file) => this.stored.remove(file.fileId));
        throw markCharged(
          markStep(new ChainShapeError(index + 1, made.files.length), { step: index + 1, of: steps.length, to: step.to }),
          charged
        );
      }
      this.done(input, kept);
      const next = made.files[0];
      if (job.keepIntermediates) {
        kept.push({ file: next, step: index + 1 });
      }
      input = { stored: next };
      sourceFormat = formatOfName(next.name) ?? inputFormatOf(job.sourceFormat, steps, index + 1);
    }
    this.done(input, kept);
    return this.save(request, job, { results, kept, charged, started, lastInput: sourceFormat, intermediate });
  }
  /** A step's input once the step succeeded: removed, unless it is the shared upload or kept to be saved. */
  done(input, kept) {
    if ("stored" in input && !this.uploadIds.has(input.stored.fileId) && !kept.some((k) => k.file === input.stored)) {
      this.stored.remove(input.stored.fileId);
    }
  }
  /** Downloads the last step's results (and the kept intermediates), then removes them from the server. */
  async save(request, job, made) {
    const steps = stepsOf(job);
    const output2 = request.output ?? nodeOutputFileSystem;
    const staged = [];
    const skipped = [];
    const multiFile = made.results.length > 1 || isMultiFile(made.lastInput, steps[steps.length - 1].to);
    const ownName = resultName(request.source.name, chainResultFormat(job.sourceFormat, steps));
    let writing;
    try {
      for (const [index, file] of made.results.entries()) {
        const name = multiFile ? file.name : ownName;
        const plan = await request.resolveOutput({ name, index, count: made.results.length, size: file.size });
        if (!plan) {
          skipped.push(name);
          continue;
        }
        request.onProgress?.({ phase: "download", done: index, total: made.results.length });
        writing = plan.path;
        staged.push(await this.deps.chain.saveStored(file, plan, output2, request.signal));
      }
      for (const { file, step } of made.kept) {
        const { stem: stem2 } = splitName(request.source.name);
        const ext = splitName(file.name).ext || `.${steps[step - 1].to}`;
        const plan = await made.intermediate?.(`${stem2}.step${step}${ext}`);
        if (plan) {
          writing = plan.path;
          staged.push(await this.deps.chain.saveStored(file, plan, output2, request.signal));
        }
      }
      writing = void 0;
      await commitAll(staged);
    } catch (err) {
      await discardAll(staged);
      throw markCharged(localFileError(err, writing) ?? err, made.charged);
    } finally {
      [...made.results, ...made.kept.map((k) => k.file)].forEach((file) => this.stored.remove(file.fileId));
    }
    return {
      files: staged.map((s) => ({ name: s.finalPath.split(/[\\/]/).pop() ?? s.finalPath, path: s.finalPath, size: s.size })),
      skipped,
      conversionCost: made.charged,
      durationMs: Date.now() - made.started
    };
  }
};
var ChainShapeError = class extends Error {
  constructor(step, count2) {
    super(`Step ${step} gave ${count2} files; a chain can only go on from one file, so this step must be the last.`);
    this.step = step;
    this.count = count2;
  }
  step;
  count;
  static {
    __name(this, "ChainShapeError");
  }
  name = "ChainShapeError";
};
function formatOfName(name) {
  const ext = splitName(name).ext.slice(1).toLowerCase();
  return /^[a-z0-9]{1,16}$/.test(ext) ? ext : void 0;
}
__name(formatOfName, "formatOfName");
function withPassword(parameters, asked) {
  const password = Object.entries(asked ?? {}).find(([name]) => name.toLowerCase() === "password");
  return password ? { ...parameters, [password[0]]: password[1] } : parameters;
}
__name(withPassword, "withPassword");

// src/conversion/chains/index.ts
async function runJobs(deps, jobs) {
  let session;
  let cancelled = true;
  try {
    const report2 = await runBatch(
      {
        ...deps,
        client: /* @__PURE__ */ __name(async () => {
          const plain = await deps.client();
          session = new ChainSession({ chain: await deps.chain(), key: /* @__PURE__ */ __name((r) => deps.files.path(r), "key"), log: deps.log }, jobs);
          return session.client(plain);
        }, "client")
      },
      jobs
    );
    cancelled = report2.summary.cancelled;
    return report2;
  } finally {
    await session?.close(cancelled);
  }
}
__name(runJobs, "runJobs");

// src/conversion/rules/paths.ts
var import_promises3 = require("node:fs/promises");
var import_node_path5 = require("node:path");
function insideFolder(folder, path) {
  const relative = import_node_path5.posix.relative(folder, path);
  if (relative === "") {
    return "";
  }
  return relative.startsWith("../") || relative === ".." || import_node_path5.posix.isAbsolute(relative) ? void 0 : relative;
}
__name(insideFolder, "insideFolder");
async function outputFolderProblem(workspaceFolder, folder) {
  const relative = insideFolder(workspaceFolder, folder);
  if (relative === void 0) {
    return `outputDirectory leads to ${folder}, outside the workspace folder`;
  }
  const top = relative.split("/")[0].toLowerCase();
  if (top === ".vscode") {
    return "outputDirectory leads into .vscode, which holds the rules and their record";
  }
  if (top === ".git") {
    return "outputDirectory leads into .git, the repository's own data";
  }
  let path = workspaceFolder;
  for (const segment of relative === "" ? [] : relative.split("/")) {
    path = import_node_path5.posix.join(path, segment);
    const stat3 = await (0, import_promises3.lstat)(path).catch(() => void 0);
    if (!stat3) {
      return void 0;
    }
    if (stat3.isSymbolicLink()) {
      return `outputDirectory goes through the link ${import_node_path5.posix.relative(workspaceFolder, path)}, which is not followed`;
    }
    if (!stat3.isDirectory()) {
      return `${import_node_path5.posix.relative(workspaceFolder, path)} is a file, not a folder`;
    }
  }
  return void 0;
}
__name(outputFolderProblem, "outputFolderProblem");
async function resultPathState(path) {
  const stat3 = await (0, import_promises3.lstat)(path).catch(() => void 0);
  if (!stat3) {
    return "none";
  }
  return stat3.isSymbolicLink() ? "link" : stat3.isFile() ? "file" : "other";
}
__name(resultPathState, "resultPathState");

// src/conversion/rules/sources.ts
var import_promises4 = require("node:fs/promises");
var import_node_path6 = require("node:path");

// src/util/glob.ts
function escapeLiteral(text2) {
  return text2.replace(/[.+^$()|\\\]{}[]/g, "\\$&");
}
__name(escapeLiteral, "escapeLiteral");
function closingBrace(pattern, open) {
  let depth = 0;
  for (let i = open; i < pattern.length; i += 1) {
    if (pattern[i] === "{") {
      depth += 1;
    } else if (pattern[i] === "}") {
      depth -= 1;
      if (depth === 0) {
        return i;
      }
    }
  }
  return -1;
}
__name(closingBrace, "closingBrace");
function splitAlternatives(body) {
  const parts = [];
  let depth = 0;
  let start2 = 0;
  for (let i = 0; i < body.length; i += 1) {
    if (body[i] === "{") {
      depth += 1;
    } else if (body[i] === "}") {
      depth -= 1;
    } else if (body[i] === "," && depth === 0) {
      parts.push(body.slice(start2, i));
      start2 = i + 1;
    }
  }
  parts.push(body.slice(start2));
  return parts;
}
__name(splitAlternatives, "splitAlternatives");
function globSource(pattern) {
  let out = "";
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "*" && pattern[i + 1] === "*") {
      const atSegmentStart = i === 0 || pattern[i - 1] === "/";
      const atSegmentEnd = i + 2 === pattern.length || pattern[i + 2] === "/";
      if (atSegmentStart && atSegmentEnd) {
        if (pattern[i + 2] === "/") {
          out += "(?:[^/]+/)*";
          i += 3;
        } else if (out.endsWith("/")) {
          out = `${out.slice(0, -1)}(?:/.*)?`;
          i += 2;
        } else {
          out += ".*";
          i += 2;
        }
        continue;
      }
      out += "[^/]*";
      i += 2;
      continue;
    }
    if (c === "*") {
      out += "[^/]*";
    } else if (c === "?") {
      out += "[^/]";
    } else if (c === "{") {
      const close = closingBrace(pattern, i);
      if (close < 0) {
        out += "\\{";
      } else {
        out += `(?:${splitAlternatives(pattern.slice(i + 1, close)).map(globSource).join("|")})`;
        i = close;
      }
    } else if (c === "[") {
      const close = pattern.indexOf("]", i + 2);
      if (close < 0) {
        out += "\\[";
      } else {
        let body = pattern.slice(i + 1, close);
        const negated = body.startsWith("!") || body.startsWith("^");
        body = (negated ? body.slice(1) : body).replace(/\\/g, "\\\\");
        out += negated ? `[^/${body}]` : `[${body}]`;
        i = close;
      }
    } else {
      out += escapeLiteral(c);
    }
    i += 1;
  }
  return out;
}
__name(globSource, "globSource");
function globToRegExp(pattern, options = {}) {
  const normalized = pattern.replace(/\\/g, "/").replace(/^\.\//, "").replace(/\/+$/, "");
  return new RegExp(`^${globSource(normalized)}$`, options.ignoreCase ? "i" : "");
}
__name(globToRegExp, "globToRegExp");
function createExcludeMatcher(patterns, options = {}) {
  const rules = Object.entries(patterns).filter(
    ([glob, value]) => glob.trim() !== "" && (value === true || typeof value === "object" && value !== null && typeof value.when === "string")
  ).map(([glob, value]) => ({
    regex: globToRegExp(glob.trim(), options),
    when: typeof value === "object" && value !== null ? value.when : void 0
  }));
  return (relativePath, siblingExists) => {
    const path = relativePath.replace(/\\/g, "/").replace(/^\/+/, "");
    const base = path.slice(path.lastIndexOf("/") + 1);
    const stem2 = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
    return rules.some((rule) => {
      if (!rule.regex.test(path)) {
        return false;
      }
      if (rule.when === void 0) {
        return true;
      }
      return siblingExists?.(rule.when.replace(/\$\(basename\)/g, stem2)) ?? false;
    });
  };
}
__name(createExcludeMatcher, "createExcludeMatcher");

// src/conversion/rules/sources.ts
var MAX_WALK_ENTRIES = 2e5;
function hiddenName(name) {
  return name.startsWith(".") || name === "node_modules";
}
__name(hiddenName, "hiddenName");
function literalPrefix(glob) {
  const segments = [];
  for (const segment of glob.split("/")) {
    if (/[*?[\]{}]/.test(segment)) {
      break;
    }
    segments.push(segment);
  }
  return segments.join("/");
}
__name(literalPrefix, "literalPrefix");
function spellsOut(glob, path) {
  const literal = literalPrefix(glob);
  return literal === path || literal.startsWith(`${path}/`);
}
__name(spellsOut, "spellsOut");
var RuleMatcher = class {
  constructor(rule) {
    this.rule = rule;
    this.include = rule.files.map((g) => globToRegExp(g));
    this.exclude = rule.exclude.map((g) => globToRegExp(g));
  }
  rule;
  static {
    __name(this, "RuleMatcher");
  }
  include;
  exclude;
  mayEnter(hiddenPath) {
    return this.rule.files.some((g) => spellsOut(g, hiddenPath));
  }
  matches(path, deepestHidden) {
    if (deepestHidden !== void 0 && !this.mayEnter(deepestHidden)) {
      return false;
    }
    return this.include.some((r) => r.test(path)) && !this.exclude.some((r) => r.test(path) || r.test(import_node_path6.posix.dirname(path)));
  }
};
async function findSources(query) {
  const matchers = query.rules.map((r) => new RuleMatcher(r));
  const excluded = createExcludeMatcher(query.filesExclude ?? {});
  const found = new Map(query.rules.map((r) => [r, []]));
  let budget = MAX_WALK_ENTRIES;
  const walk = /* @__PURE__ */ __name(async (relativeDir, deepestHidden) => {
    let entries;
    try {
      entries = await (0, import_promises4.readdir)(relativeDir === "" ? query.workspaceFolder : import_node_path6.posix.join(query.workspaceFolder, relativeDir), {
        withFileTypes: true
      });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const entry of entries) {
      budget -= 1;
      if (budget < 0) {
        throw new Error(`The workspace folder has more than ${MAX_WALK_ENTRIES} files and folders; narrow the rules' globs.`);
      }
      const path = relativeDir === "" ? entry.name : `${relativeDir}/${entry.name}`;
      const hidden = hiddenName(entry.name) || excluded(path) ? path : deepestHidden;
      if (entry.isDirectory()) {
        if (path === ".vscode" || hidden !== void 0 && !matchers.some((m) => m.mayEnter(hidden))) {
          continue;
        }
        await walk(path, hidden);
      } else if (entry.isFile()) {
        for (const m of matchers) {
          if (m.matches(path, hidden)) {
            found.get(m.rule)?.push(path);
          }
        }
      }
    }
  }, "walk");
  await walk("", void 0);
  return found;
}
__name(findSources, "findSources");

// src/conversion/rules/plan.ts
async function planRules(input) {
  const problems = [];
  const targets = /* @__PURE__ */ new Map();
  for (const rule of input.file.rules) {
    try {
      targets.set(rule, resolveTargets(rule, input.file, input.presets, input.pipelines));
    } catch (err) {
      problems.push(err.message);
    }
  }
  if (problems.length > 0) {
    return { items: [], problems };
  }
  const sources = input.sources ?? await findSources({ workspaceFolder: input.workspaceFolder, rules: input.file.rules, filesExclude: input.filesExclude });
  const items = [];
  const folderChecked = /* @__PURE__ */ new Map();
  for (const rule of input.file.rules) {
    for (const source of sources.get(rule) ?? []) {
      const sourceFormat = normalizeFormat(splitName(import_node_path7.posix.basename(source)).ext);
      if (sourceFormat === "") {
        continue;
      }
      for (const target of targets.get(rule) ?? []) {
        const chain = target.target.length > 1;
        const templateInput = {
          workspaceFolder: input.workspaceFolder,
          relativePath: source,
          target: target.format,
          // docx → pdf → compress makes a .pdf: an operation keeps the type it was given.
          extension: chainResultFormat(sourceFormat, target.target),
          preset: target.preset,
          now: input.now
        };
        const folderPath = outputFolder(rule.outputDirectory, templateInput);
        const firstTime = !folderChecked.has(folderPath);
        if (firstTime) {
          folderChecked.set(folderPath, await outputFolderProblem(input.workspaceFolder, folderPath));
        }
        const folderProblem = folderChecked.get(folderPath);
        if (folderProblem) {
          if (firstTime) {
            problems.push(`rule "${rule.name}": ${folderProblem} (for ${source})`);
          }
          continue;
        }
        let fileName;
        try {
          fileName = resultFileName(rule.fileName, templateInput);
        } catch (err) {
          problems.push(`rule "${rule.name}": ${err.message}`);
          continue;
        }
        const folder = import_node_path7.posix.relative(input.workspaceFolder, folderPath);
        const multiFile = !chain && isMultiFile(sourceFormat, target.format);
        const stem2 = splitName(fileName).stem;
        const result = multiFile ? import_node_path7.posix.join(folder, stem2) : import_node_path7.posix.join(folder, fileName);
        if (result === source) {
          problems.push(`rule "${rule.name}" would write its result over its source ${source} (set outputDirectory or fileName)`);
          continue;
        }
        items.push({ rule, source, sourceFormat, target, result, folder, fileName, multiFile });
      }
    }
  }
  problems.push(...collisions(items));
  const results = new Set(items.map((i) => i.result));
  const kept = items.filter((i) => i.target.keepIntermediates).map((i) => import_node_path7.posix.join(i.folder, `${splitName(import_node_path7.posix.basename(i.source)).stem}.step`));
  const intermediate = /* @__PURE__ */ __name((source) => kept.some((p) => source.startsWith(p) && /^\d+\.[^/]+$/.test(source.slice(p.length))), "intermediate");
  return {
    items: items.filter(
      (i) => !results.has(i.source) && !intermediate(i.source) && !items.some((o) => o.multiFile && i.source.startsWith(`${o.result}/`))
    ),
    problems
  };
}
__name(planRules, "planRules");
function collisions(items) {
  const byResult = /* @__PURE__ */ new Map();
  const problems = [];
  for (const item of items) {
    const other = byResult.get(item.result.toLowerCase());
    if (other) {
      const from = other.source === item.source ? `from ${item.source}` : `from ${other.source} and ${item.source}`;
      problems.push(
        other.rule !== item.rule ? `rules "${other.rule.name}" and "${item.rule.name}" would both write ${item.result} (${from})` : other.source === item.source ? `rule "${item.rule.name}": two of its targets would both write ${item.result} (${from})` : `rule "${item.rule.name}" would write ${item.result} twice (${from})`
      );
    } else {
      byResult.set(item.result.toLowerCase(), item);
    }
  }
  return problems;
}
__name(collisions, "collisions");
async function hashFile(path) {
  const hash = (0, import_node_crypto5.createHash)("sha256");
  for await (const chunk of (0, import_node_fs2.createReadStream)(path)) {
    hash.update(chunk);
  }
  return hash.digest("hex");
}
__name(hashFile, "hashFile");
async function ownAndUnchanged(workspaceFolder, entry, path) {
  const file = entry?.files.find((f) => f.path === path);
  return file !== void 0 && await hashFile(import_node_path7.posix.join(workspaceFolder, path)).catch(() => "") === file.hash;
}
__name(ownAndUnchanged, "ownAndUnchanged");
async function itemState(workspaceFolder, item, record, force) {
  if (item.sourceFormat === item.target.format && item.target.target.length === 1) {
    return { status: "skip", why: `already a ${item.sourceFormat} file` };
  }
  const at = import_node_path7.posix.join(workspaceFolder, item.result);
  const there = await resultPathState(at);
  if (there === "link" || there === "other" && !item.multiFile) {
    return { status: "skip", why: `${item.result} is ${there === "link" ? "a link" : "not a file"}; it is left alone` };
  }
  const sourceHash = await hashFile(import_node_path7.posix.join(workspaceFolder, item.source));
  const entry = record.get(item.result);
  const exists = /* @__PURE__ */ __name(async (p) => await resultPathState(import_node_path7.posix.join(workspaceFolder, p)) !== "none", "exists");
  let why;
  if (force) {
    why = "forced";
  } else if (!entry) {
    why = "new";
  } else if (entry.sourceHash !== sourceHash) {
    why = "source changed";
  } else if (entry.definitionHash !== item.target.definitionHash) {
    why = "definition changed";
  } else if (entry.files.length === 0 || !(await Promise.all(entry.files.map((f) => exists(f.path)))).every(Boolean)) {
    why = "result gone";
  }
  if (why === void 0) {
    return { status: "upToDate" };
  }
  if (item.target.keepIntermediates && entry) {
    const own = (await Promise.all(entry.files.map(async (f) => await ownAndUnchanged(workspaceFolder, entry, f.path) ? [f.path] : []))).flat();
    return { ...await convertState(workspaceFolder, item, entry, there, why, sourceHash), own };
  }
  return convertState(workspaceFolder, item, entry, there, why, sourceHash);
}
__name(itemState, "itemState");
async function convertState(workspaceFolder, item, entry, there, why, sourceHash) {
  const exists = /* @__PURE__ */ __name(async (p) => await resultPathState(import_node_path7.posix.join(workspaceFolder, p)) !== "none", "exists");
  if (item.multiFile) {
    const own = entry ? await Promise.all(entry.files.map(async (f) => !await exists(f.path) || ownAndUnchanged(workspaceFolder, entry, f.path))) : [];
    return { status: "convert", why, sourceHash, replace: own.length > 0 && own.every(Boolean), conflict: false };
  }
  if (there === "none") {
    return { status: "convert", why, sourceHash, replace: false, conflict: false };
  }
  const replace = await ownAndUnchanged(workspaceFolder, entry, item.result);
  const copy = entry?.files.length === 1 ? entry.files[0].path : void 0;
  if (!replace && copy !== void 0 && copy !== item.result && import_node_path7.posix.dirname(copy) === import_node_path7.posix.dirname(item.result) && await ownAndUnchanged(workspaceFolder, entry, copy)) {
    return { status: "convert", why, sourceHash, replace: true, conflict: false, replaceAt: copy };
  }
  return { status: "convert", why, sourceHash, replace, conflict: !replace };
}
__name(convertState, "convertState");

// src/conversion/rules/record.ts
var import_node_crypto6 = require("node:crypto");
var import_promises5 = require("node:fs/promises");
var import_node_path8 = require("node:path");
var RECORD_VERSION = 1;
function isEntry(value) {
  const e = value;
  return typeof e === "object" && e !== null && typeof e.source === "string" && typeof e.result === "string" && typeof e.sourceHash === "string" && typeof e.definitionHash === "string" && Array.isArray(e.files) && e.files.every((f) => typeof f?.path === "string" && typeof f?.hash === "string");
}
__name(isEntry, "isEntry");
var ConversionRecord = class _ConversionRecord {
  constructor(path) {
    this.path = path;
  }
  path;
  static {
    __name(this, "ConversionRecord");
  }
  entries = /* @__PURE__ */ new Map();
  changed = false;
  persist = true;
  /** A record that starts empty and is never written (a conversion asked for by name, not by the rules). */
  static unsaved() {
    const record = new _ConversionRecord("");
    record.persist = false;
    return record;
  }
  /** Reads the record; a missing or unreadable one is empty (everything is out of date, nothing lost). */
  static async load(path) {
    return _ConversionRecord.read(path).catch(() => new _ConversionRecord(path));
  }
  /** Reads a record that must be there (one to merge): an Error saying why it cannot be used. */
  static async read(path) {
    const record = new _ConversionRecord(path);
    const text2 = await (0, import_promises5.readFile)(path, "utf8").catch((err) => err);
    if (typeof text2 !== "string") {
      throw new Error(text2.code === "ENOENT" ? "no such file" : `cannot be read (${text2.code ?? "unknown"})`);
    }
    let parsed;
    try {
      parsed = JSON.parse(text2);
    } catch {
      parsed = void 0;
    }
    const list = parsed?.entries;
    if (parsed?.version !== RECORD_VERSION || !Array.isArray(list)) {
      throw new Error(parsed === void 0 ? "not valid JSON" : `not a record of version ${RECORD_VERSION}`);
    }
    for (const entry of list.filter(isEntry)) {
      record.entries.set(entry.result, entry);
    }
    return record;
  }
  get(result) {
    return this.entries.get(result);
  }
  /** Every file some entry says a rule wrote: never a source. */
  resultFiles() {
    return new Set([...this.entries.values()].flatMap((e) => e.files.map((f) => f.path)));
  }
  /** The entry of the file at `path`, when a rule wrote it. */
  writerOf(path) {
    for (const entry of this.entries.values()) {
      const file = entry.files.find((f) => f.path === path);
      if (file) {
        return { entry, hash: file.hash };
      }
    }
    return void 0;
  }
  set(entry) {
    this.entries.set(entry.result, entry);
    this.changed = true;
  }
  /** Every entry, by result. */
  list() {
    return [...this.entries.values()];
  }
  /** Forgets the entry of `result` (its files are no longer the rules' own). */
  remove(result) {
    this.changed = this.entries.delete(result) || this.changed;
  }
  /** Writes the record when something changed: a temporary file renamed into place. */
  async save() {
    if (!this.changed || !this.persist) {
      return;
    }
    const entries = [...this.entries.values()].sort((a, b) => a.result < b.result ? -1 : a.result > b.result ? 1 : 0);
    const text2 = `${JSON.stringify({ version: RECORD_VERSION, entries }, null, 2)}
`;
    const temp = import_node_path8.posix.join(import_node_path8.posix.dirname(this.path), `.${import_node_path8.posix.basename(this.path)}.${(0, import_node_crypto6.randomBytes)(4).toString("hex")}.partial`);
    try {
      await (0, import_promises5.writeFile)(temp, text2, { flag: "wx" });
      await (0, import_promises5.rename)(temp, this.path);
    } catch (err) {
      await (0, import_promises5.rm)(temp, { force: true });
      throw err;
    }
    this.changed = false;
  }
};

// src/conversion/rules/run.ts
var import_node_path10 = require("node:path");

// src/conversion/nodeFiles.ts
var import_promises6 = require("node:fs/promises");
var import_node_os = require("node:os");
var import_node_path9 = require("node:path");
var NodeOutputTarget = class {
  static {
    __name(this, "NodeOutputTarget");
  }
  made = [];
  async stage(plan, data, signal) {
    const staged = await nodeOutputFileSystem.stage(plan, data, signal);
    if (staged.createdDirectory) {
      this.made.push({ folder: staged.createdDirectory, from: (0, import_node_path9.dirname)(plan.path) });
    }
    return staged;
  }
  async removeEmptyFolders() {
    for (const { folder, from } of this.made.splice(0).reverse()) {
      await removeEmptyDirectories(from, folder);
    }
  }
};
function nodeFiles(settings, workspaceFolder) {
  return {
    path: /* @__PURE__ */ __name((p) => p, "path"),
    at: /* @__PURE__ */ __name((_p, path) => path, "at"),
    fileSystem: /* @__PURE__ */ __name(() => "file://", "fileSystem"),
    caseInsensitive: /* @__PURE__ */ __name(() => process.platform === "win32" || process.platform === "darwin", "caseInsensitive"),
    exists: /* @__PURE__ */ __name((p) => (0, import_promises6.access)(p).then(
      () => true,
      () => false
    ), "exists"),
    open: /* @__PURE__ */ __name((p) => sourceFromPath(p), "open"),
    output: /* @__PURE__ */ __name(() => new NodeOutputTarget(), "output"),
    outputSettings: /* @__PURE__ */ __name(() => settings, "outputSettings"),
    workspaceFolderPath: /* @__PURE__ */ __name(() => workspaceFolder, "workspaceFolderPath"),
    homePath: /* @__PURE__ */ __name(() => (0, import_node_os.homedir)().replace(/\\/g, "/"), "homePath"),
    display: /* @__PURE__ */ __name((p) => p, "display")
  };
}
__name(nodeFiles, "nodeFiles");

// src/conversion/rules/run.ts
async function readStates(options) {
  const states = [];
  for (const item of options.items) {
    if (options.signal?.aborted) {
      break;
    }
    states.push(
      await itemState(options.workspaceFolder, item, options.record, options.force).catch((err) => ({
        status: "skip",
        why: err.message
      }))
    );
  }
  return states;
}
__name(readStates, "readStates");
async function runRules(options, states) {
  const { workspaceFolder, items, onEvent } = options;
  const known2 = states ?? await readStates(options);
  const jobs = [];
  const byJob = /* @__PURE__ */ new Map();
  let upToDate = 0;
  let skipped = 0;
  items.forEach((item, i) => {
    const state = known2[i];
    if (state === void 0) {
      onEvent({ kind: "cancelled", item });
      return;
    }
    if (state.status === "upToDate") {
      upToDate += 1;
      onEvent({ kind: "upToDate", item });
    } else if (state.status === "skip") {
      skipped += 1;
      onEvent({ kind: "skipped", item, why: state.why });
    } else if (state.conflict && options.conflictPolicy === "skip") {
      skipped += 1;
      onEvent({
        kind: "skipped",
        item,
        why: options.keptWhy?.(item) ?? `${item.result} exists and this rule did not write it (or it was edited since); the conflict policy keeps it`
      });
    } else if (options.dryRun) {
      onEvent({ kind: "wouldConvert", item, why: state.why });
    } else {
      const settings = {
        outputDirectory: import_node_path10.posix.join(workspaceFolder, item.folder),
        conflictPolicy: state.replace ? "overwrite" : options.conflictPolicy,
        openAfterConvert: "never",
        revealInExplorer: false
      };
      const last = item.target.target[item.target.target.length - 1];
      const job = {
        source: import_node_path10.posix.join(workspaceFolder, item.source),
        sourceFormat: item.sourceFormat,
        targetFormat: item.target.format,
        parameters: last.parameters,
        resultName: item.multiFile ? void 0 : state.replaceAt ? import_node_path10.posix.basename(state.replaceAt) : item.fileName,
        outputSettings: settings,
        // A chain runs on the service, one step after another; a single step is the plain conversion.
        ...item.target.target.length > 1 ? { steps: item.target.target } : {},
        ...item.rule.fileParameters ? { fileParameters: item.rule.fileParameters } : {},
        // A pipeline may ask to save what its steps made beside the result.
        // They keep the conflict policy when the result is replaced in place: only the rule's own earlier files are replaced.
        ...item.target.keepIntermediates ? {
          keepIntermediates: true,
          intermediates: {
            conflictPolicy: options.conflictPolicy,
            replaceable: (state.own ?? []).map((path) => import_node_path10.posix.join(workspaceFolder, path))
          }
        } : {}
      };
      jobs.push(job);
      byJob.set(job, { item, sourceHash: state.sourceHash });
    }
  });
  let report2;
  if (jobs.length > 0 && !options.signal?.aborted) {
    const files = nodeFiles(
      { outputDirectory: "", conflictPolicy: options.conflictPolicy, openAfterConvert: "never", revealInExplorer: false },
      workspaceFolder
    );
    try {
      report2 = await runJobs({ ...options.batch, files }, jobs);
      options.onBatch?.(report2);
    } finally {
      if (report2) {
        await recordOutcomes(options, report2, byJob);
      }
    }
  }
  const counted = report2 ? countOutcomes(workspaceFolder, report2, byJob, onEvent) : { converted: 0, skipped: 0, failed: 0, notRun: jobs.length };
  if (!report2) {
    for (const job of jobs) {
      onEvent({ kind: "cancelled", item: byJob.get(job).item });
    }
  }
  await options.record.save();
  return {
    converted: counted.converted,
    upToDate,
    skipped: skipped + counted.skipped,
    failed: counted.failed,
    conversionsUsed: report2?.summary.conversionsUsed ?? 0,
    ...report2?.summary.costAssumed ? { costAssumed: true } : {},
    cancelled: report2?.summary.cancelled ?? options.signal?.aborted === true
  };
}
__name(runRules, "runRules");
async function recordOutcomes(options, report2, byJob) {
  for (const outcome of report2.outcomes) {
    const entry = byJob.get(outcome.job);
    if (outcome.status !== "converted" || !entry) {
      continue;
    }
    const files = await Promise.all(
      outcome.files.map(async (path) => ({ path: import_node_path10.posix.relative(options.workspaceFolder, path), hash: await hashFile(path) }))
    );
    options.record.set({
      source: entry.item.source,
      result: entry.item.result,
      sourceHash: entry.sourceHash,
      definitionHash: entry.item.target.definitionHash,
      files
    });
  }
}
__name(recordOutcomes, "recordOutcomes");
function countOutcomes(workspaceFolder, report2, byJob, onEvent) {
  const counts = { converted: 0, skipped: 0, failed: 0 };
  const seen = /* @__PURE__ */ new Set();
  for (const outcome of report2.outcomes) {
    const entry = byJob.get(outcome.job);
    if (!entry) {
      continue;
    }
    seen.add(outcome.job);
    const item = entry.item;
    switch (outcome.status) {
      case "converted":
        counts.converted += 1;
        onEvent({ kind: "converted", item, written: outcome.files.map((f) => import_node_path10.posix.relative(workspaceFolder, f)) });
        break;
      case "skipped":
        counts.skipped += 1;
        onEvent({
          kind: "skipped",
          item,
          why: outcome.alreadyTarget ? `already a ${item.sourceFormat} file` : `${outcome.name} exists; the conflict policy keeps it`
        });
        break;
      case "failed":
        counts.failed += 1;
        onEvent({ kind: "failed", item, error: outcome.error });
        break;
      default:
        onEvent({ kind: "cancelled", item });
    }
  }
  for (const [job, { item }] of byJob) {
    if (!seen.has(job)) {
      if (report2.summary.cancelled) {
        onEvent({ kind: "cancelled", item });
      } else {
        counts.failed += 1;
        onEvent({
          kind: "failed",
          item,
          error: report2.refusal ? new Error(`too few conversions left (${report2.refusal.left} of ${report2.refusal.needed} needed)`) : report2.stopError ?? report2.unexpected?.error ?? new Error("not sent")
        });
      }
    }
  }
  return counts;
}
__name(countOutcomes, "countOutcomes");

// src/conversion/rules/location.ts
var import_promises7 = require("node:fs/promises");
var import_node_path11 = require("node:path");
function slashed(path) {
  return path.replace(/\\/g, "/");
}
__name(slashed, "slashed");
function locateRules(rulesPath, fallbackFolder) {
  const path = slashed(rulesPath);
  const dir = import_node_path11.posix.dirname(path);
  const workspaceFolder = import_node_path11.posix.basename(dir) === ".vscode" ? import_node_path11.posix.dirname(dir) : slashed(fallbackFolder);
  const recordPath = import_node_path11.posix.join(dir, `${import_node_path11.posix.basename(path).replace(/\.jsonc?$/i, "")}.record.json`);
  return { rulesPath: path, workspaceFolder, recordPath };
}
__name(locateRules, "locateRules");
var RulesFileError = class extends Error {
  constructor(rulesPath, problems) {
    super(`${rulesPath}: ${problems.join("; ")}`);
    this.rulesPath = rulesPath;
    this.problems = problems;
    this.name = "RulesFileError";
  }
  rulesPath;
  problems;
  static {
    __name(this, "RulesFileError");
  }
};
async function readRulesFile(rulesPath) {
  const dir = import_node_path11.posix.dirname(slashed(rulesPath));
  if (import_node_path11.posix.basename(dir) === ".vscode" && (await (0, import_promises7.lstat)(dir).catch(() => void 0))?.isSymbolicLink()) {
    throw new RulesFileError(rulesPath, [".vscode is a link to another folder, which is not followed: make it a real folder"]);
  }
  let text2;
  try {
    text2 = await (0, import_promises7.readFile)(rulesPath, "utf8");
  } catch (err) {
    const code = err.code;
    throw new RulesFileError(rulesPath, [code === "ENOENT" ? "no rules file here" : `cannot be read (${code ?? String(err)})`]);
  }
  const { file, problems } = parseRulesFile(text2);
  if (!file) {
    throw new RulesFileError(rulesPath, problems.map(problemText));
  }
  return file;
}
__name(readRulesFile, "readRulesFile");

// src/conversion/rules/folderSettings.ts
var import_promises8 = require("node:fs/promises");
var import_node_path12 = require("node:path");
var CONFLICT_POLICY_KEY = "convertFiles.conflictPolicy";
var PRESETS_KEY = "convertFiles.presets";
var PIPELINES_KEY = "convertFiles.pipelines";
var DEFAULT_FILES_EXCLUDE = {
  "**/.git": true,
  "**/.svn": true,
  "**/.hg": true,
  "**/.DS_Store": true,
  "**/Thumbs.db": true
};
var POLICIES = ["ask", "rename", "overwrite", "skip"];
async function readFolderSettings(workspaceFolder) {
  let value = {};
  try {
    const parsed = parse2(await (0, import_promises8.readFile)(import_node_path12.posix.join(workspaceFolder, ".vscode", "settings.json"), "utf8"), [], {
      allowTrailingComma: true
    });
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      value = parsed;
    }
  } catch {
  }
  const exclude = value["files.exclude"];
  const policy = value[CONFLICT_POLICY_KEY];
  return {
    filesExclude: typeof exclude === "object" && exclude !== null ? { ...DEFAULT_FILES_EXCLUDE, ...exclude } : DEFAULT_FILES_EXCLUDE,
    conflictPolicy: POLICIES.includes(policy) ? policy : "ask",
    presets: value[PRESETS_KEY],
    pipelines: value[PIPELINES_KEY]
  };
}
__name(readFolderSettings, "readFolderSettings");

// src/conversion/rules/catalogueCheck.ts
function catalogueProblems(items, catalogue) {
  if (catalogue.origin !== "service") {
    return [];
  }
  const problems = /* @__PURE__ */ new Set();
  for (const item of items) {
    item.target.target.forEach((step, index) => {
      const from = inputFormatOf(item.sourceFormat, item.target.target, index);
      const converter = findConverter(catalogue, from, step.to);
      if (!converter) {
        problems.add(`rule "${item.rule.name}": the service has no conversion from ${from} to ${step.to} (for ${item.source})`);
        return;
      }
      if (step.parameters && Object.keys(step.parameters).length > 0) {
        for (const found of presetProblems({ name: item.rule.name, target: step.to, parameters: step.parameters }, converter)) {
          problems.add(`${found.message.replace(/^Preset "([^"]*)"/, 'rule "$1"')} (${from} \u2192 ${step.to})`);
        }
      }
    });
  }
  return [...problems];
}
__name(catalogueProblems, "catalogueProblems");

// src/conversion/rules/shards.ts
var import_node_crypto7 = require("node:crypto");
var MAX_SHARDS = 1e3;
function parseShard(text2) {
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text2.trim());
  const index = m ? Number(m[1]) : NaN;
  const count2 = m ? Number(m[2]) : NaN;
  if (!m || count2 < 1 || count2 > MAX_SHARDS || index < 1 || index > count2) {
    throw new Error(`--shard takes K/N with 1 \u2264 K \u2264 N \u2264 ${MAX_SHARDS} (such as 2/4), not "${text2}"`);
  }
  return { index, count: count2 };
}
__name(parseShard, "parseShard");
function shardUnit(item) {
  return item.unit ?? item.source;
}
__name(shardUnit, "shardUnit");
function shardOfUnit(unit, count2) {
  const n = parseInt((0, import_node_crypto7.createHash)("sha256").update(unit, "utf8").digest("hex").slice(0, 12), 16);
  return n % count2 + 1;
}
__name(shardOfUnit, "shardOfUnit");
function inShard(items, shard) {
  return items.filter((item) => shardOfUnit(shardUnit(item), shard.count) === shard.index);
}
__name(inShard, "inShard");

// src/conversion/rules/recordMerge.ts
function key(entry) {
  return entry === void 0 ? "" : JSON.stringify([entry.source, entry.sourceHash, entry.definitionHash, entry.files]);
}
__name(key, "key");
function mergeRecords(base, records) {
  const results = new Set([...base.list(), ...records.flatMap((r) => r.list())].map((e) => e.result));
  const conflicts = [];
  for (const result of [...results].sort()) {
    const before = key(base.get(result));
    const changes = /* @__PURE__ */ new Map();
    for (const record of records) {
      const entry = record.get(result);
      if (key(entry) !== before) {
        changes.set(key(entry), entry);
      }
    }
    if (changes.size > 1) {
      conflicts.push({ result });
    } else if (changes.size === 1) {
      const [entry] = changes.values();
      if (entry) {
        base.set(entry);
      } else {
        base.remove(result);
      }
    }
  }
  return conflicts;
}
__name(mergeRecords, "mergeRecords");

// src/cli/argReader.ts
var UsageError = class extends Error {
  static {
    __name(this, "UsageError");
  }
  name = "UsageError";
};
var DEFAULT_PARALLEL = 4;
var MAX_PARALLEL = 16;
var ArgumentReader = class {
  constructor(words, command) {
    this.words = words;
    this.command = command;
  }
  words;
  command;
  static {
    __name(this, "ArgumentReader");
  }
  i = -1;
  onlyValues = false;
  /** The next word as a flag (undefined: it is a value, such as a file), or undefined at the end. */
  next() {
    this.i += 1;
    const word = this.words[this.i];
    if (word === void 0) {
      return void 0;
    }
    if (!this.onlyValues && word === "--") {
      this.onlyValues = true;
      return this.next();
    }
    if (this.onlyValues || !word.startsWith("-") || word === "-") {
      return { word };
    }
    return { flag: word.startsWith("--") && word.includes("=") ? word.slice(0, word.indexOf("=")) : word, word };
  }
  /** The value of the flag just read: `--x=v` or the next word. */
  value(flag2) {
    const word = this.words[this.i];
    if (word.startsWith("--") && word.includes("=")) {
      return word.slice(word.indexOf("=") + 1);
    }
    const v = this.words[this.i + 1];
    if (v === void 0 || v.startsWith("-") && v !== "-") {
      throw new UsageError(`${flag2} needs a value`);
    }
    this.i += 1;
    return v;
  }
  /** A flag that takes no value given one (`--force=yes`). */
  noValue(flag2) {
    if (this.words[this.i].includes("=")) {
      throw new UsageError(`unknown flag ${this.words[this.i]} for ${this.command} (${flag2} takes no value)`);
    }
    return true;
  }
  unknown(flag2) {
    throw new UsageError(`unknown flag ${flag2} for ${this.command}`);
  }
};
function parallelValue(text2) {
  const n = Number(text2);
  if (!/^\d+$/.test(text2) || n < 1 || n > MAX_PARALLEL) {
    throw new UsageError(`--parallel takes a whole number from 1 to ${MAX_PARALLEL}, not "${text2}"`);
  }
  return n;
}
__name(parallelValue, "parallelValue");

// src/cli/convertArgs.ts
var ON_CONFLICT = ["skip", "rename", "overwrite"];
function option(text2) {
  const eq = text2.indexOf("=");
  const key2 = eq > 0 ? text2.slice(0, eq).trim() : "";
  if (!/^[A-Za-z][A-Za-z0-9_]{0,99}$/.test(key2)) {
    throw new UsageError(`-p takes Key=Value (such as -p PageRange=1-3), not "${text2}"`);
  }
  return [key2, text2.slice(eq + 1)];
}
__name(option, "option");
function parseConvertArguments(read) {
  const sources = [];
  const steps = [];
  const one = {};
  let onConflict = "skip";
  const on = { json: false, dryRun: false, async: false };
  let parallel = DEFAULT_PARALLEL;
  const once = /* @__PURE__ */ __name((flag2, key2) => {
    if (one[key2] !== void 0) {
      throw new UsageError(`${flag2} is given twice`);
    }
    one[key2] = read.value(flag2);
  }, "once");
  const last = /* @__PURE__ */ __name((flag2) => {
    const step = steps.at(-1);
    if (!step) {
      throw new UsageError(`${flag2} belongs to a step: give --to FORMAT before it`);
    }
    return step;
  }, "last");
  for (let w = read.next(); w; w = read.next()) {
    const { flag: flag2 } = w;
    if (flag2 === void 0) {
      sources.push(w.word);
    } else if (flag2 === "--to") {
      if (steps.length > 0) {
        throw new UsageError("--to is given twice (a chain is --to pdf --then compress)");
      }
      steps.push({ to: read.value(flag2), options: {} });
    } else if (flag2 === "--then") {
      last(flag2);
      steps.push({ to: read.value(flag2), options: {} });
    } else if (flag2 === "-p" || flag2 === "--param") {
      const [key2, value] = option(read.value(flag2));
      last(flag2).options[key2] = value;
    } else if (flag2 === "--preset") {
      last(flag2).preset = read.value(flag2);
    } else if (flag2 === "--pipeline" || flag2 === "--rules" || flag2 === "--out" || flag2 === "--name" || flag2 === "--from") {
      once(flag2, flag2.slice(2));
    } else if (flag2 === "--on-conflict") {
      const value = read.value(flag2);
      if (!ON_CONFLICT.includes(value)) {
        throw new UsageError(`--on-conflict takes ${ON_CONFLICT.join(", ")}, not "${value}"`);
      }
      onConflict = value;
    } else if (flag2 === "--parallel") {
      parallel = parallelValue(read.value(flag2));
    } else if (flag2 === "--json") {
      on.json = read.noValue(flag2);
    } else if (flag2 === "--dry-run") {
      on.dryRun = read.noValue(flag2);
    } else if (flag2 === "--async") {
      on.async = read.noValue(flag2);
    } else {
      read.unknown(flag2);
    }
  }
  if (sources.length === 0) {
    throw new UsageError("convert needs the files to convert (FILE, GLOB, or - for stdin)");
  }
  if (one.pipeline !== void 0 && steps.length > 0) {
    throw new UsageError("--pipeline names the steps: not with --to");
  }
  if (one.pipeline === void 0 && steps.length === 0) {
    throw new UsageError("convert needs --to FORMAT (or --pipeline NAME)");
  }
  const stdin = sources.filter((s) => s === "-").length;
  if (stdin > 1 || stdin === 1 && sources.length > 1) {
    throw new UsageError("- (stdin) is the only source when given");
  }
  if (stdin === 1 && one.from === void 0) {
    throw new UsageError("- (stdin) needs --from FORMAT (the format of its bytes)");
  }
  if (stdin === 0 && one.from !== void 0) {
    throw new UsageError("--from is for - (stdin); a file says its format by its extension");
  }
  if (one.out === "-" && on.json) {
    throw new UsageError("--out - writes the result to stdout: not with --json");
  }
  return { command: "convert", sources, steps, ...one, onConflict, ...on, parallel };
}
__name(parseConvertArguments, "parseConvertArguments");

// src/cli/args.ts
function shardValue(text2) {
  try {
    return parseShard(text2);
  } catch (err) {
    throw new UsageError(err.message);
  }
}
__name(shardValue, "shardValue");
function parseArguments(argv) {
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
    return { command: "help" };
  }
  const [command, ...rest] = argv;
  switch (command) {
    case "run":
      return parseRun(rest);
    case "check":
      return parseCheck(rest);
    case "convert":
      return parseConvertArguments(new ArgumentReader(rest, "convert"));
    case "record":
      return parseRecord(rest);
    default:
      throw new UsageError(`unknown command "${command}" (use run, check, convert or record merge)`);
  }
}
__name(parseArguments, "parseArguments");
function parseRun(rest) {
  const args = { rules: void 0, rule: void 0, shard: void 0 };
  const on = { force: false, dryRun: false, async: false, json: false, watch: false };
  let parallel = DEFAULT_PARALLEL;
  const files = [];
  const read = new ArgumentReader(rest, "run");
  for (let w = read.next(); w; w = read.next()) {
    const { flag: flag2 } = w;
    if (flag2 === void 0) {
      files.push(w.word);
    } else if (flag2 === "--rules") {
      args.rules = read.value(flag2);
    } else if (flag2 === "--rule") {
      args.rule = read.value(flag2);
    } else if (flag2 === "--parallel") {
      parallel = parallelValue(read.value(flag2));
    } else if (flag2 === "--shard") {
      args.shard = shardValue(read.value(flag2));
    } else if (flag2 === "--force") {
      on.force = read.noValue(flag2);
    } else if (flag2 === "--dry-run") {
      on.dryRun = read.noValue(flag2);
    } else if (flag2 === "--async") {
      on.async = read.noValue(flag2);
    } else if (flag2 === "--json") {
      on.json = read.noValue(flag2);
    } else if (flag2 === "--watch") {
      on.watch = read.noValue(flag2);
    } else {
      read.unknown(flag2);
    }
  }
  if (on.watch && (on.dryRun || args.shard || on.json)) {
    throw new UsageError("--watch runs on its own: not with --dry-run, --shard or --json");
  }
  return { command: "run", ...args, ...on, parallel, files };
}
__name(parseRun, "parseRun");
function parseCheck(rest) {
  let rules;
  let shard;
  let json = false;
  const read = new ArgumentReader(rest, "check");
  for (let w = read.next(); w; w = read.next()) {
    if (w.flag === void 0) {
      throw new UsageError(`check takes no files ("${w.word}")`);
    } else if (w.flag === "--rules") {
      rules = read.value(w.flag);
    } else if (w.flag === "--shard") {
      shard = shardValue(read.value(w.flag));
    } else if (w.flag === "--json") {
      json = read.noValue(w.flag);
    } else {
      read.unknown(w.flag);
    }
  }
  return { command: "check", rules, json, shard };
}
__name(parseCheck, "parseCheck");
function parseRecord(rest) {
  const [sub, ...more] = rest;
  if (sub !== "merge") {
    throw new UsageError(`unknown record command "${sub ?? ""}" (use record merge A B \u2026)`);
  }
  let rules;
  const records = [];
  const read = new ArgumentReader(more, "record merge");
  for (let w = read.next(); w; w = read.next()) {
    if (w.flag === void 0) {
      records.push(w.word);
    } else if (w.flag === "--rules") {
      rules = read.value(w.flag);
    } else {
      read.unknown(w.flag);
    }
  }
  if (records.length === 0) {
    throw new UsageError("record merge needs the records to merge (record merge A B \u2026)");
  }
  return { command: "record merge", rules, records };
}
__name(parseRecord, "parseRecord");

// src/cli/context.ts
var import_node_path13 = require("node:path");
var EXIT_OK = 0;
var EXIT_FAILED = 1;
var EXIT_CANNOT_START = 2;
var EXIT_INTERRUPTED = 130;
var CannotStart = class extends Error {
  static {
    __name(this, "CannotStart");
  }
  name = "CannotStart";
};
async function openRules(rules, io) {
  const where = locateRules((0, import_node_path13.resolve)(io.cwd, rules ?? RULES_FILE), io.cwd);
  const file = await readRulesFile(where.rulesPath);
  const folder = await readFolderSettings(where.workspaceFolder);
  return { where, file, folder };
}
__name(openRules, "openRules");
async function checksCatalogue(io, service) {
  const catalogue = service ? await service.catalogue(io.signal) : await catalogueFromEnvironment(io.env, io.signal);
  if (!catalogue && !io.signal.aborted) {
    io.err("convert-files: the service's list of converters could not be read; formats and options are not checked before sending");
  }
  return catalogue;
}
__name(checksCatalogue, "checksCatalogue");
function refuseUnfit(items, catalogue) {
  const sent = items.filter((i) => !(i.target.target.length === 1 && i.sourceFormat === i.target.format));
  const unfit = catalogue ? catalogueProblems(sent, catalogue) : [];
  if (unfit.length > 0) {
    throw new CannotStart(unfit.join("\n"));
  }
}
__name(refuseUnfit, "refuseUnfit");
function costLine(items, dryRun) {
  const steps = items.reduce((n, i) => n + i.target.target.length, 0);
  const sources = new Set(items.map((i) => i.source)).size;
  const many = /* @__PURE__ */ __name((n, one, other) => `${n} ${n === 1 ? one : other}`, "many");
  return `${dryRun ? "cost if run" : "cost"}: ${many(steps, "conversion", "conversions")} for ${many(items.length, "result", "results")} from ${many(sources, "source file", "source files")} (one per step of a chain or pipeline)`;
}
__name(costLine, "costLine");
function dryRunBatch(signal) {
  return {
    client: /* @__PURE__ */ __name(() => Promise.reject(new Error("a dry run sends nothing")), "client"),
    chain: /* @__PURE__ */ __name(() => Promise.reject(new Error("a dry run sends nothing")), "chain"),
    adminClient: /* @__PURE__ */ __name(async () => void 0, "adminClient"),
    progress: { run: /* @__PURE__ */ __name((_t, task) => task({ step: /* @__PURE__ */ __name(() => void 0, "step"), advance: /* @__PURE__ */ __name(() => void 0, "advance") }, signal), "run") },
    conflicts: { ask: /* @__PURE__ */ __name(async () => void 0, "ask") },
    log: { info: /* @__PURE__ */ __name(() => void 0, "info"), warn: /* @__PURE__ */ __name(() => void 0, "warn"), error: /* @__PURE__ */ __name(() => void 0, "error") },
    maxParallel: 1
  };
}
__name(dryRunBatch, "dryRunBatch");
function cwdOf(io) {
  return import_node_path13.posix.resolve(io.cwd.replace(/\\/g, "/"));
}
__name(cwdOf, "cwdOf");

// src/cli/report.ts
var import_node_path14 = require("node:path");
init_errors2();

// src/cli/lines.ts
function shown(path) {
  return path.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
__name(shown, "shown");
function arrow(item, written) {
  const result = written && written.length > 0 ? written.join(", ") : item.multiFile ? `${item.result}/` : item.result;
  return `${shown(item.source)} \u2192 ${shown(result)}`;
}
__name(arrow, "arrow");
function oneLine(text2, redact) {
  return redact(text2).replace(/\s*[\r\n]+\s*/g, " ").trim();
}
__name(oneLine, "oneLine");
function errorText3(err) {
  return err instanceof Error ? err.message : String(err);
}
__name(errorText3, "errorText");
function eventLine(event, redact) {
  switch (event.kind) {
    case "upToDate":
      return `${arrow(event.item)} up to date`;
    case "wouldConvert":
      return `would convert ${arrow(event.item)}`;
    case "converted":
      return arrow(event.item, event.written);
    case "skipped":
      return `${arrow(event.item)} skipped: ${oneLine(event.why, redact)}`;
    case "failed": {
      const step = stepFailureOf(event.error);
      const where = step ? `step ${step.step} of ${step.of} (${step.to}): ` : "";
      return `${arrow(event.item)} failed: ${where}${oneLine(errorText3(event.error), redact)}`;
    }
    default:
      return `${arrow(event.item)} skipped: stopped by Ctrl+C`;
  }
}
__name(eventLine, "eventLine");
function summaryLine(summary) {
  return `${summary.converted} converted, ${summary.upToDate} up to date, ${summary.failed} failed, ${summary.costAssumed ? "about " : ""}${summary.conversionsUsed} conversions used`;
}
__name(summaryLine, "summaryLine");

// src/cli/report.ts
var BLOCKED = "blocked: exists and not written by the rules";
var targetName = /* @__PURE__ */ __name((item) => item.target.pipeline ?? item.target.target.map((s) => s.to).join(" \u2192 "), "targetName");
var Reporter = class {
  constructor(o) {
    this.o = o;
  }
  o;
  static {
    __name(this, "Reporter");
  }
  notStarted = 0;
  removed = 0;
  /** Named files nothing converts: skipped in the JSON summary. */
  unconverted = 0;
  /** A path of the plan as JSON gives it: relative to the working folder. */
  fromCwd(path) {
    const relative = import_node_path14.posix.relative(this.o.cwd, import_node_path14.posix.join(this.o.workspaceFolder, path));
    return relative === "" ? "." : relative;
  }
  shownItem(item) {
    const as = this.o.shownAs;
    return as ? { ...item, source: as(item.source), result: as(item.result) } : item;
  }
  json(item, fields, result) {
    const r = result ?? (item ? item.multiFile ? `${item.result}/` : item.result : void 0);
    const object = {
      source: item ? this.fromCwd(item.source) : "",
      target: item ? targetName(item) : null,
      result: r === void 0 ? null : this.fromCwd(r),
      ...fields
    };
    this.o.out(JSON.stringify(object));
  }
  /** One event of a run (or of a convert). */
  event(event) {
    const { item } = event;
    const steps = item.target.target.length;
    switch (event.kind) {
      case "cancelled":
        this.notStarted += 1;
        if (this.o.json) {
          this.json(item, { status: "notStarted", cost: 0 });
        }
        return;
      case "upToDate":
        return this.o.json ? this.json(item, { status: "upToDate", cost: 0 }) : this.o.out(eventLine(event, this.o.redact));
      case "wouldConvert":
        return this.o.json ? this.json(item, { status: "wouldConvert", cost: steps, reason: event.why }) : this.o.out(eventLine({ ...event, item: this.shownItem(item) }, this.o.redact));
      case "converted":
        return this.o.json ? this.json(item, { status: "converted", cost: steps }, event.written.length === 1 ? event.written[0] : void 0) : this.o.out(
          eventLine(
            { ...event, item: this.shownItem(item), written: event.written.map((p) => this.o.shownAs?.(p) ?? p) },
            this.o.redact
          )
        );
      case "skipped":
        return this.o.json ? this.json(item, { status: "skipped", cost: 0, reason: oneLine(event.why, this.o.redact) }) : this.o.out(eventLine({ ...event, item: this.shownItem(item) }, this.o.redact));
      case "failed":
        return this.o.json ? this.json(item, {
          status: "failed",
          cost: conversionsCharged(event.error),
          reason: oneLine(errorText3(event.error), this.o.redact),
          code: classifyError(event.error)?.kind ?? "error"
        }) : this.o.out(eventLine({ ...event, item: this.shownItem(item) }, this.o.redact));
      default:
        return this.other(event);
    }
  }
  /**
   * Events of the engine's removal of results whose source is gone (issue 32): `removed` (and a
   * dry run's `wouldRemove`) are `removed`; a result moved along with its renamed source (`moved`,
   * `wouldMove`) cost nothing and is `converted` with cost 0. Lines: as the engine's own.
   */
  other(event) {
    const e = event;
    const removal = e.kind === "removed" || e.kind === "wouldRemove";
    if (e.kind === "removed") {
      this.removed += 1;
    }
    if (!this.o.json) {
      this.o.out(eventLine(event, this.o.redact));
    } else if (removal) {
      this.json(e.item, {
        status: "removed",
        cost: 0,
        reason: `${e.kind === "wouldRemove" ? "would remove: " : ""}${e.why ?? "its source is gone"}`
      });
    } else if (e.kind === "moved" || e.kind === "wouldMove") {
      const from = e.from === void 0 ? "" : ` from ${this.fromCwd(e.from)}`;
      this.json(e.item, {
        status: e.kind === "moved" ? "converted" : "wouldConvert",
        cost: 0,
        reason: `moved${from} (renamed source, same bytes)`
      });
    }
  }
  /** A file named on the command line that nothing converts. */
  unplanned(asTyped, path, why) {
    this.unconverted += 1;
    if (this.o.json) {
      this.o.out(JSON.stringify({ source: path ?? asTyped, target: null, result: null, status: "skipped", cost: 0, reason: why }));
    } else {
      this.o.out(`${shown(asTyped)} skipped: ${why}`);
    }
  }
  /** What `check` found for one item. */
  checked(item, state) {
    if (state === void 0) {
      this.notStarted += 1;
      if (this.o.json) {
        this.json(item, { status: "notStarted", cost: 0 });
      }
    } else if (state.status === "upToDate") {
      return this.o.json ? this.json(item, { status: "upToDate", cost: 0 }) : this.o.out(`${arrow(item)} up to date`);
    } else if (state.status === "convert") {
      const cost = item.target.target.length;
      return this.o.json ? this.json(item, { status: "wouldConvert", cost, reason: state.why }) : this.o.out(`${arrow(item)} out of date (${state.why})`);
    } else if (state.status === "blocked") {
      return this.o.json ? this.json(item, { status: "blocked", cost: 0, reason: "exists and not written by the rules" }) : this.o.out(`${arrow(item)} ${BLOCKED}`);
    } else {
      return this.o.json ? this.json(item, { status: "skipped", cost: 0, reason: state.why }) : this.o.out(`${arrow(item)} skipped: ${state.why}`);
    }
  }
  /** The run's last line (or object); Ctrl+C says once how many were not started. */
  runSummary(summary) {
    this.stopped();
    const removed = summary.removed ?? this.removed;
    if (this.o.json) {
      this.summaryObject({
        converted: summary.converted,
        upToDate: summary.upToDate,
        skipped: summary.skipped + this.unconverted,
        failed: summary.failed,
        removed,
        notStarted: this.notStarted,
        conversions: summary.conversionsUsed
      });
    } else {
      this.o.out(`${summaryLine(summary)}${this.notStartedPart()}`);
    }
  }
  /** The check's last line (or object). */
  checkSummary(counts) {
    this.stopped();
    if (this.o.json) {
      this.summaryObject({
        converted: 0,
        upToDate: counts.upToDate,
        skipped: counts.skipped,
        failed: 0,
        removed: 0,
        notStarted: this.notStarted,
        conversions: 0
      });
    } else {
      this.o.out(`${counts.outOfDate} out of date, ${counts.upToDate} up to date${this.notStartedPart()}`);
    }
  }
  summaryObject(summary) {
    this.o.out(JSON.stringify(summary));
  }
  notStartedPart() {
    return this.notStarted > 0 ? `, ${this.notStarted} not started` : "";
  }
  stopped() {
    if (this.notStarted > 0) {
      this.o.err(`convert-files: stopped by Ctrl+C; ${this.notStarted} not started (no partial file is left)`);
    }
  }
};

// src/cli/runItems.ts
async function planAll(where, file, folder, io) {
  const plan = await planRules({
    workspaceFolder: where.workspaceFolder,
    file,
    filesExclude: folder.filesExclude,
    now: (io.now ?? (() => /* @__PURE__ */ new Date()))()
  });
  if (plan.problems.length > 0) {
    throw new CannotStart(plan.problems.join("\n"));
  }
  return plan.items;
}
__name(planAll, "planAll");
async function runItems(plan, session, io, reporter) {
  return exitCode(await runAndReport(plan, session, io, reporter), io);
}
__name(runItems, "runItems");
async function runAndReport(plan, session, io, reporter) {
  const { items, workspaceFolder, record } = plan;
  const states = await readStates({ workspaceFolder, items, record, force: plan.force, signal: io.signal });
  const conflictPolicy = plan.policy === "ask" ? "skip" : plan.policy;
  const toConvert = items.filter((_, i) => states[i]?.status === "convert" && !(states[i].conflict && conflictPolicy === "skip"));
  if (toConvert.length > 0) {
    io.err(costLine(toConvert, plan.dryRun));
  }
  const summary = await runRules(
    {
      workspaceFolder,
      items,
      record,
      force: plan.force,
      dryRun: plan.dryRun,
      conflictPolicy,
      batch: session.service?.batch(io.signal) ?? dryRunBatch(io.signal),
      onEvent: /* @__PURE__ */ __name((event) => reporter.event(event), "onEvent"),
      signal: io.signal,
      ...plan.keptWhy ? { keptWhy: plan.keptWhy } : {}
    },
    states
  );
  reporter.runSummary(summary);
  return summary;
}
__name(runAndReport, "runAndReport");
function exitCode(summary, io) {
  if (summary.cancelled || io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return summary.failed > 0 ? EXIT_FAILED : EXIT_OK;
}
__name(exitCode, "exitCode");

// src/cli/checkCommand.ts
async function checkCommand(args, io) {
  const { where, file, folder } = await openRules(args.rules, io);
  const planned = await planAll(where, file, folder, io);
  const items = args.shard ? inShard(planned, args.shard) : planned;
  refuseUnfit(items, items.length > 0 ? await checksCatalogue(io, void 0) : void 0);
  const record = await ConversionRecord.load(where.recordPath);
  const states = await readStates({ workspaceFolder: where.workspaceFolder, items, record, force: false, signal: io.signal });
  const keeps = folder.conflictPolicy === "ask" || folder.conflictPolicy === "skip";
  const reporter = new Reporter({
    json: args.json,
    out: io.out,
    err: io.err,
    redact: /* @__PURE__ */ __name((t) => t, "redact"),
    workspaceFolder: where.workspaceFolder,
    cwd: cwdOf(io)
  });
  const counts = { outOfDate: 0, upToDate: 0, skipped: 0 };
  items.forEach((item, i) => {
    const state = states[i];
    const shown2 = state?.status === "convert" && state.conflict && keeps ? { status: "blocked" } : state;
    if (shown2?.status === "convert") {
      counts.outOfDate += 1;
    } else if (shown2?.status === "upToDate") {
      counts.upToDate += 1;
    } else if (shown2) {
      counts.skipped += 1;
    }
    reporter.checked(item, shown2);
  });
  reporter.checkSummary(counts);
  if (io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return counts.outOfDate > 0 ? EXIT_FAILED : EXIT_OK;
}
__name(checkCommand, "checkCommand");

// src/cli/convertCommand.ts
var import_node_fs3 = require("node:fs");
var import_promises11 = require("node:fs/promises");
var import_node_os2 = require("node:os");
var import_node_path18 = require("node:path");

// src/conversion/adhoc/sources.ts
var import_promises9 = require("node:fs/promises");
var import_node_path15 = require("node:path");
function typed(arg) {
  return arg.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
__name(typed, "typed");
function isGlob(argument) {
  return /[*?[\]{}]/.test(argument);
}
__name(isGlob, "isGlob");
function splitGlob(glob) {
  const segments = slashed(glob).split("/");
  const first = segments.findIndex((s) => isGlob(s));
  const literal = segments.slice(0, first);
  const base = literal.length === 0 ? "." : literal.join("/") === "" ? "/" : literal.join("/");
  return { base, pattern: segments.slice(first).join("/") };
}
__name(splitGlob, "splitGlob");
function patternRule(pattern) {
  return { name: pattern, index: 0, files: [pattern], exclude: [], targets: [], trigger: "manual" };
}
__name(patternRule, "patternRule");
async function matching(folder, pattern, filesExclude) {
  const rule = patternRule(pattern);
  const found = await findSources({ workspaceFolder: folder, rules: [rule], filesExclude });
  return (found.get(rule) ?? []).map((p) => import_node_path15.posix.join(folder, p));
}
__name(matching, "matching");
async function expandSources(args, cwd, filesExclude = {}) {
  const sources = /* @__PURE__ */ new Map();
  const problems = [];
  const add = /* @__PURE__ */ __name((path, base) => {
    if (!sources.has(path)) {
      sources.set(path, { path, base });
    }
  }, "add");
  for (const arg of args) {
    if (isGlob(arg)) {
      const { base, pattern } = splitGlob(arg);
      const folder = import_node_path15.posix.resolve(slashed(cwd), base);
      const found = await matching(folder, pattern, filesExclude);
      if (found.length === 0) {
        problems.push(`no file matches "${typed(arg)}"`);
      }
      found.forEach((p) => add(p, folder));
      continue;
    }
    const path = import_node_path15.posix.resolve(slashed(cwd), slashed(arg));
    const info = await (0, import_promises9.stat)(path).catch(() => void 0);
    if (!info) {
      problems.push(`${typed(arg)}: no such file`);
    } else if (info.isDirectory()) {
      const found = await matching(path, "**", filesExclude);
      if (found.length === 0) {
        problems.push(`${typed(arg)}: the folder holds no file to convert`);
      }
      found.forEach((p) => add(p, path));
    } else if (info.isFile()) {
      add(path, import_node_path15.posix.dirname(path));
    } else {
      problems.push(`${typed(arg)}: not a file`);
    }
  }
  return { sources: [...sources.values()], problems };
}
__name(expandSources, "expandSources");

// src/conversion/adhoc/request.ts
var import_node_path16 = require("node:path");
function shownPath(cwd, path) {
  const relative = import_node_path16.posix.relative(cwd, path);
  return relative === "" ? "." : relative.startsWith("../") || import_node_path16.posix.isAbsolute(relative) ? path : relative;
}
__name(shownPath, "shownPath");
function requestProblems(request) {
  const problems = [];
  if (request.steps.length === 0 && request.pipeline === void 0) {
    problems.push("no target: give --to FORMAT (or --pipeline NAME)");
  }
  for (const step of request.steps) {
    if (!isConverterFormat(normalizeFormat(step.to))) {
      problems.push(`"${step.to}" is not a format (letters, digits and inner hyphens, such as pdf or compress)`);
    }
    if (step.preset !== void 0 && !Object.prototype.hasOwnProperty.call(request.file?.presets ?? {}, step.preset)) {
      problems.push(`preset "${step.preset}" is not defined in "presets" of the rules file (${known(request.file?.presets)})`);
    }
  }
  if (request.pipeline !== void 0 && !Object.prototype.hasOwnProperty.call(request.file?.pipelines ?? {}, request.pipeline)) {
    problems.push(`pipeline "${request.pipeline}" is not defined in "pipelines" of the rules file (${known(request.file?.pipelines)})`);
  }
  const nameProblem = request.fileName === void 0 ? void 0 : templateProblem(request.fileName, FILE_NAME_VARIABLES);
  if (nameProblem) {
    problems.push(`--name: ${nameProblem}`);
  }
  const fileOptions = request.steps.flatMap((s) => Object.entries(s.options).filter(([, v]) => v.startsWith("@")));
  if (fileOptions.length > 0 && request.steps.length !== 1) {
    problems.push("a file option (-p Name=@path) works on a single conversion, not on a chain");
  }
  for (const source of request.sources) {
    if (sourceFormatOf(source.path) === void 0) {
      problems.push(`${shownPath(request.cwd, source.path)}: no extension, so its format is unknown`);
    }
  }
  return problems;
}
__name(requestProblems, "requestProblems");
function known(defined) {
  const names = Object.keys(defined ?? {});
  return names.length > 0 ? `known: ${names.map((n) => `"${n}"`).join(", ")}` : "none is defined";
}
__name(known, "known");
function commonFolder(paths) {
  let common = paths[0].split("/");
  for (const path of paths.slice(1)) {
    const segments = path.split("/");
    let i = 0;
    while (i < common.length && i < segments.length && common[i] === segments[i]) {
      i += 1;
    }
    common = common.slice(0, i);
  }
  const joined = common.join("/");
  return joined === "" ? "/" : /^[a-zA-Z]:$/.test(joined) ? `${joined}/` : joined;
}
__name(commonFolder, "commonFolder");
function resultFolder(request, source) {
  const dir = import_node_path16.posix.dirname(source.path);
  return request.outputFolder === void 0 ? dir : import_node_path16.posix.join(request.outputFolder, import_node_path16.posix.relative(source.base, dir));
}
__name(resultFolder, "resultFolder");
function targetSpec(request, steps) {
  if (request.pipeline !== void 0) {
    return { kind: "pipeline", name: request.pipeline };
  }
  return steps.length === 1 ? { kind: "format", to: normalizeFormat(steps[0].to) } : { kind: "chain", steps: steps.map((s) => ({ to: normalizeFormat(s.to), parameters: s.parameters })) };
}
__name(targetSpec, "targetSpec");
async function planRequest(request, steps) {
  const single = request.pipeline === void 0 && steps.length === 1 ? normalizeFormat(steps[0].to) : void 0;
  const alreadyTarget = request.sources.filter((s) => single !== void 0 && sourceFormatOf(s.path) === single);
  const planned = request.sources.filter((s) => !alreadyTarget.includes(s));
  if (planned.length === 0) {
    return { items: [], problems: [], workspaceFolder: request.cwd, alreadyTarget };
  }
  const folders = /* @__PURE__ */ new Map();
  for (const source of planned) {
    const folder = resultFolder(request, source);
    folders.set(folder, [...folders.get(folder) ?? [], source]);
  }
  const workspaceFolder = commonFolder([...planned.map((s) => import_node_path16.posix.dirname(s.path)), ...folders.keys()]);
  const target = targetSpec(request, steps);
  const files = steps.length === 1 && Object.keys(steps[0].files).length > 0 ? steps[0].files : void 0;
  const sources = /* @__PURE__ */ new Map();
  [...folders.entries()].forEach(([folder, named], index) => {
    const rule = {
      name: "convert",
      index,
      files: [],
      exclude: [],
      targets: [target],
      ...target.kind === "format" ? { parameters: steps[0].parameters } : {},
      outputDirectory: folder,
      ...request.fileName !== void 0 ? { fileName: request.fileName } : {},
      trigger: "manual",
      ...files ? { fileParameters: files } : {}
    };
    sources.set(
      rule,
      named.map((s) => import_node_path16.posix.relative(workspaceFolder, s.path))
    );
  });
  const plan = await planRules({
    workspaceFolder,
    file: { presets: request.file?.presets ?? {}, pipelines: request.file?.pipelines ?? {}, rules: [...sources.keys()] },
    now: request.now,
    sources
  });
  return { ...plan, workspaceFolder, alreadyTarget };
}
__name(planRequest, "planRequest");

// src/conversion/adhoc/catalogueFit.ts
var import_promises10 = require("node:fs/promises");
var import_node_path17 = require("node:path");
function optionValues(request, step) {
  const preset = step.preset !== void 0 ? request.file?.presets[step.preset] ?? {} : {};
  const typed2 = Object.fromEntries(
    Object.entries(step.options).map(([k, v]) => [k, v.startsWith("@") ? import_node_path17.posix.resolve(slashed(request.cwd), slashed(v.slice(1))) : v])
  );
  return { ...preset, ...typed2 };
}
__name(optionValues, "optionValues");
async function fileOptionProblems(request) {
  const problems = [];
  for (const step of request.steps) {
    for (const [name, value] of Object.entries(step.options)) {
      if (!value.startsWith("@")) {
        continue;
      }
      const path = import_node_path17.posix.resolve(slashed(request.cwd), slashed(value.slice(1)));
      if (!(await (0, import_promises10.stat)(path).catch(() => void 0))?.isFile()) {
        problems.push(`-p ${name}=${value}: ${shownPath(request.cwd, path)} is not a file`);
      }
    }
  }
  return problems;
}
__name(fileOptionProblems, "fileOptionProblems");
async function readySteps(request, catalogue) {
  const problems = await fileOptionProblems(request);
  const known2 = catalogue?.origin === "service" ? catalogue : void 0;
  const formats = [...new Set(request.sources.map((s) => sourceFormatOf(s.path)).filter((f) => f !== void 0))];
  const exampleOf = /* @__PURE__ */ __name((format2) => request.sources.find((s) => sourceFormatOf(s.path) === format2), "exampleOf");
  const chain = request.steps.map((s) => ({ to: normalizeFormat(s.to) }));
  const steps = request.steps.map((step, index) => {
    const values = optionValues(request, step);
    let parameters = {};
    const files = {};
    let typed2 = false;
    const sent = formats.filter((f) => !(request.steps.length === 1 && normalizeFormat(f) === chain[0].to));
    for (const format2 of known2 ? sent : []) {
      const from = inputFormatOf(format2, chain, index);
      const converter = findConverter(known2, from, step.to);
      const where = `${from} \u2192 ${normalizeFormat(step.to)}`;
      if (!converter) {
        problems.push(
          `the service has no conversion from ${from} to ${normalizeFormat(step.to)} (for ${shownPath(request.cwd, exampleOf(format2).path)})`
        );
        continue;
      }
      const built = buildParameters(optionFields(converter), values);
      problems.push(...built.problems.map((p) => `${where}: ${p.message}`));
      for (const [name, value] of Object.entries(step.options)) {
        if (value.startsWith("@") && !Object.keys(built.files).some((f) => f.toLowerCase() === name.toLowerCase())) {
          problems.push(`${where}: -p ${name}=${value}: ${name} is not a file option of this converter`);
        }
      }
      if (!typed2) {
        typed2 = true;
        parameters = { ...built.parameters };
        for (const [name, paths] of Object.entries(built.files)) {
          files[name] = paths[0];
        }
      }
    }
    if (!typed2) {
      for (const [name, value] of Object.entries(values)) {
        if (Object.prototype.hasOwnProperty.call(step.options, name) && step.options[name].startsWith("@")) {
          files[name] = String(value);
        } else {
          parameters[name] = value;
        }
      }
    }
    return { to: step.to, parameters, files };
  });
  return { steps, problems: [...new Set(problems)] };
}
__name(readySteps, "readySteps");

// src/cli/convertCommand.ts
async function presetsFile(args, io) {
  if (args.rules === void 0 && args.pipeline === void 0 && !args.steps.some((s) => s.preset !== void 0)) {
    return void 0;
  }
  try {
    return (await openRules(args.rules, io)).file;
  } catch (err) {
    if (args.rules === void 0 && err instanceof RulesFileError && err.problems[0] === "no rules file here") {
      return void 0;
    }
    throw err;
  }
}
__name(presetsFile, "presetsFile");
async function readStdin(args, io, folder) {
  const path = import_node_path18.posix.join(folder, `stdin.${normalizeFormat(args.from ?? "")}`);
  const chunks = [];
  for await (const chunk of io.stdin ? io.stdin() : process.stdin) {
    chunks.push(chunk);
  }
  await (0, import_promises11.writeFile)(path, Buffer.concat(chunks), { flag: "wx" });
  return { path, base: folder };
}
__name(readStdin, "readStdin");
async function temporaryFolder() {
  return slashed(await (0, import_promises11.mkdtemp)(import_node_path18.posix.join(slashed(await (0, import_promises11.realpath)((0, import_node_os2.tmpdir)())), "convert-files-")));
}
__name(temporaryFolder, "temporaryFolder");
async function convertCommand(args, io, session) {
  const cwd = cwdOf(io);
  const temporary = [];
  try {
    const stdin = args.sources[0] === "-";
    const file = await presetsFile(args, io);
    const stdinFolder = stdin ? await temporaryFolder() : void 0;
    const stdoutFolder = args.out === "-" ? await temporaryFolder() : void 0;
    temporary.push(...[stdinFolder, stdoutFolder].filter((f) => f !== void 0));
    const expanded = stdinFolder ? { sources: [await readStdin(args, io, stdinFolder)], problems: [] } : await expandSources(args.sources, cwd, DEFAULT_FILES_EXCLUDE);
    const request = {
      sources: expanded.sources,
      steps: args.steps,
      ...args.pipeline !== void 0 ? { pipeline: args.pipeline } : {},
      // stdin's result goes to the working folder unless told otherwise.
      outputFolder: stdoutFolder ?? (args.out !== void 0 ? import_node_path18.posix.resolve(cwd, slashed(args.out)) : stdin ? cwd : void 0),
      ...args.name !== void 0 ? { fileName: args.name } : {},
      ...file ? { file } : {},
      cwd,
      now: (io.now ?? (() => /* @__PURE__ */ new Date()))()
    };
    const problems = [...expanded.problems, ...requestProblems(request)];
    if (problems.length > 0) {
      throw new CannotStart(problems.join("\n"));
    }
    if (!args.dryRun) {
      session.service = serviceFromEnvironment(io.env, args.parallel, { async: args.async });
    }
    const catalogue = await checksCatalogue(io, session.service);
    const ready = await readySteps(request, catalogue);
    if (ready.problems.length > 0) {
      throw new CannotStart(ready.problems.join("\n"));
    }
    const plan = await planRequest(request, ready.steps);
    if (plan.problems.length > 0) {
      throw new CannotStart(plan.problems.join("\n"));
    }
    if (args.pipeline !== void 0) {
      refuseUnfit(plan.items, catalogue);
    }
    if (stdoutFolder) {
      refuseSeveral(plan.items, catalogue);
    }
    const shownAs = /* @__PURE__ */ __name((path) => {
      const absolute = import_node_path18.posix.join(plan.workspaceFolder, path);
      const temp = [stdinFolder, stdoutFolder].find((f) => f !== void 0 && (absolute === f || absolute.startsWith(`${f}/`)));
      if (temp) {
        return "-";
      }
      const relative = import_node_path18.posix.relative(cwd, absolute);
      return relative.startsWith("../") ? absolute : relative;
    }, "shownAs");
    const reporter = new Reporter({
      json: args.json,
      // With --out -, stdout carries the result only.
      out: stdoutFolder ? io.err : io.out,
      err: io.err,
      redact: /* @__PURE__ */ __name((t) => session.service?.redact(t) ?? t, "redact"),
      workspaceFolder: plan.workspaceFolder,
      cwd,
      shownAs
    });
    for (const source of plan.alreadyTarget) {
      const path = shownAs(import_node_path18.posix.relative(plan.workspaceFolder, source.path));
      reporter.unplanned(path, path, `already a ${sourceFormatOf(source.path) ?? ""} file`);
    }
    const code = await runItems(
      {
        items: plan.items,
        workspaceFolder: plan.workspaceFolder,
        record: ConversionRecord.unsaved(),
        policy: args.onConflict,
        force: false,
        dryRun: args.dryRun,
        keptWhy: /* @__PURE__ */ __name((item) => `${shownAs(item.result)} exists; --on-conflict skip keeps it (overwrite replaces it, rename writes a numbered copy)`, "keptWhy")
      },
      session,
      io,
      reporter
    );
    if (stdoutFolder && code === EXIT_OK && !args.dryRun) {
      await writeResult(stdoutFolder, io);
    }
    return code;
  } finally {
    for (const folder of temporary) {
      await (0, import_promises11.rm)(folder, { recursive: true, force: true });
    }
  }
}
__name(convertCommand, "convertCommand");
function refuseSeveral(items, catalogue) {
  const several = items.length !== 1 || items.some((i) => i.multiFile || resultCount(catalogue, i.sourceFormat, i.target.format) === "several");
  if (several) {
    throw new CannotStart(
      `--out - writes one result to stdout; this conversion makes ${items.length === 1 ? "several files" : `${items.length} results`} (use --out DIR)`
    );
  }
}
__name(refuseSeveral, "refuseSeveral");
async function writeResult(folder, io) {
  const names = (await (0, import_promises11.readdir)(folder)).filter((n) => !n.startsWith("."));
  if (names.length !== 1) {
    throw new CannotStart(`--out - writes one result to stdout; the service made ${names.length}`);
  }
  const data = (0, import_node_fs3.createReadStream)(import_node_path18.posix.join(folder, names[0]));
  if (io.stdout) {
    await io.stdout(data);
    return;
  }
  for await (const chunk of data) {
    if (!process.stdout.write(chunk)) {
      await new Promise((done) => process.stdout.once("drain", done));
    }
  }
}
__name(writeResult, "writeResult");

// src/cli/help.ts
var HELP = `convert-files: convert files with the ConvertAPI service, by name or by the rules of
.vscode/convert-files.json

Usage:
  convert-files convert FILE|GLOB|- \u2026 --to FORMAT [--then FORMAT \u2026] [-p Key=Value \u2026] [options]
  convert-files convert FILE|GLOB \u2026 --pipeline NAME [options]
  convert-files run [--rules FILE] [--force] [--dry-run] [--rule NAME] [--parallel N] [--async]
                    [--json] [--watch] [--shard K/N] [FILE|GLOB \u2026]
  convert-files check [--rules FILE] [--json] [--shard K/N]
  convert-files record merge RECORD\u2026 [--rules FILE]
  convert-files mcp [--root DIR] [--max-conversions N]
  convert-files --help

convert Converts the files named, no rules file needed. Globs are expanded by the tool, quoted or
        not, as a rules file's are: hidden files and folders, .git and node_modules only when
        the glob spells them out.
run     Converts what is out of date: every rule whatever its trigger. A result is converted
        again only when its source's bytes or its target's definition changed, or the result
        is gone; what was converted is kept in .vscode/convert-files.record.json. Run it in a
        workspace folder (the folder that holds .vscode/).
check   Sends nothing (it reads the service's public list of converters): checks the rules file
        and lists what a run would convert.
record merge  Combines the records that runs with --shard wrote (see Shards) into the
        workspace's record.
mcp     A Model Context Protocol server on stdin and stdout for AI agents (tools: formats,
        options, convert). Files only inside --root (default: the working folder); a call
        costing more than --max-conversions (default 20) is refused before anything is sent.

Options of convert:
  --to FORMAT       the target format (pdf, html, docx, png, \u2026)
  --then FORMAT     a further step on the service, run on the previous result (a chain:
                    --to pdf --then compress)
  -p Key=Value      an option of the step named before it, checked against the service's
                    converters as the options form checks it; -p Name=@path sends a file
  --preset NAME     the options of a preset of the rules file, for the step named before it
  --pipeline NAME   the steps of a pipeline of the rules file
  --rules FILE      the rules file whose presets and pipelines are named (default
                    .vscode/convert-files.json)
  --out DIR         where results go (default: beside each source); below DIR the sources'
                    folders relative to the glob's base are kept. --out - writes the one
                    result to stdout (then every line goes to stderr)
  --name TEMPLATE   the result's name without extension: \${fileBasenameNoExtension},
                    \${target}, \${preset}, \${date}
  --on-conflict skip|rename|overwrite
                    a file already at the result's place: kept (skip, the default), a
                    numbered copy written beside it (rename), or replaced (overwrite)
  -                 the source is stdin; --from FORMAT says its format (required)
  --dry-run, --json, --parallel N, --async   as for run

Options of run and check:
  --rules FILE    the rules file (default .vscode/convert-files.json)
  --force         convert even what is up to date
  --dry-run       say what would be converted ("would convert \u2026"); nothing is sent or written
  --rule NAME     run this rule only
  --parallel N    conversions at once, 1 to 16 (default 4)
  --async         every conversion through the service's async jobs (a job may run up to
                  1200 s; the run polls it and deletes what it stored). Without it, a conversion
                  goes async only when its Timeout option is longer than one request waits (300 s)
                  or its source is larger than 100 MB
  --json          JSON Lines on stdout instead of lines (see JSON)
  --watch         run, then run again on every change (1 s after the last one; only what
                  changed; at most 100 conversions an hour) until Ctrl+C
  --shard K/N     this runner's share (K of N, 1 \u2264 K \u2264 N) of the sources (see Shards)
  FILE|GLOB\u2026      convert only these sources
  --help          this text

Environment:
  CONVERT_FILES_API_TOKEN   the API Token (required by run and convert; never given as an
                            argument, never printed)
  CONVERT_FILES_BASE_URL    the service (default https://v2.convertapi.com)
  HTTPS_PROXY, NO_PROXY     a proxy, and hosts that bypass it
  NODE_EXTRA_CA_CERTS       extra certificate authorities (a company proxy's)

Output: one line per file and target:
  docs/a.md \u2192 out/docs/a.pdf                  converted
  docs/a.md \u2192 out/docs/a.pdf up to date
  docs/a.md \u2192 out/docs/a.pdf skipped: <why>
  docs/a.md \u2192 out/docs/a.pdf failed: <why>
  would convert docs/a.md \u2192 out/docs/a.pdf    (--dry-run)
  docs/a.md \u2192 out/docs/a.pdf blocked: exists and not written by the rules   (check)
and last: N converted, N up to date, N failed, N conversions used
(check: N out of date, N up to date). After Ctrl+C, one line on stderr and the last line
ends with ", N not started".
Before anything is sent, stderr states the cost: one conversion per step of each result
(a chain or a pipeline of the rules file's "pipelines" is one per step), e.g.
  cost: 4 conversions for 3 results from 1 source file (one per step of a chain or pipeline)

JSON (--json on run, convert and check): stdout holds JSON Lines only. One object per source
and target:
  {"source","target","result","status","cost","reason"?,"code"?}
  source, result  paths relative to the working folder (result: a folder ends with /)
  target          the format, a chain ("pdf \u2192 compress") or the pipeline's name
  status          converted, upToDate, skipped, failed, wouldConvert (dry run; check: out of
                  date), blocked (check: a file in the way a run keeps), removed (a result
                  whose source is gone), notStarted (Ctrl+C)
  cost            conversions used (wouldConvert: would use)
  reason          why skipped, failed, blocked or out of date
  code            of a failure: auth, account, quota, request, service, network, timeout,
                  localFile, \u2026
then one summary object:
  {"converted","upToDate","skipped","failed","removed","notStarted","conversions"}

Shards: N runners (a CI matrix, each on a fresh checkout) run "run --shard K/N", K = 1\u2026N:
each converts the out-of-date sources whose path hashes to its share (all targets of a source
together), so together they convert each once. Each writes its own record; a last job runs
"convert-files record merge A B \u2026" on the checkout to combine them (each shard's changes win;
two records changing one result differently stop the merge, exit 1). check without --shard
looks at the whole.

A file that exists and that the rules did not write (or that was edited since) is never
overwritten by run: convertFiles.conflictPolicy in .vscode/settings.json decides ("ask", the
default, means skip and name it here; "overwrite" replaces it, "rename" writes a numbered copy).
run --watch never overwrites such a file ("overwrite" is "skip" there).

Exit codes:
  0  nothing failed (everything up to date, and dry runs); for check: valid and nothing to
     convert (a blocked file is not out of date)
  1  a file failed (a refusal by the service, no conversions left, a refused token, the
     network, a file that could not be written); for check: something is out of date; for
     record merge: two records changed one result differently
  2  bad input, nothing sent: a named file that does not exist, a glob that matches nothing,
     an unknown format or option (in the arguments or in a rule), an unknown flag; no token
     in the environment, no rules file, a broken rules file or a rule against the schema;
     several results for --out -
  130 stopped by Ctrl+C (no partial file is left; what was converted is recorded)
`;

// src/cli/recordCommand.ts
var import_node_path19 = require("node:path");
async function recordMergeCommand(args, io) {
  const where = locateRules((0, import_node_path19.resolve)(io.cwd, args.rules ?? RULES_FILE), io.cwd);
  const records = [];
  const problems = [];
  for (const path of args.records) {
    try {
      records.push(await ConversionRecord.read(slashed((0, import_node_path19.resolve)(io.cwd, path))));
    } catch (err) {
      problems.push(`${path}: ${err.message}`);
    }
  }
  if (problems.length > 0) {
    throw new CannotStart(problems.join("\n"));
  }
  const base = await ConversionRecord.load(where.recordPath);
  const conflicts = mergeRecords(base, records);
  if (conflicts.length > 0) {
    for (const c of conflicts) {
      io.err(`convert-files: ${shown(c.result)}: the records changed it differently (not shards of one run?); nothing written`);
    }
    return EXIT_FAILED;
  }
  await base.save();
  io.out(`${base.list().length} results recorded in ${shown(where.recordPath)} from ${records.length} records`);
  return EXIT_OK;
}
__name(recordMergeCommand, "recordMergeCommand");

// src/cli/runCommand.ts
var import_node_path21 = require("node:path");

// src/cli/watchCommand.ts
var import_node_fs4 = require("node:fs");
var import_node_path20 = require("node:path");

// src/conversion/automation/timers.ts
var nodeTimers = {
  set: /* @__PURE__ */ __name((fire, ms) => setTimeout(fire, ms), "set"),
  clear: /* @__PURE__ */ __name((handle) => clearTimeout(handle), "clear")
};

// src/conversion/automation/scheduler.ts
var DEBOUNCE_MS = 1e3;
var RunScheduler = class {
  constructor(run, delayMs = DEBOUNCE_MS, timers = nodeTimers) {
    this.run = run;
    this.delayMs = delayMs;
    this.timers = timers;
  }
  run;
  delayMs;
  timers;
  static {
    __name(this, "RunScheduler");
  }
  gathering = /* @__PURE__ */ new Map();
  tail = Promise.resolve();
  running = 0;
  disposed = false;
  /** A change of `path` in `key`: (re)starts the wait. */
  request(key2, path, kind) {
    if (this.disposed) {
      return;
    }
    const g = this.gathering.get(key2) ?? { paths: /* @__PURE__ */ new Set(), kinds: /* @__PURE__ */ new Set() };
    this.gathering.set(key2, g);
    g.paths.add(path);
    g.kinds.add(kind);
    if (g.timer !== void 0) {
      this.timers.clear(g.timer);
    }
    g.timer = this.timers.set(() => this.fire(key2), this.delayMs);
  }
  /** True while a change waits or a run is under way. */
  get busy() {
    return this.running > 0 || this.gathering.size > 0;
  }
  fire(key2) {
    const g = this.gathering.get(key2);
    if (!g) {
      return;
    }
    this.gathering.delete(key2);
    const batch = { paths: g.paths, kinds: g.kinds };
    this.running += 1;
    this.tail = this.tail.then(() => this.disposed ? void 0 : this.run(key2, batch)).catch(() => void 0).finally(() => {
      this.running -= 1;
    });
  }
  /** Forgets what waits; a run under way finishes. */
  dispose() {
    this.disposed = true;
    for (const g of this.gathering.values()) {
      if (g.timer !== void 0) {
        this.timers.clear(g.timer);
      }
    }
    this.gathering.clear();
  }
};

// src/conversion/automation/hourlyCap.ts
var HOUR_MS2 = 60 * 60 * 1e3;
function memoryStore() {
  let kept = [];
  return { get: /* @__PURE__ */ __name(() => kept, "get"), set: /* @__PURE__ */ __name((used) => kept = used, "set") };
}
__name(memoryStore, "memoryStore");
function valid(used) {
  return Array.isArray(used) ? used.filter((u) => typeof u?.at === "number" && typeof u.n === "number" && Number.isFinite(u.at) && u.n > 0) : [];
}
__name(valid, "valid");
var HourlyCap = class {
  constructor(now = Date.now, store = memoryStore()) {
    this.now = now;
    this.store = store;
  }
  now;
  store;
  static {
    __name(this, "HourlyCap");
  }
  recent() {
    const since = this.now() - HOUR_MS2;
    return valid(this.store.get()).filter((u) => u.at > since);
  }
  /** Conversions used by automatic runs in the last hour. */
  usedInLastHour() {
    return this.recent().reduce((sum, u) => sum + u.n, 0);
  }
  /** True when `needed` more would take the last hour's count above `cap`. */
  wouldExceed(needed, cap) {
    return this.usedInLastHour() + needed > cap;
  }
  record(n) {
    if (n > 0) {
      this.store.set([...this.recent(), { at: this.now(), n }]);
    }
  }
  /** A person resumed automatic runs: the count starts again. */
  reset() {
    this.store.set([]);
  }
};

// src/conversion/automation/triggers.ts
function automaticConflictPolicy(policy) {
  return policy === "rename" ? "rename" : "skip";
}
__name(automaticConflictPolicy, "automaticConflictPolicy");

// src/cli/watchCommand.ts
var WATCH_MAX_CONVERSIONS_PER_HOUR = 100;
async function watchRules(args, io, session) {
  const { where } = await openRules(args.rules, io);
  const folder = where.workspaceFolder;
  const rulesFile = import_node_path20.posix.relative(folder, where.rulesPath);
  const recordFile = import_node_path20.posix.relative(folder, where.recordPath);
  const cap = new HourlyCap();
  const perHour = io.watchCap ?? WATCH_MAX_CONVERSIONS_PER_HOUR;
  const ours = /* @__PURE__ */ new Set();
  let catalogue;
  let catalogueRead = false;
  let running = Promise.resolve();
  const once = /* @__PURE__ */ __name(async (batch) => {
    const opened = await openRules(args.rules, io);
    const all = await planAll(opened.where, opened.file, opened.folder, io);
    all.forEach((i) => ours.add(i.result));
    const items = batch.paths.has(rulesFile) ? all : all.filter((i) => batch.paths.has(i.source));
    if (items.length === 0) {
      return;
    }
    if (!catalogueRead) {
      catalogue = await checksCatalogue(io, session.service);
      catalogueRead = true;
    }
    refuseUnfit(items, catalogue);
    const record = await ConversionRecord.load(opened.where.recordPath);
    const policy = automaticConflictPolicy(opened.folder.conflictPolicy);
    const needed = await neededConversions(folder, items, record, policy, io.signal);
    if (needed > 0 && cap.wouldExceed(needed, perHour)) {
      io.err(
        `convert-files: paused: ${needed} more conversions would go over ${perHour} in an hour (${cap.usedInLastHour()} used by --watch); waiting for the next change`
      );
      return;
    }
    const reporter = new Reporter({
      json: false,
      out: io.out,
      err: io.err,
      redact: /* @__PURE__ */ __name((t) => session.service?.redact(t) ?? t, "redact"),
      workspaceFolder: folder,
      cwd: cwdOf(io)
    });
    const summary = await runAndReport(
      { items, workspaceFolder: folder, record, policy, force: false, dryRun: false },
      session,
      io,
      reporter
    );
    cap.record(summary.conversionsUsed);
  }, "once");
  const scheduler = new RunScheduler((_key, batch) => {
    running = once(batch).catch((err) => {
      const text2 = err instanceof CannotStart || err instanceof Error ? err.message : errorText3(err);
      for (const line of oneLine(text2, (t) => session.service?.redact(t) ?? t).split("\n")) {
        io.err(`convert-files: ${line}`);
      }
    });
    return running;
  }, DEBOUNCE_MS);
  let watcher;
  try {
    watcher = (0, import_node_fs4.watch)(folder, { recursive: true }, (_event, name) => {
      const path = name === null ? "" : slashed(String(name));
      if (path === "" || path === recordFile || ours.has(path) || path.endsWith(".partial") || /(^|\/)(\.git|node_modules)(\/|$)/.test(path)) {
        return;
      }
      scheduler.request(folder, path, "onChange");
    });
  } catch (err) {
    throw new CannotStart(`cannot watch ${shown(folder)}: ${errorText3(err)}`);
  }
  io.err("convert-files: watching for changes (Ctrl+C stops)");
  await new Promise((stopped) => {
    if (io.signal.aborted) {
      stopped();
    } else {
      io.signal.addEventListener("abort", () => stopped(), { once: true });
    }
  });
  watcher.close();
  scheduler.dispose();
  await running;
  return EXIT_INTERRUPTED;
}
__name(watchRules, "watchRules");
async function neededConversions(folder, items, record, policy, signal) {
  const states = await readStates({ workspaceFolder: folder, items, record, force: false, signal });
  return items.reduce((n, item, i) => {
    const state = states[i];
    return n + (state?.status === "convert" && !(state.conflict && policy === "skip") ? item.target.target.length : 0);
  }, 0);
}
__name(neededConversions, "neededConversions");

// src/cli/runCommand.ts
async function runCommand(args, io, session) {
  const { where, file, folder } = await openRules(args.rules, io);
  const reporter = new Reporter({
    json: args.json,
    out: io.out,
    err: io.err,
    redact: /* @__PURE__ */ __name((t) => session.service?.redact(t) ?? t, "redact"),
    workspaceFolder: where.workspaceFolder,
    cwd: cwdOf(io)
  });
  const planned = await planAll(where, file, folder, io);
  const selected = await selectItems(planned, args, where, folder, io);
  const items = args.shard ? inShard(selected.items, args.shard) : selected.items;
  if (!args.dryRun) {
    session.service = serviceFromEnvironment(io.env, args.parallel, { async: args.async });
  }
  refuseUnfit(items, items.length > 0 ? await checksCatalogue(io, session.service) : void 0);
  for (const [asTyped, path, why] of selected.unplanned) {
    reporter.unplanned(asTyped, path, why);
  }
  const record = await ConversionRecord.load(where.recordPath);
  const code = await runItems(
    { items, workspaceFolder: where.workspaceFolder, record, policy: folder.conflictPolicy, force: args.force, dryRun: args.dryRun },
    session,
    io,
    reporter
  );
  if (!args.watch || code === EXIT_INTERRUPTED) {
    return code;
  }
  return watchRules(args, io, session);
}
__name(runCommand, "runCommand");
async function selectItems(items, args, where, folder, io) {
  let selected = [...items];
  if (args.rule !== void 0) {
    if (!selected.some((i) => i.rule.name === args.rule)) {
      throw new CannotStart(`no rule named "${args.rule}" gives anything to convert (names are case-sensitive)`);
    }
    selected = selected.filter((i) => i.rule.name === args.rule);
  }
  const unplanned = [];
  if (args.files.length > 0) {
    const wanted = /* @__PURE__ */ new Set();
    for (const arg of args.files) {
      const { sources, problems } = await expandSources([arg], io.cwd, folder.filesExclude);
      if (problems.length > 0) {
        throw new CannotStart(problems.join("\n"));
      }
      for (const source of sources) {
        const relative = import_node_path21.posix.relative(where.workspaceFolder, slashed(source.path));
        wanted.add(relative);
        if (!selected.some((i) => i.source === relative)) {
          const shownAs = sources.length === 1 ? arg : import_node_path21.posix.relative(cwdOf(io), source.path);
          const outside = relative.startsWith("../") || import_node_path21.posix.isAbsolute(relative);
          unplanned.push([
            shownAs,
            import_node_path21.posix.relative(cwdOf(io), source.path),
            outside ? "outside the workspace folder" : "no rule converts it"
          ]);
        }
      }
    }
    selected = selected.filter((i) => wanted.has(i.source));
  }
  return { items: selected, unplanned };
}
__name(selectItems, "selectItems");

// src/cli/main.ts
async function runCli(argv, io) {
  const session = {};
  try {
    const args = parseArguments(argv);
    switch (args.command) {
      case "help":
        io.out(HELP.trimEnd());
        return 0;
      case "check":
        return await checkCommand(args, io);
      case "convert":
        return await convertCommand(args, io, session);
      case "record merge":
        return await recordMergeCommand(args, io);
      default:
        return await runCommand(args, io, session);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof RulesFileError || err instanceof CannotStart) {
      const text2 = err instanceof RulesFileError ? `${import_node_path22.posix.relative(slashed(io.cwd), err.rulesPath) || err.rulesPath}: ${err.problems.join("\n  ")}` : err.message;
      for (const line of text2.split("\n")) {
        io.err(line.startsWith("  ") ? line : `convert-files: ${line}`);
      }
      if (err instanceof UsageError) {
        io.err("Run convert-files --help for the commands and flags.");
      }
      return EXIT_CANNOT_START;
    }
    const known2 = err.exitCode;
    io.err(`convert-files: ${oneLine(errorText3(err), (t) => session.service?.redact(t) ?? t)}`);
    return known2 ?? EXIT_FAILED;
  } finally {
    await session.service?.close();
  }
}
__name(runCli, "runCli");

// src/action/inputs.ts
var import_node_fs5 = require("node:fs");
var import_node_path23 = require("node:path");

// src/action/words.ts
var ArgsSyntaxError = class extends Error {
  static {
    __name(this, "ArgsSyntaxError");
  }
  name = "ArgsSyntaxError";
};
var ESCAPABLE_IN_DOUBLE_QUOTES = '"\\$`\n';
function splitWords(text2) {
  const words = [];
  let word = "";
  let started = false;
  let quote;
  for (let i = 0; i < text2.length; i += 1) {
    const c = text2[i];
    if (quote === "'") {
      if (c === "'") {
        quote = void 0;
      } else {
        word += c;
      }
    } else if (quote === '"') {
      if (c === '"') {
        quote = void 0;
      } else if (c === "\\" && i + 1 < text2.length && ESCAPABLE_IN_DOUBLE_QUOTES.includes(text2[i + 1])) {
        i += 1;
        word += text2[i] === "\n" ? "" : text2[i];
      } else {
        word += c;
      }
    } else if (c === "'" || c === '"') {
      quote = c;
      started = true;
    } else if (c === "\\") {
      if (i + 1 >= text2.length) {
        throw new ArgsSyntaxError("args ends with a backslash that escapes nothing");
      }
      i += 1;
      if (text2[i] !== "\n") {
        word += text2[i];
        started = true;
      }
    } else if (/\s/.test(c)) {
      if (started) {
        words.push(word);
      }
      word = "";
      started = false;
    } else {
      word += c;
      started = true;
    }
  }
  if (quote) {
    throw new ArgsSyntaxError(`args has a ${quote === '"' ? "double" : "single"} quote that is never closed`);
  }
  if (started) {
    words.push(word);
  }
  return words;
}
__name(splitWords, "splitWords");

// src/action/inputs.ts
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
__name(inputVariable, "inputVariable");
function readInput(env, name) {
  const value = env[inputVariable(name)]?.trim();
  return value ? value : void 0;
}
__name(readInput, "readInput");
var InputError = class extends Error {
  static {
    __name(this, "InputError");
  }
  name = "InputError";
};
function needsToken(words) {
  return words[0] !== "check" && words[0] !== "record" && !words.includes("--help") && !words.includes("-h");
}
__name(needsToken, "needsToken");
function readInputs(env, workspace) {
  const token = readInput(env, "token");
  const words = splitWords(readInput(env, "args") ?? "run");
  if (words.length === 0) {
    words.push("run");
  }
  const shard = readInput(env, "shard");
  const argv = shard === void 0 ? words : [words[0], "--shard", shard, ...words.slice(1)];
  if (token === void 0 && needsToken(words)) {
    throw new InputError(
      `the token input is empty: "${words[0]}" needs an API Token (token: \${{ secrets.CONVERT_FILES_API_TOKEN }}); pull requests from forks get no secrets; check and record merge run without one`
    );
  }
  const folder = readInput(env, "working-directory");
  const cwd = folder === void 0 ? workspace : (0, import_node_path23.isAbsolute)(folder) ? folder : (0, import_node_path23.resolve)(workspace, folder);
  let isFolder = false;
  try {
    isFolder = (0, import_node_fs5.statSync)(cwd).isDirectory();
  } catch {
  }
  if (!isFolder) {
    throw new InputError(`working-directory: ${folder ?? cwd} is not a folder`);
  }
  return { token, argv, shard, cwd, baseUrl: readInput(env, "base-url") };
}
__name(readInputs, "readInputs");

// src/action/report.ts
var RUN_LINE = /^(\d+) converted, (\d+) up to date, (\d+) failed, (about )?(\d+) conversions? used(?:,|$)/;
var CHECK_LINE = /^(\d+) out of date, (\d+) up to date(?:,|$)/;
var count = /* @__PURE__ */ __name((value) => typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : void 0, "count");
function tallyOfJson(line) {
  if (!line.startsWith("{")) {
    return void 0;
  }
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || "source" in value) {
    return void 0;
  }
  const o = value;
  const outOfDate = count(o.outOfDate);
  const converted = count(o.converted) ?? (outOfDate !== void 0 ? 0 : void 0);
  const upToDate = count(o.upToDate);
  if (converted === void 0 || upToDate === void 0) {
    return void 0;
  }
  return {
    converted,
    upToDate,
    failed: count(o.failed) ?? 0,
    conversions: count(o.conversions) ?? count(o.conversionsUsed) ?? 0,
    conversionsEstimated: o.conversionsEstimated === true || o.costAssumed === true,
    ...outOfDate !== void 0 ? { outOfDate } : {}
  };
}
__name(tallyOfJson, "tallyOfJson");
function outOfDateItems(lines) {
  return lines.filter((line) => {
    try {
      return line.startsWith("{") && JSON.parse(line).status === "wouldConvert";
    } catch {
      return false;
    }
  }).length;
}
__name(outOfDateItems, "outOfDateItems");
function tallyOf(lines, command) {
  let i = lines.length - 1;
  while (i >= 0 && lines[i].trim() === "") {
    i -= 1;
  }
  if (i < 0) {
    return void 0;
  }
  const line = lines[i].trim();
  const run = RUN_LINE.exec(line);
  if (run) {
    return {
      converted: Number(run[1]),
      upToDate: Number(run[2]),
      failed: Number(run[3]),
      conversionsEstimated: run[4] !== void 0,
      conversions: Number(run[5])
    };
  }
  const check = CHECK_LINE.exec(line);
  if (check) {
    return {
      converted: 0,
      upToDate: Number(check[2]),
      failed: 0,
      conversions: 0,
      conversionsEstimated: false,
      outOfDate: Number(check[1])
    };
  }
  const json = tallyOfJson(line);
  if (json) {
    return command === "check" && json.outOfDate === void 0 ? { ...json, outOfDate: outOfDateItems(lines.slice(0, i)) } : json;
  }
  return void 0;
}
__name(tallyOf, "tallyOf");
var NOTHING = { converted: 0, upToDate: 0, failed: 0, conversions: 0, conversionsEstimated: false };
function outputLines(tally) {
  const t = tally ?? NOTHING;
  const lines = [`converted=${t.converted}`, `failed=${t.failed}`, `conversions=${t.conversions}`, `up-to-date=${t.upToDate}`];
  if (t.outOfDate !== void 0) {
    lines.push(`out-of-date=${t.outOfDate}`);
  }
  return `${lines.join("\n")}
`;
}
__name(outputLines, "outputLines");
function exitText(code, tally) {
  if (code === 0) {
    return "Exit code 0: nothing failed.";
  }
  if (code === 130) {
    return "Exit code 130: stopped before the end.";
  }
  if (tally === void 0) {
    return `Exit code ${code}: the run could not start; the step's log says why.`;
  }
  return tally.outOfDate !== void 0 ? `Exit code ${code}: results are out of date; the step's log names them.` : `Exit code ${code}: something failed; the step's log names it.`;
}
__name(exitText, "exitText");
function summaryMarkdown(command, shard, tally, code) {
  const t = tally ?? NOTHING;
  const what = command !== void 0 && /^[a-z][a-z-]*$/.test(command) ? ` ${command}` : " convert-files";
  const share = shard !== void 0 && /^\d+\/\d+$/.test(shard) ? ` (shard ${shard})` : "";
  const columns = [
    ["Converted", String(t.converted)],
    ["Up to date", String(t.upToDate)],
    ["Failed", String(t.failed)],
    ["Conversions used", `${t.conversionsEstimated ? "about " : ""}${t.conversions}`]
  ];
  if (t.outOfDate !== void 0) {
    columns.unshift(["Out of date", String(t.outOfDate)]);
  }
  return [
    `### Convert Files:${what}${share}`,
    "",
    `| ${columns.map(([name]) => name).join(" | ")} |`,
    `| ${columns.map(() => "---:").join(" | ")} |`,
    `| ${columns.map(([, value]) => value).join(" | ")} |`,
    "",
    exitText(code, tally),
    ""
  ].join("\n");
}
__name(summaryMarkdown, "summaryMarkdown");

// src/action/main.ts
var EXIT_CANNOT_START2 = 2;
function commandData(value) {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
__name(commandData, "commandData");
function maskLines(token) {
  const parts = /* @__PURE__ */ new Set([token, ...token.split(/\r?\n/).map((l) => l.trim())]);
  return [...parts].filter((p) => p.length > 0).map((p) => `::add-mask::${commandData(p)}
`);
}
__name(maskLines, "maskLines");
async function runAction(io) {
  const rawToken = io.env["INPUT_TOKEN"]?.trim();
  for (const line of rawToken ? maskLines(rawToken) : []) {
    io.stdout(line);
  }
  const hide = /* @__PURE__ */ __name((text2) => rawToken ? text2.split(rawToken).join("***") : text2, "hide");
  let inputs;
  try {
    inputs = readInputs(io.env, io.env.GITHUB_WORKSPACE?.trim() || io.cwd);
  } catch (err) {
    if (!(err instanceof InputError || err instanceof ArgsSyntaxError)) {
      throw err;
    }
    io.stdout(`::error title=Convert Files::${commandData(hide(err.message))}
`);
    report(io, void 0, void 0, void 0, EXIT_CANNOT_START2);
    return EXIT_CANNOT_START2;
  }
  const out = [];
  const resume = (0, import_node_crypto8.randomUUID)().replace(/-/g, "");
  io.stdout(`::stop-commands::${resume}
`);
  let code;
  try {
    code = await runCli(inputs.argv, {
      env: cliEnvironment(io.env, inputs),
      cwd: inputs.cwd,
      out: /* @__PURE__ */ __name((line) => {
        out.push(line);
        io.stdout(`${hide(line)}
`);
      }, "out"),
      err: /* @__PURE__ */ __name((line) => io.stderr(`${hide(line)}
`), "err"),
      signal: io.signal
    });
  } catch (err) {
    io.stderr(`convert-files: ${hide(err instanceof Error ? err.message : String(err)).replace(/[\r\n]+/g, " ")}
`);
    code = 1;
  } finally {
    io.stdout(`::${resume}::
`);
  }
  report(io, inputs.argv[0], inputs.shard, tallyOf(out, inputs.argv[0]), code);
  return code;
}
__name(runAction, "runAction");
function cliEnvironment(env, inputs) {
  const copy = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith("INPUT_")) {
      copy[name] = value;
    }
  }
  if (inputs.token !== void 0) {
    copy[TOKEN_VARIABLE] = inputs.token;
  }
  if (inputs.baseUrl !== void 0) {
    copy[BASE_URL_VARIABLE] = inputs.baseUrl;
  }
  return copy;
}
__name(cliEnvironment, "cliEnvironment");
function report(io, command, shard, tally, code) {
  const summaryFile = io.env.GITHUB_STEP_SUMMARY?.trim();
  if (summaryFile) {
    (0, import_node_fs6.appendFileSync)(summaryFile, summaryMarkdown(command, shard, tally, code));
  }
  const outputFile = io.env.GITHUB_OUTPUT?.trim();
  if (outputFile) {
    (0, import_node_fs6.appendFileSync)(outputFile, outputLines(tally));
  }
}
__name(report, "report");

// src/action/index.ts
var controller = new AbortController();
process.on("SIGINT", () => controller.abort());
process.on("SIGTERM", () => controller.abort());
void runAction({
  env: process.env,
  cwd: process.cwd(),
  stdout: /* @__PURE__ */ __name((text2) => process.stdout.write(text2), "stdout"),
  stderr: /* @__PURE__ */ __name((text2) => process.stderr.write(text2), "stderr"),
  signal: controller.signal
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    const text2 = err instanceof Error ? err.message : String(err);
    process.stderr.write(`convert-files action: ${text2.replace(/[\r\n]+/g, " ")}
`);
    process.exitCode = 1;
  }
);
/*! Bundled license information:

undici/lib/web/fetch/body.js:
  (*! formdata-polyfill. MIT License. Jimmy Wärting <https://jimmy.warting.se/opensource> *)
*/
