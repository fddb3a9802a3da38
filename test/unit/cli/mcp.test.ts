// `convert-files mcp` as an MCP client meets it (support/mcpServer.ts: the built dist/cli.js as a
// child process over stdio, against the emulator): initialize and list the tools; formats, options,
// extract_text and usage, whose answers are the chat tools' too (conversion/tools/): checked here,
// the chat's host tests check only its adapter; and the server's life: a client ending stdin, no
// token set. The convert tool and the root's bounds: mcpConvert.test.ts. No token in any answer or
// on stderr.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentCache } from '../../../src/conversion/contentCache';
import type { Emulator } from '../support/inProcessEmulator';
import { useMcpServer } from '../support/mcpServer';
import { HTML_PAGE_SIZES } from '../../emulator/converters/htmlPdfParams';

describe('convert-files mcp (the built command line, over stdio)', function () {
  this.timeout(60_000);
  const mcp = useMcpServer();
  const { call, write, start, sent, answers } = mcp;
  let emu: Emulator;
  let dist: string;
  let root: string;
  let cache: string;
  let token: string;
  before(() => ({ emu, dist, root, cache, token } = mcp));

  it('initializes and lists its tools with their fixed input fields', async () => {
    assert.equal(mcp.client.getServerVersion()?.name, 'convert-files');
    const { tools } = await mcp.client.listTools();
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
    const main = mcp.client;
    mcp.client = await start([], { CONVERT_FILES_CACHE_SIZE_MB: '1' });
    try {
      const answer = await call('extract_text', { file: 'docs/c.pdf' });
      assert.deepEqual([answer.isError, answer.json.conversionsUsed], [false, 1], answer.text);
    } finally {
      await mcp.client.close();
      mcp.client = main;
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
    child.stderr.on('data', (c: Buffer) => (mcp.stderr += c.toString()));
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
