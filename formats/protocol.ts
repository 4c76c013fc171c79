/**
 * The wire between the host and its clients (the app's renderer, a LAN browser, tests): the
 * constants and message types both ends share. No zod here (the lobby page loads this); the
 * schemas the host checks incoming messages against are in protocol-schema.ts.
 *
 * Seats are held by seat tokens: the host hands a token to the client that takes a seat, and
 * every seat action carries it. One client may hold several tokens (hot-seat play). Keep tokens
 * (browser: localStorage) to come back to the same seat after a reload, a dropped network or a
 * host restart: `joinTable` with `token`.
 *
 * The conversation, in short:
 * - Every client message may carry `rid` (a request id); the host's answer to it carries the same
 *   `rid`: its reply, or `error` / `moveRejected`. Requests with no other reply get `ok`. An
 *   `error` without `rid` is news that answers no request.
 * - `hello` → `welcome` (games, boards). `listTables` → `tables`; then `tables` again (at most a
 *   few times a second) whenever a table appears, goes, or its summary changes: never per move.
 * - `createTable` → `tableCreated` with the owner token and the tokens of the human seats (hot
 *   seat: the creator holds them all), then the table's views.
 * - `joinTable` with `seat` (an open seat) or `token` (coming back) → `seated`, and at once the
 *   views of that seat: one round trip. `watch` (with the table's password when it has one) →
 *   `ok` and the spectator view.
 * - Views: a connection first gets the table's board (`board`, once per connection and board,
 *   by hash), then one whole `view` per seat it holds (and one if it watches), then only
 *   `delta`s: what changed, as keyed operations (see view-delta.ts), numbered by `seq` per seat.
 *   A client that sees a gap in `seq`, or cannot apply a delta, asks for the whole view again
 *   (`resync`). The public part of a view (the spectator's view of the game, the summary, who is
 *   active) is built and serialised once per state and shared by every seat; each seat adds only
 *   its private part (`mine`: what its own view adds, its legal moves, whether it may undo).
 * - `move` carries the `stateNo` of the view it was made on. Stale → `moveRejected` with code
 *   `stale` and a fresh view; a retry of an applied move is therefore never applied twice.
 *   Refused → `moveRejected` with the rule's reason; nothing changes. Accepted → the mover's next
 *   view or delta carries the move's `rid`.
 * - Names belong to seats: games are set up with player names `{{p1}}`, `{{p2}}`, … (see
 *   `nameToken`), so game state, log text and views name nobody; a screen puts in the seats'
 *   current names with `fillNames`.
 * - Floods are answered with `error` code `rate-limited`; a frame over MAX_FRAME_BYTES closes the
 *   connection (close code 1009); JSON nested deeper than MAX_JSON_DEPTH is refused (`bad-json`).
 * - A connection that does not read what it is sent gets nothing more while its send buffer is
 *   full, then whole views again once it drains; it is closed when it stays far behind.
 */
import type { BotLevel } from '../games/core/types.js';
import type { Wording, WordParams } from '../games/core/wording.js';
export type { BoardRef, ClientMessage, SeatRequest, TableOptions } from './protocol-schema.js';

export const PROTOCOL_VERSION = 2;

/** Largest frame the host accepts, in bytes. */
export const MAX_FRAME_BYTES = 256 * 1024;

/** Deepest nesting of arrays and objects the host reads in a message, a board or a save. */
export const MAX_JSON_DEPTH = 100;

/** How many of the latest log entries a view holds; `getLog` fetches earlier ones. */
export const LOG_TAIL = 50;

/** The name a game is set up with for a player: `{{p1}}`. Screens replace it with the seat's name. */
export function nameToken(playerId: string): string {
  return `{{${playerId}}}`;
}

/**
 * Nobody named this seat: the host sends no name (each client words it, "Player 2", "Joueur 2"),
 * and saves from before that hold the host's old English default for its number.
 */
export function isUnnamed(s: { index: number; name: string }): boolean {
  const name = s.name.trim();
  return name === '' || name === `Player ${s.index + 1}`;
}

/**
 * A lab replay's seat is named by the bot that played it and its number. The name stays a plain
 * string in the save and on the wire, but holds no words: `{{seat:2:airlines.bot.network.name}}`
 * (the seat's number and the catalogue key of the bot's name), which each reader words
 * (`labSeatWording`: "Network builder (seat 2)", "… (place 2)", "… (Platz 2)").
 */
export function labSeatName(botNameKey: string, seat: number): string {
  return `{{seat:${seat + 1}:${botNameKey}}}`;
}

/**
 * The seat name of a lab replay for the bot that played it: by its name's key (`labSeatName`) when
 * the name is a key alone; else (a bot with no words of its own, or a name with params, which no
 * token holds) by the seat's number only, `{{seat:2}}`, which reads "Bot (seat 2)": never English.
 */
export function labSeatNameFor(bot: { nameWords?: Wording } | undefined, seat: number): string {
  const words = bot?.nameWords;
  const token = words && words.params === undefined ? labSeatName(words.key, seat) : null;
  return token !== null && LAB_SEAT.test(token) ? token : `{{seat:${seat + 1}}}`;
}

const LAB_SEAT = /^\{\{seat:([1-9][0-9]?):([A-Za-z][A-Za-z0-9-]{0,30}\.bot\.[A-Za-z0-9_-]{1,30}\.name)\}\}$/;
/** What replays kept before `labSeatName` gave a token: the bot's English name and "(seat N)". */
const OLD_LAB_SEAT = /^(\S.{0,70}) \(seat ([1-9][0-9]?)\)$/;
/** A lab replay's seat whose bot has no name by key (`labSeatNameFor`). */
const LAB_SEAT_ALONE = /^\{\{seat:([1-9][0-9]?)\}\}$/;

/**
 * How a seat named by `labSeatName` reads, by key (`host.seat.lab`), or null for any other name.
 * A save from before the token holds the English "Network builder (seat 2)": its seat part is read
 * back the same way (the bot's name stays as it was written). Either is read only where its number
 * is the seat's own, so a person who calls themself "Ann (seat 5)" at seat 1 keeps their name.
 */
export function labSeatWording(s: { index: number; name: string }): Wording | null {
  const token = LAB_SEAT.exec(s.name);
  if (token && Number(token[1]) === s.index + 1) return { key: 'host.seat.lab', params: { bot: { key: token[2]! }, n: s.index + 1 } };
  const alone = LAB_SEAT_ALONE.exec(s.name);
  if (alone && Number(alone[1]) === s.index + 1) return { key: 'host.seat.labBot', params: { n: s.index + 1 } };
  const old = OLD_LAB_SEAT.exec(s.name);
  if (old && Number(old[2]) === s.index + 1) return { key: 'host.seat.lab', params: { bot: old[1]!, n: s.index + 1 } };
  return null;
}

/**
 * A lab replay's save name and its table's title (which its autosaves are named by) hold no words
 * either: `{{lab-save:<seed>:<move>:<board>}}` and `{{lab-table:<seed>:<board>}}`, the board's
 * name last and cut to fit a title (120 characters), which each reader words (`labNameWording`:
 * "Lab: North America, seed 12, move 40", "Labo : …", "Labor: …"). A seed no token can hold (not
 * a safe integer) leaves the board's name alone.
 */
export function labReplayNames(board: string, seed: number, move: number): { name: string; title: string } {
  if (!Number.isSafeInteger(seed)) return { name: board.slice(0, 120), title: board.slice(0, 120) };
  // One line: the token is read back by a pattern of one line.
  const b = board.replace(/[\r\n]+/g, ' ').slice(0, LAB_BOARD_CHARS);
  if (b === '') return { name: board, title: board };
  return { name: `{{lab-save:${seed}:${move}:${b}}}`, title: `{{lab-table:${seed}:${b}}}` };
}

const LAB_BOARD_CHARS = 80;
const LAB_SAVE = /^\{\{lab-save:(-?[0-9]{1,16}):([0-9]{1,6}):([^\n]{1,80})\}\}$/;
const LAB_TABLE = /^\{\{lab-table:(-?[0-9]{1,16}):([^\n]{1,80})\}\}$/;

/**
 * How a name made by `labReplayNames` reads, by key (`host.lab.saveName`, `host.lab.tableTitle`),
 * or null for any other name: a save or table named by a person, or a lab replay from before the
 * token, keeps the name it has ("Lab: North America, seed 12, move 40" stays as written).
 */
export function labNameWording(name: string): Wording | null {
  const save = LAB_SAVE.exec(name);
  if (save) return { key: 'host.lab.saveName', params: { seed: save[1]!, move: save[2]!, board: save[3]! } };
  const table = LAB_TABLE.exec(name);
  if (table) return { key: 'host.lab.tableTitle', params: { seed: table[1]!, board: table[2]! } };
  return null;
}

/** The board's name inside a `labReplayNames` name (what shows until the words are in), or the name itself. */
export function labNameBoard(name: string): string {
  return LAB_SAVE.exec(name)?.[3] ?? LAB_TABLE.exec(name)?.[2] ?? name;
}

/** Puts the seats' names in place of the name tokens in a text from the game. */
export function fillNames(text: string, seats: readonly { playerId: string; name: string }[]): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{([A-Za-z0-9_-]{1,64})\}\}/g, (all, id: string) => seats.find((s) => s.playerId === id)?.name ?? all);
}

export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** `labelKey`/`descriptionKey`: the same words by key in the game's catalogue (games/messages.ts), for a lobby in another language. */
  options: { key: string; label: string; description: string; labelKey?: string; descriptionKey?: string; kind: 'boolean'; default: boolean }[];
  /**
   * `level`: Easy … Expert (the lobby lists the levels first); `thinks`: it searches, about a second a move.
   * `nameWords`/`descriptionWords`: the same words by key (core/bot-words.ts), for a lobby in another language.
   */
  bots: { id: string; name: string; description: string; nameWords?: Wording; descriptionWords?: Wording; level?: BotLevel; thinks?: boolean }[];
  /** The bot a lobby offers first for a new seat. */
  defaultBot: string;
}

export interface BoardInfo {
  /** Library id, e.g. `bundled:airlines/north-america`. */
  id: string;
  game: string;
  name: string;
  source: 'bundled' | 'user';
  playable: boolean;
  /** By key and params (no English beside them: core/board-problem.ts `wireProblem`); `message` only on a problem said in English alone. */
  problems: { path: string; message?: string; key?: string; params?: WordParams; severity?: 'error' | 'warning' }[];
  /** A playable board that seats fewer players than the game: its range and why (GameDefinition.playerCounts). */
  players?: { min: number; max: number; note: string | null; noteWords?: Wording };
}

export interface SeatInfo {
  index: number;
  playerId: string;
  /**
   * The seat's name: the only place a person's name is kept. Empty when nobody named the seat:
   * each client words it ("Player 2", "Joueur 2"); older saves hold the English "Player N".
   */
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
   * Set when the host paused the table because the game's code or a bot failed: why, by key and
   * params (each client words it). Nobody moves (bots neither) until the owner (or the host
   * machine) sends `resumeTable`.
   */
  paused?: Wording;
  /** When the table was first created (ISO time). */
  createdAt: string;
}

/**
 * One line of a game's log. On the wire it carries the event's `key` and `params` (each client
 * words them in its own language, core/wording.ts) and no `text`; `text` is there only for an
 * event said without a key (English), and on the client once worded.
 */
export interface LogEntry {
  stateNo: number;
  text?: string;
  key?: string;
  params?: WordParams;
  type: string;
  player?: string;
  data?: unknown;
}

/** An open request to take back a move, waiting for the other people's answers. */
export interface UndoRequest {
  seat: number;
  playerId: string;
  /** The table goes back to the state it had then. */
  toStateNo: number;
  /** Seat indexes still to answer. */
  waitingFor: number[];
}

/** What one connection sees of a table, for one seat or as a spectator (seat null). Built by the client from the wire. */
export interface TableView {
  table: TableSummary;
  seat: number | null;
  playerId: string | null;
  stateNo: number;
  view: unknown;
  activePlayers: string[];
  /** The latest LOG_TAIL entries this seat may see. */
  log: LogEntry[];
  outcome: unknown | null;
  /** The board as the table plays it (geometry for the canvas). */
  board: unknown;
  canUndo: boolean;
  /** This seat's legal moves now (empty when it need not act): the screen highlights them. */
  legal: unknown[];
  /** This seat may ask the others to let it take back its last move. */
  canAskUndo: boolean;
  undoRequest: UndoRequest | null;
  /** How many connections hold the table for reading (its bots wait while > 0). */
  readers: number;
  /** How many log entries this seat may see in all (`log` is the tail of them). */
  logCount: number;
}

/** The part of a view every seat shares: built and serialised once per state. */
export interface PublicPart {
  table: TableSummary;
  stateNo: number;
  /** The hash of the table's board (sent once per connection in a `board` message). */
  board: string;
  /** The game's view for a spectator. */
  view: unknown;
  activePlayers: string[];
  outcome: unknown | null;
  undoRequest: UndoRequest | null;
  readers: number;
}

/** One seat's own part of its view (a spectator's is empty). */
export interface SeatPart {
  seat: number | null;
  playerId: string | null;
  /** Top-level keys this seat's game view has on top of (or instead of) the spectator's view. */
  priv: Record<string, unknown>;
  /** Top-level keys of the spectator's view this seat's view does not have. */
  drop: string[];
  legal: unknown[];
  canUndo: boolean;
  canAskUndo: boolean;
  logCount: number;
}

/** A path into a value: object keys and array indexes. */
export type DeltaPath = (string | number)[];
/** Set the value at a path; delete an object key; cut an array to a length. */
export type DeltaOp = [0, DeltaPath, unknown] | [1, DeltaPath] | [2, DeltaPath, number];

/** A whole view of one seat (or a spectator) at a table. */
export interface ViewFrame {
  type: 'view';
  table: string;
  seat: number | null;
  seq: number;
  pub: PublicPart;
  mine: SeatPart;
  log: LogEntry[];
  rid?: number;
}

/** What changed since the frame `seq - 1` of the same seat and table. */
export interface DeltaFrame {
  type: 'delta';
  table: string;
  seat: number | null;
  seq: number;
  pub?: DeltaOp[];
  mine?: DeltaOp[];
  /** New log entries this seat may see, in order. */
  log?: LogEntry[];
  rid?: number;
}

/** A refusal on the wire: its code and, said by key, its key and params; else (no key) its English message. */
export interface WireError {
  code: string;
  key?: string;
  params?: WordParams;
  message?: string;
}

type Reply<T> = T & { rid?: number };

export type HostMessage =
  | Reply<{ type: 'welcome'; protocol: number; games: GameInfo[]; boards: BoardInfo[]; hostName: string }>
  | Reply<{ type: 'tables'; tables: TableSummary[] }>
  /** To the creator (or resumer) of a table: keep `ownerToken` to manage seats; `seats` are the tokens of the seats it holds. */
  | Reply<{ type: 'tableCreated'; table: TableSummary; ownerToken: string; seats: { seat: number; token: string }[] }>
  | Reply<{ type: 'seated'; table: string; seat: number; token: string }>
  /** This connection's seat was handed to a bot or freed by the owner. */
  | { type: 'seatLost'; table: string; seat: number; reason: Wording }
  /** The owner closed the table (or it was kept as its save): why, by key. */
  | { type: 'tableClosed'; table: string; reason: Wording }
  | Reply<{ type: 'saved'; table: string; save: string; name: string }>
  /** The answer to `getLog`: filtered for the asking seat (`seat` null: the public log); `total` is how many it may see in all. */
  | Reply<{ type: 'log'; table: string; seat: number | null; entries: LogEntry[]; total: number }>
  /** The answer to `viewAt`: the table as it was then (read-only). */
  | Reply<{ type: 'viewAt'; table: string; seat: number | null; stateNo: number; pub: PublicPart; mine: SeatPart; log: LogEntry[] }>
  /** A table's board, once per connection; views name it by `hash`. */
  | { type: 'board'; hash: string; board: unknown }
  | ViewFrame
  | DeltaFrame
  | Reply<{ type: 'ok' }>
  /** `error`: its code and key + params, or (no key) its English message (core/wire-words.ts). */
  | Reply<{ type: 'moveRejected'; table: string; stateNo: number; error: WireError }>
  /** Its code and, said by key, `key` + `params` (no `message`); else its English `message`. */
  | Reply<{ type: 'error'; code: string; key?: string; params?: WordParams; message?: string }>
  | Reply<{ type: 'pong'; t?: number }>;

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
  /** Set when the file cannot be loaded: why, by key (each client words it). Such a save is never removed silently. */
  damaged?: Wording;
  /** Set when the damage is in the journal from `line` on: the save opens up to there with `moves` moves, if the user chooses. */
  journal?: JournalProblem;
}

/** Where a save's journal stops being usable (1-based line), why, and how many moves the game has up to there. */
export interface JournalProblem {
  line: number;
  /** Why, by key: "it is not valid JSON (at column 4)". */
  reason: Wording;
  moves: number;
}
