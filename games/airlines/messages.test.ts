import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../core/messages.js';
import { gameSources, harvestWordings, unusedKeys, wordingProblems } from '../core/wording-check.js';
import { airlines } from './index.js';
import { airlinesMessages } from './messages.js';
import { defaultBoard } from './testing.js';

const sources = gameSources(new URL('.', import.meta.url));

describe('Airlines words in English, French and German', () => {
  it('has every key in every language, each parsing and rendering with 0, 1, 2, 5 and 21', () => {
    expect(catalogueProblems('airlines', airlinesMessages)).toEqual([]);
  });

  it('uses every key it holds', () => {
    expect(unusedKeys(airlinesMessages, 'airlines', sources, ['airlines.routeType.', 'airlines.phase.', 'airlines.option.', 'airlines.bot.'])).toEqual([]);
  });

  it('words everything seeded games say (events, refusals, the outcome) by key, in all three languages, with English made from the catalogue', () => {
    const heard = harvestWordings(airlines, defaultBoard, { players: [2, 3, 4], seeds: [1, 2], maxMoves: 400 });
    expect(heard.unkeyed).toEqual([]);
    expect(new Set(heard.said.map((s) => s.key)).size).toBeGreaterThan(30);
    expect(wordingProblems(airlinesMessages, heard.said)).toEqual([]);
  });
});
