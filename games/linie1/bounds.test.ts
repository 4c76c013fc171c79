/**
 * The route bot's bounds, worked out square by square as the search asks (bounds.ts), against the
 * whole-board passes they replaced, written here the plainest way (relax every step until nothing
 * changes): every (square, stops seen) must come out the same, asked in any order.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { Bounds, UNREACHABLE } from './bounds.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { type Geometry, geometry } from './geometry.js';

/** Each square's neighbours a plan may step to: across a side, or through any terminal's loop. */
function stepsFrom(g: Geometry, sq: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < 4; o++) {
    const nb = g.neighbour[sq * 4 + o]!;
    if (nb >= 0) out.push(nb);
    else if (g.port[sq * 4 + o]! >= 0) for (const p of g.terminals[g.port[sq * 4 + o]!]!.ports) if (p.sq !== sq) out.push(p.sq);
  }
  return out;
}

/** Least costs to finish from each square, each square paying its own leave cost, from `start` (relaxed to a fixed point). */
function plainPass(g: Geometry, leave: Int32Array, start: Int32Array): Int32Array {
  const cost = Int32Array.from(start);
  for (let changed = true; changed; ) {
    changed = false;
    for (let sq = 0; sq < g.size; sq++) {
      if (cost[sq]! >= UNREACHABLE) continue;
      for (const nb of stepsFrom(g, sq)) {
        const w = cost[sq]! + leave[nb]!;
        if (w < cost[nb]!) {
          cost[nb] = w;
          changed = true;
        }
      }
    }
  }
  return cost;
}

/** The whole-board bounds: per (square << k | stops seen), the finish and the passes by each stop not yet seen, the largest. */
function plainBounds(g: Geometry, leave: Int32Array, stopBit: Uint8Array, k: number, end: number): Int32Array {
  const start = new Int32Array(g.size).fill(UNREACHABLE);
  for (const p of g.terminals[end]!.ports) start[p.sq] = Math.min(start[p.sq]!, leave[p.sq]!);
  const finish = plainPass(g, leave, start);
  const via = Array.from({ length: k }, (_, i) => plainPass(g, leave, finish.map((c, sq) => (stopBit[sq]! & (1 << i) ? c : UNREACHABLE))));
  const out = new Int32Array(g.size << k);
  for (let sq = 0; sq < g.size; sq++) {
    for (let m = 0; m < 1 << k; m++) {
      let v = finish[sq]!;
      for (let i = 0; i < k; i++) if (!(m & (1 << i))) v = Math.max(v, via[i]![sq]!);
      out[(sq << k) | m] = v;
    }
  }
  return out;
}

describe('the route bot bounds, worked out where asked', () => {
  it('equal the whole-board passes at every square and set of stops seen, asked in any order', () => {
    const g = geometry(classicBoard());
    const rng = Rng.fromSeed(7);
    const bounds = new Bounds();
    let compared = 0;
    let reachable = 0;
    const wrong: string[] = [];
    for (let trial = 0; trial < 16; trial++) {
      // Leave costs as planRoute makes them: a step over track (1), a tile's cost plus a step (up
      // to 37), or no way at all; the last trials wall off much of the board.
      const walls = trial < 8 ? 0.05 : 0.45;
      const leave = new Int32Array(g.size);
      for (let sq = 0; sq < g.size; sq++) leave[sq] = rng.next() < walls ? UNREACHABLE : rng.next() < 0.3 ? 1 : 1 + 3 * (1 + rng.int(12));
      const k = trial % 4;
      const stopBit = new Uint8Array(g.size);
      for (let i = 0; i < k; i++) for (let n = 1 + rng.int(3); n > 0; n--) stopBit[rng.int(g.size)]! |= 1 << i;
      const end = rng.int(g.terminals.length);
      const want = plainBounds(g, leave, stopBit, k, end);
      const table = bounds.reset(g, leave, stopBit, k, end);
      // A random order: the passes are resumed from wherever the last question left them.
      const order = rng.shuffle(Array.from({ length: g.size << k }, (_, i) => i));
      for (const rest of order) {
        const got = table[rest]! < 0 ? bounds.at(rest) : table[rest]!;
        if (got !== want[rest]) wrong.push(`trial ${trial}, square ${rest >> k}, stops seen ${rest & ((1 << k) - 1)}: ${got}, not ${want[rest]}`);
        compared++;
        if (got < UNREACHABLE) reachable++;
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // A good share of what the trials ask about is reachable, not only walls.
    expect(reachable).toBeGreaterThan(compared / 4);
  });
});
