import { describe, expect, it } from 'vitest';
import { neverPeeks } from '../core/determinize-checks.js';
import { simulate } from '../core/simulate.js';
import { airlines as def } from './index.js';
import { cloneState } from './rules.js';
import { defaultBoard } from './testing.js';
import { SCORING_CARD, type AirlinesState } from './types.js';

describe('Airlines determinize', () => {
  it('Never peeks: another hand and the decks\' order change neither the determinization nor the Hard bot\'s move', () => {
    const states: AirlinesState[] = [];
    simulate(def, { board: defaultBoard, players: 3, seed: 21, bots: def.bots.find((b) => b.id === 'strategist')!, afterMove: (s, _p, _m, i) => void (i % 10 === 9 && states.push(s)) });
    let checked = 0;
    for (const s of states.slice(0, 4)) {
      if (s.over) continue;
      const seat = s.players[s.turn.seat]!.id;
      const other = s.players.find((p) => p.id !== seat)!.id;
      const v = cloneState(s);
      // Another hand trades a stock card with the deck, and both decks turn over.
      const at = v.stockDeck.findIndex((c) => c !== SCORING_CARD && c !== v.hands[other]!.stock[0]);
      if (at >= 0 && v.hands[other]!.stock.length > 0) [v.hands[other]!.stock[0], v.stockDeck[at]] = [v.stockDeck[at]!, v.hands[other]!.stock[0]!];
      v.stockDeck.reverse();
      v.flightDeck.reverse();
      v.rng = { s: [1, 2, 3, 4] };
      // The Hard bot plays out whole games: it is asked on two states only.
      expect(neverPeeks(def, s, v, seat, checked < 2 ? 'hard' : null)).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
