/**
 * Small helpers the games' ledgers share to word a suggested edit of a number (or a list of
 * numbers) on a board: move it towards the middle of its kind, or a step past it.
 */
import type { FixDirection, Suggestion } from './lab-probe.js';
import { wordingOf, type Said } from './wording.js';

/** The median of some numbers (the lower middle one of an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/**
 * A number moved the given way: a cost made dearer (`weaken`, `up` true) goes to the middle of
 * its kind when below it, else a step up; and the mirror image. Kept within [min, max].
 */
export function nudge(value: number, middle: number, direction: FixDirection, up: boolean, step: number, min: number, max: number): number {
  const raise = (direction === 'weaken') === up;
  const target = raise ? (Number.isFinite(middle) && middle > value ? middle : value + step) : Number.isFinite(middle) && middle < value ? middle : value - step;
  return Math.max(min, Math.min(max, Math.round(target)));
}

/** "raise", "lower" or "keep" for two numbers (or lists) side by side. */
export function verb(from: number | readonly number[], to: number | readonly number[]): string {
  const sum = (x: number | readonly number[]): number => (typeof x === 'number' ? x : x.reduce((t, v) => t + v, 0));
  return sum(to) > sum(from) ? 'raise' : sum(to) < sum(from) ? 'lower' : 'keep';
}

export const slash = (x: readonly number[]): string => x.join('/');

/**
 * A suggestion said by key: `words` is its English (made from the English catalogue), `wording`
 * what the report carries for other languages. `verb` goes in as a select param.
 */
export function suggested(field: string, from: unknown, to: unknown, s: Said): Suggestion {
  return { field, from, to, words: s.text, wording: wordingOf(s) };
}
