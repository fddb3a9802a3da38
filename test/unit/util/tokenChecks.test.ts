import { strict as assert } from 'node:assert';
import { apiTokenSaveProblem, masterTokenSaveProblem, tokenSaveReason } from '../../../src/util/tokenChecks';

const saved = { masterToken: 'MASTERabc123', apiTokens: ['apiTOKEN111', 'apiTOKEN222'] };
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const t = (message: string) => message;

describe('token checks when saved', () => {
  it('accepts an API Token of the right form', () => {
    assert.equal(apiTokenSaveProblem('  newTOKEN333 ', saved), undefined);
    assert.equal(apiTokenSaveProblem('newTOKEN333', { apiTokens: [] }), undefined);
  });

  it('refuses the Master Token pasted as an API Token, and says what it is', () => {
    assert.equal(apiTokenSaveProblem(' MASTERabc123\n', saved), 'isMasterToken');
    assert.match(tokenSaveReason(t, 'isMasterToken'), /Master Token.*cannot convert/);
  });

  it('refuses a JWT or a dotted value as an API Token, with a reason', () => {
    assert.equal(apiTokenSaveProblem(jwt, saved), 'jwt');
    assert.match(tokenSaveReason(t, 'jwt'), /JWT, not a token from the dashboard/);
    assert.equal(apiTokenSaveProblem('abc.def', saved), 'dots');
    assert.equal(apiTokenSaveProblem('', saved), 'empty');
    assert.equal(apiTokenSaveProblem('abc def', saved), 'spaces');
  });

  it('refuses a saved API Token pasted as the Master Token', () => {
    assert.equal(masterTokenSaveProblem('apiTOKEN222', saved), 'isApiToken');
    assert.equal(masterTokenSaveProblem('MASTERnew999', saved), undefined);
    assert.equal(masterTokenSaveProblem(jwt, saved), 'jwt');
  });

  it('has a sentence for every problem', () => {
    for (const problem of ['empty', 'spaces', 'jwt', 'dots', 'isMasterToken', 'isApiToken'] as const) {
      assert.ok(tokenSaveReason(t, problem).length > 10, problem);
    }
  });
});
