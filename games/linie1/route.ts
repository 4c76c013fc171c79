/**
 * Routes and trips. A tram follows one piece of track through each tile: it enters by one edge
 * and leaves by the other end of a segment that starts there. It never switches from one piece
 * to another inside a tile, which is exactly "no right-angle or sharper turns" (a curve over a
 * whole tile is fine). A terminal loop joins its two squares and counts as one space.
 *
 * A path is written as a list of terminal ids and "row,col" squares, from the starting
 * terminal to the other one of the line.
 */
import type { Said } from '../core/wording.js';
import { edgeWords, said, squareWords } from './messages.js';
import {
  EXITS,
  type Geometry,
  ONWARD,
  opposite,
  parseSquareKey,
  squareKey,
} from './geometry.js';

export interface RouteGoal {
  /** Terminal indices of the line (two). */
  terminals: [number, number];
  /** Squares that must be passed (stop signs of the route's buildings). */
  stops: number[];
  /**
   * May the tram pass through its own line's terminals as if they were track (the English
   * text), or only through other lines' (the German rulebook, our default)?
   */
  throughOwnTerminals: boolean;
}

/** Checks a declared path; returns the problem in words, or null when it is a valid route. */
export function pathProblem(g: Geometry, segs: Uint8Array, goal: RouteGoal, path: readonly string[]): Said | null {
  if (path.length < 3) return said('linie1.path.short');
  const startId = path[0]!;
  const endId = path[path.length - 1]!;
  const start = g.terminalIndex.get(startId);
  const end = g.terminalIndex.get(endId);
  if (start === undefined || !goal.terminals.includes(start)) return said('linie1.path.start', { id: startId });
  if (end === undefined || !goal.terminals.includes(end) || end === start) return said('linie1.path.end', { id: endId });
  const visited = new Set<number>();
  // Position: a square and the edge the tram entered it by.
  let sq = -1;
  let entry = -1;
  let term = start;
  for (let i = 1; i < path.length; i++) {
    const id = path[i]!;
    if (term >= 0) {
      // Leaving the starting terminal: into one of the two squares its loop touches.
      const next = parseSquareKey(g, id);
      const t = g.terminals[term]!;
      const p = t.ports.find((q) => q.sq === next);
      if (!p) return said('linie1.path.leaveTerminal', { step: i, street: t.street });
      if (!segs[p.sq]) return said('linie1.path.noTile', { step: i, square: squareWords(g, p.sq) });
      sq = p.sq;
      entry = p.side;
      term = -1;
      visited.add(sq);
      continue;
    }
    const seg = segs[sq]!;
    const onward = ONWARD[seg * 4 + entry]!;
    const ti = g.terminalIndex.get(id);
    if (ti !== undefined) {
      const side = g.terminals[ti]!.ports.find((p) => p.sq === sq)?.side ?? -1;
      if (side < 0 || g.port[sq * 4 + side] !== ti) return said('linie1.path.notTouching', { step: i, square: squareWords(g, sq), id });
      if (!(onward & (1 << side))) return said('linie1.path.noTrackToTerminal', { step: i, square: squareWords(g, sq), id });
      if (ti === end && i === path.length - 1) break;
      if (ti === end && !goal.throughOwnTerminals) return said('linie1.path.ownLast', { step: i });
      if (ti === end && goal.stops.every((st) => visited.has(st))) {
        return said('linie1.path.stopsMade', { step: i });
      }
      if (ti === start && !goal.throughOwnTerminals) {
        return said('linie1.path.ownStart', { step: i, street: g.terminals[ti]!.street });
      }
      // Passing through another terminal: remember where we came in, to leave by the other square.
      const other = g.terminals[ti]!.ports.find((p) => !(p.sq === sq && p.side === side))!;
      const next = path[i + 1];
      if (next === undefined || parseSquareKey(g, next) !== other.sq) {
        return said('linie1.path.comesOut', { step: i + 1, id, square: squareWords(g, other.sq) });
      }
      if (!segs[other.sq]) return said('linie1.path.noTile', { step: i + 1, square: squareWords(g, other.sq) });
      sq = other.sq;
      entry = other.side;
      visited.add(sq);
      i++;
      continue;
    }
    const next = parseSquareKey(g, id);
    if (next < 0) return said('linie1.path.notAPlace', { step: i, id });
    let side = -1;
    for (let d = 0; d < 4; d++) if (g.neighbour[sq * 4 + d] === next) side = d;
    if (side < 0) return said('linie1.path.notBeside', { step: i, square: squareWords(g, next), from: squareWords(g, sq) });
    if (!segs[next]) return said('linie1.path.noTile', { step: i, square: squareWords(g, next) });
    if (!(onward & (1 << side))) {
      return said('linie1.path.sharpTurn', { step: i, square: squareWords(g, sq), from: edgeWords(entry), to: edgeWords(side) });
    }
    sq = next;
    entry = opposite(side);
    visited.add(sq);
  }
  for (const s of goal.stops) {
    if (!visited.has(s)) return said('linie1.path.missesStop', { square: squareWords(g, s) });
  }
  return null;
}

/**
 * The shortest valid path between the line's terminals through every stop (any order), or null
 * when the route is not finished. A breadth-first search over (square, entry edge, stops seen).
 */
export function findPath(g: Geometry, segs: Uint8Array, goal: RouteGoal): string[] | null {
  const paths = findPaths(g, segs, goal);
  return paths.reduce<string[] | null>((best, p) => (best === null || p.length < best.length ? p : best), null);
}

/**
 * A shortest valid path from each of the line's terminals that has one (the player may start
 * at either). Both directions are searched: a route may pass through the tram's own starting
 * terminal but must end at the first arrival at its last one with every stop made, so a valid
 * path reversed need not be valid.
 */
export function findPaths(g: Geometry, segs: Uint8Array, goal: RouteGoal): string[][] {
  const [a, b] = goal.terminals;
  const out: string[][] = [];
  // A trip starts by leaving one terminal's loop into a tile and ends by running into the
  // other's: without track on a loop's side of one of its two squares there is no path yet.
  if (!touchesLoop(g, segs, a) || !touchesLoop(g, segs, b)) return out;
  // A path runs on track only, so a stop square still empty is one no path passes yet.
  for (const sq of goal.stops) if (sq >= 0 && sq < g.size && !segs[sq]) return out;
  for (const [start, end] of [[a, b], [b, a]] as const) {
    const p = searchFrom(g, segs, goal, start, end);
    if (p) out.push(p);
  }
  return out;
}

function touchesLoop(g: Geometry, segs: Uint8Array, terminal: number): boolean {
  return g.terminals[terminal]!.ports.some((p) => (EXITS[segs[p.sq]!]! & (1 << p.side)) !== 0);
}

/**
 * The search's buffers, reused from call to call: a legal-moves check runs this at the start of
 * every building turn, and typed arrays this size cost more to make than to fill.
 */
let found = { parent: new Int32Array(0), via: new Int16Array(0), queue: new Int32Array(0), stopBit: new Uint16Array(0) };

function searchFrom(g: Geometry, segs: Uint8Array, goal: RouteGoal, start: number, end: number): string[] | null {
  const { stops, throughOwnTerminals } = goal;
  const k = stops.length;
  if (k > 10) return null;
  const full = (1 << k) - 1;
  const nStates = g.size * 4 * (1 << k);
  if (found.parent.length < nStates || found.stopBit.length < g.size) {
    const n = Math.max(nStates, found.parent.length);
    found = { parent: new Int32Array(n), via: new Int16Array(n), queue: new Int32Array(n), stopBit: new Uint16Array(Math.max(g.size, found.stopBit.length)) };
  }
  const stopBit = found.stopBit.fill(0, 0, g.size);
  stops.forEach((s, i) => {
    if (s >= 0 && s < g.size) stopBit[s]! |= 1 << i;
  });
  const parent = found.parent.fill(-2, 0, nStates);
  // Terminal passed on the way into this state (-1 if none), for writing the path.
  const via = found.via.fill(-1, 0, nStates);
  const queue = found.queue;
  let head = 0;
  let tail = 0;
  const encode = (sq: number, e: number, m: number) => ((m * g.size + sq) << 2) | e;
  for (const p of g.terminals[start]!.ports) {
    if (!segs[p.sq]) continue;
    const s = encode(p.sq, p.side, stopBit[p.sq]!);
    if (parent[s] !== -2) continue;
    parent[s] = -1;
    queue[tail++] = s;
  }
  while (head < tail) {
    const s = queue[head++]!;
    const e = s & 3;
    const rest = s >> 2;
    const sq = rest % g.size;
    const m = (rest - sq) / g.size;
    let onward = ONWARD[segs[sq]! * 4 + e]!;
    while (onward) {
      const o = 31 - Math.clz32(onward & -onward);
      onward &= onward - 1;
      const n = g.neighbour[sq * 4 + o]!;
      let ns: number;
      let passed = -1;
      if (n < 0) {
        const ti = g.port[sq * 4 + o]!;
        if (ti < 0) continue;
        if (ti === end) {
          if (m === full) return writePath(g, parent, via, s, start, end);
          if (!throughOwnTerminals) continue;
        } else if (ti === start && !throughOwnTerminals) continue;
        const ports = g.terminals[ti]!.ports;
        const other = ports[0]!.sq === sq && ports[0]!.side === o ? ports[1]! : ports[0]!;
        if (!segs[other.sq]) continue;
        passed = ti;
        ns = encode(other.sq, other.side, m | stopBit[other.sq]!);
      } else {
        if (!segs[n]) continue;
        ns = encode(n, opposite(o), m | stopBit[n]!);
      }
      if (parent[ns] !== -2) continue;
      parent[ns] = s;
      via[ns] = passed;
      queue[tail++] = ns;
    }
  }
  return null;
}

function writePath(g: Geometry, parent: Int32Array, via: Int16Array, last: number, start: number, end: number): string[] {
  const rev: string[] = [g.terminals[end]!.id];
  let s = last;
  while (s >= 0) {
    const sq = (s >> 2) % g.size;
    rev.push(squareKey(g, sq));
    if (via[s]! >= 0) rev.push(g.terminals[via[s]!]!.id);
    s = parent[s]!;
  }
  rev.push(g.terminals[start]!.id);
  return rev.reverse();
}

/**
 * Where a roll takes a tram standing at `at` on `path`: a number moves that many spaces (a
 * terminal is one space); H moves to the next stop sign (anyone's) or terminal. Never beyond
 * the end: surplus pips are lost.
 */
export function advance(
  path: readonly string[],
  at: number,
  face: number | 'H',
  isStopSquare: (key: string) => boolean,
  isTerminal: (id: string) => boolean,
): number {
  const last = path.length - 1;
  if (face !== 'H') return Math.min(last, at + face);
  for (let i = at + 1; i < last; i++) {
    const id = path[i]!;
    if (isTerminal(id) || isStopSquare(id)) return i;
  }
  return last;
}
