/**
 * One table: a game in progress with its seats, move log and state number. Pure bookkeeping
 * over the game contract; the connection layer (hub.ts) decides who may ask for what, and
 * this class checks the rest (turn, state number, the rules). Nothing here throws on bad input.
 *
 * Every call into the game's code after setup goes through `guard`: if the game throws (a bug,
 * or a state an id from outside corrupted), the table is paused with the reason in words
 * instead of the exception reaching a timer or a socket handler. A paused table refuses moves,
 * its bots wait, and the owner may resume it.
 */
import { Rng } from '../../games/core/rng.js';
import type { GameDefinition, GameEvent, PlayerId } from '../../games/core/types.js';
import type { LoggedMove } from '../../games/core/simulate.js';
import { LOG_TAIL, type LogEntry, type SeatInfo, type TableSummary, type TableView } from '../../games/core/protocol.js';
import { SAVE_FORMAT, type SaveFile } from '../saves/format.js';
import { hashToken } from './tokens.js';
import { undoAllowed } from './undo.js';

export interface Seat {
  index: number;
  playerId: PlayerId;
  name: string;
  kind: 'human' | 'bot' | 'open';
  bot?: string;
  /** Hash of the token of the person who holds (or held, while a bot plays it) this seat. */
  tokenHash?: string;
}

interface InternalLog extends LogEntry {
  visibleTo?: PlayerId[];
}

export type Refusal = { ok: false; code: string; message: string };
export type Done = { ok: true } | Refusal;

const refusal = (code: string, message: string): Refusal => ({ ok: false, code, message });

export interface TableInit {
  id: string;
  title: string;
  def: GameDefinition;
  board: unknown;
  boardId?: string;
  options: Record<string, unknown>;
  seed: number;
  seats: Seat[];
  ownerHashes: string[];
  passwordHash?: string;
  /**
   * The player names the game was set up with, when they differ from the seats' names now (a
   * guest renamed a seat): replaying the moves must use the same setup as the first time.
   */
  setupNames?: string[];
  /** Someone has played at this table (a connection held a person's seat). */
  joined?: boolean;
}

export class Table {
  readonly id: string;
  title: string;
  readonly def: GameDefinition;
  readonly board: unknown;
  readonly boardId: string | undefined;
  readonly options: Record<string, unknown>;
  readonly seed: number;
  readonly seats: Seat[];
  ownerHashes: string[];
  passwordHash: string | undefined;
  /** The names the game was set up with (see TableInit.setupNames). */
  readonly setupNames: readonly string[];
  /** Someone has held a person's seat here; a table nobody ever joined is not reopened at start. */
  joined: boolean;
  /** Why the host paused the table (the game's code failed), or undefined while it runs. */
  paused: string | undefined;
  /** Told when the table pauses (the hub logs it). */
  onPause: ((reason: string) => void) | undefined;
  state: unknown;
  stateNo = 0;
  moves: LoggedMove[] = [];
  private log: InternalLog[] = [];
  /** What undoing the last move needs; null when it may not be undone. */
  private undoable: { seat: number; state: unknown; logLength: number } | null = null;
  /** The bots' own random source (not the game's: bots never change the game's RNG). */
  readonly botRng: Rng;
  private viewCache = new Map<number | 'spectator', string>();
  private readonly boardJson: string;

  /** Sets up a new game; throws the game's SetupError when it cannot. */
  constructor(init: TableInit, restore?: { moves: LoggedMove[]; stateNo: number }) {
    this.id = init.id;
    this.title = init.title;
    this.def = init.def;
    this.board = init.board;
    this.boardId = init.boardId;
    this.options = init.options;
    this.seed = init.seed;
    this.seats = init.seats;
    this.ownerHashes = init.ownerHashes;
    this.passwordHash = init.passwordHash;
    this.setupNames = init.setupNames ?? init.seats.map((s) => s.name);
    this.joined = init.joined ?? false;
    this.paused = undefined;
    this.onPause = undefined;
    this.boardJson = JSON.stringify(init.board);
    this.botRng = Rng.fromSeed((init.seed ^ 0x2545f491) >>> 0);
    this.state = this.def.setup({
      board: init.board,
      players: init.seats.map((s, i) => ({ id: s.playerId, name: this.setupNames[i] ?? s.name })),
      options: init.options,
      seed: init.seed,
    });
    if (restore) {
      for (const [i, m] of restore.moves.entries()) {
        const res = this.def.apply(this.state, m.player, m.move);
        if (!res.ok) throw new Error(`Move ${i + 1} is refused on replay: ${res.error.message}`);
        this.state = res.state;
        this.moves.push(m);
        this.addLog(i + 1, res.events);
      }
      this.stateNo = restore.stateNo;
    }
  }

  seatOfToken(token: string): Seat | undefined {
    const h = hashToken(token);
    return this.seats.find((s) => s.tokenHash === h);
  }

  isOwner(token: string | undefined): boolean {
    return token !== undefined && this.ownerHashes.includes(hashToken(token));
  }

  /**
   * Runs the game's code; if it throws, pauses the table with the reason and answers `fallback`.
   * A paused table still answers (the last good state stays), but nobody moves on it.
   */
  guard<T>(what: string, fn: () => T, fallback: T): T {
    try {
      return fn();
    } catch (err) {
      this.pause(`${what} failed in the game's code (${errorText(err)}). The table is paused; its last good state is kept.`);
      return fallback;
    }
  }

  /** Pauses the table (the first reason stays until it is resumed). */
  pause(reason: string): void {
    if (this.paused !== undefined) return;
    this.paused = reason.slice(0, 400);
    this.changed();
    this.onPause?.(this.paused);
  }

  /** Lifts a pause; if the cause is still there the next call into the game pauses it again. */
  resume(): void {
    this.paused = undefined;
    this.changed();
  }

  outcome(): ReturnType<GameDefinition['outcome']> {
    return this.guard('Checking for the end of the game', () => this.def.outcome(this.state), null);
  }

  private activePlayers(): string[] {
    return this.guard('Finding whose turn it is', () => (this.def.outcome(this.state) === null ? this.def.activePlayers(this.state) : []), []);
  }

  status(): TableSummary['status'] {
    if (this.outcome() !== null) return 'finished';
    return this.seats.some((s) => s.kind === 'open') ? 'waiting' : 'playing';
  }

  summary(connected: (seat: number) => boolean): TableSummary {
    const boardName = (this.board as { name?: unknown }).name;
    const summary: TableSummary = {
      id: this.id,
      title: this.title,
      game: this.def.id,
      board: typeof boardName === 'string' ? boardName : '',
      seats: this.seats.map((s): SeatInfo => {
        const info: SeatInfo = { index: s.index, playerId: s.playerId, name: s.name, kind: s.kind, connected: s.kind === 'bot' || connected(s.index) };
        if (s.bot !== undefined) info.bot = s.bot;
        return info;
      }),
      status: this.status(),
      hasPassword: this.passwordHash !== undefined,
    };
    if (this.paused !== undefined) summary.paused = this.paused;
    return summary;
  }

  private addLog(stateNo: number, events: readonly GameEvent[]): void {
    for (const e of events) {
      const entry: InternalLog = { stateNo, text: e.text, type: e.type };
      if (e.player !== undefined) entry.player = e.player;
      if (e.data !== undefined) entry.data = e.data;
      if (e.visibleTo !== undefined) entry.visibleTo = [...e.visibleTo];
      this.log.push(entry);
    }
  }

  private changed(): void {
    this.viewCache.clear();
  }

  /**
   * The JSON of what one seat (or a spectator, null) sees. Filtered here, before anything is
   * serialised: the game's view for that seat, its legal moves, and only the log entries meant
   * for it. Cached until the next change, so ten spectators cost one serialisation.
   */
  viewJson(seat: number | null, summary: TableSummary): string {
    const key = seat ?? 'spectator';
    const hit = this.viewCache.get(key);
    if (hit !== undefined) return hit;
    const s = seat === null ? undefined : this.seats[seat];
    const player = s ? s.playerId : null;
    const log = this.logFor(player, Infinity, LOG_TAIL);
    const active = this.activePlayers();
    const view = this.guard('Showing the table', () => this.def.view(this.state, player), null);
    const outcome = this.outcome();
    const legal = player !== null && active.includes(player) && this.paused === undefined ? this.guard('Listing the legal moves', () => this.def.legalMoves(this.state, player), []) : [];
    const data: Omit<TableView, 'board'> = {
      // The summary was made before this view; a pause found while making it must show too.
      table: this.paused !== undefined && summary.paused === undefined ? { ...summary, paused: this.paused } : summary,
      seat: s ? s.index : null,
      playerId: player,
      stateNo: this.stateNo,
      view,
      activePlayers: active,
      log,
      outcome,
      canUndo: s !== undefined && this.undoable?.seat === s.index && this.paused === undefined,
      legal: this.paused === undefined ? legal : [],
    };
    // The board is the same in every view: serialised once per table and appended as the last key.
    const body = JSON.stringify(data);
    const json = `{"type":"tableView","data":${body.slice(0, -1)},"board":${this.boardJson}}}`;
    this.viewCache.set(key, json);
    return json;
  }

  /**
   * The latest `limit` log entries before state `before` that `player` (null: a spectator) may
   * see, with the visibility lists removed: filtered here, before anything is serialised.
   */
  logFor(player: PlayerId | null, before: number, limit: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = this.log.length - 1; i >= 0 && out.length < limit; i--) {
      const e = this.log[i]!;
      if (e.stateNo >= before) continue;
      if (e.visibleTo !== undefined && (player === null || !e.visibleTo.includes(player))) continue;
      const { visibleTo: _hidden, ...pub } = e;
      out.push(pub);
    }
    return out.reverse();
  }

  /** Applies a move for a seat, made on state `stateNo`. */
  move(seatIndex: number, stateNo: number, rawMove: unknown): Done {
    const seat = this.seats[seatIndex];
    if (!seat) return refusal('no-seat', 'There is no such seat at this table.');
    if (this.paused !== undefined) return refusal('paused', `This table is paused: ${this.paused}`);
    if (stateNo !== this.stateNo) {
      return refusal('stale', `The table has moved on (your screen showed state ${stateNo}, it is now ${this.stateNo}); here is the current state.`);
    }
    if (this.outcome() !== null) return refusal('game-over', 'The game is over.');
    if (!this.activePlayers().includes(seat.playerId)) {
      return this.paused !== undefined ? refusal('paused', `This table is paused: ${this.paused}`) : refusal('not-your-turn', `It is not ${seat.name}'s turn.`);
    }
    const parsed = this.guard('Reading the move', () => this.def.moveSchema.safeParse(rawMove), null);
    if (parsed === null) return refusal('paused', `This table is paused: ${this.paused}`);
    if (!parsed.success) return refusal('bad-move', `That is not a move of ${this.def.name}: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
    const before = this.state;
    const res = this.guard('Playing the move', () => this.def.apply(before, seat.playerId, parsed.data), null);
    if (res === null) return refusal('paused', `This table is paused: ${this.paused}`);
    if (!res.ok) return refusal(res.error.code, res.error.message);
    this.state = res.state;
    this.moves.push({ player: seat.playerId, move: parsed.data });
    this.stateNo++;
    const logLength = this.log.length;
    this.addLog(this.stateNo, res.events);
    this.undoable = null;
    if (seat.kind === 'human' && this.outcome() === null) {
      const check = this.guard('Checking whether the move may be taken back', () => undoAllowed(before, this.state, res.events, this.def.view(before, seat.playerId)), { ok: false, reason: '' });
      if (check.ok) this.undoable = { seat: seatIndex, state: before, logLength };
    }
    this.changed();
    return { ok: true };
  }

  /** Takes back the seat's last move when nothing hidden or random came of it (see undo.ts). */
  undo(seatIndex: number, stateNo: number): Done {
    if (this.paused !== undefined) return refusal('paused', `This table is paused: ${this.paused}`);
    if (stateNo !== this.stateNo) return refusal('stale', 'The table has moved on; here is the current state.');
    if (!this.undoable || this.undoable.seat !== seatIndex) {
      return refusal('no-undo', 'There is no move of yours to take back: only your own last move, before anyone else moves, and only if it revealed nothing and drew nothing at random.');
    }
    this.state = this.undoable.state;
    this.moves.pop();
    this.log.length = this.undoable.logLength;
    this.stateNo++;
    this.log.push({ stateNo: this.stateNo, type: 'undo', text: `${this.seats[seatIndex]!.name} takes back a move.`, player: this.seats[seatIndex]!.playerId });
    this.undoable = null;
    this.changed();
    return { ok: true };
  }

  /** Seats whose turn it is and that a bot plays. */
  botSeatsToAct(): Seat[] {
    if (this.paused !== undefined) return [];
    const active = this.activePlayers();
    return this.seats.filter((s) => s.kind === 'bot' && active.includes(s.playerId));
  }

  /** Lets a bot choose and play for a seat; a failing bot falls back to the first legal move. */
  playBot(seat: Seat, log: (msg: string) => void): Done {
    if (this.paused !== undefined) return refusal('paused', `This table is paused: ${this.paused}`);
    const legal = this.guard("Listing the bot's legal moves", () => this.def.legalMoves(this.state, seat.playerId), null);
    if (legal === null) return refusal('paused', `This table is paused: ${this.paused}`);
    if (legal.length === 0) return refusal('no-move', `${seat.name} has no legal move.`);
    const bot = this.def.bots.find((b) => b.id === seat.bot) ?? this.def.bots[0];
    let move: unknown = legal[0];
    try {
      if (bot) move = bot.choose({ state: this.state, player: seat.playerId, legal, rng: this.botRng });
    } catch (err) {
      log(`bot ${bot?.id} failed at table ${this.id}: ${(err as Error).message}; playing the first legal move`);
    }
    const res = this.move(seat.index, this.stateNo, move);
    if (!res.ok && res.code !== 'paused' && move !== legal[0]) return this.move(seat.index, this.stateNo, legal[0]);
    return res;
  }

  /** Seat changes invalidate cached views (the summary inside them changes). */
  touch(): void {
    this.changed();
  }

  toSave(name: string): SaveFile {
    const save: SaveFile = {
      format: SAVE_FORMAT,
      name,
      game: this.def.id,
      board: this.board,
      options: this.options,
      seed: this.seed,
      players: this.seats.map((s, i) => {
        const p: SaveFile['players'][number] = { id: s.playerId, name: s.name, kind: s.kind };
        if (s.bot !== undefined) p.bot = s.bot;
        if (s.tokenHash !== undefined) p.tokenHash = s.tokenHash;
        const setupName = this.setupNames[i];
        if (setupName !== undefined && setupName !== s.name) p.setupName = setupName;
        return p;
      }),
      moves: this.moves,
      snapshot: this.state,
      stateNo: this.stateNo,
      table: { id: this.id, title: this.title, joined: this.joined },
      finished: this.outcome() !== null,
      savedAt: new Date().toISOString(),
    };
    if (this.boardId !== undefined) save.boardId = this.boardId;
    if (this.ownerHashes[0] !== undefined) save.table.ownerHash = this.ownerHashes[0];
    if (this.passwordHash !== undefined) save.table.passwordHash = this.passwordHash;
    return save;
  }
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
