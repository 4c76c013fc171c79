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
 * 3. Adds per player `setupName`, the name the game was set up with when the seat's name has
 *    changed since (a guest took the seat under a name: the replay must use the setup's names),
 *    and `table.joined` (someone played there: a table nobody joined is not reopened at start).
 * 4. Names belong to seats: the game is set up with name tokens (`{{p1}}`), so a seat's name can
 *    change without the replay disagreeing with the snapshot; older saves keep the names their
 *    game was set up with in `setupNames`. Each move keeps its state number (`n`) and the
 *    take-backs are listed (`undos`), so the log and the replays of earlier states come back as
 *    they were. `journal` is the last journal entry the snapshot holds (journal.ts); the table
 *    keeps every owner hash, when it was created, and whether it was paused or closed.
 *
 * Every id in a save is data from outside (an imported file, a hand-edited one): player ids and
 * option keys must be safe ids (games/core/ids.ts), every move's player one of the save's players,
 * the table id a save id. A save that breaks this is refused as damaged, never replayed.
 */
import { z } from 'zod';
import { isSafeId, own } from '../../games/core/ids.js';
import { reason, saveIssues, type Reason } from './reasons.js';

export const SAVE_FORMAT = 4;

/**
 * The bounds of a save. Each is far above what a real game reaches (the longest recorded games
 * have about 430 moves; a table has at most 8 seats) and small enough that reading and replaying
 * a save stays affordable: replaying a full Airlines game of 430 moves costs about 45 ms of CPU.
 */
export const SAVE_LIMITS = {
  /** Moves a save holds (and take-backs it lists). */
  moves: 5000,
  players: 8,
  /** Player, table and save names, in characters. */
  name: 80,
  title: 120,
  /** Option names in a save's options. */
  options: 64,
  /** Owner token hashes a table keeps (the latest ones: each resume adds one). */
  ownerHashes: 64,
  /** The board as played and the snapshot, each as JSON, in bytes. */
  boardBytes: 8 * 1024 * 1024,
  snapshotBytes: 16 * 1024 * 1024,
} as const;

const count = (n: number): string => n.toLocaleString('en');
/** "5,001 moves; a save holds at most 5,000": the refusal names the value and the limit (the path names the field). */
const most = (limit: number, unit: string) => ({
  error: (iss: { input?: unknown }) => {
    const value = typeof iss.input === 'string' || Array.isArray(iss.input) ? iss.input.length : '?';
    return `${typeof value === 'number' ? count(value) : value} ${unit}; a save holds at most ${count(limit)}`;
  },
});
const text = (limit: number) => z.string().max(limit, most(limit, 'characters'));
/** A JSON value of at most `limit` bytes once written (the path names which). */
const jsonOfAtMost = (limit: number) =>
  z.unknown().superRefine((v, ctx) => {
    const size = Buffer.byteLength(JSON.stringify(v) ?? '');
    if (size > limit) ctx.addIssue({ code: 'custom', message: `${count(size)} bytes; a save holds at most ${count(limit)}`, params: { key: 'host.save.issue.bytes', size, max: limit } });
  });

/** A save id (the file name without `.save.json`): a table id, `save-…` or `import-…`. */
export const SAVE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

const safeId = z.string().refine(isSafeId, { message: 'not a safe id (letters, digits, "-", "_", ".", ":"; never a name like "__proto__")', params: { key: 'host.save.issue.notSafeId' } });
// Checked as read, not copied: a record schema would copy a "__proto__" key into the prototype of
// its output, where no key check sees it any more.
const options = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { message: 'not an object', params: { key: 'host.save.issue.notObject' } })
  .refine((o) => Object.keys(o).every(isSafeId), { message: 'an option name is not a safe id', params: { key: 'host.save.issue.optionName' } })
  .superRefine((o, ctx) => {
    const n = Object.keys(o).length;
    if (n > SAVE_LIMITS.options) ctx.addIssue({ code: 'custom', message: `${count(n)} options; a save holds at most ${SAVE_LIMITS.options}`, params: { key: 'host.save.issue.options', n, max: String(SAVE_LIMITS.options) } });
  });
const moves = z.array(z.object({ player: text(64), move: z.unknown() })).max(SAVE_LIMITS.moves, most(SAVE_LIMITS.moves, 'moves'));
const board = jsonOfAtMost(SAVE_LIMITS.boardBytes);
const snapshot = jsonOfAtMost(SAVE_LIMITS.snapshotBytes);
const players = <T extends z.ZodType>(p: T) => z.array(p).min(1).max(SAVE_LIMITS.players, most(SAVE_LIMITS.players, 'players'));
const savedAt = text(40);
const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const savedPlayer = z.object({
  id: safeId,
  name: text(SAVE_LIMITS.name),
  kind: z.enum(['human', 'bot', 'open']),
  bot: text(40).optional(),
  /** sha256 of the seat token, hex. The token itself is never written anywhere. */
  tokenHash: hash.optional(),
});
export type SavedPlayer = z.infer<typeof savedPlayer>;

export const savedMove = z.object({
  player: text(64),
  move: z.unknown(),
  /** The table's state number right after this move. */
  n: z.number().int().min(1).optional(),
});
export type SavedMove = z.infer<typeof savedMove>;

/** A take-back: at state `n`, `player`'s request brought the game back to its first `count` moves. */
/**
 * Why a table is paused: the host's words by key and params (main/host/table.ts), or, in a save
 * written before the host sent codes, its English sentence. Params are bounded like any JSON.
 */
export const pauseReason = z.union([text(400), z.object({ key: text(200), params: jsonOfAtMost(4000).optional() })]);

/** A reason by key (main/saves/reasons.ts), as the saves list's index keeps it: bounded like any JSON. */
export const reasonSchema = z.object({
  key: text(200),
  params: jsonOfAtMost(8000)
    .refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { message: 'not an object', params: { key: 'host.save.issue.notObject' } })
    .optional(),
});

export const savedUndo = z.object({ n: z.number().int().min(1), player: text(64), count: z.number().int().min(0) });
export type SavedUndo = z.infer<typeof savedUndo>;

/** Player ids are distinct and every move (and take-back) is made by one of them. */
function playersAndMovesAgree(save: { players: { id: string }[]; moves: { player: string }[]; undos?: { player: string }[] }, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  for (const [i, p] of save.players.entries()) {
    if (ids.has(p.id)) ctx.addIssue({ code: 'custom', path: ['players', i, 'id'], message: `player id "${p.id}" appears twice`, params: { key: 'host.save.issue.twice', id: p.id } });
    ids.add(p.id);
  }
  const bad = save.moves.findIndex((m) => !ids.has(m.player));
  if (bad >= 0) ctx.addIssue({ code: 'custom', path: ['moves', bad, 'player'], message: "not one of the save's players", params: { key: 'host.save.issue.notPlayer' } });
  const badUndo = (save.undos ?? []).findIndex((u) => !ids.has(u.player));
  if (badUndo >= 0) ctx.addIssue({ code: 'custom', path: ['undos', badUndo, 'player'], message: "not one of the save's players", params: { key: 'host.save.issue.notPlayer' } });
}

export const saveFile = z
  .object({
    format: z.literal(SAVE_FORMAT),
    name: text(SAVE_LIMITS.title),
    game: text(64).min(1),
    /** The library id the board came from, when it came from the library. */
    boardId: text(200).optional(),
    board,
    options,
    seed: z.number().int(),
    players: players(savedPlayer),
    /** Saves before format 4: the names the game was set up with (absent: name tokens). */
    setupNames: z.array(text(SAVE_LIMITS.name)).max(SAVE_LIMITS.players, most(SAVE_LIMITS.players, 'names')).optional(),
    moves: z.array(savedMove).max(SAVE_LIMITS.moves, most(SAVE_LIMITS.moves, 'moves')),
    undos: z.array(savedUndo).max(SAVE_LIMITS.moves, most(SAVE_LIMITS.moves, 'take-backs')).optional(),
    snapshot,
    stateNo: z.number().int().min(0),
    /** The last journal entry this file holds; later ones are in `<id>.journal`. */
    journal: z.number().int().min(0).optional(),
    table: z.object({
      id: z.string().refine((v) => SAVE_ID.test(v), { message: 'not a table id', params: { key: 'host.save.issue.notTableId' } }),
      title: text(SAVE_LIMITS.title),
      ownerHashes: z.array(hash).max(SAVE_LIMITS.ownerHashes, most(SAVE_LIMITS.ownerHashes, 'owner hashes')).optional(),
      passwordHash: hash.optional(),
      /** Someone held a person's seat: a table nobody joined is not reopened at start. */
      joined: z.boolean().optional(),
      createdAt: text(40).optional(),
      paused: pauseReason.optional(),
      /** The table was closed: it is not reopened when the host starts. */
      closed: z.boolean().optional(),
    }),
    finished: z.boolean(),
    savedAt,
  })
  .superRefine(playersAndMovesAgree);
export type SaveFile = z.infer<typeof saveFile>;

/** Formats 2 and 3 (2 is 3 without the fields 3 added, all optional). */
const format3 = z
  .object({
    name: text(SAVE_LIMITS.title),
    game: text(64).min(1),
    boardId: text(200).optional(),
    board,
    options,
    seed: z.number().int(),
    players: players(savedPlayer.extend({ setupName: text(SAVE_LIMITS.name).optional() })),
    moves,
    snapshot,
    stateNo: z.number().int().min(0),
    table: z.object({
      id: z.string().refine((v) => SAVE_ID.test(v), { message: 'not a table id', params: { key: 'host.save.issue.notTableId' } }),
      title: text(SAVE_LIMITS.title),
      ownerHash: hash.optional(),
      passwordHash: hash.optional(),
      joined: z.boolean().optional(),
    }),
    finished: z.boolean(),
    savedAt,
  })
  .superRefine(playersAndMovesAgree);

const format1 = z
  .object({
    format: z.literal(1),
    game: text(64).min(1),
    board,
    options,
    seed: z.number().int(),
    players: players(z.object({ id: safeId, name: text(SAVE_LIMITS.name) })),
    moves,
    snapshot,
    savedAt,
  })
  .superRefine(playersAndMovesAgree);

/** Whether a save's table was ever played by a person (formats 3 and 4 say so; older ones: a seat token). */
export function everJoined(save: SaveFile): boolean {
  return save.table.joined ?? save.players.some((p) => p.kind === 'human' && p.tokenHash !== undefined);
}

export type Migration = { ok: true; save: SaveFile } | { ok: false; reason: Reason };

/** Brings a save of any known format up to the current one; `id` names the file it came from. */
export function migrateSave(raw: unknown, id: string): Migration {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: reason('host.save.notObject') };
  const format = (raw as { format?: unknown }).format;
  if (typeof format !== 'number') return { ok: false, reason: reason('host.save.noFormat') };
  if (format > SAVE_FORMAT) return { ok: false, reason: reason('host.save.newer', { format: String(format), max: String(SAVE_FORMAT) }) };
  if (format === 1) {
    const old = format1.safeParse(raw);
    if (!old.success) return { ok: false, reason: reason('host.save.damagedV1', { issues: saveIssues(old.error, raw) }) };
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
  if (format === 2 || format === 3) {
    const old = format3.safeParse(raw);
    if (!old.success) return { ok: false, reason: reason('host.save.damaged', { issues: saveIssues(old.error, raw) }) };
    const v = old.data;
    const { ownerHash, ...table } = v.table;
    // Undone moves left gaps in the state numbers that formats 2 and 3 did not keep: the last move takes the saved number.
    const last = v.moves.length - 1;
    return {
      ok: true,
      save: {
        ...v,
        format: SAVE_FORMAT,
        players: v.players.map(({ setupName: _setup, ...p }) => p),
        setupNames: v.players.map((p) => p.setupName ?? p.name),
        moves: v.moves.map((m, i) => ({ ...m, n: i === last ? Math.max(v.stateNo, i + 1) : i + 1 })),
        table: ownerHash ? { ...table, ownerHashes: [ownerHash] } : table,
      },
    };
  }
  if (format !== SAVE_FORMAT) return { ok: false, reason: reason('host.save.unknownFormat', { format: String(format) }) };
  const cur = saveFile.safeParse(raw);
  if (!cur.success) return { ok: false, reason: reason('host.save.damaged', { issues: saveIssues(cur.error, raw) }) };
  return { ok: true, save: cur.data };
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
    // Own keys only: a snapshot key "__proto__" must not compare against Object.prototype.
    const av = own(ao, k);
    const bv = own(bo, k);
    // `undefined` and a missing key are the same thing once written as JSON.
    if (av === undefined && bv === undefined) continue;
    const d = firstDifference(av, bv, `${path}.${k}`);
    if (d) return d;
  }
  return null;
}
