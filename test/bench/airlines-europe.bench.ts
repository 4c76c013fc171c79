/**
 * Airlines Europe rules speed: all-bot games per second on one core (default Europe board) with
 * the random bot at 2, 4 and 6 players and with Tycoon at 4, the median time of `legalMoves` and
 * `apply` over the states of real games, and how often one Tycoon beats random bots.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { airlinesEurope } from '../../games/airlines-europe/index.js';
import { tycoonBot } from '../../games/airlines-europe/bots.js';
import { boardSchema, type EuropeMove, type EuropeState } from '../../games/airlines-europe/types.js';
import { randomBot } from '../../games/core/bots.js';
import { seatPlayers, simulate } from '../../games/core/simulate.js';
import { fmtMs, type Bench } from './harness.js';

export const title = 'Airlines Europe rules';

const boardFile = fileURLToPath(new URL('../../boards/airlines-europe/europe.board.json', import.meta.url));

export default async function (bench: Bench): Promise<void> {
  const board = boardSchema.parse(JSON.parse(readFileSync(boardFile, 'utf8')));
  const random = randomBot<EuropeState, EuropeMove>();

  for (const players of [2, 4, 6]) {
    let seed = 1;
    let moves = 0;
    let games = 0;
    const rate = bench.rate(() => {
      const r = simulate(airlinesEurope, { board, players, seed: seed++, bots: random });
      moves += r.moves.length;
      games++;
    });
    bench.report(`random-bot games/s, ${players} players`, `${rate.toFixed(1)} (${Math.round(moves / games)} moves/game)`);
  }
  {
    let seed = 1;
    const rate = bench.rate(() => void simulate(airlinesEurope, { board, players: 4, seed: seed++, bots: tycoonBot }), 2000);
    bench.report('tycoon games/s, 4 players', rate.toFixed(1));
  }

  const samples: { state: EuropeState; player: string; move: EuropeMove }[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const players = seatPlayers(2 + (seed % 5));
    let state = airlinesEurope.setup({ board, players, options: {}, seed });
    const r = simulate(airlinesEurope, { board, players, seed, bots: random });
    for (const { player, move } of r.moves) {
      samples.push({ state, player, move });
      const next = airlinesEurope.apply(state, player, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  let i = 0;
  const legal = bench.median(() => {
    const s = samples[i++ % samples.length]!;
    airlinesEurope.legalMoves(s.state, s.player);
  }, samples.length);
  bench.report(`legalMoves median (${samples.length} states)`, fmtMs(legal));
  i = 0;
  const apply = bench.median(() => {
    const s = samples[i++ % samples.length]!;
    airlinesEurope.apply(s.state, s.player, s.move);
  }, samples.length);
  bench.report(`apply median (${samples.length} states)`, fmtMs(apply));

  // What a view costs the host. The seat on turn (action phase) also gets its licence plan: every
  // licence it may buy with its result and what may follow it. Baseline: the spectator's view of
  // the same states, in the same run. Wall time per view, and CPU time per view over the batch.
  const onTurn = samples.filter((s) => s.state.phase === 'action');
  const perView = (fn: (s: (typeof samples)[number]) => unknown) => {
    const c = process.cpuUsage();
    const t = performance.now();
    for (const s of onTurn) fn(s);
    const u = process.cpuUsage(c);
    return { wall: (performance.now() - t) / onTurn.length, cpu: (u.user + u.system) / 1000 / onTurn.length };
  };
  const both = (x: { wall: number; cpu: number }) => `${fmtMs(x.wall)} (CPU ${fmtMs(x.cpu)})`;
  perView((s) => airlinesEurope.view(s.state, s.player)); // warm up
  bench.report(`spectator view, mean over ${onTurn.length} turns (baseline)`, both(perView((s) => airlinesEurope.view(s.state, null))));
  bench.report('view of the seat on turn, with its licence plan, mean', both(perView((s) => airlinesEurope.view(s.state, s.player))));
  const sizes = onTurn.map((s) => JSON.stringify(airlinesEurope.view(s.state, s.player).licencePlan ?? null).length).sort((a, b) => a - b);
  bench.report('licence plan size (JSON), median / max', `${(sizes[Math.floor(sizes.length / 2)]! / 1024).toFixed(1)} / ${(sizes.at(-1)! / 1024).toFixed(1)} KiB`);

  // One Tycoon against random bots, its seat turning round the table.
  let wins = 0;
  const games = 100;
  for (let seed = 1; seed <= games; seed++) {
    const n = 2 + (seed % 5);
    const seat = seed % n;
    const bots = Array.from({ length: n }, (_, k) => (k === seat ? tycoonBot : random));
    const r = simulate(airlinesEurope, { board, players: n, seed, bots });
    if (airlinesEurope.outcome(r.state)!.winners.includes(`p${seat + 1}`)) wins++;
  }
  bench.report(`tycoon (one seat) beats random, ${games} games at 2-6`, `${wins}%`);
}
