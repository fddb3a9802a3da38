// The webview pages' element builder (src/viewer/webview/dom.ts) sets text, never markup: the type
// refuses innerHTML and outerHTML among an element's properties, and so does el() when called.
import { strict as assert } from 'node:assert';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const WEBVIEW = resolve('src/viewer/webview');

/** The type errors of `code`, compiled as a file of the viewer's page with the page's own tsconfig. */
function typeErrors(code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(WEBVIEW, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const probe = join(WEBVIEW, 'probe.ts');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    resolve(name) === probe ? ts.createSourceFile(name, code, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === probe || fileExists(name);
  const program = ts.createProgram([probe], config.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map(
      (d) =>
        `${d.start === undefined ? '' : d.file?.getLineAndCharacterOfPosition(d.start).line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

interface FakeElement {
  tag: string;
  children: unknown[];
  append(...nodes: unknown[]): void;
  [property: string]: unknown;
}

describe('webview pages: el() builds elements without markup', function () {
  this.timeout(20_000);
  type El = (tag: string, props?: Record<string, unknown>, ...children: unknown[]) => FakeElement;
  let el: El;
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'document');

  before(async () => {
    // A document that makes plain objects: el() needs nothing else of the DOM.
    const document = {
      createElement: (tag: string): FakeElement => ({
        tag,
        children: [],
        append(...nodes: unknown[]) {
          this.children.push(...nodes);
        },
      }),
    };
    Object.defineProperty(globalThis, 'document', { value: document, configurable: true });
    // Loaded by a path the type checker does not follow: the page's DOM types are not the unit tier's.
    const page = join(WEBVIEW, 'dom.ts');
    ({ el } = (await import(page)) as { el: El });
  });

  after(() => {
    if (saved) {
      Object.defineProperty(globalThis, 'document', saved);
    } else {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('refuses innerHTML and outerHTML among the properties, by type', () => {
    const errors = typeErrors(
      [
        "import { el } from './dom';",
        "el('div', { className: 'a', textContent: '<b>text</b>', hidden: true });",
        "el('div', { innerHTML: '<img src=x onerror=alert(1)>' });",
        "el('span', { outerHTML: '<b>x</b>' });",
        "const props = { innerHTML: '<b>x</b>' };",
        "el('p', props);",
      ].join('\n'),
    );
    assert.deepEqual(
      errors.map((e) => e.split(':')[0]),
      ['2', '3', '5'],
      errors.join('\n'),
    );
  });

  it('refuses them when called, and sets every other property and child', () => {
    assert.throws(() => el('div', { innerHTML: '<b>x</b>' }), /does not set innerHTML/);
    assert.throws(() => el('div', { className: 'a', outerHTML: '<b>x</b>' }), /does not set outerHTML/);
    const child = el('span', { textContent: '<b>text</b>' });
    const made = el('div', { className: 'a', hidden: true }, child);
    assert.deepEqual(
      { tag: made.tag, className: made.className, hidden: made.hidden, children: made.children },
      { tag: 'div', className: 'a', hidden: true, children: [child] },
    );
    assert.equal(child.textContent, '<b>text</b>');
  });
});
