import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../core/messages.js';
import { gameSources, harvestWordings, unusedKeys, wordingProblems } from '../core/wording-check.js';
import { linie1 } from './index.js';
import { linie1Messages } from './messages.js';
import { classicBoard } from './fixtures.test-helpers.js';

const sources = gameSources(new URL('.', import.meta.url));

describe('Linie 1 words in English, French and German', () => {
  it('has every key in every language, each parsing and rendering with 0, 1, 2, 5 and 21', () => {
    expect(catalogueProblems('linie1', linie1Messages)).toEqual([]);
  });

  it('uses every key it holds', () => {
    expect(unusedKeys(linie1Messages, 'linie1', sources, ['linie1.side.', 'linie1.edge.', 'linie1.option.', 'linie1.bot.'])).toEqual([]);
  });

  it('words everything seeded games say (events, refusals, the outcome) by key, in all three languages, with English made from the catalogue', () => {
    const heard = harvestWordings(linie1, classicBoard(), { players: [2, 3, 4], seeds: [1, 2], maxMoves: 600 });
    expect(heard.unkeyed).toEqual([]);
    expect(new Set(heard.said.map((s) => s.key)).size).toBeGreaterThan(12);
    expect(wordingProblems(linie1Messages, heard.said)).toEqual([]);
  });
});
