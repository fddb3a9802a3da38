// The commands whose code loads on first use with dist/commands.js (no vscode here: the build test reads it).
import { Commands, QuickTargets } from '../../constants';

/** The commands commandsFeature.ts registers (a build test checks that it registers exactly these). */
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
];
