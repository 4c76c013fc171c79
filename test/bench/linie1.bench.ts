/**
 * Linie 1: the engine's cost per move (apply and the simulation path), all-bot games per second
 * (route builders, random players, mixed), how often the route builder beats the random bot, how
 * long its games run, and the time to check a route.
 */
import { simulate } from '../../games/core/simulate.js';
import { anyMoveBot, routeBot } from '../../games/linie1/bots.js';
import { classicBoard, players } from '../../games/linie1/fixtures.test-helpers.js';
import { geometry } from '../../games/linie1/geometry.js';
import { linie1 } from '../../games/linie1/index.js';
import { segGrid } from '../../games/linie1/placement.js';
import { pathProblem } from '../../games/linie1/route.js';
import { readyPath, routeGoal } from '../../games/linie1/rules.js';
import { gamesWithoutWinner } from '../../games/linie1/study.js';
import type { Linie1State } from '../../games/linie1/types.js';
import { fmtMs, type Bench } from './harness.js';
import { engineLines } from './sim-lines.js';

export const title = 'Linie 1';

export default async function (bench: Bench): Promise<void> {
  const board = classicBoard();
  // The engine (issue 24): apply against the simulation path, the route bot's cost, the ratio to
  // serialising a state; at the smallest, a typical and the largest table.
  engineLines(bench, linie1, board, [2, 4, 5]);
  for (const [label, bots] of [
    ['route builders', [routeBot]],
    ['random players', [anyMoveBot]],
    ['route builder vs random', [routeBot, anyMoveBot]],
  ] as const) {
    let i = 0;
    const rate = bench.rate(() => {
      simulate(linie1, { board, players: players(2 + (i % 4)), seed: i, bots: [...bots] });
      i++;
    }, 4000);
    bench.report(`all-bot games per second, 2-5 players, ${label}`, rate.toFixed(1));
  }

  // Head to head: the route builder against the random bot, seats alternating.
  const N = 200;
  let routeWins = 0;
  let randomWins = 0;
  let stalemates = 0;
  for (let i = 0; i < N; i++) {
    const routeFirst = i % 2 === 0;
    const r = simulate(linie1, { board, players: players(2), seed: 5000 + i, bots: routeFirst ? [routeBot, anyMoveBot] : [anyMoveBot, routeBot] });
    const w = r.state.winner;
    if (!w) stalemates++;
    else if ((w === 'p1') === routeFirst) routeWins++;
    else randomWins++;
  }
  bench.report('route builder vs random, 2 players: route wins', `${routeWins}/${N} (random ${randomWins}, no winner ${stalemates})`);

  // Length of games among route builders: turns per player until someone finishes.
  for (const n of [2, 3, 4, 5]) {
    const turns: number[] = [];
    let won = 0;
    for (let i = 0; i < 50; i++) {
      const r = simulate(linie1, { board, players: players(n), seed: 7000 + i, bots: [routeBot] });
      turns.push(r.state.turn / n);
      if (r.state.winner) won++;
    }
    const { p50 } = bench.percentiles(turns);
    bench.report(`route builders, ${n} players: turns each (median), games won`, `${p50.toFixed(1)}, ${won}/50`);
  }

  // Games without a winner among route builders (RULES.md, "Games without a winner").
  for (const [n, count] of [[2, 2000], [3, 1000], [4, 1000], [5, 1000]] as const) {
    const cpu = process.cpuUsage();
    const r = gamesWithoutWinner(board, n, 1, count);
    const used = process.cpuUsage(cpu);
    bench.report(
      `route builders, ${n} players, seeds 1-${count}: games without a winner`,
      `${r.noWinner}/${r.games} (${((100 * r.noWinner) / r.games).toFixed(1)} %), ${((used.user + used.system) / 1e6).toFixed(0)} s CPU`,
    );
  }

  // Checking a route: the engine's search for a path, and the check of a declared one.
  const ready: Linie1State[] = [];
  for (let i = 0; ready.length < 20 && i < 200; i++) {
    simulate(linie1, {
      board, players: players(3), seed: 9000 + i, bots: [routeBot],
      afterMove: (s) => { if (s.step === 'drive' && s.players[s.current]!.trip?.at === 0 && ready.length < 20) ready.push(s); },
    });
  }
  const g = geometry(board);
  let k = 0;
  const find = bench.median(() => {
    const s = ready[k++ % ready.length]!;
    readyPath(s, s.players[s.current]!);
  }, 2000);
  bench.report('find a valid path for a player (board in play)', fmtMs(find));
  const check = bench.median(() => {
    const s = ready[k++ % ready.length]!;
    const p = s.players[s.current]!;
    const goal = routeGoal(s, p);
    if ('terminals' in goal) pathProblem(g, segGrid(g, s.grid), goal, p.trip!.path);
  }, 2000);
  bench.report('check a declared path', fmtMs(check));
  const building = ready.filter((s) => s.players.some((p) => !p.trip));
  const legal = bench.median(() => {
    const s = building[k++ % building.length]!;
    const next = s.players.find((p) => !p.trip)!;
    linie1.legalMoves({ ...s, current: s.players.indexOf(next), step: 'build', laid: 0 }, next.id);
  }, 500);
  bench.report('legalMoves of a building player (mid game)', fmtMs(legal));
}
