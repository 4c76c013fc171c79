/**
 * What the saves list knows about each save file, so that listing is cheap: per save id, the
 * stamps (size and modification time) of the save and of its journal when it was last read,
 * whether its moves are known to replay, and its list entry. A save whose stamps still match is
 * listed without opening it; one the host wrote itself is known to replay without a replay.
 *
 * Kept in memory and in `<dataDir>/cache/save-index.json` (written at most every few seconds and
 * after each list), so a host start does not read the whole saves folder again. The file is only
 * a saving of work: when it is missing, damaged or too large, every save is read again.
 */
import { readFileSync, statSync, promises as fs } from 'node:fs';
import { z } from 'zod';
import type { SaveSummary } from '../../formats/protocol.js';
import { parseJson, writeFileAtomic } from '../library/json-file.js';
import { reasonSchema, SAVE_ID, SAVE_LIMITS } from './format.js';

export interface Known {
  save: string;
  journal: string;
  /** The save and its journal replay (a replay found no refused move, or the host wrote them). */
  replayOk: boolean;
  /** The list entry (without the file path), or null when the file must be read for it. */
  summary: Omit<SaveSummary, 'file'> | null;
}

/** The index file is ours, but a file on disk all the same: each entry is checked and bounded. */
const text = (n: number) => z.string().max(n);
const knownEntry = z.object({
  save: text(60),
  journal: text(60),
  replayOk: z.boolean(),
  summary: z
    .object({
      id: z.string().regex(SAVE_ID),
      name: text(200),
      game: text(64),
      board: text(200),
      players: z.array(z.object({ name: text(SAVE_LIMITS.name), kind: text(10) })).max(SAVE_LIMITS.players),
      moves: z.number().int().min(0).max(SAVE_LIMITS.moves),
      round: z.number().optional(),
      turn: z.number().optional(),
      finished: z.boolean(),
      savedAt: text(40),
      // By key since reasons are worded by each client: an entry of an older index (English) is read again.
      damaged: reasonSchema.optional(),
      journal: z.object({ line: z.number().int().min(1), reason: reasonSchema, moves: z.number().int().min(0).max(SAVE_LIMITS.moves) }).optional(),
    })
    .nullable(),
});

/** The index file's largest size (about 2 KB per save at the very most). */
const MAX_INDEX_BYTES = 16 * 1024 * 1024;
const PERSIST_DELAY_MS = 3000;

export function stripFile(s: SaveSummary): Omit<SaveSummary, 'file'> {
  const { file: _file, ...rest } = s;
  return rest;
}

export async function fileStampAsync(file: string): Promise<string> {
  const st = await fs.stat(file).catch(() => null);
  return st ? `${st.size}:${st.mtimeMs}` : '';
}

export function createSaveIndex(file: string) {
  let map: Map<string, Known> | null = null;
  let changed = false;
  let timer: NodeJS.Timeout | null = null;

  function load(): Map<string, Known> {
    if (map) return map;
    map = new Map();
    try {
      if (statSync(file).size > MAX_INDEX_BYTES) return map;
      const parsed = parseJson(readFileSync(file, 'utf8'));
      if (parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value)) {
        for (const [id, v] of Object.entries(parsed.value as Record<string, unknown>)) {
          const e = knownEntry.safeParse(v);
          if (SAVE_ID.test(id) && e.success && (e.data.summary === null || e.data.summary.id === id)) map.set(id, e.data as Known);
        }
      }
    } catch {
      // No index yet (or unreadable): every save is read once.
    }
    return map;
  }

  function touch(): void {
    changed = true;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void persist();
    }, PERSIST_DELAY_MS);
    timer.unref();
  }

  async function persist(): Promise<void> {
    if (!changed || !map) return;
    changed = false;
    await writeFileAtomic(file, JSON.stringify(Object.fromEntries(map))).catch(() => undefined);
  }

  return {
    /** What is known of `id` when its files still have these stamps. */
    get(id: string, stamps: { save: string; journal: string }): Known | null {
      const k = load().get(id);
      return k && k.save === stamps.save && k.journal === stamps.journal ? k : null;
    },
    set(id: string, known: Known): void {
      load().set(id, known);
      touch();
    },
    forget(id: string): void {
      if (load().delete(id)) touch();
    },
    /** The host appended to (or trimmed) the journal itself: a save known to replay still does. */
    journalChanged(id: string, before: string, after: string): void {
      const k = load().get(id);
      if (!k || !k.replayOk || k.journal !== before) return;
      // Its list entry (moves, seats) is read again; its replay is not needed.
      load().set(id, { ...k, journal: after, summary: null });
      touch();
    },
    /** Drops what is known of saves no longer in the folder. */
    keepOnly(ids: ReadonlySet<string>): void {
      for (const id of load().keys()) if (!ids.has(id)) this.forget(id);
    },
    persist,
  };
}
