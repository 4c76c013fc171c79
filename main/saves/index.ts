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
import { parseSavedOptions } from '../../games/core/saved-options.js';
import { roundOfTurn } from '../../games/core/words.js';
import { parseJson, writeFileAtomic } from '../library/json-file.js';
import { everJoined, firstDifference, migrateSave, SAVE_FORMAT, SAVE_ID, type SaveFile } from './format.js';
import { applyJournal, fileStamp, Journal, JOURNAL_LIMITS, readJournal, setAside, writeFileAtomicSync, type JournalRead } from './journal.js';
import { createSaveIndex, fileStampAsync, stripFile } from './save-index.js';
import { reason, thrownWords, type Reason } from './reasons.js';
import { problemWords } from '../../games/core/board-problem.js';
import type { JournalProblem, SaveSummary as WireSaveSummary } from '../../formats/protocol.js';

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
  | { ok: false; reason: Reason };

export interface SaveStore {
  readonly dir: string;
  /** Writes (or rewrites) a save under `id`. */
  write(id: string, save: SaveFile): Promise<void>;
  /** The same, before returning (a new table is on disk before anyone is told about it). */
  writeSync(id: string, save: SaveFile): void;
  /** The journal of the save `id` (one per id). */
  journal(id: string): Journal;
  /**
   * Every save, newest first, damaged ones last with the reason. Each file version (size and
   * time of the save and of its journal) is read and replayed once; later lists answer from an
   * index kept in memory and in `<dataDir>/cache/save-index.json`.
   */
  list(): Promise<SaveSummary[]>;
  /** Reads, migrates and replays a save, comparing the replay with its snapshot. A damaged journal refuses it. */
  load(id: string): Promise<LoadResult>;
  /**
   * The user's choice for a save whose journal is damaged at `line` (as listed): the journal file
   * is set aside whole beside the save (`setAside` names it), and the lines before `line` stay,
   * so the save opens with its first `moves` moves.
   */
  cutJournal(id: string, line: number): Promise<{ ok: true; moves: number; setAside: string } | { ok: false; reason: Reason }>;
  /**
   * The autosaves a host start should reopen: unfinished, played by someone (`table.joined`),
   * named by their own table id; newest first, at most `limit`. Named saves are not even read.
   */
  autosavesToReopen(limit: number): Promise<string[]>;
  rename(id: string, name: string): Promise<{ ok: true } | { ok: false; reason: Reason }>;
  remove(id: string): Promise<boolean>;
  /** The file's text, for writing elsewhere. */
  exportText(id: string): Promise<string | null>;
  /** Checks a save from elsewhere and stores it under a new id (never over an existing save). */
  importText(text: string): Promise<{ ok: true; id: string } | { ok: false; reason: Reason }>;
  /** Removes temporary files that a crash left mid-write (ours, never a save); returns how many. */
  cleanTemp(olderThanMs?: number): Promise<number>;
}

export function newSaveId(prefix = 'save'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** Rebuilds the state of a (migrated) save from setup and its moves; never throws. */
/** A replay's answer; when a move fails, `move` is its index in `save.moves`. */
export type Replay = { ok: true; state: unknown; board: unknown } | { ok: false; reason: Reason; move?: number };

/** "Journal damaged at line 12: it is not valid JSON." (a move the game refuses ends with the game's own sentence). */
export function journalDamage(d: { line: number; reason: Reason }): Reason {
  const p = d.reason.params;
  if (d.reason.key === 'host.journal.refused' && p) return reason('host.journal.damagedAtRefused', { line: String(d.line), n: p.n!, reason: p.reason! });
  return reason('host.journal.damagedAt', { line: String(d.line), reason: d.reason });
}

/** A replay's reason for a move that came from the journal: "move 3 is not a move of this game". */
function inJournal(r: Reason, move: number): Reason {
  const p = r.params ?? {};
  if (r.key === 'host.save.notAMove') return reason('host.journal.notAMove', { n: String(move + 1) });
  if (r.key === 'host.save.refused') return reason('host.journal.refused', { n: String(move + 1), reason: p.reason! });
  // The game's own text ends the journal's sentence, which puts its own stop.
  if (r.key === 'host.save.replayCrashed' && typeof p.error === 'string') return reason(r.key, { error: p.error.replace(/\.$/, '') });
  return r;
}

export function replaySave(def: GameDefinition, save: SaveFile, upTo = save.moves.length): Replay {
  const progress: { move?: number } = {};
  try {
    return replayUnguarded(def, save, upTo, progress);
  } catch (err) {
    // The game's code threw on this save: it is damaged for us, whatever the cause.
    const why = reason('host.save.replayCrashed', { error: String((err as Error).message ?? String(err)).slice(0, 400) });
    return progress.move === undefined ? { ok: false, reason: why } : { ok: false, reason: why, move: progress.move };
  }
}

function replayUnguarded(def: GameDefinition, save: SaveFile, upTo: number, progress: { move?: number }): Replay {
  const check = checkBoard(def, save.board);
  if (!check.ok) {
    const first = check.problems[0];
    return { ok: false, reason: reason('host.save.boardNoLongerReads', { path: String(first?.path), problem: first ? problemWords(first) : 'undefined' }) };
  }
  const opts = parseSavedOptions(def, save.options);
  if (!opts.success) return { ok: false, reason: reason('host.save.badOptions') };
  let state: unknown;
  try {
    // Names belong to seats: the game was set up with name tokens, unless the save is older than that.
    state = def.setup({ board: check.board, players: save.players.map((p, i) => ({ id: p.id, name: save.setupNames?.[i] ?? `{{${p.id}}}` })), options: opts.data, seed: save.seed });
  } catch (err) {
    return { ok: false, reason: reason('host.save.setupFailed', { error: thrownWords(err) }) };
  }
  for (let i = 0; i < upTo; i++) {
    progress.move = i;
    const { player, move } = save.moves[i]!;
    const parsed = def.moveSchema.safeParse(move);
    if (!parsed.success) return { ok: false, reason: reason('host.save.notAMove', { n: String(i + 1) }), move: i };
    // Parsed just above: the game's `applyParsed` (core's defineGame) parses it no second time.
    const res = def.applyParsed ? def.applyParsed(state, player, parsed.data) : def.apply(state, player, parsed.data);
    if (!res.ok) return { ok: false, reason: reason('host.save.refused', { n: String(i + 1), reason: thrownWords(res.error) }), move: i };
    state = res.state;
  }
  delete progress.move;
  return { ok: true, state, board: check.board };
}

export function createSaveStore(opts: { dataDir: string; registry: ReadonlyMap<string, GameDefinition> }): SaveStore {
  const dir = join(opts.dataDir, 'saves');
  const fileOf = (id: string): string => join(dir, id + SUFFIX);
  const journalOf = (id: string): string => join(dir, id + JOURNAL);
  const journals = new Map<string, Journal>();
  const index = createSaveIndex(join(opts.dataDir, 'cache', 'save-index.json'));

  async function readRaw(id: string): Promise<{ ok: true; raw: unknown } | { ok: false; reason: Reason }> {
    if (!SAVE_ID.test(id)) return { ok: false, reason: reason('host.save.none') };
    let text: string;
    try {
      const stat = await fs.stat(fileOf(id));
      if (stat.size > MAX_SAVE_BYTES) return { ok: false, reason: reason('host.save.tooLarge', { bytes: stat.size, mb: String(MAX_SAVE_BYTES / 1024 / 1024) }) };
      text = await fs.readFile(fileOf(id), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return { ok: false, reason: code === 'ENOENT' ? reason('host.save.none') : reason('host.save.unreadable', { error: thrownWords(err) }) };
    }
    const parsed = parseJson(text);
    return parsed.ok ? { ok: true, raw: parsed.value } : { ok: false, reason: parsed.words };
  }

  type Read =
    | {
        ok: true;
        /** The save as its file has it. */
        file: SaveFile;
        /** With its journal applied, up to the journal's damage if it has some. */
        save: SaveFile;
        moveLines: number[];
        journal: JournalProblem | null;
        entries: JournalRead['entries'];
      }
    | { ok: false; reason: Reason };

  /** The save and its journal, read (the journal line by line) and checked, without replaying. */
  async function readSave(id: string): Promise<Read> {
    const raw = await readRaw(id);
    if (!raw.ok) return raw;
    const mig = migrateSave(raw.raw, id);
    if (!mig.ok) return mig;
    if (!opts.registry.has(mig.save.game)) return { ok: false, reason: reason('host.save.noGame', { game: mig.save.game }) };
    const read = readJournal(journalOf(id));
    const applied = applyJournal(mig.save, read.entries);
    // A line that does not fit the save comes before any line that did not read (reading stopped there).
    const damage = applied.damage ?? read.damage;
    const journal = damage ? { ...damage, moves: applied.save.moves.length } : null;
    return { ok: true, file: mig.save, save: applied.save, moveLines: applied.moveLines, journal, entries: read.entries };
  }

  /**
   * The same, and replayed (unless `replayKnownGood`): a move the game refuses makes the whole
   * save damaged (`damaged`) when it is in the file, or the journal damaged at its line.
   */
  async function inspect(id: string, replayKnownGood: boolean): Promise<(Read & { ok: true; damaged: Reason | null }) | { ok: false; reason: Reason }> {
    const res = await readSave(id);
    if (!res.ok || replayKnownGood) return res.ok ? { ...res, damaged: null } : res;
    const rep = replaySave(opts.registry.get(res.save.game)!, res.save);
    if (rep.ok) return { ...res, damaged: null };
    const line = rep.move === undefined ? 0 : (res.moveLines[rep.move] ?? 0);
    if (line === 0) return { ...res, damaged: rep.reason };
    return { ...res, damaged: null, journal: { line, reason: inJournal(rep.reason, rep.move!), moves: rep.move! } };
  }

  function summaryOf(id: string, s: SaveFile): SaveSummary {
    const boardName = (s.board as { name?: unknown } | null)?.name;
    const summary: SaveSummary = {
      id,
      file: fileOf(id),
      name: s.name,
      game: s.game,
      board: typeof boardName === 'string' ? boardName.slice(0, 200) : '',
      players: s.players.map((p) => ({ name: p.name, kind: p.kind })),
      moves: s.moves.length,
      finished: s.finished,
      savedAt: s.savedAt,
    };
    const snap = s.snapshot as { round?: unknown; turn?: unknown; turnNumber?: unknown } | null;
    const round = snap?.round;
    if (typeof round === 'number' && Number.isFinite(round)) summary.round = round;
    // Turns are counted as Linie 1 (`turn`), Airlines (`turn.number`) and Airlines Europe (`turnNumber`) keep them.
    const turn = snap?.turn;
    const turnNo = typeof turn === 'number' ? turn : typeof snap?.turnNumber === 'number' ? snap.turnNumber : (turn as { number?: unknown } | null | undefined)?.number;
    if (typeof turnNo === 'number' && Number.isFinite(turnNo)) {
      summary.turn = turnNo;
      // Every game's save line names the round, in the words' one meaning (games/core/words.ts).
      if (summary.round === undefined) summary.round = roundOfTurn(turnNo, s.players.length);
    }
    return summary;
  }

  /** After the host wrote a save itself: its moves replay (they came from a live table or a checked import). */
  function wrote(id: string, save: SaveFile | null, journalBefore: string): void {
    const journal = fileStamp(journalOf(id));
    // The summary is the save's own when no journal line came in while it was written (the
    // lines there before are ones the save holds: it was serialised after them).
    const summary = save !== null && journal === journalBefore ? summaryOf(id, save) : null;
    index.set(id, { save: fileStamp(fileOf(id)), journal, replayOk: true, summary: summary && stripFile(summary) });
  }

  const store: SaveStore = {
    dir,
    async write(id, save) {
      if (!SAVE_ID.test(id)) throw new Error(`Not a save id: ${id}`);
      const before = fileStamp(journalOf(id));
      await writeFileAtomic(fileOf(id), JSON.stringify(save));
      wrote(id, save, before);
    },
    writeSync(id, save) {
      if (!SAVE_ID.test(id)) throw new Error(`Not a save id: ${id}`);
      mkdirSync(dir, { recursive: true });
      const before = fileStamp(journalOf(id));
      writeFileAtomicSync(fileOf(id), JSON.stringify(save));
      wrote(id, save, before);
    },
    journal(id) {
      if (!SAVE_ID.test(id)) throw new Error(`Not a save id: ${id}`);
      let j = journals.get(id);
      // The host's own lines keep a save known to replay (the index follows the file's stamp).
      if (!j) journals.set(id, (j = new Journal(journalOf(id), (before, after) => index.journalChanged(id, before, after))));
      return j;
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const present = new Set(names);
      const out: SaveSummary[] = [];
      const seen = new Set<string>();
      for (const f of names.sort()) {
        if (!f.endsWith(SUFFIX) || f.startsWith('.')) continue;
        const id = f.slice(0, -SUFFIX.length);
        const damaged = (why: Reason): SaveSummary => ({ id, file: fileOf(id), name: id, game: '', board: '', players: [], moves: 0, finished: false, savedAt: '', damaged: why });
        if (!SAVE_ID.test(id)) {
          out.push(damaged(reason('host.save.badFileName')));
          continue;
        }
        seen.add(id);
        // Stamped before reading: a file that changes while it is read is read again next time.
        const stamps = { save: await fileStampAsync(fileOf(id)), journal: present.has(id + JOURNAL) ? await fileStampAsync(journalOf(id)) : '' };
        const known = index.get(id, stamps);
        if (known?.summary) {
          out.push({ ...known.summary, file: fileOf(id) });
          continue;
        }
        const res = await inspect(id, known?.replayOk ?? false);
        let summary: SaveSummary;
        if (!res.ok) summary = damaged(res.reason);
        else if (res.damaged !== null) summary = { ...damaged(res.damaged), name: res.save.name, game: res.save.game, savedAt: res.save.savedAt };
        else {
          summary = summaryOf(id, res.save);
          if (res.journal) summary = { ...summary, moves: res.journal.moves, damaged: journalDamage(res.journal), journal: res.journal };
        }
        index.set(id, { ...stamps, replayOk: res.ok && res.damaged === null && res.journal === null, summary: stripFile(summary) });
        out.push(summary);
      }
      index.keepOnly(seen);
      await index.persist();
      // Newest first, damaged files last.
      return out.sort((a, b) => (a.damaged ? 1 : 0) - (b.damaged ? 1 : 0) || b.savedAt.localeCompare(a.savedAt));
    },
    async load(id) {
      const res = await readSave(id);
      if (!res.ok) return res;
      if (res.journal) return { ok: false, reason: journalDamage(res.journal) };
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
        if (!all.ok) {
          const line = all.move === undefined ? 0 : (res.moveLines[all.move] ?? 0);
          return { ok: false, reason: line > 0 ? journalDamage({ line, reason: inJournal(all.reason, all.move!) }) : reason('host.save.afterSnapshot', { reason: all.reason }) };
        }
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
    async cutJournal(id, line) {
      const res = await inspect(id, false);
      if (!res.ok) return res;
      if (!res.journal) return { ok: false, reason: reason('host.save.journalNotDamaged') };
      if (res.journal.line !== line) return { ok: false, reason: reason('host.save.journalMoved', { now: String(res.journal.line), line: String(line) }) };
      // The file goes aside whole (the user's data, for them to look at); the lines before the damage stay.
      journals.get(id)?.close();
      const asideAs = setAside(journalOf(id));
      const from = res.file.journal ?? 0;
      const keep = res.entries.filter((e) => e.line < line && e.entry.j > from).map((e) => `${JSON.stringify(e.entry)}\n`);
      if (keep.length > 0) writeFileAtomicSync(journalOf(id), keep.join(''));
      index.forget(id);
      return { ok: true, moves: res.journal.moves, setAside: asideAs };
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
        // A journal over the cap is damaged: known from its size alone, without reading it.
        if (((await fs.stat(journalOf(id)).catch(() => null))?.size ?? 0) > JOURNAL_LIMITS.bytes) continue;
        const res = await readSave(id);
        // A damaged journal waits in the saves list for the user to choose (open up to the damage, or not).
        if (!res.ok || res.journal || res.save.table.id !== id || res.save.finished || res.save.table.closed || !everJoined(res.save)) continue;
        found.push({ id, savedAt: res.save.savedAt });
      }
      return found
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
        .slice(0, limit)
        .map((x) => x.id);
    },
    async rename(id, name) {
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > 120) return { ok: false, reason: reason('host.save.nameLength') };
      const res = await readSave(id);
      if (!res.ok) return res;
      // The file only: its journal still follows it.
      await store.write(id, { ...res.file, name: trimmed });
      // A new name says nothing about whether its moves replay: the list checks it again.
      index.forget(id);
      return { ok: true };
    },
    async remove(id) {
      if (!SAVE_ID.test(id)) return false;
      journals.get(id)?.remove();
      journals.delete(id);
      index.forget(id);
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
      if (Buffer.byteLength(text) > MAX_SAVE_BYTES) return { ok: false, reason: reason('host.save.importTooLarge') };
      const parsed = parseJson(text);
      if (!parsed.ok) return { ok: false, reason: parsed.words };
      const id = newSaveId('import');
      const mig = migrateSave(parsed.value, id);
      if (!mig.ok) return mig;
      const def = opts.registry.get(mig.save.game);
      if (!def) return { ok: false, reason: reason('host.save.noGame', { game: mig.save.game }) };
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
