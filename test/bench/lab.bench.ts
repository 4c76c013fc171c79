/**
 * `npm run bench -- lab`: the playtest lab's throughput. 10,000 all-bot Airlines games of 4
 * players on every core, and 1,000 of each other game; for each, the same run's first games on
 * one worker thread as the baseline, so the speed-up is measured against the same machine at the
 * same moment. Games per CPU second (the whole process: every thread) say what the games cost
 * whatever else the machine is doing; the load average says how busy it was.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { games } from '../../games/index.js';
import { createLibrary } from '../../main/library/index.js';
import { defaultBots, labSettings, resolveBoard, specOf } from '../../main/lab/lab.js';
import { runGames, type RunResult } from '../../main/lab/runner.js';
import { PLANTED } from '../lab/planted-flaws.js';
import { runFlaw } from '../lab/run-flaw.js';
import type { Bench } from './harness.js';

export const title = 'lab (playtest lab: all-bot games on worker threads)';

const CASES = [
  { board: 'bundled:airlines/north-america', games: 10_000, baseline: 2_000 },
  { board: 'bundled:airlines-europe/europe', games: 1_000, baseline: 400 },
  { board: 'bundled:linie1/classic', games: 1_000, baseline: 300 },
  { board: 'bundled:blue-skies/usa', games: 1_000, baseline: 400 },
];

/**
 * `LAB_ONLY=airlines npm run bench -- lab`: only the cases whose board names it, and no
 * planted-flaw suite (a quick look at one game's throughput).
 */
const ONLY = process.env['LAB_ONLY'];

const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' / ');

/**
 * CPU time of this process's main thread alone, in ms (Linux: its line in /proc; elsewhere
 * null). The rest of the process's CPU during a run is the workers' (and V8's helper threads').
 */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** A run, with the main thread's share of its CPU. */
async function measured(spec: ReturnType<typeof specOf>, games: number, workers: number): Promise<RunResult & { mainCpuMs: number | null }> {
  const before = mainThreadCpuMs();
  const res = await runGames(spec, games, { workers });
  const after = mainThreadCpuMs();
  return { ...res, mainCpuMs: before !== null && after !== null ? after - before : null };
}

/** Where a run's time went: the main thread's CPU, the messages, the start-up, the idle tail. */
function overhead(r: RunResult & { mainCpuMs: number | null }): string {
  const main = r.mainCpuMs === null ? 'main thread n/a' : `main thread ${(r.mainCpuMs / 1000).toFixed(2)} s CPU (${((100 * r.mainCpuMs) / r.cpuMs).toFixed(1)} % of the run's)`;
  return `${main}; ${r.tasks} tasks (${((1000 * r.tasks) / r.wallMs).toFixed(1)}/s); first result after ${(r.firstResultMs / 1000).toFixed(1)} s; workers idle at the end ${(r.tailIdleMs / 1000).toFixed(2)} s in all`;
}

/**
 * The speed-up again, as alternating pairs of short runs (one worker, then all of them), so each
 * pair sees about the same machine: on a shared machine the load moves more within a minute than
 * between two runs side by side. Each pair's ratio of games per wall second, and their median.
 */
async function pairedSpeedUp(bench: Bench, spec: ReturnType<typeof specOf>, workers: number, rounds = 5, games = 300): Promise<void> {
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const one = await runGames({ ...spec, seed: spec.seed + i * 10_000 }, games, { workers: 1 });
    const all = await runGames({ ...spec, seed: spec.seed + i * 10_000 }, games * workers, { workers });
    ratios.push((games * workers) / all.wallMs / (games / one.wallMs));
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  bench.report(`paired speed-up, ${rounds} × (${games} games on 1 worker, ${games * workers} on ${workers})`, `${ratios.map((r) => r.toFixed(2)).join(', ')} → median ${sorted[Math.floor(rounds / 2)]!.toFixed(2)}×`);
}

export default async function lab(bench: Bench): Promise<void> {
  const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-bench' });
  const workers = availableParallelism();
  bench.report('cores (worker threads per run)', String(workers));
  for (const c of CASES) {
    if (ONLY && !c.board.includes(ONLY)) continue;
    const b = await resolveBoard({ registry: games, library }, { library: c.board });
    if (!b.ok) throw new Error(b.message);
    const s = labSettings(b.value, { games: c.games, players: 4, seed: 1, bots: defaultBots(b.value.def) });
    if (!s.ok) throw new Error(s.message);
    const spec = specOf(s.settings, b.value.board);
    const loadBefore = load();
    const all = await measured(spec, c.games, workers);
    const one = await measured(spec, c.baseline, 1);
    const rate = (n: number, ms: number): number => (1000 * n) / ms;
    const name = `${b.value.def.name}, ${c.games} games`;
    bench.report(`${name}: wall time on ${workers} workers`, `${(all.wallMs / 1000).toFixed(1)} s (${rate(c.games, all.wallMs).toFixed(1)} games/s)`);
    bench.report(`${name}: games per CPU second, ${workers} workers`, rate(c.games, all.cpuMs).toFixed(1));
    bench.report(`${name}: first ${c.baseline} on 1 worker`, `${(one.wallMs / 1000).toFixed(1)} s (${rate(c.baseline, one.wallMs).toFixed(1)} games/s, ${rate(c.baseline, one.cpuMs).toFixed(1)} per CPU second)`);
    bench.report(`${name}: speed-up over 1 worker (wall)`, `${(rate(c.games, all.wallMs) / rate(c.baseline, one.wallMs)).toFixed(2)}×`);
    bench.report(`${name}: CPU used per wall second, ${workers} / 1 workers`, `${(all.cpuMs / all.wallMs).toFixed(2)} / ${(one.cpuMs / one.wallMs).toFixed(2)}`);
    bench.report(`${name}: where the time went, ${workers} workers`, overhead(all));
    bench.report(`${name}: where the time went, 1 worker`, overhead(one));
    bench.report(`${name}: load average before → after`, `${loadBefore} → ${load()}`);
    if (b.value.def.id === 'airlines') await pairedSpeedUp(bench, spec, workers);
  }
  if (!ONLY) await plantedFlaws(bench, workers);
}

/** Games per board in the planted-flaw suite and the A/A runs at full size. */
const FLAW_GAMES = Number(process.env['LAB_FLAW_GAMES'] ?? 1000);
const AA_GAMES = Number(process.env['LAB_AA_GAMES'] ?? 2000);
const AA_RUNS = Number(process.env['LAB_AA_RUNS'] ?? 5);

/**
 * The planted-flaw suite at full size: each flawed board against its bundled board on the same
 * seeds; where the planted element comes in the ranked findings and which way its fix goes. Then
 * A/A: a bundled board against itself on other seeds, several runs, counting those that report
 * any element finding (the aim: none in at least 95 % of runs).
 */
async function plantedFlaws(bench: Bench, workers: number): Promise<void> {
  let named = 0;
  for (const flaw of PLANTED) {
    const t0 = performance.now();
    const r = await runFlaw(flaw, FLAW_GAMES, { workers });
    const ok = r.rank >= 1 && r.rank <= 3 && r.direction === flaw.expect.direction;
    if (ok) named++;
    const top = r.doc.findings.slice(0, 3).map((f) => `${f.kind}:${f.element} ${f.direction}`).join('; ') || 'no finding';
    bench.report(`planted flaw, ${flaw.name} (${FLAW_GAMES} games per board)`, `${ok ? 'named' : 'MISSED'}: rank ${r.rank || '-'}, ${r.direction ?? '-'} (expected ${flaw.expect.direction}); top 3: ${top}; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  bench.report('planted flaws named in the top 3 with the right direction', `${named} of ${PLANTED.length}`);
  const aa = PLANTED.find((f) => f.game === 'airlines')!;
  let clean = 0;
  for (let i = 0; i < AA_RUNS; i++) {
    const r = await runFlaw({ ...aa, plant: () => {} }, AA_GAMES, { workers, seed: 1 + i * 1_000_000, against: 'itself' });
    if (r.doc.findings.length === 0) clean++;
  }
  bench.report(`A/A, North America against itself on other seeds (${AA_GAMES} games per board)`, `${clean} of ${AA_RUNS} runs with no element finding (${((100 * clean) / AA_RUNS).toFixed(0)} %)`);
}
