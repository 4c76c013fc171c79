import { describe, expect, it } from 'vitest';
import { SetupError } from '../core/errors.js';
import { catalogueProblems } from '../core/messages.js';
import { word } from '../core/wording.js';
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

  it('a board its checks refuse: the problem is a sentence of its own after the refusal, in every language', () => {
    const board = classicBoard();
    board.lines[0]!.id = board.lines[1]!.id;
    let err: unknown;
    try {
      linie1.setup({ board, players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], options: {} as never, seed: 1 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SetupError);
    const e = err as SetupError;
    expect(e.key).toBe('core.setup.badBoard');
    const id = board.lines[1]!.id;
    expect((['en', 'fr', 'de'] as const).map((l) => word(linie1Messages, l, { key: e.key!, params: e.params! }))).toEqual([
      `This board cannot be played. Two lines are called "${id}".`,
      `Ce plateau ne peut pas être joué. Deux lignes s’appellent « ${id} ».`,
      `Dieser Spielplan kann nicht gespielt werden. Zwei Linien heißen „${id}“.`,
    ]);
    expect(e.message).toBe(`This board cannot be played. Two lines are called "${id}".`);
  });
});
