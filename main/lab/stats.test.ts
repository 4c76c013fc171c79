import { describe, expect, it } from 'vitest';
import { benjaminiHochberg, binomialTest, chiSquareHomogeneity, chiSquareUniform, fisherExact, histogram, holm, mannWhitney, mantelHaenszel, medianInterval, normalSf, quantile, sortedNumbers, rateDifference, summarise, totalVariation, twoProportionZ, welchT, wilson } from './stats.js';

describe('lab statistics, against cases worked by hand', () => {
  it('Wilson interval: 8 wins in 10 games', () => {
    // centre (0.8 + 1.96²/20) / (1 + 1.96²/10) = 0.71674; half-width 1.96·√(0.016 + 0.0096)/1.38415 = 0.22658.
    const ci = wilson(8, 10);
    expect(ci.lo).toBeCloseTo(0.4902, 4);
    expect(ci.hi).toBeCloseTo(0.9433, 4);
  });

  it('Wilson interval: none and all stay inside 0..1, and no games say nothing', () => {
    expect(wilson(0, 20).lo).toBe(0);
    expect(wilson(0, 20).hi).toBeCloseTo(3.8415 / 23.8415, 4); // z²/(n + z²)
    expect(wilson(20, 20).hi).toBe(1);
    expect(wilson(0, 0)).toEqual({ lo: 0, hi: 1 });
  });

  it('Seat edge (exact binomial): 9 wins of 10 at a fair 1/2 is p = 2·11/1024', () => {
    expect(binomialTest(9, 10, 0.5).p).toBeCloseTo(22 / 1024, 10);
    expect(binomialTest(5, 10, 0.5).p).toBeCloseTo(1, 10);
  });

  it('Seat edge (exact binomial): the first of 4 seats wins none of 5 games: p = 0.3408', () => {
    // P(0) = 0.75⁵ = 0.2373; counts at most as likely: 0, 3 (0.0879), 4 (0.0146), 5 (0.00098).
    expect(binomialTest(0, 5, 0.25).p).toBeCloseTo(0.2373047 + 0.0878906 + 0.0146484 + 0.0009766, 6);
  });

  it('All seats: χ² of 30/20/25/25 wins against 25 each is 2 on 3 degrees, p = 0.5724', () => {
    const r = chiSquareUniform([30, 20, 25, 25]);
    expect(r.statistic).toBe(2);
    expect(r.df).toBe(3);
    expect(r.p).toBeCloseTo(0.5724067, 6);
  });

  it('Comparison (Fisher): [[3, 1], [1, 3]] is p = 34/70', () => {
    // With margins 4/4/4/4 the tables are 1, 16, 36, 16, 1 in 70; as or less likely than 16: 1+16+16+1.
    expect(fisherExact(3, 1, 1, 3).p).toBeCloseTo(34 / 70, 10);
    expect(fisherExact(2, 2, 2, 2).p).toBeCloseTo(1, 10);
  });

  it('Comparison (two proportions): 60/100 against 45/100 is z = 2.124, p = 0.0337', () => {
    // pooled 0.525; se = √(0.525·0.475·0.02) = 0.070622; z = 0.15 / se.
    const r = twoProportionZ(60, 100, 45, 100);
    expect(r.statistic).toBeCloseTo(2.12398, 4);
    expect(r.p).toBeCloseTo(0.03367, 4);
  });

  it("Comparison (Welch): means 10 and 12, sd 2 and 3, ten each: t = −1.754 on 15.7 degrees, p = 0.0989", () => {
    const r = welchT(10, 4, 10, 12, 9, 10);
    expect(r.statistic).toBeCloseTo(-1.75412, 4);
    expect(r.df).toBeCloseTo(15.6804, 3);
    expect(r.p).toBeCloseTo(0.098929, 5);
  });

  it('Element and winning (Cochran–Mantel–Haenszel): two strata give χ² = 3.491, p = 0.0617', () => {
    // Stratum 1 [[10, 10], [5, 15]]: E = 20·15/40 = 7.5, Var = 20·20·15·25/(40²·39) = 2.40385.
    // Stratum 2 [[8, 2], [6, 4]]: E = 10·14/20 = 7, Var = 10·10·14·6/(20²·19) = 1.10526.
    // χ² = (2.5 + 1)² / (2.40385 + 1.10526) = 3.49091.
    const r = mantelHaenszel([
      [10, 10, 5, 15],
      [8, 2, 6, 4],
    ]);
    expect(r.statistic).toBeCloseTo(3.490914, 5);
    expect(r.p).toBeCloseTo(0.0617065, 6);
    expect(mantelHaenszel([]).p).toBe(1);
  });

  it('Move mixes (χ² homogeneity): [20, 30, 50] against [30, 30, 40] is 3.111 on 2 degrees, p = 0.2111', () => {
    // Expected 25, 30, 45 in each row: (5²/25 + 5²/45)·2 = 3.1111; on 2 degrees p = e^(−χ²/2).
    const r = chiSquareHomogeneity([
      [20, 30, 50, 0],
      [30, 30, 40, 0],
    ]);
    expect(r.df).toBe(2);
    expect(r.statistic).toBeCloseTo(28 / 9, 10);
    expect(r.p).toBeCloseTo(Math.exp(-14 / 9), 8);
    // Total variation: half of |0.2−0.3| + 0 + |0.5−0.4|.
    expect(totalVariation([20, 30, 50], [30, 30, 40])).toBeCloseTo(0.1, 10);
    expect(totalVariation([1, 0], [0, 1])).toBe(1);
  });

  it('normal tail: P(Z > 1.96) = 0.025', () => {
    expect(normalSf(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalSf(-1.959964)).toBeCloseTo(0.975, 6);
  });

  it('Holm: p-values 0.01, 0.04, 0.03 become 0.03, 0.06, 0.06', () => {
    // Sorted 0.01·3, 0.03·2, 0.04·1, each at least the one before.
    const adj = holm([0.01, 0.04, 0.03]);
    expect(adj[0]).toBeCloseTo(0.03, 10);
    expect(adj[1]).toBeCloseTo(0.06, 10);
    expect(adj[2]).toBeCloseTo(0.06, 10);
  });

  it('summaries and quantiles: 1..10', () => {
    const s = summarise([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(s.mean).toBe(5.5);
    expect(s.median).toBe(5.5);
    expect(s.q1).toBeCloseTo(3.25, 10);
    expect(s.q3).toBeCloseTo(7.75, 10);
    expect(s.variance).toBeCloseTo(55 / 6, 10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('histogram: whole-number bins, widened to at most the bins asked for', () => {
    expect(histogram([1, 1, 2, 4])).toEqual([[1, 2], [2, 1], [3, 0], [4, 1]]);
    expect(histogram([0, 9, 10, 19], 2)).toEqual([[0, 2], [10, 2]]);
  });

  it('Benjamini–Hochberg: p × m / rank, made monotone from the largest down', () => {
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    [0.02, 0.04, 0.04, 0.02].forEach((x, i) => expect(q[i]).toBeCloseTo(x, 12));
    expect(benjaminiHochberg([0.5, 0.9])).toEqual([0.9, 0.9]);
    expect(benjaminiHochberg([])).toEqual([]);
  });

  it("Newcombe's interval for a difference of rates: his worked case 56/70 against 48/80 is 0.0524 to 0.3339", () => {
    const d = rateDifference(56, 70, 48, 80);
    expect(d.d).toBeCloseTo(0.2, 12);
    expect(d.lo).toBeCloseTo(0.0524, 4);
    expect(d.hi).toBeCloseTo(0.3339, 4);
  });

  it("a median's 95 % interval from order statistics: ranks n/2 ∓ 1.96·√n/2 (40th and 61st of 100)", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(medianInterval(values)).toEqual({ lo: 40, hi: 61 });
    // Nine values: ranks max(1, ⌊4.5 − 2.94⌋) = 1 and min(9, ⌈5.5 + 2.94⌉) = 9, the whole range.
    expect(medianInterval([5, 3, 9, 1, 7, 2, 8, 4, 6])).toEqual({ lo: 1, hi: 9 });
    expect(medianInterval([])).toEqual({ lo: NaN, hi: NaN });
  });

  it('Mann–Whitney from counts per ordered category, ties halved and in the variance: {1, 2} against {2, 3}', () => {
    // U = pairs where a exceeds b, a tie a half: only 2 against 2, so U = 0.5 of 4 pairs.
    // Variance (2·2/12)·(5 − Σ(t³ − t)/(4·3)) with one tie of two: (1/3)·(5 − 0.5) = 1.5.
    const r = mannWhitney([1, 1, 0], [0, 1, 1]);
    expect(r.statistic).toBeCloseTo(0.125, 12);
    expect(r.p).toBeCloseTo(2 * normalSf(1.5 / Math.sqrt(1.5)), 12);
    expect(r.p).toBeCloseTo(0.2207, 4);
    expect(mannWhitney([3, 3], [3, 3]).p).toBe(1);
    expect(mannWhitney([], [1]).p).toBe(1);
  });

  it('numbers sorted in a typed list are in the order the comparator sort gives, NaN and −0 included (the plain way then)', () => {
    const plain = (xs: number[]) => [...xs].sort((a, b) => a - b);
    // Compared as text, −0 marked apart from 0.
    const same = (a: ArrayLike<number>, b: number[]) => expect(Array.from(a).map((x) => (Object.is(x, -0) ? '-0' : String(x)))).toEqual(b.map((x) => (Object.is(x, -0) ? '-0' : String(x))));
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 300; i++) {
      const xs = Array.from({ length: Math.floor(next() * 40) }, () => Math.round((next() - 0.3) * 50) / (next() < 0.3 ? 4 : 1));
      if (i % 7 === 1) xs.splice(Math.floor(next() * xs.length), 0, NaN);
      if (i % 5 === 2) xs.splice(Math.floor(next() * xs.length), 0, -0, 0);
      if (i % 11 === 3) xs.push(Infinity, -Infinity, 1e-300, -1e300);
      // Long lists of small whole numbers (sorted by counting), now and then with one value
      // that is not (a fraction, a negative, a large one, −0 or NaN: sorted the other ways).
      if (i % 3 === 0) {
        for (let j = Math.floor(next() * 300); j > 0; j--) xs.push(Math.floor(next() * 60));
        if (i % 9 === 0) xs.push([0.5, -1, 70000, -0, NaN][(i / 9) % 5]!);
        xs.splice(0, xs.length, ...xs.filter((x) => (i % 9 === 0 ? true : Number.isInteger(x) && x >= 0 && !Object.is(x, -0))));
      }
      same(sortedNumbers(xs), plain(xs));
      const s = summarise(xs);
      const sorted = plain(xs);
      if (xs.length > 0) {
        expect(s.min).toBe(sorted[0]);
        expect(s.max).toBe(sorted[sorted.length - 1]);
        expect(s.median).toBe(quantile(sorted, 0.5));
        expect(s.p90).toBe(quantile(sorted, 0.9));
        expect(s.mean).toBe(sorted.reduce((t, x) => t + x, 0) / xs.length);
        expect(medianInterval(xs)).toEqual(medianInterval(sorted));
      }
    }
  });
});
