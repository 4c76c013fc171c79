/**
 * What the Linie 1 editor says about a board's parts: which sides of a building can take its stop
 * sign, and what a tile type's track is (a crossing, a junction, …). Pure.
 */
import type { Building, EdgeName, Linie1Board, TileType } from '../../../../../games/linie1/board.js';
import { SIDE_WORDS, type Square } from '../geometry.js';

export interface StopSide {
  side: number;
  edge: EdgeName;
  square: Square;
  /** The board lets this side carry the building's stop sign (every side, unless it lists some). */
  allowed: boolean;
  /** A tile may lie on the square beside it (on the grid, no building, not blocked). */
  open: boolean;
  /** Both: the stop sign can go here. */
  free: boolean;
  why: string;
}

const EDGE_OF: readonly EdgeName[] = ['N', 'E', 'S', 'W'];

/**
 * The four sides of a building: the first tile laid on an open square beside an allowed side
 * carries its stop sign; a side against the edge, another building or a blocked square never does.
 */
export function stopSides(board: Pick<Linie1Board, 'rows' | 'cols' | 'buildings' | 'blocked'>, b: Pick<Building, 'row' | 'col' | 'stopSides'>): StopSide[] {
  const d = [
    [-1, 0],
    [0, 1],
    [1, 0],
    [0, -1],
  ] as const;
  return d.map(([dr, dc], side) => {
    const edge = EDGE_OF[side]!;
    const square = { row: b.row + dr, col: b.col + dc };
    const off = square.row < 1 || square.col < 1 || square.row > board.rows || square.col > board.cols;
    const other = off ? undefined : board.buildings.find((x) => x.row === square.row && x.col === square.col);
    const blocked = !off && !other && (board.blocked ?? []).some((x) => x.row === square.row && x.col === square.col);
    const open = !off && !other && !blocked;
    const allowed = !b.stopSides || b.stopSides.includes(edge);
    const where = off ? 'the edge of the city' : other ? `building ${other.id}` : blocked ? 'a blocked square' : allowed ? 'a street square: a stop sign can go here' : 'a street square, but the stop sign may not go on this side';
    return { side, edge, square, allowed, open, free: open && allowed, why: `${SIDE_WORDS[side]}: ${where}` };
  });
}

const PAIRS: [EdgeName, EdgeName][] = [
  ['N', 'S'],
  ['E', 'W'],
  ['N', 'E'],
  ['E', 'S'],
  ['S', 'W'],
  ['W', 'N'],
];

/** The six pieces of track a tile can have, in the designer's order. */
export function trackPairs(): readonly [EdgeName, EdgeName][] {
  return PAIRS;
}

export function hasPiece(t: Pick<TileType, 'segments'>, a: EdgeName, b: EdgeName): boolean {
  return t.segments.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * What a tile's track is, in words: where two pieces cross without meeting a tram goes straight
 * over (a crossing); where pieces share a side the tram chooses there (a junction).
 */
export function trackWords(t: Pick<TileType, 'segments'>): string {
  const segs = t.segments;
  if (segs.length === 0) return 'No track.';
  const crossing = hasPiece(t, 'N', 'S') && hasPiece(t, 'E', 'W');
  const sides = new Map<string, number>();
  for (const [a, b] of segs) for (const e of [a, b]) sides.set(e, (sides.get(e) ?? 0) + 1);
  const shared = [...sides].filter(([, n]) => n > 1).map(([e]) => e);
  const parts: string[] = [];
  if (segs.length === 1) parts.push(segs[0]![0] === opposite(segs[0]![1]) ? 'A straight.' : 'A curve.');
  if (crossing) parts.push('The straights cross without meeting: trams go straight over, never turn.');
  if (shared.length) parts.push(`Pieces meet at the ${shared.map((e) => SIDE_WORDS['NESW'.indexOf(e)]).join(' and ')} side${shared.length > 1 ? 's' : ''}: a junction, where a tram chooses.`);
  if (segs.length > 1 && !crossing && !shared.length) parts.push('Pieces that never meet.');
  return parts.join(' ');
}

function opposite(e: EdgeName): EdgeName {
  return ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[e];
}
