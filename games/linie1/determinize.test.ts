import { describe, expect, it } from 'vitest';
import { neverPeeks } from '../core/determinize-checks.js';
import { simulate } from '../core/simulate.js';
import { linie1 as def } from './index.js';
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
});
