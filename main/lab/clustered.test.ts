/**
 * The games-as-clusters correction (clustered.ts), against cases worked by hand: an element one
 * seat holds in every game of four, won by each seat in turn, has a design effect of 4/3 (its
 * holder's win and the others' are one draw per game, not four); the interval widens by its
 * square root and the test's χ² shrinks by it.
 */
import { describe, expect, it } from 'vitest';
import { clusterAdjusted, designEffects, withEarlyByTurn } from './clustered.js';
import { ledgerMeasures } from './element-ledger.js';
import type { GameRecord } from './play.js';

function game(index: number, winner: number, holds: [element: number, seat: number][]): GameRecord {
  return {
    index,
    seed: index,
    bots: ['a', 'a', 'a', 'a'],
    moves: 10,
    turns: 3,
    finished: true,
    scores: null,
    winners: [winner],
    leaders: null,
    usage: [[], [], [], []],
    holds: holds.flatMap(([el, seat]) => [el, seat, 1, NaN, NaN, 1, 1]),
    moveTypes: [{}, {}, {}, {}],
    events: {},
    exhausted: [],
    problem: null,
  } as unknown as GameRecord;
}

const ctx = {
  kinds: [{ kind: 'thing', label: 'Things', items: [{ id: 'x', name: 'X' }, { id: 'y', name: 'Y' }] }],
  elements: [
    { kind: 'thing', id: 'x', name: 'X' },
    { kind: 'thing', id: 'y', name: 'Y' },
  ],
} as never;

describe('games as clusters', () => {
  const G = 400;
  // X: held by seat 0 in every game. Y: held by every seat in every game (no "others": unmeasured).
  const records = Array.from({ length: G }, (_, g) => game(g, g % 4, [[0, 0], [1, 0], [1, 1], [1, 2], [1, 3]]));

  it('one holder per game of four: a design effect of 4/3 (times G/(G − 1)); an element without others stays at 1', () => {
    const m = ledgerMeasures(ctx, records);
    const deff = designEffects(2, records, m.lines);
    expect(deff[0]).toBeCloseTo((4 / 3) * (G / (G - 1)), 6);
    expect(deff[1]).toBe(1);
  });

  it('the interval widens by the square root of the design effect and the χ² shrinks by it', () => {
    const m = ledgerMeasures(ctx, records);
    const adj = clusterAdjusted(records, m);
    const k = Math.sqrt((4 / 3) * (G / (G - 1)));
    const [before, after] = [m.lines[0]!.effect, adj.lines[0]!.effect];
    expect(after.d).toBe(before.d);
    expect(after.hi - after.d).toBeCloseTo((before.hi - before.d) * k, 9);
    expect(before.d - before.lo).toBeGreaterThan(0);
    expect(after.d - after.lo).toBeCloseTo((before.d - before.lo) * k, 9);
    expect(adj.tests[0]!.statistic).toBeCloseTo(m.tests[0]!.statistic / (k * k), 9);
    expect(adj.tests[0]!.test).toMatch(/Rao–Scott corrected for the seats of one game \(design effect 1\.34\)$/);
  });

  it('counts by turn, per half, agree with the ledger at its early turn and run a few turns past it', () => {
    const m = withEarlyByTurn(records, ledgerMeasures(ctx, records));
    const l = m.lines[0]!;
    expect(l.early).toMatchObject({ byTurn: 1, games: G });
    expect(l.earlyByTurn![0]).toEqual([0, ...new Array<number>(7).fill(G / 2)]);
    expect(l.earlyByTurn![0][1]! + l.earlyByTurn![1][1]!).toBe(l.early!.games);
  });
});
