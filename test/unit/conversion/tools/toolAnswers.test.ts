// The answers the chat's tools and the MCP server's share (conversion/tools/), checked once here
// against the emulator's catalogue; each front-end's own tests check only what it adds (its paths,
// its way of answering a mistake).
import { strict as assert } from 'node:assert';
import { formatsQuestion, optionsQuestion } from '../../../../src/conversion/tools/catalogueAnswers';
import { ToolInputError } from '../../../../src/conversion/tools/toolInput';
import type { Catalogue } from '../../../../src/service/catalogue';
import { fetchCatalogue } from '../../../../src/service/catalogue/openApi';
import { HttpTransport } from '../../../../src/service/http';
import { HTML_PAGE_SIZES } from '../../../emulator/converters/htmlPdfParams';
import { startEmulator, type Emulator } from '../../support/inProcessEmulator';

interface Option {
  name: string;
  type: string;
  default?: string;
  allowed?: string[];
}
type Answer = Record<string, unknown> & { targets?: { to: string }[]; options?: Option[] };

describe('the agents’ tools’ answers (chat and MCP alike)', () => {
  let emu: Emulator;
  let transport: HttpTransport;
  let catalogue: Catalogue;
  before(async () => {
    emu = await startEmulator({ port: 0 });
    transport = new HttpTransport({ baseUrl: emu.baseUrl });
    catalogue = await fetchCatalogue(transport);
  });
  after(async () => {
    await transport.close();
    await emu.close();
  });

  const fileOf = async (value: unknown) => `docs/${String(value)}`;
  const formats = async (input: unknown) => (await formatsQuestion(input, 'file', fileOf, async () => catalogue)) as Answer;
  const options = async (input: unknown) => (await optionsQuestion(input, async () => catalogue)) as Answer;

  it('formats: what a file’s format and a format converts to, from the service’s catalogue; neither: every source format', async () => {
    const file = await formats({ file: 'a.html' });
    assert.deepEqual([file.from, file.catalogue], ['html', 'service']);
    assert.ok(
      file.targets?.some((t) => t.to === 'pdf'),
      JSON.stringify(file),
    );
    assert.ok((await formats({ format: ' .MD' })).targets?.some((t) => t.to === 'html'));
    assert.ok(((await formats({})).sourceFormats as string[]).includes('docx'));
  });

  it('options: each option’s type, default and allowed values', async () => {
    const answer = await options({ from: 'html', to: 'pdf' });
    const size = answer.options?.find((o) => o.name === 'PageSize');
    assert.deepEqual([size?.type, size?.default, size?.allowed], ['choice', 'a4', [...HTML_PAGE_SIZES]]);
  });

  it('mistakes are ToolInputErrors naming the field', async () => {
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => formats({ file: 'a.md', format: 'md' }), /^Give "file" or "format", not both\.$/],
      [() => formats({ file: 'Makefile' }), /^"docs\/Makefile" has no extension, so its format is unknown/],
      [() => options({ from: 'html', to: 'xlsx' }), /^There is no html → xlsx conversion\. html converts to: .*pdf/],
      [() => options({ from: 'html' }), /^"from" and "to" are both required/],
    ];
    for (const [question, expected] of cases) {
      await assert.rejects(question(), (err: Error) => err instanceof ToolInputError && expected.test(err.message));
    }
  });
});
