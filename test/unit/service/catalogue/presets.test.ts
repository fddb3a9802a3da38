import { strict as assert } from 'node:assert';
import { findConverter } from '../../../../src/service/catalogue';
import { optionFields, parsePresets, presetFromValues, presetProblems, presetsFor } from '../../../../src/service/catalogue/options';
import { parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { parsePreset } from '../../../../src/service/catalogue/options/presets';
import { everythingDocument, sampleDocument } from '../../support/fixtures/openapiDocument';

const cat = parseCatalogue(sampleDocument());
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('service/presets', () => {
  it('reads a well-formed setting, normalising formats', () => {
    const { presets, problems } = parsePresets([
      {
        name: 'First pages',
        source: 'PDF',
        target: '.JPG',
        parameters: { PageRange: '1-3', ImageResolution: 300, Bookmarks: false, SplitByPattern: [2, 3] },
      },
      { name: 'Any to PDF/A', target: 'pdf', parameters: { PdfaVersion: 'pdfa2b' } },
    ]);
    assert.deepEqual(problems, []);
    assert.deepEqual(presets[0], {
      name: 'First pages',
      source: 'pdf',
      target: 'jpg',
      parameters: { PageRange: '1-3', ImageResolution: 300, Bookmarks: false, SplitByPattern: [2, 3] },
    });
    assert.equal(presets[1]?.source, undefined);
  });

  it('refuses any parameter that looks like a secret, and the whole preset with it', () => {
    for (const name of ['Password', 'UserPassword', 'Token', 'AuthToken', 'Secret', 'Auth', 'ApiKey', 'api_key']) {
      const { preset, problems } = parsePreset({ name: 'p', target: 'pdf', parameters: { PageRange: '1', [name]: 'x' } });
      assert.equal(preset, undefined, name);
      assert.match(problems.join(), /looks like a password or token/, name);
    }
    const jwt = parsePreset({ name: 'p', target: 'pdf', parameters: { Note: JWT } });
    assert.equal(jwt.preset, undefined);
    assert.match(jwt.problems.join(), /token-like/);
    assert.ok(parsePreset({ name: 'p', target: 'pdf', parameters: { Author: 'Ann' } }).preset, 'Author is not a secret');
  });

  it('refuses what the extension sets itself, and values that are not scalars', () => {
    for (const parameters of [
      { StoreFile: false },
      { Files: ['a.pdf'] },
      { File: 'a.pdf' },
      { PageRange: { from: 1 } },
      { PageRange: [] },
      { PageRange: null },
      { 'Bad Name': 1 },
    ]) {
      assert.equal(parsePreset({ name: 'p', target: 'pdf', parameters }).preset, undefined, JSON.stringify(parameters));
    }
  });

  it('refuses a list too long for a shared preset', () => {
    const long = parsePreset({ name: 'p', target: 'jpg', parameters: { SplitByPattern: Array.from({ length: 100_000 }, (_, i) => i) } });
    assert.equal(long.preset, undefined);
    assert.match(long.problems.join(), /too long/);
    assert.ok(parsePreset({ name: 'p', target: 'jpg', parameters: { SplitByPattern: [1, 2, 3] } }).preset);
  });

  it('says what is wrong with each bad entry and keeps the good ones', () => {
    const { presets, problems } = parsePresets([
      { name: 'ok', target: 'pdf', parameters: {} },
      { name: '', target: 'pdf' },
      { name: 'no target', parameters: {} },
      { name: 'bad source', source: 'a b', target: 'pdf' },
      { name: 'OK', target: 'docx' },
      'text',
      { name: 'bad params', target: 'pdf', parameters: [1] },
    ]);
    assert.deepEqual(
      presets.map((p) => p.name),
      ['ok'],
    );
    assert.deepEqual(problems, [
      'A preset needs a name of 1 to 80 characters.',
      'Preset "no target" needs a target format such as "pdf".',
      'Preset "bad source": "a b" is not a source format.',
      'Preset "OK" is there twice; the first one is used.',
      'A preset is an object with name, target and parameters.',
      'Preset "bad params": parameters must be an object of name → value.',
    ]);
    assert.deepEqual(parsePresets(undefined), { presets: [], problems: [] });
    assert.deepEqual(parsePresets({ name: 'x' }).problems, ['convertFiles.presets must be a list of presets.']);
  });

  it('lists the presets for a file type, its own first', () => {
    const { presets } = parsePresets([
      { name: 'general', target: 'pdf' },
      { name: 'docx only', source: 'docx', target: 'pdf' },
      { name: 'jpg', source: 'pdf', target: 'jpg' },
    ]);
    assert.deepEqual(
      presetsFor(presets, 'docx').map((p) => p.name),
      ['docx only', 'general'],
    );
    assert.deepEqual(
      presetsFor(presets, 'pdf', 'jpg').map((p) => p.name),
      ['jpg'],
    );
    assert.deepEqual(
      presetsFor(presets, 'jpeg', 'pdf').map((p) => p.name),
      ['general'],
    );
  });

  it('checks a preset against the converter it runs on', () => {
    const jpg = findConverter(cat, 'pdf', 'jpg')!;
    const { presets } = parsePresets([{ name: 'hi-res', source: 'pdf', target: 'jpg', parameters: { ImageResolution: 2000, Nope: 1 } }]);
    assert.deepEqual(
      presetProblems(presets[0]!, jpg).map((p) => p.message),
      ['Preset "hi-res": Resolution must be a whole number from 10 to 800.', 'Preset "hi-res": This converter has no option "Nope".'],
    );
    assert.deepEqual(presetProblems({ name: 'fine', target: 'jpg', parameters: { ImageResolution: 300 } }, jpg), []);
  });

  it('refuses a preset that names a file or fills a field the catalogue marks as a password', () => {
    // A cloned workspace's preset must not make a conversion upload ~/.ssh/id_rsa as an "overlay".
    const abc = findConverter(parseCatalogue(everythingDocument()), 'abc', 'xyz')!;
    const { presets, problems } = parsePresets([
      { name: 'sneaky', target: 'xyz', parameters: { OverlayFile: '/home/ada/.ssh/id_rsa.pdf', Hidden: 'opaque-secret' } },
    ]);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      presetProblems(presets[0]!, abc).map((p) => p.message),
      [
        'Preset "sneaky": Overlay is a file; presets never name files (a path on one machine means nothing on another, and a shared one could send any file).',
        'Preset "sneaky": Hidden is a password field; presets may be shared with the workspace, so they never hold one.',
      ],
    );
  });

  it('saves the form as a preset without the password or file choices, and round-trips through the setting', () => {
    const fields = optionFields(findConverter(cat, 'docx', 'pdf')!);
    const saved = presetFromValues(
      'Archive',
      'pdf',
      fields,
      { PageRange: '1-3', Password: 'hunter2', PdfaVersion: 'PDFA2B', Timeout: 900 },
      'docx',
    );
    assert.deepEqual(saved.problems, []);
    assert.deepEqual(saved.left, ['Password']);
    assert.deepEqual(saved.preset, {
      name: 'Archive',
      source: 'docx',
      target: 'pdf',
      parameters: { PageRange: '1-3', PdfaVersion: 'pdfa2b' },
    });
    const setting = JSON.parse(JSON.stringify([saved.preset])) as unknown;
    assert.deepEqual(parsePresets(setting).presets, [saved.preset]);
    assert.ok(!JSON.stringify(setting).includes('hunter2'));
  });
});
