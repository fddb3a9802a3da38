// The converter catalogue in the real extension host: Other Format… from a stored catalogue and
// from the built-in one (offline, nothing stored), an option set in the form reaching the service
// exactly, a refused option reopening the form, presets through the setting, the password retry,
// and merge/zip sending every selected file. The service is a loopback server that records
// each request, so what was sent is checked byte for byte.
import { strict as assert } from 'node:assert';
import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import { catalogueKey } from '../../src/service/catalogue/catalogueCache';
import { normalizeBaseUrl } from '../../src/service/http';
import type { Catalogue } from '../../src/service/catalogue';
import type { ConverterParameter } from '../../src/service/catalogue/catalogue';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import { extensionServices, setSetting } from './support/auth';
import { stubPrompts } from './support/prompts';
import { useTestFolder } from './support/testFolder';
import { until } from '../support/poll';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

/** A part's value in a recorded multipart body, or undefined. */
function part(body: string, name: string): string | undefined {
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

const CATALOGUE: Catalogue = {
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

describe('catalogue, options and presets', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let services: Services;
  let server: Server;
  let baseUrl: string;
  let seen: Seen[] = [];
  /** How the next conversions answer, one per request; then 200 with a text result. */
  let script: ('invalid' | 'pastLastPage' | 'password')[] = [];
  const folder = useTestFolder('options');
  const write = (name: string, text = '%PDF-1.4 test\n') => folder.write(name, text);

  before(async () => {
    services = await extensionServices();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('latin1');
        seen.push({ method: req.method ?? '', url: req.url ?? '', body });
        if (!req.url?.startsWith('/convert/')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"Code":4040,"Message":"Not found"}');
          return;
        }
        const next = script.shift();
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
    await services.store.addApiToken({ name: 'options-host-tests', environment: 'Production', token: 'options-test-token-0123456789' });
  });

  after(async () => {
    await services.context.globalState.update(catalogueKey(baseUrl), undefined);
    // Targets chosen here (typed ones too) must not show up as recent in other suites' pickers.
    await services.context.globalState.update(StateKeys.recentTargets, undefined);
    await setSetting(Settings.presets, undefined);
    await setSetting(Settings.baseUrl, undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(async () => {
    seen = [];
    script = [];
    await services.context.globalState.update(StateKeys.recentTargets, undefined);
    await services.context.globalState.update(catalogueKey(baseUrl), {
      version: 1,
      baseUrl: normalizeBaseUrl(baseUrl),
      fetchedAt: Date.now(),
      catalogue: CATALOGUE,
    });
    await setSetting(Settings.presets, undefined);
  });

  const conversions = () => seen.filter((s) => s.url.startsWith('/convert/'));
  /** The items Other Format… offers for `source` (the picker dismissed); `title` must match its title. */
  /**
   * Scripts Convert with Options… to TXT: each [option, value] picked in the form and typed into its
   * box, then Convert; then each of `retries` typed into the Page Range box the form reopens at
   * after a refusal, then Convert again.
   */
  const scriptForm = (values: readonly (readonly [string, string])[], retries: readonly string[] = []) => {
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
  };
  const otherFormatItems = async (source: vscode.Uri, title?: RegExp): Promise<string[]> => {
    const items = prompts.listed(title);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
    return items();
  };

  it('Other Format… lists the stored catalogue’s targets, grouped, with summaries; a fresh catalogue is not fetched again', async () => {
    const source = write('doc.pdf');
    const items = await otherFormatItems(source, /Convert \.pdf files to/);
    // An operation (merge, compress) is named as one, not as a format "MERGE, .merge" (issue 44).
    assert.ok(items.includes('XYZFMT') && items.includes('TXT') && items.includes('Merge'), items.join(', '));
    assert.ok(!items.includes('MERGE') && !items.includes('COMPRESS'), items.join(', '));
    assert.ok(items.includes('Text extraction'), `the tag's category is a separator: ${items.join(', ')}`);
    assert.deepEqual(seen, [], 'no request: the stored catalogue is fresh and nothing was converted');
  });

  it('Other Format… converts to a typed format the list does not show; typed text that is no format is explained', async () => {
    const source = write('doc.pdf');
    prompts.expect('quickPick', ['abc9', 'Convert to .abc9'], /Convert \.pdf files to/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
    assert.equal(conversions()[0]?.url.split('?')[0], '/convert/pdf/to/abc9');

    seen = [];
    prompts.expect('quickPick', ['not a/format', '“not a/format” is not a format'], /Convert \.pdf files to/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
    assert.ok(
      prompts.seen.some(
        (r) => r.kind === 'warning' && /“not a\/format” is not a format: a format is 1 to 16 letters or digits/.test(r.text),
      ),
      JSON.stringify(prompts.seen),
    );
    assert.deepEqual(conversions(), [], 'nothing was sent');
  });

  it('offline with no stored catalogue: the built-in one serves Other Format… (the classic picker)', async () => {
    await services.context.globalState.update(catalogueKey(baseUrl), undefined);
    const source = write('doc.pdf');
    const items = await otherFormatItems(source);
    assert.ok(items.some((i) => /other format/i.test(i)) && !items.includes('XYZFMT'), items.join(', '));
    // A failed fetch (404 here, as from a service without the document) leaves the built-in catalogue.
    const after = await services.catalogue.refresh(baseUrl, { force: true });
    assert.equal(after.source, 'builtin');
    assert.ok(
      seen.some((s) => s.url === '/info/openapi'),
      'the catalogue was asked for',
    );
  });

  it('a day-old stored catalogue keeps serving when the service cannot give a new one (offline)', async () => {
    await services.context.globalState.update(catalogueKey(baseUrl), {
      version: 1,
      baseUrl: normalizeBaseUrl(baseUrl),
      fetchedAt: Date.now() - 3 * 86_400_000,
      catalogue: CATALOGUE,
    });
    const after = await services.catalogue.refresh(baseUrl, { force: true });
    assert.equal(after.source, 'stored', 'the failed fetch leaves the stored copy');
    const source = write('doc.pdf');
    const items = await otherFormatItems(source, /Convert \.pdf files to/);
    assert.ok(items.includes('XYZFMT'), items.join(', '));
  });

  it('an option set in the form reaches the service exactly; a refused one reopens the form at it, and the conflict answer holds', async () => {
    const source = write('report.pdf');
    write('report.txt', 'an older result');
    script = ['invalid'];
    // Asked once: the answer holds when the form sends the same file again (a second question fails the test).
    prompts.expect('warning', 'Overwrite', /“report\.txt” already exists/);
    // The 400 names PageRange: its box opens again first (1-3), then the form.
    scriptForm([['Page Range', '5-9']], ['1-3']);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    assert.ok(prompts.seen.some((r) => r.kind === 'warning' && /refused the value of PageRange: Page range is out of bounds/.test(r.text)));
    const sent = conversions();
    assert.equal(sent.length, 2);
    assert.equal(sent[0].url.split('?')[0], '/convert/pdf/to/txt');
    assert.equal(part(sent[0].body, 'PageRange'), '5-9');
    assert.equal(part(sent[1].body, 'PageRange'), '1-3');
    assert.equal(part(sent[1].body, 'Password'), undefined, 'options left alone are not sent');
    // A single result is named from its source and target, whatever the service called it.
    assert.equal(readFileSync(join(folder.dir, 'report.txt'), 'utf8'), 'result', 'the result is written');
    assert.ok(!existsSync(join(folder.dir, 'result.bin')));
  });

  it('a conversion failing on a value it names (a page range past the last page, 5001) reopens the form at it, the other values kept', async () => {
    const source = write('short.pdf');
    script = ['pastLastPage'];
    // Reopened at Page Range (its box first: 1), then the form with the name still set.
    scriptForm(
      [
        ['Output file name', 'short-text'],
        ['Page Range', '5'],
      ],
      ['1'],
    );
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    assert.ok(prompts.seen.some((r) => r.kind === 'warning' && /refused the value of PageRange: PageRange 5 selects no page/.test(r.text)));
    const sent = conversions();
    assert.deepEqual(
      sent.map((r) => [part(r.body, 'PageRange'), part(r.body, 'FileName')]),
      [
        ['5', 'short-text'],
        ['1', 'short-text'],
      ],
    );
  });

  it('the typed output file name names the result and the conflict question; Convert Again repeats the form without its password', async () => {
    const source = write('report.pdf');
    write('summary.txt', 'older summary');
    scriptForm([
      ['Output file name', 'summary'],
      ['Page Range', '2-3'],
      ['Password', 'swordfish-77'],
    ]);
    // The question names the file the result would replace: the typed name, not report.txt.
    prompts.expect('warning', 'Overwrite', /“summary\.txt” already exists/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    assert.equal(part(conversions()[0].body, 'FileName'), 'summary');
    assert.equal(readFileSync(join(folder.dir, 'summary.txt'), 'utf8'), 'result', 'the result is under the typed name');
    assert.ok(!existsSync(join(folder.dir, 'report.txt')) && !existsSync(join(folder.dir, 'summary (1).txt')));

    // Convert Again: the same target and options on another file, without the password.
    assert.ok(!JSON.stringify(services.context.globalState.get(StateKeys.lastConversion)).includes('swordfish'));
    const other = write('other.pdf');
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain, other, [other]));
    assert.equal(conversions().length, 2);
    assert.match(conversions()[1].url, /\/convert\/pdf\/to\/txt/);
    assert.equal(part(conversions()[1].body, 'PageRange'), '2-3');
    assert.equal(part(conversions()[1].body, 'Password'), undefined, 'the password is not kept');
    assert.equal(part(conversions()[1].body, 'FileName'), undefined, 'the name typed for report.pdf is not reused');
    assert.equal(readFileSync(join(folder.dir, 'other.txt'), 'utf8'), 'result');
  });

  it('a preset saved from the form round-trips through convertFiles.presets and converts with its values', async () => {
    const source = write('book.pdf');
    prompts.expect('quickPick', 'TXT', /Convert \.pdf files with options to/);
    prompts.expect('quickPick', 'Page Range', /Pick an option/);
    prompts.expect('inputBox', '2-4', /Page Range|default/);
    prompts.expect('quickPick', 'Password', /Pick an option/);
    prompts.expect('inputBox', 'hunter2-secret', /Password/);
    prompts.expect('quickPick', '$(save) Save as Preset…', /Pick an option/);
    prompts.expect('inputBox', 'first pages', /name for these options/);
    prompts.expect('quickPick', undefined, /Pick an option/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithOptions, source, [source]));
    const stored = vscode.workspace.getConfiguration(Settings.section).inspect(Settings.presets);
    const value = stored?.workspaceValue ?? stored?.globalValue;
    assert.deepEqual(value, [{ name: 'first pages', source: 'pdf', target: 'txt', parameters: { PageRange: '2-4' } }]);
    assert.ok(!JSON.stringify(stored).includes('hunter2'), 'the password is never saved');
    assert.ok(
      prompts.seen.some((r) => r.kind === 'information' && /Preset “first pages” saved\. Not saved .*: Password\./.test(r.text)),
      'the user is told the password was left out',
    );
    assert.equal(conversions().length, 0);

    prompts.expect('quickPick', 'first pages', /Which preset/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithPreset, source, [source]));
    assert.equal(part(conversions()[0].body, 'PageRange'), '2-4');
    // Convert Again repeats the preset, its options included, on another file; the form's password is not kept for it.
    assert.ok(!JSON.stringify(services.context.globalState.get(StateKeys.lastConversion)).includes('hunter2'));
    const other = write('other.pdf');
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertAgain, other, [other]));
    assert.equal(conversions().length, 2);
    assert.equal(part(conversions()[1].body, 'PageRange'), '2-4');
    assert.match(conversions()[1].url, /\/convert\/pdf\/to\/txt/);
    await vscode.workspace.getConfiguration(Settings.section).update(Settings.presets, undefined, vscode.ConfigurationTarget.Workspace);
  });

  it('a preset whose options the catalogue does not list (offline, built-in catalogue) says so and ends, sending nothing', async () => {
    await services.context.globalState.update(catalogueKey(baseUrl), undefined);
    await setSetting(Settings.presets, [{ name: 'first three', source: 'pdf', target: 'txt', parameters: { PageRange: '1-3' } }]);
    const source = write('offline.pdf');
    prompts.expect('quickPick', 'first three', /Which preset/);
    // Before the fix this never returned: the form had no fields and the loop never awaited.
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertWithPreset, source, [source]));
    assert.equal(conversions().length, 0);
    assert.ok(
      prompts.seen.some((r) => r.kind === 'warning' && /PageRange/.test(r.text)),
      JSON.stringify(prompts.seen.map((r) => r.text)),
    );
  });

  it('a password-protected PDF (5003) asks for the password once and retries with it; the password is redacted', async () => {
    const source = write('locked.pdf');
    script = ['password', 'password'];
    prompts.expect('inputBox', 'open-sesame-42', /protected by a password/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToTxt, source, [source]));
    const sent = conversions();
    assert.equal(sent.length, 2, 'one try, one retry');
    assert.equal(part(sent[0].body, 'Password'), undefined);
    assert.equal(part(sent[1].body, 'Password'), 'open-sesame-42');
    assert.ok(!services.log.redactor.redact('said open-sesame-42').includes('open-sesame-42'), 'the password is redacted from logs');
    assert.equal(readFileSync(join(folder.dir, 'locked.txt'), 'utf8'), 'result');
  });

  it('Merge into One PDF sends the three PDFs as Files[0..2] to pdf→merge and writes one result under the chosen name', async () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((n, i) => write(n, `%PDF-1.4 file ${i}\n`));
    prompts.expect('inputBox', 'all.pdf', /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.mergePdf, files[0], files));
    const sent = conversions();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].url.split('?')[0], '/convert/pdf/to/merge');
    assert.deepEqual(
      [0, 1, 2].map((i) => part(sent[0].body, `Files[${i}]`)),
      ['%PDF-1.4 file 0\n', '%PDF-1.4 file 1\n', '%PDF-1.4 file 2\n'],
    );
    assert.equal(readFileSync(join(folder.dir, 'all.pdf'), 'utf8'), 'result');
  });

  it('Add to Zip sends every selected file to any→zip, named after the first file', async () => {
    const files = [write('one.txt', 'one'), write('two.md', 'two')];
    prompts.expect('inputBox', (record) => (record.text ? 'one.zip' : undefined), /Name of the result/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.addToZip, files[0], files));
    const sent = conversions();
    assert.equal(sent[0].url.split('?')[0], '/convert/any/to/zip');
    assert.deepEqual([part(sent[0].body, 'Files[0]'), part(sent[0].body, 'Files[1]')], ['one', 'two']);
    assert.ok(existsSync(join(folder.dir, 'one.zip')));
  });

  it('a type only the catalogue knows converts through Choose Format…', async () => {
    const source = write('drawing.qqq', 'qqq');
    prompts.expect('quickPick', 'PDF', /Convert \.qqq files to/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.chooseFormat, source, [source]));
    assert.equal(conversions()[0]?.url.split('?')[0], '/convert/qqq/to/pdf');
  });

  it('New Pipeline… saved into the rules file: a new one holds the pipeline and a rule using it; an existing one keeps its comments', async () => {
    const root = vscode.workspace.workspaceFolders![0]!.uri.fsPath;
    const rulesPath = join(root, '.vscode', 'convert-files.json');
    const before = existsSync(rulesPath) ? readFileSync(rulesPath, 'utf8') : undefined;
    rmSync(rulesPath, { force: true });
    const source = write('rules.pdf');
    const build = (name: string) => {
      prompts.expect('quickPick', '$(add) Add a Step…', /Add the first step/);
      prompts.expect('quickPick', 'TXT', /Step 1: convert the PDF files to…/);
      prompts.expect('quickPick', '$(check) Done', /^Pick an option to change it$/);
      prompts.expect('quickPick', '$(save) Save as Pipeline…', /^1 conversion per file$/);
      prompts.expect('quickPick', '$(file-code) The Rules File', /Save the Pipeline in/);
      prompts.expect('inputBox', name, /A name for pdf → txt/);
    };
    /** Runs New Pipeline… and waits for the message that says where it went (shown once the command is done). */
    const saved = async (said: RegExp, file: vscode.Uri) => {
      prompts.expect('information', undefined, said);
      await prompts.run(async () => {
        await vscode.commands.executeCommand(Commands.newPipeline, file, [file]);
        await until('the message that says where the pipeline went', () => prompts.seen.some((r) => said.test(r.text)));
      });
    };
    try {
      build('texts');
      await saved(/Pipeline “texts” saved in a new rules file, with a rule that runs it on every \.pdf file/, source);
      assert.deepEqual(JSON.parse(readFileSync(rulesPath, 'utf8')), {
        pipelines: { texts: { steps: ['txt'] } },
        rules: [{ name: 'texts', files: '**/*.pdf', targets: [{ pipeline: 'texts' }] }],
      });
      writeFileSync(rulesPath, readFileSync(rulesPath, 'utf8').replace('{', '{\n  // kept by hand'));
      build('more');
      await saved(/Pipeline “more” saved in the rules file/, source);
      const text = readFileSync(rulesPath, 'utf8');
      assert.match(text, /\/\/ kept by hand/);
      assert.match(text, /"more": \{\s*"steps": \[\s*"txt"\s*\]/);
      // A name already there (in any case) is asked about, never replaced silently (issue 44).
      const taken = /A pipeline named “texts” is already in the rules file\./;
      build('TEXTS');
      prompts.expect('warning', undefined, taken);
      // Back in the form, which the person closes.
      prompts.expect('quickPick', undefined, /^1 conversion per file$/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.newPipeline, source, [source]));
      assert.equal(readFileSync(rulesPath, 'utf8'), text, 'dismissing the question changed the rules file');
      build('Texts');
      prompts.expect('warning', 'Choose Another Name', taken);
      prompts.expect('inputBox', 'renamed', /A name for pdf → txt/);
      await saved(/Pipeline “renamed” saved in the rules file/, source);
      assert.match(readFileSync(rulesPath, 'utf8'), /"texts": \{[\s\S]*"renamed": \{/);
      build('texts');
      prompts.expect('warning', (record) => (assert.deepEqual(record.items, ['Replace', 'Choose Another Name']), 'Replace'), taken);
      await saved(/Pipeline “texts” saved in the rules file/, source);
      assert.equal(conversions().length, 0, 'saving converted something');
    } finally {
      if (before === undefined) {
        rmSync(rulesPath, { force: true });
      } else {
        writeFileSync(rulesPath, before);
      }
    }
  });

  it('New Pipeline… adds a step the catalogue offers, sets its options in the form, saves it by name; Other Format… offers it', async () => {
    const source = write('pipe.pdf');
    prompts.expect('quickPick', '$(add) Add a Step…', /Add the first step/);
    prompts.expect('quickPick', 'TXT', /Step 1: convert the PDF files to…/);
    prompts.expect('quickPick', 'Page Range', /^Pick an option to change it$/);
    prompts.expect('inputBox', '1-3', /Page Range|default/);
    prompts.expect('quickPick', 'Password', /^Pick an option to change it$/);
    prompts.expect('inputBox', 'hunter2-secret', /Password/);
    prompts.expect('quickPick', '$(check) Done', /^Pick an option to change it$/);
    prompts.expect('quickPick', '$(save) Save as Pipeline…', /^1 conversion per file$/);
    prompts.expect('quickPick', '$(settings) Workspace Settings', /Save the Pipeline in/);
    prompts.expect('inputBox', 'first pages', /A name for pdf → txt \(1 conversion per file\)/);
    // Where it is offered, and a run on the file it was started from.
    prompts.expect('information', 'Run on “pipe.pdf”', /Pipeline “first pages” saved: .* for \.pdf files/);
    await prompts.run(async () => {
      await vscode.commands.executeCommand(Commands.newPipeline, source, [source]);
      await until('the pipeline run on pipe.pdf', () => existsSync(join(folder.dir, 'pipe.txt')));
    });
    assert.ok(prompts.seen.some((r) => r.kind === 'warning' && /Not kept in a pipeline .*: Password\./.test(r.text)));
    assert.deepEqual(
      conversions().map((c) => [c.url.split('?')[0], part(c.body, 'PageRange')]),
      [['/convert/pdf/to/txt', '1-3']],
    );
    const config = () => vscode.workspace.getConfiguration(Settings.section);
    try {
      const stored = config().inspect(Settings.pipelines);
      assert.deepEqual(stored?.workspaceValue, { 'first pages': { steps: [{ to: 'txt', parameters: { PageRange: '1-3' } }] } });
      assert.ok(!JSON.stringify(stored).includes('hunter2'), 'the password is never saved');

      prompts.expect('quickPick', '$(layers) first pages', /Convert \.pdf files to/);
      prompts.expect('warning', 'Overwrite', /“pipe\.txt” already exists/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
      assert.match(conversions()[1]?.url ?? '', /\/convert\/pdf\/to\/txt/);
      assert.equal(part(conversions()[1].body, 'PageRange'), '1-3');
    } finally {
      await config().update(Settings.pipelines, undefined, vscode.ConfigurationTarget.Workspace);
    }
  });
});
