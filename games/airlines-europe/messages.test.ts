import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../core/messages.js';
import { gameSources, harvestWordings, unusedKeys, wordingProblems } from '../core/wording-check.js';
import { airlinesEurope } from './index.js';
import { europeMessages } from './messages.js';
import { europeBoard } from './testing.js';

const sources = gameSources(new URL('.', import.meta.url));

describe('Airlines Europe words in English, French and German', () => {
  it('has every key in every language, each parsing and rendering with 0, 1, 2, 5 and 21', () => {
    expect(catalogueProblems('europe', europeMessages)).toEqual([]);
  });

  it('uses every key it holds', () => {
    expect(unusedKeys(europeMessages, 'europe', sources, ['europe.what.', 'europe.now.', 'europe.outcome.', 'europe.option.', 'europe.bot.'])).toEqual([]);
  });

  it('words everything seeded games say (events, refusals, the outcome) by key, in all three languages, with English made from the catalogue', () => {
    const heard = harvestWordings(airlinesEurope, europeBoard, { players: [2, 3, 5], seeds: [1, 2], maxMoves: 600 });
    expect(heard.unkeyed).toEqual([]);
    expect(new Set(heard.said.map((s) => s.key)).size).toBeGreaterThan(25);
    expect(wordingProblems(europeMessages, heard.said)).toEqual([]);
  });
});
