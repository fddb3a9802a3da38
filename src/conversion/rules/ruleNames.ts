// A rule asked for by name (`convert-files run <name>`, the `convertFiles` task's `rule`, Run
// Conversion Rules' argument object) that selects nothing: is there no such rule (then which there
// are), one spelled in other case (names are case-sensitive), or a rule whose files match nothing?
import type { Rule } from './types';

/** At most this many names are listed; a longer list ends with "…". */
const MAX_LISTED = 12;

/** Why `name` selects nothing among `rules` (all the rules files' rules looked at). */
export type UnknownRule =
  /** The rule is there; no file matches its `files`. */
  | { readonly kind: 'empty'; readonly name: string }
  /** No rule of this name; `names`: the rules there are (at most MAX_LISTED), `more`: how many left out. */
  | { readonly kind: 'missing'; readonly name: string; readonly names: readonly string[]; readonly more: number }
  /** No rule of this name; `other` is one spelled in other case. */
  | { readonly kind: 'case'; readonly name: string; readonly other: string };

/** Why `name` gave nothing to convert, given every rule it was looked for among. */
export function unknownRule(name: string, rules: readonly Pick<Rule, 'name'>[]): UnknownRule {
  const names = [...new Set(rules.map((r) => r.name))];
  if (names.includes(name)) {
    return { kind: 'empty', name };
  }
  const other = names.find((n) => n.toLowerCase() === name.toLowerCase());
  if (other !== undefined) {
    return { kind: 'case', name, other };
  }
  return { kind: 'missing', name, names: names.slice(0, MAX_LISTED), more: Math.max(0, names.length - MAX_LISTED) };
}

/** `"a", "b", "c"` (and `, …` when some were left out). */
export function quotedNames(names: readonly string[], more = 0): string {
  return `${names.map((n) => `"${n}"`).join(', ')}${more > 0 ? ', …' : ''}`;
}

/** The English line of the command line and the task (after `convert-files: `). */
export function unknownRuleLine(why: UnknownRule): string {
  switch (why.kind) {
    case 'empty':
      return `rule "${why.name}" gives nothing to convert: no file matches its "files"`;
    case 'case':
      return `no rule named "${why.name}"; did you mean "${why.other}"? (names are case-sensitive)`;
    case 'missing':
      return why.names.length === 0
        ? `no rule named "${why.name}": the rules file has no rules`
        : `no rule named "${why.name}"; the rules are ${quotedNames(why.names, why.more)} (names are case-sensitive)`;
  }
}
