// The Markdown options (issue 33): settings, a rule's "markdown" and a document's front matter,
// each checked the same way and merged in that order.
import { strict as assert } from 'node:assert';
import {
  mergeMarkdownOptions,
  optionsSourceFormat,
  pdfPage,
  readFrontMatter,
  readMarkdownOptions,
  readMarkdownSettings,
  DEFAULT_PDF_PAGE,
  PDF_KEY,
  RENDERER_KEY,
} from '../../../../src/conversion/markdown';
import { Settings } from '../../../../src/constants';
import pkg from '../../../../package.json';

describe('Markdown options', () => {
  it('reads a layer, naming each wrong field and keeping the rest', () => {
    const { options, problems } = readMarkdownOptions(
      {
        renderer: 'browser',
        pdf: {
          pageSize: 'letter',
          orientation: 'sideways',
          margins: { top: 10, inside: 3, left: -1 },
          header: 'x\ny',
          footer: '${page}',
          background: 'yes',
          colour: 1,
        },
      },
      'rule "docs" markdown',
    );
    assert.deepEqual(options, { pdf: { pageSize: 'Letter', margins: { top: 10 }, footer: '${page}' } });
    assert.deepEqual(problems, [
      'rule "docs" markdown: renderer must be one of preview, service',
      'rule "docs" markdown.pdf: "colour" is not a field here (allowed: pageSize, orientation, margins, header, footer, background)',
      'rule "docs" markdown.pdf.orientation must be portrait or landscape',
      'rule "docs" markdown.pdf.margins: "inside" is not a side (top, right, bottom, left)',
      'rule "docs" markdown.pdf.margins.left must be millimetres from 0 to 100',
      'rule "docs" markdown.pdf.header must be one line of text, at most 200 characters',
      'rule "docs" markdown.pdf.background must be true or false',
    ]);
    assert.deepEqual(readMarkdownOptions({ pdf: { margins: 12 } }, 'x').options, {
      pdf: { margins: { top: 12, right: 12, bottom: 12, left: 12 } },
    });
  });

  it('merges settings, rule and front matter, later ones winning field by field', () => {
    const merged = mergeMarkdownOptions(
      { renderer: 'service', pdf: { pageSize: 'A5', margins: { top: 5, left: 5 }, header: 'settings' } },
      { renderer: 'preview', pdf: { margins: { left: 9 } } },
      { pdf: { header: '' } },
    );
    assert.deepEqual(merged, { renderer: 'preview', pdf: { pageSize: 'A5', margins: { top: 5, left: 9 }, header: '' } });
    assert.deepEqual(pdfPage(merged.pdf), {
      ...DEFAULT_PDF_PAGE,
      pageSize: 'A5',
      margins: { top: 5, right: 15, bottom: 20, left: 9 },
      header: '',
    });
  });

  it('takes the title and the convertFiles: key from the front matter', () => {
    const front = readFrontMatter(
      '---\ntitle: Quarterly report\nconvertFiles:\n  renderer: service\n  pdf:\n    orientation: landscape\n    margin: 3\n---\n# Body\n',
    );
    assert.equal(front.title, 'Quarterly report');
    assert.deepEqual(front.options, { renderer: 'service', pdf: { orientation: 'landscape' } });
    assert.deepEqual(front.problems, [
      'front matter convertFiles.pdf: "margin" is not a field here (allowed: pageSize, orientation, margins, header, footer, background)',
    ]);
    assert.deepEqual(readFrontMatter('# No front matter\n---\nx: 1\n---\n'), { options: {}, problems: [] });
    assert.match(readFrontMatter('---\nconvertFiles: { pdf }\n---\n').problems[0]!, /^front matter is not YAML/);
    // The YAML a front matter holds: nested blocks, flow mappings, quotes, comments; lists and block text are never options.
    assert.deepEqual(
      readFrontMatter(
        [
          '---',
          'title: "Report: Q3" # quoted, with a colon',
          'tags:',
          '  - a',
          '  - b',
          'abstract: |',
          '  convertFiles: { renderer: service }',
          'convertFiles:',
          "  pdf: { margins: { top: 30, left: 10 }, header: '${title}, page ${page}' }",
          '  renderer: preview',
          '---',
          '',
        ].join('\n'),
      ),
      {
        title: 'Report: Q3',
        options: { renderer: 'preview', pdf: { margins: { top: 30, left: 10 }, header: '${title}, page ${page}' } },
        problems: [],
      },
    );
  });

  it('reads the folder settings file as the editor reads the settings, under the same keys', () => {
    assert.equal(RENDERER_KEY, `${Settings.section}.${Settings.markdownRenderer}`);
    assert.equal(PDF_KEY, `${Settings.section}.${Settings.markdownPdf}`);
    const properties = (
      pkg as {
        contributes: {
          configuration: { properties: Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }> };
        };
      }
    ).contributes.configuration.properties;
    assert.equal(properties[RENDERER_KEY]?.default, 'preview');
    // The defaults package.json shows are the ones the code applies.
    const shown = properties[PDF_KEY]!.properties!;
    assert.equal(shown.pageSize!.default, DEFAULT_PDF_PAGE.pageSize);
    assert.equal(shown.orientation!.default, DEFAULT_PDF_PAGE.orientation);
    assert.equal(shown.header!.default, DEFAULT_PDF_PAGE.header);
    assert.equal(shown.footer!.default, DEFAULT_PDF_PAGE.footer);
    assert.equal(shown.background!.default, DEFAULT_PDF_PAGE.background);
    assert.deepEqual(readMarkdownSettings((key) => ({ [RENDERER_KEY]: 'service', [PDF_KEY]: { pageSize: 'A3' } })[key]).options, {
      renderer: 'service',
      pdf: { pageSize: 'A3' },
    });
  });

  it("takes a Markdown PDF's options from html/to/pdf with the preview renderer, from md/to/pdf with the service's", () => {
    assert.equal(optionsSourceFormat('md', 'pdf', undefined), 'html');
    assert.equal(optionsSourceFormat('markdown', 'PDF', 'preview'), 'html');
    assert.equal(optionsSourceFormat('md', 'pdf', 'service'), 'md');
    assert.equal(optionsSourceFormat('md', 'html', undefined), 'md');
    assert.equal(optionsSourceFormat('docx', 'pdf', undefined), 'docx');
  });
});
