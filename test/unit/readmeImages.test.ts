// README images on the extension's page (issue 27): the project has no public repository yet, so
// the screenshots travel in the package and their links stay relative. vsce would rewrite them to
// the manifest's repository URL (a placeholder) unless told not to; and an image the package
// leaves out (.vscodeignore) shows as a broken image.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const readme = readFileSync('README.md', 'utf8');
const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

describe('README images in the package', () => {
  it('links every image relatively, and packages with --no-rewrite-relative-links', () => {
    assert.ok(images.length > 0, 'the README shows no image');
    for (const image of images) {
      assert.doesNotMatch(image, /^(https?:)?\/\//, `${image} is not in the package`);
    }
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    assert.match(scripts.package ?? '', /vsce package .*--no-rewrite-relative-links/);
  });

  it('puts every image the README shows into the package', async function () {
    this.timeout(60_000);
    const { stdout } = await promisify(execFile)(process.execPath, ['node_modules/@vscode/vsce/vsce', 'ls', '--no-dependencies'], {
      timeout: 50_000,
    });
    const packaged = new Set(stdout.split(/\r?\n/).map((line) => line.trim()));
    assert.ok(packaged.has('README.md'));
    for (const image of images) {
      assert.ok(packaged.has(image), `${image} is left out of the package`);
    }
  });
});
