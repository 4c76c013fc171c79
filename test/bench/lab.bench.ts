/**
 * `npm run bench -- lab`: the playtest lab's throughput. 10,000 all-bot Airlines games of 4
 * players on every core, and 1,000 of each other game; for each, the same run's first games on
 * one worker thread as the baseline, so the speed-up is measured against the same machine at the
 * same moment. Games per CPU second (the whole process: every thread) say what the games cost
 * whatever else the machine is doing; the load average says how busy it was.
 */
import { availableParallelism, loadavg } from 'node:os';
import { games } from '../../games/index.js';
import { createLibrary } from '../../main/library/index.js';
import { defaultBots, labSettings, resolveBoard, specOf } from '../../main/lab/lab.js';
import { runGames } from '../../main/lab/runner.js';
import type { Bench } from './harness.js';

export const title = 'lab (playtest lab: all-bot games on worker threads)';

const CASES = [
  { board: 'bundled:airlines/north-america', games: 10_000, baseline: 2_000 },
  { board: 'bundled:airlines-europe/europe', games: 1_000, baseline: 400 },
  { board: 'bundled:linie1/classic', games: 1_000, baseline: 300 },
  { board: 'bundled:blue-skies/usa', games: 1_000, baseline: 400 },
];

const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' / ');

export default async function lab(bench: Bench): Promise<void> {
  const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-bench' });
  const workers = availableParallelism();
  bench.report('cores (worker threads per run)', String(workers));
  for (const c of CASES) {
    const b = await resolveBoard({ registry: games, library }, { library: c.board });
    if (!b.ok) throw new Error(b.message);
    const s = labSettings(b.value, { games: c.games, players: 4, seed: 1, bots: defaultBots(b.value.def) });
    if (!s.ok) throw new Error(s.message);
    const spec = specOf(s.settings, b.value.board);
    const loadBefore = load();
    const all = await runGames(spec, c.games, { workers });
    const one = await runGames(spec, c.baseline, { workers: 1 });
    const rate = (n: number, ms: number): number => (1000 * n) / ms;
    const name = `${b.value.def.name}, ${c.games} games`;
    bench.report(`${name}: wall time on ${workers} workers`, `${(all.wallMs / 1000).toFixed(1)} s (${rate(c.games, all.wallMs).toFixed(1)} games/s)`);
    bench.report(`${name}: games per CPU second, ${workers} workers`, rate(c.games, all.cpuMs).toFixed(1));
    bench.report(`${name}: first ${c.baseline} on 1 worker`, `${(one.wallMs / 1000).toFixed(1)} s (${rate(c.baseline, one.wallMs).toFixed(1)} games/s, ${rate(c.baseline, one.cpuMs).toFixed(1)} per CPU second)`);
    bench.report(`${name}: speed-up over 1 worker (wall)`, `${(rate(c.games, all.wallMs) / rate(c.baseline, one.wallMs)).toFixed(2)}×`);
    bench.report(`${name}: CPU used per wall second, ${workers} / 1 workers`, `${(all.cpuMs / all.wallMs).toFixed(2)} / ${(one.cpuMs / one.wallMs).toFixed(2)}`);
    bench.report(`${name}: load average before → after`, `${loadBefore} → ${load()}`);
  }
}
