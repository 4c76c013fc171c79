import { describe, expect, it } from 'vitest';
import { searchMove } from '../core/ismcts.js';
import { TO_THE_END } from '../core/levels.js';
import { moveKey } from '../core/move-key.js';
import { Rng } from '../core/rng.js';
import { simulate } from '../core/simulate.js';
import { routeBot } from './bots.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { linie1 as def } from './index.js';
import { settings } from './levels.js';
import { runnerUpBot } from './playstyles.js';
import type { Linie1State } from './types.js';

describe('Linie 1 search levels', () => {
  it("Search only the route builder's tile and its runner-up on its plan at the root (`rootMoves`, the runner-up candidate)", () => {
    const states: Linie1State[] = [];
    simulate(def, { board: classicBoard(), players: 2, seed: 5, bots: routeBot, afterMove: (s, _p, _m, i) => void (i % 5 === 2 && !s.ended && states.push(s)) });
    const { heuristic, hard: _hard, expert: _expert, seats: _seats, ...search } = settings;
    let checked = 0;
    for (const state of states) {
      const player = def.activePlayers(state)[0]!;
      const legal = def.legalMoves(state, player);
      const first = routeBot.choose({ state, player, legal, rng: Rng.fromSeed(1) });
      const second = runnerUpBot.choose({ state, player, legal, rng: Rng.fromSeed(1) });
      if (first.type !== 'place' || moveKey(first) === moveKey(second)) continue;
      // The runner-up is another legal placement.
      expect(legal.map(moveKey)).toContain(moveKey(second));
      const r = searchMove(def, { state, player, legal, rng: Rng.fromSeed(3) }, { ...search, iterations: 16, rolloutDepth: TO_THE_END, policy: heuristic });
      expect(r.stats.root.map((x) => x.key)).toEqual([moveKey(first), moveKey(second)]);
      expect(r.stats.root.map((x) => x.visits)).toEqual([8, 8]);
      if (++checked === 2) break;
    }
    expect(checked).toBe(2);
  });
});
