/**
 * A client's copy of one seat's view of a table (or the spectator's), rebuilt from the frames
 * the host sends: a whole `view`, then `delta`s numbered by `seq`. Used by the renderer's table
 * store, the tests and the benchmark alike, so all of them read the wire the same way.
 *
 * `receive` says `resync` when a frame does not follow (a gap in `seq`, an operation that does
 * not fit): the client then asks the host for the whole view again and ignores deltas until it
 * comes.
 */
import { LOG_TAIL, type DeltaFrame, type LogEntry, type PublicPart, type SeatPart, type TableView, type ViewFrame } from './protocol.js';
import { applyDelta, DeltaError } from './view-delta.js';

/** A seat's game view: the spectator's, with the seat's own keys on top. */
export function seatView(pub: unknown, mine: Pick<SeatPart, 'priv' | 'drop'>): unknown {
  const keys = Object.keys(mine.priv);
  if (keys.length === 0 && mine.drop.length === 0) return pub;
  const out: Record<string, unknown> = { ...(pub as Record<string, unknown>) };
  for (const k of mine.drop) delete out[k];
  for (const k of keys) {
    if (k === '__proto__') Object.defineProperty(out, k, { value: mine.priv[k], writable: true, enumerable: true, configurable: true });
    else out[k] = mine.priv[k];
  }
  return out;
}

/** The view a screen reads, from the parts the wire carries. */
export function toTableView(pub: PublicPart, mine: SeatPart, log: LogEntry[], board: unknown): TableView {
  return {
    table: pub.table,
    seat: mine.seat,
    playerId: mine.playerId,
    stateNo: pub.stateNo,
    view: seatView(pub.view, mine),
    activePlayers: pub.activePlayers,
    log,
    outcome: pub.outcome,
    board,
    canUndo: mine.canUndo,
    legal: mine.legal,
    canAskUndo: mine.canAskUndo,
    undoRequest: pub.undoRequest,
    readers: pub.readers,
    logCount: mine.logCount,
  };
}

export type Received = 'ok' | 'resync' | 'ignored';

export class ViewStream {
  seq = -1;
  pub: PublicPart | null = null;
  mine: SeatPart | null = null;
  log: LogEntry[] = [];
  /** Waiting for a whole view after a gap: deltas are ignored until it comes. */
  resyncing = false;

  get ready(): boolean {
    return this.pub !== null && this.mine !== null;
  }

  receive(frame: ViewFrame | DeltaFrame): Received {
    if (frame.type === 'view') {
      this.seq = frame.seq;
      this.pub = frame.pub;
      this.mine = frame.mine;
      this.log = frame.log.slice(-LOG_TAIL);
      this.resyncing = false;
      return 'ok';
    }
    if (this.resyncing) return 'ignored';
    if (!this.pub || !this.mine || frame.seq !== this.seq + 1) return this.lost();
    try {
      const pub = frame.pub ? applyDelta(this.pub, frame.pub) : this.pub;
      const mine = frame.mine ? applyDelta(this.mine, frame.mine) : this.mine;
      let log = this.log;
      if (frame.log && frame.log.length > 0) {
        log = this.log.concat(frame.log);
        if (log.length > LOG_TAIL) log = log.slice(log.length - LOG_TAIL);
      }
      this.pub = pub;
      this.mine = mine;
      this.log = log;
      this.seq = frame.seq;
      return 'ok';
    } catch (err) {
      if (err instanceof DeltaError || err instanceof TypeError) return this.lost();
      throw err;
    }
  }

  private lost(): Received {
    this.resyncing = true;
    return 'resync';
  }

  /** The rebuilt view (null before the first whole view). */
  view(board: unknown): TableView | null {
    return this.pub && this.mine ? toTableView(this.pub, this.mine, this.log, board) : null;
  }
}
