/**
 * Moves and take-backs: a seat token's move or undo goes to its table, which decides; what the
 * table did goes to the autosave's journal before the views go out (hub-context.ts `afterChange`).
 */
import type { Autosave } from './autosave.js';
import type { HubContext, Msg, Rid } from './hub-context.js';
import { said } from './messages.js';
import { NO_TABLE } from './hub-context.js';
import type { Conn } from './streams.js';
import type { Seat, Table } from './table.js';

/** The table's last move goes to its journal. */
export function journalMove(autosave: Autosave, table: Table): void {
  const m = table.lastMove()!;
  autosave.record(table, { t: 'm', n: m.n, p: m.player, m: m.move });
}

/** A take-back the table made since `epoch` (an undo, or one a seat change settled) goes to its journal. */
export function journalTakeBack(autosave: Autosave, table: Table, epoch: number): void {
  if (table.epoch === epoch) return;
  const u = table.undos[table.undos.length - 1]!;
  autosave.record(table, { t: 'u', n: u.n, p: u.player, c: u.count });
}

export class Moves {
  constructor(private readonly hub: HubContext) {}

  /** Finds the seat a token holds at a table, or tells the client why not. */
  private seatFor(conn: Conn, rid: Rid, tableId: string, token: string): { table: Table; seat: Seat } | null {
    const table = this.hub.tables.get(tableId);
    if (!table) {
      this.hub.fail(conn, rid, 'no-table', NO_TABLE);
      return null;
    }
    const seat = table.seatOfToken(token);
    if (!seat) {
      this.hub.refuseMove(conn, rid, table, 'not-your-seat', said('host.refuse.notYourSeat'));
      return null;
    }
    return { table, seat };
  }

  move(conn: Conn, msg: Msg<'move'>): void {
    const hub = this.hub;
    const found = this.seatFor(conn, msg.rid, msg.table, msg.token);
    if (!found) return;
    const { table, seat } = found;
    if (!conn.seats.get(table.id)?.has(seat.index)) {
      hub.show(conn, table, seat.index);
      hub.broadcast(table);
    }
    if (seat.kind !== 'human') return hub.refuseMove(conn, msg.rid, table, 'seat-is-bot', said('host.refuse.seatIsBotAsk'));
    const res = table.move(seat.index, msg.stateNo, msg.move);
    if (!res.ok) {
      hub.refuseMove(conn, msg.rid, table, res.code, res);
      // The move made the game's code throw: everyone at the table learns it is paused.
      if (res.code === 'paused') hub.broadcast(table);
      return;
    }
    journalMove(hub.autosave, table);
    hub.afterChange(table, { conn, seat: seat.index, rid: msg.rid });
  }

  /** Undo, ask to undo, answer a request: the table decides; a take-back goes to the journal. */
  undo(conn: Conn, msg: Msg<'undo'> | Msg<'askUndo'> | Msg<'answerUndo'>): void {
    const found = this.seatFor(conn, msg.rid, msg.table, msg.token);
    if (!found) return;
    const { table, seat } = found;
    if (seat.kind !== 'human') return this.hub.refuseMove(conn, msg.rid, table, 'seat-is-bot', said('host.refuse.seatIsBot'));
    const epoch = table.epoch;
    const res = msg.type === 'undo' ? table.undo(seat.index, msg.stateNo) : msg.type === 'askUndo' ? table.askUndo(seat.index) : table.answerUndo(seat.index, msg.accept);
    if (!res.ok) return this.hub.refuseMove(conn, msg.rid, table, res.code, res);
    journalTakeBack(this.hub.autosave, table, epoch);
    this.hub.afterChange(table, { conn, seat: seat.index, rid: msg.rid });
  }
}
