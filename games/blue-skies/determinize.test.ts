import { describe, expect, it } from 'vitest';
import { neverPeeks } from '../core/determinize-checks.js';
import { simulate } from '../core/simulate.js';
import { blueSkies as def } from './index.js';
import { activePlayers } from './rules.js';
import { usaBoard } from './testing.js';
import type { BlueSkiesState } from './types.js';

describe('Blue Skies determinize', () => {
  it('Never peeks: another hand, the deck\'s order and the RNG change neither the determinization nor the Hard bot\'s move', () => {
    const states: BlueSkiesState[] = [];
    simulate(def, { board: usaBoard, players: 3, seed: 4, bots: def.bots[0]!, afterMove: (s, _p, _m, i) => void (i % 6 === 5 && states.push(s)) });
    let checked = 0;
    for (const s of states.slice(0, 5)) {
      if (s.phase.kind === 'over') continue;
      const seat = activePlayers(s)[0]!;
      const v: BlueSkiesState = { ...structuredClone({ ...s, board: null }), board: s.board };
      const other = v.players.find((p) => p.id !== seat && p.hand.length > 0)!;
      const at = v.deck.findIndex((c) => c !== other.hand[0]);
      if (at >= 0) [other.hand[0], v.deck[at]] = [v.deck[at]!, other.hand[0]!];
      v.deck.reverse();
      v.rng = { s: [1, 2, 3, 4] };
      // The Hard bot plays out whole games: it is asked on two states only.
      expect(neverPeeks(def, s, v, seat, checked < 2 ? 'hard' : null)).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
