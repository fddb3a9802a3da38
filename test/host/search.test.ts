// Search in Documents (issue 40) in a real extension host against the emulator: PDFs are read here
// (nothing sent), other documents extracted by the service after one question naming the count
// and the host; files.exclude/search.exclude and the size limit are honoured; a second search of
// unchanged files sends nothing (the emulator's request log); a PDF hit opens the viewer at its page.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import type { SearchAnswer } from '../../src/search/searchCommand';
import type { ViewerReportEvent } from '../../src/viewer/register';
import { until } from '../support/poll';
import { emulatorConversions, emulatorRequests } from './support/emulatorConnection';
import { answerCostQuestion, costQuestionSuite } from './support/costQuestionSuite';
import { stubPrompts } from './support/prompts';
import { pdfOfTexts } from './support/files';
import { setSetting } from './support/settings';

const QUESTION = /^Search in documents: extract the text of (1 document|\d+ documents)\?$/;

describe('Search in Documents', function () {
  this.timeout(120_000);
  const prompts = stubPrompts();
  const suite = costQuestionSuite('search', StateKeys.searchCostAccepted, { unset: [Settings.searchMaxFileSizeMB, ['search', 'exclude']] });
  /** What the extension sent since `since` (the log's own reads by this test left out). */
  const sent = async (since: number) => (await emulatorRequests(since)).filter((r) => !r.path.startsWith('/_emulator/'));
  const search = (text: string, options: object = {}) =>
    prompts.run(() => vscode.commands.executeCommand<SearchAnswer>(Commands.searchInDocuments, { text, ...options }));
  const ours = (answer: SearchAnswer) => answer.files.filter((f) => f.path.startsWith(`${suite.relative}/`));

  it('finds hits in a PDF (page known, nothing sent) and a DOCX (extracted once after the question); a second search sends nothing', async () => {
    const others = await vscode.workspace.findFiles('**/*.{docx,pptx,xlsx,odt,rtf}');
    assert.deepEqual(others, [], 'documents of other suites are in the workspace: the request counts below would include them');
    writeFileSync(join(suite.dir, 'report.pdf'), await pdfOfTexts(['Introduction', 'The quarterly budget grew', 'Appendix']));
    writeFileSync(
      join(suite.dir, 'notes.docx'),
      await Packer.toBuffer(
        new Document({ sections: [{ children: [new Paragraph('Agenda'), new Paragraph('Quarterly Budget approved')] }] }),
      ),
    );
    mkdirSync(join(suite.dir, 'excluded'));
    writeFileSync(
      join(suite.dir, 'excluded', 'secret.docx'),
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('quarterly budget, secret')] }] })),
    );
    writeFileSync(join(suite.dir, 'huge.pdf'), Buffer.alloc(1024 * 1024 + 10, 32));
    await setSetting('exclude', { [`${suite.relative}/excluded`]: true }, 'search');
    await setSetting(Settings.searchMaxFileSizeMB, 1);

    const start = (await emulatorRequests()).length;
    const sentBeforeAnswer = answerCostQuestion(prompts, {
      question: QUESTION,
      button: 'Extract and Search',
      since: start,
      detail: /“.*notes\.docx” is uploaded to 127\.0\.0\.1:\d+ .*uses one conversion/,
    });
    const first = await search('quarterly budget');
    assert.equal(sentBeforeAnswer(), 0, 'something was sent before the question was answered');
    assert.deepEqual(
      ours(first).map((f) => [f.path, f.hits.map((h) => [h.page, h.line, h.preview])]),
      [
        [`${suite.relative}/notes.docx`, [[undefined, 1, 'Quarterly Budget approved']]],
        [`${suite.relative}/report.pdf`, [[2, 0, 'The quarterly budget grew']]],
      ],
    );
    assert.deepEqual(
      first.skipped.filter((s) => s.path.startsWith(`${suite.relative}/`)).map((s) => s.path),
      [`${suite.relative}/huge.pdf`],
    );
    assert.match(first.skipped.find((s) => s.path.endsWith('huge.pdf'))!.reason, /larger than 1 MB/);
    assert.deepEqual(
      (await emulatorConversions(start)).map((r) => r.path),
      ['/convert/docx/to/txt'],
      'only notes.docx goes to the service: the PDF is read here, the excluded file not at all',
    );

    const again = (await emulatorRequests()).length;
    const second = await search('quarterly budget');
    assert.deepEqual(ours(second), ours(first));
    assert.deepEqual(await sent(again), [], 'the second search of unchanged files sent something');

    // Match Case and whole words change what is found, still without sending anything.
    const cased = await search('Quarterly Budget', { caseSensitive: true });
    assert.deepEqual(
      ours(cased).map((f) => f.path),
      [`${suite.relative}/notes.docx`],
    );
    const regex = await search('budget (grew|approved)', { regex: true });
    assert.equal(ours(regex).length, 2);
    assert.deepEqual(await sent(again), []);
  });

  it('a link to a document outside the workspace folder is named and skipped: never read, asked about or sent', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'search-outside-'));
    try {
      writeFileSync(
        join(outside, 'credentials.docx'),
        await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('quarterly budget, private')] }] })),
      );
      writeFileSync(join(outside, 'private.pdf'), await pdfOfTexts(['quarterly budget, private']));
      symlinkSync(join(outside, 'credentials.docx'), join(suite.dir, 'notes.docx'));
      symlinkSync(outside, join(suite.dir, 'papers'));
      const start = (await emulatorRequests()).length;
      const answer = await search('quarterly budget');
      assert.deepEqual(ours(answer), [], 'a file outside the workspace was searched');
      assert.deepEqual(
        answer.skipped
          .filter((s) => s.path.startsWith(`${suite.relative}/`))
          .map((s) => [s.path, s.reason])
          .sort(),
        [
          [`${suite.relative}/notes.docx`, 'a link to a file outside the workspace folder'],
          [`${suite.relative}/papers/credentials.docx`, 'a link to a file outside the workspace folder'],
          [`${suite.relative}/papers/private.pdf`, 'a link to a file outside the workspace folder'],
        ],
      );
      assert.deepEqual(await emulatorConversions(start), [], 'something was sent for a file outside the workspace');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("a PDF hit opens the extension's viewer at its page with the match found", async () => {
    const file = join(suite.dir, 'pages.pdf');
    writeFileSync(file, await pdfOfTexts(['one', 'two', 'three', 'the needle is here', 'five']));
    const answer = await search('needle');
    const hit = ours(answer)[0]?.hits[0];
    assert.equal(hit?.page, 4);
    const reports: ViewerReportEvent[] = [];
    const listener = suite.api.viewer.onDidReport((e) => reports.push(e));
    try {
      await vscode.commands.executeCommand(Commands.openSearchHit, vscode.Uri.file(file), hit.page, 'needle');
      const revealed = await until('the viewer reports the revealed hit', () =>
        reports.map((r) => r.report).find((r) => r.state === 'revealed'),
      );
      assert.deepEqual(revealed, { state: 'revealed', page: 4, query: 'needle', matches: 1 });
    } finally {
      listener.dispose();
    }
  });
});
