/**
 * Is a connection still there? Judged at each heartbeat, for the host to drop what is gone (a
 * laptop that slept, a cable pulled): its seats then show as disconnected.
 *
 * A sign of life is anything from the client (a pong or any message), or, while frames wait in
 * our socket's buffer (the system's own is full: the client has not read what it got), bytes of
 * that buffer handed on since the last beat: the client's machine took them, so it reads, however
 * slowly, and its pong waits behind those frames. A connection is dropped only after
 * `SILENT_BEATS_TO_DROP` beats in a row without one.
 *
 * Dropping at the first silent beat (a ping unanswered at the next, 30 s later) dropped clients
 * that were slow, not gone: a page behind on a busy machine reads its ping only after the frames
 * queued before it, and a host busy with one long task reads a pong that came in time only after
 * the next beat has judged (timers run before sockets are read). A page so dropped showed
 * "Reconnecting…" at a load of 36 and came back by itself. With two beats a pong has at least a
 * whole interval in which the host reads its sockets.
 */

/** Silent beats in a row that drop a connection (at 30 s a beat: gone for 60–90 s). */
export const SILENT_BEATS_TO_DROP = 2;

/** What a socket tells of the bytes it handed on (a `net.Socket`). */
export interface SocketCounters {
  readonly bytesWritten: number;
  readonly writableLength: number;
}

/** Bytes the socket handed on to the system so far (written, less what still waits in its buffer). */
export function bytesHandedOn(socket: SocketCounters | undefined): number {
  if (!socket) return 0;
  const n = socket.bytesWritten - socket.writableLength;
  return Number.isFinite(n) ? n : 0;
}

export class Liveness {
  private heard = true;
  private silent = 0;
  private handedOn: number;
  /** Bytes waited in the socket's buffer at the last beat. */
  private backlog: boolean;

  constructor(private readonly socket?: SocketCounters) {
    this.handedOn = bytesHandedOn(socket);
    this.backlog = (socket?.writableLength ?? 0) > 0;
  }

  /** Something came from the client: a pong or any message. */
  hear(): void {
    this.heard = true;
  }

  /** Beats in a row without a sign of life so far. */
  get silentBeats(): number {
    return this.silent;
  }

  /** At a heartbeat: true when the connection is gone (drop it); otherwise the caller pings it. */
  beat(): boolean {
    const handedOn = bytesHandedOn(this.socket);
    // Without a backlog the system took our bytes whether or not the client reads: no sign.
    const reading = this.backlog && handedOn > this.handedOn;
    this.handedOn = handedOn;
    this.backlog = (this.socket?.writableLength ?? 0) > 0;
    this.silent = this.heard || reading ? 0 : this.silent + 1;
    this.heard = false;
    return this.silent >= SILENT_BEATS_TO_DROP;
  }
}
