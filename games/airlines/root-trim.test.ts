import { describe, expect, it } from 'vitest';
import { airlines } from './index.js';
import { rootTrim } from './root-trim.js';
import { card, fresh, give, twoPlayerBoard } from './testing.js';
import type { AirlinesMove, AirlinesState } from './types.js';

/** Two players on the two-player test board; Xair founded (its HQ marker), Ann leading it with 3 shares. */
function table(): AirlinesState {
  const s = fresh(2, {}, twoPlayerBoard());
  s.founded.push('X');
  s.played.ann!.X = 3;
  s.supply.X = (s.supply.X ?? 0) - 1;
  return s;
}

const keys = (moves: readonly AirlinesMove[]): string[] => moves.map((m) => JSON.stringify(m)).sort();
const dropped = (s: AirlinesState): string[] => {
  const legal = airlines.legalMoves(s, 'ann');
  const kept = new Set(rootTrim(s, 'ann', legal));
  return keys(legal.filter((m) => !kept.has(m)));
};

describe('Airlines search root trim', () => {
  it('Drops a part of a holding, or a single share, that gains no points now; keeps a whole holding and a share that does', () => {
    const s = table();
    give(s, 'ann', { stock: ['X', 'X', 'Y'] });
    // One more X share leaves Ann first, as she was; both X shares, and the one Y share (first in Yair), stay.
    expect(dropped(s)).toEqual(keys([{ type: 'playStock', airline: 'X', count: 1 }]));
    // Bob leads Xair by far: one share makes Ann second, which scores.
    s.played.ann!.X = 0;
    s.played.bob!.X = 5;
    expect(dropped(s)).toEqual([]);
  });

  it('Keeps a claim only with the smallest card that pays, and only for an airline whose growth is not worth more to a rival', () => {
    const s = table();
    give(s, 'ann', { flight: [card('wavy', 2), card('wavy', 5), card('solid', 4)] });
    s.founded.push('Y');
    s.played.bob!.Y = 2;
    s.turn.phase = 'expandClaim';
    const legal = airlines.legalMoves(s, 'ann');
    expect(legal).toContainEqual({ type: 'claim', airline: 'Y', route: 'r6', card: card('solid', 4) });
    // Xair's first wavy route with the 5 (the 2 pays), and Bob's Yair altogether.
    expect(dropped(s)).toEqual(keys(legal.filter((m) => m.type === 'claim' && (m.airline === 'Y' || m.card.value === 5))));
    expect(rootTrim(s, 'ann', legal)).toContainEqual({ type: 'pass' });
    // Founding Yair, every claim is for it: none is dropped for whose airline it is.
    s.turn.phase = 'foundClaim';
    s.turn.airline = 'Y';
    expect(dropped(s)).toEqual([]);
  });

  it('Keeps a sabotage spot only on a route the marker\'s airline could grow on', () => {
    const s = table();
    s.turn.phase = 'sabotagePlace';
    s.turn.airline = 'X';
    const legal = airlines.legalMoves(s, 'ann');
    const kept = rootTrim(s, 'ann', legal);
    expect(new Set(kept.flatMap((m) => (m.type === 'sabotage' ? [m.route] : [])))).toEqual(new Set(['r1', 'r3']));
    expect(kept).toContainEqual({ type: 'pass' });
    expect(kept.length).toBeLessThan(legal.length);
  });
});
