import { strict as assert } from 'node:assert';
import { splitFolderFiles } from '../../../src/conversion/folderLeftOut';
import { tableOffers } from '../../../src/conversion/selectionTargets';
import { folderLeftOutText } from '../../../src/messages/batchWording';
import { localiser } from '../support/localiser';

/** What vscode.l10n.t does without a translation: fills {0}, {1}… */
const t = localiser();

describe('files a folder conversion leaves out', () => {
  const folder = [
    { name: 'notes.md', type: 'md' },
    { name: 'data.json', type: 'json' },
    { name: 'report.pdf', type: 'pdf' },
    { name: 'page.html', type: 'html' },
  ];

  it('keeps the files that convert to the target and names the others with why', () => {
    const { included, leftOut } = splitFolderFiles(folder, 'pdf', tableOffers);
    assert.deepEqual(
      included.map((f) => f.name),
      ['notes.md', 'page.html'],
    );
    assert.deepEqual(
      leftOut.map((l) => [l.file.name, l.reason]),
      [
        ['data.json', 'noConverter'],
        ['report.pdf', 'alreadyTarget'],
      ],
    );
  });

  it('says which files were left out and why, as a person reads it', () => {
    const { leftOut } = splitFolderFiles(folder, 'pdf', tableOffers);
    const named = leftOut.map(({ file, reason }) => ({ ...file, reason }));
    assert.equal(
      folderLeftOutText(t, named, 'pdf', 'en'),
      'Left out: “data.json” (no conversion from JSON to PDF); “report.pdf” (already a PDF).',
    );
    assert.equal(folderLeftOutText(t, [], 'pdf', 'en'), '');
  });

  it('names at most five and counts the rest', () => {
    const many = Array.from({ length: 1207 }, (_, i) => ({ name: `d${i}.json`, type: 'json', reason: 'noConverter' as const }));
    const text = folderLeftOutText(t, many, 'pdf', 'en');
    assert.match(text, /“d4\.json” \(no conversion from JSON to PDF\) and 1,202 more \(the log names them all\)\.$/);
    assert.doesNotMatch(text, /d5\.json/);
  });
});
