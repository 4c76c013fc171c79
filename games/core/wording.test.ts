import { describe, expect, it } from 'vitest';
import { wordLogEntry, wordRefusal, wordStandings, wordSummary } from '../../formats/client-words.js';
import type { Catalogues } from './messages.js';
import { wireError, wireLogEntry, wireOutcome } from '../../formats/wire-words.js';
import { isWording, list, mergeCatalogues, plainParams, sayer, semicolonJoin, word } from './wording.js';

const cats: Catalogues = {
  en: {
    't.claim': '{player} claims {route} with {card}.',
    't.card': '{type} {value}',
    't.type.wavy': 'wavy',
    't.players': '{players} {n, plural, one {wins} other {win}}.',
  },
  fr: {
    't.claim': '{player} prend {route} avec {card}.',
    't.card': '{type} de {value}',
    't.type.wavy': 'ondulée',
    't.players': '{players} {n, plural, one {gagne} other {gagnent}}.',
  },
  de: {
    't.claim': '{player} belegt {route} mit {card}.',
    't.card': '{type} {value}',
    't.type.wavy': 'Wellenlinie',
    't.players': '{players} {n, plural, one {gewinnt} other {gewinnen}}.',
  },
};
const said = sayer(cats);
const card = { key: 't.card', params: { type: { key: 't.type.wavy' }, value: 5 } };

describe('words by key: what the host sends and how each client words it', () => {
  it('words nested wordings and lists in each language, English lists without the serial comma', () => {
    const w = { key: 't.claim', params: { player: '{{p1}}', route: 'Denver–Omaha', card } };
    expect(word(cats, 'en', w)).toBe('{{p1}} claims Denver–Omaha with wavy 5.');
    expect(word(cats, 'fr', w)).toBe('{{p1}} prend Denver–Omaha avec ondulée de 5.');
    expect(word(cats, 'de', w)).toBe('{{p1}} belegt Denver–Omaha mit Wellenlinie 5.');
    const three = { key: 't.players', params: { players: list(['Ann', 'Bob', 'Cid']), n: 3 } };
    expect(word(cats, 'en', three)).toBe('Ann, Bob and Cid win.');
    expect(word(cats, 'fr', three)).toBe('Ann, Bob et Cid gagnent.');
    expect(word(cats, 'de', three)).toBe('Ann, Bob und Cid gewinnen.');
    expect(word(cats, 'en', { key: 't.players', params: { players: list(['a', 'b'], 'semicolon'), n: 2 } })).toBe('a; b win.');
  });

  it('joins items that hold lists with semicolons as each language writes them: French puts a narrow no-break space before', () => {
    const two = { key: 't.players', params: { players: list(['Ann, Bob', 'Cid'], 'semicolon'), n: 2 } };
    expect(word(cats, 'en', two)).toBe('Ann, Bob; Cid win.');
    expect(word(cats, 'fr', two)).toBe('Ann, Bob\u202f; Cid gagnent.');
    expect(word(cats, 'de', two)).toBe('Ann, Bob; Cid gewinnen.');
    expect(semicolonJoin('fr', ['a', 'b', 'c'])).toBe('a\u202f; b\u202f; c');
    expect(semicolonJoin('fr', ['a'])).toBe('a');
  });

  it('makes the English from the catalogue, only when read, and never throws on a missing key', () => {
    const s = said('t.claim', { player: 'Ann', route: 'X', card });
    expect(Object.keys(s)).toEqual(['key', 'params', 'text']);
    expect(s.text).toBe('Ann claims X with wavy 5.');
    expect({ ...s }.text).toBe('Ann claims X with wavy 5.');
    expect(word(cats, 'fr', { key: 'no.such.key' })).toBe('no.such.key');
    expect(word(cats, 'en', { key: '__proto__' })).toBe('__proto__');
  });

  it('sends no sentence: log entries, refusals and outcomes lose their English, nested wordings too', () => {
    const s = said('t.claim', { player: 'Ann', route: 'X', card: said('t.card', { type: { key: 't.type.wavy' }, value: 5 }) });
    const entry = wireLogEntry({ stateNo: 3, type: 'claim', text: s.text, key: s.key, params: s.params!, player: 'p1' });
    expect(JSON.stringify(entry)).not.toContain('claims');
    expect(JSON.stringify(entry)).not.toContain('"text"');
    expect(entry).toEqual({ stateNo: 3, type: 'claim', key: 't.claim', params: { player: 'Ann', route: 'X', card }, player: 'p1' });
    expect(wireError('no-card', { message: s.text, key: s.key, params: s.params! })).toEqual({ code: 'no-card', key: 't.claim', params: { player: 'Ann', route: 'X', card } });
    const o = wireOutcome({ scores: { p1: 1 }, winners: ['p1'], breakdown: null, summary: 'Ann wins.', summaryWords: said('t.players', { players: list(['Ann']), n: 1 }), standings: { p1: 'first' }, standingsWords: { p1: said('t.type.wavy') } });
    expect(JSON.stringify(o)).not.toMatch(/Ann wins|first|"text"/);
    expect(wordSummary(cats, 'de', o)).toBe('Ann gewinnt.');
    expect(wordStandings(cats, 'fr', o)).toEqual({ p1: 'ondulée' });
  });

  it('keeps reading what has no key (old saves, a game not keyed yet): its English as it came', () => {
    expect(wireLogEntry({ stateNo: 1, type: 'x', text: 'Old words.' })).toEqual({ stateNo: 1, type: 'x', text: 'Old words.' });
    expect(wordLogEntry(cats, 'fr', { stateNo: 1, type: 'x', text: 'Old words.' })).toBe('Old words.');
    expect(wordRefusal(cats, 'de', { code: 'bad', message: 'Only English.' })).toBe('Only English.');
    expect(wordSummary(cats, 'fr', { summary: 'Ann wins.' })).toBe('Ann wins.');
    expect(wireError('bad', { message: 'Only English.' })).toEqual({ code: 'bad', message: 'Only English.' });
  });

  it('reads wordings from outside with care: a key must be a short string, params an object', () => {
    expect(isWording({ key: 't.card', params: { value: 1 } })).toBe(true);
    expect(isWording({ key: 5 })).toBe(false);
    expect(isWording({ key: 'x'.repeat(201) })).toBe(false);
    expect(isWording({ key: 'k', params: [] })).toBe(false);
    expect(wordRefusal(cats, 'en', { code: 'c', key: 't.card', params: 'nope' })).toBe('c');
    // Deeply nested params stop at a bound instead of recursing without end.
    let deep: { key: string; params?: Record<string, unknown> } = { key: 't.type.wavy' };
    for (let i = 0; i < 50; i++) deep = { key: 't.card', params: { type: deep, value: i } };
    expect(() => word(cats, 'en', deep as never)).not.toThrow();
    expect(() => plainParams(deep.params as never)).not.toThrow();
  });

  it('puts areas together, a later area winning a shared key', () => {
    const a: Catalogues = { en: { k: 'a' }, fr: { k: 'a' }, de: { k: 'a' } };
    const b: Catalogues = { en: { k: 'b', j: 'j' }, fr: { k: 'b', j: 'j' }, de: { k: 'b', j: 'j' } };
    expect(mergeCatalogues(a, b).fr).toEqual({ k: 'b', j: 'j' });
  });
});
