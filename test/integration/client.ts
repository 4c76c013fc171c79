/**
 * A test client for the host: a WebSocket that records the frames it receives and waits for
 * the ones a test expects (with a timeout, so no test can hang). Message indices are absolute;
 * with `keep` set, only the latest `keep` messages are held (long games, many clients).
 *
 * It words what the host says by key in English on receipt (an error's `message`, a log entry's
 * `text`), as a client does (games/core/client-words.ts); `onFrame` sees the frame as sent.
 *
 * It reads views as the renderer does (games/core/view-stream.ts): boards once, whole views,
 * then deltas, asking for the whole view again after a gap. After every view or delta frame it
 * records a `tableView` event holding the rebuilt view, so tests wait for views, not frames.
 */
import { WebSocket } from 'ws';
import type { HostMessage, TableView } from '../../formats/protocol.js';
import { ViewStream } from '../../formats/view-stream.js';
import { wordHostMessage } from '../../formats/client-words.js';

/** The shortest wait for a host's message: a failure detector, never a speed claim. */
const MIN_WAIT_MS = 60_000;
import { allMessages } from '../../games/messages.js';

/** The view a client holds after a `view` or `delta` frame (recorded by the client, not sent by the host). */
export interface TableViewEvent {
  type: 'tableView';
  data: TableView;
  /** The frame it came from. */
  frame: 'view' | 'delta';
  rid?: number;
}

export type ClientEvent = HostMessage | TableViewEvent;

export interface ClientOptions {
  headers?: Record<string, string>;
  /** Hold only this many latest messages (default: all). */
  keep?: number;
  /** Called with every frame's text (recording for the hidden-information test). */
  onFrame?: (text: string, msg: HostMessage) => void;
  /** Ask the host for whole views only (`hello` with `deltas: false`). */
  wholeViews?: boolean;
  /** Connect from this local address (a loopback one, 127.0.0.2 …, to play another machine). */
  localAddress?: string;
}

/**
 * A wait's promise, its failure marked as seen: a test that awaits it still gets the error, but
 * one a test left behind (a recorder, a test that failed half-way) failing when its connection
 * closes in `afterEach` is not an unhandled rejection, which fails the whole run in Vitest.
 */
function quiet<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}

export class TestClient {
  /** The held messages; `messages[i]` has absolute index `base + i`. */
  private held: ClientEvent[] = [];
  private base = 0;
  private waiters: { pred: (m: ClientEvent) => boolean; resolve: (m: ClientEvent) => void; fail: (e: Error) => void; from: number }[] = [];
  /** The latest table view per "table/seat". */
  readonly views = new Map<string, TableView>();
  readonly streams = new Map<string, ViewStream>();
  readonly boards = new Map<string, unknown>();
  /** Frames that did not follow and made this client ask for a whole view. */
  resyncs = 0;
  /** Bytes of every frame received. */
  bytes = 0;
  closed = false;
  closeCode: number | null = null;

  private constructor(
    readonly ws: WebSocket,
    private readonly opts: ClientOptions,
  ) {
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.bytes += (data as Buffer).length;
      const msg = JSON.parse(text) as HostMessage;
      opts.onFrame?.(text, msg);
      // The host sends keys and params, not sentences: word them in English, as a client does.
      wordHostMessage(allMessages, 'en', msg);
      this.push(msg);
      if (msg.type === 'board') this.boards.set(msg.hash, msg.board);
      if (msg.type === 'view' || msg.type === 'delta') {
        const key = `${msg.table}/${msg.seat}`;
        let stream = this.streams.get(key);
        if (!stream) this.streams.set(key, (stream = new ViewStream()));
        const r = stream.receive(msg);
        if (r === 'resync') {
          this.resyncs++;
          this.send({ type: 'resync', table: msg.table, seat: msg.seat });
        }
        if (r === 'ok') {
          const view = stream.view(this.boards.get(stream.pub!.board) ?? null)!;
          this.views.set(key, view);
          this.push(msg.rid === undefined ? { type: 'tableView', data: view, frame: msg.type } : { type: 'tableView', data: view, frame: msg.type, rid: msg.rid });
        }
      }
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      // No message can come now: a wait still pending fails at once and its timer goes with it.
      // Why: a wait left open (a test's recorder, a test that failed half-way) kept a timer of a
      // minute or more alive after its test, and rejected later, in another test's time.
      for (const w of this.waiters.splice(0)) w.fail(new Error(`the connection closed (${code}) while waiting for a message`));
    });
  }

  private push(msg: ClientEvent): void {
    this.held.push(msg);
    const index = this.count - 1;
    if (this.opts.keep !== undefined && this.held.length > this.opts.keep) {
      const drop = this.held.length - this.opts.keep;
      this.held.splice(0, drop);
      this.base += drop;
    }
    this.waiters = this.waiters.filter((w) => {
      if (index >= w.from && w.pred(msg)) {
        w.resolve(msg);
        return false;
      }
      return true;
    });
  }

  static connect(url: string, opts: ClientOptions = {}): Promise<TestClient> {
    const wsUrl = url.replace(/^http/, 'ws') + 'ws';
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers: opts.headers ?? {}, ...(opts.localAddress ? { localAddress: opts.localAddress } : {}) });
      const c = new TestClient(ws, opts);
      ws.once('open', () => {
        if (opts.wholeViews) c.send({ type: 'hello', protocol: 2, deltas: false });
        resolve(c);
      });
      ws.once('error', reject);
    });
  }

  /** How many messages arrived so far (the index the next one will have). */
  get count(): number {
    return this.base + this.held.length;
  }

  /** Held messages (all of them unless `keep` was set). */
  get messages(): ClientEvent[] {
    return this.held;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /**
   * The next message (from absolute index `from`, default now) that satisfies `pred`. The wait is a
   * failure detector, not a speed claim: a host on a machine at a load of 20 or more can take
   * seconds to answer, so the default is generous, and no wait is shorter than a minute: waits of
   * 5 s written for a quiet machine failed at a load of 40.
   */
  next<T extends ClientEvent = ClientEvent>(pred: (m: ClientEvent) => boolean, timeoutMs = MIN_WAIT_MS, from = this.count): Promise<T> {
    for (let i = Math.max(from, this.base); i < this.count; i++) {
      const m = this.held[i - this.base]!;
      if (pred(m)) return Promise.resolve(m as T);
    }
    if (this.closed) return quiet(Promise.reject(new Error(`the connection closed (${this.closeCode}) before the message came`)));
    return quiet(new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        const last = this.held.slice(-2).map((m) => JSON.stringify(m).slice(0, 300));
        reject(new Error(`timed out waiting for a message; last: ${last.join(' | ')}`));
      }, Math.max(timeoutMs, MIN_WAIT_MS));
      const waiter = {
        pred,
        from,
        resolve: (m: ClientEvent) => {
          clearTimeout(timer);
          resolve(m as T);
        },
        fail: (e: Error) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.waiters.push(waiter);
    }));
  }

  /** Sends and waits for the first reply matching `pred`. */
  request<T extends ClientEvent = ClientEvent>(msg: unknown, pred: (m: ClientEvent) => boolean, timeoutMs = 60_000): Promise<T> {
    const from = this.count;
    this.send(msg);
    return this.next<T>(pred, timeoutMs, from);
  }

  /** The latest table view this client got for a seat (null = spectator). */
  latestView(table: string, seat: number | null): TableView | undefined {
    return this.views.get(`${table}/${seat}`);
  }

  close(): void {
    this.ws.close();
  }
}

export const isView = (table: string, seat: number | null, minState = 0) => (m: ClientEvent): boolean =>
  m.type === 'tableView' && m.data.table.id === table && m.data.seat === seat && m.data.stateNo >= minState;
