/**
 * Conversions asked for by name, without a rules file (the command line's `convert`): the named
 * files and globs expanded, the request checked (formats, presets, pipelines, options against the
 * catalogue) and planned through the rules engine. Plain Node; every caller applies these checks.
 */
export { expandSources, isGlob, splitGlob, type NamedSource } from './sources';
export {
  planRequest,
  requestProblems,
  requestWorkspaceFolder,
  shownPath,
  type ConversionRequest,
  type ReadyStep,
  type RequestedStep,
} from './request';
export { readySteps } from './catalogueFit';
