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

const SHOW = /^show(Information|Warning|Error)Message$/;

/** The name a callee or a reference ends in: `showErrorMessage` of `vscode.window.showErrorMessage`, `window['showErrorMessage']`, `showErrorMessage`. */
function endName(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node)) {
    return node.name.text;
  }
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
    return node.argumentExpression.text;
  }
  return ts.isIdentifier(node) ? node.text : undefined;
}

/**
 * A notification shown directly: a call of `show…Message` however it is reached (`vscode.window.`,
 * `window.` imported from vscode, `window['…']`, a bare name), so an alias cannot hide one.
 */
const isDirectShow = (node: ts.Node): node is ts.CallExpression => ts.isCallExpression(node) && SHOW.test(endName(node.expression) ?? '');

/** `show…Message` taken as a value (`const show = vscode.window.showErrorMessage`, `{ showErrorMessage } = window`): its calls would escape the scan. */
function isAliased(node: ts.Node): boolean {
  if (ts.isBindingElement(node)) {
    return SHOW.test((node.propertyName ?? node.name).getText());
  }
  if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && SHOW.test(endName(node) ?? '')) {
    return !(ts.isCallExpression(node.parent) && node.parent.expression === node);
  }
  return false;
}

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
    // One literal: `vscode.l10n.t({ message, args })` fills placeholders as `t('…', name)` does.
    return node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0]!);
  }
  // A catalogue function given nothing; not a method (`err.message.trim()`, `name.toString()`).
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 0;
}

/** The direct calls (and aliases) in one file whose message is not safe as it is: "file:line: text". */
function unsafeIn(file: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node): string => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (isAliased(node)) {
      found.push(`${at(node)}: alias ${node.getText().slice(0, 80)}`);
    } else if (isDirectShow(node)) {
      const message = node.arguments[0];
      if (!message || !safeText(message)) {
        found.push(`${at(node)}: ${(message?.getText() ?? '').slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every direct call in src/ whose message is not safe as it is. */
function unsafeDirectCalls(): string[] {
  return sourceFiles('src').flatMap((path) => {
    const file = relative('.', path).replace(/\\/g, '/');
    return SHOWS_THROUGH_UNLINKED.has(file) ? [] : unsafeIn(file, readFileSync(path, 'utf8'));
  });
}

describe('notifications shown directly', () => {
  it('pass any text that is not the extension’s own through unlinked (no [text](command:…) link)', () => {
    assert.deepEqual(unsafeDirectCalls(), []);
  });

  it('the scan finds such a call (it can fail)', () => {
    const safe = [
      'vscode.window.showErrorMessage(unlinked(text));',
      "vscode.window.showInformationMessage(vscode.l10n.t('Saved.'));",
      'vscode.window.showWarningMessage(noWorkspace());',
      "vscode.window.showWarningMessage(ok ? 'a' : `b`, 'Retry');",
    ];
    const unsafe = [
      "vscode.window.showInformationMessage(vscode.l10n.t('Saved {0}.', name));",
      "vscode.window.showInformationMessage(vscode.l10n.t({ message: 'Saved {0}.', args: [name], comment: [] }));",
      'vscode.window.showErrorMessage(`Failed: ${name}`);',
      "vscode.window.showErrorMessage('Failed: ' + name);",
      'vscode.window.showErrorMessage(msg);',
      'vscode.window.showErrorMessage(err.message.trim());',
      'window.showErrorMessage(msg);',
      "vscode.window['showErrorMessage'](msg);",
      'const show = vscode.window.showErrorMessage;',
      'const { showWarningMessage: warn } = vscode.window;',
    ];
    assert.deepEqual(
      safe.flatMap((text) => unsafeIn('probe.ts', text)),
      [],
    );
    assert.deepEqual(
      unsafe.map((text) => unsafeIn('probe.ts', text).length),
      unsafe.map(() => 1),
    );
  });
});
