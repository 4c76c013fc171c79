/**
 * The Linie 1 board format: a grid of squares, the buildings on some of them, the terminals on
 * the border, the tile types (with their counts), the route cards and the die. Everything a
 * screen or the rules need about the city lives here, never in code.
 *
 * Squares are addressed 1-based as (row, col), row 1 at the top, col 1 at the left.
 *
 * Two optional keys go beyond the printed game for designers: `blocked` squares (no track ever)
 * and a building's `stopSides`. A board without them plays exactly the 1995 rules.
 */
import { z } from 'zod';
import { boardHeader, elementId } from '../core/board-header.js';
import { boundedRecord } from '../core/limits.js';
import { LINIE1_LIMITS as L } from './limits.js';

/** A row or column of the grid, 1-based. */
const gridIndex = z.number().int().min(1).max(L.gridSide);

export const edgeName = z.enum(['N', 'E', 'S', 'W']);
export type EdgeName = z.infer<typeof edgeName>;

export const building = z.object({
  /** The letter players know it by (A … M). */
  id: elementId,
  name: z.string().min(1).max(L.name),
  row: gridIndex,
  col: gridIndex,
  /**
   * A board-design extension (absent in the 1995 game): the sides of the building whose street
   * may carry its stop sign. Absent: all four, as printed.
   */
  stopSides: z.array(edgeName).max(4).optional(),
});
export type Building = z.infer<typeof building>;

/**
 * A board-design extension (absent in the 1995 game): a square where no track may ever be laid,
 * such as a park or water. It is not a building: it takes no stop sign and no route names it.
 */
export const blockedSquare = z.object({
  row: gridIndex,
  col: gridIndex,
});
export type BlockedSquare = z.infer<typeof blockedSquare>;

export const line = z.object({
  id: elementId,
  name: z.string().min(1).max(L.lineName),
  /** A CSS colour for the tram and the line card. */
  colour: z.string().min(1).max(L.lineName),
});
export type Line = z.infer<typeof line>;

/**
 * A terminal is the turning loop drawn on the border: it touches two neighbouring edge squares,
 * so track enters the loop from one square and leaves it into the other.
 */
export const terminal = z.object({
  id: elementId,
  line: elementId,
  edge: z.enum(['top', 'right', 'bottom', 'left']),
  /** Positions along that edge (rows for left/right, columns for top/bottom), 1-based, neighbours. */
  squares: z.tuple([gridIndex, gridIndex]),
  street: z.string().min(1).max(L.name),
});
export type Terminal = z.infer<typeof terminal>;

export const tileType = z.object({
  id: elementId,
  name: z.string().min(1).max(L.name),
  /** Track pieces, each joining two edges of the square (unrotated; tiles may be turned). */
  segments: z.array(z.tuple([edgeName, edgeName])).min(1).max(L.segments),
  /** Tiles with trees can never be exchanged once they lie on the board. */
  trees: z.boolean(),
  /** How many are in the face-down draw pile. */
  pile: z.number().int().min(0).max(L.tilesPerType),
  /** How many dark-backed starting tiles of this type the box holds. */
  start: z.number().int().min(0).max(L.tilesPerType),
});
export type TileType = z.infer<typeof tileType>;

export const routeCard = z.object({
  id: elementId,
  /** The player counts this card is dealt at. */
  players: z.array(z.number().int().min(1).max(8)).min(1).max(L.cardPlayerCounts),
  /** Per line id: the buildings (ids) that line must stop at, in any order. */
  stops: boundedRecord(z.array(elementId).min(1).max(L.stops), L.lines),
});
export type RouteCard = z.infer<typeof routeCard>;

export const dieFace = z.union([z.number().int().min(1).max(L.dieNumber), z.literal('H')]);
export type DieFace = z.infer<typeof dieFace>;

export const boardSchema = boardHeader('linie1').extend({
  rows: z.number().int().min(2).max(L.gridSide),
  cols: z.number().int().min(2).max(L.gridSide),
  buildings: z.array(building).max(L.squares),
  /** Squares where no track may be laid (absent: none, as in the 1995 game). */
  blocked: z.array(blockedSquare).max(L.squares).optional(),
  lines: z.array(line).min(1).max(L.lines),
  terminals: z.array(terminal).max(L.terminals),
  tileTypes: z.array(tileType).min(1).max(L.tileTypes),
  /** Per tile type id: how many starting tiles each player gets. */
  startingHand: boundedRecord(z.number().int().min(0).max(L.handSize), L.tileTypes),
  /** The supply every player keeps (refilled at the end of each building turn). */
  handSize: z.number().int().min(1).max(L.handSize),
  /** Tiles a building player lays per turn. */
  tilesPerTurn: z.number().int().min(1).max(L.tilesPerTurn),
  routeCards: z.array(routeCard).min(1).max(L.routeCards),
  /** The faces of the die: a number moves that many spaces, H to the next stop or terminal. */
  die: z.array(dieFace).min(1).max(L.dieFaces),
});
export type Linie1Board = z.infer<typeof boardSchema>;

export const BOARD_FORMAT = 1;
