/** Folder walks follow a linked file only when it stays inside the workspace folder (real links in a temporary folder). */
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isInside, linkStaysInside } from '../../../src/util/symlinks';

describe('symlinks: links that leave the workspace folder', () => {
  let base: string;
  let workspace: string;

  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'convert-files-links-'));
    workspace = join(base, 'workspace');
    await mkdir(join(workspace, 'docs'), { recursive: true });
    await writeFile(join(workspace, 'docs', 'inside.md'), '# inside');
    await writeFile(join(base, 'secret.txt'), 'outside the workspace');
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('follows a link to a file inside the workspace folder', async () => {
    await symlink(join(workspace, 'docs', 'inside.md'), join(workspace, 'alias.md'));
    assert.equal(await linkStaysInside(join(workspace, 'alias.md'), workspace), true);
  });

  it('refuses a link to a file outside, also through a relative path and a chain of links', async () => {
    await symlink('../secret.txt', join(workspace, 'relative.txt'));
    await symlink(join(workspace, 'relative.txt'), join(workspace, 'docs', 'chain.txt'));
    await symlink('/etc/hostname', join(workspace, 'system.txt'));
    for (const link of ['relative.txt', 'docs/chain.txt', 'system.txt']) {
      assert.equal(await linkStaysInside(join(workspace, link), workspace), false, link);
    }
  });

  it('refuses a dangling link, and a sibling folder whose name starts like the workspace', async () => {
    await symlink(join(workspace, 'gone.md'), join(workspace, 'dangling.md'));
    assert.equal(await linkStaysInside(join(workspace, 'dangling.md'), workspace), false);
    await mkdir(join(base, 'workspace-other'));
    await writeFile(join(base, 'workspace-other', 'x.md'), 'x');
    await symlink(join(base, 'workspace-other', 'x.md'), join(workspace, 'sibling.md'));
    assert.equal(await linkStaysInside(join(workspace, 'sibling.md'), workspace), false);
  });

  it('compares case-insensitively where the file system does', () => {
    assert.equal(isInside('/Work/Space/a.md', '/work/space', true), true);
    assert.equal(isInside('/Work/Space/a.md', '/work/space', false), false);
  });
});
