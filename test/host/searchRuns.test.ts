// Search in Documents (issue 40) in a real extension host: a regular expression that backtracks
// without end is matched in the text worker and named "timed out" at its budget while the other
// files are searched; reading PDFs leaves the extension host's globals as they were; two copies of
// one document cost one conversion; Cancel during the extraction keeps what finished (and nothing
// half-written) and stops sending; the file size setting is held to its cap.
import { strict as assert } from 'node:assert';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import * as vscode from 'vscode';
import { contentCache } from '../../src/workspace/contentCache';
import { MATCH_BUDGET_MS } from '../../src/conversion/text';
import { Commands, EXTENSION_ID, Settings, StateKeys } from '../../src/constants';
import type { SearchAnswer } from '../../src/search/searchCommand';
import { until } from '../support/poll';
import { emulatorCall, emulatorConversions, emulatorRequests } from './support/emulatorConnection';
import { costQuestionSuite } from './support/costQuestionSuite';
import { stubPrompts } from './support/prompts';
import { pdfOfTexts } from './support/files';
import { setSetting } from './support/settings';

const QUESTION = /^Search in documents: extract the text of (1 document|\d+ documents)\?$/;

const docx = (text: string) => Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));

describe('Search in Documents: time budget, copies, Cancel, the chat tool', function () {
  this.timeout(120_000);
  const prompts = stubPrompts();
  const suite = costQuestionSuite('search-runs', StateKeys.searchCostAccepted, {
    restore: [Settings.searchMaxFileSizeMB, Settings.maxParallel],
  });
  const search = (text: string, options: object = {}) =>
    prompts.run(() => vscode.commands.executeCommand<SearchAnswer>(Commands.searchInDocuments, { text, ...options }));
  const ours = <T extends { path: string }>(list: readonly T[]) => list.filter((f) => f.path.startsWith(`${suite.relative}/`));
  const agree = () => prompts.expect('warning', 'Extract and Search', QUESTION);

  it('a regular expression that backtracks without end is named "timed out" at the budget; the other files are searched', async () => {
    // (a+)+$ on this 28-character line took 41.6 s on the extension host's thread.
    writeFileSync(join(suite.dir, 'evil.pdf'), await pdfOfTexts([`${'a'.repeat(27)}!`]));
    writeFileSync(join(suite.dir, 'fine.pdf'), await pdfOfTexts(['a banana aaa']));
    const started = Date.now();
    const answer = await search('(a+)+$', { regex: true });
    const took = Date.now() - started;
    assert.deepEqual(
      ours(answer.skipped).map((s) => [s.path, s.reason]),
      [[`${suite.relative}/evil.pdf`, `timed out: matching took longer than ${MATCH_BUDGET_MS / 1000} s`]],
    );
    assert.deepEqual(
      ours(answer.files).map((f) => [f.path, f.hits.map((h) => h.preview)]),
      [[`${suite.relative}/fine.pdf`, ['a banana aaa']]],
    );
    assert.ok(took < MATCH_BUDGET_MS + 15_000, `the search took ${took} ms`);
    console.log(`      catastrophic regular expression: the search ended after ${took} ms, evil.pdf timed out`);
  });

  it('reading PDFs leaves the extension host’s global object as it was (pdf.js runs in the worker)', async () => {
    writeFileSync(join(suite.dir, 'pages.pdf'), await pdfOfTexts(['one', 'the needle', 'three']));
    // Once before: the lazy bundle loads on the first search, and may settle globals of its own.
    await search('warm up');
    const names = () => Object.getOwnPropertyNames(globalThis).sort();
    const before = names();
    const matrix = (globalThis as { DOMMatrix?: unknown }).DOMMatrix;
    await contentCache(suite.api.context).clear();
    const answer = await search('needle');
    assert.deepEqual(
      ours(answer.files).map((f) => f.hits.map((h) => h.page)),
      [[2]],
      'the PDF was read (the check can fail)',
    );
    assert.deepEqual(names(), before, 'a global was added or removed');
    assert.equal((globalThis as { DOMMatrix?: unknown }).DOMMatrix, matrix);
    for (const name of ['pdfjsLib', 'pdfjsWorker', '_pdfjsTestingUtils']) {
      assert.ok(!(name in globalThis), `${name} is a global of the extension host`);
    }
  });

  it('two files of identical content cost one conversion: both are searched', async () => {
    const bytes = await docx('The quarterly budget, twice');
    writeFileSync(join(suite.dir, 'a.docx'), bytes);
    writeFileSync(join(suite.dir, 'copy.docx'), bytes);
    const start = (await emulatorRequests()).length;
    agree();
    const answer = await search('quarterly budget');
    assert.deepEqual(
      ours(answer.files).map((f) => [f.path, f.hits.length]),
      [
        [`${suite.relative}/a.docx`, 1],
        [`${suite.relative}/copy.docx`, 1],
      ],
    );
    assert.deepEqual(
      (await emulatorConversions(start)).map((r) => r.path),
      ['/convert/docx/to/txt'],
    );
    const question = prompts.seen.find((p) => p.kind === 'warning');
    assert.match(question?.text ?? '', /extract the text of 1 document\?/);
  });

  it('Cancel during the extraction keeps what finished, leaves nothing half-written and stops sending; the next search pays for the rest', async () => {
    await setSetting(Settings.maxParallel, 1);
    for (const name of ['one', 'two', 'three']) {
      writeFileSync(join(suite.dir, `${name}.docx`), await docx(`${name}: the quarterly budget`));
    }
    const cache = contentCache(suite.api.context);
    const start = (await emulatorRequests()).length;
    // Each conversion takes 4 s on the emulator: the second is on its way when Cancel is pressed.
    await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 4000 });
    const ui = suite.api.commandUi;
    const original = ui.progress;
    const cancel = new AbortController();
    ui.progress = { run: (title, task) => original.run(title, (signal, report) => task(AbortSignal.any([signal, cancel.signal]), report)) };
    let cancelledAfter: number | undefined;
    try {
      agree();
      const running = search('quarterly budget');
      await until('the first text stored', async () => (await cache.list()).length === 1, 30_000);
      await until('the second conversion sent', async () => (await emulatorConversions(start)).length === 2, 30_000);
      const pressed = Date.now();
      cancel.abort();
      const cancelledAnswer = await running;
      cancelledAfter = Date.now() - pressed;
      assert.deepEqual(
        ours(cancelledAnswer.files).map((f) => f.path),
        [`${suite.relative}/one.docx`],
        'what finished before Cancel is in the results',
      );
    } finally {
      ui.progress = original;
      await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 0 });
    }
    assert.ok(
      cancelledAfter !== undefined && cancelledAfter < 3000,
      `the search went on for ${cancelledAfter} ms after Cancel (the request in flight was not aborted)`,
    );
    assert.ok(prompts.seen.some((p) => p.kind === 'information' && p.text === 'Search cancelled.'));
    const sent = (await emulatorConversions(start)).length;
    assert.equal(sent, 2, 'the third document was sent after Cancel');
    const stored = await cache.list();
    assert.equal(stored.length, 1, 'the cancelled extraction stored a text');
    assert.deepEqual(
      readdirSync(cache.dir).filter((f) => f.endsWith('.tmp')),
      [],
      'a half-written text was left in the cache folder',
    );

    const again = (await emulatorRequests()).length;
    const second = await search('quarterly budget');
    assert.equal(ours(second.files).length, 3);
    assert.equal((await emulatorConversions(again)).length, 2, 'the second search paid again for the text that was kept');
    assert.equal((await emulatorConversions(start)).length, sent + 2);
  });

  it('the chat tool convertFiles_extractText reads through the same text cache: a second call, and a search, send nothing', async () => {
    writeFileSync(join(suite.dir, 'memo.docx'), await docx('Memo: the quarterly budget'));
    const path = `${suite.relative}/memo.docx`;
    const invoke = async (input: object) => {
      const source = new vscode.CancellationTokenSource();
      try {
        const result = await vscode.lm.invokeTool('convertFiles_extractText', { input, toolInvocationToken: undefined }, source.token);
        return result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
      } finally {
        source.dispose();
      }
    };
    const start = (await emulatorRequests()).length;
    assert.match(await invoke({ path }), /Memo: the quarterly budget/);
    assert.equal((await emulatorConversions(start)).length, 1);
    const again = (await emulatorRequests()).length;
    assert.match(await invoke({ path }), /Memo: the quarterly budget/);
    const { extractTextTool } = await import('../../src/agentTools/extractTextTool');
    const source = new vscode.CancellationTokenSource();
    const prepared = await extractTextTool(suite.api).prepareInvocation?.({ input: { path } }, source.token);
    source.dispose();
    assert.equal(prepared?.confirmationMessages, undefined, 'a stored text still asks to upload');
    // Search in Documents finds it in the same cache: no question, nothing sent.
    assert.deepEqual(
      ours((await search('quarterly budget')).files).map((f) => f.path),
      [path],
    );
    assert.deepEqual(
      (await emulatorRequests(again)).filter((r) => !r.path.startsWith('/_emulator/')),
      [],
      'the second call sent something',
    );
  });

  it('the file size setting is held to its cap (package.json’s maximum): a file is never read whole past it', async () => {
    const schema = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON.contributes.configuration.properties[
      `${Settings.section}.${Settings.searchMaxFileSizeMB}`
    ] as { maximum: number };
    await setSetting(Settings.searchMaxFileSizeMB, 10_240);
    assert.equal(suite.api.config().searchMaxFileBytes, schema.maximum * 1024 * 1024);
    assert.ok(schema.maximum <= 500, `maximum ${schema.maximum} MB`);
    await setSetting(Settings.searchMaxFileSizeMB, 20);
    assert.equal(suite.api.config().searchMaxFileBytes, 20 * 1024 * 1024);
  });
});
