/**
 * The save file format and its migrations. A save holds everything needed to rebuild a table:
 * the board as played (a copy, so a later edit of the board file cannot change a saved game),
 * the options, the seed, the seats, the move log and a snapshot of the state to check the
 * replay against.
 *
 * Format history (each one must stay loadable; test/fixtures/saves holds a file of each):
 * 1. `{ format, game, board, options, seed, players: [{ id, name }], moves, snapshot, savedAt }`.
 * 2. Adds the table (id, title, owner and password hashes), a display name, the state number,
 *    and per player the seat kind, bot id and seat-token hash, so guests can come back to
 *    their seats after the host restarts.
 * 3. Names belong to seats: the game is set up with name tokens (`{{p1}}`), so a player's name
 *    can change without the replay disagreeing with the snapshot. Older saves keep the names
 *    their game was set up with in `setupNames`. Each move keeps its state number (`n`) and the
 *    take-backs are listed (`undos`), so the log and the replays of earlier states come back
 *    as they were. `journal` is the last journal entry the snapshot holds (see journal.ts); the
 *    table keeps every owner hash, when it was created, and whether it was paused or closed.
 */
import { z } from 'zod';

export const SAVE_FORMAT = 3;

export const savedPlayer = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(80),
  kind: z.enum(['human', 'bot', 'open']),
  bot: z.string().max(40).optional(),
  /** sha256 of the seat token, hex. The token itself is never written anywhere. */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});
export type SavedPlayer = z.infer<typeof savedPlayer>;

const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const savedMove = z.object({
  player: z.string(),
  move: z.unknown(),
  /** The table's state number right after this move. */
  n: z.number().int().min(1).optional(),
});
export type SavedMove = z.infer<typeof savedMove>;

/** A take-back: at state `n`, `player`'s request brought the game back to its first `count` moves. */
export const savedUndo = z.object({ n: z.number().int().min(1), player: z.string(), count: z.number().int().min(0) });
export type SavedUndo = z.infer<typeof savedUndo>;

const format2 = z.object({
  format: z.literal(2),
  name: z.string().max(120),
  game: z.string().min(1).max(64),
  boardId: z.string().max(200).optional(),
  board: z.unknown(),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int(),
  players: z.array(savedPlayer).min(1).max(8),
  moves: z.array(z.object({ player: z.string(), move: z.unknown() })),
  snapshot: z.unknown(),
  stateNo: z.number().int().min(0),
  table: z.object({
    id: z.string().min(1).max(64),
    title: z.string().max(120),
    ownerHash: hash.optional(),
    passwordHash: hash.optional(),
  }),
  finished: z.boolean(),
  savedAt: z.string(),
});

export const saveFile = z.object({
  format: z.literal(SAVE_FORMAT),
  name: z.string().max(120),
  game: z.string().min(1).max(64),
  /** The library id the board came from, when it came from the library. */
  boardId: z.string().max(200).optional(),
  board: z.unknown(),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int(),
  players: z.array(savedPlayer).min(1).max(8),
  /** Saves before format 3: the names the game was set up with (absent: name tokens). */
  setupNames: z.array(z.string().max(80)).max(8).optional(),
  moves: z.array(savedMove),
  undos: z.array(savedUndo).optional(),
  snapshot: z.unknown(),
  stateNo: z.number().int().min(0),
  /** The last journal entry this file holds; later ones are in `<id>.journal`. */
  journal: z.number().int().min(0).optional(),
  table: z.object({
    id: z.string().min(1).max(64),
    title: z.string().max(120),
    ownerHashes: z.array(hash).max(64).optional(),
    passwordHash: hash.optional(),
    createdAt: z.string().max(40).optional(),
    paused: z.string().max(400).optional(),
    /** The owner closed the table: it is not reopened when the host starts. */
    closed: z.boolean().optional(),
  }),
  finished: z.boolean(),
  savedAt: z.string(),
});
export type SaveFile = z.infer<typeof saveFile>;

const format1 = z.object({
  format: z.literal(1),
  game: z.string().min(1).max(64),
  board: z.unknown(),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int(),
  players: z.array(z.object({ id: z.string().min(1).max(64), name: z.string().max(80) })).min(1).max(8),
  moves: z.array(z.object({ player: z.string(), move: z.unknown() })),
  snapshot: z.unknown(),
  savedAt: z.string(),
});

export type Migration = { ok: true; save: SaveFile } | { ok: false; reason: string };

/** Brings a save of any known format up to the current one; `id` names the file it came from. */
export function migrateSave(raw: unknown, id: string): Migration {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'The file does not hold a save (not a JSON object).' };
  const format = (raw as { format?: unknown }).format;
  if (typeof format !== 'number') return { ok: false, reason: 'The file has no format number: it is not a Boardwright save.' };
  if (format > SAVE_FORMAT) return { ok: false, reason: `This save was written by a newer Boardwright (format ${format}; this version reads up to ${SAVE_FORMAT}).` };
  if (format === 1) {
    const old = format1.safeParse(raw);
    if (!old.success) return { ok: false, reason: `The save (format 1) is damaged: ${describeIssues(old.error)}` };
    const v1 = old.data;
    const boardName = (v1.board as { name?: unknown } | null)?.name;
    return {
      ok: true,
      save: {
        format: SAVE_FORMAT,
        name: typeof boardName === 'string' ? `${boardName} (older save)` : 'Older save',
        game: v1.game,
        board: v1.board,
        options: v1.options,
        seed: v1.seed,
        // Format 1 kept no seat tokens: every seat waits to be taken again.
        players: v1.players.map((p) => ({ id: p.id, name: p.name, kind: 'open' as const })),
        setupNames: v1.players.map((p) => p.name),
        moves: v1.moves.map((m, i) => ({ ...m, n: i + 1 })),
        snapshot: v1.snapshot,
        stateNo: v1.moves.length,
        table: { id: id.slice(0, 64), title: typeof boardName === 'string' ? boardName : v1.game },
        finished: false,
        savedAt: v1.savedAt,
      },
    };
  }
  if (format === 2) {
    const old = format2.safeParse(raw);
    if (!old.success) return { ok: false, reason: `The save (format 2) is damaged: ${describeIssues(old.error)}` };
    const v2 = old.data;
    const { ownerHash, ...table } = v2.table;
    // Undone moves left gaps in the state numbers that format 2 did not keep: the last move takes the saved number.
    const moves = v2.moves.map((m, i) => ({ ...m, n: i === v2.moves.length - 1 ? Math.max(v2.stateNo, i + 1) : i + 1 }));
    return {
      ok: true,
      save: {
        ...v2,
        format: SAVE_FORMAT,
        setupNames: v2.players.map((p) => p.name),
        moves,
        table: ownerHash ? { ...table, ownerHashes: [ownerHash] } : table,
      },
    };
  }
  if (format !== SAVE_FORMAT) return { ok: false, reason: `Save format ${format} is unknown.` };
  const cur = saveFile.safeParse(raw);
  if (!cur.success) return { ok: false, reason: `The save is damaged: ${describeIssues(cur.error)}` };
  return { ok: true, save: cur.data };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'the file'}: ${i.message}`)
    .join('; ');
}

/** The first place two JSON values differ, as a path (`$.hands.p1[2]`), or null when equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (a === b) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return Number.isNaN(a) && Number.isNaN(b) ? null : path;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path} (length ${a.length} vs ${bb.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    // `undefined` and a missing key are the same thing once written as JSON.
    if (ao[k] === undefined && bo[k] === undefined) continue;
    const d = firstDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}
