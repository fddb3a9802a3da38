// The lazily loaded part of the Convert commands (see chainsCommand.ts and esbuild.mjs).
type ChainsModule = typeof import('./chainsCommand');

/** Loads dist/chainsCommand.js on first use (in tests and plain Node, the source module). */
export function chains(): ChainsModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  return require('./chainsCommand') as ChainsModule;
}
