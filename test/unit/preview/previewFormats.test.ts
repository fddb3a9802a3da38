// Which files Preview as PDF offers (its stored PDFs: test/unit/conversion/contentCache.test.ts).
import { strict as assert } from 'node:assert';
import { previewFormats } from '../../../src/preview/previewFormats';
import { builtinCatalogue } from '../../../src/service/catalogue/catalogue';
import type { Catalogue } from '../../../src/service/catalogue';

describe('Preview as PDF: which files', () => {
  it('offers what the catalogue converts to PDF and VS Code cannot show (not text, images or PDFs)', () => {
    const formats = previewFormats(builtinCatalogue());
    for (const f of ['docx', 'xlsx', 'pptx']) {
      assert.ok(formats.includes(f), `${f} is not offered: ${formats.join(', ')}`);
    }
    for (const f of ['pdf', 'txt', 'html', 'png', 'jpg', 'csv']) {
      assert.ok(!formats.includes(f), `${f} is offered`);
    }
  });

  it('offers Markdown, which VS Code shows as text and as its preview but not as the PDF it prints as', () => {
    assert.ok(previewFormats(builtinCatalogue()).includes('md'));
    const catalogue: Catalogue = {
      origin: 'service',
      tags: [],
      converters: [{ source: 'md', target: 'pdf', sourceFormats: ['md', 'markdown'], tags: [], parameters: [], multiInput: false }],
    };
    assert.deepEqual(previewFormats(catalogue), ['markdown', 'md']);
  });

  it('follows the catalogue: a format only the service knows is offered; a multi-file converter is not', () => {
    const catalogue: Catalogue = {
      origin: 'service',
      tags: [],
      converters: [
        { source: 'pages', target: 'pdf', sourceFormats: ['pages'], tags: [], parameters: [], multiInput: false },
        { source: 'xps', target: 'merge', sourceFormats: ['xps'], tags: [], parameters: [], multiInput: false },
        { source: 'any', target: 'pdf', sourceFormats: ['odp'], tags: [], parameters: [], multiInput: true },
      ],
    };
    assert.deepEqual(previewFormats(catalogue), ['pages']);
  });
});
