/**
 * The messages between the PDF viewer's editor (extension side) and its webview page. Types only
 * (the page bundles this file too), so both sides agree at compile time.
 */

/** Every word the page shows, localised by the extension (the page has no vscode.l10n). {0}… as each comment says. */
export interface ViewerStrings {
  readonly loading: string;
  readonly previousPage: string;
  readonly nextPage: string;
  /** {0} the page count */
  readonly ofPages: string;
  readonly pageNumber: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly zoom: string;
  readonly fitWidth: string;
  readonly fitPage: string;
  readonly find: string;
  readonly findPrevious: string;
  readonly findNext: string;
  /** {0} the current match, {1} all matches */
  readonly matchOf: string;
  readonly noMatches: string;
  /** {0} the file's name, {1} what pdf.js said */
  readonly notReadable: string;
  /** {0} the file's name */
  readonly passwordCancelled: string;
  /** {0} the file's name, {1} what went wrong */
  readonly failed: string;
  readonly deleted: string;
  /** {0} page number */
  readonly pageLabel: string;
  readonly invertColors: string;
  readonly openDefault: string;
  /** {0} how much of the file has arrived, in per cent */
  readonly loadingPercent: string;
  readonly sidebar: string;
  readonly toggleSidebar: string;
  readonly outline: string;
  readonly thumbnails: string;
  readonly noOutline: string;
}

/** Extension → page. */
export type ToViewer =
  /**
   * The file's bytes, in parts (fileParts.ts): `begin` with its size, then each `part` in order,
   * then `end`; the first time, or again after it changed on disk (`reload`: keep page and zoom).
   * `id` tells one reading from the next.
   */
  | { readonly type: 'begin'; readonly id: number; readonly size: number; readonly reload: boolean }
  | { readonly type: 'part'; readonly id: number; readonly data: ArrayBuffer }
  | { readonly type: 'end'; readonly id: number }
  /** The answer to needPassword; undefined when the person cancelled. Never stored on either side. */
  | { readonly type: 'password'; readonly password?: string }
  /** The file is gone: the page keeps what it shows and says so. */
  | { readonly type: 'deleted' }
  /** The file could not be read, or was not opened: the page shows this line. */
  | { readonly type: 'failed'; readonly message: string }
  /** Go to `page` and find `query` there (Search in Documents' hit): kept until the file is shown. */
  | { readonly type: 'reveal'; readonly page: number; readonly query: string };

/** What the page shows, reported after each load (for the host and UI tests, and the log). */
export type ViewerReport =
  | {
      readonly state: 'shown';
      readonly pages: number;
      /** The page in view (1-based) and the zoom (1 = 100 %). */
      readonly page: number;
      readonly scale: number;
      /** The text of the first page's text layer, as a person could select it (at most 2,000 characters). */
      readonly firstPageText: string;
      /** How many loads this page has shown (1, then 2 after a reload, …). */
      readonly loads: number;
    }
  | { readonly state: 'error'; readonly kind: 'invalid' | 'password' | 'other'; readonly message: string }
  /** After a reveal: the page in view, the query found and how many matches the document has. */
  | { readonly state: 'revealed'; readonly page: number; readonly query: string; readonly matches: number };

/** Page → extension. */
export type FromViewer =
  | { readonly type: 'ready' }
  /** pdf.js needs the document's password (again, when `incorrect`). */
  | { readonly type: 'needPassword'; readonly incorrect: boolean }
  | { readonly type: 'report'; readonly report: ViewerReport }
  /** The person toggled inverted page colours: remembered for this workspace. */
  | { readonly type: 'inverted'; readonly inverted: boolean }
  /** The file is no readable PDF and the person asked to open it with the system's default app (offered on a desktop only). */
  | { readonly type: 'openDefault' }
  /** A link to an address was clicked: the editor opens it through VS Code, which asks first. */
  | { readonly type: 'openLink'; readonly url: string }
  /** Where the person is (after a pause in scrolling or zooming): kept per file for this workspace. */
  | ({ readonly type: 'position' } & ViewerPosition);

/** A page and zoom to return to (the page's own Position, spelled here for both sides). */
export interface ViewerPosition {
  readonly page: number;
  /** How far down the page the view's top is, in page heights (−1 to 1). */
  readonly offset: number;
  /** A factor (1 = 100 %) or a fit. */
  readonly zoom: number | 'fitWidth' | 'fitPage';
}
