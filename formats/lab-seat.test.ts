/**
 * A lab replay's seat names hold no words (`labSeatName`): each reader words the token, and the
 * English an older replay wrote, in its own language.
 */
import { describe, expect, it } from 'vitest';
import { word } from '../games/core/wording.js';
import { allMessages } from '../games/messages.js';
import { labSeatName, labSeatNameFor, labSeatWording } from './protocol.js';

const shown = (locale: 'en' | 'fr' | 'de', index: number, name: string): string | null => {
  const w = labSeatWording({ index, name });
  return w ? word(allMessages, locale, w) : null;
};

describe('a lab replay seat name', () => {
  it('is a token of the seat number and the bot name key, worded in each language', () => {
    const name = labSeatName('airlines.bot.network.name', 1);
    expect(name).toBe('{{seat:2:airlines.bot.network.name}}');
    expect(shown('en', 1, name)).toBe('Network builder (seat 2)');
    expect(shown('fr', 1, name)).toBe('Bâtisseur de réseau (place 2)');
    expect(shown('de', 1, name)).toBe('Netzbauer (Platz 2)');
    expect(shown('de', 0, labSeatName('core.bot.hard.name', 0))).toMatch(/^\S.* \(Platz 1\)$/);
  });
  it('a bot with no name by key alone (none of its own, or one with params) is named by its seat only, worded in each language, not in English', () => {
    for (const bot of [undefined, {}, { nameWords: { key: 'labr.bot.without', params: { bot: 'x', what: 'y' } } }, { nameWords: { key: 'host.pause.older' } }]) {
      const name = labSeatNameFor(bot, 1);
      expect(name).toBe('{{seat:2}}');
      expect([shown('en', 1, name), shown('fr', 1, name), shown('de', 1, name)]).toEqual(['Bot (seat 2)', 'Bot (place 2)', 'Bot (Platz 2)']);
    }
    expect(labSeatNameFor({ nameWords: { key: 'airlines.bot.network.name' } }, 0)).toBe(labSeatName('airlines.bot.network.name', 0));
    // Another seat's number is not this seat's name.
    expect(labSeatWording({ index: 0, name: '{{seat:2}}' })).toBeNull();
  });
  it("an older replay's English seat part reads in the reader's language, its bot name as written", () => {
    expect(shown('fr', 0, 'Network builder (seat 1)')).toBe('Network builder (place 1)');
    expect(shown('de', 2, 'Majority hunter (seat 3)')).toBe('Majority hunter (Platz 3)');
  });
  it('any other name is nobody else\'s business: another seat\'s number, a bad key, a plain name', () => {
    expect(labSeatWording({ index: 0, name: labSeatName('airlines.bot.network.name', 4) })).toBeNull();
    expect(labSeatWording({ index: 0, name: 'Ann (seat 5)' })).toBeNull();
    expect(labSeatWording({ index: 0, name: '{{seat:1:host.pause.older}}' })).toBeNull();
    expect(labSeatWording({ index: 0, name: '{{seat:1:__proto__.bot.x.name}}' })).toBeNull();
    expect(labSeatWording({ index: 0, name: 'Ann' })).toBeNull();
    expect(labSeatWording({ index: 0, name: '' })).toBeNull();
  });
});
