/**
 * Replay reads: a seat's (or a spectator's) log pages and the view at an earlier state, and who
 * is reading the replay now (bots wait while anyone does).
 */
import type { HubContext, Msg, Rid } from './hub-context.js';
import { NO_TABLE } from './hub-context.js';
import { passwordOk } from './hub-seats.js';
import type { Conn } from './streams.js';
import type { Seat, Table } from './table.js';
import { said } from './messages.js';

export class ReplayReads {
  constructor(private readonly hub: HubContext) {}

  /** The seat a token names, or a spectator when there is no token (then the table password or watching is needed). */
  private reader(conn: Conn, rid: Rid, tableId: string, token: string | undefined): { table: Table; seat: Seat | null } | null {
    const table = this.hub.tables.get(tableId);
    if (!table) {
      this.hub.fail(conn, rid, 'no-table', NO_TABLE);
      return null;
    }
    if (token !== undefined) {
      const seat = table.seatOfToken(token);
      if (!seat) {
        this.hub.fail(conn, rid, 'bad-token', said('host.refuse.badToken'));
        return null;
      }
      return { table, seat };
    }
    if (!passwordOk(table, undefined) && !conn.shows(table.id)) {
      this.hub.fail(conn, rid, 'password', said('host.refuse.password'));
      return null;
    }
    return { table, seat: null };
  }

  getLog(conn: Conn, msg: Msg<'getLog'>): void {
    const r = this.reader(conn, msg.rid, msg.table, msg.token);
    if (!r) return;
    const player = r.seat ? r.seat.playerId : null;
    this.hub.reply(conn, msg.rid, { type: 'log', table: r.table.id, seat: r.seat ? r.seat.index : null, entries: r.table.logFor(player, msg.before ?? Infinity, msg.limit ?? 200), total: r.table.logCount(player) });
  }

  viewAt(conn: Conn, msg: Msg<'viewAt'>): void {
    const r = this.reader(conn, msg.rid, msg.table, msg.token);
    if (!r) return;
    const res = r.table.viewAt(r.seat ? r.seat.index : null, msg.stateNo, this.hub.summary(r.table));
    if ('ok' in res) return this.hub.fail(conn, msg.rid, res.code, res);
    if (!conn.boards.has(r.table.boardHash)) {
      conn.boards.add(r.table.boardHash);
      conn.send(`{"type":"board","hash":"${r.table.boardHash}","board":${r.table.boardJsonText()}}`);
    }
    this.hub.reply(conn, msg.rid, { type: 'viewAt', table: r.table.id, seat: r.seat ? r.seat.index : null, stateNo: msg.stateNo, ...res });
  }

  /** The table's count of connections reading its replay, from the connections themselves. */
  countReaders(table: Table): void {
    let n = 0;
    for (const c of this.hub.conns) if (c.reading.has(table.id)) n++;
    if (n !== table.readers) {
      table.readers = n;
      table.touch();
    }
  }

  setReading(conn: Conn, msg: Msg<'setReading'>): void {
    const hub = this.hub;
    const table = hub.tables.get(msg.table);
    if (!table) return hub.fail(conn, msg.rid, 'no-table', NO_TABLE);
    if (!conn.shows(table.id)) return hub.fail(conn, msg.rid, 'not-shown', said('host.refuse.notShownLog'));
    if (msg.on) conn.reading.add(table.id);
    else conn.reading.delete(table.id);
    this.countReaders(table);
    hub.broadcast(table);
    hub.scheduleBots(table);
    hub.reply(conn, msg.rid, { type: 'ok' });
  }
}
