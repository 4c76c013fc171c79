/**
 * The save store: one JSON file per save in `<dataDir>/saves/<id>.save.json` (compact JSON),
 * written atomically (temporary file, then rename) so a crash never leaves half a save. Each
 * table's autosave has the table id as its save id; its moves go to `<id>.journal` as they
 * happen (journal.ts) and the file is rewritten at most about once a second. Reading a save
 * always applies its journal.
 *
 * A damaged or unknown-format file is listed as damaged with the reason and left alone: only
 * `remove` (the user asking) deletes a file.
 */
import { existsSync, mkdirSync, promises as fs } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { GameDefinition } from '../../games/core/types.js';
import { checkBoard } from '../../games/core/board-check.js';
import { parseJson, writeFileAtomic } from '../library/json-file.js';
import { everJoined, firstDifference, migrateSave, SAVE_FORMAT, SAVE_ID, type SaveFile } from './format.js';
import { applyJournal, Journal, readJournal, writeFileAtomicSync } from './journal.js';
import type { SaveSummary as WireSaveSummary } from '../../games/core/protocol.js';

export { SAVE_FORMAT, SAVE_ID, everJoined, firstDifference, migrateSave, type SaveFile, type SavedPlayer } from './format.js';

const SUFFIX = '.save.json';
const JOURNAL = '.journal';
/** Named saves (`saveTable`) have ids with this prefix; a table id never does. */
export const NAMED_SAVE_PREFIX = 'save-';
/** Largest save read or imported, in bytes. */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024;

/** The list entry; the host always fills `file`. */
export type SaveSummary = WireSaveSummary & { file: string };

export type LoadResult =
  | {
      ok: true;
      save: SaveFile;
      /** The state rebuilt from setup + moves. */
      state: unknown;
      /** False when the replay disagrees with the saved snapshot; `difference` says where. */
      matches: boolean;
      difference?: string;
    }
  | { ok: false; reason: string };

export interface SaveStore {
  readonly dir: string;
  /** Writes (or rewrites) a save under `id`. */
  write(id: string, save: SaveFile): Promise<void>;
  /** The same, before returning (a new table is on disk before anyone is told about it). */
  writeSync(id: string, save: SaveFile): void;
  /** The journal of the save `id` (one per id). */
  journal(id: string): Journal;
  list(): Promise<SaveSummary[]>;
  /** Reads, migrates and replays a save, comparing the replay with its snapshot. */
  load(id: string): Promise<LoadResult>;
  /**
   * The autosaves a host start should reopen: unfinished, played by someone (`table.joined`),
   * named by their own table id; newest first, at most `limit`. Named saves are not even read.
   */
  autosavesToReopen(limit: number): Promise<string[]>;
  rename(id: string, name: string): Promise<{ ok: true } | { ok: false; reason: string }>;
  remove(id: string): Promise<boolean>;
  /** The file's text, for writing elsewhere. */
  exportText(id: string): Promise<string | null>;
  /** Checks a save from elsewhere and stores it under a new id (never over an existing save). */
  importText(text: string): Promise<{ ok: true; id: string } | { ok: false; reason: string }>;
  /** Removes temporary files that a crash left mid-write (ours, never a save); returns how many. */
  cleanTemp(olderThanMs?: number): Promise<number>;
}

export function newSaveId(prefix = 'save'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** Rebuilds the state of a (migrated) save from setup and its moves; never throws. */
export function replaySave(def: GameDefinition, save: SaveFile, upTo = save.moves.length): { ok: true; state: unknown; board: unknown } | { ok: false; reason: string } {
  try {
    return replayUnguarded(def, save, upTo);
  } catch (err) {
    // The game's code threw on this save: it is damaged for us, whatever the cause.
    return { ok: false, reason: `Replaying the save failed in the game's code: ${(err as Error).message ?? String(err)}` };
  }
}

function replayUnguarded(def: GameDefinition, save: SaveFile, upTo: number): { ok: true; state: unknown; board: unknown } | { ok: false; reason: string } {
  const check = checkBoard(def, save.board);
  if (!check.ok) return { ok: false, reason: `The saved board no longer reads: ${check.problems[0]?.path} ${check.problems[0]?.message}` };
  const opts = def.optionsSchema.safeParse(save.options);
  if (!opts.success) return { ok: false, reason: 'The saved table options are not valid for this game.' };
  let state: unknown;
  try {
    // Names belong to seats: the game was set up with name tokens, unless the save is older than that.
    state = def.setup({ board: check.board, players: save.players.map((p, i) => ({ id: p.id, name: save.setupNames?.[i] ?? `{{${p.id}}}` })), options: opts.data, seed: save.seed });
  } catch (err) {
    return { ok: false, reason: `The game could not be set up again: ${(err as Error).message}` };
  }
  for (let i = 0; i < upTo; i++) {
    const { player, move } = save.moves[i]!;
    const parsed = def.moveSchema.safeParse(move);
    if (!parsed.success) return { ok: false, reason: `Move ${i + 1} of the save is not a move of this game.` };
    const res = def.apply(state, player, parsed.data);
    if (!res.ok) return { ok: false, reason: `Move ${i + 1} of the save is refused on replay: ${res.error.message}` };
    state = res.state;
  }
  return { ok: true, state, board: check.board };
}

export function createSaveStore(opts: { dataDir: string; registry: ReadonlyMap<string, GameDefinition> }): SaveStore {
  const dir = join(opts.dataDir, 'saves');
  const fileOf = (id: string): string => join(dir, id + SUFFIX);
  const journalOf = (id: string): string => join(dir, id + JOURNAL);
  const journals = new Map<string, Journal>();

  async function readRaw(id: string): Promise<{ ok: true; raw: unknown } | { ok: false; reason: string }> {
    if (!SAVE_ID.test(id)) return { ok: false, reason: 'No such save.' };
    let text: string;
    try {
      const stat = await fs.stat(fileOf(id));
      if (stat.size > MAX_SAVE_BYTES) return { ok: false, reason: `The file is too large for a save (${stat.size} bytes).` };
      text = await fs.readFile(fileOf(id), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return { ok: false, reason: code === 'ENOENT' ? 'No such save.' : `The file could not be read: ${(err as Error).message}` };
    }
    const parsed = parseJson(text);
    return parsed.ok ? { ok: true, raw: parsed.value } : { ok: false, reason: parsed.message };
  }

  /** The save as its file has it (`file`) and with its journal applied (`save`). */
  async function readSave(id: string): Promise<{ ok: true; save: SaveFile; file: SaveFile } | { ok: false; reason: string }> {
    const raw = await readRaw(id);
    if (!raw.ok) return raw;
    const mig = migrateSave(raw.raw, id);
    if (!mig.ok) return mig;
    if (!opts.registry.has(mig.save.game)) return { ok: false, reason: `The game "${mig.save.game}" is not installed.` };
    const { entries } = readJournal(journalOf(id));
    return { ok: true, file: mig.save, save: applyJournal(mig.save, entries) };
  }

  /**
   * Whether a save replays (the list marks one that does not as damaged). A replay costs as
   * much as the game is long, so its answer is kept per file version (size and time), in memory
   * and in `<dataDir>/cache/save-replays.json`, so a folder of 400 saves is replayed once, not at
   * every start. The host's own writes are known to replay (their state came from the moves).
   * The file only spares work for the list: opening a save always replays it.
   */
  const REPLAYS = join(opts.dataDir, 'cache', 'save-replays.json');
  let replayed: Map<string, { stamp: string; damaged: string | null }> | null = null;
  let replaysChanged = false;
  const stampOf = async (id: string): Promise<string> => {
    const stat = await fs.stat(fileOf(id)).catch(() => null);
    return stat ? `${stat.size}:${stat.mtimeMs}` : '';
  };
  async function replayCache(): Promise<Map<string, { stamp: string; damaged: string | null }>> {
    if (replayed) return replayed;
    replayed = new Map();
    const text = await fs.readFile(REPLAYS, 'utf8').catch(() => null);
    const parsed = text === null ? null : parseJson(text);
    if (parsed?.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value)) {
      for (const [id, v] of Object.entries(parsed.value as Record<string, unknown>)) {
        const e = v as { stamp?: unknown; damaged?: unknown } | null;
        if (SAVE_ID.test(id) && typeof e?.stamp === 'string' && (e.damaged === null || typeof e.damaged === 'string')) replayed.set(id, { stamp: e.stamp, damaged: e.damaged });
      }
    }
    return replayed;
  }
  async function remember(id: string, damaged: string | null): Promise<void> {
    (await replayCache()).set(id, { stamp: await stampOf(id), damaged });
    replaysChanged = true;
  }
  /** The same, for a synchronous write (the cache is only a saving of work: it may follow a moment later). */
  function rememberSync(id: string, damaged: string | null): void {
    remember(id, damaged).catch(() => undefined);
  }
  async function persistReplays(): Promise<void> {
    if (!replaysChanged || !replayed) return;
    replaysChanged = false;
    await writeFileAtomic(REPLAYS, JSON.stringify(Object.fromEntries(replayed))).catch(() => undefined);
  }
  async function replayProblem(id: string, save: SaveFile): Promise<string | null> {
    const stamp = await stampOf(id);
    const hit = (await replayCache()).get(id);
    if (hit && hit.stamp === stamp) return hit.damaged;
    const rep = replaySave(opts.registry.get(save.game)!, save);
    const damaged = rep.ok ? null : rep.reason;
    (await replayCache()).set(id, { stamp, damaged });
    replaysChanged = true;
    return damaged;
  }

  const store: SaveStore = {
    dir,
    async write(id, save) {
      if (!SAVE_ID.test(id)) throw new Error(`Not a save id: ${id}`);
      await writeFileAtomic(fileOf(id), JSON.stringify(save));
      // Written from a live table (or a checked import): its moves replay to its state.
      await remember(id, null);
    },
    writeSync(id, save) {
      if (!SAVE_ID.test(id)) throw new Error(`Not a save id: ${id}`);
      mkdirSync(dir, { recursive: true });
      writeFileAtomicSync(fileOf(id), JSON.stringify(save));
      rememberSync(id, null);
    },
    journal(id) {
      if (!SAVE_ID.test(id)) throw new Error(`Not a save id: ${id}`);
      let j = journals.get(id);
      if (!j) journals.set(id, (j = new Journal(journalOf(id))));
      return j;
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const out: SaveSummary[] = [];
      for (const f of names.sort()) {
        if (!f.endsWith(SUFFIX) || f.startsWith('.')) continue;
        const id = f.slice(0, -SUFFIX.length);
        const damaged = (reason: string): SaveSummary => ({ id, file: fileOf(id), name: id, game: '', board: '', players: [], moves: 0, finished: false, savedAt: '', damaged: reason });
        if (!SAVE_ID.test(id)) {
          out.push(damaged('The file name is not one Boardwright gives a save (letters, digits, "-" and "_" before ".save.json"): rename it to open it.'));
          continue;
        }
        const res = await readSave(id);
        if (!res.ok) {
          out.push(damaged(res.reason));
          continue;
        }
        const problem = await replayProblem(id, res.file);
        if (problem !== null) {
          out.push({ ...damaged(problem), name: res.save.name, game: res.save.game, savedAt: res.save.savedAt });
          continue;
        }
        const s = res.save;
        const boardName = (s.board as { name?: unknown } | null)?.name;
        const round = (s.snapshot as { round?: unknown } | null)?.round;
        const summary: SaveSummary = {
          id,
          file: fileOf(id),
          name: s.name,
          game: s.game,
          board: typeof boardName === 'string' ? boardName : '',
          players: s.players.map((p) => ({ name: p.name, kind: p.kind })),
          moves: s.moves.length,
          finished: s.finished,
          savedAt: s.savedAt,
        };
        if (typeof round === 'number') summary.round = round;
        const turn = (s.snapshot as { turn?: unknown } | null)?.turn;
        const turnNo = typeof turn === 'number' ? turn : (turn as { number?: unknown } | null | undefined)?.number;
        if (typeof turnNo === 'number') summary.turn = turnNo;
        out.push(summary);
      }
      await persistReplays();
      // Newest first, damaged files last.
      return out.sort((a, b) => (a.damaged ? 1 : 0) - (b.damaged ? 1 : 0) || b.savedAt.localeCompare(a.savedAt));
    },
    async load(id) {
      const res = await readSave(id);
      if (!res.ok) return res;
      const def = opts.registry.get(res.save.game)!;
      // The snapshot is checked against the moves it was written with; the journal's moves follow.
      const rep = replaySave(def, res.file);
      if (!rep.ok) return { ok: false, reason: rep.reason };
      // Compare as JSON, the form the snapshot was written in.
      const difference = firstDifference(JSON.parse(JSON.stringify(rep.state)) as unknown, res.file.snapshot);
      let state = rep.state;
      let save = res.save;
      if (save !== res.file) {
        const all = replaySave(def, save);
        if (!all.ok) return { ok: false, reason: `${all.reason} (in the moves after the last snapshot)` };
        state = all.state;
        let finished = save.finished;
        try {
          finished = def.outcome(state) !== null;
        } catch {
          // The game's code failed on its own state: the table pauses when opened; the list says unfinished.
        }
        save = { ...save, snapshot: JSON.parse(JSON.stringify(state)) as unknown, finished };
      }
      return difference === null ? { ok: true, save, state, matches: true } : { ok: true, save, state, matches: false, difference };
    },
    async autosavesToReopen(limit) {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const found: { id: string; savedAt: string }[] = [];
      for (const f of names) {
        if (!f.endsWith(SUFFIX) || f.startsWith('.') || f.startsWith(NAMED_SAVE_PREFIX)) continue;
        const id = f.slice(0, -SUFFIX.length);
        if (!SAVE_ID.test(id)) continue;
        const res = await readSave(id);
        if (!res.ok || res.save.table.id !== id || res.save.finished || res.save.table.closed || !everJoined(res.save)) continue;
        found.push({ id, savedAt: res.save.savedAt });
      }
      return found
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
        .slice(0, limit)
        .map((x) => x.id);
    },
    async rename(id, name) {
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > 120) return { ok: false, reason: 'A save name has 1 to 120 characters.' };
      const res = await readSave(id);
      if (!res.ok) return res;
      // The file only: its journal still follows it.
      await store.write(id, { ...res.file, name: trimmed });
      // A new name says nothing about whether its moves replay: the list checks it again.
      (await replayCache()).delete(id);
      return { ok: true };
    },
    async remove(id) {
      if (!SAVE_ID.test(id)) return false;
      journals.get(id)?.remove();
      journals.delete(id);
      await fs.rm(journalOf(id), { force: true });
      try {
        await fs.rm(fileOf(id));
        return true;
      } catch {
        return false;
      }
    },
    async exportText(id) {
      if (!SAVE_ID.test(id)) return null;
      if (existsSync(journalOf(id))) {
        // Moves since the last snapshot are in the journal: export the save with them.
        const res = await store.load(id);
        return res.ok ? JSON.stringify(res.save) : null;
      }
      try {
        return await fs.readFile(fileOf(id), 'utf8');
      } catch {
        return null;
      }
    },
    async cleanTemp(olderThanMs = 60_000) {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return 0;
      }
      let n = 0;
      for (const f of names) {
        // Only the exact shape the atomic writers use: ".<id>.save.json.<hex>.tmp" (or ".journal").
        if (!/^\.[A-Za-z0-9_-]+\.(save\.json|journal)\.[0-9a-f]{12}\.tmp$/.test(f)) continue;
        try {
          const st = await fs.stat(join(dir, f));
          if (Date.now() - st.mtimeMs < olderThanMs) continue; // maybe being written right now
          await fs.rm(join(dir, f));
          n++;
        } catch {
          // gone already, or not ours to remove
        }
      }
      return n;
    },
    async importText(text) {
      if (Buffer.byteLength(text) > MAX_SAVE_BYTES) return { ok: false, reason: 'The file is too large for a save.' };
      const parsed = parseJson(text);
      if (!parsed.ok) return { ok: false, reason: parsed.message };
      const id = newSaveId('import');
      const mig = migrateSave(parsed.value, id);
      if (!mig.ok) return mig;
      const def = opts.registry.get(mig.save.game);
      if (!def) return { ok: false, reason: `The game "${mig.save.game}" is not installed.` };
      const rep = replaySave(def, mig.save);
      if (!rep.ok) return { ok: false, reason: rep.reason };
      // An imported game is a new table: its own table id, its seats free to take.
      const save: SaveFile = {
        ...mig.save,
        // Nobody has played it here yet: it is not reopened at start until someone does.
        table: { id, title: mig.save.table.title, joined: false },
        players: mig.save.players.map((p) => (p.kind === 'bot' ? p : { id: p.id, name: p.name, kind: 'open' as const })),
      };
      await store.write(id, save);
      return { ok: true, id };
    },
  };
  return store;
}

export { SAVE_FORMAT as CURRENT_SAVE_FORMAT };
