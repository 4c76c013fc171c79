/** A damaged save's issues, listed in each language: French puts its narrow no-break space before each semicolon. */
import { describe, expect, it } from 'vitest';
import { word } from '../../games/core/wording.js';
import { allMessages } from '../../games/messages.js';
import { migrateSave } from './format.js';

describe("a damaged save's issue list", () => {
  it('joins its issues as each language writes a semicolon', () => {
    const m = migrateSave({ format: 4, game: 'some-game', board: {}, options: {}, seed: 'x', players: [], moves: [], savedAt: '' }, 'x');
    if (m.ok) throw new Error('a save with three issues was read');
    expect(word(allMessages, 'en', m.reason)).toBe('The save is damaged: name: name is missing; seed: seed should be a number, not text; players: there are no players; at least 1 is needed');
    expect(word(allMessages, 'fr', m.reason)).toBe(
      'La sauvegarde est endommagée : name : le champ « name » manque\u202f; seed : le champ « seed » doit être un nombre, pas du texte\u202f; players : le champ « players » n’a aucun élément ; il en faut au moins 1',
    );
    expect(word(allMessages, 'de', m.reason)).toMatch(/^Der Spielstand ist beschädigt: name: das Feld „name“ fehlt; seed: /);
  });
});
