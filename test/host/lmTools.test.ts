// The language model tools through vscode.lm.invokeTool, as an agent calls them, against the emulator.
import { strict as assert } from 'node:assert';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import * as vscode from 'vscode';
import { Settings } from '../../src/constants';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import { extensionServices } from './support/auth';
import { emulator, resetEmulator } from './support/emulatorConnection';
import { pdfDocument } from './support/files';

const TOKEN_NAME = 'lm-tools-host-tests';

async function account(): Promise<{ ConversionsTotal: number; ConversionsConsumed: number }> {
  const response = await fetch(new URL('/user', emulator().baseUrl), { headers: { authorization: `Bearer ${emulator().masterToken}` }, signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as { ConversionsTotal: number; ConversionsConsumed: number };
}

/** A minimal Word document holding `paragraphs`. */
async function docxDocument(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
}

async function invoke(name: string, input: object): Promise<string> {
  const source = new vscode.CancellationTokenSource();
  try {
    return textOf(await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined }, source.token));
  } finally {
    source.dispose();
  }
}

describe('language model tools', function () {
  this.timeout(60_000);
  let services: Services;
  let dir: string;
  let tokenId: string | undefined;

  before(async () => {
    services = await extensionServices();
    await vscode.workspace.getConfiguration(Settings.section).update(Settings.baseUrl, emulator().baseUrl, vscode.ConfigurationTarget.Global);
    const info = await services.store.addApiToken({ name: TOKEN_NAME, environment: 'Production', token: emulator().apiTokens[0].token });
    tokenId = info.id;
  });
  after(async () => {
    if (tokenId) {
      await services.store.removeApiToken(tokenId);
    }
    await services.store.removeMasterToken();
  });
  beforeEach(async () => {
    await resetEmulator();
    await services.store.removeMasterToken();
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    assert.ok(root, 'no workspace folder');
    dir = join(root, 'lm-tools');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are registered with their schemas', () => {
    const names = vscode.lm.tools.map((t) => t.name);
    for (const name of ['convertFiles_convert', 'convertFiles_extractText', 'convertFiles_usage']) {
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    }
    const convert = vscode.lm.tools.find((t) => t.name === 'convertFiles_convert');
    assert.deepEqual((convert?.inputSchema as { required?: string[] }).required, ['paths', 'targetFormat']);
  });

  it('convert: the confirmation names the cost, the results land in the workspace and cost that much', async () => {
    writeFileSync(join(dir, 'a.txt'), 'first file\n');
    writeFileSync(join(dir, 'b.txt'), 'second file\n');
    writeFileSync(join(dir, 'b.pdf'), 'an existing file that must stay\n');
    await vscode.workspace.getConfiguration(Settings.section).update('conflictPolicy', 'ask', vscode.ConfigurationTarget.Global);
    const before = await account();
    const text = await invoke('convertFiles_convert', { paths: ['lm-tools'], targetFormat: 'pdf' });
    assert.match(text, /Converted 2 of 2 files; 2 conversions used/, text);
    const files = readdirSync(dir).sort();
    assert.deepEqual(files.filter((f) => f.endsWith('.pdf')).length, 3, files.join(', '));
    assert.ok(files.includes('a.pdf'), files.join(', '));
    assert.ok(text.includes('lm-tools/a.pdf'), text);
    const renamed = files.find((f) => f.startsWith('b') && f.endsWith('.pdf') && f !== 'b.pdf');
    assert.ok(renamed && text.includes(renamed), `renamed result ${String(renamed)} in: ${text}`);
    const after = await account();
    assert.equal(after.ConversionsConsumed - before.ConversionsConsumed, 2);
  });

  it('convert: the confirmation says how many conversions it will use (test mode auto-accepts, so asked directly)', async () => {
    writeFileSync(join(dir, 'a.txt'), 'one\n');
    writeFileSync(join(dir, 'b.txt'), 'two\n');
    writeFileSync(join(dir, 'c.pdf'), 'already the target\n');
    const { convertTool } = await import('../../src/commands/lmTools');
    const source = new vscode.CancellationTokenSource();
    const prepared = await convertTool(services).prepareInvocation?.({ input: { paths: ['lm-tools'], targetFormat: 'pdf' } }, source.token);
    source.dispose();
    const message = prepared?.confirmationMessages?.message;
    const shown = typeof message === 'string' ? message : (message?.value ?? '');
    assert.match(shown, /This uses 2 conversions of your ConvertAPI account\./, shown);
    assert.match(shown, /new results get numbered names/, shown);
  });

  it('convert: mistakes come back as text the model can act on, and nothing is converted', async () => {
    const before = await account();
    assert.match(await invoke('convertFiles_convert', { targetFormat: 'pdf' }), /^Error: "paths" must be a non-empty array/);
    assert.match(await invoke('convertFiles_convert', { paths: ['/etc/hosts'], targetFormat: 'pdf' }), /outside the workspace/);
    assert.match(await invoke('convertFiles_convert', { paths: ['lm-tools/missing.docx'], targetFormat: 'pdf' }), /does not exist/);
    assert.equal((await account()).ConversionsConsumed, before.ConversionsConsumed);
  });

  it('extractText: returns the text of a DOCX and a PDF, writes nothing, and says when it cut', async () => {
    writeFileSync(join(dir, 'letter.docx'), await docxDocument(['Dear reader,', 'the quarterly figures are attached.']));
    writeFileSync(join(dir, 'pages.pdf'), await pdfDocument(2));
    const docx = await invoke('convertFiles_extractText', { path: 'lm-tools/letter.docx' });
    assert.match(docx, /Dear reader,\s+the quarterly figures are attached\./, docx);
    const pdf = await invoke('convertFiles_extractText', { path: join(dir, 'pages.pdf') });
    assert.match(pdf, /Page 1[\s\S]*Page 2/, pdf);
    const cut = await invoke('convertFiles_extractText', { path: 'lm-tools/letter.docx', maxChars: 5 });
    assert.ok(cut.startsWith('Dear \n\n[Cut: the first 5 of'), cut);
    assert.deepEqual(readdirSync(dir).sort(), ['letter.docx', 'pages.pdf']);
  });

  it('usage: asks for a Master Token, then reports conversions left', async () => {
    assert.match(await invoke('convertFiles_usage', {}), /needs a ConvertAPI Master Token/);
    await services.store.setMasterToken(emulator().masterToken);
    const { ConversionsTotal, ConversionsConsumed } = await account();
    const text = await invoke('convertFiles_usage', {});
    assert.ok(text.includes(`Conversions left: ${ConversionsTotal - ConversionsConsumed} of ${ConversionsTotal}`), text);
  });
});
