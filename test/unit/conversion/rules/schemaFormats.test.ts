// The rules file's schema offers the catalogue's formats as examples, so the editor completes them
// in `targets` and in a chain's steps, and never as a closed list: a format the service adds later
// is accepted all the same.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { builtinCatalogue } from '../../../../src/service/catalogue/catalogue';
import { CONVERTERS } from '../../../emulator/converters';

const schema = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/convert-files.schema.json'), 'utf8')) as {
  definitions: { format: { examples?: string[]; enum?: unknown } };
};

describe('the rules file schema’s formats', () => {
  it('has every target of the built-in table and of the emulator’s catalogue as an example, and no enum', () => {
    const examples = new Set(schema.definitions.format.examples ?? []);
    const targets = new Set([...builtinCatalogue().converters.map((c) => c.target), ...CONVERTERS.map((c) => c.dst)]);
    assert.deepEqual(
      [...targets].filter((t) => !examples.has(t)),
      [],
    );
    assert.equal(schema.definitions.format.enum, undefined);
  });

  it('accepts a format that is not among the examples, in targets and in a chain', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const file = { rules: [{ files: 'a/*.x', targets: ['brandnewformat', ['pdf', { to: 'brandnewstep' }]] }] };
    assert.ok(validate(file), JSON.stringify(validate.errors));
  });
});
