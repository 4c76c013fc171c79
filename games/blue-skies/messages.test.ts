import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../core/messages.js';
import { gameSources, harvestWordings, unusedKeys, wordingProblems } from '../core/wording-check.js';
import { blueSkies } from './index.js';
import { blueSkiesMessages } from './messages.js';
import { usaBoard } from './testing.js';

const sources = gameSources(new URL('.', import.meta.url));

describe('Blue Skies words in English, French and German', () => {
  it('has every key in every language, each parsing and rendering with 0, 1, 2, 5 and 21', () => {
    expect(catalogueProblems('blueSkies', blueSkiesMessages)).toEqual([]);
  });

  it('uses every key it holds', () => {
    expect(unusedKeys(blueSkiesMessages, 'blueSkies', sources, ['blueSkies.what.', 'blueSkies.phase.', 'blueSkies.option.', 'blueSkies.bot.'])).toEqual([]);
  });

  it('words everything seeded games say (events, refusals, the outcome) by key, in all three languages, with English made from the catalogue', () => {
    const heard = harvestWordings(blueSkies, usaBoard, { players: [2, 3, 4], seeds: [1, 2], maxMoves: 500 });
    expect(heard.unkeyed).toEqual([]);
    expect(new Set(heard.said.map((s) => s.key)).size).toBeGreaterThan(25);
    expect(wordingProblems(blueSkiesMessages, heard.said)).toEqual([]);
  });
});
