import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { pipelineSaveTarget } from '../../../src/commands/pipelines/saveTarget';

describe('New Pipeline…: where it saves', () => {
  it("saves into the workspace only when it is trusted: an untrusted workspace's pipelines are never read", () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
    };
    // What makes the user's settings the only place a pipeline of an untrusted workspace is offered from.
    assert.ok(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations.includes('convertFiles.pipelines'));
    assert.equal(pipelineSaveTarget(1, true), 'workspace');
    assert.equal(pipelineSaveTarget(1, false), 'user');
    assert.equal(pipelineSaveTarget(0, true), 'user');
  });
});
