// The messages' use of util/unlinked.ts: no `[text](target)` link in text that is not the extension's own.
export { unlinked } from '../util/unlinked';
