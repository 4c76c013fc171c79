/**
 * The bots wait at a scoring: each page showing the table opens the scoring's breakdown to read,
 * and the table promises that "the bots wait until this is closed". A page says so itself
 * (`setReading`), but only once it has drawn the breakdown; a busy page says it late, and the
 * bots would play past the scoring meanwhile. So the host holds the bots itself from the moment
 * it sends a scoring, for every page then showing the table that reads them (it said `moments` in
 * `hello`), until each has answered (`setReading` on: its own hold takes over; off: read), has
 * gone, or a bound has passed (a page that never answers does not stop the game for good).
 */
import type { Conn } from './streams.js';
import type { Table } from './table.js';

/** The log type of a scoring's event, in every game that has scorings (airlines/end.ts, airlines-europe/secret.ts). */
export const SCORING_EVENT = 'scoring';

/** How long the bots wait at most for a page that does not answer a scoring. */
export const SCORING_HOLD_MS = 20_000;

interface Hold {
  /** The pages yet to answer. */
  pending: Set<Conn>;
  timer: NodeJS.Timeout;
}

export class ScoringHolds {
  private holds = new Map<string, Hold>();
  /** Per table, the state last looked at (a state's scoring holds once, however often the clock asks). */
  private seen = new Map<string, number>();

  constructor(
    private readonly audience: (tableId: string) => Iterable<Conn>,
    private readonly boundMs: number,
    /** Called when a hold ends by its bound (the bots may go on). */
    private readonly ended: (table: Table) => void,
  ) {}

  /** A scoring just made (the current state's move logged one): hold the bots for the pages showing it. */
  noteState(table: Table): void {
    if (this.seen.get(table.id) === table.stateNo) return;
    this.seen.set(table.id, table.stateNo);
    if (!table.loggedNow(SCORING_EVENT)) return;
    const pending = new Set([...this.audience(table.id)].filter((c) => c.readsMoments && c.shows(table.id)));
    if (pending.size === 0) return;
    const old = this.holds.get(table.id);
    if (old) {
      clearTimeout(old.timer);
      for (const c of old.pending) pending.add(c);
    }
    const timer = setTimeout(() => {
      if (this.holds.get(table.id)?.timer !== timer) return;
      this.holds.delete(table.id);
      this.ended(table);
    }, this.boundMs);
    this.holds.set(table.id, { pending, timer });
  }

  /** This page answered about the table (reading now, or done): the bots no longer wait for it here. */
  answered(conn: Conn, tableId: string): void {
    this.holds.get(tableId)?.pending.delete(conn);
  }

  /** Whether the bots wait at a scoring: some page showing it has not answered yet (gone pages drop out). */
  holding(table: Table, open: (conn: Conn) => boolean): boolean {
    const hold = this.holds.get(table.id);
    if (!hold) return false;
    for (const c of hold.pending) if (!open(c) || !c.shows(table.id)) hold.pending.delete(c);
    if (hold.pending.size > 0) return true;
    this.release(table.id);
    return false;
  }

  /** Drops the table's hold (the table closes or leaves memory). */
  release(tableId: string): void {
    const hold = this.holds.get(tableId);
    if (hold) clearTimeout(hold.timer);
    this.holds.delete(tableId);
  }

  /** Forgets a table for good. */
  forget(tableId: string): void {
    this.release(tableId);
    this.seen.delete(tableId);
  }

  /** Stops every timer (the hub closes). */
  close(): void {
    for (const id of [...this.holds.keys()]) this.release(id);
  }
}
