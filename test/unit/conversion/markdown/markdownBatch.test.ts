// Markdown → PDF on every road of the batch core (issue 33): a Markdown PDF job goes to
// html/to/pdf with the built page (one request per document, the page embedded, nothing local
// in it), whether alone, beside other formats of the same file or as a pipeline's first step;
// `renderer: service` (settings, rule, front matter) sends the file to md/to/pdf as it is.
import { strict as assert } from 'node:assert';
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runBatch, type BatchDeps } from '../../../../src/conversion/batch';
import { runJobs } from '../../../../src/conversion/chains';
import { EmbedLimitError, type MarkdownDeps, type MarkdownOptions } from '../../../../src/conversion/markdown';
import type { ConversionJob, JobClient } from '../../../../src/conversion/ports';
import { cliMarkdownRenderer } from '../../../../src/cli/markdown/renderer';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ChainClient } from '../../../../src/service/chain';
import { ConversionClient } from '../../../../src/service/convert';
import { HttpTransport, type SourceFile } from '../../../../src/service/http';
import { tempDir, type Emulator, useTestEmulator } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';
import { diskFiles } from '../../support/diskFiles';
import { PNG } from '../../../support/markdownParity';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const short = { timeoutMs: 2_000, waitMs: 2_000 };
const DOCUMENT = `# Report

Euler: $e^{i\\pi} + 1 = 0$

| a | b |
|---|---|
| 1 | 2 |

![dot](images/dot.png)

\`\`\`js
const answer = 42;
\`\`\`

\`\`\`mermaid
graph TD; A-->B
\`\`\`
`;

async function readAll(file: SourceFile): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.open()) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

describe('Markdown PDF through the batch core (against the emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let transport: HttpTransport;
  let source: string;
  let pages: string[];
  let notRendered: string[];
  let warnings: string[];

  useTestEmulator((started) => ({ emu } = started));
  beforeEach(async () => {
    dir = await tempDir('md33-batch-');
    await mkdir(join(dir.path, 'images'));
    await writeFile(join(dir.path, 'images', 'dot.png'), PNG);
    source = join(dir.path, 'report.md');
    await writeFile(source, DOCUMENT);
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries({ retry: { maxAttempts: 1 } }).settings });
    pages = [];
    notRendered = [];
    warnings = [];
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  const credential = () => new ApiTokenCredential(emu.demo.apiTokens[0]!.token);
  const conversions = () =>
    emu.requestLog
      .filter((r) => r.method === 'POST' && r.path.startsWith('/convert/'))
      .map((r) => `${r.path} ${r.fileBytes > 0 ? 'file' : 'ref'}`);

  function markdown(options: MarkdownOptions = {}, maxEmbedBytes?: number): MarkdownDeps<string> {
    return {
      forSource: async () => ({ renderer: cliMarkdownRenderer(), settings: { options, styles: [] } }),
      pageParameters: async () => new Set(['pagesize', 'pageorientation']),
      notRendered: (document, names) => notRendered.push(`${document}: ${names.join('; ')}`),
      warn: (line) => warnings.push(line),
      ...(maxEmbedBytes === undefined ? {} : { maxEmbedBytes }),
    };
  }

  function deps(md: MarkdownDeps<string> | undefined): BatchDeps<string> & { chain: () => Promise<ChainClient> } {
    const plain = new ConversionClient(transport, credential(), short);
    const client: JobClient<string> = {
      convert: async (request) => {
        if (request.sourceFormat === 'html') {
          pages.push(await readAll(request.source));
        }
        return plain.convert(request);
      },
    };
    return {
      files: diskFiles({ conflictPolicy: 'overwrite' }),
      client: async () => client,
      chain: async () => new ChainClient(transport, credential(), short),
      adminClient: async () => undefined,
      progress: { run: (_t, task) => task({ step: () => undefined, advance: () => undefined }, new AbortController().signal) },
      conflicts: { ask: async () => undefined },
      log: quiet,
      maxParallel: 2,
      ...(md ? { markdown: md } : {}),
    };
  }

  const job = (more: Partial<ConversionJob<string>> = {}): ConversionJob<string> => ({
    source,
    sourceFormat: 'md',
    targetFormat: 'pdf',
    ...more,
  });

  it('sends one html/to/pdf per document with the page, its image embedded and nothing of the machine in it', async () => {
    const report = await runBatch(deps(markdown({ pdf: { pageSize: 'Letter' } })), [job()]);
    assert.equal(report.summary.converted, 1, JSON.stringify(report.outcomes.map((o) => o.status === 'failed' && String(o.error))));
    assert.deepEqual(conversions(), ['/convert/html/to/pdf file']);
    assert.equal(pages.length, 1);
    const page = pages[0]!;
    assert.match(page, /<img src="data:image\/png;base64,[^"]+" alt="dot">/);
    assert.match(page, /class="katex"/, 'the formula is typeset');
    assert.match(page, /<span class="hljs-keyword">const<\/span>/, 'the code is highlighted');
    assert.match(page, /<table>/);
    assert.match(page, /size: Letter portrait;/);
    assert.match(page, /@top-center \{ content: "Report";/);
    assert.ok(!page.includes(dir.path), 'no local path in the page');
    assert.deepEqual(await readdir(dir.path), ['images', 'report.md', 'report.pdf']);
    assert.equal((await readFile(join(dir.path, 'report.pdf'))).subarray(0, 5).toString(), '%PDF-');
    assert.equal(notRendered.length, 1);
    assert.match(notRendered[0]!, /^report\.md: mermaid diagrams/);
  });

  it("sends only the page options the catalogue lists for html/to/pdf, and the user's own parameters over them", async () => {
    let sent: Record<string, unknown> | undefined;
    const d = deps(markdown({ pdf: { orientation: 'landscape' } }));
    const inner = await d.client();
    const report = await runBatch(
      { ...d, client: async () => ({ convert: (r, c) => ((sent = { ...r.parameters }), inner.convert(r, c)) }) },
      [job({ parameters: { PageSize: 'a5' } })],
    );
    assert.equal(report.summary.converted, 1);
    assert.deepEqual(sent, { PageSize: 'a5', PageOrientation: 'landscape' });
  });

  it('sends the file to md/to/pdf as it is with renderer "service" from the settings, the rule or the front matter', async () => {
    await runBatch(deps(markdown({ renderer: 'service' })), [job()]);
    await runBatch(deps(markdown()), [job({ markdown: { renderer: 'service' } })]);
    await writeFile(source, `---\nconvertFiles:\n  renderer: service\n---\n${DOCUMENT}`);
    await runBatch(deps(markdown({ renderer: 'preview' })), [job({ markdown: { renderer: 'preview' } })]);
    assert.deepEqual(conversions(), ['/convert/md/to/pdf file', '/convert/md/to/pdf file', '/convert/md/to/pdf file']);
    assert.equal(pages.length, 0);
  });

  it('prints the page beside other formats of the same file, which still share one upload of the .md', async () => {
    const report = await runJobs(deps(markdown()), [
      job(),
      job({ targetFormat: 'html' }),
      job({ targetFormat: 'html', resultName: 'copy.html' }),
    ]);
    assert.equal(report.summary.converted, 3, JSON.stringify(report.outcomes.map((o) => o.status === 'failed' && String(o.error))));
    assert.deepEqual(conversions().sort(), ['/convert/html/to/pdf file', '/convert/md/to/html ref', '/convert/md/to/html ref']);
    assert.equal(emu.requestLog.filter((r) => r.path === '/upload').length, 1);
    assert.deepEqual((await readdir(dir.path)).sort(), ['copy.html', 'images', 'report.html', 'report.md', 'report.pdf']);
  });

  it('prints the page as the first step of a pipeline (md → pdf → compress)', async () => {
    const report = await runJobs(deps(markdown()), [job({ steps: [{ to: 'pdf' }, { to: 'compress' }] })]);
    assert.equal(report.summary.converted, 1, JSON.stringify(report.outcomes.map((o) => o.status === 'failed' && String(o.error))));
    assert.deepEqual(conversions(), ['/convert/html/to/pdf file', '/convert/pdf/to/compress ref']);
    assert.ok((await readdir(dir.path)).includes('report.pdf'));
  });

  it('uploads one page for the PDFs of a file, and two when two rules print it differently', async () => {
    const uploads = () => emu.requestLog.filter((r) => r.path === '/upload').length;
    const same = await runJobs(deps(markdown()), [job(), job({ steps: [{ to: 'pdf' }, { to: 'compress' }], resultName: 'small.pdf' })]);
    assert.equal(same.summary.converted, 2);
    assert.equal(uploads(), 1);
    assert.deepEqual(conversions().sort(), ['/convert/html/to/pdf ref', '/convert/html/to/pdf ref', '/convert/pdf/to/compress ref']);
    emu.requestLog.length = 0;
    const differ = await runJobs(deps(markdown()), [
      job(),
      job({ markdown: { pdf: { orientation: 'landscape' } }, resultName: 'wide.pdf' }),
    ]);
    assert.equal(differ.summary.converted, 2);
    assert.equal(uploads(), 2, 'each page is its own upload');
  });

  it('prints each Markdown input of a merge as its page with html/to/pdf (md/to/pdf with renderer "service")', async () => {
    const notes = join(dir.path, 'notes.md');
    await writeFile(notes, '# Notes\n\n![dot](images/dot.png)\n');
    const merge = (more: Partial<ConversionJob<string>> = {}) =>
      job({
        sourceFormat: 'pdf',
        targetFormat: 'merge',
        resultName: 'all.pdf',
        moreSources: [notes],
        prepareInputs: { to: 'pdf', count: 2 },
        ...more,
      });
    const report = await runJobs(deps(markdown({ pdf: { pageSize: 'Letter' } })), [merge()]);
    assert.equal(report.summary.converted, 1, JSON.stringify(report.outcomes.map((o) => o.status === 'failed' && String(o.error))));
    assert.equal(report.summary.conversionsUsed, 3);
    assert.deepEqual(conversions().sort(), ['/convert/html/to/pdf file', '/convert/html/to/pdf file', '/convert/pdf/to/merge ref']);
    const printed = emu.requestLog.filter((r) => r.path === '/convert/html/to/pdf').map((r) => r.printed!);
    assert.deepEqual(printed.map((p) => p.name).sort(), ['notes.html', 'report.html'], 'each document sent as its page');
    for (const page of printed) {
      assert.ok(page.embedded >= 1, `${page.name}: its image embedded`);
      assert.deepEqual(page.local, [], `${page.name}: nothing local`);
      assert.equal(page.params.PageSize, 'letter', "the page's options go with it");
    }
    assert.deepEqual((await readdir(dir.path)).sort(), ['all.pdf', 'images', 'notes.md', 'report.md']);
    emu.requestLog.length = 0;
    await runJobs(deps(markdown()), [merge({ markdown: { renderer: 'service' }, resultName: 'raw.pdf' })]);
    assert.deepEqual(conversions().sort(), ['/convert/md/to/pdf file', '/convert/md/to/pdf file', '/convert/pdf/to/merge ref']);
  });

  it('leaves Markdown to other formats and to md/to/pdf alone without the renderer', async () => {
    await runBatch(deps(undefined), [job()]);
    await runBatch(deps(markdown()), [job({ targetFormat: 'html' })]);
    assert.deepEqual(conversions(), ['/convert/md/to/pdf file', '/convert/md/to/html file']);
  });

  it('never embeds a file outside the workspace folder through a link named like an image', async () => {
    const outside = await tempDir('md33-outside-');
    try {
      const secret = join(outside.path, 'credentials');
      await writeFile(secret, 'SECRET-OUTSIDE-CONTENT');
      await symlink(secret, join(dir.path, 'images', 'leak.png'));
      await writeFile(source, `# Report\n\n![leak](images/leak.png) ![dot](images/dot.png)\n`);
      const onDisk = deps(markdown());
      // Local files, as the command line's and VS Code's file: ports say (a home folder).
      const report = await runBatch({ ...onDisk, files: { ...onDisk.files, homePath: () => '/' } }, [job()]);
      assert.equal(report.summary.converted, 1);
      const page = pages[0]!;
      assert.ok(!page.includes(Buffer.from('SECRET-OUTSIDE-CONTENT').toString('base64')), 'the linked file is not in the page');
      assert.ok(!page.includes('SECRET-OUTSIDE-CONTENT'));
      assert.match(page, /<img src="data:image\/png;base64,[^"]+" alt="dot">/, 'an image inside the folder is still embedded');
      // Said as what it is: a link out of the folder, not a missing file.
      assert.ok(warnings.includes('report.md: images/leak.png is not in the PDF (outside the workspace folder).'), warnings.join('\n'));
    } finally {
      await outside.remove();
    }
  });

  it('fails the document, sending nothing, when its images pass the limit', async () => {
    const report = await runBatch(deps(markdown({}, 10)), [job()]);
    assert.equal(report.summary.failed, 1);
    const outcome = report.outcomes[0]!;
    assert.ok(outcome.status === 'failed' && outcome.error instanceof EmbedLimitError, String(outcome.status));
    assert.deepEqual(conversions(), []);
    assert.deepEqual(await readdir(dir.path), ['images', 'report.md']);
  });

  it("checks an image's size before reading it: one past the limit fails the document unread", async () => {
    await writeFile(join(dir.path, 'images', 'dot.png'), Buffer.alloc(4096, 1));
    const read: string[] = [];
    const onDisk = deps(markdown({}, 1024));
    const files = {
      ...onDisk.files,
      open: async (r: string) => {
        const file = await onDisk.files.open(r);
        return { ...file, open: () => (read.push(r), file.open()) };
      },
    };
    const report = await runBatch({ ...onDisk, files }, [job()]);
    const outcome = report.outcomes[0]!;
    assert.ok(outcome.status === 'failed' && outcome.error instanceof EmbedLimitError && outcome.error.neededBytes === 4096);
    assert.deepEqual(read, [source], 'the image was never read, only the document');
    assert.deepEqual(conversions(), []);
  });

  it('leaves out an image that is a folder or cannot be read, says so, and still prints the document', async () => {
    await mkdir(join(dir.path, 'images', 'folder.png'));
    await writeFile(join(dir.path, 'images', 'locked.png'), PNG);
    await writeFile(source, '# Report\n\n![a](images/folder.png) ![b](images/locked.png) ![c](images/dot.png)\n');
    const onDisk = deps(markdown());
    const logged: string[] = [];
    const files = {
      ...onDisk.files,
      open: async (r: string) => {
        if (r.endsWith('locked.png')) {
          throw Object.assign(new Error(`EACCES: permission denied, open '${r}'`), { code: 'EACCES' });
        }
        return onDisk.files.open(r);
      },
    };
    const report = await runBatch({ ...onDisk, files, log: { ...quiet, warn: (l: string) => logged.push(l) } }, [job()]);
    assert.equal(report.summary.converted, 1, String(report.outcomes[0]!.status));
    assert.deepEqual(warnings, [
      'report.md: images/folder.png is not in the PDF (not a file that can be read).',
      'report.md: images/locked.png is not in the PDF (not a file that can be read).',
    ]);
    assert.deepEqual(logged, warnings, 'the log says the same');
    assert.equal([...pages[0]!.matchAll(/<img src="data:/g)].length, 1, 'the readable image is embedded');
  });
});
