import { describe, expect, it } from 'vitest';
import { LOCALES } from './core/messages.js';
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

});
