/**
 * What the Linie 1 editor says about a board's parts: which sides of a building can take its stop
 * sign, and what a tile type's track is (a crossing, a junction, …), in the editor's language.
 */
import type { Building, EdgeName, Linie1Board, TileType } from '../../../../../games/linie1/board.js';
import { SIDE_WORDS, type Square } from '../geometry.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

const { t, list } = useT(editorArea);

/** A side of a square in words: "north", "nord", "Norden". */
const sideWord = (side: number): string => t('editor.linie1.w.side', { side: SIDE_WORDS[side] ?? 'west' });

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
    const where = off ? 'edge' : other ? 'building' : blocked ? 'blocked' : allowed ? 'free' : 'closed';
    return { side, edge, square, allowed, open, free: open && allowed, why: t('editor.linie1.w.stopSide', { side: sideWord(side), where, id: other?.id ?? '' }) };
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
export function trackWords(tile: Pick<TileType, 'segments'>): string {
  const segs = tile.segments;
  if (segs.length === 0) return t('editor.linie1.w.noTrack');
  const crossing = hasPiece(tile, 'N', 'S') && hasPiece(tile, 'E', 'W');
  const sides = new Map<string, number>();
  for (const [a, b] of segs) for (const e of [a, b]) sides.set(e, (sides.get(e) ?? 0) + 1);
  const shared = [...sides].filter(([, n]) => n > 1).map(([e]) => e);
  const parts: string[] = [];
  if (segs.length === 1) parts.push(segs[0]![0] === opposite(segs[0]![1]) ? t('editor.linie1.w.straight') : t('editor.linie1.w.curve'));
  if (crossing) parts.push(t('editor.linie1.w.crossing'));
  if (shared.length) parts.push(t('editor.linie1.w.junction', { sides: list(shared.map((e) => sideWord('NESW'.indexOf(e)))), n: shared.length }));
  if (segs.length > 1 && !crossing && !shared.length) parts.push(t('editor.linie1.w.apart'));
  return parts.join(' ');
}

function opposite(e: EdgeName): EdgeName {
  return ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[e];
}
