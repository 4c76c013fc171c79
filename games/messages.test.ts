import { describe, expect, it } from 'vitest';
import { LOCALES } from './core/messages.js';
import { SetupError } from './core/errors.js';
import { word } from './core/wording.js';
import { games } from './index.js';
import { gameMessages } from './messages.js';

describe('Every game words its table options by key', () => {
  for (const def of games.values()) {
    it(`${def.name}: each option's label and description have keys in all three languages, and the English is the catalogue's`, () => {
      const cats = gameMessages[def.id]!;
      expect(cats).toBeDefined();
      for (const o of def.options) {
        for (const key of [o.labelKey!, o.descriptionKey!]) for (const locale of LOCALES) expect(Object.hasOwn(cats[locale], key), `${locale}: ${key}`).toBe(true);
        expect(cats.en[o.labelKey!]).toBe(o.label);
        expect(cats.fr[o.labelKey!]).not.toBe(o.label);
      }
    });
  }

  for (const def of games.values()) {
    it(`${def.name}: each bot's name and description have keys in all three languages; the English is the catalogue's`, () => {
      const cats = gameMessages[def.id]!;
      for (const b of def.bots) {
        expect(b.nameWords, b.id).toBeDefined();
        expect(b.descriptionWords, b.id).toBeDefined();
        for (const w of [b.nameWords!, b.descriptionWords!]) for (const locale of LOCALES) expect(Object.hasOwn(cats[locale], w.key), `${locale}: ${w.key}`).toBe(true);
        expect(word(cats, 'en', b.nameWords!)).toBe(b.name);
        expect(word(cats, 'en', b.descriptionWords!)).toBe(b.description);
        expect(word(cats, 'fr', b.descriptionWords!)).not.toBe(b.description);
      }
    });
  }

  it('a setup refusal goes by key (code, key, params), worded by each client', () => {
    const def = games.get('airlines')!;
    const players = Array.from({ length: 9 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
    let err: unknown;
    try {
      def.setup({ board: undefined as never, players, options: {}, seed: 1 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SetupError);
    const e = err as SetupError;
    expect({ code: e.code, key: e.key, params: e.params }).toEqual({ code: 'players', key: 'core.setup.playerCount', params: { game: 'Airlines', min: 2, max: 6, n: 9 } });
    expect(e.message).toBe('Airlines is for 2 to 6 players, not 9.');
    expect(word(gameMessages.airlines!, 'fr', { key: e.key!, params: e.params! })).toBe('Airlines se joue de 2 à 6 joueurs, pas à 9.');
  });
});
