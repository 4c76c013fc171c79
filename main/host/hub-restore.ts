/**
 * Restore: a table opened again from a save (its own autosave reopens that table; any other save
 * becomes a new table), on the host machine's request, when a parked table is named, or for
 * every unfinished autosave when the host starts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_LIVE_TABLES, type Creator, type HubContext, type Restored, type Rid } from './hub-context.js';
import type { Conn } from './streams.js';
import { tableFromSave, type Table } from './table.js';
import { hashToken, newTableId, newToken } from './tokens.js';
import { errorWords, said, wordsOf } from './messages.js';
import { reasonText } from '../saves/reasons.js';

/** A new table id that names no table open and no save on disk. */
export function freshTableId(hub: HubContext): string {
  let id = newTableId();
  while (hub.tables.has(id) || existsSync(join(hub.o.saves.dir, `${id}.save.json`))) id = newTableId();
  return id;
}

export class Restore {
  constructor(private readonly hub: HubContext) {}

  /** Opens a table again from a save; a reason when it cannot. */
  async restore(saveId: string, acceptReplay: boolean, creator: Creator = null): Promise<Restored> {
    const hub = this.hub;
    const loaded = await hub.o.saves.load(saveId);
    // The saves' reasons are by key: sent as such, with their English for the console.
    if (!loaded.ok) return { ok: false, code: 'save-damaged', reason: { ...loaded.reason, text: reasonText(loaded.reason) } };
    if (!loaded.matches && !acceptReplay) {
      return { ok: false, code: 'save-mismatch', reason: said('host.refuse.saveMismatch', { where: loaded.difference ?? '' }) };
    }
    const s = loaded.save;
    // A table's autosave reopens that table (or finds it open). Any other save (named, imported)
    // becomes a new table with its own id, so its autosaves never overwrite the original game's.
    let tableId = s.table.id;
    const own = saveId === s.table.id;
    if (!own) tableId = freshTableId(hub);
    const existing = hub.tables.get(tableId);
    if (existing) return { ok: true, table: existing };
    let table: Table;
    try {
      table = tableFromSave(hub.o.registry.get(s.game)!, s, tableId, own);
    } catch (err) {
      return { ok: false, code: 'save-damaged', reason: said('host.refuse.saveReopen', { error: errorWords(err) }) };
    }
    hub.register(table, creator);
    // The save and its journal become one file again (a new table: its first autosave).
    hub.autosave.now(table);
    hub.o.log(`table ${table.id} restored from save ${saveId} at state ${table.stateNo}`);
    hub.scheduleBots(table);
    hub.markLobby();
    return { ok: true, table };
  }

  /** `resumeSave`: the host machine opens a save; it gets a fresh owner token and watches the table. */
  async resume(conn: Conn, saveId: string, acceptReplay: boolean, rid: Rid): Promise<void> {
    const hub = this.hub;
    if (!conn.local) return hub.fail(conn, rid, 'not-local', said('host.refuse.notLocal'));
    const res = await this.restore(saveId, acceptReplay);
    if (!res.ok) return hub.fail(conn, rid, res.code, res.reason);
    const ownerToken = newToken();
    const hash = hashToken(ownerToken);
    res.table.ownerHashes.push(hash);
    hub.autosave.record(res.table, { t: 'o', h: hash });
    hub.reply(conn, rid, { type: 'tableCreated', table: hub.summary(res.table), ownerToken, seats: [] });
    hub.show(conn, res.table, null);
    hub.broadcast(res.table);
  }

  /**
   * Every unfinished autosave of a table someone joined (and nobody closed) becomes a table
   * again (the newest MAX_LIVE_TABLES of them). Named saves are not read; a save that does not
   * replay exactly is left in the saves list (damaged or differing), never reopened.
   */
  async restoreAll(): Promise<number> {
    let n = 0;
    for (const id of await this.hub.o.saves.autosavesToReopen(MAX_LIVE_TABLES)) {
      try {
        const res = await this.restore(id, false);
        if (res.ok) n++;
        else this.hub.o.log(`save ${id} not reopened: ${wordsOf(res.reason).message}`);
      } catch (err) {
        this.hub.o.log(`save ${id} not reopened: ${(err as Error).message}`);
      }
    }
    return n;
  }
}
