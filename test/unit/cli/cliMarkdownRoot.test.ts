// Review of issue 33: `convert` by name has no workspace folder of its own (its folder is where the
// sources and results meet: the parent of the working folder for `--out ../out`, `/` for two
// trees). A Markdown page embeds images from the working folder (the source's own folder when it
// is outside it), never from wherever --out widens that meeting point to.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../src/cli/main';
import { startEmulator, type Emulator } from '../support/inProcessEmulator';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

describe('command line: what a Markdown page of convert may embed', function () {
  this.timeout(60_000);
  let emu: Emulator;
  let base: string;

  before(async () => {
    emu = await startEmulator({ port: 0 });
  });
  after(() => emu.close());
  beforeEach(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'revmd-cli-')));
    emu.requestLog.length = 0;
    await mkdir(join(base, 'project', 'docs', 'img'), { recursive: true });
    await mkdir(join(base, 'private'), { recursive: true });
    await writeFile(join(base, 'project', 'docs', 'img', 'ok.png'), PNG);
    await writeFile(join(base, 'private', 'secret.png'), PNG);
    await writeFile(join(base, 'project', 'docs', 'a.md'), '# A\n\n![ok](img/ok.png)\n\n![secret](../../private/secret.png)\n');
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  async function convert(args: string[]): Promise<{ code: number; err: string[] }> {
    const err: string[] = [];
    const code = await runCli(['convert', ...args], {
      env: { CONVERT_FILES_API_TOKEN: emu.demo.apiTokens[0].token, CONVERT_FILES_BASE_URL: emu.baseUrl },
      cwd: join(base, 'project'),
      out: () => undefined,
      err: (l) => err.push(l),
      signal: new AbortController().signal,
    });
    return { code, err };
  }

  const printed = () => emu.requestLog.filter((r) => r.path === '/convert/html/to/pdf').map((r) => r.printed!);

  it('leaves out an image outside the working folder, also when --out lies outside it', async () => {
    for (const out of [[], ['--out', '../results']]) {
      const run = await convert(['docs/a.md', '--to', 'pdf', ...out]);
      assert.equal(run.code, 0, run.err.join('\n'));
      assert.ok(
        run.err.some((l) => l.includes('../../private/secret.png is not in the PDF (outside the workspace folder)')),
        `${out.join(' ')}: ${run.err.join('\n')}`,
      );
    }
    // Each page embeds its one image inside the working folder, never the one beside it.
    assert.deepEqual(
      printed().map((p) => p.embedded),
      [1, 1],
    );
  });
});
