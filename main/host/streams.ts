/**
 * The view streams of one connection: per table and seat it holds (or watches), what was last
 * sent, so the next frame carries only what changed. A frame is put together from pieces built
 * once per table change (the public part and its delta, each log entry's JSON) and the seat's
 * own small part; only that last piece is diffed per stream.
 *
 * Frames of one change are collected in an `Outbox` and written in one tight loop at the end
 * (sends interleaved with building cost about twice as much each); spectators in step with each
 * other get the very same frame, encoded once.
 *
 * Backpressure: while a connection's send buffer is over the soft limit, its streams send
 * nothing (and count what they skipped); once it drains they send whole views. Other messages
 * named as the latest of something (the lobby) wait, only the latest of each. Over the hard
 * limit the connection is closed: it does not read what it is sent.
 *
 * A stream sends a whole view when it starts, when the table's history was rewritten (a
 * take-back), when it fell more than one public version behind, when the client asked
 * (`resync`), when the client does not take deltas, or after frames were skipped because the
 * connection's send buffer was full.
 */
import type { WebSocket } from 'ws';
import { LOG_TAIL, type HostMessage, type SeatPart } from '../../formats/protocol.js';
import { diff } from '../../formats/view-delta.js';
import { Liveness, type SocketCounters } from './liveness.js';
import type { PublicState, Table } from './table.js';

export interface SendLimits {
  /** Over this many bytes waiting to be sent, views wait (then whole views once it drains). */
  soft: number;
  /** Over this many, the connection is closed: it does not read what it is sent. */
  hard: number;
}
export const DEFAULT_SEND_LIMITS: SendLimits = { soft: 1024 * 1024, hard: 16 * 1024 * 1024 };

/** The frames of one change, sent together once all are built. */
export class Outbox {
  private items: [WebSocket, string | Buffer][] = [];
  private shared = new Map<string, Buffer>();

  add(ws: WebSocket, frame: string): void {
    this.items.push([ws, frame]);
  }

  /** A frame that other connections may get too (same `key`, same text): encoded once. */
  addShared(ws: WebSocket, key: string, build: () => string): void {
    let buf = this.shared.get(key);
    if (!buf) this.shared.set(key, (buf = Buffer.from(build(), 'utf8')));
    this.items.push([ws, buf]);
  }

  flush(): void {
    for (const [ws, frame] of this.items) if (ws.readyState === ws.OPEN) ws.send(frame, { binary: false });
    this.items = [];
    this.shared.clear();
  }
}

interface Stream {
  seat: number | null;
  seq: number;
  pubVersion: number;
  mine: SeatPart | null;
  /** The table's change number when `mine` was built (spectators in step share frames by it). */
  mineStamp: number;
  logPos: number;
  epoch: number;
  /** The next frame must be a whole view. */
  whole: boolean;
}

export interface RateLimit {
  /** Messages per second a connection may send on average. */
  perSecond: number;
  /** How many it may send at once. */
  burst: number;
}

export class Conn {
  /** Seats held, per table id. */
  readonly seats = new Map<string, Set<number>>();
  readonly watching = new Set<string>();
  /** Tables this connection holds for reading (their bots wait). */
  readonly reading = new Set<string>();
  /** Board hashes this connection has. */
  readonly boards = new Set<string>();
  private readonly streams = new Map<string, Stream>();
  /** false: whole views only (the client said so in `hello`). */
  deltas = true;
  /** The client opens each scoring to read and says `setReading` (it said so in `hello`): the bots wait for it at a scoring. */
  readsMoments = false;
  lobby = false;
  private tokens: number;
  private last = Date.now();
  /** Messages refused by the rate limit in a row; too many closes the connection. */
  strikes = 0;
  /** Signs of life between heartbeats (a sleeping laptop gives none; a slow page does). */
  readonly liveness: Liveness;
  /** Frames were skipped for a full send buffer; a timer checks when it drains. */
  private catchUp: NodeJS.Timeout | null = null;
  /** Tables whose streams skipped frames while the buffer was full. */
  private behind = new Set<Table>();
  /** Other messages held back while the buffer is full: only the latest of each name. */
  private held = new Map<string, string>();
  /** How many frames or messages were skipped or replaced for a full send buffer (tests, logs). */
  coalesced = 0;

  constructor(
    readonly ws: WebSocket,
    /** The connection comes from this machine (loopback). */
    readonly local: boolean,
    private readonly limit: RateLimit,
    /** The remote address (guests' limits are per address too). */
    readonly address = '',
    private readonly sendLimits: SendLimits = DEFAULT_SEND_LIMITS,
    /** The connection's socket: how much of what it was sent it took (liveness.ts). */
    socket?: SocketCounters,
  ) {
    this.tokens = limit.burst;
    this.liveness = new Liveness(socket);
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
   * Sends a message. `latestOnly` names what the message is the latest of (the lobby): while the
   * send buffer is full such a message replaces the one of the same name still waiting.
   */
  send(msg: HostMessage | string, latestOnly?: string): void {
    if (this.ws.readyState !== this.ws.OPEN || this.overHard()) return;
    const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
    if (latestOnly !== undefined && (this.ws.bufferedAmount > this.sendLimits.soft || this.held.size > 0)) {
      if (this.held.has(latestOnly)) this.coalesced++;
      this.held.set(latestOnly, text);
      this.awaitDrain();
      return;
    }
    this.ws.send(text);
  }

  /** Over the hard limit the connection is closed (true). */
  private overHard(): boolean {
    if (this.ws.bufferedAmount <= this.sendLimits.hard) return false;
    this.ws.terminate();
    return true;
  }

  /** Does this connection show the table at all (a held seat or watching)? */
  shows(tableId: string): boolean {
    return this.seats.has(tableId) || this.watching.has(tableId);
  }

  private static key(tableId: string, seat: number | null): string {
    return `${tableId}\u0000${seat ?? 's'}`;
  }

  /** Starts a stream (its first frame will be a whole view); true when it is new. */
  open(tableId: string, seat: number | null): boolean {
    const key = Conn.key(tableId, seat);
    if (this.streams.has(key)) return false;
    this.streams.set(key, { seat, seq: -1, pubVersion: 0, mine: null, mineStamp: -1, logPos: 0, epoch: 0, whole: true });
    return true;
  }

  close(tableId: string, seat?: number | null): void {
    if (seat !== undefined) {
      this.streams.delete(Conn.key(tableId, seat));
      return;
    }
    const prefix = `${tableId}\u0000`;
    for (const k of this.streams.keys()) if (k.startsWith(prefix)) this.streams.delete(k);
  }

  /** The next frame of this stream will be a whole view. */
  wantWhole(tableId: string, seat: number | null): boolean {
    const st = this.streams.get(Conn.key(tableId, seat));
    if (st) st.whole = true;
    return !!st;
  }

  /**
   * Sends each of this connection's streams of the table what changed (nothing when nothing
   * did). `rid` rides on the frame of stream `ridSeat`, answering the request that caused it.
   */
  update(table: Table, pub: PublicState, out: Outbox, rid?: { seat: number | null; rid: number }): boolean {
    const prefix = `${table.id}\u0000`;
    let answered = false;
    for (const [key, st] of this.streams) {
      if (!key.startsWith(prefix)) continue;
      const r = rid && rid.seat === st.seat ? rid.rid : undefined;
      if (r !== undefined) answered = true;
      this.sendStream(table, pub, st, r, out);
    }
    return answered;
  }

  private sendStream(table: Table, pub: PublicState, st: Stream, rid: number | undefined, out: Outbox): void {
    if (this.ws.readyState !== this.ws.OPEN || this.overHard()) return;
    if (this.ws.bufferedAmount > this.sendLimits.soft) {
      // A client that does not read gets nothing more until it drains; then the whole view.
      st.whole = true;
      this.coalesced++;
      this.behind.add(table);
      this.awaitDrain();
      return;
    }
    const mine = table.seatPart(st.seat);
    const player = mine.playerId;
    const unchanged = st.pubVersion === pub.version && st.logPos >= table.logLength && mine === st.mine && st.epoch === table.epoch;
    if (unchanged && !st.whole && rid === undefined) return;
    const whole = st.whole || !this.deltas || st.seq < 0 || st.epoch !== table.epoch || (st.pubVersion !== pub.version && st.pubVersion !== pub.version - 1);
    if (whole) return this.sendWhole(table, pub, st, rid, out);
    if (st.seat === null && rid === undefined) {
      // A spectator: the frame depends only on where the stream stands, so streams in step share it.
      const key = `${st.seq}|${st.pubVersion}|${st.logPos}|${st.mineStamp}`;
      const from = { pubVersion: st.pubVersion, logPos: st.logPos, mine: st.mine, seq: st.seq + 1 };
      st.seq++;
      st.pubVersion = pub.version;
      st.logPos = table.logLength;
      st.mine = mine;
      st.mineStamp = table.changeNo;
      out.addShared(this.ws, key, () => {
        let body = '';
        if (from.pubVersion !== pub.version) body += `,"pub":${pub.deltaJson()}`;
        if (from.mine !== mine) {
          const ops = diff(from.mine, mine);
          if (ops.length > 0) body += `,"mine":${JSON.stringify(ops)}`;
        }
        const entries = table.logJsonSince(from.logPos, null);
        if (entries.length > 0) body += `,"log":[${entries.join(',')}]`;
        return `{"type":"delta","table":${JSON.stringify(table.id)},"seat":null,"seq":${from.seq}${body}}`;
      });
      return;
    }
    let body = '';
    if (st.pubVersion !== pub.version) body += `,"pub":${pub.deltaJson()}`;
    if (mine !== st.mine) {
      const ops = diff(st.mine, mine);
      if (ops.length > 0) body += `,"mine":${JSON.stringify(ops)}`;
    }
    if (st.logPos < table.logLength) {
      const entries = table.logJsonSince(st.logPos, player);
      if (entries.length > 0) body += `,"log":[${entries.join(',')}]`;
    }
    st.pubVersion = pub.version;
    st.mine = mine;
    st.mineStamp = table.changeNo;
    st.logPos = table.logLength;
    if (body === '' && rid === undefined) return;
    st.seq++;
    out.add(this.ws, `{"type":"delta","table":${JSON.stringify(table.id)},"seat":${st.seat === null ? 'null' : st.seat},"seq":${st.seq}${rid !== undefined ? `,"rid":${rid}` : ''}${body}}`);
  }

  private sendWhole(table: Table, pub: PublicState, st: Stream, rid: number | undefined, out: Outbox): void {
    if (!this.boards.has(table.boardHash)) {
      this.boards.add(table.boardHash);
      out.add(this.ws, `{"type":"board","hash":"${table.boardHash}","board":${table.boardJsonText()}}`);
    }
    const mine = table.seatPart(st.seat);
    const log = table.logJsonSince(0, mine.playerId).slice(-LOG_TAIL);
    st.seq++;
    st.whole = false;
    st.pubVersion = pub.version;
    st.mine = mine;
    st.mineStamp = table.changeNo;
    st.logPos = table.logLength;
    st.epoch = table.epoch;
    out.add(
      this.ws,
      `{"type":"view","table":${JSON.stringify(table.id)},"seat":${st.seat === null ? 'null' : st.seat},"seq":${st.seq}${rid !== undefined ? `,"rid":${rid}` : ''},"pub":${pub.json()},"mine":${JSON.stringify(mine)},"log":[${log.join(',')}]}`,
    );
  }

  /** Checks now and then whether a full send buffer drained, then sends what waited. */
  private awaitDrain(): void {
    if (this.catchUp) return;
    const check = (): void => {
      this.catchUp = null;
      if (this.ws.readyState !== this.ws.OPEN || this.overHard()) return this.stop();
      if (this.ws.bufferedAmount > this.sendLimits.soft) {
        this.catchUp = setTimeout(check, 50);
        this.catchUp.unref?.();
        return;
      }
      const waiting = [...this.held.values()];
      this.held.clear();
      for (const text of waiting) this.ws.send(text);
      const tables = [...this.behind];
      this.behind.clear();
      const out = new Outbox();
      for (const t of tables) {
        const pub = t.lastPublic();
        if (pub) this.update(t, pub, out);
      }
      out.flush();
    };
    this.catchUp = setTimeout(check, 50);
    this.catchUp.unref?.();
  }

  /** The connection is gone: nothing waits for it any more. */
  stop(): void {
    if (this.catchUp) clearTimeout(this.catchUp);
    this.catchUp = null;
    this.held.clear();
    this.behind.clear();
  }
}
