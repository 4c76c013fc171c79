import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../games/core/messages.js';
import type { Locale } from '../../../games/core/locales.js';
import de from '../i18n/table/de.js';
import en from '../i18n/table/en.js';
import fr from '../i18n/table/fr.js';
import { seatLabel, seatName, shownName, type SeatWords } from './seat-label.js';

const words = (locale: Locale): SeatWords => {
  const catalogue: Record<string, string> = { en, fr, de }[locale];
  return (key, params) => formatMessage(locale, catalogue[key]!, params);
};
const t = words('en');

describe('seat labels in the table bar and players panel', () => {
  it('an open seat nobody named is called by its number', () => {
    expect(seatLabel({ index: 1, kind: 'open', name: 'Player 2' }, t)).toBe('Seat 2 (open)');
    expect(seatLabel({ index: 0, kind: 'open', name: ' ' }, t)).toBe('Seat 1 (open)');
  });
  it('an open seat that keeps a name (a friend who left, a lab replay) shows it', () => {
    expect(seatLabel({ index: 0, kind: 'open', name: 'Network builder (seat 1)' }, t)).toBe('Network builder (seat 1) (open)');
    expect(seatName({ index: 2, kind: 'open', name: 'Gus' }, t)).toBe('Gus');
  });
  it('people by name, bots marked', () => {
    expect(seatLabel({ index: 0, kind: 'human', name: 'Ann' }, t)).toBe('Ann');
    expect(seatLabel({ index: 1, kind: 'bot', name: 'Cy' }, t)).toBe('Cy (bot)');
  });
  it("a seat nobody named reads in the page's language; an older save's English default too, but not a name like it", () => {
    expect(shownName({ index: 1, kind: 'human', name: '' }, words('fr'))).toBe('Joueur 2');
    expect(shownName({ index: 1, kind: 'human', name: 'Player 2' }, words('de'))).toBe('Spieler 2');
    expect(shownName({ index: 1, kind: 'human', name: 'Player 3' }, words('de'))).toBe('Player 3');
    expect(seatLabel({ index: 2, kind: 'open', name: '' }, words('fr'))).toBe('Place 3 (libre)');
    expect(seatLabel({ index: 0, kind: 'bot', name: '' }, words('de'))).toBe('Spieler 1 (Bot)');
  });
});
