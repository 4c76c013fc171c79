/**
 * Lab reports kept in the data folder: `<data>/lab/<id>.lab.json`, one file per report or
 * comparison, written atomically. Listed newest first; a file that cannot be read is listed with
 * the reason and never removed unless asked.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { LabDocument, LabReportInfo } from '../../formats/lab-report.js';
import { parseJson, writeFileAtomic } from '../library/json-file.js';

/** A report id: what newReportId makes (letters, digits and "-"). */
export const REPORT_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;
const SUFFIX = '.lab.json';
/** Largest report read back (a big run's report is a few hundred kilobytes). */
const MAX_BYTES = 64 * 1024 * 1024;

export interface LabStore {
  readonly dir: string;
  save(doc: LabDocument): Promise<void>;
  list(): Promise<(LabReportInfo | { id: string; problem: string })[]>;
  load(id: string): Promise<LabDocument | null>;
  /** The file's text as kept (for export). */
  text(id: string): Promise<string | null>;
  remove(id: string): Promise<boolean>;
}

export function infoOf(doc: LabDocument): LabReportInfo {
  const a = doc.kind === 'lab-report' ? doc : doc.a;
  return {
    id: doc.id,
    kind: doc.kind,
    createdAt: doc.createdAt,
    game: a.settings.game,
    gameName: a.settings.gameName,
    boardName: a.settings.board.name,
    boardHash: a.settings.board.hash,
    ...(doc.kind === 'lab-comparison' ? { otherBoardName: doc.b.settings.board.name, otherBoardHash: doc.b.settings.board.hash } : {}),
    games: a.settings.games,
    players: a.settings.players,
    ...(doc.cancelled ? { cancelled: { asked: doc.cancelled.asked } } : {}),
  };
}

function isDocument(v: unknown): v is LabDocument {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as { kind?: unknown; id?: unknown; settings?: unknown; a?: unknown };
  if (typeof d.id !== 'string') return false;
  if (d.kind === 'lab-report') return typeof d.settings === 'object' && d.settings !== null;
  if (d.kind === 'lab-comparison') return typeof d.a === 'object' && d.a !== null;
  return false;
}

export function createLabStore(dataDir: string): LabStore {
  const dir = join(dataDir, 'lab');
  const fileOf = (id: string): string | null => (REPORT_ID.test(id) ? join(dir, id + SUFFIX) : null);

  async function read(id: string): Promise<{ ok: true; doc: LabDocument; text: string } | { ok: false; reason: string }> {
    const file = fileOf(id);
    if (!file) return { ok: false, reason: 'not a report id' };
    let text: string;
    try {
      const stat = await fs.stat(file);
      if (stat.size > MAX_BYTES) return { ok: false, reason: `the file is too large (${stat.size} bytes)` };
      text = await fs.readFile(file, 'utf8');
    } catch (err) {
      return { ok: false, reason: (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such report' : `it could not be read: ${(err as Error).message}` };
    }
    const parsed = parseJson(text);
    if (!parsed.ok) return { ok: false, reason: parsed.message };
    if (!isDocument(parsed.value) || parsed.value.id !== id) return { ok: false, reason: 'the file does not hold a lab report' };
    return { ok: true, doc: parsed.value, text };
  }

  return {
    dir,
    async save(doc) {
      const file = fileOf(doc.id);
      if (!file) throw new Error(`"${doc.id}" is not a report id`);
      await fs.mkdir(dir, { recursive: true });
      await writeFileAtomic(file, JSON.stringify(doc));
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const out: (LabReportInfo | { id: string; problem: string })[] = [];
      for (const name of names.filter((n) => n.endsWith(SUFFIX)).sort().reverse()) {
        const id = name.slice(0, -SUFFIX.length);
        const r = await read(id);
        out.push(r.ok ? infoOf(r.doc) : { id, problem: r.reason });
      }
      return out;
    },
    async load(id) {
      const r = await read(id);
      return r.ok ? r.doc : null;
    },
    async text(id) {
      const r = await read(id);
      return r.ok ? r.text : null;
    },
    async remove(id) {
      const file = fileOf(id);
      if (!file) return false;
      try {
        await fs.unlink(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}
