// Option and preset problems a person sees (the options form, a preset's check, a preset saved)
// carry a message code: worded in English as their message, in German with every placeholder filled.
import { strict as assert } from 'node:assert';
import { findConverter } from '../../../src/service/catalogue';
import {
  buildParameters,
  optionFields,
  parseOptionInput,
  type OptionField,
  presetFromValues,
  presetProblems,
} from '../../../src/service/catalogue/options';
import { parseCatalogue } from '../../../src/service/catalogue/openApi/openApiCatalogue';
import type { Problem } from '../../../src/service/errors';
import { SERVICE_WORDINGS, wordServiceError } from '../../../src/messages/serviceWording';
import { everythingDocument } from '../support/fixtures/openapiDocument';
import { german, localiser } from '../support/localiser';

describe('option and preset problems a person sees carry a message code', () => {
  it('from the real form and preset checks, each worded as its English message, with the preset named first', () => {
    const base: OptionField = {
      name: 'Scale',
      label: 'Scale',
      group: 'g',
      featured: false,
      required: false,
      kind: 'number',
      secret: false,
    };
    const problems: { what: string; found: Problem | undefined }[] = [];
    const typed = (what: string, field: OptionField, text: string): void => {
      const parsed = parseOptionInput(field, text);
      problems.push({ what, found: parsed.ok ? undefined : parsed });
    };
    for (const kind of ['integer', 'number'] as const) {
      for (const [range, bounds] of [
        ['none', {}],
        ['range', { minimum: 1, maximum: 5 }],
        ['min', { minimum: 1 }],
        ['max', { maximum: 5 }],
      ] as const) {
        typed(`${kind} ${range}`, { ...base, kind, ...bounds }, '1,5');
        typed(`${kind} ${range} list item`, { ...base, kind: 'list', itemKind: kind, ...bounds }, '2, x');
      }
    }
    typed('required', { ...base, required: true }, ' ');
    typed('toggle', { ...base, kind: 'toggle' }, 'maybe');
    typed('choice', { ...base, kind: 'pick', choices: ['a', 'b'] }, 'c');
    typed('list choice', { ...base, kind: 'list', choices: ['a', 'b'] }, 'a, c');
    typed('file type', { ...base, kind: 'file', allowedExtensions: ['pdf'] }, '/tmp/notes.txt');
    typed('form', { ...base, kind: 'text', pattern: /^\d+$/ }, 'abc');
    typed('form with example', { ...base, kind: 'text', pattern: /^\d+$/, default: '1' }, 'abc');
    // A converter with a file, a password field and a whole number from -5 to 5 (IntParam).
    const abc = findConverter(parseCatalogue(everythingDocument()), 'abc', 'xyz');
    assert.ok(abc);
    const fields = optionFields(abc);
    for (const found of buildParameters(fields, { Nope: 1 }).problems) {
      problems.push({ what: 'built', found });
    }
    for (const found of presetProblems(
      { name: 'hi-res', target: 'xyz', parameters: { OverlayFile: 'a.pdf', Hidden: 'x', IntParam: 9 } },
      abc,
    )) {
      problems.push({ what: 'preset', found });
    }
    const saved = presetFromValues('x'.repeat(200), 'xyz', fields, { IntParam: 2 });
    for (const found of saved.problems) {
      problems.push({ what: 'saved preset', found });
    }

    const english = localiser({});
    const seen = new Set<string>();
    for (const { what, found } of problems) {
      assert.ok(found, `${what}: accepted`);
      assert.ok(found.messageCode, `${what}: "${found.message}" reaches the person without a message code`);
      seen.add(found.messageCode);
      assert.equal(wordServiceError(english, found), found.message, `${what}: the English wording is not the message`);
      const de = wordServiceError(localiser(german), found) ?? '';
      assert.ok(!/\{\w+\}|undefined/.test(de) && de !== found.message, `${what}: "${de}"`);
    }
    const missing = Object.keys(SERVICE_WORDINGS).filter((code) => /^(option|preset)\./.test(code) && !seen.has(code));
    assert.deepEqual(missing, [], 'codes no problem above produced');
  });
});
