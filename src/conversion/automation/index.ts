/** Automatic runs of the rules file without VS Code: when to run, the hourly cap, the triggers and the gate. */
export { RunScheduler, DEBOUNCE_MS, type AutomaticTrigger, type TriggerBatch } from './scheduler';
export { QuietWait, RULES_QUIET_MS, type Timers } from './quietWait';
export { SaveReasons, type SaveKind } from './saveReasons';
export { mayHaveAutomaticTrigger } from './quickCheck';
export { HourlyCap, type CapStore, type CapUse } from './hourlyCap';
export {
  automaticConflictPolicy,
  automaticRules,
  automationBlock,
  changeMatcher,
  rulesHash,
  shownText,
  statusAction,
  summarizeAutomaticRules,
  withoutRefused,
  type AutomationBlock,
  type PlanFacts,
  type RuleSummary,
  type StatusAction,
} from './triggers';
export { HeldBack, MAX_HELD_PATHS, type HeldBackStore, type HeldChanges } from './heldBack';
