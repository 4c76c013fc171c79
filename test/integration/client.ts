/**
 * A test client for the host: a WebSocket that records the frames it receives and waits for
 * the ones a test expects (with a timeout, so no test can hang). Message indices are absolute;
 * with `keep` set, only the latest `keep` messages are held (long games, many clients).
 */
import { WebSocket } from 'ws';
import type { HostMessage, TableView } from '../../games/core/protocol.js';

export interface ClientOptions {
  headers?: Record<string, string>;
  /** Hold only this many latest messages (default: all). */
  keep?: number;
  /** Called with every frame's text (recording for the hidden-information test). */
  onFrame?: (text: string, msg: HostMessage) => void;
}

export class TestClient {
  /** The held messages; `messages[i]` has absolute index `base + i`. */
  private held: HostMessage[] = [];
  private base = 0;
  private waiters: { pred: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void; from: number }[] = [];
  /** The latest table view per "table/seat". */
  readonly views = new Map<string, TableView>();
  closed = false;
  closeCode: number | null = null;

  private constructor(
    readonly ws: WebSocket,
    private readonly opts: ClientOptions,
  ) {
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      const msg = JSON.parse(text) as HostMessage;
      opts.onFrame?.(text, msg);
      if (msg.type === 'tableView') this.views.set(`${msg.data.table.id}/${msg.data.seat}`, msg.data);
      this.held.push(msg);
      const index = this.count - 1;
      if (opts.keep !== undefined && this.held.length > opts.keep) {
        const drop = this.held.length - opts.keep;
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
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
    });
  }

  static connect(url: string, opts: ClientOptions = {}): Promise<TestClient> {
    const wsUrl = url.replace(/^http/, 'ws') + 'ws';
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers: opts.headers ?? {} });
      const c = new TestClient(ws, opts);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }

  /** How many messages arrived so far (the index the next one will have). */
  get count(): number {
    return this.base + this.held.length;
  }

  /** Held messages (all of them unless `keep` was set). */
  get messages(): HostMessage[] {
    return this.held;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next message (from absolute index `from`, default now) that satisfies `pred`. */
  next<T extends HostMessage = HostMessage>(pred: (m: HostMessage) => boolean, timeoutMs = 5000, from = this.count): Promise<T> {
    for (let i = Math.max(from, this.base); i < this.count; i++) {
      const m = this.held[i - this.base]!;
      if (pred(m)) return Promise.resolve(m as T);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const last = this.held.slice(-2).map((m) => JSON.stringify(m).slice(0, 300));
        reject(new Error(`timed out waiting for a message; last: ${last.join(' | ')}`));
      }, timeoutMs);
      this.waiters.push({
        pred,
        from,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as T);
        },
      });
    });
  }

  /** Sends and waits for the first reply matching `pred`. */
  request<T extends HostMessage = HostMessage>(msg: unknown, pred: (m: HostMessage) => boolean, timeoutMs = 5000): Promise<T> {
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

export const isView = (table: string, seat: number | null, minState = 0) => (m: HostMessage): boolean =>
  m.type === 'tableView' && m.data.table.id === table && m.data.seat === seat && m.data.stateNo >= minState;
