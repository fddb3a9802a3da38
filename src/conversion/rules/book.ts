// A book: a rule with `join` makes one PDF of all its Markdown files, in the order its `files`
// list them. One plan item per book (its unit is its result, so that a shared run never splits
// it), up to date by the hashes of every chapter in order and of the rule. Plain Node.
import { posix } from 'node:path';
import { normalizeFormat } from '../../service/catalogue';
import { splitName } from '../../service/convert';
import { globToRegExp } from '../../util/glob';
import { naturalCompare } from '../../util/naturalOrder';
import { sha256, type ResolvedTarget } from './definitions';
import { hashFile, type RecordEntry } from './record';
import { findSources, type SourceQuery } from './sources';
import type { Rule } from './types';

/** What a book's plan item carries besides the usual: its chapters, relative, in order. */
export interface BookPlan {
  readonly chapters: readonly string[];
}

/** One chapter as hashed for the record. */
export interface BookInput {
  readonly path: string;
  readonly hash: string;
}

/**
 * The book's chapters in order: the patterns as listed, and within one pattern natural order
 * (`ch2` before `ch10`); a file two patterns match comes once, at its first place.
 */
export function bookOrder(patterns: readonly string[], sources: readonly string[]): string[] {
  const placed = new Set<string>();
  const out: string[] = [];
  for (const pattern of patterns) {
    const re = globToRegExp(pattern);
    const matched = sources.filter((s) => !placed.has(s) && re.test(s)).sort(naturalCompare);
    for (const source of matched) {
      placed.add(source);
      out.push(source);
    }
  }
  return out;
}

/**
 * A book is made of all its files: when the caller named some (`named`: a run of changed files),
 * the rule's folder is walked for the rest. Named files none of which is there any more (a gone
 * book's sources, for its removal) stay as they are.
 */
export async function bookSources(
  rule: Rule,
  found: readonly string[],
  named: boolean,
  where: Omit<SourceQuery, 'rules'>,
): Promise<readonly string[]> {
  if (!named || found.length === 0) {
    return found;
  }
  const walked = (await findSources({ ...where, rules: [rule] })).get(rule);
  return walked && walked.length > 0 ? walked : found;
}

/** The formats a book joins. */
export function isMarkdownPath(path: string): boolean {
  const format = normalizeFormat(splitName(posix.basename(path)).ext);
  return format === 'md' || format === 'markdown';
}

/** The message for a book with inputs that are not Markdown, naming them. */
export function notMarkdownProblem(rule: Rule, others: readonly string[]): string {
  const listed = others.slice(0, 10).join(', ') + (others.length > 10 ? `, and ${others.length - 10} more` : '');
  return (
    `rule "${rule.name}": a book joins Markdown files only; not Markdown: ${listed} ` +
    '(PDFs are joined with Merge into One PDF; narrow "files", or "exclude" them)'
  );
}

/**
 * The target of a book: the rule's pdf target with a definition hash that also covers what makes
 * the book (its name and its Markdown options), so that a change of the rule rebuilds it.
 */
export function bookTarget(rule: Rule, target: ResolvedTarget): ResolvedTarget {
  const rest = JSON.stringify({ join: rule.join, markdown: rule.markdown ?? null });
  return { ...target, definitionHash: sha256(`${target.definitionHash}\nbook ${rest}`) };
}

/** Each chapter's hash, in order. */
export async function bookInputs(workspaceFolder: string, chapters: readonly string[]): Promise<BookInput[]> {
  return Promise.all(chapters.map(async (path) => ({ path, hash: await hashFile(posix.join(workspaceFolder, path)) })));
}

/** One hash of the chapters in order: a changed, added, removed or moved chapter changes it. */
export function bookHash(inputs: readonly BookInput[]): string {
  return sha256(inputs.map((i) => `${i.hash} ${i.path}`).join('\n'));
}

/** What changed since the record's entry, as `check` says it: "changed: a.md; added: b.md; removed: c.md; order". */
export function bookChanges(entry: RecordEntry | undefined, inputs: readonly BookInput[]): string {
  const before = entry?.inputs;
  if (!before) {
    return '';
  }
  const old = new Map(before.map((i) => [i.path, i.hash]));
  const now = new Set(inputs.map((i) => i.path));
  const changed = inputs.filter((i) => old.has(i.path) && old.get(i.path) !== i.hash).map((i) => i.path);
  const added = inputs.filter((i) => !old.has(i.path)).map((i) => i.path);
  const removed = before.filter((i) => !now.has(i.path)).map((i) => i.path);
  const kept = inputs.filter((i) => old.has(i.path)).map((i) => i.path);
  const keptBefore = before.filter((i) => now.has(i.path)).map((i) => i.path);
  const parts = [
    changed.length > 0 ? `changed: ${changed.join(', ')}` : '',
    added.length > 0 ? `added: ${added.join(', ')}` : '',
    removed.length > 0 ? `removed: ${removed.join(', ')}` : '',
    kept.join('\n') !== keptBefore.join('\n') ? 'order changed' : '',
  ].filter(Boolean);
  return parts.join('; ');
}
