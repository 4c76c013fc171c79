/**
 * The statistics of the playtest lab, pure and small: confidence intervals for rates, the tests
 * behind "beyond chance", and summaries of samples. Every test is written out here (no library)
 * so the report can say exactly what it computed; stats.test.ts checks each against cases worked
 * by hand.
 */

import type { Wording } from '../../games/core/wording.js';
import { say, type LabSentence } from './words.js';

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  lo: number;
  hi: number;
}

/**
 * The Wilson score interval for a rate of `k` in `n` (k may be fractional: a shared win counts
 * as a share). Unlike the plain ± interval it stays within 0..1 and behaves at small counts.
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n <= 0) return { lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

// --- Special functions ---------------------------------------------------------------------------

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7): about 15 significant digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = 0.99999999999980993;
  const t = y + 7.5;
  for (let i = 0; i < LANCZOS.length; i++) a += LANCZOS[i]! / (y + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln of n choose k. */
export function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** The regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) {
    // Series for P, then Q = 1 − P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
  }
  // Continued fraction for Q (modified Lentz).
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** The regularised incomplete beta I_x(a, b). */
export function betaI(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The continued fraction converges fast for x < (a + 1) / (a + b + 2); use symmetry otherwise.
  if (x > (a + 1) / (a + b + 2)) return 1 - betaI(1 - x, b, a);
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < 1e-300) d = 1e-300;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 500; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = 1 + aa / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = 1 + aa / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return (front * h) / a;
}

/** The standard normal's upper tail P(Z > z). */
export function normalSf(z: number): number {
  // erfc through the incomplete gamma: erfc(x) = Q(1/2, x²) for x ≥ 0.
  const x = z / Math.SQRT2;
  const tail = 0.5 * gammaQ(0.5, x * x);
  return z >= 0 ? tail : 1 - tail;
}

// --- Tests ---------------------------------------------------------------------------------------

export interface TestResult {
  /** The two-sided p-value. */
  p: number;
  /** The test's statistic (z, t, χ², or the count itself for exact tests). */
  statistic: number;
  /** The test, in words, for the report (its English). */
  test: string;
  /** The same by key (formats/lab-words), for the report's reader's language (every test here sets it). */
  testWords?: Wording;
}

/** A test's name, said once: its English and its wording. */
const named = (key: string): (() => LabSentence) => {
  let s: LabSentence | undefined;
  return () => (s ??= say(key));
};
const BINOMIAL = named('labr.test.binomial');
const TWO_PROPORTION = named('labr.test.twoProportion');
const FISHER = named('labr.test.fisher');
const CMH = named('labr.test.cmh');
const MANN_WHITNEY = named('labr.test.mannWhitney');
const WELCH = named('labr.test.welch');

/** A test result with its name: `{ p, statistic, test, testWords }`. */
function result<T extends { p: number; statistic: number }>(r: T, name: LabSentence): T & { test: string; testWords: Wording } {
  return { ...r, test: name.text, testWords: name.wording };
}

/**
 * The exact two-sided binomial test of `k` successes in `n` against the rate `p0`: the chance,
 * if the true rate were p0, of a count at most as likely as the one seen.
 */
export function binomialTest(k: number, n: number, p0: number): TestResult {
  const test = BINOMIAL();
  if (n <= 0) return result({ p: 1, statistic: k }, test);
  const logPmf = (i: number): number => {
    if (p0 <= 0) return i === 0 ? 0 : -Infinity;
    if (p0 >= 1) return i === n ? 0 : -Infinity;
    return logChoose(n, i) + i * Math.log(p0) + (n - i) * Math.log(1 - p0);
  };
  const seen = logPmf(k);
  let p = 0;
  for (let i = 0; i <= n; i++) {
    const l = logPmf(i);
    // A relative tolerance, so counts exactly as likely as the one seen are not lost to rounding.
    if (l <= seen + 1e-7) p += Math.exp(l);
  }
  return result({ p: Math.min(1, p), statistic: k }, test);
}

/** Pearson's χ² goodness-of-fit test of counts against equal shares. */
export function chiSquareUniform(counts: readonly number[]): TestResult & { df: number } {
  const n = counts.reduce((t, c) => t + c, 0);
  const df = counts.length - 1;
  const test = say('labr.test.chiEqual', { df });
  if (n <= 0 || df <= 0) return result({ p: 1, statistic: 0, df: Math.max(0, df) }, test);
  const e = n / counts.length;
  const stat = counts.reduce((t, c) => t + ((c - e) * (c - e)) / e, 0);
  return result({ p: gammaQ(df / 2, stat / 2), statistic: stat, df }, test);
}

/**
 * Pearson's χ² test of homogeneity: do the rows (say two bots' counts of each kind of move) come
 * from the same mix? Columns empty in every row are left out.
 */
export function chiSquareHomogeneity(rows: readonly (readonly number[])[]): TestResult & { df: number } {
  const cols = rows[0]?.length ?? 0;
  const keep = Array.from({ length: cols }, (_, j) => j).filter((j) => rows.some((r) => (r[j] ?? 0) > 0));
  const rowSums = rows.map((r) => keep.reduce((t, j) => t + (r[j] ?? 0), 0));
  const colSums = keep.map((j) => rows.reduce((t, r) => t + (r[j] ?? 0), 0));
  const n = rowSums.reduce((t, x) => t + x, 0);
  const df = (rows.length - 1) * (keep.length - 1);
  const test = say('labr.test.chiHomogeneity', { df });
  if (n <= 0 || df <= 0) return result({ p: 1, statistic: 0, df: Math.max(0, df) }, test);
  let stat = 0;
  rows.forEach((r, i) => {
    keep.forEach((j, k) => {
      const e = (rowSums[i]! * colSums[k]!) / n;
      if (e > 0) stat += ((r[j] ?? 0) - e) ** 2 / e;
    });
  });
  return result({ p: gammaQ(df / 2, stat / 2), statistic: stat, df }, test);
}

/** Half the summed absolute difference of two mixes given as counts: 0 the same, 1 disjoint. */
export function totalVariation(a: readonly number[], b: readonly number[]): number {
  const ta = a.reduce((t, x) => t + x, 0);
  const tb = b.reduce((t, x) => t + x, 0);
  if (ta <= 0 || tb <= 0) return ta === tb ? 0 : 1;
  let d = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) d += Math.abs((a[i] ?? 0) / ta - (b[i] ?? 0) / tb);
  return d / 2;
}

/** The two-proportion z test (pooled), two-sided: k1 of n1 against k2 of n2. */
export function twoProportionZ(k1: number, n1: number, k2: number, n2: number): TestResult {
  const test = TWO_PROPORTION();
  if (n1 <= 0 || n2 <= 0) return result({ p: 1, statistic: 0 }, test);
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return result({ p: 1, statistic: 0 }, test);
  const z = (k1 / n1 - k2 / n2) / se;
  return result({ p: Math.min(1, 2 * normalSf(Math.abs(z))), statistic: z }, test);
}

/**
 * Fisher's exact test, two-sided, of the 2×2 table [[a, b], [c, d]] (say wins and losses of one
 * seat on board A in the first row, on board B in the second): the chance, with the margins
 * fixed and no difference, of a table at most as likely as the one seen.
 */
export function fisherExact(a: number, b: number, c: number, d: number): TestResult {
  const test = FISHER();
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  const lo = Math.max(0, row1 + col1 - n);
  const hi = Math.min(row1, col1);
  const logP = (x: number): number => logChoose(row1, x) + logChoose(n - row1, col1 - x) - logChoose(n, col1);
  const seen = logP(a);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const l = logP(x);
    if (l <= seen + 1e-7) p += Math.exp(l);
  }
  return result({ p: Math.min(1, p), statistic: a }, test);
}

/**
 * The Cochran–Mantel–Haenszel test of one 2×2 table per stratum, [[a, b], [c, d]] each: is the
 * first row's rate different from the second's within the strata, taken together? (The lab's
 * strata are the bots, so a strong bot's favourite routes are not mistaken for strong routes.)
 * No continuity correction; χ² on one degree of freedom.
 */
export function mantelHaenszel(tables: readonly (readonly [number, number, number, number])[]): TestResult {
  const test = CMH();
  let diff = 0;
  let variance = 0;
  for (const [a, b, c, d] of tables) {
    const n = a + b + c + d;
    if (n < 2) continue;
    diff += a - ((a + b) * (a + c)) / n;
    variance += ((a + b) * (c + d) * (a + c) * (b + d)) / (n * n * (n - 1));
  }
  if (variance <= 0) return result({ p: 1, statistic: 0 }, test);
  const stat = (diff * diff) / variance;
  return result({ p: gammaQ(0.5, stat / 2), statistic: stat }, test);
}

/**
 * The Mann–Whitney rank test, two-sided, of two samples given as counts over the same ordered
 * categories (a[k] and b[k]: how many of each fell in category k, ties within a category): is one
 * sample's values stochastically larger? The normal approximation with the ties' correction of
 * the variance. The statistic is the chance that a value of `a` exceeds one of `b`, ties half
 * (0.5: no difference).
 */
export function mannWhitney(a: readonly number[], b: readonly number[]): TestResult {
  const test = MANN_WHITNEY();
  const n1 = a.reduce((t, x) => t + x, 0);
  const n2 = b.reduce((t, x) => t + x, 0);
  const n = n1 + n2;
  if (n1 <= 0 || n2 <= 0) return result({ p: 1, statistic: 0.5 }, test);
  let u = 0;
  let below = 0;
  let ties = 0;
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const x = a[k] ?? 0;
    const y = b[k] ?? 0;
    u += x * (below + y / 2);
    below += y;
    const t = x + y;
    ties += t * t * t - t;
  }
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return result({ p: 1, statistic: u / (n1 * n2) }, test);
  const z = (u - (n1 * n2) / 2) / Math.sqrt(variance);
  return result({ p: Math.min(1, 2 * normalSf(Math.abs(z))), statistic: u / (n1 * n2) }, test);
}

/** Welch's t test (unequal variances), two-sided, from each sample's mean, variance and size. */
export function welchT(m1: number, v1: number, n1: number, m2: number, v2: number, n2: number): TestResult & { df: number } {
  const test = WELCH();
  if (n1 < 2 || n2 < 2) return result({ p: 1, statistic: 0, df: 0 }, test);
  const a = v1 / n1;
  const b = v2 / n2;
  const se = Math.sqrt(a + b);
  if (se === 0) return result({ p: m1 === m2 ? 1 : 0, statistic: m1 === m2 ? 0 : Infinity, df: n1 + n2 - 2 }, test);
  const t = (m1 - m2) / se;
  const df = ((a + b) * (a + b)) / ((a * a) / (n1 - 1) + (b * b) / (n2 - 1));
  return result({ p: betaI(df / (df + t * t), df / 2, 0.5), statistic: t, df }, test);
}

/** Holm's step-down adjustment of several p-values (controls the chance of any false flag). */
export function holm(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p);
  const out = new Array<number>(ps.length).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, p * (ps.length - rank)));
    out[i] = running;
  });
  return out;
}

// --- Samples -------------------------------------------------------------------------------------

export interface Summary {
  n: number;
  mean: number;
  /** Sample variance (n − 1). */
  variance: number;
  min: number;
  p10: number;
  q1: number;
  median: number;
  q3: number;
  p90: number;
  max: number;
}

/** The q-quantile of sorted values, interpolated between neighbours (the usual "type 7"). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/**
 * The 95 % interval of a median from order statistics (distribution-free): the values whose ranks
 * are n/2 ∓ z·√n/2, so the true median lies between them in about 95 % of samples.
 */
/**
 * The values in ascending order, as `[...values].sort((a, b) => a - b)` has them. A report sorts a
 * list per element and per measure, of one number per game (10,000 of them in a big run): a typed
 * list sorts in the engine, several times faster than with a comparator called from it. It orders
 * the same numbers the same way except NaN and −0 (the comparator leaves those where they were),
 * so a list holding either is sorted the plain way (stats.test.ts holds the two together). A long
 * list of small whole numbers (an element's turns and costs) is sorted by counting instead.
 */
export function sortedNumbers(values: readonly number[]): ArrayLike<number> {
  const n = values.length;
  let whole = n >= COUNTED_FROM;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v || (v === 0 && 1 / v < 0)) return [...values].sort((a, b) => a - b);
    if (!whole) continue;
    if (v >= 0 && v <= COUNTED_MAX && Math.floor(v) === v) {
      if (v > max) max = v;
    } else whole = false;
  }
  return whole && max < 4 * n ? countedSort(values, max) : new Float64Array(values).sort();
}

/** Lists this long or longer of small whole numbers (turns, costs) are sorted by counting. */
const COUNTED_FROM = 64;
const COUNTED_MAX = 65535;

/**
 * Whole numbers from 0 to `max`, sorted by counting them: the same list a sort gives (equal
 * whole numbers cannot be told apart; −0 and NaN never come here), in time linear in the list.
 */
function countedSort(values: readonly number[], max: number): Float64Array {
  const counts = new Int32Array(max + 1);
  for (let i = 0; i < values.length; i++) counts[values[i]!]!++;
  const out = new Float64Array(values.length);
  let at = 0;
  for (let v = 0; v <= max; v++) for (let c = counts[v]!; c > 0; c--) out[at++] = v;
  return out;
}

export function medianInterval(values: readonly number[], z = Z95): Interval {
  return values.length === 0 ? { lo: NaN, hi: NaN } : sortedMedianInterval(sortedNumbers(values), z);
}

/** `medianInterval` of a list already sorted (`sortedNumbers`): a list whose median is also wanted is sorted once. */
export function sortedMedianInterval(sorted: ArrayLike<number>, z = Z95): Interval {
  const n = sorted.length;
  if (n === 0) return { lo: NaN, hi: NaN };
  const half = (z * Math.sqrt(n)) / 2;
  const j = Math.max(1, Math.floor(n / 2 - half));
  const k = Math.min(n, Math.ceil(n / 2 + 1 + half));
  return { lo: sorted[j - 1]!, hi: sorted[k - 1]! };
}

export function summarise(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return { n: 0, mean: NaN, variance: NaN, min: NaN, p10: NaN, q1: NaN, median: NaN, q3: NaN, p90: NaN, max: NaN };
  const sorted = sortedNumbers(values);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i]!;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (sorted[i]! - mean) * (sorted[i]! - mean);
  return {
    n,
    mean,
    variance: n > 1 ? ss / (n - 1) : 0,
    min: sorted[0]!,
    p10: quantile(sorted, 0.1),
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    p90: quantile(sorted, 0.9),
    max: sorted[n - 1]!,
  };
}

/** Counts of values in equal-width bins of whole numbers: [bin start, count][]. */
export function histogram(values: readonly number[], maxBins = 30): [number, number][] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const lo = Math.floor(min);
  const width = Math.max(1, Math.ceil((Math.floor(max) - lo + 1) / maxBins));
  const bins = Math.floor((Math.floor(max) - lo) / width) + 1;
  const out: [number, number][] = Array.from({ length: bins }, (_, i) => [lo + i * width, 0]);
  for (const v of values) out[Math.floor((Math.floor(v) - lo) / width)]![1]++;
  return out;
}

/**
 * The Benjamini–Hochberg step-up adjustment (q-values): flags chosen at q < α keep the expected
 * share of false flags among them under α. Fits many elements tested at once better than Holm's,
 * which guards against any single false flag and so misses real effects on a large board.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => y.p - x.p);
  const out = new Array<number>(m).fill(1);
  let running = 1;
  order.forEach(({ p, i }, k) => {
    const rank = m - k;
    running = Math.min(running, Math.min(1, (p * m) / rank));
    out[i] = running;
  });
  return out;
}

/**
 * Newcombe's interval for the difference of two rates (k1/n1 − k2/n2), from each rate's Wilson
 * interval (his method 10): it stays within −1..1 and behaves at small counts.
 */
export function rateDifference(k1: number, n1: number, k2: number, n2: number, z = Z95): { d: number; lo: number; hi: number } {
  const p1 = n1 > 0 ? k1 / n1 : 0;
  const p2 = n2 > 0 ? k2 / n2 : 0;
  const a = wilson(k1, n1, z);
  const b = wilson(k2, n2, z);
  const d = p1 - p2;
  return { d, lo: d - Math.sqrt((p1 - a.lo) ** 2 + (b.hi - p2) ** 2), hi: d + Math.sqrt((a.hi - p1) ** 2 + (p2 - b.lo) ** 2) };
}
