// The rules file's JSON schema (schemas/convert-files.schema.json, what the editor checks the file
// against) beside the engine's own reader: the two must accept and refuse the same files.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'jsonc-parser';
import { parseRulesFile } from '../../../src/conversion/rules/ruleFile';

const schema = JSON.parse(readFileSync(join(__dirname, '../../../schemas/convert-files.schema.json'), 'utf8')) as object;
/** The schema's validator; its `errors` tell why the last file was refused. */
export const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

/** Whether the schema accepts the rules file `text` (JSON with comments and trailing commas, as the editor reads it). */
export function schemaAccepts(text: string): boolean {
  return validate(parse(text, [], { allowTrailingComma: true })) === true;
}

/** One test per file, [why, text], that the engine and the schema must both refuse. */
export function refusedLikeTheSchema(wrong: readonly (readonly [string, string])[]): void {
  for (const [why, text] of wrong) {
    it(`refuses ${why}, as the schema does`, () => {
      const { file, problems } = parseRulesFile(text);
      assert.equal(file, undefined);
      assert.ok(problems.length > 0);
      assert.equal(schemaAccepts(text), false, `the schema accepts ${why}`);
    });
  }
}
