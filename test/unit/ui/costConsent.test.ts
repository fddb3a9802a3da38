import { strict as assert } from 'node:assert';
import { agreedBefore } from '../../../src/ui/costConsent';

describe('The cost question (Preview, Compare, Search) asked before', () => {
  it('counts only for the host it was given for, and only once per workspace', () => {
    assert.equal(agreedBefore('v2.convertapi.com', 'v2.convertapi.com', 'oncePerWorkspace'), true);
    assert.equal(agreedBefore('V2.ConvertAPI.com', 'v2.convertapi.com', 'oncePerWorkspace'), true);
    assert.equal(agreedBefore('127.0.0.1:8080', 'v2.convertapi.com', 'oncePerWorkspace'), false, 'another host asks again');
    assert.equal(agreedBefore(true, 'v2.convertapi.com', 'oncePerWorkspace'), false, 'an answer without its host asks again');
    assert.equal(agreedBefore(undefined, 'v2.convertapi.com', 'oncePerWorkspace'), false);
    assert.equal(agreedBefore('v2.convertapi.com', 'v2.convertapi.com', 'everyTime'), false);
  });
});
