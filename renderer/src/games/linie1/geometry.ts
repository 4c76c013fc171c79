/**
 * Where things are on the Linie 1 map: squares, the sides of a square, the track pieces of a
 * tile (straight across or a quarter circle round a corner), the terminal loops outside the
 * grid, and a declared path as a line along the track. Pure arithmetic shared by the play
 * screen and the editor; no Pixi, no rule.
 *
 * Map units: a square is `CELL` wide, row 1 / column 1 has its top-left corner at (0, 0), and the
 * terminal loops sit in a margin of one square around the grid. Sides are numbered as the board
 * file names them, clockwise: N = 0, E = 1, S = 2, W = 3.
 */
import type { EdgeName, Linie1Board, Terminal, TileType } from '../../../../games/linie1/board.js';
import type { Point, Rect } from '../../pixi/camera.js';

export const CELL = 40;
/**
 * The band round the grid, outwards from its edge: the terminal loops (half a square), the line
 * badges, the terminals' street names, then the row and column numbers.
 */
export const MARGIN = CELL * 2.05;
/** How far out from the grid's edge the street names and the coordinates are centred. */
export const STREET_OUT = CELL * 1.34;
export const COORD_OUT = CELL * 1.78;
export const SIDES: readonly EdgeName[] = ['N', 'E', 'S', 'W'];
export const SIDE_WORDS = ['north', 'east', 'south', 'west'] as const;

export interface Square {
  row: number;
  col: number;
}

export function sideIndex(e: EdgeName): number {
  return SIDES.indexOf(e);
}

/** The whole map, loops included: what Fit shows. */
export function mapBounds(board: Pick<Linie1Board, 'rows' | 'cols'>): Rect {
  return { x: -MARGIN, y: -MARGIN, width: board.cols * CELL + 2 * MARGIN, height: board.rows * CELL + 2 * MARGIN };
}

export function squareRect(s: Square): Rect {
  return { x: (s.col - 1) * CELL, y: (s.row - 1) * CELL, width: CELL, height: CELL };
}

export function squareCentre(s: Square): Point {
  return { x: (s.col - 0.5) * CELL, y: (s.row - 0.5) * CELL };
}

export function squareAt(board: Pick<Linie1Board, 'rows' | 'cols'>, p: Point): Square | null {
  const col = Math.floor(p.x / CELL) + 1;
  const row = Math.floor(p.y / CELL) + 1;
  if (row < 1 || col < 1 || row > board.rows || col > board.cols) return null;
  return { row, col };
}

/** "row,col": the key the rules use for a square. */
export function squareKey(s: Square): string {
  return `${s.row},${s.col}`;
}

export function parseSquare(key: string): Square | null {
  const m = /^(\d+),(\d+)$/.exec(key);
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
}

/** The middle of side `d` of the square whose top-left corner is (x, y). */
export function sideMiddle(x: number, y: number, d: number): Point {
  const h = CELL / 2;
  return [
    { x: x + h, y },
    { x: x + CELL, y: y + h },
    { x: x + h, y: y + CELL },
    { x, y: y + h },
  ][d & 3]!;
}

/** A tile's track pieces as side pairs, turned `rotation` quarter turns clockwise. */
export function turnedSegments(type: Pick<TileType, 'segments'>, rotation: number): [number, number][] {
  return type.segments.map(([a, b]) => [(sideIndex(a) + rotation) & 3, (sideIndex(b) + rotation) & 3]);
}

/** How one piece of track is drawn: a straight line, or a quarter circle round a corner. */
export type TrackShape =
  | { kind: 'line'; from: Point; to: Point }
  | { kind: 'arc'; from: Point; to: Point; centre: Point; radius: number; start: number; end: number; anticlockwise: boolean };

/** The corner two neighbouring sides share (N and E: the top-right corner). */
function corner(x: number, y: number, a: number, b: number): Point {
  const has = (d: number) => a === d || b === d;
  return { x: has(1) ? x + CELL : x, y: has(2) ? y + CELL : y };
}

/** The piece of track joining sides a and b in the square at (x, y), drawn from a to b. */
export function trackShape(x: number, y: number, a: number, b: number): TrackShape {
  const from = sideMiddle(x, y, a);
  const to = sideMiddle(x, y, b);
  if (((a - b) & 3) === 2) return { kind: 'line', from, to };
  const c = corner(x, y, a, b);
  const start = Math.atan2(from.y - c.y, from.x - c.x);
  const end = Math.atan2(to.y - c.y, to.x - c.x);
  let sweep = end - start;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  return { kind: 'arc', from, to, centre: c, radius: CELL / 2, start, end, anticlockwise: sweep < 0 };
}

/** A track shape as an SVG path (the hand's tiles, the end screen's small map). */
export function svgPath(s: TrackShape): string {
  return s.kind === 'line' ? `M${s.from.x} ${s.from.y}L${s.to.x} ${s.to.y}` : `M${s.from.x} ${s.from.y}A${s.radius} ${s.radius} 0 0 ${s.anticlockwise ? 0 : 1} ${s.to.x} ${s.to.y}`;
}

/** Points along a track shape from its start to its end (for paths and trams). */
export function shapePoints(s: TrackShape, steps = 6): Point[] {
  if (s.kind === 'line') return [s.from, s.to];
  let sweep = s.end - s.start;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = s.start + (sweep * i) / steps;
    out.push({ x: s.centre.x + s.radius * Math.cos(a), y: s.centre.y + s.radius * Math.sin(a) });
  }
  return out;
}

/** The side of a square that faces the board's edge a terminal lies on. */
const EDGE_SIDE = { top: 0, right: 1, bottom: 2, left: 3 } as const;

/** The two squares a terminal's loop touches, or null where they are off the grid. */
export function terminalSquares(board: Pick<Linie1Board, 'rows' | 'cols'>, t: Pick<Terminal, 'edge' | 'squares'>): [Square, Square] | null {
  const at = (p: number): Square =>
    t.edge === 'top' ? { row: 1, col: p } : t.edge === 'bottom' ? { row: board.rows, col: p } : t.edge === 'left' ? { row: p, col: 1 } : { row: p, col: board.cols };
  const out = t.squares.map(at) as [Square, Square];
  return out.every((s) => s.row >= 1 && s.col >= 1 && s.row <= board.rows && s.col <= board.cols) ? out : null;
}

export interface LoopShape {
  /** Where the loop meets each of its two squares (the middle of their outer sides). */
  ports: [Point, Point];
  /** The half circle outside the grid joining them. */
  centre: Point;
  radius: number;
  start: number;
  end: number;
  anticlockwise: boolean;
  /** Where the line number goes (outside the loop). */
  label: Point;
  /** Where a tram standing at the terminal is drawn. */
  stand: Point;
}

/** The turning loop of a terminal, drawn outside the grid (null when its squares are off it). */
export function loopShape(board: Pick<Linie1Board, 'rows' | 'cols'>, t: Pick<Terminal, 'edge' | 'squares'>): LoopShape | null {
  const sq = terminalSquares(board, t);
  if (!sq) return null;
  const side = EDGE_SIDE[t.edge];
  const ports = sq.map((s) => {
    const r = squareRect(s);
    return sideMiddle(r.x, r.y, side);
  }) as [Point, Point];
  const centre = { x: (ports[0].x + ports[1].x) / 2, y: (ports[0].y + ports[1].y) / 2 };
  const radius = Math.hypot(ports[0].x - ports[1].x, ports[0].y - ports[1].y) / 2;
  // Outward from the grid: the half circle on the far side of the edge.
  const out = [
    { x: 0, y: -1 },
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    { x: -1, y: 0 },
  ][side]!;
  const start = Math.atan2(ports[0].y - centre.y, ports[0].x - centre.x);
  const mid = Math.atan2(out.y, out.x);
  // Go from port 0 to port 1 through the outward direction.
  const anticlockwise = !((((mid - start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) < Math.PI);
  const end = start + (anticlockwise ? -Math.PI : Math.PI);
  const label = { x: centre.x + out.x * (radius + CELL * 0.36), y: centre.y + out.y * (radius + CELL * 0.36) };
  const stand = { x: centre.x + out.x * radius * 0.45, y: centre.y + out.y * radius * 0.45 };
  return { ports, centre, radius, start, end, anticlockwise, label, stand };
}

/** Points along a terminal loop from one port to the other, `fromFirst` choosing the direction. */
export function loopPoints(l: LoopShape, fromFirst: boolean, steps = 10): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = l.start + ((l.end - l.start) * i) / steps;
    out.push({ x: l.centre.x + l.radius * Math.cos(a), y: l.centre.y + l.radius * Math.sin(a) });
  }
  return fromFirst ? out : out.reverse();
}

/** A number along the grid's edge: "row 7" at both ends of row 7, "column 3" above and below column 3. */
export interface CoordLabel {
  text: string;
  kind: 'row' | 'col';
  index: number;
  at: Point;
}

/**
 * The coordinates printed round the grid, as the log and the move list name squares ("row 7,
 * column 3"): rows numbered down both sides, columns along the top and the bottom.
 */
export function coordLabels(board: Pick<Linie1Board, 'rows' | 'cols'>): CoordLabel[] {
  const out: CoordLabel[] = [];
  for (let r = 1; r <= board.rows; r++) {
    const y = (r - 0.5) * CELL;
    out.push({ text: String(r), kind: 'row', index: r, at: { x: -COORD_OUT, y } });
    out.push({ text: String(r), kind: 'row', index: r, at: { x: board.cols * CELL + COORD_OUT, y } });
  }
  for (let c = 1; c <= board.cols; c++) {
    const x = (c - 0.5) * CELL;
    out.push({ text: String(c), kind: 'col', index: c, at: { x, y: -COORD_OUT } });
    out.push({ text: String(c), kind: 'col', index: c, at: { x, y: board.rows * CELL + COORD_OUT } });
  }
  return out;
}

/**
 * Where a terminal's street name is printed: outside its loop and badge, centred on the loop,
 * along the edge (turned to read upwards on the left edge, downwards on the right), and how long
 * it may be (the two squares of the loop and a little more) before it is drawn smaller.
 */
export function streetPlace(board: Pick<Linie1Board, 'rows' | 'cols'>, t: Pick<Terminal, 'edge' | 'squares'>): { at: Point; rotation: number; maxWidth: number } | null {
  const l = loopShape(board, t);
  if (!l) return null;
  const c = l.centre;
  const maxWidth = CELL * 2.4;
  switch (t.edge) {
    case 'top':
      return { at: { x: c.x, y: -STREET_OUT }, rotation: 0, maxWidth };
    case 'bottom':
      return { at: { x: c.x, y: board.rows * CELL + STREET_OUT }, rotation: 0, maxWidth };
    case 'left':
      return { at: { x: -STREET_OUT, y: c.y }, rotation: -Math.PI / 2, maxWidth };
    case 'right':
      return { at: { x: board.cols * CELL + STREET_OUT, y: c.y }, rotation: Math.PI / 2, maxWidth };
  }
}

/** Which side of `a` faces the neighbouring square `b` (-1 when they are not side by side). */
export function sideTowards(a: Square, b: Square): number {
  if (b.row === a.row - 1 && b.col === a.col) return 0;
  if (b.col === a.col + 1 && b.row === a.row) return 1;
  if (b.row === a.row + 1 && b.col === a.col) return 2;
  if (b.col === a.col - 1 && b.row === a.row) return 3;
  return -1;
}

/** One square of a path, with the sides the tram comes in and goes out by (-1: unknown). */
export interface PathStep {
  key: string;
  square: Square | null;
  /** A terminal id when the step is a terminal. */
  terminal: string | null;
  inSide: number;
  outSide: number;
}

/**
 * A declared path (terminal ids and "row,col" squares, as the rules write it) as steps with the
 * sides of each square the tram uses, read from where the neighbouring steps lie. A terminal's
 * side is the one facing its loop.
 */
export function pathSteps(board: Pick<Linie1Board, 'rows' | 'cols' | 'terminals'>, path: readonly string[]): PathStep[] {
  const steps: PathStep[] = path.map((key) => {
    const t = board.terminals.find((x) => x.id === key);
    return { key, square: t ? null : parseSquare(key), terminal: t ? t.id : null, inSide: -1, outSide: -1 };
  });
  const portSide = (termId: string, s: Square): number => {
    const t = board.terminals.find((x) => x.id === termId);
    if (!t) return -1;
    const sq = terminalSquares(board, t);
    return sq && sq.some((q) => q.row === s.row && q.col === s.col) ? EDGE_SIDE[t.edge] : -1;
  };
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (!s.square) continue;
    const prev = steps[i - 1];
    const next = steps[i + 1];
    if (prev) s.inSide = prev.square ? sideTowards(s.square, prev.square) : portSide(prev.terminal!, s.square);
    if (next) s.outSide = next.square ? sideTowards(s.square, next.square) : portSide(next.terminal!, s.square);
  }
  return steps;
}

/**
 * The path as one line along the track: through each square by the piece joining its in and
 * out sides, round each terminal loop passed through. Points in map units, in driving order.
 * With `stands`, a path that starts or ends at a terminal starts or ends where a tram stands there
 * (a moving tram); without, at the loop's mouth (a route drawn on the map).
 */
export function pathLine(board: Pick<Linie1Board, 'rows' | 'cols' | 'terminals'>, path: readonly string[], stands = false): Point[] {
  const steps = pathSteps(board, path);
  const out: Point[] = [];
  const push = (ps: Point[]) => {
    for (const p of ps) {
      const last = out[out.length - 1];
      if (!last || Math.hypot(last.x - p.x, last.y - p.y) > 0.01) out.push(p);
    }
  };
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.square) {
      if (s.inSide < 0 || s.outSide < 0) {
        push([squareCentre(s.square)]);
        continue;
      }
      const r = squareRect(s.square);
      push(shapePoints(trackShape(r.x, r.y, s.inSide, s.outSide)));
      continue;
    }
    const t = board.terminals.find((x) => x.id === s.terminal);
    const loop = t ? loopShape(board, t) : null;
    if (!loop) continue;
    const prev = steps[i - 1]?.square;
    const sq = t ? terminalSquares(board, t) : null;
    // Through a terminal: round the loop from the square the tram came from.
    if (prev && sq && i < steps.length - 1) {
      const fromFirst = sq[0].row === prev.row && sq[0].col === prev.col;
      push(loopPoints(loop, fromFirst));
    } else if (stands) push([loop.stand]);
  }
  return out;
}

/** Where a tram standing at step `at` of its path is drawn. */
export function tramPoint(board: Pick<Linie1Board, 'rows' | 'cols' | 'terminals'>, path: readonly string[], at: number): Point | null {
  const key = path[at];
  if (key === undefined) return null;
  const t = board.terminals.find((x) => x.id === key);
  if (t) return loopShape(board, t)?.stand ?? null;
  const s = parseSquare(key);
  return s ? squareCentre(s) : null;
}

/** Length of a polyline (for moving a tram at an even speed). */
export function lineLength(ps: readonly Point[]): number {
  let n = 0;
  for (let i = 1; i < ps.length; i++) n += Math.hypot(ps[i]!.x - ps[i - 1]!.x, ps[i]!.y - ps[i - 1]!.y);
  return n;
}

/** The point a fraction `f` (0…1) of the way along a polyline. */
export function pointAlong(ps: readonly Point[], f: number): Point {
  if (ps.length === 0) return { x: 0, y: 0 };
  const total = lineLength(ps);
  let left = Math.max(0, Math.min(1, f)) * total;
  for (let i = 1; i < ps.length; i++) {
    const a = ps[i - 1]!;
    const b = ps[i]!;
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= d && d > 0) return { x: a.x + ((b.x - a.x) * left) / d, y: a.y + ((b.y - a.y) * left) / d };
    left -= d;
  }
  return ps[ps.length - 1]!;
}
