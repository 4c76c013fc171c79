/**
 * Airlines rules speed: all-bot games per second on one core (random bot, default board) at
 * 2, 4 and 6 players, and the median time of `legalMoves` and `apply` over the states of
 * real games.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { airlines } from '../../games/airlines/index.js';
import { strategistBot } from '../../games/airlines/bots.js';
import { view } from '../../games/airlines/view.js';
import { boardSchema, optionsSchema, type AirlinesMove, type AirlinesState } from '../../games/airlines/types.js';
import { seatPlayers, simulate } from '../../games/core/simulate.js';
import { fmtMs, type Bench } from './harness.js';

export const title = 'Airlines rules';

const boardFile = fileURLToPath(new URL('../../boards/airlines/north-america.board.json', import.meta.url));

export default async function (bench: Bench): Promise<void> {
  const board = boardSchema.parse(JSON.parse(readFileSync(boardFile, 'utf8')));
  const random = airlines.bots[0]!;

  // Warm-up, so the first figure is not the JIT compiler's.
  for (let seed = 1; seed <= 30; seed++) simulate(airlines, { board, players: 2 + (seed % 5), seed: -seed, bots: seed % 3 === 0 ? strategistBot : random });

  for (const players of [2, 4, 6]) {
    let seed = 1;
    let moves = 0;
    let games = 0;
    const rate = bench.rate(() => {
      const r = simulate(airlines, { board, players, seed: seed++, bots: random });
      moves += r.moves.length;
      games++;
    });
    bench.report(`random-bot games/s, ${players} players`, `${rate.toFixed(1)} (${Math.round(moves / games)} moves/game)`);
  }
  {
    let seed = 1;
    const rate = bench.rate(() => void simulate(airlines, { board, players: 4, seed: seed++, bots: strategistBot }), 2000);
    bench.report('strategist games/s, 4 players', rate.toFixed(1));
  }

  {
    // Not a speed figure, but the bench is where long bot runs belong: how often the strategist
    // (one seat, the others random) wins.
    let wins = 0;
    const games = 100;
    for (let seed = 1; seed <= games; seed++) {
      const n = 2 + (seed % 5);
      const seat = seed % n;
      const bots = Array.from({ length: n }, (_, i) => (i === seat ? strategistBot : random));
      const r = simulate(airlines, { board, players: n, seed, bots });
      if (airlines.outcome(r.state)?.winners.includes(`p${seat + 1}`)) wins++;
    }
    bench.report(`strategist (one seat) beats random, ${games} games at 2-6`, `${Math.round((100 * wins) / games)}%`);
  }

  // States from a few real games, then each call timed once per state.
  const samples: { state: AirlinesState; player: string; move: AirlinesMove }[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const players = seatPlayers(2 + (seed % 5));
    let state = airlines.setup({ board, players, options: optionsSchema.parse({}), seed });
    const r = simulate(airlines, { board, players, seed, bots: random });
    for (const { player, move } of r.moves) {
      samples.push({ state, player, move });
      const next = airlines.apply(state, player, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  let i = 0;
  const legal = bench.median(() => void airlines.legalMoves(samples[i % samples.length]!.state, samples[i++ % samples.length]!.player), samples.length);
  bench.report(`legalMoves median (${samples.length} states)`, fmtMs(legal));
  i = 0;
  const apply = bench.median(() => {
    const s = samples[i++ % samples.length]!;
    airlines.apply(s.state, s.player, s.move);
  }, samples.length);
  bench.report(`apply median (${samples.length} states)`, fmtMs(apply));

  // What a view costs the host, per state: a seat's (its hand, route notes, foundings and why each
  // airline cannot grow) against a spectator's (the public notes only), in the same run.
  for (const who of ['seat', 'spectator'] as const) {
    i = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const med = bench.median(() => {
      const s = samples[i++ % samples.length]!;
      view(s.state, who === 'seat' ? s.player : null);
    }, samples.length);
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    bench.report(`view median, ${who} (${samples.length} states)`, `${fmtMs(med)} (${(samples.length / ((cpu.user + cpu.system) / 1e6)).toFixed(0)} views per CPU second, ${(samples.length / (wall / 1000)).toFixed(0)}/s wall)`);
  }
}
