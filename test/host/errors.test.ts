// The one-line messages and next steps the command wrapper shows for each kind of error: every
// branch of describeError, in the words a person reads.
import { strict as assert } from 'node:assert';
import { describeError } from '../../src/messages/errors';
import {
  AuthError,
  BadResponseError,
  CancelledError,
  ConfigError,
  NetworkError,
  NotFoundError,
  QuotaError,
  Redactor,
  ServiceError,
  type CredentialKind,
} from '../../src/service/errors';
import { errorFromBody } from '../../src/service/http/statusErrors';

const buttons = (err: unknown) => describeError(err).actions.map((a) => a.title);
/** The error the service layer makes of a refusal, with its code and data. */
const refusal = (status: number, body: object, credential: CredentialKind) =>
  errorFromBody({ statusCode: status, headers: {} }, JSON.stringify(body), credential, new Redactor());

describe('error messages', () => {
  it('say how long to wait when a busy service said so', () => {
    const busy = new ServiceError('The service is busy (503) and asked us to slow down; try again in a moment.', {
      status: 503,
      serverMessage: 'Throttled.',
      retryAfterSeconds: 30,
    });
    assert.equal(describeError(busy).text, 'The service is busy (503); try again in 30 s. The service said: "Throttled."');
    assert.deepEqual(
      describeError(busy).actions.map((a) => a.title),
      ['Show Log'],
    );
  });

  it('add the wait to other failures that name one', () => {
    const failed = new ServiceError('The service failed (500).', { status: 500, retryAfterSeconds: 120 });
    assert.equal(describeError(failed).text, 'The service failed (500). Try again in 120 s.');
  });

  it("keep the service layer's message when no wait was named", () => {
    const busy = new ServiceError('The service is busy (503) and asked us to slow down; try again in a moment.', { status: 503 });
    assert.equal(describeError(busy).text, busy.message);
  });

  it('a refused Master Token: one wording, Set Master Token first', () => {
    const message = describeError(new AuthError('x', 'masterToken', { status: 401 }));
    assert.equal(message.text, 'The Master Token is no longer valid (it may have been refreshed in the dashboard). Set the new one.');
    assert.deepEqual(buttons(new AuthError('x', 'masterToken')), ['Set Master Token', 'Open Dashboard', 'Show Log']);
  });

  it('a refused JWT names which one and points at the signing key', () => {
    assert.equal(
      describeError(refusal(401, { Code: 4010, Message: 'Token expired.' }, 'selfSignedJwt')).text,
      'The self-signed JWT was refused (401). The service said: "Token expired." It may have expired, or its Kid, secret or client IP is wrong. Check the JWT signing key.',
    );
    assert.match(
      describeError(refusal(401, {}, 'serviceJwt')).text,
      /^The JWT from the token endpoint was refused \(401\)\. It may have expired/,
    );
    assert.deepEqual(buttons(new AuthError('x', 'serviceJwt')), ['Set JWT Signing Key', 'Set API Token', 'Show Log']);
  });

  it('a refused API Token offers to set or switch one', () => {
    assert.equal(
      describeError(refusal(401, {}, 'apiToken')).text,
      'The API Token was refused (401). Set a valid API Token, or switch to another saved one.',
    );
    assert.deepEqual(buttons(new AuthError('x', 'apiToken')), ['Set API Token', 'Switch API Token', 'Show Log']);
  });

  it('an inactive account (401, 4015) sends to the dashboard, not to set another token', () => {
    const inactive = refusal(401, { Code: 4015 }, 'apiToken');
    assert.equal(
      describeError(inactive).text,
      'The account is inactive (401, code 4015): the service recognised the API Token, but the account cannot convert. Check the account in the dashboard.',
    );
    assert.deepEqual(buttons(inactive), ['Open Dashboard', 'Show Log']);
    // 4017's meaning is not published: the service's own words are what the person reads.
    const other = refusal(401, { Code: 4017, Message: 'Said by the service.' }, 'apiToken');
    assert.equal(describeError(other).text, 'The service refused the request (401, code 4017). The service said: "Said by the service."');
    assert.deepEqual(buttons(other), ['Open Dashboard', 'Show Log']);
  });

  it("a 403 page that is not the service's names the status and offers the proxy setting, not a plan", () => {
    const page = errorFromBody(
      { statusCode: 403, headers: { 'content-type': 'text/html' }, requestUrl: new URL('https://v2.convertapi.com/convert/a/to/b') },
      '<html>Blocked</html>',
      'apiToken',
      new Redactor(),
    );
    const message = describeError(page);
    assert.match(
      message.text,
      /^v2\.convertapi\.com answered 403 with a page that is not the service's \("Blocked"\): a proxy or firewall may be blocking/,
    );
    assert.doesNotMatch(message.text, /plan|conversions/i);
    assert.deepEqual(message.actions[0].args, ['http.proxy']);
    assert.equal(message.actions.at(-1)?.title, 'Show Log');
  });

  it('a used-up token limit and an empty account are told apart', () => {
    assert.equal(
      describeError(refusal(403, { Code: 4031, Message: 'Consumption limit reached.' }, 'apiToken')).text,
      'The API Token\'s own consumption limit is used up (403). The service said: "Consumption limit reached." Raise the limit in the dashboard or switch to another token.',
    );
    assert.deepEqual(buttons(new QuotaError('x', 'token')), ['Open Dashboard', 'Switch API Token', 'Show Log']);
    assert.equal(
      describeError(refusal(401, { Code: 4014 }, 'apiToken')).text,
      'No conversions are left on the account (401). Upgrade the plan or buy more conversions.',
    );
    assert.deepEqual(buttons(new QuotaError('x', 'account')), ['Open Dashboard', 'Show Log']);
  });

  it('network failures keep their message and open the setting to check', () => {
    const refused = new NetworkError('The connection to h was refused.', 'refused', 'h');
    assert.equal(describeError(refused).text, refused.message);
    assert.deepEqual(describeError(refused).actions[0].args, ['convertFiles.baseUrl']);
    assert.deepEqual(describeError(new NetworkError('proxy', 'proxy', 'h')).actions[0].args, ['http.proxy']);
    // A certificate problem is fixed in the OS trust store: no settings page (it would offer Proxy Strict SSL).
    assert.deepEqual(buttons(new NetworkError('tls', 'tls', 'h')), ['Show Log']);
  });

  it('configuration problems open what to fix', () => {
    assert.deepEqual(buttons(new ConfigError('x', 'apiToken')), ['Set API Token', 'Show Log']);
    assert.deepEqual(buttons(new ConfigError('x', 'masterToken')), ['Set Master Token', 'Show Log']);
    assert.deepEqual(buttons(new ConfigError('x', 'jwtSigningKey')), ['Set JWT Signing Key', 'Show Log']);
    assert.deepEqual(buttons(new ConfigError('x', 'jwtSecret')), ['Set JWT Signing Key', 'Show Log']);
    const other = describeError(new ConfigError('The base URL is not valid.', 'baseUrl'));
    assert.equal(other.text, 'The base URL is not valid.');
    assert.deepEqual(other.actions[0].args, ['convertFiles.baseUrl']);
  });

  it('other service errors keep their message, with the log', () => {
    for (const err of [
      new NotFoundError('No such converter (404).'),
      new BadResponseError('Not JSON.', { status: 200 }, ''),
      new CancelledError(),
    ]) {
      assert.equal(describeError(err).text, err.message);
      assert.deepEqual(buttons(err), ['Show Log']);
    }
  });

  it('anything else is "failed unexpectedly", with the log', () => {
    assert.equal(describeError(new TypeError('x is undefined')).text, 'Convert Files failed unexpectedly: x is undefined');
    assert.equal(describeError('a string').text, 'Convert Files failed unexpectedly: a string');
    assert.deepEqual(buttons(new Error('boom')), ['Show Log']);
  });
});
