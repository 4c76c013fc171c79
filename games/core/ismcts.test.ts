import { describe, expect, it } from 'vitest';
import { searchMove } from './ismcts.js';
import { moveKey } from './move-key.js';
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

/** A one-file game for a test: whose turn, the moves, the next state, and the final scores (the top score wins) or null. */
function toy<S, M>(active: (s: S) => string[], legalMoves: (s: S) => M[], next: (s: S, p: string, m: M) => S, scores: (s: S) => Record<string, number> | null): GameDefinition<unknown, unknown, S, M> {
  return {
    id: 'toy',
    activePlayers: active,
    legalMoves,
    apply: (s: S, p: string, m: M) => ({ ok: true, events: [], state: next(s, p, m) }),
    outcome: (s: S) => {
      const sc = scores(s);
      if (!sc) return null;
      const top = Math.max(...Object.values(sc));
      return { scores: sc, winners: Object.keys(sc).filter((k) => sc[k] === top), breakdown: null, summary: '' };
    },
  } as unknown as GameDefinition<unknown, unknown, S, M>;
}

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

  it('Keeps the heuristic\'s move when no other does better in the same worlds (luck alone decides)', () => {
    // A coin, hidden from the searcher and drawn afresh by `determinize`, decides the game; the move does not matter.
    interface Coin {
      coin: number;
      moved: boolean;
    }
    type Pick = { type: string };
    const coinGame = {
      id: 'coin',
      activePlayers: (s: Coin) => (s.moved ? [] : ['a']),
      legalMoves: () => ['x', 'y', 'z', 'w'].map((type) => ({ type })),
      apply: (s: Coin) => ({ ok: true, events: [], state: { ...s, moved: true } }),
      outcome: (s: Coin) => (s.moved ? { scores: { a: s.coin < 0.5 ? 1 : 0, b: s.coin < 0.5 ? 0 : 1 }, winners: [s.coin < 0.5 ? 'a' : 'b'], breakdown: null, summary: '' } : null),
      determinize: (s: Coin, _seat: string, rng: Rng) => ({ ...s, coin: rng.next() }),
    } as unknown as GameDefinition<unknown, unknown, Coin, Pick>;
    const pickZ: Bot<Coin, Pick> = { id: 'z', name: 'Z', description: '', choose: () => ({ type: 'z' }) };
    const legal = ['x', 'y', 'z', 'w'].map((type) => ({ type }));
    for (const seed of [1, 2, 3]) {
      const r = searchMove(coinGame, { state: { coin: 0, moved: false }, player: 'a', legal, rng: Rng.fromSeed(seed) }, { iterations: 200, policy: pickZ, rolloutDepth: 5, standing: () => ({ a: 0, b: 0 }), widening: 3 });
      expect(r.move).toEqual({ type: 'z' });
      // Every move was tried, in the same worlds: none can look luckier than the heuristic's.
      expect(r.stats.root.map((x) => x.visits > 0)).toEqual([true, true, true, true]);
    }
  });

  it('Leaves the heuristic\'s move only after both were played in `minWorlds` shared worlds, the heuristic\'s kept at the pace of the most visited', () => {
    const found = searchMove(takeAway, ctx(1), opts);
    expect(found.move).toEqual({ take: 3 });
    const visits = found.stats.root.map((r) => r.visits);
    expect(visits[0]).toBeGreaterThanOrEqual(Math.max(...visits.slice(1)) - 1);
    // The same search, asked for more shared worlds than it has: it keeps taking one.
    expect(searchMove(takeAway, ctx(1), { ...opts, minWorlds: 1000 }).move).toEqual({ take: 1 });
  });

  it('With `steps`, starts no iteration once that many moves were simulated, and stays deterministic for a seed', () => {
    // From 40 stones a playout of take-one is up to 40 moves: 400 iterations simulate thousands.
    const long = { ...ctx(5), state: { left: 40, turn: 0 as const, winner: null } };
    const free = searchMove(takeAway, long, opts);
    expect(free.stats.iterations).toBe(400);
    expect(free.stats.steps).toBeGreaterThan(2000);
    const capped = searchMove(takeAway, { ...long, rng: Rng.fromSeed(5) }, { ...opts, steps: 500 });
    // It stops at the first iteration that begins at or past 500 moves: past the cap by less than one playout.
    expect(capped.stats.steps).toBeGreaterThanOrEqual(500);
    expect(capped.stats.steps).toBeLessThan(500 + 40);
    expect(capped.stats.iterations).toBeLessThan(40);
    expect(searchMove(takeAway, { ...long, rng: Rng.fromSeed(5) }, { ...opts, steps: 500 })).toEqual(capped);
  });

  it('With `rootMoves`, plays only that many root moves, the first in the order', () => {
    const takeThree: Bot<Pile, Take> = { id: 'three', name: 'Three', description: '', choose: ({ legal }) => legal.at(-1)! };
    const two = searchMove(takeAway, ctx(2), { ...opts, candidates: [takeThree], rootMoves: 2 });
    expect(two.stats.root.map((r) => r.key)).toEqual([{ take: 1 }, { take: 3 }].map(moveKey));
    expect(two.move).toEqual({ take: 3 });
    // One root move: the heuristic's, whatever the search would have found.
    const one = searchMove(takeAway, ctx(2), { ...opts, rootMoves: 1 });
    expect(one.stats.root).toHaveLength(1);
    expect(one.move).toEqual({ take: 1 });
    expect(searchMove(takeAway, ctx(2), opts).stats.root).toHaveLength(3);
  });

  it('With `rootCandidates`, tries their moves at the root only, right after the heuristic\'s', () => {
    let asked = 0;
    const takeThree: Bot<Pile, Take> = { id: 'three', name: 'Three', description: '', choose: ({ legal }) => (asked++, legal.at(-1)!) };
    const takeTwo: Bot<Pile, Take> = { id: 'two', name: 'Two', description: '', choose: ({ legal }) => legal[Math.min(1, legal.length - 1)]! };
    const r = searchMove(takeAway, ctx(2), { ...opts, candidates: [takeTwo], rootCandidates: [takeThree], rootMoves: 2 });
    expect(r.stats.root.map((x) => x.key)).toEqual([{ take: 1 }, { take: 3 }].map(moveKey));
    expect(asked).toBe(1);
    // Without them the candidates' move comes second.
    expect(searchMove(takeAway, ctx(2), { ...opts, candidates: [takeTwo], rootMoves: 2 }).stats.root.map((x) => x.key)).toEqual([{ take: 1 }, { take: 2 }].map(moveKey));
  });

  it('With `finalStanding`, values a finished playout\'s margin by `standing`, so winning by more shows', () => {
    // One move, and `a` wins either way (scores 1/0); the far move leaves `b` further behind.
    interface Race {
      moved: 'near' | 'far' | null;
    }
    type Go = { to: 'near' | 'far' };
    const race = {
      id: 'race',
      activePlayers: (s: Race) => (s.moved ? [] : ['a']),
      legalMoves: () => [{ to: 'near' }, { to: 'far' }],
      apply: (_s: Race, _p: string, m: Go) => ({ ok: true, events: [], state: { moved: m.to } }),
      outcome: (s: Race) => (s.moved ? { scores: { a: 1, b: 0 }, winners: ['a'], breakdown: null, summary: '' } : null),
    } as unknown as GameDefinition<unknown, unknown, Race, Go>;
    const near: Bot<Race, Go> = { id: 'near', name: 'Near', description: '', choose: () => ({ to: 'near' }) };
    const base = { iterations: 40, policy: near, rolloutDepth: 5, standing: (s: Race) => ({ a: 10, b: s.moved === 'far' ? 2 : 8 }), widening: 3 };
    const go = (finalStanding: boolean) => searchMove(race, { state: { moved: null }, player: 'a', legal: [{ to: 'near' }, { to: 'far' }], rng: Rng.fromSeed(4) }, { ...base, finalStanding }).move;
    expect(go(false)).toEqual({ to: 'near' });
    expect(go(true)).toEqual({ to: 'far' });
  });

  it('With `evaluate`, values a rollout cut short at `rolloutDepth` by it (each seat\'s chance), for the searching seat', () => {
    // A long walk: `a` steps first (near or far), then both step on for 100 moves; `standing`
    // sees no difference, the evaluation sees the far step. The search must stop at depth 3.
    type Walk = { a: number; moves: number };
    type Step = { by: number };
    const walk = toy<Walk, Step>(
      (s) => (s.moves >= 100 ? [] : [s.moves % 2 === 0 ? 'a' : 'b']),
      () => [{ by: 1 }, { by: 2 }],
      (s, p, m) => ({ a: p === 'a' && s.moves === 0 ? m.by : s.a, moves: s.moves + 1 }),
      (s) => (s.moves >= 100 ? { a: 0, b: 1 } : null),
    );
    const near: Bot<Walk, Step> = { id: 'near', name: 'Near', description: '', choose: ({ legal }) => legal[0]! };
    const seen: string[] = [];
    const evaluate = (s: Walk, seat: string) => {
      seen.push(`${seat}@${s.moves}`);
      return { a: s.a === 2 ? 0.9 : 0.4, b: s.a === 2 ? 0.1 : 0.6 };
    };
    const base = { iterations: 40, policy: near, rolloutDepth: 3, standing: () => ({ a: 0, b: 0 }), widening: 3 };
    const go = (withEval: boolean) => searchMove(walk, { state: { a: 0, moves: 0 }, player: 'a', legal: [{ by: 1 }, { by: 2 }], rng: Rng.fromSeed(6) }, { ...base, ...(withEval ? { evaluate } : {}) });
    expect(go(false).move).toEqual({ by: 1 });
    const r = go(true);
    expect(r.move).toEqual({ by: 2 });
    // Judged once per iteration, by the searching seat, a few moves in (the tree's, then 3 rollout moves), never at the end.
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map((x) => x.split('@')[0]))).toEqual(new Set(['a']));
    expect(Math.max(...seen.map((x) => Number(x.split('@')[1])))).toBeLessThan(20);
    expect(r.stats.root.find((x) => x.key === moveKey({ by: 2 }))!.mean).toBeCloseTo(0.9);
  });

  it('With `evaluate`, values a finished playout by the win alone', () => {
    type One = { moved: number };
    type Go = { to: number };
    const game = toy<One, Go>(
      (s) => (s.moved ? [] : ['a']),
      () => [{ to: 1 }, { to: 2 }],
      (_s, _p, m) => ({ moved: m.to }),
      (s) => (s.moved ? { a: s.moved === 2 ? 9 : 5, b: 3 } : null),
    );
    const one: Bot<One, Go> = { id: 'one', name: 'One', description: '', choose: ({ legal }) => legal[0]! };
    const r = searchMove(game, { state: { moved: 0 }, player: 'a', legal: [{ to: 1 }, { to: 2 }], rng: Rng.fromSeed(2) }, { iterations: 20, policy: one, rolloutDepth: 5, standing: () => ({ a: 0, b: 0 }), widening: 3, evaluate: () => ({ a: 0, b: 0 }) });
    // Both win: each worth exactly 1 (without `evaluate` the margin makes them differ, below 1).
    expect(r.stats.root.map((x) => x.mean)).toEqual([1, 1]);
    expect(r.move).toEqual({ to: 1 });
  });

  it('Values a playout by the win and the margin, in [0, 1]', () => {
    expect(playoutReward({ a: 10, b: 4 }, ['a'])).toEqual({ a: 1, b: 0 });
    expect(playoutReward({ a: 5, b: 5 }, ['a', 'b'])).toEqual({ a: 0.5, b: 0.5 });
    const r = playoutReward({ a: 10, b: 8, c: 0 });
    expect(r.a).toBeGreaterThan(0.5);
    expect(r.b).toBeGreaterThan(r.c!);
    // At 2 seats a rout is worth more than a close win (and a close loss more than a rout).
    const close = playoutReward({ a: 90, b: 80 }, ['a']);
    const rout = playoutReward({ a: 90, b: 20 }, ['a']);
    expect(rout.a).toBeGreaterThan(close.a!);
    expect(close.a).toBeLessThan(1);
    expect(close.b).toBeGreaterThan(rout.b!);
  });
});
