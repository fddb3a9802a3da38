// What the repository itself holds: nothing that only works on one machine. A symbolic link
// committed by accident (a local tool cache such as .vscode-test linked to another checkout) points
// nowhere in a fresh clone, or at itself, and `npm test` then fails before any test runs.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { isAbsolute, join, normalize } from 'node:path';

const root = join(__dirname, '..', '..');

/** `git ls-files -s` of the checkout, or undefined outside one (a packed copy of the sources). */
function trackedEntries(): string[] | undefined {
  try {
    return execFileSync('git', ['ls-files', '-s', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

describe('the repository', () => {
  it('holds no symbolic link leading out of it (nor a local tool cache)', function () {
    const entries = trackedEntries();
    if (!entries) {
      this.skip();
    }
    const links = entries.filter((e) => e.startsWith('120000 ')).map((e) => e.slice(e.indexOf('\t') + 1));
    const outside = links.filter((path) => {
      const target = execFileSync('git', ['cat-file', '-p', `:${path}`], { cwd: root, encoding: 'utf8' });
      return isAbsolute(target) || normalize(join(path, '..', target)).startsWith('..');
    });
    assert.deepEqual(outside, []);
    const caches = entries.map((e) => e.slice(e.indexOf('\t') + 1)).filter((p) => /^(\.vscode-test|node_modules|dist|out)(\/|$)/.test(p));
    assert.deepEqual(caches, []);
  });
});
