// `convert-files mcp` as an MCP client meets it: the built dist/cli.js started as a child process,
// spoken to over stdio with the SDK's client (initialize, list the tools, call each against the
// emulator). The answers of formats, options and usage are the chat tools' too (conversion/tools/):
// checked here, the chat's host tests check only its adapter. Paths out of the root (`..`, absolute, a link) and a cost over the limit are refused
// with nothing sent (the emulator's request log is the witness); no token in any answer or on stderr.
import { strict as assert } from 'node:assert';
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ContentCache } from '../../../src/conversion/contentCache';
import { startEmulator, type Emulator } from '../support/inProcessEmulator';
import { HTML_PAGE_SIZES } from '../../emulator/converters/htmlPdfParams';

const repoRoot = resolve(__dirname, '../../..');

interface Answer {
  readonly isError: boolean;
  readonly json: Record<string, unknown>;
  readonly text: string;
}

describe('convert-files mcp (the built command line, over stdio)', function () {
  this.timeout(60_000);
  let emu: Emulator;
  let dist: string;
  let root: string;
  let outside: string;
  let cache: string;
  let token: string;
  let client: Client;
  let stderr = '';
  const answers: string[] = [];

  const sent = () =>
    emu.requestLog.filter((r) => r.method === 'POST' && (r.path.startsWith('/convert/') || r.path.startsWith('/upload'))).length;

  async function call(name: string, args: Record<string, unknown>): Promise<Answer> {
    const result = (await client.callTool({ name, arguments: args })) as { content: { type: string; text: string }[]; isError?: boolean };
    const text = result.content.map((c) => c.text).join('');
    answers.push(text);
    return { isError: result.isError === true, json: JSON.parse(text) as Record<string, unknown>, text };
  }

  async function write(path: string, text: string): Promise<void> {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, text);
  }

  async function start(extra: string[] = [], env: Record<string, string> = {}): Promise<Client> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(dist, 'cli.js'), 'mcp', '--root', root, ...extra],
      cwd: tmpdir(),
      env: { CONVERT_FILES_API_TOKEN: token, CONVERT_FILES_BASE_URL: emu.baseUrl, CONVERT_FILES_TEXT_CACHE: cache, ...env },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const c = new Client({ name: 'mcp-test', version: '1.0.0' });
    await c.connect(transport);
    return c;
  }

  before(async () => {
    dist = await mkdtemp(join(tmpdir(), 'convert-files-mcp-dist-'));
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--outdir', dist], { cwd: repoRoot, stdio: 'pipe' });
    emu = await startEmulator({ port: 0 });
    token = emu.demo.apiTokens[0].token;
    const base = await mkdtemp(join(tmpdir(), 'convert-files-mcp-'));
    root = join(base, 'root');
    outside = join(base, 'outside');
    cache = join(base, 'cache');
    await write(join(root, 'docs/a.md'), '# A\n\nText of a.');
    await write(join(root, 'docs/b.md'), '# B');
    await write(join(root, 'docs/c.md'), '# C');
    await write(join(root, 'page.html'), '<h1>Page</h1>');
    await write(join(outside, 'secret.md'), '# not for the agent');
    await symlink(join(outside, 'secret.md'), join(root, 'docs/link.md'));
    await symlink(outside, join(root, 'out-link'));
    client = await start(['--max-conversions', '3']);
  });

  after(async () => {
    await client?.close();
    for (const text of [...answers, stderr]) {
      assert.ok(!text.includes(token), `the token was in: ${text.slice(0, 200)}`);
      assert.ok(!text.includes(emu.demo.masterToken), `the Master Token was in: ${text.slice(0, 200)}`);
    }
    await emu?.close();
    await rm(join(root, '..'), { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  });

  it('initializes and lists its tools with their fixed input fields', async () => {
    assert.equal(client.getServerVersion()?.name, 'convert-files');
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual(
      tools.map((t) => t.name),
      ['formats', 'options', 'convert', 'extract_text', 'usage'],
    );
    assert.deepEqual(Object.keys(byName.get('extract_text')!.inputSchema.properties ?? {}), ['file']);
    assert.deepEqual(Object.keys(byName.get('usage')!.inputSchema.properties ?? {}), []);
    assert.deepEqual(Object.keys(byName.get('formats')!.inputSchema.properties ?? {}), ['file', 'format']);
    assert.deepEqual(Object.keys(byName.get('options')!.inputSchema.properties ?? {}), ['from', 'to']);
    assert.deepEqual(Object.keys(byName.get('convert')!.inputSchema.properties ?? {}), [
      'files',
      'target',
      'steps',
      'preset',
      'pipeline',
      'parameters',
      'onConflict',
    ]);
    assert.match(byName.get('convert')!.description ?? '', /above 3 conversions/);
  });

  it('formats: what a file and a format convert to, from the service’s catalogue', async () => {
    const file = await call('formats', { file: 'docs/a.md' });
    assert.equal(file.isError, false, file.text);
    assert.equal(file.json.from, 'md');
    assert.equal(file.json.catalogue, 'service');
    const targets = (file.json.targets as { to: string }[]).map((t) => t.to);
    assert.ok(targets.includes('pdf') && targets.includes('html'), targets.join(', '));
    const format = await call('formats', { format: '.HTML' });
    assert.ok((format.json.targets as { to: string }[]).some((t) => t.to === 'pdf'));
    const all = await call('formats', {});
    assert.ok((all.json.sourceFormats as string[]).includes('docx'));
    const both = await call('formats', { file: 'docs/a.md', format: 'md' });
    assert.equal(both.isError, true);
    assert.match(String(both.json.error), /not both/);
  });

  it('options: types, defaults and allowed values; an unknown conversion is an error', async () => {
    const answer = await call('options', { from: 'html', to: 'pdf' });
    assert.equal(answer.isError, false, answer.text);
    const size = (answer.json.options as { name: string; type: string; default?: string; allowed?: string[] }[]).find(
      (o) => o.name === 'PageSize',
    );
    assert.deepEqual(
      { type: size?.type, default: size?.default, allowed: size?.allowed },
      { type: 'choice', default: 'a4', allowed: [...HTML_PAGE_SIZES] },
    );
    const none = await call('options', { from: 'md', to: 'xlsx' });
    assert.equal(none.isError, true);
    assert.match(String(none.json.error), /no md → xlsx conversion/);
    const missing = await call('options', { from: 'md' });
    assert.equal(missing.isError, true);
    assert.match(String(missing.json.error), /"from" and "to" are both required/);
  });

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

  it('extract_text: a document’s text once per content, then from the cache without sending', async () => {
    const made = await call('convert', { files: ['docs/c.md'], target: 'pdf', onConflict: 'overwrite' });
    assert.deepEqual(made.json.results, ['docs/c.pdf'], made.text);
    const before = sent();
    const first = await call('extract_text', { file: 'docs/c.pdf' });
    assert.equal(first.isError, false, first.text);
    assert.match(String(first.json.text), /C/);
    assert.deepEqual([first.json.cached, first.json.conversionsUsed], [false, 1]);
    assert.equal(sent(), before + 1);
    // Compare as Text's layout: one <sha256 of format and bytes>.txt per content.
    const key = ContentCache.key('pdf', await readFile(join(root, 'docs/c.pdf')));
    assert.ok((await readdir(cache)).includes(`${key}.txt`), 'the text is not in the cache folder under its content key');
    const again = await call('extract_text', { file: join(root, 'docs/c.pdf') });
    assert.deepEqual([again.json.cached, again.json.conversionsUsed, again.json.text], [true, 0, first.json.text]);
    assert.equal(sent(), before + 1, 'a cached text was sent again');
    const notText = await call('extract_text', { file: 'page.html' });
    assert.equal(notText.isError, true);
    assert.match(String(notText.json.error), /cannot be converted to text/);
  });

  it('extract_text: keeps the cache folder under CONVERT_FILES_CACHE_SIZE_MB, the least recently used (a text or a preview) first', async () => {
    const old = ContentCache.key('docx', Buffer.from('old'));
    let clock = Date.UTC(2026, 0, 1);
    const older = new ContentCache(cache, () => (clock += 1000));
    await older.put(old, 'o'.repeat(700_000));
    const preview = await older.place(old, 'pdf');
    await writeFile(preview, Buffer.alloc(700_000, 1));
    await older.lookup(old, 'pdf'); // used after the text, before the extraction
    const fresh = ContentCache.key('pdf', await readFile(join(root, 'docs/c.pdf')));
    await rm(join(cache, `${fresh}.txt`), { force: true });
    const main = client;
    client = await start([], { CONVERT_FILES_CACHE_SIZE_MB: '1' });
    try {
      const answer = await call('extract_text', { file: 'docs/c.pdf' });
      assert.deepEqual([answer.isError, answer.json.conversionsUsed], [false, 1], answer.text);
    } finally {
      await client.close();
      client = main;
    }
    const left = await new ContentCache(cache).list();
    assert.deepEqual(left.map((e) => `${e.key}.${e.kind}`).sort(), [`${old}.pdf`, `${fresh}.txt`].sort());
    assert.ok(left.reduce((sum, e) => sum + e.size, 0) <= 1024 * 1024, 'the limit is passed after the prune');
  });

  it('extract_text: at most 1 MB of text returned, the rest cut and said', async () => {
    const bytes = Buffer.from('%PDF-1.4 a long one');
    await writeFile(join(root, 'long.pdf'), bytes);
    const long = `${'ä'.repeat(600_000)}END`;
    await new ContentCache(cache).put(ContentCache.key('pdf', bytes), long);
    const answer = await call('extract_text', { file: 'long.pdf' });
    assert.equal(answer.isError, false, answer.text.slice(0, 300));
    const text = String(answer.json.text);
    assert.equal(Buffer.byteLength(text), 1024 * 1024, 'not cut at 1 MB on a character boundary');
    assert.ok(!text.includes('END') && !text.includes('\uFFFD'));
    assert.match(String(answer.json.cut), /first 1048576 bytes \(524288 of 600003 characters\)/);
    assert.equal(answer.json.conversionsUsed, 0);
  });

  it('extract_text: a document above 100 MB is refused by its size, before it is read or sent', async () => {
    // Sparse: 3 GB on disk costs nothing, and reading it whole would fail (or fill the memory) first.
    const huge = join(root, 'huge.pdf');
    await writeFile(huge, '');
    await truncate(huge, 3 * 1024 ** 3);
    const before = sent();
    try {
      const answer = await call('extract_text', { file: 'huge.pdf' });
      assert.equal(answer.isError, true, answer.text);
      assert.match(String(answer.json.error), /"huge.pdf" is larger than 100 MB/);
      assert.equal(sent(), before);
    } finally {
      await rm(huge, { force: true });
    }
  });

  it('usage: refused without a Master Token, the account’s figures with one', async () => {
    const without = await call('usage', {});
    assert.equal(without.isError, true);
    assert.match(String(without.json.error), /CONVERT_FILES_MASTER_TOKEN/);
    const extra = await call('usage', { token: 'x' });
    assert.equal(extra.isError, true);
    assert.equal(extra.json.error, '"token" is not an argument of this tool; it takes none: give {}.');
    const withMaster = await start([], { CONVERT_FILES_MASTER_TOKEN: emu.demo.masterToken });
    try {
      const result = (await withMaster.callTool({ name: 'usage', arguments: {} })) as { content: { text: string }[]; isError?: boolean };
      const text = result.content[0]!.text;
      answers.push(text);
      assert.notEqual(result.isError, true, text);
      const json = JSON.parse(text) as { conversionsLeft: number; conversionsUsed: number; recentFailures: unknown[] };
      assert.equal(typeof json.conversionsLeft, 'number');
      assert.ok(json.conversionsUsed > 0, text);
      assert.ok(Array.isArray(json.recentFailures));
    } finally {
      await withMaster.close();
    }
  });

  it('answers the calls under way before it closes when the client ends stdin (a script writing to a pipe)', async () => {
    await write(join(root, 'piped.md'), '# Piped');
    const child = spawn(process.execPath, [join(dist, 'cli.js'), 'mcp', '--root', root], {
      cwd: tmpdir(),
      env: { CONVERT_FILES_API_TOKEN: token, CONVERT_FILES_BASE_URL: emu.baseUrl, CONVERT_FILES_TEXT_CACHE: cache },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    const lines = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '0' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'formats', arguments: { format: 'md' } } },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'convert', arguments: { files: ['piped.md'], target: 'pdf' } } },
    ];
    child.stdin.end(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    assert.equal(await exited, 0, out);
    answers.push(out);
    const byId = new Map(
      out
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as { id: number; result?: { content: { text: string }[]; isError?: boolean } })
        .map((m) => [m.id, m]),
    );
    assert.ok(byId.get(2)?.result, `no answer to formats: ${out}`);
    const converted = byId.get(3)?.result;
    assert.ok(converted, `no answer to convert: ${out}`);
    assert.notEqual(converted.isError, true, converted.content[0]!.text);
    assert.deepEqual((JSON.parse(converted.content[0]!.text) as { results: string[] }).results, ['piped.pdf']);
    assert.match((await readFile(join(root, 'piped.pdf'))).subarray(0, 5).toString(), /%PDF-/);
  });

  it('says what to set when the token is missing, and starts without one', async () => {
    const bare = await start([], { CONVERT_FILES_API_TOKEN: '' });
    try {
      const result = (await bare.callTool({ name: 'convert', arguments: { files: ['docs/c.md'], target: 'pdf' } })) as {
        content: { text: string }[];
        isError?: boolean;
      };
      assert.equal(result.isError, true);
      assert.match(result.content[0]!.text, /CONVERT_FILES_API_TOKEN/);
      const formats = (await bare.callTool({ name: 'formats', arguments: { format: 'md' } })) as { isError?: boolean };
      assert.notEqual(formats.isError, true);
    } finally {
      await bare.close();
    }
  });
});
