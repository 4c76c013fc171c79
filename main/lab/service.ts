/**
 * The lab inside the host: runs asked for by the app (one at a time, on the host's cores), their
 * progress, cancel, the reports kept in `<data>/lab/`, and the replay of one game at one move as
 * a table (a save the host's own "resume" opens). The HTTP side is api.ts.
 */
import type { BalanceAsk, LabProgress, LabReport } from '../../formats/lab-report.js';
import { labReplayNames, labSeatNameFor, nameToken } from '../../formats/protocol.js';
import type { Library, Registry } from '../library/index.js';
import { SAVE_FORMAT, type SaveFile } from '../saves/format.js';
import type { SaveStore } from '../saves/index.js';
import { playRunGame, runContext } from './games.js';
import { labNo, labSettings, resolveBoard, specOf, type BoardRef, type LabAsk, type LabNo, type LabSide } from './lab.js';
import { errorWords } from '../../games/core/host-messages.js';
import type { WordParams } from '../../games/core/wording.js';

/** A refusal with its HTTP status: its English and its key and params (main/lab/api.ts sends the key). */
export type LabRefusal = LabNo & { status: number };
const refused = (status: number, key: string, params?: WordParams): LabRefusal => ({ ...labNo(key, params), status });
import { autoBalance, balanceAskProblem, balanceGames } from './auto-balance.js';
import { restrictedPlay } from './restricted.js';
import { WordedError } from './words.js';
import { runWithSecondMix } from './second-mix.js';
import { createLabStore, type LabStore } from './store.js';

export interface StartRequest extends LabAsk {
  board: BoardRef;
  /** A second board played with the same settings and seeds, side by side. */
  compare?: BoardRef;
  /**
   * B's bots, when they differ from A's: an A/B of two bot mixes (on the same board unless
   * `compare` names another), the same seeds and seats.
   */
  compareBots?: string[];
  /** The game the board must be for (when the asker knows it). */
  game?: string;
  /**
   * Instead of a report: an auto-balance of the board (auto-balance.ts): `candidates` boards
   * tried besides it, up to `games` games each, changing only fields under `fields` (all when
   * absent), aiming at `aims`.
   */
  balance?: BalanceAsk;
  /** Instead of a report: restricted play (restricted.ts), one seat forbidden an element or a kind. */
  restrict?: { kind: string; id?: string };
  /**
   * After the report: play the board(s) again with a second bot mix on the seeds after the run's
   * (second-mix.ts), so the seat verdict and each finding say whether they hold with both.
   */
  secondMix?: boolean;
}

interface Run {
  progress: LabProgress;
  started: number;
  stop: AbortController;
  done: Promise<void>;
}

export interface LabService {
  readonly store: LabStore;
  start(req: StartRequest): Promise<{ ok: true; id: string } | LabRefusal>;
  progress(id: string): LabProgress | null;
  cancel(id: string): boolean;
  /** A save of game `game` of a report (side a or b of a comparison) after `move` moves. */
  replay(reportId: string, side: 'a' | 'b', game: number, move: number): Promise<{ ok: true; save: string } | LabRefusal>;
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
      if (running()) return refused(409, 'host.lab.running');
      const io = { registry: o.registry, library: o.library };
      const a = await resolveBoard(io, req.board, req.game);
      if (!a.ok) return { ...a, status: 422 };
      const sa = labSettings(a.value, req);
      if (!sa.ok) return { ...sa, status: 422 };
      let b: LabSide | null = null;
      if (req.compare || req.compareBots) {
        const other = req.compare ? await resolveBoard(io, req.compare, a.value.def.id) : a;
        if (!other.ok) return refused(422, 'host.lab.compareBoard', { reason: { key: other.key, ...(other.params ? { params: other.params } : {}) } });
        const sb = labSettings(other.value, { ...req, players: sa.settings.players, bots: req.compareBots ?? sa.settings.bots });
        if (!sb.ok) return refused(422, req.compare ? 'host.lab.compareBoard' : 'host.lab.compareBots', { reason: { key: sb.key, ...(sb.params ? { params: sb.params } : {}) } });
        b = { settings: sb.settings, board: other.value.board };
      }
      const id = `run-${Date.now().toString(36)}-${(counter++).toString(36)}`;
      if ((req.balance || req.restrict) && (b || (req.balance && req.restrict))) return refused(422, 'host.lab.oneBoard');
      const balanceProblem = req.balance ? balanceAskProblem(a.value.def, req.balance) : null;
      if (balanceProblem) return { ...balanceProblem, status: 422 };
      const task: LabProgress['task'] = req.balance ? 'balance' : req.restrict ? 'restrict' : 'report';
      // An auto-balance plays every board it tries at every count (at most), then the verifying A/B; restricted play is two runs.
      const total = req.balance ? balanceGames(sa.settings.games, req.balance.candidates, req.balance.aims?.players?.length ?? 1) : sa.settings.games * (req.restrict || b ? 2 : 1) * (req.secondMix ? 2 : 1);
      const stop = new AbortController();
      const progress: LabProgress = { id, status: 'running', done: 0, total, gamesPerSecond: 0, secondsLeft: null, task };
      const started = Date.now();
      // An auto-balance's total is "at most": it shrinks as its race stops boards early.
      const tick = (done: number, atMost?: number): void => {
        progress.done = done;
        if (task === 'balance' && atMost !== undefined) progress.total = atMost;
        const secs = (Date.now() - started) / 1000;
        progress.gamesPerSecond = secs > 0 ? progress.done / secs : 0;
        progress.secondsLeft = progress.gamesPerSecond > 0 ? (progress.total - progress.done) / progress.gamesPerSecond : null;
      };
      const workers = o.workers !== undefined ? { workers: o.workers } : {};
      const side: LabSide = { settings: sa.settings, board: a.value.board };
      const finish = (what: string, cancelled: boolean): void => {
        progress.status = cancelled ? 'cancelled' : 'done';
        if (!cancelled) progress.secondsLeft = 0;
        o.log?.(`lab: ${what} ${id} ${cancelled ? 'cancelled' : 'done'}`);
      };
      const work = async (): Promise<void> => {
        try {
          if (req.balance) {
            const r = await autoBalance(side, { candidates: req.balance.candidates, ...(req.balance.fields ? { fields: req.balance.fields } : {}), ...(req.balance.aims ? { aims: req.balance.aims } : {}), signal: stop.signal, onProgress: tick, ...workers });
            progress.balance = r;
            return finish('auto-balance', r.stopped === 'cancelled');
          }
          if (req.restrict) {
            const r = await restrictedPlay(side, req.restrict, { signal: stop.signal, onProgress: tick, ...workers });
            if (r) progress.restricted = r;
            return finish('restricted play', r === null);
          }
          // The run and its second-mix check on one pool of threads; the check's games follow the
          // run's in the progress, and a cancelled check leaves the report as it was.
          const { doc, played } = await runWithSecondMix(side, b, { signal: stop.signal, onProgress: (d) => tick(d), ...workers, secondMix: req.secondMix === true });
          // A cancelled run keeps the report of the games it played (when any ended).
          const cancelled = doc ? doc.cancelled !== undefined : true;
          if (doc) {
            await store.save(doc);
            progress.report = doc.id;
          }
          if (cancelled) {
            progress.done = played;
            progress.status = 'cancelled';
            o.log?.(`lab: run ${id} cancelled after ${played} of ${total} games${doc ? `; report ${doc.id} of those written` : ''}`);
            return;
          }
          progress.status = 'done';
          progress.secondsLeft = 0;
          o.log?.(`lab: report ${doc!.id} (${total} games) written`);
        } catch (err) {
          progress.status = 'failed';
          progress.error = (err as Error).message;
          if (err instanceof WordedError) progress.errorWords = err.wording;
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
      if (!doc) return refused(404, 'host.http.noReport');
      const report: LabReport = doc.kind === 'lab-report' ? doc : side === 'b' ? doc.b : doc.a;
      const s = report.settings;
      if (!Number.isInteger(game) || game < 0 || game >= s.games) return refused(422, 'host.lab.replayGames', { last: s.games - 1 });
      if (!Number.isInteger(move) || move < 0 || move > 100_000) return refused(422, 'host.lab.replayMove');
      if (!o.registry.has(s.game)) return refused(422, 'host.lab.notInstalled', { game: s.game });
      // The game is set up with name tokens, like every table's: the replay's log then names
      // each seat as its table does, by the bot that played it, as the report names them.
      const ctx = runContext(specOf(s, report.board));
      const tokens = Array.from({ length: s.players }, (_, i) => nameToken(`p${i + 1}`));
      let played;
      try {
        played = playRunGame(ctx, game, move, tokens);
      } catch (err) {
        return refused(422, 'host.lab.replayFailed', { error: errorWords(err) });
      }
      const seatBots = played.record.bots;
      // By the key of the bot's name (it played the game, so the game has it), else by the seat
      // alone: a token each reader words, never English.
      const seatName = (id: string, i: number): string => labSeatNameFor(ctx.def.bots.find((x) => x.id === id), i);
      // The name and title hold no words either: each reader words them (labReplayNames).
      const named = labReplayNames(s.board.name, s.seed + game, played.log!.length);
      const save: SaveFile = {
        format: SAVE_FORMAT,
        name: named.name,
        game: s.game,
        board: report.board,
        options: s.options,
        seed: s.seed + game,
        // Seats named by the bots that played them; nobody holds one (an import frees them anyway).
        players: seatBots.map((id, i) => ({ id: `p${i + 1}`, name: seatName(id, i), kind: 'open' as const })),
        moves: played.log!.map((m, i) => ({ player: m.player, move: m.move, n: i + 1 })),
        snapshot: played.state,
        stateNo: played.log!.length,
        table: { id: 'lab-replay', title: named.title, joined: false },
        finished: played.record.finished,
        savedAt: new Date().toISOString(),
      };
      const r = await o.saves.importText(JSON.stringify(save));
      return r.ok ? { ok: true, save: r.id } : refused(422, r.reason.key, r.reason.params);
    },
    async close() {
      for (const r of runs.values()) r.stop.abort();
      await Promise.all([...runs.values()].map((r) => r.done));
    },
  };
}
