// Convert to Several Formats loads on first use (dist/severalFormats.js, esbuild.mjs LAZY), so that
// activation stays within its budget.
type SeveralFormatsModule = typeof import('./severalFormats');

export function severalFormats(): SeveralFormatsModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  return require('./severalFormats') as SeveralFormatsModule;
}
