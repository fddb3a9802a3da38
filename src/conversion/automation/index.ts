/** Automatic runs of the rules file without VS Code: when to run, the hourly cap, the triggers and the gate. */
export { RunScheduler, DEBOUNCE_MS, type AutomaticTrigger, type Timers, type TriggerBatch } from './scheduler';
export { mayHaveAutomaticTrigger } from './quickCheck';
export { HourlyCap, type CapStore, type CapUse } from './hourlyCap';
export {
  automaticConflictPolicy,
  automaticRules,
  automationBlock,
  changeMatcher,
  rulesHash,
  shownText,
  summarizeAutomaticRules,
  type AutomationBlock,
  type RuleSummary,
} from './triggers';
