/**
 * Named saves (`saveTable`): a copy of a table under a name, made by its owner or a player.
 * Saves fill the disk, so a table may make a few (MAX_NAMED_SAVES_PER_TABLE), not a stream.
 */
import { NAMED_SAVE_PREFIX, newSaveId } from '../saves/index.js';
import { MAX_NAMED_SAVES_PER_TABLE, NAMED_SAVE_INTERVAL_MS, NO_TABLE, type HubContext, type Msg } from './hub-context.js';
import type { Conn } from './streams.js';
import { said } from './messages.js';

export class NamedSaves {
  /** Named saves per table: how many, and when the last one was made. */
  private made = new Map<string, { count: number; last: number }>();

  constructor(private readonly hub: HubContext) {}

  async save(conn: Conn, msg: Msg<'saveTable'>): Promise<void> {
    const hub = this.hub;
    const table = hub.tables.get(msg.table);
    if (!table) return hub.fail(conn, msg.rid, 'no-table', NO_TABLE);
    if (!table.isOwner(msg.token) && !table.seatOfToken(msg.token)) return hub.fail(conn, msg.rid, 'not-at-table', said('host.refuse.notAtTable'));
    // Named saves fill the disk: a few per table, not a stream.
    const now = Date.now();
    const limit = hub.o.namedSaveLimit ?? { max: MAX_NAMED_SAVES_PER_TABLE, intervalMs: NAMED_SAVE_INTERVAL_MS };
    const made = this.made.get(table.id) ?? { count: 0, last: -Infinity };
    if (made.count >= limit.max) {
      return hub.fail(conn, msg.rid, 'save-limit', said('host.refuse.saveLimit', { count: made.count }));
    }
    if (now - made.last < limit.intervalMs) return hub.fail(conn, msg.rid, 'save-limit', said('host.refuse.saveTooSoon'));
    this.made.set(table.id, { count: made.count + 1, last: now });
    const id = newSaveId(NAMED_SAVE_PREFIX.slice(0, -1));
    const save = table.toSave(msg.name);
    delete save.journal;
    await hub.o.saves.write(id, save);
    hub.reply(conn, msg.rid, { type: 'saved', table: table.id, save: id, name: msg.name });
  }

  /** The table left memory: its count goes with it. */
  forget(id: string): void {
    this.made.delete(id);
  }
}
