/**
 * Runs a planted flaw as a designer would check it: the flawed board against the bundled one on
 * the same seeds (the lab's comparison), with the game's default bots; and where in the ranked
 * findings the planted element comes, with the direction of its fix.
 */
import type { LabComparison, LabSettings } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { comparisonOf, defaultBots, runLabDocument, specOf, type LabSide } from '../../main/lab/lab.js';
import { playRange, runContext, type RunSpec } from '../../main/lab/games.js';
import type { GameRecord } from '../../main/lab/play.js';
import type { RunResult } from '../../main/lab/runner.js';
import { plantedBoard, type PlantedFlaw } from './planted-flaws.js';

export interface FlawResult {
  doc: LabComparison;
  /** 1-based place of the first finding naming the planted element (0: not found). */
  rank: number;
  direction: 'weaken' | 'strengthen' | null;
}

/**
 * Games already played in this thread, by run (the board as played, its options, players, seed,
 * bots and move limit): tests that play the same board on the same seeds play each game once.
 * Game g of a run has the seed seed + g and its bots by g alone (games.ts), so the first n
 * games of a run are the first n of any longer run with the same spec.
 */
export class PlayedGames {
  private readonly runs = new Map<string, { ctx: ReturnType<typeof runContext>; records: GameRecord[] }>();
  /** Games played here, and games asked for (a test's way to see the sharing happen). */
  played = 0;
  asked = 0;

  /** The first `n` games of `side`'s run, as runLab plays them: only those not played before are played. */
  run(side: LabSide): RunResult {
    const n = side.settings.games;
    const spec: RunSpec = specOf(side.settings, side.board);
    const key = JSON.stringify(spec);
    let run = this.runs.get(key);
    if (!run) this.runs.set(key, (run = { ctx: runContext(spec), records: [] }));
    if (run.records.length < n) {
      this.played += n - run.records.length;
      run.records.push(...playRange(run.ctx, run.records.length, n));
    }
    this.asked += n;
    return { records: run.records.slice(0, n), cancelled: false, workers: 0, wallMs: 0, cpuMs: 0, tasks: 0, firstResultMs: 0, tailIdleMs: 0 };
  }
}

/** A run's settings for a planted flaw's game and players, with the default bots. */
export function flawSettings(flaw: Pick<PlantedFlaw, 'game' | 'players'>, name: string, games_: number, seed: number): LabSettings {
  const def = games.get(flaw.game)!;
  return {
    game: def.id,
    gameName: def.name,
    board: { name, hash: name, source: name },
    players: flaw.players,
    games: games_,
    seed,
    bots: defaultBots(def),
    options: def.optionsSchema.parse({}) as Record<string, unknown>,
    maxMoves: 5000,
  };
}

/**
 * `played`: play in this thread through that store of games (tests), instead of on `workers`
 * threads; the comparison is built from the records just as runLabDocument builds it.
 */
export async function runFlaw(flaw: PlantedFlaw, games_: number, opts: { workers?: number; seed?: number; against?: 'bundled' | 'itself'; workerFile?: string; played?: PlayedGames } = {}): Promise<FlawResult> {
  const seed = opts.seed ?? 1;
  const a: LabSide = opts.against === 'itself' ? { settings: flawSettings(flaw, 'A', games_, seed + 100_000), board: plantedBoard(flaw) } : { settings: flawSettings(flaw, 'bundled', games_, seed), board: plantedBoard({ game: flaw.game, file: flaw.file }) };
  const b: LabSide = { settings: flawSettings(flaw, 'flawed', games_, seed), board: plantedBoard(flaw) };
  const played = opts.played;
  const doc = played
    ? comparisonOf(a, played.run(a), b, played.run(b))
    : (await runLabDocument(a, b, { workers: opts.workers ?? 0, ...(opts.workerFile !== undefined ? { workerFile: opts.workerFile } : {}) })).doc;
  if (!doc || doc.kind !== 'lab-comparison') throw new Error('The comparison did not run.');
  const at = doc.findings.findIndex((f) => flaw.expect.elements.includes(`${f.kind}:${f.element}`));
  return { doc, rank: at + 1, direction: at >= 0 ? doc.findings[at]!.direction : null };
}
