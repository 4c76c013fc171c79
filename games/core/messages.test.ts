import { describe, expect, it } from 'vitest';
import { catalogueProblems, formatMessage, pickLocale, translate, type Catalogues } from './messages.js';

const tiles = '{n, plural, one {# tile} other {# tiles}}';

describe('messages: languages, ICU messages and catalogues', () => {
  it('picks the first language we have by its primary tag, else English', () => {
    expect(pickLocale(['fr-CA', 'en-US'])).toBe('fr');
    expect(pickLocale(['it-IT', 'de-AT'])).toBe('de');
    expect(pickLocale(['ja'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(['__proto__'])).toBe('en');
  });

  it('words plurals by each language’s own rules (French counts 0 as one, English does not)', () => {
    expect(formatMessage('en', tiles, { n: 0 })).toBe('0 tiles');
    expect(formatMessage('en', tiles, { n: 1 })).toBe('1 tile');
    expect(formatMessage('fr', '{n, plural, one {# tuile} other {# tuiles}}', { n: 0 })).toBe('0 tuile');
    expect(formatMessage('de', '{n, plural, one {# Plättchen} other {# Plättchen}}', { n: 21 })).toBe('21 Plättchen');
  });

  it('translates by key, falling back to English, then to the key, never throwing', () => {
    const cats: Catalogues = { en: { a: 'Hello {name}', b: 'Only English' }, fr: { a: 'Bonjour {name}' }, de: { a: '{broken' } };
    expect(translate(cats, 'fr', 'a', { name: 'Ann' })).toBe('Bonjour Ann');
    expect(translate(cats, 'fr', 'b')).toBe('Only English');
    expect(translate(cats, 'de', 'a', { name: 'Ann' })).toBe('a');
    expect(translate(cats, 'en', 'missing')).toBe('missing');
    expect(translate(cats, 'en', '__proto__')).toBe('__proto__');
  });

  it('finds missing keys and messages that do not parse', () => {
    const cats: Catalogues = { en: { a: tiles, b: 'x' }, fr: { a: '{n, plural, one {# tuile} other {# tuiles}}' }, de: { a: '{n, plural, one {#', b: 'y' } };
    expect(catalogueProblems('test', cats)).toEqual(['test fr: b is missing', expect.stringMatching(/^test de: a does not parse/)]);
  });
});
