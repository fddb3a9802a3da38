import { strict as assert } from 'node:assert';
import { Redactor, RequestError } from '../../../../src/service/errors';
import { errorFromBody } from '../../../../src/service/http/statusErrors';

const answer = (status: number) => ({ statusCode: status, headers: {} });

describe('InvalidParameters on a refused request', () => {
  it('carries the refused names and reasons on the error and in its message', () => {
    const body = JSON.stringify({
      Code: 4000,
      Message: 'Parameter validation error.',
      InvalidParameters: { PageRange: ['Out of bounds.'], Timeout: 'Too long.' },
    });
    const err = errorFromBody(answer(400), body, 'apiToken', new Redactor());
    assert.ok(err instanceof RequestError);
    assert.deepEqual(err.invalidParameters, { PageRange: ['Out of bounds.'], Timeout: ['Too long.'] });
    assert.match(err.message, /refused the parameters \(400\): PageRange: Out of bounds\.; Timeout: Too long/);
  });

  it('redacts secrets in the reasons and ignores a malformed member', () => {
    const redactor = new Redactor();
    redactor.add('s3cret-password-value');
    const err = errorFromBody(
      answer(400),
      JSON.stringify({ Code: 4000, InvalidParameters: { Password: ['s3cret-password-value is wrong'] } }),
      'apiToken',
      redactor,
    );
    assert.ok(!JSON.stringify(err.invalidParameters).includes('s3cret-password-value'));
    assert.equal(
      errorFromBody(answer(400), JSON.stringify({ Code: 4000, InvalidParameters: ['PageRange'] }), 'apiToken', redactor).invalidParameters,
      undefined,
    );
  });
});
