/**
 * The lab inside the host: runs asked for by the app (one at a time, on the host's cores), their
 * progress, cancel, the reports kept in `<data>/lab/`, and the replay of one game at one move as
 * a table (a save the host's own "resume" opens). The HTTP side is api.ts.
 */
import type { LabDocument, LabProgress, LabReport } from '../../games/core/lab-report.js';
import type { Library, Registry } from '../library/index.js';
import { SAVE_FORMAT, type SaveFile } from '../saves/format.js';
import type { SaveStore } from '../saves/index.js';
import { compareReports } from './compare.js';
import { playRunGame, runContext } from './games.js';
import { labSettings, resolveBoard, runLab, specOf, type BoardRef, type LabAsk, type ResolvedBoard } from './lab.js';
import type { RunOptions } from './runner.js';
import { createLabStore, type LabStore } from './store.js';

export interface StartRequest extends LabAsk {
  board: BoardRef;
  /** A second board played with the same settings and seeds, side by side. */
  compare?: BoardRef;
  /** The game the board must be for (when the asker knows it). */
  game?: string;
}

interface Run {
  progress: LabProgress;
  started: number;
  stop: AbortController;
  done: Promise<void>;
}

export interface LabService {
  readonly store: LabStore;
  start(req: StartRequest): Promise<{ ok: true; id: string } | { ok: false; status: number; message: string }>;
  progress(id: string): LabProgress | null;
  cancel(id: string): boolean;
  /** A save of game `game` of a report (side a or b of a comparison) after `move` moves. */
  replay(reportId: string, side: 'a' | 'b', game: number, move: number): Promise<{ ok: true; save: string } | { ok: false; status: number; message: string }>;
  /** Stops any run (its workers end) and waits for it. */
  close(): Promise<void>;
}

export interface LabServiceOptions {
  registry: Registry;
  library: Library;
  saves: SaveStore;
  dataDir: string;
  /** Worker threads per run; default one per core. */
  workers?: number;
  log?: (msg: string) => void;
}

/** Runs remembered for their progress after they end. */
const KEEP_RUNS = 20;

export function createLabService(o: LabServiceOptions): LabService {
  const store = createLabStore(o.dataDir);
  const runs = new Map<string, Run>();
  let counter = 0;
  const running = (): Run | undefined => [...runs.values()].find((r) => r.progress.status === 'running');

  function forget(): void {
    const ended = [...runs.entries()].filter(([, r]) => r.progress.status !== 'running');
    for (const [id] of ended.slice(0, Math.max(0, ended.length - KEEP_RUNS))) runs.delete(id);
  }

  return {
    store,
    async start(req) {
      if (running()) return { ok: false, status: 409, message: 'A lab run is going on already: wait for it or cancel it.' };
      const io = { registry: o.registry, library: o.library };
      const a = await resolveBoard(io, req.board, req.game);
      if (!a.ok) return { ok: false, status: 422, message: a.message };
      const sa = labSettings(a.value, req);
      if (!sa.ok) return { ok: false, status: 422, message: sa.message };
      let b: ResolvedBoard | null = null;
      if (req.compare) {
        const other = await resolveBoard(io, req.compare, a.value.def.id);
        if (!other.ok) return { ok: false, status: 422, message: `The board to compare with: ${other.message}` };
        b = other.value;
      }
      const id = `run-${Date.now().toString(36)}-${(counter++).toString(36)}`;
      const games = sa.settings.games;
      const total = games * (b ? 2 : 1);
      const stop = new AbortController();
      const progress: LabProgress = { id, status: 'running', done: 0, total, gamesPerSecond: 0, secondsLeft: null };
      const started = Date.now();
      const tick = (offset: number) => (done: number): void => {
        progress.done = offset + done;
        const secs = (Date.now() - started) / 1000;
        progress.gamesPerSecond = secs > 0 ? progress.done / secs : 0;
        progress.secondsLeft = progress.gamesPerSecond > 0 ? (total - progress.done) / progress.gamesPerSecond : null;
      };
      const opts = (offset: number): RunOptions => ({ signal: stop.signal, onProgress: tick(offset), ...(o.workers !== undefined ? { workers: o.workers } : {}) });
      const work = async (): Promise<void> => {
        try {
          const ra = await runLab(sa.settings, a.value.board, opts(0));
          let doc: LabDocument | null = ra;
          if (ra && b) {
            const sb = labSettings(b, { ...req, players: sa.settings.players, bots: sa.settings.bots });
            if (!sb.ok) throw new Error(sb.message);
            const rb = await runLab(sb.settings, b.board, opts(games));
            doc = rb ? compareReports(ra, rb) : null;
          }
          if (!doc) {
            progress.status = 'cancelled';
            return;
          }
          await store.save(doc);
          progress.report = doc.id;
          progress.status = 'done';
          progress.secondsLeft = 0;
          o.log?.(`lab: report ${doc.id} (${total} games) written`);
        } catch (err) {
          progress.status = 'failed';
          progress.error = (err as Error).message;
          o.log?.(`lab: run ${id} failed: ${(err as Error).stack ?? String(err)}`);
        } finally {
          forget();
        }
      };
      runs.set(id, { progress, started, stop, done: work() });
      return { ok: true, id };
    },
    progress(id) {
      const r = runs.get(id);
      return r ? { ...r.progress } : null;
    },
    cancel(id) {
      const r = runs.get(id);
      if (!r || r.progress.status !== 'running') return false;
      r.stop.abort();
      return true;
    },
    async replay(reportId, side, game, move) {
      const doc = await store.load(reportId);
      if (!doc) return { ok: false, status: 404, message: 'There is no such report.' };
      const report: LabReport = doc.kind === 'lab-report' ? doc : side === 'b' ? doc.b : doc.a;
      const s = report.settings;
      if (!Number.isInteger(game) || game < 0 || game >= s.games) return { ok: false, status: 422, message: `The run has games 0 to ${s.games - 1}.` };
      if (!Number.isInteger(move) || move < 0 || move > 100_000) return { ok: false, status: 422, message: 'The move must be a whole number of moves played.' };
      if (!o.registry.has(s.game)) return { ok: false, status: 422, message: `The game "${s.game}" is not installed.` };
      let played;
      try {
        played = playRunGame(runContext(specOf(s, report.board)), game, move);
      } catch (err) {
        return { ok: false, status: 422, message: `The game could not be played again: ${(err as Error).message}` };
      }
      const bots = report.bots;
      const seatBots = played.record.bots;
      const save: SaveFile = {
        format: SAVE_FORMAT,
        name: `Lab: ${s.board.name}, seed ${s.seed + game}, move ${played.log!.length}`.slice(0, 120),
        game: s.game,
        board: report.board,
        options: s.options,
        seed: s.seed + game,
        // Seats named by the bots that played them; nobody holds one (an import frees them anyway).
        players: seatBots.map((id, i) => ({ id: `p${i + 1}`, name: `${bots.find((x) => x.id === id)?.name ?? id} (seat ${i + 1})`.slice(0, 80), kind: 'open' as const })),
        // The lab sets its games up with the names `npm run simulate` uses, not name tokens.
        setupNames: seatBots.map((_, i) => `Player ${i + 1}`),
        moves: played.log!.map((m, i) => ({ player: m.player, move: m.move, n: i + 1 })),
        snapshot: played.state,
        stateNo: played.log!.length,
        table: { id: 'lab-replay', title: `Lab replay: ${s.board.name}, seed ${s.seed + game}`.slice(0, 120), joined: false },
        finished: played.record.finished,
        savedAt: new Date().toISOString(),
      };
      const r = await o.saves.importText(JSON.stringify(save));
      return r.ok ? { ok: true, save: r.id } : { ok: false, status: 422, message: r.reason };
    },
    async close() {
      for (const r of runs.values()) r.stop.abort();
      await Promise.all([...runs.values()].map((r) => r.done));
    },
  };
}
