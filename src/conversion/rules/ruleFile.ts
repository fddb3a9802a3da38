// The rules file `.vscode/convert-files.json`: JSON with comments, read into typed rules. Every
// problem names where it is (line, rule) so that the command line and the editor say the same.
// The schema in schemas/convert-files.schema.json describes the same shape for the editor's
// completion; test/unit/conversion/rules/schema.test.ts keeps the two in step.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { checkRulesFile } from './ruleChecks';
import type { JsonPath, RuleProblem, RulesFile } from './types';

export type { JsonPath, Rule, RuleProblem, RulesFile, StepSpec, TargetSpec, Trigger } from './types';

/** Where the rules file lives in a workspace folder, and the record beside it. */
export const RULES_FILE = '.vscode/convert-files.json';
export const RECORD_FILE = '.vscode/convert-files.record.json';

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
