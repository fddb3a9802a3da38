// Guards "the service layer throws codes and data, the VS Code layer words them" by reading the
// sources: every construction of a service error class in src/ must carry a message code, be a
// class that codes itself, or be built from text the VS Code layer already localised. (The errors
// the service functions really throw: serviceCodes.test.ts.)
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as serviceErrors from '../../../src/service/errors/errors';

/** Every service error class errors.ts exports (a new one is covered without editing this test). */
const ERROR_CLASS_NAMES = new Set(
  Object.entries(serviceErrors)
    .filter(
      ([, value]) =>
        typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof serviceErrors.ConvertServiceError,
    )
    .map(([name]) => name),
);
const ERROR_CLASSES = { test: (name: string): boolean => ERROR_CLASS_NAMES.has(name) };
assert.ok(
  ERROR_CLASS_NAMES.has('AccountError') && ERROR_CLASS_NAMES.has('ConversionTimeoutError') && ERROR_CLASS_NAMES.size >= 15,
  `error classes found: ${[...ERROR_CLASS_NAMES].join(', ')}`,
);
const SELF_CODED = new Set(['OutputExistsError', 'CancelledError', 'LocalFileError']);

/** Constructions that need no code, each with the reason. */
const ALLOWED: readonly { file: string; contains: string; why: string }[] = [
  {
    file: 'src/convertFlow/convertArguments.ts',
    contains: 'new ConfigError(problemText(vscode.l10n, problem) ?? problem.message)',
    why: 'an argument object refused by a coded Problem of src/checks/, worded once by messages/problems.ts',
  },
  {
    file: 'src/service/errors/errors.ts',
    contains: 'new ConfigError(found, setting)',
    why: 'ConfigError.of: a Problem has a code by its type',
  },
  {
    file: 'src/commands/credentials.ts',
    contains: '`${text} ${detail}`',
    why: 'text and detail come from messages/tokens.ts, already localised',
  },
  {
    file: 'src/ui/input.ts',
    contains: 'new ConfigError(problem, setting)',
    why: "the problem comes from the VS Code layer's own localised validators",
  },
  {
    file: 'src/configuration.ts',
    contains: 'new ConfigError(String(',
    why: 'never taken: normalizeBaseUrl throws coded ConfigErrors only',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('no service error is constructed without a message code', () => {
  it('every `new …Error(` in src/ carries one, codes itself, or is worded by the VS Code layer', () => {
    const bare: string[] = [];
    const used = new Set<string>();
    let count = 0;
    for (const file of sources('src').filter((f) => !f.includes('webview'))) {
      const rel = relative('.', file).replace(/\\/g, '/');
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ERROR_CLASSES.test(node.expression.text)) {
          count++;
          const text = node.getText(source);
          const localised = !rel.startsWith('src/service/') && /\bl10n\.t\(/.test(text);
          const allowed = ALLOWED.find((a) => a.file === rel && text.includes(a.contains));
          if (allowed) {
            used.add(allowed.contains);
          } else if (!SELF_CODED.has(node.expression.text) && !/\bmessageCode\b|\bcoded\(/.test(text) && !localised) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            bare.push(`${rel}:${line + 1}: ${text.slice(0, 120)}`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    assert.ok(count > 50, `only ${count} constructions found: is the scan still looking at src/?`);
    assert.deepEqual(bare, [], 'service errors without a message code');
    assert.deepEqual(
      ALLOWED.filter((a) => !used.has(a.contains)),
      [],
      'allow-list entries that no longer match anything',
    );
  });
});
