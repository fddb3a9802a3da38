// The registry of commands whose code loads on first use (dist/features.js). No vscode here: the
// build test reads it.
import { Commands, LanguageModelTools, QuickTargets } from '../constants';

/** The commands features.ts's commandHandlers() makes (a build test checks that it makes exactly these). */
export const LazyCommandIds: readonly string[] = [
  ...QuickTargets.map((t) => t.command),
  Commands.convertToOther,
  Commands.chooseFormat,
  Commands.convert,
  Commands.convertToSeveral,
  Commands.convertAgain,
  Commands.convertWithOptions,
  Commands.convertWithPreset,
  Commands.mergePdf,
  Commands.joinToPdf,
  Commands.addToZip,
  Commands.setApiToken,
  Commands.removeApiToken,
  Commands.switchApiToken,
  Commands.setMasterToken,
  Commands.removeMasterToken,
  Commands.setJwtSigningKey,
  Commands.removeJwtSigningKey,
  Commands.mintJwt,
  Commands.generateJwt,
  Commands.convertWebPage,
  Commands.copyWebToPdfLink,
  Commands.openWalkthrough,
  Commands.convertSample,
  Commands.newPipeline,
  Commands.compareWithHead,
  Commands.compareStagedWithHead,
  Commands.compareSelected,
  Commands.trackChangesDocx,
  Commands.clearCompareCache,
  Commands.previewAsPdf,
  Commands.clearPreviewCache,
  Commands.runRules,
  Commands.searchInDocuments,
  Commands.openSearchHit,
];

/** The language-model tools features.ts's `tools` makes, by name (the build test checks the pair). */
export const LazyToolNames: readonly string[] = Object.values(LanguageModelTools);
