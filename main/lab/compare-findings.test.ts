import { describe, expect, it } from 'vitest';
import { normalHolds } from './compare-findings.js';

const rate = (wins: number, games: number) => ({ wins, games, rate: wins / games, lo: 0, hi: 1 });

describe('comparison findings', () => {
  it("a win rate enters the z test only with 12 seat-games, 5 wins and 5 not won (the A/A case: 1 win in 14 is left out)", () => {
    expect(normalHolds(rate(1, 14))).toBe(false);
    expect(normalHolds(rate(5, 11))).toBe(false);
    expect(normalHolds(rate(10, 14))).toBe(false);
    expect(normalHolds(rate(5, 12))).toBe(true);
    expect(normalHolds(rate(11, 24))).toBe(true);
  });
});
