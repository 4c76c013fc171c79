import { describe, expect, it } from 'vitest';
import { searchMove } from '../core/ismcts.js';
import { iterationsAt } from '../core/levels.js';
import { moveKey } from '../core/move-key.js';
import { Rng } from '../core/rng.js';
import { simulate } from '../core/simulate.js';
import { routeBot } from './bots.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { linie1 as def } from './index.js';
import { ROLLOUT, settings } from './levels.js';
import { runnerUpBot } from './playstyles.js';
import type { Linie1State } from './types.js';

describe('Linie 1 search levels', () => {
  it("Search the route builder's tile and the evaluation's choice at the root, judging rollouts cut short by the evaluation", () => {
    const states: Linie1State[] = [];
    simulate(def, { board: classicBoard(), players: 2, seed: 5, bots: routeBot, afterMove: (s, _p, _m, i) => void (i % 5 === 2 && !s.ended && states.push(s)) });
    const { heuristic, hard: _hard, expert: _expert, seats: _seats, ...search } = settings;
    let checked = 0;
    let notRunnerUp = 0;
    for (const state of states) {
      const player = def.activePlayers(state)[0]!;
      const legal = def.legalMoves(state, player);
      const first = routeBot.choose({ state, player, legal, rng: Rng.fromSeed(1) });
      // Only where the route builder's tile is its plan's, not one laid at random away from it.
      if (first.type !== 'place' || moveKey(first) !== moveKey(routeBot.choose({ state, player, legal, rng: Rng.fromSeed(2) }))) continue;
      const judged: string[] = [];
      const evaluate = (s: Linie1State, seat: string) => {
        judged.push(`${seat} ${s.ended ?? 'on'}`);
        return settings.evaluate!(s, seat);
      };
      const r = searchMove(def, { state, player, legal, rng: Rng.fromSeed(3) }, { ...search, evaluate, iterations: 16, rolloutDepth: ROLLOUT, policy: heuristic });
      const keys = r.stats.root.map((x) => x.key);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(moveKey(first));
      expect(legal.map(moveKey)).toContain(keys[1]);
      // UCB1 shares the visits; the heuristic's move keeps pace with the other (core/ismcts.ts).
      const [a, b] = r.stats.root.map((x) => x.visits);
      expect(a! + b!).toBe(16);
      expect(a).toBeGreaterThanOrEqual(b! - 1);
      // Every playout was cut short and judged by the searching seat.
      expect(judged).toEqual(Array(16).fill(`${player} on`));
      // The second move is the evaluation's pick (rootCandidates), not always the runner-up on the plan.
      if (keys[1] !== moveKey(runnerUpBot.choose({ state, player, legal, rng: Rng.fromSeed(1) }))) notRunnerUp++;
      if (++checked === 4) break;
    }
    expect(checked).toBe(4);
    expect(notRunnerUp).toBeGreaterThan(0);
  });
});

describe('Linie 1 Hard at a full table', () => {
  it("plays both root moves in the 8 shared worlds the search needs before it may leave the route builder's move", () => {
    // At 5 seats Hard had 8 iterations: 4 worlds per root move, so it always kept the route builder's.
    const states: Linie1State[] = [];
    simulate(def, { board: classicBoard(), players: 5, seed: 4, bots: routeBot, afterMove: (s, _p, _m, i) => void (i % 23 === 7 && !s.ended && states.push(s)) });
    const { heuristic, hard, expert: _expert, seats: _seats, ...search } = settings;
    const state = states[1]!;
    const player = def.activePlayers(state)[0]!;
    const legal = def.legalMoves(state, player);
    expect(legal.length).toBeGreaterThan(1);
    const iterations = iterationsAt(hard, settings.seats(state));
    const r = searchMove(def, { state, player, legal, rng: Rng.fromSeed(9) }, { ...search, iterations, rolloutDepth: hard.rolloutDepth, policy: heuristic });
    expect(r.stats.root).toHaveLength(2);
    for (const root of r.stats.root) expect(root.visits).toBeGreaterThanOrEqual(8);
  });
});

describe("Linie 1's levels say what their budget does", () => {
  it('Hard keeps its iterations at every table, and says so; Expert says they shrink at a bigger table', () => {
    const hard = def.bots.find((b) => b.id === 'hard')!;
    const expert = def.bots.find((b) => b.id === 'expert')!;
    expect(hard.description).toContain('per move at any table,');
    expect(hard.description).not.toContain('fewer at a bigger table');
    expect(expert.description).toContain('at 2 seats (fewer at a bigger table)');
  });
});
