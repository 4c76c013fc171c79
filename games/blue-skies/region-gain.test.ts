import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { idRecord } from '../core/ids.js';
import { addAwards, regionValuesBySeat, seatOrder } from './region-gain.js';
import { regionAwards, regionValues } from './scoring.js';
import { simulate } from '../core/simulate.js';
import { blueSkies } from './index.js';
import { usaBoard } from './testing.js';

/** What the Strategist summed before: each award of regionAwards in its order. */
function bySum(gain: number, values: Record<string, number>, me: string, bonus: number, players: number, full: boolean, subtract: boolean): number {
  for (const aw of regionAwards(values, bonus, players, full)) {
    const t = aw.player === me ? aw.points : -aw.points / (players - 1);
    gain = subtract ? gain - t : gain + t;
  }
  return gain;
}

describe('region awards by seat number', () => {
  it('add up to exactly what regionAwards gives, in its order, on random values and both tie rules', () => {
    const rng = Rng.fromSeed(26);
    let awarded = 0;
    for (let k = 0; k < 5_000; k++) {
      const players = 2 + rng.int(4);
      // Ids whose record lists them out of seat order too ("10" before "p1").
      const ids = Array.from({ length: players }, (_, i) => (rng.int(4) === 0 ? String(10 + i) : `p${i + 1}`));
      const values = ids.map(() => (rng.int(3) === 0 ? 0 : rng.int(4) * 3));
      const record = idRecord(ids.map((id, i) => [id, values[i]!] as const));
      const order = Object.keys(record);
      const byPosition = order.map((id) => record[id]!);
      const me = rng.int(players);
      const bonus = 5 + rng.int(20);
      const full = rng.int(2) === 0;
      const start = rng.int(7) / 3;
      const subtract = rng.int(2) === 0;
      const want = bySum(start, record, order[me]!, bonus, players, full, subtract);
      if (want !== start) awarded++;
      expect(addAwards(start, byPosition, me, bonus, players, full, subtract)).toBe(want);
    }
    expect(awarded).toBeGreaterThan(2_000);
  });

  it('reads the same region values as regionValues, in its order', () => {
    // A game some way in, so the regions hold gates.
    const s = simulate(blueSkies, { board: usaBoard, players: 4, seed: 9, maxMoves: 60 }).state;
    const order = seatOrder(s);
    const at = new Map(order.map((id, i) => [id, i]));
    let some = 0;
    for (const r of s.board.regions) {
      const record = regionValues(s, r.airports);
      const got = regionValuesBySeat(s, r.airports, at, order.length);
      expect(got).toEqual(Object.keys(record).map((id) => record[id]));
      some += got.reduce((t, v) => t + v, 0);
    }
    expect(some).toBeGreaterThan(0);
  });
});
