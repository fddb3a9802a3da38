import { strict as assert } from 'node:assert';
import { ConvertServiceError } from '../../../src/service/errors';

/** Awaits a call that must fail with a typed service error, and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<ConvertServiceError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof ConvertServiceError, `not a typed error: ${String((err as Error)?.stack ?? err)}`);
    return err;
  }
  assert.fail('the request succeeded');
}
