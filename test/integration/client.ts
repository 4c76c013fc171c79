/**
 * A test client for the host: a WebSocket that records every frame it receives and waits for
 * the ones a test expects (with a timeout, so no test can hang).
 */
import { WebSocket } from 'ws';
import type { HostMessage, TableView } from '../../games/core/protocol.js';

export class TestClient {
  readonly frames: string[] = [];
  readonly messages: HostMessage[] = [];
  private waiters: { pred: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void; from: number }[] = [];
  closed = false;
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.frames.push(text);
      const msg = JSON.parse(text) as HostMessage;
      this.messages.push(msg);
      const index = this.messages.length - 1;
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

  static connect(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
    const wsUrl = url.replace(/^http/, 'ws') + 'ws';
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers });
      const c = new TestClient(ws);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next message (from now, or from index `from`) that satisfies `pred`. */
  next<T extends HostMessage = HostMessage>(pred: (m: HostMessage) => boolean, timeoutMs = 5000, from = this.messages.length): Promise<T> {
    for (let i = from; i < this.messages.length; i++) if (pred(this.messages[i]!)) return Promise.resolve(this.messages[i] as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for a message; last: ${this.frames.slice(-2).join(' | ').slice(0, 600)}`)), timeoutMs);
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
    const from = this.messages.length;
    this.send(msg);
    return this.next<T>(pred, timeoutMs, from);
  }

  /** The latest table view this client got for a seat (null = spectator). */
  latestView(table: string, seat: number | null): TableView | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.type === 'tableView' && m.data.table.id === table && m.data.seat === seat) return m.data;
    }
    return undefined;
  }

  close(): void {
    this.ws.close();
  }
}

export const isView = (table: string, seat: number | null, minState = 0) => (m: HostMessage): boolean =>
  m.type === 'tableView' && m.data.table.id === table && m.data.seat === seat && m.data.stateNo >= minState;
