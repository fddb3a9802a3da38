// Search in Documents' matching: plain text, case, whole words (letters beyond ASCII included),
// regular expressions, lines and previews of hits.
import { strict as assert } from 'node:assert';
import { compileQuery, findHits, PREVIEW_CHARS, QueryError, type TextQuery } from '../../../src/conversion/text/textSearch';

const q = (text: string, options: Partial<TextQuery> = {}): TextQuery => ({
  text,
  caseSensitive: false,
  wholeWord: false,
  regex: false,
  ...options,
});
const hits = (text: string, query: TextQuery) => findHits(text, compileQuery(query));

describe('text search: matching as the Search view does', () => {
  const text = 'Budget 2026\nthe budgetary year: BUDGET cut\nno match here\nfinal budget.';

  it('finds plain text case-insensitively by default, with line, column and the matched text', () => {
    const found = hits(text, q('budget'));
    assert.deepEqual(
      found.map((h) => [h.line, h.column, h.match]),
      [
        [0, 0, 'Budget'],
        [1, 4, 'budget'],
        [1, 20, 'BUDGET'],
        [3, 6, 'budget'],
      ],
    );
    assert.equal(found[1]!.preview, 'the budgetary year: BUDGET cut');
  });

  it('Match Case keeps only the same spelling', () => {
    assert.deepEqual(
      hits(text, q('budget', { caseSensitive: true })).map((h) => h.line),
      [1, 3],
    );
  });

  it('Match Whole Word leaves out a match inside a longer word, also for letters beyond ASCII', () => {
    assert.deepEqual(
      hits(text, q('budget', { wholeWord: true })).map((h) => [h.line, h.column]),
      [
        [0, 0],
        [1, 20],
        [3, 6],
      ],
    );
    assert.equal(hits('Größe großes groß', q('groß', { wholeWord: true })).length, 1);
    assert.equal(hits('Größe großes groß', q('groß')).length, 2);
  });

  it('a plain query treats regular expression characters as text', () => {
    assert.equal(hits('a.b axb (a.b)', q('a.b')).length, 2);
    assert.equal(hits('price $5 (net)', q('$5 (net)')).length, 1);
  });

  it('Use Regular Expression matches patterns; combined with case and whole word', () => {
    assert.deepEqual(
      hits('invoice 2024-01 and 2025-12; x2026-01', q('\\d{4}-\\d{2}', { regex: true })).map((h) => h.match),
      ['2024-01', '2025-12', '2026-01'],
    );
    assert.deepEqual(
      hits('invoice 2024-01 and 2025-12; x2026-01', q('\\d{4}-\\d{2}', { regex: true, wholeWord: true })).map((h) => h.match),
      ['2024-01', '2025-12'],
    );
    assert.deepEqual(
      hits('Alpha alpha ALPHA', q('^A\\w+', { regex: true, caseSensitive: true })).map((h) => h.match),
      ['Alpha'],
    );
  });

  it('refuses an invalid regular expression and an empty query with a QueryError', () => {
    assert.throws(() => compileQuery(q('(unclosed', { regex: true })), QueryError);
    assert.throws(() => compileQuery(q('')), QueryError);
    assert.doesNotThrow(() => compileQuery(q('(unclosed')));
  });

  it('steps past empty matches instead of looping', () => {
    assert.deepEqual(hits('ab\ncd', q('x*', { regex: true })), []);
  });

  it('cuts a long line around the hit, the highlight still on the match', () => {
    const line = `${'lorem '.repeat(60)}NEEDLE${' ipsum'.repeat(60)}`;
    const [hit] = hits(line, q('needle'));
    assert.ok(hit);
    assert.ok(hit.preview.length <= PREVIEW_CHARS + 1, `${hit.preview.length}`);
    assert.equal(hit.preview.slice(hit.previewStart, hit.previewEnd), 'NEEDLE');
    assert.ok(hit.preview.startsWith('…'));
  });

  it('stops at the limit', () => {
    assert.equal(findHits('a '.repeat(50), compileQuery(q('a')), 10).length, 10);
  });
});
