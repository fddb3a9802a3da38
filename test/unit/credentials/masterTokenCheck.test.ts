import { strict as assert } from 'node:assert';
import { accountLabel, checkMasterToken } from '../../../src/credentials/masterTokenCheck';
import { AuthError, BadResponseError, CancelledError, NetworkError, Redactor } from '../../../src/service/errors';
import { errorFromBody } from '../../../src/service/http/statusErrors';
import { parseUser } from '../../../src/service/admin/adminClient';
import type { UserInfo } from '../../../src/service/admin';

const answering = (user: UserInfo) => ({ getUser: async () => user });
const failing = (err: unknown) => ({
  getUser: async (): Promise<UserInfo> => {
    throw err;
  },
});

describe('checking a Master Token before it is saved', () => {
  it('names the account by what /user says, never by Secret or ApiKey', async () => {
    const user = parseUser({ FullName: 'Ada Lovelace', Email: 'ada@example.com', Secret: 'S3cr3tValue', ApiKey: 'K3yValue', Active: true });
    const verdict = await checkMasterToken(answering(user));
    assert.deepEqual(verdict, { kind: 'accepted', account: 'Ada Lovelace (ada@example.com)' });
    assert.ok(!JSON.stringify(verdict).includes('S3cr3t') && !JSON.stringify(verdict).includes('K3y'));
    assert.equal(accountLabel({ email: 'ada@example.com' }), 'ada@example.com');
    assert.equal(accountLabel({ fullName: ' Ada ', email: '  ' }), 'Ada');
    assert.deepEqual(await checkMasterToken(answering({})), { kind: 'accepted', account: undefined });
  });

  it('a 401 refuses the value; an inactive account (4015) says nothing about it', async () => {
    assert.deepEqual(await checkMasterToken(failing(new AuthError('refused', 'masterToken', { status: 401, code: 4010 }))), {
      kind: 'refused',
    });
    // As the transport reads the service's answer.
    const answer = (code: number): unknown =>
      errorFromBody(
        { statusCode: 401, headers: {} },
        JSON.stringify({ Code: code, Message: 'The account is inactive.' }),
        'masterToken',
        new Redactor(),
      );
    assert.deepEqual(await checkMasterToken(failing(answer(4010))), { kind: 'refused' });
    const inactive = await checkMasterToken(failing(answer(4015)));
    assert.equal(inactive.kind, 'unchecked');
  });

  it('an unreachable or broken service gives no verdict, with the reason', async () => {
    assert.deepEqual(
      await checkMasterToken(failing(new NetworkError('Could not connect to 127.0.0.1:9 (refused).', 'refused', '127.0.0.1:9'))),
      {
        kind: 'unreachable',
        reason: 'Could not connect to 127.0.0.1:9 (refused).',
      },
    );
    assert.deepEqual(await checkMasterToken(failing(new BadResponseError('Not JSON.', { status: 200 }, ''))), {
      kind: 'unchecked',
      reason: 'Not JSON.',
    });
  });

  it('a cancel stays a cancel', async () => {
    await assert.rejects(checkMasterToken(failing(new CancelledError())), (err: unknown) => err instanceof CancelledError);
  });
});
