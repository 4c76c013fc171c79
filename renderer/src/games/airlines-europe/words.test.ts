import { describe, expect, it } from 'vitest';
import { inLocale } from '../../i18n/in-locale.test-support.js';
import { europeWords } from './i18n/index.js';
import { moneyStat } from './words.js';

describe('Airlines Europe: a player’s money beside their name', () => {
  it('is worded in the reader’s language: the unit, and the number grouped as the language writes it', async () => {
    const stats = (l: 'en' | 'fr' | 'de') => inLocale(l, [europeWords], () => [moneyStat(12), moneyStat(1234)]);
    expect(await stats('en')).toEqual(['12 M', '1,234 M']);
    expect(await stats('fr')).toEqual(['12 M', '1\u202f234 M']);
    expect(await stats('de')).toEqual(['12 Mio.', '1.234 Mio.']);
  });
});
