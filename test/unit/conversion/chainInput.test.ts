// What the agent's convert tool may ask for instead of one target: a saved pipeline by name, or
// steps as the rules file writes them; every mistake an Error the model can act on.
import { strict as assert } from 'node:assert';
import { chainRequest } from '../../../src/conversion/chains/chainInput';
import type { ResolvedPipeline } from '../../../src/conversion/chains/pipelines';
import type { Preset } from '../../../src/service/catalogue/options';

const PIPELINES: ResolvedPipeline[] = [
  { name: 'Web PDF', steps: [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }], keepIntermediates: true },
];
const PRESETS: Preset[] = [{ name: 'draft', target: 'watermark', parameters: { Text: 'DRAFT' } }];

describe('agent tool: a pipeline or steps instead of one target', () => {
  it('nothing asked: a plain target', () => {
    assert.equal(chainRequest({ targetFormat: 'pdf' }, PIPELINES, PRESETS), undefined);
  });

  it('a saved pipeline by name, ignoring case', () => {
    assert.deepEqual(chainRequest({ pipeline: 'web pdf' }, PIPELINES, PRESETS), {
      steps: PIPELINES[0].steps,
      keepIntermediates: true,
      pipeline: 'Web PDF',
    });
  });

  it('steps as the rules file writes them, presets resolved from the setting', () => {
    assert.deepEqual(
      chainRequest({ steps: ['PDF', { to: 'watermark', preset: 'Draft' }], targetFormat: 'watermark' }, PIPELINES, PRESETS),
      {
        steps: [{ to: 'pdf' }, { to: 'watermark', parameters: { Text: 'DRAFT' } }],
        keepIntermediates: false,
      },
    );
  });

  it('names what is wrong: an unknown pipeline (with the saved ones), bad steps, both, a target that is not the last step', () => {
    assert.throws(
      () => chainRequest({ pipeline: 'print' }, PIPELINES, PRESETS),
      /^Error: No pipeline "print". Saved pipelines \(setting convertFiles.pipelines\): "Web PDF"\.$/,
    );
    assert.throws(() => chainRequest({ pipeline: 'print' }, [], PRESETS), /No pipelines are saved/);
    assert.throws(() => chainRequest({ steps: [] }, PIPELINES, PRESETS), /^Error: "steps": a pipeline has 1 to 10 steps\.$/);
    assert.throws(() => chainRequest({ steps: ['pdf', 'p/df'] }, PIPELINES, PRESETS), /"steps": step 2: "p\/df" is not a format/);
    assert.throws(
      () => chainRequest({ steps: [{ to: 'pdf', parameters: { Password: 'x' } }] }, PIPELINES, PRESETS),
      /Password looks like a password/,
    );
    assert.throws(
      () => chainRequest({ steps: [{ to: 'watermark', preset: 'nope' }] }, PIPELINES, PRESETS),
      /no preset "nope" for watermark/,
    );
    // A preset of that name made for another format is not this step's.
    assert.throws(
      () => chainRequest({ steps: ['pdf', { to: 'compress', preset: 'draft' }] }, PIPELINES, PRESETS),
      /^Error: "steps": step 2: no preset "draft" for compress in convertFiles\.presets\.$/,
    );
    assert.throws(() => chainRequest({ steps: ['pdf'], pipeline: 'Web PDF' }, PIPELINES, PRESETS), /not both/);
    assert.throws(
      () => chainRequest({ pipeline: 'Web PDF', targetFormat: 'pdf' }, PIPELINES, PRESETS),
      /is not what the last step makes \(compress\)/,
    );
  });
});
