/** The rules engine: plain Node; its one runner (runner.ts) runs the rules for every front-end, the editor's and the command line's. */
export {
  RULES_FILE,
  RECORD_FILE,
  parseRulesFile,
  problemText,
  type Rule,
  type RulesFile,
  type RuleProblem,
  type Trigger,
} from './ruleFile';
export { resolveTargets, type PipelineLookup, type PresetLookup, type ResolvedTarget } from './definitions';
export { planRules, itemState, type ItemState, type PlanInput, type PlanItem, type RulesPlan } from './plan';
export { ConversionRecord } from './record';
// The plan is run only through the runner: the states, the orphans and run.ts's own run are not exported.
export { SOURCE_GONE, type RuleEvent, type RulesRunOptions, type RulesRunSummary } from './run';
export type { Orphan } from './orphans';
export { lookAhead, runPlanned, type GoneSources, type LookAhead, type RulesRun, type RunAhead } from './runner';
export { locateRules, NO_RULES_FILE, readRulesFile, RulesFileError, slashed, type RulesLocation } from './location';
export { DEFAULT_FILES_EXCLUDE, readFolderSettings, readSettingsFile, type FolderSettings } from './folderSettings';
export { catalogueProblems } from './catalogueCheck';
export { pipelineNamesIn, rulesFileWithPipeline, type PipelineEdit } from './pipelineEdit';
export { inShard, parseShard, shardOfUnit, shardUnit, MAX_SHARDS, type Shard } from './shards';
export { mergeRecords, type MergeConflict } from './recordMerge';
export { findSources } from './sources';
export { joinNameProblem } from './ruleChecks';
export { unknownRule, unknownRuleLine, quotedNames, type UnknownRule } from './ruleNames';
export { arrow, errorText, eventLine, oneLine, shown, summaryLine } from './runLines';
