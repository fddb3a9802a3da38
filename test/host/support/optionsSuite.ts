// The set-up the host suites of the converter catalogue share (options*.test.ts): a loopback
// service that records each request (so what was sent is checked byte for byte) and answers the
// conversions as a test scripts them, a stored catalogue of its converters, an API Token, a fresh
// folder per test, and everything put back after the suite.
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../../src/constants';
import { catalogueKey } from '../../../src/service/catalogue/catalogueCache';
import { normalizeBaseUrl } from '../../../src/service/http';
import type { Catalogue } from '../../../src/service/catalogue';
import type { ConverterParameter } from '../../../src/service/catalogue/catalogue';
import type { ExtensionServices as Services } from '../../../src/extensionServices';
import { extensionServices, setSetting } from './auth';
import { stubPrompts, type PromptStubs } from './prompts';
import { useTestFolder, type TestFolder } from './testFolder';

/** A request the service received. */
export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

/** A part's value in a recorded multipart body, or undefined. */
export function part(body: string, name: string): string | undefined {
  const m = new RegExp(
    `name="${name.replace(/[[\]]/g, '\\$&')}"(?:;[^\\r\\n]*)?\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([\\s\\S]*?)\\r\\n--`,
  ).exec(body);
  return m?.[1];
}

const param = (p: Partial<ConverterParameter> & { name: string }): ConverterParameter => ({
  type: 'string',
  label: p.name,
  featured: false,
  required: false,
  file: false,
  input: false,
  secret: false,
  ...p,
});

/** The service's catalogue, stored before each test. */
export const CATALOGUE: Catalogue = {
  origin: 'service',
  tags: [{ name: 'text', category: 'Text extraction' }],
  converters: [
    {
      source: 'pdf',
      target: 'txt',
      sourceFormats: ['pdf'],
      summary: 'PDF to TXT, keeps the reading order',
      tags: ['text'],
      multiInput: false,
      parameters: [
        param({ name: 'File', file: true, input: true, required: true }),
        param({ name: 'PageRange', label: 'Page Range', featured: true, group: 'Page', default: '1-2000' }),
        param({ name: 'Password', label: 'Password', secret: true, group: 'Security' }),
        param({ name: 'FileName', label: 'Output file name', group: 'Output' }),
        param({ name: 'StoreFile', type: 'boolean' }),
      ],
    },
    {
      source: 'pdf',
      target: 'xyzfmt',
      sourceFormats: ['pdf'],
      summary: 'PDF to the XYZ format',
      tags: [],
      multiInput: false,
      parameters: [],
    },
    {
      source: 'pdf',
      target: 'merge',
      sourceFormats: ['pdf'],
      tags: [],
      multiInput: true,
      parameters: [param({ name: 'Files', type: 'array', file: true, input: true })],
    },
    { source: 'qqq', target: 'pdf', sourceFormats: ['qqq'], tags: [], multiInput: false, parameters: [] },
  ],
};

export interface OptionsSuite {
  readonly prompts: PromptStubs;
  readonly folder: TestFolder;
  readonly services: Services;
  /** The loopback service's address. */
  readonly baseUrl: string;
  /** Every request the service received during this test (a test may start it over). */
  seen: Seen[];
  /** How the next conversions answer, one per request; then 200 with a text result. */
  script: ('invalid' | 'pastLastPage' | 'password')[];
  /** Writes `name` (a small PDF unless told otherwise) into this test's folder. */
  write(name: string, text?: string): vscode.Uri;
  /** The conversions the service received during this test. */
  conversions(): Seen[];
  /**
   * Scripts Convert with Options… to TXT: each [option, value] picked in the form and typed into its
   * box, then Convert; then each of `retries` typed into the Page Range box the form reopens at
   * after a refusal, then Convert again.
   */
  scriptForm(values: readonly (readonly [string, string])[], retries?: readonly string[]): void;
  /** The items Other Format… offers for `source` (the picker dismissed); `title` must match its title. */
  otherFormatItems(source: vscode.Uri, title?: RegExp): Promise<string[]>;
}

/** Registers the hooks (call it inside `describe`). */
export function useOptionsSuite(): OptionsSuite {
  const prompts = stubPrompts();
  let services: Services | undefined;
  let server: Server;
  let baseUrl = '';
  const folder = useTestFolder('options');
  const api = (): Services => {
    assert.ok(services, 'the options suite has not started (before)');
    return services;
  };
  const suite: OptionsSuite = {
    prompts,
    folder,
    get services() {
      return api();
    },
    get baseUrl() {
      return baseUrl;
    },
    seen: [],
    script: [],
    write: (name, text = '%PDF-1.4 test\n') => folder.write(name, text),
    conversions: () => suite.seen.filter((s) => s.url.startsWith('/convert/')),
    scriptForm: (values, retries = []) => {
      prompts.expect('quickPick', 'TXT', /Convert \.pdf files with options to/);
      for (const [option, value] of values) {
        prompts.expect('quickPick', option, /Pick an option/);
        prompts.expect('inputBox', value, option === 'Password' ? /Password/ : new RegExp(`${option}|default`));
      }
      prompts.expect('quickPick', '$(play) Convert', /Pick an option/);
      for (const value of retries) {
        prompts.expect('inputBox', value, /Page Range|default/);
        prompts.expect('quickPick', '$(play) Convert', /Pick an option/);
      }
    },
    otherFormatItems: async (source, title) => {
      const items = prompts.listed(title);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
      return items();
    },
  };

  before(async () => {
    services = await extensionServices();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('latin1');
        suite.seen.push({ method: req.method ?? '', url: req.url ?? '', body });
        if (!req.url?.startsWith('/convert/')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"Code":4040,"Message":"Not found"}');
          return;
        }
        const next = suite.script.shift();
        if (next === 'invalid') {
          res.writeHead(400, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              Code: 4000,
              Message: 'Parameter validation error.',
              InvalidParameters: { PageRange: ['Page range is out of bounds.'] },
            }),
          );
        } else if (next === 'pastLastPage') {
          // As the emulator answers a page range past the last page: a failed conversion naming the option.
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end('{"Code":5001,"Message":"PageRange 5 selects no page of short.pdf (2 pages)"}');
        } else if (next === 'password' && part(body, 'Password') === undefined) {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"Code":5003,"Message":"Password protected file."}');
        } else {
          res
            .writeHead(200, {
              'content-type': 'application/octet-stream',
              'content-disposition': 'attachment; filename="result.bin"',
              'convertapi-cost': '1',
            })
            .end('result');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await setSetting(Settings.baseUrl, baseUrl);
    await setSetting(Settings.openAfterConvert, 'never');
    await setSetting(Settings.revealInExplorer, false);
    await api().store.addApiToken({ name: 'options-host-tests', environment: 'Production', token: 'options-test-token-0123456789' });
  });

  after(async () => {
    await api().context.globalState.update(catalogueKey(baseUrl), undefined);
    // Targets chosen here (typed ones too) must not show up as recent in other suites' pickers.
    await api().context.globalState.update(StateKeys.recentTargets, undefined);
    await setSetting(Settings.presets, undefined);
    await setSetting(Settings.baseUrl, undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(async () => {
    suite.seen = [];
    suite.script = [];
    await api().context.globalState.update(StateKeys.recentTargets, undefined);
    await api().context.globalState.update(catalogueKey(baseUrl), {
      version: 1,
      baseUrl: normalizeBaseUrl(baseUrl),
      fetchedAt: Date.now(),
      catalogue: CATALOGUE,
    });
    await setSetting(Settings.presets, undefined);
  });

  return suite;
}
