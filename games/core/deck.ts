import type { Rng } from './rng.js';

/** Takes the top card (the end of the array) of a pile, or undefined when it is empty. */
export function drawTop<T>(pile: T[]): T | undefined {
  return pile.pop();
}

/** Builds a pile from counts: `{ a: 2, b: 1 }` → `['a', 'a', 'b']`, in key order. */
export function expandCounts<K extends string>(counts: Record<K, number>): K[] {
  const out: K[] = [];
  for (const key of Object.keys(counts) as K[]) {
    for (let i = 0; i < counts[key]; i++) out.push(key);
  }
  return out;
}

/** Removes one element equal to `item` (===); returns whether it was there. */
export function removeOne<T>(list: T[], item: T): boolean {
  const i = list.indexOf(item);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Counts each value of a list. */
export function countBy<T, K extends string | number>(list: readonly T[], key: (t: T) => K): Map<K, number> {
  const m = new Map<K, number>();
  for (const t of list) {
    const k = key(t);
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}

/** Reshuffles a discard pile into a fresh draw pile (the discard pile is emptied). */
export function reshuffleInto<T>(draw: T[], discard: T[], rng: Rng): void {
  draw.push(...rng.shuffle(discard.splice(0)));
}
