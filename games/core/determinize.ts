/**
 * Helpers for the games' `determinize` hooks (GameDefinition.determinize): deal the cards a seat
 * cannot see afresh, so that the result depends only on what the seat knows. The unseen cards
 * are gathered, put in a fixed order (so how they lay before cannot leak through the order they
 * were gathered in), shuffled with the search's random source, and dealt back in the same sizes.
 */
import { createRngState, type Rng, type RngState } from './rng.js';

/** Sorts a pool of unseen cards into a fixed order by `key` (default: their JSON). */
export function canonical<T>(pool: T[], key: (t: T) => string = (t) => (typeof t === 'string' ? t : JSON.stringify(t))): T[] {
  const keyed = pool.map((t) => [key(t), t] as const);
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return keyed.map(([, t]) => t);
}

/**
 * The unseen cards `pool`, shuffled and cut into piles of `sizes` (in order). The sizes must add
 * up to the pool's length (they are the public counts of the piles the pool came from).
 */
export function redeal<T>(pool: T[], sizes: readonly number[], rng: Rng, key?: (t: T) => string): T[][] {
  const cards = rng.shuffle(canonical(pool, key));
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total !== cards.length) throw new Error(`Redealing ${cards.length} unseen cards into piles of ${total}`);
  const out: T[][] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(cards.slice(at, at + n));
    at += n;
  }
  return out;
}

/** A game RNG state drawn from the search's source: the real one would foretell every draw. */
export function freshRngState(rng: Rng): RngState {
  return createRngState(rng.nextUint32());
}

/** Counts of kinds (`{ airlineId: 3 }`) as a list of single cards, in key order. */
export function countsToCards(counts: Readonly<Record<string, number>>): string[] {
  const out: string[] = [];
  for (const k of Object.keys(counts).sort()) for (let i = 0; i < counts[k]!; i++) out.push(k);
  return out;
}

/** A list of single cards as counts, in key order (an own record: card ids are data). */
export function cardsToCounts(cards: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of [...cards].sort()) Object.defineProperty(out, c, { value: (Object.hasOwn(out, c) ? out[c]! : 0) + 1, writable: true, enumerable: true, configurable: true });
  return out;
}
