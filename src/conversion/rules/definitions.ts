// A rule's targets as the engine runs them: each a chain of steps with every preset resolved to
// its parameters, and a hash of that definition for the up-to-date record.
import { createHash } from 'node:crypto';
import type { ParameterMap } from '../../service/catalogue';
import type { Step, Target } from '../chains';
import type { Rule, RulesFile, StepSpec } from './ruleFile';

/** Finds a preset that is not in the rules file (the editor looks in convertFiles.presets); undefined: none. */
export type PresetLookup = (name: string, targetFormat: string) => ParameterMap | undefined;

/** One target of one rule, ready to run. */
export interface ResolvedTarget {
  readonly target: Target;
  /** The target's format: the last step's `to` (`${target}`); a chain's result file type may differ (chainResultFormat). */
  readonly format: string;
  /** The preset named for the result's step, for `${preset}`. */
  readonly preset?: string;
  /** Hash of the steps, their parameters and preset values: a change converts again. */
  readonly definitionHash: string;
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
export function resolveTargets(rule: Rule, file: RulesFile, lookup?: PresetLookup): ResolvedTarget[] {
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
    const steps: Step[] =
      spec.kind === 'format' ? [step({ to: spec.to, preset: rule.preset, parameters: rule.parameters })] : spec.steps.map(step);
    const target: Target = steps;
    const last = spec.kind === 'format' ? rule.preset : spec.steps[spec.steps.length - 1].preset;
    const definition = target.map((s) => ({
      to: s.to,
      parameters: s.parameters && Object.keys(s.parameters).length > 0 ? s.parameters : undefined,
    }));
    return { target, format: target[target.length - 1].to, preset: last, definitionHash: sha256(canonical(definition)) };
  });
}
