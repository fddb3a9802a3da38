// A notification turns `[text](command:…)` into a link that runs a command (issue 44's audit of
// the review's link injection). `showMessage` shows text through `unlinked`; a direct
// `vscode.window.show…Message` call must do the same with any text that is not the extension's
// own. This scan of src/ fails on a direct call whose message could carry a file name, a token's
// name or a service's words without passing through `unlinked`.
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The one place that shows text directly: it applies `unlinked` itself. */
const SHOWS_THROUGH_UNLINKED = new Set(['src/messages/show.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const isCall = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.getText().replace(/\s/g, '') === name;

/**
 * Whether a message text is safe to show as it is: a literal, the extension's own sentence with
 * no placeholder filled (`vscode.l10n.t('…')`), a catalogue function given nothing, text passed
 * through `unlinked(…)`, or a choice between such.
 */
function safeText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) {
    return safeText(node.expression);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return true;
  }
  if (ts.isConditionalExpression(node)) {
    return safeText(node.whenTrue) && safeText(node.whenFalse);
  }
  if (isCall(node, 'unlinked')) {
    return true;
  }
  if (isCall(node, 'vscode.l10n.t')) {
    return node.arguments.length === 1;
  }
  return ts.isCallExpression(node) && node.arguments.length === 0;
}

/** Every direct call in src/ whose message is not safe as it is: "file:line: text". */
function unsafeDirectCalls(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles('src')) {
    const file = relative('.', path).replace(/\\/g, '/');
    if (SHOWS_THROUGH_UNLINKED.has(file)) {
      continue;
    }
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        /^vscode\.window\.show(Information|Warning|Error)Message$/.test(node.expression.getText().replace(/\s/g, ''))
      ) {
        const text = node.arguments[0];
        if (!text || !safeText(text)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push(`${file}:${line}: ${(text?.getText() ?? '').slice(0, 80)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('notifications shown directly', () => {
  it('pass any text that is not the extension’s own through unlinked (no [text](command:…) link)', () => {
    assert.deepEqual(unsafeDirectCalls(), []);
  });

  it('the scan finds such a call (it can fail)', () => {
    const probe = ts.createSourceFile(
      'probe.ts',
      "vscode.window.showInformationMessage(vscode.l10n.t('Saved {0}.', name)); vscode.window.showErrorMessage(unlinked(text));",
      ts.ScriptTarget.Latest,
      true,
    );
    const verdicts: boolean[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && /Message$/.test(node.expression.getText())) {
        verdicts.push(safeText(node.arguments[0]!));
      }
      ts.forEachChild(node, visit);
    };
    visit(probe);
    assert.deepEqual(verdicts, [false, true]);
  });
});
