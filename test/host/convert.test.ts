import { execFileSync } from 'node:child_process';
// Converting files end to end in the real extension host, against the emulator: the Convert To
// commands on files, selections and folders, output placement and conflict policies,
// cancellation, the 401/403 paths and the quota check before a batch.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, CustomEditors, Settings, StateKeys } from '../../src/constants';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import { account, conversionLog, setAccount } from './support/accounts';
import { emulator, emulatorCall, emulatorRequests } from './support/emulatorConnection';
import { finishedBatches, useBuiltinCatalogue, useEmulatorSuite } from './support/emulatorSuite';
import { magic, pdfDocument, pngImage } from './support/files';
import { MemFs } from './support/memFs';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { walk } from './support/walkCoverage';
import { until } from '../support/poll';
import { PRIVATE_MOUNTS_ENV } from '../support/privateTrustStore';

const TOKEN_NAME = 'convert-host-tests';

/** Every file under `dir`, relative, sorted (hidden ones included: a stray .partial must show). */
function listTree(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listTree(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/**
 * Runs `action` with the Cancel button of every progress the commands show in the test's hands:
 * the extension's own progress UI is swapped for one that hands each task `cancel`'s signal (the
 * real notification still shows), and `shown` collects the titles.
 */
async function withCancelButton<T>(
  services: Services,
  cancel: AbortController,
  action: () => Promise<T>,
  shown: string[] = [],
): Promise<T> {
  const ui = services.commandUi;
  const original = ui.progress;
  ui.progress = {
    run: (title, task) => {
      shown.push(title);
      return original.run(title, (_signal, report) => task(cancel.signal, report));
    },
  };
  try {
    return await action();
  } finally {
    ui.progress = original;
  }
}

describe('converting files', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({
    folder: 'convert',
    token: TOKEN_NAME,
    tokenEach: true,
    restore: [
      Settings.conflictPolicy,
      Settings.openAfterConvert,
      Settings.revealInExplorer,
      Settings.outputDirectory,
      Settings.maxParallel,
    ],
    resetEach: true,
  });
  const batches = finishedBatches(suite);
  // These tests drive the target picker of a first start, before the service's catalogue has
  // been fetched (the built-in formats, typed formats, Other format…); the picker fed by the
  // service's catalogue has its own tests in options.test.ts.
  useBuiltinCatalogue(suite);
  let services: Services;
  let dir: string;

  const { uri, write } = suite;
  const read = (name: string) => readFileSync(join(dir, name));
  /** Runs a Convert To command as the Explorer does: (clicked, all selected). */
  const convert = (command: string, ...selected: vscode.Uri[]) =>
    prompts.run(() => vscode.commands.executeCommand(command, selected[0], selected));

  before(() => {
    services = suite.api;
  });

  // Before the suite's own clean-up removes the service's address (no usage refresh to the default host).
  afterEach(async () => {
    await services.store.removeMasterToken();
  });

  beforeEach(async () => {
    dir = suite.dir;
    await services.store.removeMasterToken();
    await setSetting(Settings.conflictPolicy, undefined);
    await setSetting(Settings.outputDirectory, undefined);
    await setSetting(Settings.maxParallel, undefined);
    await setSetting(Settings.openAfterConvert, 'never');
    await setSetting(Settings.revealInExplorer, false);
  });

  it('converts one Markdown file to PDF next to it', async () => {
    const source = write('notes.md', '# Notes\n\nSome *text*.\n');
    await walk('menu-markdown', () => convert(Commands.convertToPdf, source));
    assert.equal(magic(read('notes.pdf')), 'pdf');
    assert.deepEqual(listTree(dir), ['notes.md', 'notes.pdf']);
    const log = await conversionLog();
    assert.ok(
      // Markdown is printed as the preview shows it: its page goes to html/to/pdf (issue 33).
      log.some((row) => row.Converter === 'html-to-pdf' && row.Source === 'notes.html'),
      JSON.stringify(log),
    );
    assert.deepEqual(batches, [{ converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false }]);
    assert.deepEqual(prompts.seen, [], 'a single successful conversion asks nothing');
  });

  it('converts every file of a multi-selection (two PNGs to JPG)', async () => {
    const a = write('red.png', pngImage(16, 8, [220, 30, 30]));
    const b = write('blue.png', pngImage(8, 16, [30, 30, 220]));
    prompts.expect('information', undefined, /Converted 2 of 2 files to JPG/);
    await walk('menu', () => convert(Commands.convertToJpg, a, b));
    assert.equal(magic(read('red.jpg')), 'jpg');
    assert.equal(magic(read('blue.jpg')), 'jpg');
    assert.deepEqual(batches, [{ converted: 2, skipped: 0, failed: 0, conversionsUsed: 2, cancelled: false }]);
  });

  it('converts the matching files of a folder after a confirmation that gives the count', async () => {
    write('docs/a.md', '# A\n');
    write('docs/b.md', '# B\n');
    write('docs/deep/c.md', '# C\n');
    write('docs/data.json', '{"a":1}\n');
    write('docs/node_modules/pkg/readme.md', '# no\n');
    write('docs/.hidden/secret.md', '# no\n');
    write('docs/skipme/x.md', '# no\n');
    await setSetting('exclude', { '**/.git': true, '**/skipme': true }, 'files');
    try {
      prompts.expect('warning', 'Convert', /Convert 3 files in “docs” to PDF\?/);
      prompts.expect('information', undefined, /Converted 3 of 3/);
      await convert(Commands.convertToPdf, uri('docs'));
    } finally {
      await setSetting('exclude', undefined, 'files');
    }
    const confirmation = prompts.seen.find((p) => p.kind === 'warning');
    assert.equal(confirmation?.modal, true);
    assert.deepEqual(
      listTree(join(dir, 'docs')).filter((f) => f.endsWith('.pdf')),
      ['a.pdf', 'b.pdf', 'deep/c.pdf'],
    );
  });

  it('names the files a folder conversion leaves out, and why, in its confirmation', async () => {
    write('docs/a.md', '# A\n');
    write('docs/data.json', '{"a":1}\n');
    write('docs/report.pdf', '%PDF-1.4\n');
    prompts.expect('warning', undefined, /Convert 1 file in “docs” to PDF\?/);
    await convert(Commands.convertToPdf, uri('docs'));
    const confirmation = prompts.seen.find((p) => p.kind === 'warning');
    assert.match(
      confirmation?.detail ?? '',
      /Left out: “data\.json” \(no conversion from JSON to PDF\); “report\.pdf” \(already a PDF\)\./,
      JSON.stringify(confirmation),
    );
    assert.deepEqual(await conversionLog(), []);
  });

  it('converts nothing when the folder confirmation is declined', async () => {
    write('docs/a.md', '# A\n');
    prompts.expect('warning', undefined, /Convert 1 file in “docs” to PDF\?/);
    await convert(Commands.convertToPdf, uri('docs'));
    assert.deepEqual(listTree(dir), ['docs/a.md']);
    assert.deepEqual(await conversionLog(), []);
  });

  it('looks for the files of a folder under a cancellable progress notification; Cancel stops without a word', async () => {
    write('big/a.md', '# A\n');
    write('big/deep/b.md', '# B\n');
    const shown: string[] = [];
    // The user presses the notification's Cancel button at once.
    const cancel = new AbortController();
    cancel.abort();
    await withCancelButton(services, cancel, () => convert(Commands.convertToPdf, uri('big')), shown);
    assert.deepEqual(shown, ['Looking for files…']);
    assert.deepEqual(prompts.seen, [], 'no confirmation, no error');
    assert.deepEqual(listTree(dir), ['big/a.md', 'big/deep/b.md']);
    assert.deepEqual(batches, []);
    assert.deepEqual(await conversionLog(), []);
  });

  it('converts a file once when it is picked and also inside a picked folder', async () => {
    write('docs/a.md', '# A\n');
    write('docs/sub/b.md', '# B\n');
    prompts.expect('warning', 'Convert', /Convert 2 files in 2 folders to PDF\?/);
    prompts.expect('information', undefined, /Converted 2 of 2/);
    await convert(Commands.convertToPdf, uri('docs'), uri('docs/sub'), uri('docs/a.md'));
    assert.deepEqual(listTree(join(dir, 'docs')), ['a.md', 'a.pdf', 'sub/b.md', 'sub/b.pdf']);
    assert.equal((await conversionLog()).length, 2);
  });

  it('puts a multi-file result (PDF split) into a folder named after the source', async () => {
    const source = write('report.pdf', await pdfDocument(3));
    await convert(Commands.convertToSplit, source);
    assert.deepEqual(listTree(dir), ['report.pdf', 'report/report-1.pdf', 'report/report-2.pdf', 'report/report-3.pdf']);
    for (const page of ['report-1.pdf', 'report-2.pdf', 'report-3.pdf']) {
      assert.equal(magic(read(`report/${page}`)), 'pdf');
    }
  });

  it('deletes each stored result from the service once it is downloaded: one DELETE per result, then its Url is gone (404)', async () => {
    const since = (await emulatorRequests()).length;
    const source = write('report.pdf', await pdfDocument(3));
    await convert(Commands.convertToSplit, source);
    assert.deepEqual(listTree(dir), ['report.pdf', 'report/report-1.pdf', 'report/report-2.pdf', 'report/report-3.pdf']);

    // Counted at the service, after the command (the conversion) has finished.
    const seen = await emulatorRequests(since);
    const fileId = (path: string) => /^\/d\/([^/]+)/.exec(path)?.[1];
    const downloads = seen.filter((r) => r.method === 'GET' && fileId(r.path));
    const deletes = seen.filter((r) => r.method === 'DELETE');
    const summary = JSON.stringify(seen.map((r) => `${r.method} ${r.path} ${r.status}`));
    assert.equal(new Set(downloads.map((r) => fileId(r.path))).size, 3, `three stored results fetched by Url: ${summary}`);
    assert.deepEqual(
      downloads.map((r) => r.status),
      [200, 200, 200],
      summary,
    );
    assert.deepEqual(
      deletes.map((r) => fileId(r.path)).sort(),
      downloads.map((r) => fileId(r.path)).sort(),
      `exactly one DELETE per stored result, nothing else deleted: ${summary}`,
    );
    assert.deepEqual(
      deletes.map((r) => r.status),
      [200, 200, 200],
      summary,
    );
    for (const download of downloads) {
      const deletedAt = seen.findIndex((r) => r.method === 'DELETE' && fileId(r.path) === fileId(download.path));
      assert.ok(deletedAt > seen.indexOf(download), `${download.path} was deleted before it was downloaded: ${summary}`);
      const again = await fetch(new URL(download.path, emulator().baseUrl), { signal: AbortSignal.timeout(10_000) });
      await again.body?.cancel();
      assert.equal(again.status, 404, `${download.path} can still be downloaded`);
    }
  });

  it('several results into a folder that exists: the question comes before sending, and Skip sends nothing', async () => {
    const since = (await emulatorRequests()).length;
    const source = write('report.pdf', await pdfDocument(3));
    write('report/report-2.pdf', 'kept by the person');
    prompts.expect('warning', 'Skip', /a folder named “report” already exists/);
    await convert(Commands.convertToSplit, source);
    assert.equal(read('report/report-2.pdf').toString('utf8'), 'kept by the person');
    assert.deepEqual(listTree(join(dir, 'report')), ['report-2.pdf']);
    const seen = await emulatorRequests(since);
    assert.deepEqual(
      seen.filter((r) => r.method !== 'GET' || /^\/(convert|async|d)\//.test(r.path)).map((r) => `${r.method} ${r.path}`),
      [],
      'the PDF was sent although the person skipped it',
    );
    assert.deepEqual(batches.at(-1), { converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false });
  });

  it('several results, Overwrite: they go in that folder with no second question, and every stored result is deleted from the service', async () => {
    const since = (await emulatorRequests()).length;
    const source = write('report.pdf', await pdfDocument(3));
    write('report/report-2.pdf', 'old');
    write('report/notes.txt', 'mine');
    prompts.expect('warning', 'Overwrite', /a folder named “report” already exists/);
    await convert(Commands.convertToSplit, source);
    assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 1, 'asked again as the results came');
    assert.equal(magic(read('report/report-2.pdf')), 'pdf');
    assert.equal(read('report/notes.txt').toString('utf8'), 'mine');

    const seen = await emulatorRequests(since);
    const fileId = (path: string) => /^\/d\/([^/]+)/.exec(path)?.[1];
    const summary = JSON.stringify(seen.map((r) => `${r.method} ${r.path} ${r.status}`));
    const downloaded = seen.filter((r) => r.method === 'GET' && fileId(r.path)).map((r) => fileId(r.path));
    const deleted = seen.filter((r) => r.method === 'DELETE').map((r) => fileId(r.path));
    assert.equal(downloaded.length, 3, summary);
    assert.equal(new Set(deleted).size, 3, `all three stored results deleted: ${summary}`);
    assert.ok(
      downloaded.every((id) => deleted.includes(id)),
      summary,
    );
  });

  it('several results, a file (not a folder) named like their folder: asked before sending, never replaced; Keep Both makes “report (1)”', async () => {
    const source = write('report.pdf', await pdfDocument(2));
    write('report', 'a file without extension');
    prompts.expect(
      'warning',
      (record) => (assert.deepEqual(record.items, ['Keep Both', 'Skip']), 'Keep Both'),
      /but “report” in “[^”]+” is a file, not a folder/,
    );
    await convert(Commands.convertToSplit, source);
    assert.equal(read('report').toString('utf8'), 'a file without extension');
    assert.deepEqual(listTree(join(dir, 'report (1)')), ['report-1.pdf', 'report-2.pdf']);
    assert.deepEqual(batches.at(-1), { converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false });
  });

  it('several results into a folder that holds no file of their type: no question, they go in', async () => {
    const source = write('report.pdf', await pdfDocument(2));
    write('report/notes.txt', 'mine');
    await convert(Commands.convertToSplit, source);
    assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 0, 'asked although nothing could clash');
    assert.deepEqual(listTree(join(dir, 'report')), ['notes.txt', 'report-1.pdf', 'report-2.pdf']);
  });

  it('writes where outputDirectory says, with variables expanded', async () => {
    await setSetting(Settings.outputDirectory, 'converted/${fileBasenameNoExtension}');
    const source = write('notes.md', '# Notes\n');
    await convert(Commands.convertToHtml, source);
    assert.match(read('converted/notes/notes.html').toString('utf8'), /<h1[^>]*>Notes<\/h1>/);
  });

  it('never converts a file to its own format: a.zip to "zip" under "overwrite" leaves it alone and sends nothing', async () => {
    await setSetting(Settings.conflictPolicy, 'overwrite');
    await services.context.globalState.update(StateKeys.recentTargets, undefined);
    const original = Buffer.from('PK\u0005\u0006 not really a zip, but it must survive');
    const source = write('a.zip', original);
    prompts.expect('inputBox', 'zip', /Target format/);
    await convert(Commands.convertToOther, source);
    assert.deepEqual(read('a.zip'), original);
    assert.deepEqual(listTree(dir), ['a.zip']);
    assert.match(prompts.seen.find((p) => p.kind === 'information')?.text ?? '', /“a\.zip” is already a ZIP file/);
    assert.deepEqual(await conversionLog(), []);
    assert.deepEqual(batches, [{ converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false }]);
  });

  it('skips a PDF selected with other files for "Convert to PDF", says why, and asks nothing about it', async () => {
    const pdf = await pdfDocument(1);
    const a = write('a.pdf', pdf);
    const notes = write('notes.md', '# Notes\n');
    prompts.expect(
      'information',
      undefined,
      /Converted 1 of 2 files to PDF\. 1 conversion used\. “a\.pdf” is already a PDF file: skipped\./,
    );
    await convert(Commands.convertToPdf, a, notes);
    assert.deepEqual(new Uint8Array(read('a.pdf')), pdf);
    assert.deepEqual(listTree(dir), ['a.pdf', 'notes.md', 'notes.pdf']);
    assert.equal((await conversionLog()).length, 1);
    assert.deepEqual(batches, [{ converted: 1, skipped: 1, failed: 0, conversionsUsed: 1, cancelled: false }]);
  });

  it('a file name never becomes a clickable [text](command:…) link in the summary', async () => {
    const named = write('[Open](command:workbench.action.terminal.new).pdf', await pdfDocument(1));
    const notes = write('notes.md', '# Notes\n');
    prompts.expect('information', undefined, /is already a PDF file: skipped\./);
    await convert(Commands.convertToPdf, named, notes);
    const shown = prompts.seen.find((p) => p.kind === 'information')?.text ?? '';
    assert.match(shown, /“\(Open\)\(command:workbench\.action\.terminal\.new\)\.pdf” is already a PDF file/, shown);
    assert.doesNotMatch(shown, /\[[^\]]*\]\(/, shown);
  });

  it('in one batch, follows each file\'s own folder settings (multi-root: "skip" in one folder, "rename" in the other)', async () => {
    const OLD = 'the existing file, which must survive';
    const a = write('one/notes.md', '# One\n');
    write('one/notes.pdf', OLD);
    const b = write('two/notes.md', '# Two\n');
    write('two/notes.pdf', OLD);
    // The host opens one folder; these two play workspace folders with their own .vscode/settings.json.
    const folderPolicy = (scope: unknown) =>
      scope instanceof vscode.Uri
        ? scope.fsPath.startsWith(join(dir, 'one'))
          ? 'skip'
          : scope.fsPath.startsWith(join(dir, 'two'))
            ? 'rename'
            : undefined
        : undefined;
    const workspace = vscode.workspace as unknown as Record<string, unknown>;
    const original = vscode.workspace.getConfiguration;
    workspace.getConfiguration = (section?: string, scope?: vscode.ConfigurationScope | null) => {
      const config = original.call(vscode.workspace, section, scope);
      const policy = section === Settings.section ? folderPolicy(scope) : undefined;
      return policy === undefined
        ? config
        : {
            ...config,
            get: (name: string, fallback?: unknown) => (name === Settings.conflictPolicy ? policy : config.get(name, fallback)),
          };
    };
    try {
      prompts.expect('information', undefined, /Converted 1 of 2 files to PDF\. 1 conversion used\. 1 skipped\./);
      await convert(Commands.convertToPdf, a, b);
    } finally {
      workspace.getConfiguration = original;
    }
    assert.deepEqual(listTree(dir), ['one/notes.md', 'one/notes.pdf', 'two/notes (1).pdf', 'two/notes.md', 'two/notes.pdf']);
    assert.equal(read('one/notes.pdf').toString('utf8'), OLD);
    assert.equal(read('two/notes.pdf').toString('utf8'), OLD);
    assert.equal(magic(read('two/notes (1).pdf')), 'pdf');
  });

  describe('conflicts', () => {
    const OLD = 'the existing file, which must survive';
    let source: vscode.Uri;
    let oldMtime: number;

    beforeEach(() => {
      source = write('notes.md', '# Notes\n');
      write('notes.pdf', OLD);
      oldMtime = statSync(join(dir, 'notes.pdf')).mtimeMs;
    });

    const unchanged = () => {
      assert.equal(read('notes.pdf').toString('utf8'), OLD);
      assert.equal(statSync(join(dir, 'notes.pdf')).mtimeMs, oldMtime);
    };

    it('ask → Keep Both writes a numbered file and leaves the old one alone', async () => {
      prompts.expect('warning', 'Keep Both', /“notes\.pdf” already exists/);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.equal(magic(read('notes (1).pdf')), 'pdf');
      assert.deepEqual(
        prompts.seen[0].items,
        ['Keep Both', 'Skip', 'Overwrite'],
        'a single file gets no "All" buttons; the safe choice first',
      );
      assert.match(prompts.seen[0].text, /^notes\.md → notes\.pdf: a file named “notes\.pdf” already exists in “/);
    });

    it('ask → Overwrite replaces the file', async () => {
      prompts.expect('warning', 'Overwrite', /already exists/);
      await convert(Commands.convertToPdf, source);
      assert.equal(magic(read('notes.pdf')), 'pdf');
      assert.deepEqual(listTree(dir), ['notes.md', 'notes.pdf']);
    });

    it('ask → Skip keeps the file and sends nothing', async () => {
      prompts.expect('warning', 'Skip', /already exists/);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.deepEqual(listTree(dir), ['notes.md', 'notes.pdf']);
      assert.deepEqual(await conversionLog(), [], 'Skip must not cost a conversion');
      assert.deepEqual(batches, [{ converted: 0, skipped: 1, failed: 0, conversionsUsed: 0, cancelled: false }]);
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind === 'information').map((p) => p.text),
        ['“notes.pdf” already exists and was kept; nothing was converted.'],
        'Skip is answered with what stayed',
      );
    });

    it('ask → dismissing the question keeps the file, and says so', async () => {
      prompts.expect('warning', undefined, /already exists/);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.match(prompts.seen.at(-1)?.text ?? '', /^“notes\.pdf” already exists and was kept/);
    });

    it('ask in a batch offers "All" answers and asks only once after one', async () => {
      const other = write('other.md', '# Other\n');
      write('other.pdf', OLD);
      await setSetting(Settings.maxParallel, 1);
      prompts.expect('warning', 'Keep Both for All', /already exists/);
      prompts.expect('information', undefined, /Converted 2 of 2/);
      await convert(Commands.convertToPdf, source, other);
      assert.deepEqual(prompts.seen.filter((p) => p.kind === 'warning').length, 1);
      assert.deepEqual(prompts.seen[0].items, ['Keep Both', 'Skip', 'Overwrite', 'Keep Both for All', 'Skip All', 'Overwrite All']);
      unchanged();
      assert.equal(read('other.pdf').toString('utf8'), OLD);
      assert.equal(magic(read('notes (1).pdf')), 'pdf');
      assert.equal(magic(read('other (1).pdf')), 'pdf');
    });

    it('ask in a batch → Cancel stops the batch: no second question, the summary says cancelled', async () => {
      const other = write('other.md', '# Other\n');
      write('other.pdf', OLD);
      await setSetting(Settings.maxParallel, 1);
      prompts.expect('warning', undefined, /^notes\.md → notes\.pdf: a file named “notes\.pdf” already exists/);
      prompts.expect('information', undefined, /Conversion cancelled/);
      await convert(Commands.convertToPdf, source, other);
      assert.equal(prompts.seen.filter((p) => p.kind === 'warning').length, 1, 'the question does not come back for the next file');
      unchanged();
      assert.equal(read('other.pdf').toString('utf8'), OLD);
      assert.deepEqual(listTree(dir), ['notes.md', 'notes.pdf', 'other.md', 'other.pdf']);
      assert.deepEqual(await conversionLog(), []);
      assert.equal(batches[0]?.cancelled, true);
    });

    it('rename keeps both without asking, counting up', async () => {
      await setSetting(Settings.conflictPolicy, 'rename');
      write('notes (1).pdf', OLD);
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.equal(read('notes (1).pdf').toString('utf8'), OLD);
      assert.equal(magic(read('notes (2).pdf')), 'pdf');
    });

    it('overwrite replaces without asking', async () => {
      await setSetting(Settings.conflictPolicy, 'overwrite');
      await convert(Commands.convertToPdf, source);
      assert.equal(magic(read('notes.pdf')), 'pdf');
    });

    it('skip keeps the file, says so, and sends nothing', async () => {
      await setSetting(Settings.conflictPolicy, 'skip');
      await convert(Commands.convertToPdf, source);
      unchanged();
      assert.match(prompts.seen.find((p) => p.kind === 'information')?.text ?? '', /already exists/);
      assert.deepEqual(await conversionLog(), []);
    });

    it('two files of one batch with the same result name both survive, even under "overwrite"', async () => {
      await setSetting(Settings.conflictPolicy, 'overwrite');
      const png = write('pic.png', pngImage(4, 4, [1, 2, 3]));
      const jpg = write('pic.jpg', pngImage(4, 4, [3, 2, 1]));
      prompts.expect('information', undefined, /Converted 2 of 2/);
      await convert(Commands.convertToPdf, png, jpg);
      assert.deepEqual(
        listTree(dir).filter((f) => f.startsWith('pic') && f.endsWith('.pdf')),
        ['pic (1).pdf', 'pic.pdf'],
      );
    });
  });

  describe('on a file system that is not the local disk', () => {
    let memFs: MemFs;
    let registration: vscode.Disposable;
    const encode = (text: string) => new TextEncoder().encode(text);

    beforeEach(async () => {
      memFs = new MemFs(`convert-mem-${Date.now()}`);
      registration = memFs.register();
      await vscode.workspace.fs.createDirectory(memFs.uri('/docs'));
    });

    afterEach(() => registration.dispose());

    it('reads and writes through workspace.fs, without overwriting and without leftovers', async () => {
      await setSetting(Settings.conflictPolicy, 'rename');
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/notes.md'), encode('# Notes\n'));
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/notes.pdf'), encode('OLD'));
      await convert(Commands.convertToPdf, memFs.uri('/docs/notes.md'));
      assert.deepEqual(memFs.list('/docs'), ['notes (1).pdf', 'notes.md', 'notes.pdf']);
      assert.equal(new TextDecoder().decode(memFs.read('/docs/notes.pdf')), 'OLD');
      assert.equal(magic(memFs.read('/docs/notes (1).pdf') ?? new Uint8Array()), 'pdf');
    });

    it('cancelling a split there leaves no empty folder behind', async () => {
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/report.pdf'), await pdfDocument(2));
      await emulatorCall('POST', '/_emulator/faults', { Latency: 1500 });
      const cancel = new AbortController();
      try {
        await withCancelButton(services, cancel, async () => {
          const running = convert(Commands.convertToSplit, memFs.uri('/docs/report.pdf'));
          // The first page is staged in the new folder; the second page's download is under way.
          await until('the folder for the pages', () => memFs.list('/docs').includes('report'));
          cancel.abort();
          await running;
        });
      } finally {
        await emulatorCall('POST', '/_emulator/faults', { Latency: 0 });
      }
      assert.deepEqual(memFs.list('/docs'), ['report.pdf']);
      assert.equal(batches[0]?.cancelled, true);
    });

    it('converts a folder there, multi-file results into their own folder', async () => {
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/report.pdf'), await pdfDocument(2));
      await vscode.workspace.fs.writeFile(memFs.uri('/docs/notes.md'), encode('# Notes\n'));
      prompts.expect('warning', 'Convert', /Convert 1 file in “docs” to SPLIT\?/);
      await convert(Commands.convertToSplit, memFs.uri('/docs'));
      assert.deepEqual(memFs.list('/docs'), ['notes.md', 'report', 'report.pdf', 'report/report-1.pdf', 'report/report-2.pdf']);
      assert.equal(magic(memFs.read('/docs/report/report-2.pdf') ?? new Uint8Array()), 'pdf');
    });
  });

  it('cancelling a batch aborts the request in flight, keeps finished files and leaves no partial file and no empty folder', async () => {
    await setSetting(Settings.maxParallel, 1);
    const pdf = await pdfDocument(2);
    const sources = ['one.pdf', 'two.pdf', 'three.pdf'].map((name) => write(name, pdf));
    // Every request (the conversion, then each page's download) takes 1.5 s.
    await emulatorCall('POST', '/_emulator/faults', { Latency: 1500 });
    // The notification's Cancel button, pressed by the test.
    const cancel = new AbortController();
    try {
      prompts.expect('information', undefined, /cancelled/i);
      await withCancelButton(services, cancel, async () => {
        const running = convert(Commands.convertToSplit, ...sources);
        await until('the pages of the first PDF', () => existsSync(join(dir, 'one', 'one-2.pdf')));
        // Batches run in natural order (one, three, two): the second split's folder appears with
        // its first page staged; the second page is on its way.
        await until('the folder of the second split', () => existsSync(join(dir, 'three')));
        cancel.abort();
        const started = Date.now();
        await running;
        assert.ok(Date.now() - started < 1200, 'the request in flight was not aborted (the command waited for it)');
      });
    } finally {
      await emulatorCall('POST', '/_emulator/faults', { Latency: 0 });
    }
    assert.deepEqual(listTree(dir), ['one.pdf', 'one/one-1.pdf', 'one/one-2.pdf', 'three.pdf', 'two.pdf']);
    assert.ok(!existsSync(join(dir, 'three')), 'the cancelled split left its folder behind');
    assert.equal(magic(read('one/one-2.pdf')), 'pdf');
    assert.equal(batches.length, 1);
    assert.equal(batches[0].cancelled, true);
    assert.equal(batches[0].converted, 1);
  });

  it('refused API Token (401): the message says so and offers to set one', async () => {
    await services.store.addApiToken({ name: TOKEN_NAME, environment: 'Production', token: 'not-a-valid-token' });
    const source = write('notes.md', '# Notes\n');
    prompts.expect('error', undefined, /401|refused/);
    await convert(Commands.convertToPdf, source);
    const message = prompts.seen.find((p) => p.kind === 'error');
    assert.ok(message?.items.includes('Set API Token'), JSON.stringify(message));
    assert.deepEqual(listTree(dir), ['notes.md']);
    assert.equal(batches[0]?.failed, 1);
  });

  it('no conversions left (403): one file gets the message with Open Dashboard', async () => {
    const { ConversionsTotal } = await account();
    await setAccount({ ConversionsConsumed: ConversionsTotal });
    const source = write('notes.md', '# Notes\n');
    prompts.expect('error', undefined, /403|No conversions/);
    await convert(Commands.convertToPdf, source);
    assert.ok(prompts.seen.find((p) => p.kind === 'error')?.items.includes('Open Dashboard'));
    assert.deepEqual(listTree(dir), ['notes.md']);
  });

  it('no conversions left as the real service says it (401, Code 4014): the quota message, the API Token kept', async () => {
    const { ConversionsTotal } = await account();
    await setAccount({ ConversionsConsumed: ConversionsTotal, QuotaStatus: 401 });
    const source = write('notes.md', '# Notes\n');
    prompts.expect('error', undefined, /^“notes\.md” was not converted\. No conversions are left on the account \(401\)/);
    await convert(Commands.convertToPdf, source);
    const items = prompts.seen.find((p) => p.kind === 'error')?.items ?? [];
    assert.ok(items.includes('Open Dashboard') && !items.includes('Set API Token'), items.join());
    assert.deepEqual(listTree(dir), ['notes.md']);
    // The same stored token converts again, without a question, once the account has conversions.
    assert.ok((await services.store.listApiTokens()).some((t) => t.name === TOKEN_NAME));
    await setAccount({ ConversionsConsumed: 0 });
    prompts.seen.length = 0;
    await convert(Commands.convertToPdf, source);
    assert.deepEqual(listTree(dir), ['notes.md', 'notes.pdf']);
    assert.deepEqual(prompts.seen, []);
  });

  it('a bare 503 after the whole upload is sent again after a pause and charged once', async function () {
    this.timeout(30_000);
    const before = (await account()).ConversionsConsumed;
    await emulatorCall('POST', '/_emulator/faults', { Status503: 1 });
    const source = write('notes.md', '# Notes\n');
    await convert(Commands.convertToPdf, source);
    assert.deepEqual(listTree(dir), ['notes.md', 'notes.pdf']);
    assert.equal((await account()).ConversionsConsumed, before + 1, 'one conversion charged');
    assert.equal((await conversionLog()).length, 1);
    assert.deepEqual(batches.at(-1), { converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false });
  });

  it('no conversions left (403) mid-batch: starts no further file and says why', async () => {
    await setSetting(Settings.maxParallel, 1);
    const { ConversionsTotal } = await account();
    await setAccount({ ConversionsConsumed: ConversionsTotal - 1 });
    const sources = ['a.md', 'b.md', 'c.md', 'd.md'].map((name) => write(name, `# ${name}\n`));
    prompts.expect('error', undefined, /No conversions are left.*Stopped after 2 of 4 files \(2 not started\)/);
    await convert(Commands.convertToPdf, ...sources);
    assert.ok(prompts.seen.find((p) => p.kind === 'error')?.items.includes('Open Dashboard'));
    assert.deepEqual(
      listTree(dir).filter((f) => f.endsWith('.pdf')),
      ['a.pdf'],
    );
    // Revision 2 rows are conversions, not requests: a.md charged; b.md's refusal is no conversion.
    assert.equal((await conversionLog()).length, 1, 'the files after the 403 must not be sent');
    assert.equal((await account()).ConversionsConsumed, ConversionsTotal);
    assert.deepEqual(batches, [{ converted: 1, skipped: 0, failed: 1, conversionsUsed: 1, cancelled: false, quotaRefused: 'account' }]);
  });

  it('an output folder under a file stops the batch before anything is sent, and says why (not the network)', async () => {
    await setSetting(Settings.maxParallel, 1);
    // Root ignores permission bits, so the folder is made unwritable another way: its parent is a file (ENOTDIR).
    write('blocker', 'a file where the output folder should be');
    await setSetting(Settings.outputDirectory, join(dir, 'blocker', 'out'));
    const sources = ['a.md', 'b.md', 'c.md', 'd.md'].map((name) => write(name, `# ${name}\n`));
    prompts.expect(
      'error',
      undefined,
      /^Could not write .*blocker.out: part of the path is a file, not a folder\..*Stopped after 1 of 4 files \(3 not started\)\..*No conversions used\./,
    );
    await convert(Commands.convertToPdf, ...sources);
    const items = prompts.seen.find((p) => p.kind === 'error')?.items ?? [];
    assert.ok(items.includes('Reveal Folder') && items.includes('Open Settings') && !items.some((i) => /proxy/i.test(i)), items.join());
    assert.equal((await conversionLog()).length, 0);
    assert.deepEqual(batches, [{ converted: 0, skipped: 0, failed: 1, conversionsUsed: 0, cancelled: false }]);
  });

  it('a read-only output folder (a tmpfs mounted ro) stops the batch and counts the conversion charged but not saved', async function () {
    const mount = join(dir, 'readonly');
    mkdirSync(mount);
    // Only where the launcher started code-server in a private mount namespace: a mount made here
    // is seen by this extension host alone and ends with it; the machine's mount table is never touched.
    if (process.env[PRIVATE_MOUNTS_ENV] !== '1') {
      console.warn('      skipped: code-server is not in a private mount namespace here (see the launcher’s corporate-network line)');
      this.skip();
    }
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k', 'tmpfs', mount], { stdio: 'ignore', timeout: 5_000 });
    } catch (err) {
      console.warn(`      skipped: mounting a tmpfs in the private namespace failed (${String(err)})`);
      this.skip();
    }
    try {
      await setSetting(Settings.maxParallel, 1);
      await setSetting(Settings.outputDirectory, mount);
      const sources = ['a.md', 'b.md', 'c.md'].map((name) => write(name, `# ${name}\n`));
      prompts.expect(
        'error',
        undefined,
        /^Could not write .*a\.pdf: the file system is read-only\. The service had converted the file; the conversion was charged\..*Stopped after 1 of 3 files \(2 not started\)\..*1 conversion used\. 1 of them charged although the result could not be saved\./,
      );
      await convert(Commands.convertToPdf, ...sources);
      assert.equal((await conversionLog()).length, 1, 'files after the local failure must not be sent');
      assert.deepEqual(batches, [{ converted: 0, skipped: 0, failed: 1, conversionsUsed: 1, cancelled: false }]);
    } finally {
      execFileSync('umount', [mount], { stdio: 'ignore', timeout: 5_000 });
    }
  });

  it('with a Master Token, a batch larger than the conversions left is stopped before anything is sent', async () => {
    await services.store.setMasterToken(emulator().masterToken);
    await setAccount({ ConversionsTotal: 1000, ConversionsConsumed: 999 });
    const a = write('a.png', pngImage(4, 4, [200, 0, 0]));
    const b = write('b.png', pngImage(4, 4, [0, 200, 0]));
    prompts.expect('error', undefined, /needs 2 conversions, but the account has 1 left \(of 1,000\)/);
    await convert(Commands.convertToJpg, a, b);
    assert.deepEqual(await conversionLog(), []);
    assert.equal((await account()).ConversionsConsumed, 999);
    assert.deepEqual(listTree(dir), ['a.png', 'b.png']);
  });

  it('with a Master Token and enough conversions left, checks the account first, then converts', async () => {
    await services.store.setMasterToken(emulator().masterToken);
    await setAccount({ ConversionsTotal: 1000, ConversionsConsumed: 999 });
    const source = write('notes.md', '# Notes\n');
    const messages: string[] = [];
    const ui = services.commandUi;
    const original = ui.progress;
    ui.progress = {
      run: (title, task) =>
        original.run(title, (signal, report) => task(signal, (value) => (value.message && messages.push(value.message), report(value)))),
    };
    try {
      await convert(Commands.convertToPdf, source);
    } finally {
      ui.progress = original;
    }
    assert.equal(messages[0], 'Checking conversions left…', 'the account was not checked before converting');
    assert.equal(magic(read('notes.pdf')), 'pdf');
    assert.equal((await account()).ConversionsConsumed, 1000, 'the one conversion left was used');
  });

  it('shows the progress once (title: target; message: which file, how far), the quota check, and closes it before the summary', async () => {
    await services.store.setMasterToken(emulator().masterToken);
    await setSetting(Settings.maxParallel, 1);
    const a = write('a.md', '# A\n');
    const b = write('b.md', '# B\n');
    const events: string[] = [];
    const ui = services.commandUi;
    const originalProgress = ui.progress;
    const win = vscode.window as unknown as Record<string, unknown>;
    const originalInfo = vscode.window.showInformationMessage;
    ui.progress = {
      run: async (title, task) => {
        events.push(`title: ${title}`);
        try {
          return await originalProgress.run(title, (signal, report) =>
            task(signal, (value) => (value.message === undefined ? undefined : events.push(`message: ${value.message}`), report(value))),
          );
        } finally {
          events.push('closed');
        }
      },
    };
    win.showInformationMessage = (...args: unknown[]) => {
      events.push(`summary: ${String(args[0])}`);
      return (originalInfo as (...a: unknown[]) => unknown).apply(vscode.window, args);
    };
    prompts.expect('information', undefined, /Converted 2 of 2 files to PDF/);
    try {
      await convert(Commands.convertToPdf, a, b);
    } finally {
      ui.progress = originalProgress;
      win.showInformationMessage = originalInfo;
    }
    assert.equal(events[0], 'title: Converting to PDF');
    assert.equal(events[1], 'message: Checking conversions left…');
    // The upload's share in percent (progress by bytes).
    assert.ok(
      events.some((e) => /^message: 1 of 2: a\.md — uploading \d+ %$/.test(e)),
      JSON.stringify(events),
    );
    assert.ok(events.includes('message: 2 of 2: b.md'), JSON.stringify(events));
    assert.ok(!events.some((e) => /Converting a\.md|Converting b\.md/.test(e)), JSON.stringify(events));
    assert.deepEqual(
      events.slice(-2).map((e) => e.split(':')[0]),
      ['closed', 'summary'],
      JSON.stringify(events),
    );
  });

  it('"Convert File…" offers the active editor\'s file first, then the targets with recent ones first', async () => {
    const source = write('notes.md', '# Notes\n');
    await services.context.globalState.update(StateKeys.recentTargets, undefined);
    await vscode.window.showTextDocument(source);
    try {
      prompts.expect('quickPick', '$(file) notes.md', /Which file/);
      prompts.expect('quickPick', 'HTML', /Convert \.md files to/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convert));
      assert.match(read('notes.html').toString('utf8'), /Notes/);
      prompts.expect('quickPick', '$(file) notes.md', /Which file/);
      prompts.expect('quickPick', 'PDF', /Convert \.md files to/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convert));
      assert.equal(magic(read('notes.pdf')), 'pdf');
      const targetPicks = prompts.seen.filter((p) => p.text.startsWith('Convert .md'));
      assert.deepEqual(targetPicks[1].items.slice(0, 3), ['recently used', 'HTML', 'suggested']);
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });

  it('"Other Format…" on a folder asks which type (with counts), then takes a typed format', async () => {
    write('mixed/a.md', '# A\n');
    write('mixed/b.md', '# B\n');
    write('mixed/c.png', pngImage(4, 4, [9, 9, 9]));
    prompts.expect('quickPick', '.md', /Which files/);
    prompts.expect('quickPick', 'Other format…', /Convert \.md files to/);
    prompts.expect('inputBox', 'HTML', /Target format/);
    prompts.expect('warning', 'Convert', /Convert 2 files in “mixed” to HTML\?/);
    prompts.expect('information', undefined, /Converted 2 of 2/);
    await convert(Commands.convertToOther, uri('mixed'));
    const typePick = prompts.seen.find((p) => p.text.startsWith('Which files'));
    assert.deepEqual(typePick?.items, ['.md', '.png']);
    assert.deepEqual(listTree(join(dir, 'mixed')), ['a.html', 'a.md', 'b.html', 'b.md', 'c.png']);
  });

  it('takes a format typed into the target picker in one step; a 404 names the file type and target and offers another format', async () => {
    const source = write('notes.md', '# Notes\n');
    prompts.expect('quickPick', ['xyz', 'Convert to XYZ'], /Convert \.md files to/);
    prompts.expect('error', undefined, /^The service cannot convert \.md files to XYZ\.$/);
    await convert(Commands.convertToOther, source);
    const pick = prompts.seen.find((p) => p.kind === 'quickPick');
    assert.equal(pick?.items[0], 'Convert to XYZ', 'the typed format is the first item');
    assert.deepEqual(prompts.seen.find((p) => p.kind === 'error')?.items, ['Pick Another Format', 'Show Log']);
    assert.deepEqual(listTree(dir), ['notes.md']);
  });

  it('text typed into the target picker that is no format is explained, not silently ignored', async () => {
    const source = write('notes.md', '# Notes\n');
    prompts.expect('quickPick', ['pdf/../x', '“pdf/../x” is not a format'], /Convert \.md files to/);
    await convert(Commands.convertToOther, source);
    assert.deepEqual(listTree(dir), ['notes.md']);
    assert.ok(
      prompts.seen.some(
        (r) => r.kind === 'warning' && /“pdf\/\.\.\/x” is not a format: a format is 1 to 16 letters or digits/.test(r.text),
      ),
      JSON.stringify(prompts.seen.map((r) => [r.kind, r.text, r.items])),
    );
  });

  it('checks a typed format as it is typed', async () => {
    const source = write('notes.md', '# Notes\n');
    prompts.expect('quickPick', 'Other format…');
    prompts.expect('inputBox', 'pdf/../x', /Target format/);
    // The stub runs the box's validateInput on its answer and fails the prompt when it objects.
    prompts.expect('error', undefined, /A format is 1 to 16 letters or digits/);
    await convert(Commands.convertToOther, source);
    assert.deepEqual(listTree(dir), ['notes.md']);
  });

  it('opens the result of a single conversion when openAfterConvert is "single": a PDF in the PDF viewer, beside its source when that is open', async () => {
    await setSetting(Settings.openAfterConvert, 'single');
    const source = write('notes.md', '# Notes\n');
    try {
      const tabOf = (name: string) =>
        vscode.window.tabGroups.all
          .flatMap((g) => g.tabs)
          .find((t) => (t.input as { uri?: vscode.Uri } | undefined)?.uri?.fsPath === join(dir, name));
      await convert(Commands.convertToHtml, source);
      assert.ok(tabOf('notes.html'));
      await convert(Commands.convertToPdf, source);
      assert.equal(magic(read('notes.pdf')), 'pdf');
      const pdf = await until('the PDF in the viewer', () => tabOf('notes.pdf'));
      assert.ok(pdf.input instanceof vscode.TabInputCustom && pdf.input.viewType === CustomEditors.pdfViewer);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      // The source open in the editor: the result opens beside it.
      const other = write('other.md', '# Other\n');
      await vscode.window.showTextDocument(other);
      await convert(Commands.convertToPdf, other);
      const beside = await until('the other PDF in the viewer', () => tabOf('other.pdf'));
      assert.notEqual(beside.group.viewColumn, tabOf('other.md')?.group.viewColumn, 'the PDF opened over its source');
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });
});
