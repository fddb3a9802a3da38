// Pipelines by name: the one reader of `convertFiles.pipelines` and of a rules file's `pipelines`.
import { strict as assert } from 'node:assert';
import { parsePipelines, pipelineValue, resolvePipelines } from '../../../src/conversion/chains/pipelines';
import type { Preset } from '../../../src/service/catalogue/options';
import { chainLabel, chainResultFormat, jobCost, stepsOf } from '../../../src/conversion/chains';

describe('pipelines by name', () => {
  it('reads steps written as formats or as objects, with keepIntermediates', () => {
    const { pipelines, problems } = parsePipelines({
      'web pdf': { steps: ['PDF', { to: 'compress', parameters: { Preset: 'web' } }], keepIntermediates: true },
      stamped: { steps: [{ to: 'pdf' }, { to: 'watermark', preset: 'Draft stamp' }] },
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(pipelines, [
      { name: 'web pdf', steps: [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }], keepIntermediates: true },
      { name: 'stamped', steps: [{ to: 'pdf' }, { to: 'watermark', preset: 'Draft stamp' }], keepIntermediates: false },
    ]);
  });

  it('leaves out a broken pipeline and names it and its step', () => {
    const { pipelines, problems } = parsePipelines({
      good: { steps: ['pdf'] },
      empty: { steps: [] },
      notAFormat: { steps: ['pdf', 'p/df'] },
      both: { steps: [{ to: 'pdf', preset: 'x', parameters: {} }] },
      secret: { steps: [{ to: 'pdf', parameters: { Password: 'x' } }] },
      flag: { steps: ['pdf'], keepIntermediates: 'yes' },
      bare: ['pdf'],
    });
    assert.deepEqual(
      pipelines.map((p) => p.name),
      ['good'],
    );
    assert.equal(problems.length, 6);
    assert.match(problems[1]!, /^Pipeline "notAFormat": step 2: "p\/df" is not a format/);
    assert.match(problems[3]!, /Pipeline "secret": step 1: Password looks like a password/);
    assert.deepEqual(parsePipelines(['pdf']).problems.length, 1);
    assert.deepEqual(parsePipelines(undefined), { pipelines: [], problems: [], leftOut: new Map() });
  });

  it('a chain costs one conversion per step and ends in the format its steps make', () => {
    const steps = [{ to: 'pdf' }, { to: 'compress' }, { to: 'watermark' }];
    assert.equal(jobCost({ steps }), 3);
    assert.equal(jobCost({}), 1);
    assert.equal(jobCost({ prepareInputs: { count: 2 } }), 3);
    assert.equal(chainResultFormat('docx', steps), 'pdf');
    assert.equal(chainResultFormat('pdf', [{ to: 'jpg' }]), 'jpg');
    assert.equal(chainLabel('docx', steps), 'docx → pdf → compress → watermark');
    assert.deepEqual(stepsOf({ targetFormat: 'pdf', parameters: { A: 1 } }), [{ to: 'pdf', parameters: { A: 1 } }]);
  });
});

describe('pipelines with their presets resolved (the editor reads convertFiles.pipelines so)', () => {
  const PRESETS: Preset[] = [
    { name: 'Small', target: 'compress', parameters: { Preset: 'web' } },
    { name: 'draft', target: 'pdf', parameters: { PageRange: '1' } },
  ];

  it('a step gets the parameters of the preset of its name (ignoring case) made for its format', () => {
    const { pipelines, problems } = resolvePipelines(
      { web: { steps: ['pdf', { to: 'compress', preset: 'small' }], keepIntermediates: true } },
      PRESETS,
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(pipelines, [
      { name: 'web', steps: [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }], keepIntermediates: true },
    ]);
  });

  it('a preset made for another format is not used: the pipeline is left out and named, as one whose preset is not there', () => {
    const { pipelines, problems, leftOut } = resolvePipelines(
      {
        other: { steps: ['pdf', { to: 'compress', preset: 'draft' }] },
        missing: { steps: [{ to: 'pdf', preset: 'nope' }] },
        good: { steps: [{ to: 'pdf', preset: 'Draft' }] },
        broken: { steps: [] },
      },
      PRESETS,
    );
    assert.deepEqual(
      pipelines.map((p) => p.name),
      ['good'],
    );
    assert.deepEqual(problems, [
      'Pipeline "broken": a pipeline has 1 to 10 steps.',
      'Pipeline "other": step 2: no preset "draft" for compress in convertFiles.presets.',
      'Pipeline "missing": step 1: no preset "nope" for pdf in convertFiles.presets.',
    ]);
    // Each one left out by its name, with its problem (the MCP server says why a named one is missing).
    assert.deepEqual(
      [...leftOut],
      [
        ['broken', problems[0]],
        ['other', problems[1]],
        ['missing', problems[2]],
      ],
    );
  });
});

describe('pipelines saved by the builder', () => {
  it('are written as the setting writes them and read back the same', () => {
    const steps = [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }];
    const value = pipelineValue(steps, true);
    assert.deepEqual(value, { steps: ['pdf', { to: 'compress', parameters: { Preset: 'web' } }], keepIntermediates: true });
    assert.deepEqual(parsePipelines({ web: value }).pipelines, [{ name: 'web', steps, keepIntermediates: true }]);
    // One step keeps nothing in between.
    assert.deepEqual(pipelineValue([{ to: 'pdf', parameters: {} }], true), { steps: ['pdf'] });
  });
});
