import { describe, expect, it } from 'vitest';
import { differenceChange, differenceChangeP, widening } from './difference-change.js';
import { normalSf, rateDifference, wilson } from './stats.js';

const c = (wins: number, games: number) => ({ wins, games });

describe("the change of the holders' lead between two runs", () => {
  it("is Newcombe's interval carried to four rates: each rate brings the side of its Wilson interval that faces the way the sum moves", () => {
    const [hb, ob, ha, oa] = [c(300, 1000), c(1, 600), c(250, 1000), c(150, 600)];
    const r = differenceChange(hb, ob, ha, oa);
    expect(r.d).toBeCloseTo(0.3 - 1 / 600 - 0.25 + 0.25, 12);
    const w = [wilson(300, 1000), wilson(1, 600), wilson(250, 1000), wilson(150, 600)];
    // Worked by hand: lower end uses hb's low side, ob's high side, ha's high side, oa's low side.
    const below = (0.3 - w[0]!.lo) ** 2 + (w[1]!.hi - 1 / 600) ** 2 + (w[2]!.hi - 0.25) ** 2 + (0.25 - w[3]!.lo) ** 2;
    const above = (w[0]!.hi - 0.3) ** 2 + (1 / 600 - w[1]!.lo) ** 2 + (0.25 - w[2]!.lo) ** 2 + (w[3]!.hi - 0.25) ** 2;
    expect(r.lo).toBeCloseTo(r.d - Math.sqrt(below), 12);
    expect(r.hi).toBeCloseTo(r.d + Math.sqrt(above), 12);
    // With A's lead nil and pinned (huge counts), it is Newcombe's interval of B's lead.
    const one = differenceChange(c(30, 100), c(20, 100), c(5e8, 1e9), c(5e8, 1e9));
    const n = rateDifference(30, 100, 20, 100);
    expect(one.lo).toBeCloseTo(n.lo, 4);
    expect(one.hi).toBeCloseTo(n.hi, 4);
  });

  it('its p is where the interval reaches zero: 0.05 exactly when the 95 % interval ends at zero, and near the z test for large even counts', () => {
    const [hb, ob, ha, oa] = [c(330, 1000), c(170, 600), c(250, 1000), c(150, 600)];
    const p = differenceChangeP(hb, ob, ha, oa);
    // Invert: at the z of this p, the low end sits on zero.
    const z = -inverse(p / 2);
    expect(differenceChange(hb, ob, ha, oa, z).lo).toBeCloseTo(0, 9);
    // Near a plain z test on the four rates when none is near 0 or 1.
    const rates = [0.33, 170 / 600, 0.25, 0.25];
    const se = Math.sqrt(rates.reduce((t, x, i) => t + (x * (1 - x)) / [1000, 600, 1000, 600][i]!, 0));
    const d = 0.33 - 170 / 600;
    expect(p).toBeGreaterThan(0.5 * 2 * normalSf(d / se));
    expect(p).toBeLessThan(2 * 2 * normalSf(d / se));
    // No change, no evidence; a seat-less side, no test.
    expect(differenceChangeP(c(10, 40), c(10, 40), c(5, 20), c(5, 20))).toBe(1);
    expect(differenceChangeP(c(10, 40), c(0, 0), c(5, 20), c(5, 20))).toBe(1);
  });

  it("keeps a lead whose other seats almost never win (a region worth 80: others win 1 of 598), and is not fooled by one win in 14 holders", () => {
    // The Northeast at 80 against 14 (lab bench, 1,000 games): beyond chance by far.
    expect(differenceChangeP(c(999, 3402), c(1, 598), c(600, 2400), c(400, 1600))).toBeLessThan(1e-20);
    // The A/A case the old normal guard was for: 1 of 14 holders on B, 4 of 14 on A, the rest even.
    const p = differenceChangeP(c(1, 14), c(999, 3986), c(4, 14), c(996, 3986));
    expect(p).toBeGreaterThan(0.1);
    // And its interval reaches further down than up (a rate near 0 on B's holders).
    const r = differenceChange(c(1, 14), c(999, 3986), c(4, 14), c(996, 3986));
    expect(r.d - r.lo).toBeGreaterThan(0);
    expect(r.lo).toBeLessThan(0);
    expect(r.hi).toBeGreaterThan(0);
  });

  it("widens each run by its seats' design effect, read back from its ledger line (seats of one game are not independent)", () => {
    const plain = rateDifference(561.5, 1992, 1438.5, 6008);
    const line = (k: number) => ({ holders: { wins: 561.5, games: 1992, rate: 0, lo: 0, hi: 1 }, others: { wins: 1438.5, games: 6008, rate: 0, lo: 0, hi: 1 }, effect: { d: plain.d, lo: plain.d - k * (plain.d - plain.lo), hi: plain.d + k * (plain.hi - plain.d) } });
    expect(widening(line(1))).toBeCloseTo(1, 9);
    expect(widening(line(1.17))).toBeCloseTo(1.17, 9);
    // Never surer than the plain figure.
    expect(widening(line(0.8))).toBe(1);
    // The Blue Skies A/A gate (run 24, DFW#2): widened, its change is no longer near an alarm.
    const [hb, ob, ha, oa] = [c(561.5, 1992), c(1438.5, 6008), c(464.5, 1993), c(1535.5, 6007)];
    const p1 = differenceChangeP(hb, ob, ha, oa);
    const p2 = differenceChangeP(hb, ob, ha, oa, { a: 1.17, b: 1.17 });
    expect(p2).toBeGreaterThan(5 * p1);
    const r = differenceChange(hb, ob, ha, oa, undefined, { a: 1.17, b: 1.17 });
    const r1 = differenceChange(hb, ob, ha, oa);
    expect(r.d - r.lo).toBeCloseTo(1.17 * (r1.d - r1.lo), 9);
  });

  it('raises no more false alarms than its level when nothing changed, even with few wins (1,000 simulated A/A pairs a case)', () => {
    const rnd = generator(26);
    const binomial = (n: number, p: number): number => {
      let k = 0;
      for (let i = 0; i < n; i++) if (rnd() < p) k++;
      return k;
    };
    // Few holders who rarely win (the case the old guard was for); others who almost never win; an ordinary case.
    const cases: [number, number, number, number][] = [
      [14, 0.07, 400, 0.25],
      [600, 0.29, 598, 0.002],
      [200, 0.3, 300, 0.2],
    ];
    for (const [nh, ph, no, po] of cases) {
      let alarms = 0;
      for (let i = 0; i < 1000; i++) {
        const side = () => [{ wins: binomial(nh, ph), games: nh }, { wins: binomial(no, po), games: no }] as const;
        const [hb, ob] = side();
        const [ha, oa] = side();
        if (differenceChangeP(hb, ob, ha, oa) < 0.05) alarms++;
      }
      // 5 % expected at most; 8 % is four standard errors above it.
      expect(alarms, `${nh} holders at ${ph}, ${no} others at ${po}`).toBeLessThanOrEqual(80);
    }
  });
});

/** A seeded generator of 0..1 (mulberry32), so the simulation below is the same on every run. */
function generator(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The standard normal quantile by bisection on normalSf (for the test only). */
function inverse(q: number): number {
  let lo = -40;
  let hi = 40;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (1 - normalSf(mid) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
