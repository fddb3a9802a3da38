// `convert-files convert` against the emulator, with no rules file: named files and quoted globs
// (mirrored below --out), chains, options checked against the catalogue before anything is sent,
// the conflict policy (skip unless told), stdin and stdout, presets and pipelines of a rules file,
// a file option, and exit 2 naming every kind of bad input with nothing sent.
import { strict as assert } from 'node:assert';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { jsonLines, listAll, useCliHarness } from '../support/cliHarness';

describe('command line: convert (no rules file, emulator)', function () {
  this.timeout(60_000);
  const h = useCliHarness('convert', {
    'docs/a.md': '# A\n\nText of a.',
    'docs/sub/b.md': '# B',
    'docs/.drafts/c.md': '# hidden draft',
    'docs/node_modules/d.md': '# a dependency',
    'notes/n.txt': 'a note',
  });

  it('converts a named file beside it, and nothing is recorded', async () => {
    const run = await h.cli(['convert', 'docs/a.md', '--to', 'pdf']);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.deepEqual(run.out, ['docs/a.md → docs/a.pdf', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    assert.match((await readFile(join(h.root, 'docs/a.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    assert.ok(!(await listAll(h.root)).some((p) => p.startsWith('.vscode')), 'a record was written');
  });

  it('skips a file already of the target format; a dry run says what it would do and sends nothing', async () => {
    await h.write('docs/ready.pdf', '%PDF-1.4 mine');
    const since = h.emu.requestLog.length;
    const dry = await h.cli(['convert', 'docs/*.*', '--to', 'pdf', '--dry-run'], { env: { CONVERT_FILES_API_TOKEN: undefined } });
    assert.equal(dry.code, 0, dry.err.join('\n'));
    assert.deepEqual(dry.out, [
      'docs/ready.pdf skipped: already a pdf file',
      'would convert docs/a.md → docs/a.pdf',
      '0 converted, 0 up to date, 0 failed, 0 conversions used',
    ]);
    assert.deepEqual(h.sentSince(since), []);
  });

  it('expands a quoted glob itself (hidden folders and node_modules left out) and mirrors its folders below --out', async () => {
    const run = await h.cli(['convert', 'docs/**/*.md', '--to', 'html', '--out', 'build']);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.deepEqual((await listAll(join(h.root, 'build'))).sort(), ['a.html', 'sub', 'sub/b.html']);
    assert.equal(run.out.at(-1), '2 converted, 0 up to date, 0 failed, 2 conversions used');
    // Named, a hidden file is converted.
    assert.equal((await h.cli(['convert', 'docs/.drafts/*.md', '--to', 'html', '--out', 'build'])).code, 0);
    assert.ok((await readdir(join(h.root, 'build'))).includes('c.html'));
  });

  it('runs a chain with options checked and typed by the catalogue; the result is named by --name', async () => {
    const since = h.emu.requestLog.length;
    const run = await h.cli([
      'convert',
      'docs/a.md',
      '--to',
      'pdf',
      '--then',
      'compress',
      '-p',
      'Preset=web',
      '--name',
      '${fileBasenameNoExtension}-small',
      '--out',
      'out',
    ]);
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.deepEqual(run.out, ['docs/a.md → out/a-small.pdf', '1 converted, 0 up to date, 0 failed, 2 conversions used']);
    assert.deepEqual(run.err, ['cost: 2 conversions for 1 result from 1 source file (one per step of a chain or pipeline)']);
    const sent = h.sentSince(since);
    // The Markdown PDF is printed as the preview shows it: its page goes to html/to/pdf (issue 33).
    assert.ok(sent.includes('POST /convert/html/to/pdf') && sent.includes('POST /convert/pdf/to/compress'), sent.join('\n'));
  });

  it('never overwrites unless told: skip (default), rename, overwrite', async () => {
    await h.write('docs/a.pdf', 'mine');
    const kept = await h.cli(['convert', 'docs/a.md', '--to', 'pdf']);
    assert.equal(kept.code, 0);
    assert.match(kept.out[0]!, /^docs\/a\.md → docs\/a\.pdf skipped: docs\/a\.pdf exists; --on-conflict skip keeps it/);
    assert.equal(await readFile(join(h.root, 'docs/a.pdf'), 'utf8'), 'mine');
    const renamed = await h.cli(['convert', 'docs/a.md', '--to', 'pdf', '--on-conflict', 'rename']);
    assert.deepEqual(renamed.out[0], 'docs/a.md → docs/a (1).pdf');
    assert.equal(await readFile(join(h.root, 'docs/a.pdf'), 'utf8'), 'mine');
    const replaced = await h.cli(['convert', 'docs/a.md', '--to', 'pdf', '--on-conflict', 'overwrite']);
    assert.equal(replaced.code, 0);
    assert.match((await readFile(join(h.root, 'docs/a.pdf'))).subarray(0, 5).toString(), /%PDF-/);
  });

  it('reads stdin (with --from) and writes the one result to stdout, nothing else on stdout', async () => {
    const run = await h.cli(['convert', '-', '--from', 'md', '--to', 'pdf', '--out', '-'], { stdin: Buffer.from('# From stdin') });
    assert.equal(run.code, 0, run.err.join('\n'));
    assert.deepEqual(run.out, [], 'stdout carries the result only');
    assert.equal(run.bytes.subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual(run.err.slice(-2), ['- → -', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    // No file was left anywhere in the working folder.
    assert.deepEqual(await listAll(join(h.root, 'docs')), [
      '.drafts',
      '.drafts/c.md',
      'a.md',
      'node_modules',
      'node_modules/d.md',
      'sub',
      'sub/b.md',
    ]);
    // stdin without --out: the result goes to the working folder.
    const saved = await h.cli(['convert', '-', '--from', 'txt', '--to', 'pdf', '--name', 'from-stdin'], { stdin: Buffer.from('text') });
    assert.equal(saved.code, 0, saved.err.join('\n'));
    assert.ok((await readdir(h.root)).includes('from-stdin.pdf'));
    // --json names stdin "-", never its temporary file.
    const json = await h.cli(['convert', '-', '--from', 'txt', '--to', 'pdf', '--name', 'from-stdin-json', '--json'], {
      stdin: Buffer.from('text'),
    });
    assert.equal(json.code, 0, json.err.join('\n'));
    assert.deepEqual(jsonLines(json.out)[0], { source: '-', target: 'pdf', result: 'from-stdin-json.pdf', status: 'converted', cost: 1 });
  });

  it('uses a preset and a pipeline of the rules file', async () => {
    await h.write(
      '.vscode/convert-files.json',
      JSON.stringify({
        presets: { small: { parameters: { Preset: 'web' } } },
        pipelines: { 'web pdf': { steps: ['pdf', { to: 'compress' }] } },
        rules: [{ files: 'notes/*.txt', targets: ['pdf'] }],
      }),
    );
    const preset = await h.cli(['convert', 'docs/a.md', '--to', 'pdf', '--then', 'compress', '--preset', 'small', '--out', 'p']);
    assert.equal(preset.code, 0, preset.err.join('\n'));
    const pipeline = await h.cli(['convert', 'docs/a.md', '--pipeline', 'web pdf', '--out', 'q', '--json']);
    assert.equal(pipeline.code, 0, pipeline.err.join('\n'));
    const [item, summary] = jsonLines(pipeline.out);
    assert.deepEqual(item, { source: 'docs/a.md', target: 'web pdf', result: 'q/a.pdf', status: 'converted', cost: 2 });
    assert.deepEqual(summary, { converted: 1, upToDate: 0, skipped: 0, failed: 0, removed: 0, notStarted: 0, conversions: 2 });
  });

  it('sends a file option (-p CompareFile=@path)', async () => {
    const docx = (text: string) => Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));
    await h.write('new.docx', await docx('The new text.'));
    await h.write('old.docx', await docx('The old text.'));
    const run = await h.cli(['convert', 'new.docx', '--to', 'compare', '-p', 'CompareFile=@old.docx', '--out', 'diff']);
    assert.equal(run.code, 0, [...run.out, ...run.err].join('\n'));
    assert.deepEqual(await readdir(join(h.root, 'diff')), ['new.docx']);
    const missing = await h.cli(['convert', 'new.docx', '--to', 'compare', '-p', 'CompareFile=@nowhere.docx']);
    assert.equal(missing.code, 2);
    assert.match(missing.err.join('\n'), /-p CompareFile=@nowhere\.docx: nowhere\.docx is not a file/);
  });

  it('exit 2 for bad input, naming it, with nothing sent', async () => {
    const since = h.emu.requestLog.length;
    const cases: [string[], RegExp][] = [
      [['convert', 'docs/nosuch.md', '--to', 'pdf'], /docs\/nosuch\.md: no such file/],
      [['convert', 'docs/**/*.docx', '--to', 'pdf'], /no file matches "docs\/\*\*\/\*\.docx"/],
      [['convert', 'docs/a.md', '--to', 'xyz'], /no conversion from md to xyz/],
      [['convert', 'docs/a.md', '--to', 'p df'], /"p df" is not a format/],
      [['convert', 'docs/a.md', '--to', 'pdf', '--then', 'compress', '-p', 'Frobnicate=1'], /no option "Frobnicate"/],
      [['convert', 'docs/a.md', '--to', 'pdf', '--then', 'compress', '-p', 'Preset=tiny'], /Compression preset is one of: none, text/],
      [['convert', 'docs/a.md', '--to', 'pdf', '--then', 'watermark'], /Watermark text is required/],
      [['convert', 'docs/a.md', '--to', 'pdf', '--on-conflict', 'ask'], /--on-conflict takes skip, rename, overwrite/],
      [['convert', 'docs/a.md', '--to', 'pdf', '--frobnicate'], /unknown flag --frobnicate for convert/],
      [['convert', '-', '--to', 'pdf'], /needs --from FORMAT/],
      [['convert', 'docs/a.md'], /needs --to FORMAT/],
      [
        ['convert', 'docs/a.md', 'docs/sub/b.md', '--to', 'pdf', '--out', '-'],
        /--out - writes one result to stdout; this conversion makes 2 results/,
      ],
      [['convert', 'docs/a.md', '--to', 'pdf', '--preset', 'nosuch'], /preset "nosuch" is not defined/],
      [['convert', 'docs/a.md', '--pipeline', 'nosuch'], /pipeline "nosuch" is not defined/],
      [['convert', 'docs/a.md', '--to', 'pdf', '--name', '${nosuch}'], /--name: \$\{nosuch\} is not a variable here/],
      [['convert', 'docs/a.md', 'notes/n.txt', '--to', 'pdf', '--out', 'o', '--name', 'same'], /would write o\/same\.pdf twice/],
    ];
    for (const [args, expected] of cases) {
      const run = await h.cli(args);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.err.join('\n')}`);
      assert.match(run.err.join('\n'), expected, args.join(' '));
      assert.deepEqual(run.out, [], args.join(' '));
    }
    // The rules engine's problems in this command's flags, not a rules file's keys.
    const named = await h.cli(['convert', 'docs/a.md', '--to', 'pdf', '--name', '..']);
    assert.equal(named.code, 2);
    assert.match(named.err.join('\n'), /--name gives "\.\.", which is not a file name \(no folders: use --out DIR\)/);
    assert.doesNotMatch(named.err.join('\n'), /rule "convert"|outputDirectory|fileName/);
    // stdin is named "-" in a problem, never by its temporary file.
    const piped = await h.cli(['convert', '-', '--from', 'md', '--to', 'xyz'], { stdin: Buffer.from('# x') });
    assert.equal(piped.code, 2);
    assert.match(piped.err.join('\n'), /no conversion from md to xyz \(for -\)/);
    assert.doesNotMatch(piped.err.join('\n'), /convert-files-|stdin\.md/);
    assert.deepEqual(h.sentSince(since), [], 'something was sent');
    assert.deepEqual(await readdir(join(h.root, 'docs')), ['.drafts', 'a.md', 'node_modules', 'sub']);
  });

  it('--json: one object per source and target and a summary, paths relative to the working folder; a failure has its code', async () => {
    const ok = await h.cli(['convert', 'docs/**/*.md', '--to', 'pdf', '--json'], { cwd: join(h.root, 'docs') });
    assert.equal(ok.code, 2, 'the glob is relative to the working folder: docs/docs matches nothing');
    const run = await h.cli(['convert', '**/*.md', '--to', 'pdf', '--json'], { cwd: join(h.root, 'docs') });
    assert.equal(run.code, 0, run.err.join('\n'));
    const lines = jsonLines(run.out);
    assert.deepEqual(
      lines.slice(0, -1).sort((a, b) => String(a.source).localeCompare(String(b.source))),
      [
        { source: 'a.md', target: 'pdf', result: 'a.pdf', status: 'converted', cost: 1 },
        { source: 'sub/b.md', target: 'pdf', result: 'sub/b.pdf', status: 'converted', cost: 1 },
      ],
    );
    const refused = await h.cli(['convert', 'notes/n.txt', '--to', 'pdf', '--json'], {
      env: { CONVERT_FILES_API_TOKEN: 'WrongToken0123456789abcdef' },
    });
    assert.equal(refused.code, 1);
    const [failed, summary] = jsonLines(refused.out);
    assert.equal(failed!.status, 'failed');
    assert.equal(failed!.code, 'auth');
    assert.equal(typeof failed!.reason, 'string');
    assert.ok(!JSON.stringify(refused.out).includes('WrongToken0123456789abcdef'), 'the token is in the JSON');
    assert.deepEqual(summary, { converted: 0, upToDate: 0, skipped: 0, failed: 1, removed: 0, notStarted: 0, conversions: 0 });
  });
});
