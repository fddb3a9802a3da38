// The rules file `.vscode/convert-files.json`: JSON with comments, read into typed rules. Every
// problem names where it is (line, rule) so that the command line and the editor say the same.
// The schema in schemas/convert-files.schema.json describes the same shape for the editor's
// completion; test/unit/conversion/rules/schema.test.ts keeps the two in step.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ParameterMap } from '../../service';
import { checkRulesFile } from './ruleChecks';

/** Where the rules file lives in a workspace folder, and the record beside it. */
export const RULES_FILE = '.vscode/convert-files.json';
export const RECORD_FILE = '.vscode/convert-files.record.json';

export type Trigger = 'manual' | 'onSave' | 'onChange';

/** A step as written: a format, or an object with its own options. */
export interface StepSpec {
  readonly to: string;
  readonly parameters?: ParameterMap;
  readonly preset?: string;
}

/** A target as written: a single format (the rule's preset or parameters apply) or a chain. */
export type TargetSpec = { readonly kind: 'format'; readonly to: string } | { readonly kind: 'chain'; readonly steps: readonly StepSpec[] };

export interface Rule {
  /** As written, or "rule N" (1-based). */
  readonly name: string;
  readonly index: number;
  readonly files: readonly string[];
  readonly exclude: readonly string[];
  readonly targets: readonly TargetSpec[];
  readonly preset?: string;
  readonly parameters?: ParameterMap;
  readonly outputDirectory?: string;
  readonly fileName?: string;
  readonly trigger: Trigger;
}

export interface RulesFile {
  /** Named option sets of the file itself. */
  readonly presets: Readonly<Record<string, ParameterMap>>;
  readonly rules: readonly Rule[];
}

/** One thing wrong with a rules file; `line` is 1-based when known. */
export interface RuleProblem {
  readonly message: string;
  readonly line?: number;
  /** The rule it is about, by name. */
  readonly rule?: string;
}

export type JsonPath = readonly (string | number)[];

/** The problem's text with its place: `line 12: rule "docs": …`. */
export function problemText(problem: RuleProblem): string {
  return `${problem.line === undefined ? '' : `line ${problem.line}: `}${problem.rule === undefined ? '' : `rule "${problem.rule}": `}${problem.message}`;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
    }
  }
  return line;
}

/** Reads a rules file's text: the rules, or every problem found (then no rules). */
export function parseRulesFile(text: string): { readonly file?: RulesFile; readonly problems: readonly RuleProblem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0 || !tree) {
    const problems = errors.map((e) => ({ message: `not valid JSON (${printParseErrorCode(e.error)})`, line: lineAt(text, e.offset) }));
    return { problems: problems.length > 0 ? problems : [{ message: 'the file is empty' }] };
  }
  const lineOf = (path: JsonPath): number | undefined => {
    const node: Node | undefined = findNodeAtLocation(tree, [...path]);
    return node ? lineAt(text, node.offset) : undefined;
  };
  const value: unknown = nodeValue(tree);
  const problems: RuleProblem[] = [];
  const file = checkRulesFile(value, (path, message, rule) => problems.push({ message, line: lineOf(path), rule }));
  return problems.length > 0 ? { problems } : { file, problems };
}

/** The node's value, keeping duplicate keys' last value as JSON.parse does. */
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) {
          out[String(key.value)] = nodeValue(value);
        }
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}
