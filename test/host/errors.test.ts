// The one-line messages the command wrapper shows for the service's errors.
import { strict as assert } from 'node:assert';
import { describeError } from '../../src/messages/errors';
import { ServiceError } from '../../src/service';

describe('error messages', () => {
  it('say how long to wait when a busy service said so', () => {
    const busy = new ServiceError('The service is busy (503) and asked us to slow down; try again in a moment.', {
      status: 503,
      serverMessage: 'Throttled.',
      retryAfterSeconds: 30,
    });
    assert.equal(describeError(busy).text, 'The service is busy (503); try again in 30 s. The service said: "Throttled."');
    assert.deepEqual(describeError(busy).actions.map((a) => a.title), ['Show Log']);
  });

  it('add the wait to other failures that name one', () => {
    const failed = new ServiceError('The service failed (500).', { status: 500, retryAfterSeconds: 120 });
    assert.equal(describeError(failed).text, 'The service failed (500). Try again in 120 s.');
  });

  it('keep the service layer\'s message when no wait was named', () => {
    const busy = new ServiceError('The service is busy (503) and asked us to slow down; try again in a moment.', { status: 503 });
    assert.equal(describeError(busy).text, busy.message);
  });
});
