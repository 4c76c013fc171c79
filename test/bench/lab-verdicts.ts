/**
 * The lab bench's verdicts in the words a designer reads: an A/A's clean runs against the 95 %
 * aim with their interval (and how far the runs are from showing it), and where a planted flaw's
 * element came in the findings. Pure, so its wording is tested (lab-verdicts.test.ts).
 */
import { wilson } from '../../main/lab/stats.js';

/** The acceptance's aim: an A/A reports no difference in at least 95 % of runs. */
export const AA_AIM = 0.95;

/** A share as a whole percentage. */
const pct = (x: number): string => `${Math.round(100 * x)} %`;
/** An interval's ends as whole percentages, rounded outward (a hair of float error aside). */
const interval = (lo: number, hi: number): string => `${Math.floor(100 * lo + 1e-9)}–${Math.ceil(100 * hi - 1e-9)} %`;

/**
 * How many more runs, all clean, would lift the Wilson interval's low end to the aim after k
 * clean of n (null: more than `most`). With every run clean it is 73 for 95 %: n / (n + z²) ≥ 0.95.
 */
export function cleanRunsToShow(k: number, n: number, aim = AA_AIM, most = 100_000): number | null {
  for (let m = 0; m <= most; m++) if (wilson(k + m, n + m).lo >= aim) return m;
  return null;
}

/**
 * "58 of 60 runs clean (97 %, 95 % Wilson interval 89–99 %): at or above the 95 % aim, not yet
 * beyond chance (13 more clean runs would show it)". The interval is printed outward (its low end
 * rounded down, its high end up) so a printed low end of 95 % is never short of the aim.
 */
export function aaVerdict(k: number, n: number, aim = AA_AIM): string {
  if (n <= 0) return 'no run finished';
  const ci = wilson(k, n);
  const head = `${k} of ${n} runs clean (${pct(k / n)}, 95 % Wilson interval ${interval(ci.lo, ci.hi)})`;
  const level = pct(aim);
  if (ci.lo >= aim) return `${head}: the ${level} aim is met beyond chance`;
  if (ci.hi < aim) return `${head}: below the ${level} aim beyond chance`;
  const more = cleanRunsToShow(k, n, aim);
  const tail = more === null ? '' : ` (${more} more clean run${more === 1 ? '' : 's'} would show it)`;
  return k / n >= aim ? `${head}: at or above the ${level} aim, not yet beyond chance${tail}` : `${head}: below the ${level} aim, not beyond chance${tail}`;
}

/** Where a planted flaw's element came: `rank` is 1-based (0: not among the findings). */
export interface FlawPlace {
  rank: number;
  direction: 'weaken' | 'strengthen' | null;
  expected: 'weaken' | 'strengthen';
  findings: number;
}

/** Whether a planted flaw counts as named: in the top three, with its fix the right way. */
export const flawNamed = (f: FlawPlace): boolean => f.rank >= 1 && f.rank <= 3 && f.direction === f.expected;

/** "named: rank 1 of 4 findings, fix 'strengthen' as planted" or why it is missed. */
export function flawVerdict(f: FlawPlace): string {
  const of = `of ${f.findings} finding${f.findings === 1 ? '' : 's'}`;
  if (f.rank < 1) return f.findings ? `MISSED: not among its ${f.findings} finding${f.findings === 1 ? '' : 's'}` : 'MISSED: no finding at all';
  if (f.direction !== f.expected) return `MISSED: rank ${f.rank} ${of}, but its fix goes the wrong way ('${f.direction}', planted '${f.expected}')`;
  if (f.rank > 3) return `MISSED: rank ${f.rank} ${of}, not in the top 3 (fix '${f.direction}' as planted)`;
  return `named: rank ${f.rank} ${of}, fix '${f.direction}' as planted`;
}
