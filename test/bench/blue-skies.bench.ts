/**
 * Blue Skies: the engine's cost per move (apply and the simulation path), all-bot games per
 * second, the cost of one move, how often the strategic bot
 * beats random ones, and the opening study (does any first gate dominate?).
 * `npm run bench -- blue-skies`
 */
import type { Bench } from './harness.js';
import { fmtMs } from './harness.js';
import { engineLines } from './sim-lines.js';
import { simulate } from '../../games/core/simulate.js';
import { blueSkies } from '../../games/blue-skies/index.js';
import { openingStudy, seatShares, strategicVersusRandom } from '../../games/blue-skies/balance.js';
import { newGame, usaBoard } from '../../games/blue-skies/testing.js';

export const title = 'Blue Skies';

export default async function (bench: Bench): Promise<void> {
  // The engine (issue 24): apply against the simulation path, the strategist's cost, the ratio to
  // serialising a state; at the smallest, a typical and the largest table.
  engineLines(bench, blueSkies, usaBoard, [2, 4, 5]);
  // By id: the playstyles sit between the strategist and the random bot in the list.
  const strategic = blueSkies.bots.find((b) => b.id === 'strategic');
  const random = blueSkies.bots.find((b) => b.id === 'random');
  for (const [label, bot] of [['strategic', strategic!], ['random', random!]] as const) {
    let g = 0;
    let moves = 0;
    let rounds = 0;
    const cpu0 = process.cpuUsage();
    const rate = bench.rate(() => {
      const r = simulate(blueSkies, { board: usaBoard, players: 2 + (g % 4), seed: g, bots: bot });
      moves += r.moves.length;
      rounds += r.state.round;
      g++;
    }, 4000);
    const cpu = process.cpuUsage(cpu0);
    // Per CPU second as well: on a busy machine the wall-clock figure says more about the others.
    const perCpu = g / ((cpu.user + cpu.system) / 1e6);
    bench.report(`all-${label} games per second (2-5 players)`, `${rate.toFixed(1)} (${perCpu.toFixed(1)} per CPU second)`);
    bench.report(`  moves / rounds per game`, `${(moves / g).toFixed(0)} / ${(rounds / g).toFixed(1)}`);
  }

  const s = newGame(4, 1);
  const player = blueSkies.activePlayers(s)[0]!;
  const move = blueSkies.legalMoves(s, player)[0]!;
  bench.report('apply one move (median)', fmtMs(bench.median(() => blueSkies.apply(s, player, move), 2000)));
  bench.report('legalMoves (median)', fmtMs(bench.median(() => blueSkies.legalMoves(s, player), 2000)));

  const vs = strategicVersusRandom(usaBoard, 400);
  bench.report(
    `strategic seat vs random seats, ${vs.games} games`,
    `wins ${(vs.strategicWinRate * 100).toFixed(1)}% (chance ${(vs.chance * 100).toFixed(1)}%)`,
  );

  const rows = openingStudy(usaBoard, 40);
  const rel = rows.map((r) => r.relative);
  bench.report('opening study: win share / chance, by first gate', `${rows[0]!.games} games per airport, 3-4 players`);
  bench.report('  best openings', rows.slice(0, 5).map((r) => `${r.airport} ${r.relative.toFixed(2)}`).join(', '));
  bench.report('  worst openings', rows.slice(-5).map((r) => `${r.airport} ${r.relative.toFixed(2)}`).join(', '));
  const mean = rel.reduce((a, b) => a + b, 0) / rel.length;
  const sd = Math.sqrt(rel.reduce((a, b) => a + (b - mean) ** 2, 0) / rel.length);
  // One airport's figure is n × a win (0 or 1) averaged over its games: its sampling noise.
  const noise = Math.sqrt((mean * (3.5 - mean)) / rows[0]!.games);
  bench.report('  spread (max / min / mean)', `${Math.max(...rel).toFixed(2)} / ${Math.min(...rel).toFixed(2)} / ${mean.toFixed(2)}`);
  bench.report('  standard deviation vs. sampling noise alone', `${sd.toFixed(2)} vs ${noise.toFixed(2)}`);

  for (const n of [2, 3, 4, 5]) {
    const shares = seatShares(usaBoard, n, 100);
    bench.report(`seat win shares, all-strategic, ${n} players, 100 games`, shares.map((x) => x.toFixed(2)).join(' '));
  }
}
