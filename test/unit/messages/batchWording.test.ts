import { strict as assert } from 'node:assert';
import {
  chargeableCount,
  conversionsNeededText,
  conversionsUsedText,
  keptByUserText,
  leftOutText,
  quotaRefusalText,
  sourcesText,
  stoppedText,
} from '../../../src/messages/batchWording';
import { localiser } from '../support/localiser';

/** What vscode.l10n.t does without a translation: fills {0}, {1}… */
const t = localiser();
const job = (sourceFormat: string, targetFormat = 'pdf') => ({ sourceFormat, targetFormat });

describe('batch wording', () => {
  it('names every source of a merge or zip, not the first alone', () => {
    assert.equal(sourcesText(t, 'notes.md', 0, 'en'), 'notes.md');
    assert.equal(sourcesText(t, 'notes.md', 1, 'en'), 'notes.md and 1 more file');
    assert.equal(sourcesText(t, 'notes.md', 2, 'en'), 'notes.md and 2 more files');
    assert.equal(sourcesText(t, 'a.pdf', 1200, 'en'), 'a.pdf and 1,200 more files');
  });

  it('writes counts with separators: 0 of 1,000', () => {
    assert.equal(
      quotaRefusalText(t, { needed: 1, left: 0, total: 1000 }, 'en'),
      'No conversions are left on the account (0 of 1,000). Nothing was converted.',
    );
    assert.equal(
      quotaRefusalText(t, { needed: 2500, left: 1200, total: 10000 }, 'en'),
      'This needs 2,500 conversions, but the account has 1,200 left (of 10,000). Nothing was converted.',
    );
    assert.equal(
      quotaRefusalText(t, { needed: 1, left: 0, total: 1000 }, 'de'),
      'No conversions are left on the account (0 of 1.000). Nothing was converted.',
    );
  });

  it('says nothing about stopping when every file had started, and counts right when some had not', () => {
    assert.equal(stoppedText(t, { total: 3, notStarted: 0 }), '');
    assert.equal(stoppedText(t, { total: 10, notStarted: 7 }), 'Stopped after 3 of 10 files (7 not started).');
    assert.equal(stoppedText(t, { total: 2000, notStarted: 1000 }, 'en'), 'Stopped after 1,000 of 2,000 files (1,000 not started).');
  });

  it('promises only the conversions that can be charged', () => {
    assert.equal(chargeableCount([job('pdf'), job('md'), job('pdf')]), 1);
    assert.equal(
      conversionsNeededText(t, [job('pdf'), job('pdf'), job('pdf'), job('pdf'), job('pdf')], 'PDF'),
      'Every file is already a PDF file: nothing will be sent.',
    );
    assert.equal(conversionsNeededText(t, [job('pdf')], 'PDF'), 'The file is already a PDF file: nothing will be sent.');
    assert.equal(conversionsNeededText(t, [job('md')], 'PDF'), 'This uses at most 1 conversion from your account.');
    assert.equal(
      conversionsNeededText(t, [job('md'), job('pdf'), job('txt'), job('pdf')], 'PDF'),
      'This uses at most 2 conversions from your account. 2 files are already PDF files and are skipped.',
    );
    assert.equal(
      conversionsNeededText(
        t,
        [...Array(1200)].map(() => job('md')),
        'PDF',
        'en',
      ),
      'This uses at most 1,200 conversions from your account.',
    );
  });

  it('counts what was used, saying so when nothing was', () => {
    assert.equal(conversionsUsedText(t, 0), 'No conversions used.');
    assert.equal(conversionsUsedText(t, 1), '1 conversion used.');
    assert.equal(conversionsUsedText(t, 1234, 'en'), '1,234 conversions used.');
  });

  it('says "about" when the service did not say what some conversions cost', () => {
    assert.equal(conversionsUsedText(t, 1, 'en', true), 'About 1 conversion used (the service did not say what it cost; counted as 1).');
    assert.equal(
      conversionsUsedText(t, 3, 'en', true),
      'About 3 conversions used (the service did not say what some cost; each counted as 1).',
    );
    assert.equal(conversionsUsedText(t, 0, 'en', true), 'No conversions used.');
  });

  it('names the files left out', () => {
    assert.equal(leftOutText(t, [], 'PDF'), '');
    assert.equal(leftOutText(t, ['data.json'], 'PDF'), '“data.json” cannot be converted to PDF: left out.');
    assert.equal(leftOutText(t, ['a.json', 'b.json'], 'PDF'), '2 files cannot be converted to PDF: left out: “a.json”, “b.json”.');
    assert.equal(
      leftOutText(t, ['a', 'b', 'c', 'd', 'e'], 'PDF'),
      '5 files cannot be converted to PDF: left out: “a”, “b”, “c” and 2 more.',
    );
  });

  it('a result kept out after the service converted it says the conversion was used, not "nothing was converted"', () => {
    assert.equal(keptByUserText(t, 'notes.pdf', 0), '“notes.pdf” already exists and was kept; nothing was converted.');
    assert.equal(
      keptByUserText(t, 'notes.pdf', 1, 'en'),
      '1 conversion used. The result was not saved: “notes.pdf” already exists and was kept.',
    );
  });
});
