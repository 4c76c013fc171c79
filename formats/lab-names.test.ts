/**
 * A lab replay's save name and table title hold no words (`labReplayNames`): each reader words the
 * token in its own language; any other name, an older replay's English included, shows as written.
 */
import { describe, expect, it } from 'vitest';
import { word } from '../games/core/wording.js';
import { allMessages } from '../games/messages.js';
import { labNameBoard, labNameWording, labReplayNames } from './protocol.js';

const shown = (locale: 'en' | 'fr' | 'de', name: string): string => {
  const w = labNameWording(name);
  return w ? word(allMessages, locale, w) : name;
};

describe('a lab replay save name and table title', () => {
  it('are tokens of the board, seed and move, worded in each language (the seed as written, no grouping)', () => {
    const { name, title } = labReplayNames('North America', 1234567, 40);
    expect(name).toBe('{{lab-save:1234567:40:North America}}');
    expect(title).toBe('{{lab-table:1234567:North America}}');
    const inEach = (token: string) => Object.fromEntries((['en', 'fr', 'de'] as const).map((l) => [l, shown(l, token)]));
    expect(inEach(name)).toEqual({ en: 'Lab: North America, seed 1234567, move 40', fr: 'Labo : North America, graine 1234567, coup 40', de: 'Labor: North America, Seed 1234567, Zug 40' });
    expect(inEach(title)).toEqual({ en: 'Lab replay: North America, seed 1234567', fr: 'Partie du labo : North America, graine 1234567', de: 'Laborpartie: North America, Seed 1234567' });
    expect(labNameBoard(name)).toBe('North America');
  });

  it('a long or odd board name still makes a token that fits a title and reads back whole', () => {
    for (const board of ['x'.repeat(120), 'A: b}} {{c', 'Two\nlines', '__proto__']) {
      const { name, title } = labReplayNames(board, -7, 100000);
      expect(name.length).toBeLessThanOrEqual(120);
      expect(title.length).toBeLessThanOrEqual(120);
      expect(labNameWording(name)?.key).toBe('host.lab.saveName');
      expect(labNameWording(title)?.key).toBe('host.lab.tableTitle');
      expect(labNameBoard(title)).toBe(board.replace('\n', ' ').slice(0, 80));
    }
    // A seed no token can hold: the board's name alone.
    expect(labReplayNames('Tiny', 2 ** 60, 3)).toEqual({ name: 'Tiny', title: 'Tiny' });
  });

  it('any other name shows as written: an older replay\'s English, a person\'s name, a broken token', () => {
    for (const name of ['Lab: North America, seed 12, move 40', 'Lab replay: North America, seed 12', 'Friday game', '{{lab-save:x:1:Tiny}}', '{{lab-save:1:1:}}', '{{lab-table:1:A\nB}}', '']) {
      expect(labNameWording(name)).toBeNull();
      expect(shown('fr', name)).toBe(name);
    }
  });
});
