import { describe, expect, it } from 'vitest';
import { neverPeeks } from '../core/determinize-checks.js';
import { simulate } from '../core/simulate.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { activePlayers, cloneState } from './rules.js';
import { europeBoard } from './testing.js';
import { SCORING_CARD, type EuropeState } from './types.js';

describe('Airlines Europe determinize', () => {
  it('Never peeks: other hands, the draw pile (its scoring cards too) and the RNG change neither the determinization nor the Hard bot\'s move', () => {
    const states: EuropeState[] = [];
    simulate(def, { board: europeBoard, players: 3, seed: 8, bots: tycoonBot, afterMove: (s, _p, _m, i) => void (i % 12 === 0 && states.push(s)) });
    let checked = 0;
    for (const s of states.slice(0, 5)) {
      if (s.over) continue;
      const seat = activePlayers(s)[0]!;
      const other = s.players.find((p) => p.id !== seat)!.id;
      const v = cloneState(s);
      // Another hand swaps a card with the draw pile; the pile turns over (scoring cards move too).
      const mine = Object.keys(v.hands[other]!).find((k) => v.hands[other]![k]! > 0);
      const theirs = v.deck.findIndex((c) => c !== SCORING_CARD && c !== mine);
      if (mine !== undefined && theirs >= 0) {
        const got = v.deck[theirs]!;
        v.hands[other] = { ...v.hands[other], [mine]: v.hands[other]![mine]! - 1 };
        v.hands[other]![got] = (v.hands[other]![got] ?? 0) + 1;
        v.deck[theirs] = mine;
      }
      v.deck.reverse();
      v.rng = { s: [1, 2, 3, 4] };
      // The Hard bot plays out whole games: it is asked on two states only.
      expect(neverPeeks(def, s, v, seat, checked < 2 ? 'hard' : null)).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
