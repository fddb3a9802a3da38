import { strict as assert } from 'node:assert';
import { refusedOption } from '../../../src/commands/optionsRefusal';
import type { OptionField } from '../../../src/service/catalogue/options/options';
import { Redactor } from '../../../src/service/errors';
import { errorFromBody } from '../../../src/service/http/statusErrors';

const fields = [
  { name: 'PageRange', label: 'Page Range', group: 'General', featured: true, required: false, kind: 'string' },
] as unknown as OptionField[];
const failed = (status: number, body: object) =>
  errorFromBody({ statusCode: status, headers: {} }, JSON.stringify(body), 'apiToken', new Redactor());

describe('the option a failed conversion refused', () => {
  it('is found by InvalidParameters, and by a whole word in a 5001 message (a page range past the last page)', () => {
    assert.deepEqual(refusedOption(failed(400, { Code: 4000, InvalidParameters: { pagerange: ['Out of bounds.'] } }), fields), {
      name: 'PageRange',
      reasons: ['Out of bounds.'],
    });
    assert.deepEqual(refusedOption(failed(500, { Code: 5001, Message: 'PageRange 5 selects no page of short.pdf (2 pages)' }), fields), {
      name: 'PageRange',
      reasons: ['PageRange 5 selects no page of short.pdf (2 pages)'],
    });
    assert.equal(refusedOption(failed(500, { Code: 5001, Message: 'PageRanges is not a word here' }), fields), undefined);
  });

  it('gives reasons with no [text](command:…) a notification would make clickable: the service echoes the file name', () => {
    const name = '[Open](command:workbench.action.terminal.new).pdf';
    const echoed = refusedOption(failed(500, { Code: 5001, Message: `PageRange 5 selects no page of ${name} (2 pages)` }), fields);
    const listed = refusedOption(failed(400, { Code: 4000, InvalidParameters: { PageRange: [`${name} has 2 pages`] } }), fields);
    for (const reason of [...(echoed?.reasons ?? ['none']), ...(listed?.reasons ?? ['none'])]) {
      assert.doesNotMatch(reason, /\[[^\]]*\]\(/, reason);
      assert.match(reason, /\(Open\)\(command:workbench\.action\.terminal\.new\)\.pdf/);
    }
  });
});
