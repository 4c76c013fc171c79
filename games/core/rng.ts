/**
 * A small seeded random number generator (sfc32) whose whole state is four 32-bit numbers,
 * so it can live inside a game state, be cloned with it and be serialised in a save.
 * The same seed gives the same sequence on every platform.
 */
export interface RngState {
  s: [number, number, number, number];
}

/** Spreads a seed over the four words (splitmix32), so nearby seeds give unrelated sequences. */
export function createRngState(seed: number): RngState {
  let x = (seed >>> 0) ^ 0x9e3779b9;
  const next = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const state: RngState = { s: [next(), next(), next(), next()] };
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return state;
}

/** Advances a `RngState` in place. Wrap the copy of the state being built, never the input. */
export class Rng {
  constructor(readonly state: RngState) {}

  static fromSeed(seed: number): Rng {
    return new Rng(createRngState(seed));
  }

  nextUint32(): number {
    const s = this.state.s;
    // Plain reads: destructuring an array walks its iterator, on every number drawn.
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    s[0] = a >>> 0; s[1] = b; s[2] = c; s[3] = d;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    if (!(n > 0)) throw new RangeError(`Rng.int needs a positive bound, got ${n}`);
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty list');
    return items[this.int(items.length)]!;
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}
