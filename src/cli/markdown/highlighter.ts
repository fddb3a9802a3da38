// highlight.js as the preview uses it (all languages, class markup). Its own type declarations
// bring the DOM library into the whole program, so it is loaded untyped with the little we call.

interface Highlighter {
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const hljs = require('highlight.js') as Highlighter;
