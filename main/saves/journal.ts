/**
 * A table's journal: `<id>.journal` beside its save, one JSON line per thing that happened
 * since the save's snapshot (a move, a take-back, a seat change, a new owner, a pause). The
 * host appends a line, synchronously, before it tells anyone about the change, so a host killed
 * at any instant has on disk every move a client saw. The snapshot (`<id>.save.json`) is
 * rewritten at most about once a second; then the lines it holds are dropped from the journal.
 *
 * Each line carries `j`, the journal's own counter; the save names the last `j` it holds, so a
 * line is applied once whether or not the journal was trimmed after that save.
 *
 * A journal is read line by line (never whole) and at most JOURNAL_LIMITS.bytes of it. The last
 * line may be torn (the host was killed while writing it, so no client saw it): it is ignored.
 * Any other line that does not read, or does not fit the save, is damage at that line number:
 * the save is listed as damaged, never opened with the lines after it silently dropped; the user
 * may open it up to that line (`cutJournal`), and the lines from there on are set aside in a file.
 */
import { closeSync, existsSync, fstatSync, openSync, readSync, renameSync, rmSync, statSync, writeSync, fsyncSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { MAX_FRAME_BYTES } from '../../formats/protocol.js';
import { parseJson } from '../library/json-file.js';
import { pauseReason, SAVE_LIMITS, savedPlayer, type SaveFile } from './format.js';
import { entryIssue, reason, thrownWords, type Reason } from './reasons.js';
import type { WordParams } from '../../games/core/wording.js';

/**
 * A journal normally holds the second or so of changes since the last snapshot; these bounds
 * are far above that and keep reading one cheap. A line holds at most one move, which came in
 * one message (at most MAX_FRAME_BYTES).
 */
export const JOURNAL_LIMITS = {
  bytes: 4 * 1024 * 1024,
  lineBytes: MAX_FRAME_BYTES + 16 * 1024,
} as const;

const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const journalEntry = z.discriminatedUnion('t', [
  /** A move by `p`, giving state `n`. */
  z.object({ j: z.number().int().min(1), t: z.literal('m'), n: z.number().int().min(1), p: z.string().min(1).max(64), m: z.unknown() }),
  /** A take-back at state `n`: the game went back to its first `c` moves, asked by `p`. */
  z.object({ j: z.number().int().min(1), t: z.literal('u'), n: z.number().int().min(1), p: z.string().min(1).max(64), c: z.number().int().min(0) }),
  /** A seat as it is now (taken, freed, handed to a bot, renamed). */
  z.object({ j: z.number().int().min(1), t: z.literal('s'), i: z.number().int().min(0).max(7), s: savedPlayer }),
  /** Another owner token hash (a resumed table). */
  z.object({ j: z.number().int().min(1), t: z.literal('o'), h: hash }),
  /** Paused with a reason, or going on (null). */
  z.object({ j: z.number().int().min(1), t: z.literal('p'), r: pauseReason.nullable() }),
]);
export type JournalEntry = z.infer<typeof journalEntry>;
/** An entry before the journal numbers it. */
export type JournalRecord = JournalEntry extends infer E ? (E extends { j: number } ? Omit<E, 'j'> : never) : never;

/** Writes a file whole or not at all (temporary file, then rename), synchronously. */
export function writeFileAtomicSync(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

export type JournalStamp = string;

/** Size and modification time of a file ('' when there is none): a changed file has another stamp. */
export function fileStamp(file: string): JournalStamp {
  try {
    const st = statSync(file);
    return `${st.size}:${st.mtimeMs}`;
  } catch {
    return '';
  }
}

export class Journal {
  private fd: number | null = null;

  /**
   * `onChange(before, after)`: the host itself changed the file (appended a line it checked,
   * or trimmed lines a snapshot holds), from stamp `before` to `after`.
   */
  constructor(
    readonly file: string,
    private readonly onChange?: (before: JournalStamp, after: JournalStamp) => void,
  ) {}

  /** Appends one line; when this returns, the line is in the file (a killed process keeps it). */
  append(entry: JournalEntry): void {
    const before = this.onChange && this.fd !== null ? fdStamp(this.fd) : this.onChange ? fileStamp(this.file) : '';
    this.fd ??= openSync(this.file, 'a');
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    this.onChange?.(before, fdStamp(this.fd));
  }

  /**
   * Drops the lines a snapshot now holds (`j` ≤ `upTo`); removes the file when none is left. A
   * journal damaged past some line is set aside whole first (`setAside`): nothing is dropped unread.
   */
  trim(upTo: number): void {
    this.close();
    const before = fileStamp(this.file);
    const read = readJournal(this.file);
    if (read.damage) setAside(this.file);
    const keep = read.entries.filter((e) => e.entry.j > upTo).map((e) => e.entry);
    if (keep.length === 0) rmSync(this.file, { force: true });
    else writeFileAtomicSync(this.file, keep.map((e) => `${JSON.stringify(e)}\n`).join(''));
    if (!read.damage) this.onChange?.(before, fileStamp(this.file));
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  remove(): void {
    this.close();
    rmSync(this.file, { force: true });
  }
}

function fdStamp(fd: number): JournalStamp {
  const st = fstatSync(fd);
  return `${st.size}:${st.mtimeMs}`;
}

/**
 * Moves a damaged journal out of the way, beside its save, as `<id>.damaged-journal.txt` (or
 * `-2`, `-3`…): the user's data, kept for them to look at. Returns the new file's name.
 */
export function setAside(file: string): string {
  const base = file.replace(/\.journal$/, '');
  for (let k = 1; ; k++) {
    const target = `${base}.damaged-journal${k === 1 ? '' : `-${k}`}.txt`;
    if (existsSync(target)) continue;
    renameSync(file, target);
    return basename(target);
  }
}

/** Where a journal stops being usable, by line number (1-based). */
export interface JournalDamage {
  line: number;
  reason: Reason;
}

export interface JournalRead {
  /** The entries before the damage (all of them when there is none), with their line numbers. */
  entries: { line: number; entry: JournalEntry }[];
  damage: JournalDamage | null;
  /** The last line was cut off mid-write (the host was killed): it is ignored, not damage. */
  torn: boolean;
}

const CHUNK = 64 * 1024;
/** A size in megabytes as a param: "4 MB", "0.5 MB" (one decimal unless whole). */
const mb = (bytes: number): Reason => reason('host.journal.mb', { mb: Number((bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)) });

/**
 * The lines of a file, read in chunks, each at most `maxLine` bytes, and at most `maxBytes` of
 * the file. Calls `onLine(text, number, ended)` (`ended`: a newline followed it) until it returns
 * false; returns why reading stopped early, if it did.
 */
export function forEachLine(
  file: string,
  limits: { maxBytes: number; maxLine: number },
  onLine: (text: string, line: number, ended: boolean) => boolean,
): { stopped: 'callback' | 'line' | 'size' | null; line: number; size: number } {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(CHUNK);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let line = 1;
    let pos = 0;
    while (pos < Math.min(size, limits.maxBytes)) {
      const n = readSync(fd, buf, 0, Math.min(CHUNK, limits.maxBytes - pos), pos);
      if (n === 0) break;
      pos += n;
      let from = 0;
      for (let nl = buf.indexOf(10, from); nl !== -1 && nl < n; nl = buf.indexOf(10, from)) {
        const piece = buf.subarray(from, nl);
        if (pendingBytes + piece.length > limits.maxLine) return { stopped: 'line', line, size };
        const text = pendingBytes === 0 ? piece.toString('utf8') : Buffer.concat([...pending, piece]).toString('utf8');
        pending = [];
        pendingBytes = 0;
        from = nl + 1;
        if (!onLine(text, line, true)) return { stopped: 'callback', line, size };
        line++;
      }
      if (from < n) {
        pending.push(Buffer.from(buf.subarray(from, n)));
        pendingBytes += n - from;
        if (pendingBytes > limits.maxLine) return { stopped: 'line', line, size };
      }
    }
    if (size > limits.maxBytes) return { stopped: 'size', line, size };
    if (pendingBytes > 0 && !onLine(Buffer.concat(pending).toString('utf8'), line, false)) return { stopped: 'callback', line, size };
    return { stopped: null, line, size };
  } finally {
    closeSync(fd);
  }
}

/**
 * The entries of a journal file, in order, read line by line: at most JOURNAL_LIMITS.bytes of
 * it, each line at most JOURNAL_LIMITS.lineBytes. Reading stops at the first damaged line.
 */
export function readJournal(file: string, limits: { bytes: number; lineBytes: number } = JOURNAL_LIMITS): JournalRead {
  const out: JournalRead = { entries: [], damage: null, torn: false };
  if (!existsSync(file)) return out;
  let lastJ = 0;
  let res: ReturnType<typeof forEachLine>;
  try {
    res = forEachLine(file, { maxBytes: limits.bytes, maxLine: limits.lineBytes }, (text, line, ended) => {
      if (text === '') return true;
      const parsed = parseJson(text);
      if (!parsed.ok) {
        // Only a last line with no newline after it can be one the host was writing when killed.
        if (!ended) out.torn = true;
        else out.damage = { line, reason: parsed.words.key === 'host.json.tooDeep' ? reason('host.journal.tooDeep') : parsed.column !== undefined ? reason('host.journal.notJsonAt', { column: parsed.column }) : reason('host.journal.notJson') };
        return false;
      }
      const e = journalEntry.safeParse(parsed.value);
      if (!e.success) {
        out.damage = { line, reason: reason('host.journal.notEntry', { problem: entryIssue(e.error, parsed.value) }) };
        return false;
      }
      if (e.data.j <= lastJ) {
        out.damage = { line, reason: reason('host.journal.badNumber', { j: String(e.data.j), last: String(lastJ) }) };
        return false;
      }
      lastJ = e.data.j;
      out.entries.push({ line, entry: e.data });
      return true;
    });
  } catch (err) {
    return { entries: [], damage: { line: 1, reason: reason('host.journal.unreadable', { error: thrownWords(err) }) }, torn: false };
  }
  // Over the cap, the size is the reason, wherever reading stopped.
  if (res.size > limits.bytes && (res.stopped === 'size' || res.stopped === 'line' || out.damage)) {
    out.damage = { line: out.damage?.line ?? res.line, reason: reason('host.journal.tooLarge', { bytes: res.size, size: mb(limits.bytes) }) };
  } else if (res.stopped === 'line') out.damage = { line: res.line, reason: reason('host.journal.lineTooLong', { size: mb(limits.lineBytes) }) };
  return out;
}

/** A journal applied to its save: the save as it now stands, or where and why the journal stops fitting it. */
export interface AppliedJournal {
  save: SaveFile;
  /** The journal line each move of `save.moves` came from (0: the save file itself). */
  moveLines: number[];
  damage: JournalDamage | null;
}

/**
 * The save with the journal's entries after its snapshot applied (moves, take-backs, seats,
 * owners, pause), up to the first entry that does not fit the save (a move by someone not at
 * the table, a seat that is not there, more moves than a save holds): that is damage.
 */
export function applyJournal(save: SaveFile, entries: JournalRead['entries']): AppliedJournal {
  const from = save.journal ?? 0;
  const later = entries.filter((e) => e.entry.j > from);
  const moveLines = save.moves.map(() => 0);
  if (later.length === 0) return { save, moveLines, damage: null };
  const out: SaveFile = { ...save, moves: [...save.moves], players: [...save.players], table: { ...save.table } };
  const ids = new Set(save.players.map((p) => p.id));
  let undos = [...(save.undos ?? [])];
  let damage: JournalDamage | null = null;
  for (const { line, entry: e } of later) {
    damage = misfit(e, out, ids);
    if (damage) {
      damage.line = line;
      break;
    }
    switch (e.t) {
      case 'm':
        out.moves.push({ player: e.p, move: e.m, n: e.n });
        moveLines.push(line);
        out.stateNo = e.n;
        break;
      case 'u': {
        out.moves.length = e.c;
        moveLines.length = e.c;
        const lastN = e.c > 0 ? (out.moves[e.c - 1]?.n ?? 0) : 0;
        undos = undos.filter((u) => u.n <= lastN);
        undos.push({ n: e.n, player: e.p, count: e.c });
        out.stateNo = e.n;
        break;
      }
      case 's':
        out.players[e.i] = e.s;
        break;
      case 'o':
        // Each resume adds an owner; the latest ones are kept.
        out.table.ownerHashes = [...(out.table.ownerHashes ?? []), e.h].slice(-SAVE_LIMITS.ownerHashes);
        break;
      case 'p':
        if (e.r === null) delete out.table.paused;
        else out.table.paused = e.r;
        break;
    }
    out.journal = e.j;
  }
  if (undos.length > 0) out.undos = undos.slice(-SAVE_LIMITS.moves);
  else delete out.undos;
  return { save: out, moveLines, damage };
}

/** Why an entry cannot apply to the save as it stands (its line is filled in by the caller). */
function misfit(e: JournalEntry, save: SaveFile, ids: ReadonlySet<string>): JournalDamage | null {
  const bad = (key: string, params?: WordParams): JournalDamage => ({ line: 0, reason: reason(key, params) });
  switch (e.t) {
    case 'm':
      if (!ids.has(e.p)) return bad('host.journal.strangerMove', { player: e.p });
      if (save.moves.length >= SAVE_LIMITS.moves) return bad('host.journal.tooManyMoves', { max: SAVE_LIMITS.moves });
      return null;
    case 'u':
      if (!ids.has(e.p)) return bad('host.journal.strangerUndo', { player: e.p });
      if (e.c > save.moves.length) return bad('host.journal.undoTooFar', { to: String(e.c), moves: save.moves.length });
      return null;
    case 's':
      if (e.i >= save.players.length) return bad('host.journal.noSeat', { seat: String(e.i + 1), seats: save.players.length });
      if (e.s.id !== save.players[e.i]!.id) return bad('host.journal.otherSeat', { seat: String(e.i + 1), player: e.s.id, owner: save.players[e.i]!.id });
      return null;
    default:
      return null;
  }
}
