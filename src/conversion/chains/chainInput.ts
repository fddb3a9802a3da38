// What a caller that is no person (the agent's convert tool) may ask for instead of one target:
// a saved pipeline by name, or steps written as a rules file writes them. Read as the setting is
// (resolvePipelines: the same checks, presets resolved from the same list by the same rule). Pure:
// each mistake is an Error whose message the model can act on.
import { normalizeFormat } from '../../service/catalogue';
import { type Preset } from '../../service/catalogue/options';
import { resolvePipelines, type ResolvedPipeline } from './pipelines';
import type { Step } from './steps';

/** The chain asked for: its steps (presets resolved), whether to keep the intermediates, and its name when it is a pipeline. */
export interface ChainRequest {
  readonly steps: readonly Step[];
  readonly keepIntermediates: boolean;
  readonly pipeline?: string;
}

/**
 * Reads `{ pipeline?, steps?, targetFormat? }`: undefined when neither pipeline nor steps is
 * given (a plain target). A `targetFormat` given beside them must be the last step's.
 */
export function chainRequest(
  input: { readonly pipeline?: unknown; readonly steps?: unknown; readonly targetFormat?: unknown },
  pipelines: readonly ResolvedPipeline[],
  presets: readonly Preset[],
): ChainRequest | undefined {
  if (input.pipeline !== undefined && input.steps !== undefined) {
    throw new Error('Give "pipeline" or "steps", not both.');
  }
  let found: ChainRequest | undefined;
  if (input.pipeline !== undefined) {
    const name = typeof input.pipeline === 'string' ? input.pipeline.trim() : '';
    const pipeline = pipelines.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!pipeline) {
      throw new Error(
        pipelines.length > 0
          ? `No pipeline "${String(input.pipeline)}". Saved pipelines (setting convertFiles.pipelines): ${pipelines.map((p) => `"${p.name}"`).join(', ')}.`
          : 'No pipelines are saved (setting convertFiles.pipelines); give "steps" instead, or leave "pipeline" out.',
      );
    }
    found = { steps: pipeline.steps, keepIntermediates: pipeline.keepIntermediates, pipeline: pipeline.name };
  } else if (input.steps !== undefined) {
    const { pipelines: read, problems } = resolvePipelines({ steps: { steps: input.steps } }, presets);
    if (problems.length > 0 || !read[0]) {
      throw new Error(`"steps": ${problems.map((p) => p.replace(/^Pipeline "steps": /, '')).join(' ')}`);
    }
    found = { steps: read[0].steps, keepIntermediates: false };
  }
  if (found && typeof input.targetFormat === 'string' && normalizeFormat(input.targetFormat) !== found.steps[found.steps.length - 1]!.to) {
    throw new Error(
      `"targetFormat" (${input.targetFormat}) is not what the last step makes (${found.steps[found.steps.length - 1]!.to}); leave targetFormat out.`,
    );
  }
  return found;
}
