import { describe, expect, it } from 'vitest';
import { checkSimAgainstApply } from '../core/sim-oracle.js';
import { replay, simulate } from '../core/simulate.js';
import { strategistBot } from './bots.js';
import { airlines } from './index.js';
import { optionsSchema } from './types.js';
import { defaultBoard } from './testing.js';

/** Every combination of the four table options, one per game in turn. */
const options = (g: number) =>
  optionsSchema.parse({ bonusPoints: (g & 1) > 0, additionalLastRound: (g & 2) > 0, controlledScoring: (g & 4) > 0, noFoundingAfterShares: (g & 8) > 0 });

describe('Airlines simulation path', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`reaches the states and events apply reaches, move by move: random moves, ${players} seats, 6 seeded games`, () => {
      const r = checkSimAgainstApply(airlines, { board: defaultBoard, players, games: 6, seed: 100 * players, bot: 'random', options: (g) => options(g * 3 + players) });
      expect(r.failures).toEqual([]);
      expect(r.finished).toBe(6);
    });
    it(`the same with the default bot (strategist), ${players} seats, 3 seeded games`, () => {
      const r = checkSimAgainstApply(airlines, { board: defaultBoard, players, games: 3, seed: 100 * players + 50, bot: strategistBot, options: (g) => options(g * 5 + players) });
      expect(r.failures).toEqual([]);
      expect(r.finished).toBe(3);
    });
  }
  it('simulate (which plays on the simulation path) gives the game apply gives', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = simulate(airlines, { board: defaultBoard, players: 2 + (seed % 5), seed, bots: seed % 2 ? strategistBot : airlines.bots[0]! });
      const again = replay(airlines, { board: defaultBoard, players: r.state.players, options: r.state.options, seed }, r.moves);
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(again));
    }
  });
});
