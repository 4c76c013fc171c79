/**
 * The wire between the host and its clients (the app's renderer, a LAN browser, tests).
 * Pure zod schemas, shared by both ends; the host checks every incoming message against
 * `clientMessage` before doing anything with it.
 *
 * Seats are held by seat tokens: the host hands a token to the client that takes a seat, and
 * every seat action carries it. One client may hold several tokens (hot-seat play). Keep tokens
 * (browser: localStorage) to come back to the same seat after a reload, a dropped network or a
 * host restart: `joinTable` with `token`.
 *
 * The conversation, in short:
 * - `hello` → `welcome` (games, boards). `listTables` → `tables`, and `tables` again whenever a
 *   table appears, changes seats or status, or closes (the lobby stays live).
 * - `createTable` → `tableCreated` (with the owner token), then `seated` for each human seat
 *   (hot-seat: the creator holds them all), then `tableView` per held seat.
 * - `joinTable` with `seat` (an open seat) or `token` (coming back) → `seated` + `tableView`;
 *   with neither it is `watch`. `watch` → `tableView` with seat null (the public view).
 * - After every change each connection gets one `tableView` per seat it holds on that table (and
 *   one spectator view if it watches): its own view, its own legal moves, and only the log
 *   entries it may see. `log` is the tail of the log (the last LOG_TAIL entries).
 * - `move` carries the `stateNo` of the view it was made on. Stale → `moveRejected` with code
 *   `stale` and a fresh `tableView`; a retry of an applied move is therefore never applied twice.
 *   Refused → `moveRejected` with the rule's reason; nothing changes.
 * - Errors that are not about a move → `error` with a stable `code` and a sentence.
 * - Floods are answered with `error` code `rate-limited`; a frame over MAX_FRAME_BYTES closes the
 *   connection (close code 1009); JSON nested deeper than MAX_JSON_DEPTH is refused (`bad-json`).
 * - A connection that does not read what it is sent gets only the latest view of each table
 *   while its send buffer is full, and is closed when it stays far behind.
 */
import { z } from 'zod';

export const PROTOCOL_VERSION = 1;

/** Largest frame the host accepts, in bytes. */
export const MAX_FRAME_BYTES = 256 * 1024;

/** Deepest nesting of arrays and objects the host reads in a message, a board or a save. */
export const MAX_JSON_DEPTH = 100;

/**
 * How many of the latest log entries a `tableView` carries (every view is sent whole, so the
 * tail is kept short); `getLog` fetches earlier entries.
 */
export const LOG_TAIL = 50;

const id = z.string().min(1).max(64);
const name = z.string().trim().min(1).max(40);
const token = z.string().min(16).max(128);

export const seatRequest = z.object({
  kind: z.enum(['human', 'bot', 'open']),
  name: name.optional(),
  /** Bot id from the game's `bots` (kind bot). */
  bot: z.string().max(40).optional(),
});
export type SeatRequest = z.infer<typeof seatRequest>;

export const boardRef = z.union([
  z.object({ library: z.string().min(1).max(200) }),
  /** A board carried inline: the editor's playtest of an unsaved draft. */
  z.object({ inline: z.unknown() }),
]);
export type BoardRef = z.infer<typeof boardRef>;

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), protocol: z.number().int(), client: z.string().max(80).optional() }),
  z.object({ type: z.literal('listTables') }),
  z.object({
    type: z.literal('createTable'),
    game: id,
    board: boardRef,
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z.array(seatRequest).min(1).max(8),
    seed: z.number().int().optional(),
    title: z.string().max(60).optional(),
    password: z.string().max(64).optional(),
  }),
  /** Take an open seat (`seat` index) or come back to one (`token`). */
  z.object({
    type: z.literal('joinTable'),
    table: id,
    seat: z.number().int().min(0).max(7).optional(),
    name: name.optional(),
    token: token.optional(),
    password: z.string().max(64).optional(),
    /** The table owner may take (over) any seat that is not a bot's: resuming a hot-seat game. */
    ownerToken: token.optional(),
  }),
  z.object({ type: z.literal('watch'), table: id }),
  z.object({
    type: z.literal('move'),
    table: id,
    token,
    /** The state number the move was made on; a stale one gets a fresh view back. */
    stateNo: z.number().int().min(0),
    move: z.unknown(),
  }),
  /** Undo the last move(s) of this seat, when nothing hidden or random came after. */
  z.object({ type: z.literal('undo'), table: id, token, stateNo: z.number().int().min(0) }),
  /**
   * Table owner: hand a seat to a bot (`bot`), give it back to the person whose token it had
   * (`human`), or free it for anyone to take (`open`; removes the player, whose token stops working).
   */
  z.object({
    type: z.literal('setSeat'),
    table: id,
    ownerToken: token,
    seat: z.number().int().min(0).max(7),
    kind: z.enum(['bot', 'open', 'human']),
    bot: z.string().max(40).optional(),
  }),
  /**
   * Earlier log entries, as this seat (token) or a spectator (no token) may see them: entries
   * with `stateNo` < `before` (default: all), the latest `limit` of them. → `log`.
   */
  z.object({ type: z.literal('getLog'), table: id, token: token.optional(), before: z.number().int().min(0).optional(), limit: z.number().int().min(1).max(1000).optional() }),
  /** Stop receiving this table's views (seat tokens stay valid for coming back). */
  z.object({ type: z.literal('leave'), table: id }),
  /** Save the table now under a name (owner or any seat of the table). → `saved`. */
  z.object({ type: z.literal('saveTable'), table: id, token, name: z.string().trim().min(1).max(120) }),
  /**
   * Open a save as a table again (only from the host's own machine). The sender becomes an owner
   * (`tableCreated`). A save whose replay disagrees with its snapshot is refused with code
   * `save-mismatch` unless `acceptReplay` says to go on with the replayed game.
   */
  z.object({ type: z.literal('resumeSave'), save: z.string().min(1).max(80), acceptReplay: z.boolean().optional() }),
  /**
   * Close a table: its owner (`ownerToken`), or anyone on the host machine. Everyone at it gets
   * `tableClosed`; its autosave stays in the saves list.
   */
  z.object({ type: z.literal('closeTable'), table: id, ownerToken: token.optional() }),
  /**
   * Resume a table the host paused (`TableSummary.paused`: a bot, a timer or the game's code
   * failed): its owner, or anyone on the host machine. If the cause is still there it pauses again.
   */
  z.object({ type: z.literal('resumeTable'), table: id, ownerToken: token.optional() }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  options: { key: string; label: string; description: string; kind: 'boolean'; default: boolean }[];
  bots: { id: string; name: string; description: string }[];
}

export interface BoardInfo {
  /** Library id, e.g. `bundled:airlines/north-america`. */
  id: string;
  game: string;
  name: string;
  source: 'bundled' | 'user';
  playable: boolean;
  problems: { path: string; message: string; severity?: 'error' | 'warning' }[];
}

export interface SeatInfo {
  index: number;
  playerId: string;
  name: string;
  kind: 'human' | 'bot' | 'open';
  bot?: string;
  connected: boolean;
}

export interface TableSummary {
  id: string;
  title: string;
  game: string;
  board: string;
  seats: SeatInfo[];
  status: 'waiting' | 'playing' | 'finished';
  hasPassword: boolean;
  /**
   * Set when the host paused the table because the game's code or a bot failed: why, in words.
   * Nobody moves (bots neither) until the owner sends `resumeTable`.
   */
  paused?: string;
}

export interface LogEntry {
  stateNo: number;
  text: string;
  type: string;
  player?: string;
  data?: unknown;
}

/** What one connection sees of a table, for one seat or as a spectator (seat null). */
export interface TableView {
  table: TableSummary;
  seat: number | null;
  playerId: string | null;
  stateNo: number;
  view: unknown;
  activePlayers: string[];
  log: LogEntry[];
  outcome: unknown | null;
  /** The board as the table plays it (geometry for the canvas). */
  board: unknown;
  canUndo: boolean;
  /** This seat's legal moves now (empty when it need not act): the screen highlights them. */
  legal: unknown[];
}

export type HostMessage =
  | { type: 'welcome'; protocol: number; games: GameInfo[]; boards: BoardInfo[]; hostName: string }
  | { type: 'tables'; tables: TableSummary[] }
  /** To the creator (or resumer) of a table: keep `ownerToken` to manage seats. */
  | { type: 'tableCreated'; table: TableSummary; ownerToken: string }
  | { type: 'seated'; table: string; seat: number; token: string; owner?: string }
  /** This connection's seat was handed to a bot or freed by the owner. */
  | { type: 'seatLost'; table: string; seat: number; reason: string }
  | { type: 'saved'; table: string; save: string; name: string }
  /** The table was closed (by its owner or the host machine); its autosave stays in the saves list. */
  | { type: 'tableClosed'; table: string; reason: string }
  /** The answer to `getLog`: filtered for the asking seat (`seat` null: the public log). */
  | { type: 'log'; table: string; seat: number | null; entries: LogEntry[] }
  | { type: 'tableView'; data: TableView }
  | { type: 'moveRejected'; table: string; stateNo: number; error: { code: string; message: string } }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong'; t?: number };

/** One line of `GET /api/saves` (written by main/saves, shown by the Saves screen). */
export interface SaveSummary {
  id: string;
  /** The file's path on the host machine (only local requests see the list at all). */
  file?: string;
  name: string;
  game: string;
  /** The board's name. */
  board: string;
  players: { name: string; kind: string }[];
  moves: number;
  /** The game's round, when its state has a numeric `round`. */
  round?: number;
  /** The game's turn number, when its state has `turn` (a number, or `{ number }`). */
  turn?: number;
  finished: boolean;
  savedAt: string;
  /** Set when the file cannot be loaded: why, in plain words. Such a save is never removed silently. */
  damaged?: string;
}
