// What the README's sandbox section says the emulator converts and does not, held against the
// emulator's registry and against its catalogue as the extension reads it, which is what the
// Explorer's quick menu follows (issue 27: it said an old Word .doc had no converter after one
// was added); and the sample workspace's old Office files convert to what it promises.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourcesConvertingTo, type Catalogue } from '../../../src/service/catalogue/catalogue';
import { parseCatalogue } from '../../../src/service/catalogue/openApi/openApiCatalogue';
import { findConverter } from '../../emulator/converters/index';
import { startEmulator } from '../../emulator/server';
import { call, useDirectConversions } from '../support/emulatorHelpers';
import { writeSampleWorkspace } from '../../support/sampleWorkspace';

/** The README's "The sandbox" section, on one line. */
function sandboxSection(): string {
  const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
  const start = readme.indexOf('### The sandbox');
  assert.ok(start >= 0, 'README has no "The sandbox" section');
  const end = readme.indexOf('\n### ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}

const convertDirectly = useDirectConversions('cf-sample-convert-');
let catalogue: Catalogue;
before(async () => {
  const emu = await startEmulator({ port: 0 });
  try {
    catalogue = parseCatalogue((await call(emu, 'GET', '/info/openapi')).json);
  } finally {
    await emu.close();
  }
});

/** Whether the emulator converts the pair, and whether the quick menu would offer it (the same, or the README is wrong either way). */
function converts(pair: string): boolean {
  const [source, target] = pair.split('→') as [string, string];
  const registered = findConverter(source, target) !== undefined;
  assert.equal(sourcesConvertingTo(catalogue, target).includes(source), registered, `${pair}: the catalogue and the registry disagree`);
  return registered;
}

describe('README: what the sandbox converts', () => {
  const section = sandboxSection();

  it('says an old Word .doc converts, and the emulator does convert it', () => {
    assert.match(
      section,
      /an old Word `\.doc` → Word \(DOCX\), PDF and HTML, and old Excel and PowerPoint files \(`\.xls`, `\.ppt`\) → PDF are there/,
    );
    assert.doesNotMatch(section, /\.doc` has no converter|not offered for it in the sandbox/);
    for (const pair of [
      'doc→docx',
      'doc→pdf',
      'doc→html',
      'odt→pdf',
      'odt→docx',
      'rtf→pdf',
      'rtf→docx',
      'pdf→jpg',
      'pdf→png',
      'pdf→docx',
      'xls→pdf',
      'ppt→pdf',
      'gif→png',
      'tiff→pdf',
      'svg→png',
    ]) {
      assert.ok(converts(pair), `the README says the sandbox has ${pair}`);
    }
  });

  it('names what the emulator does not convert, and each is indeed missing', () => {
    assert.match(section, /`\.xls` and `\.xlsx` → CSV are not/);
    for (const pair of ['xls→csv', 'xlsx→csv']) {
      assert.ok(!converts(pair), `the README says the sandbox lacks ${pair}, but the emulator has it: update the README`);
    }
  });

  it("the sample workspace's memo.doc converts to Word, PDF and HTML, its budget.xls and slides.ppt to PDF", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cf-sample-doc-'));
    try {
      await writeSampleWorkspace(dir);
      for (const [source, target] of [
        ['doc', 'docx'],
        ['doc', 'pdf'],
        ['doc', 'html'],
        ['xls', 'pdf'],
      ] as const) {
        const name = source === 'doc' ? 'memo.doc' : 'budget.xls';
        const [out] = await convertDirectly(source, target, name, readFileSync(join(dir, name)));
        assert.equal(out!.name, `${name.split('.')[0]}.${target}`);
        assert.ok(out!.data.length > 0);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
