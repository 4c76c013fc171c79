/**
 * Tables kept as their saves: a finished table nobody watches, and an unfinished one nobody has
 * played at for a while, leave memory (their autosave on disk holds everything) and keep only
 * their lobby entry here. A message naming one reopens it from its save (hub.ts).
 *
 * Bounded: at most MAX_PARKED entries (the oldest finished ones go first, then the oldest); a
 * finished table leaves the lobby after the finished-table grace time. A table that left this
 * list is still in the saves list, from where the host machine opens it.
 */
import type { TableSummary } from '../../formats/protocol.js';

export const MAX_PARKED = 256;

export interface Parked {
  id: string;
  summary: TableSummary;
  /** The summary as the lobby sends it. */
  json: string;
  finished: boolean;
  /** The guest address that opened it in this run (it counts toward that guest again when reopened). */
  guest: string | null;
  /** When it was parked (ms). */
  at: number;
}

export class ParkedTables {
  private entries = new Map<string, Parked>();

  constructor(private readonly max = MAX_PARKED) {}

  add(p: Parked): void {
    this.entries.delete(p.id);
    this.entries.set(p.id, p);
    while (this.entries.size > this.max) {
      const oldest = [...this.entries.values()].find((e) => e.finished) ?? this.entries.values().next().value!;
      this.entries.delete(oldest.id);
    }
  }

  get(id: string): Parked | undefined {
    return this.entries.get(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  delete(id: string): boolean {
    return this.entries.delete(id);
  }

  /** Finished tables parked before `before` leave the lobby; true when any did. */
  expireFinished(before: number): boolean {
    let any = false;
    for (const e of [...this.entries.values()]) {
      if (e.finished && e.at <= before) any = this.entries.delete(e.id) || any;
    }
    return any;
  }

  values(): IterableIterator<Parked> {
    return this.entries.values();
  }

  get size(): number {
    return this.entries.size;
  }
}
