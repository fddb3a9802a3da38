// The MCP server's convert call read into the command line's request (cli/mcp/convertRequest.ts),
// in-process: the pipelines of the root's convertFiles.pipelines get their presets by the rule the
// editor and the agent's tool use (conversion/chains/pipelines.ts resolvePipelines).
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestProblems } from '../../../src/conversion/adhoc';
import { slashed } from '../../../src/conversion/rules';
import { readConvertRequest } from '../../../src/cli/mcp/convertRequest';

describe('MCP convert: pipelines of the root’s settings', () => {
  let root: string;

  before(async () => {
    root = slashed(await realpath(await mkdtemp(join(tmpdir(), 'convert-files-mcp-request-'))));
    await mkdir(join(root, '.vscode'));
    await writeFile(join(root, 'a.docx'), 'docx');
    await writeFile(
      join(root, '.vscode/settings.json'),
      JSON.stringify({
        'convertFiles.presets': [
          { name: 'Small', target: 'compress', parameters: { Preset: 'web' } },
          { name: 'letter', target: 'pdf', parameters: { PageSize: 'letter' } },
        ],
        'convertFiles.pipelines': {
          web: { steps: ['pdf', { to: 'compress', preset: 'small' }] },
          'letter compressed': { steps: ['pdf', { to: 'compress', preset: 'letter' }] },
        },
      }),
    );
  });

  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('a step gets the preset of its name made for its format', async () => {
    const { request } = await readConvertRequest(root, { files: ['a.docx'], pipeline: 'web' }, new Date());
    assert.deepEqual(request.file?.pipelines.web, {
      name: 'web',
      steps: [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }],
      keepIntermediates: false,
    });
    assert.deepEqual(requestProblems(request), []);
  });

  it('a preset made for another format is not used: that pipeline is left out, as in the editor', async () => {
    const { request } = await readConvertRequest(root, { files: ['a.docx'], pipeline: 'letter compressed' }, new Date());
    assert.deepEqual(Object.keys(request.file?.pipelines ?? {}), ['web']);
    assert.deepEqual(requestProblems(request), [
      'pipeline "letter compressed" is not defined in "pipelines" of the rules file (known: "web")',
    ]);
  });
});
