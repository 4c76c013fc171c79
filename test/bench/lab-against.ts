/**
 * Same-run A/B of the lab's games and report: `LAB_AGAINST=<git ref> npm run bench -- lab`.
 *
 * The ref's `games/`, `main/` and `formats/` are taken out of git into a temporary directory;
 * both it and the working tree are bundled the same way (esbuild, one ES module each: the lab's
 * `runContext`, `playRange` and `buildReport`) and imported into this one process. For each seat
 * count (`LAB_AB_SEATS`, default 2, 4, 6) and each game (`LAB_AB_GAME`, default airlines), the
 * lab's games with the default bots are played in batches of game numbers, each batch by both
 * sides back to back (which goes first alternates), the CPU clock read once per side per batch;
 * then each side builds the report of the same records, timed the same way. Each side's records
 * and report (less its id, date and timings) are compared as JSON: the figures are only worth
 * reading when the two sides played the same games.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench } from './harness.js';
import { alternate, bundledBoardRaw, bundleModule, cpuUs, exportFrom, git, quantile, ratioLine } from './engine-against.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What the bench needs of one side's lab (typed loosely: two versions of the lab meet here). */
interface LabSide {
  label: string;
  games: Map<string, { id: string; bots: { id: string; level?: unknown }[]; boardSchema: { parse(raw: unknown): unknown }; optionsSchema: { parse(raw: unknown): unknown } }>;
  runContext(spec: unknown): unknown;
  playRange(ctx: unknown, from: number, to: number): unknown[];
  buildReport(ctx: unknown, records: readonly unknown[], meta: unknown): Record<string, unknown>;
  defaultBots(def: unknown): string[];
  /** A record's report facts (main/lab/record-facts.ts), where that side has them: a worker works them out. */
  factsOf?(record: unknown): unknown;
}

async function bundleLab(from: string, dir: string, name: string, label: string): Promise<LabSide> {
  const mod = (await bundleModule(dir, name, [
    exportFrom(from, 'games', 'games/index.ts'),
    exportFrom(from, 'runContext, playRange', 'main/lab/games.ts'),
    exportFrom(from, 'buildReport', 'main/lab/report.ts'),
    exportFrom(from, 'defaultBots', 'main/lab/lab.ts'),
    ...(existsSync(join(from, 'main/lab/record-facts.ts')) ? [exportFrom(from, 'factsOf', 'main/lab/record-facts.ts')] : []),
  ])) as Omit<LabSide, 'label'>;
  return { label, ...mod };
}

/** CPU milliseconds of warm-up per seat count, both sides (`LAB_AB_WARM_MS`). */
const WARM_MS = Number(process.env['LAB_AB_WARM_MS'] ?? 6000);

/** A report without what differs between two builds of the same games: its id, date and run timings. */
function comparable(report: Record<string, unknown>): string {
  const { id: _id, createdAt: _at, run: _run, ...rest } = report;
  return JSON.stringify(rest);
}

export async function labAgainst(ref: string, bench: Bench): Promise<void> {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]).toString().trim();
  const dir = mkdtempSync(join(tmpdir(), 'boardwright-lab-ab-'));
  try {
    const refDir = join(dir, 'ref');
    mkdirSync(refDir);
    execFileSync('tar', ['-x', '-C', refDir], { input: git(['archive', '--format=tar', sha, 'games', 'main', 'formats']), maxBuffer: 1 << 30 });
    const here = await bundleLab(root, dir, 'working-tree', 'working tree');
    const there = await bundleLab(refDir, dir, 'ref', `${ref} (${sha.slice(0, 8)})`);
    const game = process.env['LAB_AB_GAME'] ?? 'airlines';
    const seatCounts = (process.env['LAB_AB_SEATS'] ?? '2,4,6').split(',').map(Number);
    const chunks = Math.max(3, Number(process.env['LAB_AB_CHUNKS'] ?? 6));
    const budget = Number(process.env['LAB_AB_MS'] ?? 12000);
    bench.report('A/B', `working tree against ${there.label}: the lab's ${game} games with the default bots, each batch of games played by both in turn, about ${budget} CPU ms per seat count in ${chunks} chunks, then each side's report of the same records`);
    bench.report('load average at the start (1, 5, 15 min)', loadavg().map((l) => l.toFixed(2)).join(', '));
    const raw = bundledBoardRaw(game);
    for (const seats of seatCounts) {
      const side = (s: LabSide): { ctx: unknown; def: LabSide['games'] extends Map<string, infer D> ? D : never } => {
        const def = s.games.get(game)!;
        const spec = { game, board: def.boardSchema.parse(raw), options: def.optionsSchema.parse({}), players: seats, seed: 1, bots: s.defaultBots(def), maxMoves: 5000 };
        return { ctx: s.runContext(spec), def };
      };
      const a = side(here);
      const b = side(there);
      // Warm-up, so neither side's first games are the JIT compiler's (game numbers far from the
      // measured ones): the lab's games keep speeding up for their first few hundred.
      const w0 = cpuUs();
      for (let g = 100_000; cpuUs() - w0 < WARM_MS * 1000; g += 10) {
        here.playRange(a.ctx, g, g + 10);
        there.playRange(b.ctx, g, g + 10);
      }
      const recA: unknown[] = [];
      const recB: unknown[] = [];
      const { ratios, totalA, totalB, games } = alternate(
        (from, to) => {
          recA.push(...here.playRange(a.ctx, from, to));
        },
        (from, to) => {
          recB.push(...there.playRange(b.ctx, from, to));
        },
        chunks,
        budget,
      );
      const sameGames = JSON.stringify(recA) === JSON.stringify(recB);
      // The report of the same records by each side, in turn, three times each.
      const meta = (s: LabSide, def: typeof a.def) => ({
        id: 'ab',
        createdAt: '2000-01-01T00:00:00.000Z',
        settings: { game, gameName: game, board: { name: 'bundled', hash: '-', source: 'bundled' }, players: seats, games, seed: 1, bots: s.defaultBots(def), options: {}, maxMoves: 5000 },
        board: def.boardSchema.parse(raw),
        run: { workers: 1, wallMs: 0, cpuMs: 0, gamesPerSecond: 0, gamesPerCpuSecond: 0 },
      });
      const repA: number[] = [];
      const repB: number[] = [];
      let docA = '';
      let docB = '';
      for (let r = 0; r < 3; r++) {
        // Fresh copies each time: a side may keep what it works out per record (the tree's
        // record facts), which a second report of the same objects would find made.
        const [freshA, freshB] = [structuredClone(recA), structuredClone(recB)];
        const t0 = cpuUs();
        docA = comparable(here.buildReport(a.ctx, freshA, meta(here, a.def)));
        const t1 = cpuUs();
        docB = comparable(there.buildReport(b.ctx, freshB, meta(there, b.def)));
        const t2 = cpuUs();
        repA.push((t1 - t0) / 1000);
        repB.push((t2 - t1) / 1000);
      }
      bench.report(`${game} ${seats} seats: the same games and report as ${ref}`, `records ${sameGames ? 'equal' : 'DIFFER'}, report JSON ${docA === docB ? 'equal' : 'DIFFERS'} (${games} games)`);
      bench.report(`${game} ${seats} seats: lab games/CPU s, tree | ${ref}`, `${((games * 1e6) / totalA).toFixed(0)} | ${((games * 1e6) / totalB).toFixed(0)}`);
      bench.report(`${game} ${seats} seats: tree's speed ÷ ${ref}'s`, ratioLine(ratios));
      const withReport = (t: number, reps: number[]): string => ((games * 1e6) / (t + 1000 * quantile(reps, 0.5))).toFixed(0);
      bench.report(
        `${game} ${seats} seats: the report of those games, CPU ms, tree | ${ref}; games/CPU s with it`,
        `${repA.map((x) => x.toFixed(0)).join(', ')} | ${repB.map((x) => x.toFixed(0)).join(', ')}; ${withReport(totalA, repA)} | ${withReport(totalB, repB)}`,
      );
      if (here.factsOf) {
        // As a run on worker threads has it: each record's facts came with it (worked out on the
        // workers, in parallel with the games), so the main thread's report is the rest.
        for (const r of recA) here.factsOf(r);
        const given: number[] = [];
        for (let r = 0; r < 3; r++) {
          const t0 = cpuUs();
          here.buildReport(a.ctx, recA, meta(here, a.def));
          given.push((cpuUs() - t0) / 1000);
        }
        bench.report(`${game} ${seats} seats: the tree's report with each record's facts already given (as the workers give them), CPU ms`, given.map((x) => x.toFixed(0)).join(', '));
      }
      bench.report(`${game} ${seats} seats: load average after`, loadavg().map((l) => l.toFixed(2)).join(', '));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
