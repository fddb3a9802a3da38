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
import { sampleDocument } from '../../support/fixtures/openapiDocument';

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

describe("rules: a Markdown PDF's parameters checked against the converter that prints it", () => {
  let root: string;
  // md/to/pdf and html/to/pdf as the service lists them, each with an option the other lacks.
  const document = sampleDocument() as { paths: Record<string, unknown> };
  const entry = (summary: string, extension: string, own: Record<string, unknown>) => ({
    summary,
    post: {
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['File'],
              properties: { File: { type: 'string', format: 'binary', 'x-ca-allowed-extensions': extension }, ...own },
            },
          },
        },
      },
    },
  });
  document.paths['/convert/md/to/pdf'] = entry('MD to PDF API', 'md', { Theme: { type: 'string', enum: ['light', 'dark'] } });
  document.paths['/convert/html/to/pdf'] = entry('HTML to PDF API', 'html', {
    CssMediaType: { type: 'string', enum: ['screen', 'print'] },
    MarginTop: { type: 'integer', minimum: 0, maximum: 500 },
  });
  const catalogue = parseCatalogue(document);

  async function problems(rule: Record<string, unknown>, renderer?: 'preview' | 'service'): Promise<string[]> {
    const { file } = parseRulesFile(JSON.stringify({ rules: [{ name: 'notes', files: '*.md', targets: ['pdf'], ...rule }] }));
    const plan = await planRules({ workspaceFolder: root, file: file!, now: new Date() });
    assert.deepEqual(plan.problems, []);
    return catalogueProblems(plan.items, catalogue, renderer);
  }

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'rules-markdown-catalogue-'));
    await writeFile(join(root, 'notes.md'), '# Notes\n');
  });
  after(() => rm(root, { recursive: true, force: true }));

  it("takes html/to/pdf's options (the page is printed there), not md/to/pdf's", async () => {
    assert.deepEqual(await problems({ parameters: { CssMediaType: 'print', MarginTop: 12 } }), []);
    const found = await problems({ parameters: { Theme: 'dark' } });
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0]!, /^rule "notes": .*Theme.*\(md → pdf printed by html\/to\/pdf\)$/);
    // The next step: md/to/pdf takes it, with the renderer "service" set in the rule.
    assert.match(
      found[0]!,
      /"Theme" is an option of md\/to\/pdf.*use html\/to\/pdf's options, or set the Markdown renderer "service" \("markdown": \{ "renderer": "service" \} in the rule\)/,
    );
    // Neither converter has it: no renderer to point to.
    const neither = await problems({ parameters: { Nonsense: 1 } });
    assert.equal(neither.length, 1, neither.join('\n'));
    assert.doesNotMatch(neither[0]!, /renderer/);
    const wrong = await problems({ parameters: { MarginTop: 5000 } });
    assert.equal(wrong.length, 1, wrong.join('\n'));
    assert.match(wrong[0]!, /MarginTop|Margin/);
  });

  it('takes md/to/pdf\'s with the rule\'s "markdown": { "renderer": "service" }, or the folder\'s setting', async () => {
    const service = { markdown: { renderer: 'service' } };
    assert.deepEqual(await problems({ ...service, parameters: { Theme: 'dark' } }), []);
    const found = await problems({ ...service, parameters: { CssMediaType: 'print' } });
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0]!, /CssMediaType.*\(md → pdf\)$/);
    assert.match(found[0]!, /"CssMediaType" is an option of html\/to\/pdf, but the Markdown renderer "service" \(the rule's "markdown"/);
    assert.deepEqual(await problems({ parameters: { Theme: 'dark' } }, 'service'), []);
    const bySetting = await problems({ parameters: { CssMediaType: 'print' } }, 'service');
    assert.equal(bySetting.length, 1);
    assert.match(
      bySetting[0]!,
      /the Markdown renderer "service" \(the setting convertFiles\.markdown\.renderer\) sends the file to md\/to\/pdf/,
    );
    // A book is always its page, printed by html/to/pdf: no renderer to point to.
    const book = await problems({ join: 'book.pdf', parameters: { Theme: 'dark' } }, 'service');
    assert.equal(book.length, 1, book.join('\n'));
    assert.match(book[0]!, /Theme.*\(md → pdf printed by html\/to\/pdf\)$/);
    assert.doesNotMatch(book[0]!, /renderer/);
    // The rule says more than the folder's setting.
    assert.deepEqual(await problems({ markdown: { renderer: 'preview' }, parameters: { CssMediaType: 'print' } }, 'service'), []);
  });
});
