import { describe, expect, it } from 'vitest';
import { neverPeeks } from '../core/determinize-checks.js';
import { simulate } from '../core/simulate.js';
import { linie1 as def } from './index.js';
import { Rng } from '../core/rng.js';
import { routeBot } from './bots.js';
import { determinize } from './determinize.js';
import { cloneState } from './rules.js';
import type { Linie1State } from './types.js';
import { classicBoard } from './fixtures.test-helpers.js';

describe('Linie 1 determinize', () => {
  it('Never peeks: others\' line and route cards, the pile\'s order and the RNG change neither the determinization nor the Hard bot\'s move', () => {
    const states: Linie1State[] = [];
    simulate(def, { board: classicBoard(), players: 3, seed: 2, bots: def.bots[0]!, afterMove: (s, _p, _m, i) => void (i % 8 === 3 && states.push(s)) });
    let checked = 0;
    for (const s of states.slice(0, 4)) {
      if (s.ended) continue;
      const seat = s.players[s.current]!.id;
      const [a, b] = s.players.filter((p) => p.id !== seat && p.trip === null);
      if (!a || !b) continue;
      const v = cloneState(s);
      const [va, vb] = [v.players.find((p) => p.id === a.id)!, v.players.find((p) => p.id === b.id)!];
      [va.line, vb.line, va.route, vb.route] = [vb.line, va.line, vb.route, va.route];
      v.pile.reverse();
      v.rng = { s: [1, 2, 3, 4] };
      // The Hard bot plays out whole games: it is asked on two states only.
      expect(neverPeeks(def, s, v, seat, checked < 2 ? 'hard' : null)).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it("Reads the board's track: an opponent's hidden line and route card are dealt as the track it built suggests, not uniformly", () => {
    // After the second player's 8th turn of a route-builder game, its true pairing (one of 25)
    // comes up far more often than 1 in 25.
    let hits = 0;
    let draws = 0;
    for (const seed of [1, 2, 3]) {
      let at: Linie1State | null = null;
      simulate(def, { board: classicBoard(), players: 2, seed, bots: routeBot, afterMove: (s) => void (!at && s.turn === 17 && s.laid === 0 && s.step === 'build' && !s.players[1]!.trip && (at = s)) });
      expect(at).not.toBeNull();
      const s = at!;
      const truth = s.players[1]!;
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 40; i++) {
        const d = determinize(s, 'p1', rng).players[1]!;
        draws++;
        if (d.line === truth.line && d.route === truth.route) hits++;
      }
    }
    // Uniform dealing gives about 5 of 120 (1 in 25); these three games give 31.
    expect(hits / draws).toBeGreaterThan(0.15);
  });

  it('At 5 seats deals the hidden cards no worse than uniformly: the track, laid by all, does not say whose route it serves', () => {
    // Late in a 5-seat route-builder game the track helps many pairings. Weighing by it, as at 2
    // seats, made most undeclared players' true pairings all but impossible (mean log-probability
    // -32): in 80 draws 5 of these 9 were never dealt their own line and card (now 0 of 9).
    const never: string[] = [];
    let players = 0;
    for (const seed of [1, 2, 3]) {
      let at: Linie1State | null = null;
      simulate(def, { board: classicBoard(), players: 5, seed, bots: routeBot, afterMove: (s, _p, _m, i) => void (!at && i >= 100 && s.step === 'build' && s.players.filter((p) => p.trip === null).length >= 3 && (at = s)) });
      expect(at).not.toBeNull();
      const s = at!;
      const seat = s.players[s.current]!.id;
      const rng = Rng.fromSeed(seed);
      const draws = Array.from({ length: 80 }, () => determinize(s, seat, rng));
      for (const truth of s.players.filter((p) => p.id !== seat && p.trip === null)) {
        players++;
        const dealt = draws.filter((d) => d.players.some((p) => p.id === truth.id && p.line === truth.line && p.route === truth.route)).length;
        if (dealt === 0) never.push(`seed ${seed} ${truth.id}`);
      }
    }
    // A uniform draw gives each of them its truth about 1 time in 25: 80 draws miss it about 4 % of the time.
    expect(players).toBeGreaterThanOrEqual(9);
    expect(never.length, never.join(', ')).toBeLessThanOrEqual(Math.floor(players / 4));
  });
});
