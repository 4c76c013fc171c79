/**
 * The engine figures the Linie 1 and Blue Skies benches print (issue 24): µs per move through the
 * host's `apply` and through the simulation path (`core/sim.ts`), the default bot's cost per
 * move, games per CPU second and per wall second, and the engine's cost per move divided by
 * serialising one of the game's states (`JSON.stringify`), timed in the same run as a baseline
 * the machine's load affects alike.
 */
import { performance } from 'node:perf_hooks';
import { Rng } from '../../games/core/rng.js';
import { seatPlayers } from '../../games/core/simulate.js';
import { simFork, simRandomMove, simStep } from '../../games/core/sim.js';
import type { Bot, GameDefinition } from '../../games/core/types.js';
import type { Bench } from './harness.js';

interface Run {
  games: number;
  moves: number;
  /** CPU and wall milliseconds of the whole run (bots included). */
  cpu: number;
  wall: number;
  /** CPU milliseconds spent inside the bots' `choose` (0 for the random move of the sim path). */
  bot: number;
  /** A few states met on the way, for the serialising baseline. */
  samples: unknown[];
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Plays seeded games until `ms` of CPU time are used. `host`: every move through `legalMoves`
 * and `apply` (the host's way, which copies the state). Otherwise through `simFork`/`simStep`,
 * with `simRandomMove` when no bot is given.
 */
function play<B, S, M>(def: GameDefinition<B, any, S, M>, board: B, seats: number, bot: Bot<S, M> | null, host: boolean, ms: number, firstSeed: number): Run {
  const players = seatPlayers(seats);
  const options = def.optionsSchema.parse({});
  const run: Run = { games: 0, moves: 0, cpu: 0, wall: 0, bot: 0, samples: [] };
  const c0 = cpuMs();
  const w0 = performance.now();
  for (let seed = firstSeed; cpuMs() - c0 < ms; seed++) {
    let state = def.setup({ board, players, options, seed });
    if (!host) state = simFork(def, state);
    const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
    let moves = 0;
    while (def.outcome(state) === null && moves < 20_000) {
      const player = def.activePlayers(state)[0]!;
      let move: M;
      if (host || bot) {
        const legal = def.legalMoves(state, player);
        if (bot) {
          const t = cpuMs();
          move = bot.choose({ state, player, legal, rng });
          run.bot += cpuMs() - t;
        } else move = rng.pick(legal);
      } else move = simRandomMove(def, state, player, rng);
      if (host) {
        const res = def.apply(state, player, move);
        if (!res.ok) throw new Error(`refused: ${res.error.message}`);
        state = res.state;
      } else state = simStep(def, state, player, move);
      moves++;
      if (run.samples.length < 40 && moves % 37 === 0) run.samples.push(host ? state : structuredClone(state));
    }
    run.games++;
    run.moves += moves;
  }
  run.cpu = cpuMs() - c0;
  run.wall = performance.now() - w0;
  return run;
}

/** Median µs of one `JSON.stringify` of the sampled states. */
function stringifyUs(samples: unknown[]): number {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const s of samples) {
      const t = performance.now();
      JSON.stringify(s);
      times.push((performance.now() - t) * 1000);
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Prints, for each seat count: random games through `apply` and through the simulation path, and
 * default-bot games through the simulation path with the bot's share of each move.
 */
export function engineLines<B, S, M>(bench: Bench, def: GameDefinition<B, any, S, M>, board: B, seatCounts: number[], ms = 1500): void {
  const bot = def.bots.find((b) => b.id === def.defaultBot)!;
  // Warm-up, so the first figure is not the JIT compiler's.
  play(def, board, seatCounts[0]!, null, false, 300, 900_000);
  play(def, board, seatCounts[0]!, null, true, 300, 900_000);
  play(def, board, seatCounts[0]!, bot, false, 300, 900_000);
  const us = (r: Run, ms2 = r.cpu) => (ms2 * 1000) / r.moves;
  for (const n of seatCounts) {
    const viaApply = play(def, board, n, null, true, ms, 1);
    const viaSim = play(def, board, n, null, false, ms, 1);
    const json = stringifyUs([...viaApply.samples, ...viaSim.samples]);
    const ratio = (r: Run) => (us(r) / json).toFixed(2);
    bench.report(
      `${n} seats, random: µs per move via apply / via sim`,
      `${us(viaApply).toFixed(1)} / ${us(viaSim).toFixed(1)} (${Math.round(viaSim.moves / viaSim.games)} moves a game)`,
    );
    bench.report(
      `${n} seats: engine ÷ JSON.stringify(state), apply / sim`,
      `${ratio(viaApply)} / ${ratio(viaSim)} (stringify ${json.toFixed(1)} µs)`,
    );
    bench.report(
      `${n} seats, random via sim: games per CPU s / wall s`,
      `${((viaSim.games * 1000) / viaSim.cpu).toFixed(0)} / ${((viaSim.games * 1000) / viaSim.wall).toFixed(0)} (apply: ${((viaApply.games * 1000) / viaApply.cpu).toFixed(0)} per CPU s)`,
    );
    const withBot = play(def, board, n, bot, false, ms, 1);
    bench.report(
      `${n} seats, ${bot.id} bots via sim: games per CPU s / wall s`,
      `${((withBot.games * 1000) / withBot.cpu).toFixed(1)} / ${((withBot.games * 1000) / withBot.wall).toFixed(1)}`,
    );
    bench.report(
      `${n} seats, ${bot.id} bot: µs per move (bot / engine)`,
      `${us(withBot, withBot.bot).toFixed(1)} / ${us(withBot, withBot.cpu - withBot.bot).toFixed(1)}`,
    );
  }
}
