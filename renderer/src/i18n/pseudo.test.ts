import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../games/core/messages.js';
import { allCatalogues } from './area.js';
import { AREAS } from './areas.js';
import { pseudoCatalogue, pseudoMessage } from './pseudo.js';

describe('the pseudo-locale', () => {
  it('accents every letter, doubles the vowels and brackets the message; placeholders and selectors stay', () => {
    expect(pseudoMessage('Save')).toBe('[Šááṽéé]');
    expect(pseudoMessage('Run {count} games')).toBe('[Ŕüüñ {count} ĝááɱééš]');
    expect(pseudoMessage('{n, plural, =0 {none} one {# move} other {# moves}} left')).toBe(
      '[{n, plural, =0 {ñööñéé} one {# ɱööṽéé} other {# ɱööṽééš}} ļééƒţ]',
    );
  });

  it('is about 40 % longer than English, as French and German often are', () => {
    const text = 'Choose a board and bots on the left and run a few hundred games';
    const ratio = [...pseudoMessage(text)].length / text.length;
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.6);
  });

  it('every message of every area still formats, with its plurals, once made over', async () => {
    let checked = 0;
    for (const area of AREAS) {
      const en = (await allCatalogues(area)).en;
      for (const [key, text] of Object.entries(pseudoCatalogue(en))) {
        const names = [...en[key]!.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!);
        for (const n of [0, 1, 2, 5, 21]) {
          const out = formatMessage('en', text, Object.fromEntries(names.map((x) => [x, n])));
          expect(out.startsWith('[') && out.endsWith(']'), key).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
