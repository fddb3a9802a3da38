// Which files Compare as Text and Track Changes DOCX are offered for, read from a catalogue: the
// emulator's (which extracts text from all six formats and compares Word documents) and the
// built-in offline table (DOCX and PDF to text only, no Word comparison).
import { strict as assert } from 'node:assert';
import { compareExtensions, trackChangesExtensions } from '../../../src/compare/compareFormats';
import { builtinCatalogue } from '../../../src/service/catalogue/catalogue';
import { parseCatalogue } from '../../../src/service/catalogue/openApi/openApiCatalogue';
import { CONVERTERS } from '../../emulator/converters/index';
import { openApiDocument } from '../../emulator/openapi';

describe('Compare as Text: the formats offered follow the catalogue', () => {
  it('the emulator’s catalogue: all six formats, and Track Changes for DOCX', () => {
    const catalogue = parseCatalogue(openApiDocument(CONVERTERS, 'http://127.0.0.1:1'));
    assert.deepEqual(
      compareExtensions(catalogue).filter((e) => e === e.toLowerCase()),
      ['.docx', '.pdf', '.pptx', '.xlsx', '.odt', '.rtf'],
    );
    assert.ok(compareExtensions(catalogue).includes('.PPTX'));
    assert.deepEqual(trackChangesExtensions(catalogue), ['.docx', '.DOCX']);
  });

  it('the built-in table: only what it converts to text, and no Track Changes', () => {
    assert.deepEqual(compareExtensions(builtinCatalogue()), ['.docx', '.DOCX', '.pdf', '.PDF']);
    assert.deepEqual(trackChangesExtensions(builtinCatalogue()), []);
  });
});
