// What a rules file asks to run by itself: its rules with an automatic trigger, whether a changed
// file concerns one of them, what the consent question names, and the hash the answer is kept for.
import { createHash } from 'node:crypto';
import { globToRegExp } from '../../util/glob';
import type { ConflictPolicy } from '../outputPlanner';
import type { Rule, RulesFile } from '../rules';
import type { TargetSpec } from '../rules/types';
import type { AutomaticTrigger } from './scheduler';

/** The rules that run by themselves on `kind` (any automatic trigger when omitted). */
export function automaticRules(file: RulesFile, kind?: AutomaticTrigger): Rule[] {
  return file.rules.filter((r) => (kind === undefined ? r.trigger !== 'manual' : r.trigger === kind));
}

/** The hash the consent is remembered for: the rules file's exact text. */
export function rulesHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A matcher of the changed paths (relative, `/`-separated) that one of `rules` converts. */
export function changeMatcher(rules: readonly Rule[]): (path: string) => Rule[] {
  const compiled = rules.map((rule) => ({
    rule,
    include: rule.files.map((g) => globToRegExp(g)),
    exclude: rule.exclude.map((g) => globToRegExp(g)),
  }));
  return (path) =>
    // The rules file's folder (the rules, their record) is never a source.
    path.startsWith('.vscode/')
      ? []
      : compiled.filter((c) => c.include.some((r) => r.test(path)) && !c.exclude.some((r) => r.test(path))).map((c) => c.rule);
}

function targetText(target: TargetSpec): string {
  switch (target.kind) {
    case 'format':
      return target.to;
    case 'chain':
      return target.steps.map((s) => s.to).join(' → ');
    default:
      return target.name;
  }
}

/** One automatic rule as the consent question names it. */
export interface RuleSummary {
  readonly name: string;
  readonly files: string;
  readonly targets: string;
  /** The output folder template; empty: beside the source. */
  readonly outputDirectory: string;
  readonly trigger: AutomaticTrigger;
  /** One result the rule would write now (`docs/a.md → out/docs/a.pdf`); undefined: no file matches yet. */
  readonly example?: string;
  /** Why its outputs are refused (outside the folder, `.git`, a link…): it would not run. */
  readonly refused?: readonly string[];
}

const SHOWN_MAX = 120;

/**
 * A rules file's text as the consent question shows it: the file may come from anyone (a cloned
 * repository), so no line breaks, control or bidirectional-override characters (which could make
 * one rule read like another, or hide the rest of the question), runs of spaces, or endless text.
 */
export function shownText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed.
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, ' ');
  // `[text](command:…)` from a rules file or a file name must never become a clickable link in a notification.
  const one = plain.replace(/\s+/g, ' ').replace(/\[/g, '(').replace(/\]/g, ')').trim();
  return one.length > SHOWN_MAX ? `${one.slice(0, SHOWN_MAX - 1)}…` : one;
}

/** A plan's items and problems, as far as the consent question needs them. */
export interface PlanFacts {
  readonly items: readonly { readonly rule: Rule; readonly source: string; readonly result: string; readonly multiFile: boolean }[];
  readonly problems: readonly string[];
}

/** The problems of a plan that name `rule` (the engine says `rule "name": …` or `rules "a" and "b" …`). */
function problemsOf(rule: Rule, problems: readonly string[]): string[] {
  const quoted = `"${rule.name}"`;
  return problems.filter((p) => p.startsWith(`rule ${quoted}`) || (p.startsWith('rules "') && p.includes(quoted)));
}

/**
 * What the automatic rules convert, for the consent question: with the plan of the folder (`facts`),
 * one example result per rule, and every rule whose outputs are refused marked, all at once.
 */
export function summarizeAutomaticRules(file: RulesFile, facts?: PlanFacts): RuleSummary[] {
  return automaticRules(file).map((r) => {
    const first = facts?.items.find((i) => i.rule === r);
    const refused = facts ? problemsOf(r, facts.problems).map(shownText) : [];
    return {
      name: shownText(r.name),
      files: r.files.map((f) => `“${shownText(f)}”`).join(', '),
      targets: shownText(r.targets.map(targetText).join(', ')),
      outputDirectory: shownText(r.outputDirectory ?? ''),
      trigger: r.trigger as AutomaticTrigger,
      ...(first ? { example: `${shownText(first.source)} → ${shownText(first.result)}${first.multiFile ? '/' : ''}` } : {}),
      ...(refused.length > 0 ? { refused } : {}),
    };
  });
}

/** The rules file without the automatic rules whose outputs are refused: what an Allow covers. */
export function withoutRefused(file: RulesFile, summaries: readonly RuleSummary[]): RulesFile {
  const refused = new Set(summaries.filter((s) => s.refused).map((s) => s.name));
  return { ...file, rules: file.rules.filter((r) => r.trigger === 'manual' || !refused.has(shownText(r.name))) };
}

/**
 * The conflict policy of an automatic run, from the person's setting (which a cloned repository's
 * `.vscode/settings.json` may set): it never asks, and never replaces a file the rules did not
 * write. `overwrite` and `ask` keep such a file (`skip`); `rename` writes a numbered copy beside it.
 * The rules' own unchanged results are replaced whatever the policy (the record says which).
 */
export function automaticConflictPolicy(policy: ConflictPolicy): 'rename' | 'skip' {
  return policy === 'rename' ? 'rename' : 'skip';
}

/** Why an automatic run may not start, or undefined: it may. One gate for every trigger. */
export type AutomationBlock = 'untrusted' | 'noConsent' | 'paused';

export function automationBlock(state: {
  readonly trusted: boolean;
  readonly consented: boolean;
  readonly paused: boolean;
}): AutomationBlock | undefined {
  if (!state.trusted) {
    return 'untrusted';
  }
  if (!state.consented) {
    return 'noConsent';
  }
  return state.paused ? 'paused' : undefined;
}

/** What the status item's click (and Pause/Resume Automatic Conversions) does; its tooltip says the same. */
export type StatusAction = 'ask' | 'pause' | 'resume';

/** Paused: resume. Allowed somewhere: pause. Allowed nowhere (refused, dismissed, or a question unanswered): ask again. */
export function statusAction(state: { readonly paused: boolean; readonly allowed: boolean }): StatusAction {
  return state.paused ? 'resume' : state.allowed ? 'pause' : 'ask';
}
