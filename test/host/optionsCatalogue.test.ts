// The converter catalogue in the real extension host: Other Format… from a stored catalogue and
// from the built-in one (offline, nothing stored), a stale one kept when no new one comes, typed
// formats, and a type only the catalogue knows through Choose Format….
// The service is a loopback server that records each request (support/optionsSuite.ts), so what
// was sent is checked byte for byte.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { catalogueKey } from '../../src/service/catalogue/catalogueCache';
import { normalizeBaseUrl } from '../../src/service/http';
import { CATALOGUE, useOptionsSuite } from './support/optionsSuite';

describe('catalogue, options and presets', function () {
  this.timeout(60_000);
  const suite = useOptionsSuite();
  const { prompts, write, conversions, otherFormatItems } = suite;

  it('Other Format… lists the stored catalogue’s targets, grouped, with summaries; a fresh catalogue is not fetched again', async () => {
    const source = write('doc.pdf');
    const items = await otherFormatItems(source, /Convert \.pdf files to/);
    // An operation (merge, compress) is named as one, not as a format "MERGE, .merge" (issue 44).
    assert.ok(items.includes('XYZFMT') && items.includes('TXT') && items.includes('Merge'), items.join(', '));
    assert.ok(!items.includes('MERGE') && !items.includes('COMPRESS'), items.join(', '));
    assert.ok(items.includes('Text extraction'), `the tag's category is a separator: ${items.join(', ')}`);
    assert.deepEqual(suite.seen, [], 'no request: the stored catalogue is fresh and nothing was converted');
  });

  it('Other Format… converts to a typed format the list does not show; typed text that is no format is explained', async () => {
    const source = write('doc.pdf');
    prompts.expect('quickPick', ['abc9', 'Convert to .abc9'], /Convert \.pdf files to/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
    assert.equal(conversions()[0]?.url.split('?')[0], '/convert/pdf/to/abc9');

    suite.seen = [];
    prompts.expect('quickPick', ['not a/format', '“not a/format” is not a format'], /Convert \.pdf files to/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
    assert.ok(
      prompts.seen.some(
        (r) => r.kind === 'warning' && /“not a\/format” is not a format: a format is 1 to 16 letters or digits/.test(r.text),
      ),
      JSON.stringify(prompts.seen),
    );
    assert.deepEqual(conversions(), [], 'nothing was sent');
  });

  it('offline with no stored catalogue: the built-in one serves Other Format… (the classic picker)', async () => {
    await suite.services.context.globalState.update(catalogueKey(suite.baseUrl), undefined);
    const source = write('doc.pdf');
    const items = await otherFormatItems(source);
    assert.ok(items.some((i) => /other format/i.test(i)) && !items.includes('XYZFMT'), items.join(', '));
    // A failed fetch (404 here, as from a service without the document) leaves the built-in catalogue.
    const after = await suite.services.catalogue.refresh(suite.baseUrl, { force: true });
    assert.equal(after.source, 'builtin');
    assert.ok(
      suite.seen.some((s) => s.url === '/info/openapi'),
      'the catalogue was asked for',
    );
  });

  it('a day-old stored catalogue keeps serving when the service cannot give a new one (offline)', async () => {
    await suite.services.context.globalState.update(catalogueKey(suite.baseUrl), {
      version: 1,
      baseUrl: normalizeBaseUrl(suite.baseUrl),
      fetchedAt: Date.now() - 3 * 86_400_000,
      catalogue: CATALOGUE,
    });
    const after = await suite.services.catalogue.refresh(suite.baseUrl, { force: true });
    assert.equal(after.source, 'stored', 'the failed fetch leaves the stored copy');
    const source = write('doc.pdf');
    const items = await otherFormatItems(source, /Convert \.pdf files to/);
    assert.ok(items.includes('XYZFMT'), items.join(', '));
  });

  it('a type only the catalogue knows converts through Choose Format…', async () => {
    const source = write('drawing.qqq', 'qqq');
    prompts.expect('quickPick', 'PDF', /Convert \.qqq files to/);
    await prompts.run(() => vscode.commands.executeCommand(Commands.chooseFormat, source, [source]));
    assert.equal(conversions()[0]?.url.split('?')[0], '/convert/qqq/to/pdf');
  });
});
