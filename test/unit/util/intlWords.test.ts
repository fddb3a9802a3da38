import { strict as assert } from 'node:assert';
import { plural, relativeTime, usableLocale } from '../../../src/util/intlWords';

describe('intlWords', () => {
  it('says relative times in English and German, in both directions', () => {
    assert.equal(relativeTime(5, 'minute', 'en'), 'in 5 minutes');
    assert.equal(relativeTime(-5, 'minute', 'en'), '5 minutes ago');
    assert.equal(relativeTime(1.5, 'hour', 'en'), 'in 1.5 hours');
    assert.equal(relativeTime(0, 'second', 'en'), 'now');
    assert.equal(relativeTime(-3, 'day', 'en'), '3 days ago');
    assert.equal(relativeTime(5, 'minute', 'de'), 'in 5 Minuten');
    assert.equal(relativeTime(-5, 'minute', 'de'), 'vor 5 Minuten');
    assert.equal(relativeTime(1.5, 'hour', 'de'), 'in 1,5 Stunden');
    assert.equal(relativeTime(-2, 'year', 'de'), 'vor 2 Jahren');
  });

  it('picks the plural form by the language rules', () => {
    const forms = { one: 'one', other: 'other' };
    assert.deepEqual(
      [0, 1, 2, 1.5, 21].map((n) => plural(n, 'en', forms)),
      ['other', 'one', 'other', 'other', 'other'],
    );
    assert.deepEqual(
      [0, 1, 2, 21].map((n) => plural(n, 'de', forms)),
      ['other', 'one', 'other', 'other'],
    );
    // A category the caller gave no form for (Polish "few") falls back to other.
    assert.equal(plural(3, 'pl', forms), 'other');
    assert.equal(plural(3, 'pl', { ...forms, few: 'few' }), 'few');
  });

  it('falls back to English for a pseudo-locale, a malformed tag and no locale', () => {
    for (const locale of ['qps-ploc', 'en_US', '', undefined]) {
      assert.equal(usableLocale(locale), 'en', String(locale));
      assert.equal(relativeTime(-5, 'minute', locale), '5 minutes ago', String(locale));
      assert.equal(plural(1, locale, { one: 'one', other: 'other' }), 'one', String(locale));
    }
    assert.equal(usableLocale('zh-cn'), 'zh-CN');
  });
});
