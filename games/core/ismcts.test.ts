import { describe, expect, it } from 'vitest';
import { searchMove } from './ismcts.js';
import { playoutReward } from './search-reward.js';
import { Rng } from './rng.js';
import type { Bot, GameDefinition } from './types.js';

/** Take-away: a pile of stones, each turn take 1 to 3; who takes the last stone wins. */
interface Pile {
  left: number;
  turn: 0 | 1;
  winner: string | null;
}
type Take = { take: number };
const ids = ['a', 'b'];
const takeAway = {
  id: 'take-away',
  activePlayers: (s: Pile) => (s.winner ? [] : [ids[s.turn]!]),
  legalMoves: (s: Pile) => [1, 2, 3].filter((n) => n <= s.left).map((take) => ({ take })),
  apply: (s: Pile, _p: string, m: Take) => {
    const left = s.left - m.take;
    return { ok: true, events: [], state: { left, turn: (1 - s.turn) as 0 | 1, winner: left === 0 ? ids[s.turn]! : null } };
  },
  outcome: (s: Pile) => (s.winner ? { scores: { a: s.winner === 'a' ? 1 : 0, b: s.winner === 'b' ? 1 : 0 }, winners: [s.winner], breakdown: null, summary: '' } : null),
} as unknown as GameDefinition<unknown, unknown, Pile, Take>;

/** The heuristic: always take one stone (wrong from 7: taking 3 leaves a lost 4). */
const takeOne: Bot<Pile, Take> = { id: 'one', name: 'One', description: '', choose: ({ legal }) => legal[0]! };
const opts = { iterations: 400, policy: takeOne, rolloutDepth: 50, standing: () => ({ a: 0, b: 0 }), widening: 3 };
const ctx = (seed: number) => ({ state: { left: 7, turn: 0 as const, winner: null }, player: 'a', legal: [1, 2, 3].map((take) => ({ take })), rng: Rng.fromSeed(seed) });

describe('information-set MCTS', () => {
  it('Finds the winning move the heuristic misses (leave a multiple of four)', () => {
    expect(searchMove(takeAway, ctx(1), opts).move).toEqual({ take: 3 });
  });

  it('Is deterministic for a seed when budgeted by iterations, and plays only moves it was offered', () => {
    const a = searchMove(takeAway, ctx(9), opts);
    const b = searchMove(takeAway, ctx(9), opts);
    expect(b).toEqual(a);
    expect(a.stats.iterations).toBe(400);
    // From 6, offered only 1 or 2: taking 2 leaves the opponent a lost 4.
    const few = searchMove(takeAway, { ...ctx(3), state: { left: 6, turn: 0, winner: null }, legal: [{ take: 1 }, { take: 2 }] }, opts);
    expect([{ take: 1 }, { take: 2 }]).toContainEqual(few.move);
    expect(few.move).toEqual({ take: 2 });
  });

  it('Values a playout by the win and the margin, in [0, 1]', () => {
    expect(playoutReward({ a: 10, b: 4 }, ['a'])).toEqual({ a: 1, b: 0 });
    expect(playoutReward({ a: 5, b: 5 }, ['a', 'b'])).toEqual({ a: 0.5, b: 0.5 });
    const r = playoutReward({ a: 10, b: 8, c: 0 });
    expect(r.a).toBeGreaterThan(0.5);
    expect(r.b).toBeGreaterThan(r.c!);
  });
});
