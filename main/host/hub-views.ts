/**
 * Views: what each connection at a table is sent. A connection shows a table for a seat or as a
 * spectator; after a change every connection at it gets what changed (streams.ts keeps what each
 * one has), one public part serialised once; `resync` sends one connection the whole view again.
 */
import type { HubContext, Msg, Rider } from './hub-context.js';
import { NO_TABLE } from './hub-context.js';
import { Outbox, type Conn } from './streams.js';
import type { Table } from './table.js';
import { said } from './messages.js';

export class Views {
  constructor(private readonly hub: HubContext) {}

  /** Sends every connection at the table what changed; `rider` is the request it answers. */
  broadcast(table: Table, rider?: Rider): void {
    const pausedBefore = table.paused;
    const audience = this.hub.audience.get(table.id);
    let answered = false;
    if (audience && audience.size > 0) {
      const pub = table.publicPart(this.hub.summary(table));
      const out = new Outbox();
      for (const c of audience) {
        const r = rider && rider.conn === c && rider.rid !== undefined ? { seat: rider.seat, rid: rider.rid } : undefined;
        if (c.update(table, pub, out, r)) answered = true;
      }
      out.flush();
    }
    if (rider && rider.rid !== undefined && !answered) this.hub.reply(rider.conn, rider.rid, { type: 'ok' });
    // Making the views paused the table (the game's view code threw): everyone must learn it.
    if (table.paused !== pausedBefore) this.broadcast(table);
  }

  /** This connection now shows the table for `seat` (null: watches): the whole view goes out. */
  show(conn: Conn, table: Table, seat: number | null): void {
    if (seat === null) conn.watching.add(table.id);
    else {
      let set = conn.seats.get(table.id);
      if (!set) conn.seats.set(table.id, (set = new Set()));
      if (!set.has(seat)) {
        set.add(seat);
        this.hub.invalidate(table);
      }
      if (table.seats[seat]?.kind === 'human' && !table.joined) {
        table.joined = true;
        // From now on the table is someone's game: on disk before anyone hears more of it.
        this.hub.autosave.now(table);
      }
    }
    let audience = this.hub.audience.get(table.id);
    if (!audience) this.hub.audience.set(table.id, (audience = new Set()));
    audience.add(conn);
    conn.open(table.id, seat);
  }

  resync(conn: Conn, msg: Msg<'resync'>): void {
    const table = this.hub.tables.get(msg.table);
    if (!table) return this.hub.fail(conn, msg.rid, 'no-table', NO_TABLE);
    const shown = msg.seat === null ? conn.watching.has(table.id) : !!conn.seats.get(table.id)?.has(msg.seat);
    if (!shown || !conn.wantWhole(table.id, msg.seat)) return this.hub.fail(conn, msg.rid, 'not-shown', said('host.refuse.notShown'));
    const out = new Outbox();
    conn.update(table, table.publicPart(this.hub.summary(table)), out, msg.rid === undefined ? undefined : { seat: msg.seat, rid: msg.rid });
    out.flush();
  }
}
