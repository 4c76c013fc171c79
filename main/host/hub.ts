/**
 * The hub: every table and every connection, and the one place messages from clients are
 * handled. Each incoming frame is JSON-parsed safely, checked against the protocol's schema,
 * rate-limited, and then checked for authority (the seat token, the owner token, the turn)
 * before the table sees it. Nothing a client sends can throw out of here, and nothing a game's
 * code throws in a bot's turn or a timer leaves here either: that table is paused (table.ts).
 * Every answer names the request (`rid`) it answers.
 *
 * The hub routes; its parts do the work, each handed the hub's state and callbacks
 * (hub-context.ts): hub-frames (reading a frame), hub-tables (open, close, resume), hub-seats,
 * hub-moves, hub-reads (replay reads), hub-bot-clock, hub-views, hub-lobby, hub-upkeep (parking
 * and reopening), hub-named-saves, hub-restore and hub-welcome (the answer to `hello`).
 */
import type { WebSocket } from 'ws';
import type { HostMessage, TableSummary } from '../../formats/protocol.js';
import type { ClientMessage } from '../../formats/protocol-schema.js';
import { Autosave } from './autosave.js';
import { BotClock } from './hub-bot-clock.js';
import type { Creator, HubContext, HubOptions, Rid, Rider } from './hub-context.js';
import { readFrame } from './hub-frames.js';
import { Lobby } from './hub-lobby.js';
import { Moves } from './hub-moves.js';
import { NamedSaves } from './hub-named-saves.js';
import { ReplayReads } from './hub-reads.js';
import { Restore } from './hub-restore.js';
import { Seats } from './hub-seats.js';
import { Tables } from './hub-tables.js';
import { Upkeep } from './hub-upkeep.js';
import { Views } from './hub-views.js';
import { welcome } from './hub-welcome.js';
import { ParkedTables } from './parked.js';
import type { SocketCounters } from './liveness.js';
import { Conn, DEFAULT_SEND_LIMITS } from './streams.js';
import type { Table } from './table.js';
import { hostEnglish, said, wordsOf, type HostWords } from './messages.js';
import type { Said, Wording } from '../../games/core/wording.js';
import type { KeyedWords } from './hub-context.js';
import { wireError } from '../../formats/wire-words.js';

export { Conn, DEFAULT_SEND_LIMITS, type RateLimit, type SendLimits } from './streams.js';
export { MAX_GUEST_TABLES, MAX_TABLES, MAX_TABLES_PER_ADDRESS } from './caps.js';

export {
  FINISHED_TABLE_GRACE_MS,
  IDLE_TABLE_MS,
  LOBBY_THROTTLE_MS,
  MAX_LIVE_TABLES,
  MAX_NAMED_SAVES_PER_TABLE,
  NAMED_SAVE_INTERVAL_MS,
  type HubOptions,
  type NamedSaveLimit,
} from './hub-context.js';

export { gameInfo } from './hub-welcome.js';

export class Hub {
  readonly tables = new Map<string, Table>();
  readonly conns = new Set<Conn>();
  /** The connections that show each table. */
  private audience = new Map<string, Set<Conn>>();
  private readonly autosave: Autosave;
  private closed = false;
  private creators = new Map<string, Creator>();
  /** Tables kept as their saves, reopened when a message names them (parked.ts). */
  private readonly parked = new ParkedTables();
  // The parts the hub delegates to; each gets the hub's state and callbacks (hub-context.ts).
  private readonly lobby: Lobby;
  private readonly views: Views;
  private readonly upkeep: Upkeep;
  private readonly seating: Seats;
  private readonly moves: Moves;
  private readonly reads: ReplayReads;
  private readonly bots: BotClock;
  private readonly named: NamedSaves;
  private readonly restorer: Restore;
  private readonly opener: Tables;
  /** The state and callbacks the parts share. */
  private readonly ctx: HubContext;

  constructor(private readonly o: HubOptions) {
    this.autosave = new Autosave(o.saves, o.log, o.snapshotIntervalMs);
    const ctx: HubContext = (this.ctx = {
      o,
      tables: this.tables,
      conns: this.conns,
      audience: this.audience,
      creators: this.creators,
      autosave: this.autosave,
      parked: this.parked,
      closed: () => this.closed,
      reply: (conn, rid, msg) => this.reply(conn, rid, msg),
      fail: (conn, rid, code, words) => this.fail(conn, rid, code, words),
      refuseMove: (conn, rid, table, code, words) => this.refuseMove(conn, rid, table, code, words),
      show: (conn, table, seat) => this.views.show(conn, table, seat),
      broadcast: (table, rider) => this.views.broadcast(table, rider),
      invalidate: (table) => this.lobby.invalidate(table),
      markLobby: () => this.lobby.mark(),
      summary: (table) => this.summary(table),
      afterChange: (table, rider) => this.afterChange(table, rider),
      register: (table, creator) => this.register(table, creator),
      forgetTable: (id) => this.forgetTable(id),
      safely: (what, fn, table) => this.safely(what, fn, table),
      scheduleBots: (table) => this.bots.schedule(table),
      tableLimit: (conn, finished) => this.opener.limit(conn, finished),
      restore: (saveId, acceptReplay, creator) => this.restorer.restore(saveId, acceptReplay, creator),
    });
    this.lobby = new Lobby(ctx);
    this.views = new Views(ctx);
    this.upkeep = new Upkeep(ctx);
    this.seating = new Seats(ctx);
    this.moves = new Moves(ctx);
    this.reads = new ReplayReads(ctx);
    this.bots = new BotClock(ctx);
    this.named = new NamedSaves(ctx);
    this.restorer = new Restore(ctx);
    this.opener = new Tables(ctx, (id) => this.bots.cancel(id));
  }

  /** The worker threads bots that think choose in (bot-worker.ts). */
  get thinker(): BotClock['thinker'] {
    return this.bots.thinker;
  }

  /**
   * Runs `fn`; a throw is logged, never raised. For timers and socket events, where an
   * exception would otherwise end the process. With a table, the table is paused with the reason.
   */
  private safely(what: string, fn: () => void): void;
  private safely(what: Said, fn: () => void, table?: Table): void;
  private safely(what: string | Said, fn: () => void, table?: Table): void {
    try {
      fn();
    } catch (err) {
      this.o.log(`${typeof what === 'string' ? what : what.text} failed: ${(err as Error).stack ?? String(err)}`);
      // Only a `Said` comes with a table (the overloads): what was being done, by key.
      if (table && typeof what !== 'string') {
        const doing: Wording = { key: what.key, ...(what.params ? { params: what.params } : {}) };
        table.pause({ key: 'host.pause.failed', params: { doing, error: (err as Error).message ?? String(err) } });
        try {
          this.lobby.invalidate(table);
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
      this.o.log(`table ${table.id} paused: ${hostEnglish(reason)}`);
      this.autosave.record(table, { t: 'p', r: reason });
      this.lobby.invalidate(table);
    };
  }

  // ---------------------------------------------------------------------------------------
  // Connections
  // ---------------------------------------------------------------------------------------

  attach(ws: WebSocket, local: boolean, address = '', socket?: SocketCounters): Conn {
    const conn = new Conn(ws, local, this.o.rateLimit, address, this.o.sendLimits ?? DEFAULT_SEND_LIMITS, socket);
    this.conns.add(conn);
    ws.on('message', (data, isBinary) => {
      conn.liveness.hear();
      try {
        this.onFrame(conn, data as Buffer | Buffer[] | ArrayBuffer, isBinary);
      } catch (err) {
        // A bug, not the client's fault: report it, keep serving.
        this.o.log(`error handling a message: ${(err as Error).stack ?? String(err)}`);
        conn.send({ type: 'error', ...wireError('internal', wordsOf(said('host.refuse.couldNotHandle'))) });
      }
    });
    ws.on('pong', () => conn.liveness.hear());
    ws.on('close', () => this.safely('closing a connection', () => this.detach(conn)));
    ws.on('error', () => this.safely('closing a connection', () => this.detach(conn)));
    return conn;
  }

  /**
   * Called every heartbeat interval: a connection that gave no sign of life for two beats in a
   * row is dropped (liveness.ts; its seats show as disconnected, the player comes back with its
   * token); the others are pinged.
   */
  heartbeat(): void {
    this.safely('closing idle tables', () => this.sweep());
    for (const c of this.conns) {
      if (c.liveness.beat()) {
        c.ws.terminate();
        continue;
      }
      try {
        c.ws.ping();
      } catch {
        c.ws.terminate();
      }
    }
  }

  /** Keeps memory to the tables in use (hub-upkeep.ts; called every heartbeat, `now` for tests). */
  sweep(now = Date.now()): void {
    this.upkeep.sweep(now);
  }

  private forgetTable(id: string): void {
    this.tables.delete(id);
    this.creators.delete(id);
    this.named.forget(id);
    this.bots.cancel(id);
    this.upkeep.forget(id);
    this.lobby.forget(id);
    this.audience.delete(id);
    this.autosave.forget(id);
    this.lobby.mark();
  }

  private detach(conn: Conn): void {
    conn.stop();
    if (!this.conns.delete(conn)) return;
    const ids = new Set([...conn.seats.keys(), ...conn.watching, ...conn.reading]);
    for (const id of ids) {
      this.audience.get(id)?.delete(conn);
      const t = this.tables.get(id);
      if (!t) continue;
      if (conn.reading.has(id)) this.reads.countReaders(t);
      if (conn.seats.has(id)) this.lobby.invalidate(t);
      this.broadcast(t);
      this.bots.schedule(t);
    }
  }

  private onFrame(conn: Conn, data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean): void {
    if (!conn.allow()) {
      if (conn.strikes > this.o.rateLimit.burst * 4) {
        conn.ws.close(1008, 'Too many messages');
        return;
      }
      conn.send({ type: 'error', ...wireError('rate-limited', wordsOf(said('host.refuse.rateLimited'))) });
      return;
    }
    const frame = readFrame(data, isBinary);
    if (!frame.ok) return this.fail(conn, frame.rid, frame.code, frame.words);
    this.handle(conn, frame.msg);
  }

  private reply(conn: Conn, rid: Rid, msg: HostMessage): void {
    conn.send(rid === undefined ? msg : ({ ...msg, rid } as HostMessage));
  }

  /** A refusal goes out as its code and key + params (no sentence), or its English when it has no key. */
  private fail(conn: Conn, rid: Rid, code: string, words: KeyedWords): void {
    this.reply(conn, rid, { type: 'error', ...wireError(code, wordsOf(words)) });
  }

  private refuseMove(conn: Conn, rid: Rid, table: Table, code: string, words: HostWords): void {
    this.reply(conn, rid, { type: 'moveRejected', table: table.id, stateNo: table.stateNo, error: wireError(code, wordsOf(words)) });
  }

  private handle(conn: Conn, msg: ClientMessage): void {
    const rid = msg.rid;
    // A message naming a table kept as its save opens it again first (`leave` needs no table).
    if ('table' in msg && msg.type !== 'leave' && !this.tables.has(msg.table) && this.upkeep.kept(msg.table)) {
      void this.upkeep.reopen(conn, msg.table)
        .then((res) => (res.ok ? this.handle(conn, msg) : this.fail(conn, rid, res.code, res.reason)))
        .catch((err: unknown) => this.internal(conn, rid, err));
      return;
    }
    switch (msg.type) {
      case 'hello':
        if (msg.deltas === false) conn.deltas = false;
        if (msg.moments === true) conn.readsMoments = true;
        for (const h of msg.boards ?? []) conn.boards.add(h);
        void welcome(this.ctx, conn, msg.protocol, rid).catch((err: unknown) => this.internal(conn, rid, err));
        return;
      case 'ping':
        this.reply(conn, rid, msg.t === undefined ? { type: 'pong' } : { type: 'pong', t: msg.t });
        return;
      case 'listTables':
        conn.lobby = true;
        this.reply(conn, rid, { type: 'tables', tables: this.summaryList() });
        return;
      case 'createTable':
        void this.opener.create(conn, msg).catch((err: unknown) => this.internal(conn, rid, err));
        return;
      case 'joinTable':
        this.seating.join(conn, msg);
        return;
      case 'watch':
        this.seating.watch(conn, msg.table, msg.password, rid);
        return;
      case 'resync':
        this.views.resync(conn, msg);
        return;
      case 'move':
        this.moves.move(conn, msg);
        return;
      case 'undo':
      case 'askUndo':
      case 'answerUndo':
        this.moves.undo(conn, msg);
        return;
      case 'setSeat':
        this.seating.setSeat(conn, msg);
        return;
      case 'getLog':
        this.reads.getLog(conn, msg);
        return;
      case 'viewAt':
        this.reads.viewAt(conn, msg);
        return;
      case 'setReading':
        this.bots.answered(conn, msg.table);
        this.reads.setReading(conn, msg);
        return;
      case 'leave': {
        conn.seats.delete(msg.table);
        conn.watching.delete(msg.table);
        conn.close(msg.table);
        const t = this.tables.get(msg.table);
        if (conn.reading.delete(msg.table) && t) this.reads.countReaders(t);
        this.audience.get(msg.table)?.delete(conn);
        if (t) {
          this.lobby.invalidate(t);
          this.broadcast(t);
          this.bots.schedule(t);
        }
        this.reply(conn, rid, { type: 'ok' });
        return;
      }
      case 'saveTable':
        void this.named.save(conn, msg).catch((err: unknown) => this.internal(conn, rid, err));
        return;
      case 'closeTable':
      case 'resumeTable':
        this.opener.ownerAction(conn, msg);
        return;
      case 'resumeSave':
        void this.restorer.resume(conn, msg.save, msg.acceptReplay === true, rid).catch((err: unknown) => this.internal(conn, rid, err));
        return;
    }
  }

  private internal(conn: Conn, rid: Rid, err: unknown): void {
    this.o.log(`internal error: ${(err as Error).stack ?? String(err)}`);
    this.fail(conn, rid, 'internal', said('host.refuse.internal'));
  }

  // ---------------------------------------------------------------------------------------
  // Summaries and the lobby
  // ---------------------------------------------------------------------------------------

  /** The table's summary, the same object until something in it changes (hub-lobby.ts). */
  summary(table: Table): TableSummary {
    return this.lobby.summary(table);
  }

  /** Every table's summary, open or kept as its save (the lobby list, the LAN announcement). */
  summaryList(): TableSummary[] {
    return this.lobby.summaryList();
  }

  /** Sends every connection at the table what changed; `rider` is the request it answers (hub-views.ts). */
  broadcast(table: Table, rider?: Rider): void {
    this.views.broadcast(table, rider);
  }

  /** After any change: views to everyone, the autosave plan, the lobby, and the bots' turn. */
  afterChange(table: Table, rider?: Rider): void {
    this.lobby.statusMayHaveChanged(table);
    this.broadcast(table, rider);
    this.autosave.changed(table);
    this.bots.schedule(table);
  }

  /** Ends a table: its autosave stays (marked closed, so it is not reopened at start). */
  closeTable(table: Table, reason: Wording): void {
    this.opener.close(table, reason);
  }

  /** Resolves when every autosave planned so far is on disk. */
  async flush(): Promise<void> {
    await this.autosave.flush(this.tables.values());
  }

  /** Opens a table again from a save; a reason when it cannot (hub-restore.ts). */
  restore(saveId: string, acceptReplay: boolean, creator: Creator = null): ReturnType<Restore['restore']> {
    return this.restorer.restore(saveId, acceptReplay, creator);
  }

  /** Every unfinished autosave of a joined table becomes a table again (hub-restore.ts). */
  restoreAll(): Promise<number> {
    return this.restorer.restoreAll();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.bots.close();
    this.lobby.stop();
    for (const c of this.conns) c.stop();
    await this.flush();
    this.autosave.stop();
    for (const id of this.tables.keys()) this.o.saves.journal(id).close();
  }
}
