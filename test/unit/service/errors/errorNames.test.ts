// Every service error names itself: the log shows "AuthError: …", and the activation bundle is
// minified without esbuild's keepNames (esbuild.mjs), so a class's own name there is not its
// source name; the `name` each class sets is.
import { strict as assert } from 'node:assert';
import * as errors from '../../../../src/service/errors/errors';

describe('service error names', () => {
  const classes = Object.entries(errors as Record<string, unknown>).filter(
    (entry): entry is [string, new (message: string) => Error] =>
      typeof entry[1] === 'function' && (entry[1] as { prototype?: unknown }).prototype instanceof errors.ConvertServiceError,
  );

  it('finds the error classes (the check can fail)', () => {
    assert.ok(classes.length >= 10, `${classes.length} classes`);
    assert.ok(classes.some(([key]) => key === 'ConversionTimeoutError'));
  });

  it('each one, made, is named as its class is exported', () => {
    const wrong = classes.map(([key, Class]) => [key, new Class('message').name]).filter(([key, name]) => key !== name);
    assert.deepEqual(wrong, []);
  });
});
