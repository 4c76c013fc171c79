import { describe, expect, it } from 'vitest';
import { checkSimAgainstApply } from '../core/sim-oracle.js';
import { replay, simulate } from '../core/simulate.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope } from './index.js';
import { europeBoard } from './testing.js';
import { optionsSchema } from './types.js';

/** Each combination of the two table options, one per game in turn. */
const options = (g: number) => optionsSchema.parse({ secretVictoryPoints: (g & 1) > 0, oneScoringPickEach: (g & 2) > 0 });

describe('Airlines Europe simulation path', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`reaches the states and events apply reaches, move by move: random moves, ${players} seats, 6 seeded games`, () => {
      const r = checkSimAgainstApply(airlinesEurope, { board: europeBoard, players, games: 6, seed: 100 * players, bot: 'random', options: (g) => options(g + players) });
      expect(r.failures).toEqual([]);
      expect(r.finished).toBe(6);
    });
    it(`the same with the default bot (tycoon), ${players} seats, 3 seeded games`, () => {
      const r = checkSimAgainstApply(airlinesEurope, { board: europeBoard, players, games: 3, seed: 100 * players + 50, bot: tycoonBot, options: (g) => options(g + players + 1) });
      expect(r.failures).toEqual([]);
      expect(r.finished).toBe(3);
    });
  }
  it('simulate (which plays on the simulation path) gives the game apply gives', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = simulate(airlinesEurope, { board: europeBoard, players: 2 + (seed % 5), seed, bots: seed % 2 ? tycoonBot : airlinesEurope.bots[1]! });
      const again = replay(airlinesEurope, { board: europeBoard, players: r.state.players, options: r.state.options, seed }, r.moves);
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(again));
    }
  });
});
