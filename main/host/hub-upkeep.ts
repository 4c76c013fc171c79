/**
 * Upkeep: keeps memory to the tables in use. Finished tables nobody looks at and games nobody
 * plays are kept as their saves (parked.ts) and opened again when a message names them; tables
 * nobody ever joined leave memory after a grace time.
 */
import { creatorOf, dismissAudience, FINISHED_TABLE_GRACE_MS, IDLE_TABLE_MS, type HubContext, type KeyedWords } from './hub-context.js';
import type { Conn } from './streams.js';
import type { Table } from './table.js';
import type { Wording } from '../../games/core/wording.js';

type Reopened = { ok: true } | { ok: false; code: string; reason: KeyedWords };

export class Upkeep {
  private idleSince = new Map<string, number>();
  private reopening = new Map<string, Promise<Reopened>>();

  constructor(private readonly hub: HubContext) {}

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
    const hub = this.hub;
    const grace = hub.o.finishedTableGraceMs ?? FINISHED_TABLE_GRACE_MS;
    for (const [id, t] of hub.tables) {
      const finished = t.outcome() !== null;
      const watched = (hub.audience.get(id)?.size ?? 0) > 0;
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
        if (now - since >= grace && !hub.autosave.busy(id)) {
          hub.forgetTable(id);
          hub.o.log(`unjoined table ${id} closed (nobody at it)`);
        }
      } else if (now - since >= (hub.o.idleTableMs ?? IDLE_TABLE_MS)) {
        const minutes = Math.round((now - since) / 60_000);
        this.park(t, { key: 'host.closed.idle', params: { minutes } }, now);
      }
    }
    if (hub.parked.expireFinished(now - grace)) hub.markLobby();
  }

  /** The table left memory: its idle clock goes with it. */
  forget(id: string): void {
    this.idleSince.delete(id);
  }

  /** Whether the table is kept as its save (or being opened again from it). */
  kept(id: string): boolean {
    return this.hub.parked.has(id) || this.reopening.has(id);
  }

  /** Whether a connection holds one of the table's seats that a person plays. */
  private personAt(table: Table): boolean {
    for (const c of this.hub.audience.get(table.id) ?? []) {
      for (const i of c.seats.get(table.id) ?? []) if (table.seats[i]?.kind === 'human') return true;
    }
    return false;
  }

  /**
   * The table leaves memory, kept as its save: only once everything it did is on disk (else
   * the next sweep tries again). Whoever still shows it is told why (`reason`).
   */
  private park(table: Table, reason: Wording | null, now: number): void {
    const hub = this.hub;
    if (!hub.autosave.onDisk(table.id)) return;
    const summary = table.summary(() => false);
    hub.parked.add({ id: table.id, summary, json: JSON.stringify(summary), finished: table.outcome() !== null, guest: hub.creators.get(table.id) ?? null, at: now });
    dismissAudience(hub, table.id, reason);
    hub.forgetTable(table.id);
    hub.o.log(`table ${table.id} kept as its save (${reason === null ? 'finished, nobody at it' : 'nobody played at it'})`);
  }

  /**
   * Opens a parked table again from its save, once however many messages ask for it at once.
   * The guests' limits apply as to a new table (a finished one only to the memory guard).
   */
  reopen(conn: Conn, id: string): Promise<Reopened> {
    const hub = this.hub;
    const running = this.reopening.get(id);
    if (running) return running;
    const entry = hub.parked.get(id)!;
    const limit = hub.tableLimit(conn, entry.finished);
    if (limit !== null) return Promise.resolve({ ok: false, code: 'too-many-tables', reason: limit });
    const job = hub
      .restore(id, false, entry.guest ?? creatorOf(conn))
      .then((res): Reopened => {
        if (res.ok) return { ok: true as const };
        // Damaged on disk since: it stays in the saves list with the reason, not in the lobby.
        hub.parked.delete(id);
        hub.markLobby();
        return res;
      })
      .finally(() => this.reopening.delete(id));
    this.reopening.set(id, job);
    return job;
  }
}
