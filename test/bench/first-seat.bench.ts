/**
 * `npm run bench -- first-seat`: which numbers move the first seat's edge in Airlines (North
 * America, 4 players, the default bots). Each variant changes one thing a designer could set: a
 * number in the board file (scoring cards, stock cards, markers, flight cards) or a table option
 * (the rules' seat bonus, controlled scoring, an additional last round), and is played on the
 * same seeds as the board as it was. The first seat's win share with its Wilson interval, and its
 * change from the board as it was. `FIRST_SEAT_GAMES` (2,000) games per variant,
 * `FIRST_SEAT_ONLY=scoring` picks variants by name.
 */
import { availableParallelism, loadavg } from 'node:os';
import { games } from '../../games/index.js';
import { createLibrary } from '../../main/library/index.js';
import { defaultBots, labSettings, resolveBoard, specOf } from '../../main/lab/lab.js';
import { runGames } from '../../main/lab/runner.js';
import { wilson } from '../../main/lab/stats.js';
import type { AirlinesBoard } from '../../games/airlines/types.js';
import type { Bench } from './harness.js';
import { bundledWorker } from './lab-worker-file.js';

export const title = 'Airlines: what moves the first seat’s edge';

const GAMES = Number(process.env['FIRST_SEAT_GAMES'] ?? 2000);
const ONLY = process.env['FIRST_SEAT_ONLY'];

interface Variant {
  name: string;
  board?: (b: AirlinesBoard) => AirlinesBoard;
  options?: Record<string, unknown>;
}

const airlinesWith = (f: (a: AirlinesBoard['airlines'][number]) => void) => (b: AirlinesBoard): AirlinesBoard => {
  b.airlines.forEach(f);
  return b;
};

const VARIANTS: Variant[] = [
  { name: 'as it was' },
  { name: 'board: scoring cards 3 → 1', board: (b) => ({ ...b, scoringCards: 1 }) },
  { name: 'board: scoring cards 3 → 2', board: (b) => ({ ...b, scoringCards: 2 }) },
  { name: 'board: scoring cards 3 → 5', board: (b) => ({ ...b, scoringCards: 5 }) },
  { name: 'board: every airline 2 stock cards fewer', board: airlinesWith((a) => (a.stockCards = Math.max(1, a.stockCards - 2))) },
  { name: 'board: every airline 2 stock cards more', board: airlinesWith((a) => (a.stockCards += 2)) },
  { name: 'board: every airline 3 markers more', board: airlinesWith((a) => (a.markers += 3)) },
  { name: 'board: flight cards doubled', board: (b) => ({ ...b, flightCards: b.flightCards.map((f) => ({ ...f, count: f.count * 2 })) }) },
  { name: 'option: bonus points by seat (0/1/2/3)', options: { bonusPoints: true } },
  { name: 'option: controlled scoring', options: { controlledScoring: true } },
  { name: 'option: additional last round', options: { additionalLastRound: true } },
];

export default async function firstSeat(bench: Bench): Promise<void> {
  const file = bundledWorker();
  const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-bench' });
  const b = await resolveBoard({ registry: games, library }, { library: 'bundled:airlines/north-america' });
  if (!b.ok) throw new Error(b.message);
  const s = labSettings(b.value, { games: GAMES, players: 4, seed: 1, bots: defaultBots(b.value.def) });
  if (!s.ok) throw new Error(s.message);
  const workers = availableParallelism();
  let base: number | null = null;
  bench.report('basis', `North America, 4 players, bots ${s.settings.bots.join(', ')}, ${GAMES} games per variant, seeds 1–${GAMES}, ${workers} workers`);
  for (const v of VARIANTS) {
    if (ONLY && v.name !== 'as it was' && !v.name.includes(ONLY)) continue;
    const board = v.board ? v.board(structuredClone(b.value.board) as AirlinesBoard) : b.value.board;
    const spec = { ...specOf(s.settings, board), options: { ...s.settings.options, ...(v.options ?? {}) } };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await runGames(spec, GAMES, { workers, ...(file ? { workerFile: file } : {}) });
    const cpu = process.cpuUsage(c0);
    const decided = res.records.filter((r) => r.winners.length > 0);
    const seatWins = [0, 1, 2, 3].map((seat) => decided.reduce((t, r) => t + (r.winners.includes(seat) ? 1 / r.winners.length : 0), 0));
    const first = seatWins[0]!;
    const ci = wilson(first, decided.length);
    const rate = first / decided.length;
    base ??= rate;
    const turns = res.records.reduce((t, r) => t + r.turns, 0) / res.records.length;
    bench.report(
      v.name,
      `seats ${seatWins.map((w) => ((100 * w) / decided.length).toFixed(1)).join('/')} %; first ${(100 * rate).toFixed(1)} % [${(100 * ci.lo).toFixed(1)}, ${(100 * ci.hi).toFixed(1)}] (${(100 * (rate - base)).toFixed(1)} points); ${decided.length} decided; ${turns.toFixed(1)} turns; ${((performance.now() - t0) / 1000).toFixed(0)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}
