import { strict as assert } from 'node:assert';
import { MAX_RECENT, parseRecentTargets, rememberTarget, targetChoices } from '../../../src/convertFlow/targetChoices';

describe('recent targets', () => {
  it('keeps the latest choice first, without duplicates, up to the limit', () => {
    let state: unknown = undefined;
    for (const t of ['pdf', 'html', 'PDF', 'docx', 'txt', 'rtf', 'odt', 'epub']) {
      state = rememberTarget(state, 'md', t);
    }
    const list = parseRecentTargets(state).md;
    assert.equal(list.length, MAX_RECENT);
    assert.deepEqual(list, ['epub', 'odt', 'rtf', 'txt', 'docx']);
    assert.deepEqual(parseRecentTargets(rememberTarget(state, 'png', 'jpg')).png, ['jpg']);
  });

  it('tolerates damaged state', () => {
    assert.deepEqual(parseRecentTargets('nonsense'), {});
    assert.deepEqual(parseRecentTargets([1, 2]), {});
    assert.deepEqual(parseRecentTargets({ md: ['pdf', 3, 'bad format!'], png: 'jpg' }), { md: ['pdf'] });
  });
});

describe('targetChoices', () => {
  it('offers the known targets of formats.ts for the source type', () => {
    assert.deepEqual(
      targetChoices(['md'], undefined).map((c) => c.ext),
      ['pdf', 'html'],
    );
  });

  it('puts recent choices first, marked, including formats typed earlier', () => {
    const choices = targetChoices(['md'], { md: ['html', 'epub'] });
    assert.deepEqual(
      choices.map((c) => [c.ext, c.recent]),
      [
        ['html', true],
        ['epub', true],
        ['pdf', false],
      ],
    );
    assert.equal(choices[1].label, 'EPUB');
  });

  it('marks multi-file targets', () => {
    const split = targetChoices(['pdf'], undefined).find((c) => c.ext === 'split');
    assert.equal(split?.multiFile, true);
  });

  it('offers only shared targets for a mixed selection, without recents', () => {
    assert.deepEqual(
      targetChoices(['png', 'gif'], { png: ['webp'] }).map((c) => c.ext),
      ['jpg', 'pdf'],
    );
    assert.deepEqual(targetChoices([], undefined), []);
  });
});
