// A rules plan checked against the service's catalogue, as the options form checks its values:
// each step must be a converter the service has, and its parameters must fit that converter.
// Only a catalogue read from the service knows options; the built-in one checks nothing.
import { findConverter, type Catalogue } from '../../service/catalogue';
import { presetProblems } from '../../service/catalogue/options';
import { inputFormatOf } from '../chains/steps';
import type { PlanItem } from './plan';

/** The problems of the plan's steps, each once, naming the rule; empty when all fit or nothing is known. */
export function catalogueProblems(items: readonly PlanItem[], catalogue: Catalogue): string[] {
  if (catalogue.origin !== 'service') {
    return [];
  }
  const problems = new Set<string>();
  for (const item of items) {
    item.target.target.forEach((step, index) => {
      const from = inputFormatOf(item.sourceFormat, item.target.target, index);
      const converter = findConverter(catalogue, from, step.to);
      if (!converter) {
        problems.add(`rule "${item.rule.name}": the service has no conversion from ${from} to ${step.to} (for ${item.source})`);
        return;
      }
      if (step.parameters && Object.keys(step.parameters).length > 0) {
        for (const found of presetProblems({ name: item.rule.name, target: step.to, parameters: step.parameters }, converter)) {
          problems.add(`${found.message.replace(/^Preset "([^"]*)"/, 'rule "$1"')} (${from} → ${step.to})`);
        }
      }
    });
  }
  return [...problems];
}
