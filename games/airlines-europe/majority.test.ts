import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { majorityPoints, seatPoints } from './majority.js';

describe('seatPoints', () => {
  it('gives each seat what majorityPoints gives it, on random holdings, extras and tables', () => {
    const rng = Rng.fromSeed(24);
    let holders = 0;
    for (let k = 0; k < 5_000; k++) {
      const seats = 2 + rng.int(5);
      const counts = Array.from({ length: seats }, () => (rng.int(3) === 0 ? 0 : rng.int(5)));
      const table = Array.from({ length: 1 + rng.int(4) }, () => rng.int(21));
      const who = rng.int(seats);
      const extra = rng.int(4);
      const shares: Record<string, number> = {};
      counts.forEach((n, i) => (shares[`p${i + 1}`] = n + (i === who ? extra : 0)));
      const want = majorityPoints(shares, table)[`p${who + 1}`] ?? 0;
      if (want > 0) holders++;
      expect(seatPoints(counts, who, extra, table)).toBe(want);
    }
    // The comparison met plenty of seats that score (not only the zeros).
    expect(holders).toBeGreaterThan(2_000);
  });

  it('splits tied positions, rounding up, and gives nothing without shares', () => {
    expect(seatPoints([4, 2, 2, 2], 2, 0, [10, 5, 2])).toBe(3);
    expect(seatPoints([3, 1, 0], 0, 0, [10, 5, 2])).toBe(10);
    expect(seatPoints([3, 1, 0], 2, 0, [10, 5, 2])).toBe(0);
    expect(seatPoints([3, 1, 0], 2, 3, [10, 5, 2])).toBe(8);
  });
});
