// A rules file's steps checked against the service's catalogue, as the options form checks: a
// conversion the service lacks and a value out of range are named with their rule.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueProblems } from '../../../../src/conversion/rules/catalogueCheck';
import { planRules } from '../../../../src/conversion/rules/plan';
import { parseRulesFile } from '../../../../src/conversion/rules/ruleFile';
import { builtinCatalogue } from '../../../../src/service/catalogue/catalogue';
import { parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { sampleDocument } from '../../service/fixtures/openapiDocument';

describe('rules: checked against the catalogue', () => {
  let root: string;
  const catalogue = parseCatalogue(sampleDocument());

  async function problems(rules: unknown, against = catalogue): Promise<string[]> {
    const { file } = parseRulesFile(JSON.stringify({ rules }));
    const plan = await planRules({ workspaceFolder: root, file: file!, now: new Date() });
    assert.deepEqual(plan.problems, []);
    return catalogueProblems(plan.items, against);
  }

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'rules-catalogue-'));
    await mkdir(join(root, 'slides'));
    await writeFile(join(root, 'slides', 's.pdf'), '%PDF-1.4');
    await writeFile(join(root, 'report.docx'), 'PK');
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('accepts values the converter takes', async () => {
    assert.deepEqual(
      await problems([{ name: 'thumbs', files: 'slides/*.pdf', targets: ['jpg'], parameters: { ImageResolution: 150 } }]),
      [],
    );
  });

  it('names a value out of range, with its rule and conversion', async () => {
    const found = await problems([{ name: 'thumbs', files: 'slides/*.pdf', targets: ['jpg'], parameters: { ImageResolution: 5000 } }]);
    assert.equal(found.length, 1);
    assert.match(found[0], /^rule "thumbs": .*\(pdf → jpg\)$/);
  });

  it('names a conversion the service does not have, also inside a chain', async () => {
    assert.deepEqual(await problems([{ name: 'odd', files: 'report.docx', targets: [['pdf', 'xyz']] }]), [
      'rule "odd": the service has no conversion from pdf to xyz (for report.docx)',
    ]);
  });

  it('checks nothing against the built-in catalogue, which knows no options', async () => {
    assert.deepEqual(
      await problems([{ files: 'slides/*.pdf', targets: ['jpg'], parameters: { ImageResolution: 5000 } }], builtinCatalogue()),
      [],
    );
  });
});
