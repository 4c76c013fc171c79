import { describe, expect, it } from 'vitest';
import { SetupError } from '../core/errors.js';
import { catalogueProblems } from '../core/messages.js';
import { word } from '../core/wording.js';
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

  it('a setup refusal goes by key (code, key, params), worded by each client', () => {
    const def = airlines;
    const players = Array.from({ length: 9 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
    let err: unknown;
    try {
      def.setup({ board: undefined as never, players, options: {} as never, seed: 1 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SetupError);
    const e = err as SetupError;
    expect({ code: e.code, key: e.key, params: e.params }).toEqual({ code: 'players', key: 'core.setup.playerCount', params: { game: 'Airlines', min: 2, max: 6, n: 9 } });
    expect(e.message).toBe('Airlines is for 2 to 6 players, not 9.');
    expect(word(airlinesMessages, 'fr', { key: e.key!, params: e.params! })).toBe('Airlines se joue de 2 à 6 joueurs, pas à 9.');
  });

  it('a board its checks refuse: the place, then the problem as a sentence of its own', () => {
    const board = structuredClone(defaultBoard);
    const route = board.routes[0]!;
    route.from = 'Nowhere';
    let err: unknown;
    try {
      airlines.setup({ board, players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], options: {} as never, seed: 1 });
    } catch (e) {
      err = e;
    }
    const e = err as SetupError;
    expect(e.key).toBe('core.setup.badBoardAt');
    const said = (['en', 'fr', 'de'] as const).map((l) => word(airlinesMessages, l, { key: e.key!, params: e.params! }));
    expect(said).toEqual([
      `This board cannot be played ($.routes[0].from). Route ${route.id} starts at "Nowhere", which is not a city on this board.`,
      `Ce plateau ne peut pas être joué ($.routes[0].from). La route ${route.id} part de « Nowhere », qui n’est pas une ville de ce plateau.`,
      `Dieser Spielplan kann nicht gespielt werden ($.routes[0].from). Die Strecke ${route.id} beginnt in „Nowhere“, das keine Stadt dieses Spielplans ist.`,
    ]);
    expect(e.message).toBe(said[0]);
  });
});
