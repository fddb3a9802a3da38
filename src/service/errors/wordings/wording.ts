// What every wording of a coded message is: a template with named placeholders ({host}, {status}),
// filled from the message's data and the values derived from it (./derived.ts), or, where one
// template cannot say it, a pure function of a localiser and the data. The editor passes
// vscode.l10n (the user's language), everything else `english`, which fills the same templates the
// way vscode.l10n does: so each English text is written once, here, and `message` (the log, the
// command line, the MCP server, the GitHub Action) is the wording in English. The tables' templates
// and the functions' `l10n.t(…)` calls are what scripts/l10nStrings.ts exports to l10n/bundle.l10n.json.
import type { MessageData } from '../messageCodes';

/** vscode.l10n.t's shape for a template with {0}, {1}… and its arguments. */
export type Translate = (message: string, ...args: Array<string | number | boolean>) => string;

/** What a template's named placeholders are filled from. */
export type Values = Readonly<Record<string, string | number | boolean | undefined>>;

/** vscode.l10n (whose `t` takes either shape), `english`, or a stand-in under test. */
export interface Localiser {
  t(message: string, ...args: Array<string | number | boolean>): string;
  t(message: string, values: Values): string;
}

/** A code's wording: its template, or a function where one template cannot say it. */
export type Wording = string | ((l10n: Localiser, data: MessageData) => string);
/** Wordings for some of the codes. */
export type Wordings<C extends string> = { readonly [code in C]: Wording };

/** As vscode.l10n fills a template: each {key} from `values` (a record, or the arguments by position); one without a value stays. */
function fill(template: string, values: Values | ReadonlyArray<string | number | boolean>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, key: string) => String((values as Values)[key] ?? whole));
}

/** The templates as written, filled in: the English every plain caller prints. */
export const english: Localiser = {
  t: (message: string, ...args: Array<string | number | boolean | Values>) =>
    fill(message, typeof args[0] === 'object' ? args[0] : (args as Array<string | number | boolean>)),
};

/** A table of words by key, each in the user's language. */
type Words = Readonly<Record<string, (l10n: Localiser) => string>>;

/** The word of `key` in `table`, or `otherwise` for a key it does not have. */
export function wordOf(l10n: Localiser, table: Words, key: string | number | undefined, otherwise: (l10n: Localiser) => string): string {
  return (typeof key === 'string' && Object.hasOwn(table, key) ? table[key]! : otherwise)(l10n);
}

const CREDENTIALS: Words = {
  apiToken: (l10n) => l10n.t('API Token'),
  serviceJwt: (l10n) => l10n.t('JWT from the token endpoint'),
  selfSignedJwt: (l10n) => l10n.t('self-signed JWT'),
  masterToken: (l10n) => l10n.t('Master Token'),
};

/** A credential's name in the user's language. */
export function credentialLabel(l10n: Localiser, kind: string | number | undefined): string {
  return wordOf(l10n, CREDENTIALS, kind, (l10n) => l10n.t('credential'));
}

/**
 * What the error data adds after the sentence: the server's own `Message` (quoted, never
 * translated) or an excerpt of a body that was not JSON (or, when the Message or the body held
 * internals, where they are and what to do), and whether the request went through a proxy.
 */
export function suffixes(l10n: Localiser, data: MessageData): string {
  const said =
    data.serverMessage !== undefined
      ? ` ${l10n.t('The service said: "{serverMessage}"', data)}`
      : data.body !== undefined
        ? ` ${l10n.t('(body: "{body}")', data)}`
        : data.detailsInLog !== undefined
          ? ` ${l10n.t('Check that the file opens on your computer and try again; the service’s technical details are in the log (Show Log).')}`
          : data.bodyInLog !== undefined
            ? ` ${l10n.t('The service’s answer holds technical details; they are in the log (Show Log).')}`
            : '';
  const proxy = data.viaProxy ? ` ${l10n.t('The request went through the proxy set in http.proxy; check it too.')}` : '';
  return said + proxy;
}

/**
 * Words of the service (or of a page in its place) and the notes that they hold internals (a stack
 * frame, a library's link): the log quotes them, a person reads only the notes (a page's, none).
 */
const SAID = ['serverMessage', 'body', 'excerpt', 'page'];
const IN_LOG = ['detailsInLog', 'bodyInLog', 'pageInLog'];

/**
 * The data a wording reads: for the log, every word the service said (the notes that they are in
 * the log dropped); for a person, when they hold internals, only those notes.
 */
export function wordedData(data: MessageData, forLog: boolean): MessageData {
  const hidden = IN_LOG.some((key) => data[key] !== undefined);
  if (!hidden) {
    return data;
  }
  const dropped = forLog ? IN_LOG : SAID;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !dropped.includes(key)));
}
