// The catalogue's wordings are templates with named placeholders ({host}, {status}); each must be
// filled. A placeholder is filled by the data a producer passes with its code (`coded('network.reset',
// { host })`, `problem(…)`, `inputProblem(…)`) or by a value derived from that data
// (src/service/errors/wordings/derived.ts). This reads every producer in src/ and fails when a
// template names a placeholder its producer leaves unfilled; a producer whose data is built
// elsewhere (a spread, a variable) is checked at run time by serviceCodes, optionCodes,
// serviceWording and inputChecks, which fill the templates from the errors the real code throws.
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { DERIVED_KEYS, SERVICE_WORDINGS } from '../../../src/service/errors';
import { INPUT_WORDINGS } from '../../../src/checks/inputWordings';

const TEMPLATES: Readonly<Record<string, unknown>> = { ...SERVICE_WORDINGS, ...INPUT_WORDINGS };
const PRODUCERS = new Set(['coded', 'problem', 'inputProblem', 'serviceProblem']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The codes an argument names: a string, or either branch of a condition. */
function codesOf(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node)) {
    return [node.text];
  }
  if (ts.isConditionalExpression(node)) {
    return [...codesOf(node.whenTrue), ...codesOf(node.whenFalse)];
  }
  return ts.isParenthesizedExpression(node) ? codesOf(node.expression) : [];
}

/** The keys an object literal gives, or undefined when it is not one or spreads something in. */
function keysOf(node: ts.Expression | undefined): string[] | undefined {
  if (node === undefined) {
    return [];
  }
  if (
    !ts.isObjectLiteralExpression(node) ||
    node.properties.some((p) => !ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p))
  ) {
    return undefined;
  }
  return node.properties.map((p) => p.name!.getText());
}

describe('the catalogue’s templates and their producers', () => {
  it('names no placeholder a producer leaves unfilled (its data or a derived value fills each)', () => {
    const unfilled: string[] = [];
    const checked = new Set<string>();
    for (const file of sources('src')) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && PRODUCERS.has(node.expression.text) && node.arguments[0]) {
          const keys = keysOf(node.arguments[1]);
          for (const code of codesOf(node.arguments[0])) {
            const template = TEMPLATES[code];
            if (keys === undefined || typeof template !== 'string') {
              continue;
            }
            checked.add(code);
            const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
            const missing = names.filter((name) => !keys.includes(name) && !DERIVED_KEYS.includes(name));
            if (missing.length > 0) {
              const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
              unfilled.push(`${relative('.', file)}:${line + 1}: ${code} leaves {${missing.join('}, {')}} unfilled`);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    assert.deepEqual(unfilled, []);
    assert.ok(checked.size >= 80, `only ${checked.size} codes have a producer this test can read: is it still reading src/?`);
  });
});
