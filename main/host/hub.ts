/**
 * The hub: every table and every connection, and the one place messages from clients are
 * handled. Each incoming frame is JSON-parsed safely, checked against the protocol's schema,
 * rate-limited, and then checked for authority (the seat token, the owner token, the turn)
 * before the table sees it. Nothing a client sends can throw out of here, and nothing a game's
 * code throws in a bot's turn or a timer leaves here either: that table is paused (table.ts).
 */
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WebSocket } from 'ws';
import { checkBoard, isPlayable } from '../../games/core/board-check.js';
import { SetupError } from '../../games/core/errors.js';
import type { GameDefinition } from '../../games/core/types.js';
import { clientMessage, MAX_JSON_DEPTH, PROTOCOL_VERSION, type ClientMessage, type GameInfo, type HostMessage, type TableSummary } from '../../games/core/protocol.js';
import type { Library } from '../library/index.js';
import { tooDeepAt } from '../library/json-file.js';
import { everJoined, NAMED_SAVE_PREFIX, newSaveId, type SaveStore } from '../saves/index.js';
import { Table, type Seat } from './table.js';
import { hashPassword, hashToken, newTableId, newToken } from './tokens.js';

/** How long a finished table nobody is at stays open. */
export const FINISHED_TABLE_GRACE_MS = 10 * 60_000;

/**
 * Games in progress that someone has joined, at most (a guest on the LAN cannot fill the
 * host's memory). Tables nobody joined do not count here; guests have their own limits below.
 */
export const MAX_LIVE_TABLES = 64;
/** Every table in memory, joined or not: the last guard on memory (the host machine too). */
export const MAX_TABLES = 256;
/** Unfinished tables one guest connection (not the host machine) may have created. */
export const MAX_TABLES_PER_CONNECTION = 4;
/** Unfinished tables all guest connections from one address may have created. */
export const MAX_TABLES_PER_ADDRESS = 8;
/** Named saves (`saveTable`) one table may make while the host runs. */
export const MAX_NAMED_SAVES_PER_TABLE = 20;
/** The least time between two named saves of one table. */
export const NAMED_SAVE_INTERVAL_MS = 2000;

export interface SendLimits {
  /** Over this many bytes waiting to be sent, views are coalesced (only each table's latest). */
  soft: number;
  /** Over this many, the connection is closed: it does not read what it is sent. */
  hard: number;
}
export const DEFAULT_SEND_LIMITS: SendLimits = { soft: 1024 * 1024, hard: 16 * 1024 * 1024 };

export interface RateLimit {
  /** Messages per second a connection may send on average. */
  perSecond: number;
  /** How many it may send at once. */
  burst: number;
}

export interface HubOptions {
  registry: ReadonlyMap<string, GameDefinition>;
  library: Library;
  saves: SaveStore;
  botDelayMs: number;
  rateLimit: RateLimit;
  hostName: string;
  log: (msg: string) => void;
  /** How long a finished table nobody is at stays open. Default FINISHED_TABLE_GRACE_MS. */
  finishedTableGraceMs?: number;
  /** Send-buffer limits per connection. Default DEFAULT_SEND_LIMITS. */
  sendLimits?: SendLimits;
  /** Named saves per table and the least time between two. Default MAX_NAMED_SAVES_PER_TABLE, NAMED_SAVE_INTERVAL_MS. */
  namedSaveLimit?: NamedSaveLimit;
}

export interface NamedSaveLimit {
  max: number;
  intervalMs: number;
}

export class Conn {
  /** Seats held, per table id. */
  readonly seats = new Map<string, Set<number>>();
  readonly watching = new Set<string>();
  lobby = false;
  private tokens: number;
  private last = Date.now();
  /** Messages refused by the rate limit in a row; too many closes the connection. */
  strikes = 0;
  /** Answered the last heartbeat ping (a sleeping laptop does not). */
  alive = true;
  /** Views held back while the send buffer is full: only the latest per table and seat. */
  private pending = new Map<string, string>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** How many views were replaced by a later one before they could be sent (tests, logs). */
  coalesced = 0;

  constructor(
    readonly ws: WebSocket,
    /** The connection comes from this machine (loopback). */
    readonly local: boolean,
    private readonly limit: RateLimit,
    /** The remote address (guests' limits are per address too). */
    readonly address: string = '',
    private readonly sendLimits: SendLimits = DEFAULT_SEND_LIMITS,
  ) {
    this.tokens = limit.burst;
  }

  /** Token bucket: true when this message may be handled. */
  allow(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.last) / 1000) * this.limit.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.strikes = 0;
      return true;
    }
    this.strikes++;
    return false;
  }

  /**
   * Sends a message. `latestOnly` names what the message is the latest of (a table's view for
   * a seat, the lobby): while the socket's send buffer is over the soft limit such a message
   * replaces the one of the same name still waiting, so a client that reads slowly (or never)
   * costs the host one message per name, not a queue. Over the hard limit the connection closes.
   */
  send(msg: HostMessage | string, latestOnly?: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
    const buffered = this.ws.bufferedAmount;
    if (buffered > this.sendLimits.hard) {
      this.ws.terminate();
      return;
    }
    if (latestOnly !== undefined) {
      if (buffered > this.sendLimits.soft || this.pending.size > 0) {
        if (this.pending.has(latestOnly)) this.coalesced++;
        this.pending.set(latestOnly, text);
        this.flushTimer ??= setInterval(() => {
          try {
            this.flushPending();
          } catch {
            // The socket broke while flushing: it closes, and detach cleans up.
            this.stopFlushing();
          }
        }, 50);
        this.flushTimer.unref?.();
        return;
      }
    }
    this.ws.send(text);
  }

  private flushPending(): void {
    if (this.ws.readyState !== this.ws.OPEN) {
      this.stopFlushing();
      return;
    }
    if (this.ws.bufferedAmount > this.sendLimits.soft) return;
    const waiting = [...this.pending.values()];
    this.stopFlushing();
    for (const text of waiting) this.ws.send(text);
  }

  private stopFlushing(): void {
    this.pending.clear();
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
  }

  /** The connection is gone: nothing waits for it any more. */
  dispose(): void {
    this.stopFlushing();
  }
}

/** Where a table came from, for the guests' limits. */
interface Creator {
  conn: Conn;
  address: string;
  local: boolean;
}

export function gameInfo(def: GameDefinition): GameInfo {
  return {
    id: def.id,
    name: def.name,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    options: def.options.map((o) => ({ ...o })),
    bots: def.bots.map((b) => ({ id: b.id, name: b.name, description: b.description })),
  };
}

export class Hub {
  readonly tables = new Map<string, Table>();
  readonly conns = new Set<Conn>();
  private botTimers = new Map<string, NodeJS.Timeout>();
  private saving = new Map<string, Promise<void>>();
  private dirty = new Set<string>();
  private closed = false;
  private lastLobby = '';
  private idleSince = new Map<string, number>();
  private creators = new Map<string, Creator>();
  /** Named saves per table: how many, and when the last one was made. */
  private namedSaves = new Map<string, { count: number; last: number }>();

  constructor(private readonly o: HubOptions) {}

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
          this.broadcast(table);
          this.pushLobby();
        } catch (again) {
          this.o.log(`telling table ${table.id} it is paused failed: ${(again as Error).message}`);
        }
      }
    }
  }

  /** Adds a table to the hub (its pauses are logged). */
  private register(table: Table, creator?: Creator): void {
    this.tables.set(table.id, table);
    if (creator) this.creators.set(table.id, creator);
    table.onPause = (reason) => this.o.log(`table ${table.id} paused: ${reason}`);
  }

  /** Removes a table from memory (its autosave stays). */
  private unregister(id: string): void {
    this.tables.delete(id);
    this.creators.delete(id);
    this.idleSince.delete(id);
    this.namedSaves.delete(id);
    const timer = this.botTimers.get(id);
    if (timer) clearTimeout(timer);
    this.botTimers.delete(id);
  }

  // ---------------------------------------------------------------------------------------
  // Connections
  // ---------------------------------------------------------------------------------------

  attach(ws: WebSocket, local: boolean, address = ''): Conn {
    const conn = new Conn(ws, local, this.o.rateLimit, address, this.o.sendLimits);
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
    this.safely('dropping idle tables', () => this.dropIdle());
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
   * A finished table nobody looks at any more leaves memory after a while (its autosave stays
   * in the saves list), so a host that runs for weeks does not keep every game it ever hosted;
   * so does a table nobody ever joined, once nobody looks at it.
   */
  private dropIdle(now = Date.now()): void {
    for (const [id, t] of this.tables) {
      if (t.outcome() === null && t.joined) continue;
      const watched = [...this.conns].some((c) => c.seats.has(id) || c.watching.has(id));
      if (watched) {
        this.idleSince.delete(id);
        continue;
      }
      const since = this.idleSince.get(id) ?? now;
      this.idleSince.set(id, since);
      if (now - since >= (this.o.finishedTableGraceMs ?? FINISHED_TABLE_GRACE_MS) && !this.saving.has(id)) {
        this.unregister(id);
        this.o.log(`${t.joined ? 'finished' : 'unjoined'} table ${id} closed (nobody at it)`);
        this.pushLobby();
      }
    }
  }

  private detach(conn: Conn): void {
    conn.dispose();
    if (!this.conns.delete(conn)) return;
    const tables = new Set([...conn.seats.keys(), ...conn.watching]);
    for (const id of tables) {
      const t = this.tables.get(id);
      if (t) {
        t.touch();
        this.broadcast(t);
      }
    }
    if (conn.seats.size > 0) this.pushLobby();
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
      const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
      const issue = parsed.error.issues[0];
      conn.send({
        type: 'error',
        code: 'bad-message',
        message: `That message does not have the right shape${typeof type === 'string' ? ` for "${type.slice(0, 40)}"` : ''}: ${issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'unknown'}.`,
      });
      return;
    }
    this.handle(conn, parsed.data);
  }

  private handle(conn: Conn, msg: ClientMessage): void {
    switch (msg.type) {
      case 'hello':
        void this.welcome(conn, msg.protocol).catch((err: unknown) => this.internal(conn, err));
        return;
      case 'ping':
        conn.send(msg.t === undefined ? { type: 'pong' } : { type: 'pong', t: msg.t });
        return;
      case 'listTables':
        conn.lobby = true;
        this.lastLobby = JSON.stringify({ type: 'tables', tables: this.summaries() });
        conn.send(this.lastLobby);
        return;
      case 'createTable':
        void this.createTable(conn, msg).catch((err: unknown) => this.internal(conn, err));
        return;
      case 'joinTable':
        this.join(conn, msg);
        return;
      case 'watch':
        this.watch(conn, msg.table, undefined);
        return;
      case 'move':
        this.move(conn, msg);
        return;
      case 'undo':
        this.undo(conn, msg);
        return;
      case 'setSeat':
        this.setSeat(conn, msg);
        return;
      case 'getLog': {
        const table = this.tables.get(msg.table);
        if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
        const seat = msg.token !== undefined ? table.seatOfToken(msg.token) : undefined;
        if (msg.token !== undefined && !seat) return conn.send({ type: 'error', code: 'bad-token', message: 'That seat token is not valid at this table.' });
        if (!seat && !this.passwordOk(table, undefined) && !conn.watching.has(table.id)) return conn.send({ type: 'error', code: 'password', message: 'This table has a password.' });
        conn.send({ type: 'log', table: table.id, seat: seat ? seat.index : null, entries: table.logFor(seat ? seat.playerId : null, msg.before ?? Infinity, msg.limit ?? 200) });
        return;
      }
      case 'leave':
        conn.seats.delete(msg.table);
        conn.watching.delete(msg.table);
        return;
      case 'saveTable':
        void this.saveNamed(conn, msg).catch((err: unknown) => this.internal(conn, err));
        return;
      case 'resumeSave':
        void this.resume(conn, msg.save, msg.acceptReplay === true).catch((err: unknown) => this.internal(conn, err));
        return;
      case 'closeTable':
        this.closeTable(conn, msg);
        return;
      case 'resumeTable':
        this.resumeTable(conn, msg);
        return;
    }
  }

  private internal(conn: Conn, err: unknown): void {
    this.o.log(`internal error: ${(err as Error).stack ?? String(err)}`);
    conn.send({ type: 'error', code: 'internal', message: 'Something went wrong on the host; the table is unchanged.' });
  }

  private async welcome(conn: Conn, protocol: number): Promise<void> {
    if (protocol !== PROTOCOL_VERSION) {
      conn.send({ type: 'error', code: 'protocol', message: `This host speaks protocol ${PROTOCOL_VERSION}, the app speaks ${protocol}: update the older one.` });
    }
    const boards = (await this.o.library.list()).map(({ file: _file, board: _board, ...info }) => info);
    conn.send({ type: 'welcome', protocol: PROTOCOL_VERSION, games: [...this.o.registry.values()].map(gameInfo), boards, hostName: this.o.hostName });
  }

  // ---------------------------------------------------------------------------------------
  // Tables
  // ---------------------------------------------------------------------------------------

  private connected(table: Table): (seat: number) => boolean {
    return (seat) => {
      for (const c of this.conns) if (c.seats.get(table.id)?.has(seat)) return true;
      return false;
    };
  }

  summary(table: Table): TableSummary {
    return table.summary(this.connected(table));
  }

  summaries(): TableSummary[] {
    return [...this.tables.values()].map((t) => this.summary(t));
  }

  /** Sends the table list to the lobby listeners when it changed (not on every move). */
  private pushLobby(): void {
    if (![...this.conns].some((c) => c.lobby)) return;
    const msg = JSON.stringify({ type: 'tables', tables: this.summaries() });
    if (msg === this.lastLobby) return;
    this.lastLobby = msg;
    for (const c of this.conns) if (c.lobby) c.send(msg, 'lobby');
  }

  /** Sends every connection of the table its own views: one per held seat, one if watching. */
  broadcast(table: Table): void {
    const pausedBefore = table.paused;
    let summary: TableSummary | undefined;
    for (const c of this.conns) {
      const held = c.seats.get(table.id);
      const watching = c.watching.has(table.id);
      if (!held && !watching) continue;
      summary ??= this.summary(table);
      if (held) for (const seat of held) c.send(table.viewJson(seat, summary), `${table.id}/${seat}`);
      if (watching) c.send(table.viewJson(null, summary), `${table.id}/-`);
    }
    // Making a view paused the table (the game's view code threw): everyone must learn it.
    if (table.paused !== pausedBefore) {
      this.broadcast(table);
      this.pushLobby();
    }
  }

  private hold(conn: Conn, table: Table, seat: number): void {
    let set = conn.seats.get(table.id);
    if (!set) conn.seats.set(table.id, (set = new Set()));
    set.add(seat);
    if (table.seats[seat]?.kind === 'human') table.joined = true;
  }

  /** Why `conn` may not open another table now, or null when it may. */
  private tableLimit(conn: Conn): string | null {
    const live = [...this.tables.entries()].filter(([, t]) => t.outcome() === null);
    if (this.tables.size >= MAX_TABLES) return `This host already holds ${this.tables.size} tables; the host machine can close some.`;
    if (conn.local) return null;
    const joined = live.filter(([, t]) => t.joined).length;
    if (joined >= MAX_LIVE_TABLES) return `This host already runs ${joined} games; finish or close some first.`;
    const mine = live.filter(([id]) => this.creators.get(id)?.conn === conn).length;
    if (mine >= MAX_TABLES_PER_CONNECTION) return `You have opened ${mine} tables that are not finished; that is the most a guest may open at once. Finish or close one first.`;
    const fromAddress = live.filter(([id]) => { const c = this.creators.get(id); return c !== undefined && !c.local && c.address === conn.address; }).length;
    if (fromAddress >= MAX_TABLES_PER_ADDRESS) return `Your computer has opened ${fromAddress} tables that are not finished; that is the most one guest computer may open at once.`;
    return null;
  }

  private async createTable(conn: Conn, msg: Extract<ClientMessage, { type: 'createTable' }>): Promise<void> {
    const def = this.o.registry.get(msg.game);
    if (!def) return conn.send({ type: 'error', code: 'no-game', message: `No game called "${msg.game}" is installed.` });
    const limit = this.tableLimit(conn);
    if (limit !== null) return conn.send({ type: 'error', code: 'too-many-tables', message: limit });
    if (msg.seats.length < def.minPlayers || msg.seats.length > def.maxPlayers) {
      return conn.send({ type: 'error', code: 'players', message: `${def.name} is for ${def.minPlayers} to ${def.maxPlayers} players, not ${msg.seats.length}.` });
    }
    let board: unknown;
    let boardId: string | undefined;
    if ('library' in msg.board) {
      const entry = await this.o.library.get(msg.board.library);
      if (!entry || entry.game !== def.id) return conn.send({ type: 'error', code: 'no-board', message: `There is no ${def.name} board "${msg.board.library}".` });
      if (!entry.playable || entry.board === undefined) {
        return conn.send({ type: 'error', code: 'board-problems', message: `The board "${entry.name}" cannot be played yet: ${entry.problems[0]?.path} ${entry.problems[0]?.message}` });
      }
      board = entry.board;
      boardId = entry.id;
    } else {
      const check = checkBoard(def, msg.board.inline);
      if (!check.ok || !isPlayable(check.problems)) {
        const p = check.problems.find((x) => (x.severity ?? 'error') === 'error');
        return conn.send({ type: 'error', code: 'board-problems', message: `This board cannot be played yet: ${p?.path} ${p?.message}` });
      }
      board = check.board;
    }
    const options = def.optionsSchema.safeParse(msg.options);
    if (!options.success) return conn.send({ type: 'error', code: 'bad-options', message: `Those table options are not valid: ${options.error.issues[0]?.message}` });
    const seats: Seat[] = [];
    for (const [i, req] of msg.seats.entries()) {
      if (req.kind === 'bot') {
        const bot = def.bots.find((b) => b.id === (req.bot ?? def.bots[0]?.id));
        if (!bot) return conn.send({ type: 'error', code: 'no-bot', message: `${def.name} has no bot "${req.bot}".` });
        seats.push({ index: i, playerId: `p${i + 1}`, name: req.name ?? `${bot.name} ${i + 1}`, kind: 'bot', bot: bot.id });
      } else {
        seats.push({ index: i, playerId: `p${i + 1}`, name: req.name ?? `Player ${i + 1}`, kind: req.kind });
      }
    }
    // A new id never names a table already open or a save already on disk.
    let id = newTableId();
    while (this.tables.has(id) || existsSync(join(this.o.saves.dir, `${id}.save.json`))) id = newTableId();
    const ownerToken = newToken();
    const tokens = new Map<number, string>();
    for (const s of seats) {
      if (s.kind !== 'human') continue;
      const t = newToken();
      tokens.set(s.index, t);
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
        ...(boardId !== undefined ? { boardId } : {}),
        options: options.data as Record<string, unknown>,
        seed: msg.seed ?? randomInt(0, 2 ** 31),
        seats,
        ownerHashes: [hashToken(ownerToken)],
        ...(msg.password ? { passwordHash: hashPassword(id, msg.password) } : {}),
      });
    } catch (err) {
      const message = err instanceof SetupError ? err.message : `The game could not be set up: ${(err as Error).message}`;
      return conn.send({ type: 'error', code: 'setup', message });
    }
    // The board may have been read from the library while other tables were opened.
    const late = this.tableLimit(conn);
    if (late !== null) return conn.send({ type: 'error', code: 'too-many-tables', message: late });
    this.register(table, { conn, address: conn.address, local: conn.local });
    conn.send({ type: 'tableCreated', table: this.summaryAfterHolding(conn, table, [...tokens.keys()]), ownerToken });
    for (const [seat, token] of tokens) conn.send({ type: 'seated', table: id, seat, token });
    this.o.log(`table ${id} created: ${def.id}, ${seats.length} seats`);
    this.afterChange(table);
  }

  private summaryAfterHolding(conn: Conn, table: Table, seats: number[]): TableSummary {
    for (const s of seats) this.hold(conn, table, s);
    table.touch();
    return this.summary(table);
  }

  private passwordOk(table: Table, password: string | undefined): boolean {
    return table.passwordHash === undefined || (password !== undefined && hashPassword(table.id, password) === table.passwordHash);
  }

  private join(conn: Conn, msg: Extract<ClientMessage, { type: 'joinTable' }>): void {
    const table = this.tables.get(msg.table);
    if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
    if (msg.token !== undefined) {
      const seat = table.seatOfToken(msg.token);
      if (!seat) return conn.send({ type: 'error', code: 'bad-token', message: 'That seat token is not valid at this table (the seat may have been freed).' });
      this.hold(conn, table, seat.index);
      conn.send({ type: 'seated', table: table.id, seat: seat.index, token: msg.token });
      table.touch();
      this.broadcast(table);
      this.pushLobby();
      return;
    }
    if (msg.seat === undefined) return this.watch(conn, table.id, msg.password);
    const seat = table.seats[msg.seat];
    if (!seat) return conn.send({ type: 'error', code: 'no-seat', message: `This table has no seat ${msg.seat + 1}.` });
    const owner = table.isOwner(msg.ownerToken);
    if (!owner && !this.passwordOk(table, msg.password)) return conn.send({ type: 'error', code: 'password', message: 'The table password is wrong.' });
    if (seat.kind === 'bot') return conn.send({ type: 'error', code: 'seat-taken', message: `Seat ${msg.seat + 1} is played by a bot; the table owner can hand it to you.` });
    if (seat.kind === 'human' && !owner) return conn.send({ type: 'error', code: 'seat-taken', message: `Seat ${msg.seat + 1} is taken by ${seat.name}.` });
    // Taking over a seat (owner) revokes the token of whoever held it.
    if (seat.kind === 'human') this.revoke(table, seat.index, 'The table owner has taken this seat over.');
    const token = newToken();
    seat.kind = 'human';
    seat.tokenHash = hashToken(token);
    if (msg.name !== undefined) seat.name = msg.name;
    this.hold(conn, table, seat.index);
    conn.send({ type: 'seated', table: table.id, seat: seat.index, token });
    this.o.log(`table ${table.id}: seat ${seat.index + 1} taken`);
    this.afterChange(table);
  }

  private watch(conn: Conn, tableId: string, password: string | undefined): void {
    const table = this.tables.get(tableId);
    if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
    if (!this.passwordOk(table, password) && !conn.seats.has(table.id)) return conn.send({ type: 'error', code: 'password', message: 'This table has a password.' });
    conn.watching.add(table.id);
    conn.send(table.viewJson(null, this.summary(table)), `${table.id}/-`);
  }

  /** Who may close or resume a table: its owner, or anyone on the host machine. */
  private mayManage(conn: Conn, table: Table, ownerToken: string | undefined): boolean {
    return conn.local || table.isOwner(ownerToken);
  }

  private closeTable(conn: Conn, msg: Extract<ClientMessage, { type: 'closeTable' }>): void {
    const table = this.tables.get(msg.table);
    if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
    if (!this.mayManage(conn, table, msg.ownerToken)) return conn.send({ type: 'error', code: 'not-owner', message: 'Only the table owner or the host machine may close a table.' });
    this.unregister(table.id);
    const reason = conn.local && !table.isOwner(msg.ownerToken) ? 'The host closed this table.' : 'The table owner closed this table.';
    const closed: HostMessage = { type: 'tableClosed', table: table.id, reason };
    let told = false;
    for (const c of this.conns) {
      if (!c.seats.has(table.id) && !c.watching.has(table.id) && c !== conn) continue;
      c.seats.delete(table.id);
      c.watching.delete(table.id);
      c.send(closed);
      told ||= c === conn;
    }
    if (!told) conn.send(closed);
    this.o.log(`table ${table.id} closed by ${conn.local ? 'the host machine' : 'its owner'}`);
    this.pushLobby();
  }

  private resumeTable(conn: Conn, msg: Extract<ClientMessage, { type: 'resumeTable' }>): void {
    const table = this.tables.get(msg.table);
    if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
    if (!this.mayManage(conn, table, msg.ownerToken)) return conn.send({ type: 'error', code: 'not-owner', message: 'Only the table owner or the host machine may resume a table.' });
    if (table.paused === undefined) return conn.send({ type: 'error', code: 'not-paused', message: 'This table is not paused.' });
    table.resume();
    this.o.log(`table ${table.id} resumed`);
    this.afterChange(table);
  }

  /** Finds the seat a token holds at a table, or tells the client why not. */
  private seatFor(conn: Conn, tableId: string, token: string): { table: Table; seat: Seat } | null {
    const table = this.tables.get(tableId);
    if (!table) {
      conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
      return null;
    }
    const seat = table.seatOfToken(token);
    if (!seat) {
      conn.send({ type: 'moveRejected', table: tableId, stateNo: table.stateNo, error: { code: 'not-your-seat', message: 'That token holds no seat at this table.' } });
      return null;
    }
    return { table, seat };
  }

  private move(conn: Conn, msg: Extract<ClientMessage, { type: 'move' }>): void {
    const found = this.seatFor(conn, msg.table, msg.token);
    if (!found) return;
    const { table, seat } = found;
    this.hold(conn, table, seat.index);
    if (seat.kind !== 'human') {
      conn.send({ type: 'moveRejected', table: table.id, stateNo: table.stateNo, error: { code: 'seat-is-bot', message: 'A bot plays this seat now; the table owner can hand it back to you.' } });
      return;
    }
    const res = table.move(seat.index, msg.stateNo, msg.move);
    if (!res.ok) {
      conn.send({ type: 'moveRejected', table: table.id, stateNo: table.stateNo, error: { code: res.code, message: res.message } });
      if (res.code === 'stale') conn.send(table.viewJson(seat.index, this.summary(table)), `${table.id}/${seat.index}`);
      // The move made the game's code throw: everyone at the table learns it is paused.
      if (res.code === 'paused') {
        this.broadcast(table);
        this.pushLobby();
      }
      return;
    }
    this.afterChange(table);
  }

  private undo(conn: Conn, msg: Extract<ClientMessage, { type: 'undo' }>): void {
    const found = this.seatFor(conn, msg.table, msg.token);
    if (!found) return;
    const { table, seat } = found;
    const res = seat.kind === 'human' ? table.undo(seat.index, msg.stateNo) : { ok: false as const, code: 'seat-is-bot', message: 'A bot plays this seat now.' };
    if (!res.ok) {
      conn.send({ type: 'moveRejected', table: table.id, stateNo: table.stateNo, error: { code: res.code, message: res.message } });
      if (res.code === 'stale') conn.send(table.viewJson(seat.index, this.summary(table)), `${table.id}/${seat.index}`);
      return;
    }
    this.afterChange(table);
  }

  /** Takes a seat away from every connection holding it. */
  private revoke(table: Table, seat: number, reason: string): void {
    for (const c of this.conns) {
      const held = c.seats.get(table.id);
      if (held?.delete(seat)) {
        c.send({ type: 'seatLost', table: table.id, seat, reason });
        c.watching.add(table.id);
      }
    }
  }

  private setSeat(conn: Conn, msg: Extract<ClientMessage, { type: 'setSeat' }>): void {
    const table = this.tables.get(msg.table);
    if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
    if (!table.isOwner(msg.ownerToken)) return conn.send({ type: 'error', code: 'not-owner', message: 'Only the table owner may change the seats.' });
    const seat = table.seats[msg.seat];
    if (!seat) return conn.send({ type: 'error', code: 'no-seat', message: `This table has no seat ${msg.seat + 1}.` });
    if (msg.kind === 'bot') {
      const bot = table.def.bots.find((b) => b.id === (msg.bot ?? table.def.bots[0]?.id));
      if (!bot) return conn.send({ type: 'error', code: 'no-bot', message: `${table.def.name} has no bot "${msg.bot}".` });
      seat.kind = 'bot';
      seat.bot = bot.id;
      // The holder keeps its token (the seat can be handed back) but may not act while the bot plays.
    } else if (msg.kind === 'human') {
      if (seat.tokenHash === undefined) return conn.send({ type: 'error', code: 'no-human', message: 'Nobody held this seat before: free it (open) so someone can take it.' });
      seat.kind = 'human';
      delete seat.bot;
    } else {
      this.revoke(table, seat.index, 'The table owner has freed this seat.');
      seat.kind = 'open';
      delete seat.bot;
      delete seat.tokenHash;
    }
    this.o.log(`table ${table.id}: seat ${seat.index + 1} is now ${seat.kind}`);
    this.afterChange(table);
  }

  /** After any change: views to everyone, autosave, the lobby, and the bots' turn. */
  afterChange(table: Table): void {
    table.touch();
    this.broadcast(table);
    this.autosave(table);
    this.pushLobby();
    this.scheduleBots(table);
  }

  private scheduleBots(table: Table): void {
    if (this.closed || this.botTimers.has(table.id) || table.botSeatsToAct().length === 0) return;
    const run = (): void => {
      this.botTimers.delete(table.id);
      if (this.closed || this.tables.get(table.id) !== table) return;
      const seat = table.botSeatsToAct()[0];
      if (!seat) return;
      const res = table.playBot(seat, this.o.log);
      if (!res.ok) {
        this.o.log(`table ${table.id}: bot ${seat.bot} could not move: ${res.message}`);
        // A bot that cannot move stops the bots; if the game's code threw, people must see the pause.
        if (res.code === 'paused') {
          this.broadcast(table);
          this.pushLobby();
        }
        return;
      }
      this.afterChange(table);
    };
    // A timer even without a delay: the views of the last move go out first.
    const timer = setTimeout(() => this.safely(`A bot's turn at table ${table.id}`, run, table), this.o.botDelayMs);
    this.botTimers.set(table.id, timer);
  }

  // ---------------------------------------------------------------------------------------
  // Saves
  // ---------------------------------------------------------------------------------------

  /**
   * Writes the table's autosave; writes of one table never overlap, the latest state wins.
   * A table nobody has joined and nobody has moved at is not written (a guest opening tables
   * and leaving them cannot fill the saves folder).
   */
  autosave(table: Table): void {
    if (!table.joined && table.moves.length === 0) return;
    if (this.saving.has(table.id)) {
      this.dirty.add(table.id);
      return;
    }
    const write = async (): Promise<void> => {
      do {
        this.dirty.delete(table.id);
        try {
          await this.o.saves.write(table.id, table.toSave(`${table.title}`));
        } catch (err) {
          this.o.log(`autosave of table ${table.id} failed: ${(err as Error).message}`);
        }
      } while (this.dirty.has(table.id));
    };
    const p = write().finally(() => this.saving.delete(table.id));
    this.saving.set(table.id, p);
  }

  /** Resolves when every autosave started so far is on disk. */
  async flush(): Promise<void> {
    while (this.saving.size > 0) await Promise.all([...this.saving.values()]);
  }

  private async saveNamed(conn: Conn, msg: Extract<ClientMessage, { type: 'saveTable' }>): Promise<void> {
    const table = this.tables.get(msg.table);
    if (!table) return conn.send({ type: 'error', code: 'no-table', message: 'There is no such table (it may have ended).' });
    if (!table.isOwner(msg.token) && !table.seatOfToken(msg.token)) return conn.send({ type: 'error', code: 'not-at-table', message: 'Only the owner or a player of this table may save it.' });
    // Named saves fill the disk: a few per table, not a stream.
    const now = Date.now();
    const limit = this.o.namedSaveLimit ?? { max: MAX_NAMED_SAVES_PER_TABLE, intervalMs: NAMED_SAVE_INTERVAL_MS };
    const made = this.namedSaves.get(table.id) ?? { count: 0, last: -Infinity };
    if (made.count >= limit.max) {
      return conn.send({ type: 'error', code: 'save-limit', message: `This table has been saved ${made.count} times already; its autosave keeps the latest state, and the host machine can delete older saves.` });
    }
    if (now - made.last < limit.intervalMs) {
      return conn.send({ type: 'error', code: 'save-limit', message: 'This table was saved a moment ago; wait a few seconds before saving it again.' });
    }
    this.namedSaves.set(table.id, { count: made.count + 1, last: now });
    const id = newSaveId(NAMED_SAVE_PREFIX.slice(0, -1));
    await this.o.saves.write(id, table.toSave(msg.name));
    conn.send({ type: 'saved', table: table.id, save: id, name: msg.name });
  }

  /** Opens a table again from a save; null and a reason when it cannot. */
  async restore(saveId: string, acceptReplay: boolean): Promise<{ ok: true; table: Table } | { ok: false; code: string; reason: string }> {
    const loaded = await this.o.saves.load(saveId);
    if (!loaded.ok) return { ok: false, code: 'save-damaged', reason: loaded.reason };
    if (!loaded.matches && !acceptReplay) {
      return { ok: false, code: 'save-mismatch', reason: `Replaying this save does not give the saved game (they differ at ${loaded.difference}). Open it anyway only if you accept the replayed game.` };
    }
    const s = loaded.save;
    // A table's autosave reopens that table (or finds it open). Any other save (named, imported)
    // becomes a new table with its own id, so its autosaves never overwrite the original game's.
    let tableId = s.table.id;
    if (saveId !== s.table.id) {
      tableId = newTableId();
      while (this.tables.has(tableId) || existsSync(join(this.o.saves.dir, `${tableId}.save.json`))) tableId = newTableId();
    }
    const existing = this.tables.get(tableId);
    if (existing) return { ok: true, table: existing };
    const def = this.o.registry.get(s.game)!;
    const check = checkBoard(def, s.board);
    const setupNames = s.players.map((p) => p.setupName ?? p.name);
    let table: Table;
    try {
      table = new Table(
        {
          id: tableId,
          title: s.table.title,
          def,
          board: check.ok ? check.board : s.board,
          ...(s.boardId !== undefined ? { boardId: s.boardId } : {}),
          options: def.optionsSchema.parse(s.options) as Record<string, unknown>,
          seed: s.seed,
          seats: s.players.map((p, i) => {
            const seat: Seat = { index: i, playerId: p.id, name: p.name, kind: p.kind };
            if (p.bot !== undefined) seat.bot = p.bot;
            if (p.tokenHash !== undefined) seat.tokenHash = p.tokenHash;
            return seat;
          }),
          ownerHashes: s.table.ownerHash ? [s.table.ownerHash] : [],
          ...(s.table.passwordHash ? { passwordHash: s.table.passwordHash } : {}),
          setupNames,
          joined: everJoined(s),
        },
        { moves: s.moves.map((m) => ({ player: m.player, move: m.move })), stateNo: s.stateNo },
      );
    } catch (err) {
      return { ok: false, code: 'save-damaged', reason: `The save could not be opened again: ${(err as Error).message ?? String(err)}` };
    }
    this.register(table);
    this.o.log(`table ${table.id} restored from save ${saveId} at state ${table.stateNo}`);
    if (tableId !== saveId) this.autosave(table);
    this.scheduleBots(table);
    this.pushLobby();
    return { ok: true, table };
  }

  private async resume(conn: Conn, saveId: string, acceptReplay: boolean): Promise<void> {
    if (!conn.local) return conn.send({ type: 'error', code: 'not-local', message: 'Saves can be opened only on the host machine.' });
    const res = await this.restore(saveId, acceptReplay);
    if (!res.ok) return conn.send({ type: 'error', code: res.code, message: res.reason });
    const ownerToken = newToken();
    res.table.ownerHashes.push(hashToken(ownerToken));
    conn.send({ type: 'tableCreated', table: this.summary(res.table), ownerToken });
    conn.watching.add(res.table.id);
    conn.send(res.table.viewJson(null, this.summary(res.table)), `${res.table.id}/-`);
  }

  /**
   * Every unfinished autosave of a table someone joined becomes a table again (the newest
   * MAX_LIVE_TABLES of them). Named saves are not read; a save that does not replay exactly is
   * left in the saves list (damaged or differing), never reopened.
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
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    for (const c of this.conns) c.dispose();
    await this.flush();
  }
}
