/**
 * Seats: joining a table (with a seat token, an open seat, or the owner taking one over),
 * watching it, and the owner handing seats to bots, back to their holder, or freeing them.
 * Every seat change goes to the autosave's journal.
 */
import type { SaveFile } from '../saves/format.js';
import type { HubContext, Msg, Rid } from './hub-context.js';
import { NO_TABLE } from './hub-context.js';
import { journalTakeBack } from './hub-moves.js';
import type { Conn } from './streams.js';
import { seatNameWords, type Seat, type Table } from './table.js';
import type { Wording } from '../../games/core/wording.js';
import { hashPassword, hashToken, newToken } from './tokens.js';
import { said } from './messages.js';

/** Whether `password` opens the table (a table without one opens to anyone). */
export function passwordOk(table: Table, password: string | undefined): boolean {
  return table.passwordHash === undefined || (password !== undefined && hashPassword(table.id, password) === table.passwordHash);
}

export class Seats {
  constructor(private readonly hub: HubContext) {}

  private seatRecord(table: Table, seat: Seat): void {
    const s: SaveFile['players'][number] = { id: seat.playerId, name: seat.name, kind: seat.kind };
    if (seat.bot !== undefined) s.bot = seat.bot;
    if (seat.tokenHash !== undefined) s.tokenHash = seat.tokenHash;
    this.hub.autosave.record(table, { t: 's', i: seat.index, s });
  }

  join(conn: Conn, msg: Msg<'joinTable'>): void {
    const hub = this.hub;
    const rid = msg.rid;
    const table = hub.tables.get(msg.table);
    if (!table) return hub.fail(conn, rid, 'no-table', NO_TABLE);
    if (msg.token !== undefined) {
      const seat = table.seatOfToken(msg.token);
      if (!seat) return hub.fail(conn, rid, 'bad-token', said('host.refuse.seatTokenFreed'));
      // The answer first, then the views: a client shows the table when its seat is granted.
      hub.reply(conn, rid, { type: 'seated', table: table.id, seat: seat.index, token: msg.token });
      hub.show(conn, table, seat.index);
      hub.broadcast(table);
      return;
    }
    if (msg.seat === undefined) return this.watch(conn, table.id, msg.password, rid);
    const seat = table.seats[msg.seat];
    if (!seat) return hub.fail(conn, rid, 'no-seat', said('host.refuse.noSeatNumber', { seat: msg.seat + 1 }));
    const owner = table.isOwner(msg.ownerToken);
    if (!owner && !passwordOk(table, msg.password)) return hub.fail(conn, rid, 'password', said('host.refuse.wrongPassword'));
    if (seat.kind === 'bot') return hub.fail(conn, rid, 'seat-taken', said('host.refuse.seatTaken', { seat: msg.seat + 1 }));
    if (seat.kind === 'human' && !owner) return hub.fail(conn, rid, 'seat-taken', said('host.refuse.seatTakenBy', { seat: msg.seat + 1, name: seatNameWords(seat) }));
    // Taking over a seat (owner) revokes the token of whoever held it.
    if (seat.kind === 'human') this.revoke(table, seat.index, { key: 'host.seat.takenOver' });
    const token = newToken();
    seat.kind = 'human';
    seat.tokenHash = hashToken(token);
    if (msg.name !== undefined) seat.name = msg.name;
    this.seatRecord(table, seat);
    table.seatChanged(seat.index);
    hub.invalidate(table);
    hub.reply(conn, rid, { type: 'seated', table: table.id, seat: seat.index, token });
    hub.show(conn, table, seat.index);
    hub.o.log(`table ${table.id}: seat ${seat.index + 1} taken`);
    hub.afterChange(table);
  }

  watch(conn: Conn, tableId: string, password: string | undefined, rid: Rid): void {
    const table = this.hub.tables.get(tableId);
    if (!table) return this.hub.fail(conn, rid, 'no-table', NO_TABLE);
    if (!passwordOk(table, password) && !conn.seats.has(table.id)) return this.hub.fail(conn, rid, 'password', said(password === undefined ? 'host.refuse.password' : 'host.refuse.wrongPassword'));
    this.hub.show(conn, table, null);
    this.hub.broadcast(table, { conn, seat: null, rid });
  }

  /** Takes a seat away from every connection holding it. */
  private revoke(table: Table, seat: number, reason: Wording): void {
    for (const c of this.hub.audience.get(table.id) ?? []) {
      const held = c.seats.get(table.id);
      if (held?.delete(seat)) {
        if (held.size === 0) c.seats.delete(table.id);
        c.close(table.id, seat);
        c.send({ type: 'seatLost', table: table.id, seat, reason });
        this.hub.show(c, table, null);
      }
    }
  }

  setSeat(conn: Conn, msg: Msg<'setSeat'>): void {
    const hub = this.hub;
    const rid = msg.rid;
    const table = hub.tables.get(msg.table);
    if (!table) return hub.fail(conn, rid, 'no-table', NO_TABLE);
    if (!table.isOwner(msg.ownerToken)) return hub.fail(conn, rid, 'not-owner', said('host.refuse.notOwnerSeats'));
    const seat = table.seats[msg.seat];
    if (!seat) return hub.fail(conn, rid, 'no-seat', said('host.refuse.noSeatNumber', { seat: msg.seat + 1 }));
    if (msg.kind === 'bot') {
      const bot = table.def.bots.find((b) => b.id === (msg.bot ?? table.def.defaultBot));
      if (!bot) return hub.fail(conn, rid, 'no-bot', said('host.refuse.noBot', { game: table.def.name, bot: msg.bot ?? '' }));
      seat.kind = 'bot';
      seat.bot = bot.id;
      // The holder keeps its token (the seat can be handed back) but may not act while the bot plays.
    } else if (msg.kind === 'human') {
      if (seat.tokenHash === undefined) return hub.fail(conn, rid, 'no-human', said('host.refuse.noHuman'));
      seat.kind = 'human';
      delete seat.bot;
    } else {
      this.revoke(table, seat.index, { key: 'host.seat.freed' });
      seat.kind = 'open';
      delete seat.bot;
      delete seat.tokenHash;
    }
    this.seatRecord(table, seat);
    const epoch = table.epoch;
    table.seatChanged(seat.index);
    journalTakeBack(hub.autosave, table, epoch);
    hub.invalidate(table);
    hub.o.log(`table ${table.id}: seat ${seat.index + 1} is now ${seat.kind}`);
    hub.afterChange(table);
    hub.reply(conn, rid, { type: 'ok' });
  }
}
