/**
 * A table's journal: `<id>.journal` beside its save, one JSON line per thing that happened
 * since the save's snapshot (a move, a take-back, a seat change, a new owner, a pause). The
 * host appends a line, synchronously, before it tells anyone about the change, so a host killed
 * at any instant has on disk every move a client saw. The snapshot (`<id>.save.json`) is
 * rewritten at most about once a second; then the lines it holds are dropped from the journal.
 *
 * Each line carries `j`, the journal's own counter; the save names the last `j` it holds, so a
 * line is applied once whether or not the journal was trimmed after that save.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync, fsyncSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { savedPlayer, type SaveFile } from './format.js';

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
  z.object({ j: z.number().int().min(1), t: z.literal('p'), r: z.string().max(400).nullable() }),
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

export class Journal {
  private fd: number | null = null;

  constructor(readonly file: string) {}

  /** Appends one line; when this returns, the line is in the file (a killed process keeps it). */
  append(entry: JournalEntry): void {
    this.fd ??= openSync(this.file, 'a');
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
  }

  /** Drops the lines a snapshot now holds (`j` ≤ `upTo`); removes the file when none is left. */
  trim(upTo: number): void {
    this.close();
    const { entries } = readJournal(this.file);
    const keep = entries.filter((e) => e.j > upTo);
    if (keep.length === 0) rmSync(this.file, { force: true });
    else writeFileAtomicSync(this.file, keep.map((e) => `${JSON.stringify(e)}\n`).join(''));
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

/**
 * The entries of a journal file, in order. A line that does not read (the host was killed while
 * writing it, so no client saw what it says) ends the journal there.
 */
export function readJournal(file: string): { entries: JournalEntry[]; torn: boolean } {
  if (!existsSync(file)) return { entries: [], torn: false };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { entries: [], torn: true };
  }
  const entries: JournalEntry[] = [];
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (line === '') {
      if (i === lines.length - 1) break;
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return { entries, torn: true };
    }
    const e = journalEntry.safeParse(raw);
    if (!e.success) return { entries, torn: true };
    entries.push(e.data);
  }
  return { entries, torn: false };
}

/** The save with the journal's entries after its snapshot applied (moves, take-backs, seats, owners, pause). */
export function applyJournal(save: SaveFile, entries: readonly JournalEntry[]): SaveFile {
  const from = save.journal ?? 0;
  const later = entries.filter((e) => e.j > from);
  if (later.length === 0) return save;
  const out: SaveFile = { ...save, moves: [...save.moves], players: [...save.players], table: { ...save.table } };
  let undos = [...(save.undos ?? [])];
  for (const e of later) {
    switch (e.t) {
      case 'm':
        out.moves.push({ player: e.p, move: e.m, n: e.n });
        out.stateNo = e.n;
        break;
      case 'u': {
        out.moves.length = Math.min(out.moves.length, e.c);
        const lastN = e.c > 0 ? (out.moves[e.c - 1]?.n ?? 0) : 0;
        undos = undos.filter((u) => u.n <= lastN);
        undos.push({ n: e.n, player: e.p, count: e.c });
        out.stateNo = e.n;
        break;
      }
      case 's':
        if (e.i < out.players.length) out.players[e.i] = e.s;
        break;
      case 'o':
        out.table.ownerHashes = [...(out.table.ownerHashes ?? []), e.h];
        break;
      case 'p':
        if (e.r === null) delete out.table.paused;
        else out.table.paused = e.r;
        break;
    }
    out.journal = e.j;
  }
  if (undos.length > 0) out.undos = undos;
  else delete out.undos;
  return out;
}
