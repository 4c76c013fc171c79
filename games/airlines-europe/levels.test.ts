import { describe, expect, it } from 'vitest';
import { searchMove } from '../core/ismcts.js';
import { budgetOptions, iterationsAt } from '../core/levels.js';
import { Rng } from '../core/rng.js';
import { seatPlayers, simulate } from '../core/simulate.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { EXPERT, SETTINGS } from './levels.js';
import { europeBoard } from './testing.js';
import type { EuropeState } from './types.js';

describe('Airlines Europe Expert at 4 seats', () => {
  it("plays the Tycoon's move and its most visited rival in the 8 shared worlds the search needs before it may leave the Tycoon's move", () => {
    // With 2/n of its 2-seat iterations (32 at 4 seats) over a licence purchase's dozens of
    // moves, no rival reached 8 worlds: Expert kept the Tycoon's move (test/bench/bots-judge.ts).
    const states: EuropeState[] = [];
    simulate(def, { board: europeBoard, players: 4, seed: 3, bots: tycoonBot, afterMove: (s, _p, _m, i) => void (i % 10 === 5 && !s.over && states.push(s)) });
    const { heuristic, hard: _hard, expert: _expert, seats, ...search } = SETTINGS;
    let checked = 0;
    for (const state of states) {
      const player = def.activePlayers(state)[0]!;
      const legal = def.legalMoves(state, player);
      if (legal.length < 20) continue;
      const iterations = iterationsAt(EXPERT, seats(state));
      expect(iterations).toBe(EXPERT.iterations);
      const r = searchMove(def, { state, player, legal, rng: Rng.fromSeed(7) }, { ...search, iterations, rolloutDepth: EXPERT.rolloutDepth, policy: heuristic });
      const [anchor, ...rivals] = r.stats.root.map((x) => x.visits);
      expect(anchor).toBeGreaterThanOrEqual(8);
      expect(Math.max(...rivals)).toBeGreaterThanOrEqual(8);
      if (++checked === 2) break;
    }
    expect(checked).toBe(2);
  });

  it('says its iterations are the same at every table', () => {
    const expert = def.bots.find((b) => b.id === 'expert')!;
    expect(expert.description).toContain('per move at any table,');
  });
});

describe('Airlines Europe Expert at 6 seats', () => {
  it('caps the moves it simulates a decision, so its opening choice keeps to about a second', () => {
    // A playout plays the rest of the game: 64 of them from a 6-seat opening simulated about
    // 15,600 moves, 0.6–1.0 s of CPU warm and 1.4 s cold under load (test/bench/bots-cpu.ts).
    const state = def.setup({ board: europeBoard, players: seatPlayers(6), options: def.optionsSchema.parse({}), seed: 900 });
    const player = def.activePlayers(state)[0]!;
    const legal = def.legalMoves(state, player);
    const r = searchMove(def, { state, player, legal, rng: Rng.fromSeed(0) }, budgetOptions(SETTINGS, EXPERT, state));
    expect(EXPERT.steps).toBe(12_000);
    // Stopped at the first iteration begun past the cap: one playout over it at most (a 6-seat game is about 250 moves).
    expect(r.stats.steps).toBeGreaterThanOrEqual(12_000);
    expect(r.stats.steps).toBeLessThan(12_000 + 300);
    expect(r.stats.iterations).toBeLessThan(EXPERT.iterations);
    expect(r.stats.iterations).toBeGreaterThanOrEqual(40);
  });
});
