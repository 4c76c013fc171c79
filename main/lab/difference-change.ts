/**
 * How much an element's holders' lead over the other seats changed from one run to another:
 * (holders − others on B) − (holders − others on A), four win rates. Its interval is built the way
 * Newcombe builds the interval of one difference from Wilson's intervals, carried to all four rates
 * (MOVER, "method of variance estimates recovery", Zou & Donner 2008): each rate brings the part of
 * its own Wilson interval that faces the way the sum moves. So a rate near 0 or 1 (the other seats
 * of a region worth 80 points win 1 of 598) keeps its honest, lopsided interval where a normal
 * approximation would have to be dropped. The two-sided p comes from the same interval: the level
 * at which its end facing zero reaches zero.
 */
import type { ElementLedgerLine } from '../../formats/lab-report.js';
import { normalSf, rateDifference, wilson, Z95, type Interval } from './stats.js';

/**
 * A run's widening for one element, read back from its ledger line: how much wider its reported
 * interval of the holders' lead is than the plain Newcombe interval of the same counts (the
 * report widens by the square root of the design effect, clustered.ts). A side cut at −1 or 1
 * is not read; never below 1.
 */
export function widening(l: Pick<ElementLedgerLine, 'holders' | 'others' | 'effect'>): number {
  const plain = rateDifference(l.holders.wins, l.holders.games, l.others.wins, l.others.games);
  const e = l.effect;
  const ratios: number[] = [];
  if (e.lo > -1 && plain.d - plain.lo > 0) ratios.push((e.d - e.lo) / (plain.d - plain.lo));
  if (e.hi < 1 && plain.hi - plain.d > 0) ratios.push((e.hi - e.d) / (plain.hi - plain.d));
  const k = Math.max(1, ...ratios.filter(Number.isFinite));
  return k;
}

/** A win share: wins (a shared win counts as a share) in seat-games. */
export interface WinCount {
  wins: number;
  games: number;
}

/**
 * The change of the holders' lead from A to B, with its MOVER interval at `z`. `widen` is each
 * run's factor for the seats of one game not being independent (the square root of its design
 * effect, clustered.ts; at least 1): each run's terms are widened by it, as the report widens
 * that run's own interval. Without it an A/A run of Blue Skies brought a gate's 6.5-point change
 * to q 0.019, where the run's own clustered intervals put it at 0.17.
 */
export function differenceChange(holdersB: WinCount, othersB: WinCount, holdersA: WinCount, othersA: WinCount, z = Z95, widen: { a: number; b: number } = { a: 1, b: 1 }): Interval & { d: number } {
  // Each rate with the sign it enters the sum with.
  const terms: [WinCount, 1 | -1, number][] = [
    [holdersB, 1, widen.b],
    [othersB, -1, widen.b],
    [holdersA, -1, widen.a],
    [othersA, 1, widen.a],
  ];
  let d = 0;
  let below = 0;
  let above = 0;
  for (const [c, sign, k] of terms) {
    const p = c.games > 0 ? c.wins / c.games : 0;
    const w = wilson(c.wins, c.games, z);
    d += sign * p;
    // A rate added pulls the sum's low end down by its own low side; one taken away, by its high side.
    below += (k * (sign > 0 ? p - w.lo : w.hi - p)) ** 2;
    above += (k * (sign > 0 ? w.hi - p : p - w.lo)) ** 2;
  }
  return { d, lo: d - Math.sqrt(below), hi: d + Math.sqrt(above) };
}

/**
 * The two-sided p of no change: 2 · P(Z > z*), where z* is the z at which the interval's end
 * facing zero reaches it. Wilson's intervals grow with z, so that end moves towards zero as z
 * grows and bisection finds z*. Each rate needs seat-games (`games > 0`) for its interval to mean anything.
 */
export function differenceChangeP(holdersB: WinCount, othersB: WinCount, holdersA: WinCount, othersA: WinCount, widen: { a: number; b: number } = { a: 1, b: 1 }): number {
  if (![holdersB, othersB, holdersA, othersA].every((c) => c.games > 0)) return 1;
  const { d } = differenceChange(holdersB, othersB, holdersA, othersA, 0, widen);
  if (d === 0) return 1;
  // How far the end facing zero still is from it at z (positive: zero lies outside the interval).
  const gap = (z: number): number => {
    const r = differenceChange(holdersB, othersB, holdersA, othersA, z, widen);
    return d > 0 ? r.lo : -r.hi;
  };
  let lo = 0;
  let hi = 1;
  // Past z = 38 the p is below any double's reach of 1.
  while (gap(hi) > 0 && hi < 38) hi *= 2;
  if (gap(hi) > 0) return 0;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  return Math.min(1, 2 * normalSf((lo + hi) / 2));
}
