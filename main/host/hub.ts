/**
 * The hub: every table and every connection, and the one place messages from clients are
 * handled. Each incoming frame is JSON-parsed safely, checked against the protocol's schema,
 * rate-limited, and then checked for authority (the seat token, the owner token, the turn)
 * before the table sees it. Nothing a client sends can throw out of here, and nothing a game's
 * code throws in a bot's turn or a timer leaves here either: that table is paused (table.ts).
 * Every answer names the request (`rid`) it answers.
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WebSocket } from 'ws';
import { checkBoard, isPlayable } from '../../games/core/board-check.js';
import { SetupError } from '../../games/core/errors.js';
import type { GameDefinition } from '../../games/core/types.js';
import { MAX_JSON_DEPTH, PROTOCOL_VERSION, type GameInfo, type HostMessage, type TableSummary } from '../../games/core/protocol.js';
import { clientMessage, messageIssueWords, type ClientMessage } from '../../games/core/protocol-schema.js';
import type { Library } from '../library/index.js';
import { tooDeepAt } from '../library/json-file.js';
import { NAMED_SAVE_PREFIX, newSaveId, type SaveStore } from '../saves/index.js';
import type { SaveFile } from '../saves/format.js';
import { Autosave } from './autosave.js';
import { guestAddress, tableRefusal, type Held } from './caps.js';
import { ParkedTables } from './parked.js';
import { BotThinker, type Chosen } from './bot-worker.js';
import { Conn, DEFAULT_SEND_LIMITS, Outbox, type RateLimit, type SendLimits } from './streams.js';
import { boardHash, Table, tableFromSave, type Seat } from './table.js';
import { hashPassword, hashToken, newTableId, newToken } from './tokens.js';

export { Conn, DEFAULT_SEND_LIMITS, type RateLimit, type SendLimits } from './streams.js';
export { MAX_GUEST_TABLES, MAX_TABLES, MAX_TABLES_PER_ADDRESS } from './caps.js';

/**
 * How long a finished table stays in the lobby after everyone left it (it is kept as its save
 * meanwhile, and reopened when someone opens it), and how long a table nobody joined stays open
 * once nobody looks at it.
 */
export const FINISHED_TABLE_GRACE_MS = 10 * 60_000;
/**
 * A game in progress where no person has been connected at any seat for this long is saved and
 * closed (kept in the lobby; the first player who comes back reopens it). Its seats' tokens,
 * the owner's and the password stay in the save.
 */
export const IDLE_TABLE_MS = 30 * 60_000;

/** Unfinished autosaves reopened as tables when the host starts, at most (the newest). */
export const MAX_LIVE_TABLES = 64;
/** Named saves (`saveTable`) one table may make while the host runs. */
export const MAX_NAMED_SAVES_PER_TABLE = 20;
/** The least time between two named saves of one table. */
export const NAMED_SAVE_INTERVAL_MS = 2000;

/** The lobby list goes out at most this often, however busy the tables are. */
export const LOBBY_THROTTLE_MS = 250;

export interface HubOptions {
  registry: ReadonlyMap<string, GameDefinition>;
  library: Library;
  saves: SaveStore;
  botDelayMs: number;
  rateLimit: RateLimit;
  hostName: string;
  log: (msg: string) => void;
  /** How long a finished table nobody is at stays in the lobby. Default FINISHED_TABLE_GRACE_MS. */
  finishedTableGraceMs?: number;
  /** How long a game in progress with no person connected stays open before it is saved and closed. Default IDLE_TABLE_MS. */
  idleTableMs?: number;
  /** The least time between two snapshots of one table's autosave. Default SNAPSHOT_INTERVAL_MS (1 s). */
  snapshotIntervalMs?: number;
  /** Send-buffer limits per connection. Default DEFAULT_SEND_LIMITS. */
  sendLimits?: SendLimits;
  /** Named saves per table and the least time between two. Default MAX_NAMED_SAVES_PER_TABLE, NAMED_SAVE_INTERVAL_MS. */
  namedSaveLimit?: NamedSaveLimit;
}

export interface NamedSaveLimit {
  max: number;
  intervalMs: number;
}

/** Where a table came from, for the guests' limits: the guest address that opened it, or null. */
type Creator = string | null;

const creatorOf = (conn: Conn): Creator => (conn.local ? null : guestAddress(conn.address));

type Msg<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;
type Rid = number | undefined;

export function gameInfo(def: GameDefinition): GameInfo {
  return {
    id: def.id,
    name: def.name,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    options: def.options.map((o) => ({ ...o })),
    bots: def.bots.map((b) => ({ id: b.id, name: b.name, description: b.description, ...(b.level ? { level: b.level } : {}), ...(b.thinks ? { thinks: true } : {}) })),
    defaultBot: def.defaultBot,
  };
}

const NO_TABLE = 'There is no such table (it may have ended).';

export class Hub {
  readonly tables = new Map<string, Table>();
  readonly conns = new Set<Conn>();
  /** The connections that show each table. */
  private audience = new Map<string, Set<Conn>>();
  private summaries = new Map<string, { summary: TableSummary; json: string }>();
  private botTimers = new Map<string, NodeJS.Timeout>();
  /** Tables whose bot is thinking in a worker thread (bot-worker.ts). */
  private thinking = new Set<string>();
  readonly thinker = new BotThinker();
  private readonly autosave: Autosave;
  private closed = false;
  private lastLobby = '';
  private lobbyTimer: NodeJS.Timeout | null = null;
  private idleSince = new Map<string, number>();
  private creators = new Map<string, Creator>();
  /** Tables kept as their saves, reopened when a message names them (parked.ts). */
  private readonly parked = new ParkedTables();
  private reopening = new Map<string, Promise<{ ok: true } | { ok: false; code: string; reason: string }>>();
  /** Named saves per table: how many, and when the last one was made. */
  private namedSaves = new Map<string, { count: number; last: number }>();

  constructor(private readonly o: HubOptions) {
    this.autosave = new Autosave(o.saves, o.log, o.snapshotIntervalMs);
  }

  /**
   * Runs `fn`; a throw is logged, never raised. For timers and socket events, where an
   * exception would otherwise end the process. With a table, the table is paused with the reason.
   */
  private safely(what: string, fn: () => void, table?: Table): void {
    try {
      fn();
    } catch (err) {
      this.o.log(`${what} failed: ${(err as Error).stack ?? String(err)}`);
      if (table) {
        table.pause(`${what} failed (${(err as Error).message ?? String(err)}). The table is paused; its last good state is kept.`);
        try {
          this.invalidate(table);
          this.broadcast(table);
        } catch (again) {
          this.o.log(`telling table ${table.id} it is paused failed: ${(again as Error).message}`);
        }
      }
    }
  }

  /** Adds a table to the hub (its pauses are logged and reach everyone at it). */
  private register(table: Table, creator: Creator = null): void {
    this.tables.set(table.id, table);
    this.parked.delete(table.id);
    this.creators.set(table.id, creator);
    table.onPause = (reason) => {
      this.o.log(`table ${table.id} paused: ${reason}`);
      this.autosave.record(table, { t: 'p', r: reason });
      this.invalidate(table);
    };
  }

  // ---------------------------------------------------------------------------------------
  // Connections
  // ---------------------------------------------------------------------------------------

  attach(ws: WebSocket, local: boolean, address = ''): Conn {
    const conn = new Conn(ws, local, this.o.rateLimit, address, this.o.sendLimits ?? DEFAULT_SEND_LIMITS);
    this.conns.add(conn);
    ws.on('message', (data, isBinary) => {
      try {
        this.onFrame(conn, data as Buffer | Buffer[] | ArrayBuffer, isBinary);
      } catch (err) {
        // A bug, not the client's fault: report it, keep serving.
        this.o.log(`error handling a message: ${(err as Error).stack ?? String(err)}`);
        conn.send({ type: 'error', code: 'internal', message: 'The host could not handle that message.' });
      }
    });
    ws.on('pong', () => (conn.alive = true));
    ws.on('close', () => this.safely('closing a connection', () => this.detach(conn)));
    ws.on('error', () => this.safely('closing a connection', () => this.detach(conn)));
    return conn;
  }

  /**
   * Called every heartbeat interval: a connection that did not answer the previous ping is
   * dropped (its seats show as disconnected; the player comes back with its token).
   */
  heartbeat(): void {
    this.safely('closing idle tables', () => this.sweep());
    for (const c of this.conns) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        c.ws.terminate();
      }
    }
  }

  /**
   * Keeps memory to the tables in use (called every heartbeat; `now` for tests):
   * - a finished table nobody looks at is kept as its save (parked), reopened when asked for,
   *   and leaves the lobby after the finished-table grace time;
   * - a game in progress where no person has been connected at any seat for `idleTableMs` is
   *   parked too (spectators are told; it reopens when a player comes back), so tables left
   *   behind stop counting toward the limits;
   * - a table nobody ever joined leaves memory once nobody has looked at it for the grace time.
   */
  sweep(now = Date.now()): void {
    const grace = this.o.finishedTableGraceMs ?? FINISHED_TABLE_GRACE_MS;
    for (const [id, t] of this.tables) {
      const finished = t.outcome() !== null;
      const watched = (this.audience.get(id)?.size ?? 0) > 0;
      const inUse = finished || !t.joined ? watched : this.personAt(t);
      if (inUse) {
        this.idleSince.delete(id);
        continue;
      }
      if (finished) {
        this.park(t, null, now);
        continue;
      }
      const since = this.idleSince.get(id) ?? now;
      this.idleSince.set(id, since);
      if (!t.joined) {
        if (now - since >= grace && !this.autosave.busy(id)) {
          this.forgetTable(id);
          this.o.log(`unjoined table ${id} closed (nobody at it)`);
        }
      } else if (now - since >= (this.o.idleTableMs ?? IDLE_TABLE_MS)) {
        const minutes = Math.round((now - since) / 60_000);
        this.park(t, `Nobody has played at this table for ${minutes} minute${minutes === 1 ? '' : 's'}: it is saved, and opens again when a player comes back.`, now);
      }
    }
    if (this.parked.expireFinished(now - grace)) this.markLobby();
  }

  /** Whether a connection holds one of the table's seats that a person plays. */
  private personAt(table: Table): boolean {
    for (const c of this.audience.get(table.id) ?? []) {
      for (const i of c.seats.get(table.id) ?? []) if (table.seats[i]?.kind === 'human') return true;
    }
    return false;
  }

  /**
   * The table leaves memory, kept as its save: only once everything it did is on disk (else
   * the next sweep tries again). Whoever still shows it is told why (`reason`).
   */
  private park(table: Table, reason: string | null, now: number): void {
    if (!this.autosave.onDisk(table.id)) return;
    const summary = table.summary(() => false);
    this.parked.add({ id: table.id, summary, json: JSON.stringify(summary), finished: table.outcome() !== null, guest: this.creators.get(table.id) ?? null, at: now });
    for (const c of this.audience.get(table.id) ?? []) {
      c.seats.delete(table.id);
      c.watching.delete(table.id);
      c.reading.delete(table.id);
      c.close(table.id);
      if (reason !== null) c.send({ type: 'tableClosed', table: table.id, reason });
    }
    this.forgetTable(table.id);
    this.o.log(`table ${table.id} kept as its save (${reason === null ? 'finished, nobody at it' : 'nobody played at it'})`);
  }

  /**
   * Opens a parked table again from its save, once however many messages ask for it at once.
   * The guests' limits apply as to a new table (a finished one only to the memory guard).
   */
  private reopen(conn: Conn, id: string): Promise<{ ok: true } | { ok: false; code: string; reason: string }> {
    const running = this.reopening.get(id);
    if (running) return running;
    const entry = this.parked.get(id)!;
    const limit = this.tableLimit(conn, entry.finished);
    if (limit !== null) return Promise.resolve({ ok: false, code: 'too-many-tables', reason: limit });
    const job = this.restore(id, false, entry.guest ?? creatorOf(conn))
      .then((res) => {
        if (res.ok) return { ok: true as const };
        // Damaged on disk since: it stays in the saves list with the reason, not in the lobby.
        this.parked.delete(id);
        this.markLobby();
        return res;
      })
      .finally(() => this.reopening.delete(id));
    this.reopening.set(id, job);
    return job;
  }

  private forgetTable(id: string): void {
    this.tables.delete(id);
    this.creators.delete(id);
    this.namedSaves.delete(id);
    const timer = this.botTimers.get(id);
    if (timer) clearTimeout(timer);
    this.botTimers.delete(id);
    this.idleSince.delete(id);
    this.summaries.delete(id);
    this.audience.delete(id);
    this.autosave.forget(id);
    this.markLobby();
  }

  private detach(conn: Conn): void {
    conn.stop();
    if (!this.conns.delete(conn)) return;
    const ids = new Set([...conn.seats.keys(), ...conn.watching, ...conn.reading]);
    for (const id of ids) {
      this.audience.get(id)?.delete(conn);
      const t = this.tables.get(id);
      if (!t) continue;
      if (conn.reading.has(id)) this.countReaders(t);
      if (conn.seats.has(id)) this.invalidate(t);
      this.broadcast(t);
      this.scheduleBots(t);
    }
  }

  private onFrame(conn: Conn, data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean): void {
    if (!conn.allow()) {
      if (conn.strikes > this.o.rateLimit.burst * 4) {
        conn.ws.close(1008, 'Too many messages');
        return;
      }
      conn.send({ type: 'error', code: 'rate-limited', message: 'Too many messages: slow down.' });
      return;
    }
    if (isBinary) {
      conn.send({ type: 'error', code: 'bad-frame', message: 'Messages are JSON text.' });
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    if (tooDeepAt(text) !== null) {
      conn.send({ type: 'error', code: 'bad-json', message: `That message nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.` });
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      conn.send({ type: 'error', code: 'bad-json', message: 'That message is not valid JSON.' });
      return;
    }
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      const obj = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown; rid?: unknown }) : {};
      const rid = Number.isInteger(obj.rid) && (obj.rid as number) >= 0 && (obj.rid as number) <= 2 ** 31 ? (obj.rid as number) : undefined;
      this.fail(
        conn,
        rid,
        'bad-message',
        `That message does not have the right shape${typeof obj.type === 'string' ? ` for "${obj.type.slice(0, 40)}"` : ''}: ${messageIssueWords(parsed.error, raw)}.`,
      );
      return;
    }
    this.handle(conn, parsed.data);
  }

  private reply(conn: Conn, rid: Rid, msg: HostMessage): void {
    conn.send(rid === undefined ? msg : ({ ...msg, rid } as HostMessage));
  }

  private fail(conn: Conn, rid: Rid, code: string, message: string): void {
    this.reply(conn, rid, { type: 'error', code, message });
  }

  private refuseMove(conn: Conn, rid: Rid, table: Table, code: string, message: string): void {
    this.reply(conn, rid, { type: 'moveRejected', table: table.id, stateNo: table.stateNo, error: { code, message } });
  }

  private handle(conn: Conn, msg: ClientMessage): void {
    const rid = msg.rid;
    // A message naming a table kept as its save opens it again first (`leave` needs no table).
    if ('table' in msg && msg.type !== 'leave' && !this.tables.has(msg.table) && (this.parked.has(msg.table) || this.reopening.has(msg.table))) {
      void this.reopen(conn, msg.table)
        .then((res) => (res.ok ? this.handle(conn, msg) : this.fail(conn, rid, res.code, res.reason)))
        .catch((err: unknown) => this.internal(conn, rid, err));
      return;
    }
    switch (msg.type) {
      case 'hello':
        if (msg.deltas === false) conn.deltas = false;
        for (const h of msg.boards ?? []) conn.boards.add(h);
        void this.welcome(conn, msg.protocol, rid).catch((err: unknown) => this.internal(conn, rid, err));
        return;
      case 'ping':
        this.reply(conn, rid, msg.t === undefined ? { type: 'pong' } : { type: 'pong', t: msg.t });
        return;
      case 'listTables':
        conn.lobby = true;
        this.reply(conn, rid, { type: 'tables', tables: this.summaryList() });
        return;
      case 'createTable':
        void this.createTable(conn, msg).catch((err: unknown) => this.internal(conn, rid, err));
        return;
      case 'joinTable':
        this.join(conn, msg);
        return;
      case 'watch':
        this.watch(conn, msg.table, msg.password, rid);
        return;
      case 'resync':
        this.resync(conn, msg);
        return;
      case 'move':
        this.move(conn, msg);
        return;
      case 'undo':
      case 'askUndo':
      case 'answerUndo':
        this.undo(conn, msg);
        return;
      case 'setSeat':
        this.setSeat(conn, msg);
        return;
      case 'getLog':
        this.getLog(conn, msg);
        return;
      case 'viewAt':
        this.viewAt(conn, msg);
        return;
      case 'setReading':
        this.setReading(conn, msg);
        return;
      case 'leave': {
        conn.seats.delete(msg.table);
        conn.watching.delete(msg.table);
        conn.close(msg.table);
        const t = this.tables.get(msg.table);
        if (conn.reading.delete(msg.table) && t) this.countReaders(t);
        this.audience.get(msg.table)?.delete(conn);
        if (t) {
          this.invalidate(t);
          this.broadcast(t);
          this.scheduleBots(t);
        }
        this.reply(conn, rid, { type: 'ok' });
        return;
      }
      case 'saveTable':
        void this.saveNamed(conn, msg).catch((err: unknown) => this.internal(conn, rid, err));
        return;
      case 'closeTable':
      case 'resumeTable':
        this.ownerAction(conn, msg);
        return;
      case 'resumeSave':
        void this.resume(conn, msg.save, msg.acceptReplay === true, rid).catch((err: unknown) => this.internal(conn, rid, err));
        return;
    }
  }

  private internal(conn: Conn, rid: Rid, err: unknown): void {
    this.o.log(`internal error: ${(err as Error).stack ?? String(err)}`);
    this.fail(conn, rid, 'internal', 'Something went wrong on the host; the table is unchanged.');
  }

  private async welcome(conn: Conn, protocol: number, rid: Rid): Promise<void> {
    if (protocol !== PROTOCOL_VERSION) {
      conn.send({ type: 'error', code: 'protocol', message: `This host speaks protocol ${PROTOCOL_VERSION}, the app speaks ${protocol}: update the older one.` });
    }
    const boards = (await this.o.library.list()).map(({ file: _file, board: _board, ...info }) => info);
    this.reply(conn, rid, { type: 'welcome', protocol: PROTOCOL_VERSION, games: [...this.o.registry.values()].map(gameInfo), boards, hostName: this.o.hostName });
  }

  // ---------------------------------------------------------------------------------------
  // Summaries and the lobby
  // ---------------------------------------------------------------------------------------

  /** The table's summary, the same object until something in it changes. */
  summary(table: Table): TableSummary {
    let s = this.summaries.get(table.id);
    if (!s) {
      const audience = this.audience.get(table.id);
      const summary = table.summary((seat) => {
        if (audience) for (const c of audience) if (c.seats.get(table.id)?.has(seat)) return true;
        return false;
      });
      this.summaries.set(table.id, (s = { summary, json: JSON.stringify(summary) }));
    }
    return s.summary;
  }

  /** Every table's summary, open or kept as its save (the lobby list, the LAN announcement). */
  summaryList(): TableSummary[] {
    return [...[...this.tables.values()].map((t) => this.summary(t)), ...[...this.parked.values()].map((p) => p.summary)];
  }

  /** The table's summary changed (seats, who is connected, status, pause): rebuilt when next asked. */
  private invalidate(table: Table): void {
    this.summaries.delete(table.id);
    this.markLobby();
  }

  /** The lobby list goes out soon (at most every LOBBY_THROTTLE_MS), if it changed. */
  private markLobby(): void {
    if (this.lobbyTimer || this.closed) return;
    this.lobbyTimer = setTimeout(() => {
      this.lobbyTimer = null;
      if (![...this.conns].some((c) => c.lobby)) return;
      const open = [...this.tables.values()].map((t) => (this.summary(t), this.summaries.get(t.id)!.json));
      const json = `{"type":"tables","tables":[${[...open, ...[...this.parked.values()].map((p) => p.json)].join(',')}]}`;
      if (json === this.lastLobby) return;
      this.lastLobby = json;
      for (const c of this.conns) if (c.lobby) c.send(json, 'lobby');
    }, LOBBY_THROTTLE_MS);
  }

  // ---------------------------------------------------------------------------------------
  // Views
  // ---------------------------------------------------------------------------------------

  /** Sends every connection at the table what changed; `rider` is the request it answers. */
  broadcast(table: Table, rider?: { conn: Conn; seat: number | null; rid: Rid }): void {
    const pausedBefore = table.paused;
    const audience = this.audience.get(table.id);
    let answered = false;
    if (audience && audience.size > 0) {
      const pub = table.publicPart(this.summary(table));
      const out = new Outbox();
      for (const c of audience) {
        const r = rider && rider.conn === c && rider.rid !== undefined ? { seat: rider.seat, rid: rider.rid } : undefined;
        if (c.update(table, pub, out, r)) answered = true;
      }
      out.flush();
    }
    if (rider && rider.rid !== undefined && !answered) this.reply(rider.conn, rider.rid, { type: 'ok' });
    // Making the views paused the table (the game's view code threw): everyone must learn it.
    if (table.paused !== pausedBefore) this.broadcast(table);
  }

  /** This connection now shows the table for `seat` (null: watches): the whole view goes out. */
  private show(conn: Conn, table: Table, seat: number | null): void {
    if (seat === null) conn.watching.add(table.id);
    else {
      let set = conn.seats.get(table.id);
      if (!set) conn.seats.set(table.id, (set = new Set()));
      if (!set.has(seat)) {
        set.add(seat);
        this.invalidate(table);
      }
      if (table.seats[seat]?.kind === 'human' && !table.joined) {
        table.joined = true;
        // From now on the table is someone's game: on disk before anyone hears more of it.
        this.autosave.now(table);
      }
    }
    let audience = this.audience.get(table.id);
    if (!audience) this.audience.set(table.id, (audience = new Set()));
    audience.add(conn);
    conn.open(table.id, seat);
  }

  private resync(conn: Conn, msg: Msg<'resync'>): void {
    const table = this.tables.get(msg.table);
    if (!table) return this.fail(conn, msg.rid, 'no-table', NO_TABLE);
    const shown = msg.seat === null ? conn.watching.has(table.id) : !!conn.seats.get(table.id)?.has(msg.seat);
    if (!shown || !conn.wantWhole(table.id, msg.seat)) return this.fail(conn, msg.rid, 'not-shown', 'This connection does not show that seat: join or watch the table first.');
    const out = new Outbox();
    conn.update(table, table.publicPart(this.summary(table)), out, msg.rid === undefined ? undefined : { seat: msg.seat, rid: msg.rid });
    out.flush();
  }

  // ---------------------------------------------------------------------------------------
  // Tables
  // ---------------------------------------------------------------------------------------

  /** Why `conn` may not open another table now (or reopen a finished one), or null when it may (caps.ts). */
  private tableLimit(conn: Conn, finished = false): string | null {
    const held: Held[] = [...this.tables.entries()].map(([id, t]) => ({ finished: t.outcome() !== null, guest: this.creators.get(id) ?? null }));
    return tableRefusal(conn, held, this.tables.size, finished);
  }

  private async createTable(conn: Conn, msg: Msg<'createTable'>): Promise<void> {
    const rid = msg.rid;
    const def = this.o.registry.get(msg.game);
    if (!def) return this.fail(conn, rid, 'no-game', `No game called "${msg.game}" is installed.`);
    const limit = this.tableLimit(conn);
    if (limit !== null) return this.fail(conn, rid, 'too-many-tables', limit);
    if (msg.seats.length < def.minPlayers || msg.seats.length > def.maxPlayers) {
      return this.fail(conn, rid, 'players', `${def.name} is for ${def.minPlayers} to ${def.maxPlayers} players, not ${msg.seats.length}.`);
    }
    let board: unknown;
    let boardId: string | undefined;
    if ('library' in msg.board) {
      const entry = await this.o.library.get(msg.board.library);
      if (!entry || entry.game !== def.id) return this.fail(conn, rid, 'no-board', `There is no ${def.name} board "${msg.board.library}".`);
      if (!entry.playable || entry.board === undefined) {
        return this.fail(conn, rid, 'board-problems', `The board "${entry.name}" cannot be played yet: ${entry.problems[0]?.path} ${entry.problems[0]?.message}`);
      }
      board = entry.board;
      boardId = entry.id;
    } else {
      const check = checkBoard(def, msg.board.inline);
      if (!check.ok || !isPlayable(check.problems)) {
        const p = check.problems.find((x) => (x.severity ?? 'error') === 'error');
        return this.fail(conn, rid, 'board-problems', `This board cannot be played yet: ${p?.path} ${p?.message}`);
      }
      board = check.board;
    }
    const options = def.optionsSchema.safeParse(msg.options);
    if (!options.success) return this.fail(conn, rid, 'bad-options', `Those table options are not valid: ${options.error.issues[0]?.message}`);
    const seats: Seat[] = [];
    for (const [i, req] of msg.seats.entries()) {
      if (req.kind === 'bot') {
        const bot = def.bots.find((b) => b.id === (req.bot ?? def.defaultBot));
        if (!bot) return this.fail(conn, rid, 'no-bot', `${def.name} has no bot "${req.bot}".`);
        seats.push({ index: i, playerId: `p${i + 1}`, name: req.name ?? `${bot.name} ${i + 1}`, kind: 'bot', bot: bot.id });
      } else {
        seats.push({ index: i, playerId: `p${i + 1}`, name: req.name ?? `Player ${i + 1}`, kind: req.kind });
      }
    }
    // A new id never names a table already open or a save already on disk.
    let id = newTableId();
    while (this.tables.has(id) || existsSync(join(this.o.saves.dir, `${id}.save.json`))) id = newTableId();
    const ownerToken = newToken();
    const tokens: { seat: number; token: string }[] = [];
    for (const s of seats) {
      if (s.kind !== 'human') continue;
      const t = newToken();
      tokens.push({ seat: s.index, token: t });
      s.tokenHash = hashToken(t);
    }
    const boardName = (board as { name?: unknown }).name;
    let table: Table;
    try {
      table = new Table({
        id,
        title: msg.title?.trim() || `${def.name}${typeof boardName === 'string' ? ` · ${boardName}` : ''}`,
        def,
        board,
        boardHash: boardHash(JSON.stringify(board)),
        ...(boardId !== undefined ? { boardId } : {}),
        options: options.data as Record<string, unknown>,
        seed: msg.seed ?? randomInt(0, 2 ** 31),
        seats,
        ownerHashes: [hashToken(ownerToken)],
        ...(msg.password ? { passwordHash: hashPassword(id, msg.password) } : {}),
      });
    } catch (err) {
      const message = err instanceof SetupError ? err.message : `The game could not be set up: ${(err as Error).message}`;
      return this.fail(conn, rid, 'setup', message);
    }
    // The board may have been read from the library while other tables were opened.
    const late = this.tableLimit(conn);
    if (late !== null) return this.fail(conn, rid, 'too-many-tables', late);
    this.register(table, creatorOf(conn));
    // Holding a person's seat makes it someone's game: on disk (with the tokens' hashes) before
    // anyone hears of it. A table of open seats and bots is written when someone joins or moves.
    for (const { seat } of tokens) this.show(conn, table, seat);
    this.reply(conn, rid, { type: 'tableCreated', table: this.summary(table), ownerToken, seats: tokens });
    this.o.log(`table ${id} created: ${def.id}, ${seats.length} seats`);
    this.afterChange(table);
  }

  private passwordOk(table: Table, password: string | undefined): boolean {
    return table.passwordHash === undefined || (password !== undefined && hashPassword(table.id, password) === table.passwordHash);
  }

  private seatRecord(table: Table, seat: Seat): void {
    const s: SaveFile['players'][number] = { id: seat.playerId, name: seat.name, kind: seat.kind };
    if (seat.bot !== undefined) s.bot = seat.bot;
    if (seat.tokenHash !== undefined) s.tokenHash = seat.tokenHash;
    this.autosave.record(table, { t: 's', i: seat.index, s });
  }

  private join(conn: Conn, msg: Msg<'joinTable'>): void {
    const rid = msg.rid;
    const table = this.tables.get(msg.table);
    if (!table) return this.fail(conn, rid, 'no-table', NO_TABLE);
    if (msg.token !== undefined) {
      const seat = table.seatOfToken(msg.token);
      if (!seat) return this.fail(conn, rid, 'bad-token', 'That seat token is not valid at this table (the seat may have been freed).');
      // The answer first, then the views: a client shows the table when its seat is granted.
      this.reply(conn, rid, { type: 'seated', table: table.id, seat: seat.index, token: msg.token });
      this.show(conn, table, seat.index);
      this.broadcast(table);
      return;
    }
    if (msg.seat === undefined) return this.watch(conn, table.id, msg.password, rid);
    const seat = table.seats[msg.seat];
    if (!seat) return this.fail(conn, rid, 'no-seat', `This table has no seat ${msg.seat + 1}.`);
    const owner = table.isOwner(msg.ownerToken);
    if (!owner && !this.passwordOk(table, msg.password)) return this.fail(conn, rid, 'password', 'The table password is wrong.');
    if (seat.kind === 'bot') return this.fail(conn, rid, 'seat-taken', `Seat ${msg.seat + 1} is played by a bot; the table owner can hand it to you.`);
    if (seat.kind === 'human' && !owner) return this.fail(conn, rid, 'seat-taken', `Seat ${msg.seat + 1} is taken by ${seat.name}.`);
    // Taking over a seat (owner) revokes the token of whoever held it.
    if (seat.kind === 'human') this.revoke(table, seat.index, 'The table owner has taken this seat over.');
    const token = newToken();
    seat.kind = 'human';
    seat.tokenHash = hashToken(token);
    if (msg.name !== undefined) seat.name = msg.name;
    this.seatRecord(table, seat);
    table.seatChanged(seat.index);
    this.invalidate(table);
    this.reply(conn, rid, { type: 'seated', table: table.id, seat: seat.index, token });
    this.show(conn, table, seat.index);
    this.o.log(`table ${table.id}: seat ${seat.index + 1} taken`);
    this.afterChange(table);
  }

  private watch(conn: Conn, tableId: string, password: string | undefined, rid: Rid): void {
    const table = this.tables.get(tableId);
    if (!table) return this.fail(conn, rid, 'no-table', NO_TABLE);
    if (!this.passwordOk(table, password) && !conn.seats.has(table.id)) return this.fail(conn, rid, 'password', password === undefined ? 'This table has a password.' : 'The table password is wrong.');
    this.show(conn, table, null);
    this.broadcast(table, { conn, seat: null, rid });
  }

  /** Finds the seat a token holds at a table, or tells the client why not. */
  private seatFor(conn: Conn, rid: Rid, tableId: string, token: string): { table: Table; seat: Seat } | null {
    const table = this.tables.get(tableId);
    if (!table) {
      this.fail(conn, rid, 'no-table', NO_TABLE);
      return null;
    }
    const seat = table.seatOfToken(token);
    if (!seat) {
      this.refuseMove(conn, rid, table, 'not-your-seat', 'That token holds no seat at this table.');
      return null;
    }
    return { table, seat };
  }

  private move(conn: Conn, msg: Msg<'move'>): void {
    const found = this.seatFor(conn, msg.rid, msg.table, msg.token);
    if (!found) return;
    const { table, seat } = found;
    if (!conn.seats.get(table.id)?.has(seat.index)) {
      this.show(conn, table, seat.index);
      this.broadcast(table);
    }
    if (seat.kind !== 'human') return this.refuseMove(conn, msg.rid, table, 'seat-is-bot', 'A bot plays this seat now; the table owner can hand it back to you.');
    const res = table.move(seat.index, msg.stateNo, msg.move);
    if (!res.ok) {
      this.refuseMove(conn, msg.rid, table, res.code, res.message);
      // The move made the game's code throw: everyone at the table learns it is paused.
      if (res.code === 'paused') this.broadcast(table);
      return;
    }
    this.journalMove(table);
    this.afterChange(table, { conn, seat: seat.index, rid: msg.rid });
  }

  private journalMove(table: Table): void {
    const m = table.lastMove()!;
    this.autosave.record(table, { t: 'm', n: m.n, p: m.player, m: m.move });
  }

  /** Undo, ask to undo, answer a request: the table decides; a take-back goes to the journal. */
  private undo(conn: Conn, msg: Msg<'undo'> | Msg<'askUndo'> | Msg<'answerUndo'>): void {
    const found = this.seatFor(conn, msg.rid, msg.table, msg.token);
    if (!found) return;
    const { table, seat } = found;
    if (seat.kind !== 'human') return this.refuseMove(conn, msg.rid, table, 'seat-is-bot', 'A bot plays this seat now.');
    const epoch = table.epoch;
    const res = msg.type === 'undo' ? table.undo(seat.index, msg.stateNo) : msg.type === 'askUndo' ? table.askUndo(seat.index) : table.answerUndo(seat.index, msg.accept);
    if (!res.ok) return this.refuseMove(conn, msg.rid, table, res.code, res.message);
    if (table.epoch !== epoch) {
      const u = table.undos[table.undos.length - 1]!;
      this.autosave.record(table, { t: 'u', n: u.n, p: u.player, c: u.count });
    }
    this.afterChange(table, { conn, seat: seat.index, rid: msg.rid });
  }

  /** Takes a seat away from every connection holding it. */
  private revoke(table: Table, seat: number, reason: string): void {
    for (const c of this.audience.get(table.id) ?? []) {
      const held = c.seats.get(table.id);
      if (held?.delete(seat)) {
        if (held.size === 0) c.seats.delete(table.id);
        c.close(table.id, seat);
        c.send({ type: 'seatLost', table: table.id, seat, reason });
        this.show(c, table, null);
      }
    }
  }

  private setSeat(conn: Conn, msg: Msg<'setSeat'>): void {
    const rid = msg.rid;
    const table = this.tables.get(msg.table);
    if (!table) return this.fail(conn, rid, 'no-table', NO_TABLE);
    if (!table.isOwner(msg.ownerToken)) return this.fail(conn, rid, 'not-owner', 'Only the table owner may change the seats.');
    const seat = table.seats[msg.seat];
    if (!seat) return this.fail(conn, rid, 'no-seat', `This table has no seat ${msg.seat + 1}.`);
    if (msg.kind === 'bot') {
      const bot = table.def.bots.find((b) => b.id === (msg.bot ?? table.def.defaultBot));
      if (!bot) return this.fail(conn, rid, 'no-bot', `${table.def.name} has no bot "${msg.bot}".`);
      seat.kind = 'bot';
      seat.bot = bot.id;
      // The holder keeps its token (the seat can be handed back) but may not act while the bot plays.
    } else if (msg.kind === 'human') {
      if (seat.tokenHash === undefined) return this.fail(conn, rid, 'no-human', 'Nobody held this seat before: free it (open) so someone can take it.');
      seat.kind = 'human';
      delete seat.bot;
    } else {
      this.revoke(table, seat.index, 'The table owner has freed this seat.');
      seat.kind = 'open';
      delete seat.bot;
      delete seat.tokenHash;
    }
    this.seatRecord(table, seat);
    const epoch = table.epoch;
    table.seatChanged(seat.index);
    if (table.epoch !== epoch) {
      const u = table.undos[table.undos.length - 1]!;
      this.autosave.record(table, { t: 'u', n: u.n, p: u.player, c: u.count });
    }
    this.invalidate(table);
    this.o.log(`table ${table.id}: seat ${seat.index + 1} is now ${seat.kind}`);
    this.afterChange(table);
    this.reply(conn, rid, { type: 'ok' });
  }

  /** The seat a token names, or a spectator when there is no token (then the table password or watching is needed). */
  private reader(conn: Conn, rid: Rid, tableId: string, token: string | undefined): { table: Table; seat: Seat | null } | null {
    const table = this.tables.get(tableId);
    if (!table) {
      this.fail(conn, rid, 'no-table', NO_TABLE);
      return null;
    }
    if (token !== undefined) {
      const seat = table.seatOfToken(token);
      if (!seat) {
        this.fail(conn, rid, 'bad-token', 'That seat token is not valid at this table.');
        return null;
      }
      return { table, seat };
    }
    if (!this.passwordOk(table, undefined) && !conn.shows(table.id)) {
      this.fail(conn, rid, 'password', 'This table has a password.');
      return null;
    }
    return { table, seat: null };
  }

  private getLog(conn: Conn, msg: Msg<'getLog'>): void {
    const r = this.reader(conn, msg.rid, msg.table, msg.token);
    if (!r) return;
    const player = r.seat ? r.seat.playerId : null;
    this.reply(conn, msg.rid, { type: 'log', table: r.table.id, seat: r.seat ? r.seat.index : null, entries: r.table.logFor(player, msg.before ?? Infinity, msg.limit ?? 200), total: r.table.logCount(player) });
  }

  private viewAt(conn: Conn, msg: Msg<'viewAt'>): void {
    const r = this.reader(conn, msg.rid, msg.table, msg.token);
    if (!r) return;
    const res = r.table.viewAt(r.seat ? r.seat.index : null, msg.stateNo, this.summary(r.table));
    if ('ok' in res) return this.fail(conn, msg.rid, res.code, res.message);
    if (!conn.boards.has(r.table.boardHash)) {
      conn.boards.add(r.table.boardHash);
      conn.send(`{"type":"board","hash":"${r.table.boardHash}","board":${r.table.boardJsonText()}}`);
    }
    this.reply(conn, msg.rid, { type: 'viewAt', table: r.table.id, seat: r.seat ? r.seat.index : null, stateNo: msg.stateNo, ...res });
  }

  private countReaders(table: Table): void {
    let n = 0;
    for (const c of this.conns) if (c.reading.has(table.id)) n++;
    if (n !== table.readers) {
      table.readers = n;
      table.touch();
    }
  }

  private setReading(conn: Conn, msg: Msg<'setReading'>): void {
    const table = this.tables.get(msg.table);
    if (!table) return this.fail(conn, msg.rid, 'no-table', NO_TABLE);
    if (!conn.shows(table.id)) return this.fail(conn, msg.rid, 'not-shown', 'Join or watch the table first.');
    if (msg.on) conn.reading.add(table.id);
    else conn.reading.delete(table.id);
    this.countReaders(table);
    this.broadcast(table);
    this.scheduleBots(table);
    this.reply(conn, msg.rid, { type: 'ok' });
  }

  /** Close or resume a table: its owner, or anyone on the host machine. */
  private ownerAction(conn: Conn, msg: Msg<'closeTable'> | Msg<'resumeTable'>): void {
    const table = this.tables.get(msg.table);
    if (!table) return this.fail(conn, msg.rid, 'no-table', NO_TABLE);
    const owner = table.isOwner(msg.ownerToken);
    if (!owner && !conn.local) return this.fail(conn, msg.rid, 'not-owner', `Only the table owner or the host machine may ${msg.type === 'closeTable' ? 'close' : 'resume'} a table.`);
    if (msg.type === 'resumeTable') {
      if (table.paused === undefined) return this.fail(conn, msg.rid, 'not-paused', 'This table is not paused.');
      table.resume();
      this.autosave.record(table, { t: 'p', r: null });
      this.invalidate(table);
      this.o.log(`table ${table.id} resumed`);
      this.afterChange(table);
      return this.reply(conn, msg.rid, { type: 'ok' });
    }
    const reason = owner ? 'The table owner closed this table.' : 'The host closed this table.';
    // Whoever closes it hears so too, at the table or not.
    if (!conn.shows(table.id)) conn.send({ type: 'tableClosed', table: table.id, reason });
    this.closeTable(table, reason);
    this.reply(conn, msg.rid, { type: 'ok' });
  }

  /** Ends a table: its autosave stays (marked closed, so it is not reopened at start). */
  closeTable(table: Table, reason: string): void {
    const timer = this.botTimers.get(table.id);
    if (timer) clearTimeout(timer);
    this.botTimers.delete(table.id);
    try {
      this.autosave.now(table, { closed: true });
    } catch (err) {
      this.o.log(`the save of closed table ${table.id} could not be written: ${(err as Error).message}`);
    }
    for (const c of this.audience.get(table.id) ?? []) {
      c.seats.delete(table.id);
      c.watching.delete(table.id);
      c.reading.delete(table.id);
      c.close(table.id);
      c.send({ type: 'tableClosed', table: table.id, reason });
    }
    this.forgetTable(table.id);
    this.o.log(`table ${table.id} closed`);
  }

  /** Pauses a table: a bot failed (the table tells the hub, which records it). */
  private pause(table: Table, reason: string): void {
    table.pause(reason);
    this.broadcast(table);
  }

  /** After any change: views to everyone, the autosave plan, the lobby, and the bots' turn. */
  afterChange(table: Table, rider?: { conn: Conn; seat: number | null; rid: Rid }): void {
    const cached = this.summaries.get(table.id);
    if (cached && cached.summary.status !== table.status()) this.invalidate(table);
    this.broadcast(table, rider);
    this.autosave.changed(table);
    this.scheduleBots(table);
  }

  private scheduleBots(table: Table): void {
    if (this.closed || this.botTimers.has(table.id) || this.thinking.has(table.id) || !this.botsMayMove(table)) return;
    const run = (chosen?: Chosen): void => {
      this.botTimers.delete(table.id);
      if (this.closed || this.tables.get(table.id) !== table || !this.botsMayMove(table)) return;
      const seat = table.botSeatsToAct()[0];
      if (!seat) return;
      // A bot that thinks chooses in a worker thread; its answer counts only if nothing moved meanwhile.
      if (chosen && (chosen.stateNo !== table.stateNo || chosen.seat !== seat.index || chosen.bot !== seat.bot)) return this.scheduleBots(table);
      if (!chosen && this.thinker.wants(table, seat)) return this.thinkFor(table, seat, run);
      let res;
      try {
        res = table.playBot(seat, this.o.log, chosen);
      } catch (err) {
        this.o.log(`table ${table.id}: bot ${seat.bot} failed: ${(err as Error).stack ?? String(err)}`);
        return this.pause(table, `The bot of seat ${seat.index + 1} ran into an error; the owner may let the table go on.`);
      }
      if (!res.ok) return this.pause(table, `The bot of seat ${seat.index + 1} could not move: ${res.message}`);
      this.journalMove(table);
      this.afterChange(table);
    };
    // A timer even without a delay: the views of the last move go out first.
    this.botTimers.set(
      table.id,
      setTimeout(() => this.safely(`A bot's turn at table ${table.id}`, run, table), this.o.botDelayMs),
    );
  }

  private thinkFor(table: Table, seat: Seat, then: (chosen: Chosen) => void): void {
    this.thinking.add(table.id);
    const at = { stateNo: table.stateNo, seat: seat.index, bot: seat.bot };
    void this.thinker.ask(table, seat, this.o.log).then((move) => {
      this.thinking.delete(table.id);
      this.safely(`A bot's turn at table ${table.id}`, () => then({ ...at, move }), table);
    });
  }

  /** Bots wait while the table is paused, someone reads, or a take-back is being asked. */
  private botsMayMove(table: Table): boolean {
    return table.paused === undefined && table.readers === 0 && table.undoRequest === null && table.botSeatsToAct().length > 0;
  }

  // ---------------------------------------------------------------------------------------
  // Saves
  // ---------------------------------------------------------------------------------------

  /** Resolves when every autosave planned so far is on disk. */
  async flush(): Promise<void> {
    await this.autosave.flush(this.tables.values());
  }

  private async saveNamed(conn: Conn, msg: Msg<'saveTable'>): Promise<void> {
    const table = this.tables.get(msg.table);
    if (!table) return this.fail(conn, msg.rid, 'no-table', NO_TABLE);
    if (!table.isOwner(msg.token) && !table.seatOfToken(msg.token)) return this.fail(conn, msg.rid, 'not-at-table', 'Only the owner or a player of this table may save it.');
    // Named saves fill the disk: a few per table, not a stream.
    const now = Date.now();
    const limit = this.o.namedSaveLimit ?? { max: MAX_NAMED_SAVES_PER_TABLE, intervalMs: NAMED_SAVE_INTERVAL_MS };
    const made = this.namedSaves.get(table.id) ?? { count: 0, last: -Infinity };
    if (made.count >= limit.max) {
      return this.fail(conn, msg.rid, 'save-limit', `This table has been saved ${made.count} times already; its autosave keeps the latest state, and the host machine can delete older saves.`);
    }
    if (now - made.last < limit.intervalMs) return this.fail(conn, msg.rid, 'save-limit', 'This table was saved a moment ago; wait a few seconds before saving it again.');
    this.namedSaves.set(table.id, { count: made.count + 1, last: now });
    const id = newSaveId(NAMED_SAVE_PREFIX.slice(0, -1));
    const save = table.toSave(msg.name);
    delete save.journal;
    await this.o.saves.write(id, save);
    this.reply(conn, msg.rid, { type: 'saved', table: table.id, save: id, name: msg.name });
  }

  /** Opens a table again from a save; a reason when it cannot. */
  async restore(saveId: string, acceptReplay: boolean, creator: Creator = null): Promise<{ ok: true; table: Table } | { ok: false; code: string; reason: string }> {
    const loaded = await this.o.saves.load(saveId);
    if (!loaded.ok) return { ok: false, code: 'save-damaged', reason: loaded.reason };
    if (!loaded.matches && !acceptReplay) {
      return { ok: false, code: 'save-mismatch', reason: `Replaying this save does not give the saved game (they differ at ${loaded.difference}). Open it anyway only if you accept the replayed game.` };
    }
    const s = loaded.save;
    // A table's autosave reopens that table (or finds it open). Any other save (named, imported)
    // becomes a new table with its own id, so its autosaves never overwrite the original game's.
    let tableId = s.table.id;
    const own = saveId === s.table.id;
    if (!own) {
      tableId = newTableId();
      while (this.tables.has(tableId) || existsSync(join(this.o.saves.dir, `${tableId}.save.json`))) tableId = newTableId();
    }
    const existing = this.tables.get(tableId);
    if (existing) return { ok: true, table: existing };
    let table: Table;
    try {
      table = tableFromSave(this.o.registry.get(s.game)!, s, tableId, own);
    } catch (err) {
      return { ok: false, code: 'save-damaged', reason: `The save could not be opened again: ${(err as Error).message ?? String(err)}` };
    }
    this.register(table, creator);
    // The save and its journal become one file again (a new table: its first autosave).
    this.autosave.now(table);
    this.o.log(`table ${table.id} restored from save ${saveId} at state ${table.stateNo}`);
    this.scheduleBots(table);
    this.markLobby();
    return { ok: true, table };
  }

  private async resume(conn: Conn, saveId: string, acceptReplay: boolean, rid: Rid): Promise<void> {
    if (!conn.local) return this.fail(conn, rid, 'not-local', 'Saves can be opened only on the host machine.');
    const res = await this.restore(saveId, acceptReplay);
    if (!res.ok) return this.fail(conn, rid, res.code, res.reason);
    const ownerToken = newToken();
    const hash = hashToken(ownerToken);
    res.table.ownerHashes.push(hash);
    this.autosave.record(res.table, { t: 'o', h: hash });
    this.reply(conn, rid, { type: 'tableCreated', table: this.summary(res.table), ownerToken, seats: [] });
    this.show(conn, res.table, null);
    this.broadcast(res.table);
  }

  /**
   * Every unfinished autosave of a table someone joined (and nobody closed) becomes a table
   * again (the newest MAX_LIVE_TABLES of them). Named saves are not read; a save that does not
   * replay exactly is left in the saves list (damaged or differing), never reopened.
   */
  async restoreAll(): Promise<number> {
    let n = 0;
    for (const id of await this.o.saves.autosavesToReopen(MAX_LIVE_TABLES)) {
      try {
        const res = await this.restore(id, false);
        if (res.ok) n++;
        else this.o.log(`save ${id} not reopened: ${res.reason}`);
      } catch (err) {
        this.o.log(`save ${id} not reopened: ${(err as Error).message}`);
      }
    }
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.thinker.close();
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    if (this.lobbyTimer) clearTimeout(this.lobbyTimer);
    for (const c of this.conns) c.stop();
    await this.flush();
    this.autosave.stop();
    for (const id of this.tables.keys()) this.o.saves.journal(id).close();
  }
}
