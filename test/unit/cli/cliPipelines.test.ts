// The command line with a rules file of several targets, a chain and a named pipeline, against
// the emulator's request log: the cost stated before anything is sent, one upload of the source,
// one conversion per step carrying no file bytes, no intermediate downloaded, a DELETE for every
// file stored; a pipeline's kept intermediate saved beside its result; an unknown pipeline stops
// the run before anything is sent, naming the rule and the pipelines there are.
import { strict as assert } from 'node:assert';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useCliHarness } from '../support/cliHarness';

describe('command line: several targets, a chain and a named pipeline (emulator)', function () {
  this.timeout(60_000);
  const h = useCliHarness('cli-pipelines');
  beforeEach(() => h.write('docs/a.md', '# A\n\nText of a.'));

  async function cli(rules: unknown, args: string[] = ['run']) {
    await h.write('.vscode/convert-files.json', JSON.stringify(rules));
    return h.cli(args);
  }

  const RULES = {
    pipelines: {
      'web pdf': { steps: ['pdf', { to: 'compress', parameters: { Preset: 'web' } }] },
    },
    rules: [
      {
        name: 'report',
        files: 'docs/a.md',
        targets: ['pdf', 'html', ['pdf', { to: 'watermark', parameters: { Text: 'DRAFT' } }], { pipeline: 'web pdf' }],
        outputDirectory: 'out',
        fileName: '${fileBasenameNoExtension}-${target}',
      },
    ],
  };

  it('states the cost first, uploads once, runs each step on the service and leaves nothing stored', async () => {
    const since = h.emu.requestLog.length;
    const run = await cli(RULES);
    assert.equal(run.code, 0, [...run.out, ...run.err].join('\n'));
    assert.deepEqual(run.err, ['cost: 6 conversions for 4 results from 1 source file (one per step of a chain or pipeline)']);
    assert.deepEqual(run.out.slice(0, -1).sort(), [
      'docs/a.md → out/a-compress.pdf',
      'docs/a.md → out/a-html.html',
      'docs/a.md → out/a-pdf.pdf',
      'docs/a.md → out/a-watermark.pdf',
    ]);
    assert.equal(run.out.at(-1), '4 converted, 0 up to date, 0 failed, 6 conversions used');
    assert.match((await readFile(join(h.root, 'out/a-watermark.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    const log = h.emu.requestLog.slice(since);
    const converts = log.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/'));
    // The three PDFs print the page the preview renderer built (issue 33): it is uploaded once for
    // them; the HTML target, the only conversion of the .md itself, sends the file.
    assert.equal(log.filter((r) => r.method === 'POST' && r.path === '/upload').length, 1, 'the page was uploaded more than once');
    assert.deepEqual(converts.map((r) => r.path).sort(), [
      '/convert/html/to/pdf',
      '/convert/html/to/pdf',
      '/convert/html/to/pdf',
      '/convert/md/to/html',
      '/convert/pdf/to/compress',
      '/convert/pdf/to/watermark',
    ]);
    for (const c of converts) {
      assert.equal(c.fileBytes, c.path === '/convert/md/to/html' ? c.fileBytes || 1 : 0, `${c.path} carried file bytes`);
    }
    assert.ok(converts.find((c) => c.path === '/convert/md/to/html')!.fileBytes > 0);
    const downloads = log.filter((r) => r.method === 'GET' && r.path.startsWith('/d/'));
    const deletes = log.filter((r) => r.method === 'DELETE' && r.path.startsWith('/d/'));
    // The HTML comes in the answer to its conversion; the three PDFs are downloaded from the service.
    assert.equal(downloads.length, 3, 'an intermediate was downloaded');
    // The upload and one file per conversion on the service were stored: each is deleted, and none answers any more.
    assert.equal(deletes.length, 1 + converts.length - 1);
    for (const d of deletes) {
      assert.equal((await fetch(`${h.emu.baseUrl}${d.path}`, { method: 'HEAD' })).status, 404, `${d.path} is still stored`);
    }
    const again = await cli(RULES);
    assert.deepEqual(again.err, [], 'nothing to convert, no cost line');
    assert.equal(again.out.at(-1), '0 converted, 4 up to date, 0 failed, 0 conversions used');
  });

  it("a pipeline's kept intermediate is saved beside the result; a dry run states the cost and sends nothing", async () => {
    const rules = {
      pipelines: { 'web pdf': { steps: ['pdf', { to: 'compress' }], keepIntermediates: true } },
      rules: [{ name: 'report', files: 'docs/*.md', targets: [{ pipeline: 'web pdf' }], outputDirectory: 'out' }],
    };
    const since = h.emu.requestLog.length;
    const dry = await cli(rules, ['run', '--dry-run']);
    assert.deepEqual(dry.err, ['cost if run: 2 conversions for 1 result from 1 source file (one per step of a chain or pipeline)']);
    // Only the service's public list of converters is read, for the checks.
    assert.deepEqual(
      h.emu.requestLog.slice(since).filter((r) => r.method !== 'GET' || !r.path.startsWith('/info/')),
      [],
      'a dry run sent something',
    );
    const run = await cli(rules);
    assert.equal(run.code, 0, [...run.out, ...run.err].join('\n'));
    assert.deepEqual((await readdir(join(h.root, 'out'))).sort(), ['a.pdf', 'a.step1.pdf']);
    // The intermediate is the rule's own output: the next run converts nothing and takes it as no source.
    assert.equal((await cli(rules)).out.at(-1), '0 converted, 1 up to date, 0 failed, 0 conversions used');
  });

  it("a kept intermediate replaces only the rule's own earlier file, never one it did not write (any conflict policy)", async () => {
    const rules = {
      pipelines: { 'web pdf': { steps: ['pdf', { to: 'compress' }], keepIntermediates: true } },
      rules: [{ name: 'report', files: 'docs/*.md', targets: [{ pipeline: 'web pdf' }], outputDirectory: 'out' }],
    };
    const stepFile = async () => (await readFile(join(h.root, 'out/a.step1.pdf'), 'utf8')).slice(0, 5);
    for (const [policy, mine] of [
      ['ask', true],
      ['rename', true],
      ['skip', true],
      ['ask', false],
    ] as const) {
      await rm(join(h.root, 'out'), { recursive: true, force: true });
      await rm(join(h.root, '.vscode'), { recursive: true, force: true });
      await mkdir(join(h.root, '.vscode'), { recursive: true });
      await writeFile(join(h.root, '.vscode/settings.json'), JSON.stringify({ 'convertFiles.conflictPolicy': policy }));
      await writeFile(join(h.root, 'docs/a.md'), '# A\n\nText of a.');
      if (mine) {
        // The person's own file where the intermediate would go.
        await mkdir(join(h.root, 'out'), { recursive: true });
        await writeFile(join(h.root, 'out/a.step1.pdf'), 'MINE');
      }
      const first = await cli(rules);
      assert.equal(first.code, 0, [...first.out, ...first.err].join('\n'));
      await writeFile(join(h.root, 'docs/a.md'), '# A\n\nText of a, changed.');
      // The result is the rule's own now and replaced in place; the intermediate keeps the policy.
      const second = await cli(rules);
      assert.equal(second.code, 0, [...second.out, ...second.err].join('\n'));
      const names = (await readdir(join(h.root, 'out'))).sort();
      if (!mine) {
        assert.equal(await stepFile(), '%PDF-', 'the own intermediate was not replaced');
        assert.deepEqual(names, ['a.pdf', 'a.step1.pdf']);
      } else {
        assert.equal(await stepFile(), 'MINE', `${policy}: the person's file was overwritten`);
        // rename: the rule's numbered copy is replaced in place, not numbered again.
        assert.deepEqual(names, policy === 'rename' ? ['a.pdf', 'a.step1 (1).pdf', 'a.step1.pdf'] : ['a.pdf', 'a.step1.pdf']);
      }
    }
  });

  it("a chain's step the service lacks (or an option it refuses) stops the run before step 1 is paid", async () => {
    const since = h.emu.requestLog.length;
    const lacks = await cli({ rules: [{ ...RULES.rules[0], targets: [['pdf', { to: 'nosuchop' }]] }] });
    assert.equal(lacks.code, 2);
    assert.deepEqual(lacks.err, ['convert-files: rule "report": the service has no conversion from pdf to nosuchop (for docs/a.md)']);
    const refused = await cli({ rules: [{ ...RULES.rules[0], targets: [['pdf', { to: 'compress', parameters: { Preset: 'tiny' } }]] }] });
    assert.equal(refused.code, 2);
    assert.match(refused.err.join('\n'), /rule "report": .*one of: .*web.*\(pdf → compress\)/);
    assert.deepEqual(
      h.emu.requestLog.slice(since).filter((r) => r.method !== 'GET' || !r.path.startsWith('/info/')),
      [],
      'something besides the catalogue was sent',
    );
  });

  it('an unknown pipeline stops the run before anything is sent, naming the rule and the pipelines there are', async () => {
    const since = h.emu.requestLog.length;
    const run = await cli({ ...RULES, rules: [{ ...RULES.rules[0], targets: [{ pipeline: 'web' }] }] });
    assert.equal(run.code, 2);
    assert.deepEqual(run.err, [
      'convert-files: rule "report": pipeline "web" is not defined in "pipelines" of the rules file (known: "web pdf")',
    ]);
    assert.equal(h.emu.requestLog.length, since);
  });
});
