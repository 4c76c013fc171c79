/** The Linie 1 moves, the state the host keeps, and what a seat sees. */
import { z } from 'zod';
import { elementId } from '../core/board-header.js';
import { BOARD_LIMITS } from '../core/limits.js';
import { isPrototypeName } from '../core/board-ids.js';
import { isSafeId } from '../core/ids.js';
import type { RngState } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import type { DieFace, Linie1Board } from './board.js';

/**
 * Ids in moves: shaped like board ids, and never a name every object answers to (validateBoard
 * refuses those in boards, so no board has them). The rules look each one up on the board too.
 */
const notReserved = (id: string) => !isPrototypeName(id);
const tileId = elementId.refine(notReserved, { message: 'There is no tile type by that name on any board.' });
/** A step of a declared path: a square "row,col" or a terminal id. */
const pathStep = z
  .string()
  .regex(/^(\d{1,2},\d{1,2}|[A-Za-z0-9_-]{1,64})$/, 'A path step is a square "row,col" or a terminal id.')
  .refine(notReserved, { message: 'There is no terminal by that name on any board.' });
const playerId = z.string().max(BOARD_LIMITS.id).refine(isSafeId, { message: 'That is not a player id.' });

const tileRef = z.object({
  /** Tile type id from the board. */
  tile: tileId,
  /** Quarter turns clockwise from the tile as the board file draws it. */
  rotation: z.number().int().min(0).max(3),
  row: z.number().int().min(1).max(30),
  col: z.number().int().min(1).max(30),
});
export type TileRef = z.infer<typeof tileRef>;

export const moveSchema = z.discriminatedUnion('type', [
  /** Lay a tile from the hand on an empty square, or exchange it for the tile lying there. */
  tileRef.extend({ type: z.literal('place') }),
  /** Exchange two side-by-side tiles at once (for when neither exchange is legal alone). */
  z.object({ type: z.literal('exchangePair'), a: tileRef, b: tileRef }),
  /** End the building turn early: allowed only when no tile in the hand fits anywhere. */
  z.object({ type: z.literal('pass') }),
  /**
   * Reveal line and route and start driving. `path` runs from the starting terminal id to the
   * other terminal id through squares written "row,col" (and other terminals passed through).
   */
  z.object({ type: z.literal('declare'), path: z.array(pathStep).min(2).max(2000) }),
  /** Roll the die and drive. */
  z.object({ type: z.literal('roll') }),
  /** Refilling the hand: one tile from the face-down pile … */
  z.object({ type: z.literal('draw') }),
  /** … or one from the open supply of a player who is driving. */
  z.object({ type: z.literal('take'), from: playerId, tile: tileId }),
]);
export type Linie1Move = z.infer<typeof moveSchema>;

/**
 * Table options: where the German rulebook (1995) and the English article read differently, the
 * default follows the German and the option gives the English reading (see RULES.md). Own
 * terminals are the exception: the English grants them and the German is silent, so the
 * default lets trams through them.
 */
export const optionsSchema = z
  .object({
    /** Trams may pass through their own line's terminals too, not only other lines' (on by default). */
    throughOwnTerminals: z.boolean().default(true),
    /** Drivers' open tiles may be taken only once the face-down pile is empty (English). */
    driversTilesWhenPileEmpty: z.boolean().default(false),
    /** Draw one tile per tile laid from the hand (English), instead of filling the hand up to five. */
    drawOnlyWhatWasLaid: z.boolean().default(false),
  })
  .strict();
export type Linie1Options = z.infer<typeof optionsSchema>;

export interface PlacedTile {
  tile: string;
  rotation: number;
}

export interface Trip {
  /** The declared path: terminal ids and "row,col" squares, start terminal first. */
  path: string[];
  /** Index into `path` where the tram stands. */
  at: number;
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  /** Line card (a line id): secret until declared. */
  line: string;
  /** Route card id: secret until declared. */
  route: string;
  /** Tile type ids in the supply, open to everyone. */
  hand: string[];
  /** Set once the player has declared a finished route. */
  trip: Trip | null;
}

export type Step = 'build' | 'refill' | 'drive';

export interface Linie1State {
  board: Linie1Board;
  options: Linie1Options;
  players: PlayerState[];
  /** One entry per square (row-major); null where no tile lies. */
  grid: (PlacedTile | null)[];
  /** Building id → square key ("row,col") of its stop sign. */
  stopSigns: Record<string, string>;
  /** Face-down pile, top at the end: hidden from every view. */
  pile: string[];
  /** Starting tiles left in the box (never used this game). */
  unused: number;
  current: number;
  step: Step;
  /** Tiles laid this turn; and how many of them were exchanges. */
  laid: number;
  exchanged: number;
  /** While refilling: how many more tiles to draw or take. */
  toDraw: number;
  /** Building turns in a row that ended without a tile laid (stalemate detection). */
  idleTurns: number;
  /** Turns begun so far (1 = the first player's first turn). */
  turn: number;
  lastRoll: DieFace | null;
  winner: PlayerId | null;
  /** Why the game ended: a finished trip, or nobody could do anything any more. */
  ended: 'finished' | 'stalemate' | null;
  rng: RngState;
}

export interface PlayerView {
  id: PlayerId;
  name: string;
  hand: string[];
  /** Null while secret to the viewer. */
  line: string | null;
  stops: string[] | null;
  route: string | null;
  driving: boolean;
  trip: Trip | null;
}

export interface Linie1View {
  you: PlayerId | null;
  players: PlayerView[];
  grid: (PlacedTile | null)[];
  stopSigns: Record<string, string>;
  pileCount: number;
  current: PlayerId;
  step: Step;
  laid: number;
  turn: number;
  lastRoll: DieFace | null;
  winner: PlayerId | null;
  ended: 'finished' | 'stalemate' | null;
  /** For the viewer while building: a valid path if the route is finished now, else null. */
  readyPath: string[] | null;
}
