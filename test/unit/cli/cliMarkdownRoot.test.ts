// Review of issue 33: `convert` by name has no workspace folder of its own (its folder is where the
// sources and results meet: the parent of the working folder for `--out ../out`, `/` for two
// trees). A Markdown page embeds images from the working folder (the source's own folder when it
// is outside it), never from wherever --out widens that meeting point to.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { PNG } from '../../support/markdownParity';
import { useCliHarness } from '../support/cliHarness';

describe('command line: what a Markdown page of convert may embed', function () {
  this.timeout(60_000);
  const h = useCliHarness('revmd-cli', {
    'project/docs/img/ok.png': PNG,
    'private/secret.png': PNG,
    'project/docs/a.md': '# A\n\n![ok](img/ok.png)\n\n![secret](../../private/secret.png)\n',
  });

  const printed = () => h.emu.requestLog.filter((r) => r.path === '/convert/html/to/pdf').map((r) => r.printed!);

  it('leaves out an image outside the working folder, also when --out lies outside it', async () => {
    for (const out of [[], ['--out', '../results']]) {
      const run = await h.cli(['convert', 'docs/a.md', '--to', 'pdf', ...out], { cwd: join(h.root, 'project') });
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
