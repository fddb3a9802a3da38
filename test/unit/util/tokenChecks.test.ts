import { strict as assert } from 'node:assert';
import { apiTokenSaveProblem, masterTokenSaveProblem } from '../../../src/util/tokenChecks';

const saved = { masterToken: 'MASTERabc123', apiTokens: ['apiTOKEN111', 'apiTOKEN222'] };
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('token checks when saved', () => {
  it('accepts an API Token of the right form', () => {
    assert.equal(apiTokenSaveProblem('  newTOKEN333 ', saved), undefined);
    assert.equal(apiTokenSaveProblem('newTOKEN333', { apiTokens: [] }), undefined);
  });

  it('refuses the Master Token pasted as an API Token, and says what it is', () => {
    assert.equal(apiTokenSaveProblem(' MASTERabc123\n', saved), 'isMasterToken');
  });

  it('refuses a JWT or a dotted value as an API Token, with a reason', () => {
    assert.equal(apiTokenSaveProblem(jwt, saved), 'jwt');
    assert.equal(apiTokenSaveProblem('abc.def', saved), 'dots');
    assert.equal(apiTokenSaveProblem('', saved), 'empty');
    assert.equal(apiTokenSaveProblem('abc def', saved), 'spaces');
  });

  it('refuses a saved API Token pasted as the Master Token', () => {
    assert.equal(masterTokenSaveProblem('apiTOKEN222', saved), 'isApiToken');
    assert.equal(masterTokenSaveProblem('MASTERnew999', saved), undefined);
    assert.equal(masterTokenSaveProblem(jwt, saved), 'jwt');
  });
});
