// KaTeX's stylesheet for pages the command line renders, its WOFF2 fonts embedded: the build puts
// it into dist/cli.js (esbuild.mjs, KATEX_PAGE_CSS); run from the sources (tests), it is read from
// the katex package. Plain Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

declare const KATEX_PAGE_CSS: string | undefined;

let cached: string | undefined;

/** KaTeX's CSS with only its WOFF2 fonts, as data: URIs. */
export function katexStylesheet(): string {
  cached ??= typeof KATEX_PAGE_CSS === 'string' ? KATEX_PAGE_CSS : inlineKatexFonts();
  return cached;
}

/** Reads katex.min.css and puts each font's WOFF2 file into it (also what esbuild.mjs runs at build time). */
export function inlineKatexFonts(): string {
  const cssPath = createRequire(__filename).resolve('katex/dist/katex.min.css');
  const css = readFileSync(cssPath, 'utf8');
  return (
    css.replace(/src:([^;}]*)/g, (all, list: string) => {
      const woff2 = /url\(([^)]+\.woff2)\)\s*format\(["']?woff2["']?\)/.exec(list);
      if (!woff2) {
        return all;
      }
      const font = readFileSync(join(dirname(cssPath), woff2[1]!.replace(/["']/g, '')));
      return `src:url(data:font/woff2;base64,${font.toString('base64')}) format("woff2")`;
    }) + '\n.katex-error { color: #cf222e; }'
  );
}
