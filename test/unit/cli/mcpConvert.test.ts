// `convert-files mcp`'s convert tool as an MCP client meets it (support/mcpServer.ts): results beside
// their sources and conflicts, parameters, steps, presets and pipelines, input mistakes; paths out
// of the root (`..`, absolute, a link) and a cost over the limit are refused with nothing sent (the
// emulator's request log is the witness). No token in any answer or on stderr.
import { strict as assert } from 'node:assert';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Emulator } from '../support/inProcessEmulator';
import { useMcpServer } from '../support/mcpServer';
import { HTML_PAGE_SIZES } from '../../emulator/converters/htmlPdfParams';

describe('convert-files mcp (the built command line, over stdio)', function () {
  this.timeout(60_000);
  const mcp = useMcpServer();
  const { call, write, sent } = mcp;
  let emu: Emulator;
  let root: string;
  let outside: string;
  before(() => ({ emu, root, outside } = mcp));

  it('convert: the result beside its source, then kept (skip), then a numbered copy (rename)', async () => {
    const before = sent();
    const first = await call('convert', { files: ['docs/a.md'], target: 'pdf' });
    assert.equal(first.isError, false, first.text);
    assert.deepEqual(first.json.results, ['docs/a.pdf']);
    assert.equal(first.json.conversionsUsed, 1);
    assert.match((await readFile(join(root, 'docs/a.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    assert.ok(sent() > before);

    const again = sent();
    const kept = await call('convert', { files: [join(root, 'docs/a.md')], target: 'pdf' });
    assert.equal(kept.isError, false, kept.text);
    assert.deepEqual(kept.json.results, []);
    const [file] = kept.json.files as { status: string; reason: string }[];
    assert.equal(file?.status, 'skipped');
    assert.match(file?.reason ?? '', /exists/);
    assert.equal(sent(), again, 'a skipped file was sent');

    assert.match(file?.reason ?? '', /onConflict "skip"/);
    const same = await call('convert', { files: ['docs/a.pdf'], target: 'pdf' });
    assert.deepEqual(same.json.files, [{ source: 'docs/a.pdf', target: 'pdf', status: 'skipped', reason: 'already a pdf file' }]);

    const renamed = await call('convert', { files: ['docs/a.md'], target: 'pdf', onConflict: 'rename' });
    assert.deepEqual(renamed.json.results, ['docs/a (1).pdf']);
    assert.deepEqual((await readdir(join(root, 'docs'))).filter((n) => n.endsWith('.pdf')).sort(), ['a (1).pdf', 'a.pdf']);
  });

  it('convert: parameters checked as the options form checks them, before anything is sent', async () => {
    const before = sent();
    const bad = await call('convert', { files: ['page.html'], target: 'pdf', parameters: { PageSize: 'a10' } });
    assert.equal(bad.isError, true);
    assert.match(String(bad.json.error), new RegExp(`Page size is one of: ${HTML_PAGE_SIZES.join(', ')}`));
    const unknown = await call('convert', { files: ['page.html'], target: 'pdf', parameters: { Colour: 'red' } });
    assert.equal(unknown.isError, true);
    assert.match(String(unknown.json.error), /no option "Colour"/);
    assert.equal(sent(), before, 'a refused call sent something');
    const good = await call('convert', { files: ['page.html'], target: 'pdf', parameters: { PageSize: 'letter' } });
    assert.equal(good.isError, false, good.text);
    assert.deepEqual(good.json.results, ['page.pdf']);
    const upload = emu.requestLog.filter((r) => r.path.startsWith('/convert/html/to/pdf')).at(-1);
    assert.ok(upload, 'no html → pdf request');
  });

  it('convert: steps run as a chain, one conversion per step', async () => {
    const chain = await call('convert', { files: ['docs/b.md'], steps: ['pdf', { to: 'compress' }] });
    assert.equal(chain.isError, false, chain.text);
    assert.deepEqual(chain.json.results, ['docs/b.pdf']);
    assert.equal(chain.json.conversionsUsed, 2);
  });

  it('convert: input mistakes are errors naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ files: ['docs/c.md'] }, /exactly one of "target"/],
      [{ files: ['docs/c.md'], target: 'pdf', steps: ['pdf'] }, /not "target" and "steps"/],
      [{ files: [], target: 'pdf' }, /"files" must be a list/],
      [{ files: ['docs/c.md'], target: 'pdf', onConflict: 'replace' }, /"onConflict" must be one of skip, rename, overwrite/],
      [{ files: ['docs/c.md'], target: 'pdf', token: 'x' }, /"token" is not an argument of this tool/],
      [{ files: ['docs/c.md'], pipeline: 'nope' }, /pipeline "nope" is not defined/],
      [{ files: ['docs/nosuch.md'], target: 'pdf' }, /does not exist/],
      [{ files: ['docs'], target: 'pdf' }, /is a folder/],
    ];
    const before = sent();
    for (const [args, expected] of cases) {
      const answer = await call('convert', args);
      assert.equal(answer.isError, true, JSON.stringify(args));
      assert.match(String(answer.json.error), expected, JSON.stringify(args));
    }
    assert.equal(sent(), before);
  });

  it('convert: no file option is sent, whoever names it', async () => {
    await write(join(root, 'x.docx'), 'not read: refused before');
    await write(join(root, 'y.docx'), 'not read either');
    const before = sent();
    const named = await call('convert', { files: ['x.docx'], target: 'compare', parameters: { CompareFile: 'y.docx' } });
    assert.equal(named.isError, true, named.text);
    assert.match(String(named.json.error), /sends no file options/);
    const at = await call('convert', { files: ['page.html'], target: 'pdf', parameters: { PageSize: '@/etc/passwd' } });
    assert.equal(at.isError, true, at.text);
    assert.match(String(at.json.error), /starts with "@", which names a file/);
    assert.equal(sent(), before);
  });

  it('convert: a preset and a pipeline of the root’s settings', async () => {
    await write(
      join(root, '.vscode/settings.json'),
      JSON.stringify({
        'convertFiles.presets': [{ name: 'Letter', target: 'pdf', source: 'html', parameters: { PageSize: 'letter' } }],
        'convertFiles.pipelines': { 'small pdf': { steps: ['pdf', { to: 'compress' }] } },
      }),
    );
    try {
      const preset = await call('convert', { files: ['page.html', 'docs/b.md'], preset: 'letter', onConflict: 'overwrite' });
      assert.equal(preset.isError, false, preset.text);
      assert.deepEqual(preset.json.results, ['page.pdf']);
      assert.deepEqual(
        (preset.json.files as { source: string; reason?: string }[]).find((f) => f.source === 'docs/b.md')?.reason,
        'the preset is for html files',
      );
      const pipeline = await call('convert', { files: ['docs/b.md'], pipeline: 'small pdf', onConflict: 'overwrite' });
      assert.equal(pipeline.isError, false, pipeline.text);
      assert.deepEqual([pipeline.json.results, pipeline.json.conversionsUsed], [['docs/b.pdf'], 2]);
      const unknown = await call('convert', { files: ['page.html'], preset: 'A4' });
      assert.match(String(unknown.json.error), /No preset "A4" .*"Letter" \(pdf\)/);
    } finally {
      await rm(join(root, '.vscode'), { recursive: true, force: true });
    }
  });

  it('refuses every path out of the root: .., absolute elsewhere, a link to a file or a folder outside', async () => {
    const before = sent();
    for (const path of [
      '../outside/secret.md',
      join(outside, 'secret.md'),
      'docs/link.md',
      'out-link/secret.md',
      'docs/../../outside/secret.md',
    ]) {
      for (const [tool, args] of [
        ['convert', { files: [path], target: 'pdf' }],
        ['formats', { file: path }],
      ] as const) {
        const answer = await call(tool, args);
        assert.equal(answer.isError, true, `${tool} ${path}: ${answer.text}`);
        assert.match(String(answer.json.error), /outside the root folder|leads out of the root folder/, path);
      }
    }
    assert.equal(sent(), before, 'a file outside the root was sent');
    for (const path of ['.', 'docs/..', root]) {
      const answer = await call('convert', { files: [path], target: 'pdf' });
      assert.equal(answer.isError, true, answer.text);
      assert.match(String(answer.json.error), /is the root folder itself; give a file inside it/, path);
    }
  });

  it('refuses a call above --max-conversions with the figure, sending nothing', async () => {
    const before = sent();
    const answer = await call('convert', { files: ['docs/b.md', 'docs/c.md'], steps: ['pdf', 'compress'], onConflict: 'rename' });
    assert.equal(answer.isError, true, answer.text);
    assert.match(String(answer.json.error), /would cost 4 conversions, above the limit of 3 per call/);
    assert.equal(sent(), before);
  });
});
