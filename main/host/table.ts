/**
 * One table: a game in progress with its seats, its moves and state numbers, its log, and what
 * each seat sees of it. Bookkeeping over the game contract, with no sockets and no files: the
 * hub decides who may ask for what; this class checks the rest (turn, state number, the rules).
 * Nothing here throws on bad input.
 *
 * Views are split for the wire (see games/core/protocol.ts): `publicPart` is built once per
 * change and diffed against the previous one once; `seatPart` is each seat's small own part.
 *
 * Every call into the game's code after setup goes through `guard`: if the game throws (a bug,
 * or a state an id from outside corrupted), the table is paused with the reason in words
 * instead of the exception reaching a timer or a socket handler. A paused table refuses moves,
 * its bots wait, and the owner may resume it.
 */
import { createHash } from 'node:crypto';
import { checkBoard } from '../../games/core/board-check.js';
import { firstIssueWording } from '../../games/core/issue-words.js';
import { withoutBackground } from '../../games/core/board-header.js';
import { savedOptions } from '../../games/core/saved-options.js';
import { Rng } from '../../games/core/rng.js';
import type { ApplyResult, GameDefinition, GameEvent, Outcome, PlayerId } from '../../games/core/types.js';
import { labSeatWording, LOG_TAIL, nameToken, type DeltaOp, type LogEntry, type PublicPart, type SeatInfo, type SeatPart, type TableSummary, type UndoRequest } from '../../formats/protocol.js';
import { diff } from '../../formats/view-delta.js';
import { wireLogEntry, wireOutcome } from '../../formats/wire-words.js';
import { isWording, type Wording, type WordParams, type WordValue } from '../../games/core/wording.js';
import { errorWords, said, WordedError, wordsOf, type HostWords } from './messages.js';
import { everJoined, SAVE_FORMAT, SAVE_LIMITS, type SaveFile, type SavedMove, type SavedUndo } from '../saves/format.js';
import { hashToken } from './tokens.js';
import { pauseFromEnglish } from './old-pause.js';

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

/** A refusal: its code, its English `message`, and (said by key) the key and params every client words it by. */
export type Refusal = { ok: false; code: string; message: string; key?: string; params?: WordParams };
export type Done = { ok: true } | Refusal;

const refusal = (code: string, words: HostWords): Refusal => ({ ok: false, code, ...wordsOf(words) });
/** What a move-shape complaint about the whole move calls it. */
const MOVE = { key: 'board.field.move' };

export interface TableInit {
  id: string;
  title: string;
  def: GameDefinition;
  board: unknown;
  boardId?: string;
  /** sha256 of the board's JSON, hex (the wire names boards by it). */
  boardHash: string;
  options: Record<string, unknown>;
  seed: number;
  seats: Seat[];
  ownerHashes: string[];
  passwordHash?: string;
  createdAt?: string;
  /** Games saved before names belonged to seats were set up with these names. */
  setupNames?: string[];
  /** Why it is paused: by key; an older save's pause is its English sentence (checked again here). */
  paused?: Wording | string | { key: string; params?: unknown };
  /** Someone has played at this table (a connection held a person's seat). */
  joined?: boolean;
}

/** What a save brings back: the moves with their state numbers, the take-backs, the state number. */
export interface TableHistory {
  moves: SavedMove[];
  undos?: SavedUndo[];
  stateNo: number;
}

/** The public part of the views as last built, with the change from the one before. */
export interface PublicState {
  part: PublicPart;
  version: number;
  /** From version - 1 to this one (null for the first). */
  delta: DeltaOp[] | null;
  json(): string;
  deltaJson(): string | null;
}

/** A state is kept every this many moves, so replaying an earlier one replays at most this many. */
const CHECKPOINT_EVERY = 32;

export class Table {
  readonly id: string;
  title: string;
  readonly def: GameDefinition;
  readonly board: unknown;
  readonly boardId: string | undefined;
  readonly boardHash: string;
  readonly options: Record<string, unknown>;
  readonly seed: number;
  readonly seats: Seat[];
  ownerHashes: string[];
  passwordHash: string | undefined;
  readonly createdAt: string;
  readonly setupNames: string[] | undefined;
  state: unknown;
  stateNo = 0;
  moves: { player: PlayerId; move: unknown; n: number }[] = [];
  undos: SavedUndo[] = [];
  /** Why the host paused the table (the game's code or a bot failed), by key, or undefined while it runs. */
  paused: Wording | undefined;
  /** Told when the table pauses (the hub logs it). */
  onPause: ((reason: Wording) => void) | undefined;
  /** Someone has held a person's seat here; a table nobody ever joined is not reopened at start. */
  joined: boolean;
  /** Connections holding the table for reading (the hub counts them). Bots wait while > 0. */
  readers = 0;
  undoRequest: UndoRequest | null = null;
  /** Bumped on every change a view shows. */
  changeNo = 0;
  /** Bumped when history is rewritten (a take-back): the wire then sends whole views. */
  epoch = 0;
  /** The last journal entry written for this table (main/saves/journal.ts). */
  journalSeq = 0;
  /** The bots' own random source (not the game's: bots never change the game's RNG). */
  readonly botRng: Rng;

  private log: InternalLog[] = [];
  /** Each log entry as JSON, as a seat sees it (without `visibleTo`). */
  private logJson: string[] = [];
  /** Where each move's log entries start. */
  private moveLogStart: number[] = [];
  private publicLogCount = 0;
  private privateLogCount = new Map<PlayerId, number>();
  private lastMoveOf = new Map<PlayerId, number>();
  /** The seat that may take its last move back freely, and the state before it. */
  private freeUndo: { seat: number; before: unknown } | null = null;
  private checkpoints = new Map<number, unknown>();
  private memo: { state: unknown; outcome: Outcome | null; active: PlayerId[]; view?: unknown } = { state: undefined, outcome: null, active: [] };
  private pub: (PublicState & { changeNo: number; summary: TableSummary }) | null = null;
  private seatParts = new Map<number, SeatPart>();
  private seatPartsAt = -1;
  private boardJson: string | undefined;

  /** Sets up a new game (or replays a saved one); throws the game's SetupError when it cannot. */
  constructor(init: TableInit, history?: TableHistory) {
    this.id = init.id;
    this.title = init.title;
    this.def = init.def;
    this.board = withoutBackground(init.board);
    this.boardId = init.boardId;
    this.boardHash = init.boardHash;
    this.options = init.options;
    this.seed = init.seed;
    this.seats = init.seats;
    this.ownerHashes = init.ownerHashes;
    this.passwordHash = init.passwordHash;
    this.createdAt = init.createdAt ?? new Date().toISOString();
    this.setupNames = init.setupNames;
    this.paused = pauseWords(init.paused);
    this.onPause = undefined;
    this.joined = init.joined ?? false;
    this.botRng = Rng.fromSeed((init.seed ^ 0x2545f491) >>> 0);
    this.state = this.initialState();
    this.checkpoints.set(0, this.state);
    if (history) this.replay(history);
  }

  private initialState(): unknown {
    return this.def.setup({
      board: this.board,
      // Names belong to seats: the game knows only tokens (older saves: the names they were set up with).
      players: this.seats.map((s, i) => ({ id: s.playerId, name: this.setupNames?.[i] ?? nameToken(s.playerId) })),
      options: this.options,
      seed: this.seed,
    });
  }

  /** Rebuilds moves, take-backs and the log of a saved game, in the order they happened. */
  private replay(h: TableHistory): void {
    const undos = [...(h.undos ?? [])].sort((a, b) => a.n - b.n);
    let u = 0;
    for (const [i, m] of h.moves.entries()) {
      const n = m.n ?? i + 1;
      for (; u < undos.length && undos[u]!.n < n; u++) this.takeBack(undos[u]!.count, undos[u]!.player, undos[u]!.n, 'replay');
      const parsed = this.def.moveSchema.safeParse(m.move);
      if (!parsed.success) throw new WordedError({ key: 'host.replay.notAMove', params: { n: i + 1, game: this.def.name } });
      const res = this.applyParsed(this.state, m.player, parsed.data);
      if (!res.ok) throw new WordedError({ key: 'host.replay.refused', params: { n: i + 1, reason: errorWords(res.error) } });
      this.record(m.player, parsed.data, res.state, res.events, n);
    }
    for (; u < undos.length; u++) this.takeBack(undos[u]!.count, undos[u]!.player, undos[u]!.n, 'replay');
    this.stateNo = Math.max(h.stateNo, this.stateNo);
    this.freeUndo = null;
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
   * A paused table still answers (the last good state stays), but nobody moves on it. `doing`
   * is the key of what the host was doing (`host.doing.*`), worded inside the pause's reason.
   */
  guard<T>(doing: string, fn: () => T, fallback: T): T {
    try {
      return fn();
    } catch (err) {
      this.pause({ key: 'host.pause.gameCode', params: { doing: { key: doing }, error: errorWords(err) } });
      return fallback;
    }
  }

  /** Pauses the table (the first reason stays until it is resumed). */
  pause(reason: Wording): void {
    if (this.paused !== undefined) return;
    this.paused = reason;
    this.changeNo++;
    this.onPause?.(this.paused);
  }

  /** Lifts a pause; if the cause is still there the next call into the game pauses it again. */
  resume(): void {
    this.paused = undefined;
    this.changeNo++;
  }

  private remember(): typeof this.memo {
    if (this.memo.state !== this.state) {
      const outcome = this.guard('host.doing.outcome', () => this.def.outcome(this.state), null);
      const active = outcome === null ? this.guard('host.doing.active', () => this.def.activePlayers(this.state), []) : [];
      this.memo = { state: this.state, outcome, active };
    }
    return this.memo;
  }

  outcome(): Outcome | null {
    return this.remember().outcome;
  }

  /** Who must act now (nobody once the game is over). */
  active(): PlayerId[] {
    return this.remember().active;
  }

  private publicView(): unknown {
    const m = this.remember();
    if (m.view === undefined) m.view = this.guard('host.doing.view', () => this.def.view(this.state, null), null);
    return m.view;
  }

  status(): TableSummary['status'] {
    if (this.outcome() !== null) return 'finished';
    return this.seats.some((s) => s.kind === 'open') ? 'waiting' : 'playing';
  }

  summary(connected: (seat: number) => boolean): TableSummary {
    const boardName = (this.board as { name?: unknown }).name;
    const out: TableSummary = {
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
      createdAt: this.createdAt,
    };
    if (this.paused !== undefined) out.paused = this.paused;
    return out;
  }

  /** The board as JSON (sent once per connection). */
  boardJsonText(): string {
    return (this.boardJson ??= JSON.stringify(this.board));
  }

  /** The public part as last built. */
  lastPublic(): PublicState | null {
    return this.pub;
  }

  /** Something a view shows changed (a seat, the readers, the paused flag…). */
  touch(): void {
    this.changeNo++;
  }

  // ---------------------------------------------------------------------------------------
  // The log
  // ---------------------------------------------------------------------------------------

  private addLog(stateNo: number, events: readonly GameEvent[]): void {
    for (const e of events) {
      const entry: InternalLog = { stateNo, text: e.text, type: e.type };
      if (e.key !== undefined) entry.key = e.key;
      if (e.params !== undefined) entry.params = e.params;
      if (e.player !== undefined) entry.player = e.player;
      if (e.data !== undefined) entry.data = e.data;
      this.logJson.push(JSON.stringify(wireLogEntry(entry)));
      if (e.visibleTo !== undefined) {
        entry.visibleTo = [...e.visibleTo];
        for (const p of new Set(e.visibleTo)) this.privateLogCount.set(p, (this.privateLogCount.get(p) ?? 0) + 1);
      } else this.publicLogCount++;
      this.log.push(entry);
    }
  }

  private cutLog(length: number): void {
    if (length >= this.log.length) return;
    this.log.length = length;
    this.logJson.length = length;
    this.publicLogCount = 0;
    this.privateLogCount.clear();
    for (const e of this.log) {
      if (e.visibleTo === undefined) this.publicLogCount++;
      else for (const p of new Set(e.visibleTo)) this.privateLogCount.set(p, (this.privateLogCount.get(p) ?? 0) + 1);
    }
  }

  private static sees(e: InternalLog, player: PlayerId | null): boolean {
    return e.visibleTo === undefined || (player !== null && e.visibleTo.includes(player));
  }

  /** How long the log is (a position to send new entries from). */
  get logLength(): number {
    return this.log.length;
  }

  /** The JSON of the entries from `pos` on that `player` (null: a spectator) may see. */
  logJsonSince(pos: number, player: PlayerId | null): string[] {
    const out: string[] = [];
    for (let i = pos; i < this.log.length; i++) if (Table.sees(this.log[i]!, player)) out.push(this.logJson[i]!);
    return out;
  }

  /** How many entries `player` may see in all. */
  logCount(player: PlayerId | null): number {
    return this.publicLogCount + (player === null ? 0 : (this.privateLogCount.get(player) ?? 0));
  }

  /**
   * The latest `limit` log entries before state `before` that `player` (null: a spectator) may
   * see, with the visibility lists removed: filtered here, before anything is serialised.
   */
  logFor(player: PlayerId | null, before: number, limit: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = this.log.length - 1; i >= 0 && out.length < limit; i--) {
      const e = this.log[i]!;
      if (e.stateNo >= before || !Table.sees(e, player)) continue;
      out.push(JSON.parse(this.logJson[i]!) as LogEntry);
    }
    return out.reverse();
  }

  /** How many entries before state `before` `player` may see. */
  logCountBefore(player: PlayerId | null, before: number): number {
    let n = 0;
    for (const e of this.log) if (e.stateNo < before && Table.sees(e, player)) n++;
    return n;
  }

  /** Whether the move that made the current state logged an event of this type (a scoring: hub-scoring-hold.ts). */
  loggedNow(type: string): boolean {
    for (let i = this.log.length - 1; i >= 0 && this.log[i]!.stateNo === this.stateNo; i--) if (this.log[i]!.type === type) return true;
    return false;
  }

  // ---------------------------------------------------------------------------------------
  // Moves and take-backs
  // ---------------------------------------------------------------------------------------

  private record(player: PlayerId, move: unknown, state: unknown, events: readonly GameEvent[], n: number): void {
    this.state = state;
    this.moves.push({ player, move, n });
    this.lastMoveOf.set(player, this.moves.length - 1);
    this.stateNo = n;
    this.moveLogStart.push(this.log.length);
    this.addLog(n, events);
    if (this.moves.length % CHECKPOINT_EVERY === 0) this.checkpoints.set(this.moves.length, state);
  }

  /**
   * Applies a move for a seat, made on state `stateNo`. A person's move is checked against the
   * game's move schema first; a bot's (`fromBot`) comes from the game's own legal moves.
   */
  move(seatIndex: number, stateNo: number, rawMove: unknown, fromBot = false): Done {
    const seat = this.seats[seatIndex];
    if (!seat) return refusal('no-seat', said('host.refuse.noSeat'));
    if (this.paused !== undefined) return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    if (stateNo !== this.stateNo) {
      return refusal('stale', said('host.refuse.stale', { stateNo, now: this.stateNo }));
    }
    if (this.outcome() !== null) return refusal('game-over', said('host.refuse.gameOver'));
    if (!this.active().includes(seat.playerId)) return refusal('not-your-turn', said('host.refuse.notYourTurn', { name: seatNameWords(seat) }));
    if (this.moves.length >= SAVE_LIMITS.moves) {
      // A save holds so many moves at most (no real game comes near): the game stops here, kept whole.
      this.pause({ key: 'host.pause.saveMoves', params: { moves: SAVE_LIMITS.moves } });
      return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    }
    let move = rawMove;
    if (!fromBot) {
      const parsed = this.def.moveSchema.safeParse(rawMove);
      if (!parsed.success) return refusal('bad-move', said('host.refuse.badMove', { game: this.def.name, message: firstIssueWording(parsed.error, rawMove, MOVE) }));
      move = parsed.data;
    }
    const before = this.state;
    const res = this.guard('host.doing.move', () => this.applyParsed(before, seat.playerId, move), null);
    if (res === null) return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    if (!res.ok) return refusal(res.error.code, res.error);
    this.record(seat.playerId, move, res.state, res.events, this.stateNo + 1);
    const free =
      seat.kind === 'human' &&
      this.outcome() === null &&
      this.def.undoable !== undefined &&
      res.events.every((e) => e.visibleTo === undefined) &&
      this.guard('host.doing.undoable', () => this.def.undoable!(before, move, res.events), false);
    this.freeUndo = free ? { seat: seatIndex, before } : null;
    // A move answers any open request to go back: the table has moved on.
    this.undoRequest = null;
    this.changeNo++;
    return { ok: true };
  }

  /** The last move as the journal keeps it. */
  lastMove(): { player: PlayerId; move: unknown; n: number } | undefined {
    return this.moves[this.moves.length - 1];
  }

  /** Takes back the seat's last move when the game says it revealed nothing. */
  undo(seatIndex: number, stateNo: number): Done {
    if (this.paused !== undefined) return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    if (stateNo !== this.stateNo) return refusal('stale', said('host.refuse.staleUndo'));
    if (!this.freeUndo || this.freeUndo.seat !== seatIndex) {
      return refusal('no-undo', said('host.refuse.noUndo'));
    }
    const before = this.freeUndo.before;
    this.takeBack(this.moves.length - 1, this.seats[seatIndex]!.playerId, this.stateNo + 1, 'free', before);
    return { ok: true };
  }

  /**
   * Goes back to the first `count` moves (at state number `n`): the moves after them and their
   * log entries (and earlier take-backs' entries after them) are gone; one entry says who took
   * back what. `before` is the state to go back to when the caller has it.
   */
  private takeBack(count: number, player: PlayerId, n: number, how: 'free' | 'asked' | 'replay', before?: unknown): void {
    const taken = this.moves.length - count;
    if (taken > 0) {
      this.state = before ?? this.stateAt(count);
      this.cutLog(this.moveLogStart[count]!);
      this.moves.length = count;
      this.moveLogStart.length = count;
      const lastN = count > 0 ? this.moves[count - 1]!.n : 0;
      this.undos = this.undos.filter((u) => u.n <= lastN);
      for (const k of this.checkpoints.keys()) if (k > count) this.checkpoints.delete(k);
      this.lastMoveOf.clear();
      this.moves.forEach((m, i) => this.lastMoveOf.set(m.player, i));
    }
    this.stateNo = n;
    this.undos.push({ n, player, count });
    const words = how === 'asked' || taken > 1 ? said('host.log.undoAgreed', { player: nameToken(player), count: taken }) : said('host.log.undo', { player: nameToken(player) });
    this.moveLogStart.length = this.moves.length;
    this.addLog(n, [{ type: 'undo', ...words, player }]);
    this.freeUndo = null;
    this.undoRequest = null;
    this.epoch++;
    this.changeNo++;
  }

  /**
   * `apply` for a move already parsed here (a guest's move, a saved one) or taken from a bot's
   * legal moves: the game parses it no second time (`applyParsed`, built by core's defineGame).
   */
  private applyParsed(state: unknown, player: PlayerId, move: unknown): ApplyResult<unknown> {
    return this.def.applyParsed ? this.def.applyParsed(state, player, move) : this.def.apply(state, player, move);
  }

  /** The state after the first `count` moves, replayed from the nearest kept state. */
  stateAt(count: number): unknown {
    if (count === this.moves.length) return this.state;
    let from = 0;
    for (const k of this.checkpoints.keys()) if (k <= count && k > from) from = k;
    let s: unknown = this.checkpoints.get(from);
    for (let i = from; i < count; i++) {
      const m = this.moves[i]!;
      const res = this.applyParsed(s, m.player, m.move);
      if (!res.ok) throw new WordedError({ key: 'host.replay.refused', params: { n: i + 1, reason: errorWords(res.error) } });
      s = res.state;
      if ((i + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.set(i + 1, s);
    }
    return s;
  }

  /** How many moves the game had at state `stateNo`, or null when that state was taken back. */
  countAt(stateNo: number): number | null {
    if (stateNo === 0) return 0;
    let lo = 0;
    let hi = this.moves.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const n = this.moves[mid]!.n;
      if (n === stateNo) return mid + 1;
      if (n < stateNo) lo = mid + 1;
      else hi = mid - 1;
    }
    return this.undos.find((u) => u.n === stateNo)?.count ?? null;
  }

  private canAskUndo(seat: Seat): boolean {
    return seat.kind === 'human' && this.outcome() === null && this.undoRequest === null && this.freeUndo?.seat !== seat.index && (this.lastMoveOf.get(seat.playerId) ?? -1) >= 0;
  }

  /** Asks the other people to let this seat take back its last move; done at once when nobody else is asked. */
  askUndo(seatIndex: number): Done {
    if (this.paused !== undefined) return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    const seat = this.seats[seatIndex];
    if (!seat || seat.kind !== 'human') return refusal('no-seat', said('host.refuse.undoNotAPerson'));
    if (this.outcome() !== null) return refusal('game-over', said('host.refuse.gameOver'));
    if (this.undoRequest) return refusal('undo-pending', said('host.refuse.undoPending'));
    if (this.freeUndo?.seat === seatIndex) return refusal('undo-free', said('host.refuse.undoFree'));
    const last = this.lastMoveOf.get(seat.playerId) ?? -1;
    if (last < 0) return refusal('no-move', said('host.refuse.noMove'));
    const waitingFor = this.seats.filter((s) => s.kind === 'human' && s.index !== seatIndex).map((s) => s.index);
    this.undoRequest = { seat: seatIndex, playerId: seat.playerId, toStateNo: this.moves[last]!.n - 1, waitingFor };
    this.changeNo++;
    if (waitingFor.length === 0) this.takeBack(last, seat.playerId, this.stateNo + 1, 'asked');
    return { ok: true };
  }

  /** One seat's answer to the open request (the asker answering no withdraws it). */
  answerUndo(seatIndex: number, accept: boolean): Done {
    const r = this.undoRequest;
    if (!r) return refusal('no-request', said('host.refuse.noRequest'));
    if (seatIndex === r.seat) {
      if (accept) return refusal('own-request', said('host.refuse.ownRequest'));
      this.undoRequest = null;
      this.changeNo++;
      return { ok: true };
    }
    if (!r.waitingFor.includes(seatIndex)) return refusal('not-asked', said('host.refuse.notAsked'));
    if (!accept) {
      this.undoRequest = null;
      this.addLog(this.stateNo, [{ type: 'undoRefused', ...said('host.log.undoRefused', { player: nameToken(this.seats[seatIndex]!.playerId) }), player: this.seats[seatIndex]!.playerId }]);
      this.changeNo++;
      return { ok: true };
    }
    this.undoRequest = { ...r, waitingFor: r.waitingFor.filter((s) => s !== seatIndex) };
    this.changeNo++;
    this.settleUndo();
    return { ok: true };
  }

  /** A seat that became a bot's or free no longer answers (bots abstain). */
  seatChanged(seatIndex: number): void {
    const r = this.undoRequest;
    if (r && r.waitingFor.includes(seatIndex) && this.seats[seatIndex]?.kind !== 'human') {
      this.undoRequest = { ...r, waitingFor: r.waitingFor.filter((s) => s !== seatIndex) };
      this.settleUndo();
    }
    if (r && r.seat === seatIndex && this.seats[seatIndex]?.kind !== 'human') this.undoRequest = null;
    if (this.freeUndo?.seat === seatIndex && this.seats[seatIndex]?.kind !== 'human') this.freeUndo = null;
    this.changeNo++;
  }

  private settleUndo(): void {
    const r = this.undoRequest;
    if (!r || r.waitingFor.length > 0) return;
    const last = this.lastMoveOf.get(r.playerId) ?? -1;
    if (last < 0) {
      this.undoRequest = null;
      return;
    }
    this.takeBack(last, r.playerId, this.stateNo + 1, 'asked');
  }

  /** Seats whose turn it is and that a bot plays. */
  botSeatsToAct(): Seat[] {
    if (this.paused !== undefined || this.outcome() !== null) return [];
    const active = this.active();
    return this.seats.filter((s) => s.kind === 'bot' && active.includes(s.playerId));
  }

  /**
   * Lets a bot choose and play for a seat; a failing bot falls back to the first legal move.
   * `chosen`: the move a bot that thinks already chose in a worker thread (main/host/bot-worker.ts).
   */
  playBot(seat: Seat, log: (msg: string) => void, chosen?: { move: unknown }): Done {
    if (this.paused !== undefined) return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    const legal = this.guard('host.doing.botLegal', () => this.def.legalMoves(this.state, seat.playerId), null);
    if (legal === null) return refusal('paused', said('host.refuse.paused', { paused: this.paused ?? '' }));
    if (legal.length === 0) return refusal('no-move', said('host.refuse.noLegalMove', { name: seatNameWords(seat) }));
    const bot = this.def.bots.find((b) => b.id === seat.bot) ?? this.def.bots[0];
    let move: unknown = legal[0];
    try {
      if (chosen) move = chosen.move;
      else if (bot) move = bot.choose({ state: this.state, player: seat.playerId, legal, rng: this.botRng });
    } catch (err) {
      log(`bot ${bot?.id} failed at table ${this.id}: ${(err as Error).message}; playing the first legal move`);
    }
    const res = this.move(seat.index, this.stateNo, move, true);
    if (!res.ok && res.code !== 'paused' && move !== legal[0]) return this.move(seat.index, this.stateNo, legal[0], true);
    return res;
  }

  // ---------------------------------------------------------------------------------------
  // Views
  // ---------------------------------------------------------------------------------------

  /** The public part of every view now, and how it changed since the last one built. */
  publicPart(summary: TableSummary): PublicState {
    const prev = this.pub;
    if (prev && prev.changeNo === this.changeNo && prev.summary === summary) return prev;
    const part: PublicPart = {
      table: summary,
      stateNo: this.stateNo,
      board: this.boardHash,
      view: this.publicView(),
      activePlayers: this.active(),
      outcome: wireOutcome(this.outcome()),
      undoRequest: this.undoRequest,
      readers: this.readers,
    };
    if (prev) {
      const ops = diff(prev.part, part);
      if (ops.length === 0) {
        prev.changeNo = this.changeNo;
        prev.summary = summary;
        return prev;
      }
      this.pub = publicState(part, prev.version + 1, ops, this.changeNo, summary);
    } else {
      this.pub = publicState(part, 1, null, this.changeNo, summary);
    }
    return this.pub;
  }

  private privatePart(state: unknown, player: PlayerId, pubView: unknown): Pick<SeatPart, 'priv' | 'drop'> {
    const def = this.def;
    // No public view (the game's view code failed and the table paused): no private part either.
    if (pubView === null || typeof pubView !== 'object') return { priv: {}, drop: [] };
    if (def.privateView) return { priv: this.guard('host.doing.seatView', () => def.privateView!(state, player, pubView) as Record<string, unknown>, {}), drop: [] };
    // A game without privateView: compare its seat view with the public one, key by key.
    const full = this.guard('host.doing.seatView', () => def.view(state, player) as Record<string, unknown>, null);
    if (full === null) return { priv: {}, drop: [] };
    const pub = pubView as Record<string, unknown>;
    const priv: Record<string, unknown> = {};
    for (const k of Object.keys(full)) if (JSON.stringify(full[k]) !== JSON.stringify(pub[k])) priv[k] = full[k];
    return { priv, drop: Object.keys(pub).filter((k) => !Object.hasOwn(full, k)) };
  }

  /** One seat's own part of its view (null: a spectator's), the same object until something changes. */
  seatPart(seatIndex: number | null): SeatPart {
    if (this.seatPartsAt !== this.changeNo) {
      this.seatParts.clear();
      this.seatPartsAt = this.changeNo;
    }
    const key = seatIndex ?? -1;
    const hit = this.seatParts.get(key);
    if (hit) return hit;
    const seat = seatIndex === null ? undefined : this.seats[seatIndex];
    let part: SeatPart;
    if (!seat) {
      part = { seat: null, playerId: null, priv: {}, drop: [], legal: [], canUndo: false, canAskUndo: false, logCount: this.logCount(null) };
    } else {
      const player = seat.playerId;
      const own = this.privatePart(this.state, player, this.publicView());
      part = {
        seat: seat.index,
        playerId: player,
        priv: own.priv,
        drop: own.drop,
        // A seat a bot plays shows no moves to its person.
        legal:
          seat.kind === 'human' && this.paused === undefined && this.active().includes(player) ? this.guard('host.doing.legal', () => this.def.legalMoves(this.state, player), []) : [],
        canUndo: this.freeUndo?.seat === seat.index && seat.kind === 'human' && this.paused === undefined,
        canAskUndo: this.canAskUndo(seat),
        logCount: this.logCount(player),
      };
    }
    this.seatParts.set(key, part);
    return part;
  }

  /** The table as it was right after state `stateNo`, for a seat or a spectator: read-only, filtered as the live view was. */
  viewAt(seatIndex: number | null, stateNo: number, summary: TableSummary): { pub: PublicPart; mine: SeatPart; log: LogEntry[] } | Refusal {
    if (stateNo > this.stateNo) return refusal('no-state', said('host.refuse.noState', { stateNo }));
    const count = this.countAt(stateNo);
    if (count === null) return refusal('no-state', said('host.refuse.stateTakenBack', { stateNo }));
    let state: unknown;
    let outcome: ReturnType<GameDefinition['outcome']>;
    let pubView: unknown;
    let active: PlayerId[];
    try {
      state = this.stateAt(count);
      outcome = this.def.outcome(state);
      pubView = this.def.view(state, null);
      active = outcome === null ? this.def.activePlayers(state) : [];
    } catch (err) {
      return refusal('replay-failed', said('host.refuse.replayFailed', { stateNo, message: errorWords(err) }));
    }
    const seat = seatIndex === null ? undefined : this.seats[seatIndex];
    const player = seat ? seat.playerId : null;
    const own = player !== null ? this.privatePart(state, player, pubView) : { priv: {}, drop: [] };
    return {
      pub: { table: summary, stateNo, board: this.boardHash, view: pubView, activePlayers: active, outcome: wireOutcome(outcome), undoRequest: null, readers: 0 },
      mine: { seat: seat ? seat.index : null, playerId: player, priv: own.priv, drop: own.drop, legal: [], canUndo: false, canAskUndo: false, logCount: this.logCountBefore(player, stateNo + 1) },
      log: this.logFor(player, stateNo + 1, LOG_TAIL),
    };
  }

  // ---------------------------------------------------------------------------------------
  // Saving
  // ---------------------------------------------------------------------------------------

  toSave(name: string, extra: { closed?: boolean } = {}): SaveFile {
    const save: SaveFile = {
      format: SAVE_FORMAT,
      name,
      game: this.def.id,
      board: this.board,
      options: this.options,
      seed: this.seed,
      players: this.seats.map((s) => {
        const p: SaveFile['players'][number] = { id: s.playerId, name: s.name, kind: s.kind };
        if (s.bot !== undefined) p.bot = s.bot;
        if (s.tokenHash !== undefined) p.tokenHash = s.tokenHash;
        return p;
      }),
      moves: this.moves,
      snapshot: this.state,
      stateNo: this.stateNo,
      journal: this.journalSeq,
      table: { id: this.id, title: this.title, createdAt: this.createdAt, joined: this.joined },
      finished: this.outcome() !== null,
      savedAt: new Date().toISOString(),
    };
    if (this.undos.length > 0) save.undos = this.undos;
    if (this.setupNames) save.setupNames = this.setupNames;
    if (this.boardId !== undefined) save.boardId = this.boardId;
    // Each resume adds an owner: the save keeps the latest ones it holds.
    if (this.ownerHashes.length > 0) save.table.ownerHashes = this.ownerHashes.slice(-SAVE_LIMITS.ownerHashes);
    if (this.passwordHash !== undefined) save.table.passwordHash = this.passwordHash;
    if (this.paused !== undefined) save.table.paused = this.paused;
    if (extra.closed) save.table.closed = true;
    return save;
  }
}

/**
 * A seat's name as a parameter of a host wording: its own name, a lab replay's seat by key, or (nobody named it) the
 * client's "Player N" in its own language.
 */
export function seatNameWords(seat: Pick<Seat, 'name' | 'index'>): WordValue {
  if (seat.name === '') return { key: 'host.seat.unnamed', params: { n: seat.index + 1 } };
  return labSeatWording(seat) ?? seat.name;
}

/** A pause as the table keeps it: by key; an older save's English sentence read back into its key. */
function pauseWords(p: TableInit['paused']): Wording | undefined {
  if (p === undefined) return undefined;
  if (typeof p === 'string') return pauseFromEnglish(p.slice(0, 400));
  return isWording(p) ? p : undefined;
}

/** How the wire names a board: a hash of its JSON. */
export function boardHash(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex').slice(0, 32);
}

/**
 * The table a (loaded, journal applied) save holds. `own`: it reopens its own table (same id,
 * same journal, paused as it was); otherwise it is a new table with the save's game.
 */
export function tableFromSave(def: GameDefinition, s: SaveFile, id: string, own: boolean): Table {
  const check = checkBoard(def, s.board);
  const board = check.ok ? check.board : s.board;
  const table = new Table(
    {
      id,
      title: s.table.title,
      def,
      board,
      boardHash: boardHash(JSON.stringify(board)),
      ...(s.boardId !== undefined ? { boardId: s.boardId } : {}),
      options: savedOptions(def, s.options) as Record<string, unknown>,
      seed: s.seed,
      seats: s.players.map((p, i) => {
        const seat: Seat = { index: i, playerId: p.id, name: p.name, kind: p.kind };
        if (p.bot !== undefined) seat.bot = p.bot;
        if (p.tokenHash !== undefined) seat.tokenHash = p.tokenHash;
        return seat;
      }),
      ownerHashes: [...(s.table.ownerHashes ?? [])],
      ...(s.table.passwordHash ? { passwordHash: s.table.passwordHash } : {}),
      ...(s.table.createdAt ? { createdAt: s.table.createdAt } : {}),
      ...(s.setupNames ? { setupNames: s.setupNames } : {}),
      ...(own && s.table.paused !== undefined ? { paused: s.table.paused } : {}),
      joined: everJoined(s),
    },
    { moves: s.moves, ...(s.undos ? { undos: s.undos } : {}), stateNo: s.stateNo },
  );
  if (own) table.journalSeq = s.journal ?? 0;
  return table;
}

function publicState(part: PublicPart, version: number, delta: DeltaOp[] | null, changeNo: number, summary: TableSummary): PublicState & { changeNo: number; summary: TableSummary } {
  let json: string | undefined;
  let deltaJson: string | undefined;
  return {
    part,
    version,
    delta,
    changeNo,
    summary,
    json: () => (json ??= JSON.stringify(part)),
    deltaJson: () => (delta === null ? null : (deltaJson ??= JSON.stringify(delta))),
  };
}
