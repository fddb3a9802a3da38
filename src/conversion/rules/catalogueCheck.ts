// A rules plan checked against the service's catalogue, as the options form checks its values:
// each step must be a converter the service has, and its parameters must fit that converter.
// Only a catalogue read from the service knows options; the built-in one checks nothing.
import { findConverter, type Catalogue } from '../../service/catalogue';
import { presetProblems } from '../../service/catalogue/options';
import { inputFormatOf } from '../chains/steps';
import { optionsSourceFormat, otherRendererHint, type MarkdownRendererChoice } from '../markdown/options';
import type { PlanItem } from './plan';

/**
 * The problems of the plan's steps, each once, naming the rule; empty when all fit or nothing is
 * known. A Markdown PDF's first step is its page printed by html/to/pdf, so its parameters are
 * html/to/pdf's, unless the rule's `markdown.renderer` (else `renderer`, the folder's setting)
 * is `service`; a book is always a page.
 */
export function catalogueProblems(items: readonly PlanItem[], catalogue: Catalogue, renderer?: MarkdownRendererChoice): string[] {
  if (catalogue.origin !== 'service') {
    return [];
  }
  const problems = new Set<string>();
  for (const item of items) {
    const chosen = item.book ? 'preview' : (item.rule.markdown?.renderer ?? renderer);
    item.target.target.forEach((step, index) => {
      const from = inputFormatOf(item.sourceFormat, item.target.target, index);
      const checked = index === 0 ? optionsSourceFormat(from, step.to, chosen) : from;
      // What is sent: the page of a Markdown PDF goes to html/to/pdf, whether or not md/to/pdf exists.
      const converter = findConverter(catalogue, checked, step.to);
      if (!converter) {
        problems.add(`rule "${item.rule.name}": the service has no conversion from ${checked} to ${step.to} (for ${item.source})`);
        return;
      }
      if (step.parameters && Object.keys(step.parameters).length > 0) {
        const printed = checked !== from ? ` printed by ${checked}/to/${step.to}` : '';
        for (const found of presetProblems({ name: item.rule.name, target: step.to, parameters: step.parameters }, converter)) {
          const hint =
            found.messageCode === 'option.unknown' && !item.book
              ? otherRendererHint(
                  { name: String(found.messageData?.name), from, to: step.to, checked },
                  catalogue,
                  printed ? '"markdown": { "renderer": "service" } in the rule' : serviceSetBy(item, renderer),
                )
              : undefined;
          problems.add(
            `${found.message.replace(/^Preset "([^"]*)"/, 'rule "$1"')}${hint ? ` ${hint}` : ''} (${from} → ${step.to}${printed})`,
          );
        }
      }
    });
  }
  return [...problems];
}

/** Where the renderer "service" of an item comes from: its rule, else the folder's setting. */
function serviceSetBy(item: PlanItem, renderer: MarkdownRendererChoice | undefined): string {
  return item.rule.markdown?.renderer === 'service' || renderer !== 'service'
    ? 'the rule\'s "markdown": { "renderer": "service" }'
    : 'the setting convertFiles.markdown.renderer';
}
