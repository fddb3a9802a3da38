// A rule asked for by name that selects nothing (issue 44): the line says which rules there are.
import { strict as assert } from 'node:assert';
import { unknownRule, unknownRuleLine } from '../../../../src/conversion/rules';

const rules = (...names: string[]) => names.map((name) => ({ name }));

describe('an unknown rule name', () => {
  it('lists the rules there are, suggests one spelled in other case, and tells an empty rule apart', () => {
    assert.equal(
      unknownRuleLine(unknownRule('pdfs', rules('docs', 'notes'))),
      'no rule named "pdfs"; the rules are "docs", "notes" (names are case-sensitive)',
    );
    assert.equal(
      unknownRuleLine(unknownRule('DOCS', rules('docs', 'notes'))),
      'no rule named "DOCS"; did you mean "docs"? (names are case-sensitive)',
    );
    assert.equal(unknownRuleLine(unknownRule('docs', rules('docs'))), 'rule "docs" gives nothing to convert: no file matches its "files"');
  });

  it('names a dozen rules at most, once each (several folders may share a name)', () => {
    const many = rules(...Array.from({ length: 15 }, (_, i) => `r${i + 1}`), 'r1');
    const line = unknownRuleLine(unknownRule('x', many));
    assert.match(line, /"r12", …/);
    assert.doesNotMatch(line, /"r13"/);
    assert.equal(line.match(/"r1"/g)?.length, 1);
  });
});
