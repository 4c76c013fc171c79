/**
 * The route bot's lower bounds (bots.ts' A* search), worked out only where the search asks.
 *
 * A bound is, per (square, stops seen), the least a plan from that square still has to pay: the
 * cheapest finish from the square once every stop is seen, else the largest over the stops not
 * yet seen of the cheapest finish by a square of that stop. Each is a shortest-path cost over
 * squares, each square paying its own leave cost: the finish from the end terminal's loop outwards,
 * and one more per stop, started from the stop's squares at their finish cost. Working them out
 * over the whole board was a third of a plan, and a search reaches a small part of the board: so
 * each of these passes (a Dijkstra over a round bucket queue, Dial's) is resumable, walked on only
 * until the square asked about is settled. A shortest-path cost does not depend on the order the
 * pass takes equal costs in, so every bound the search reads is exactly what the whole-board passes
 * gave, and the search queues the same states in the same order and finds the same plan.
 */
import type { Geometry } from './geometry.js';
import { BucketQueue } from './bucket-queue.js';

/** Above any plan's cost: where a bound is this, no plan gets through. */
export const UNREACHABLE = 0x3fffffff;

/** Leave costs are at most LOST * TILE + STEP (bots.ts), so a queue of this many buckets, taken round, holds every cost still to come. */
const BUCKETS = 64;

/** Not worked out yet, in the bound table. */
const UNKNOWN = -1;

/** Per board: each square's neighbours a plan may step to, across a side or through a terminal's loop (any terminal: a bound may allow more than the search). */
const stepsCache = new WeakMap<Geometry, { at: Int32Array; to: Int32Array }>();

function stepsOf(g: Geometry): { at: Int32Array; to: Int32Array } {
  let steps = stepsCache.get(g);
  if (steps) return steps;
  const at = new Int32Array(g.size + 1);
  const to: number[] = [];
  for (let sq = 0; sq < g.size; sq++) {
    at[sq] = to.length;
    for (let o = 0; o < 4; o++) {
      const nb = g.neighbour[sq * 4 + o]!;
      if (nb >= 0) to.push(nb);
      else if (g.port[sq * 4 + o]! >= 0) for (const p of g.terminals[g.port[sq * 4 + o]!]!.ports) if (p.sq !== sq) to.push(p.sq);
    }
  }
  at[g.size] = to.length;
  stepsCache.set(g, (steps = { at, to: Int32Array.from(to) }));
  return steps;
}

/**
 * One resumable shortest-path pass: `cost` per square, final wherever it is at most `level`
 * (every bucket up to `level` has been walked), and everywhere once nothing is `queued`.
 */
interface Pass {
  cost: Int32Array;
  queue: BucketQueue;
  queued: number;
  level: number;
  started: boolean;
}

function newPass(): Pass {
  return { cost: new Int32Array(0), queue: new BucketQueue(), queued: 0, level: 0, started: false };
}

/**
 * The bounds of one plan, asked for square by square. The search reads `table` (index
 * square << k | stops seen) and calls `at` where it holds UNKNOWN.
 */
export class Bounds {
  table = new Int32Array(0);
  private size = 0;
  private k = 0;
  private leave: Int32Array = new Int32Array(0);
  private stepAt: Int32Array = new Int32Array(0);
  private stepTo: Int32Array = new Int32Array(0);
  /** passes[0]: the finish; passes[1 + i]: by stop i. */
  private readonly passes: Pass[] = [newPass()];
  /** The squares of each stop (stop i's from stopStart[i] to stopStart[i + 1]). */
  private stopSquares = new Int32Array(0);
  private readonly stopStart: number[] = [];

  /**
   * Starts a plan's bounds: `leave` per square (what a plan pays to leave it, UNREACHABLE where it
   * cannot), `stopBit` per square (bit i: a square of stop i), `k` stops, the end terminal.
   */
  reset(g: Geometry, leave: Int32Array, stopBit: Uint8Array, k: number, end: number): Int32Array {
    const size = g.size;
    this.size = size;
    this.k = k;
    this.leave = leave;
    ({ at: this.stepAt, to: this.stepTo } = stepsOf(g));
    const n = size << k;
    if (this.table.length < n) this.table = new Int32Array(n);
    this.table.fill(UNKNOWN, 0, n);
    while (this.passes.length < k + 1) this.passes.push(newPass());
    for (const p of this.passes) {
      if (p.cost.length < size) p.cost = new Int32Array(size);
      p.started = false;
    }
    // Each stop's squares, in square order.
    if (this.stopSquares.length < size * Math.max(1, k)) this.stopSquares = new Int32Array(size * Math.max(1, k));
    this.stopStart.length = 0;
    let used = 0;
    for (let i = 0; i < k; i++) {
      this.stopStart.push(used);
      for (let sq = 0; sq < size; sq++) if (stopBit[sq]! & (1 << i)) this.stopSquares[used++] = sq;
    }
    this.stopStart.push(used);
    // The finish: from the end's loop squares, each at its own leave cost.
    const finish = this.passes[0]!;
    finish.cost.fill(UNREACHABLE, 0, size);
    for (const p of g.terminals[end]!.ports) finish.cost[p.sq] = Math.min(finish.cost[p.sq]!, leave[p.sq]!);
    this.seed(finish);
    return this.table;
  }

  /** The bound at `rest` (square << k | stops seen), worked out now and kept in `table`. */
  at(rest: number): number {
    const k = this.k;
    const full = (1 << k) - 1;
    const sq = rest >> k;
    const m = rest & full;
    let v: number;
    if (m === full) v = this.settle(this.passes[0]!, sq);
    else {
      // Each pass by a stop is a finish too (by a detour), never below the plain finish: the
      // largest of the stops not yet seen is the bound.
      v = 0;
      for (let i = 0; i < k; i++) {
        if (m & (1 << i)) continue;
        const c = this.settle(this.byStop(i), sq);
        if (c > v) v = c;
      }
    }
    this.table[rest] = v;
    return v;
  }

  /** The pass by stop i, started (from its squares at their finish cost) when first asked for. */
  private byStop(i: number): Pass {
    const p = this.passes[1 + i]!;
    if (p.started) return p;
    const finish = this.passes[0]!;
    p.cost.fill(UNREACHABLE, 0, this.size);
    for (let j = this.stopStart[i]!; j < this.stopStart[i + 1]!; j++) {
      const sq = this.stopSquares[j]!;
      p.cost[sq] = this.settle(finish, sq);
    }
    this.seed(p);
    return p;
  }

  /** Queues every square with a cost (the pass's starts) and marks the pass started. */
  private seed(p: Pass): void {
    const { cost, queue } = p;
    queue.clear();
    let queued = 0;
    let low = UNREACHABLE;
    for (let sq = 0; sq < this.size; sq++) {
      const c = cost[sq]!;
      if (c < UNREACHABLE) {
        queue.push(sq, c % BUCKETS);
        queued++;
        if (c < low) low = c;
      }
    }
    p.queued = queued;
    p.level = queued > 0 ? low - 1 : UNREACHABLE;
    p.started = true;
  }

  /** The pass's final cost at `sq`, walking it on as far as that takes. */
  private settle(p: Pass, sq: number): number {
    while (p.cost[sq]! > p.level) {
      if (p.queued === 0) {
        p.level = UNREACHABLE;
        break;
      }
      this.walk(p);
    }
    return p.cost[sq]!;
  }

  /** Walks the pass's next bucket (cost level + 1): every square of that cost steps to its neighbours. */
  private walk(p: Pass): void {
    const { cost, queue: q } = p;
    const leave = this.leave;
    const at = this.stepAt;
    const to = this.stepTo;
    const c = p.level + 1;
    const b = c % BUCKETS;
    const { head, tail } = q;
    let { item, next } = q;
    let used = q.used;
    let queued = p.queued;
    // Every step costs at least STEP, so nothing joins bucket b while it is walked.
    let entry = head[b]!;
    head[b] = -1;
    for (; entry >= 0; entry = next[entry]!) {
      queued--;
      const sq = item[entry]!;
      const cs = cost[sq]!;
      if (cs !== c) {
        // A start a round or more ahead (starts may lie far apart) waits for its round.
        if (cs > c) {
          q.used = used;
          q.push(sq, cs % BUCKETS);
          ({ item, next, used } = q);
          queued++;
        }
        continue;
      }
      // Stepping from a neighbour into this square: the neighbour pays its own leave cost first.
      for (let j = at[sq]!, last = at[sq + 1]!; j < last; j++) {
        const nb = to[j]!;
        const w = c + leave[nb]!;
        if (w >= cost[nb]!) continue;
        cost[nb] = w;
        if (used >= item.length) {
          q.used = used;
          q.reserve(used + 1);
          ({ item, next } = q);
        }
        const wb = w % BUCKETS;
        item[used] = nb;
        next[used] = -1;
        if (head[wb]! < 0) head[wb] = used;
        else next[tail[wb]!] = used;
        tail[wb] = used++;
        queued++;
      }
    }
    q.used = used;
    p.queued = queued;
    p.level = c;
  }
}
