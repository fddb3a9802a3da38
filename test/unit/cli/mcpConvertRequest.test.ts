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
import { ToolInputError } from '../../../src/conversion/tools/toolInput';

/** A root folder holding a.docx and these files of its .vscode folder (each written as JSON). */
async function rootWith(vscodeFiles: Readonly<Record<string, unknown>>): Promise<string> {
  const root = slashed(await realpath(await mkdtemp(join(tmpdir(), 'convert-files-mcp-request-'))));
  await mkdir(join(root, '.vscode'));
  await writeFile(join(root, 'a.docx'), 'docx');
  for (const [name, content] of Object.entries(vscodeFiles)) {
    await writeFile(join(root, '.vscode', name), JSON.stringify(content));
  }
  return root;
}

describe('MCP convert: pipelines of the root’s settings', () => {
  let root: string;

  before(async () => {
    root = await rootWith({
      'settings.json': {
        'convertFiles.presets': [
          { name: 'Small', target: 'compress', parameters: { Preset: 'web' } },
          { name: 'letter', target: 'pdf', parameters: { PageSize: 'letter' } },
        ],
        'convertFiles.pipelines': {
          web: { steps: ['pdf', { to: 'compress', preset: 'small' }] },
          'letter compressed': { steps: ['pdf', { to: 'compress', preset: 'letter' }] },
        },
      },
    });
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

  it('a preset made for another format is not used: that pipeline is left out, as in the editor, and the call says why', async () => {
    await assert.rejects(
      readConvertRequest(root, { files: ['a.docx'], pipeline: 'letter compressed' }, new Date()),
      (err: Error) =>
        err instanceof ToolInputError &&
        err.message ===
          'convertFiles.pipelines of the root\'s .vscode/settings.json: Pipeline "letter compressed": step 2: no preset "letter" for compress in convertFiles.presets.',
    );
    const { request } = await readConvertRequest(root, { files: ['a.docx'], pipeline: 'web' }, new Date());
    assert.deepEqual(Object.keys(request.file?.pipelines ?? {}), ['web']);
  });

  it('a step of "steps" gets the settings\' preset of its name made for its format, as the chat\'s convert tool does', async () => {
    const { request } = await readConvertRequest(
      root,
      { files: ['a.docx'], steps: ['pdf', { to: 'compress', preset: 'small' }] },
      new Date(),
    );
    assert.deepEqual(request.steps, [
      { to: 'pdf', options: {} },
      { to: 'compress', options: { Preset: 'web' } },
    ]);
    assert.deepEqual(requestProblems(request), []);
    await assert.rejects(
      readConvertRequest(root, { files: ['a.docx'], steps: ['pdf', { to: 'compress', preset: 'letter' }] }, new Date()),
      (err: Error) =>
        err instanceof ToolInputError &&
        err.message ===
          '"steps[1].preset": no preset "letter" in the root\'s rules file, nor one for compress in convertFiles.presets of its .vscode/settings.json (presets: "Small").',
    );
    const own = await readConvertRequest(
      root,
      { files: ['a.docx'], steps: ['pdf', { to: 'compress', preset: 'small', parameters: { Preset: 'archive' } }] },
      new Date(),
    );
    assert.deepEqual(
      own.request.steps[1],
      { to: 'compress', options: { Preset: 'archive' } },
      "the step's own parameters go over its preset's",
    );
  });
});

describe("MCP convert: a step's preset in the rules file and in the settings", () => {
  let root: string;

  before(async () => {
    root = await rootWith({
      'settings.json': { 'convertFiles.presets': [{ name: 'small', target: 'compress', parameters: { Preset: 'web' } }] },
      'convert-files.json': {
        presets: { small: { parameters: { Preset: 'archive' } } },
        rules: [{ files: ['**/*.md'], targets: ['pdf'] }],
      },
    });
  });

  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("the rules file's preset of that name comes first, as for pipelines", async () => {
    const { request } = await readConvertRequest(
      root,
      { files: ['a.docx'], steps: ['pdf', { to: 'compress', preset: 'small' }] },
      new Date(),
    );
    assert.deepEqual(request.steps[1], { to: 'compress', options: {}, preset: 'small' });
    assert.deepEqual(request.file?.presets, { small: { Preset: 'archive' } });
    assert.deepEqual(requestProblems(request), []);
  });
});
