/**
 * Every table's autosave (save id = table id): a journal line for each change, written before
 * the change is sent to anyone, and the whole save (compact JSON) rewritten at most once per
 * SNAPSHOT_INTERVAL_MS per table, and at once when the game ends. A host killed at any instant
 * therefore comes back with every move any client saw (the snapshot plus its journal).
 *
 * A table nobody has joined and nobody has moved at is not written at all (a guest opening
 * tables and leaving them cannot fill the saves folder); the first join or move writes it whole.
 */
import type { SaveStore } from '../saves/index.js';
import type { JournalRecord } from '../saves/journal.js';
import type { Table } from './table.js';

export const SNAPSHOT_INTERVAL_MS = 1000;

interface Pending {
  /** A snapshot of this table is on disk (the journal may follow it). */
  persisted: boolean;
  timer: NodeJS.Timeout | null;
  writing: Promise<void> | null;
  /** Changes came after the snapshot being written (or none is being written). */
  dirty: boolean;
  lastWrite: number;
}

export class Autosave {
  private pending = new Map<string, Pending>();

  constructor(
    private readonly saves: SaveStore,
    private readonly log: (msg: string) => void,
    private readonly interval = SNAPSHOT_INTERVAL_MS,
  ) {}

  private state(table: Table): Pending {
    let p = this.pending.get(table.id);
    if (!p) this.pending.set(table.id, (p = { persisted: false, timer: null, writing: null, dirty: false, lastWrite: 0 }));
    return p;
  }

  /** Whether the table is worth a file: someone joined it, or someone moved. */
  private static worthSaving(table: Table): boolean {
    return table.joined || table.moves.length > 0;
  }

  /** The table's whole save now, before anyone hears of what changed; its old journal goes. */
  now(table: Table, extra: { closed?: boolean } = {}): void {
    const p = this.state(table);
    if (!Autosave.worthSaving(table) && !p.persisted) return;
    p.persisted = true;
    if (p.timer) clearTimeout(p.timer);
    p.timer = null;
    p.dirty = false;
    this.saves.writeSync(table.id, table.toSave(table.title, extra));
    this.saves.journal(table.id).trim(table.journalSeq);
    p.lastWrite = Date.now();
  }

  /** Writes a change to the table's journal (before anyone is told), and plans a snapshot. */
  record(table: Table, entry: JournalRecord): void {
    const p = this.state(table);
    if (!p.persisted) {
      // No file yet: the first change worth keeping writes the whole table (this change in it).
      this.now(table);
      return;
    }
    table.journalSeq++;
    try {
      this.saves.journal(table.id).append({ ...entry, j: table.journalSeq } as never);
    } catch (err) {
      this.log(`journal of table ${table.id} could not be written: ${(err as Error).message}`);
    }
    this.changed(table);
  }

  /** Plans a snapshot: at most one per interval, at once when the game is over. */
  changed(table: Table): void {
    const p = this.state(table);
    if (!p.persisted) return;
    p.dirty = true;
    if (p.timer || p.writing) return;
    const wait = table.outcome() !== null ? 0 : Math.max(0, p.lastWrite + this.interval - Date.now());
    p.timer = setTimeout(() => {
      p.timer = null;
      this.write(table, p);
    }, wait);
  }

  private write(table: Table, p: Pending): void {
    p.dirty = false;
    p.lastWrite = Date.now();
    const upTo = table.journalSeq;
    // Serialised now, in one piece with the journal counter it holds.
    const save = table.toSave(table.title);
    p.writing = this.saves
      .write(table.id, save)
      .then(() => this.saves.journal(table.id).trim(upTo))
      .catch((err: unknown) => this.log(`autosave of table ${table.id} failed: ${(err as Error).message}`))
      .finally(() => {
        p.writing = null;
        if (p.dirty) this.changed(table);
      });
  }

  /** Writes every planned snapshot now; resolves when all are on disk. */
  async flush(tables: Iterable<Table>): Promise<void> {
    for (const t of tables) {
      const p = this.pending.get(t.id);
      if (!p) continue;
      if (p.writing) await p.writing;
      if (p.timer) {
        clearTimeout(p.timer);
        p.timer = null;
        this.write(t, p);
      }
      if (p.writing) await p.writing;
    }
  }

  /** Whether a snapshot of the table is being written or waits to be. */
  busy(tableId: string): boolean {
    const p = this.pending.get(tableId);
    return !!p && (p.writing !== null || p.timer !== null);
  }

  /** Whether everything the table did is on disk: its save written, nothing planned or being written. */
  onDisk(tableId: string): boolean {
    const p = this.pending.get(tableId);
    return !!p && p.persisted && p.writing === null && p.timer === null;
  }

  /** The table leaves memory: its journal file handle is closed (the files stay). */
  forget(tableId: string): void {
    const p = this.pending.get(tableId);
    if (p?.timer) clearTimeout(p.timer);
    this.pending.delete(tableId);
    this.saves.journal(tableId).close();
  }

  stop(): void {
    for (const p of this.pending.values()) if (p.timer) clearTimeout(p.timer);
  }
}
