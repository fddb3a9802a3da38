// A rule's targets as the engine runs them: each a chain of steps with every preset resolved to
// its parameters, and a hash of that definition for the up-to-date record.
import { createHash } from 'node:crypto';
import type { ParameterMap } from '../../service/catalogue';
import type { Step, Target } from '../chains';
import type { ResolvedPipeline } from '../chains/pipelines';
import type { Rule, RulesFile, StepSpec } from './ruleFile';

/** Finds a preset that is not in the rules file (the editor looks in convertFiles.presets); undefined: none. */
export type PresetLookup = (name: string, targetFormat: string) => ParameterMap | undefined;

/**
 * Pipelines that are not in the rules file (the editor's convertFiles.pipelines, presets already
 * resolved). The file's own `pipelines` take precedence; the command line has no such lookup.
 */
export interface PipelineLookup {
  find(name: string): ResolvedPipeline | undefined;
  /** The names, for the message that names an unknown one. */
  names(): readonly string[];
}

/** One target of one rule, ready to run. */
export interface ResolvedTarget {
  readonly target: Target;
  /** The target's format: the last step's `to` (`${target}`); a chain's result file type may differ (chainResultFormat). */
  readonly format: string;
  /** The preset named for the result's step, for `${preset}`. */
  readonly preset?: string;
  /** Hash of the steps, their parameters and preset values: a change converts again. */
  readonly definitionHash: string;
  /** A pipeline's target: its name, and whether its intermediate results are saved beside the result. */
  readonly pipeline?: string;
  readonly keepIntermediates?: boolean;
}

/** JSON with sorted keys, so that the same definition always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The rule's targets, resolved; throws an Error naming the preset that is nowhere to be found. */
export function resolveTargets(rule: Rule, file: RulesFile, lookup?: PresetLookup, pipelines?: PipelineLookup): ResolvedTarget[] {
  const presetValues = (name: string, format: string): ParameterMap => {
    const found = Object.prototype.hasOwnProperty.call(file.presets, name) ? file.presets[name] : lookup?.(name, format);
    if (!found) {
      throw new Error(
        `rule "${rule.name}": preset "${name}" is not defined in "presets" of the rules file${lookup ? ' nor in convertFiles.presets' : ''}`,
      );
    }
    return found;
  };
  const step = (spec: StepSpec): Step => ({
    to: spec.to,
    parameters: spec.preset !== undefined ? presetValues(spec.preset, spec.to) : spec.parameters,
  });
  return rule.targets.map((spec) => {
    const pipeline = spec.kind === 'pipeline' ? findPipeline(rule, file, spec.name, pipelines) : undefined;
    const steps: Step[] =
      spec.kind === 'format'
        ? [step({ to: spec.to, preset: rule.preset, parameters: rule.parameters })]
        : spec.kind === 'chain'
          ? spec.steps.map(step)
          : pipeline!.own
            ? pipeline!.own.steps.map(step)
            : [...pipeline!.resolved!.steps];
    const target: Target = steps;
    const written = spec.kind === 'chain' ? spec.steps : pipeline?.own?.steps;
    const last = spec.kind === 'format' ? rule.preset : written?.[written.length - 1].preset;
    const keepIntermediates = steps.length > 1 && (pipeline?.own ?? pipeline?.resolved)?.keepIntermediates === true;
    const definition = target.map((s) => ({
      to: s.to,
      parameters: s.parameters && Object.keys(s.parameters).length > 0 ? s.parameters : undefined,
    }));
    // Keeping the intermediates is part of the definition (they must be written); the hash of every other target stays as it was.
    const hashed = keepIntermediates ? { steps: definition, keepIntermediates } : definition;
    return {
      target,
      format: target[target.length - 1].to,
      preset: last,
      definitionHash: sha256(canonical(hashed)),
      ...(spec.kind === 'pipeline' ? { pipeline: spec.name } : {}),
      ...(keepIntermediates ? { keepIntermediates } : {}),
    };
  });
}

/** A pipeline named by a rule: the file's own first, then the lookup's; an Error naming the rule and the known names. */
function findPipeline(
  rule: Rule,
  file: RulesFile,
  name: string,
  lookup: PipelineLookup | undefined,
): { own?: RulesFile['pipelines'][string]; resolved?: ResolvedPipeline } {
  if (Object.prototype.hasOwnProperty.call(file.pipelines, name)) {
    return { own: file.pipelines[name] };
  }
  const resolved = lookup?.find(name);
  if (resolved) {
    return { resolved };
  }
  const known = [...new Set([...Object.keys(file.pipelines), ...(lookup?.names() ?? [])])];
  throw new Error(
    `rule "${rule.name}": pipeline "${name}" is not defined in "pipelines" of the rules file${lookup ? ' nor in convertFiles.pipelines' : ''}` +
      ` (${known.length > 0 ? `known: ${known.map((n) => `"${n}"`).join(', ')}` : 'none is defined'})`,
  );
}
