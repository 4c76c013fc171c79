/**
 * The board turned into flat look-up tables, built once per board object and cached: the rules
 * check placements thousands of times per game, so they work on small integers and bit masks.
 *
 * Edges are numbered N=0, E=1, S=2, W=3 (clockwise); a rotation by k quarter turns clockwise
 * maps edge d to (d + k) mod 4. A tile's track is a 6-bit mask over the six edge pairs, and its
 * exits a 4-bit mask over the edges. Squares are indexed (row - 1) * cols + (col - 1).
 */
import type { EdgeName, Linie1Board } from './board.js';

export const EDGES: readonly EdgeName[] = ['N', 'E', 'S', 'W'];
export const EDGE_WORD = ['north', 'east', 'south', 'west'] as const;
export const DR = [-1, 0, 1, 0] as const;
export const DC = [0, 1, 0, -1] as const;

export function opposite(d: number): number {
  return (d + 2) & 3;
}

/** The bit of the segment joining edges a and b (a ≠ b). */
const PAIR_BIT: number[] = (() => {
  const t = new Array<number>(16).fill(0);
  let i = 0;
  for (let a = 0; a < 4; a++) {
    for (let b = a + 1; b < 4; b++) {
      t[a * 4 + b] = 1 << i;
      t[b * 4 + a] = 1 << i;
      i++;
    }
  }
  return t;
})();

export function pairBit(a: number, b: number): number {
  return PAIR_BIT[a * 4 + b]!;
}

/** For each segment mask: the mask of edges its track touches. */
export const EXITS: Uint8Array = (() => {
  const t = new Uint8Array(64);
  for (let m = 0; m < 64; m++) {
    let e = 0;
    for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) if (m & pairBit(a, b)) e |= (1 << a) | (1 << b);
    t[m] = e;
  }
  return t;
})();

/** For each segment mask and entry edge: the mask of edges a tram may leave by (one segment, no switching). */
export const ONWARD: Uint8Array = (() => {
  const t = new Uint8Array(64 * 4);
  for (let m = 0; m < 64; m++) {
    for (let e = 0; e < 4; e++) {
      let out = 0;
      for (let o = 0; o < 4; o++) if (o !== e && m & pairBit(e, o)) out |= 1 << o;
      t[m * 4 + e] = out;
    }
  }
  return t;
})();

export function edgeIndex(e: EdgeName): number {
  return EDGES.indexOf(e);
}

export interface Orientation {
  rotation: number;
  seg: number;
  exits: number;
}

export interface TypeInfo {
  id: string;
  name: string;
  trees: boolean;
  /** Segment mask for rotations 0..3. */
  segByRot: number[];
  /** The distinct orientations (a straight has two, a crossing one). */
  orients: Orientation[];
}

export interface TerminalInfo {
  id: string;
  line: string;
  street: string;
  /** The two squares the loop touches and the side of each that faces the loop. */
  ports: [{ sq: number; side: number }, { sq: number; side: number }];
}

export interface Geometry {
  rows: number;
  cols: number;
  size: number;
  /** Building index on each square, -1 where there is none. */
  building: Int16Array;
  buildingIds: string[];
  buildingNames: string[];
  buildingSquare: Map<string, number>;
  /**
   * Per building, its sides (bit d = side d, N=0 … W=3) whose street may carry its stop sign:
   * all four unless the board lists `stopSides`.
   */
  buildingSides: Uint8Array;
  /** Squares beside each building, across a stop side, where a tile may lie (its stop sign's squares). */
  buildingNeighbours: number[][];
  /** 1 on a blocked square (a park, water: no track ever; a board-design extension), else 0. */
  blocked: Uint8Array;
  /** Neighbour square across each side (sq * 4 + side), -1 off the board. */
  neighbour: Int32Array;
  /** Terminal index whose loop lies across each side (sq * 4 + side), -1 where none. */
  port: Int16Array;
  terminals: TerminalInfo[];
  terminalIndex: Map<string, number>;
  types: TypeInfo[];
  typeIndex: Map<string, number>;
}

/** A building's stop sides as a mask (absent: all four sides). */
export function sidesMask(sides: readonly EdgeName[] | undefined): number {
  if (!sides) return 15;
  let m = 0;
  for (const e of sides) m |= 1 << edgeIndex(e);
  return m;
}

export function rotateSeg(seg: number, k: number): number {
  let out = 0;
  for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) if (seg & pairBit(a, b)) out |= pairBit((a + k) & 3, (b + k) & 3);
  return out;
}

/** Where a terminal's loop touches the grid (0-based squares and the side facing the loop). */
export function terminalPorts(
  rows: number,
  cols: number,
  edge: 'top' | 'right' | 'bottom' | 'left',
  pos: readonly [number, number],
): { r: number; c: number; side: number }[] {
  return pos.map((p) => {
    switch (edge) {
      case 'top': return { r: 0, c: p - 1, side: 0 };
      case 'right': return { r: p - 1, c: cols - 1, side: 1 };
      case 'bottom': return { r: rows - 1, c: p - 1, side: 2 };
      case 'left': return { r: p - 1, c: 0, side: 3 };
    }
  });
}

const cache = new WeakMap<Linie1Board, Geometry>();

/** Builds the tables (the board is assumed schema-valid; out-of-range items are skipped). */
export function geometry(board: Linie1Board): Geometry {
  const hit = cache.get(board);
  if (hit) return hit;
  const { rows, cols } = board;
  const size = rows * cols;
  const inside = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols;
  const building = new Int16Array(size).fill(-1);
  const buildingSquare = new Map<string, number>();
  board.buildings.forEach((b, i) => {
    if (!inside(b.row - 1, b.col - 1)) return;
    const sq = (b.row - 1) * cols + (b.col - 1);
    building[sq] = i;
    buildingSquare.set(b.id, sq);
  });
  const blocked = new Uint8Array(size);
  for (const q of board.blocked ?? []) {
    if (inside(q.row - 1, q.col - 1)) blocked[(q.row - 1) * cols + (q.col - 1)] = 1;
  }
  const buildingSides = new Uint8Array(board.buildings.map((b) => sidesMask(b.stopSides)));
  const neighbour = new Int32Array(size * 4).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (let d = 0; d < 4; d++) {
        const nr = r + DR[d]!;
        const nc = c + DC[d]!;
        if (inside(nr, nc)) neighbour[(r * cols + c) * 4 + d] = nr * cols + nc;
      }
    }
  }
  const buildingNeighbours = board.buildings.map((b, i) => {
    const sq = buildingSquare.get(b.id);
    const out: number[] = [];
    if (sq === undefined) return out;
    for (let d = 0; d < 4; d++) {
      if (!(buildingSides[i]! & (1 << d))) continue;
      const n = neighbour[sq * 4 + d]!;
      if (n >= 0 && building[n]! < 0 && !blocked[n]) out.push(n);
    }
    return out;
  });
  const port = new Int16Array(size * 4).fill(-1);
  const terminals: TerminalInfo[] = [];
  const terminalIndex = new Map<string, number>();
  for (const t of board.terminals) {
    const ps = terminalPorts(rows, cols, t.edge, t.squares);
    if (!ps.every((p) => inside(p.r, p.c))) continue;
    const i = terminals.length;
    const ports = ps.map((p) => ({ sq: p.r * cols + p.c, side: p.side })) as TerminalInfo['ports'];
    terminals.push({ id: t.id, line: t.line, street: t.street, ports });
    terminalIndex.set(t.id, i);
    for (const p of ports) port[p.sq * 4 + p.side] = i;
  }
  const types: TypeInfo[] = board.tileTypes.map((t) => {
    let seg = 0;
    for (const [a, b] of t.segments) if (a !== b) seg |= pairBit(edgeIndex(a), edgeIndex(b));
    const segByRot = [0, 1, 2, 3].map((k) => rotateSeg(seg, k));
    const orients: Orientation[] = [];
    segByRot.forEach((s, k) => {
      if (!orients.some((o) => o.seg === s)) orients.push({ rotation: k, seg: s, exits: EXITS[s]! });
    });
    return { id: t.id, name: t.name, trees: t.trees, segByRot, orients };
  });
  const g: Geometry = {
    rows,
    cols,
    size,
    building,
    buildingIds: board.buildings.map((b) => b.id),
    buildingNames: board.buildings.map((b) => b.name),
    buildingSquare,
    buildingSides,
    buildingNeighbours,
    blocked,
    neighbour,
    port,
    terminals,
    terminalIndex,
    types,
    typeIndex: new Map(types.map((t, i) => [t.id, i])),
  };
  cache.set(board, g);
  return g;
}

export function squareKey(g: Geometry, sq: number): string {
  return `${Math.floor(sq / g.cols) + 1},${(sq % g.cols) + 1}`;
}

/** Parses "row,col" (1-based) into a square index, or -1. */
export function parseSquareKey(g: Geometry, key: string): number {
  const m = /^(\d+),(\d+)$/.exec(key);
  if (!m) return -1;
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  if (r < 0 || r >= g.rows || c < 0 || c >= g.cols) return -1;
  return r * g.cols + c;
}

export function squareName(g: Geometry, sq: number): string {
  return `row ${Math.floor(sq / g.cols) + 1}, column ${(sq % g.cols) + 1}`;
}
